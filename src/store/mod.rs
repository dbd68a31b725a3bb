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
//! The store is generic over the document type. Each document must carry a
//! top-level integer `schema` field; files with a `schema` above [`SCHEMA`]
//! are refused rather than half-understood.

mod disk;
mod error;
mod game_file;
mod name;
mod party_file;
pub mod round_file;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, FixedOffset, Utc};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::rules::suggestion::did_you_mean;

pub use error::StoreError;
pub use game_file::{
    check_note, Change, ChangeKind, EditError, Edited, GameFile, SavedRound, MAX_NOTE_CHARS,
};
pub use name::{GameName, MAX_NAME_CHARS};

use crate::rules::game::{GameState, HistoryRow};
use crate::rules::round::{DraftError, RoundDraft, RoundError, RoundRecord};

/// A round [`Store::add_round`] added: its number (1 for the first), its
/// row, and the game after it.
#[derive(Clone, Debug)]
pub struct Added {
    pub number: usize,
    pub row: HistoryRow,
    pub state: GameState,
}
pub use party_file::{PartyFile, PARTIES_DIR};

/// The newest file format this program reads and writes. Format 2 added a
/// game's change log, its starting scores and its rematch links; a game
/// using none of them is still written as format 1, which older programs
/// read.
pub const SCHEMA: u32 = 2;
/// The oldest format, what a game using nothing newer is written as.
pub const BASE_SCHEMA: u32 = 1;

/// The file naming the current game.
const CURRENT_FILE: &str = "current";
/// Where deleted games are kept.
pub const DELETED_DIR: &str = "deleted";
/// The store's lock file; never removed, so every process locks the same file.
const LOCK_FILE: &str = ".lock";
/// The largest game file read: a game of 10,000 rounds is about 2 MB, so
/// anything past this is not a game (a stray file, a link to a device).
/// Also the largest written, so no save makes a game unreadable.
pub const GAME_FILE_LIMIT: u64 = 64 * 1024 * 1024;
/// The largest file named on the command line (a round file is under 2 KB).
pub const INPUT_FILE_LIMIT: u64 = 1024 * 1024;
/// The `current` file holds one game name.
const CURRENT_FILE_LIMIT: u64 = 4096;
/// A temp file of ours untouched this long was left by a killed process.
const STALE_TEMP: Duration = Duration::from_secs(60);
/// How long a change waits for another command to finish before giving up.
/// Long enough for a hall of tables entering results at once to queue up
/// (each change holds the lock for milliseconds), short enough that a stuck
/// command is reported while the player is still looking.
pub const DEFAULT_LOCK_WAIT: Duration = Duration::from_secs(5);

/// A folder of saved games.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
    lock_wait: Duration,
    /// The stamp of each game this process saved, for its cache.
    written: std::sync::Arc<std::sync::Mutex<Vec<(GameName, String)>>>,
}

/// One saved game as `list` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEntry {
    pub name: GameName,
    /// When the file was last written; `None` where the platform can't say.
    pub modified: Option<DateTime<Utc>>,
    pub health: Health,
}

/// A deleted game kept in the `deleted` folder, as `restore` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeletedGame {
    pub name: GameName,
    /// When it was deleted (from the kept file's name, else its time).
    pub deleted: Option<DateTime<Utc>>,
    pub path: PathBuf,
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
    pub fn with_lock_wait(self, wait: Duration) -> Store {
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

    /// Reads a game, returning it with the path it was read from.
    pub fn load<T: DeserializeOwned>(&self, name: &GameName) -> Result<(T, PathBuf), StoreError> {
        let path = self.path_of(name);
        let bytes = self.read_game(name, &path)?;
        let doc = decode(&path, &bytes)?;
        Ok((doc, path))
    }

    /// A game file's bytes, read only if it is a plain file of sane size:
    /// a game linked to a device or a pipe is reported, never waited on.
    fn read_game(&self, name: &GameName, path: &Path) -> Result<Vec<u8>, StoreError> {
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

    /// Something derived from a saved game (its standings, say), computed
    /// by `derive` from the parsed document, or taken from a cache beside the
    /// game when the game file is byte-for-byte what it was derived from.
    ///
    /// The cache (`.<name>.<key>.cache.json`) is only ever a copy: it is
    /// keyed by a hash of the game file's bytes and this program's version,
    /// so an edited file or a newer program recomputes it. Writing it is
    /// best-effort (atomic, no lock needed); a cache that can't be read or
    /// written is ignored. This is what lets `status` answer in milliseconds
    /// on a game of 10,000 rounds, whose TOML takes ~150 ms to parse.
    pub fn load_derived<T, S, E>(
        &self,
        name: &GameName,
        key: &str,
        derive: impl FnOnce(T) -> Result<S, E>,
    ) -> Result<S, E>
    where
        T: DeserializeOwned,
        S: Serialize + DeserializeOwned,
        E: From<StoreError>,
    {
        let path = self.path_of(name);
        let bytes = self.read_game(name, &path)?;
        let stamp = stamp_of(&bytes);
        let cache_path = self.cache_path(name, key);
        #[derive(serde::Deserialize)]
        struct Cached<S> {
            stamp: String,
            value: S,
        }
        if let Ok(text) = disk::read_limited(&cache_path, GAME_FILE_LIMIT) {
            if let Ok(cached) = serde_json::from_slice::<Cached<S>>(&text) {
                if cached.stamp == stamp {
                    return Ok(cached.value);
                }
            }
        }
        let doc: T = decode(&path, &bytes)?;
        let value = derive(doc)?;
        self.write_cache(&cache_path, &stamp, &value);
        Ok(value)
    }

    /// Stores `value` as derived from the game as this store last saved it
    /// (call it right after a change, so the next [`Store::load_derived`] is
    /// fast). Best-effort, like the cache itself.
    ///
    /// The cache is stamped with the bytes this process wrote, not with the
    /// file as it is now: if another command changed the game in between,
    /// the stamp no longer matches the file and the stale value can never
    /// be shown.
    pub fn save_derived<S: Serialize>(&self, name: &GameName, key: &str, value: &S) {
        let written = self.written.lock().ok().and_then(|w| {
            w.iter()
                .rev()
                .find(|(n, _)| n == name)
                .map(|(_, stamp)| stamp.clone())
        });
        if let Some(stamp) = written {
            self.write_cache(&self.cache_path(name, key), &stamp, value);
        }
    }

    /// Saves a game's bytes and remembers their stamp for [`Store::save_derived`].
    fn save_game(&self, name: &GameName, path: &Path, text: &str) -> Result<(), StoreError> {
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

    fn cache_path(&self, name: &GameName, key: &str) -> PathBuf {
        self.dir.join(format!(".{name}.{key}.cache.json"))
    }

    fn write_cache<S: Serialize>(&self, path: &Path, stamp: &str, value: &S) {
        if let Ok(json) = serde_json::to_vec(&serde_json::json!({ "stamp": stamp, "value": value }))
        {
            // A cache that can't be written only costs time next run.
            let _ = disk::write_atomic(&self.dir, path, &json);
        }
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

    /// Adds a round after the last, under the lock: `read` gives the
    /// round's facts against the game as saved, with the game's state as it
    /// stands, and the round is checked, scored and written atomically, or
    /// not at all.
    ///
    /// With `known` (the rounds the facts were gathered against), a game
    /// that another command changed meanwhile is left unwritten and `None`
    /// comes back, so answers meant for one deal never land on another.
    pub fn add_round<X, E>(
        &self,
        name: &GameName,
        known: Option<&[SavedRound]>,
        at: DateTime<FixedOffset>,
        read: impl FnOnce(&GameFile) -> Result<(GameState, RoundDraft, X), E>,
    ) -> Result<Option<(GameFile, Added, X)>, E>
    where
        E: From<StoreError> + From<DraftError> + From<RoundError>,
    {
        /// How the change leaves the file unwritten.
        enum Stop<E> {
            Moved,
            Failed(E),
        }
        impl<E: From<StoreError>> From<StoreError> for Stop<E> {
            fn from(err: StoreError) -> Stop<E> {
                Stop::Failed(err.into())
            }
        }
        impl<E: From<DraftError>> From<DraftError> for Stop<E> {
            fn from(err: DraftError) -> Stop<E> {
                Stop::Failed(err.into())
            }
        }
        let saved = self.save_round(
            name,
            |file| {
                if known.is_some_and(|known| known != file.rounds.as_slice()) {
                    return Err(Stop::Moved);
                }
                read(file).map_err(Stop::Failed)
            },
            |file, mut state, record, note| {
                let round = SavedRound { at, note, record };
                let row = file
                    .push(&mut state, round)
                    .map_err(|e| Stop::Failed(e.into()))?;
                Ok(Added {
                    number: file.rounds.len(),
                    row,
                    state,
                })
            },
        );
        match saved {
            Ok(saved) => Ok(Some(saved)),
            Err(Stop::Moved) => Ok(None),
            Err(Stop::Failed(err)) => Err(err),
        }
    }

    /// Replaces round `number`'s facts (1 for the first), under the lock:
    /// `read` gives them against the game as saved, with the state as it
    /// stood before that round, and every later round is rescored before
    /// the game is written atomically, or not at all. The facts replaced
    /// stay in the change log, `at` its time.
    pub fn correct_round<X, E>(
        &self,
        name: &GameName,
        number: usize,
        at: DateTime<FixedOffset>,
        read: impl FnOnce(&GameFile) -> Result<(GameState, RoundDraft, X), E>,
    ) -> Result<(GameFile, Edited, X), E>
    where
        E: From<StoreError> + From<DraftError> + From<RoundError> + From<EditError>,
    {
        self.save_round(name, read, |file, _, record, note| {
            let old = file.rounds.get(number.wrapping_sub(1));
            // The round keeps the time it was played and, unless a new
            // note is given, its note.
            let round = SavedRound {
                at: old.map_or(at, |o| o.at),
                note: note.or_else(|| old.and_then(|o| o.note.clone())),
                record,
            };
            let now = file.state()?;
            Ok(file.edit_from(now, number, round, at)?)
        })
    }

    /// The one path a round takes to disk: read under the lock, made a
    /// record by the rules ([`GameState::record`]), put in place by `put`,
    /// saved.
    fn save_round<X, R, E>(
        &self,
        name: &GameName,
        read: impl FnOnce(&GameFile) -> Result<(GameState, RoundDraft, X), E>,
        put: impl FnOnce(&mut GameFile, GameState, RoundRecord, Option<String>) -> Result<R, E>,
    ) -> Result<(GameFile, R, X), E>
    where
        E: From<StoreError> + From<DraftError>,
    {
        self.update(name, |file: &mut GameFile| {
            let (state, draft, also) = read(file)?;
            let record = state.record(&draft)?;
            let put = put(file, state, record, draft.note)?;
            Ok((file.clone(), put, also))
        })
    }

    /// Deletes a saved game by moving its file into the `deleted` folder
    /// (as `<name>.<date-time>.toml`), so a mistaken delete can be undone by
    /// moving it back. When it was the current game, there is then no
    /// current game. Returns where the file went.
    pub fn delete(&self, name: &GameName) -> Result<PathBuf, StoreError> {
        self.delete_at(name, Utc::now())
    }

    /// [`Store::delete`] at the time `now`, which names the kept file.
    pub(crate) fn delete_at(
        &self,
        name: &GameName,
        now: DateTime<Utc>,
    ) -> Result<PathBuf, StoreError> {
        self.require(name)?;
        let _lock = self.lock()?;
        self.require(name)?;
        let folder = self.dir.join(DELETED_DIR);
        let stamp = now.format("%Y%m%d-%H%M%S%.3f").to_string();
        // Two deletions in one millisecond (a game deleted, made again and
        // deleted again by a script) must keep both: count up until free.
        // Under the lock no other fortyfives can take the name meanwhile.
        let mut file_name = format!("{name}.{stamp}.toml");
        let mut seq = 1;
        while exists(&folder.join(&file_name))? {
            seq += 1;
            file_name = format!("{name}.{stamp}-{seq}.toml");
        }
        let path = self.path_of(name);
        let moved = disk::move_into(&self.dir, &path, &folder, &file_name)?;
        // A broken pointer is not this command's business: it names no
        // game and `use` repairs it, so it must not fail the delete.
        if let Ok(Some(current)) = self.current() {
            if current == *name {
                if let Err(err) = disk::remove(&self.dir, &self.dir.join(CURRENT_FILE)) {
                    // Put the game back rather than leave it half deleted.
                    let _ = disk::move_into(&folder, &moved, &self.dir, &name.file_name());
                    return Err(err);
                }
            }
        }
        Ok(moved)
    }

    /// Every deleted game kept in the `deleted` folder, the most recent
    /// deletion first. Files there that aren't deleted games are skipped.
    ///
    /// This is the one place that knows how a deleted game's file is
    /// named, with [`Store::delete`].
    pub fn deleted(&self) -> Result<Vec<DeletedGame>, StoreError> {
        let folder = self.dir.join(DELETED_DIR);
        let entries = match fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(StoreError::io("read the folder", &folder, e)),
        };
        let mut games = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| StoreError::io("read the folder", &folder, e))?;
            let file_name = entry.file_name();
            let Some((name, stamp, seq)) = file_name.to_str().and_then(deleted_file_name) else {
                continue;
            };
            let path = entry.path();
            let Ok(meta) = fs::metadata(&path) else {
                continue;
            };
            if !meta.is_file() {
                continue;
            }
            games.push((
                DeletedGame {
                    name,
                    deleted: stamp.or_else(|| meta.modified().ok().map(DateTime::<Utc>::from)),
                    path,
                },
                seq,
            ));
        }
        games.sort_by(|(a, a_seq), (b, b_seq)| {
            (b.deleted, b_seq)
                .cmp(&(a.deleted, a_seq))
                .then_with(|| a.path.cmp(&b.path))
        });
        Ok(games.into_iter().map(|(game, _)| game).collect())
    }

    /// Brings back the most recent deletion of `name` and makes it the
    /// current game. Refuses to overwrite a saved game of the same name (in
    /// any case). Returns where the game is saved again.
    pub fn restore(&self, name: &GameName) -> Result<PathBuf, StoreError> {
        let find = |store: &Store| -> Result<DeletedGame, StoreError> {
            let deleted = store.deleted()?;
            let lower = name.as_str().to_lowercase();
            if let Some(found) = deleted.iter().find(|d| d.name == *name).or_else(|| {
                deleted
                    .iter()
                    .find(|d| d.name.as_str().to_lowercase() == lower)
            }) {
                return Ok(found.clone());
            }
            let mut names: Vec<String> = deleted.iter().map(|d| d.name.to_string()).collect();
            names.sort();
            names.dedup();
            Err(StoreError::NothingToRestore {
                name: name.to_string(),
                deleted: names,
            })
        };
        // Looked for before locking so a typo never creates the lock file.
        find(self)?;
        let _lock = self.lock()?;
        let found = find(self)?;
        let lower = found.name.as_str().to_lowercase();
        if let Some(taken) = self
            .list()?
            .into_iter()
            .find(|g| g.name.as_str().to_lowercase() == lower)
        {
            return Err(StoreError::RestoreOverGame {
                path: self.path_of(&taken.name),
                name: taken.name.to_string(),
            });
        }
        let folder = self.dir.join(DELETED_DIR);
        let target = disk::move_into(&folder, &found.path, &self.dir, &found.name.file_name())?;
        if let Err(err) = self.write_current(&found.name) {
            // Back where it was, so the restore can simply be tried again.
            let _ = disk::move_into(&self.dir, &target, &folder, &file_name_of(&found.path));
            return Err(err);
        }
        Ok(target)
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
    fn saved_names(&self) -> Vec<String> {
        self.list()
            .unwrap_or_default()
            .into_iter()
            .map(|g| g.name.to_string())
            .collect()
    }

    fn write_current(&self, name: &GameName) -> Result<(), StoreError> {
        let text = format!("{name}\n");
        disk::write_atomic(&self.dir, &self.dir.join(CURRENT_FILE), text.as_bytes())
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

/// The game name, deletion time and sequence number in a kept file's name,
/// `<name>.<YYYYmmdd-HHMMSS.mmm>[-N].toml` (UTC), as [`Store::delete`]
/// writes it: `-N` counts deletions within one millisecond.
fn deleted_file_name(file_name: &str) -> Option<(GameName, Option<DateTime<Utc>>, u32)> {
    let stem = file_name.strip_suffix(".toml")?;
    let mut parts = stem.rsplitn(3, '.');
    let last = parts.next()?;
    let time = parts.next()?;
    let name = parts.next()?;
    let (millis, seq) = match last.split_once('-') {
        Some((millis, seq)) => (millis, seq.parse().ok()?),
        None => (last, 1),
    };
    let stamp =
        chrono::NaiveDateTime::parse_from_str(&format!("{time}.{millis}"), "%Y%m%d-%H%M%S%.3f")
            .ok()?
            .and_utc();
    Some((GameName::parse(name).ok()?, Some(stamp), seq))
}

/// What a derived value was computed from: the game file's bytes and the
/// program that computed it (its version, and the size and time of the
/// running executable, so even a rebuild that changes scoring without a new
/// version recomputes).
fn stamp_of(bytes: &[u8]) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut hasher);
    env!("CARGO_PKG_VERSION").hash(&mut hasher);
    if let Some(meta) = std::env::current_exe()
        .ok()
        .and_then(|exe| fs::metadata(exe).ok())
    {
        meta.len().hash(&mut hasher);
        meta.modified().ok().hash(&mut hasher);
    }
    format!("{:016x}", hasher.finish())
}

impl Store {
    /// Writes a file the user named (a chart, an export) the way games are
    /// saved: a temp file beside it, synced, then renamed over it, so a
    /// crash or a full disk never leaves half a file where a good one was.
    ///
    /// Refused, with nothing written: any of the data folder's own files
    /// (see `is_ours`: a typo there must not overwrite a game), and
    /// anything that exists but is not a plain file. A new file gets the usual mode (the umask
    /// decides); a replaced one keeps its own.
    pub fn write_output(
        &self,
        path: &Path,
        bytes: &[u8],
        what: &'static str,
    ) -> Result<(), StoreError> {
        if let Ok(meta) = fs::metadata(path) {
            if !meta.is_file() {
                return Err(StoreError::NotAFile {
                    path: path.to_path_buf(),
                    kind: disk::kind_of(&meta),
                    what: "a file to write",
                });
            }
        }
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        if let Ok(data) = fs::canonicalize(&self.dir) {
            // Where it lands (its folder resolved), and the file a link
            // there points at.
            let landing = resolved(dir).zip(path.file_name()).map(|(d, f)| d.join(f));
            let target = fs::canonicalize(path).ok();
            if landing.iter().chain(&target).any(|p| is_ours(&data, p)) {
                return Err(StoreError::OutputInDataDir {
                    path: path.to_path_buf(),
                    dir: self.dir.clone(),
                    what,
                });
            }
        }
        disk::write_atomic(dir, path, bytes)
    }
}

/// Reads a text file named on the command line (a round file, say): only
/// a plain file, of at most [`INPUT_FILE_LIMIT`] bytes, and only text.
/// `what` says what it should be, for the message ("a round file").
pub fn read_input(path: &Path, what: &'static str) -> Result<String, StoreError> {
    let bytes = match disk::read_limited(path, INPUT_FILE_LIMIT) {
        Ok(bytes) => bytes,
        Err(disk::ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => {
            return Err(StoreError::NoSuchFile {
                path: path.to_path_buf(),
                what,
            })
        }
        Err(disk::ReadError::Io(e)) => return Err(StoreError::io("read", path, e)),
        Err(disk::ReadError::NotAFile(kind)) => {
            return Err(StoreError::NotAFile {
                path: path.to_path_buf(),
                kind,
                what,
            })
        }
        Err(disk::ReadError::TooLarge(size)) => {
            return Err(StoreError::TooLarge {
                path: path.to_path_buf(),
                size,
                limit: INPUT_FILE_LIMIT,
                what,
            })
        }
    };
    String::from_utf8(bytes).map_err(|e| {
        let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        StoreError::NotText {
            path: path.to_path_buf(),
            detail: format!("line {line} has bytes that are not UTF-8 text"),
            what,
        }
    })
}

/// `path` with every link and `..` resolved, as far as it exists: the part
/// that doesn't exist yet is added back as written.
fn resolved(path: &Path) -> Option<PathBuf> {
    let mut rest = Vec::new();
    let mut at = path;
    loop {
        if let Ok(real) = fs::canonicalize(at) {
            return Some(rest.iter().rev().fold(real, |p, part| p.join(part)));
        }
        rest.push(at.file_name()?.to_os_string());
        at = at.parent()?;
    }
}

/// Whether `path` (resolved) is, or could become, one of the data folder's
/// own files: a game or anything `.toml` (parties too), `current`, a hidden
/// file (the lock, caches, temp files), or anything in a folder inside it
/// (kept deletions). A plain `sheet.csv` beside the games is the user's.
fn is_ours(data: &Path, path: &Path) -> bool {
    let Ok(inside) = path.strip_prefix(data) else {
        return false;
    };
    let mut parts = inside.components();
    let (Some(first), None) = (parts.next(), parts.next()) else {
        // The data folder itself, or something in a folder within it.
        return true;
    };
    let name = first.as_os_str().to_string_lossy();
    name == CURRENT_FILE || name.starts_with('.') || name.to_lowercase().ends_with(".toml")
}

fn too_large_for_a_game(size: u64) -> String {
    let (size, limit) = error::sizes_apart(size, GAME_FILE_LIMIT);
    format!("it is {size}, more than any game fortyfives saves (the limit is {limit})")
}

fn file_name_of(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn exists(path: &Path) -> Result<bool, StoreError> {
    path.try_exists()
        .map_err(|e| StoreError::io("look for", path, e))
}

/// The document as TOML, checked to read back and to carry a `schema`, so
/// nothing is ever saved that this program couldn't open again.
///
/// That includes its size: a file past [`GAME_FILE_LIMIT`] would be called
/// damaged by every command, the game lost to them, so the save that would
/// cross the limit is refused and the file stays as it was.
fn encode<T: Serialize + DeserializeOwned>(name: &GameName, doc: &T) -> Result<String, StoreError> {
    let text = toml::to_string_pretty(doc).map_err(|e| StoreError::Encode(e.to_string()))?;
    if text.len() as u64 > GAME_FILE_LIMIT {
        return Err(StoreError::TooLargeToSave {
            name: name.to_string(),
            size: text.len() as u64,
            limit: GAME_FILE_LIMIT,
        });
    }
    match check_schema(Path::new(""), &text) {
        Ok(()) => {}
        Err(StoreError::Corrupt { detail, .. }) => return Err(StoreError::Encode(detail)),
        Err(_) => {
            return Err(StoreError::Encode(format!(
                "its `schema` is above {SCHEMA}, the newest this program knows"
            )))
        }
    }
    toml::from_str::<T>(&text)
        .map_err(|e| StoreError::Encode(format!("it would not read back: {}", e.message())))?;
    Ok(text)
}

fn decode<T: DeserializeOwned>(path: &Path, bytes: &[u8]) -> Result<T, StoreError> {
    let text = utf8(path, bytes)?;
    // The full schema check parses the whole file a second time; a plain
    // `schema = N` line in the top table is enough to know the version.
    match quick_schema(text) {
        Some(n) if n >= 1 && n <= i64::from(SCHEMA) => {}
        _ => check_schema(path, text)?,
    }
    toml::from_str(text).map_err(|e| corrupt(path, text, &e))
}

/// Reads a saved game from its bytes exactly as [`Store::load`] does (text,
/// schema version, fields), naming `path` in any error. For tools that hold
/// a game's bytes already, such as the fuzz targets in `fuzz/`.
pub fn decode_game(path: &Path, bytes: &[u8]) -> Result<GameFile, StoreError> {
    decode(path, bytes)
}

/// `N` of a `schema = N` line before the first table header, if there is one.
fn quick_schema(text: &str) -> Option<i64> {
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            return None;
        }
        if let Some(rest) = line.strip_prefix("schema") {
            let value = rest.trim_start().strip_prefix('=')?;
            let value = value.split('#').next().unwrap_or("").trim();
            return value.parse().ok();
        }
    }
    None
}

fn utf8<'a>(path: &Path, bytes: &'a [u8]) -> Result<&'a str, StoreError> {
    std::str::from_utf8(bytes).map_err(|e| {
        let before = &bytes[..e.valid_up_to()];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        StoreError::Corrupt {
            path: path.to_path_buf(),
            detail: format!("line {line}: not UTF-8 text"),
        }
    })
}

/// Checks the top-level `schema` before the document's own fields, so a
/// file from a newer program says "upgrade" rather than some missing field.
fn check_schema(path: &Path, text: &str) -> Result<(), StoreError> {
    let table: toml::Table = toml::from_str(text).map_err(|e| corrupt(path, text, &e))?;
    let detail = match table.get("schema") {
        Some(toml::Value::Integer(n)) if *n > i64::from(SCHEMA) => {
            return Err(StoreError::NewerSchema {
                path: path.to_path_buf(),
                found: *n,
                known: SCHEMA,
            })
        }
        Some(toml::Value::Integer(n)) if *n >= 1 => return Ok(()),
        Some(toml::Value::Integer(n)) => format!("`schema = {n}` should be 1 or more"),
        Some(other) => format!(
            "`schema` should be a whole number, not a {}",
            other.type_str()
        ),
        None => "it has no `schema = N` line at the top".into(),
    };
    Err(StoreError::Corrupt {
        path: path.to_path_buf(),
        detail,
    })
}

/// The parser's complaint with its line and column, on one line.
fn corrupt(path: &Path, text: &str, err: &toml::de::Error) -> StoreError {
    // The parser may quote the file (a key's name), which `list` prints.
    let message = plain_words(err.message().trim()).replace('\n', " ");
    let message = crate::rules::prose::visible(&message).into_owned();
    // A span over the whole file (a missing field) points at no line.
    let span = err
        .span()
        .filter(|span| !(span.start == 0 && span.end >= text.trim_end().len()));
    let detail = match span.and_then(|span| text.get(..span.start)) {
        Some(before) => {
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
            format!("line {line}, column {column}: {message}")
        }
        None => match too_deep_key_line(text, err.message()) {
            Some(line) => format!("line {line}: {message}"),
            None => message,
        },
    };
    StoreError::Corrupt {
        path: path.to_path_buf(),
        detail,
    }
}

/// The dotted keys the parser follows at most (toml_edit's own limit).
const KEY_DEPTH_LIMIT: usize = 80;

/// The line of the key too deep to read, for the parser's "recursion
/// limit", which comes with no place: the first line whose key (before
/// `=`, or a `[table]` header) has that many parts.
pub(crate) fn too_deep_key_line(text: &str, message: &str) -> Option<usize> {
    if !message.contains("recursion limit") {
        return None;
    }
    text.lines()
        .position(|line| {
            let key = line.split('=').next().unwrap_or(line);
            key.matches('.').count() + 1 >= KEY_DEPTH_LIMIT
        })
        .map(|i| i + 1)
}

/// The parser's words for Rust types, in words a player reads: a date
/// reaches serde as a private map, and "i32" means nothing at the table.
/// Shared by saved games and round files, whose readers are the same.
pub(crate) fn plain_words(message: &str) -> String {
    // A number past every integer type: "invalid type: integer `N` as
    // i128, expected i64".
    if let Some(rest) = message.strip_prefix("invalid type: integer `") {
        if let Some((number, tail)) = rest.split_once('`') {
            if tail.starts_with(" as i128") || tail.starts_with(" as u128") {
                return format!("{number} is far too large a number for anything here");
            }
        }
    }
    // The parser stops at a depth no game or round file comes near.
    if message.contains("recursion limit") || message.contains("max recursion depth") {
        return "tables or lists are nested too deeply here (a saved game or a round file \
                nests a few levels at most): is it the right file?"
            .into();
    }
    let mut text = message.to_string();
    if text.contains("$__toml_private_datetime") || text.starts_with("invalid type: map") {
        text = text
            .replace("invalid type: map", "found a date or a table")
            .replace("$__toml_private_datetime", "a date");
    }
    for (rust, words) in [
        ("i32", "a whole number"),
        ("i64", "a whole number"),
        ("u8", "a whole number"),
        ("u32", "a whole number"),
        ("u64", "a whole number"),
        ("usize", "a whole number"),
        ("a boolean", "true or false"),
    ] {
        text = text.replace(&format!("expected {rust}"), &format!("expected {words}"));
    }
    text
}

fn health(path: &Path) -> Health {
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

#[cfg(test)]
mod tests;
