//! The current game: the one commands use when none is named, kept in the
//! `current` file; and a name typed by the user resolved to a saved game.

use std::io;
use std::path::PathBuf;

use super::files::exists;
use super::*;

impl Store {
    /// The current game (the last created or used), if any.
    pub fn current(&self) -> Result<Option<GameName>, StoreError> {
        let path = self.dir.join(CURRENT_FILE);
        let broken = |path: PathBuf| StoreError::Corrupt {
            path,
            detail: "it should hold just the name of a game; \
                     `fortyfives use NAME` rewrites it"
                .into(),
        };
        let bytes = match disk::read_limited(&path, CURRENT_FILE_LIMIT) {
            Ok(bytes) => bytes,
            Err(disk::ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(disk::ReadError::Io(e)) => return Err(StoreError::io("read", path, e)),
            Err(_) => return Err(broken(path)),
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return Err(broken(path));
        };
        let text = text.trim_end_matches(['\n', '\r']);
        if text.is_empty() {
            return Ok(None);
        }
        GameName::parse(text).map(Some).map_err(|_| broken(path))
    }

    /// Makes `name`, which must be saved, the current game.
    pub fn set_current(&self, name: &GameName) -> Result<(), StoreError> {
        self.require(name)?;
        let _lock = self.lock()?;
        self.require(name)?;
        self.write_current(name)
    }

    /// The game a command works on: `--game NAME` when given, else the
    /// current game.
    ///
    /// A name is found in any case (`--game FRIDAY` is friday), as names
    /// differing only in case are refused when a game is made.
    pub fn resolve(&self, game: Option<&str>) -> Result<GameName, StoreError> {
        match game {
            Some(text) => {
                let name = GameName::parse(text)?;
                if exists(&self.path_of(&name))? {
                    return Ok(name);
                }
                Ok(self.saved_as(&name).ok().flatten().unwrap_or(name))
            }
            None => self.current()?.ok_or_else(|| StoreError::NoCurrentGame {
                saved: self.saved_names(),
            }),
        }
    }

    /// The saved name that `name` means, in any case (names are found in
    /// any case, and refused in any case when one is taken).
    pub fn saved_as(&self, name: &GameName) -> Result<Option<GameName>, StoreError> {
        let lower = name.as_str().to_lowercase();
        Ok(self
            .list()?
            .into_iter()
            .map(|g| g.name)
            .find(|n| n.as_str().to_lowercase() == lower))
    }

    /// The names of every saved game, sorted; empty when they can't be listed.
    pub(super) fn saved_names(&self) -> Vec<String> {
        self.list()
            .unwrap_or_default()
            .into_iter()
            .map(|g| g.name.to_string())
            .collect()
    }

    pub(super) fn write_current(&self, name: &GameName) -> Result<(), StoreError> {
        let text = format!("{name}\n");
        disk::write_atomic(&self.dir, &self.dir.join(CURRENT_FILE), text.as_bytes())
    }
}
