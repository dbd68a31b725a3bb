//! `party export --format csv|md`: the evening's tally, one row per pair
//! (or player, with partners split) and a column per game, as the paper
//! tally cards have it.

use std::path::Path;

use fortyfives::rules::party::Partners;

use crate::cli::args::{GlobalArgs, TallyFormat};
use crate::cli::error::CliError;
use crate::cli::export::{md_cell, save_output, spreadsheet_safe};
use crate::cli::output::Style;
use crate::cli::Verdict;

pub fn run(
    format: TallyFormat,
    output: Option<&Path>,
    global: &GlobalArgs,
    style: Style,
) -> Result<Verdict, CliError> {
    if style.json {
        return Err(CliError::input(
            "--json prints JSON but --format asks for a table; `fortyfives party standings --json` prints the tally as JSON",
        ));
    }
    let store = super::parties(global)?;
    let (name, file) = super::load(&store)?;
    let party = &file.party;
    let standings = party.standings();
    let who = if party.partners == Partners::Split {
        "player"
    } else {
        "pair"
    };
    let mut header = vec!["place".to_string(), who.to_string(), "players".to_string()];
    header.extend((1..=party.games).map(|g| format!("game {g}")));
    header.extend(["won", "lost", "points"].map(String::from));
    let mut rows = Vec::new();
    for l in &standings.lines {
        let mut row = vec![l.place.to_string(), l.name.clone(), l.players.join(" & ")];
        row.extend(l.games.iter().map(|g| match g {
            Some(true) => "W".to_string(),
            Some(false) => "L".to_string(),
            None => String::new(),
        }));
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
                "# {}\n\n{} of {} games played; {}.\n\n",
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
            save_output(global, path, text.as_bytes(), "the tally")?;
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
