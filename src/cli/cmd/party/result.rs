//! `party result --table T --winner PAIR [--score A-B] [--game K]`, or
//! `--from-game NAME`: one table's game, entered in seconds; with `--game K`
//! any earlier game's result corrected.

use fortyfives::rules::party::{Action, LogEntry, Party, Seating, Standings};

use crate::cli::args::PartyResultArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::party::NextSeating;
use crate::cli::{view, Verdict};

pub fn run(args: &PartyResultArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let game = super::game_number(ctx)?;
    // The rules of the party's tables, and a game kept with the score sheet
    // at that table (its winner and final score): read before the party is
    // locked.
    let (_, before) = super::load(&store)?;
    let end = super::game_end(&before)?;
    let from_game = match &args.from_game {
        Some(name) => Some(from_game(&before.party, args, game, name, ctx)?),
        None => None,
    };
    let stamp = super::stamp(ctx.clock);
    let mut was_current = None;
    let (file, report) = super::change(&store, ctx, |party| {
        was_current = party.current_game().and_then(|g| party.seating(g));
        match &from_game {
            Some((game, winner, scores)) => {
                party.report_at(*game, args.table, *winner, Some(scores.clone()), &stamp)
            }
            None => party.report(
                game,
                args.table,
                args.winner.as_deref().unwrap_or_default(),
                args.score.as_deref(),
                &end,
                &stamp,
            ),
        }
    })?;
    let party = &file.party;
    let standings = party.standings();
    let next = next_seating(was_current, party, &standings, &report.entry);
    view::party::reported(&file.name, party, &report, &standings, &next, ctx.style);
    Ok(Verdict::Done)
}

/// What the result did to the seating: a correction that changed the
/// tally redraws the game being played; a game's last result seats the
/// next, or ends the evening.
fn next_seating(
    was_current: Option<Seating>,
    party: &Party,
    standings: &Standings,
    entry: &LogEntry,
) -> NextSeating {
    let now = standings.current.and_then(|g| party.seating(g));
    match (was_current, now) {
        (Some(was), Some(now)) if was.game == now.game && was.tables != now.tables => {
            NextSeating::Redrawn(now)
        }
        (_, now) if standings.current != Some(entry.game) && entry.action != Action::Corrected => {
            match now {
                Some(next) => NextSeating::Drawn(next),
                None => NextSeating::Over,
            }
        }
        _ => NextSeating::Same,
    }
}

/// The result of a finished saved game, for the table it was played at:
/// the game, the winning pair's place at the table and each pair's final
/// score in seating order. The game's sides must be the table's pairs (the
/// same players, in any case).
fn from_game(
    party: &Party,
    args: &PartyResultArgs,
    number: Option<u32>,
    game: &str,
    ctx: &Context,
) -> Result<(u32, usize, Vec<i32>), CliError> {
    let games = ctx.store()?;
    let name = games.resolve(Some(game))?;
    let (file, state) = crate::cli::load::load_named(games, &name)?;
    let Some(won) = state.winner() else {
        return Err(CliError::input(format!(
            "--from-game {name}: the game isn't over yet; finish it, or give --winner"
        )));
    };
    let (game_number, seat) = party
        .table_to_report(number, args.table)
        .map_err(super::refused)?;
    let table = &file.table;
    let scores = state.scores();
    let mismatch = || {
        CliError::input(format!(
            "--from-game {name}: its teams ({}) are not table {}'s pairs ({})",
            crate::cli::view::render::matchup(table),
            args.table,
            view::party::table_words(party, &seat.partnerships)
        ))
    };
    // Each of the game's sides is one of the table's pairs.
    let mut place_of_side = Vec::new();
    for side in table.sides.ids() {
        let players: Vec<String> = table.sides[side]
            .seats
            .iter()
            .map(|&s| table.player_name(s))
            .collect();
        let players: Vec<&str> = players.iter().map(String::as_str).collect();
        match party.partnership_of(&seat, &players) {
            Some(place) => place_of_side.push((side, place)),
            None => return Err(mismatch()),
        }
    }
    if place_of_side.len() != seat.partnerships.len() {
        return Err(mismatch());
    }
    let mut in_seating_order = vec![0; seat.partnerships.len()];
    let mut winner = 0;
    for &(side, place) in &place_of_side {
        in_seating_order[place] = scores[side];
        if side == won {
            winner = place;
        }
    }
    Ok((game_number, winner, in_seating_order))
}
