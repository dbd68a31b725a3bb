//! `round`: record one round, from flags, from answers to questions, or from
//! its play record (`--from FILE`, audited first). `edit` reads a round's
//! facts the same way, through [`record_from_args`] and [`record_from_file`].

use std::collections::BTreeMap;

use chrono::Local;
use fortyfives::rules::audit::{audit, AuditReport, RoundPlay};
use fortyfives::rules::game::{GameState, HistoryRow};
use fortyfives::rules::round::{
    implied_best, parse_auction, Bid, Contract, RenegeCall, RoundRecord, Tricks,
};
use fortyfives::rules::table::{Table, Who};
use fortyfives::rules::{BySide, Seat, SideId, Suit};
use fortyfives::store::{GameFile, GameName, SavedRound, Store};
use serde::Serialize;

use crate::cli::args::round_file::read_round_file_under;
use crate::cli::args::{GlobalArgs, RoundArgs};
use crate::cli::error::{CliError, Context};
use crate::cli::load::{interactive, load_named, open_store, replayable};
use crate::cli::view::audit::print_audit;
use crate::cli::view::output::{print_json, Style};
use crate::cli::view::standing::Standing;
use crate::cli::{ask::prompt, view::render, Verdict};

pub fn run(args: &RoundArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    if let Some(path) = &args.from {
        return round_from_file(path, args, &store, &name, style);
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
        let (file, state) = load_named(&store, &name)?;
        refuse_if_finished(&file, &state)?;
        crate::cli::ask::guard_interrupts();
        match prompt::round(&file, &state)? {
            Some(answers) => Some(answers),
            None => {
                eprintln!("Nothing was saved.");
                return Ok(Verdict::Done);
            }
        }
    } else {
        None
    };
    let args = prompted.as_ref().unwrap_or(args);
    let (file, round_no, row, state) = save_round(&store, &name, args)?;
    show_round(&file, round_no, &row, &state, style);
    Ok(Verdict::Done)
}

/// Checks, scores and saves one round given as `round`'s flags, under one
/// lock: the game as saved, its number, its row, and the state after it.
pub fn save_round(
    store: &Store,
    name: &GameName,
    args: &RoundArgs,
) -> Result<(GameFile, usize, HistoryRow, GameState), CliError> {
    match save_round_onto(store, name, args, None)? {
        Some(saved) => Ok(saved),
        // Without rounds to match, the game can't have moved on.
        None => Err(CliError::input(
            "the game changed while the round was saved",
        )),
    }
}

/// [`save_round`], but only onto the rounds `known` (the game as the
/// answers were given against): when another command recorded, took back
/// or corrected a round meanwhile, nothing is written and `None` comes back,
/// so answers meant for one deal never land on another.
pub fn save_round_onto(
    store: &Store,
    name: &GameName,
    args: &RoundArgs,
    known: Option<&[SavedRound]>,
) -> Result<Option<(GameFile, usize, HistoryRow, GameState)>, CliError> {
    /// The closure's way to leave the file unwritten.
    enum Stop {
        Moved,
        Failed(CliError),
    }
    impl From<fortyfives::store::StoreError> for Stop {
        fn from(err: fortyfives::store::StoreError) -> Stop {
            Stop::Failed(err.into())
        }
    }
    impl From<CliError> for Stop {
        fn from(err: CliError) -> Stop {
            Stop::Failed(err)
        }
    }
    let saved_at = store.path_of(name);
    let saved = store.update(name, |file: &mut GameFile| {
        if known.is_some_and(|known| known != file.rounds.as_slice()) {
            return Err(Stop::Moved);
        }
        let mut state = replayable(file, &saved_at)?;
        refuse_if_finished(file, &state)?;
        let record = record_from_args(args, file, &state)?;
        let saved = SavedRound {
            at: Local::now().fixed_offset(),
            note: args.note.clone(),
            record,
        };
        let row = file.push(&mut state, saved).map_err(CliError::from)?;
        Ok::<_, Stop>((file.clone(), file.rounds.len(), row, state))
    });
    let saved = match saved {
        Ok(saved) => saved,
        Err(Stop::Moved) => return Ok(None),
        Err(Stop::Failed(err)) => return Err(err),
    };
    Standing::of(&saved.0, &saved.3).cache(store, name);
    Ok(Some(saved))
}

/// The facts of a round as given on the command line, read against the
/// game as it stands.
pub fn record_from_args(
    args: &RoundArgs,
    file: &GameFile,
    state: &GameState,
) -> Result<RoundRecord, CliError> {
    let table = &file.table;
    let rules = &file.rules;
    let side_of = |who: &str, flag: &str| -> Result<SideId, CliError> {
        Ok(table.side_of_who(table.find(who).context(flag)?))
    };
    let trump = match &args.trump {
        Some(text) => Some(text.parse::<Suit>().context("--trump")?),
        None => None,
    };
    let auction = match &args.auction {
        Some(text) => Some(parse_auction(table, text).map_err(crate::cli::error::auction_flag)?),
        None => None,
    };
    let dealer = state.dealer;
    let renege = renege_call(table, args.renege.as_deref())?;
    // An auction given alone names the bidder and the bid, or a bagged
    // dealer, or a hand thrown in: the rules read it.
    let from_auction = match &auction {
        Some(calls)
            if !args.thrown_in && args.bidder.is_none() && args.bid.is_none() && !args.bagged =>
        {
            Some(
                state
                    .auction_contract(calls)
                    .map_err(crate::cli::error::auction_flag)?,
            )
        }
        _ => None,
    };
    if args.thrown_in || from_auction == Some(Contract::ThrownIn) {
        return Ok(RoundRecord {
            dealer,
            contract: Some(Contract::ThrownIn),
            trump,
            tricks: Tricks::default(),
            best: None,
            auction,
            renege,
        });
    }
    let bagged = args.bagged || matches!(from_auction, Some(Contract::Bagged(_)));
    let (bidder, bid) = match from_auction.as_ref().and_then(Contract::bid) {
        Some(b) => (b.player.map(|p| table.player_name(p)), Some(b.amount)),
        None => (args.bidder.clone(), args.bid),
    };

    let contract = if rules.has_bidding() {
        let (side, player) =
            match (&bidder, bagged) {
                (Some(who), _) => match table.find(who).context("--bidder")? {
                    Who::Player(seat) => (table.side_of(seat), Some(seat)),
                    Who::Side(side) => (side, None),
                },
                (None, true) => (table.side_of(dealer), Some(dealer)),
                (None, false) => return Err(CliError::input(
                    "who won the bid? Add --bidder WHO --bid N (or --bagged when everyone passed)",
                )),
            };
        let amount = match (bid, bagged) {
            (Some(n), _) => n,
            (None, true) => rules.min_bid,
            (None, false) => {
                return Err(CliError::input(format!(
                    "--bid is missing: how much did they bid? ({})",
                    fortyfives::rules::explain::bids(rules)
                )))
            }
        };
        let bid = Bid {
            side,
            player,
            amount,
        };
        Some(if bagged {
            Contract::Bagged(bid)
        } else {
            Contract::Bid(bid)
        })
    } else {
        if args.bidder.is_some() || args.bid.is_some() || args.bagged {
            return Err(CliError::input(format!(
                "the {} rules have no bidding: leave out --bidder, --bid and --bagged",
                rules.preset
            )));
        }
        None
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
            Tricks::Winners(sides)
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
            Tricks::from_counts(table, &pairs)?
        }
        (None, true) => {
            return Err(CliError::input(
                "who took the tricks? Add --tricks WHO=N for each side that took any (e.g. --tricks Blue=3 --tricks Red=2), or --winners with the five trick winners in order",
            ))
        }
    };

    let best = match (&args.best, args.best_trick) {
        (Some(who), _) => Some(side_of(who, "--best")?),
        (None, Some(k)) => {
            let Some(order) = tricks.order() else {
                return Err(CliError::input(format!(
                    "--best-trick {k} counts the tricks in the order of --winners, which was not given; with --tricks, say who took the best card with --best WHO"
                )));
            };
            let index = usize::from(k).checked_sub(1).filter(|&i| i < order.len());
            match index {
                Some(i) => Some(order[i]),
                None => {
                    return Err(CliError::input(format!(
                        "--best-trick {k}: count the tricks from 1 to {} in the order of --winners",
                        order.len()
                    )))
                }
            }
        }
        // A side that took all five tricks took the best card too.
        (None, None) => implied_best(rules, &tricks.counts(table.sides.len())),
    };

    Ok(RoundRecord {
        dealer,
        contract,
        trump,
        tricks,
        best,
        auction,
        renege,
    })
}

/// `--renege WHO`: the player (or side) a renege was called on.
fn renege_call(table: &Table, who: Option<&str>) -> Result<Option<RenegeCall>, CliError> {
    let Some(who) = who else {
        return Ok(None);
    };
    Ok(Some(match table.find(who).context("--renege")? {
        Who::Player(seat) => RenegeCall {
            side: table.side_of(seat),
            player: Some(seat),
        },
        Who::Side(side) => RenegeCall { side, player: None },
    }))
}

/// A round recorded from its play record: audited with the game's rules,
/// its seats matched to the game's, and its facts (bidder, bid, trump, trick
/// winners in order, best card) taken from the play.
pub fn record_from_file(
    path: &std::path::Path,
    called: Option<&str>,
    file: &GameFile,
    state: &GameState,
) -> Result<(RoundRecord, AuditReport, RoundPlay), CliError> {
    let called = renege_call(&file.table, called)?;
    // The game's rules decide, whatever the file names.
    let play = read_round_file_under(path, &file.rules)?;
    if !play.is_complete() {
        return Err(CliError::input(format!(
            "{}: only {} of the five tricks are complete; a round is scored once all five are played (`fortyfives check round` audits a round in progress)",
            path.display(),
            play.complete_tricks().len()
        )));
    }
    let table = &file.table;
    let seat_of = |name: &str| -> Result<Seat, CliError> {
        match table.find(name) {
            Ok(Who::Player(seat)) => Ok(seat),
            _ => Err(CliError::input(format!(
                "{}: {name} does not play in {}; the round file's seats must be the game's players ({})",
                path.display(),
                file.name,
                table.players.join(", ")
            ))),
        }
    };
    let seats: Vec<Seat> = play
        .players()
        .iter()
        .map(|n| seat_of(n))
        .collect::<Result<_, _>>()?;
    // The file's seats must go round the table in the game's order.
    let active: Vec<Seat> = table
        .seats()
        .filter(|&seat| state.plays_next(table.side_of(seat)))
        .collect();
    let in_order = seats.len() == active.len()
        && seats.iter().enumerate().all(|(i, &seat)| {
            let next = seats[(i + 1) % seats.len()];
            let at = active.iter().position(|&s| s == seat);
            at.is_some_and(|at| active[(at + 1) % active.len()] == next)
        });
    if !in_order {
        let names: Vec<String> = active.iter().map(|&s| table.player_name(s)).collect();
        return Err(CliError::input(format!(
            "{}: the seats must list this round's players clockwise as the game seats them: {}",
            path.display(),
            names.join(", ")
        )));
    }
    // Partners in the file must be partners in the game, or the audit's
    // points and made/set would not be the ones scored.
    let same_teams = (0..seats.len()).all(|i| {
        (0..seats.len()).all(|j| {
            (play.side_of(Seat(i)) == play.side_of(Seat(j)))
                == (table.side_of(seats[i]) == table.side_of(seats[j]))
        })
    });
    if !same_teams {
        let file_sides: Vec<&str> = play.sides().iter().map(|s| s.name.as_str()).collect();
        let game_sides: Vec<&str> = table.sides.iter().map(|s| s.name.as_str()).collect();
        return Err(CliError::input(format!(
            "{}: the file's teams ({}) are not this game's ({}); make `teams` in the file match the game (leave it out for cut-throat)",
            path.display(),
            file_sides.join(", "),
            game_sides.join(", ")
        )));
    }
    let report = audit(&play);
    // The record is the audit's own play, moved to the game's seats: the
    // round scores exactly what `check round` reports.
    let record = play
        .round_record()
        .ok_or_else(|| CliError::input(format!("{}: the round is not complete", path.display())))?
        .moved(
            |seat| seats[seat.0],
            |side| table.side_of(seats[play.sides()[side.0].seats[0].0]),
        );
    // A renege the audit proves is a renege called: the first play proven
    // illegal, scored by the game's renege_penalty.
    let renege = report.violations.first().and_then(|v| {
        let at = play.players().iter().position(|p| *p == v.player)?;
        let seat = seats[at];
        Some(RenegeCall {
            side: table.side_of(seat),
            player: Some(seat),
        })
    });
    let record = RoundRecord {
        renege: called.or(renege),
        ..record
    };
    Ok((record, report, play))
}

fn round_from_file(
    path: &std::path::Path,
    args: &RoundArgs,
    store: &Store,
    name: &GameName,
    style: Style,
) -> Result<Verdict, CliError> {
    let saved_at = store.path_of(name);
    let (file, row_no, row, state, report, play) = store.update(name, |file: &mut GameFile| {
        let mut state = replayable(file, &saved_at)?;
        refuse_if_finished(file, &state)?;
        let (record, report, play) = record_from_file(path, args.renege.as_deref(), file, &state)?;
        let saved = SavedRound {
            at: Local::now().fixed_offset(),
            note: args.note.clone(),
            record,
        };
        let row = file.push(&mut state, saved)?;
        Ok::<_, CliError>((file.clone(), file.rounds.len(), row, state, report, play))
    })?;
    Standing::of(&file, &state).cache(store, name);
    if style.json {
        show_round(&file, row_no, &row, &state, style);
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
    show_round(&file, row_no, &row, &state, style);
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
