//! The command line, as clap sees it. Help text speaks to the player.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use clap_complete::engine::ArgValueCandidates;

pub mod complete;
pub mod parse;
pub mod round_file;
pub mod rules;

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

#[derive(Clone, Debug, Args)]
pub struct GlobalArgs {
    /// Where games are saved [default: your data directory; an empty
    /// FORTYFIVES_DATA_DIR means the default too]
    #[arg(
        long,
        global = true,
        env = "FORTYFIVES_DATA_DIR",
        hide_env_values = true,
        value_name = "DIR"
    )]
    pub data_dir: Option<PathBuf>,

    /// Which saved game [default: the current one, the last created or used]
    #[arg(long, global = true, value_name = "NAME", add = ArgValueCandidates::new(complete::games))]
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
    /// Start a game: the players in seating order, the rules, the first dealer
    #[command(
        after_help = "Examples:\n  fortyfives new friday --teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\"\n  fortyfives new pub --players Ann,Bob,Cid --rules 110\n\nPlayers sit clockwise in the order given; with --teams the seats alternate\nbetween teams (Ann, Cid, Bob, Dan). The first dealer is the last seat unless\n--dealer says otherwise, and the deal passes to the left."
    )]
    New(NewArgs),

    /// Record a round and score it
    #[command(
        after_help = "Examples:\n  fortyfives round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue\n  fortyfives round --bidder Dan --bid 15 --bagged --winners Blue,Red,Red,Blue,Red --best-trick 2\n  fortyfives round --from round.toml      # a whole round's play, audited then scored\n\nWHO is a player or a side (team) name, any case. In games without bidding\n(45, 25, ...) leave out --bidder and --bid."
    )]
    Round(RoundArgs),

    /// Play at the table: pick or start a game, then answer a few questions each round
    #[command(
        after_help = "Needs a terminal. Ctrl-C at any question loses nothing already saved:\na round is saved once all its answers are in.\nWithout a terminal, record rounds with `fortyfives round` and its flags."
    )]
    Play,

    /// Standings, who deals next, and the winner when there is one
    Status,

    /// Every round: dealer, bidder, bid, trump, points, made or set, running totals
    History(HistoryArgs),

    /// Correct round N: its facts are replaced and every later round is rescored
    #[command(
        after_help = "Examples:\n  fortyfives edit 2 --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue\n  fortyfives edit 3                # on a terminal: round 3's questions, filled in with its answers\n\nThe flags are those of `fortyfives round`, and replace round N's facts whole\n(the note is kept unless --note is given). A correction that would make a\nlater round impossible is refused and nothing changes. The facts replaced are\nkept: `fortyfives history --changes` lists every correction, undo and redo."
    )]
    Edit(EditArgs),

    // Reports (chart, stats, export): see the block at the end of this file.
    #[command(flatten)]
    Report(ReportCommand),

    /// A new game with the same players, seats and rules; the deal goes on from the last game
    #[command(
        after_help = "Examples:\n  fortyfives rematch                  # after the current game: friday → friday-2\n  fortyfives rematch decider --game friday\n\nThe rematch becomes the current game. `status` shows the series: \"Blue lead the series 2-1\"."
    )]
    Rematch {
        /// The new game's name [default: the last game's name with -2, -3...]
        name: Option<String>,
    },

    /// Take back the last round (it is kept: `redo` puts it back)
    Undo,

    /// Put back the last round taken back by `undo`
    Redo,

    /// The saved games
    List,

    /// Make a saved game the current one
    Use {
        /// The game's name
        #[arg(add = ArgValueCandidates::new(complete::games))]
        name: String,
    },

    /// Delete a saved game (its file is moved to the data directory's `deleted` folder)
    Delete {
        /// The game's name
        #[arg(add = ArgValueCandidates::new(complete::games))]
        name: String,
    },

    /// Bring back a deleted game (the most recent deletion of that name), or list them with --list
    #[command(
        after_help = "Examples:\n  fortyfives restore friday\n  fortyfives restore --list\n\nA saved game of the same name is never overwritten."
    )]
    Restore(RestoreArgs),

    /// Settle an argument: is this play legal, who won this trick, audit a round
    #[command(subcommand)]
    Check(CheckCommand),

    /// A card party: many tables, one evening; seating, results, the tally and the prizes
    #[command(subcommand)]
    Party(PartyCommand),

    /// Could the bid have been made, and was that the right card? (double- and single-dummy)
    #[command(
        visible_alias = "analyse",
        after_help = "Examples:\n  fortyfives analyze round.toml                 # par, best line, what each play cost\n  fortyfives analyze round.toml --at 4.3        # that player's choice, on what they could see\n  fortyfives analyze evening/*.toml --json\n\nThe round file is the one `check round` reads, with every player's hand\nunder [hands] (for --at, the deciding player's hand is enough). Points are\nthe counted side's: the bidding side unless --for names another.\n\nExit codes: 0 done, 2 bad input (a missing hand, --at past the record)."
    )]
    Analyze(AnalyzeArgs),

    /// Should he have bid? The odds of making each bid with five cards, by trump
    #[command(
        after_help = "Examples:\n  fortyfives bid --hand \"5h jh ah qh 2d\"                 # the dealer, 4 players, 120\n  fortyfives bid --hand \"5h jh kh 4c 5s\" --seat 2 --score 85,105\n  fortyfives bid --hand \"5h jh ah 5s jc\" --player Jim   # in the current game\n  fortyfives bid --hand \"5h jh ah qh 2d\" --samples 10 --seed 7 --show-deals\n\nThe unseen cards are dealt at random, the kitty and the draw are played by\na fixed model (docs/odds.md), and every deal is played out with every hand\nopen. Open-hand play flatters the bidder: read the shares as an upper bound.\n\nExit codes: 0 done, 2 bad input, 3 storage problem."
    )]
    Bid(BidArgs),

    /// The order of every card under a trump suit
    Ranks(RanksArgs),

    /// Show the rules of a preset (or of a game with --game): every knob, or --explain in words
    #[command(
        after_help = "Examples:\n  fortyfives rules 110\n  fortyfives rules --explain 25\n  fortyfives rules --explain --game friday"
    )]
    Rules(RulesArgs),

    /// Print the shell completion script for bash, zsh, fish, powershell or elvish
    #[command(
        after_help = "Example (bash): fortyfives completions bash > ~/.local/share/bash-completion/completions/fortyfives"
    )]
    Completions {
        /// The shell
        shell: clap_complete::Shell,
    },

    /// Print the manual page (roff), e.g. `fortyfives man | man -l -`
    #[command(
        after_help = "Examples:\n  fortyfives man | man -l -              # the main page\n  fortyfives man check round | man -l -  # one command's page"
    )]
    Man {
        /// A command's own page (e.g. `check round`); without one, the main page
        #[arg(value_name = "COMMAND")]
        command: Vec<String>,
    },
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

    /// Audit a whole round's play: trick winners, best card, points, made or set, and every play that broke a rule
    #[command(
        after_help = "The round file is TOML: the rules, trump, the seats clockwise, the teams\n(left out for cut-throat), the dealer, bidder and bid, optionally each\nplayer's hand after the draw, and each trick's leader and cards:\n\n  rules = \"120\"\n  trump = \"spades\"\n  seats = [\"Frank\", \"John\", \"Fred\", \"Jim\"]\n  teams = [[\"Frank\", \"Fred\"], [\"John\", \"Jim\"]]\n  dealer = \"Frank\"\n  bidder = \"Frank\"\n  bid = 15\n  bagged = true\n\n  [hands]\n  Frank = [\"8s\", \"js\", \"qd\", \"ks\", \"3h\"]\n\n  [[tricks]]\n  leader = \"Frank\"\n  cards = [\"8s\", \"9s\", \"2s\", \"ah\"]\n\nExit codes: 0 no play broke a rule, 1 some did, 2 the file itself is wrong."
    )]
    Round(CheckRoundArgs),
}

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

    /// The kitty, when it was seen (after the fact), e.g. "ks 7c 3d"
    #[arg(long, value_name = "CARDS")]
    pub kitty: Option<String>,

    /// Each side's score, the asker's side first, e.g. 85,105: what the round does to the game
    #[arg(long, value_name = "A,B,...", allow_hyphen_values = true)]
    pub score: Option<String>,

    /// A player of the current game (or --game): its rules, seats, next dealer and scores
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
pub struct CheckRoundArgs {
    /// The round file (TOML)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

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

    /// Tricks a side took, e.g. --tricks Blue=3 (repeat per side; sides with none may be left out)
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

    /// The auction in order, e.g. "Ann:15,Bob:pass,Cid:20,Dan:hold"
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
    /// The preset to show [default: 120, or the game's rules with --game]
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

// ---------------------------------------------------------------- reports: chart, stats, export

/// The commands that look back over saved games without changing them.
#[derive(Debug, Subcommand)]
pub enum ReportCommand {
    /// Every side's score after each round, drawn in the terminal or as an SVG picture
    #[command(
        after_help = "Examples:\n  fortyfives chart\n  fortyfives chart --game friday --width 60 --height 10\n  fortyfives chart --svg friday.svg\n\nWith --svg the picture is written to FILE (replacing it whole) and nothing\nis drawn in the terminal; --width and --height are then pixels."
    )]
    Chart(ChartArgs),

    /// Who bids, makes and wins: per player and per team, across every saved game
    #[command(
        after_help = "Examples:\n  fortyfives stats\n  fortyfives stats --player ann\n\nA saved game that can't be read is skipped with a warning."
    )]
    Stats(StatsArgs),

    /// A game's history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat
    #[command(
        after_help = "Examples:\n  fortyfives export --format csv --output friday.csv\n  fortyfives export --format md --game friday\n\nWithout --output the export is printed. Columns: round, time, dealer, bidder,\nbid, bagged, trump, made, then points, change and score for each side, and\nthe note."
    )]
    Export(ExportArgs),
}

#[derive(Debug, Args)]
pub struct ChartArgs {
    /// Write the chart as an SVG picture to FILE instead of drawing it in the terminal
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,

    /// Width: columns in the terminal [default: $COLUMNS, else 80]; pixels with --svg [default: 800]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = size)]
    pub width: Option<u32>,

    /// Height: rows of the plot in the terminal [default: 15]; pixels with --svg [default: 450]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = size)]
    pub height: Option<u32>,
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only this player (any case) and the teams they played on
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The file format (--json alone means --format json)
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<ExportFormat>,

    /// Write to FILE (replacing it whole) instead of printing
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The formats `export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    /// Comma-separated values, one row per round, for a spreadsheet
    Csv,
    /// One JSON document with the same columns
    Json,
    /// A Markdown table with a few header lines
    #[value(alias = "markdown")]
    Md,
}

/// A whole number typed on the command line, said in words when it isn't
/// one: "--bid -20" must not read as a flag "-2", nor as "invalid digit".
fn whole<T: TryFrom<i128>>(text: &str, what: &str, hint: &str) -> Result<T, String> {
    let n: i128 = text
        .trim()
        .parse()
        .map_err(|_| format!("{what} is a whole number; {hint}"))?;
    if n < 0 {
        return Err(format!("{what} can't be below zero; {hint}"));
    }
    T::try_from(n).map_err(|_| format!("{n} is far too large for {what}; {hint}"))
}

/// A whole number from `low` to `high`, refused in words that say the range
/// (clap's own reads "0 is not in 1..=1000000").
fn within<T: TryFrom<i128>>(text: &str, what: &str, low: i128, high: i128) -> Result<T, String> {
    let hint = format!("give a whole number from {low} to {high}");
    let n: i128 = whole(text, what, &hint)?;
    if !(low..=high).contains(&n) {
        return Err(format!("{what} is from {low} to {high}, not {n}"));
    }
    T::try_from(n).map_err(|_| format!("{what} is from {low} to {high}"))
}

fn samples(text: &str) -> Result<u32, String> {
    within(text, "the number of deals", 1, 1_000_000)
}

fn bid_seat(text: &str) -> Result<u8, String> {
    within(text, "a seat", 1, 8)
}

fn bid_players(text: &str) -> Result<u8, String> {
    within(text, "the number of players", 2, 8)
}

fn bid_sides(text: &str) -> Result<u8, String> {
    within(text, "the number of sides", 2, 8)
}

fn note_text(text: &str) -> Result<String, String> {
    fortyfives::store::check_note(text).map(|()| text.to_string())
}

fn bid_amount(text: &str) -> Result<u8, String> {
    whole(
        text,
        "a bid",
        "bids are 15, 20, 25 or 30 (60 in the hole where the rules allow it)",
    )
}

fn trick_number(text: &str) -> Result<u8, String> {
    whole(text, "a trick number", "the tricks count from 1 to 5")
}

fn round_number(text: &str) -> Result<usize, String> {
    whole(
        text,
        "a round number",
        "rounds count from 1 (`fortyfives history` lists them)",
    )
}

fn last_count(text: &str) -> Result<usize, String> {
    let hint = "give how many of the latest rounds to show, e.g. --last 5";
    match whole(text, "a number of rounds", hint)? {
        0 => Err(format!("a number of rounds starts at 1; {hint}")),
        n => Ok(n),
    }
}

fn size(text: &str) -> Result<u32, String> {
    whole(text, "a size", "give columns or pixels, e.g. 80")
}

fn seed(text: &str) -> Result<u64, String> {
    whole(text, "a seed", "give any whole number, e.g. 7")
}

// ---------------------------------------------------------------- a card party

/// Who moves after each game of a card party.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MoveArg {
    /// The winners move to the next table; the losers stay
    Winners,
    /// The losers move to the next table; the winners stay
    Losers,
}

/// Whether partners stay together at a card party.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PartnersArg {
    /// Pairs play together all evening (tallied per pair)
    Fixed,
    /// The movers split and each partners a player at the new table (tallied per player)
    Split,
}

/// How prizes settle a tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TiesArg {
    /// Tied pairs share the place
    Split,
    /// A draw decides (from --seed, or the party's own seed)
    Cut,
    /// More points wins the tie
    Points,
}

/// The formats `party export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TallyFormat {
    /// Comma-separated values, one row per pair (or player), a column per game
    Csv,
    /// A Markdown table, the same rows
    #[value(alias = "markdown")]
    Md,
}

// Under `party` the global `--game` (a saved game's name) and `--ascii`
// (suit letters) would mislead: a party's `--game` is a game's number, and
// no card is shown. Each party subcommand declares its own, which clap
// keeps in place of the global ones (same names, so the values still reach
// `GlobalArgs`): described where they do something, hidden where not.

/// `--game K` and `--ascii` where a game is picked and a table is drawn.
#[derive(Debug, Clone, Args)]
pub struct PartyGameOpts {
    /// Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]
    #[arg(long, value_name = "K")]
    pub game: Option<String>,
    /// Plain ASCII lines for the table drawn (for printers and old terminals)
    #[arg(long)]
    pub ascii: bool,
}

/// `--ascii` where a table is drawn and no game is picked.
#[derive(Debug, Clone, Args)]
pub struct PartyLineOpts {
    #[arg(long, hide = true)]
    pub game: Option<String>,
    /// Plain ASCII lines for the table drawn (for printers and old terminals)
    #[arg(long)]
    pub ascii: bool,
}

/// Neither: accepted as everywhere (`--ascii` does nothing here), never
/// offered.
#[derive(Debug, Clone, Args)]
pub struct PartyNoOpts {
    #[arg(long, hide = true)]
    pub game: Option<String>,
    #[arg(long, hide = true)]
    pub ascii: bool,
}

#[derive(Debug, Subcommand)]
pub enum PartyCommand {
    /// Start an evening: the pairs, the games, how they move
    #[command(
        after_help = "Examples:\n  fortyfives party new legion --pairs \"Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal\"\n  fortyfives party new hall --pairs \"...\" --games 25 --move losers --partners split\n\nThe first seating is drawn at random; its seed is saved, so every reprint\nof a seating is the same. With an odd number of pairs one pair sits out each\ngame, in turn."
    )]
    New(PartyNewArgs),
    /// Who plays at which table in the next game (or game K)
    #[command(
        after_help = "Examples:\n  fortyfives party seat             # the game being played\n  fortyfives party seat --game 3    # game 3 (--game is the game's number here)\n  fortyfives party seat --cards     # one card per table, to print"
    )]
    Seat {
        /// One card per table, to print and put on the tables
        #[arg(long)]
        cards: bool,
        #[command(flatten)]
        opts: PartyGameOpts,
    },
    /// Enter one table's result: the winning pair, and the score if kept
    #[command(
        after_help = "Examples:\n  fortyfives party result --table 3 --winner ann+bob\n  fortyfives party result --table 3 --winner 2 --score 120-85\n  fortyfives party result --table 3 --from-game table3\n\n--winner takes a pair's name or one of its players (any case), or the\npair's number at the table (1 or 2, as `party seat` lists them). --score is\nthe winners' score first. --from-game takes the winner and the score from a\nfinished game kept with `fortyfives play` at that table.\n\nA wrong result of an earlier game is corrected by giving its game:\n  fortyfives party result --game 2 --table 3 --winner cid --score 120-95\nThe tally follows; the seatings already played at stay as they were, and\n`fortyfives party history` keeps what it said before."
    )]
    Result(PartyResultArgs),
    /// The tally: games won and lost, points, and who still has to report
    Standings {
        #[command(flatten)]
        opts: PartyLineOpts,
    },
    /// First, second and third (or --places N), and the booby prize
    Prizes(PartyPrizesArgs),
    /// The standings in large type for a screen at the front of the hall
    #[command(
        after_help = "On a terminal the board redraws itself as results come in (Ctrl-C stops it).\nWith --html FILE it writes a page that reloads itself, and every result and\nundo rewrites it: open it in a browser on the projector."
    )]
    Board {
        /// Write the board as a web page to FILE, kept up to date
        #[arg(long, value_name = "FILE")]
        html: Option<std::path::PathBuf>,
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// The saved parties
    List {
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// Make a saved party the current one
    Use {
        /// The party's name
        #[arg(add = ArgValueCandidates::new(complete::parties))]
        name: String,
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// Take back the last result entered
    Undo {
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// Open the live hall: pairs enter results from their phones, the board follows
    #[command(
        after_help = "Examples:\n  fortyfives party serve                        # this laptop only: try it out\n  fortyfives party serve --bind 0.0.0.0:4545    # the hall's network: phones can reach it\n  fortyfives party serve --confirm none         # a pair's result counts at once\n\nEach pair reaches its own page from the QR code on its tally card (print them\nfrom /cards, or list the codes with `fortyfives party codes`). With --confirm\nopponents (the default) a pair's result counts once the other pair confirms it;\ndifferent results are a dispute the director settles at /director. The commands\nkeep working while the hall is open: a result typed at the laptop shows on every\npage. Ctrl-C closes the hall; every result is saved as it comes in."
    )]
    Serve(PartyServeArgs),
    /// Each pair's code and the link to its page (for the tally cards)
    #[command(
        after_help = "Examples:\n  fortyfives party codes\n  fortyfives party codes --json\n\nA pair opens its page at /p/CODE on the hall's server (`fortyfives party serve`)."
    )]
    Codes {
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// Every result entered, corrected or taken back: when, by whom
    #[command(
        after_help = "Examples:\n  fortyfives party history\n  fortyfives party history --json\n\nA result is corrected with `fortyfives party result --game K --table T ...`;\nthe history keeps what it said before."
    )]
    History {
        #[command(flatten)]
        opts: PartyLineOpts,
    },
    /// Write the evening's tally as CSV or Markdown
    Export {
        /// csv or md
        #[arg(long, value_enum)]
        format: TallyFormat,
        /// Write to FILE instead of printing
        #[arg(long, short = 'o', value_name = "FILE")]
        output: Option<std::path::PathBuf>,
        #[command(flatten)]
        opts: PartyNoOpts,
    },
}

#[derive(Debug, Args)]
pub struct PartyNewArgs {
    /// The party's name (letters, digits, spaces, '-', '_', '.')
    pub name: String,
    /// The pairs, each two players joined by '+', separated by commas
    #[arg(long, value_name = "PAIRS")]
    pub pairs: String,
    /// Games in the evening
    #[arg(long, default_value_t = 25, value_parser = whole_games)]
    pub games: u32,
    /// Who moves after each game
    #[arg(long = "move", value_enum, default_value_t = MoveArg::Winners)]
    pub movement: MoveArg,
    /// Whether partners stay together
    #[arg(long, value_enum, default_value_t = PartnersArg::Fixed)]
    pub partners: PartnersArg,
    /// Players at a table: 4 (two pairs) or 6 (three pairs)
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = table_size)]
    pub table_size: usize,
    /// The rules each table plays [default: 120]
    #[arg(long = "rules", value_name = "PRESET", add = ArgValueCandidates::new(complete::presets))]
    pub preset: Option<String>,
    /// Change one knob of those rules (repeatable)
    #[arg(long = "set", value_name = "KNOB=VALUE", add = ArgValueCandidates::new(complete::knobs))]
    pub set: Vec<String>,
    /// The seed of the first seating's draw [default: drawn at random]
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub opts: PartyLineOpts,
}

fn whole_games(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (1..=fortyfives::rules::party::MAX_GAMES).contains(&n) => Ok(n),
        _ => Err(format!(
            "an evening has 1 to {} games",
            fortyfives::rules::party::MAX_GAMES
        )),
    }
}

fn table_size(text: &str) -> Result<usize, String> {
    match text.trim() {
        "4" => Ok(4),
        "6" => Ok(6),
        _ => Err("a table seats 4 (two pairs) or 6 (three pairs)".to_string()),
    }
}

/// Whether a pair's result needs the other side's word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ConfirmArg {
    /// A pair's result counts as soon as it is entered
    None,
    /// A pair's result counts once the pair it played confirms it
    Opponents,
}

#[derive(Debug, Args)]
pub struct PartyServeArgs {
    /// Where to listen: 127.0.0.1:4545 is this laptop only; 0.0.0.0:4545 is the hall's network
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:4545", value_parser = parse_bind)]
    pub bind: std::net::SocketAddr,
    /// The PIN of the director's page [default: six random digits, printed]
    #[arg(long, value_name = "PIN")]
    pub director_pin: Option<String>,
    /// Whether a pair's result needs the other pair's confirmation
    #[arg(long, value_enum, default_value = "opponents")]
    pub confirm: ConfirmArg,
    #[command(flatten)]
    pub opts: PartyNoOpts,
}

/// `--bind`: an address and a port, said with an example when it isn't.
fn parse_bind(text: &str) -> Result<std::net::SocketAddr, String> {
    text.trim().parse().map_err(|_| {
        format!("'{text}' is not an address and port: e.g. 127.0.0.1:4545 (this laptop only) or 0.0.0.0:4545 (the hall's network)")
    })
}

#[derive(Debug, Args)]
pub struct PartyResultArgs {
    /// The table, from 1
    #[arg(long, value_name = "T")]
    pub table: usize,
    /// The winning pair: its name or a player's (any case), or its number at the table
    #[arg(long, value_name = "PAIR", required_unless_present = "from_game")]
    pub winner: Option<String>,
    /// The score, the winners' first, e.g. 120-85
    #[arg(long, value_name = "A-B", allow_hyphen_values = true)]
    pub score: Option<String>,
    /// Take the winner and the score from a finished saved game
    #[arg(long, value_name = "NAME", conflicts_with_all = ["winner", "score"], add = ArgValueCandidates::new(complete::games))]
    pub from_game: Option<String>,
    #[command(flatten)]
    pub opts: PartyGameOpts,
}

#[derive(Debug, Args)]
pub struct PartyPrizesArgs {
    /// How many places get a prize
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub places: usize,
    /// Also the booby prize, for the fewest games won
    #[arg(long)]
    pub booby: bool,
    /// How a tie for a place is settled
    #[arg(long, value_enum, default_value_t = TiesArg::Split)]
    pub ties: TiesArg,
    /// The seed of the draw when ties are cut [default: the party's seed]
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub opts: PartyNoOpts,
}
