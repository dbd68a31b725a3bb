//! One round: its record (the facts the table gives: bid, tricks, best card,
//! optionally the auction), the checks that the record can be true
//! (docs/rules.md §7), and what each side scores (§8, §10).
//!
//! - `auction.rs`: the bids a side may make and the auction, call by call;
//! - `draft.rs`: a round as the table gives it, and the one function that
//!   makes it a record;
//! - `scoring.rs`: whether a record can be true, and what each side scores;
//! - `error.rs`: why a record or an auction can't be as given.

mod auction;
mod draft;
mod error;
mod saved;
mod scoring;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::card::Suit;
use super::play::HAND_SIZE;
use super::seat::{BySide, Seat, SideId};
use super::table::Table;
use super::variant::RuleSet;

pub use auction::{
    allowed_bids, bid_ladder, check_bid_amount, in_hole, parse_auction, run_auction, AuctionResult,
};
pub use draft::{BestFacts, DraftError, Field, RoundDraft, TrickFacts, Why};
pub use error::{AuctionError, RoundError};
pub use scoring::{
    bid_made, check_round, frozen_words, implied_best, past_the_limit, points_taken, score_round,
};

/// Tricks in a round: one for each card of a hand.
pub const TRICKS: u8 = HAND_SIZE as u8;
/// Points for a trick, and for the best card's trick (docs/rules.md §5).
pub const TRICK_POINTS: u8 = 5;
/// The highest ordinary bid.
pub const MAX_BID: u8 = 30;
/// The "60 for 120" bid of a side in the hole (`sixty_for_one_twenty`).
pub const SIXTY: u8 = 60;

/// Who took the tricks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tricks {
    /// Tricks per side (a side missing at the end took none).
    Counts(BySide<u8>),
    /// The side that took each trick, in the order played (five entries).
    /// Needed by the `last-trick` and `first-out` tie-breaks.
    Winners(Vec<SideId>),
}

impl Tricks {
    /// Tricks per side from (side, tricks) pairs, refusing a side given twice.
    pub fn from_counts(table: &Table, pairs: &[(SideId, u8)]) -> Result<Tricks, RoundError> {
        let mut counts = BySide::from_fn(table.sides.len(), |_| 0u8);
        let mut given = BySide::from_fn(table.sides.len(), |_| false);
        for &(side, n) in pairs {
            let slot = given.get_mut(side).ok_or(RoundError::UnknownSide(side.0))?;
            if *slot {
                return Err(RoundError::SideTwice(table.side_name(side)));
            }
            *slot = true;
            counts[side] = n;
        }
        if let Some((side, rest)) = Tricks::the_rest(table, pairs) {
            counts[side] = rest;
        }
        Ok(Tricks::Counts(counts))
    }

    /// At a table of two sides, the side a count leaves out took the
    /// tricks the other did not ("Red took the other 2"): that side and
    /// its tricks. `None` when both sides or neither are given, or the
    /// count given is over 5 (then the total is refused as it stands).
    pub fn the_rest(table: &Table, pairs: &[(SideId, u8)]) -> Option<(SideId, u8)> {
        let [(given, n)] = pairs else {
            return None;
        };
        if table.sides.len() != 2 || given.0 > 1 {
            return None;
        }
        let rest = TRICKS.checked_sub(*n)?;
        Some((SideId(1 - given.0), rest))
    }

    /// Tricks taken by each of `sides` sides.
    pub fn counts(&self, sides: usize) -> BySide<u8> {
        match self {
            Tricks::Counts(c) => BySide::from_fn(sides, |s| c.get(s).copied().unwrap_or(0)),
            Tricks::Winners(w) => {
                let mut c = BySide::from_fn(sides, |_| 0u8);
                for &s in w {
                    if let Some(n) = c.get_mut(s) {
                        *n = n.saturating_add(1);
                    }
                }
                c
            }
        }
    }

    /// The order of the tricks, when it was recorded.
    pub fn order(&self) -> Option<&[SideId]> {
        match self {
            Tricks::Counts(_) => None,
            Tricks::Winners(w) => Some(w),
        }
    }
}

impl Default for Tricks {
    fn default() -> Tricks {
        Tricks::Counts(BySide::default())
    }
}

/// The winning bid of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bid {
    /// The bidding side.
    pub side: SideId,
    /// The seat that bid, when known (`--bidder` named a player).
    pub player: Option<Seat>,
    /// The bid, in points: a multiple of 5 from `min_bid` to 30, or 60
    /// under `sixty_for_one_twenty`; a bagged dealer's is `min_bid`.
    pub amount: u8,
}

/// What the auction settled (docs/rules.md §7, and `all_pass` of §12). A game
/// without bidding has none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Contract {
    /// A side won the auction with its bid.
    Bid(Bid),
    /// Everyone passed and the dealer was bagged: made to bid `min_bid`.
    Bagged(Bid),
    /// Everyone passed under `all_pass = redeal`: the hand is thrown in,
    /// nothing is scored, and the deal passes on.
    ThrownIn,
}

impl Contract {
    /// The bid played for, bagged or not; none for a thrown-in hand.
    pub fn bid(&self) -> Option<&Bid> {
        match self {
            Contract::Bid(bid) | Contract::Bagged(bid) => Some(bid),
            Contract::ThrownIn => None,
        }
    }
}

/// One call in the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CallKind {
    /// Out of the auction for this round: a player who passed can't call again.
    Pass,
    /// A bid of this many points, above the standing bid.
    Bid(u8),
    /// The dealer takes the standing bid at the same value (`dealer_may_hold`).
    Hold,
}

/// A seat's call in the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    /// The seat calling; calls go clockwise from the dealer's left.
    pub seat: Seat,
    /// What the seat called.
    pub call: CallKind,
}

/// The facts of one round, as the table gives them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "saved::SavedRecord", into = "saved::SavedRecord")]
pub struct RoundRecord {
    /// The dealer's seat.
    pub dealer: Seat,
    /// None in games without bidding.
    pub contract: Option<Contract>,
    /// The trump suit the bidder named (or the turned-up card's suit),
    /// when recorded: shown in the history, but the score never reads it.
    pub trump: Option<Suit>,
    /// Who took the five tricks.
    pub tricks: Tricks,
    /// The side that took the best-card trick (None: not recorded, or no best card).
    pub best: Option<SideId>,
    /// The auction, when given; checked against docs/rules.md §7.
    pub auction: Option<Vec<Call>>,
    /// A renege called at the table (or proven by the round's audit),
    /// scored by the knob `renege_penalty`.
    pub renege: Option<RenegeCall>,
}

/// Who reneged: the side, and the player when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RenegeCall {
    /// The side that reneged: under `renege_penalty = lose-hand` it
    /// scores nothing that round.
    pub side: SideId,
    /// The seat that reneged, when a player was named rather than a side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
}

impl RoundRecord {
    /// Whether every seat and side this record names sits at `table`: the
    /// shape a record must have before it can be scored at all. Rounds kept
    /// aside in a saved game (taken back, replaced) are checked with it, so
    /// a damaged one is found when the file is opened, not when it is put
    /// back.
    pub fn check_seating(&self, table: &Table) -> Result<(), RoundError> {
        let players = table.players.len();
        let sides = table.sides.len();
        let seat = |s: Seat| {
            if s.0 < players {
                Ok(())
            } else {
                Err(RoundError::UnknownSeat(s.0))
            }
        };
        let side = |s: SideId| {
            if s.0 < sides {
                Ok(())
            } else {
                Err(RoundError::UnknownSide(s.0))
            }
        };
        seat(self.dealer)?;
        if let Some(bid) = self.bid() {
            side(bid.side)?;
            bid.player.map_or(Ok(()), seat)?;
        }
        self.best.map_or(Ok(()), side)?;
        match &self.tricks {
            Tricks::Counts(counts) if counts.len() != sides => {
                return Err(RoundError::UnknownSide(counts.len().max(sides) - 1))
            }
            Tricks::Counts(_) => {}
            Tricks::Winners(winners) => winners.iter().try_for_each(|&w| side(w))?,
        }
        for call in self.auction.iter().flatten() {
            seat(call.seat)?;
        }
        if let Some(renege) = &self.renege {
            side(renege.side)?;
            renege.player.map_or(Ok(()), seat)?;
        }
        Ok(())
    }

    /// The bid played for, bagged or not.
    pub fn bid(&self) -> Option<&Bid> {
        self.contract.as_ref().and_then(Contract::bid)
    }

    /// Whether the dealer was bagged.
    pub fn is_bagged(&self) -> bool {
        matches!(self.contract, Some(Contract::Bagged(_)))
    }

    /// Whether everyone passed and the hand was thrown in.
    pub fn is_thrown_in(&self) -> bool {
        self.contract == Some(Contract::ThrownIn)
    }

    /// The same round at another table holding the same players: `seat` and
    /// `side` map this record's seats and sides to that table's. `round
    /// --from` uses it to put a round file's play into a saved game.
    pub fn moved(
        &self,
        seat: impl Fn(Seat) -> Seat,
        side: impl Fn(SideId) -> SideId,
    ) -> RoundRecord {
        let tricks = match &self.tricks {
            Tricks::Counts(c) => {
                let mut moved = Vec::new();
                for (s, &n) in c.enumerate() {
                    let to = side(s).0;
                    if moved.len() <= to {
                        moved.resize(to + 1, 0);
                    }
                    moved[to] += n;
                }
                Tricks::Counts(moved.into())
            }
            Tricks::Winners(w) => Tricks::Winners(w.iter().map(|&s| side(s)).collect()),
        };
        let bid = |b: &Bid| Bid {
            side: side(b.side),
            player: b.player.map(&seat),
            amount: b.amount,
        };
        RoundRecord {
            dealer: seat(self.dealer),
            contract: self.contract.as_ref().map(|c| match c {
                Contract::Bid(b) => Contract::Bid(bid(b)),
                Contract::Bagged(b) => Contract::Bagged(bid(b)),
                Contract::ThrownIn => Contract::ThrownIn,
            }),
            trump: self.trump,
            tricks,
            best: self.best.map(&side),
            auction: self.auction.as_ref().map(|calls| {
                calls
                    .iter()
                    .map(|c| Call {
                        seat: seat(c.seat),
                        call: c.call,
                    })
                    .collect()
            }),
            renege: self.renege.map(|r| RenegeCall {
                side: side(r.side),
                player: r.player.map(&seat),
            }),
        }
    }
}

/// What a round does to the scores, per side (by side index).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundOutcome {
    /// Points taken: 5 a trick, plus 5 for the best card where it counts.
    pub points: BySide<i32>,
    /// The change of each side's score.
    pub delta: BySide<i32>,
    /// Made (true) or set (false); None without bidding or when thrown in.
    pub made: Option<bool>,
    /// The bidding side, if any.
    pub bidder: Option<SideId>,
    /// Plain sentences for anything non-obvious.
    pub notes: Vec<String>,
}

/// What scoring a round needs to know about the game so far.
#[derive(Clone, Copy, Debug)]
pub struct RoundContext<'a> {
    /// The knobs the round is scored by.
    pub rules: &'a RuleSet,
    /// Who sits where: names for messages, and each seat's side.
    pub table: &'a Table,
    /// Each side's score before the round.
    pub scores: &'a BySide<i32>,
    /// Which sides play this round (not out, not sitting out an overtime).
    pub playing: &'a BySide<bool>,
    /// Why a side does not play: "is out of the game" or "sits out this overtime round".
    pub absent: &'a BySide<&'static str>,
}
