//! `party undo`: the last result entered, taken back.

use super::show;
use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;
use crate::cli::output::{print_json, Style};
use crate::cli::Verdict;

pub fn run(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = super::parties(global)?;
    let before = super::load(&store)?.1.party;
    let (file, taken) = super::change(&store, global, |party| party.undo())?;
    let standings = file.party.standings();
    if style.json {
        print_json(&show::standings_json(&file.name, &file.party, &standings));
        return Ok(Verdict::Done);
    }
    let winner = before
        .seating(taken.game)
        .and_then(|s| s.tables.into_iter().find(|t| t.table == taken.table))
        .map(|t| before.partnership_name(t.partnerships[taken.winner]))
        .unwrap_or_default();
    println!(
        "Took back table {}'s result of game {} ({winner} won).",
        taken.table, taken.game
    );
    println!("{}", show::progress(&file.party, &standings));
    Ok(Verdict::Done)
}
