//! The flags of a card party: `party new|seat|result|serve|...`.

use clap::{Args, Subcommand};
use clap_complete::engine::ArgValueCandidates;

use super::complete;
use super::values::{parse_bind, table_size, whole_games};

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
    /// One JSON object: the standings, every history entry and the prizes
    Json,
    /// The results sheet: one self-contained web page to print or put on the club's website
    Html,
}

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

/// `--game K` for a change of plan: the first game it takes effect.
#[derive(Debug, Clone, Args)]
pub struct PartyFromOpts {
    /// From game K (its number) [default: the next game nothing is entered for]
    #[arg(long, value_name = "K")]
    pub game: Option<String>,
    #[arg(long, hide = true)]
    pub ascii: bool,
}

/// What a game sat out counts for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SitOutArg {
    /// Nothing: places by games won, as on the paper tally
    None,
    /// A game won, with no points
    Win,
    /// Places by the share of games won (won ÷ played), then points per game played
    Average,
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
    /// Take back the last change, whatever it was (a result, a correction, a pair's entry, a change of plan), and say what it was
    Undo {
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// Open the live hall: pairs enter results from their phones, the board follows
    #[command(
        after_help = "Examples:\n  fortyfives party serve                        # this laptop only: try it out\n  fortyfives party serve --bind 0.0.0.0:4545    # the hall's network: phones can reach it\n  fortyfives party serve --confirm none         # a pair's result counts at once\n  fortyfives party serve --table-devices        # a device left at each table takes its results\n\nEach pair reaches its own page from the QR code on its tally card (print them\nfrom /cards, or list the codes with `fortyfives party codes`). With --confirm\nopponents (the default) a pair's result counts once the other pair confirms it;\ndifferent results are a dispute the director settles at /director. The commands\nkeep working while the hall is open: a result typed at the laptop shows on every\npage. With --table-devices each table has a code too (on /cards and in `party\ncodes`): a phone or tablet left at the table opens /t/CODE, either pair enters\nthe result there and the other taps its own name to confirm it. Ctrl-C closes the hall; every result is saved as it comes in."
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
    /// Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom
    #[command(
        after_help = "Examples:\n  fortyfives party history\n  fortyfives party history --json\n\nA result is corrected with `fortyfives party result --game K --table T ...`;\nthe history keeps what it said before."
    )]
    History {
        #[command(flatten)]
        opts: PartyLineOpts,
    },
    /// A late pair: seated from the next game nothing is entered for (or --game K)
    #[command(
        after_help = "Examples:\n  fortyfives party join Ivy+Jon             # from the next game nothing is entered for\n  fortyfives party join Ivy+Jon --game 6    # from game 6\n\nThe pair gets its code at once (`fortyfives party codes`), and the movement\nand the sit-outs take it in. Games before it came count as neither played\nnor sat out. `fortyfives party undo` takes the join back."
    )]
    Join {
        /// The pair: two players joined by '+'
        pair: String,
        #[command(flatten)]
        opts: PartyFromOpts,
    },
    /// A pair goes home: not seated from the next game nothing is entered for (or --game K)
    #[command(
        after_help = "Examples:\n  fortyfives party leave Gus+Hal\n  fortyfives party leave gus --game 9\n\nIts results stay in the tally. The pair is named by its name or one of its\nplayers (any case). `fortyfives party undo` takes the leave back."
    )]
    Leave {
        /// The pair: its name or one of its players
        pair: String,
        #[command(flatten)]
        opts: PartyFromOpts,
    },
    /// Rename a player or a pair (a substitute, a misspelling); codes keep working
    #[command(
        after_help = "Examples:\n  fortyfives party rename Ann Anne            # one player\n  fortyfives party rename Gus+Hal Gus+Ivy     # a pair: Ivy sits in for Hal\n\nEvery page, the history and the exports follow the new name; the pair's code\nand card keep working. `fortyfives party undo` takes the renaming back."
    )]
    Rename {
        /// The name now: a player's, or a pair's (two players joined by '+')
        old: String,
        /// The new name: one name for a player, two joined by '+' for a pair
        new: String,
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// The evening's number of games (never below a game already seated)
    #[command(
        after_help = "Examples:\n  fortyfives party games 20    # the evening is cut to 20 games\n  fortyfives party games 30    # or made longer\n\nA game something is entered for is already seated: the evening can't be\ncut below it. `fortyfives party undo` takes the change back."
    )]
    Games {
        /// Games in the evening, 1 to 200
        #[arg(value_name = "N")]
        games: String,
        #[command(flatten)]
        opts: PartyNoOpts,
    },
    /// Write the evening's tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)
    #[command(
        after_help = "Examples:\n  fortyfives party export --format csv -o tally.csv\n  fortyfives party export --format html -o results.html   # the results sheet\n  fortyfives party export --format json\n\nThe results sheet has the standings, the prizes (three places, ties shared,\nand the booby prize) and every game's table, pairs and score, in one page\nwith nothing fetched from elsewhere: it prints on A4 or Letter and can go\non the club's website as it is. The director's page of the live hall links\nto the same sheet and to the CSV."
    )]
    Export {
        /// csv, md, json or html
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
    /// What a game sat out counts for
    #[arg(long, value_enum, default_value_t = SitOutArg::None)]
    pub sit_out: SitOutArg,
    /// The seed of the first seating's draw, 0 to 9223372036854775807 [default: drawn at random]
    #[arg(long, value_name = "N", value_parser = super::values::party_seed)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub opts: PartyLineOpts,
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
    /// A code and a page (/t/CODE) for each table, for a phone or tablet left at it
    #[arg(long)]
    pub table_devices: bool,
    #[command(flatten)]
    pub opts: PartyNoOpts,
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
