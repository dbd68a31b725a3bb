//! What `stats` shows: a warning for each game left out, then a table of
//! players and one of teams (or, with `--json`, the same records with the
//! games counted and left out).

use std::collections::BTreeMap;

use comfy_table::{Cell, CellAlignment};
use serde::Serialize;

use crate::cli::view::output::{print_json, say_with, Style};
use crate::cli::view::render;

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
    /// The bids' amounts added up.
    #[serde(skip)]
    pub bid_total: u32,
    /// Points their side took in play, over the rounds they played.
    #[serde(skip)]
    pub points_total: i64,
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

/// A game left out of the count, and why.
#[derive(Debug, Serialize)]
pub struct Skipped {
    pub game: String,
    pub problem: String,
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
pub type TeamKey = (String, Vec<String>);
/// A team's name and players as first written, and its record.
pub type TeamEntry = (String, Vec<String>, Record);

/// The tallies, keyed case-blind so "ann" and "Ann" are one player.
#[derive(Default)]
pub struct Tally {
    /// Lower-cased name → (name as first written, record).
    pub players: BTreeMap<String, (String, Record)>,
    pub teams: BTreeMap<TeamKey, TeamEntry>,
}

/// The saved games counted: the tally, how many games are in it, and the
/// games left out.
pub struct Counted {
    pub tally: Tally,
    pub games: usize,
    pub skipped: Vec<Skipped>,
}

/// The warning for a game left out of the count, on stderr: the other
/// games are still counted.
pub fn left_out(skipped: &Skipped) {
    eprintln!(
        "warning: left out the game '{}' ({}); the other games are counted. `fortyfives list` shows it",
        skipped.game, skipped.problem
    );
}

/// `stats`: the records counted.
pub fn show(counted: Counted, style: Style) {
    let Counted {
        tally,
        games,
        skipped,
    } = counted;
    if style.json {
        print_json(&StatsJson {
            games,
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
            skipped,
        });
        return;
    }
    print_tables(&tally, games, skipped.len(), style);
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
    grid.set_header(header.clone());
    for (name, record) in tally.players.values() {
        let mut cells = vec![Cell::new(name)];
        cells.extend(record_cells(record));
        grid.add_row(cells);
    }
    let hidden = render::fit_to_width(&mut grid, &drop_order(1), &[]);
    println!("{grid}");
    render::say_left_out(&grid, &header, &hidden);

    if !tally.teams.is_empty() {
        let mut grid = render::grid(style);
        let mut header = vec!["Team", "Players"];
        header.extend(RECORD_HEADERS);
        grid.set_header(header.clone());
        for (name, players, record) in tally.teams.values() {
            let mut cells = vec![Cell::new(name), Cell::new(players.join(", "))];
            cells.extend(record_cells(record));
            grid.add_row(cells);
        }
        let hidden = render::fit_to_width(&mut grid, &drop_order(2), &[]);
        println!("{grid}");
        render::say_left_out(&grid, &header, &hidden);
    }
    say_with(
        "Games: games still in play count too. Bids: rounds the player won the bid (the team's only, when the round named the team). Pts/round: points taken in play.",
        0,
        |l| style.dim(l),
    );
}

/// The record columns a narrow window loses, in turn (`first`: the index
/// of the first record column): Bagged, Set (Bids less Made), Rounds and
/// Avg bid; the name, Games, Won, Bids, Made and Pts/round stay.
fn drop_order(first: usize) -> Vec<usize> {
    [8, 5, 2, 6].iter().map(|i| first + i).collect()
}
