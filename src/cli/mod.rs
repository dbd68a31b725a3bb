//! The terminal side, by role: `args/` what the command line says, `cmd/`
//! one file per command, `ask/` the questions on a terminal, `view/` what
//! is shown (text, tables, JSON). The only place that prints; the rules
//! decide, this module shows.

mod args;
mod ask;
mod cmd;
mod error;
mod load;
mod view;

pub use args::parse::parse;
pub use args::Cli;
pub use error::CliError;

use args::{CheckCommand, Command, GlobalArgs, ReportCommand};
use view::output::Style;

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

pub fn run(cli: Cli) -> Result<Verdict, CliError> {
    let style = Style::new(cli.global.json, cli.global.ascii);
    match cli.command {
        Command::Check(CheckCommand::Play(args)) => {
            cmd::check::play::run(&args, &cli.global, style)
        }
        Command::Check(CheckCommand::Trick(args)) => {
            cmd::check::trick::run(&args, &cli.global, style)
        }
        Command::Check(CheckCommand::Round(args)) => {
            cmd::check::round::run(&args.file, &cli.global, style)
        }
        Command::Analyze(args) => cmd::analyze::run(&args, style),
        Command::Bid(args) => cmd::bid::run(&args, &cli.global, style),
        Command::Ranks(args) => cmd::ranks::run(&args, &cli.global, style),
        Command::Rules(args) => cmd::rules::run(&args, &cli.global, style),
        Command::New(args) => cmd::new::run(&args, &cli.global, style),
        Command::Round(args) => cmd::round::run(&args, &cli.global, style),
        Command::Play => cmd::play::run(&cli.global, style),
        Command::Status => cmd::status::run(&cli.global, style),
        Command::History(args) => cmd::history::run(&args, &cli.global, style),
        Command::Edit(args) => cmd::edit::run(&args, &cli.global, style),
        Command::Rematch { name } => cmd::rematch::run(name.as_deref(), &cli.global, style),
        Command::Undo => cmd::undo::run(&cli.global, style),
        Command::Redo => cmd::redo::run(&cli.global, style),
        Command::List => cmd::list::run(&cli.global, style),
        Command::Use { name } => cmd::use_game::run(&name, &cli.global, style),
        Command::Delete { name } => cmd::delete::run(&name, &cli.global, style),
        Command::Restore(args) => cmd::restore::run(&args, &cli.global, style),
        Command::Completions { shell } => cmd::docs::completions(shell),
        Command::Man { command } => cmd::docs::man(&command),
        Command::Report(report) => run_report(report, &cli.global, style),
        Command::Party(command) => cmd::party::run(command, &cli.global, style),
    }
}

fn run_report(
    report: ReportCommand,
    global: &GlobalArgs,
    style: Style,
) -> Result<Verdict, CliError> {
    match report {
        ReportCommand::Chart(args) => cmd::chart::run(&args, global, style),
        ReportCommand::Stats(args) => cmd::stats::run(&args, global, style),
        ReportCommand::Export(args) => cmd::export::run(&args, global, style),
    }
}
