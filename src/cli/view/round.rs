//! What `round` and `edit` say: a round recorded (after its audit, when it
//! came from its play), a round scored before it is saved (`play`), a
//! round corrected; and the JSON of each.

use std::collections::BTreeMap;

use fortyfives::rules::audit::{AuditReport, RoundPlay};
use fortyfives::rules::game::{Edited, GameState, HistoryRow};
use fortyfives::rules::round::{Call, RoundRecord};
use fortyfives::rules::{BySide, SideId};
use fortyfives::store::GameFile;
use serde::Serialize;

use crate::cli::view::audit::print_audit;
use crate::cli::view::output::{print_json, say, say_with, Style};
use crate::cli::view::render;
use crate::cli::view::standing::Standing;

#[derive(Serialize)]
pub struct RoundJson {
    game: String,
    round: usize,
    dealer: String,
    bidder: Option<String>,
    bid: Option<u8>,
    made: Option<bool>,
    thrown_in: bool,
    points: BTreeMap<String, i32>,
    delta: BTreeMap<String, i32>,
    scores: BTreeMap<String, i32>,
    notes: Vec<String>,
    /// The calls in order, when the auction was given (as `history --json`).
    auction: Option<Vec<render::CallJson>>,
    /// The player (or side) a renege was called on.
    renege: Option<String>,
    winner: Option<String>,
    dealer_next: Option<String>,
}

/// A recorded round as `round --json` prints it.
pub fn round_json(
    file: &GameFile,
    round_no: usize,
    row: &HistoryRow,
    state: &GameState,
) -> RoundJson {
    let table = &file.table;
    let record = &file.rounds[round_no - 1].record;
    let by_side = |values: &BySide<i32>| render::by_side(table, values);
    RoundJson {
        game: file.name.clone(),
        round: round_no,
        dealer: table.player_name(record.dealer),
        bidder: record.bid().map(|b| render::bidder_name(table, b)),
        bid: record.bid().map(|b| b.amount),
        made: row.made,
        thrown_in: record.is_thrown_in(),
        points: by_side(&row.points),
        delta: by_side(&row.delta),
        scores: by_side(&row.scores),
        notes: row.notes.iter().chain(&row.events).cloned().collect(),
        auction: record
            .auction
            .as_deref()
            .map(|calls| render::auction_json(table, calls)),
        renege: record.renege.map(|r| render::renege_name(table, r)),
        winner: state.winner().map(|w| table.side_name(w)),
        dealer_next: (!state.is_over()).then(|| table.player_name(state.dealer)),
    }
}

/// `round`: the round just recorded, scored, then where the game stands.
pub fn recorded(
    file: &GameFile,
    round_no: usize,
    row: &HistoryRow,
    state: &GameState,
    rest: Option<(SideId, u8)>,
    style: Style,
) {
    let table = &file.table;
    let saved = &file.rounds[round_no - 1];
    let record = &saved.record;
    if style.json {
        print_json(&round_json(file, round_no, row, state));
        return;
    }
    say_with(
        &format!(
            "Round {round_no} of {}: {}",
            style.text(&file.name),
            render::round_summary(file, record, row, style)
        ),
        2,
        |l| style.bold(l),
    );
    // `--tricks Blue=3` at a table of two: the other side's tricks were
    // worked out, and said, as `play` says them.
    if let Some((side, tricks)) = rest {
        say(&format!("  {}", took_the_rest(table, side, tricks)), 4);
    }
    render::print_round_lines(table, row, state, style);
    print_notes(row, style);
    render::print_footer(&Standing::of(file, state), style);
}

/// `round --from FILE`: the audit of the play, a warning when it found a
/// play to settle, then the round recorded.
pub fn recorded_from_play(
    file: &GameFile,
    round_no: usize,
    row: &HistoryRow,
    state: &GameState,
    (play, report): (&RoundPlay, &AuditReport),
    style: Style,
) {
    if !style.json {
        print_audit(play, report, style);
        println!();
        if !report.is_clean() {
            say_with(
                "Recorded as played. Settle the plays above at the table; `fortyfives undo` takes the round back.",
                0,
                |l| style.bad(l),
            );
        }
    }
    recorded(file, round_no, row, state, None, style);
}

/// "Red took the other 2.", or "Red took none." when the side given took
/// every trick.
pub fn took_the_rest(table: &fortyfives::rules::table::Table, side: SideId, tricks: u8) -> String {
    let name = table.side_name(side);
    match tricks {
        0 => format!("{name} took none."),
        n => format!("{name} took the other {n}."),
    }
}

/// `play`: the round the answers make, scored against a copy of the game
/// (`after`) and shown whole before anything is saved ("Round 4: Ann bid
/// 20 in ♥ hearts; Blue made it with 20.", then each side's change).
pub fn scored(
    file: &GameFile,
    record: &RoundRecord,
    row: &HistoryRow,
    after: &GameState,
    style: Style,
) {
    println!();
    say_with(
        &format!(
            "Round {}: {}",
            file.rounds.len() + 1,
            render::round_summary(file, record, row, style)
        ),
        2,
        |l| style.bold(l),
    );
    render::print_round_lines(&file.table, row, after, style);
    print_notes(row, style);
}

/// A round's notes and events (a renege called, a tie-break), each fitted
/// to the window under the round's lines.
fn print_notes(row: &HistoryRow, style: Style) {
    for note in row.notes.iter().chain(&row.events) {
        say(&format!("  {}", style.text(note)), 4);
    }
}

/// A round the questions were left at: nothing saved.
pub fn nothing_saved() {
    eprintln!("Nothing was saved.");
}

/// A correction the questions were left at: nothing changed.
pub fn nothing_changed() {
    eprintln!("Nothing was changed.");
}

/// The most rescored rounds listed one by one; a long game can have
/// thousands, and the standings say the rest.
const ROUNDS_SHOWN: usize = 20;

#[derive(Serialize)]
struct EditJson {
    #[serde(flatten)]
    round: RoundJson,
    rescored: Vec<usize>,
}

/// `edit N` (and `play`'s "fix an earlier round"): round `number`
/// corrected, what it was, the rounds rescored, and where the game stands.
/// `dropped`: the auction round `number` recorded, left out because it no
/// longer agrees with the new bid.
pub fn corrected(
    file: &GameFile,
    number: usize,
    edited: &Edited,
    dropped: Option<&[Call]>,
    style: Style,
) {
    let row = &edited.after.history[number - 1];
    if style.json {
        print_json(&EditJson {
            round: round_json(file, number, row, &edited.after),
            rescored: edited.rescored.clone(),
        });
        return;
    }
    let table = &file.table;
    if !edited.changed {
        say(
            &format!(
                "Round {number} already says that: nothing was changed. {}",
                render::round_summary(file, &file.rounds[number - 1].record, row, style)
            ),
            2,
        );
        return;
    }
    let old_record = file
        .changes
        .last()
        .and_then(|c| c.before.as_ref())
        .map(|r| &r.record);
    say_with(
        &format!(
            "Corrected round {number}: {}",
            render::round_summary(file, &file.rounds[number - 1].record, row, style)
        ),
        2,
        |l| style.bold(l),
    );
    if let Some(old) = old_record {
        let old_row = &edited.before.history[number - 1];
        say(
            &format!(
                "  It was: {}",
                render::round_summary(file, old, old_row, style)
            ),
            4,
        );
    }
    if let Some(calls) = dropped {
        auction_dropped(&file.table, calls, style);
    }
    if edited.rescored.is_empty() {
        println!("No round's score changed.");
    } else {
        println!(
            "{} whose score changed:",
            if edited.rescored.len() == 1 {
                "The round"
            } else {
                "Rounds"
            }
        );
        for &r in edited.rescored.iter().take(ROUNDS_SHOWN) {
            let old = &edited.before.history[r - 1];
            let new = &edited.after.history[r - 1];
            say(
                &format!("  round {r}: {}", style.text(&moved(table, old, new))),
                4,
            );
        }
        if let Some(more) = edited
            .rescored
            .len()
            .checked_sub(ROUNDS_SHOWN)
            .filter(|&n| n > 0)
        {
            println!("  and {more} more (`fortyfives history` shows every round).");
        }
    }
    println!();
    render::print_status(&Standing::of(file, &edited.after), style);
    if let Some(line) = winner_change(file, &edited.before, &edited.after) {
        println!("{}", style.bad(&line));
    }
}

/// After `edit N` with flags: the auction round N recorded no longer agrees
/// with its new bid, so it was left out; said plainly, with how to give it.
fn auction_dropped(table: &fortyfives::rules::table::Table, calls: &[Call], style: Style) {
    crate::cli::view::output::say(
        &style.text(&format!(
            "The auction recorded before ({}) was dropped: it doesn't agree with the new bid. Give it again with --auction if it should stay.",
            render::auction_words(table, calls)
        )),
        2,
    );
}

/// "Blue -20 → +25, Red +10 → +5 (set → made)".
fn moved(table: &fortyfives::rules::table::Table, old: &HistoryRow, new: &HistoryRow) -> String {
    let parts: Vec<String> = old
        .delta
        .iter()
        .zip(&new.delta)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(s, (a, b))| format!("{} {a:+} → {b:+}", table.side_name(SideId(s))))
        .collect();
    if old.made != new.made {
        let word = |m: Option<bool>| match m {
            Some(true) => "made",
            Some(false) => "set",
            None => "no bid",
        };
        return format!(
            "{} ({} → {})",
            parts.join(", "),
            word(old.made),
            word(new.made)
        );
    }
    parts.join(", ")
}

/// A line when the correction changed who won, or whether the game is over.
fn winner_change(file: &GameFile, before: &GameState, after: &GameState) -> Option<String> {
    let name = |s: SideId| file.table.side_name(s);
    match (before.winner(), after.winner()) {
        (a, b) if a == b && before.is_over() == after.is_over() => None,
        (Some(a), Some(b)) => Some(format!(
            "The winner changed: {} now {}, not {}.",
            name(b),
            file.table.verb(b, "wins", "win"),
            name(a)
        )),
        (None, Some(b)) => Some(format!(
            "The game is now over: {} {}.",
            name(b),
            file.table.verb(b, "wins", "win")
        )),
        (Some(a), None) if !after.is_over() => Some(format!(
            "The game is no longer over: {} had won, and play goes on.",
            name(a)
        )),
        _ => Some("The game is now over with no winner.".to_string()),
    }
}

/// The flags of a round that could be recorded next in this game, for an
/// error to show ("e.g. fortyfives round --bidder Cid --bid 15 --trump
/// hearts --tricks Red=3 --tricks Blue=2 --best Red"): its own players
/// and sides, the first to bid this round as the bidder, no bid where the
/// rules have no bidding.
pub fn example_flags(file: &GameFile, state: &GameState) -> String {
    let table = &file.table;
    let n = table.players.len();
    let dealer = state.dealer.0;
    // The first to call: the dealer's left, skipping sides that sit out.
    let first = (1..=n)
        .map(|k| fortyfives::rules::seat::Seat((dealer + k) % n))
        .find(|&s| state.plays_next(table.side_of(s)))
        .unwrap_or(state.dealer);
    let first_side = table.side_of(first);
    let other = (1..table.sides.len())
        .map(|k| SideId((first_side.0 + k) % table.sides.len()))
        .find(|&s| state.plays_next(s));
    let mut flags = Vec::new();
    if file.rules.has_bidding() {
        flags.push(format!(
            "--bidder {} --bid {}",
            table.player_name(first),
            file.rules.min_bid
        ));
    }
    flags.push("--trump hearts".to_string());
    let lead = table.side_name(first_side);
    match other {
        Some(other) => flags.push(format!(
            "--tricks {lead}=3 --tricks {}=2",
            table.side_name(other)
        )),
        None => flags.push(format!("--tricks {lead}=5")),
    }
    flags.push(format!("--best {lead}"));
    flags.join(" ")
}
