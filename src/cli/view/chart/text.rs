//! The chart in the terminal: a marker a side, the target as a line.

use super::*;
use crate::cli::view::render;

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
