//! `chart`: every side's score after each round, drawn in the terminal with
//! a marker per side, or written as a standalone SVG picture.

use crate::cli::args::ChartArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::chart::{chart_data, chart_title, svg::svg_chart, text::text_chart};
use crate::cli::view::output::{columns, print_json};
use crate::cli::view::output_file::save_output;
use crate::cli::{view::render, Verdict};

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
        let svg = svg_chart(&data, width, height);
        save_output(ctx, path, svg.as_bytes(), "the chart")?;
        data.svg = Some(path.display().to_string());
        if style.json {
            print_json(&data);
        } else {
            println!(
                "Drew {} in {} ({width}×{height}).",
                chart_title(&data),
                path.display()
            );
        }
        return Ok(Verdict::Done);
    }
    if style.json {
        print_json(&data);
        return Ok(Verdict::Done);
    }
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
    println!("{}", style.bold(&chart_title(&data)));
    println!("{}", render::rules_line(&file.rules, style));
    if data.rounds.len() < 2 {
        crate::cli::view::output::say("No rounds yet: the chart starts after the first round. Record one with `fortyfives round`.", 0);
        return Ok(Verdict::Done);
    }
    for line in text_chart(&data, width as usize, height as usize, style.ascii) {
        println!("{line}");
    }
    Ok(Verdict::Done)
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
