//! `undo`: take back the last round (kept, so `redo` can put it back).

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::game::GameState;
use fortyfives::rules::game::SavedRound;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::replayable;
use crate::cli::view::output::print_json;
use crate::cli::view::standing::Standing;
use crate::cli::{view::render, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let (file, number, round, state) = take_back(store, &name, ctx.clock.now())?;
    let standing = Standing::of(&file, &state);
    if style.json {
        print_json(&render::status_json(&standing));
        return Ok(Verdict::Done);
    }
    println!(
        "Took back round {number} ({}). `fortyfives redo` puts it back.",
        render::record_words(&file, &round.record, style)
    );
    render::print_footer(&standing, style);
    Ok(Verdict::Done)
}

/// Takes back the last round: the game as saved, the round's number, the
/// round, and the state without it.
pub fn take_back(
    store: &Store,
    name: &GameName,
    at: DateTime<FixedOffset>,
) -> Result<(GameFile, usize, SavedRound, GameState), CliError> {
    let saved_at = store.path_of(name);
    let (file, number, taken) = store.update(name, |file: &mut GameFile| {
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
    Ok((file, number, taken, state))
}
