//! Completion candidates for the shell, computed when the shell asks
//! (`source <(COMPLETE=bash fortyfives)`): the saved games as they are now,
//! the presets, the knobs and the suits. Never prints and never fails: a
//! data folder that can't be read just offers no game names.

use clap_complete::engine::CompletionCandidate;
use fortyfives::rules::variant::{KNOBS, PRESETS};
use fortyfives::rules::Suit;
use fortyfives::store::Store;

/// The saved games in `FORTYFIVES_DATA_DIR` or the default data folder.
pub fn games() -> Vec<CompletionCandidate> {
    let dir = std::env::var_os(crate::cli::args::parse::DATA_DIR_ENV).map(std::path::PathBuf::from);
    let Ok(store) = Store::open(dir) else {
        return Vec::new();
    };
    store
        .list()
        .unwrap_or_default()
        .into_iter()
        .map(|g| CompletionCandidate::new(g.name.to_string()))
        .collect()
}

/// The saved card parties, for `party use`.
pub fn parties() -> Vec<CompletionCandidate> {
    let dir = std::env::var_os(crate::cli::args::parse::DATA_DIR_ENV).map(std::path::PathBuf::from);
    let Ok(store) = Store::open(dir) else {
        return Vec::new();
    };
    store
        .parties()
        .list()
        .unwrap_or_default()
        .into_iter()
        .map(|g| CompletionCandidate::new(g.name.to_string()))
        .collect()
}

pub fn presets() -> Vec<CompletionCandidate> {
    PRESETS
        .iter()
        .map(|p| CompletionCandidate::new(p.name).help(Some(p.summary.into())))
        .collect()
}

/// `KNOB=` for every knob, so the value is typed after it.
pub fn knobs() -> Vec<CompletionCandidate> {
    KNOBS
        .iter()
        .map(|k| CompletionCandidate::new(format!("{}=", k.name)).help(Some(k.meaning.into())))
        .collect()
}

pub fn suits() -> Vec<CompletionCandidate> {
    Suit::ALL
        .iter()
        .map(|s| CompletionCandidate::new(s.name()))
        .collect()
}

/// The names of the deleted games kept, for `restore NAME`.
pub fn deleted() -> Vec<CompletionCandidate> {
    let dir = std::env::var_os(crate::cli::args::parse::DATA_DIR_ENV).map(std::path::PathBuf::from);
    let Ok(store) = Store::open(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = store
        .deleted()
        .unwrap_or_default()
        .into_iter()
        .map(|d| d.name.to_string())
        .collect();
    names.sort();
    names.dedup();
    names.into_iter().map(CompletionCandidate::new).collect()
}
