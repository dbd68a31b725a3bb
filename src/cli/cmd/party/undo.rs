//! `party undo`: the last result entered, taken back (and kept in the
//! history).

use super::show;
use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;
use crate::cli::view::output::{print_json, Style};
use crate::cli::Verdict;

pub fn run(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = super::parties(global)?;
    let stamp = super::stamp();
    let (file, taken) = super::change(&store, global, |party| party.undo(&stamp))?;
    let standings = file.party.standings();
    if style.json {
        print_json(&show::standings_json(&file.name, &file.party, &standings));
        return Ok(Verdict::Done);
    }
    println!(
        "Took back table {}'s result of game {} ({} won{}).",
        taken.table,
        taken.game,
        taken.winner,
        taken
            .score
            .as_ref()
            .map(|s| format!(" {s}"))
            .unwrap_or_default()
    );
    println!("{}", show::progress(&file.party, &standings));
    Ok(Verdict::Done)
}
