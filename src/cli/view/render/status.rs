//! Where a game stands (`status`, and the footer under every score-sheet
//! command), as text and as JSON.

use comfy_table::{Cell, CellAlignment};
use serde::Serialize;

use fortyfives::rules::odds::chance::Chances;
use fortyfives::rules::SideId;

use crate::cli::view::output::{print_json, Style};
use crate::cli::view::series::Series;
use crate::cli::view::standing::Standing;

use super::words::{players_of, seating_line};
use super::*;

/// `status`: where the game stands, and the series it belongs to if any.
pub fn show_status(
    standing: &Standing,
    series: Option<&Series>,
    odds: Option<&Chances>,
    style: Style,
) {
    if style.json {
        let mut doc = status_json(standing);
        doc.series = series.map(|s| s.json(&standing.table));
        doc.odds = odds.map(|c| OddsJson {
            win: crate::cli::view::odds::rounded(&c.win),
            margin: c.margin.iter().map(|m| (m * 1e6).round() / 1e6).collect(),
        });
        print_json(&doc);
    } else {
        print_status(standing, style);
        if let Some(series) = series {
            println!("{}", series.line(&standing.table));
        }
        if let Some(c) = odds {
            let each: Vec<String> = (0..c.win.len())
                .map(|s| {
                    let name = standing.table.side_name(SideId(s));
                    match c.games {
                        Some(_) => format!(
                            "{name} {} ± {:.1}",
                            crate::cli::view::odds::chance(c.win[s]),
                            c.margin[s] * 100.0
                        ),
                        None => format!("{name} {}", crate::cli::view::odds::chance(c.win[s])),
                    }
                })
                .collect();
            crate::cli::view::output::say(
                &style.text(&format!(
                    "Chance of winning from here, by the game model (`fortyfives odds`): {}.",
                    fortyfives::rules::prose::and_list(&each)
                )),
                0,
            );
        }
    }
}

/// Who deals next, or the winner; printed after every change.
pub fn print_footer(state: &Standing, style: Style) {
    if let Some(winner) = state.winner {
        let score = state.sides[winner].score;
        let verb = if state.table.is_cut_throat() {
            "wins"
        } else {
            "win"
        };
        println!(
            "{}",
            style.good(&format!(
                "{} {verb} the game with {score}!",
                state.table.side_name(winner)
            ))
        );
        return;
    }
    if state.finished {
        println!("The game is over: no side is left to win it.");
        return;
    }
    let table = &state.table;
    let dealer = state.dealer;
    let mut line = format!("Next to deal: {}", table.player_name(dealer));
    if state.rules.has_bidding() {
        if let Some(first) = state.first_bidder {
            line.push_str(&format!(" ({} bids first)", table.player_name(first)));
        }
    }
    if let Some(ot) = &state.overtime {
        let names: Vec<String> = ot.playing.iter().map(|&s| table.side_name(s)).collect();
        line.push_str(&format!(". Tie-break round: {} play", names.join(", ")));
    }
    println!("{line}.");
}

pub fn print_status(state: &Standing, style: Style) {
    let table = &state.table;
    let played = state.played;
    println!(
        "{}",
        style.bold(&format!(
            "{}: {played} round{} played",
            state.name,
            if played == 1 { "" } else { "s" }
        ))
    );
    println!("{}", rules_line(&state.rules, style));
    let mut grid = grid(style);
    let to_go = if state.rules.hands.is_some() {
        "Rounds left"
    } else {
        "To go"
    };
    // In cut-throat each side is one player, named once.
    let cut_throat = table.is_cut_throat();
    if cut_throat {
        grid.set_header(vec!["Player", "Score", to_go]);
    } else {
        grid.set_header(vec!["Side", "Players", "Score", to_go]);
    }
    let mut frozen = Vec::new();
    for (i, side) in table.sides.enumerate() {
        let s = &state.sides[i];
        let left = match (&s.out, state.rules.hands) {
            (Some(why), _) => format!("out: {why}"),
            (None, Some(n)) => n.saturating_sub(state.played).to_string(),
            (None, None) => (state.rules.target - s.score).max(0).to_string(),
        };
        let mut name = side.name.clone();
        if state.winner == Some(i) {
            name.push_str(" ★");
        }
        if state.winner.is_none() && s.out.is_none() {
            if let Some(words) = fortyfives::rules::round::frozen_words(&state.rules, s.score) {
                name.push_str(" (frozen)");
                frozen.push(format!("{} {} {words}.", side.name, table.is_are(i)));
            }
        }
        let mut cells = vec![Cell::new(style.text(&name))];
        if !cut_throat {
            cells.push(Cell::new(players_of(table, &side.seats)));
        }
        cells.push(Cell::new(score_words(s.score)).set_alignment(CellAlignment::Right));
        cells.push(Cell::new(left).set_alignment(CellAlignment::Right));
        grid.add_row(cells);
    }
    println!("{grid}");
    crate::cli::view::output::say(&seating_line(table), 0);
    for line in frozen {
        println!("{line}");
    }
    // A winner without the highest score (a tie-break, a bidder going out)
    // is explained as `round` and `history` explain it.
    if let (Some(w), Some(why)) = (state.winner, &state.won_why) {
        let score = state.sides[w].score;
        let outscored = state
            .sides
            .enumerate()
            .any(|(i, s)| i != w && s.score >= score);
        if outscored {
            crate::cli::view::output::say(&style.text(why), 0);
        }
    }
    print_footer(state, style);
}

#[derive(Serialize)]
pub struct SideJson {
    pub name: String,
    pub players: Vec<String>,
    pub score: i32,
    pub in_the_hole: bool,
    pub to_go: i32,
    pub sets: u32,
    pub out: Option<String>,
}

#[derive(Serialize)]
pub struct StatusJson {
    pub game: String,
    pub rules: String,
    pub rounds: usize,
    pub finished: bool,
    pub winner: Option<String>,
    pub dealer_next: Option<String>,
    /// Every player, clockwise: the order of the deal and of the calls.
    pub seats: Vec<String>,
    pub target: i32,
    pub sides: Vec<SideJson>,
    /// The series of rematches this game is part of, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub series: Option<crate::cli::view::series::SeriesJson>,
    /// Each side's chance of winning from here (`status --odds`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub odds: Option<OddsJson>,
}

/// `status --odds`: each side's chance by the game model, with margins
/// (0 where exact for the model).
#[derive(Serialize)]
pub struct OddsJson {
    pub win: Vec<f64>,
    pub margin: Vec<f64>,
}

pub fn status_json(state: &Standing) -> StatusJson {
    let table = &state.table;
    StatusJson {
        odds: None,
        game: state.name.clone(),
        rules: state.rules.label(),
        rounds: state.rounds,
        finished: state.finished,
        winner: state.winner.map(|w| table.side_name(w)),
        dealer_next: (!state.finished).then(|| table.player_name(state.dealer)),
        seats: table.players.clone(),
        target: state.rules.target,
        sides: table
            .sides
            .enumerate()
            .map(|(i, side)| SideJson {
                name: side.name.clone(),
                players: side.seats.iter().map(|&s| table.player_name(s)).collect(),
                score: state.sides[i].score,
                in_the_hole: state.sides[i].score < 0,
                to_go: (state.rules.target - state.sides[i].score).max(0),
                sets: state.sides[i].sets,
                out: state.sides[i].out.clone(),
            })
            .collect(),
        series: None,
    }
}
