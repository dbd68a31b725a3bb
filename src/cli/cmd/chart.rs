//! `chart`: every side's score after each round, drawn in the terminal with
//! a marker per side, or written as a standalone SVG picture.

use std::path::Path;

use crate::cli::args::ChartArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::chart::{self, chart_data, svg::svg_chart, ChartData};
use crate::cli::view::output::columns;
use crate::cli::view::output_file::save_output;
use crate::cli::Verdict;

/// Terminal chart size, in columns and plot rows.
const TEXT_WIDTH: (u32, u32) = (30, 1000);
const TEXT_HEIGHT: (u32, u32) = (5, 200);
const DEFAULT_TEXT_WIDTH: u32 = 80;
const DEFAULT_TEXT_HEIGHT: u32 = 15;
/// SVG size, in pixels.
const SVG_WIDTH: (u32, u32) = (300, 10_000);
const SVG_HEIGHT: (u32, u32) = (200, 10_000);
const DEFAULT_SVG_SIZE: (u32, u32) = (800, 450);

pub fn run(args: &ChartArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let (file, state) = load_game(ctx)?;
    let mut data = chart_data(&file, &state);
    if let Some(path) = &args.svg {
        let (width, height) = write_svg(args, path, &mut data, ctx)?;
        chart::written(&data, path, width, height, style);
        return Ok(Verdict::Done);
    }
    // --json prints the scores, not a drawing: no size is read for it.
    let size = if style.json {
        None
    } else {
        Some(text_size(args)?)
    };
    chart::show(&data, &file.rules, size, style);
    Ok(Verdict::Done)
}

/// Writes `data` as an SVG picture to `path` (and says so in `data`): its
/// width and height in pixels.
pub fn write_svg(
    args: &ChartArgs,
    path: &Path,
    data: &mut ChartData,
    ctx: &Context,
) -> Result<(u32, u32), CliError> {
    let width = size(
        "--width",
        args.width,
        DEFAULT_SVG_SIZE.0,
        SVG_WIDTH,
        "pixels",
    )?;
    let height = size(
        "--height",
        args.height,
        DEFAULT_SVG_SIZE.1,
        SVG_HEIGHT,
        "pixels",
    )?;
    let svg = svg_chart(data, width, height);
    save_output(ctx, path, svg.as_bytes(), "the chart")?;
    data.svg = Some(path.display().to_string());
    Ok((width, height))
}

/// The terminal chart's columns and rows: the flags', or the window's
/// width and a default height.
fn text_size(args: &ChartArgs) -> Result<(usize, usize), CliError> {
    // The terminal's width, kept within what can be drawn: a narrow pane
    // gets the narrowest chart rather than an error about a flag not given.
    let default_width = columns()
        .map_or(DEFAULT_TEXT_WIDTH, u32::from)
        .clamp(TEXT_WIDTH.0, TEXT_WIDTH.1);
    let width = size("--width", args.width, default_width, TEXT_WIDTH, "columns")?;
    let height = size(
        "--height",
        args.height,
        DEFAULT_TEXT_HEIGHT,
        TEXT_HEIGHT,
        "rows",
    )?;
    Ok((width as usize, height as usize))
}

/// A size flag's value, or its default, checked against what can be drawn.
fn size(
    flag: &str,
    given: Option<u32>,
    default: u32,
    (lo, hi): (u32, u32),
    unit: &str,
) -> Result<u32, CliError> {
    let value = given.unwrap_or(default);
    if (lo..=hi).contains(&value) {
        Ok(value)
    } else {
        Err(CliError::input(format!(
            "{flag} {value}: the chart needs {lo} to {hi} {unit}; give a size in that range"
        )))
    }
}
