//! `odds`: who wins from here? Each side's chance of winning the game by
//! the game model of RULES.md §14 (`rules::odds::model`), from any score,
//! dealer and rules, or from where the current game stands. This file
//! reads the question from the flags or the saved game; the model comes
//! from the data folder's cache when it was played before.
//!
//! Nothing is written but the cache, so Ctrl-C needs no handler.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::chance::PLAYOUTS;
use fortyfives::rules::odds::kernel::{rounds_shown, DEFAULT_SEED};
use fortyfives::rules::table::{side_counts, Table};
use fortyfives::rules::Seat;

use crate::cli::args::rules::resolve_rules;
use crate::cli::args::OddsArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load;
use crate::cli::model::model_for;
use crate::cli::view::odds::{print, Answer};
use crate::cli::view::progress::Run;
use crate::cli::Verdict;

/// Default table without a game: four players, two sides.
const DEFAULT_PLAYERS: u8 = 4;

pub fn run(args: &OddsArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let (state, game) = table(args, ctx)?;
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let model = model_for(ctx, &state, args.rounds, seed, Some("--rounds"))?;
    let chances = chances_from(&model, &state, seed)?;
    let shown =
        match args.show_rounds {
            Some(n) => Some(rounds_shown(&state, seed, n.min(args.rounds)).map_err(|e| {
                CliError::input(format!("the game model can't play this table: {e}"))
            })?),
            None => None,
        };
    print(
        &Answer {
            state: &state,
            game: game.as_deref(),
            model: &model,
            chances: &chances,
            rounds: args.rounds,
            seed,
            shown,
        },
        ctx.style,
    );
    Ok(Verdict::Done)
}

/// Each side's chance from `state`, with the progress bar while games are
/// played out (three or more sides).
pub fn chances_from(
    model: &fortyfives::rules::odds::model::GameModel,
    state: &GameState,
    seed: u64,
) -> Result<fortyfives::rules::odds::chance::Chances, CliError> {
    let run = Run {
        total: if state.sides.len() == 2 { 1 } else { PLAYOUTS },
        unit: "games",
        verb: "Playing games out",
        samples: None,
        flag: "--rounds",
    };
    run.with_progress(|tick| model.chances(state, seed, tick))
        .map_err(|e| CliError::input(format!("the game model can't play this table: {e}")))
}

/// The game asked about: the current one (or `--game`) when no flag
/// describes another table, else a new one from the flags.
fn table(args: &OddsArgs, ctx: &Context) -> Result<(GameState, Option<String>), CliError> {
    let flags = args.score.is_some()
        || args.dealer.is_some()
        || args.players.is_some()
        || args.sides.is_some()
        || args.preset.is_some()
        || !args.set.is_empty();
    if ctx.game.is_some() && flags {
        return Err(CliError::input(
            "--game takes the game's own score, dealer and rules: leave out --score, --dealer, --players, --sides, --rules and --set, or --game",
        ));
    }
    if !flags {
        let current = match &ctx.game {
            Some(_) => Some(load::load_game(ctx)?),
            None => match ctx.store().ok().map(|s| s.current()).transpose()?.flatten() {
                Some(name) => Some(load::load_named(ctx.store()?, &name)?),
                None => None,
            },
        };
        if let Some((file, state)) = current {
            if state.is_over() {
                let how = match state.winner() {
                    Some(w) => format!("{} won it", state.table.side_name(w)),
                    None => "no side was left to win it".into(),
                };
                return Err(CliError::input(format!(
                    "{} is over ({how}): there is nothing left to win. Ask from a score with --score, e.g. --score 100,110",
                    file.name
                )));
            }
            return Ok((state, Some(file.name.to_string())));
        }
    }
    new_table(args).map(|s| (s, None))
}

/// A new game from the flags: `--players`, `--sides`, `--rules`, `--set`,
/// `--dealer` and `--score`. Seats are numbered 1 to N in seating order,
/// sides alternate round the table, seat 1 plays for side 1.
fn new_table(args: &OddsArgs) -> Result<GameState, CliError> {
    let rules = resolve_rules(args.preset.as_deref(), &args.set)?;
    let n = usize::from(args.players.unwrap_or(DEFAULT_PLAYERS));
    let chosen = args.sides.map(usize::from);
    let sides = chosen.unwrap_or(if n % 2 == 0 { 2 } else { n });
    if sides > n {
        return Err(CliError::input(format!(
            "--sides {sides} with {n} players: a side needs a player, so there can't be more sides than players; give --sides {} or fewer, or --players {sides} or more",
            n
        )));
    }
    let fits = side_counts(n);
    let fit_list = |fits: &[usize]| {
        let fits: Vec<String> = fits.iter().map(usize::to_string).collect();
        fortyfives::rules::prose::or_list(&fits)
    };
    if !fits.contains(&sides) {
        return Err(CliError::input(format!(
            "--sides {sides} with {n} players: {n} players can't sit as {sides} sides of the same size (partners sit alternately round the table); give --sides {}",
            fit_list(&fits)
        )));
    }
    let dealer = usize::from(args.dealer.unwrap_or(n as u8));
    if dealer > n {
        return Err(CliError::input(format!(
            "--dealer {dealer}: there are {n} players; give a seat from 1 to {n}, in seating order"
        )));
    }
    let player = |i: usize| format!("seat {}", i + 1);
    let build = |k: usize| -> Result<GameState, String> {
        let table = if k == n {
            Table::cut_throat((0..n).map(player).collect()).map_err(|e| e.to_string())?
        } else {
            Table::teams(
                (0..k)
                    .map(|t| {
                        let players = (t..n).step_by(k).map(player).collect();
                        (Some(format!("side {}", t + 1)), players)
                    })
                    .collect(),
            )
            .map_err(|e| e.to_string())?
        };
        GameState::new(rules.clone(), table, Seat(dealer - 1)).map_err(|e| e.to_string())
    };
    let state = build(sides).map_err(|e| {
        let fit: Vec<usize> = fits.iter().copied().filter(|&k| build(k).is_ok()).collect();
        let preset = args
            .preset
            .as_deref()
            .unwrap_or(crate::cli::args::rules::DEFAULT_PRESET);
        let mut message = match chosen {
            None => format!("--players {n}: {e}, as {n} players sit by default; "),
            Some(_) => format!("--sides {sides}: {e}; "),
        };
        if fit.is_empty() {
            message.push_str(&format!(
                "give a number of players these rules allow (see `fortyfives rules {preset}`)"
            ));
        } else {
            message.push_str(&format!("give --sides {}", fit_list(&fit)));
        }
        CliError::input(message)
    })?;
    let Some(text) = &args.score else {
        return Ok(state);
    };
    let given: Vec<i32> = text
        .split(',')
        .map(|s| s.trim().parse::<i32>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            CliError::input(format!(
                "--score {text}: give each side's score as whole numbers, side 1 first, e.g. --score 100,110"
            ))
        })?;
    if given.len() != sides {
        let example: Vec<String> = (0..sides)
            .map(|i| given.get(i).copied().unwrap_or(0).to_string())
            .collect();
        return Err(CliError::input(format!(
            "--score {text}: --score takes every side's score, and {} {} given for the {sides} sides at this table; give one a side, separated by commas, side 1 (seat 1's) first, e.g. --score {}",
            given.len(),
            if given.len() == 1 { "is" } else { "are" },
            example.join(",")
        )));
    }
    state
        .starting_at(&given)
        .map_err(|e| CliError::input(format!("--score {text}: {e}")))
}
