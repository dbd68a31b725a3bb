//! Saved games: the only place that touches the disk.
//!
//! A [`Store`] is a data folder holding one `<name>.toml` per game, a
//! `current` file naming the game commands use by default, and a `.lock`
//! file. It is opened from a folder so tests (and `--data-dir`) can point
//! it anywhere.
//!
//! Safety rules every operation keeps:
//! - a save writes a temp file in the same folder, syncs it and renames it
//!   over the game, so a crash leaves the old game or the new one, whole;
//! - every change happens under one exclusive lock for the whole store
//!   (see [`Store::update`]), so two commands can't interleave a
//!   read-modify-write;
//! - a failed command writes nothing: a damaged file stays byte-for-byte
//!   as it was, for the user to repair.
//!
//! One file a job: `games` (read, create, change, list), `trash` (delete
//! and restore), `current` (the game used when none is named), `cache`
//! (values derived from a game), `files` (files the user names), `format`
//! (TOML, its schema, damage said in plain words) and `disk` (atomic
//! writes, bounded reads, the lock).
//!
//! The store is generic over the document type. Each document must carry a
//! top-level integer `schema` field; files with a `schema` above the newest
//! this library knows are refused rather than half-understood.

mod cache;
mod current;
mod disk;
mod error;
mod files;
mod format;
mod game_file;
mod games;
mod name;
mod party_file;
pub mod round_file;
mod rounds;
mod trash;

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::rules::suggestion::did_you_mean;

pub use error::StoreError;
use files::exists;
pub use files::read_input;
pub use format::decode_game;
pub use game_file::{check_note, GameFile};
pub use games::{GameEntry, Health};
pub use name::GameName;
pub use party_file::PartyFile;
pub use rounds::Added;
pub use trash::DeletedGame;

/// The newest file format this program reads and writes. Format 2 added a
/// game's change log, its starting scores and its rematch links; a game
/// using none of them is still written as format 1, which older programs
/// read.
pub(crate) const SCHEMA: u32 = 2;
/// The oldest format, what a game using nothing newer is written as.
pub(crate) const BASE_SCHEMA: u32 = 1;

/// The file naming the current game.
const CURRENT_FILE: &str = "current";
/// Where deleted games are kept.
pub(crate) const DELETED_DIR: &str = "deleted";
/// The store's lock file; never removed, so every process locks the same file.
const LOCK_FILE: &str = ".lock";
/// The largest game file read: a game of 10,000 rounds is about 2 MB, so
/// anything past this is not a game (a stray file, a link to a device).
/// Also the largest written, so no save makes a game unreadable.
pub(crate) const GAME_FILE_LIMIT: u64 = 64 * 1024 * 1024;
/// The largest file named on the command line (a round file is under 2 KB).
pub(crate) const INPUT_FILE_LIMIT: u64 = 1024 * 1024;
/// The `current` file holds one game name.
const CURRENT_FILE_LIMIT: u64 = 4096;
/// A temp file of ours untouched this long was left by a killed process.
const STALE_TEMP: Duration = Duration::from_secs(60);
/// How long a change waits for another command to finish before giving up.
/// Long enough for a hall of tables entering results at once to queue up
/// (each change holds the lock for milliseconds), short enough that a stuck
/// command is reported while the player is still looking.
pub(crate) const DEFAULT_LOCK_WAIT: Duration = Duration::from_secs(5);

/// A folder of saved games.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
    lock_wait: Duration,
    /// The stamp of each game this process saved, for its cache.
    written: std::sync::Arc<std::sync::Mutex<Vec<(GameName, String)>>>,
}

impl Store {
    /// The store in `dir`, or in the platform's data folder when `dir` is
    /// `None` or empty. Touches nothing on disk: the folder is created by
    /// the first save, so merely looking never leaves one behind.
    ///
    /// `FORTYFIVES_DATA_DIR` is not read here; the CLI passes it in as `dir`.
    pub fn open(dir: Option<PathBuf>) -> Result<Store, StoreError> {
        let dir = match dir.filter(|d| !d.as_os_str().is_empty()) {
            Some(dir) => dir,
            None => directories::ProjectDirs::from("", "", "fortyfives")
                .ok_or(StoreError::NoDataDir)?
                .data_dir()
                .to_path_buf(),
        };
        Ok(Store {
            dir,
            lock_wait: DEFAULT_LOCK_WAIT,
            written: Default::default(),
        })
    }

    /// The same store, waiting up to `wait` for a busy lock instead of
    /// [`DEFAULT_LOCK_WAIT`] (zero: fail at once).
    #[cfg(test)]
    pub(crate) fn with_lock_wait(self, wait: Duration) -> Store {
        Store {
            lock_wait: wait,
            ..self
        }
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where the game `name` is (or would be) saved.
    pub fn path_of(&self, name: &GameName) -> PathBuf {
        self.dir.join(name.file_name())
    }

    fn lock(&self) -> Result<disk::LockGuard, StoreError> {
        disk::lock(&self.dir, &self.dir.join(LOCK_FILE), self.lock_wait)
    }

    /// Fails with `NotFound` unless the game is saved; checked before
    /// locking so a typo never creates the data folder or its lock file.
    fn require(&self, name: &GameName) -> Result<(), StoreError> {
        if exists(&self.path_of(name))? {
            Ok(())
        } else {
            Err(self.not_found(name))
        }
    }

    fn not_found(&self, name: &GameName) -> StoreError {
        // The listing only decorates the message; failing to get it must
        // not hide the real error.
        let saved: Vec<String> = self
            .list()
            .unwrap_or_default()
            .into_iter()
            .map(|g| g.name.to_string())
            .collect();
        StoreError::NotFound {
            name: name.to_string(),
            hint: did_you_mean(name.as_str(), saved.iter().map(String::as_str)),
            saved,
            dir: self.dir.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
