//! What every command works with, made once by `cli::run` from the global
//! flags: the store, the game picked, the output style and the clock. Past
//! `cli::run` no command sees clap's global flags; it is handed this (or
//! just the part it needs), so a test can hand it another store or a
//! fixed clock.

use fortyfives::store::{GameName, Store, StoreError};

use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;
use crate::cli::view::output::Style;

/// A command's surroundings: where games are saved, which one was picked,
/// how answers are shown, and what time it is.
#[derive(Clone, Debug)]
pub struct Context {
    /// The data folder (`--data-dir`, `FORTYFIVES_DATA_DIR`, or the
    /// platform's). `None` when the system names none: said only to a
    /// command that needs one, so `ranks` and `check play --rules` still
    /// answer on a machine without a home folder.
    store: Option<Store>,
    /// `--game` as typed: a saved game's name, or under `party` a game's
    /// number. `None`: the current game (or party).
    pub game: Option<String>,
    pub style: Style,
    pub clock: Clock,
}

impl Context {
    /// The context the global flags describe, read by the system's clock.
    pub fn new(global: &GlobalArgs) -> Context {
        Context::at(global, Clock::system())
    }

    /// The context the global flags describe, read by `clock`.
    pub fn at(global: &GlobalArgs, clock: Clock) -> Context {
        Context {
            store: Store::open(global.data_dir.clone()).ok(),
            game: global.game.clone(),
            style: Style::new(global.json, global.ascii),
            clock,
        }
    }

    /// The saved games.
    pub fn store(&self) -> Result<&Store, CliError> {
        // Opening a store fails only when the system names no data folder.
        self.store
            .as_ref()
            .ok_or_else(|| CliError::from(StoreError::NoDataDir))
    }

    /// The game a command works on: `--game`, or the current one.
    pub fn picked_game(&self, store: &Store) -> Result<GameName, CliError> {
        Ok(store.resolve(self.game.as_deref())?)
    }
}

/// The one clock ([`fortyfives::clock::Clock`]): the stamp of a round, a
/// correction, an undo, a new game, a party's change, and today's date in a
/// new game's name.
pub use fortyfives::clock::Clock;

#[cfg(test)]
mod tests {
    use chrono::DateTime;
    use clap::Parser;
    use fortyfives::store::{GameFile, GameName, Store};

    use super::{Clock, Context};
    use crate::cli::Cli;

    #[test]
    fn a_new_game_is_named_and_stamped_by_the_context_clock() {
        let dir = std::env::temp_dir().join(format!("fortyfives-clock-{}", std::process::id()));
        let cli = Cli::parse_from([
            "fortyfives",
            "--data-dir",
            dir.to_str().expect("a temporary folder's name is text"),
            "--json",
            "new",
            "--players",
            "Ann,Bob,Cid",
        ]);
        let at = DateTime::parse_from_rfc3339("2001-02-03T21:30:00+01:00").expect("a time");
        let ctx = Context::at(&cli.global, Clock::fixed(at));
        let done = crate::cli::run_in(cli.command, &ctx);
        let saved = Store::open(Some(dir.clone()))
            .and_then(|store| store.load::<GameFile>(&GameName::parse("2001-02-03")?));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(done.is_ok(), "{done:?}");
        let (file, _) = saved.expect("the game is saved under the clock's date");
        assert_eq!(file.created, at);
    }
}
