//! The terminal side: arguments, one file per command, rendering. The only
//! place that prints; the rules decide, this module shows.

// One file per command (a command with subcommands is a folder, as
// check/). Each exposes `run`, called from the match in [`run`] below.
mod analyze;
mod check;
mod delete;
mod docs;
mod edit;
mod history;
mod list;
mod new;
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
mod audit;
mod changes;
mod error;
mod game;
mod known;
mod output;
mod prompt;
mod render;
mod round_file;
mod standing;

pub use args::Cli;
pub use error::CliError;

use args::{CheckCommand, Command, RuleArgs};
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
    <Cli as clap::Parser>::parse()
}

/// The environment variable naming the data folder.
pub const DATA_DIR_ENV: &str = "FORTYFIVES_DATA_DIR";

pub fn run(cli: Cli) -> Result<Verdict, CliError> {
    let style = Style::new(cli.global.json, cli.global.ascii);
    match cli.command {
        Command::Check(CheckCommand::Play(args)) => check::play::run(&args, &cli.global, style),
        Command::Check(CheckCommand::Trick(args)) => check::trick::run(&args, &cli.global, style),
        Command::Check(CheckCommand::Round(args)) => check::round::run(&args.file, style),
        Command::Analyze(args) => analyze::run(&args, style),
        Command::Ranks(args) => ranks::run(&args, &cli.global, style),
        Command::Rules(args) => rules_cmd::run(&args, &cli.global, style),
        Command::New(args) => new::run(&args, &cli.global, style),
        Command::Round(args) => round::run(&args, &cli.global, style),
        Command::Play => play::play(&cli.global, style),
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
        Command::Man => docs::man(),
        Command::Report(report) => run_report(report, &cli.global, style),
    }
}

/// The rules to judge by: a saved game's (`--game NAME`) or a preset's
/// (`--rules PRESET`, default 120), then any `--set KNOB=VALUE`.
pub fn judging_rules(args: &RuleArgs, global: &args::GlobalArgs) -> Result<RuleSet, CliError> {
    let Some(game) = &global.game else {
        return resolve_rules(args);
    };
    if args.preset.is_some() {
        return Err(CliError::input(
            "give --game NAME or --rules PRESET, not both: a saved game carries its own rules",
        ));
    }
    let store = game::open_store(global)?;
    let name = store.resolve(Some(game))?;
    let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
    let mut rules = file.rules;
    for assignment in &args.set {
        rules
            .apply(assignment)
            .map_err(|e| CliError::input(format!("--set {assignment}: {e}")))?;
    }
    Ok(rules)
}

/// The rules named by `--rules PRESET` and `--set KNOB=VALUE` (default 120).
pub fn resolve_rules(args: &RuleArgs) -> Result<RuleSet, CliError> {
    let mut rules = RuleSet::preset(args.preset.as_deref().unwrap_or("120"))?;
    for assignment in &args.set {
        rules
            .apply(assignment)
            .map_err(|e| CliError::input(format!("--set {assignment}: {e}")))?;
    }
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
