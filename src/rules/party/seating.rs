//! Who sits where in each game. The first seating is drawn from the party's
//! seed; each later one follows from the one before and its results: the
//! winners (or the losers) of table T move to table T+1, the last table's
//! to table 1. With an odd number of pairs some sit out each game, in a
//! drawn order, so nobody sits out twice before everyone has once. With
//! partners split, the movers part and each partners a player staying at
//! the new table, choosing partners not had before while that can be done.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::{Movement, Partners, Party};
use crate::rules::seeded::SplitMix;

/// One table in one game: its partnerships (two players each, by number;
/// see [`Party::player`]), in seating order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSeat {
    /// From 1.
    pub table: usize,
    /// The partnerships at it, in seating order: two player numbers each.
    pub partnerships: Vec<[usize; 2]>,
}

/// Who plays at which table in one game, and who sits it out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// The game, from 1.
    pub game: u32,
    /// The tables, from table 1.
    pub tables: Vec<TableSeat>,
    /// Players sitting this game out (whole pairs under fixed partners).
    pub out: Vec<usize>,
    /// Where this game's seating leaves the plain movement, or can't keep
    /// two pairs from meeting again (worked out with the seating; not kept
    /// in the file).
    #[serde(skip)]
    pub notes: Vec<SeatNote>,
}

/// Something the hall should be told about a seating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatNote {
    /// The movers of table `from` (last game) go to table `to` instead of
    /// the next one, so that nobody meets a pair they have played.
    Rerouted {
        /// The table they played at last game, from 1.
        from: usize,
        /// The table they go to, from 1.
        to: usize,
        /// The partnerships moving, as player numbers.
        movers: Vec<[usize; 2]>,
    },
    /// Two partnerships at table `table` met before, in game `game`, and
    /// no swap of the arriving pairs avoids it.
    Rematch {
        /// The table, from 1.
        table: usize,
        /// The two partnerships meeting again, as player numbers.
        partnerships: [[usize; 2]; 2],
        /// The game they met in before, from 1.
        game: u32,
    },
}

impl Seating {
    /// The table a player sits at, from 1; `None` when sitting out.
    #[cfg(test)]
    pub(crate) fn table_of(&self, player: usize) -> Option<usize> {
        self.tables
            .iter()
            .find(|t| t.partnerships.iter().any(|p| p.contains(&player)))
            .map(|t| t.table)
    }
}

/// How many times each two players have partnered.
type Partnered = HashMap<(usize, usize), u32>;

/// The game each two partnerships (by their players, in order) first met.
type Met = HashMap<((usize, usize), (usize, usize)), u32>;

fn met_key(a: [usize; 2], b: [usize; 2]) -> ((usize, usize), (usize, usize)) {
    let (a, b) = (key(a[0], a[1]), key(b[0], b[1]));
    (a.min(b), a.max(b))
}

fn key(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

impl Party {
    /// The players' sit-out order, drawn once: under fixed partners whole
    /// pairs (both players one after the other), so a pair sits out
    /// together.
    fn draw(&self) -> (Vec<usize>, Vec<usize>) {
        let mut rng = SplitMix::new(self.seed);
        let mut seats: Vec<usize> = (0..self.pairs.len()).collect();
        rng.shuffle(&mut seats);
        let mut rest: Vec<usize> = (0..self.pairs.len()).collect();
        rng.shuffle(&mut rest);
        let rotation = rest.iter().flat_map(|&p| [2 * p, 2 * p + 1]).collect();
        (seats, rotation)
    }

    /// Players sitting out per game.
    fn out_count(&self) -> usize {
        (self.pairs.len() % self.per_table) * 2
    }

    /// Who sits out game `game`: the next players in the drawn order.
    fn sitting_out(&self, rotation: &[usize], game: u32) -> Vec<usize> {
        let o = self.out_count();
        let n = rotation.len();
        (0..o)
            .map(|j| rotation[((game as usize - 1) * o + j) % n])
            .collect()
    }

    /// Every game's seating from the first to `last`, or as far as the
    /// results go: a game is seated once every table has reported the one
    /// before. A game already played at keeps the seating it was played
    /// at; the next follows from it and its results.
    pub(crate) fn seatings(&self, last: u32) -> Vec<Seating> {
        let (order, rotation) = self.draw();
        let first = match self.kept(1) {
            Some(kept) => kept.clone(),
            None => {
                let out = self.sitting_out(&rotation, 1);
                let playing: Vec<usize> = order
                    .iter()
                    .copied()
                    .filter(|&p| !out.contains(&(2 * p)))
                    .collect();
                Seating {
                    game: 1,
                    tables: playing
                        .chunks(self.per_table)
                        .enumerate()
                        .map(|(t, pairs)| TableSeat {
                            table: t + 1,
                            partnerships: pairs.iter().map(|&p| [2 * p, 2 * p + 1]).collect(),
                        })
                        .collect(),
                    out,
                    notes: Vec::new(),
                }
            }
        };
        let mut partnered = Partnered::new();
        let mut met = Met::new();
        let mut all = vec![first];
        while let Some(now) = all.last() {
            if now.game >= last.min(self.games) {
                break;
            }
            let Some(winners) = self.winners(now) else {
                break;
            };
            for t in &now.tables {
                for (i, p) in t.partnerships.iter().enumerate() {
                    *partnered.entry(key(p[0], p[1])).or_insert(0) += 1;
                    for q in &t.partnerships[i + 1..] {
                        met.entry(met_key(*p, *q)).or_insert(now.game);
                    }
                }
            }
            let next = match self.kept(now.game + 1) {
                Some(kept) => kept.clone(),
                None => self.moved(now, &winners, &rotation, &partnered, &met),
            };
            all.push(next);
        }
        all
    }

    /// The seating game `game` was played at, when kept.
    fn kept(&self, game: u32) -> Option<&Seating> {
        self.seated.iter().find(|s| s.game == game)
    }

    /// Keeps the seating of every game anything is entered for (a result,
    /// or a pair's entry waiting for the other side's word), as it is now:
    /// called before and after any change, so a change to the results
    /// never reseats a game already played at, nor hands an entry made at
    /// one table to the pairs of another.
    pub(super) fn keep_played(&mut self) {
        for seating in self.seatings(self.games) {
            let entered = !self.results_of(seating.game).is_empty()
                || self.pending.iter().any(|p| p.game == seating.game);
            if self.kept(seating.game).is_none() && entered {
                let mut kept = seating;
                kept.notes.clear();
                self.seated.push(kept);
            }
        }
        self.seated.sort_by_key(|s| s.game);
    }

    /// The players sitting out, by pair under fixed partners.
    pub fn out_names(&self, out: &[usize]) -> Vec<String> {
        match self.partners {
            Partners::Fixed => out
                .chunks(2)
                .map(|p| self.partnership_name([p[0], p.get(1).copied().unwrap_or(p[0])]))
                .collect(),
            Partners::Split => out.iter().map(|&p| self.player(p).to_string()).collect(),
        }
    }

    /// The seating of one game, when the games before it are all reported.
    pub fn seating(&self, game: u32) -> Option<Seating> {
        self.seatings(game).into_iter().find(|s| s.game == game)
    }

    /// Each table's winning partnership (its index at the table), when
    /// every table has reported.
    fn winners(&self, seating: &Seating) -> Option<Vec<usize>> {
        let results = self.results_of(seating.game);
        seating
            .tables
            .iter()
            .map(|t| {
                results
                    .iter()
                    .find(|r| r.table == t.table)
                    .map(|r| r.winner)
            })
            .collect()
    }

    /// The next game's seating: the movement, then the sit-outs.
    fn moved(
        &self,
        now: &Seating,
        winners: &[usize],
        rotation: &[usize],
        partnered: &Partnered,
        met: &Met,
    ) -> Seating {
        let count = now.tables.len();
        let mut stay: Vec<Vec<[usize; 2]>> = Vec::with_capacity(count);
        let mut go: Vec<Vec<[usize; 2]>> = Vec::with_capacity(count);
        for (t, &w) in now.tables.iter().zip(winners) {
            let (movers, stayers): (Vec<_>, Vec<_>) = t
                .partnerships
                .iter()
                .enumerate()
                .partition(|&(i, _)| (i == w) == (self.movement == Movement::Winners));
            go.push(movers.into_iter().map(|(_, p)| *p).collect());
            stay.push(stayers.into_iter().map(|(_, p)| *p).collect());
        }
        // Those who sat out come back in the places of the next to sit out.
        let game = now.game + 1;
        let out = self.sitting_out(rotation, game);
        let back: Vec<usize> = now
            .out
            .iter()
            .copied()
            .filter(|p| !out.contains(p))
            .collect();
        let leaving: Vec<usize> = out
            .iter()
            .copied()
            .filter(|p| !now.out.contains(p))
            .collect();
        let swap = |player: usize| match leaving.iter().position(|&l| l == player) {
            Some(i) => back[i],
            None => player,
        };
        // Table t's arrivals are the movers of table from[t]: the table
        // before it, unless that has them meet a pair they have played.
        let seat_at = |t: usize, from: usize| -> Vec<[usize; 2]> {
            match self.partners {
                Partners::Fixed => stay[t]
                    .iter()
                    .chain(&go[from])
                    .map(|p| [swap(p[0]), swap(p[1])])
                    .collect(),
                // Partners are chosen after the swap, so a player back
                // from sitting out gets a new partner too.
                Partners::Split => {
                    let staying: Vec<usize> = stay[t].iter().flatten().map(|&p| swap(p)).collect();
                    let arriving: Vec<usize> =
                        go[from].iter().flatten().map(|&p| swap(p)).collect();
                    repair(&staying, &arriving, partnered)
                }
            }
        };
        let rematches = |partnerships: &[[usize; 2]]| -> Vec<([[usize; 2]; 2], u32)> {
            let mut found = Vec::new();
            for (i, p) in partnerships.iter().enumerate() {
                for q in &partnerships[i + 1..] {
                    if let Some(&g) = met.get(&met_key(*p, *q)) {
                        found.push(([*p, *q], g));
                    }
                }
            }
            found
        };
        let mut from: Vec<usize> = (0..count).map(|t| (t + count - 1) % count).collect();
        let steer = self.avoid_repeats && self.partners == Partners::Fixed && count > 1;
        if steer {
            let cost = |t: usize, f: usize| rematches(&seat_at(t, f)).len();
            // Swaps of two tables' arrivals that lower the rematches, the
            // nearest table first, until none does: each lowers the count,
            // so this ends.
            loop {
                let mut better = false;
                for t in 0..count {
                    if cost(t, from[t]) == 0 {
                        continue;
                    }
                    let swap_with = (1..count)
                        .flat_map(|d| [(t + d) % count, (t + count - d) % count])
                        .find(|&u| {
                            u != t
                                && cost(t, from[u]) + cost(u, from[t])
                                    < cost(t, from[t]) + cost(u, from[u])
                        });
                    if let Some(u) = swap_with {
                        from.swap(t, u);
                        better = true;
                    }
                }
                if !better {
                    break;
                }
            }
        }
        let mut notes = Vec::new();
        let tables: Vec<TableSeat> = (0..count)
            .map(|t| TableSeat {
                table: t + 1,
                partnerships: seat_at(t, from[t]),
            })
            .collect();
        if steer {
            for (t, &f) in from.iter().enumerate() {
                if f != (t + count - 1) % count && !go[f].is_empty() {
                    notes.push(SeatNote::Rerouted {
                        from: f + 1,
                        to: t + 1,
                        movers: go[f].iter().map(|p| [swap(p[0]), swap(p[1])]).collect(),
                    });
                }
            }
            for t in &tables {
                for (partnerships, game) in rematches(&t.partnerships) {
                    notes.push(SeatNote::Rematch {
                        table: t.table,
                        partnerships,
                        game,
                    });
                }
            }
        }
        Seating {
            game,
            tables,
            out,
            notes,
        }
    }
}

/// Partners for a table under split partners: every arriving player
/// partners a player who stays, where there are enough; then as few
/// partnerships had before as can be. The first such pairing in a fixed
/// order, so a seating always repeats.
fn repair(stay: &[usize], arriving: &[usize], partnered: &Partnered) -> Vec<[usize; 2]> {
    let players: Vec<usize> = stay.iter().chain(arriving).copied().collect();
    let arrivals = arriving;
    // (arrivals partnered together, partnerships had before), and the pairing.
    type Scored = ((usize, u32), Vec<[usize; 2]>);
    let mut best: Option<Scored> = None;
    let mut current = Vec::new();
    matchings(&players, &mut current, &mut |m| {
        let together = m
            .iter()
            .filter(|p| arrivals.contains(&p[0]) && arrivals.contains(&p[1]))
            .count();
        let repeats: u32 = m
            .iter()
            .map(|p| partnered.get(&key(p[0], p[1])).copied().unwrap_or(0))
            .sum();
        let cost = (together, repeats);
        if best.as_ref().is_none_or(|(b, _)| cost < *b) {
            best = Some((cost, m.to_vec()));
        }
    });
    best.map(|(_, m)| m).unwrap_or_default()
}

/// Calls `each` with every way of splitting `left` into partnerships.
fn matchings(left: &[usize], current: &mut Vec<[usize; 2]>, each: &mut dyn FnMut(&[[usize; 2]])) {
    let Some((&first, rest)) = left.split_first() else {
        each(current);
        return;
    };
    for i in 0..rest.len() {
        let mut others = rest.to_vec();
        let partner = others.remove(i);
        current.push([first, partner]);
        matchings(&others, current, each);
        current.pop();
    }
}
