//! `history`: every round of the game, or with `--changes` every change made
//! to it.

use super::args::{GlobalArgs, HistoryArgs};
use super::error::CliError;
use super::game::load_game;
use super::output::{print_json, Style};
use super::{render, Verdict};

pub fn run(args: &HistoryArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let (file, state) = load_game(global)?;
    if args.changes {
        super::changes::show(&file, style);
        return Ok(Verdict::Done);
    }
    if style.json {
        print_json(&render::history_json(&file, &state, args.last));
    } else {
        render::print_history(&file, &state, args.last, style);
    }
    Ok(Verdict::Done)
}
