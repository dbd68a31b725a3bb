//! `status`: the standings, who deals next, and the winner when there is
//! one. Answered from the standings cache when the game file is unchanged.
//! `--odds` adds each side's chance of winning from here, by the game
//! model as `odds` gives it (its kernel from the data folder's cache).

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::kernel::{DEFAULT_ROUNDS, DEFAULT_SEED};
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::args::StatusArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::replayable;
use crate::cli::model::model_for;
use crate::cli::view::standing::Standing;
use crate::cli::view::{render, series};
use crate::cli::Verdict;

pub fn run(args: &StatusArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let standing = standing(store, &name)?;
    let series = series::of(store, &standing);
    let odds = match (args.odds, standing.finished) {
        (true, false) => {
            let state = model_state(&standing)?;
            let model = model_for(ctx, &state, DEFAULT_ROUNDS, DEFAULT_SEED, None)?;
            Some(super::odds::chances_from(&model, &state, DEFAULT_SEED)?)
        }
        _ => None,
    };
    render::show_status(&standing, series.as_ref(), odds.as_ref(), ctx.style);
    Ok(Verdict::Done)
}

/// The game as the model needs it, from the standings (no replay, so
/// `status --odds` stays as quick as the cache it reads).
fn model_state(standing: &Standing) -> Result<GameState, CliError> {
    let mut state = GameState::new(
        standing.rules.clone(),
        standing.table.clone(),
        standing.dealer,
    )
    .map_err(|e| CliError::input(format!("the game model can't play this game: {e}")))?;
    state.sides = standing.sides.clone();
    state.overtime = standing.overtime.clone();
    state.played = standing.played;
    Ok(state)
}

/// Where the game `name` stands: from the standings cache when the game
/// file is what it was computed from, else replayed (and cached).
pub fn standing(store: &Store, name: &GameName) -> Result<Standing, CliError> {
    store.load_derived(name, Standing::CACHE_KEY, |file: GameFile| {
        let state = replayable(&file, &store.path_of(name))?;
        Ok::<_, CliError>(Standing::of(&file, &state))
    })
}
