//! `list`: the saved games, the current one marked; a damaged file is
//! listed as damaged, not skipped.

use fortyfives::store::{GameFile, Health, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::render::{self, ListRow, Unopened};
use crate::cli::Verdict;

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let rows = rows(ctx.store()?)?;
    render::show_list(&rows, ctx.style);
    Ok(Verdict::Done)
}

/// Every saved game, opened and replayed, or why it couldn't be.
pub fn rows(store: &Store) -> Result<Vec<ListRow>, CliError> {
    let current = store.current().ok().flatten();
    let mut rows = Vec::new();
    for entry in store.list()? {
        let loaded = match &entry.health {
            Health::Good => store
                .load::<GameFile>(&entry.name)
                .map_err(|e| Unopened::Failed(e.to_string()))
                .and_then(|(f, _)| {
                    f.state()
                        .map(|s| (f, s))
                        .map_err(|e| Unopened::Failed(e.to_string()))
                }),
            Health::Corrupt(detail) => Err(Unopened::Damaged(detail.clone())),
            Health::NewerSchema(n) => Err(Unopened::Newer(*n)),
            Health::Unreadable(why) => Err(Unopened::Unreadable(why.clone())),
        };
        rows.push(ListRow {
            current: current.as_ref() == Some(&entry.name),
            name: entry.name.to_string(),
            modified: entry.modified,
            game: loaded,
        });
    }
    Ok(rows)
}
