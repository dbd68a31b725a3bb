//! `new`: start a game: who plays, the rules, who deals first, and any
//! starting scores (a game carried on from paper).

use chrono::{DateTime, FixedOffset};
use fortyfives::rules::game::GameState;
use fortyfives::rules::table::{Table, Who};
use fortyfives::rules::{BySide, Seat};
use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::args::NewArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::load::interactive;
use crate::cli::{ask, view, Verdict};

pub fn run(args: &NewArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let asked;
    let args = if args.teams.is_empty() && args.players.is_empty() {
        if !interactive() {
            return Err(CliError::input(
                "who is playing? Give the teams (--teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\") or the players of a cut-throat game (--players Ann,Bob,Cid)",
            ));
        }
        match ask_new(args, store, ctx.clock.now())? {
            Some(answers) => {
                asked = answers;
                &asked
            }
            None => {
                view::new::nothing_started();
                return Ok(Verdict::Done);
            }
        }
    } else {
        args
    };
    let (file, state) = create(args, store, ctx.clock.now())?;
    view::new::started(&file, &state, false, ctx.style);
    Ok(Verdict::Done)
}

/// The questions of a new game, on a terminal, `given` filled in: the
/// answers as flags, or `None` when the player left the questions. `now`
/// dates the name offered.
pub fn ask_new(
    given: &NewArgs,
    store: &Store,
    now: DateTime<FixedOffset>,
) -> Result<Option<NewArgs>, CliError> {
    crate::cli::ask::guard_interrupts();
    let taken = |name: &str| name_problem(store, name);
    ask::new_game(given, &crate::cli::ask::known::known(store), &taken, now)
}

/// Starts the game `args` describe, created `at` (and named by its date
/// when `args` names none), and makes it current: the game as saved and its
/// state.
pub fn create(
    args: &NewArgs,
    store: &Store,
    at: DateTime<FixedOffset>,
) -> Result<(GameFile, GameState), CliError> {
    let rules = crate::cli::args::rules::resolve_rules(args.preset.as_deref(), &args.set)?;
    let table = if args.players.is_empty() {
        let teams = args
            .teams
            .iter()
            .map(|t| parse_team(t))
            .collect::<Result<Vec<_>, _>>()?;
        Table::teams(teams).map_err(|e| CliError::from(e).in_place("--teams"))?
    } else {
        let players: Vec<String> = args.players.iter().map(|p| p.trim().to_string()).collect();
        Table::cut_throat(players).map_err(|e| CliError::from(e).in_place("--players"))?
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
        None => default_name(store, at)?,
    };
    let mut file = GameFile::new(name.as_str(), at, rules, table, first_dealer);
    if !args.score.is_empty() {
        let start = parse_start(&file.table, &args.score)?;
        file.set_start(start).context("--score")?;
    }
    let state = file.state()?;
    store.create(&name, &file)?;
    Ok((file, state))
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

/// Why a name typed at the `new` questions can't name a new game: not a
/// name the store takes, or a saved game's already (in any case).
fn name_problem(store: &Store, name: &str) -> Option<String> {
    let name = match GameName::parse(name) {
        Ok(name) => name,
        Err(fortyfives::store::StoreError::BadName { why, .. }) => return Some(why),
        Err(other) => return Some(other.to_string()),
    };
    let taken = store.saved_as(&name).ok().flatten()?;
    Some(format!("a game called {taken} is already saved"))
}

/// Today's date, with -2, -3... when that name is taken.
fn default_name(store: &Store, now: DateTime<FixedOffset>) -> Result<GameName, CliError> {
    let today = now.format("%Y-%m-%d").to_string();
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
