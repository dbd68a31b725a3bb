//! Audits of the scenarios of source 000 and of records that cannot be true.

use super::*;
use crate::rules::card::{parse_cards, Card, Suit};
use crate::rules::play::PlayRule;
use crate::rules::variant::RuleSet;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn record(preset: &str, trump: Suit, tricks: &[(&str, &str)]) -> PlayRecord {
    PlayRecord {
        rules: RuleSet::preset(preset).unwrap(),
        trump,
        seats: vec!["Frank".into(), "John".into(), "Fred".into(), "Jim".into()],
        teams: Some(vec![
            vec!["Frank".into(), "Fred".into()],
            vec!["John".into(), "Jim".into()],
        ]),
        dealer: "Frank".into(),
        bidder: Some("Frank".into()),
        bid: Some(15),
        bagged: false,
        hands: vec![],
        tricks: tricks
            .iter()
            .map(|&(leader, c)| TrickRecord {
                leader: leader.into(),
                cards: cards(c),
            })
            .collect(),
    }
}

fn refused(r: PlayRecord) -> PlayRecordError {
    match RoundPlay::new(r) {
        Ok(_) => panic!("accepted"),
        Err(err) => err,
    }
}

fn full_round(preset: &str) -> PlayRecord {
    // Source 000 scenario 2.
    let mut r = record(
        preset,
        Suit::Spades,
        &[
            ("Frank", "8s 9s 2s ah"),
            ("Jim", "jc js 7c 9d"),
            ("Frank", "qd 8d 4s 5h"),
            ("Fred", "qs jh ks 6h"),
            ("Frank", "3h 10c 4c 5s"),
        ],
    );
    r.hands = [
        ("Frank", "8s js qd ks 3h"),
        ("John", "9s 7c 8d 6h 10c"),
        ("Fred", "2s 9d 4s qs 4c"),
        ("Jim", "ah jc 5h jh 5s"),
    ]
    .iter()
    .map(|&(player, c)| HandRecord {
        player: player.into(),
        cards: cards(c),
    })
    .collect();
    r
}

#[test]
fn renege_of_the_five_against_the_queen_is_never_reported() {
    let report = audit(&RoundPlay::new(full_round("120")).unwrap());
    assert!(report.is_clean(), "{:?}", report.violations);
    let mut r = full_round("120");
    r.hands.clear();
    assert!(audit(&RoundPlay::new(r).unwrap()).is_clean());
}

#[test]
fn points_are_five_a_trick_plus_five_for_the_best_card_trick() {
    let report = audit(&RoundPlay::new(full_round("120")).unwrap());
    assert_eq!(
        report.points.0,
        vec![("Frank+Fred".into(), 15), ("John+Jim".into(), 15)]
    );
    let best = report.best.unwrap();
    assert_eq!(
        (best.card, best.trick, best.side.as_str()),
        (cards("5s")[0], 5, "John+Jim")
    );
    assert_eq!(report.made, Some(true));
    let mut r = full_round("120");
    r.rules.set("best_card_bonus", "false").unwrap();
    assert_eq!(audit(&RoundPlay::new(r).unwrap()).points.total(), 25);
}

#[test]
fn bid_of_thirty_is_made_by_every_trick_even_without_the_bonus() {
    // Source 000 scenario 1: Frank leads and takes all five tricks.
    let mut r = record(
        "120",
        Suit::Hearts,
        &[
            ("Frank", "5h 2h 10h 3h"),
            ("Frank", "jh 7c 9h 8c"),
            ("Frank", "ah 4d 8h 6d"),
            ("Frank", "qh 9s 2c 3s"),
            ("Frank", "ks qs kc 10d"),
        ],
    );
    r.bid = Some(30);
    r.rules.set("best_card_bonus", "false").unwrap();
    let report = audit(&RoundPlay::new(r.clone()).unwrap());
    assert_eq!(
        (report.points.get("frank+fred"), report.made),
        (25, Some(true))
    );
    // One trick lost is a set, whatever the points.
    let mut lost = r.clone();
    lost.tricks[4].cards = cards("ks 7h kc 10d");
    let report = audit(&RoundPlay::new(lost).unwrap());
    assert_eq!(report.tricks[4].winner, "John");
    assert_eq!(report.made, Some(false));
}

#[test]
fn wrong_number_of_cards_in_a_trick_is_a_record_error() {
    let mut r = full_round("120");
    r.tricks[1].cards.pop();
    let err = refused(r);
    assert_eq!(err.place(), Place::Trick(1));
    assert_eq!(
        err.to_string(),
        "trick 2 has 3 cards but there are 4 players: one card from each, the leader's first (only the last trick may be still in play)"
    );
}

#[test]
fn card_played_twice_is_a_record_error() {
    let mut r = full_round("120");
    r.hands.clear();
    r.tricks[4].cards[1] = cards("7c")[0];
    assert!(matches!(
        refused(r),
        PlayRecordError::PlayedTwice {
            trick: 4,
            first: 1,
            ..
        }
    ));
}

#[test]
fn card_not_in_the_players_given_hand_is_a_record_error() {
    let mut r = full_round("120");
    r.tricks[4].cards[1] = cards("kc")[0];
    assert_eq!(
        refused(r).to_string(),
        "at trick 5, John plays the K♣, which is not in John's hand as given"
    );
}

#[test]
fn unknown_player_gets_a_did_you_mean_hint() {
    let mut r = full_round("120");
    r.tricks[1].leader = "Jimm".into();
    let err = refused(r);
    assert_eq!(err.place(), Place::Leader(1));
    assert!(err.to_string().contains("did you mean 'Jim'?"), "{err}");
}

#[test]
fn teams_must_sit_alternately_and_be_equal() {
    let mut r = full_round("120");
    r.teams = Some(vec![
        vec!["Frank".into(), "John".into()],
        vec!["Fred".into(), "Jim".into()],
    ]);
    assert!(matches!(refused(r), PlayRecordError::BadTeams(_)));
    let mut r = full_round("120");
    r.teams = Some(vec![
        vec!["Frank".into(), "Fred".into()],
        vec!["John".into()],
    ]);
    assert!(matches!(refused(r), PlayRecordError::NotInTeam { .. }));
}

#[test]
fn bagged_bid_must_be_the_dealers_minimum() {
    let mut r = full_round("120");
    r.bagged = true;
    r.bid = Some(20);
    assert!(matches!(
        refused(r),
        PlayRecordError::BadBid { .. } | PlayRecordError::BadBagged { .. }
    ));
}

#[test]
fn game_without_bidding_refuses_a_bidder_and_leads_left_of_dealer() {
    let mut r = full_round("45");
    assert!(matches!(
        refused(r.clone()),
        PlayRecordError::NoBidding { .. }
    ));
    r.bidder = None;
    r.bid = None;
    // The dealer Frank's left is John, not Frank.
    assert!(matches!(
        refused(r.clone()),
        PlayRecordError::OutOfTurn { trick: 0, .. }
    ));
    r.dealer = "Jim".into();
    let report = audit(&RoundPlay::new(r).unwrap());
    assert_eq!(report.made, None);
    assert_eq!(report.points.total(), 30);
}

#[test]
fn hand_of_four_cards_is_a_record_error() {
    let mut r = full_round("120");
    r.hands[0].cards.pop();
    assert!(matches!(
        refused(r),
        PlayRecordError::HandSize { count: 4, .. }
    ));
}

#[test]
fn renege_withheld_king_is_proven_by_a_later_play_without_hands() {
    let r = record(
        "120",
        Suit::Spades,
        &[
            ("Frank", "8s 7d 2s 3d"),
            ("Fred", "4c 5c 6c 7c"),
            ("Fred", "kh 9c 10c jc"),
            ("Fred", "2h 3h 4h ks"),
        ],
    );
    let report = audit(&RoundPlay::new(r).unwrap());
    assert!(!report.complete && report.made.is_none());
    assert_eq!(report.violations.len(), 1, "{:?}", report.violations);
    let v = &report.violations[0];
    assert_eq!(
        (v.trick, v.player.as_str(), v.rule),
        (1, "John", PlayRule::MustFollowTrump)
    );
    assert_eq!(v.evidence, Evidence::Record);
    assert!(
        v.proof.starts_with("John played the 7♦ on the 8♠ led at trick 1, but still held the K♠ (played at trick 4)"),
        "{}",
        v.proof
    );
}

#[test]
fn out_of_turn_lead_is_a_record_error_naming_the_trick() {
    let r = record(
        "120",
        Suit::Spades,
        &[("Frank", "8s 9s 2s ah"), ("Frank", "2c 3c 4c 5c")],
    );
    let err = RoundPlay::new(r).unwrap_err();
    assert_eq!(err.place(), Place::Leader(1));
    assert_eq!(
        err.to_string(),
        "trick 2 is led by Frank, but Jim won trick 1 (with the A♥) and so leads the next"
    );
}

#[test]
fn first_lead_bidder_chooses_allows_the_bidder_or_the_left_player() {
    for leader in ["Frank", "John"] {
        let mut r = record("110", Suit::Spades, &[(leader, "8s 9s 2s 3s")]);
        r.teams = None;
        assert!(RoundPlay::new(r).is_ok(), "{leader}");
    }
    let mut r = record("110", Suit::Spades, &[("Fred", "8s 9s 2s 3s")]);
    r.teams = None;
    assert!(matches!(
        RoundPlay::new(r),
        Err(PlayRecordError::OutOfTurn { .. })
    ));
}
