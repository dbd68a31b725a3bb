//! The score sheet: `new`, `round`, `status`, `history`, `undo`, `redo`,
//! `list`, `use`, `delete`. Rules decide (`rules::game`), the store saves,
//! this module asks and shows.

use std::collections::BTreeMap;
use std::io::IsTerminal;

use chrono::Local;
use fortyfives::rules::audit::{audit, AuditReport, RoundPlay};
use fortyfives::rules::game::{GameState, HistoryRow};
use fortyfives::rules::round::{parse_auction, Bid, Contract, RenegeCall, RoundRecord, Tricks};
use fortyfives::rules::table::{Table, Who};
use fortyfives::rules::{BySide, Seat, SideId, Suit};
use fortyfives::store::{GameFile, GameName, Health, SavedRound, Store};
use serde::Serialize;

use super::args::{GlobalArgs, HistoryArgs, NewArgs, RoundArgs};
use super::error::{CliError, Context};
use super::output::{print_json, Style};
use super::render::Standing;
use super::{check, prompt, render, Verdict};

pub fn open_store(global: &GlobalArgs) -> Result<Store, CliError> {
    Ok(Store::open(global.data_dir.clone())?)
}

/// Whether the user can be asked questions.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

// ---------------------------------------------------------------- new

pub fn new(args: &NewArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let answers = if args.teams.is_empty() && args.players.is_empty() {
        if !interactive() {
            return Err(CliError::input(
                "who is playing? Give the teams (--teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\") or the players of a cut-throat game (--players Ann,Bob,Cid)",
            ));
        }
        prompt::guard_interrupts();
        Some(prompt::new_game(args, &super::known::known(&store))?)
    } else {
        None
    };
    let args = answers.as_ref().unwrap_or(args);

    let rules = super::resolve_rules(args.preset.as_deref(), &args.set)?;
    let table = if args.players.is_empty() {
        let teams = args
            .teams
            .iter()
            .map(|t| parse_team(t))
            .collect::<Result<Vec<_>, _>>()?;
        Table::teams(teams).context("--teams")?
    } else {
        let players: Vec<String> = args.players.iter().map(|p| p.trim().to_string()).collect();
        Table::cut_throat(players).context("--players")?
    };
    table.check_seating(&rules)?;
    let first_dealer = match &args.dealer {
        Some(who) => match table.find(who).context("--dealer")? {
            Who::Player(seat) => seat,
            Who::Side(_) => {
                return Err(CliError::input(format!(
                    "--dealer: '{who}' is a team; name the player who deals"
                )))
            }
        },
        None => Seat(table.players.len() - 1),
    };
    let name = match &args.name {
        Some(name) => GameName::parse(name)?,
        None => default_name(&store)?,
    };
    let mut file = GameFile::new(
        name.as_str(),
        Local::now().fixed_offset(),
        rules,
        table,
        first_dealer,
    );
    if !args.score.is_empty() {
        let start = parse_start(&file.table, &args.score)?;
        file.set_start(start).context("--score")?;
    }
    let state = file.state()?;
    store.create(&name, &file)?;

    if style.json {
        print_json(&render::status_json(&Standing::of(&file, &state)));
    } else {
        println!(
            "{}",
            style.bold(&format!(
                "Started {}: {}",
                name,
                render::matchup(&file.table)
            ))
        );
        println!("{}", render::rules_line(&file.rules, style));
        if let Some(line) = render::start_line(&file) {
            println!("{line}");
        }
        println!(
            "{} deals first; {} {} first.",
            file.table.player_name(first_dealer),
            file.table
                .player_name(first_dealer.left(file.table.players.len())),
            if file.rules.has_bidding() {
                "bids"
            } else {
                "leads"
            }
        );
        println!(
            "Record each round with `fortyfives round`; `fortyfives status` shows the standings."
        );
    }
    Ok(Verdict::Done)
}

/// `--score SIDE=N`, repeated: each side's starting score, by side.
fn parse_start(table: &Table, given: &[String]) -> Result<Vec<i32>, CliError> {
    let mut start = BySide::from_fn(table.sides.len(), |_| 0);
    let mut named = BySide::from_fn(table.sides.len(), |_| false);
    for item in given {
        let Some((who, n)) = item.split_once('=') else {
            return Err(CliError::input(format!(
                "--score {item}: write SIDE=N, e.g. --score Blue=85 (or --score Blue=-20 for a side in the hole)"
            )));
        };
        let side = match table.find(who.trim()) {
            Ok(found) => table.side_of_who(found),
            Err(_) => {
                let sides: Vec<String> = table.sides.iter().map(|s| s.name.clone()).collect();
                return Err(CliError::input(format!(
                    "--score {item}: '{}' is not at this table; the sides are {}",
                    who.trim(),
                    sides.join(", ")
                )));
            }
        };
        let n: i32 = n.trim().parse().map_err(|_| {
            CliError::input(format!(
                "--score {item}: '{}' is not a score; write a whole number, e.g. --score {}=85",
                n.trim(),
                table.side_name(side)
            ))
        })?;
        if named[side] {
            return Err(CliError::input(format!(
                "--score: {} is given twice; give each side's score once",
                table.side_name(side)
            )));
        }
        named[side] = true;
        start[side] = n;
    }
    Ok(start.into_vec())
}

/// "Blue=Ann,Bob" or "Ann,Bob".
fn parse_team(text: &str) -> Result<(Option<String>, Vec<String>), CliError> {
    let (name, players) = match text.split_once('=') {
        Some((name, players)) => (Some(name.trim().to_string()), players),
        None => (None, text),
    };
    let players: Vec<String> = players
        .split(',')
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect();
    if players.is_empty() {
        return Err(CliError::input(format!(
            "--teams \"{text}\": no players; write --teams \"Blue=Ann,Bob\""
        )));
    }
    Ok((name.filter(|n| !n.is_empty()), players))
}

/// Today's date, with -2, -3... when that name is taken.
fn default_name(store: &Store) -> Result<GameName, CliError> {
    let today = Local::now().format("%Y-%m-%d").to_string();
    let taken: Vec<String> = store
        .list()?
        .into_iter()
        .map(|g| g.name.to_string())
        .collect();
    let mut name = today.clone();
    let mut n = 2;
    while taken.iter().any(|t| t.eq_ignore_ascii_case(&name)) {
        name = format!("{today}-{n}");
        n += 1;
    }
    Ok(GameName::parse(&name)?)
}

// ---------------------------------------------------------------- round

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
        Some(text) => Some(parse_auction(table, text).context("--auction")?),
        None => None,
    };
    let dealer = state.dealer;
    let renege = renege_call(table, args.renege.as_deref())?;
    if args.thrown_in {
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

    let contract = if rules.has_bidding() {
        let (side, player) =
            match (&args.bidder, args.bagged) {
                (Some(who), _) => match table.find(who).context("--bidder")? {
                    Who::Player(seat) => (table.side_of(seat), Some(seat)),
                    Who::Side(side) => (side, None),
                },
                (None, true) => (table.side_of(dealer), Some(dealer)),
                (None, false) => return Err(CliError::input(
                    "who won the bid? Add --bidder WHO --bid N (or --bagged when everyone passed)",
                )),
            };
        let amount = match (args.bid, args.bagged) {
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
        Some(if args.bagged {
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
            let sides = list
                .split(',')
                .map(str::trim)
                .filter(|w| !w.is_empty())
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
        (None, None) => None,
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
    let play = check::read_round_file_under(path, &file.rules)?;
    if !play.is_complete() {
        return Err(CliError::input(format!(
            "{}: only {} of the five tricks are recorded; a round is scored once all five are played (`fortyfives check round` audits a round in progress)",
            path.display(),
            play.tricks().len()
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
            (play.side_of(i) == play.side_of(j))
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

pub fn round(args: &RoundArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
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
        prompt::guard_interrupts();
        Some(prompt::round(&file, &state)?)
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
    let saved_at = store.path_of(name);
    let saved = store.update(name, |file: &mut GameFile| {
        let mut state = replayable(file, &saved_at)?;
        refuse_if_finished(file, &state)?;
        let record = record_from_args(args, file, &state)?;
        let saved = SavedRound {
            at: Local::now().fixed_offset(),
            note: args.note.clone(),
            record,
        };
        let row = file.push(&mut state, saved)?;
        Ok::<_, CliError>((file.clone(), file.rounds.len(), row, state))
    })?;
    store.save_derived(name, "status", &Standing::of(&saved.0, &saved.3));
    Ok(saved)
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
    store.save_derived(name, "status", &Standing::of(&file, &state));
    if style.json {
        show_round(&file, row_no, &row, &state, style);
        return Ok(Verdict::Done);
    }
    check::print_audit(&play, &report, style);
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
        return Err(CliError::input(format!(
            "{} is over: {} won. Start another with `fortyfives new`, or take back the last round with `fortyfives undo`",
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
            "Round {round_no}: {}",
            render::round_summary(file, record, row, style)
        ))
    );
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
            render::score_words(row.scores[side])
        );
    }
    for note in row.notes.iter().chain(&row.events) {
        println!("  {}", style.text(note));
    }
    render::print_footer(&Standing::of(file, state), style);
}

// ---------------------------------------------------------------- status, history

pub fn status(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    let standing = store.load_derived(&name, "status", |file: GameFile| {
        let state = replayable(&file, &store.path_of(&name))?;
        Ok::<_, CliError>(Standing::of(&file, &state))
    })?;
    let series = super::rematch::series(&store, &standing);
    if style.json {
        let mut doc = render::status_json(&standing);
        doc.series = series.map(|s| s.json(&standing.table));
        print_json(&doc);
    } else {
        render::print_status(&standing, style);
        if let Some(series) = series {
            println!("{}", series.line(&standing.table));
        }
    }
    Ok(Verdict::Done)
}

/// The game's state, or exit 3: a saved game that can't be replayed is a
/// damaged file, left as it is.
pub fn replayable(file: &GameFile, path: &std::path::Path) -> Result<GameState, CliError> {
    file.check_kept().map_err(|detail| {
        CliError::from(fortyfives::store::StoreError::Corrupt {
            path: path.to_path_buf(),
            detail,
        })
    })?;
    file.state().map_err(|e| {
        CliError::storage(format!(
            "{} can't be replayed: {e}. The file was left as it is: {}",
            file.name,
            path.display()
        ))
        .caused_by(e)
    })
}

pub fn history(args: &HistoryArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let (file, state) = load_game(global)?;
    if args.changes {
        super::changes::show(&file, style);
        return Ok(Verdict::Done);
    }
    if style.json {
        print_json(&render::history_json(&file, &state));
    } else {
        render::print_history(&file, &state, style);
    }
    Ok(Verdict::Done)
}

pub fn load_game(global: &GlobalArgs) -> Result<(GameFile, GameState), CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    load_named(&store, &name)
}

/// A saved game and its replayed state; a file that can't be replayed is
/// a damaged file (exit 3).
pub fn load_named(store: &Store, name: &GameName) -> Result<(GameFile, GameState), CliError> {
    let (file, path) = store.load::<GameFile>(name)?;
    let state = replayable(&file, &path)?;
    Ok((file, state))
}

// ---------------------------------------------------------------- undo, redo

pub fn undo(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    let (file, number, round, state) = take_back(&store, &name)?;
    let standing = Standing::of(&file, &state);
    if style.json {
        print_json(&render::status_json(&standing));
        return Ok(Verdict::Done);
    }
    println!(
        "Took back round {number} ({}). `fortyfives redo` puts it back.",
        render::record_words(&file, &round.record, style)
    );
    render::print_footer(&standing, style);
    Ok(Verdict::Done)
}

/// Takes back the last round: the game as saved, the round's number, the
/// round, and the state without it.
pub fn take_back(
    store: &Store,
    name: &GameName,
) -> Result<(GameFile, usize, SavedRound, GameState), CliError> {
    let saved_at = store.path_of(name);
    let (file, number, taken) = store.update(name, |file: &mut GameFile| {
        replayable(file, &saved_at)?;
        let number = file.rounds.len();
        let taken = file
            .undo(Local::now().fixed_offset())
            .cloned()
            .ok_or_else(|| {
                CliError::input(format!(
                    "{} has no round to take back: no round is recorded yet",
                    file.name
                ))
            })?;
        Ok::<_, CliError>((file.clone(), number, taken))
    })?;
    let state = file.state()?;
    store.save_derived(name, "status", &Standing::of(&file, &state));
    Ok((file, number, taken, state))
}

pub fn redo(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    let saved_at = store.path_of(&name);
    let file = store.update(&name, |file: &mut GameFile| {
        replayable(file, &saved_at)?;
        if file.redo(Local::now().fixed_offset())?.is_none() {
            return Err(CliError::input(format!(
                "{} has no round taken back to put back (`fortyfives undo` takes the last round back)",
                file.name
            )));
        }
        Ok(file.clone())
    })?;
    let state = file.state()?;
    let standing = Standing::of(&file, &state);
    store.save_derived(&name, "status", &standing);
    if style.json {
        print_json(&render::status_json(&standing));
        return Ok(Verdict::Done);
    }
    let number = file.rounds.len();
    println!(
        "Put back round {number} ({}).",
        render::record_words(&file, &file.rounds[number - 1].record, style)
    );
    render::print_footer(&standing, style);
    Ok(Verdict::Done)
}

// ---------------------------------------------------------------- list, use, delete

pub fn list(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let current = store.current().ok().flatten();
    let mut rows = Vec::new();
    for entry in store.list()? {
        let loaded = match &entry.health {
            Health::Good => store
                .load::<GameFile>(&entry.name)
                .map_err(|e| e.to_string())
                .and_then(|(f, _)| f.state().map(|s| (f, s)).map_err(|e| e.to_string())),
            Health::Corrupt(detail) => Err(format!("damaged: {detail}")),
            Health::NewerSchema(n) => Err(format!("saved by a newer fortyfives (schema {n})")),
            Health::Unreadable(why) => Err(format!("unreadable: {why}")),
        };
        rows.push(render::ListRow {
            current: current.as_ref() == Some(&entry.name),
            name: entry.name.to_string(),
            modified: entry.modified,
            game: loaded,
        });
    }
    if style.json {
        print_json(&render::list_json(&rows));
    } else {
        render::print_list(&rows, style);
    }
    Ok(Verdict::Done)
}

pub fn use_game(name: &str, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(Some(name))?;
    // Opened before it becomes current: a failed `use` changes nothing.
    let (file, state) = load_named(&store, &name)?;
    store.set_current(&name)?;
    let standing = Standing::of(&file, &state);
    if style.json {
        print_json(&render::status_json(&standing));
    } else {
        println!("Now playing {name}.");
        render::print_status(&standing, style);
    }
    Ok(Verdict::Done)
}

pub fn delete(name: &str, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(Some(name))?;
    let moved = store.delete(&name)?;
    if style.json {
        #[derive(Serialize)]
        struct Out {
            deleted: String,
            kept_at: String,
        }
        print_json(&Out {
            deleted: name.to_string(),
            kept_at: moved.display().to_string(),
        });
    } else {
        println!(
            "Deleted {name}. The file is kept at {}; `fortyfives restore {name}` brings it back.",
            moved.display()
        );
    }
    Ok(Verdict::Done)
}
