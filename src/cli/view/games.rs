//! What `use`, `delete` and `restore` say: the game now current, the game
//! moved out of the way and where it is kept, the game brought back, and
//! the deleted games kept.

use std::path::Path;

use fortyfives::store::{DeletedGame, GameName};
use serde::Serialize;

use crate::cli::view::output::{print_json, Style};
use crate::cli::view::render;
use crate::cli::view::standing::Standing;

/// `use`: `name` is now the current game, standing at `standing`.
pub fn now_playing(name: &GameName, standing: &Standing, style: Style) {
    if style.json {
        print_json(&render::status_json(standing));
    } else {
        println!("Now playing {name}.");
        render::print_status(standing, style);
    }
}

/// `delete`: `name` moved out of the way, its file kept at `kept_at`.
pub fn deleted(name: &GameName, kept_at: &Path, style: Style) {
    if style.json {
        #[derive(Serialize)]
        struct Out {
            deleted: String,
            kept_at: String,
        }
        print_json(&Out {
            deleted: name.to_string(),
            kept_at: kept_at.display().to_string(),
        });
    } else {
        println!(
            "Deleted {name}. The file is kept at {}; `fortyfives restore {name}` brings it back.",
            kept_at.display()
        );
    }
}

/// `restore`: `name` brought back to `path`, and where it stands, or why
/// it can't be opened as it is (`standing`'s error).
pub fn restored<E: std::fmt::Display>(
    name: &GameName,
    path: &Path,
    standing: Result<&Standing, E>,
    style: Style,
) {
    if style.json {
        #[derive(Serialize)]
        struct Out {
            restored: String,
            path: String,
            status: Option<render::StatusJson>,
        }
        print_json(&Out {
            restored: name.to_string(),
            path: path.display().to_string(),
            status: standing.ok().map(render::status_json),
        });
        return;
    }
    println!("Restored {name}; it is the current game again.");
    match standing {
        Ok(standing) => render::print_status(standing, style),
        Err(err) => println!("It can't be opened as it is: {err}"),
    }
}

/// `restore --list`: the deleted games kept, most recent first, the one
/// `restore NAME` brings back marked.
pub fn kept(deleted: &[DeletedGame], style: Style) {
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
                    deleted_at: d.deleted.map(|t| render::json_time(&t)),
                    path: d.path.display().to_string(),
                })
                .collect(),
        });
        return;
    }
    if deleted.is_empty() {
        println!("No deleted games are kept.");
        return;
    }
    let mut grid = render::grid(style);
    grid.set_header(vec!["Game", "Deleted"]);
    let mut seen = Vec::new();
    for d in deleted {
        let when = d
            .deleted
            .map(|t| render::local_time(&t))
            .unwrap_or_default();
        // `restore NAME` brings back the first (most recent) of each name.
        let mark = if seen.contains(&d.name) {
            String::new()
        } else {
            seen.push(d.name.clone());
            style.text(" ←")
        };
        grid.add_row(vec![format!("{}{mark}", style.text(d.name.as_str())), when]);
    }
    println!("{grid}");
    crate::cli::view::output::say(
        &style.text(
            "← what `fortyfives restore NAME` brings back: the most recent deletion of each name.",
        ),
        2,
    );
}
