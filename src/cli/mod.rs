//! The terminal side, by role: `args/` what the command line says, `cmd/`
//! one file per command, `ask/` the questions on a terminal, `view/` what
//! is shown (text, tables, JSON). The only place that prints; the rules
//! decide, this module shows.
//!
//! [`run`] reads the global flags once, into a [`Context`] (the store, the
//! game picked, the output style, the clock); every command is handed
//! that, never the flags.

mod args;
mod ask;
mod cmd;
mod context;
mod error;
mod load;
mod model;
mod seated;
mod view;

pub use args::parse::parse;
pub use args::Cli;
pub use error::CliError;

use args::{CheckCommand, Command, ReportCommand};
use context::Context;

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

/// An error on stderr, as every command ends with one: "error: ..."; under
/// `--ascii` (or a locale without the suit symbols) in ASCII, and at the
/// window's width broken between words, as the rest of the output.
pub fn report(err: &CliError, ascii: bool) {
    let style = view::output::Style::new(false, ascii);
    let text = style.text(&format!("error: {err}"));
    let lines: Vec<String> = text
        .lines()
        .flat_map(|line| view::output::fitted(line, 2))
        .collect();
    eprintln!("{}", lines.join("\n"));
}

pub fn run(cli: Cli) -> Result<Verdict, CliError> {
    run_in(cli.command, &Context::new(&cli.global))
}

/// One command, in a context made already (a test's: its own store, a
/// stopped clock).
fn run_in(command: Command, ctx: &Context) -> Result<Verdict, CliError> {
    match command {
        Command::Check(CheckCommand::Play(args)) => cmd::check::play::run(&args, ctx),
        Command::Check(CheckCommand::Trick(args)) => cmd::check::trick::run(&args, ctx),
        Command::Check(CheckCommand::Round(args)) => cmd::check::round::run(&args.file, ctx),
        Command::Analyze(args) => cmd::analyze::run(&args, ctx.style),
        Command::Bid(args) => cmd::bid::run(&args, ctx),
        Command::Ranks(args) => cmd::ranks::run(&args, ctx),
        Command::Rules(args) => cmd::rules::run(&args, ctx),
        Command::New(args) => cmd::new::run(&args, ctx),
        Command::Round(args) => cmd::round::run(&args, ctx),
        Command::Play => cmd::play::run(ctx),
        Command::Status(args) => cmd::status::run(&args, ctx),
        Command::Odds(args) => cmd::odds::run(&args, ctx),
        Command::History(args) => cmd::history::run(&args, ctx),
        Command::Edit(args) => cmd::edit::run(&args, ctx),
        Command::Rematch { name } => cmd::rematch::run(name.as_deref(), ctx),
        Command::Undo => cmd::undo::run(ctx),
        Command::Redo => cmd::redo::run(ctx),
        Command::List => cmd::list::run(ctx),
        Command::Use { name } => cmd::use_game::run(&name, ctx),
        Command::Delete { name } => cmd::delete::run(&name, ctx),
        Command::Restore(args) => cmd::restore::run(&args, ctx),
        Command::Completions { shell } => cmd::docs::completions(shell),
        Command::Man { command } => cmd::docs::man(&command),
        Command::Report(report) => run_report(report, ctx),
        Command::Party(command) => cmd::party::run(command, ctx),
    }
}

fn run_report(report: ReportCommand, ctx: &Context) -> Result<Verdict, CliError> {
    match report {
        ReportCommand::Chart(args) => cmd::chart::run(&args, ctx),
        ReportCommand::Stats(args) => cmd::stats::run(&args, ctx),
        ReportCommand::Export(args) => cmd::export::run(&args, ctx),
    }
}
