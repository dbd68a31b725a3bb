//! `restore NAME`: bring back a deleted game (the most recent deletion of
//! that name), made current; `restore --list` shows the deleted games kept.
//! A saved game of the same name is never overwritten.

use fortyfives::store::{GameFile, GameName};
use serde::Serialize;

use crate::cli::args::RestoreArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::{print_json, Style};
use crate::cli::view::render;
use crate::cli::view::standing::Standing;
use crate::cli::Verdict;

pub fn run(args: &RestoreArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    if args.list {
        return list(store, style);
    }
    let Some(name) = &args.name else {
        return Err(CliError::input(
            "which game? `fortyfives restore NAME` brings back the most recent deletion of NAME; `fortyfives restore --list` shows the deleted games",
        ));
    };
    let name = GameName::parse(name)?;
    let path = store.restore(&name)?;
    // The name restored may differ in case from the one typed.
    let restored = path
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(|s| GameName::parse(s).ok())
        .unwrap_or(name);
    let loaded = store
        .load::<GameFile>(&restored)
        .map_err(CliError::from)
        .and_then(|(file, _)| {
            let state = file.state()?;
            Ok((file, state))
        });
    if style.json {
        #[derive(Serialize)]
        struct Out {
            restored: String,
            path: String,
            status: Option<render::StatusJson>,
        }
        print_json(&Out {
            restored: restored.to_string(),
            path: path.display().to_string(),
            status: loaded
                .as_ref()
                .ok()
                .map(|(f, s)| render::status_json(&Standing::of(f, s))),
        });
        return Ok(Verdict::Done);
    }
    println!("Restored {restored}; it is the current game again.");
    match loaded {
        Ok((file, state)) => render::print_status(&Standing::of(&file, &state), style),
        Err(err) => println!("It can't be opened as it is: {err}"),
    }
    Ok(Verdict::Done)
}

fn list(store: &fortyfives::store::Store, style: Style) -> Result<Verdict, CliError> {
    let deleted = store.deleted()?;
    if style.json {
        #[derive(Serialize)]
        struct Entry {
            name: String,
            deleted_at: Option<String>,
            path: String,
        }
        #[derive(Serialize)]
        struct Out {
            deleted: Vec<Entry>,
        }
        print_json(&Out {
            deleted: deleted
                .iter()
                .map(|d| Entry {
                    name: d.name.to_string(),
                    deleted_at: d.deleted.map(|t| crate::cli::view::render::json_time(&t)),
                    path: d.path.display().to_string(),
                })
                .collect(),
        });
        return Ok(Verdict::Done);
    }
    if deleted.is_empty() {
        println!("No deleted games are kept.");
        return Ok(Verdict::Done);
    }
    let mut grid = render::grid(style);
    grid.set_header(vec!["Game", "Deleted"]);
    let mut seen = Vec::new();
    for d in &deleted {
        let when = d
            .deleted
            .map(|t| crate::cli::view::render::local_time(&t))
            .unwrap_or_default();
        // `restore NAME` brings back the first (most recent) of each name.
        let mark = if seen.contains(&d.name) {
            ""
        } else {
            seen.push(d.name.clone());
            " ←"
        };
        grid.add_row(vec![format!("{}{mark}", style.text(d.name.as_str())), when]);
    }
    println!("{grid}");
    println!(
        "← what `fortyfives restore NAME` brings back: the most recent deletion of each name."
    );
    Ok(Verdict::Done)
}
