//! Prizes: places by games won, with ties split (a shared place), broken
//! on points, or cut for (a draw from a recorded seed, so it repeats); and
//! the booby prize for the fewest wins.

use serde::Serialize;

use super::standings::Share;
use super::{Party, Standing};
use crate::rules::seeded::SplitMix;

/// How a tie for a place is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Ties {
    /// Tied players share the place (and the next place is skipped).
    Split,
    /// More points wins the tie; still tied, they share.
    Points,
    /// A draw from the seed decides every tie.
    Cut,
}

/// One place and who takes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Place {
    /// The place, from 1.
    pub place: usize,
    /// Who takes it: more than one when the tie is shared.
    pub names: Vec<String>,
    /// Games they won.
    pub won: u32,
    /// Games they played (the share won is `won` of these under
    /// `--sit-out average`).
    pub played: u32,
}

/// The prize list: places first to last, and the booby prize.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Prizes {
    /// The places asked for, first place first.
    pub places: Vec<Place>,
    /// Who takes the booby prize for the fewest wins (empty when not asked for).
    pub booby: Vec<String>,
    /// How ties were settled.
    pub ties: Ties,
}

impl Party {
    /// The evening's prizes as the board, the director's page and the
    /// results sheet show them: three places, ties shared, and the booby
    /// prize (`party prizes --booby`'s defaults), by the party's rule for
    /// games sat out.
    pub fn evening_prizes(&self) -> Prizes {
        self.prizes(3, true, Ties::Split, self.seed)
    }

    /// The first `places` places and, when asked, the booby prize.
    pub fn prizes(&self, places: usize, booby: bool, ties: Ties, seed: u64) -> Prizes {
        let mut lines = self.standings().lines;
        // The key that ranks: wins, then points when ties go by points,
        // then a drawn order when ties are cut.
        let mut draw: Vec<usize> = (0..lines.len()).collect();
        SplitMix::new(seed).shuffle(&mut draw);
        let mut keyed: Vec<(Standing, usize)> = lines.drain(..).zip(draw).collect();
        let rule = self.sit_out;
        let none = Share::default();
        let rank_key = |s: &Standing, d: usize| -> (Share, Share, usize) {
            match ties {
                Ties::Split => (s.wins(rule), none, 0),
                Ties::Points => (s.wins(rule), s.points_key(rule), 0),
                Ties::Cut => (s.wins(rule), none, usize::MAX - d),
            }
        };
        keyed.sort_by_key(|(s, d)| std::cmp::Reverse(rank_key(s, *d)));
        let mut out: Vec<Place> = Vec::new();
        let mut i = 0;
        while i < keyed.len() {
            let key = rank_key(&keyed[i].0, keyed[i].1);
            let mut j = i;
            while j < keyed.len() && rank_key(&keyed[j].0, keyed[j].1) == key {
                j += 1;
            }
            let place = i + 1;
            if place > places {
                break;
            }
            out.push(Place {
                place,
                names: keyed[i..j].iter().map(|(s, _)| s.name.clone()).collect(),
                won: keyed[i].0.won,
                played: keyed[i].0.played,
            });
            i = j;
        }
        let booby = if booby {
            // The fewest wins, settled the same way from the bottom.
            let last = keyed.last().map(|(s, d)| rank_key(s, *d));
            keyed
                .iter()
                .filter(|(s, d)| Some(rank_key(s, *d)) == last)
                .map(|(s, _)| s.name.clone())
                .collect()
        } else {
            Vec::new()
        };
        Prizes {
            places: out,
            booby,
            ties,
        }
    }
}
