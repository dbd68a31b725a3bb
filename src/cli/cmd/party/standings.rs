//! `party standings`: the tally, and who still has to report.

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let standings = file.party.standings();
    view::party::standings(name.as_str(), &file.party, &standings, ctx.style);
    Ok(Verdict::Done)
}
