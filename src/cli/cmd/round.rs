//! `round`: record one round, from flags, from answers to questions, or from
//! its play record (`--from FILE`, audited first). Each way gives a
//! [`RoundDraft`] (`edit` reads a round's facts the same way, through
//! [`draft_from_args`] and [`draft_from_file`]); the rules make it a record.

use std::collections::BTreeMap;

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::audit::{audit, AtTableError, AuditReport, RoundPlay};
use fortyfives::rules::game::SavedRound;
use fortyfives::rules::game::{GameState, HistoryRow};
use fortyfives::rules::round::{parse_auction, BestFacts, RoundDraft, TrickFacts};
use fortyfives::rules::table::Table;
use fortyfives::rules::{BySide, SideId, Suit};
use fortyfives::store::{Added, GameFile, GameName, Store};
use serde::Serialize;

use crate::cli::args::round_file::read_round_file_under;
use crate::cli::args::RoundArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::load::{interactive, load_named, replayable};
use crate::cli::view::audit::print_audit;
use crate::cli::view::output::{print_json, Style};
use crate::cli::view::standing::Standing;
use crate::cli::{ask, view::render, Verdict};

pub fn run(args: &RoundArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    if let Some(path) = &args.from {
        return round_from_file(path, args, store, &name, ctx);
    }
    let nothing_given = args.bidder.is_none()
        && args.bid.is_none()
        && !args.bagged
        && !args.thrown_in
        && args.tricks.is_empty()
        && args.winners.is_none();
    // Prompts happen before the game is locked: a slow answer never blocks
    // another command.
    let prompted = if nothing_given && interactive() {
        let (file, state) = load_named(store, &name)?;
        refuse_if_finished(&file, &state)?;
        crate::cli::ask::guard_interrupts();
        match ask::round(&file, &state)? {
            Some(answers) => Some(answers),
            None => {
                eprintln!("Nothing was saved.");
                return Ok(Verdict::Done);
            }
        }
    } else {
        None
    };
    let saved = save_round(
        store,
        &name,
        None,
        ctx.clock.now(),
        |file, _| match prompted {
            Some(draft) => Ok((draft, ())),
            None => Ok((draft_from_args(args, &file.table)?, ())),
        },
    )?;
    // Without rounds to match, the game can't have moved on.
    let Some((file, added, ())) = saved else {
        return Err(CliError::input(
            "the game changed while the round was saved",
        ));
    };
    show_round(&file, added.number, &added.row, &added.state, style);
    Ok(Verdict::Done)
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

fn round_from_file(
    path: &std::path::Path,
    args: &RoundArgs,
    store: &Store,
    name: &GameName,
    ctx: &Context,
) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let saved = save_round(store, name, None, ctx.clock.now(), |file, state| {
        let (draft, report, play) = draft_from_file(path, args.renege.as_deref(), file, state)?;
        let draft = RoundDraft {
            note: args.note.clone(),
            ..draft
        };
        Ok((draft, (report, play)))
    })?;
    let Some((file, added, (report, play))) = saved else {
        return Err(CliError::input(
            "the game changed while the round was saved",
        ));
    };
    let Added { number, row, state } = added;
    if style.json {
        show_round(&file, number, &row, &state, style);
        return Ok(Verdict::Done);
    }
    print_audit(&play, &report, style);
    println!();
    if !report.is_clean() {
        println!(
            "{}",
            style.bad("Recorded as played. Settle the plays above at the table; `fortyfives undo` takes the round back.")
        );
    }
    show_round(&file, number, &row, &state, style);
    Ok(Verdict::Done)
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

fn show_round(file: &GameFile, round_no: usize, row: &HistoryRow, state: &GameState, style: Style) {
    let table = &file.table;
    let saved = &file.rounds[round_no - 1];
    let record = &saved.record;
    if style.json {
        print_json(&round_json(file, round_no, row, state));
        return;
    }
    println!(
        "{}",
        style.bold(&format!(
            "Round {round_no} of {}: {}",
            style.text(&file.name),
            render::round_summary(file, record, row, style)
        ))
    );
    render::print_round_lines(table, row, state);
    for note in row.notes.iter().chain(&row.events) {
        println!("  {}", style.text(note));
    }
    render::print_footer(&Standing::of(file, state), style);
}
