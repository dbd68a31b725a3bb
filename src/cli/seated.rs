//! A table the flags describe, for the questions asked without a saved
//! game (`bid`, `odds`): `--players`, `--sides`, `--rules`/`--set` and each
//! side's `--score`, read and checked once for both commands. Which sides
//! can sit at a table is the rules' (`side_counts`, `GameState::new`);
//! this file only turns the flags into that question and its refusal into
//! what to type instead.

use fortyfives::rules::game::GameState;
use fortyfives::rules::table::{side_counts, Table};
use fortyfives::rules::variant::RuleSet;
use fortyfives::rules::Seat;

use crate::cli::error::CliError;

/// Players at a table no flag describes: four.
pub const DEFAULT_PLAYERS: u8 = 4;

/// The players and sides the flags ask for (by default 2 sides for an even
/// number of players, else every player for themself), refused when the
/// players can't sit as that many sides of the same size.
pub fn players_and_sides(
    players: Option<u8>,
    sides: Option<u8>,
) -> Result<(usize, usize), CliError> {
    let n = usize::from(players.unwrap_or(DEFAULT_PLAYERS));
    let k = sides.map_or(if n % 2 == 0 { 2 } else { n }, usize::from);
    let fits = side_counts(n);
    if !fits.contains(&k) {
        return Err(CliError::input(format!(
            "--sides {k} with {n} players: {n} players can't sit as {k} sides of the same size (partners sit alternately round the table); give --sides {}",
            fit_list(&fits)
        )));
    }
    Ok((n, k))
}

fn fit_list(fits: &[usize]) -> String {
    let fits: Vec<String> = fits.iter().map(usize::to_string).collect();
    fortyfives::rules::prose::or_list(&fits)
}

/// A new game of `n` players as `k` sides under `rules`, `dealer` to deal:
/// players named "seat 1" to "seat N", sides alternating round the table
/// (seat i plays for side i mod k), each side named by `side_name(side,
/// k)`. When the rules refuse the table, the message says which sides
/// would do (`chosen`: whether `--sides` was given), or which rules page to
/// read (`preset`).
pub fn seated_game(
    rules: &RuleSet,
    preset: Option<&str>,
    (n, k): (usize, usize),
    chosen: bool,
    dealer: Seat,
    side_name: &dyn Fn(usize, usize) -> String,
) -> Result<GameState, CliError> {
    let build = |k: usize| -> Result<GameState, String> {
        let player = |i: usize| format!("seat {}", i + 1);
        let table = if k == n {
            let mut t =
                Table::cut_throat((0..n).map(player).collect()).map_err(|e| e.to_string())?;
            for (i, side) in t.sides.iter_mut().enumerate() {
                side.name = side_name(i, k);
            }
            t
        } else {
            Table::teams(
                (0..k)
                    .map(|t| {
                        let players = (t..n).step_by(k).map(player).collect();
                        (Some(side_name(t, k)), players)
                    })
                    .collect(),
            )
            .map_err(|e| e.to_string())?
        };
        GameState::new(rules.clone(), table, dealer).map_err(|e| e.to_string())
    };
    build(k).map_err(|e| {
        // Say which sides would do under these rules.
        let fit: Vec<usize> = side_counts(n)
            .into_iter()
            .filter(|&k| build(k).is_ok())
            .collect();
        let preset = preset.unwrap_or(crate::cli::args::rules::DEFAULT_PRESET);
        let mut message = if chosen {
            format!("--sides {k}: {e}; ")
        } else {
            format!("--players {n}: {e}, as {n} players sit by default; ")
        };
        if fit.is_empty() {
            message.push_str(&format!(
                "give a number of players these rules allow (see `fortyfives rules {preset}`)"
            ));
        } else {
            message.push_str(&format!("give --sides {}", fit_list(&fit)));
        }
        CliError::input(message)
    })
}

/// `--score A,B,...`: one whole number a side, `k` of them. `first` names
/// the side given first ("the asker's side", "side 1"), `example` is a
/// score to show, and `yours` says whose comes first in the count's
/// message ("yours", "side 1 (seat 1's)").
pub fn scores(
    text: &str,
    k: usize,
    first: &str,
    example: &str,
    yours: &str,
) -> Result<Vec<i32>, CliError> {
    let given: Vec<i32> = text
        .split(',')
        .map(|s| s.trim().parse::<i32>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            CliError::input(format!(
                "--score {text}: give each side's score as whole numbers, {first} first, e.g. --score {example}"
            ))
        })?;
    if given.len() != k {
        let shown: Vec<String> = (0..k)
            .map(|i| given.get(i).copied().unwrap_or(0).to_string())
            .collect();
        return Err(CliError::input(format!(
            "--score {text}: --score takes every side's score, and {} {} given for the {k} sides at this table; give one a side, separated by commas, {yours} first, e.g. --score {}",
            given.len(),
            if given.len() == 1 { "is" } else { "are" },
            shown.join(",")
        )));
    }
    Ok(given)
}
