//! `delete NAME`: move a game out of the way (kept in deleted/, `restore`
//! brings it back).

use serde::Serialize;

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::Verdict;

pub fn run(name: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let name = store.resolve(Some(name))?;
    let moved = store.delete(&name)?;
    if style.json {
        #[derive(Serialize)]
        struct Out {
            deleted: String,
            kept_at: String,
        }
        print_json(&Out {
            deleted: name.to_string(),
            kept_at: moved.display().to_string(),
        });
    } else {
        println!(
            "Deleted {name}. The file is kept at {}; `fortyfives restore {name}` brings it back.",
            moved.display()
        );
    }
    Ok(Verdict::Done)
}
