//! `history`: every round of the game, or with `--changes` every change made
//! to it.

use crate::cli::args::HistoryArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::output::print_json;
use crate::cli::{view::render, Verdict};

pub fn run(args: &HistoryArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let (file, state) = load_game(ctx)?;
    if args.changes {
        crate::cli::view::changes::show(&file, style);
        return Ok(Verdict::Done);
    }
    if style.json {
        print_json(&render::history_json(&file, &state, args.last));
    } else {
        render::print_history(&file, &state, args.last, style);
    }
    Ok(Verdict::Done)
}
