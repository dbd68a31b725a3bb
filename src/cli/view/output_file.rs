//! A file the player asked for (an export, a chart, the party's board),
//! written whole or not at all, never among the saved games.

use std::path::Path;

use fortyfives::store::StoreError;

use crate::cli::context::Context;
use crate::cli::error::CliError;

/// Writes a file the player asked for (a chart, an export), whole or not at
/// all, never among the saved games, and says what went wrong in their terms.
pub fn save_output(
    ctx: &Context,
    path: &Path,
    bytes: &[u8],
    what: &'static str,
) -> Result<(), CliError> {
    let store = ctx.store()?;
    store
        .write_output(path, bytes, what)
        .map_err(|err| match err {
            StoreError::Io { source, .. } => CliError::storage(format!(
                "can't write {what} to {}: {}. Give a file in a folder you may write in",
                path.display(),
                why_not_written(&source, path)
            ))
            .caused_by(source),
            other => other.into(),
        })
}

/// Why a file could not be written, in a reader's words: the system's own
/// message names the temporary file the save goes through, which the user
/// never asked for.
fn why_not_written(err: &std::io::Error, path: &Path) -> String {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.display().to_string(),
        _ => "this folder".to_string(),
    };
    match err.kind() {
        std::io::ErrorKind::NotFound => format!("there is no folder {folder}"),
        std::io::ErrorKind::PermissionDenied => format!("you may not write in {folder}"),
        std::io::ErrorKind::ReadOnlyFilesystem => format!("{folder} is read-only"),
        std::io::ErrorKind::StorageFull => "the disk is full".to_string(),
        kind => kind.to_string(),
    }
}
