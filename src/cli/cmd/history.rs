//! `history`: every round of the game, or with `--changes` every change made
//! to it.

use crate::cli::args::HistoryArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::{changes, render};
use crate::cli::Verdict;

pub fn run(args: &HistoryArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let (file, state) = load_game(ctx)?;
    if args.changes {
        changes::show(&file, ctx.style);
    } else {
        render::show_history(&file, &state, args.last, ctx.style);
    }
    Ok(Verdict::Done)
}
