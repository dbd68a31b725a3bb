//! PLACEHOLDER bidding policy (replaced by the calibrated one).

use crate::rules::card::{CardSet, Suit};
use crate::rules::game::GameState;
use crate::rules::ranking::Ranking;
use crate::rules::round::{bid_ladder, SIXTY};

use super::SUIT_ORDER;

/// The bidding policy for one table.
pub struct Policy {
    rankings: Vec<Ranking>,
    levels: Vec<u8>,
}

/// One trump's estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct TrumpEstimate {
    /// The trump.
    pub trump: Suit,
    /// Estimated points.
    pub points: f64,
    /// Estimated chance of making each level.
    pub made: Vec<f64>,
}

impl Policy {
    /// For the table of `state`.
    pub fn new(state: &GameState) -> Policy {
        Policy {
            rankings: SUIT_ORDER
                .iter()
                .map(|&t| Ranking::new(&state.rules, t))
                .collect(),
            levels: bid_ladder(&state.rules)
                .into_iter()
                .filter(|&b| b != SIXTY)
                .collect(),
        }
    }

    /// The estimate for a hand at a seat.
    pub fn estimate(&self, hand: CardSet, _seat: usize) -> [TrumpEstimate; 4] {
        std::array::from_fn(|t| {
            let r = &self.rankings[t];
            let order = r.trump_order();
            let mut pts = 8.0;
            for (i, c) in order.iter().enumerate() {
                if hand.contains(*c) {
                    pts += (7.0 - i as f64).max(2.5);
                }
            }
            let made = self
                .levels
                .iter()
                .map(|&l| 1.0 / (1.0 + (-(pts - f64::from(l)) / 3.0).exp()))
                .collect();
            TrumpEstimate {
                trump: SUIT_ORDER[t],
                points: pts.min(30.0),
                made,
            }
        })
    }

    /// The best trump.
    pub fn trump(&self, hand: CardSet, seat: usize) -> Suit {
        let e = self.estimate(hand, seat);
        let mut best = 0;
        for i in 1..4 {
            if e[i].points > e[best].points {
                best = i;
            }
        }
        e[best].trump
    }

    /// The call.
    pub fn call(&self, hand: CardSet, seat: usize, standing: Option<u8>) -> Option<u8> {
        let e = self.estimate(hand, seat);
        let t = SUIT_ORDER
            .iter()
            .position(|&s| s == self.trump(hand, seat))
            .unwrap_or(0);
        self.levels
            .iter()
            .zip(&e[t].made)
            .filter(|(&l, &p)| standing.is_none_or(|s| l > s) && p >= 0.5)
            .map(|(&l, _)| l)
            .next_back()
    }

    /// Whether the dealer holds.
    pub fn holds(&self, hand: CardSet, standing: u8) -> bool {
        let seat = usize::MAX;
        let e = self.estimate(hand, seat);
        let t = SUIT_ORDER
            .iter()
            .position(|&s| s == self.trump(hand, seat))
            .unwrap_or(0);
        self.levels
            .iter()
            .zip(&e[t].made)
            .any(|(&l, &p)| l == standing && p >= 0.5)
    }

    /// The levels.
    pub fn levels(&self) -> &[u8] {
        &self.levels
    }
}
