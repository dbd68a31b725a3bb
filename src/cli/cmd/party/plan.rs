//! `party join|leave|rename|games`: the evening's changes of plan, each
//! decided by the rules (`rules::party::plan`), saved under the lock, and
//! said back with what it changes at the tables.

use fortyfives::rules::party::{Party, Seating};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

/// `party join PAIR [--game K]`.
pub fn join(pair: &str, game: Option<u32>, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let stamp = super::stamp(ctx.clock);
    let mut was = None;
    let (file, report) = super::change(&store, ctx, |party| {
        was = now_seated(party);
        party.join(pair, game, super::system_random, &stamp)
    })?;
    view::party_plan::joined(&file.party, &report, &moved(was, &file.party), ctx.style);
    Ok(Verdict::Done)
}

/// `party leave PAIR [--game K]`.
pub fn leave(pair: &str, game: Option<u32>, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let stamp = super::stamp(ctx.clock);
    let mut was = None;
    let (file, report) = super::change(&store, ctx, |party| {
        was = now_seated(party);
        party.leave(pair, game, &stamp)
    })?;
    view::party_plan::left(&file.party, &report, &moved(was, &file.party), ctx.style);
    Ok(Verdict::Done)
}

/// `party rename OLD NEW`.
pub fn rename(old: &str, new: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let stamp = super::stamp(ctx.clock);
    let (_, report) = super::change(&store, ctx, |party| party.rename(old, new, &stamp))?;
    view::party_plan::renamed(&report, ctx.style);
    Ok(Verdict::Done)
}

/// `party games N`.
pub fn games(text: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let games = text.trim().parse::<u32>().map_err(|_| {
        CliError::input(format!(
            "'{}' is not a number of games: give a whole number from 1 to {}, e.g. `fortyfives party games 20`",
            fortyfives::rules::prose::visible(text.trim()),
            fortyfives::rules::party::MAX_GAMES
        ))
    })?;
    let store = super::parties(ctx)?;
    let stamp = super::stamp(ctx.clock);
    let (file, report) = super::change(&store, ctx, |party| party.set_games(games, &stamp))?;
    view::party_plan::games(&file.party, &report, ctx.style);
    Ok(Verdict::Done)
}

/// The game being played, as seated before the change.
fn now_seated(party: &Party) -> Option<Seating> {
    party.current_game().and_then(|g| party.seating(g))
}

/// The game being played as seated now, when the change reseated it: the
/// hall must be told.
fn moved(was: Option<Seating>, party: &Party) -> Option<(Seating, Seating)> {
    let was = was?;
    let now = party.seating(was.game)?;
    (was.tables != now.tables || was.out != now.out).then_some((was, now))
}
