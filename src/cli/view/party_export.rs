//! What `party export` writes: the evening's tally as a Markdown page, one
//! row per pair (or player, with partners split) and each game's outcome,
//! table, opponents and score, as the paper tally cards have it (the CSV
//! is the rules' shape, `shapes::tally_csv`, which the hall serves too; the
//! results sheet is the hall's page, `web::results_page`).

use std::path::Path;

use fortyfives::rules::party::shapes::{tally_cells, tally_row_is, TallyCells};
use fortyfives::rules::party::{Party, Standings};
use fortyfives::store::GameName;

use crate::cli::view::cells::md_cell;

/// The tally of the party `name` as a Markdown page: a title, a line on
/// how to read it, and the table.
pub fn tally_md(name: &GameName, party: &Party, standings: &Standings) -> String {
    let TallyCells { header, rows } = tally_cells(party, standings, false);
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
        tally_row_is(party)
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

/// JSON as `--json` prints it (pretty, one object), as text to write.
pub fn json_text(value: &impl serde::Serialize) -> String {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}

/// `what` of the party `name` (the tally, the results sheet) written to
/// `path`.
pub fn wrote_tally(name: &GameName, party: &Party, standings: &Standings, path: &Path, what: &str) {
    println!(
        "Wrote {what} of {name} ({} {}s) to {}.",
        standings.lines.len(),
        tally_row_is(party),
        path.display()
    );
}
