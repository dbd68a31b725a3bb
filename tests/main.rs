//! Every test of the program, in one binary (as just's and ripgrep's
//! suites are): one link step for the whole suite, not one a file. Each
//! module is a file of this folder, named after what it holds; the shared
//! harness is `common/`.

mod common;

mod audit_properties;
mod bid_pty;
mod cli_analyze;
mod cli_bid;
mod cli_check;
mod cli_complete;
mod cli_games;
mod cli_hints;
mod cli_newcomer_sheet;
mod cli_odds;
mod cli_round_audit;
mod cli_round_facts;
mod cli_scoresheet;
mod cli_status_cache;
mod cli_table_rules;
mod contract;
mod docs;
mod edit_properties;
mod example_games;
mod examples;
mod generated;
mod hall;
mod hall_browser;
mod hall_guards;
mod hall_screens;
mod hall_tables;
mod model_games;
mod model_play;
mod one_truth;
mod party;
mod party_board_browser;
mod party_plan;
mod play_pty;
mod readme;
mod reports;
mod round_examples;
mod round_file_fuzz;
mod rules_properties;
mod scoring;
mod trust_output;
mod trust_storage;
mod widths;
