//! `use NAME`: make a saved game the current one (the file is named
//! use_game.rs because `use` is a Rust keyword).

use fortyfives::rules::game::GameState;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_named;
use crate::cli::view::standing::Standing;
use crate::cli::{view, Verdict};

pub fn run(name: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let (name, file, state) = make_current(ctx.store()?, name)?;
    view::games::now_playing(&name, &Standing::of(&file, &state), ctx.style);
    Ok(Verdict::Done)
}

/// Makes the saved game `typed` names the current one: its name as saved,
/// the game and its state.
pub fn make_current(
    store: &Store,
    typed: &str,
) -> Result<(GameName, GameFile, GameState), CliError> {
    let name = store.resolve(Some(typed))?;
    // Opened before it becomes current: a failed `use` changes nothing.
    let (file, state) = load_named(store, &name)?;
    store.set_current(&name)?;
    Ok((name, file, state))
}
