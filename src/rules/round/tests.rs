//! Scoring and auction checks, by the worked cases of the sources.

use super::*;
use crate::rules::seat::{BySide, Seat, SideId};

fn four() -> Table {
    Table::teams(vec![
        (None, vec!["Frank".into(), "Fred".into()]),
        (None, vec!["John".into(), "Jim".into()]),
    ])
    .unwrap()
}

fn score(
    rules: &RuleSet,
    table: &Table,
    scores: &[i32],
    rec: &RoundRecord,
) -> Result<RoundOutcome, RoundError> {
    let scores = BySide::from(scores.to_vec());
    let playing = BySide::from_fn(table.sides.len(), |_| true);
    let absent = BySide::from_fn(table.sides.len(), |_| "");
    let ctx = RoundContext {
        rules,
        table,
        scores: &scores,
        playing: &playing,
        absent: &absent,
    };
    score_round(&ctx, rec)
}

fn rec(contract: Option<Contract>, counts: Vec<u8>, best: Option<usize>) -> RoundRecord {
    RoundRecord {
        dealer: Seat(0),
        contract,
        trump: Some(Suit::Hearts),
        tricks: Tricks::Counts(counts.into()),
        best: best.map(SideId),
        auction: None,
        renege: None,
    }
}

fn bid(side: usize, amount: u8) -> Option<Contract> {
    Some(Contract::Bid(Bid {
        side: SideId(side),
        player: None,
        amount,
    }))
}

#[test]
fn made_bid_adds_points_taken_and_set_loses_the_bid() {
    let r = RuleSet::default();
    let t = four();
    let out = score(&r, &t, &[0, 0], &rec(bid(0, 20), vec![4, 1], Some(0))).unwrap();
    assert_eq!(
        (out.points.into_vec(), out.delta.into_vec(), out.made),
        (vec![25, 5], vec![25, 5], Some(true))
    );
    let out = score(&r, &t, &[0, 0], &rec(bid(0, 20), vec![3, 2], Some(1))).unwrap();
    assert_eq!(
        (out.points.into_vec(), out.delta.into_vec(), out.made),
        (vec![15, 15], vec![-20, 15], Some(false))
    );
}

#[test]
fn made_scores_bid_adds_only_the_bid() {
    let mut r = RuleSet::default();
    r.apply("made_scores=bid").unwrap();
    let out = score(&r, &four(), &[0, 0], &rec(bid(0, 20), vec![4, 1], Some(0))).unwrap();
    assert_eq!(out.delta, vec![20, 5]);
}

#[test]
fn thirty_for_sixty_scores_sixty_and_a_set_costs_thirty() {
    let r = RuleSet::preset("auction-45s").unwrap();
    let t = four();
    let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![0, 5], Some(1))).unwrap();
    assert_eq!(out.delta, vec![0, 60]);
    assert!(
        out.notes.iter().any(|n| n.contains("30 for 60")),
        "{:?}",
        out.notes
    );
    let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![1, 4], Some(1))).unwrap();
    assert_eq!(out.delta, vec![5, -30]);
}

#[test]
fn thirty_for_sixty_made_and_set_costs_sixty_when_set() {
    let mut r = RuleSet::preset("auction-45s").unwrap();
    r.apply("thirty_for_sixty=made-and-set").unwrap();
    let t = four();
    let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![1, 4], Some(1))).unwrap();
    assert_eq!(out.delta, vec![5, -60]);
    assert!(
        out.notes
            .iter()
            .any(|n| n == "30 for 60: set, John+Jim lose 60."),
        "{:?}",
        out.notes
    );
    let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![0, 5], Some(1))).unwrap();
    assert_eq!(out.delta, vec![0, 60]);
    // Any other bid set costs the bid.
    let out = score(&r, &t, &[0, 0], &rec(bid(1, 25), vec![2, 3], Some(0))).unwrap();
    assert_eq!(out.delta, vec![15, -25]);
}

#[test]
fn sixty_for_one_twenty_only_in_the_hole() {
    let r = RuleSet::preset("auction-45s").unwrap();
    let t = four();
    let out = score(&r, &t, &[50, -10], &rec(bid(1, 60), vec![0, 5], Some(1))).unwrap();
    assert_eq!(out.delta, vec![0, 120]);
    let out = score(&r, &t, &[50, -10], &rec(bid(1, 60), vec![1, 4], Some(1))).unwrap();
    assert_eq!(out.delta, vec![5, -60]);
    let err = score(&r, &t, &[50, 0], &rec(bid(1, 60), vec![0, 5], Some(1))).unwrap_err();
    assert!(matches!(err, RoundError::SixtyNotInHole { .. }));
    let err = score(
        &RuleSet::default(),
        &t,
        &[0, -10],
        &rec(bid(1, 60), vec![0, 5], Some(1)),
    )
    .unwrap_err();
    assert_eq!(err, RoundError::SixtyNotAllowed);
}

#[test]
fn bids_must_be_fives_from_min_bid_to_thirty() {
    let r = RuleSet::default();
    let t = four();
    let go = |amount| score(&r, &t, &[0, 0], &rec(bid(0, amount), vec![5, 0], Some(0)));
    assert_eq!(go(17).unwrap_err(), RoundError::BidNotFive(17));
    assert!(matches!(go(10).unwrap_err(), RoundError::BidTooLow { .. }));
    assert!(matches!(go(35).unwrap_err(), RoundError::BidTooHigh(35, _)));
    assert_eq!(allowed_bids(&r, -5), vec![15, 20, 25, 30]);
    let a45 = RuleSet::preset("auction-45s").unwrap();
    assert_eq!(allowed_bids(&a45, -5), vec![15, 20, 25, 30, 60]);
    assert_eq!(allowed_bids(&a45, 0), vec![15, 20, 25, 30]);
}

#[test]
fn bidder_must_play_for_the_bidding_side() {
    let b = Contract::Bid(Bid {
        side: SideId(0),
        player: Some(Seat(1)),
        amount: 15,
    });
    let err = score(
        &RuleSet::default(),
        &four(),
        &[0, 0],
        &rec(Some(b), vec![3, 2], Some(0)),
    )
    .unwrap_err();
    assert!(matches!(err, RoundError::BidderNotOnSide { .. }), "{err}");
}

#[test]
fn bagged_bid_is_the_dealers_at_min_bid() {
    let r = RuleSet::default();
    let t = four();
    let mut b = Bid {
        side: SideId(0),
        player: Some(Seat(0)),
        amount: 15,
    };
    let bagged = |b: &Bid| Some(Contract::Bagged(b.clone()));
    assert!(score(&r, &t, &[0, 0], &rec(bagged(&b), vec![3, 2], Some(0))).is_ok());
    b.amount = 20;
    let err = score(&r, &t, &[0, 0], &rec(bagged(&b), vec![3, 2], Some(0))).unwrap_err();
    assert!(matches!(err, RoundError::BaggedAmount { .. }));
    b.amount = 15;
    b.player = Some(Seat(2));
    let err = score(&r, &t, &[0, 0], &rec(bagged(&b), vec![3, 2], Some(0))).unwrap_err();
    assert!(matches!(err, RoundError::BaggedNotDealer { .. }));
}

#[test]
fn tricks_must_add_to_five_and_the_best_card_go_to_a_trick_taker() {
    let r = RuleSet::default();
    let t = four();
    let err = score(&r, &t, &[0, 0], &rec(bid(0, 15), vec![3, 3], Some(0))).unwrap_err();
    assert_eq!(err, RoundError::TrickTotal(6));
    let err = score(&r, &t, &[0, 0], &rec(bid(0, 15), vec![5, 0], Some(1))).unwrap_err();
    assert!(matches!(err, RoundError::BestWithoutTrick(_)));
    let err = score(&r, &t, &[0, 0], &rec(bid(0, 15), vec![4, 1], None)).unwrap_err();
    assert_eq!(err, RoundError::BestMissing);
    let err =
        Tricks::from_counts(&t, &[(SideId(0), 2), (SideId(1), 1), (SideId(0), 2)]).unwrap_err();
    assert!(matches!(err, RoundError::SideTwice(_)));
    let mut w = rec(bid(0, 15), vec![], Some(0));
    w.tricks = Tricks::Winners(vec![SideId(0), SideId(1), SideId(0)]);
    assert_eq!(
        score(&r, &t, &[0, 0], &w).unwrap_err(),
        RoundError::WinnersCount(3)
    );
}

#[test]
fn no_best_card_round_is_worth_twenty_five_with_best_without_trump_none() {
    let mut r = RuleSet::default();
    r.apply("best_without_trump=none").unwrap();
    let out = score(&r, &four(), &[0, 0], &rec(bid(0, 15), vec![4, 1], None)).unwrap();
    assert_eq!(out.points, vec![20, 5]);
}

#[test]
fn bidding_and_non_bidding_games_refuse_each_others_records() {
    let t = four();
    let r45 = RuleSet::preset("45").unwrap();
    let err = score(&r45, &t, &[0, 0], &rec(bid(0, 15), vec![4, 1], Some(0))).unwrap_err();
    assert!(matches!(err, RoundError::BidWithoutBidding(_)));
    let err = score(
        &RuleSet::default(),
        &t,
        &[0, 0],
        &rec(None, vec![4, 1], Some(0)),
    )
    .unwrap_err();
    assert_eq!(err, RoundError::BidMissing);
}

#[test]
fn frozen_past_limit_scores_nothing_unless_it_won_the_bid() {
    let r = RuleSet::preset("auction-45s").unwrap();
    let t = four();
    let out = score(&r, &t, &[105, 40], &rec(bid(1, 20), vec![2, 3], Some(1))).unwrap();
    assert_eq!(out.delta, vec![0, 20]);
    assert!(
        out.notes.iter().any(|n| n.contains("frozen past 100")),
        "{:?}",
        out.notes
    );
    // Exactly 100 is not past 100.
    let out = score(&r, &t, &[100, 40], &rec(bid(1, 20), vec![2, 3], Some(1))).unwrap();
    assert_eq!(out.delta, vec![10, 20]);
}

#[test]
fn frozen_if_made_lets_a_side_past_the_limit_score_when_the_bid_is_set() {
    let mut r = RuleSet::preset("auction-45s").unwrap();
    r.apply("non_bidder_limit=frozen-if-made").unwrap();
    let t = four();
    let out = score(&r, &t, &[105, 40], &rec(bid(1, 25), vec![2, 3], Some(1))).unwrap();
    assert_eq!(out.delta, vec![10, -25]);
    let out = score(&r, &t, &[105, 40], &rec(bid(1, 20), vec![2, 3], Some(1))).unwrap();
    assert_eq!(out.delta, vec![0, 20]);
}

#[test]
fn unlock_by_bidding_needs_the_auction() {
    let mut r = RuleSet::preset("auction-45s").unwrap();
    r.apply("unlock=bid-20").unwrap();
    let t = four();
    let mut x = rec(bid(1, 20), vec![2, 3], Some(1));
    x.dealer = Seat(3);
    let err = score(&r, &t, &[105, 40], &x).unwrap_err();
    assert!(matches!(err, RoundError::NeedAuction(_)), "{err}");
    // Fred (side 0, past 100) bid 20 and Jim, dealing, held it: Fred's side counts.
    x.auction = Some(parse_auction(&t, "Frank:pass,John:15,Fred:20,Jim:hold").unwrap());
    assert_eq!(score(&r, &t, &[105, 40], &x).unwrap().delta, vec![10, 20]);
    x.auction = Some(parse_auction(&t, "Frank:15,John:pass,Fred:pass,Jim:20").unwrap());
    assert_eq!(score(&r, &t, &[105, 40], &x).unwrap().delta, vec![0, 20]);
    // Nobody frozen: the auction is not needed.
    x.auction = None;
    assert!(score(&r, &t, &[95, 40], &x).is_ok());
}

#[test]
fn cap_keeps_non_bidders_at_or_below_the_limit() {
    let r = RuleSet::preset("110").unwrap();
    let t = Table::cut_throat(vec!["Ann".into(), "Bob".into(), "Cid".into()]).unwrap();
    let out = score(
        &r,
        &t,
        &[95, 105, 0],
        &rec(bid(2, 15), vec![3, 1, 1], Some(0)),
    )
    .unwrap();
    assert_eq!(out.delta, vec![10, 0, -15]);
    assert_eq!(out.points, vec![20, 5, 5]);
    assert!(
        out.notes.iter().any(|n| n.contains("Ann can't pass 105")),
        "{:?}",
        out.notes
    );
}

#[test]
fn non_auction_scorings() {
    let t = four();
    let r45 = RuleSet::preset("45").unwrap();
    assert_eq!(
        score(&r45, &t, &[0, 0], &rec(None, vec![3, 2], Some(1)))
            .unwrap()
            .delta,
        vec![15, 15]
    );
    let r25 = RuleSet::preset("25").unwrap();
    assert_eq!(
        score(&r25, &t, &[0, 0], &rec(None, vec![3, 2], None))
            .unwrap()
            .delta,
        vec![15, 10]
    );
    let maj = RuleSet::preset("45-majority").unwrap();
    assert_eq!(
        score(&maj, &t, &[0, 0], &rec(None, vec![3, 2], None))
            .unwrap()
            .delta,
        vec![5, 0]
    );
    assert_eq!(
        score(&maj, &t, &[0, 0], &rec(None, vec![0, 5], None))
            .unwrap()
            .delta,
        vec![0, 10]
    );
    let spread = RuleSet::preset("45-spread").unwrap();
    assert_eq!(
        score(&spread, &t, &[0, 0], &rec(None, vec![3, 2], None))
            .unwrap()
            .delta,
        vec![5, 0]
    );
    assert_eq!(
        score(&spread, &t, &[0, 0], &rec(None, vec![1, 4], None))
            .unwrap()
            .delta,
        vec![0, 15]
    );
    assert_eq!(
        score(&spread, &t, &[0, 0], &rec(None, vec![5, 0], None))
            .unwrap()
            .delta,
        vec![25, 0]
    );
}

fn auction(
    rules: &RuleSet,
    t: &Table,
    dealer: usize,
    text: &str,
) -> Result<AuctionResult, RoundError> {
    let scores = BySide::from_fn(t.sides.len(), |_| 0);
    let playing = BySide::from_fn(t.sides.len(), |_| true);
    let absent = BySide::from_fn(t.sides.len(), |_| "");
    let ctx = RoundContext {
        rules,
        table: t,
        scores: &scores,
        playing: &playing,
        absent: &absent,
    };
    run_auction(&ctx, Seat(dealer), &parse_auction(t, text)?)
}

#[test]
fn auction_goes_once_round_from_left_of_dealer_bids_rising() {
    let r = RuleSet::default();
    let t = four();
    // Scenario 1 of source 000: Frank deals, John 15, Fred pass, Jim pass, Frank 25.
    let a = auction(&r, &t, 0, "John:15,Fred:pass,Jim:pass,Frank:25").unwrap();
    assert_eq!(a.winner, Some((Seat(0), 25)));
    let err = auction(&r, &t, 0, "Fred:15,John:pass,Jim:pass,Frank:25").unwrap_err();
    assert!(matches!(
        err,
        RoundError::Auction(AuctionError::OutOfTurn { .. })
    ));
    let err = auction(&r, &t, 0, "John:20,Fred:15,Jim:pass,Frank:25").unwrap_err();
    assert!(matches!(
        err,
        RoundError::Auction(AuctionError::NotHigher { .. })
    ));
    let err = auction(&r, &t, 0, "John:20,Fred:pass,Jim:pass,Frank:hold").unwrap_err();
    assert!(matches!(
        err,
        RoundError::Auction(AuctionError::HoldNotAllowed(_))
    ));
    let err = auction(&r, &t, 0, "John:20,Fred:pass,Jim:pass").unwrap_err();
    assert!(matches!(
        err,
        RoundError::Auction(AuctionError::Incomplete(_))
    ));
    let err = auction(&r, &t, 0, "John:20,Fred:pass,Jim:pass,Frank:pass,John:25").unwrap_err();
    assert!(matches!(
        err,
        RoundError::Auction(AuctionError::TooLong(..))
    ));
    assert_eq!(
        auction(&r, &t, 0, "John:pass,Fred:pass,Jim:pass,Frank:pass")
            .unwrap()
            .winner,
        None
    );
}

#[test]
fn dealer_may_hold_and_the_high_bidder_raises_again() {
    let r = RuleSet::preset("auction-45s").unwrap();
    let t = four();
    // 001's example: P1 15, P2 pass, P3 20, dealer holds, P3 25, dealer lets it go.
    let a = auction(
        &r,
        &t,
        0,
        "John:15,Fred:pass,Jim:20,Frank:hold,Jim:25,Frank:pass",
    )
    .unwrap();
    assert_eq!(a.winner, Some((Seat(3), 25)));
    let a = auction(&r, &t, 0, "John:15,Fred:pass,Jim:20,Frank:hold").unwrap();
    assert_eq!(a.winner, Some((Seat(0), 20)));
    let err = auction(&r, &t, 0, "John:15,Fred:pass,Jim:20,Frank:hold,Fred:25").unwrap_err();
    assert!(matches!(
        err,
        RoundError::Auction(AuctionError::AlreadyPassed(_))
    ));
}

#[test]
fn auction_of_110_circulates_until_all_pass() {
    let r = RuleSet::preset("110").unwrap();
    let t = Table::cut_throat(vec!["Ann".into(), "Bob".into(), "Cid".into()]).unwrap();
    // Cid deals: Ann, Bob, then Cid; bidding goes round again.
    let a = auction(
        &r,
        &t,
        2,
        "Ann:15,Bob:20,Cid:hold,Ann:25,Bob:pass,Cid:30,Ann:pass",
    )
    .unwrap();
    assert_eq!(a.winner, Some((Seat(2), 30)));
    let err = auction(
        &r,
        &t,
        2,
        "Ann:15,Bob:20,Cid:hold,Ann:25,Bob:pass,Cid:30,Ann:pass,Bob:pass",
    )
    .unwrap_err();
    assert!(matches!(err, RoundError::Auction(_)));
}

#[test]
fn recorded_bid_must_agree_with_the_auction() {
    let r = RuleSet::default();
    let t = four();
    let mut x = rec(bid(1, 20), vec![1, 4], Some(1));
    x.auction = Some(parse_auction(&t, "John:15,Fred:pass,Jim:pass,Frank:25").unwrap());
    let err = score(&r, &t, &[0, 0], &x).unwrap_err();
    assert!(
        matches!(err, RoundError::Auction(AuctionError::Disagrees { .. })),
        "{err}"
    );
    // Everyone passes: the dealer is bagged.
    x.auction = Some(parse_auction(&t, "John:pass,Fred:pass,Jim:pass,Frank:pass").unwrap());
    x.contract = Some(Contract::Bagged(Bid {
        side: SideId(0),
        player: Some(Seat(0)),
        amount: 15,
    }));
    x.tricks = Tricks::Counts(vec![3, 2].into());
    x.best = Some(SideId(0));
    assert!(score(&r, &t, &[0, 0], &x).is_ok());
}

#[test]
fn all_pass_redeal_throws_the_hand_in() {
    let mut r = RuleSet::default();
    r.apply("all_pass=redeal").unwrap();
    let t = four();
    let mut x = rec(Some(Contract::ThrownIn), vec![], None);
    x.auction = Some(parse_auction(&t, "John:pass,Fred:pass,Jim:pass,Frank:pass").unwrap());
    let out = score(&r, &t, &[0, 0], &x).unwrap();
    assert_eq!(out.delta, vec![0, 0]);
    let b = Contract::Bagged(Bid {
        side: SideId(0),
        player: Some(Seat(0)),
        amount: 15,
    });
    let err = score(&r, &t, &[0, 0], &rec(Some(b), vec![3, 2], Some(0))).unwrap_err();
    assert_eq!(err, RoundError::BaggedWhenRedeal);
    let err = score(&RuleSet::default(), &t, &[0, 0], &x).unwrap_err();
    assert_eq!(err, RoundError::ThrownInNotAllowed);
}

#[test]
fn a_side_that_took_every_trick_took_the_best_card() {
    let r = RuleSet::default();
    let t = four();
    let out = score(&r, &t, &[0, 0], &rec(bid(0, 20), vec![5, 0], None)).unwrap();
    assert_eq!(out.points, vec![30, 0]);
    assert_eq!(
        implied_best(&r, &BySide::from(vec![0u8, 5])),
        Some(SideId(1))
    );
    assert_eq!(implied_best(&r, &BySide::from(vec![4u8, 1])), None);
}

#[test]
fn a_call_out_of_turn_says_this_rounds_calling_order() {
    let r = RuleSet::default();
    let t = four();
    // Frank deals: John calls first, Frank last.
    let err = auction(&r, &t, 0, "John:15,Jim:pass,Fred:20,Frank:pass").unwrap_err();
    assert_eq!(
        err,
        RoundError::Auction(AuctionError::OutOfTurn {
            expected: "Fred".into(),
            got: "Jim".into(),
            order: vec!["John".into(), "Fred".into(), "Jim".into(), "Frank".into()],
        })
    );
    assert!(err
        .to_string()
        .contains("calls go John, Fred, Jim, Frank this round"));
}

#[test]
fn one_sides_tricks_at_a_table_of_two_say_the_others() {
    let t = four();
    let (us, them) = (SideId(0), SideId(1));
    assert_eq!(Tricks::the_rest(&t, &[(us, 3)]), Some((them, 2)));
    assert_eq!(Tricks::the_rest(&t, &[(them, 5)]), Some((us, 0)));
    assert_eq!(Tricks::the_rest(&t, &[(us, 3), (them, 2)]), None);
    assert_eq!(Tricks::the_rest(&t, &[(us, 6)]), None);
    assert_eq!(
        Tricks::from_counts(&t, &[(us, 3)]).unwrap().counts(2),
        BySide::from(vec![3, 2])
    );
    // Three players: a side left out took none.
    let three = Table::cut_throat(vec!["Eve".into(), "Fay".into(), "Gus".into()]).unwrap();
    assert_eq!(Tricks::the_rest(&three, &[(us, 3)]), None);
}
