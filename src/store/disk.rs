//! The few primitives that touch the disk: atomic replace and the store lock.

use std::fs::{self, File, TryLockError};
use std::io::{self, Read, Write};
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
///
/// The new file keeps the mode of the file it replaces (a user's `chmod`
/// survives every save); a new file gets the mode any program's new file
/// gets, `rw-rw-rw-` less the umask.
///
/// A `target` that is a link is written through: the file it points at is
/// replaced, atomically, from a temp file in that file's own folder, and
/// the link stays. A game kept in a synced folder and linked into the data
/// folder thus receives every save, instead of silently losing the link
/// to a plain file on the first one.
pub(crate) fn write_atomic(dir: &Path, target: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let real = landing(target)?;
    let (dir, target) = if real == target {
        (dir, target)
    } else {
        let real_dir = real.parent().filter(|d| !d.as_os_str().is_empty());
        (real_dir.unwrap_or(dir), real.as_path())
    };
    let stem = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let prefix = format!(".{stem}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(TEMP_SUFFIX);
    let kept = fs::metadata(target).ok().map(|m| m.permissions());
    #[cfg(unix)]
    let fresh = {
        use std::os::unix::fs::PermissionsExt;
        // Passed to open(2), which takes the umask off.
        fs::Permissions::from_mode(0o666)
    };
    #[cfg(unix)]
    builder.permissions(fresh);
    let mut temp = builder
        .tempfile_in(dir)
        .map_err(|e| StoreError::io("create a temporary file in", dir, e))?;
    if let Some(perms) = kept {
        temp.as_file()
            .set_permissions(perms)
            .map_err(|e| StoreError::io("keep the mode of", target, e))?;
    }
    temp.write_all(bytes)
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| StoreError::io("write", temp.path(), e))?;
    // On failure the temp file comes back inside the error and is removed
    // when dropped, so a failed save leaves nothing behind.
    temp.persist(target)
        .map_err(|e| StoreError::io("replace", target, e.error))?;
    sync_dir(dir)
}

/// The most links followed from one path, as the system itself allows
/// (Linux's limit is 40): more is a loop.
const MAX_LINKS: usize = 40;

/// Where a write to `path` lands: the file at the end of the link, or
/// chain of links, at `path` (which need not exist yet); `path` itself when
/// it is no link.
pub(crate) fn landing(path: &Path) -> Result<PathBuf, StoreError> {
    let mut at = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&at) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let to =
                    fs::read_link(&at).map_err(|e| StoreError::io("follow the link", &at, e))?;
                // A relative link is relative to its own folder; joining an
                // absolute one gives the absolute one.
                at = match at.parent() {
                    Some(dir) => dir.join(to),
                    None => to,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(StoreError::io(
        "follow the link",
        path,
        io::Error::other("it is part of a loop of links"),
    ))
}

/// Why a file could not be read whole.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// A folder, a device, a pipe: nothing we read is anything but a plain file.
    NotAFile(&'static str),
    /// Over the size limit; the size when the file says it.
    TooLarge(u64),
    Io(io::Error),
}

/// Reads a plain file of at most `limit` bytes.
///
/// A pipe or a device would block or never end, and a huge stray file would
/// take the memory: so the file is opened without blocking, checked to be a
/// regular file through the open handle (no window for a swap), and read
/// through a `take` that stops one byte past the limit whatever its
/// metadata says.
pub(crate) fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = open_nonblocking(path).map_err(ReadError::Io)?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile(kind_of(&meta)));
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge(meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

/// What a path that is not a regular file is, in a word for a message.
pub(crate) fn kind_of(meta: &fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_fifo() {
            return "a pipe";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_block_device() || t.is_char_device() {
            return "a device";
        }
    }
    if meta.is_dir() {
        "a folder"
    } else {
        "not a plain file"
    }
}

#[cfg(unix)]
fn open_nonblocking(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    // O_NONBLOCK: opening a pipe with no writer would otherwise wait forever.
    File::options()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
}

#[cfg(not(unix))]
fn open_nonblocking(path: &Path) -> io::Result<File> {
    File::open(path)
}

/// Removes our own temp files left in `dir` by a process that was killed
/// mid-save (a clean failure removes its own). Only names we make
/// (`.<file>.<random>.tmp`) and only ones untouched for `stale`, so a save
/// in progress in another process is never pulled from under it.
pub(crate) fn remove_stale_temps(dir: &Path, stale: Duration) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !(name.starts_with('.') && name.ends_with(TEMP_SUFFIX)) {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        let old = meta
            .modified()
            .ok()
            .and_then(|m| m.elapsed().ok())
            .is_some_and(|age| age >= stale);
        if meta.is_file() && old {
            let _ = fs::remove_file(entry.path());
        }
    }
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
    match relative_link(target) {
        Some(points_at) => move_link(target, &points_at, &dest)?,
        None => fs::rename(target, &dest).map_err(|e| StoreError::io("move", target, e))?,
    }
    sync_dir(to)?;
    sync_dir(dir)?;
    Ok(dest)
}

/// Where `path` points, made absolute, when it is a link written relative
/// to its folder: moved into another folder as it is, it would point
/// somewhere else.
fn relative_link(path: &Path) -> Option<PathBuf> {
    let meta = fs::symlink_metadata(path).ok()?;
    if !meta.file_type().is_symlink() {
        return None;
    }
    let to = fs::read_link(path).ok()?;
    if to.is_absolute() {
        return None;
    }
    let from = path.parent().unwrap_or(Path::new("."));
    let joined = from.join(to);
    fs::canonicalize(&joined)
        .or_else(|_| std::path::absolute(&joined))
        .ok()
}

/// Moves a relative link as a link to the same file: made again at `dest`
/// pointing at `points_at`, then the old one removed (and the new one
/// taken back if that fails, so the game is never in two places).
#[cfg(unix)]
fn move_link(target: &Path, points_at: &Path, dest: &Path) -> Result<(), StoreError> {
    std::os::unix::fs::symlink(points_at, dest).map_err(|e| StoreError::io("move", target, e))?;
    fs::remove_file(target).map_err(|e| {
        let _ = fs::remove_file(dest);
        StoreError::io("move", target, e)
    })
}

#[cfg(not(unix))]
fn move_link(target: &Path, _points_at: &Path, dest: &Path) -> Result<(), StoreError> {
    fs::rename(target, dest).map_err(|e| StoreError::io("move", target, e))
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
