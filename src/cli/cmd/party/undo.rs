//! `party undo`: the last change taken back, whatever it was (a result, a
//! correction, a pair's entry), said in words, and kept in the history.

use fortyfives::rules::prose::capitalise;

use super::show;
use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;
use crate::cli::view::output::{print_json, say, Style};
use crate::cli::Verdict;

pub fn run(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = super::parties(global)?;
    let stamp = super::stamp();
    let (file, undone) = super::change(&store, global, |party| party.undo(None, &stamp))?;
    let standings = file.party.standings();
    if style.json {
        print_json(&show::standings_json(&file.name, &file.party, &standings));
        return Ok(Verdict::Done);
    }
    say(&format!("Took back {}.", undone.words), 0);
    if let Some(whose) = undone.entry.entered_by.as_ref().and_then(|b| b.name()) {
        say(&format!("{whose}'s page says it was taken back."), 0);
    }
    for dropped in &undone.dropped {
        say(&format!("{}.", capitalise(&dropped.dropped_words())), 0);
    }
    println!("{}", show::progress(&file.party, &standings));
    Ok(Verdict::Done)
}
