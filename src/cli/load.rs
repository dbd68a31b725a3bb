//! The saved game a command works on: the data folder, the current or a
//! named game, and its replayed state. A game that can't be replayed is a
//! damaged file (exit 3), never silently mended.

use std::io::IsTerminal;

use fortyfives::rules::game::GameState;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;

/// Whether the user can be asked questions.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

/// The game picked (`--game`, or the current one) and its replayed state.
pub fn load_game(ctx: &Context) -> Result<(GameFile, GameState), CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    load_named(store, &name)
}

/// A saved game and its replayed state; a file that can't be replayed is
/// a damaged file (exit 3).
pub fn load_named(store: &Store, name: &GameName) -> Result<(GameFile, GameState), CliError> {
    let (file, path) = store.load::<GameFile>(name)?;
    let state = replayable(&file, &path)?;
    Ok((file, state))
}

/// The game's state, or exit 3: a saved game that can't be replayed is a
/// damaged file, left as it is.
pub fn replayable(file: &GameFile, path: &std::path::Path) -> Result<GameState, CliError> {
    file.check_kept().map_err(|detail| {
        CliError::from(fortyfives::store::StoreError::Corrupt {
            path: path.to_path_buf(),
            detail,
        })
    })?;
    file.state().map_err(|e| {
        CliError::storage(format!(
            "{} can't be replayed: {e}. The file was left as it is: {}",
            file.name,
            path.display()
        ))
        .caused_by(e)
    })
}
