//! `restore NAME`: bring back a deleted game (the most recent deletion of
//! that name), made current; `restore --list` shows the deleted games kept.
//! A saved game of the same name is never overwritten.

use std::path::PathBuf;

use fortyfives::rules::game::GameState;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::args::RestoreArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::standing::Standing;
use crate::cli::{view, Verdict};

pub fn run(args: &RestoreArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    if args.list {
        view::games::kept(&store.deleted()?, ctx.style);
        return Ok(Verdict::Done);
    }
    let Some(name) = &args.name else {
        return Err(CliError::input(
            "which game? `fortyfives restore NAME` brings back the most recent deletion of NAME; `fortyfives restore --list` shows the deleted games",
        ));
    };
    let back = bring_back(store, &GameName::parse(name)?)?;
    let standing = back
        .game
        .as_ref()
        .map(|(file, state)| Standing::of(file, state));
    view::games::restored(&back.name, &back.path, standing.as_ref(), ctx.style);
    Ok(Verdict::Done)
}

/// A deleted game brought back.
pub struct Restored {
    /// Its name as saved (which may differ in case from the one typed).
    pub name: GameName,
    /// Where it is saved again.
    pub path: PathBuf,
    /// The game and its state, or why it can't be opened as it is (it is
    /// brought back all the same).
    pub game: Result<(GameFile, GameState), CliError>,
}

/// Brings back the most recent deletion of `name`, made current.
pub fn bring_back(store: &Store, name: &GameName) -> Result<Restored, CliError> {
    let path = store.restore(name)?;
    // The name restored may differ in case from the one typed.
    let restored = path
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(|s| GameName::parse(s).ok())
        .unwrap_or_else(|| name.clone());
    let game = store
        .load::<GameFile>(&restored)
        .map_err(CliError::from)
        .and_then(|(file, _)| {
            let state = file.state()?;
            Ok((file, state))
        });
    Ok(Restored {
        name: restored,
        path,
        game,
    })
}
