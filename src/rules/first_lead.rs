//! Who leads the first trick (docs/rules.md §3, knob `first_lead`); the winner
//! of each trick leads the next. The audit checks a record's first leader
//! against [`first_leaders`] and the prose of `rules --explain` says
//! `first_lead_rule`, so the two can't disagree.

use super::seat::Seat;
use super::variant::{FirstLead, RuleSet};

/// The first trick needs a bidder to know who leads it, and there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NeedsBidder;

/// The seats that may lead the first trick, at a table of `players` seats
/// clockwise. More than one only when the bidder chooses.
pub fn first_leaders(
    rules: &RuleSet,
    dealer: Seat,
    bidder: Option<Seat>,
    players: usize,
) -> Result<Vec<Seat>, NeedsBidder> {
    let left = |seat: Seat| seat.left(players);
    Ok(match rules.first_lead {
        FirstLead::Bidder => vec![bidder.ok_or(NeedsBidder)?],
        FirstLead::LeftOfBidder => vec![left(bidder.ok_or(NeedsBidder)?)],
        FirstLead::LeftOfDealer => vec![left(dealer)],
        FirstLead::BidderChooses => {
            let b = bidder.ok_or(NeedsBidder)?;
            vec![b, left(b)]
        }
    })
}

/// The rule in words, without a capital or a full stop, so it can start or
/// end a sentence: "the bidder leads the first trick".
pub(crate) fn first_lead_rule(rules: &RuleSet) -> &'static str {
    match rules.first_lead {
        FirstLead::Bidder => "the bidder leads the first trick",
        FirstLead::LeftOfBidder => "the player left of the bidder leads the first trick",
        FirstLead::LeftOfDealer => "the player left of the dealer leads the first trick",
        FirstLead::BidderChooses => {
            "the bidder leads the first trick, or tells the player on their left to lead"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_lead_goes_to_the_seat_each_knob_names() {
        let mut rules = RuleSet::default();
        assert_eq!(
            first_leaders(&rules, Seat(0), Some(Seat(3)), 4),
            Ok(vec![Seat(3)])
        );
        rules.first_lead = FirstLead::LeftOfBidder;
        assert_eq!(
            first_leaders(&rules, Seat(0), Some(Seat(3)), 4),
            Ok(vec![Seat(0)])
        );
        assert_eq!(first_leaders(&rules, Seat(0), None, 4), Err(NeedsBidder));
        rules.first_lead = FirstLead::LeftOfDealer;
        assert_eq!(first_leaders(&rules, Seat(2), None, 4), Ok(vec![Seat(3)]));
        rules.first_lead = FirstLead::BidderChooses;
        assert_eq!(
            first_leaders(&rules, Seat(0), Some(Seat(1)), 3),
            Ok(vec![Seat(1), Seat(2)])
        );
    }
}
