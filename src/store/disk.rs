//! The few primitives that touch the disk: atomic replace and the store lock.

use std::fs::{self, File, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use super::StoreError;

/// Suffix of our temp files, so a leftover one from a crash is recognisable
/// and can never be mistaken for a game (games end in `.toml`).
pub(crate) const TEMP_SUFFIX: &str = ".tmp";

/// Replaces `target` with `bytes` so that a reader, or a crash at any
/// moment, sees either the old file or the new one, never a mix.
///
/// The temp file lives in the same folder because a rename is only atomic
/// within one file system.
pub(crate) fn write_atomic(dir: &Path, target: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let stem = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut temp = tempfile::Builder::new()
        .prefix(&format!(".{stem}."))
        .suffix(TEMP_SUFFIX)
        .tempfile_in(dir)
        .map_err(|e| StoreError::io("create a temporary file in", dir, e))?;
    temp.write_all(bytes)
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| StoreError::io("write", temp.path(), e))?;
    // On failure the temp file comes back inside the error and is removed
    // when dropped, so a failed save leaves nothing behind.
    temp.persist(target)
        .map_err(|e| StoreError::io("replace", target, e.error))?;
    sync_dir(dir)
}

/// Removes `target`, durably.
pub(crate) fn remove(dir: &Path, target: &Path) -> Result<(), StoreError> {
    fs::remove_file(target).map_err(|e| StoreError::io("delete", target, e))?;
    sync_dir(dir)
}

/// Moves `target` into `to` (a folder inside `dir`, created if needed),
/// durably, under the name `file_name`.
pub(crate) fn move_into(
    dir: &Path,
    target: &Path,
    to: &Path,
    file_name: &str,
) -> Result<PathBuf, StoreError> {
    fs::create_dir_all(to).map_err(|e| StoreError::io("create the folder", to, e))?;
    let dest = to.join(file_name);
    fs::rename(target, &dest).map_err(|e| StoreError::io("move", target, e))?;
    sync_dir(to)?;
    sync_dir(dir)?;
    Ok(dest)
}

/// Makes a rename or removal in `dir` survive a power cut: on Unix the
/// directory entry is only durable once the directory itself is synced.
#[cfg(unix)]
fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| StoreError::io("sync the folder", dir, e))
}

/// Windows can't open a folder for syncing through std; there the rename's
/// own durability is all we get.
#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> Result<(), StoreError> {
    Ok(())
}

/// An exclusive hold on the store; released when dropped (also by the OS if
/// the process dies, so a crash never leaves a game locked).
#[derive(Debug)]
pub(crate) struct LockGuard {
    file: File,
}

impl Drop for LockGuard {
    fn drop(&mut self) {
        // Closing the file releases the lock anyway; unlocking first just
        // makes the release immediate and explicit.
        let _ = self.file.unlock();
    }
}

/// Takes the exclusive lock on `path`, retrying for up to `wait` so two
/// quick commands at the table queue up instead of failing.
pub(crate) fn lock(dir: &Path, path: &Path, wait: Duration) -> Result<LockGuard, StoreError> {
    let file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| StoreError::io("open the lock file", path, e))?;
    let deadline = Instant::now() + wait;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(LockGuard { file }),
            Err(TryLockError::WouldBlock) if Instant::now() < deadline => {
                thread::sleep(Duration::from_millis(25));
            }
            Err(TryLockError::WouldBlock) => {
                return Err(StoreError::Locked {
                    dir: dir.to_path_buf(),
                    lock: PathBuf::from(path),
                })
            }
            Err(TryLockError::Error(e)) => return Err(StoreError::io("lock", path, e)),
        }
    }
}
