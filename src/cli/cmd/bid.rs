//! `bid --hand CARDS`: should he have bid? The odds of each bid by
//! RULES.md §13's model (`rules::odds`); this file reads the question from
//! the flags or a saved game and shows the answer.
//!
//! Nothing is written, so Ctrl-C needs no handler: the default signal
//! stops the run at once, with nothing half-done.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::kernel::{DEFAULT_ROUNDS, DEFAULT_SEED};
use fortyfives::rules::odds::{
    check, levels, odds, unplayable, Odds, OddsError, Question, MAX_SAMPLES,
};
use fortyfives::rules::table::Who;
use fortyfives::rules::{parse_cards, Seat, Suit};

use crate::cli::args::BidArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::model::model_for;
use crate::cli::seated::{players_and_sides, scores, seated_game};
use crate::cli::view::bid::{print, Asked};
use crate::cli::view::progress::{random_seed, Run};
use crate::cli::{args::rules::resolve_rules, load, Verdict};

pub fn run(args: &BidArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let (answer, asked) = odds_of(args, ctx)?;
    print(&answer, &asked, ctx.style);
    Ok(Verdict::Done)
}

/// The odds of each bid for the hand the flags give, at the table they
/// describe (or the saved game's): the answer and the table it was asked
/// at. The progress of the deals is shown on the terminal's error stream
/// while they are dealt.
pub fn odds_of(args: &BidArgs, ctx: &Context) -> Result<(Odds, Asked), CliError> {
    let hand = parse_cards(&args.hand).map_err(|e| {
        CliError::input(format!(
            "--hand: {e}; give five different cards, e.g. --hand \"5h jh ah qh 2d\""
        ))
    })?;
    let kitty = match &args.kitty {
        Some(text) => parse_cards(text).context("--kitty")?,
        None => Vec::new(),
    };
    let trumps = match &args.trump {
        Some(text) => vec![text.parse::<Suit>().context("--trump")?],
        None => Vec::new(),
    };
    let asked = table(args, ctx)?;
    let question = Question {
        state: &asked.state,
        asker: asked.asker,
        hand,
        kitty,
        trumps,
        samples: args.samples.min(MAX_SAMPLES),
        seed: args.seed.unwrap_or_else(random_seed),
        keep_deals: args.show_deals,
        game_end: asked.scored,
        over: args.over,
        model: None,
    };
    // A question the model refuses is refused before the game model is
    // played for it.
    check(&question).map_err(|e| cannot_answer(&e))?;
    levels(&question).map_err(|e| cannot_answer(&e))?;
    // The chance of winning the game (RULES.md §14.6) needs real scores,
    // and the game model, which costs a few seconds the first time a table
    // is asked about: only a scored question pays for it. The kernel's
    // rounds and seed are `odds`'s defaults, so both share the cache.
    let model = if asked.scored && unplayable(&asked.state).is_none() {
        Some(model_for(
            ctx,
            &asked.state,
            DEFAULT_ROUNDS,
            DEFAULT_SEED,
            None,
        )?)
    } else {
        None
    };
    let question = Question {
        model: model.as_ref(),
        ..question
    };
    let players = format!("{} players", asked.state.table.players.len());
    let run = Run {
        total: question.samples,
        unit: "deals",
        verb: "Dealing",
        samples: Some(&players),
        flag: "--samples",
    };
    let answer = run
        .with_progress(|tick| odds(&question, tick))
        .map_err(|e| cannot_answer(&e))?;
    Ok((answer, asked))
}

/// What to type instead, after the model's reason.
fn cannot_answer(err: &OddsError) -> CliError {
    let fix = match err {
        OddsError::HandSize(_) | OddsError::HandTwice(_) => {
            "; give five different cards, e.g. --hand \"5h jh ah qh 2d\"".to_string()
        }
        OddsError::InHandAndKitty(_) | OddsError::KittyTwice(_) => {
            "; a card is in one place only: check --hand and --kitty".to_string()
        }
        OddsError::KittySize { want, .. } => {
            format!("; give all {want} cards of the kitty, or leave out --kitty")
        }
        OddsError::NoKitty(_) => "; leave out --kitty".to_string(),
        OddsError::NotInPack(_) => "; leave out the Joker, or --set joker=true".to_string(),
        OddsError::NoBidding(_) => "; give an auction preset, e.g. --rules 120".to_string(),
        _ => String::new(),
    };
    let place = match err {
        OddsError::InHandAndKitty(_)
        | OddsError::KittyTwice(_)
        | OddsError::KittySize { .. }
        | OddsError::NoKitty(_) => "--kitty: ",
        OddsError::HandSize(_) | OddsError::HandTwice(_) | OddsError::NotInPack(_) => "--hand: ",
        OddsError::NothingOver { over, .. } => return over_error(*over, err),
        _ => "",
    };
    CliError::input(format!("{place}{err}{fix}")).caused_by(err.clone())
}

/// `--over N` past the highest bid, with the flag's value.
fn over_error(over: u8, err: &OddsError) -> CliError {
    CliError::input(format!(
        "--over {over}: {err}; over the highest bid there is nothing to weigh: pass, or give a lower --over"
    ))
    .caused_by(err.clone())
}

/// The game the question is asked in: a saved game's state (`--player`,
/// `--game`, or the current game when no flag describes another table),
/// or a new one from the flags; the asker's seat at it; the sides' names
/// as the text says them.
fn table(args: &BidArgs, ctx: &Context) -> Result<Asked, CliError> {
    if let Some(name) = &args.player {
        let (file, state) = load::load_game(ctx)?;
        let seat = match state.table.find(name)? {
            Who::Player(seat) => seat,
            Who::Side(_) => {
                return Err(CliError::input(format!(
                    "--player {name}: that is a side; name one player: {}",
                    state.table.players.join(", ")
                )))
            }
        };
        return Ok(in_game(state, seat, file.name.to_string(), true));
    }
    // A table the flags describe wins over the current game: a preset, a
    // knob, the players, the sides or the scores.
    let flags = args.preset.is_some()
        || !args.set.is_empty()
        || args.players.is_some()
        || args.sides.is_some()
        || args.score.is_some();
    let mut note = None;
    if ctx.game.is_some() && flags {
        return Err(CliError::input(
            "--game takes the game's own table: leave out --rules, --set, --players, --sides and --score, or --game",
        ));
    }
    if ctx.game.is_some() {
        let (file, state) = load::load_game(ctx)?;
        let seat = seat_in(args, &state)?;
        return Ok(in_game(state, seat, file.name.to_string(), false));
    }
    if !flags {
        if let Ok(store) = ctx.store() {
            if let Some(name) = store.current()? {
                let (file, state) = load::load_named(store, &name)?;
                match unplayable(&state) {
                    None => {
                        let seat = seat_in(args, &state)?;
                        return Ok(in_game(state, seat, file.name.to_string(), false));
                    }
                    Some(why) => note = Some((file.name.to_string(), state.rules.label(), why)),
                }
            }
        }
    }
    let mut asked = new_table(args)?;
    asked.note = note;
    Ok(asked)
}

/// The player at `--seat` (from the next dealer's left; the dealer by
/// default) of a saved game.
fn seat_in(args: &BidArgs, state: &GameState) -> Result<Seat, CliError> {
    let n = state.table.players.len();
    let seat = usize::from(args.seat.unwrap_or(n as u8));
    if seat > n {
        return Err(CliError::input(format!(
            "--seat {seat}: there are {n} players; give a seat from 1 (the dealer's left) to {n} (the dealer), or --player NAME"
        )));
    }
    Ok(Seat((state.dealer.0 + seat) % n))
}

fn in_game(state: GameState, asker: Seat, game: String, named: bool) -> Asked {
    let names = state.table.sides.iter().map(|s| s.name.clone()).collect();
    Asked {
        state,
        asker,
        names,
        game: Some((game, named)),
        note: None,
        scored: true,
    }
}

/// A new game from the flags: `--players`, `--sides`, `--rules`, `--set`,
/// `--seat` and `--score`.
fn new_table(args: &BidArgs) -> Result<Asked, CliError> {
    let rules = resolve_rules(args.preset.as_deref(), &args.set)?;
    let (n, sides) = players_and_sides(args.players, args.sides)?;
    let seat = usize::from(args.seat.unwrap_or(n as u8));
    if seat > n {
        return Err(CliError::input(format!(
            "--seat {seat}: there are {n} players; give a seat from 1 (the dealer's left) to {n} (the dealer)"
        )));
    }
    // Seats from the dealer's left: the table's seat 0 bids first, the
    // dealer is the last. Side 1 is the asker's, the next round the table 2.
    let asker = Seat(seat - 1);
    // Sides alternate round the table: seat i plays for side i mod k.
    // "your side" rather than a bare "side 1", which reads as anyone's;
    // with two sides the other is "the other team" (or player).
    let side_name = |t: usize, k: usize| match (t + k - asker.0 % k) % k + 1 {
        1 => "your side".to_string(),
        2 if k == 2 && n > k => "the other team".to_string(),
        2 if k == 2 => "the other player".to_string(),
        j => format!("side {j}"),
    };
    let mut state = seated_game(
        &rules,
        args.preset.as_deref(),
        (n, sides),
        args.sides.is_some(),
        Seat(n - 1),
        &side_name,
    )?;
    let names = state.table.sides.iter().map(|s| s.name.clone()).collect();
    if let Some(text) = &args.score {
        let given = scores(text, sides, "the asker's side", "85,105", "yours")?;
        let by_table: Vec<i32> = (0..sides)
            .map(|t| given[(t + sides - asker.0 % sides) % sides])
            .collect();
        state = state
            .starting_at(&by_table)
            .map_err(|e| CliError::input(format!("--score {text}: {e}")))?;
    }
    Ok(Asked {
        state,
        asker,
        names,
        game: None,
        note: None,
        scored: args.score.is_some(),
    })
}
