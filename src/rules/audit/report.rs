//! The audit of a round: who won each trick and why, the best card, the
//! points each side took and whether the bid was made, from the same
//! functions `round` scores with.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use super::proof::violations;
use super::RoundPlay;
use crate::rules::card::{Card, Suit};
use crate::rules::play::{judge_trick, judge_trick_so_far, PlayRule};
use crate::rules::ranking::Lead;
use crate::rules::round::{bid_made, points_taken};
use crate::rules::seat::Seat;

/// One card played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct PlayReport {
    /// Who played it, as seated.
    pub player: String,
    /// The card.
    pub card: Card,
}

/// One trick: who led, what was played, who won and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct TrickReport {
    /// From 1.
    pub trick: usize,
    /// Who led it.
    pub leader: String,
    /// In play order, the leader's card first.
    pub plays: Vec<PlayReport>,
    /// Who took the trick; in a trick still being played, who is winning
    /// it so far.
    pub winner: String,
    /// The winner's side.
    pub side: String,
    /// The winning card (so far).
    pub card: Card,
    /// Why that card wins, in full sentences, for a reader.
    pub reason: String,
    /// Every player has played to it (false: the trick in progress).
    pub complete: bool,
}

/// The best card of the round (docs/rules.md §5) and who took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct BestReport {
    /// The best card.
    pub card: Card,
    /// From 1.
    pub trick: usize,
    /// Who played the best card.
    pub player: String,
    /// The side that took the trick holding it (and the bonus, if it scores).
    pub side: String,
    /// Whether it is a trump (otherwise no trump was played in the round).
    pub trump: bool,
    /// Whether the best card's 5 counts under these rules (docs/rules.md §5):
    /// not without `best_card_bonus`, nor in `majority` or `spread` scoring.
    pub scores: bool,
    /// Why it is the best card, in a sentence.
    pub reason: String,
}

/// Points taken per side, in seating order of the sides; a JSON object.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Points(
    /// Each side's name and points.
    pub Vec<(String, u32)>,
);

impl Points {
    /// The points of a side (any case), 0 for a side not listed.
    pub fn get(&self, side: &str) -> u32 {
        self.0
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(side))
            .map_or(0, |&(_, p)| p)
    }
    /// The points of every side together: 30 a full round with the best-card bonus.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&(_, p)| p).sum()
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (side, points) in &self.0 {
            map.serialize_entry(side, points)?;
        }
        map.end()
    }
}

/// What proves a violation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Evidence {
    /// The player's hand, given in the record.
    Hand,
    /// The player's own later plays: cards played later were held earlier.
    Record,
}

/// A play that broke a rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Violation {
    /// From 1.
    pub trick: usize,
    /// Who played the card.
    pub player: String,
    /// The card played.
    pub card: Card,
    /// The rule it breaks.
    pub rule: PlayRule,
    /// Full sentences: what was held, and the rule it breaks.
    pub proof: String,
    /// How the record shows what the player held.
    pub evidence: Evidence,
    /// The plays that were legal, when the hand is known (`None` when only
    /// the record speaks: it shows part of the hand, not all of it).
    pub legal_cards: Option<Vec<Card>>,
}

/// The audit of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct AuditReport {
    /// The rules' name.
    pub rules: String,
    /// The trump suit.
    pub trump: Suit,
    /// Each trick recorded, in order.
    pub tricks: Vec<TrickReport>,
    /// With `complete = false`, the best card so far.
    pub best: Option<BestReport>,
    /// 5 a trick, plus 5 for the best-card trick when `best_card_bonus` is
    /// on and the round is complete.
    pub points: Points,
    /// All five tricks recorded.
    pub complete: bool,
    /// Who won the auction; `None` without bidding.
    pub bidder: Option<String>,
    /// The bid, in points.
    pub bid: Option<u32>,
    /// The bidder's side.
    pub bidding_side: Option<String>,
    /// `None` without bidding or before the fifth trick.
    pub made: Option<bool>,
    /// Every play proved illegal, in play order.
    pub violations: Vec<Violation>,
}

impl AuditReport {
    /// No play broke a rule.
    pub fn is_clean(&self) -> bool {
        self.violations.is_empty()
    }
}

/// Audits a round: trick winners, best card, points, made or set, and every
/// play the record (with the hands, where given) proves illegal.
pub fn audit(round: &RoundPlay) -> AuditReport {
    let n = round.players().len();
    let ranking = &round.ranking;
    let side_name = |seat: Seat| round.table.side_name(round.side_of(seat));

    let tricks: Vec<TrickReport> = round
        .tricks
        .iter()
        .enumerate()
        .map(|(k, trick)| {
            let complete = trick.cards.len() == n;
            let verdict = if complete {
                judge_trick(ranking, &trick.cards)
            } else {
                judge_trick_so_far(ranking, &trick.cards)
            };
            let winner = trick.player_at(verdict.winner_index, n);
            TrickReport {
                trick: k + 1,
                leader: round.name(trick.leader).to_string(),
                plays: trick
                    .cards
                    .iter()
                    .enumerate()
                    .map(|(i, &card)| PlayReport {
                        player: round.name(trick.player_at(i, n)).to_string(),
                        card,
                    })
                    .collect(),
                winner: round.name(winner).to_string(),
                side: side_name(winner),
                card: verdict.card,
                reason: verdict.reason,
                complete,
            }
        })
        .collect();

    let bidder_lead = round.bidder_lead();
    let best = round.best_card().map(|best| {
        let trick = &round.tricks[best.trick];
        let player = trick.player_at(best.position, n);
        let winner = round.taking(best.trick).unwrap_or(player);
        let reason = if best.trump {
            format!(
                "The {} is the highest trump played{}.",
                best.card,
                if round.is_complete() {
                    " this round"
                } else {
                    " so far"
                }
            )
        } else {
            let first = round.tricks[bidder_lead.unwrap_or(0)].cards[0];
            let suit = match ranking.lead_of(first) {
                Lead::Plain(suit) => suit.singular(),
                Lead::Trump => "trump",
            };
            let whose = match (round.bidder(), bidder_lead) {
                (Some(b), Some(t)) => format!(
                    "the suit of the first card the bidder {} led (the {} at trick {})",
                    round.name(b),
                    first,
                    t + 1
                ),
                _ => format!("the suit of the first card led in the round (the {first})"),
            };
            format!(
                "No trump was played, so the best card is the highest {suit}, {whose}: the {}.",
                best.card
            )
        };
        BestReport {
            card: best.card,
            trick: best.trick + 1,
            player: round.name(player).to_string(),
            side: side_name(winner),
            trump: best.trump,
            scores: round.rules.best_card_scores(),
            reason,
        }
    });

    // Points and made/set come from the scorer's own functions, so the
    // audit and a round recorded from this play can't disagree.
    let complete = round.is_complete();
    let counts = round.trick_counts();
    let taken = points_taken(&round.rules, &counts, round.best_side());
    let points = Points(
        round
            .sides()
            .iter()
            .zip(&taken)
            .map(|(side, &p)| (side.name.clone(), u32::try_from(p).unwrap_or(0)))
            .collect(),
    );
    let bidding_side = round.bidder().map(|b| round.side_of(b));
    let made = match (bidding_side, round.bid()) {
        (Some(side), Some(bid)) if complete => Some(bid_made(
            u8::try_from(bid).unwrap_or(u8::MAX),
            counts[side],
            taken[side],
        )),
        _ => None,
    };

    AuditReport {
        rules: round.rules.label(),
        trump: round.trump,
        tricks,
        best,
        points,
        complete,
        bidder: round.bidder().map(|b| round.name(b).to_string()),
        bid: round.bid(),
        bidding_side: bidding_side.map(|s| round.table.side_name(s)),
        made,
        violations: violations(round),
    }
}
