//! `list`: the saved games, the current one marked; a damaged file is
//! listed as damaged, not skipped.

use fortyfives::store::{GameFile, Health};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::{view::render, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let current = store.current().ok().flatten();
    let mut rows = Vec::new();
    for entry in store.list()? {
        let loaded = match &entry.health {
            Health::Good => store
                .load::<GameFile>(&entry.name)
                .map_err(|e| e.to_string())
                .and_then(|(f, _)| f.state().map(|s| (f, s)).map_err(|e| e.to_string())),
            Health::Corrupt(detail) => Err(format!("damaged: {detail}")),
            Health::NewerSchema(n) => Err(format!("saved by a newer fortyfives (schema {n})")),
            Health::Unreadable(why) => Err(format!("unreadable: {why}")),
        };
        rows.push(render::ListRow {
            current: current.as_ref() == Some(&entry.name),
            name: entry.name.to_string(),
            modified: entry.modified,
            game: loaded,
        });
    }
    if style.json {
        print_json(&render::list_json(&rows));
    } else {
        render::print_list(&rows, style);
    }
    Ok(Verdict::Done)
}
