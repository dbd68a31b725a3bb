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
    /// The first seating's order of pairs and the players' sit-out order,
    /// drawn once from the seed among the pairs of the first draw; under
    /// fixed partners whole pairs (both players one after the other), so a
    /// pair sits out together. Pairs that came late join the sit-out order
    /// at its end, in the order they came.
    fn draw(&self) -> (Vec<usize>, Vec<usize>) {
        let drawn = self.drawn();
        let mut rng = SplitMix::new(self.seed);
        let mut seats: Vec<usize> = (0..drawn).collect();
        rng.shuffle(&mut seats);
        let mut rest: Vec<usize> = (0..drawn).collect();
        rng.shuffle(&mut rest);
        rest.extend(drawn..self.pairs.len());
        let rotation = rest.iter().flat_map(|&p| [2 * p, 2 * p + 1]).collect();
        (seats, rotation)
    }

    /// Who sits out each game from the first to `last`: the next players in
    /// the drawn order, passing over pairs not seated that game, so nobody
    /// sits out twice before everyone seated has once.
    fn sit_outs(&self, rotation: &[usize], last: u32) -> Vec<Vec<usize>> {
        let n = rotation.len();
        let mut cursor = 0;
        (1..=last)
            .map(|game| {
                let count = (self.pairs_in(game) % self.per_table) * 2;
                let mut out = Vec::with_capacity(count);
                let mut looked = 0;
                while out.len() < count && looked < n {
                    let player = rotation[cursor % n];
                    cursor = (cursor + 1) % n;
                    looked += 1;
                    if self.pairs[player / 2].seated_in(game) {
                        out.push(player);
                    }
                }
                out
            })
            .collect()
    }

    /// Every game's seating from the first to `last`, or as far as the
    /// results go: a game is seated once every table has reported the one
    /// before. A game already played at keeps the seating it was played
    /// at; the next follows from it and its results.
    pub(crate) fn seatings(&self, last: u32) -> Vec<Seating> {
        let last = last.min(self.games).max(1);
        let (order, rotation) = self.draw();
        let outs = self.sit_outs(&rotation, last);
        let first = match self.kept(1) {
            Some(kept) => kept.clone(),
            None => self.first_seating(&order, &rotation, outs[0].clone()),
        };
        let mut partnered = Partnered::new();
        let mut met = Met::new();
        let mut all = vec![first];
        while let Some(now) = all.last() {
            if now.game >= last {
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
                None => {
                    let out = outs[now.game as usize].clone();
                    self.moved(now, &winners, out, &partnered, &met)
                }
            };
            all.push(next);
        }
        all
    }

    /// The first game's seating: the drawn pairs at their drawn tables, the
    /// first in the sit-out order out; then, as between any two games, the
    /// pairs that came or went, so that a pair arriving before the first
    /// game moves as few others as a later one does.
    fn first_seating(&self, order: &[usize], rotation: &[usize], out: Vec<usize>) -> Seating {
        let drawn_out: Vec<usize> = rotation[..(order.len() % self.per_table) * 2].to_vec();
        let playing: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| !drawn_out.contains(&(2 * p)))
            .collect();
        let drawn = Seating {
            game: 0,
            tables: playing
                .chunks(self.per_table)
                .enumerate()
                .map(|(t, pairs)| TableSeat {
                    table: t + 1,
                    partnerships: pairs.iter().map(|&p| [2 * p, 2 * p + 1]).collect(),
                })
                .collect(),
            out: drawn_out,
            notes: Vec::new(),
        };
        let exchange = self.exchange(&drawn, &out);
        let tables = drawn
            .tables
            .iter()
            .map(|t| {
                let players = t
                    .partnerships
                    .iter()
                    .flatten()
                    .filter_map(|&p| exchange.swap(p));
                (players.collect(), Vec::new())
            })
            .collect();
        Seating {
            game: 1,
            tables: self.seat(tables, &exchange.fillers, &Partnered::new(), true),
            out,
            notes: Vec::new(),
        }
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

    /// The next game's seating: the movement, then the sit-outs, then the
    /// pairs that came or went.
    fn moved(
        &self,
        now: &Seating,
        winners: &[usize],
        out: Vec<usize>,
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
        let game = now.game + 1;
        let exchange = self.exchange(now, &out);
        let swap = |player: usize| exchange.swap(player);
        // Table t's arrivals are the movers of table from[t]: the table
        // before it, unless that has them meet a pair they have played.
        // Under fixed partners a pair is a unit: both its players go, or
        // neither.
        let moved_on = |partnerships: &[[usize; 2]]| -> Vec<[usize; 2]> {
            partnerships
                .iter()
                .filter_map(|p| match (swap(p[0]), swap(p[1])) {
                    (Some(a), Some(b)) => Some([a, b]),
                    _ => None,
                })
                .collect()
        };
        let moved_players = |partnerships: &[[usize; 2]]| -> Vec<usize> {
            partnerships
                .iter()
                .flatten()
                .filter_map(|&p| swap(p))
                .collect()
        };
        let seat_at = |t: usize, from: usize| -> Vec<[usize; 2]> {
            stay[t].iter().chain(&go[from]).copied().collect::<Vec<_>>()
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
            let cost = |t: usize, f: usize| rematches(&moved_on(&seat_at(t, f))).len();
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
        // Each table's players: those staying, then those arriving.
        let tables: Vec<(Vec<usize>, Vec<usize>)> = (0..count)
            .map(|t| (moved_players(&stay[t]), moved_players(&go[from[t]])))
            .collect();
        let together = self.partners == Partners::Fixed;
        let tables = self.seat(tables, &exchange.fillers, partnered, together);
        let mut notes = Vec::new();
        if steer {
            for (t, &f) in from.iter().enumerate() {
                let movers = moved_on(&go[f]);
                if f != (t + count - 1) % count && !movers.is_empty() {
                    notes.push(SeatNote::Rerouted {
                        from: f + 1,
                        to: t + 1,
                        movers,
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

/// Who changes places between one game and the next, besides the
/// movement: those who sat out come back in the places of the next to sit
/// out; players beyond those (more back than going out, or pairs that came
/// late) fill the places of pairs that went home, then new tables.
struct Exchange {
    /// Players back from sitting out, each taking the place of the one at
    /// the same position in `leaving` (as far as both go).
    back: Vec<usize>,
    /// Players at a table last game who sit this one out.
    leaving: Vec<usize>,
    /// How many of `leaving` are replaced one for one.
    swapped: usize,
    /// Players with no place yet: the rest of `back`, then late pairs.
    fillers: Vec<usize>,
    /// Whether each player's pair is seated in the new game.
    seated: Vec<bool>,
}

impl Exchange {
    /// Where a player of last game goes: the same player, the one back in
    /// their place, or nobody (gone home, or sitting out with nobody back).
    fn swap(&self, player: usize) -> Option<usize> {
        match self.leaving.iter().position(|&l| l == player) {
            Some(i) if i < self.swapped => Some(self.back[i]),
            Some(_) => None,
            None => self.seated[player].then_some(player),
        }
    }
}

impl Party {
    /// The exchange from seating `now` to the next game, whose sit-outs
    /// are `out`.
    fn exchange(&self, now: &Seating, out: &[usize]) -> Exchange {
        let game = now.game + 1;
        let players = self.pairs.len() * 2;
        let seated: Vec<bool> = (0..players)
            .map(|p| self.pairs[p / 2].seated_in(game))
            .collect();
        // Marks by player, so that every test below is one look.
        let marks = |of: &mut dyn Iterator<Item = usize>| {
            let mut marked = vec![false; players];
            for p in of {
                if let Some(m) = marked.get_mut(p) {
                    *m = true;
                }
            }
            marked
        };
        let at_a_table = marks(
            &mut now
                .tables
                .iter()
                .flat_map(|t| t.partnerships.iter().flatten().copied()),
        );
        let going_out = marks(&mut out.iter().copied());
        let was_out = marks(&mut now.out.iter().copied());
        let back: Vec<usize> = now
            .out
            .iter()
            .copied()
            .filter(|&p| seated[p] && !going_out[p])
            .collect();
        let leaving: Vec<usize> = out.iter().copied().filter(|&p| at_a_table[p]).collect();
        let swapped = back.len().min(leaving.len());
        let mut fillers: Vec<usize> = back[swapped..].to_vec();
        fillers.extend(
            (0..players).filter(|&p| seated[p] && !going_out[p] && !at_a_table[p] && !was_out[p]),
        );
        Exchange {
            back,
            leaving,
            swapped,
            fillers,
            seated,
        }
    }

    /// The tables of a game from each table's players (those staying,
    /// those arriving), some places empty: the fillers take the empty
    /// places in table order, then make new tables; tables still short
    /// (pairs went home) are closed up from the last, whose players fill
    /// the first's places. Then partners: a pair's two players under fixed
    /// partners, chosen afresh under split.
    fn seat(
        &self,
        mut tables: Vec<(Vec<usize>, Vec<usize>)>,
        fillers: &[usize],
        partnered: &Partnered,
        together: bool,
    ) -> Vec<TableSeat> {
        let places = self.per_table * 2;
        // A unit of players that sits together: a pair under fixed
        // partners (and in the first game), a player under split.
        let unit = if together { 2 } else { 1 };
        let mut fill = fillers.chunks(unit);
        for (staying, arriving) in tables.iter_mut() {
            while staying.len() + arriving.len() < places {
                match fill.next() {
                    Some(players) => arriving.extend_from_slice(players),
                    None => break,
                }
            }
        }
        let rest: Vec<usize> = fill.flatten().copied().collect();
        for players in rest.chunks(places) {
            tables.push((Vec::new(), players.to_vec()));
        }
        loop {
            let short: Vec<usize> = (0..tables.len())
                .filter(|&t| tables[t].0.len() + tables[t].1.len() < places)
                .collect();
            let (Some(&first), Some(&last)) = (short.first(), short.last()) else {
                break;
            };
            if first == last {
                if tables[last].0.is_empty() && tables[last].1.is_empty() {
                    tables.remove(last);
                }
                break;
            }
            let (staying, arriving) = &mut tables[last];
            let mut donor: Vec<usize> = staying.drain(..).chain(arriving.drain(..)).collect();
            while tables[first].0.len() + tables[first].1.len() < places && !donor.is_empty() {
                let players: Vec<usize> = donor.drain(..unit.min(donor.len())).collect();
                tables[first].1.extend(players);
            }
            tables[last].1 = donor;
            if tables[last].1.is_empty() {
                tables.remove(last);
            }
        }
        tables
            .into_iter()
            .enumerate()
            .map(|(t, (staying, arriving))| TableSeat {
                table: t + 1,
                partnerships: if together {
                    staying
                        .chunks(2)
                        .chain(arriving.chunks(2))
                        .map(|p| [p[0], p[1]])
                        .collect()
                } else {
                    // Partners are chosen after the exchange, so a player
                    // back from sitting out gets a new partner too.
                    repair(&staying, &arriving, partnered)
                },
            })
            .collect()
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
