//! What `party export` writes: the evening's tally as a spreadsheet (CSV)
//! or a Markdown page, one row per pair (or player, with partners split)
//! and each game's outcome, table, opponents and score, as the paper tally
//! cards have it.

use std::path::Path;

use fortyfives::rules::party::{Partners, Party, Standings};
use fortyfives::store::GameName;

use crate::cli::view::cells::{md_cell, spreadsheet_safe};

/// "pair", or "player" with partners split: what a row of the tally is.
fn who(party: &Party) -> &'static str {
    if party.partners == Partners::Split {
        "player"
    } else {
        "pair"
    }
}

/// The tally's header and rows, cell by cell: a spreadsheet (`csv`) gets
/// a column for each fact of a game, a Markdown page one cell a game.
fn cells(party: &Party, standings: &Standings, csv: bool) -> (Vec<String>, Vec<Vec<String>>) {
    let mut header = vec![
        "place".to_string(),
        who(party).to_string(),
        "players".to_string(),
    ];
    for g in 1..=party.games {
        header.push(format!("game {g}"));
        if csv {
            header.extend(["table", "opponents", "score"].map(|c| format!("game {g} {c}")));
        }
    }
    header.extend(["won", "lost", "points"].map(String::from));
    let mut rows = Vec::new();
    for l in &standings.lines {
        let mut row = vec![l.place.to_string(), l.name.clone(), l.players.join(" & ")];
        for game in &l.games {
            let outcome = game
                .as_ref()
                .map(|g| if g.won { "W" } else { "L" }.to_string())
                .unwrap_or_default();
            let table = game
                .as_ref()
                .map(|g| g.table.to_string())
                .unwrap_or_default();
            let opponents = game
                .as_ref()
                .map(|g| g.opponents.join(" and "))
                .unwrap_or_default();
            // The row's own score first.
            let score = game
                .as_ref()
                .and_then(|g| g.score.as_ref())
                .map(|s| s.iter().map(i32::to_string).collect::<Vec<_>>().join("-"))
                .unwrap_or_default();
            if csv {
                row.extend([outcome, table, opponents, score]);
            } else if game.is_some() {
                let score = if score.is_empty() {
                    String::new()
                } else {
                    format!(" {score}")
                };
                row.push(format!("{outcome}{score}, table {table}, v {opponents}"));
            } else {
                row.push(String::new());
            }
        }
        row.extend([l.won.to_string(), l.lost.to_string(), l.points.to_string()]);
        rows.push(row);
    }
    (header, rows)
}

/// The tally as CSV, every cell kept from being read as a formula.
pub fn tally_csv(party: &Party, standings: &Standings) -> Result<String, csv::Error> {
    let (header, rows) = cells(party, standings, true);
    let mut out = csv::Writer::from_writer(Vec::new());
    let write = |out: &mut csv::Writer<Vec<u8>>, cells: &[String]| {
        let safe: Vec<String> = cells.iter().map(|c| spreadsheet_safe(c)).collect();
        out.write_record(&safe)
    };
    write(&mut out, &header)?;
    for row in &rows {
        write(&mut out, row)?;
    }
    let bytes = out.into_inner().map_err(|e| e.into_error())?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The tally of the party `name` as a Markdown page: a title, a line on
/// how to read it, and the table.
pub fn tally_md(name: &GameName, party: &Party, standings: &Standings) -> String {
    let (header, rows) = cells(party, standings, false);
    let line = |cells: &[String]| {
        format!(
            "| {} |\n",
            cells
                .iter()
                .map(|c| md_cell(c))
                .collect::<Vec<_>>()
                .join(" | ")
        )
    };
    let mut text = format!(
        "# {}\n\n{} of {} games played; {}. Each game: won (W) or lost (L), the score (the {}'s own first), the table and the opponents.\n\n",
        md_cell(name.as_str()),
        standings.played,
        party.games,
        party.summary(),
        who(party)
    );
    text.push_str(&line(&header));
    text.push_str(&format!("|{}\n", " --- |".repeat(header.len())));
    for row in &rows {
        text.push_str(&line(row));
    }
    text
}

/// The tally printed, as written.
pub fn tally(text: &str) {
    print!("{text}");
}

/// The tally of the party `name` written to `path`.
pub fn wrote_tally(name: &GameName, party: &Party, standings: &Standings, path: &Path) {
    println!(
        "Wrote the tally of {name} ({} {}s) to {}.",
        standings.lines.len(),
        who(party),
        path.display()
    );
}
