//! `party export --format csv|md`: the evening's tally, one row per pair
//! (or player, with partners split) and each game's outcome, table,
//! opponents and score, as the paper tally cards have it: a disputed tally
//! can be checked game by game.

use std::path::Path;

use fortyfives::rules::party::Partners;

use crate::cli::args::TallyFormat;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::cells::{md_cell, spreadsheet_safe};
use crate::cli::view::output_file::save_output;
use crate::cli::Verdict;

pub fn run(format: TallyFormat, output: Option<&Path>, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    if style.json {
        return Err(CliError::input(
            "--json prints JSON but --format asks for a table; `fortyfives party standings --json` prints the tally as JSON",
        ));
    }
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let party = &file.party;
    let standings = party.standings();
    let who = if party.partners == Partners::Split {
        "player"
    } else {
        "pair"
    };
    let csv = matches!(format, TallyFormat::Csv);
    let mut header = vec!["place".to_string(), who.to_string(), "players".to_string()];
    for g in 1..=party.games {
        header.push(format!("game {g}"));
        // A spreadsheet gets a column each; a Markdown page one cell a game.
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
    let text = match format {
        TallyFormat::Csv => {
            let mut out = csv::Writer::from_writer(Vec::new());
            let write = |out: &mut csv::Writer<Vec<u8>>, cells: &[String]| {
                let safe: Vec<String> = cells.iter().map(|c| spreadsheet_safe(c)).collect();
                out.write_record(&safe)
            };
            write(&mut out, &header).map_err(|e| CliError::input(format!("CSV: {e}")))?;
            for row in &rows {
                write(&mut out, row).map_err(|e| CliError::input(format!("CSV: {e}")))?;
            }
            let bytes = out
                .into_inner()
                .map_err(|e| CliError::input(format!("CSV: {e}")))?;
            String::from_utf8_lossy(&bytes).into_owned()
        }
        TallyFormat::Md => {
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
                "# {}\n\n{} of {} games played; {}. Each game: won (W) or lost (L), the score (the {who}'s own first), the table and the opponents.\n\n",
                md_cell(name.as_str()),
                standings.played,
                party.games,
                party.summary()
            );
            text.push_str(&line(&header));
            text.push_str(&format!("|{}\n", " --- |".repeat(header.len())));
            for row in &rows {
                text.push_str(&line(row));
            }
            text
        }
    };
    match output {
        Some(path) => {
            save_output(ctx, path, text.as_bytes(), "the tally")?;
            println!(
                "Wrote the tally of {name} ({} {who}s) to {}.",
                rows.len(),
                path.display()
            );
        }
        None => print!("{text}"),
    }
    Ok(Verdict::Done)
}
