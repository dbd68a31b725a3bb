//! Whether a round record can be true, and what each side scores (docs/rules.md
//! §5, §8, §10): the one place points, made and set are computed.

use super::{
    check_bid_amount, run_auction, AuctionError, AuctionResult, RenegeCall, RoundContext,
    RoundError, RoundOutcome, RoundRecord, Tricks, MAX_BID, SIXTY, TRICKS, TRICK_POINTS,
};
use crate::rules::seat::{BySide, SideId};
use crate::rules::variant::{
    AllPass, BestWithoutTrump, MadeScores, NonBidderLimit, RenegePenalty, RuleSet, Scoring,
    ThirtyForSixty, Unlock,
};

/// Whether every round must say who took the best card. Decision: with
/// best_without_trump = none a round may have no best card (no trump
/// played), so a missing best card then means "none" and the round is worth
/// 25; otherwise every round has a best card.
fn best_card_required(rules: &RuleSet) -> bool {
    rules.best_card_scores() && rules.best_without_trump == BestWithoutTrump::FirstLedSuit
}

/// The side that took the best card when no one had to say: a side that
/// took all five tricks took the best card too, whatever it was.
pub fn implied_best(rules: &RuleSet, counts: &BySide<u8>) -> Option<SideId> {
    if !best_card_required(rules) {
        return None;
    }
    counts
        .enumerate()
        .find(|&(_, &n)| n == TRICKS)
        .map(|(side, _)| side)
}

/// Whether a side with this score is frozen past the limit (§8,
/// `non_bidder_limit = frozen | frozen-if-made`): it scores nothing as a
/// non-bidding side unless it qualifies (`unlock`).
///
/// Decision: "past 100" is strictly more than `limit_at`.
pub fn past_the_limit(rules: &RuleSet, score: i32) -> bool {
    matches!(
        rules.non_bidder_limit,
        NonBidderLimit::Frozen | NonBidderLimit::FrozenIfMade
    ) && score > rules.limit_at
}

/// What a side frozen past the limit must do to score, in words for the
/// standings ("must win the bid to score"); None when it isn't frozen.
pub fn frozen_words(rules: &RuleSet, score: i32) -> Option<String> {
    if !past_the_limit(rules, score) {
        return None;
    }
    let what = match rules.unlock {
        Unlock::WinBid => "must win the bid to score",
        Unlock::Bid => "must bid to score",
        Unlock::Bid20 => "must bid 20 or more to score",
    };
    let when = if rules.non_bidder_limit == NonBidderLimit::FrozenIfMade {
        " when the bid is made"
    } else {
        ""
    };
    Some(format!("frozen past {}: {what}{when}", rules.limit_at))
}

/// The points each side took (§5, §8): 5 a trick, plus 5 to the side that
/// took the best card's trick when the best card scores under these rules.
/// `counts` is tricks per side; `best` the side that took the best card.
pub fn points_taken(rules: &RuleSet, counts: &BySide<u8>, best: Option<SideId>) -> BySide<i32> {
    let bonus = rules.best_card_scores();
    counts
        .enumerate()
        .map(|(s, &n)| {
            let best_card = bonus && best == Some(s);
            i32::from(TRICK_POINTS) * (i32::from(n) + i32::from(best_card))
        })
        .collect()
}

/// Whether the bidding side made its bid, having taken `tricks` tricks
/// worth `taken` points (§8).
///
/// Decision: a bid of 30 (or 60) is made by taking every trick, as 001
/// says ("they must take all of the tricks"), even in a round worth 25.
pub fn bid_made(amount: u8, tricks: u8, taken: i32) -> bool {
    if amount >= MAX_BID {
        tricks == TRICKS
    } else {
        taken >= i32::from(amount)
    }
}

/// Checks a record against the rules and the game so far, without scoring it.
pub fn check_round(ctx: &RoundContext, rec: &RoundRecord) -> Result<(), RoundError> {
    score_round(ctx, rec).map(|_| ())
}

fn check_playing(ctx: &RoundContext, side: SideId) -> Result<(), RoundError> {
    if side.0 >= ctx.table.sides.len() {
        return Err(RoundError::UnknownSide(side.0));
    }
    if !ctx.playing.get(side).copied().unwrap_or(false) {
        return Err(RoundError::NotPlaying {
            side: ctx.table.side_name(side),
            why: ctx.absent.get(side).copied().unwrap_or("is not playing"),
        });
    }
    Ok(())
}

/// Scores one round (§8, §10), checking first that the record can be true.
pub fn score_round(ctx: &RoundContext, rec: &RoundRecord) -> Result<RoundOutcome, RoundError> {
    let rules = ctx.rules;
    let table = ctx.table;
    let sides = table.sides.len();
    if rec.dealer.0 >= table.players.len() {
        return Err(RoundError::UnknownSeat(rec.dealer.0));
    }
    if !rules.has_bidding() && (rec.contract.is_some() || rec.auction.is_some()) {
        return Err(RoundError::BidWithoutBidding(rules.label()));
    }
    let auction = match (&rec.auction, rules.has_bidding()) {
        (Some(calls), true) => Some(run_auction(ctx, rec.dealer, calls)?),
        _ => None,
    };

    if rec.is_thrown_in() {
        if !rules.has_bidding() || rules.all_pass != AllPass::Redeal {
            return Err(RoundError::ThrownInNotAllowed);
        }
        let counts = rec.tricks.counts(sides);
        if rec.best.is_some() || rec.renege.is_some() || counts.iter().any(|&n| n > 0) {
            return Err(RoundError::ThrownInWithPlay);
        }
        if let Some(a) = &auction {
            if let Some((seat, amount)) = a.winner {
                return Err(AuctionError::Disagrees {
                    auction: format!("{} won at {amount}", table.player_name(seat)),
                    recorded: "a thrown-in hand".into(),
                }
                .into());
            }
        }
        return Ok(RoundOutcome {
            points: BySide::from_fn(sides, |_| 0),
            delta: BySide::from_fn(sides, |_| 0),
            made: None,
            bidder: None,
            notes: vec!["Everyone passed: the hand is thrown in and the deal passes on.".into()],
        });
    }

    // The tricks.
    if let Tricks::Counts(c) = &rec.tricks {
        if c.len() > sides {
            return Err(RoundError::UnknownSide(c.len() - 1));
        }
    }
    if let Tricks::Winners(w) = &rec.tricks {
        if w.len() != usize::from(TRICKS) {
            return Err(RoundError::WinnersCount(w.len()));
        }
        for &s in w {
            check_playing(ctx, s)?;
        }
    }
    let counts = rec.tricks.counts(sides);
    let total: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if total != u32::from(TRICKS) {
        return Err(RoundError::TrickTotal(total));
    }
    for (s, &n) in counts.enumerate() {
        if n > 0 {
            check_playing(ctx, s)?;
        }
    }

    if let Some(b) = rec.best {
        if b.0 >= sides {
            return Err(RoundError::UnknownSide(b.0));
        }
        if counts[b] == 0 {
            return Err(RoundError::BestWithoutTrick(table.side_name(b)));
        }
    } else if best_card_required(rules) && implied_best(rules, &counts).is_none() {
        return Err(RoundError::BestMissing);
    }
    let points = points_taken(rules, &counts, rec.best.or(implied_best(rules, &counts)));
    check_renege(ctx, rec)?;

    let outcome: Result<RoundOutcome, RoundError> = match rules.scoring {
        Scoring::Auction => return score_auction(ctx, rec, points, &counts, auction.as_ref()),
        Scoring::Tricks => Ok(RoundOutcome {
            delta: points.clone(),
            points,
            made: None,
            bidder: None,
            notes: Vec::new(),
        }),
        Scoring::Majority => {
            let delta = counts
                .iter()
                .map(|&n| match n {
                    5 => 10,
                    3 | 4 => 5,
                    _ => 0,
                })
                .collect();
            Ok(RoundOutcome {
                points,
                delta,
                made: None,
                bidder: None,
                notes: Vec::new(),
            })
        }
        Scoring::Spread => {
            // Two sides (checked with the seating): the side with more
            // tricks scores 5 for each trick it took beyond the other's.
            let most = counts.iter().copied().max().unwrap_or(0);
            let least = counts.iter().copied().min().unwrap_or(0);
            let delta = counts
                .iter()
                .map(|&n| {
                    if n == most {
                        5 * (i32::from(most) - i32::from(least))
                    } else {
                        0
                    }
                })
                .collect();
            Ok(RoundOutcome {
                points,
                delta,
                made: None,
                bidder: None,
                notes: Vec::new(),
            })
        }
    };
    Ok(renege_without_bidding(ctx, rec, outcome?))
}

/// A renege called must name a side (and player) playing this round.
fn check_renege(ctx: &RoundContext, rec: &RoundRecord) -> Result<(), RoundError> {
    let Some(call) = rec.renege else {
        return Ok(());
    };
    check_playing(ctx, call.side)?;
    if let Some(p) = call.player {
        let table = ctx.table;
        if p.0 >= table.players.len() {
            return Err(RoundError::UnknownSeat(p.0));
        }
        if table.side_of(p) != call.side {
            return Err(RoundError::RenegerNotOnSide {
                player: table.player_name(p),
                plays_for: table.side_name(table.side_of(p)),
                side: table.side_name(call.side),
            });
        }
    }
    Ok(())
}

/// "Cid", or "Red" when only the side was named.
fn reneger(ctx: &RoundContext, rec: &RoundRecord) -> String {
    match rec.renege {
        Some(RenegeCall {
            player: Some(p), ..
        }) => ctx.table.player_name(p),
        Some(call) => ctx.table.side_name(call.side),
        None => String::new(),
    }
}

/// The renege penalty in a game without bidding: under `lose-hand` the
/// offending side scores nothing that round; the others score as played.
fn renege_without_bidding(
    ctx: &RoundContext,
    rec: &RoundRecord,
    mut outcome: RoundOutcome,
) -> RoundOutcome {
    let Some(call) = rec.renege else {
        return outcome;
    };
    let who = reneger(ctx, rec);
    match ctx.rules.renege_penalty {
        RenegePenalty::None => outcome.notes.push(format!(
            "{who} reneged: recorded, and the tricks stand as played (renege_penalty = none)."
        )),
        RenegePenalty::LoseHand => {
            outcome.delta[call.side] = 0;
            outcome.notes.push(format!(
                "{who} reneged: {} {} nothing this round (renege_penalty = lose-hand).",
                ctx.table.side_name(call.side),
                ctx.table.verb(call.side, "scores", "score")
            ));
        }
    }
    outcome
}

fn score_auction(
    ctx: &RoundContext,
    rec: &RoundRecord,
    points: BySide<i32>,
    counts: &BySide<u8>,
    auction: Option<&AuctionResult>,
) -> Result<RoundOutcome, RoundError> {
    let rules = ctx.rules;
    let table = ctx.table;
    let sides = table.sides.len();
    let bid = rec.bid().ok_or(RoundError::BidMissing)?;
    let bagged = rec.is_bagged();
    check_playing(ctx, bid.side)?;
    let name = |s: SideId| table.side_name(s);
    let score = |s: SideId| ctx.scores.get(s).copied().unwrap_or(0);
    if let Some(p) = bid.player {
        if p.0 >= table.players.len() {
            return Err(RoundError::UnknownSeat(p.0));
        }
        if table.side_of(p) != bid.side {
            return Err(RoundError::BidderNotOnSide {
                player: table.player_name(p),
                plays_for: name(table.side_of(p)),
                side: name(bid.side),
            });
        }
    }
    check_bid_amount(rules, table, bid.side, score(bid.side), bid.amount)?;
    let dealer_side = table.side_of(rec.dealer);
    if bagged {
        if rules.all_pass == AllPass::Redeal {
            return Err(RoundError::BaggedWhenRedeal);
        }
        if bid.amount != rules.min_bid {
            return Err(RoundError::BaggedAmount {
                amount: bid.amount,
                min: rules.min_bid,
            });
        }
        let by_dealer = match bid.player {
            Some(p) => p == rec.dealer,
            None => bid.side == dealer_side,
        };
        if !by_dealer {
            return Err(RoundError::BaggedNotDealer {
                dealer: table.player_name(rec.dealer),
                bidder: bid
                    .player
                    .map_or_else(|| name(bid.side), |p| table.player_name(p)),
            });
        }
    }
    if let Some(a) = auction {
        let recorded = format!(
            "{} {}{}",
            bid.player
                .map_or_else(|| name(bid.side), |p| table.player_name(p)),
            bid.amount,
            if bagged { " (bagged)" } else { "" }
        );
        let agrees = match a.winner {
            None => {
                rules.all_pass == AllPass::Bagged
                    && bagged
                    && bid.side == dealer_side
                    && bid.player.is_none_or(|p| p == rec.dealer)
            }
            Some((seat, amount)) => {
                table.side_of(seat) == bid.side
                    && bid.player.is_none_or(|p| p == seat)
                    && amount == bid.amount
                    && (!bagged || (seat == rec.dealer && a.others_silent))
            }
        };
        if !agrees {
            let said = match a.winner {
                None if rules.all_pass == AllPass::Bagged => format!(
                    "everyone passed, so the dealer {} is bagged at {}",
                    table.player_name(rec.dealer),
                    rules.min_bid
                ),
                None => "everyone passed, so the hand is thrown in".to_string(),
                Some((seat, amount)) => format!("{} won at {amount}", table.player_name(seat)),
            };
            return Err(AuctionError::Disagrees {
                auction: said,
                recorded,
            }
            .into());
        }
    }

    let mut notes = Vec::new();
    let taken = points[bid.side];
    let made = bid_made(bid.amount, counts[bid.side], taken);
    let mut delta = BySide::from_fn(sides, |_| 0i32);
    let amount = i32::from(bid.amount);
    // A renege called (RULES.md §12 renege_penalty): under lose-hand an
    // offending bidding side is set its bid; when another side reneged the
    // bidding side makes its bid, scoring the greater of its bid and what
    // it took, and the offending side scores nothing.
    let offender = rec.renege.map(|r| r.side);
    let (made, taken) = match (offender, rules.renege_penalty) {
        (Some(_), RenegePenalty::None) => {
            notes.push(format!(
                "{} reneged: recorded, and the tricks stand as played (renege_penalty = none).",
                reneger(ctx, rec)
            ));
            (made, taken)
        }
        (Some(o), RenegePenalty::LoseHand) if o == bid.side => {
            notes.push(format!(
                "{} reneged: {} {} set {amount} (renege_penalty = lose-hand).",
                reneger(ctx, rec),
                name(o),
                ctx.table.is_are(o)
            ));
            (false, taken)
        }
        (Some(o), RenegePenalty::LoseHand) => {
            notes.push(format!(
                "{} reneged: {} score nothing this round and {} {} the bid of {amount} (renege_penalty = lose-hand).",
                reneger(ctx, rec),
                name(o),
                name(bid.side),
                ctx.table.verb(bid.side, "makes", "make")
            ));
            (true, taken.max(amount))
        }
        (None, _) => (made, taken),
    };
    delta[bid.side] = if made {
        if bid.amount == SIXTY {
            notes.push(format!("60 for 120: {} score 120.", name(bid.side)));
            120
        } else if bid.amount == MAX_BID && rules.thirty_for_sixty != ThirtyForSixty::Off {
            notes.push(format!("30 for 60: {} score 60.", name(bid.side)));
            60
        } else if rules.made_scores == MadeScores::Bid {
            if taken != amount {
                notes.push(format!(
                    "{} made the bid and score the bid, {amount}, not the {taken} taken.",
                    name(bid.side)
                ));
            }
            amount
        } else {
            taken
        }
    } else {
        if taken > 0 {
            notes.push(format!(
                "{} {} set {amount}: the {taken} they took are lost.",
                name(bid.side),
                ctx.table.is_are(bid.side)
            ));
        }
        if bid.amount == SIXTY {
            // Decision (docs/rules.md §7): a set 60 costs 60.
            -60
        } else if bid.amount == MAX_BID && rules.thirty_for_sixty == ThirtyForSixty::MadeAndSet {
            notes.push(format!("30 for 60: set, {} lose 60.", name(bid.side)));
            -60
        } else {
            -amount
        }
    };

    let limit = rules.limit_at;
    for s in points.ids().filter(|&s| s != bid.side) {
        if offender == Some(s) && rules.renege_penalty == RenegePenalty::LoseHand {
            delta[s] = 0;
            continue;
        }
        let got = points[s];
        let before = score(s);
        delta[s] = match rules.non_bidder_limit {
            NonBidderLimit::None => got,
            NonBidderLimit::Frozen | NonBidderLimit::FrozenIfMade => {
                let frozen_now = rules.non_bidder_limit == NonBidderLimit::Frozen || made;
                // Decision: "past 100" is strictly more than limit_at; a side
                // at exactly 100 still scores, and a side that passes 100
                // during this round keeps all it took (it is frozen from the
                // next round, as 001 says "once you pass 100").
                if got == 0 || !past_the_limit(rules, before) || !frozen_now {
                    got
                } else if unlocked(ctx, s, auction, rules.unlock)? {
                    notes.push(format!(
                        "{} {} past {limit} but bid in the auction ({}), so they score.",
                        name(s),
                        ctx.table.is_are(s),
                        rules.unlock
                    ));
                    got
                } else {
                    notes.push(format!(
                        "{} {} frozen past {limit} and score nothing (they must win the bid to count{}).",
                        name(s),
                        ctx.table.is_are(s),
                        match rules.unlock {
                            Unlock::WinBid => "",
                            Unlock::Bid => ", or bid",
                            Unlock::Bid20 => ", or bid 20 or more",
                        }
                    ));
                    0
                }
            }
            NonBidderLimit::Cap => {
                let room = (limit - before).max(0);
                if got > room {
                    notes.push(format!(
                        "{} can't pass {limit} without bidding: {} of their {got} are lost.",
                        name(s),
                        got - room
                    ));
                }
                got.min(room)
            }
        };
    }
    Ok(RoundOutcome {
        points,
        delta,
        made: Some(made),
        bidder: Some(bid.side),
        notes,
    })
}

/// Whether a frozen non-bidding side qualifies to score (`unlock`).
fn unlocked(
    ctx: &RoundContext,
    side: SideId,
    auction: Option<&AuctionResult>,
    unlock: Unlock,
) -> Result<bool, RoundError> {
    let need = match unlock {
        // A non-bidding side did not win the bid.
        Unlock::WinBid => return Ok(false),
        Unlock::Bid => ctx.rules.min_bid,
        Unlock::Bid20 => 20.max(ctx.rules.min_bid),
    };
    let Some(a) = auction else {
        return Err(RoundError::NeedAuction(format!(
            "{} {} past {} and score only if they bid (unlock = {unlock})",
            ctx.table.side_name(side),
            ctx.table.is_are(side),
            ctx.rules.limit_at
        )));
    };
    Ok(ctx.table.sides[side]
        .seats
        .iter()
        .any(|&seat| a.best_call.get(seat.0).copied().unwrap_or(0) >= need))
}
