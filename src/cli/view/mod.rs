//! What a command shows: the terminal's style and width (`output`), the
//! score sheet and its JSON (`render`), and the pieces several commands
//! share. Nothing here decides anything.

pub mod analysis;
pub mod audit;
pub mod bid;
pub mod cells;
pub mod changes;
pub mod chart;
pub mod check;
pub mod export;
pub mod games;
pub mod new;
pub mod odds;
pub mod output;
pub mod output_file;
pub mod party;
pub mod party_board;
pub mod party_export;
pub mod party_hall;
pub mod party_plan;
pub mod party_prizes;
pub mod play;
pub mod progress;
pub mod ranks;
pub mod render;
pub mod round;
pub mod rules;
pub mod series;
pub mod standing;
pub mod stats;
pub mod undo;
