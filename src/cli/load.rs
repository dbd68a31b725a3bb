//! The saved game a command works on: the data folder, the current or a
//! named game, and its replayed state. A game that can't be replayed is a
//! damaged file (exit 3), never silently mended.

use std::io::IsTerminal;

use fortyfives::rules::game::GameState;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;

pub fn open_store(global: &GlobalArgs) -> Result<Store, CliError> {
    Ok(Store::open(global.data_dir.clone())?)
}

/// Whether the user can be asked questions.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

pub fn load_game(global: &GlobalArgs) -> Result<(GameFile, GameState), CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    load_named(&store, &name)
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
