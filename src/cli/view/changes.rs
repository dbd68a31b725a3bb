//! `history --changes`: the game's change log. Every correction (`edit`),
//! undo and redo, oldest first, with its time and the round's facts before
//! and after, read from the game file where they are kept.

use std::collections::BTreeMap;

use fortyfives::rules::game::SavedRound;
use fortyfives::rules::round::{RoundRecord, Tricks};
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::view::output::{one_line, print_json, say, Style};
use crate::cli::view::render;

pub fn show(file: &GameFile, style: Style) {
    if style.json {
        print_json(&changes_json(file));
        return;
    }
    let count = file.changes.len();
    println!(
        "{}",
        style.bold(&format!(
            "{}: {} change{}",
            file.name,
            count,
            if count == 1 { "" } else { "s" }
        ))
    );
    if count == 0 {
        println!("No round has been corrected, taken back or put back.");
        return;
    }
    for (i, change) in file.changes.iter().enumerate() {
        let when = crate::cli::view::render::local_time(&change.at);
        let round = change.round;
        // Each line fits the window, wrapped between words under its text.
        let head = format!("  {when}  ");
        let indent = head.chars().count();
        match (&change.before, &change.after) {
            (Some(before), Some(after)) => {
                say(&format!("{head}round {round} corrected"), indent);
                say(
                    &format!("      was: {}", facts_words(file, before, style)),
                    11,
                );
                say(
                    &format!("      now: {}", facts_words(file, after, style)),
                    11,
                );
            }
            (Some(before), None) => {
                let mut line = format!(
                    "{head}round {round} taken back (undo): {}",
                    facts_words(file, before, style)
                );
                if set_aside(file, i, before) {
                    line.push_str(&format!(
                        ". Set aside when a new round {round} was recorded in its place: kept in the file, no longer put back by redo."
                    ));
                }
                say(&line, indent);
            }
            (None, Some(after)) => say(
                &format!(
                    "{head}round {round} put back (redo): {}",
                    facts_words(file, after, style)
                ),
                indent,
            ),
            (None, None) => say(
                &format!("{head}round {round}: {}", change.kind.name()),
                indent,
            ),
        }
    }
}

/// Whether the round the `i`-th change took back was set aside: a new
/// round was recorded instead (the file keeps it as discarded) and no
/// later redo put it back.
fn set_aside(file: &GameFile, i: usize, round: &SavedRound) -> bool {
    file.discarded.contains(round)
        && !file.changes[i + 1..]
            .iter()
            .any(|c| c.after.as_ref() == Some(round) || c.before.as_ref() == Some(round))
}

/// A round's facts in words: bid and trump, tricks, best card, note.
fn facts_words(file: &GameFile, saved: &SavedRound, style: Style) -> String {
    let record = &saved.record;
    let mut words = render::record_words(file, record, style);
    if !record.is_thrown_in() {
        words.push_str(&format!("; tricks {}", tricks_words(file, record)));
        if let Some(best) = record.best {
            words.push_str(&format!("; best card {}", file.table.side_name(best)));
        }
        if let Some(call) = record.renege {
            let who = render::renege_name(&file.table, call);
            words.push_str(&format!("; {who} reneged"));
        }
    }
    if let Some(calls) = &record.auction {
        words.push_str(&format!(
            "; auction {}",
            render::auction_words(&file.table, calls)
        ));
    }
    if let Some(note) = &saved.note {
        words.push_str(&format!("; note: {}", one_line(note)));
    }
    style.text(&words)
}

fn tricks_words(file: &GameFile, record: &RoundRecord) -> String {
    let table = &file.table;
    match &record.tricks {
        Tricks::Winners(order) => order
            .iter()
            .map(|&s| table.side_name(s))
            .collect::<Vec<_>>()
            .join(", "),
        Tricks::Counts(_) => record
            .tricks
            .counts(table.sides.len())
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(s, n)| format!("{} {n}", table.side_name(s)))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

#[derive(Serialize)]
struct ChangesJson {
    game: String,
    changes: Vec<ChangeJson>,
}

#[derive(Serialize)]
struct ChangeJson {
    at: String,
    kind: &'static str,
    round: usize,
    before: Option<FactsJson>,
    after: Option<FactsJson>,
}

#[derive(Serialize)]
struct FactsJson {
    played_at: String,
    dealer: String,
    bidder: Option<String>,
    bid: Option<u8>,
    bagged: bool,
    trump: Option<String>,
    thrown_in: bool,
    tricks: BTreeMap<String, u8>,
    winners: Option<Vec<String>>,
    best: Option<String>,
    renege: Option<String>,
    /// As `--auction` takes it, when given.
    auction: Option<String>,
    note: Option<String>,
}

fn changes_json(file: &GameFile) -> ChangesJson {
    let facts = |saved: &SavedRound| {
        let table = &file.table;
        let record = &saved.record;
        FactsJson {
            played_at: crate::cli::view::render::json_time(&saved.at),
            dealer: table.player_name(record.dealer),
            bidder: record.bid().map(|b| render::bidder_name(table, b)),
            bid: record.bid().map(|b| b.amount),
            bagged: record.is_bagged(),
            trump: record.trump.map(|t| t.name().to_string()),
            thrown_in: record.is_thrown_in(),
            tricks: record
                .tricks
                .counts(table.sides.len())
                .enumerate()
                .map(|(s, &n)| (table.side_name(s), n))
                .collect(),
            winners: record
                .tricks
                .order()
                .map(|o| o.iter().map(|&s| table.side_name(s)).collect()),
            best: record.best.map(|b| table.side_name(b)),
            renege: record.renege.map(|r| render::renege_name(table, r)),
            auction: record
                .auction
                .as_deref()
                .map(|calls| render::auction_flag(&render::auction_json(table, calls))),
            note: saved.note.clone(),
        }
    };
    ChangesJson {
        game: file.name.clone(),
        changes: file
            .changes
            .iter()
            .map(|c| ChangeJson {
                at: crate::cli::view::render::json_time(&c.at),
                kind: c.kind.name(),
                round: c.round,
                before: c.before.as_ref().map(facts),
                after: c.after.as_ref().map(facts),
            })
            .collect(),
    }
}
