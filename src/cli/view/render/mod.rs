//! Score-sheet rendering: standings, history, the game list, and the JSON
//! documents behind them, one file each, with the words and the table
//! style they share. Nothing here decides anything.

mod grid;
mod history;
mod list;
mod status;
mod words;

pub use grid::{fit_to_width, fits_whole, grid, natural_grid, say_left_out};
pub use history::{
    auction_flag, auction_json, print_history, print_round_lines, round_row_json, show_history,
    CallJson, RoundRowJson,
};
pub use list::{show_list, ListRow, Unopened};
pub use status::{print_footer, print_status, show_status, status_json, StatusJson};
pub use words::{
    auction_words, bidder_name, by_side, call_word, json_time, local_time, matchup, record_words,
    renege_name, round_summary, rules_line, score_words, seating_line, start_line,
};
