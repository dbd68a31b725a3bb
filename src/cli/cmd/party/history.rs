//! `party history`: every result entered, confirmed, disputed, corrected,
//! taken back or set aside, oldest first, with who and when.

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let entries = file.party.history();
    view::party::history(&name, &entries, ctx.style);
    Ok(Verdict::Done)
}
