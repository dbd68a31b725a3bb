//! Everything that can go wrong with saved games, as data: what, where,
//! and what there is instead (the saved games, the deleted ones). Each
//! says the fact; the program using the store adds what to type, since
//! only it knows its commands and flags (the command line's words are in
//! `cli/error.rs`).

use std::io;
use std::path::PathBuf;

/// A storage failure. [`StoreError::exit_code`] gives the CLI's exit code:
/// 2 when what the user typed is at fault, 3 when the disk is.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("'{name}' can't be a game name: {why}; try '{suggestion}'")]
    /// The name can't name a game file (empty, too long, a leading dot, a
    /// device name on Windows ...).
    BadName {
        /// The name as given.
        name: String,
        /// What is wrong with it.
        why: String,
        /// A name close to it that would do.
        suggestion: String,
    },

    #[error("no game named '{name}'{hint} in {}", .dir.display())]
    /// No saved game has that name.
    NotFound {
        /// The name as given.
        name: String,
        /// " (did you mean 'x'?)" or empty (rules::suggestion).
        hint: String,
        /// Every saved game, sorted.
        saved: Vec<String>,
        /// The data folder looked in.
        dir: PathBuf,
    },

    #[error("a game named '{name}' already exists ({})", .path.display())]
    /// A new game would take the name of a saved one.
    AlreadyExists {
        /// The name.
        name: String,
        /// The saved game's file.
        path: PathBuf,
    },

    #[error("no deleted game named '{name}' to restore")]
    /// No deleted game of that name is kept.
    NothingToRestore {
        /// The name as given.
        name: String,
        /// The names of every deleted game kept, sorted.
        deleted: Vec<String>,
    },

    #[error("a game named '{name}' is saved ({}); restoring the deleted one would overwrite it", .path.display())]
    /// Restoring would overwrite a saved game of the same name.
    RestoreOverGame {
        /// The name.
        name: String,
        /// The saved game's file.
        path: PathBuf,
    },

    #[error("no game is picked")]
    /// No game was named and none is the current one.
    NoCurrentGame {
        /// Every saved game, sorted: what there is to pick from.
        saved: Vec<String>,
    },

    #[error("{} is damaged and was left as it is: {detail}. Fix it in a text editor, or move it away to start over", .path.display())]
    /// A saved file can't be read as a game; it is left untouched.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where in the file.
        detail: String,
    },

    #[error("{} was saved by a newer fortyfives (file format {found}; this one knows up to {known}). Upgrade fortyfives to open it; the file was left as it is", .path.display())]
    /// A saved file is in a format newer than this library knows.
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// The file's `schema`.
        found: i64,
        /// The newest format this library reads.
        known: u32,
    },

    #[error("the saved games in {} are being changed by another fortyfives (lock {}). Wait for it to finish and try again", .dir.display(), .lock.display())]
    /// Another process holds the store's lock past the wait.
    Locked {
        /// The data folder.
        dir: PathBuf,
        /// The lock file.
        lock: PathBuf,
    },

    #[error("can't {action} {}: {source}", .path.display())]
    /// The disk refused an operation.
    Io {
        /// What was being done ("read", "write", "move" ...).
        action: &'static str,
        /// The file or folder.
        path: PathBuf,
        /// The system's error.
        #[source]
        source: io::Error,
    },

    /// A file named on the command line that isn't there.
    #[error("there is no file {}: give the path of {what}", .path.display())]
    NoSuchFile {
        /// The path as given.
        path: PathBuf,
        /// What the file should hold ("a round file" ...).
        what: &'static str,
    },

    /// A file named on the command line that is a folder, a pipe, a device.
    #[error("{} is {kind}, not a file: give the path of {what}", .path.display())]
    NotAFile {
        /// The path as given.
        path: PathBuf,
        /// What it is instead ("a folder" ...).
        kind: &'static str,
        /// What the file should hold.
        what: &'static str,
    },

    /// A file named on the command line too large to be what it should be.
    #[error("{} is {}, larger than {what} can be (the limit is {}): is it the right file?", .path.display(), sizes_apart(*.size, *.limit).0, sizes_apart(*.size, *.limit).1)]
    TooLarge {
        /// The path as given.
        path: PathBuf,
        /// Its size in bytes.
        size: u64,
        /// The most read, in bytes.
        limit: u64,
        /// What the file should hold.
        what: &'static str,
    },

    /// A file named on the command line that is not text.
    #[error("{} is not a text file ({detail}): give the path of {what}", .path.display())]
    NotText {
        /// The path as given.
        path: PathBuf,
        /// Why it is not text (not UTF-8, where).
        detail: String,
        /// What the file should hold.
        what: &'static str,
    },

    /// An output file that would land among the saved games.
    #[error("won't write {what} to {}: it is inside the data folder {}, where fortyfives keeps your games. Give a file outside it", .path.display(), .dir.display())]
    OutputInDataDir {
        /// The output path as given.
        path: PathBuf,
        /// The data folder it is inside.
        dir: PathBuf,
        /// What was to be written.
        what: &'static str,
    },

    /// A save that would make a file this program refuses to read back.
    #[error("nothing was saved: {name} would grow to {}, more than fortyfives reads back as one file (the limit is {}), and a game it can't read is lost to it. The saved file is as it was", sizes_apart(*.size, *.limit).0, sizes_apart(*.size, *.limit).1)]
    TooLargeToSave {
        /// The game.
        name: String,
        /// The size it would have, in bytes.
        size: u64,
        /// The most read back as one file, in bytes.
        limit: u64,
    },

    #[error("can't write the game as TOML: {0} (a bug in fortyfives; please report it)")]
    /// A value could not be written as TOML (a bug): the serializer's message.
    Encode(String),

    #[error("can't find your data folder (no home directory?)")]
    /// The system names no home or data folder to keep games in.
    NoDataDir,
}

impl StoreError {
    /// The CLI's exit code: 2 for bad input, 3 for a storage problem.
    pub fn exit_code(&self) -> i32 {
        match self {
            StoreError::BadName { .. }
            | StoreError::NotFound { .. }
            | StoreError::AlreadyExists { .. }
            | StoreError::NothingToRestore { .. }
            | StoreError::RestoreOverGame { .. }
            | StoreError::NoCurrentGame { .. }
            | StoreError::NoSuchFile { .. }
            | StoreError::NotAFile { .. }
            | StoreError::TooLarge { .. }
            | StoreError::NotText { .. }
            | StoreError::OutputInDataDir { .. } => 2,
            StoreError::Corrupt { .. }
            | StoreError::NewerSchema { .. }
            | StoreError::Locked { .. }
            | StoreError::TooLargeToSave { .. }
            | StoreError::Io { .. }
            | StoreError::Encode(_)
            | StoreError::NoDataDir => 3,
        }
    }

    pub(crate) fn io(action: &'static str, path: impl Into<PathBuf>, source: io::Error) -> Self {
        StoreError::Io {
            action,
            path: path.into(),
            source,
        }
    }
}

/// A size as people say it: "1.9 MB", "64 MB", "12 KB", "300 bytes", to
/// a tenth where that is not a whole number (1.86 MB is not "1 MB").
pub(crate) fn size_in_words(bytes: u64) -> String {
    const KB: u64 = 1024;
    const MB: u64 = KB * 1024;
    const GB: u64 = MB * 1024;
    let (unit, name) = match bytes {
        b if b >= GB => (GB, "GB"),
        b if b >= MB => (MB, "MB"),
        b if b >= KB => (KB, "KB"),
        b => return format!("{b} bytes"),
    };
    let tenths = format!("{:.1}", bytes as f64 / unit as f64);
    let shown = tenths.strip_suffix(".0").unwrap_or(&tenths);
    format!("{shown} {name}")
}

/// A size and the limit it is over, said so they differ: to the byte when
/// in words they would read the same ("1 MB ... the limit is 1 MB").
pub(crate) fn sizes_apart(size: u64, limit: u64) -> (String, String) {
    let (said, limit_said) = (size_in_words(size), size_in_words(limit));
    if said == limit_said {
        (format!("{size} bytes"), format!("{limit} bytes"))
    } else {
        (said, limit_said)
    }
}
