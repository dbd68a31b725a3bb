//! The command line, as clap sees it. Help text speaks to the player.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Keep score and settle arguments at a game of Forty-Fives
/// (45s, Auction 45s, 120s, 110, Irish 45 and 25).
#[derive(Debug, Parser)]
#[command(name = "fortyfives", version, about, long_about = None)]
#[command(
    after_help = "Settle a renege:\n  fortyfives check play --trump hearts --hand \"jh 7c 8d ks 2s\" --trick 2h --card 7c\n\nExit codes: 0 done (check: legal), 1 check: illegal, 2 bad input, 3 storage problem."
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Where games are saved [default: your data directory]
    #[arg(long, global = true, env = "FORTYFIVES_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,

    /// Which saved game [default: the current one, the last created or used]
    #[arg(long, global = true, value_name = "NAME")]
    pub game: Option<String>,

    /// Print the result as one JSON document on stdout
    #[arg(long, global = true)]
    pub json: bool,

    /// Letters instead of suit symbols (10h rather than 10♥)
    #[arg(long, global = true)]
    pub ascii: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Settle an argument: is this play legal, who won this trick
    #[command(subcommand)]
    Check(CheckCommand),

    /// The order of every card under a trump suit
    Ranks(RanksArgs),

    /// Show the rules of a preset (or of a game), every knob with its value
    Rules(RulesArgs),
}

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
}

/// Which rules to judge by.
#[derive(Debug, Args, Clone)]
pub struct RuleArgs {
    /// The preset to judge by (see `fortyfives rules --list`) [default: 120, or the game's rules with --game]
    #[arg(long = "rules", value_name = "PRESET")]
    pub preset: Option<String>,

    /// Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)
    #[arg(long = "set", value_name = "KNOB=VALUE")]
    pub set: Vec<String>,
}

#[derive(Debug, Args)]
pub struct CheckPlayArgs {
    /// The trump suit: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠)
    #[arg(long, value_name = "SUIT")]
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
    #[arg(long, value_name = "SUIT")]
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
    #[arg(long, value_name = "SUIT")]
    pub trump: String,

    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The preset to show [default: 120, or the game's rules with --game]
    #[arg(value_name = "PRESET", conflicts_with = "list")]
    pub preset: Option<String>,

    /// List the presets
    #[arg(long)]
    pub list: bool,

    /// Change one knob before showing, e.g. --set target=125 (repeatable)
    #[arg(long = "set", value_name = "KNOB=VALUE", conflicts_with = "list")]
    pub set: Vec<String>,
}
