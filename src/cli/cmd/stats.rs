//! `stats`: who bids, makes and wins, per player and per team, across every
//! saved game. A game that can't be read is skipped with a warning: one
//! damaged file must not hide everyone else's record.

use std::collections::BTreeMap;

use comfy_table::{Cell, CellAlignment};
use fortyfives::rules::suggestion::did_you_mean;
use fortyfives::rules::{BySide, Seat, SideId};
use fortyfives::store::{GameFile, Health};
use serde::Serialize;

use crate::cli::args::StatsArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::{print_json, Style};
use crate::cli::{view::render, Verdict};

/// One player's or one team's record.
#[derive(Debug, Default, Clone, Serialize)]
pub struct Record {
    /// Saved games they sit in, finished or not.
    pub games: u32,
    pub won: u32,
    /// Rounds they played (thrown-in hands and rounds sat out not counted).
    pub rounds: u32,
    pub bids: u32,
    pub made: u32,
    pub set: u32,
    /// Bids made when the dealer was bagged (everyone else passed).
    pub bagged: u32,
    #[serde(skip)]
    bid_total: u32,
    /// Points their side took in play, over the rounds they played.
    #[serde(skip)]
    points_total: i64,
}

impl Record {
    pub fn average_bid(&self) -> Option<f64> {
        (self.bids > 0).then(|| f64::from(self.bid_total) / f64::from(self.bids))
    }

    pub fn points_per_round(&self) -> Option<f64> {
        (self.rounds > 0).then(|| self.points_total as f64 / f64::from(self.rounds))
    }
}

#[derive(Debug, Serialize)]
struct PlayerJson {
    name: String,
    #[serde(flatten)]
    record: Record,
    average_bid: Option<f64>,
    points_per_round: Option<f64>,
}

#[derive(Debug, Serialize)]
struct TeamJson {
    name: String,
    players: Vec<String>,
    #[serde(flatten)]
    record: Record,
    average_bid: Option<f64>,
    points_per_round: Option<f64>,
}

#[derive(Debug, Serialize)]
struct Skipped {
    game: String,
    problem: String,
}

#[derive(Debug, Serialize)]
struct StatsJson {
    /// Games counted.
    games: usize,
    skipped: Vec<Skipped>,
    players: Vec<PlayerJson>,
    teams: Vec<TeamJson>,
}

/// A team across games: its name and its players, lower-cased and sorted.
type TeamKey = (String, Vec<String>);
/// A team's name and players as first written, and its record.
type TeamEntry = (String, Vec<String>, Record);

/// The tallies, keyed case-blind so "ann" and "Ann" are one player.
#[derive(Default)]
pub struct Tally {
    /// Lower-cased name → (name as first written, record).
    pub players: BTreeMap<String, (String, Record)>,
    pub teams: BTreeMap<TeamKey, TeamEntry>,
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

pub fn run(args: &StatsArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let mut tally = Tally::default();
    let mut skipped = Vec::new();
    let mut counted = 0;
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
            Ok(()) => counted += 1,
            Err(problem) => {
                eprintln!(
                    "warning: left out the game '{}' ({problem}); the other games are counted. `fortyfives list` shows it",
                    entry.name
                );
                skipped.push(Skipped {
                    game: entry.name.to_string(),
                    problem,
                });
            }
        }
    }

    if let Some(wanted) = &args.player {
        let key = wanted.trim().to_lowercase();
        if !tally.players.contains_key(&key) {
            return Err(unknown_player(wanted, &tally));
        }
        tally.players.retain(|k, _| *k == key);
        tally.teams.retain(|(_, players), _| players.contains(&key));
    }

    if style.json {
        print_json(&StatsJson {
            games: counted,
            skipped,
            players: tally
                .players
                .into_values()
                .map(|(name, record)| PlayerJson {
                    name,
                    average_bid: record.average_bid().map(round1),
                    points_per_round: record.points_per_round().map(round1),
                    record,
                })
                .collect(),
            teams: tally
                .teams
                .into_values()
                .map(|(name, players, record)| TeamJson {
                    name,
                    players,
                    average_bid: record.average_bid().map(round1),
                    points_per_round: record.points_per_round().map(round1),
                    record,
                })
                .collect(),
        });
        return Ok(Verdict::Done);
    }
    print_tables(&tally, counted, skipped.len(), style);
    Ok(Verdict::Done)
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

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn one_decimal(x: Option<f64>) -> String {
    x.map_or_else(|| "-".to_string(), |x| format!("{x:.1}"))
}

fn record_cells(record: &Record) -> Vec<Cell> {
    [
        record.games.to_string(),
        record.won.to_string(),
        record.rounds.to_string(),
        record.bids.to_string(),
        record.made.to_string(),
        record.set.to_string(),
        one_decimal(record.average_bid()),
        one_decimal(record.points_per_round()),
        record.bagged.to_string(),
    ]
    .into_iter()
    .map(|text| Cell::new(text).set_alignment(CellAlignment::Right))
    .collect()
}

const RECORD_HEADERS: [&str; 9] = [
    "Games",
    "Won",
    "Rounds",
    "Bids",
    "Made",
    "Set",
    "Avg bid",
    "Pts/round",
    "Bagged",
];

fn print_tables(tally: &Tally, counted: usize, skipped: usize, style: Style) {
    if tally.players.is_empty() {
        if skipped > 0 {
            println!("No game could be counted: see the warnings above.");
        } else {
            println!("No saved games yet. Start one with `fortyfives new NAME --teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\"`.");
        }
        return;
    }
    let mut line = format!(
        "Across {counted} saved game{}",
        if counted == 1 { "" } else { "s" }
    );
    if skipped > 0 {
        line.push_str(&format!(
            " ({skipped} left out: see the warning{} above)",
            if skipped == 1 { "" } else { "s" }
        ));
    }
    println!("{line}.");

    let mut grid = render::grid(style);
    let mut header = vec!["Player"];
    header.extend(RECORD_HEADERS);
    grid.set_header(header);
    for (name, record) in tally.players.values() {
        let mut cells = vec![Cell::new(name)];
        cells.extend(record_cells(record));
        grid.add_row(cells);
    }
    println!("{grid}");

    if !tally.teams.is_empty() {
        let mut grid = render::grid(style);
        let mut header = vec!["Team", "Players"];
        header.extend(RECORD_HEADERS);
        grid.set_header(header);
        for (name, players, record) in tally.teams.values() {
            let mut cells = vec![Cell::new(name), Cell::new(players.join(", "))];
            cells.extend(record_cells(record));
            grid.add_row(cells);
        }
        println!("{grid}");
    }
    for note in [
        "Games: games still in play count too. Bids: rounds the player won the bid",
        "(the team's only, when the round named the team). Pts/round: points taken in play.",
    ] {
        println!("{}", style.dim(note));
    }
}
