//! The chart as a standalone SVG picture.

use super::*;

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
