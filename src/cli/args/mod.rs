//! The command line, as clap sees it. Help text speaks to the player.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use clap_complete::engine::ArgValueCandidates;

mod analysis;
pub mod complete;
mod game;
mod judge;
pub mod parse;
mod party;
mod report;
pub mod round_file;
pub mod rules;
mod values;

pub use analysis::{AnalyzeArgs, BidArgs, OddsArgs};
pub use game::{EditArgs, HistoryArgs, NewArgs, RestoreArgs, RoundArgs, StatusArgs};
pub use judge::{CheckCommand, CheckPlayArgs, CheckTrickArgs, RanksArgs, RuleArgs, RulesArgs};
pub use party::{
    ConfirmArg, MoveArg, PartnersArg, PartyCommand, PartyNewArgs, PartyPrizesArgs, PartyResultArgs,
    PartyServeArgs, SitOutArg, TallyFormat, TiesArg,
};
pub use report::{ChartArgs, ExportArgs, ExportFormat, ReportCommand, StatsArgs};

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
    Status(StatusArgs),

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
        after_help = "Examples:\n  fortyfives rematch                  # after the current game friday: makes friday-2\n  fortyfives rematch decider --game friday\n\nThe rematch becomes the current game. `status` shows the series: \"Blue lead the series 2-1\"."
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
        after_help = "Examples:\n  fortyfives bid --hand \"5h jh ah qh 2d\"                 # the dealer, 4 players, 120\n  fortyfives bid --hand \"5h jh kh 4c 5s\" --seat 2 --score 85,105\n  fortyfives bid --hand \"5h jh kh 4c 5s\" --seat 3 --over 20  # should he go 25 over 20?\n  fortyfives bid --hand \"5h jh ah 5s jc\" --player Jim   # in the current game\n  fortyfives bid --hand \"5h jh ah qh 2d\" --samples 10 --seed 7 --show-deals\n\nThe unseen cards are dealt at random, the kitty and the draw are played by\na fixed model (docs/odds.md), and every deal is played out with every hand\nopen. Open-hand play flatters the bidder: read the shares as an upper bound.\nIn a game (the current one, or --game) the table is the game's, the hand the\none at --seat (or --player's); --rules, --set, --players, --sides or --score\nset a table of its own instead.\n\nExit codes: 0 done, 2 bad input, 3 storage problem."
    )]
    Bid(BidArgs),

    /// Who wins from here? Each side's chance of winning the game, by the game model
    #[command(
        after_help = "Examples:\n  fortyfives odds                               # the current game, from where it stands\n  fortyfives odds --score 100,110 --dealer 4    # 4 players, 120: side 1 at 100, side 2 at 110\n  fortyfives odds --players 6 --sides 3 --score 60,85,100\n  fortyfives odds --score 100,110 --show-rounds 3 --json\n\nThe model (docs/odds.md, \"The game model\"): every hand dealt at random, bid\nby a fixed policy, and played with every card face up, 20000 rounds once for\nthe table (kept in the data folder's cache); two sides are solved exactly\nfor those rounds, three or more played out 10000 games. A model, not a\npromise: real tables bid and play differently.\n\nExit codes: 0 done, 2 bad input, 3 storage problem."
    )]
    Odds(OddsArgs),

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

// Under `party` the global `--game` (a saved game's name) and `--ascii`
// (suit letters) would mislead: a party's `--game` is a game's number, and
// no card is shown. Each party subcommand declares its own, which clap
// keeps in place of the global ones (same names, so the values still reach
// `GlobalArgs`): described where they do something, hidden where not.
