//! `undo`: take back the last round (kept, so `redo` can put it back).

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::game::GameState;
use fortyfives::rules::game::SavedRound;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::replayable;
use crate::cli::view::standing::Standing;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let taken = take_back(store, &name, ctx.clock.now())?;
    view::undo::took_back(
        &taken.file,
        taken.number,
        &taken.round.record,
        &taken.state,
        ctx.style,
    );
    Ok(Verdict::Done)
}

/// The last round taken back.
pub struct TakenBack {
    /// The game as saved, without the round.
    pub file: GameFile,
    /// The round's number.
    pub number: usize,
    pub round: SavedRound,
    /// The game's state without the round.
    pub state: GameState,
}

/// Takes back the last round of `name`, the change stamped `at`.
pub fn take_back(
    store: &Store,
    name: &GameName,
    at: DateTime<FixedOffset>,
) -> Result<TakenBack, CliError> {
    let saved_at = store.path_of(name);
    let (file, number, round) = store.update(name, |file: &mut GameFile| {
        replayable(file, &saved_at)?;
        let number = file.rounds.len();
        let taken = file.undo(at).ok_or_else(|| {
            CliError::input(format!(
                "{} has no round to take back: no round is recorded yet",
                file.name
            ))
        })?;
        Ok::<_, CliError>((file.clone(), number, taken))
    })?;
    let state = file.state()?;
    Standing::of(&file, &state).cache(store, name);
    Ok(TakenBack {
        file,
        number,
        round,
        state,
    })
}
