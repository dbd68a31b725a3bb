//! `edit N`: correct a round that is not the last one. The round's facts
//! are replaced, every later round is rescored under the game's rules (the
//! engine replays the game; nothing is patched by hand), and the facts
//! replaced stay in the game file's change log.

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::game::GameState;
use fortyfives::rules::game::{EditError, Edited};
use fortyfives::rules::round::RoundDraft;
use fortyfives::rules::table::Who;
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::args::{EditArgs, RoundArgs};
use crate::cli::cmd::round;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::{interactive, replayable};
use crate::cli::view::standing::Standing;
use crate::cli::{ask, view, Verdict};

pub fn run(args: &EditArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let facts = &args.facts;
    let prompted = if nothing_given(facts) {
        if !interactive() {
            // The example is this game's own: its players, sides and rules,
            // and round N's first to bid. A round the game doesn't have is
            // said as such.
            let (file, _) = crate::cli::load::load_named(store, &name)?;
            let (_, before) = state_before(&file, args.round, &store.path_of(&name))?;
            let example = format!(
                ", e.g. fortyfives edit {} {}",
                args.round,
                view::round::example_flags(&file, &before)
            );
            return Err(CliError::input(format!(
                "what should round {} say? Give its facts with the same flags as `fortyfives round`{example}",
                args.round
            )));
        }
        let (file, _) = crate::cli::load::load_named(store, &name)?;
        let (_, before) = state_before(&file, args.round, &store.path_of(&name))?;
        crate::cli::ask::guard_interrupts();
        match ask::correct_round(&file, args.round, &before)? {
            Some(answers) => Some(answers),
            None => {
                view::round::nothing_changed();
                return Ok(Verdict::Done);
            }
        }
    } else {
        None
    };
    let mut dropped = None;
    let (file, edited) =
        correct(
            store,
            &name,
            args.round,
            ctx.clock.now(),
            |file, before| match prompted {
                Some(draft) => Ok(keep_unanswered(
                    draft,
                    args.round,
                    file,
                    before,
                    &mut dropped,
                )),
                None => draft_of(facts, args.round, file, before, &mut dropped),
            },
        )?;
    view::round::corrected(&file, args.round, &edited, dropped.as_deref(), ctx.style);
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

/// The facts `edit`'s flags give: the same as `round`'s. What the flags
/// don't replace of what round `number` recorded is kept: its renege, its
/// note and its auction, the auction only while it agrees with the new
/// bid (else it is left out, and set in `dropped` to be said).
fn draft_of(
    facts: &RoundArgs,
    number: usize,
    file: &GameFile,
    before: &GameState,
    dropped: &mut Option<Vec<fortyfives::rules::round::Call>>,
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
        None => {
            let draft = round::draft_from_args(facts, &file.table)?;
            let unasked = Unasked {
                renege: facts.renege.is_none(),
                note: facts.note.is_none(),
                auction: facts.auction.is_none(),
            };
            Ok(keep_unasked(draft, unasked, number, file, before, dropped))
        }
    }
}

/// The answers to the questions of round `number` with what they never ask
/// kept as recorded: the auction (while it agrees), and the renege where the
/// rules don't score it (`edit N` alone, and "Fix a round" in `play`).
pub fn keep_unanswered(
    draft: RoundDraft,
    number: usize,
    file: &GameFile,
    before: &GameState,
    dropped: &mut Option<Vec<fortyfives::rules::round::Call>>,
) -> RoundDraft {
    let asked_renege = file.rules.renege_penalty != fortyfives::rules::variant::RenegePenalty::None;
    let unasked = Unasked {
        renege: !asked_renege,
        note: false,
        auction: true,
    };
    keep_unasked(draft, unasked, number, file, before, dropped)
}

/// Which of round N's facts the correction didn't give.
struct Unasked {
    renege: bool,
    note: bool,
    auction: bool,
}

/// `draft` with what round `number` recorded and the correction didn't
/// give (`unasked`) kept: the renege, the note, and the auction while the
/// round still stands with it (checked and scored by the rules against the
/// game before it); an auction that doesn't is left out, and set in
/// `dropped` to be said.
fn keep_unasked(
    mut draft: RoundDraft,
    unasked: Unasked,
    number: usize,
    file: &GameFile,
    before: &GameState,
    dropped: &mut Option<Vec<fortyfives::rules::round::Call>>,
) -> RoundDraft {
    let Some(old) = file.rounds.get(number - 1) else {
        return draft;
    };
    if unasked.renege && draft.renege.is_none() {
        draft.renege = old.record.renege.map(|r| match r.player {
            Some(seat) => Who::Player(seat),
            None => Who::Side(r.side),
        });
    }
    if unasked.note && draft.note.is_none() {
        draft.note.clone_from(&old.note);
    }
    if let (true, None, Some(calls)) = (unasked.auction, &draft.auction, &old.record.auction) {
        let kept = RoundDraft {
            auction: Some(calls.clone()),
            ..draft.clone()
        };
        let stands = before
            .record(&kept)
            .ok()
            .is_some_and(|record| before.clone().apply(&record).is_ok());
        if stands {
            draft = kept;
        } else {
            *dropped = Some(calls.clone());
        }
    }
    draft
}
