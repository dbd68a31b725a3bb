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
use fortyfives::rules::Seat;

use crate::cli::args::rules::resolve_rules;
use crate::cli::args::OddsArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load;
use crate::cli::model::model_for;
use crate::cli::seated::{players_and_sides, scores, seated_game, DEFAULT_PLAYERS};
use crate::cli::view::odds::{print, Answer};
use crate::cli::view::progress::Run;
use crate::cli::Verdict;

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
    if let Some(k) = args.sides.map(usize::from).filter(|&k| k > n) {
        return Err(CliError::input(format!(
            "--sides {k} with {n} players: a side needs a player, so there can't be more sides than players; give --sides {n} or fewer, or --players {k} or more"
        )));
    }
    let (n, sides) = players_and_sides(args.players, args.sides)?;
    let dealer = usize::from(args.dealer.unwrap_or(n as u8));
    if dealer > n {
        return Err(CliError::input(format!(
            "--dealer {dealer}: there are {n} players; give a seat from 1 to {n}, in seating order"
        )));
    }
    // Cut-throat, each side is its player; in teams, side 1, side 2...
    let side_name = |t: usize, k: usize| {
        if k == n {
            format!("seat {}", t + 1)
        } else {
            format!("side {}", t + 1)
        }
    };
    let state = seated_game(
        &rules,
        args.preset.as_deref(),
        (n, sides),
        args.sides.is_some(),
        Seat(dealer - 1),
        &side_name,
    )?;
    let Some(text) = &args.score else {
        return Ok(state);
    };
    let given = scores(text, sides, "side 1", "100,110", "side 1 (seat 1's)")?;
    state
        .starting_at(&given)
        .map_err(|e| CliError::input(format!("--score {text}: {e}")))
}
