//! `redo`: put back the round `undo` took back last.

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::game::GameState;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::replayable;
use crate::cli::view::standing::Standing;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let (file, state) = put_back(store, &name, ctx.clock.now())?;
    view::undo::put_back(&file, &state, ctx.style);
    Ok(Verdict::Done)
}

/// Puts back the round `undo` took back last from `name`, the change
/// stamped `at`: the game as saved, with the round last, and its state.
pub fn put_back(
    store: &Store,
    name: &GameName,
    at: DateTime<FixedOffset>,
) -> Result<(GameFile, GameState), CliError> {
    let saved_at = store.path_of(name);
    let file = store.update(name, |file: &mut GameFile| {
        replayable(file, &saved_at)?;
        if file.redo(at)?.is_none() {
            // An undo followed by a new round: the rounds taken back were set
            // aside by that round, which is not "nothing taken back".
            let set_aside = file
                .changes
                .last()
                .is_some_and(|c| c.kind == fortyfives::rules::game::ChangeKind::Undo);
            return Err(CliError::input(if set_aside {
                format!(
                    "{}'s rounds taken back were set aside when a new round was recorded after them, so none can be put back; they stay in the file (`fortyfives history --changes` lists them)",
                    file.name
                )
            } else {
                format!(
                    "{} has no round taken back to put back (`fortyfives undo` takes the last round back)",
                    file.name
                )
            }));
        }
        Ok(file.clone())
    })?;
    let state = file.state()?;
    Standing::of(&file, &state).cache(store, name);
    Ok((file, state))
}
