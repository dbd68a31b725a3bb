//! Bounds before any search: counts that answer the question, or narrow
//! it, without trying a card. One idea a file:
//!
//! - `in_trick.rs`: a trick in progress that settles the question alone,
//!   or with the sure tricks after it;
//! - `sure_leads.rs`: the leader's cards that nobody on the other side can
//!   beat, led one after another;
//! - `sure_tricks.rs`: a side's sure tricks when the other holds no trump,
//!   or once the leader has drawn them;
//! - `quick.rs`: the quick bounds, from the trumps each seat holds, kept
//!   for every position that shares them;
//! - `crossruff.rs`: two seats trumping each other's plain leads, which the
//!   quick bounds count too.
//!
//! Here is what they share: who beats whom, the bonus still to take, the
//! tricks a count has to find, and whether the rules let any plain lead be
//! answered with a trump or a plain card.

use crate::rules::card::{Card, Suit};
use crate::rules::solve::deal::{Bonus, Position, ROUND_TRICKS, TRICK_POINTS};
use crate::rules::variant::OffsuitLead;

use super::{bit, Solver};

mod crossruff;
mod in_trick;
mod quick;
mod sure_leads;
mod sure_tricks;

pub(super) use quick::{bounds_entries, Bounds};

impl Solver {
    /// Whether one of `cards` is beaten, on a lead of kind `lead`, by none
    /// of `against`.
    pub(in crate::rules::solve::search) fn unbeatable(
        &self,
        cards: u64,
        lead: usize,
        against: u64,
    ) -> bool {
        self.unbeatable_card(cards, lead, against).is_some()
    }

    /// The first of `cards` beaten, on a lead of kind `lead`, by none of
    /// `against`.
    pub(in crate::rules::solve::search) fn unbeatable_card(
        &self,
        cards: u64,
        lead: usize,
        against: u64,
    ) -> Option<Card> {
        let mut rest = cards;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if self.deal.beaters[lead][c] & against == 0 {
                return Card::from_index(c as u8);
            }
        }
        None
    }

    /// The bonus points the counted side could still take.
    pub(in crate::rules::solve::search) fn bonus_left(&self, pos: &Position) -> u8 {
        match self.deal.bonus {
            Bonus::Never => 0,
            Bonus::Card(best) => {
                let live = pos.trick().contains(&best) || self.live_in_hands(pos) & bit(best) != 0;
                if live {
                    TRICK_POINTS
                } else {
                    0
                }
            }
            Bonus::BySuit(_) => TRICK_POINTS,
        }
    }

    /// How many sure tricks of the counted side (`mine`), or of the side
    /// against it, answer "at least `need` more points?": yes for the
    /// counted side, no for the other. `Err` holds the answer when there is
    /// nothing to count: no for a side that cannot get `need` at all, and
    /// none when more tricks would be wanted than are left.
    pub(super) fn tricks_wanted(
        &self,
        pos: &Position,
        need: u8,
        mine: bool,
    ) -> Result<u8, Option<bool>> {
        let left = ROUND_TRICKS - pos.done;
        // The best card, when it is the top trump, takes its trick: the
        // side holding it has the bonus.
        let held_by = match self.deal.bonus {
            Bonus::Card(best) => (0..self.deal.n)
                .find(|&s| pos.hands[s] & bit(best) != 0)
                .map(|s| self.deal.is_counted(s)),
            _ => None,
        };
        let wanted = if mine {
            let sure = if held_by == Some(true) {
                TRICK_POINTS
            } else {
                0
            };
            need.saturating_sub(sure).div_ceil(TRICK_POINTS)
        } else {
            let bonus = if held_by == Some(false) {
                0
            } else {
                self.bonus_left(pos)
            };
            let most = left * TRICK_POINTS + bonus;
            if most < need {
                return Err(Some(false));
            }
            (most - need) / TRICK_POINTS + 1
        };
        if wanted > left {
            return Err(None);
        }
        Ok(wanted)
    }

    /// Whether no trump also counts as a card of a plain suit (as the A♥
    /// does under `trump-and-heart`).
    pub(super) fn no_trump_in_a_plain_suit(&self) -> bool {
        let ranking = &self.deal.ranking;
        Suit::ALL
            .into_iter()
            .filter(|&s| s != ranking.trump())
            .all(|s| {
                ranking
                    .suit_cards(s)
                    .intersection(ranking.trumps())
                    .is_empty()
            })
    }

    /// Whether, under these rules, a seat may always answer a plain lead
    /// with a trump, and with a plain card when it holds one: the off-suit
    /// rule is `free`, or `follow-or-trump` with no trump that also counts
    /// as a plain suit (the A♥ under `trump-and-heart` would have to follow
    /// a hearts lead, and so be played as a trump).
    pub(super) fn trumps_spread_freely(&self) -> bool {
        match self.deal.rules.offsuit_lead {
            OffsuitLead::Free => true,
            OffsuitLead::FollowOrTrump => self.no_trump_in_a_plain_suit(),
            OffsuitLead::FollowElseTrump => false,
        }
    }
}

/// The kind of lead of a trump in `Deal::beaters` (plain suits are 0-3).
pub(super) const TRUMP_LEAD: usize = 4;
