//! The tally: each pair's (or, with partners split, each player's) games
//! won and lost and the points of the games whose score was given.

use serde::Serialize;

use std::cmp::Ordering;

use super::{Partners, Party, SitOut};

/// One line of the tally.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Standing {
    /// The place by games won, shared by those with as many (two tied
    /// first are both 1, the next is 3): the places prizes split ties by.
    pub place: usize,
    /// The pair's name, or the player's with partners split.
    pub name: String,
    /// The line's players: the pair's two, or the one player with partners split.
    pub players: Vec<String>,
    /// Games won (with `--sit-out win`, the games sat out too).
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games played at a table and reported.
    pub played: u32,
    /// Games sat out in turn (every table of the game reported); games
    /// before a late pair came or after a pair went home are neither
    /// played nor sat out.
    pub sat_out: u32,
    /// Points scored over the games reported with a score.
    pub points: i64,
    /// The table in the game being played (from 1); `None` when sitting it
    /// out or when the evening is over.
    pub table: Option<usize>,
    /// Each game as played: `None` sat out or not reported yet.
    pub games: Vec<Option<Played>>,
}

/// One game of one line of the tally, as the paper tally card has it: so a
/// disputed tally can be checked game by game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    /// Whether the line won it.
    pub won: bool,
    /// From 1.
    pub table: usize,
    /// The other partnerships at the table, by name, in seating order.
    pub opponents: Vec<String>,
    /// The line's own score first, then the opponents' in the order of
    /// `opponents`; `None` when the table gave no score.
    pub score: Option<Vec<i32>>,
}

/// A share, `num / den`, compared exactly (no rounding can tie two lines
/// that differ, or part two that don't).
#[derive(Clone, Copy, Debug)]
pub struct Share {
    num: i64,
    den: u64,
}

impl Default for Share {
    fn default() -> Share {
        Share { num: 0, den: 1 }
    }
}

impl Share {
    fn of(num: i64, den: u32) -> Share {
        Share {
            num,
            den: u64::from(den.max(1)),
        }
    }
}

impl PartialEq for Share {
    fn eq(&self, other: &Share) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Share {}

impl PartialOrd for Share {
    fn partial_cmp(&self, other: &Share) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Share {
    fn cmp(&self, other: &Share) -> Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl Standing {
    /// What places go by under the party's rule for games sat out: games
    /// won, or (`average`) the share of games played that were won.
    pub fn wins(&self, rule: SitOut) -> Share {
        match rule {
            SitOut::None | SitOut::Win => Share::of(i64::from(self.won), 1),
            SitOut::Average => Share::of(i64::from(self.won), self.played),
        }
    }

    /// What a tie on [`Standing::wins`] goes by: points, or (`average`)
    /// points per game played.
    pub fn points_key(&self, rule: SitOut) -> Share {
        match rule {
            SitOut::None | SitOut::Win => Share::of(self.points, 1),
            SitOut::Average => Share::of(self.points, self.played),
        }
    }

    /// "9 wins" or, under `average`, "9 of 11 won (82%)": how the line's
    /// place is earned, in words.
    pub fn wins_words(&self, rule: SitOut) -> String {
        wins_words(self.won, self.played, rule)
    }
}

/// "9 wins" or, under `average`, "9 of 11 won (82%)": a place's wins in
/// words, as the tally, the prizes and the board say them.
pub fn wins_words(won: u32, played: u32, rule: SitOut) -> String {
    match rule {
        SitOut::Average if played > 0 => format!(
            "{won} of {played} won ({}%)",
            (u64::from(won) * 100 + u64::from(played) / 2) / u64::from(played)
        ),
        _ => format!("{won} win{}", if won == 1 { "" } else { "s" }),
    }
}

/// The whole tally, best first: most games won (or, under `--sit-out
/// average`, the largest share won), then most points (per game played),
/// then by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Standings {
    /// One line a pair (a player, with partners split), best first.
    pub lines: Vec<Standing>,
    /// Games every table has reported.
    pub played: u32,
    /// The game being played, and the tables still to report it.
    pub current: Option<u32>,
    /// The tables, from 1, that have not reported the game being played.
    pub waiting: Vec<usize>,
}

impl Standings {
    /// Where the evening stands, in a sentence: "Game 4 of 25: waiting for
    /// tables 2 and 5." or "All 25 games are in." (`games`: the evening's
    /// number of games). The commands end the standings with it, and the
    /// board written for a screen (`party board --html`) shows it, so the
    /// two say the same.
    pub fn progress(&self, games: u32) -> String {
        match self.current {
            None if games == 1 => "The game is in.".to_string(),
            None => format!("All {games} games are in."),
            Some(game) => {
                let waiting: Vec<String> = self.waiting.iter().map(usize::to_string).collect();
                let tables = match waiting.len() {
                    0 => "no table".to_string(),
                    1 => format!("table {}", waiting[0]),
                    _ => format!("tables {}", crate::rules::prose::and_list(&waiting)),
                };
                format!("Game {game} of {games}: waiting for {tables}.")
            }
        }
    }
}

impl Party {
    /// The tally as it stands.
    pub fn standings(&self) -> Standings {
        let split = self.partners == Partners::Split;
        let mut lines: Vec<Standing> = if split {
            (0..self.pairs.len() * 2)
                .map(|p| Standing {
                    place: 0,
                    name: self.player(p).to_string(),
                    players: vec![self.player(p).to_string()],
                    won: 0,
                    lost: 0,
                    played: 0,
                    sat_out: 0,
                    points: 0,
                    table: None,
                    games: vec![None; self.games as usize],
                })
                .collect()
        } else {
            self.pairs
                .iter()
                .map(|p| Standing {
                    place: 0,
                    name: p.name.clone(),
                    players: p.players.to_vec(),
                    won: 0,
                    lost: 0,
                    played: 0,
                    sat_out: 0,
                    points: 0,
                    table: None,
                    games: vec![None; self.games as usize],
                })
                .collect()
        };
        // A line per player under split partners, per pair otherwise.
        let line_of = |player: usize| if split { player } else { player / 2 };
        let seatings = self.seatings(self.games);
        for seating in &seatings {
            for result in self.results_of(seating.game) {
                let Some(seat) = seating.tables.iter().find(|t| t.table == result.table) else {
                    continue;
                };
                for (i, partnership) in seat.partnerships.iter().enumerate() {
                    let won = i == result.winner;
                    let score = result.scores.as_ref().and_then(|s| s.get(i)).copied();
                    let mut counted: Vec<usize> = partnership.iter().map(|&p| line_of(p)).collect();
                    counted.dedup();
                    let others: Vec<usize> =
                        (0..seat.partnerships.len()).filter(|&o| o != i).collect();
                    let played = Played {
                        won,
                        table: seat.table,
                        opponents: others
                            .iter()
                            .map(|&o| self.partnership_name(seat.partnerships[o]))
                            .collect(),
                        score: result.scores.as_ref().map(|s| {
                            std::iter::once(i)
                                .chain(others.iter().copied())
                                .map(|o| s.get(o).copied().unwrap_or(0))
                                .collect()
                        }),
                    };
                    for l in counted {
                        let line = &mut lines[l];
                        if won {
                            line.won += 1;
                        } else {
                            line.lost += 1;
                        }
                        line.played += 1;
                        line.points += i64::from(score.unwrap_or(0));
                        line.games[seating.game as usize - 1] = Some(played.clone());
                    }
                }
            }
        }
        // A game sat out counts once every table has reported it.
        let complete = self.played();
        for seating in seatings.iter().filter(|s| s.game <= complete) {
            let mut out: Vec<usize> = seating.out.iter().map(|&p| line_of(p)).collect();
            out.dedup();
            for l in out {
                lines[l].sat_out += 1;
                if self.sit_out == SitOut::Win {
                    lines[l].won += 1;
                }
            }
        }
        let current = self.current_game();
        let mut waiting = Vec::new();
        if let Some(seating) = current.and_then(|g| seatings.iter().find(|s| s.game == g)) {
            waiting = self.waiting(seating);
            for t in &seating.tables {
                for &p in t.partnerships.iter().flatten() {
                    lines[line_of(p)].table = Some(t.table);
                }
            }
        }
        let rule = self.sit_out;
        lines.sort_by(|a, b| {
            b.wins(rule)
                .cmp(&a.wins(rule))
                .then(b.points_key(rule).cmp(&a.points_key(rule)))
                .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        for i in 0..lines.len() {
            lines[i].place = match i {
                0 => 1,
                _ if lines[i].wins(rule) == lines[i - 1].wins(rule) => lines[i - 1].place,
                _ => i + 1,
            };
        }
        Standings {
            lines,
            played: self.played(),
            current,
            waiting,
        }
    }
}
