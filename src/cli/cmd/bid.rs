//! `bid --hand CARDS`: should he have bid? The odds of each bid by
//! RULES.md §13's model (`rules::odds`); this file reads the question from
//! the flags or a saved game and shows the answer.
//!
//! Nothing is written, so Ctrl-C needs no handler: the default signal
//! stops the run at once, with nothing half-done.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::{odds, Odds, OddsError, Question, MAX_SAMPLES};
use fortyfives::rules::table::{side_counts, Table, Who};
use fortyfives::rules::{parse_cards, Seat, Suit};

use crate::cli::args::BidArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::bid::print;
use crate::cli::view::progress::{random_seed, Run};
use crate::cli::{args::rules::resolve_rules, load, Verdict};

/// Default table without a game: four players, two sides.
const DEFAULT_PLAYERS: u8 = 4;

pub fn run(args: &BidArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let (answer, state, names) = odds_of(args, ctx)?;
    print(&answer, &state, &names, ctx.style);
    Ok(Verdict::Done)
}

/// The odds of each bid for the hand the flags give, at the table they
/// describe (or the saved game's): the answer, the game it was asked in,
/// and the sides' names. The progress of the deals is shown on the
/// terminal's error stream while they are dealt.
pub fn odds_of(args: &BidArgs, ctx: &Context) -> Result<(Odds, GameState, Vec<String>), CliError> {
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
    let (state, asker, names) = table(args, ctx)?;
    let game_end = (args.player.is_some() || args.score.is_some()) && state.sides.len() == 2;
    let question = Question {
        state: &state,
        asker,
        hand,
        kitty,
        trumps,
        samples: args.samples.min(MAX_SAMPLES),
        seed: args.seed.unwrap_or_else(random_seed),
        keep_deals: args.show_deals,
        game_end,
    };
    let players = format!("{} players", state.table.players.len());
    let run = Run {
        total: question.samples,
        unit: "deals",
        verb: "Dealing",
        samples: Some(&players),
    };
    let answer = run
        .with_progress(|tick| odds(&question, tick))
        .map_err(|e| cannot_answer(&e))?;
    Ok((answer, state, names))
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
        _ => "",
    };
    CliError::input(format!("{place}{err}{fix}")).caused_by(err.clone())
}

/// The game the question is asked in: a saved game's state (`--player`),
/// or a new one from the flags; the asker's seat at it; the sides' names
/// as the text says them.
fn table(args: &BidArgs, ctx: &Context) -> Result<(GameState, Seat, Vec<String>), CliError> {
    if let Some(name) = &args.player {
        let (_, state) = load::load_game(ctx)?;
        let seat = match state.table.find(name)? {
            Who::Player(seat) => seat,
            Who::Side(_) => {
                return Err(CliError::input(format!(
                    "--player {name}: that is a side; name one player: {}",
                    state.table.players.join(", ")
                )))
            }
        };
        let names = state.table.sides.iter().map(|s| s.name.clone()).collect();
        return Ok((state, seat, names));
    }
    if ctx.game.is_some() {
        return Err(CliError::input(
            "--game names a saved game: say whose hand it is with --player NAME",
        ));
    }
    let rules = resolve_rules(args.preset.as_deref(), &args.set)?;
    let n = usize::from(args.players.unwrap_or(DEFAULT_PLAYERS));
    let sides = usize::from(args.sides.unwrap_or(if n % 2 == 0 { 2 } else { n as u8 }));
    let fits = side_counts(n);
    if !fits.contains(&sides) {
        let fits: Vec<String> = fits.iter().map(usize::to_string).collect();
        return Err(CliError::input(format!(
            "--sides {sides} with {n} players: sides alternate round the table and must be the same size; give --sides {}",
            fits.join(" or ")
        )));
    }
    let seat = usize::from(args.seat.unwrap_or(n as u8));
    if seat > n {
        return Err(CliError::input(format!(
            "--seat {seat}: there are {n} players; give a seat from 1 (the dealer's left) to {n} (the dealer)"
        )));
    }
    // Seats from the dealer's left: the table's seat 0 bids first, the
    // dealer is the last. Side 1 is the asker's, the next round the table 2.
    let asker = Seat(seat - 1);
    let own = asker.0 % sides;
    // "your side" rather than a bare "side 1", which reads as anyone's.
    let side_name = |t: usize| match (t + sides - own) % sides + 1 {
        1 => "your side".to_string(),
        k => format!("side {k}"),
    };
    let player = |i: usize| format!("seat {}", i + 1);
    let table = if sides == n {
        let mut t = Table::cut_throat((0..n).map(player).collect())?;
        for (i, side) in t.sides.iter_mut().enumerate() {
            side.name = side_name(i);
        }
        t
    } else {
        Table::teams(
            (0..sides)
                .map(|t| {
                    let players = (t..n).step_by(sides).map(player).collect();
                    (Some(side_name(t)), players)
                })
                .collect(),
        )?
    };
    let names = table.sides.iter().map(|s| s.name.clone()).collect();
    let mut state = GameState::new(rules, table, Seat(n - 1)).map_err(|e| {
        CliError::input(format!(
            "{e}; give --players and --sides these rules allow (see `fortyfives rules {}`)",
            args.preset
                .as_deref()
                .unwrap_or(crate::cli::args::rules::DEFAULT_PRESET)
        ))
        .caused_by(e)
    })?;
    if let Some(text) = &args.score {
        let given: Vec<i32> = text
            .split(',')
            .map(|s| s.trim().parse::<i32>())
            .collect::<Result<_, _>>()
            .map_err(|_| {
                CliError::input(format!(
                    "--score {text}: give each side's score as whole numbers, the asker's side first, e.g. --score 85,105"
                ))
            })?;
        if given.len() != sides {
            return Err(CliError::input(format!(
                "--score {text}: {} scores for {sides} sides; give one a side, the asker's side first",
                given.len()
            )));
        }
        let by_table: Vec<i32> = (0..sides)
            .map(|t| given[(t + sides - own) % sides])
            .collect();
        state = state
            .starting_at(&by_table)
            .map_err(|e| CliError::input(format!("--score {text}: {e}")))?;
    }
    Ok((state, asker, names))
}
