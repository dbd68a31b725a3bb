//! The flags of the questions about decisions: `analyze` and `bid`.

use std::path::PathBuf;

use clap::Args;
use clap_complete::engine::ArgValueCandidates;

use super::complete;
use super::values::{
    bid_over, bid_players, bid_seat, bid_sides, model_rounds, samples, seed, shown_rounds,
};

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// Round files (TOML), each with every player's hand
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,

    /// Count the points for this side (a team or player name) [default: the bidding side]
    #[arg(long = "for", value_name = "SIDE")]
    pub side: Option<String>,

    /// Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)
    #[arg(long, value_name = "TRICK.PLAY")]
    pub at: Option<String>,

    /// How many deals of the unseen cards --at tries
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = samples)]
    pub samples: u32,

    /// Seed for --at's deals: the same seed repeats a run exactly [default: random, printed]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed)]
    pub seed: Option<u64>,
}

#[derive(Debug, Args)]
pub struct BidArgs {
    /// The five cards held before the kitty and the draw, e.g. "5h jh ah qh 2d"
    #[arg(long, value_name = "CARDS")]
    pub hand: String,

    /// The asker's seat from the dealer's left: 1 bids first, the dealer is the last [default: the dealer]
    #[arg(long, value_name = "N", value_parser = bid_seat)]
    pub seat: Option<u8>,

    /// Players at the table, 2 to 8 [default: 4]
    #[arg(long, value_name = "N", value_parser = bid_players)]
    pub players: Option<u8>,

    /// Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]
    #[arg(long, value_name = "K", value_parser = bid_sides)]
    pub sides: Option<u8>,

    /// The preset (see `fortyfives rules --list`) [default: 120]
    #[arg(long = "rules", value_name = "PRESET", add = ArgValueCandidates::new(complete::presets))]
    pub preset: Option<String>,

    /// Change one knob, e.g. --set min_bid=20 (repeatable; see `fortyfives rules`)
    #[arg(long = "set", value_name = "KNOB=VALUE", add = ArgValueCandidates::new(complete::knobs))]
    pub set: Vec<String>,

    /// Only this trump: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠) [default: all four]
    #[arg(long, value_name = "SUIT", add = ArgValueCandidates::new(complete::suits))]
    pub trump: Option<String>,

    /// The standing bid, e.g. --over 20: weigh only the bids above it (should he have gone 25?)
    #[arg(long, value_name = "N", value_parser = bid_over)]
    pub over: Option<u8>,

    /// The kitty, when it was seen (after the fact), e.g. "ks 7c 3d"
    #[arg(long, value_name = "CARDS")]
    pub kitty: Option<String>,

    /// Each side's score, the asker's side first, e.g. 85,105: what the round does to the game
    #[arg(long, value_name = "A,B,...", allow_hyphen_values = true)]
    pub score: Option<String>,

    /// A player of the current game (or --game): its rules, seats, next dealer and scores [default: the player at --seat]
    #[arg(long, value_name = "NAME", conflicts_with_all = ["seat", "players", "sides", "preset", "set", "score"])]
    pub player: Option<String>,

    /// How many deals of the unseen cards, 1 to 1000000
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = samples)]
    pub samples: u32,

    /// Seed for the deals: the same seed repeats a run exactly [default: random, printed]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed)]
    pub seed: Option<u64>,

    /// List every deal: as dealt, the kitty, the pack, each trump's hands after the draw, the par
    #[arg(long)]
    pub show_deals: bool,
}

#[derive(Debug, Args)]
pub struct OddsArgs {
    /// Each side's score, side 1 (seat 1's) first, e.g. 100,105 [default: the current game's, else 0 each]
    #[arg(long, value_name = "A,B,...", allow_hyphen_values = true)]
    pub score: Option<String>,

    /// The seat that deals next, 1 to the number of players, in seating order [default: the current game's, else the last seat]
    #[arg(long, value_name = "SEAT", value_parser = bid_seat)]
    pub dealer: Option<u8>,

    /// Players at the table, 2 to 8 [default: 4]
    #[arg(long, value_name = "N", value_parser = bid_players)]
    pub players: Option<u8>,

    /// Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]
    #[arg(long, value_name = "K", value_parser = bid_sides)]
    pub sides: Option<u8>,

    /// The preset (see `fortyfives rules --list`) [default: 120]
    #[arg(long = "rules", value_name = "PRESET", add = ArgValueCandidates::new(complete::presets))]
    pub preset: Option<String>,

    /// Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)
    #[arg(long = "set", value_name = "KNOB=VALUE", add = ArgValueCandidates::new(complete::knobs))]
    pub set: Vec<String>,

    /// Rounds the model plays for its kernel, 1 to 10000000
    #[arg(long, value_name = "N", default_value_t = fortyfives::rules::odds::kernel::DEFAULT_ROUNDS, value_parser = model_rounds)]
    pub rounds: u32,

    /// Seed of the model's rounds: the same seed repeats a run exactly [default: 45, so the cached kernel is reused]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed)]
    pub seed: Option<u64>,

    /// Show the model's first N rounds in full: the deal, each call, the trump, the hands after the draw, the par and the points
    #[arg(long, value_name = "N", value_parser = shown_rounds)]
    pub show_rounds: Option<u32>,
}
