//! `party history`: every result entered, confirmed, disputed, corrected,
//! taken back or set aside, oldest first, with who and when.

use fortyfives::rules::party::{Action, LogEntry};
use serde::Serialize;

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::view::render;
use crate::cli::Verdict;

#[derive(Serialize)]
struct HistoryJson<'a> {
    entries: &'a [LogEntry],
}

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let entries = file.party.history();
    if style.json {
        print_json(&HistoryJson { entries: &entries });
        return Ok(Verdict::Done);
    }
    if entries.is_empty() {
        println!("{name}: no result entered yet.");
        return Ok(Verdict::Done);
    }
    println!("{}", style.bold(&format!("{name}: every result entered")));
    let mut grid = render::grid(style);
    grid.set_header(vec![
        "When", "Game", "Table", "What", "Winner", "Score", "By",
    ]);
    for column in [1, 2] {
        if let Some(c) = grid.column_mut(column) {
            c.set_cell_alignment(comfy_table::CellAlignment::Right);
        }
    }
    for e in &entries {
        let what = match (&e.was_winner, &e.was_score) {
            (Some(w), s) if e.action == Action::Undone => format!(
                "undone (back to {w}{})",
                s.as_ref().map(|s| format!(" {s}")).unwrap_or_default()
            ),
            (Some(w), s) => format!(
                "{} (was {w}{})",
                e.action.as_str(),
                s.as_ref().map(|s| format!(" {s}")).unwrap_or_default()
            ),
            _ => e.action.as_str().to_string(),
        };
        grid.add_row(vec![
            e.at.map(|t| t.format("%H:%M:%S").to_string())
                .unwrap_or_else(|| "-".to_string()),
            e.game.to_string(),
            e.table.to_string(),
            what,
            e.winner.clone(),
            e.score.clone().unwrap_or_default(),
            e.by_words(),
        ]);
    }
    println!("{grid}");
    Ok(Verdict::Done)
}
