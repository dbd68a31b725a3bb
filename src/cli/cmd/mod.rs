//! One file per command (a command with subcommands is a folder, as
//! `check/` and `party/`). Each exposes `run`, called from the match in
//! `cli::run`.

pub mod analyze;
pub mod bid;
pub mod chart;
pub mod check;
pub mod delete;
pub mod docs;
pub mod edit;
pub mod export;
pub mod history;
pub mod list;
pub mod new;
pub mod odds;
pub mod party;
pub mod play;
pub mod ranks;
pub mod redo;
pub mod rematch;
pub mod restore;
pub mod round;
pub mod rules;
pub mod stats;
pub mod status;
pub mod undo;
pub mod use_game;
