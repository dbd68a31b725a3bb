//! `delete NAME`: move a game out of the way (kept in deleted/, `restore`
//! brings it back).

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(name: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = store.resolve(Some(name))?;
    let kept_at = store.delete_at(&name, ctx.clock.now().with_timezone(&chrono::Utc))?;
    view::games::deleted(&name, &kept_at, ctx.style);
    Ok(Verdict::Done)
}
