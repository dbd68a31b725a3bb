//! `party undo`: the last change taken back, whatever it was (a result, a
//! correction, a pair's entry), said in words, and kept in the history.

use fortyfives::rules::prose::capitalise;

use super::show;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::{print_json, say};
use crate::cli::Verdict;

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = super::parties(ctx)?;
    let stamp = super::stamp(ctx.clock);
    let (file, undone) = super::change(&store, ctx, |party| party.undo(None, &stamp))?;
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
