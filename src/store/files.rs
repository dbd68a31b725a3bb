//! Files the user names: an input read only if it is plain text of a sane
//! size, an output written atomically and never among the saved games.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::*;

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
/// a plain file, of at most 1 MB, and only text.
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
pub(super) fn resolved(path: &Path) -> Option<PathBuf> {
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
pub(super) fn is_ours(data: &Path, path: &Path) -> bool {
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

pub(super) fn file_name_of(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

pub(super) fn exists(path: &Path) -> Result<bool, StoreError> {
    path.try_exists()
        .map_err(|e| StoreError::io("look for", path, e))
}
