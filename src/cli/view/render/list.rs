//! The saved games (`list`), as a table and as JSON.

use chrono::{DateTime, Utc};
use comfy_table::{Cell, CellAlignment};
use fortyfives::rules::game::GameState;
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::view::output::{print_json, Style};

use super::*;

/// One line of `list`: a game that opened, or why it didn't.
pub struct ListRow {
    pub current: bool,
    pub name: String,
    pub modified: Option<DateTime<Utc>>,
    pub game: Result<(GameFile, GameState), Unopened>,
}

/// Why a saved game didn't open.
pub enum Unopened {
    /// Not a game file: not TOML, or no usable `schema` (the detail).
    Damaged(String),
    /// Saved by a newer fortyfives, with this `schema`.
    Newer(i64),
    /// The file couldn't be read at all (the reason).
    Unreadable(String),
    /// A sound file that failed to open or to replay (the error).
    Failed(String),
}

impl Unopened {
    fn words(&self) -> String {
        match self {
            Unopened::Damaged(detail) => format!("damaged: {detail}"),
            Unopened::Newer(n) => format!("saved by a newer fortyfives (schema {n})"),
            Unopened::Unreadable(why) => format!("unreadable: {why}"),
            Unopened::Failed(why) => why.clone(),
        }
    }
}

/// `list`: the saved games as a table, or with `--json` the document.
pub fn show_list(rows: &[ListRow], style: Style) {
    if style.json {
        print_json(&list_json(rows));
    } else {
        print_list(rows, style);
    }
}

#[derive(Serialize)]
pub(super) struct ListJson {
    name: String,
    current: bool,
    modified: Option<String>,
    ok: bool,
    problem: Option<String>,
    rules: Option<String>,
    sides: Vec<String>,
    rounds: Option<usize>,
    winner: Option<String>,
}

fn list_json(rows: &[ListRow]) -> impl Serialize {
    rows.iter()
        .map(|row| {
            let (ok, problem, rules, sides, rounds, winner) = match &row.game {
                Ok((file, state)) => (
                    true,
                    None,
                    Some(file.rules.label()),
                    file.table.sides.iter().map(|s| s.name.clone()).collect(),
                    Some(file.rounds.len()),
                    state.winner().map(|w| file.table.side_name(w)),
                ),
                Err(why) => (false, Some(why.words()), None, Vec::new(), None, None),
            };
            ListJson {
                name: row.name.clone(),
                current: row.current,
                modified: row.modified.map(|m| json_time(&m)),
                ok,
                problem,
                rules,
                sides,
                rounds,
                winner,
            }
        })
        .collect::<Vec<_>>()
}

fn print_list(rows: &[ListRow], style: Style) {
    if rows.is_empty() {
        println!("No saved games yet. Start one with `fortyfives new NAME --teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\"`.");
        return;
    }
    let mut grid = grid(style);
    grid.set_header(vec![
        "",
        "Game",
        "Players",
        "Rules",
        "Rounds",
        "State",
        "Last played",
    ]);
    for row in rows {
        let mark = if row.current { "*" } else { "" };
        let modified = row.modified.map(|m| local_time(&m)).unwrap_or_default();
        match &row.game {
            Ok((file, state)) => {
                let status = match state.winner() {
                    Some(w) => format!("{} won", file.table.side_name(w)),
                    None => "in play".to_string(),
                };
                grid.add_row(vec![
                    Cell::new(mark),
                    Cell::new(&row.name),
                    Cell::new(matchup(&file.table)),
                    Cell::new(style.text(&file.rules.label())),
                    Cell::new(file.rounds.len()).set_alignment(CellAlignment::Right),
                    Cell::new(status),
                    Cell::new(modified),
                ]);
            }
            Err(why) => {
                grid.add_row(vec![
                    Cell::new(mark),
                    Cell::new(&row.name),
                    Cell::new(why.words()),
                    Cell::new(""),
                    Cell::new(""),
                    Cell::new("can't open"),
                    Cell::new(modified),
                ]);
            }
        }
    }
    println!("{grid}");
    if rows.iter().any(|r| r.current) {
        println!("* the current game");
    }
}
