//! The auction (docs/rules.md §7): the bids a side may make, and an auction
//! checked call by call.

use super::{AuctionError, Call, CallKind, RoundContext, RoundError, MAX_BID, SIXTY};
use crate::rules::seat::{Seat, SideId};
use crate::rules::table::{Table, Who};
use crate::rules::variant::RuleSet;

/// Whether a side is "in the hole" (a negative score), which allows the 60 bid.
pub fn in_hole(score: i32) -> bool {
    score < 0
}

/// Every bid these rules know, lowest first: fives from `min_bid` to 30,
/// and 60 when a side in the hole may bid it (§7). Empty without bidding.
pub fn bid_ladder(rules: &RuleSet) -> Vec<u8> {
    if !rules.has_bidding() {
        return Vec::new();
    }
    let mut bids: Vec<u8> = (rules.min_bid..=MAX_BID).step_by(5).collect();
    if rules.sixty_for_one_twenty {
        bids.push(SIXTY);
    }
    bids
}

/// The bids a side with `score` may make under `rules`, lowest first.
pub fn allowed_bids(rules: &RuleSet, score: i32) -> Vec<u8> {
    let mut bids = bid_ladder(rules);
    bids.retain(|&b| b != SIXTY || in_hole(score));
    bids
}

/// Checks one bid amount for a side (§7).
pub fn check_bid_amount(
    rules: &RuleSet,
    table: &Table,
    side: SideId,
    score: i32,
    amount: u8,
) -> Result<(), RoundError> {
    if !amount.is_multiple_of(5) {
        return Err(RoundError::BidNotFive(amount));
    }
    if amount < rules.min_bid {
        return Err(RoundError::BidTooLow {
            amount,
            min: rules.min_bid,
        });
    }
    if amount == SIXTY {
        if !rules.sixty_for_one_twenty {
            return Err(RoundError::SixtyNotAllowed);
        }
        if !in_hole(score) {
            return Err(RoundError::SixtyNotInHole {
                side: table.side_name(side),
                score,
            });
        }
        return Ok(());
    }
    if amount > MAX_BID {
        let extra = if rules.sixty_for_one_twenty {
            " (or 60 for a side in the hole)"
        } else {
            ""
        };
        return Err(RoundError::BidTooHigh(amount, extra));
    }
    Ok(())
}

/// Reads an auction written `Ann:15,Bob:pass,Cid:20,Dan:hold`.
pub fn parse_auction(table: &Table, text: &str) -> Result<Vec<Call>, RoundError> {
    let mut calls = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (who, call) = part.split_once(':').ok_or_else(|| {
            RoundError::Auction(AuctionError::BadCall {
                who: part.to_string(),
                call: None,
                why: "write each call as NAME:BID, NAME:pass or NAME:hold".into(),
            })
        })?;
        let seat = match table.find(who)? {
            Who::Player(seat) => seat,
            Who::Side(side) => {
                // A side with several players doesn't say which of them called.
                let seats = &table.sides[side].seats;
                if seats.len() != 1 {
                    return Err(RoundError::Auction(AuctionError::BadCall {
                        who: who.trim().to_string(),
                        call: Some(call.trim().to_string()),
                        why: "an auction call is made by a player; name the player, not the team"
                            .into(),
                    }));
                }
                seats[0]
            }
        };
        let call = match call.trim().to_lowercase().as_str() {
            "pass" | "p" | "-" => CallKind::Pass,
            "hold" | "h" => CallKind::Hold,
            n => CallKind::Bid(n.parse().map_err(|_| {
                let why = if n.starts_with('-') && n[1..].parse::<u32>().is_ok() {
                    "a bid can't be below zero; write a bid (15, 20, 25, 30), pass or hold"
                } else {
                    "write a bid (15, 20, 25, 30), pass or hold"
                };
                RoundError::Auction(AuctionError::BadCall {
                    who: table.player_name(seat),
                    call: Some(call.trim().to_string()),
                    why: why.into(),
                })
            })?),
        };
        calls.push(Call { seat, call });
    }
    Ok(calls)
}

/// The result of an auction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuctionResult {
    /// The winning seat and bid; None when everyone passed.
    pub winner: Option<(Seat, u8)>,
    /// Whether every player other than the winner passed without bidding.
    pub others_silent: bool,
    /// The highest bid each seat made, by seat number (a hold counts at
    /// the value held).
    pub best_call: Vec<u8>,
}

/// Runs an auction through §7.
///
/// Decision: a bagged dealer may be recorded either as everyone passing
/// (the dealer too) or as the dealer bidding `min_bid` after everyone else
/// passed; both mean the same forced bid.
/// Decision: without `dealer_may_hold` the auction goes round once. With it,
/// the auction goes on past the dealer among the players who have not passed,
/// clockwise, until only the high bidder is left (110: "bidding continues to
/// circulate until all players have passed"; 001: "the high bidder and the
/// dealer may then auction up"). After the first round, a player who is left
/// out of the record when their turn would come is taken to have passed, so
/// 001's example (P1 15, P2 pass, P3 20, dealer hold, P3 25, dealer pass) is
/// recorded as written.
pub fn run_auction(
    ctx: &RoundContext,
    dealer: Seat,
    calls: &[Call],
) -> Result<AuctionResult, RoundError> {
    let table = ctx.table;
    let rules = ctx.rules;
    let n = table.players.len();
    let name = |seat: Seat| table.player_name(seat);
    let plays = |seat: Seat| {
        ctx.playing
            .get(table.side_of(seat))
            .copied()
            .unwrap_or(false)
    };
    let order: Vec<Seat> = (1..=n)
        .map(|k| Seat((dealer.0 + k) % n))
        .filter(|&s| plays(s))
        .collect();
    let out_of_turn = |expected: Seat, got: Seat| AuctionError::OutOfTurn {
        expected: name(expected),
        got: name(got),
        order: order.iter().map(|&s| name(s)).collect(),
    };
    let mut st = AuctionState {
        standing: None,
        passed: vec![false; n],
        best_call: vec![0u8; n],
    };
    for c in calls {
        if c.seat.0 >= n {
            return Err(AuctionError::UnknownSeat(c.seat.0).into());
        }
    }
    for (i, &seat) in order.iter().enumerate() {
        let c = calls
            .get(i)
            .ok_or_else(|| AuctionError::Incomplete(name(seat)))?;
        if c.seat != seat {
            return Err(out_of_turn(seat, c.seat).into());
        }
        st.call(ctx, dealer, c)?;
    }
    let rest = &calls[order.len().min(calls.len())..];
    if let Some(c) = rest.first() {
        if !rules.dealer_may_hold {
            return Err(AuctionError::TooLong(name(c.seat), "every player calls once").into());
        }
    }
    let mut last = order.len().saturating_sub(1);
    for c in rest {
        let Some((high, _)) = st.standing else {
            return Err(AuctionError::TooLong(name(c.seat), "everyone had passed").into());
        };
        if order.iter().all(|&s| s == high || st.passed[s.0]) {
            return Err(
                AuctionError::TooLong(name(c.seat), "only the high bidder was left").into(),
            );
        }
        let Some(pos) = order.iter().position(|&s| s == c.seat) else {
            return Err(out_of_turn(order[(last + 1) % order.len()], c.seat).into());
        };
        if st.passed[c.seat.0] {
            return Err(AuctionError::AlreadyPassed(name(c.seat)).into());
        }
        // Players skipped between the last caller and this one pass; the
        // high bidder can't be skipped over, as that would end the auction.
        let mut k = (last + 1) % order.len();
        while k != pos {
            let s = order[k];
            if s == high {
                return Err(out_of_turn(s, c.seat).into());
            }
            st.passed[s.0] = true;
            k = (k + 1) % order.len();
        }
        if c.seat == high {
            return Err(AuctionError::AlreadyHigh(name(c.seat)).into());
        }
        st.call(ctx, dealer, c)?;
        last = pos;
    }
    let others_silent = match st.standing {
        Some((w, _)) => calls
            .iter()
            .all(|c| c.seat == w || c.call == CallKind::Pass),
        None => true,
    };
    Ok(AuctionResult {
        winner: st.standing,
        others_silent,
        best_call: st.best_call,
    })
}

/// An auction in progress.
struct AuctionState {
    standing: Option<(Seat, u8)>,
    passed: Vec<bool>,
    best_call: Vec<u8>,
}

impl AuctionState {
    fn call(&mut self, ctx: &RoundContext, dealer: Seat, c: &Call) -> Result<(), RoundError> {
        let table = ctx.table;
        let rules = ctx.rules;
        let name = |seat: Seat| table.player_name(seat);
        match c.call {
            CallKind::Pass => self.passed[c.seat.0] = true,
            CallKind::Bid(amount) => {
                let side = table.side_of(c.seat);
                let score = ctx.scores.get(side).copied().unwrap_or(0);
                check_bid_amount(rules, table, side, score, amount).map_err(|e| {
                    AuctionError::BadAmount {
                        who: name(c.seat),
                        amount,
                        why: e.to_string(),
                    }
                })?;
                if let Some((_, high)) = self.standing {
                    if amount <= high {
                        return Err(AuctionError::NotHigher {
                            who: name(c.seat),
                            amount,
                            standing: high,
                        }
                        .into());
                    }
                }
                self.standing = Some((c.seat, amount));
                self.best_call[c.seat.0] = self.best_call[c.seat.0].max(amount);
            }
            CallKind::Hold => match self.standing {
                Some((high, amount))
                    if rules.dealer_may_hold && c.seat == dealer && high != dealer =>
                {
                    self.standing = Some((dealer, amount));
                    self.best_call[dealer.0] = self.best_call[dealer.0].max(amount);
                }
                _ => return Err(AuctionError::HoldNotAllowed(name(c.seat)).into()),
            },
        }
        Ok(())
    }
}
