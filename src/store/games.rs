//! The saved games themselves: read, created, changed under the lock,
//! listed with whether each can be opened.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::Serialize;

use super::cache::stamp_of;
use super::files::exists;
use super::format::{check_schema, decode, encode, too_large_for_a_game, utf8};
use super::*;

impl Store {
    /// Reads a game, returning it with the path it was read from.
    pub fn load<T: DeserializeOwned>(&self, name: &GameName) -> Result<(T, PathBuf), StoreError> {
        let path = self.path_of(name);
        let bytes = self.read_game(name, &path)?;
        let doc = decode(&path, &bytes)?;
        Ok((doc, path))
    }

    /// A game file's bytes, read only if it is a plain file of sane size:
    /// a game linked to a device or a pipe is reported, never waited on.
    pub(super) fn read_game(&self, name: &GameName, path: &Path) -> Result<Vec<u8>, StoreError> {
        match disk::read_limited(path, GAME_FILE_LIMIT) {
            Ok(bytes) => Ok(bytes),
            Err(disk::ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => {
                Err(self.not_found(name))
            }
            Err(disk::ReadError::Io(e)) => Err(StoreError::io("read", path, e)),
            Err(disk::ReadError::NotAFile(kind)) => Err(StoreError::Corrupt {
                path: path.to_path_buf(),
                detail: format!("it is {kind}, not a saved game's file"),
            }),
            Err(disk::ReadError::TooLarge(size)) => Err(StoreError::Corrupt {
                path: path.to_path_buf(),
                detail: too_large_for_a_game(size),
            }),
        }
    }

    /// Saves a game's bytes and remembers their stamp for [`Store::save_derived`].
    pub(super) fn save_game(
        &self,
        name: &GameName,
        path: &Path,
        text: &str,
    ) -> Result<(), StoreError> {
        disk::remove_stale_temps(&self.dir, STALE_TEMP);
        // A game linked from another folder is saved through a temp file
        // there, and a killed save leaves it there.
        if let Some(there) = disk::landing(path).ok().as_deref().and_then(Path::parent) {
            if there != self.dir {
                disk::remove_stale_temps(there, STALE_TEMP);
            }
        }
        disk::write_atomic(&self.dir, path, text.as_bytes())?;
        if let Ok(mut written) = self.written.lock() {
            written.retain(|(n, _)| n != name);
            written.push((name.clone(), stamp_of(text.as_bytes())));
        }
        Ok(())
    }

    /// Saves a new game and makes it the current one. Refuses a name
    /// already taken, so `new` can never overwrite a game.
    pub fn create<T: Serialize + DeserializeOwned>(
        &self,
        name: &GameName,
        doc: &T,
    ) -> Result<PathBuf, StoreError> {
        let text = encode(name, doc)?;
        let path = self.path_of(name);
        fs::create_dir_all(&self.dir)
            .map_err(|e| StoreError::io("create the data folder", &self.dir, e))?;
        let _lock = self.lock()?;
        if exists(&path)? {
            return Err(StoreError::AlreadyExists {
                name: name.to_string(),
                path,
            });
        }
        // Names differing only in case would be one file on Windows and
        // macOS, and are easily confused at the table: one name, one game.
        if let Some(taken) = self.saved_as(name)? {
            return Err(StoreError::AlreadyExists {
                path: self.path_of(&taken),
                name: taken.to_string(),
            });
        }
        self.save_game(name, &path, &text)?;
        // A new game that can't be made current is taken back, so a failed
        // `new` leaves nothing half-made and the same command can be retried.
        if let Err(err) = self.write_current(name) {
            let _ = disk::remove(&self.dir, &path);
            return Err(err);
        }
        Ok(path)
    }

    /// Changes a saved game: lock, read, let `change` edit the document,
    /// save, unlock. When `change` returns an error nothing is written and
    /// the error is passed back as is; so is any [`StoreError`], converted.
    ///
    /// One lock guards the whole store rather than one per game: it also
    /// covers the `current` file and the name check in [`Store::create`],
    /// and its lock file is never deleted, which avoids the race where a
    /// deleted per-game lock file lets two processes lock different files.
    /// Changes take milliseconds, so games never wait on each other
    /// noticeably; callers must not hold it across a prompt.
    pub fn update<T, R, E>(
        &self,
        name: &GameName,
        change: impl FnOnce(&mut T) -> Result<R, E>,
    ) -> Result<R, E>
    where
        T: Serialize + DeserializeOwned,
        E: From<StoreError>,
    {
        self.require(name)?;
        let _lock = self.lock()?;
        let (mut doc, path) = self.load::<T>(name)?;
        let result = change(&mut doc)?;
        let text = encode(name, &doc)?;
        self.save_game(name, &path, &text)?;
        Ok(result)
    }

    /// Every saved game, sorted by name. Files that aren't games are
    /// skipped; damaged games are listed with their [`Health`], never
    /// removed. Only TOML syntax and `schema` are checked, not the
    /// document's fields. A missing data folder holds no games.
    pub fn list(&self) -> Result<Vec<GameEntry>, StoreError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(StoreError::io("read the folder", &self.dir, e)),
        };
        let mut games = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| StoreError::io("read the folder", &self.dir, e))?;
            let file_name = entry.file_name();
            let Some(stem) = file_name.to_str().and_then(|n| n.strip_suffix(".toml")) else {
                continue;
            };
            let Ok(name) = GameName::parse(stem) else {
                continue;
            };
            let path = entry.path();
            // Follows symlinks: a game linked in from elsewhere is still a game.
            let Ok(meta) = fs::metadata(&path) else {
                continue;
            };
            if !meta.is_file() {
                continue;
            }
            let health = if meta.len() > GAME_FILE_LIMIT {
                Health::Corrupt(too_large_for_a_game(meta.len()))
            } else {
                health(&path)
            };
            games.push(GameEntry {
                modified: meta.modified().ok().map(DateTime::<Utc>::from),
                health,
                name,
            });
        }
        games.sort_by(|a, b| {
            let key = |g: &GameEntry| (g.name.as_str().to_lowercase(), g.name.clone());
            key(a).cmp(&key(b))
        });
        Ok(games)
    }
}

/// One saved game as `list` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameEntry {
    /// The game's name.
    pub name: GameName,
    /// When the file was last written; `None` where the platform can't say.
    pub modified: Option<DateTime<Utc>>,
    /// Whether the file can be opened.
    pub health: Health,
}

/// Whether a listed game file can be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Health {
    /// Valid TOML with a known `schema`.
    Good,
    /// Not valid TOML, or no usable `schema`; the detail says where.
    Corrupt(String),
    /// Saved by a newer fortyfives, with this `schema`.
    NewerSchema(i64),
    /// The file couldn't be read at all (permissions, I/O error).
    Unreadable(String),
}

pub(super) fn health(path: &Path) -> Health {
    let bytes = match disk::read_limited(path, GAME_FILE_LIMIT) {
        Ok(bytes) => bytes,
        Err(disk::ReadError::Io(e)) => return Health::Unreadable(e.to_string()),
        Err(disk::ReadError::NotAFile(kind)) => {
            return Health::Unreadable(format!("it is {kind}, not a file"))
        }
        Err(disk::ReadError::TooLarge(size)) => return Health::Corrupt(too_large_for_a_game(size)),
    };
    let checked = utf8(path, &bytes).and_then(|text| check_schema(path, text));
    match checked {
        Ok(()) => Health::Good,
        Err(StoreError::NewerSchema { found, .. }) => Health::NewerSchema(found),
        Err(StoreError::Corrupt { detail, .. }) => Health::Corrupt(detail),
        Err(other) => Health::Unreadable(other.to_string()),
    }
}
