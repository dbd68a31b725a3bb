//! A game file's format: TOML with a `schema`, encoded and decoded, and
//! what is wrong with a damaged one said in plain words, with the line.

use std::path::Path;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::*;

/// The document as TOML, checked to read back and to carry a `schema`, so
/// nothing is ever saved that this program couldn't open again.
///
/// That includes its size: a file past [`GAME_FILE_LIMIT`] would be called
/// damaged by every command, the game lost to them, so the save that would
/// cross the limit is refused and the file stays as it was.
pub(super) fn encode<T: Serialize + DeserializeOwned>(
    name: &GameName,
    doc: &T,
) -> Result<String, StoreError> {
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

pub(super) fn decode<T: DeserializeOwned>(path: &Path, bytes: &[u8]) -> Result<T, StoreError> {
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
pub(super) fn quick_schema(text: &str) -> Option<i64> {
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

pub(super) fn utf8<'a>(path: &Path, bytes: &'a [u8]) -> Result<&'a str, StoreError> {
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
pub(super) fn check_schema(path: &Path, text: &str) -> Result<(), StoreError> {
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
pub(super) fn corrupt(path: &Path, text: &str, err: &toml::de::Error) -> StoreError {
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
pub(super) const KEY_DEPTH_LIMIT: usize = 80;

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

pub(super) fn too_large_for_a_game(size: u64) -> String {
    let (size, limit) = error::sizes_apart(size, GAME_FILE_LIMIT);
    format!("it is {size}, more than any game fortyfives saves (the limit is {limit})")
}
