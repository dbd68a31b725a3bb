//! The flags of the reports over saved games: `chart`, `stats`, `export`.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::values::size;

/// The commands that look back over saved games without changing them.
#[derive(Debug, Subcommand)]
pub enum ReportCommand {
    /// Every side's score after each round, drawn in the terminal or as an SVG picture
    #[command(
        after_help = "Examples:\n  fortyfives chart\n  fortyfives chart --game friday --width 60 --height 10\n  fortyfives chart --svg friday.svg\n\nWith --svg the picture is written to FILE (replacing it whole) and nothing\nis drawn in the terminal; --width and --height are then pixels."
    )]
    Chart(ChartArgs),

    /// Who bids, makes and wins: per player and per team, across every saved game
    #[command(
        after_help = "Examples:\n  fortyfives stats\n  fortyfives stats --player ann\n\nA saved game that can't be read is skipped with a warning."
    )]
    Stats(StatsArgs),

    /// A game's history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat
    #[command(
        after_help = "Examples:\n  fortyfives export --format csv --output friday.csv\n  fortyfives export --format md --game friday\n\nWithout --output the export is printed. Columns: round, time, dealer, bidder,\nbid, bagged, trump, made, then points, change and score for each side, and\nthe note."
    )]
    Export(ExportArgs),
}

#[derive(Debug, Args)]
pub struct ChartArgs {
    /// Write the chart as an SVG picture to FILE instead of drawing it in the terminal
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,

    /// Width: columns in the terminal [default: $COLUMNS, else 80]; pixels with --svg [default: 800]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = size)]
    pub width: Option<u32>,

    /// Height: rows of the plot in the terminal [default: 15]; pixels with --svg [default: 450]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = size)]
    pub height: Option<u32>,
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only this player (any case) and the teams they played on
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The file format (--json alone means --format json)
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<ExportFormat>,

    /// Write to FILE (replacing it whole) instead of printing
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The formats `export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    /// Comma-separated values, one row per round, for a spreadsheet
    Csv,
    /// One JSON document with the same columns
    Json,
    /// A Markdown table with a few header lines
    #[value(alias = "markdown")]
    Md,
}
