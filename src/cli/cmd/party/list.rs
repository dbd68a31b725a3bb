//! `party list`: the saved parties, the current one marked.

use fortyfives::store::{Health, PartyFile};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::party::PartyRow;
use crate::cli::{view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let current = store.current().ok().flatten();
    let mut rows = Vec::new();
    for entry in store.list()? {
        let loaded = match entry.health {
            Health::Good => store
                .load::<PartyFile>(&entry.name)
                .map_err(|e| e.to_string())
                .and_then(|(file, path)| file.party.check().map(|()| (file, path))),
            Health::Corrupt(why) | Health::Unreadable(why) => Err(why),
            Health::NewerSchema(n) => Err(format!("saved by a newer fortyfives (schema {n})")),
        };
        let (games, played, pairs, problem) = match loaded {
            Ok((file, _)) => (
                Some(file.party.games),
                Some(file.party.played()),
                Some(file.party.pairs.len()),
                None,
            ),
            Err(why) => (None, None, None, Some(why)),
        };
        rows.push(PartyRow {
            current: current.as_ref() == Some(&entry.name),
            party: entry.name.to_string(),
            games,
            played,
            pairs,
            problem,
        });
    }
    view::party::parties(&rows, ctx.style);
    Ok(Verdict::Done)
}
