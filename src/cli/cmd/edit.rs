//! `edit N`: correct a round that is not the last one. The round's facts
//! are replaced, every later round is rescored under the game's rules (the
//! engine replays the game; nothing is patched by hand), and the facts
//! replaced stay in the game file's change log.

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::game::{EditError, Edited};
use fortyfives::rules::game::{GameState, HistoryRow};
use fortyfives::rules::round::RoundDraft;
use fortyfives::rules::SideId;
use fortyfives::store::{GameFile, GameName, Store};
use serde::Serialize;

use crate::cli::args::{EditArgs, RoundArgs};
use crate::cli::cmd::round::{self, RoundJson};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::{interactive, replayable};
use crate::cli::view::output::{print_json, Style};
use crate::cli::view::render;
use crate::cli::view::standing::Standing;
use crate::cli::{ask, Verdict};

pub fn run(args: &EditArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let facts = &args.facts;
    let prompted = if nothing_given(facts) {
        if !interactive() {
            return Err(CliError::input(format!(
                "what should round {} say? Give its facts with the same flags as `fortyfives round`, e.g. fortyfives edit {} --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
                args.round, args.round
            )));
        }
        let (file, _) = crate::cli::load::load_named(store, &name)?;
        let (_, before) = state_before(&file, args.round, &store.path_of(&name))?;
        crate::cli::ask::guard_interrupts();
        match ask::correct_round(&file, args.round, &before)? {
            Some(answers) => Some(answers),
            None => {
                eprintln!("Nothing was changed.");
                return Ok(Verdict::Done);
            }
        }
    } else {
        None
    };
    let (file, edited) =
        correct(
            store,
            &name,
            args.round,
            ctx.clock.now(),
            |file, before| match prompted {
                Some(draft) => Ok(draft),
                None => draft_of(facts, file, before),
            },
        )?;
    show(&file, args.round, &edited, style);
    Ok(Verdict::Done)
}

fn nothing_given(args: &RoundArgs) -> bool {
    args.bidder.is_none()
        && args.bid.is_none()
        && !args.bagged
        && !args.thrown_in
        && args.tricks.is_empty()
        && args.winners.is_none()
        && args.from.is_none()
}

/// The game as it stood before round `number`; refuses a round that
/// doesn't exist.
/// (The game as it stands, and as it stood before round `number`.)
fn state_before(
    file: &GameFile,
    number: usize,
    path: &std::path::Path,
) -> Result<(GameState, GameState), CliError> {
    let now = replayable(file, path)?;
    if number == 0 || number > file.rounds.len() {
        return Err(CliError::from(EditError::NoSuchRound {
            game: file.name.clone(),
            round: number,
            rounds: file.rounds.len(),
        }));
    }
    let before = file.state_after(number - 1)?;
    Ok((now, before))
}

/// Replaces round `number`'s facts with those `facts` reads against the
/// game as saved and as it stood before the round, under one lock: the game
/// as saved and what the correction did.
pub fn correct(
    store: &Store,
    name: &GameName,
    number: usize,
    at: DateTime<FixedOffset>,
    facts: impl FnOnce(&GameFile, &GameState) -> Result<RoundDraft, CliError>,
) -> Result<(GameFile, Edited), CliError> {
    let saved_at = store.path_of(name);
    let (file, edited, ()) = store.correct_round(name, number, at, |file| {
        let (_, before) = state_before(file, number, &saved_at)?;
        let draft = facts(file, &before)?;
        Ok::<_, CliError>((before, draft, ()))
    })?;
    Standing::of(&file, &edited.after).cache(store, name);
    Ok((file, edited))
}

/// The facts `edit`'s flags give: the same as `round`'s.
fn draft_of(
    facts: &RoundArgs,
    file: &GameFile,
    before: &GameState,
) -> Result<RoundDraft, CliError> {
    match &facts.from {
        Some(path) => {
            let (draft, _, _) =
                round::draft_from_file(path, facts.renege.as_deref(), file, before)?;
            Ok(RoundDraft {
                note: facts.note.clone(),
                ..draft
            })
        }
        None => round::draft_from_args(facts, &file.table),
    }
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

pub fn show(file: &GameFile, number: usize, edited: &Edited, style: Style) {
    let row = &edited.after.history[number - 1];
    if style.json {
        print_json(&EditJson {
            round: round::round_json(file, number, row, &edited.after),
            rescored: edited.rescored.clone(),
        });
        return;
    }
    let table = &file.table;
    if !edited.changed {
        println!(
            "Round {number} already says that: nothing was changed. {}",
            render::round_summary(file, &file.rounds[number - 1].record, row, style)
        );
        return;
    }
    let old_record = file
        .changes
        .last()
        .and_then(|c| c.before.as_ref())
        .map(|r| &r.record);
    println!(
        "{}",
        style.bold(&format!(
            "Corrected round {number}: {}",
            render::round_summary(file, &file.rounds[number - 1].record, row, style)
        ))
    );
    if let Some(old) = old_record {
        let old_row = &edited.before.history[number - 1];
        println!(
            "  It was: {}",
            render::round_summary(file, old, old_row, style)
        );
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
            println!("  round {r}: {}", moved(table, old, new));
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
