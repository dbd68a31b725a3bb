//! The game model of RULES.md §14 for a table, as `odds`, `status --odds`
//! and `bid` share it: taken from the data folder's cache when this
//! program played it before, else played with the progress bar and kept.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::model::{game_model, model_key, GameModel};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::progress::Run;

/// The model of the table of `state` with `rounds` rounds and `seed`.
/// `sized_by`: the flag that sets the rounds (`odds --rounds`), which the
/// warning of a long run names; `None` where no flag can (`bid`,
/// `status --odds` play the default rounds), and no warning is given.
pub fn model_for(
    ctx: &Context,
    state: &GameState,
    rounds: u32,
    seed: u64,
    sized_by: Option<&str>,
) -> Result<GameModel, CliError> {
    let key = model_key(state, rounds, seed);
    let store = ctx.store().ok();
    if let Some(kept) = store.and_then(|s| s.kept::<GameModel>("odds", &key)) {
        return Ok(kept);
    }
    let players = format!("{} players", state.table.players.len());
    let run = Run {
        total: rounds,
        unit: "rounds",
        verb: "Playing the model's rounds",
        samples: sized_by.map(|_| players.as_str()),
        flag: sized_by.unwrap_or_default(),
    };
    let model = run
        .with_progress(|tick| game_model(state, rounds, seed, tick))
        .map_err(|e| CliError::input(format!("the game model can't play this table: {e}")))?;
    if let Some(store) = store {
        store.keep("odds", &key, &model);
    }
    Ok(model)
}
