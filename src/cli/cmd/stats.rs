//! `stats`: who bids, makes and wins, per player and per team, across every
//! saved game. A game that can't be read is skipped with a warning: one
//! damaged file must not hide everyone else's record.

use fortyfives::rules::suggestion::did_you_mean;
use fortyfives::rules::{BySide, Seat, SideId};
use fortyfives::store::{GameFile, Health, Store};

use crate::cli::args::StatsArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::stats::{self, Counted, Record, Skipped, Tally};
use crate::cli::Verdict;

pub fn run(args: &StatsArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let mut counted = count(ctx.store()?)?;
    for skipped in &counted.skipped {
        stats::left_out(skipped);
    }
    if let Some(wanted) = &args.player {
        only(&mut counted.tally, wanted)?;
    }
    stats::show(counted, ctx.style);
    Ok(Verdict::Done)
}

/// Every saved game counted, or left out with the reason.
pub fn count(store: &Store) -> Result<Counted, CliError> {
    let mut tally = Tally::default();
    let mut skipped = Vec::new();
    let mut games = 0;
    for entry in store.list()? {
        let loaded = match &entry.health {
            Health::Good => store
                .load::<GameFile>(&entry.name)
                .map(|(file, _)| file)
                .map_err(|e| e.to_string()),
            Health::Corrupt(detail) => Err(format!("the file is damaged: {detail}")),
            Health::NewerSchema(n) => Err(format!(
                "it was saved by a newer fortyfives (file format {n})"
            )),
            Health::Unreadable(why) => Err(format!("the file can't be read: {why}")),
        };
        match loaded.and_then(|file| tally.add(&file)) {
            Ok(()) => games += 1,
            Err(problem) => skipped.push(Skipped {
                game: entry.name.to_string(),
                problem,
            }),
        }
    }
    Ok(Counted {
        tally,
        games,
        skipped,
    })
}

/// Keeps `wanted` (`--player`) and their teams alone.
fn only(tally: &mut Tally, wanted: &str) -> Result<(), CliError> {
    let key = wanted.trim().to_lowercase();
    if !tally.players.contains_key(&key) {
        return Err(unknown_player(wanted, tally));
    }
    tally.players.retain(|k, _| *k == key);
    tally.teams.retain(|(_, players), _| players.contains(&key));
    Ok(())
}

fn unknown_player(wanted: &str, tally: &Tally) -> CliError {
    if tally.players.is_empty() {
        return CliError::input(format!(
            "no player called '{wanted}': there are no saved games to count yet. Start one with `fortyfives new`"
        ));
    }
    let names: Vec<&str> = tally.players.values().map(|(n, _)| n.as_str()).collect();
    // Matched in any case, named as the games write it.
    let hint = did_you_mean(wanted.trim(), names.iter().copied());
    CliError::input(format!(
        "no player called '{wanted}' in the saved games{hint}. Players: {}",
        names.join(", ")
    ))
}

impl Tally {
    fn player(&mut self, name: &str) -> &mut Record {
        &mut self
            .players
            .entry(name.to_lowercase())
            .or_insert_with(|| (name.to_string(), Record::default()))
            .1
    }

    fn team(&mut self, name: &str, players: &[String]) -> &mut Record {
        let mut key: Vec<String> = players.iter().map(|p| p.to_lowercase()).collect();
        key.sort();
        &mut self
            .teams
            .entry((name.to_lowercase(), key))
            .or_insert_with(|| (name.to_string(), players.to_vec(), Record::default()))
            .2
    }

    /// Adds one game, replayed round by round so a side sitting out an
    /// overtime round, or already out, is not counted as playing it.
    pub fn add(&mut self, file: &GameFile) -> Result<(), String> {
        let table = &file.table;
        let mut state = file.state_after(0).map_err(|e| e.to_string())?;
        // Per side, then per seat; folded into the tally at the end so a
        // game that fails to replay adds nothing.
        let mut sides = BySide::from_fn(table.sides.len(), |_| Record::default());
        let mut seats = vec![Record::default(); table.players.len()];
        for (i, saved) in file.rounds.iter().enumerate() {
            let playing = BySide::from_fn(table.sides.len(), |s| state.plays_next(s));
            let row = state
                .apply(&saved.record)
                .map_err(|e| format!("round {}: {e}", i + 1))?;
            if row.is_thrown_in() {
                continue;
            }
            for (side, record) in sides.iter_mut().enumerate() {
                let side = SideId(side);
                if playing[side] {
                    record.rounds += 1;
                    record.points_total += i64::from(row.points.get(side).copied().unwrap_or(0));
                }
            }
            for (seat, record) in seats.iter_mut().enumerate() {
                let side = table.side_of(Seat(seat));
                if playing[side] {
                    record.rounds += 1;
                    record.points_total += i64::from(row.points.get(side).copied().unwrap_or(0));
                }
            }
            let Some(bid) = saved.record.bid() else {
                continue;
            };
            let bagged = saved.record.is_bagged();
            // A bagged bid named by its side was the dealer's.
            let bidder = bid.player.or_else(|| {
                (bagged && table.side_of(saved.record.dealer) == bid.side)
                    .then_some(saved.record.dealer)
            });
            let mut targets: Vec<&mut Record> = Vec::with_capacity(2);
            let (side_record, seat_record) = (
                sides.get_mut(bid.side),
                bidder.and_then(|seat| seats.get_mut(seat.0)),
            );
            targets.extend(side_record);
            targets.extend(seat_record);
            for record in targets {
                record.bids += 1;
                record.bid_total += u32::from(bid.amount);
                match row.made {
                    Some(true) => record.made += 1,
                    Some(false) => record.set += 1,
                    None => {}
                }
                if bagged {
                    record.bagged += 1;
                }
            }
        }
        for (i, side) in table.sides.enumerate() {
            sides[i].games = 1;
            sides[i].won = u32::from(state.winner() == Some(i));
            for &seat in &side.seats {
                if let Some(record) = seats.get_mut(seat.0) {
                    record.games = 1;
                    record.won = sides[i].won;
                }
            }
        }
        for (seat, record) in seats.into_iter().enumerate() {
            merge(self.player(&table.player_name(Seat(seat))), &record);
        }
        // A cut-throat side is its player, already counted above.
        if !table.is_cut_throat() {
            for (i, record) in sides.into_vec().into_iter().enumerate() {
                let i = SideId(i);
                let players: Vec<String> = table.sides[i]
                    .seats
                    .iter()
                    .map(|&s| table.player_name(s))
                    .collect();
                merge(self.team(&table.side_name(i), &players), &record);
            }
        }
        Ok(())
    }
}

fn merge(into: &mut Record, from: &Record) {
    into.games += from.games;
    into.won += from.won;
    into.rounds += from.rounds;
    into.bids += from.bids;
    into.made += from.made;
    into.set += from.set;
    into.bagged += from.bagged;
    into.bid_total += from.bid_total;
    into.points_total += from.points_total;
}
