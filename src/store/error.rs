//! Everything that can go wrong with saved games, each said so the user can fix it.

use std::io;
use std::path::PathBuf;

/// A storage failure. [`StoreError::exit_code`] gives the CLI's exit code:
/// 2 when what the user typed is at fault, 3 when the disk is.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("'{name}' can't be a game name: {why}; try '{suggestion}'")]
    BadName {
        name: String,
        why: String,
        suggestion: String,
    },

    #[error("{}", not_found_message(.name, .hint, .saved, .dir))]
    NotFound {
        name: String,
        /// " (did you mean 'x'?)" or empty (rules::suggestion).
        hint: String,
        /// Every saved game, sorted.
        saved: Vec<String>,
        dir: PathBuf,
    },

    #[error("a game named '{name}' already exists ({}); pick another name, or `fortyfives delete {}` first", .path.display(), typed(.name))]
    AlreadyExists { name: String, path: PathBuf },

    #[error("{}", nothing_to_restore_message(.name, .deleted))]
    NothingToRestore {
        name: String,
        /// The names of every deleted game kept, sorted.
        deleted: Vec<String>,
    },

    #[error("a game named '{name}' is saved ({}); restoring the deleted one would overwrite it. Delete the saved one first (`fortyfives delete {}` keeps it as well), then restore", .path.display(), typed(.name))]
    RestoreOverGame { name: String, path: PathBuf },

    #[error("{}", no_current_message(.saved))]
    NoCurrentGame {
        /// Every saved game, sorted: what there is to pick from.
        saved: Vec<String>,
    },

    #[error("{} is damaged and was left as it is: {detail}. Fix it in a text editor, or move it away to start over", .path.display())]
    Corrupt { path: PathBuf, detail: String },

    #[error("{} was saved by a newer fortyfives (file format {found}; this one knows up to {known}). Upgrade fortyfives to open it; the file was left as it is", .path.display())]
    NewerSchema {
        path: PathBuf,
        found: i64,
        known: u32,
    },

    #[error("the saved games in {} are being changed by another fortyfives (lock {}). Wait for it to finish and try again", .dir.display(), .lock.display())]
    Locked { dir: PathBuf, lock: PathBuf },

    #[error("can't {action} {}: {source}. Check that the folder exists and you may write to it, or choose another with --data-dir", .path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: io::Error,
    },

    /// A file named on the command line that isn't there.
    #[error("there is no file {}: give the path of {what}", .path.display())]
    NoSuchFile { path: PathBuf, what: &'static str },

    /// A file named on the command line that is a folder, a pipe, a device.
    #[error("{} is {kind}, not a file: give the path of {what}", .path.display())]
    NotAFile {
        path: PathBuf,
        kind: &'static str,
        what: &'static str,
    },

    /// A file named on the command line too large to be what it should be.
    #[error("{} is {}, larger than {what} can be (the limit is {}): is it the right file?", .path.display(), sizes_apart(*.size, *.limit).0, sizes_apart(*.size, *.limit).1)]
    TooLarge {
        path: PathBuf,
        size: u64,
        limit: u64,
        what: &'static str,
    },

    /// A file named on the command line that is not text.
    #[error("{} is not a text file ({detail}): give the path of {what}", .path.display())]
    NotText {
        path: PathBuf,
        detail: String,
        what: &'static str,
    },

    /// An output file that would land among the saved games.
    #[error("won't write {what} to {}: it is inside the data folder {}, where fortyfives keeps your games. Give a file outside it", .path.display(), .dir.display())]
    OutputInDataDir {
        path: PathBuf,
        dir: PathBuf,
        what: &'static str,
    },

    /// A save that would make a file this program refuses to read back.
    #[error("nothing was saved: {name} would grow to {}, more than fortyfives reads back as one file (the limit is {}), and a game it can't read is lost to it. The saved file is as it was; carry on in a new game from today's scores (`fortyfives new NAME --teams ... --score SIDE=N`)", sizes_apart(*.size, *.limit).0, sizes_apart(*.size, *.limit).1)]
    TooLargeToSave { name: String, size: u64, limit: u64 },

    #[error("can't write the game as TOML: {0} (a bug in fortyfives; please report it)")]
    Encode(String),

    #[error("can't find your data folder (no home directory?); choose one with --data-dir DIR or FORTYFIVES_DATA_DIR")]
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

fn not_found_message(name: &str, hint: &str, saved: &[String], dir: &std::path::Path) -> String {
    if saved.is_empty() {
        let typed = typed(name);
        format!(
            "no game named '{name}': there are no saved games in {} yet. Start one with `fortyfives new {typed} --teams ...`",
            dir.display()
        )
    } else {
        let hint = if hint.is_empty() { "." } else { hint };
        format!(
            "no game named '{name}'{hint} Saved games: {}. `fortyfives list` shows them all",
            saved.join(", ")
        )
    }
}

fn no_current_message(saved: &[String]) -> String {
    match saved {
        [] => "no game yet: start one with `fortyfives new NAME --teams ...`".into(),
        [only] => format!(
            "no game is picked: the saved game is {only}. Pick it with `fortyfives use {}` (or --game {})",
            typed(only),
            typed(only)
        ),
        _ => format!(
            "no game is picked: the saved games are {}. Pick one with `fortyfives use NAME` (or --game NAME); `fortyfives list` shows them",
            saved.join(", ")
        ),
    }
}

fn nothing_to_restore_message(name: &str, deleted: &[String]) -> String {
    if deleted.is_empty() {
        format!("no deleted game named '{name}' to restore: no game has been deleted")
    } else {
        format!(
            "no deleted game named '{name}' to restore. Deleted games: {}. `fortyfives restore --list` shows them with when they were deleted",
            deleted.join(", ")
        )
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

/// The name as it must be typed in a shell.
fn typed(name: &str) -> String {
    if name.contains(' ') {
        format!("\"{name}\"")
    } else {
        name.to_string()
    }
}
