//! `party undo`: the last change taken back, whatever it was (a result, a
//! correction, a pair's entry), said in words, and kept in the history.

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let stamp = super::stamp(ctx.clock);
    let (file, undone) = super::change(&store, ctx, |party| party.undo(None, &stamp))?;
    let standings = file.party.standings();
    view::party::took_back(&file.name, &file.party, &undone, &standings, ctx.style);
    Ok(Verdict::Done)
}
