//! The score sheet's flags: `new`, `round`, `edit`, `history`, `restore`.

use std::path::PathBuf;

use clap::Args;
use clap_complete::engine::ArgValueCandidates;

use super::complete;
use super::values::{bid_amount, last_count, note_text, round_number, trick_number};

#[derive(Debug, Args, Clone, Default)]
pub struct NewArgs {
    /// A name for the game (letters, digits, - _ . and spaces) [default: today's date]
    pub name: Option<String>,

    /// A team, its players in seating order: "Blue=Ann,Bob" or "Ann,Bob" (repeat for each team)
    #[arg(
        long = "teams",
        value_name = "[NAME=]P1,P2",
        conflicts_with = "players"
    )]
    pub teams: Vec<String>,

    /// Every player for themself, in seating order (cut-throat)
    #[arg(long, value_name = "P1,P2,P3", value_delimiter = ',')]
    pub players: Vec<String>,

    /// The preset (see `fortyfives rules --list`) [default: 120]
    #[arg(long = "rules", value_name = "PRESET", add = ArgValueCandidates::new(complete::presets))]
    pub preset: Option<String>,

    /// Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)
    #[arg(long = "set", value_name = "KNOB=VALUE", add = ArgValueCandidates::new(complete::knobs))]
    pub set: Vec<String>,

    /// Who deals the first round [default: the last seat]
    #[arg(long, value_name = "PLAYER")]
    pub dealer: Option<String>,

    /// Start from a paper score sheet: a side's score so far, e.g. --score Blue=85 (repeat per side; sides not named start at 0)
    #[arg(long = "score", value_name = "SIDE=N", allow_hyphen_values = true)]
    pub score: Vec<String>,
}

#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The deleted game's name
    #[arg(required_unless_present = "list", add = ArgValueCandidates::new(complete::deleted))]
    pub name: Option<String>,

    /// The deleted games kept, the most recent deletion first
    #[arg(long, conflicts_with = "name")]
    pub list: bool,
}

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Every correction (`edit`), undo and redo, with its time, instead of the rounds
    #[arg(long)]
    pub changes: bool,

    /// Only the last N rounds (the totals are still the whole game's)
    #[arg(long, value_name = "N", conflicts_with = "changes", allow_negative_numbers = true, value_parser = last_count)]
    pub last: Option<usize>,
}

#[derive(Debug, Args)]
pub struct EditArgs {
    /// The round to correct, 1 for the first
    #[arg(value_name = "N", allow_negative_numbers = true, value_parser = round_number)]
    pub round: usize,

    #[command(flatten)]
    pub facts: RoundArgs,
}

#[derive(Debug, Args, Clone, Default)]
pub struct RoundArgs {
    /// Who won the bid: a player or a side
    #[arg(long, value_name = "WHO")]
    pub bidder: Option<String>,

    /// The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = bid_amount)]
    pub bid: Option<u8>,

    /// Everyone passed and the dealer was forced to bid the minimum
    #[arg(long)]
    pub bagged: bool,

    /// Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored
    #[arg(long, conflicts_with_all = ["bidder", "bid", "bagged", "tricks", "winners", "best", "best_trick"])]
    pub thrown_in: bool,

    /// The trump suit (kept in the history)
    #[arg(long, value_name = "SUIT", add = ArgValueCandidates::new(complete::suits))]
    pub trump: Option<String>,

    /// Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)
    #[arg(long = "tricks", value_name = "WHO=N", conflicts_with = "winners")]
    pub tricks: Vec<String>,

    /// Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red
    #[arg(long, value_name = "WHO,...")]
    pub winners: Option<String>,

    /// Who took the trick with the best card
    #[arg(long, value_name = "WHO", conflicts_with = "best_trick")]
    pub best: Option<String>,

    /// Which trick (1-5, in the order of --winners) held the best card
    #[arg(long, value_name = "K", requires = "winners", allow_negative_numbers = true, value_parser = trick_number)]
    pub best_trick: Option<u8>,

    /// The calls in order from the dealer's left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)
    #[arg(long, value_name = "CALLS")]
    pub auction: Option<String>,

    /// A renege called at the table on this player (or side), scored by the rules' renege_penalty
    #[arg(long, value_name = "WHO")]
    pub renege: Option<String>,

    /// A note kept with the round (at most 1,000 characters)
    #[arg(long, value_name = "TEXT", value_parser = note_text)]
    pub note: Option<String>,

    /// Record a round from its play record (a round file, as for `check round`): audited, then scored
    #[arg(long, value_name = "FILE", conflicts_with_all = ["bidder", "bid", "bagged", "thrown_in", "tricks", "winners", "best", "best_trick"])]
    pub from: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Add each side's chance of winning from here, by the game model (as `fortyfives odds`)
    #[arg(long)]
    pub odds: bool,
}
