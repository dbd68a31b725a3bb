//! `round`: record one round, from flags, from answers to questions, or from
//! its play record (`--from FILE`, audited first). Each way gives a
//! [`RoundDraft`] (`edit` reads a round's facts the same way, through
//! [`draft_from_args`] and [`draft_from_file`]); the rules make it a record.

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::audit::{audit, AtTableError, AuditReport, RoundPlay};
use fortyfives::rules::game::GameState;
use fortyfives::rules::game::SavedRound;
use fortyfives::rules::round::{parse_auction, BestFacts, RoundDraft, TrickFacts, Tricks};
use fortyfives::rules::table::Table;
use fortyfives::rules::{SideId, Suit};
use fortyfives::store::{Added, GameFile, GameName, Store};

use crate::cli::args::round_file::read_round_file_under;
use crate::cli::args::RoundArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::load::{interactive, load_named, replayable};
use crate::cli::view::standing::Standing;
use crate::cli::{ask, view, Verdict};

pub fn run(args: &RoundArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    if let Some(path) = &args.from {
        let (file, added, (report, play)) = record_play(path, args, store, &name, ctx.clock.now())?;
        let Added { number, row, state } = &added;
        view::round::recorded_from_play(&file, *number, row, state, (&play, &report), ctx.style);
        return Ok(Verdict::Done);
    }
    // Prompts happen before the game is locked: a slow answer never blocks
    // another command.
    let prompted = if nothing_given(args) && interactive() {
        match ask_round(store, &name)? {
            Some(answers) => Some(answers),
            None => {
                view::round::nothing_saved();
                return Ok(Verdict::Done);
            }
        }
    } else {
        None
    };
    let asked = prompted.is_some();
    let (file, added, rest) =
        record(args, prompted, store, &name, ctx.clock.now()).map_err(|err| {
            // No flags and no terminal to ask on: show the flags for this
            // game's next round.
            if asked || !nothing_given(args) {
                return err;
            }
            match load_named(store, &name) {
                Ok((file, state)) if state.winner().is_none() => err.and_then_say(&format!(
                    "Without a terminal, give the round's facts as flags, e.g. fortyfives round {}",
                    view::round::example_flags(&file, &state)
                )),
                _ => err,
            }
        })?;
    view::round::recorded(
        &file,
        added.number,
        &added.row,
        &added.state,
        rest,
        ctx.style,
    );
    Ok(Verdict::Done)
}

/// Whether the flags say nothing of the round: then, on a terminal, its
/// questions are asked.
fn nothing_given(args: &RoundArgs) -> bool {
    args.bidder.is_none()
        && args.bid.is_none()
        && !args.bagged
        && !args.thrown_in
        && args.tricks.is_empty()
        && args.winners.is_none()
}

/// The round's questions, asked against the game as saved: the answers,
/// or `None` when the player left them.
fn ask_round(store: &Store, name: &GameName) -> Result<Option<RoundDraft>, CliError> {
    let (file, state) = load_named(store, name)?;
    refuse_if_finished(&file, &state)?;
    crate::cli::ask::guard_interrupts();
    ask::round(&file, &state)
}

/// The side whose tricks the rules worked out from the other's, and how
/// many (`--tricks Blue=3` at a table of two: Red took the other 2).
pub type TheRest = Option<(SideId, u8)>;

/// Records the round the flags give (or the answers, when asked:
/// `prompted`), stamped `at`: the game as saved, the round added, and the
/// side whose tricks the rules worked out from the other's
/// (`--tricks Blue=3`: Red took the other 2).
pub fn record(
    args: &RoundArgs,
    prompted: Option<RoundDraft>,
    store: &Store,
    name: &GameName,
    at: DateTime<FixedOffset>,
) -> Result<(GameFile, Added, TheRest), CliError> {
    let saved = save_round(store, name, None, at, |file, _| match prompted {
        Some(draft) => Ok((draft, None)),
        None => {
            let draft = draft_from_args(args, &file.table)?;
            let rest = match &draft.tricks {
                TrickFacts::Counts(pairs) => Tricks::the_rest(&file.table, pairs),
                _ => None,
            };
            Ok((draft, rest))
        }
    })?;
    // Without rounds to match, the game can't have moved on.
    let Some((file, added, rest)) = saved else {
        return Err(CliError::input(
            "the game changed while the round was saved",
        ));
    };
    Ok((file, added, rest))
}

/// Checks, scores and saves one new round under one lock, its facts read
/// by `facts` against the game as saved and as it stands: the game as
/// saved, the round added, and what `facts` gave besides.
///
/// With `known` (the game as the answers were given against): when
/// another command recorded, took back or corrected a round meanwhile,
/// nothing is written and `None` comes back.
pub fn save_round<X>(
    store: &Store,
    name: &GameName,
    known: Option<&[SavedRound]>,
    at: DateTime<FixedOffset>,
    facts: impl FnOnce(&GameFile, &GameState) -> Result<(RoundDraft, X), CliError>,
) -> Result<Option<(GameFile, Added, X)>, CliError> {
    let saved_at = store.path_of(name);
    let saved = store.add_round(name, known, at, |file| {
        let state = replayable(file, &saved_at)?;
        refuse_if_finished(file, &state)?;
        let (draft, also) = facts(file, &state)?;
        Ok::<_, CliError>((state, draft, also))
    })?;
    if let Some((file, added, _)) = &saved {
        Standing::of(file, &added.state).cache(store, name);
    }
    Ok(saved)
}

/// The facts of a round as given on the command line: every name found at
/// `table`, every number and suit read, nothing yet judged.
pub fn draft_from_args(args: &RoundArgs, table: &Table) -> Result<RoundDraft, CliError> {
    let who = |name: &str, flag: &str| table.find(name).context(flag);
    let side_of = |name: &str, flag: &str| -> Result<SideId, CliError> {
        Ok(table.side_of_who(who(name, flag)?))
    };
    let trump = match &args.trump {
        Some(text) => Some(text.parse::<Suit>().context("--trump")?),
        None => None,
    };
    let auction = match &args.auction {
        Some(text) => Some(parse_auction(table, text).map_err(crate::cli::error::auction_flag)?),
        None => None,
    };
    let renege = match &args.renege {
        Some(name) => Some(who(name, "--renege")?),
        None => None,
    };
    let bidder = match &args.bidder {
        Some(name) => Some(who(name, "--bidder")?),
        None => None,
    };
    let tricks = match (&args.winners, args.tricks.is_empty()) {
        (Some(list), _) => {
            let names: Vec<&str> = list.split(',').map(str::trim).collect();
            if let Some(empty) = names.iter().position(|w| w.is_empty()) {
                return Err(CliError::input(format!(
                    "--winners {list:?} names nobody for trick {}: give the side that took each of the 5 tricks, in order, e.g. --winners Blue,Red,Red,Blue,Red",
                    empty + 1
                )));
            }
            let sides = names
                .iter()
                .map(|w| side_of(w, "--winners"))
                .collect::<Result<Vec<_>, _>>()?;
            TrickFacts::Winners(sides)
        }
        (None, false) => {
            let mut pairs = Vec::new();
            for item in &args.tricks {
                let (who, n) = item.split_once('=').ok_or_else(|| {
                    CliError::input(format!(
                        "--tricks {item}: write WHO=N, e.g. --tricks Blue=3"
                    ))
                })?;
                let n: u8 = n.trim().parse().map_err(|_| {
                    CliError::input(format!(
                        "--tricks {item}: '{}' is not a number of tricks (0 to 5)",
                        n.trim()
                    ))
                })?;
                pairs.push((side_of(who.trim(), "--tricks")?, n));
            }
            TrickFacts::Counts(pairs)
        }
        (None, true) => TrickFacts::Unsaid,
    };
    let best = match (&args.best, args.best_trick) {
        (Some(name), _) => BestFacts::Side(side_of(name, "--best")?),
        (None, Some(k)) => BestFacts::Trick(k),
        (None, None) => BestFacts::Unsaid,
    };
    Ok(RoundDraft {
        dealer: None,
        bidder,
        bid: args.bid,
        bagged: args.bagged,
        thrown_in: args.thrown_in,
        trump,
        tricks,
        best,
        auction,
        renege,
        note: args.note.clone(),
    })
}

/// A round from its play record: audited with the game's rules, its seats
/// matched to the game's, and its facts (dealer, bidder, bid, trump, trick
/// winners in order, best card) taken from the play. A renege `called`
/// stands; otherwise the first the audit proves is the renege called.
pub fn draft_from_file(
    path: &std::path::Path,
    called: Option<&str>,
    file: &GameFile,
    state: &GameState,
) -> Result<(RoundDraft, AuditReport, RoundPlay), CliError> {
    let table = &file.table;
    let called = match called {
        Some(name) => Some(table.find(name).context("--renege")?),
        None => None,
    };
    // The game's rules decide, whatever the file names.
    let play = read_round_file_under(path, &file.rules)?;
    let report = audit(&play);
    let draft = state
        .draft_from_play(table, &play, &report, called)
        .map_err(|e| placing(path, &file.name, e))?;
    // Placed at the game, the round says the game's side names, as the
    // score after it does.
    let play = play.named_at(table);
    let report = audit(&play);
    Ok((draft, report, play))
}

/// A round file that can't be placed at the game, said with the file's
/// path and what to change in it.
fn placing(path: &std::path::Path, game: &str, err: AtTableError) -> CliError {
    let path = path.display();
    let message = match &err {
        AtTableError::Incomplete { .. } => format!(
            "{path}: {err}; a round is scored once all five are played (`fortyfives check round` audits a round in progress)"
        ),
        AtTableError::NotAPlayer { name, players } => format!(
            "{path}: {name} does not play in {game}; the round file's seats must be the game's players ({})",
            players.join(", ")
        ),
        AtTableError::Teams { .. } => format!(
            "{path}: {err}; make `teams` in the file match the game (leave it out for cut-throat)"
        ),
        _ => format!("{path}: {err}"),
    };
    CliError::input(message).caused_by(err)
}

/// Records the round played in the round file at `path` (audited with the
/// game's rules), stamped `at`: the game as saved, the round added, and the
/// audit with the play it read.
pub fn record_play(
    path: &std::path::Path,
    args: &RoundArgs,
    store: &Store,
    name: &GameName,
    at: DateTime<FixedOffset>,
) -> Result<(GameFile, Added, (AuditReport, RoundPlay)), CliError> {
    let saved = save_round(store, name, None, at, |file, state| {
        let (draft, report, play) = draft_from_file(path, args.renege.as_deref(), file, state)?;
        let draft = RoundDraft {
            note: args.note.clone(),
            ..draft
        };
        Ok((draft, (report, play)))
    })?;
    saved.ok_or_else(|| CliError::input("the game changed while the round was saved"))
}

fn refuse_if_finished(file: &GameFile, state: &GameState) -> Result<(), CliError> {
    if let Some(winner) = state.winner() {
        // The usual next step at a table is another game with the same
        // players: the rematch, or the one already started.
        let again = match &file.rematch {
            Some(next) => format!("; its rematch is {next}: go on with `fortyfives use {next}`"),
            None => "; play again at the same table with `fortyfives rematch`".to_string(),
        };
        return Err(CliError::input(format!(
            "{} is over: {} won. Start another with `fortyfives new`, or take back the last round with `fortyfives undo`{again}",
            file.name,
            file.table.side_name(winner)
        )));
    }
    Ok(())
}
