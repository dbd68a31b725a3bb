//! The flags that settle arguments: `check play|trick|round`, `ranks`,
//! `rules`, and the rules they judge by (`--rules`, `--set`).

use std::path::PathBuf;

use clap::{Args, Subcommand};
use clap_complete::engine::ArgValueCandidates;

use super::complete;

#[derive(Debug, Subcommand)]
pub enum CheckCommand {
    /// May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason
    #[command(
        after_help = "Example: 2♥ led, hearts trump; may the J♥ be kept back?\n  fortyfives check play --trump hearts --hand \"jh 7c 8d ks 2s\" --trick 2h --card 7c"
    )]
    Play(CheckPlayArgs),

    /// Who won this trick, and why
    #[command(
        after_help = "Example: fortyfives check trick --trump spades --cards \"8s 9s 2s ah\" --seats Frank,John,Fred,Jim"
    )]
    Trick(CheckTrickArgs),

    /// Audit a whole round's play: trick winners, best card, points, made or set, and every play that broke a rule
    #[command(
        after_help = "The round file is TOML: the rules, trump, the seats clockwise, the teams\n(left out for cut-throat), the dealer, bidder and bid, optionally each\nplayer's hand after the draw, and each trick's leader and cards:\n\n  rules = \"120\"\n  trump = \"spades\"\n  seats = [\"Frank\", \"John\", \"Fred\", \"Jim\"]\n  teams = [[\"Frank\", \"Fred\"], [\"John\", \"Jim\"]]\n  dealer = \"Frank\"\n  bidder = \"Frank\"\n  bid = 15\n  bagged = true\n\n  [hands]\n  Frank = [\"8s\", \"js\", \"qd\", \"ks\", \"3h\"]\n\n  [[tricks]]\n  leader = \"Frank\"\n  cards = [\"8s\", \"9s\", \"2s\", \"ah\"]\n\nExit codes: 0 no play broke a rule, 1 some did, 2 the file itself is wrong."
    )]
    Round(CheckRoundArgs),
}

#[derive(Debug, Args)]
pub struct CheckRoundArgs {
    /// The round file (TOML)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

/// Which rules to judge by.
#[derive(Debug, Args, Clone)]
pub struct RuleArgs {
    /// The preset to judge by (see `fortyfives rules --list`) [default: the current game's rules, else 120]
    #[arg(long = "rules", value_name = "PRESET", add = ArgValueCandidates::new(complete::presets))]
    pub preset: Option<String>,

    /// Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)
    #[arg(long = "set", value_name = "KNOB=VALUE", add = ArgValueCandidates::new(complete::knobs))]
    pub set: Vec<String>,
}

#[derive(Debug, Args)]
pub struct CheckPlayArgs {
    /// The trump suit: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠)
    #[arg(long, value_name = "SUIT", add = ArgValueCandidates::new(complete::suits))]
    pub trump: String,

    /// What the player held before playing, the played card included, e.g. "jh 7c 8d"
    #[arg(long, value_name = "CARDS")]
    pub hand: String,

    /// The cards already played to this trick, the led card first (leave out when the player leads)
    #[arg(long, value_name = "CARDS")]
    pub trick: Option<String>,

    /// The card played
    #[arg(long, value_name = "CARD")]
    pub card: String,

    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Debug, Args)]
pub struct CheckTrickArgs {
    /// The trump suit
    #[arg(long, value_name = "SUIT", add = ArgValueCandidates::new(complete::suits))]
    pub trump: String,

    /// The cards of the trick in play order, the led card first, e.g. "8s 9s 2s ah"
    #[arg(long, value_name = "CARDS")]
    pub cards: String,

    /// Who played each card, in the same order, e.g. Frank,John,Fred,Jim
    #[arg(long, value_name = "NAMES")]
    pub seats: Option<String>,

    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Debug, Args)]
pub struct RanksArgs {
    /// The trump suit
    #[arg(long, value_name = "SUIT", add = ArgValueCandidates::new(complete::suits))]
    pub trump: String,

    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The preset to show [default: the current game's rules (or --game's), else 120]
    #[arg(value_name = "PRESET", conflicts_with = "list", add = ArgValueCandidates::new(complete::presets))]
    pub preset: Option<String>,

    /// List the presets
    #[arg(long)]
    pub list: bool,

    /// The rules as a few paragraphs to read aloud at the table
    #[arg(long, conflicts_with = "list")]
    pub explain: bool,

    /// Change one knob before showing, e.g. --set target=125 (repeatable)
    #[arg(long = "set", value_name = "KNOB=VALUE", conflicts_with = "list", add = ArgValueCandidates::new(complete::knobs))]
    pub set: Vec<String>,
}
