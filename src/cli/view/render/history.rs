//! A game's rounds (`history`), as a table and as JSON.

use std::collections::BTreeMap;

use comfy_table::{Cell, CellAlignment};
use fortyfives::rules::game::{GameState, HistoryRow};
use fortyfives::rules::round::Call;
use fortyfives::rules::table::Table;
use fortyfives::rules::BySide;
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::view::output::{print_json, Style};
use crate::cli::view::standing::Standing;

use super::*;

/// Each side's change and new score for a round ("  Blue   +20  → 40"),
/// skipping sides out of the game that took nothing.
pub fn print_round_lines(table: &Table, row: &HistoryRow, state: &GameState, style: Style) {
    let width = table
        .sides
        .iter()
        .map(|s| s.name.chars().count())
        .max()
        .unwrap_or(0);
    for (side, &delta) in row.delta.enumerate() {
        if !state.is_in(side) && delta == 0 && row.points[side] == 0 {
            continue;
        }
        let line = format!(
            "  {:<width$}  {:>+4}  → {}",
            table.side_name(side),
            delta,
            score_words(row.scores[side])
        );
        println!("{}", style.text(&line));
    }
}

/// `history`: the rounds as a table, or as JSON; `last` keeps only the
/// last N rounds.
pub fn show_history(file: &GameFile, state: &GameState, last: Option<usize>, style: Style) {
    if style.json {
        print_json(&history_json(file, state, last));
    } else {
        print_history(file, state, last, style);
    }
}

/// The history as a table; `last` keeps only the last N rounds (the totals
/// are still the game's own).
pub fn print_history(file: &GameFile, state: &GameState, last: Option<usize>, style: Style) {
    let table = &file.table;
    println!(
        "{}",
        style.bold(&format!("{}: {}", file.name, matchup(table)))
    );
    println!("{}", rules_line(&file.rules, style));
    let start = start_line(file);
    if let Some(line) = &start {
        println!("{line}");
    }
    if state.history.is_empty() {
        println!("No rounds yet. Record one with `fortyfives round`.");
        return;
    }
    let rows = shown_rounds(state, last);
    let earlier = state.history.len() - rows.len();
    if earlier > 0 {
        println!(
            "The last {} of {} rounds; `fortyfives history` shows them all.",
            rows.len(),
            state.history.len()
        );
    }
    let bidding = file.rules.has_bidding();
    // A window too narrow for every column first gives the trump a place in
    // the bid's cell ("20 ♥"), so that no column is lost to it.
    let (mut grid, mut header) =
        history_grid(file, state, rows, earlier, start.is_some(), false, style);
    let merged = bidding && !fits_whole(&grid);
    if merged {
        (grid, header) = history_grid(file, state, rows, earlier, start.is_some(), true, style);
    }
    let cut_throat = table.is_cut_throat();
    // Narrower still, the table loses in turn: the dealer, the result and
    // the points of the round (and, in a game without bidding, the trump
    // first); the round, bidder, bid and totals stay.
    let sides = table.sides.len();
    let trump_column = if bidding { 4 } else { 2 };
    // With the trump in the bid's cell, the columns after it move left.
    let after_trump = if merged {
        trump_column
    } else {
        trump_column + 1
    };
    let mut drop_order = if merged {
        vec![1]
    } else {
        vec![trump_column, 1]
    };
    let deltas = if cut_throat { 0 } else { sides };
    if bidding {
        drop_order.push(after_trump + deltas);
    }
    drop_order.extend((0..deltas).map(|i| after_trump + i));
    // The bid and its trump read as one: never wrapped apart.
    let whole: &[usize] = if merged { &[3] } else { &[] };
    let hidden = fit_to_width(&mut grid, &drop_order, whole);
    println!("{grid}");
    let names: Vec<&str> = header.iter().map(String::as_str).collect();
    say_left_out(&grid, &names, &hidden);
    for row in rows {
        let record = &file.rounds[row.round - 1];
        let mut lines = Vec::new();
        if let Some(calls) = &record.record.auction {
            lines.push(format!("auction: {}", auction_words(table, calls)));
        }
        lines.extend(row.notes.iter().chain(&row.events).cloned());
        if let Some(note) = &record.note {
            lines.push(format!(
                "note: {}",
                crate::cli::view::output::one_line(note)
            ));
        }
        for line in lines {
            crate::cli::view::output::say(
                &format!("  round {}: {}", row.round, style.text(&line)),
                4,
            );
        }
    }
    print_footer(&Standing::of(file, state), style);
}

/// The history's table and its headings; `merge_trump`: the trump written
/// in the bid's cell ("20 ♥"), not in a column of its own.
fn history_grid(
    file: &GameFile,
    state: &GameState,
    rows: &[HistoryRow],
    earlier: usize,
    started: bool,
    merge_trump: bool,
    style: Style,
) -> (comfy_table::Table, Vec<String>) {
    let table = &file.table;
    let mut grid = grid(style);
    let bidding = file.rules.has_bidding();
    let mut header = vec!["#".to_string(), "Dealer".to_string()];
    if bidding {
        header.extend(["Bidder".to_string(), "Bid".to_string()]);
    }
    if !merge_trump {
        header.push("Trump".to_string());
    }
    // In cut-throat each player is a side: one column a player, the score
    // with the round's change beside it, so no name is said twice.
    let cut_throat = table.is_cut_throat();
    if !cut_throat {
        for side in &table.sides {
            header.push(format!("{} +", side.name));
        }
    }
    if bidding {
        header.push("Result".to_string());
    }
    for side in &table.sides {
        header.push(side.name.clone());
    }
    let columns = header.len();
    grid.set_header(header.clone());
    if started && earlier == 0 {
        // The starting line: the paper sheet's scores in the totals columns.
        let sides = table.sides.len();
        let mut cells = vec![Cell::new("start")];
        cells.extend((1..columns - sides).map(|_| Cell::new("")));
        cells.extend(
            state
                .start
                .iter()
                .map(|&s| Cell::new(s).set_alignment(CellAlignment::Right)),
        );
        grid.add_row(cells);
    }
    for row in rows {
        let mut cells = vec![
            Cell::new(row.round),
            Cell::new(table.player_name(row.dealer)),
        ];
        let record = &file.rounds[row.round - 1].record;
        if bidding {
            let bidder = match record.bid() {
                Some(bid) => bidder_name(table, bid),
                None if row.is_thrown_in() => "all passed".to_string(),
                None => String::new(),
            };
            let bid = match (row.bid(), row.is_bagged()) {
                (Some(b), true) => format!("{b} bagged"),
                (Some(b), false) => b.to_string(),
                (None, _) => String::new(),
            };
            cells.push(Cell::new(bidder));
            cells.push(Cell::new(bid));
        }
        let trump = row
            .trump
            .map(|t| {
                if style.ascii {
                    t.name().to_string()
                } else {
                    t.symbol().to_string()
                }
            })
            .unwrap_or_default();
        if merge_trump {
            if let Some(bid) = cells.last_mut() {
                let text = bid.content();
                *bid = Cell::new(format!("{text} {trump}").trim());
            }
        } else {
            cells.push(Cell::new(trump));
        }
        if !cut_throat {
            for &d in &row.delta {
                cells.push(Cell::new(format!("{d:+}")).set_alignment(CellAlignment::Right));
            }
        }
        if bidding {
            let result = match row.made {
                Some(true) => "made",
                Some(false) => "set",
                None if row.is_thrown_in() => "thrown in",
                None => "",
            };
            cells.push(Cell::new(result));
        }
        for (&s, &d) in row.scores.iter().zip(&row.delta) {
            let text = if cut_throat {
                format!("{s} ({d:+})")
            } else {
                s.to_string()
            };
            cells.push(Cell::new(text).set_alignment(CellAlignment::Right));
        }
        grid.add_row(cells);
    }
    (grid, header)
}

/// One round as every JSON document gives it (`history --json` and `export
/// --format json`): one shape, built by [`round_row_json`] alone, so the two
/// can't name the same fact differently. Per-side numbers are maps keyed by
/// side name and the time is `at`, as in `round --json`.
#[derive(Debug, Serialize)]
pub struct RoundRowJson {
    pub round: usize,
    /// When the round was recorded (RFC 3339, with the table's UTC offset).
    pub at: String,
    pub dealer: String,
    /// The player who bid, or the side when the round named only the side.
    pub bidder: Option<String>,
    pub bidding_side: Option<String>,
    pub bid: Option<u8>,
    pub bagged: bool,
    pub trump: Option<String>,
    /// Everyone passed and nothing was scored.
    pub thrown_in: bool,
    /// Whether the bid was made; `null` without a bid.
    pub made: Option<bool>,
    /// Points taken in play.
    pub points: BTreeMap<String, i32>,
    /// The change to each side's score.
    pub delta: BTreeMap<String, i32>,
    /// Each side's score after the round.
    pub scores: BTreeMap<String, i32>,
    /// The side that took the best card's trick, when recorded.
    pub best: Option<String>,
    /// The calls in order, when the auction was given.
    pub auction: Option<Vec<CallJson>>,
    /// The player (or side) a renege was called on.
    pub renege: Option<String>,
    pub notes: Vec<String>,
    pub events: Vec<String>,
    pub note: Option<String>,
}

/// One call of an auction: `call` is a bid ("20"), "pass" or "hold", as
/// `--auction` takes it.
#[derive(Debug, Serialize)]
pub struct CallJson {
    pub player: String,
    pub call: String,
}

#[derive(Serialize)]
pub struct HistoryJson {
    pub game: String,
    pub rules: String,
    /// The scores the game started from (all 0 unless a paper sheet).
    pub start: BTreeMap<String, i32>,
    pub rounds: Vec<RoundRowJson>,
    pub winner: Option<String>,
}

/// The auction as `--auction` takes it: "Ann:15,Cid:pass,Bob:20,Dan:hold".
pub fn auction_flag(calls: &[CallJson]) -> String {
    calls
        .iter()
        .map(|c| format!("{}:{}", c.player, c.call))
        .collect::<Vec<_>>()
        .join(",")
}

/// The auction in JSON: one `{"player", "call"}` a call, in order.
pub fn auction_json(table: &Table, calls: &[Call]) -> Vec<CallJson> {
    calls
        .iter()
        .map(|c| CallJson {
            player: table.player_name(c.seat),
            call: call_word(c.call),
        })
        .collect()
}

/// A round of the history in the one JSON shape of [`RoundRowJson`].
pub fn round_row_json(file: &GameFile, row: &HistoryRow) -> RoundRowJson {
    let table = &file.table;
    let by_side = |values: &BySide<i32>| by_side(table, values);
    let saved = &file.rounds[row.round - 1];
    let record = &saved.record;
    RoundRowJson {
        round: row.round,
        at: json_time(&saved.at),
        dealer: table.player_name(row.dealer),
        bidder: record.bid().map(|b| bidder_name(table, b)),
        bidding_side: row.bidder().map(|s| table.side_name(s)),
        bid: row.bid(),
        bagged: row.is_bagged(),
        trump: row.trump.map(|t| t.name().to_string()),
        thrown_in: row.is_thrown_in(),
        made: row.made,
        points: by_side(&row.points),
        delta: by_side(&row.delta),
        scores: by_side(&row.scores),
        best: record.best.map(|b| table.side_name(b)),
        auction: record
            .auction
            .as_deref()
            .map(|calls| auction_json(table, calls)),
        renege: record.renege.map(|r| renege_name(table, r)),
        notes: row.notes.clone(),
        events: row.events.clone(),
        note: saved.note.clone(),
    }
}

/// The rounds `history` shows: all, or with `--last N` the last N.
pub fn shown_rounds(state: &GameState, last: Option<usize>) -> &[HistoryRow] {
    let rows = state.history.as_slice();
    match last {
        Some(n) => &rows[rows.len().saturating_sub(n)..],
        None => rows,
    }
}

pub fn history_json(file: &GameFile, state: &GameState, last: Option<usize>) -> HistoryJson {
    let table = &file.table;
    HistoryJson {
        game: file.name.clone(),
        rules: file.rules.label(),
        winner: state.winner().map(|w| table.side_name(w)),
        start: by_side(table, &state.start),
        rounds: shown_rounds(state, last)
            .iter()
            .map(|row| round_row_json(file, row))
            .collect(),
    }
}
