//! Values derived from a game (its standings) cached beside it, keyed by
//! the file's bytes and the program, so a stale one is never used.

use std::fs;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::format::decode;
use super::*;

impl Store {
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

    pub(super) fn cache_path(&self, name: &GameName, key: &str) -> PathBuf {
        self.dir.join(format!(".{name}.{key}.cache.json"))
    }

    pub(super) fn write_cache<S: Serialize>(&self, path: &Path, stamp: &str, value: &S) {
        if let Ok(json) = serde_json::to_vec(&serde_json::json!({ "stamp": stamp, "value": value }))
        {
            // A cache that can't be written only costs time next run.
            let _ = disk::write_atomic(&self.dir, path, &json);
        }
    }
}

/// What a derived value was computed from: the game file's bytes and the
/// program that computed it (its version, and the size and time of the
/// running executable, so even a rebuild that changes scoring without a new
/// version recomputes).
pub(super) fn stamp_of(bytes: &[u8]) -> String {
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

/// The folder of the data folder that keeps values worth keeping between
/// runs but never needed: the game model's kernels (`odds`).
pub const CACHE_DIR: &str = "cache";

/// The most bytes of a kept value read back: a kernel of the most rounds
/// is far smaller.
const KEPT_LIMIT: u64 = 256 << 20;

impl Store {
    /// A value kept by [`Store::keep`] under `key` (any text: the rules,
    /// the table, the seed...), or `None` when none was kept, it can't be
    /// read, or another program wrote it. The file is named by `kind` and a
    /// hash of the key, and holds the key in full, so two keys never share
    /// a value.
    pub fn kept<S: DeserializeOwned>(&self, kind: &str, key: &str) -> Option<S> {
        let (path, full) = self.kept_path(kind, key);
        let text = disk::read_limited(&path, KEPT_LIMIT).ok()?;
        #[derive(serde::Deserialize)]
        struct Kept<S> {
            key: String,
            value: S,
        }
        let kept: Kept<S> = serde_json::from_slice(&text).ok()?;
        (kept.key == full).then_some(kept.value)
    }

    /// Keeps `value` under `key` in the data folder's `cache/` folder.
    /// Best-effort and atomic: a value that can't be written only costs
    /// time on the next run.
    pub fn keep<S: Serialize>(&self, kind: &str, key: &str, value: &S) {
        let (path, full) = self.kept_path(kind, key);
        let dir = self.dir.join(CACHE_DIR);
        if fs::create_dir_all(&dir).is_err() {
            return;
        }
        if let Ok(json) = serde_json::to_vec(&serde_json::json!({ "key": full, "value": value })) {
            let _ = disk::write_atomic(&dir, &path, &json);
        }
    }

    /// The file a kept value lives in, and its full key (the program's
    /// stamp added, so a rebuilt program plays its model again).
    fn kept_path(&self, kind: &str, key: &str) -> (PathBuf, String) {
        use std::hash::{Hash, Hasher};
        let full = format!("{}; {key}", stamp_of(b""));
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        full.hash(&mut hasher);
        let file = format!("{kind}-{:016x}.json", hasher.finish());
        (self.dir.join(CACHE_DIR).join(file), full)
    }
}
