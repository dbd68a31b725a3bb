//! `chart`: every side's score after each round, drawn in the terminal with
//! a marker per side, or written as a standalone SVG picture.

use fortyfives::rules::game::GameState;
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::args::{ChartArgs, GlobalArgs};
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::output::{columns, print_json, Style};
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

/// The scores behind the chart: what `--json` prints.
#[derive(Debug, Serialize)]
pub struct ChartData {
    pub game: String,
    pub rules: String,
    /// The score that wins; `null` in a game of a fixed number of rounds.
    pub target: Option<i32>,
    /// Round numbers, 0 (the start) to the last round.
    pub rounds: Vec<usize>,
    pub sides: Vec<Series>,
    pub winner: Option<String>,
    /// The SVG file written, with `--svg`.
    pub svg: Option<String>,
}

/// One side's score at the start and after each round.
#[derive(Debug, Serialize)]
pub struct Series {
    pub name: String,
    pub players: Vec<String>,
    pub scores: Vec<i32>,
}

pub fn run(args: &ChartArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let (file, state) = load_game(global)?;
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
        save_output(global, path, svg.as_bytes(), "the chart")?;
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

fn chart_title(data: &ChartData) -> String {
    match data.rounds.len().saturating_sub(1) {
        0 => format!("{}: no rounds yet", data.game),
        1 => format!("{}: the score after round 1", data.game),
        played => format!("{}: the score after each of {played} rounds", data.game),
    }
}

pub fn chart_data(file: &GameFile, state: &GameState) -> ChartData {
    let table = &file.table;
    let sides = table
        .sides
        .enumerate()
        .map(|(i, side)| Series {
            name: side.name.clone(),
            players: side.seats.iter().map(|&s| table.player_name(s)).collect(),
            // 0, or the paper score sheet the game started from.
            scores: std::iter::once(state.start.get(i).copied().unwrap_or(0))
                .chain(
                    state
                        .history
                        .iter()
                        .map(|row| row.scores.get(i).copied().unwrap_or(0)),
                )
                .collect(),
        })
        .collect();
    ChartData {
        game: file.name.clone(),
        rules: file.rules.label(),
        target: file.rules.hands.is_none().then_some(file.rules.target),
        rounds: (0..=state.history.len()).collect(),
        sides,
        winner: state.winner().map(|w| table.side_name(w)),
        svg: None,
    }
}

// ---------------------------------------------------------------- scales

/// The value range drawn: always 0 and the target, and every score.
fn value_range(data: &ChartData) -> (i32, i32) {
    let scores = data.sides.iter().flat_map(|s| s.scores.iter().copied());
    let lo = scores.clone().chain([0]).min().unwrap_or(0);
    let hi = scores.chain([0]).chain(data.target).max().unwrap_or(0);
    if hi == lo {
        (lo, lo + 5)
    } else {
        (lo, hi)
    }
}

/// A round step between 1 and 5·10ⁿ, the smallest that keeps `span` within
/// `most` steps.
fn nice_step(span: f64, most: f64) -> i32 {
    let mut base = 1;
    loop {
        for m in [1, 2, 5] {
            let step = base * m;
            if span / f64::from(step) <= most.max(1.0) || step >= 1_000_000_000 / 5 {
                return step;
            }
        }
        base *= 10;
    }
}

/// Multiples of `step` between `lo` and `hi`.
fn ticks(lo: i32, hi: i32, step: i32) -> Vec<i32> {
    let first = lo.div_euclid(step) * step;
    let first = if first < lo { first + step } else { first };
    (0..)
        .map(|k| first + k * step)
        .take_while(|&v| v <= hi)
        .collect()
}

// ---------------------------------------------------------------- terminal

struct Glyphs {
    markers: [char; 8],
    axis: char,
    tick: char,
    origin: char,
    zero: char,
    target: char,
}

const UNICODE: Glyphs = Glyphs {
    markers: ['●', '■', '▲', '◆', '○', '□', '△', '◇'],
    axis: '│',
    tick: '┤',
    origin: '┼',
    zero: '─',
    target: '┄',
};

const ASCII: Glyphs = Glyphs {
    markers: ['*', 'o', '#', '@', '%', '&', '$', '+'],
    axis: '|',
    tick: '+',
    origin: '+',
    zero: '-',
    target: '.',
};

/// The chart as lines of text: the plot with its value axis, the round
/// numbers under it, then the legend. At most `width` columns wide (the
/// legend aside); `height` rows of plot.
pub fn text_chart(data: &ChartData, width: usize, height: usize, ascii: bool) -> Vec<String> {
    let glyphs = if ascii { &ASCII } else { &UNICODE };
    let (lo, hi) = value_range(data);
    let rows = height.max(2);
    let unit = f64::from(hi - lo) / (rows - 1) as f64;
    let row_of = |v: f64| -> usize {
        let r = ((f64::from(hi) - v) / unit).round();
        (r.max(0.0) as usize).min(rows - 1)
    };

    // Value labels: round ticks, then 0 and the target, which push aside
    // any tick on their row or next to it.
    let step = nice_step(f64::from(hi - lo), rows as f64 / 2.0);
    let mut labels: Vec<Option<String>> = vec![None; rows];
    for v in ticks(lo, hi, step) {
        labels[row_of(f64::from(v))] = Some(v.to_string());
    }
    let mut fixed = vec![0];
    fixed.extend(data.target);
    for v in &fixed {
        let r = row_of(f64::from(*v));
        for label in labels
            .iter_mut()
            .take((r + 1).min(rows - 1) + 1)
            .skip(r.saturating_sub(1))
        {
            *label = None;
        }
    }
    for v in &fixed {
        labels[row_of(f64::from(*v))] = Some(v.to_string());
    }
    let gutter = labels.iter().flatten().map(String::len).max().unwrap_or(1);
    // The last round's number starts at the plot's last column: its other
    // digits need room too, or the line under the plot overflows `width`.
    let rounds = data.rounds.len().saturating_sub(1).max(1);
    let overhang = rounds.to_string().len() - 1;
    let plot_width = width.saturating_sub(gutter + 2 + overhang).max(10);

    let mut grid = vec![vec![' '; plot_width]; rows];
    let zero_row = row_of(0.0);
    grid[zero_row].fill(glyphs.zero);
    let target_row = data.target.map(|t| row_of(f64::from(t)));
    if let Some(r) = target_row {
        grid[r].fill(glyphs.target);
    }

    let span = (plot_width - 1) as f64;
    let column_of =
        |round: usize| -> usize { ((round as f64) * span / rounds as f64).round() as usize };
    for (i, side) in data.sides.iter().enumerate() {
        let marker = glyphs.markers[i % glyphs.markers.len()];
        let mut previous: Option<usize> = None;
        for c in 0..plot_width {
            let x = c as f64 * rounds as f64 / span;
            let at = x.floor() as usize;
            let next = (at + 1).min(side.scores.len() - 1);
            let from = f64::from(side.scores[at.min(side.scores.len() - 1)]);
            let to = f64::from(side.scores[next]);
            let r = row_of(from + (to - from) * (x - at as f64));
            // Fill the rows between this column's point and the last one,
            // so a big swing reads as a line rather than two dots.
            let (top, bottom) = match previous {
                Some(p) if p < r => (p + 1, r),
                Some(p) if p > r => (r, p - 1),
                _ => (r, r),
            };
            for row in grid.iter_mut().take(bottom + 1).skip(top) {
                row[c] = marker;
            }
            previous = Some(r);
        }
    }

    let mut lines = Vec::with_capacity(rows + data.sides.len() + 3);
    for (r, row) in grid.iter().enumerate() {
        let axis = if r == zero_row {
            glyphs.origin
        } else if labels[r].is_some() {
            glyphs.tick
        } else {
            glyphs.axis
        };
        let label = labels[r].as_deref().unwrap_or("");
        let plot: String = row.iter().collect();
        lines.push(format!("{label:>gutter$} {axis}{}", plot.trim_end()));
    }
    lines.push(round_numbers(rounds, plot_width, gutter + 2, &column_of));
    lines.push(String::new());
    lines.extend(legend(data, glyphs));
    lines
}

/// The smallest step of 1, 2, 5, 10, 20, 50... rounds that puts labels at
/// least `gap` apart when rounds are `per_round` apart.
fn round_step(per_round: f64, gap: f64) -> usize {
    (0..19u32)
        .flat_map(|p| [1usize, 2, 5].map(|m| m * 10usize.pow(p)))
        .find(|&k| per_round * k as f64 >= gap)
        .unwrap_or(1)
}

/// The round numbers under the plot, spaced so they never touch.
fn round_numbers(
    rounds: usize,
    plot_width: usize,
    indent: usize,
    column_of: &dyn Fn(usize) -> usize,
) -> String {
    let digits = rounds.to_string().len();
    let per_round = (plot_width - 1) as f64 / rounds as f64;
    let every = round_step(per_round, (digits + 1) as f64);
    let mut line = vec![' '; plot_width + digits + 1];
    for round in (0..=rounds).step_by(every) {
        let start = column_of(round);
        for (i, ch) in round.to_string().chars().enumerate() {
            if let Some(cell) = line.get_mut(start + i) {
                *cell = ch;
            }
        }
    }
    let text: String = line.into_iter().collect();
    format!("{}{}", " ".repeat(indent), text.trim_end())
}

fn legend(data: &ChartData, glyphs: &Glyphs) -> Vec<String> {
    let names: Vec<String> = data.sides.iter().map(side_label).collect();
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .chain(data.target.map(|_| "target".len()))
        .max()
        .unwrap_or(0);
    let mut lines: Vec<String> = data
        .sides
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(i, (side, name))| {
            let marker = glyphs.markers[i % glyphs.markers.len()];
            let score = side.scores.last().copied().unwrap_or(0);
            let won = if data.winner.as_deref() == Some(side.name.as_str()) {
                ", won"
            } else {
                ""
            };
            format!(
                "{marker} {name:<width$}  {}{won}",
                render::score_words(score)
            )
        })
        .collect();
    if let Some(target) = data.target {
        lines.push(format!("{} {:<width$}  {target}", glyphs.target, "target"));
    }
    lines
}

/// "Blue (Ann, Bob)", or just "Ann" for a player on their own.
fn side_label(side: &Series) -> String {
    if side.players.len() == 1 && side.players[0] == side.name {
        side.name.clone()
    } else {
        format!("{} ({})", side.name, side.players.join(", "))
    }
}

// ---------------------------------------------------------------- SVG

/// Okabe–Ito colours, told apart by most colour-blind readers; the dash
/// patterns tell the lines apart in black and white too.
const COLOURS: [&str; 8] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999999",
];
const DASHES: [&str; 4] = ["", "8 4", "2 4", "10 4 2 4"];

/// The chart as a standalone SVG document.
pub fn svg_chart(data: &ChartData, width: u32, height: u32) -> String {
    let (lo, hi) = value_range(data);
    let (w, h) = (f64::from(width), f64::from(height));
    let labels: Vec<String> = data
        .sides
        .iter()
        .map(|s| {
            format!(
                "{} {}",
                side_label(s),
                s.scores.last().copied().unwrap_or(0)
            )
        })
        .collect();
    let longest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) as f64;
    let legend_width = (longest * 7.0 + 40.0).clamp(120.0, w / 3.0);
    let (left, right, top, bottom) = (56.0, w - legend_width - 16.0, 44.0, h - 44.0);
    let rounds = data.rounds.len().saturating_sub(1).max(1);
    let x_of = |round: f64| left + (right - left) * round / rounds as f64;
    let y_of = |v: f64| bottom - (bottom - top) * (v - f64::from(lo)) / f64::from(hi - lo);

    let mut out = String::new();
    let mut add = |line: String| {
        out.push_str(&line);
        out.push('\n');
    };
    let title = escape(&chart_title(data));
    add(r#"<?xml version="1.0" encoding="UTF-8"?>"#.to_string());
    add(format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">"#
    ));
    add(format!("<title>{title}</title>"));
    add(format!(
        r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##
    ));
    add(format!(
        r#"<text x="{left}" y="24" font-size="16" font-weight="bold">{title}</text>"#
    ));

    // Value grid and labels.
    add(r##"<g class="values" stroke="#e0e0e0" fill="#333333">"##.to_string());
    let step = nice_step(f64::from(hi - lo), ((bottom - top) / 40.0).max(2.0));
    for v in ticks(lo, hi, step) {
        let y = y_of(f64::from(v));
        add(format!(
            r#"<line x1="{left:.1}" y1="{y:.1}" x2="{right:.1}" y2="{y:.1}"/>"#
        ));
        add(format!(
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end" stroke="none">{v}</text>"#,
            left - 6.0,
            y + 4.0
        ));
    }
    add("</g>".to_string());

    // Round axis: a tick and number per round, thinned out when crowded.
    let per_round = (right - left) / rounds as f64;
    let every = round_step(per_round, 24.0);
    add(r##"<g class="rounds" stroke="#333333" fill="#333333">"##.to_string());
    add(format!(
        r#"<line x1="{left:.1}" y1="{bottom:.1}" x2="{right:.1}" y2="{bottom:.1}"/>"#
    ));
    add(format!(
        r#"<line x1="{left:.1}" y1="{top:.1}" x2="{left:.1}" y2="{bottom:.1}"/>"#
    ));
    for round in (0..=rounds).step_by(every) {
        let x = x_of(round as f64);
        add(format!(
            r#"<line x1="{x:.1}" y1="{bottom:.1}" x2="{x:.1}" y2="{:.1}"/>"#,
            bottom + 5.0
        ));
        add(format!(
            r#"<text x="{x:.1}" y="{:.1}" text-anchor="middle" stroke="none">{round}</text>"#,
            bottom + 18.0
        ));
    }
    add(format!(
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle" stroke="none">round</text>"#,
        (left + right) / 2.0,
        bottom + 36.0
    ));
    add("</g>".to_string());

    // Zero and the target.
    let y0 = y_of(0.0);
    add(format!(
        r##"<line class="zero" x1="{left:.1}" y1="{y0:.1}" x2="{right:.1}" y2="{y0:.1}" stroke="#333333" stroke-width="1.5"/>"##
    ));
    if let Some(target) = data.target {
        let y = y_of(f64::from(target));
        add(format!(
            r##"<line class="target" x1="{left:.1}" y1="{y:.1}" x2="{right:.1}" y2="{y:.1}" stroke="#C00000" stroke-dasharray="6 4"/>"##
        ));
        add(format!(
            r##"<text x="{:.1}" y="{:.1}" text-anchor="end" fill="#C00000">target {target}</text>"##,
            right,
            y - 5.0
        ));
    }

    // One line per side, a dot at each round.
    for (i, side) in data.sides.iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let dash = DASHES[i % DASHES.len()];
        let dash = if dash.is_empty() {
            String::new()
        } else {
            format!(r#" stroke-dasharray="{dash}""#)
        };
        let points: Vec<String> = side
            .scores
            .iter()
            .enumerate()
            .map(|(r, &v)| format!("{:.1},{:.1}", x_of(r as f64), y_of(f64::from(v))))
            .collect();
        add(format!(r#"<g class="side" fill="{colour}">"#));
        add(format!("<title>{}</title>", escape(&side_label(side))));
        add(format!(
            r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2.5"{dash}/>"#,
            points.join(" ")
        ));
        for point in &points {
            if let Some((x, y)) = point.split_once(',') {
                add(format!(r#"<circle cx="{x}" cy="{y}" r="3"/>"#));
            }
        }
        add("</g>".to_string());
    }

    // Legend, to the right of the plot.
    let lx = right + 16.0;
    add(r##"<g class="legend" fill="#333333">"##.to_string());
    for (i, label) in labels.iter().enumerate() {
        let y = top + 8.0 + 22.0 * i as f64;
        let colour = COLOURS[i % COLOURS.len()];
        let dash = DASHES[i % DASHES.len()];
        let dash = if dash.is_empty() {
            String::new()
        } else {
            format!(r#" stroke-dasharray="{dash}""#)
        };
        add(format!(
            r#"<line x1="{lx:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{colour}" stroke-width="2.5"{dash}/>"#,
            lx + 24.0
        ));
        add(format!(
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            lx + 30.0,
            y + 4.0,
            escape(label)
        ));
    }
    add("</g>".to_string());
    add("</svg>".to_string());
    out
}

/// Text as it must be written inside an XML element or attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(ch),
        }
    }
    out
}
