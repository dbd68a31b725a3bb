//! The crossruff: a side's top trumps split between two seats, which
//! trump each other's plain leads. Led, a trump would bring both seats'
//! top trumps down in one trick, so no count of one seat's trumps finds
//! these tricks; the quick bounds add this count to theirs.

use crate::rules::variant::{OffsuitLead, RenegeAgainst};

use super::quick::above_every;
use super::Solver;

impl Solver {
    /// `sure` with a crossruff counted, for either side: two of its seats
    /// hold top trumps (above every trump of the other side) and no other
    /// seat of the side holds one. One leads a plain card and the other
    /// trumps it with a top trump, which takes the trick (a trump may
    /// always be played, under every rule, and nobody else holds one as
    /// high); then that one leads a plain card and the first trumps it;
    /// and so on (see `crossruff_tricks`). Led, a trump would bring both
    /// seats' top trumps down in the same trick: where a side's top trumps
    /// are split between two seats, this is the count that holds them
    /// apart (the search found it card by card at every play of the other
    /// side: one deal of the first lead at eight players took seconds).
    ///
    /// The leader's side crossruffs from the leader and its partner. The
    /// other side first answers the lead: one of the two plays a top trump
    /// and takes the trick (see `crossruff_after_their_lead`).
    pub(super) fn crossruff(
        &self,
        seat_layout: &[u64; 8],
        side_layout: &[u64; 2],
        leader: usize,
        tricks: u8,
        mut sure: [u8; 2],
    ) -> [u8; 2] {
        let deal = &self.deal;
        let leading_side = usize::from(deal.is_counted(leader));
        for side in 0..2 {
            let top = above_every(side_layout[1 - side]);
            let mut holders = (0..deal.n)
                .filter(|&s| usize::from(deal.is_counted(s)) == side && seat_layout[s] & top != 0);
            let (Some(one), Some(other), None) = (holders.next(), holders.next(), holders.next())
            else {
                continue;
            };
            let seat = |s: usize| Ruffer {
                top: (seat_layout[s] & top).count_ones() as u8,
                plain: tricks.saturating_sub(seat_layout[s].count_ones() as u8),
                low: seat_layout[s] & !top != 0,
                never_made: self.never_made_to_trump(seat_layout[s]),
            };
            let count = if side != leading_side {
                crossruff_after_their_lead(tricks, seat(one), seat(other))
            } else if one == leader {
                crossruff_tricks(tricks, seat(one), seat(other))
            } else if other == leader {
                crossruff_tricks(tricks, seat(other), seat(one))
            } else {
                continue;
            };
            sure[side] = sure[side].max(count);
        }
        sure
    }

    /// Whether a seat holding the trumps `layout` (in the order layout), all
    /// of them above every trump of the side on lead, is never made to
    /// play one while it holds a plain card: each is renegeable, so not
    /// forced by a trump led below it (against the card led: under the
    /// house rules that count the trumps played or an honour led, a trump
    /// of its own side played first could force it), and a plain lead
    /// never forces a trump (no trump counts as a card of a plain suit,
    /// and under `follow-else-trump` the renegeable trumps are never forced
    /// by a plain lead).
    fn never_made_to_trump(&self, layout: u64) -> bool {
        let deal = &self.deal;
        let rules = &deal.rules;
        let plain_lead = match rules.offsuit_lead {
            OffsuitLead::Free => true,
            OffsuitLead::FollowOrTrump => self.trumps_spread_freely(),
            OffsuitLead::FollowElseTrump => {
                rules.renege_on_plain_lead && self.no_trump_in_a_plain_suit()
            }
        };
        layout & !deal.renegeable_layout == 0
            && rules.renege_against == RenegeAgainst::Led
            && plain_lead
    }
}

/// A seat's part in a crossruff: its top trumps, its plain cards, whether
/// it holds a trump below the top ones, and whether it is never made to
/// play a trump while it holds a plain card (see `never_made_to_trump`).
#[derive(Clone, Copy)]
struct Ruffer {
    top: u8,
    plain: u8,
    low: bool,
    never_made: bool,
}

/// The tricks a side takes crossruffing from `leader` and `partner`, with
/// `tricks` left: the leader leads a plain card and the partner trumps it,
/// then the partner leads one and the leader trumps it, and so on while
/// each has a plain card to lead and a top trump to trump with; then the
/// one of the two with more top trumps left plays one to each trick after
/// (led or not), and each takes its trick. Each seat holds as many cards
/// as there are tricks left, so its plain cards are its cards less its
/// trumps.
fn crossruff_tricks(tricks: u8, leader: Ruffer, partner: Ruffer) -> u8 {
    let mut most = leader.top.max(partner.top).min(tricks);
    for trumped in 1..=tricks {
        // The tricks the leader leads and the partner trumps, and the
        // ones the partner leads and the leader trumps.
        let (by_partner, by_leader) = (trumped.div_ceil(2), trumped / 2);
        if leader.plain < by_partner
            || partner.top < by_partner
            || partner.plain < by_leader
            || leader.top < by_leader
        {
            break;
        }
        let kept = (leader.top - by_leader).max(partner.top - by_partner);
        most = most.max((trumped + kept).min(tricks));
    }
    most
}

/// The tricks a side not on lead takes crossruffing with `one` and
/// `other`, `tricks` left. To the other side's lead one of the two plays
/// a top trump and takes the trick; the second plays its lowest trump
/// when it holds one below the top trumps (a trump may always be
/// played), or a plain card when it is never made to play a trump and
/// holds one; else it plays a plain card or, made to, a top trump, and
/// which of the two then has the lead is not known. Each way round, the
/// fewest of what the second may have to play; the more of the two ways.
fn crossruff_after_their_lead(tricks: u8, one: Ruffer, other: Ruffer) -> u8 {
    let rest = tricks - 1;
    let mut most = 0;
    for (taker, second) in [(one, other), (other, one)] {
        let taker = Ruffer {
            top: taker.top - 1,
            ..taker
        };
        let thrown = Ruffer {
            plain: second.plain.saturating_sub(1),
            ..second
        };
        let after = if second.low {
            // (Its trump played, its plain cards are as many.)
            crossruff_tricks(rest, taker, second)
        } else if second.never_made && second.plain > 0 {
            crossruff_tricks(rest, taker, thrown)
        } else {
            let wasted = Ruffer {
                top: second.top - 1,
                ..second
            };
            let mut fewest =
                crossruff_tricks(rest, taker, wasted).min(crossruff_tricks(rest, wasted, taker));
            if second.plain > 0 {
                fewest = fewest.min(crossruff_tricks(rest, taker, thrown));
            }
            fewest
        };
        most = most.max(1 + after);
    }
    most.min(tricks)
}
