//! The chart of a game: every side's score after each round, drawn in the
//! terminal with a marker per side (`text`) or as a standalone SVG picture
//! (`svg`), both from the same [`ChartData`] and the same scales.

pub mod svg;
pub mod text;

use std::path::Path;

use fortyfives::rules::game::GameState;
use fortyfives::rules::RuleSet;
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::view::output::{print_json, say, Style};
use crate::cli::view::render;

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

pub fn chart_title(data: &ChartData) -> String {
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

/// `chart --svg`: the picture of `data` written to `path`, `width` by
/// `height` pixels.
pub fn written(data: &ChartData, path: &Path, width: u32, height: u32, style: Style) {
    if style.json {
        print_json(data);
    } else {
        println!(
            "{}",
            style.text(&format!(
                "Drew {} in {} ({width}×{height}).",
                chart_title(data),
                path.display()
            ))
        );
    }
}

/// `chart`: `data` drawn in the terminal, `size` columns by rows, under
/// `rules`; `size` is `None` with `--json`, which prints the scores
/// instead of drawing them.
pub fn show(data: &ChartData, rules: &RuleSet, size: Option<(usize, usize)>, style: Style) {
    let Some((width, height)) = size.filter(|_| !style.json) else {
        print_json(data);
        return;
    };
    println!("{}", style.bold(&chart_title(data)));
    println!("{}", render::rules_line(rules, style));
    if data.rounds.len() < 2 {
        say(
            "No rounds yet: the chart starts after the first round. Record one with `fortyfives round`.",
            0,
        );
        return;
    }
    for line in text::text_chart(data, width, height, style.ascii) {
        println!("{line}");
    }
}

// ---------------------------------------------------------------- scales

/// The value range drawn: always 0 and the target, and every score.
pub(super) fn value_range(data: &ChartData) -> (i32, i32) {
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
pub(super) fn nice_step(span: f64, most: f64) -> i32 {
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
pub(super) fn ticks(lo: i32, hi: i32, step: i32) -> Vec<i32> {
    let first = lo.div_euclid(step) * step;
    let first = if first < lo { first + step } else { first };
    (0..)
        .map(|k| first + k * step)
        .take_while(|&v| v <= hi)
        .collect()
}

/// The smallest step of 1, 2, 5, 10, 20, 50... rounds that puts labels at
/// least `gap` apart when rounds are `per_round` apart.
pub(super) fn round_step(per_round: f64, gap: f64) -> usize {
    (0..19u32)
        .flat_map(|p| [1usize, 2, 5].map(|m| m * 10usize.pow(p)))
        .find(|&k| per_round * k as f64 >= gap)
        .unwrap_or(1)
}

/// "Blue (Ann, Bob)", or just "Ann" for a player on their own.
pub(super) fn side_label(side: &Series) -> String {
    if side.players.len() == 1 && side.players[0] == side.name {
        side.name.clone()
    } else {
        format!("{} ({})", side.name, side.players.join(", "))
    }
}
