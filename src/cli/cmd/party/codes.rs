//! `party codes [--json]`: each pair's code and the link to its page in the
//! live hall, for the tally cards. A party started before codes existed
//! gets them now, once; after that they never change. A party whose hall
//! was opened with table devices lists each table's code too.

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let (_, file) = super::with_codes(&store, false)?;
    view::party::codes(&file.party, ctx.style);
    Ok(Verdict::Done)
}
