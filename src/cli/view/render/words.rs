//! The sentences and words of a score sheet: the matchup, the rules in a
//! line, a round in words, the auction, times as the table reads them.

use std::collections::BTreeMap;

use chrono::{DateTime, Local};
use fortyfives::rules::game::HistoryRow;
use fortyfives::rules::round::{Bid, Call, CallKind, Contract, RenegeCall, RoundRecord};
use fortyfives::rules::table::Table;
use fortyfives::rules::variant::RenegePenalty;
use fortyfives::rules::{BySide, RuleSet, Seat};
use fortyfives::store::GameFile;

use crate::cli::view::output::Style;

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

pub(super) fn players_of(table: &Table, seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|&s| table.player_name(s)).collect();
    names.join(", ")
}

/// "Seated clockwise: Ann, Cid, Bob, Dan.": the order the deal, the calls
/// (`--auction`) and the play go round.
pub fn seating_line(table: &Table) -> String {
    format!("Seated clockwise: {}.", table.players.join(", "))
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

/// A call as `--auction` writes it: "20", "pass" or "hold".
pub fn call_word(call: CallKind) -> String {
    match call {
        CallKind::Pass => "pass".to_string(),
        CallKind::Bid(n) => n.to_string(),
        CallKind::Hold => "hold".to_string(),
    }
}

/// The auction in words: "Ann 15, Cid pass, Bob 20, Dan pass".
pub fn auction_words(table: &Table, calls: &[Call]) -> String {
    calls
        .iter()
        .map(|c| format!("{} {}", table.player_name(c.seat), call_word(c.call)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who a renege was called on: the player when known, else the side.
pub fn renege_name(table: &Table, call: RenegeCall) -> String {
    call.player
        .map_or_else(|| table.side_name(call.side), |p| table.player_name(p))
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

/// Per-side numbers keyed by side name, as the JSON documents give them.
pub fn by_side(table: &Table, values: &BySide<i32>) -> BTreeMap<String, i32> {
    values
        .enumerate()
        .map(|(s, &v)| (table.side_name(s), v))
        .collect()
}
