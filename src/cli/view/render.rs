//! Score-sheet rendering: standings, history, the game list, and the JSON
//! documents behind them. Nothing here decides anything.

use std::collections::BTreeMap;

use chrono::{DateTime, Local, Utc};
use comfy_table::{
    presets, Cell, CellAlignment, ColumnConstraint, ContentArrangement, Table as Grid, Width,
};
use fortyfives::rules::game::{GameState, HistoryRow};
use fortyfives::rules::round::{Bid, Call, CallKind, Contract, RenegeCall, RoundRecord};
use fortyfives::rules::table::Table;
use fortyfives::rules::variant::RenegePenalty;
use fortyfives::rules::{BySide, RuleSet, Seat};
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::view::output::Style;
use crate::cli::view::standing::Standing;

/// "Blue (Ann, Bob) vs Red (Cid, Dan)", or "Ann, Bob and Cid" cut-throat.
pub fn matchup(table: &Table) -> String {
    if table.is_cut_throat() {
        let names: Vec<&str> = table.players.iter().map(String::as_str).collect();
        match names.as_slice() {
            [init @ .., last] if !init.is_empty() => {
                format!("{} and {last}, cut-throat", init.join(", "))
            }
            _ => names.join(", "),
        }
    } else {
        let sides: Vec<String> = table
            .sides
            .iter()
            .map(|s| format!("{} ({})", s.name, players_of(table, s.seats.as_slice())))
            .collect();
        sides.join(" vs ")
    }
}

fn players_of(table: &Table, seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|&s| table.player_name(s)).collect();
    names.join(", ")
}

/// "Rules: 120, to 120 points." with the changed knobs.
pub fn rules_line(rules: &RuleSet, style: Style) -> String {
    let goal = match rules.hands {
        Some(n) => format!("{n} rounds, highest score wins"),
        None => format!("first to {}", rules.target),
    };
    style.dim(&style.text(&format!("Rules: {} ({goal}).", rules.label())))
}

pub fn bidder_name(table: &Table, bid: &Bid) -> String {
    match bid.player {
        Some(seat) => table.player_name(seat),
        None => table.side_name(bid.side),
    }
}

/// "Started from a paper score sheet: Blue 40, Red 0.", for a game that did.
pub fn start_line(file: &GameFile) -> Option<String> {
    if file.start.iter().all(|&n| n == 0) {
        return None;
    }
    let scores: Vec<String> = file
        .table
        .sides
        .enumerate()
        .map(|(s, side)| {
            format!(
                "{} {}",
                side.name,
                file.start.get(s.0).copied().unwrap_or(0)
            )
        })
        .collect();
    Some(format!(
        "Started from a paper score sheet: {}.",
        scores.join(", ")
    ))
}

/// "85", or "-15 (in the hole)".
pub fn score_words(score: i32) -> String {
    if score < 0 {
        format!("{score} (in the hole)")
    } else {
        score.to_string()
    }
}

/// "Ann bid 20 in hearts", "Dan was bagged at 15 in spades", "the hand was thrown in".
pub fn record_words(file: &GameFile, record: &RoundRecord, style: Style) -> String {
    let table = &file.table;
    let trump = record
        .trump
        .map(|t| {
            if style.ascii {
                format!(" in {}", t.name())
            } else {
                format!(" in {} {}", t.symbol(), t.name())
            }
        })
        .unwrap_or_default();
    match &record.contract {
        Some(Contract::Bagged(bid)) => format!(
            "{} was bagged at {}{trump}",
            bidder_name(table, bid),
            bid.amount
        ),
        Some(Contract::Bid(bid)) => {
            format!("{} bid {}{trump}", bidder_name(table, bid), bid.amount)
        }
        Some(Contract::ThrownIn) => "everyone passed and the hand was thrown in".to_string(),
        None => match record.trump {
            Some(_) => format!(
                "{} dealt, trump{}",
                table.player_name(record.dealer),
                trump.replacen(" in", "", 1)
            ),
            None => format!("{} dealt", table.player_name(record.dealer)),
        },
    }
}

/// One line for a just-recorded round.
pub fn round_summary(
    file: &GameFile,
    record: &RoundRecord,
    row: &HistoryRow,
    style: Style,
) -> String {
    let words = record_words(file, record, style);
    let bidder = row.bidder().map(|s| file.table.side_name(s));
    // Under lose-hand a renege decides made or set, not the points taken.
    let penalised = record
        .renege
        .filter(|_| file.rules.renege_penalty == RenegePenalty::LoseHand);
    if let (Some(call), Some(made), Some(side), Some(b)) =
        (penalised, row.made, &bidder, row.bidder())
    {
        let who = call.player.map_or_else(
            || file.table.side_name(call.side),
            |p| file.table.player_name(p),
        );
        return if made {
            format!("{words}; {side} made it: {who} reneged.")
        } else {
            format!(
                "{words}; {side} {} set: {who} reneged.",
                file.table.is_are(b)
            )
        };
    }
    match (row.made, bidder) {
        (Some(true), Some(side)) => format!(
            "{words}; {side} made it with {}.",
            row.bidder()
                .and_then(|b| row.points.get(b))
                .copied()
                .unwrap_or(0)
        ),
        (Some(false), Some(side)) => format!(
            "{words}; {side} took {} and {} set.",
            row.bidder()
                .and_then(|b| row.points.get(b))
                .copied()
                .unwrap_or(0),
            if file.table.is_cut_throat() {
                "is"
            } else {
                "are"
            }
        ),
        _ => format!("{words}."),
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

/// Each side's change and new score for a round ("  Blue   +20  → 40"),
/// skipping sides out of the game that took nothing.
pub fn print_round_lines(table: &Table, row: &HistoryRow, state: &GameState) {
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
        println!(
            "  {:<width$}  {:>+4}  → {}",
            table.side_name(side),
            delta,
            score_words(row.scores[side])
        );
    }
}

/// A moment as every table and export shows it: local time, to the minute.
pub fn local_time<Tz: chrono::TimeZone>(at: &DateTime<Tz>) -> String {
    at.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

/// A moment in JSON: RFC 3339 in local time, to the second (no nanoseconds).
pub fn json_time<Tz: chrono::TimeZone>(at: &DateTime<Tz>) -> String {
    at.with_timezone(&Local)
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

pub fn grid(style: Style) -> Grid {
    let mut grid = Grid::new();
    grid.load_style(if style.ascii {
        presets::ASCII_FULL_CONDENSED
    } else {
        presets::UTF8_FULL_CONDENSED
    });
    // The width is decided here, once, by `columns()`: left to itself the
    // table would ask the terminal, and a terminal reporting 0x0 would
    // squeeze every column to one letter.
    grid.force_no_tty();
    match crate::cli::view::output::columns() {
        Some(width) => {
            grid.set_content_arrangement(ContentArrangement::Dynamic)
                .set_width(width);
        }
        None => {
            grid.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    grid
}

/// Makes a table read at the width it will be shown at (`COLUMNS`, else the
/// terminal's; see [`grid`]): no word or number is ever broken ("125" must
/// not become "12 / 5"), so while the table can't fit whole, the columns in
/// `drop_order` are hidden one by one (the least needed first); what is
/// left is kept at least as wide as its longest word.
pub fn fit_to_width(grid: &mut Grid, drop_order: &[usize]) {
    let Some(width) = grid.width() else {
        return;
    };
    let longest_word = |text: String| {
        text.split_whitespace()
            .map(|w| w.chars().count())
            .max()
            .unwrap_or(0)
    };
    let columns = grid.column_count();
    let mut widest = vec![0usize; columns];
    for row in grid.header().into_iter().chain(grid.row_iter()) {
        for (i, cell) in row.cell_iter().enumerate().take(columns) {
            widest[i] = widest[i].max(longest_word(cell.content()));
        }
    }
    // Each shown column takes its text, a space either side and a border.
    let needed = |shown: &[bool]| {
        1 + widest
            .iter()
            .zip(shown)
            .filter(|(_, &s)| s)
            .map(|(w, _)| w + 3)
            .sum::<usize>()
    };
    let mut shown = vec![true; columns];
    for &drop in drop_order {
        if needed(&shown) <= usize::from(width) {
            break;
        }
        if drop < columns {
            shown[drop] = false;
        }
    }
    for (i, column) in grid.column_iter_mut().enumerate() {
        let constraint = if shown[i] {
            // The boundary counts the padding either side of the text.
            ColumnConstraint::LowerBoundary(Width::Fixed(
                u16::try_from(widest[i] + 2).unwrap_or(u16::MAX),
            ))
        } else {
            ColumnConstraint::Hidden
        };
        column.set_constraint(constraint);
    }
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
    grid.set_header(vec!["Side", "Players", "Score", to_go]);
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
        grid.add_row(vec![
            Cell::new(style.text(&name)),
            Cell::new(players_of(table, &side.seats)),
            Cell::new(score_words(s.score)).set_alignment(CellAlignment::Right),
            Cell::new(left).set_alignment(CellAlignment::Right),
        ]);
    }
    println!("{grid}");
    for line in frozen {
        println!("{line}");
    }
    print_footer(state, style);
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
    let mut grid = grid(style);
    let bidding = file.rules.has_bidding();
    let mut header = vec!["#".to_string(), "Dealer".to_string()];
    if bidding {
        header.extend(["Bidder".to_string(), "Bid".to_string()]);
    }
    header.push("Trump".to_string());
    for side in &table.sides {
        header.push(format!("{} +", side.name));
    }
    if bidding {
        header.push("Result".to_string());
    }
    for side in &table.sides {
        header.push(side.name.clone());
    }
    let columns = header.len();
    grid.set_header(header);
    if start.is_some() && earlier == 0 {
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
        cells.push(Cell::new(trump));
        for &d in &row.delta {
            cells.push(Cell::new(format!("{d:+}")).set_alignment(CellAlignment::Right));
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
        for &s in &row.scores {
            cells.push(Cell::new(s).set_alignment(CellAlignment::Right));
        }
        grid.add_row(cells);
    }
    // Narrow screens lose, in turn: the trump, the dealer, the result and
    // the points of the round; the round, bidder, bid and totals stay.
    let sides = table.sides.len();
    let after_trump = if bidding { 4 } else { 2 };
    let trump_column = after_trump;
    let mut drop_order = vec![trump_column, 1];
    if bidding {
        drop_order.push(trump_column + 1 + sides);
    }
    drop_order.extend((0..sides).map(|i| trump_column + 1 + i));
    fit_to_width(&mut grid, &drop_order);
    println!("{grid}");
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
    pub target: i32,
    pub sides: Vec<SideJson>,
    /// The series of rematches this game is part of, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub series: Option<crate::cli::view::series::SeriesJson>,
}

pub fn status_json(state: &Standing) -> StatusJson {
    let table = &state.table;
    StatusJson {
        game: state.name.clone(),
        rules: state.rules.label(),
        rounds: state.rounds,
        finished: state.finished,
        winner: state.winner.map(|w| table.side_name(w)),
        dealer_next: (!state.finished).then(|| table.player_name(state.dealer)),
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

/// Per-side numbers keyed by side name, as the JSON documents give them.
pub fn by_side(table: &Table, values: &BySide<i32>) -> BTreeMap<String, i32> {
    values
        .enumerate()
        .map(|(s, &v)| (table.side_name(s), v))
        .collect()
}

/// A call as `--auction` writes it: "20", "pass" or "hold".
pub fn call_word(call: CallKind) -> String {
    match call {
        CallKind::Pass => "pass".to_string(),
        CallKind::Bid(n) => n.to_string(),
        CallKind::Hold => "hold".to_string(),
    }
}

/// The auction as `--auction` takes it: "Ann:15,Cid:pass,Bob:20,Dan:hold".
pub fn auction_flag(calls: &[CallJson]) -> String {
    calls
        .iter()
        .map(|c| format!("{}:{}", c.player, c.call))
        .collect::<Vec<_>>()
        .join(",")
}

/// The auction in words: "Ann 15, Cid pass, Bob 20, Dan pass".
pub fn auction_words(table: &Table, calls: &[Call]) -> String {
    calls
        .iter()
        .map(|c| format!("{} {}", table.player_name(c.seat), call_word(c.call)))
        .collect::<Vec<_>>()
        .join(", ")
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

/// Who a renege was called on: the player when known, else the side.
pub fn renege_name(table: &Table, call: RenegeCall) -> String {
    call.player
        .map_or_else(|| table.side_name(call.side), |p| table.player_name(p))
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

/// One line of `list`: a game that opened, or why it didn't.
pub struct ListRow {
    pub current: bool,
    pub name: String,
    pub modified: Option<DateTime<Utc>>,
    pub game: Result<(GameFile, GameState), String>,
}

#[derive(Serialize)]
struct ListJson {
    name: String,
    current: bool,
    modified: Option<String>,
    ok: bool,
    problem: Option<String>,
    rules: Option<String>,
    sides: Vec<String>,
    rounds: Option<usize>,
    winner: Option<String>,
}

pub fn list_json(rows: &[ListRow]) -> impl Serialize {
    rows.iter()
        .map(|row| {
            let (ok, problem, rules, sides, rounds, winner) = match &row.game {
                Ok((file, state)) => (
                    true,
                    None,
                    Some(file.rules.label()),
                    file.table.sides.iter().map(|s| s.name.clone()).collect(),
                    Some(file.rounds.len()),
                    state.winner().map(|w| file.table.side_name(w)),
                ),
                Err(why) => (false, Some(why.clone()), None, Vec::new(), None, None),
            };
            ListJson {
                name: row.name.clone(),
                current: row.current,
                modified: row.modified.map(|m| json_time(&m)),
                ok,
                problem,
                rules,
                sides,
                rounds,
                winner,
            }
        })
        .collect::<Vec<_>>()
}

pub fn print_list(rows: &[ListRow], style: Style) {
    if rows.is_empty() {
        println!("No saved games yet. Start one with `fortyfives new NAME --teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\"`.");
        return;
    }
    let mut grid = grid(style);
    grid.set_header(vec![
        "",
        "Game",
        "Players",
        "Rules",
        "Rounds",
        "State",
        "Last played",
    ]);
    for row in rows {
        let mark = if row.current { "*" } else { "" };
        let modified = row.modified.map(|m| local_time(&m)).unwrap_or_default();
        match &row.game {
            Ok((file, state)) => {
                let status = match state.winner() {
                    Some(w) => format!("{} won", file.table.side_name(w)),
                    None => "in play".to_string(),
                };
                grid.add_row(vec![
                    Cell::new(mark),
                    Cell::new(&row.name),
                    Cell::new(matchup(&file.table)),
                    Cell::new(style.text(&file.rules.label())),
                    Cell::new(file.rounds.len()).set_alignment(CellAlignment::Right),
                    Cell::new(status),
                    Cell::new(modified),
                ]);
            }
            Err(why) => {
                grid.add_row(vec![
                    Cell::new(mark),
                    Cell::new(&row.name),
                    Cell::new(why),
                    Cell::new(""),
                    Cell::new(""),
                    Cell::new("can't open"),
                    Cell::new(modified),
                ]);
            }
        }
    }
    println!("{grid}");
    if rows.iter().any(|r| r.current) {
        println!("* the current game");
    }
}
