//! `export`: a game's history as CSV, JSON or Markdown. One exporter per
//! format behind one trait, all fed the same [`Sheet`], so the formats can't
//! disagree about what a round was.

use std::collections::BTreeMap;

use fortyfives::rules::game::GameState;
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::args::{ExportArgs, ExportFormat};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::cells::{md_cell, spreadsheet_safe};
use crate::cli::view::export;
use crate::cli::view::output_file::save_output;
use crate::cli::view::render::{self, RoundRowJson};
use crate::cli::Verdict;

/// Everything an export holds: the game, its sides and one row per round,
/// each round in the shape `history --json` gives it.
#[derive(Debug, Serialize)]
pub struct Sheet {
    pub game: String,
    pub rules: String,
    /// "Blue (Ann, Bob) vs Red (Cid, Dan)".
    pub matchup: String,
    pub sides: Vec<SheetSide>,
    /// The scores the game started from (all 0 unless a paper sheet).
    pub start: BTreeMap<String, i32>,
    pub winner: Option<String>,
    pub rounds: Vec<RoundRowJson>,
}

#[derive(Debug, Serialize)]
pub struct SheetSide {
    pub name: String,
    pub players: Vec<String>,
}

pub fn sheet(file: &GameFile, state: &GameState) -> Sheet {
    let table = &file.table;
    Sheet {
        game: file.name.clone(),
        rules: file.rules.label(),
        matchup: render::matchup(table),
        sides: table
            .sides
            .iter()
            .map(|side| SheetSide {
                name: side.name.clone(),
                players: side.seats.iter().map(|&s| table.player_name(s)).collect(),
            })
            .collect(),
        start: render::by_side(table, &state.start),
        winner: state.winner().map(|w| table.side_name(w)),
        rounds: state
            .history
            .iter()
            .map(|row| render::round_row_json(file, row))
            .collect(),
    }
}

/// Turns a sheet into the bytes of one file format.
pub trait Exporter {
    fn serialize(&self, sheet: &Sheet) -> Result<Vec<u8>, CliError>;
}

fn exporter_for(format: ExportFormat) -> Box<dyn Exporter> {
    match format {
        ExportFormat::Csv => Box::new(CsvExporter),
        ExportFormat::Json => Box::new(JsonExporter),
        ExportFormat::Md => Box::new(MarkdownExporter),
    }
}

fn format_name(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Csv => "CSV",
        ExportFormat::Json => "JSON",
        ExportFormat::Md => "Markdown",
    }
}

/// The column titles shared by CSV and Markdown.
fn headers(sheet: &Sheet) -> Vec<String> {
    let mut headers: Vec<String> = [
        "round", "time", "dealer", "bidder", "bid", "bagged", "trump", "made",
    ]
    .map(String::from)
    .to_vec();
    for side in &sheet.sides {
        headers.push(format!("{} points", side.name));
        headers.push(format!("{} change", side.name));
        headers.push(format!("{} score", side.name));
    }
    headers.extend(["auction", "renege", "note"].map(String::from));
    headers
}

/// One round as cells, in the order of [`headers`].
fn cells(sheet: &Sheet, row: &RoundRowJson, time: String) -> Vec<String> {
    let made = match (row.made, row.thrown_in) {
        (Some(true), _) => "made",
        (Some(false), _) => "set",
        (None, true) => "thrown in",
        (None, false) => "",
    };
    let mut cells = vec![
        row.round.to_string(),
        time,
        row.dealer.clone(),
        row.bidder.clone().unwrap_or_default(),
        row.bid.map(|b| b.to_string()).unwrap_or_default(),
        if row.bagged { "yes" } else { "no" }.to_string(),
        row.trump.clone().unwrap_or_default(),
        made.to_string(),
    ];
    let number = |values: &BTreeMap<String, i32>, side: &str| {
        values.get(side).copied().unwrap_or(0).to_string()
    };
    for side in &sheet.sides {
        cells.push(number(&row.points, &side.name));
        cells.push(number(&row.delta, &side.name));
        cells.push(number(&row.scores, &side.name));
    }
    // Written as `--auction` takes it, so it can be typed again.
    cells.push(
        row.auction
            .as_deref()
            .map(render::auction_flag)
            .unwrap_or_default(),
    );
    cells.push(row.renege.clone().unwrap_or_default());
    cells.push(
        row.note
            .as_deref()
            .map(crate::cli::view::output::one_line)
            .unwrap_or_default(),
    );
    cells
}

/// A short local time reads better in a table than RFC 3339.
fn shown_time(row: &RoundRowJson) -> String {
    chrono::DateTime::parse_from_rfc3339(&row.at)
        .map(|t| render::local_time(&t))
        .unwrap_or_else(|_| row.at.clone())
}

struct CsvExporter;

impl Exporter for CsvExporter {
    fn serialize(&self, sheet: &Sheet) -> Result<Vec<u8>, CliError> {
        let mut writer = csv::Writer::from_writer(Vec::new());
        let fail = |e: csv::Error| CliError::input(format!("can't write the CSV: {e}"));
        let safe = |cells: Vec<String>| cells.into_iter().map(|c| spreadsheet_safe(&c));
        writer.write_record(safe(headers(sheet))).map_err(fail)?;
        for row in &sheet.rounds {
            writer
                .write_record(safe(cells(sheet, row, shown_time(row))))
                .map_err(fail)?;
        }
        writer
            .into_inner()
            .map_err(|e| CliError::input(format!("can't write the CSV: {}", e.error())))
    }
}

struct JsonExporter;

impl Exporter for JsonExporter {
    fn serialize(&self, sheet: &Sheet) -> Result<Vec<u8>, CliError> {
        let mut bytes = serde_json::to_vec_pretty(sheet)
            .map_err(|e| CliError::input(format!("can't write the JSON: {e}")))?;
        bytes.push(b'\n');
        Ok(bytes)
    }
}

struct MarkdownExporter;

impl Exporter for MarkdownExporter {
    fn serialize(&self, sheet: &Sheet) -> Result<Vec<u8>, CliError> {
        let mut out = String::new();
        out.push_str(&format!("# {}\n\n", md_cell(&sheet.game)));
        out.push_str(&format!("- Sides: {}\n", md_cell(&sheet.matchup)));
        out.push_str(&format!("- Rules: {}\n", md_cell(&sheet.rules)));
        out.push_str(&format!("- Rounds: {}\n", sheet.rounds.len()));
        match &sheet.winner {
            Some(winner) => out.push_str(&format!("- Winner: {}\n", md_cell(winner))),
            None => out.push_str("- Winner: none yet\n"),
        }
        out.push('\n');
        let headers = headers(sheet);
        out.push_str(&md_row(&headers));
        // Numbers right-aligned, words left.
        let numeric = |h: &str| {
            h == "round"
                || h == "bid"
                || h.ends_with(" points")
                || h.ends_with(" change")
                || h.ends_with(" score")
        };
        let rule: Vec<String> = headers
            .iter()
            .map(|h| if numeric(h) { "---:" } else { "---" }.to_string())
            .collect();
        out.push_str(&md_row(&rule));
        for row in &sheet.rounds {
            out.push_str(&md_row(&cells(sheet, row, shown_time(row))));
        }
        Ok(out.into_bytes())
    }
}

fn md_row(cells: &[String]) -> String {
    let cells: Vec<String> = cells.iter().map(|c| md_cell(c)).collect();
    format!("| {} |\n", cells.join(" | "))
}

pub fn run(args: &ExportArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let format = match (args.format, style.json, &args.output) {
        (Some(format), _, Some(_)) => format,
        (Some(ExportFormat::Json), _, None) | (None, true, _) => ExportFormat::Json,
        (Some(format), true, None) => {
            return Err(CliError::input(format!(
                "--json prints JSON but --format asks for {}; give one of them",
                format_name(format)
            )))
        }
        (Some(format), false, None) => format,
        (None, false, _) => {
            return Err(CliError::input(
                "which format? Give --format csv (a spreadsheet), --format md (a Markdown table) or --format json",
            ))
        }
    };
    let (file, state) = load_game(ctx)?;
    let sheet = sheet(&file, &state);
    let bytes = exporter_for(format).serialize(&sheet)?;
    match &args.output {
        Some(path) => {
            save_output(ctx, path, &bytes, "the export")?;
            export::written(
                &sheet.game,
                sheet.rounds.len(),
                format_name(format),
                path,
                style,
            );
        }
        None => match export::print(&bytes) {
            // A reader that stopped early (`| head`) is not a failure.
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                return Err(CliError::storage(format!("can't print the export: {e}")).caused_by(e))
            }
            _ => {}
        },
    }
    Ok(Verdict::Done)
}
