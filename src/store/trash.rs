//! Deleted games: kept in the `deleted` folder with the time they were
//! deleted, listed, and restored.

use std::fs;
use std::io;
use std::path::PathBuf;

use chrono::{DateTime, Utc};

use crate::clock::Clock;

use super::files::{exists, file_name_of};
use super::*;

impl Store {
    /// Deletes a saved game by moving its file into the `deleted` folder
    /// (as `<name>.<date-time>.toml`), so a mistaken delete can be undone by
    /// moving it back. When it was the current game, there is then no
    /// current game. Returns where the file went.
    pub fn delete(&self, name: &GameName) -> Result<PathBuf, StoreError> {
        self.delete_at(name, Clock::system().now().with_timezone(&Utc))
    }

    /// [`Store::delete`] at the time `now`, which names the kept file.
    pub fn delete_at(&self, name: &GameName, now: DateTime<Utc>) -> Result<PathBuf, StoreError> {
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
}

/// A deleted game kept in the `deleted` folder, as `restore` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DeletedGame {
    /// The game's name, what `restore` takes.
    pub name: GameName,
    /// When it was deleted (from the kept file's name, else its time).
    pub deleted: Option<DateTime<Utc>>,
    /// The kept file.
    pub path: PathBuf,
}

/// The game name, deletion time and sequence number in a kept file's name,
/// `<name>.<YYYYmmdd-HHMMSS.mmm>[-N].toml` (UTC), as [`Store::delete`]
/// writes it: `-N` counts deletions within one millisecond.
pub(super) fn deleted_file_name(file_name: &str) -> Option<(GameName, Option<DateTime<Utc>>, u32)> {
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
