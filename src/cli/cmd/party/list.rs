//! `party list`: the saved parties, the current one marked.

use fortyfives::store::{Health, PartyFile};
use serde::Serialize;

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::Verdict;

#[derive(Serialize)]
struct Row {
    party: String,
    current: bool,
    games: Option<u32>,
    played: Option<u32>,
    pairs: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    problem: Option<String>,
}

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
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
        rows.push(Row {
            current: current.as_ref() == Some(&entry.name),
            party: entry.name.to_string(),
            games,
            played,
            pairs,
            problem,
        });
    }
    if style.json {
        print_json(&rows);
        return Ok(Verdict::Done);
    }
    if rows.is_empty() {
        println!("No parties yet. Start one with `fortyfives party new NAME --pairs \"Ann+Bob,Cid+Dan\"`.");
        return Ok(Verdict::Done);
    }
    for row in rows {
        let mark = if row.current { "*" } else { " " };
        match (row.games, row.played, row.pairs, row.problem) {
            (Some(g), Some(p), Some(n), _) => {
                println!("{mark} {}  {n} pairs, {p} of {g} games played", row.party)
            }
            (_, _, _, Some(why)) => println!("{mark} {}  can't be read: {why}", row.party),
            _ => {}
        }
    }
    Ok(Verdict::Done)
}
