//! The terminal side: arguments, one file per command, rendering. The only
//! place that prints; the rules decide, this module shows.

// One file per command (a command with subcommands is a folder, as
// check/). Each exposes `run`, called from the match in [`run`] below.
mod analyze;
mod bid;
mod check;
mod delete;
mod docs;
mod edit;
mod history;
mod list;
mod new;
mod party;
mod play;
mod ranks;
mod redo;
mod rematch;
mod restore;
mod round;
mod rules_cmd;
mod status;
mod undo;
mod use_game;

// Shared by the commands: arguments, errors, output, questions, rendering.
mod args;
mod ask;
mod audit;
mod changes;
mod complete;
mod error;
mod game;
mod known;
mod output;
mod progress;
mod prompt;
mod render;
mod round_file;
mod standing;

pub use args::Cli;
pub use error::CliError;

use args::{CheckCommand, Command, RuleArgs};
use fortyfives::rules::prose::visible;
use fortyfives::rules::RuleSet;
use output::Style;

/// What a command ended with, when it did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Done; for `check`, the play is legal.
    Done,
    /// For `check`: the play is illegal.
    Illegal,
}

impl Verdict {
    pub fn exit_code(self) -> u8 {
        match self {
            Verdict::Done => 0,
            Verdict::Illegal => 1,
        }
    }
}

/// The command line, as clap reads it from the arguments and environment.
///
/// `FORTYFIVES_DATA_DIR=` (set but empty, as a shell script's unset-ish
/// variable often is) means the default folder, not "a value is required".
pub fn parse() -> Cli {
    if std::env::var_os(DATA_DIR_ENV).is_some_and(|v| v.is_empty()) {
        // SAFETY: called first thing in main, before any other thread exists.
        unsafe { std::env::remove_var(DATA_DIR_ENV) };
    }
    // `COMPLETE=bash fortyfives`: the shell asking for completions (or for
    // the script that asks); answered here, then the program ends.
    clap_complete::CompleteEnv::with_factory(<Cli as clap::CommandFactory>::command).complete();
    match <Cli as clap::Parser>::try_parse() {
        Ok(cli) => cli,
        Err(err) => refuse_command_line(err),
    }
}

/// Reports a command line clap refused, and ends the program.
///
/// Clap repeats what was typed ("invalid value 'X' for '--bid <N>'"), and
/// on a terminal it would print an escape sequence typed there as it is:
/// so the error is rendered without styles and every hidden character
/// shown (`\e`), as every other error is. Help and version pass as clap
/// prints them: they hold nothing typed.
fn refuse_command_line(err: clap::Error) -> ! {
    use clap::error::ErrorKind;
    use clap::CommandFactory;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        err.exit();
    }
    // Clap counts a value from FORTYFIVES_DATA_DIR as typed, and its usage
    // line would then demand `--data-dir <DIR>` of someone who never needs
    // to type it. Without the variable the command line fails the same way
    // (it only ever sets the data folder), and says only what was typed.
    if std::env::var_os(DATA_DIR_ENV).is_some() {
        // SAFETY: still at the start of main, before any other thread exists.
        unsafe { std::env::remove_var(DATA_DIR_ENV) };
    }
    let plain = Cli::command().styles(clap::builder::Styles::plain());
    let (err, text) = match plain.try_get_matches_from(std::env::args_os()) {
        Err(again) if again.kind() == err.kind() => {
            let text = again.render().ansi().to_string();
            (again, text)
        }
        // Not expected; its styles are stripped, and anything typed with them.
        _ => {
            let text = err.render().to_string();
            (err, text)
        }
    };
    let text = shorten_long_values(text);
    let shown: Vec<_> = text.lines().map(visible).collect();
    eprintln!("{}", shown.join("\n"));
    std::process::exit(err.exit_code());
}

/// The longest value repeated whole in a refusal; a longer one (a pasted
/// page as a note) is shown by its start and its length.
const LONGEST_ECHO: usize = 80;

/// `text` with each long value typed on the command line cut short.
fn shorten_long_values(mut text: String) -> String {
    for arg in std::env::args_os().skip(1) {
        let arg = arg.to_string_lossy();
        let value = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => value,
            _ => &arg,
        };
        let count = value.chars().count();
        if count > LONGEST_ECHO {
            let start: String = value.chars().take(LONGEST_ECHO / 2).collect();
            text = text.replace(value, &format!("{start}… ({count} characters)"));
        }
    }
    text
}

/// The environment variable naming the data folder.
pub const DATA_DIR_ENV: &str = "FORTYFIVES_DATA_DIR";

pub fn run(cli: Cli) -> Result<Verdict, CliError> {
    let style = Style::new(cli.global.json, cli.global.ascii);
    match cli.command {
        Command::Check(CheckCommand::Play(args)) => check::play::run(&args, &cli.global, style),
        Command::Check(CheckCommand::Trick(args)) => check::trick::run(&args, &cli.global, style),
        Command::Check(CheckCommand::Round(args)) => {
            check::round::run(&args.file, &cli.global, style)
        }
        Command::Analyze(args) => analyze::run(&args, style),
        Command::Bid(args) => bid::run(&args, &cli.global, style),
        Command::Ranks(args) => ranks::run(&args, &cli.global, style),
        Command::Rules(args) => rules_cmd::run(&args, &cli.global, style),
        Command::New(args) => new::run(&args, &cli.global, style),
        Command::Round(args) => round::run(&args, &cli.global, style),
        Command::Play => play::run(&cli.global, style),
        Command::Status => status::run(&cli.global, style),
        Command::History(args) => history::run(&args, &cli.global, style),
        Command::Edit(args) => edit::run(&args, &cli.global, style),
        Command::Rematch { name } => rematch::run(name.as_deref(), &cli.global, style),
        Command::Undo => undo::run(&cli.global, style),
        Command::Redo => redo::run(&cli.global, style),
        Command::List => list::run(&cli.global, style),
        Command::Use { name } => use_game::run(&name, &cli.global, style),
        Command::Delete { name } => delete::run(&name, &cli.global, style),
        Command::Restore(args) => restore::run(&args, &cli.global, style),
        Command::Completions { shell } => docs::completions(shell),
        Command::Man { command } => docs::man(&command),
        Command::Report(report) => run_report(report, &cli.global, style),
        Command::Party(command) => party::run(command, &cli.global, style),
    }
}

/// The rules a command judges by, and where they came from.
pub struct Judging {
    pub rules: RuleSet,
    /// The saved game whose rules these are, when they are a game's.
    pub game: Option<fortyfives::store::GameName>,
    /// How many play at that game's table (a trick holds one card from each).
    pub players: Option<usize>,
}

impl Judging {
    /// "friday's (120, follow suit or trump)", or a preset's label.
    pub fn label(&self) -> String {
        match &self.game {
            Some(game) => format!("{game}'s ({})", self.rules.label()),
            None => self.rules.label(),
        }
    }

    /// "Judged by friday's rules (45), hearts trump.": said first when the
    /// rules are a saved game's, since the same cards may be judged
    /// otherwise under the preset the table expects.
    pub fn judged_by(&self, trump: fortyfives::rules::Suit) -> Option<String> {
        let game = self.game.as_ref()?;
        Some(format!(
            "Judged by {game}'s rules ({}), {} trump.",
            self.rules.label(),
            trump.name()
        ))
    }
}

/// The one place `--rules`, `--game` and `--set` become the rules to judge
/// by: a saved game's (`--game NAME`), a preset's (`--rules PRESET`), or,
/// with neither and no `--set`, the current game's when there is one (the
/// table arguing is playing it), else the default preset 120. Any
/// `--set KNOB=VALUE` applies on top.
pub fn judging_rules(args: &RuleArgs, global: &args::GlobalArgs) -> Result<Judging, CliError> {
    let store = || game::open_store(global);
    let (mut rules, game, players) =
        match (&global.game, &args.preset) {
            (Some(_), Some(_)) => return Err(CliError::input(
                "give --game NAME or --rules PRESET, not both: a saved game carries its own rules",
            )),
            (Some(game), None) => {
                let store = store()?;
                let name = store.resolve(Some(game))?;
                let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
                (file.rules, Some(name), Some(file.table.players.len()))
            }
            (None, Some(preset)) => (RuleSet::preset(preset)?, None, None),
            (None, None) if args.set.is_empty() => {
                let store = store()?;
                match store.current()? {
                    Some(name) => {
                        let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
                        (file.rules, Some(name), Some(file.table.players.len()))
                    }
                    None => (RuleSet::preset(DEFAULT_PRESET)?, None, None),
                }
            }
            (None, None) => (RuleSet::preset(DEFAULT_PRESET)?, None, None),
        };
    apply_sets(&mut rules, &args.set)?;
    Ok(Judging {
        rules,
        game,
        players,
    })
}

/// `--set KNOB=VALUE`s on top of `rules`, each error naming its flag.
pub fn apply_sets(rules: &mut RuleSet, sets: &[String]) -> Result<(), CliError> {
    for assignment in sets {
        rules
            .apply(assignment)
            .map_err(|e| {
                // The rules know no flags: the example the user can type is ours.
                let message = match &e {
                    fortyfives::rules::RuleError::NotAnAssignment(_) => format!(
                        "--set {assignment}: '{assignment}' is not KNOB=VALUE; write e.g. --set renege=top2"
                    ),
                    _ => format!("--set {assignment}: {e}"),
                };
                CliError::input(message).caused_by(e)
            })?;
    }
    Ok(())
}

/// The preset used when nothing names one.
pub const DEFAULT_PRESET: &str = "120";

/// The rules named by `--rules PRESET` and `--set KNOB=VALUE` (default 120),
/// for a new game.
pub fn resolve_rules(preset: Option<&str>, sets: &[String]) -> Result<RuleSet, CliError> {
    let mut rules = RuleSet::preset(preset.unwrap_or(DEFAULT_PRESET))?;
    apply_sets(&mut rules, sets)?;
    Ok(rules)
}

// ---------------------------------------------------------------- reports: chart, stats, export

mod chart;
mod export;
mod stats;

fn run_report(
    report: args::ReportCommand,
    global: &args::GlobalArgs,
    style: Style,
) -> Result<Verdict, CliError> {
    use args::ReportCommand;
    match report {
        ReportCommand::Chart(args) => chart::run(&args, global, style),
        ReportCommand::Stats(args) => stats::run(&args, global, style),
        ReportCommand::Export(args) => export::run(&args, global, style),
    }
}
