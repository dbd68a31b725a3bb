//! Property tests of the round audit: rounds dealt from a shuffled pack and
//! played out by the engine's own legal-play rule, under several presets and
//! knobs. Legality is defined once (`legal_plays`); the audit must agree
//! with it, with the hands and from the record alone.

use fortyfives::rules::audit::{
    audit, AuditReport, HandRecord, PlayRecord, RoundPlay, TrickRecord,
};
use fortyfives::rules::variant::FirstLead;
use fortyfives::rules::{legal_plays, Card, CardSet, Ranking, RuleSet, Suit, PRESETS};
use proptest::prelude::*;

use crate::common::rng::Rng;

const NAMES: [&str; 4] = ["Ann", "Bob", "Cid", "Dan"];
/// Knobs that change who may play what, or what the best card is.
const KNOBS: [(&str, &str); 11] = [
    ("joker", "true"),
    ("renege_against", "highest"),
    ("renege_against", "unless-honour-led"),
    ("renege_against", "unless-honour-played"),
    ("renege_on_plain_lead", "true"),
    ("offsuit_lead", "follow-else-trump"),
    ("offsuit_lead", "follow-or-trump"),
    ("ace_of_hearts", "trump-and-heart"),
    ("ten_is_face", "true"),
    ("best_without_trump", "none"),
    ("renege", "none"),
];

/// One generated round: the record, and the illegal play planted in it.
struct Generated {
    record: PlayRecord,
    planted: Option<(usize, String, Card)>,
}

fn rules_for(rng: &mut Rng) -> RuleSet {
    let mut rules = RuleSet::preset(PRESETS[rng.below(PRESETS.len())].name).expect("preset");
    for (knob, value) in KNOBS {
        if rng.below(4) == 0 {
            // A knob refused for this preset simply stays as it was.
            let _ = rules.set(knob, value);
        }
    }
    rules
}

/// Deals and plays a round. With `plant`, one play (after the lead, where
/// the hand allows one) is an illegal card; every other play is legal.
fn generate(seed: u64, plant: bool) -> Generated {
    let mut rng = Rng::new(seed);
    let rules = rules_for(&mut rng);
    let trump = Suit::ALL[rng.below(4)];
    let ranking = Ranking::new(&rules, trump);
    let mut pack: Vec<Card> = Card::all()
        .filter(|c| !c.is_joker() || rules.joker)
        .collect();
    for i in (1..pack.len()).rev() {
        let j = rng.below(i + 1);
        pack.swap(i, j);
    }
    let n = NAMES.len();
    let dealt: Vec<Vec<Card>> = (0..n).map(|p| pack[p * 5..p * 5 + 5].to_vec()).collect();
    let dealer = rng.below(n);
    let bidder = rules.has_bidding().then(|| rng.below(n));
    let mut leader = match (rules.first_lead, bidder) {
        (FirstLead::Bidder, Some(b)) => b,
        (FirstLead::LeftOfBidder, Some(b)) => (b + 1) % n,
        (FirstLead::BidderChooses, Some(b)) => (b + rng.below(2)) % n,
        _ => (dealer + 1) % n,
    };
    let mut hands: Vec<CardSet> = dealt.iter().map(|h| CardSet::of(h)).collect();
    let plant_at = (rng.below(5), 1 + rng.below(n - 1));
    let mut planted = None;
    let mut tricks = Vec::new();
    for k in 0..5 {
        let mut cards: Vec<Card> = Vec::new();
        for i in 0..n {
            let p = (leader + i) % n;
            let legal = legal_plays(&ranking, &rules, hands[p], &cards).legal;
            let illegal = hands[p].difference(legal);
            let card = if plant && (k, i) == plant_at && !illegal.is_empty() {
                let card = rng.card(illegal);
                planted = Some((k + 1, NAMES[p].to_string(), card));
                card
            } else {
                rng.card(legal)
            };
            hands[p].remove(card);
            cards.push(card);
        }
        let winner = (leader + ranking.winner(&cards).expect("a full trick")) % n;
        tricks.push(TrickRecord {
            leader: NAMES[leader].to_string(),
            cards,
        });
        leader = winner;
    }
    let teams = (rng.below(2) == 0).then(|| {
        vec![
            vec![NAMES[0].to_string(), NAMES[2].to_string()],
            vec![NAMES[1].to_string(), NAMES[3].to_string()],
        ]
    });
    let record = PlayRecord {
        rules: rules.clone(),
        trump,
        seats: NAMES.iter().map(|s| s.to_string()).collect(),
        teams,
        dealer: NAMES[dealer].to_string(),
        bidder: bidder.map(|b| NAMES[b].to_string()),
        bid: bidder.map(|_| u32::from(rules.min_bid)),
        bagged: false,
        hands: dealt
            .iter()
            .enumerate()
            .map(|(p, cards)| HandRecord {
                player: NAMES[p].to_string(),
                cards: cards.clone(),
            })
            .collect(),
        tricks,
    };
    Generated { record, planted }
}

/// The audit of a generated round (which must be a valid one).
fn audited(record: PlayRecord) -> AuditReport {
    match RoundPlay::new(record) {
        Ok(round) => audit(&round),
        Err(err) => panic!("a generated round was refused: {err}"),
    }
}

fn without_hands(record: &PlayRecord) -> PlayRecord {
    PlayRecord {
        hands: Vec::new(),
        ..record.clone()
    }
}

fn keys(report: &AuditReport) -> Vec<(usize, String, Card)> {
    report
        .violations
        .iter()
        .map(|v| (v.trick, v.player.clone(), v.card))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn legal_playout_has_no_violation_and_points_add_to_30_or_25(seed in any::<u64>()) {
        let generated = generate(seed, false);
        let rules = generated.record.rules.clone();
        let with = audited(generated.record.clone());
        let without = audited(without_hands(&generated.record));
        prop_assert!(with.is_clean(), "{:#?}", with.violations);
        prop_assert!(without.is_clean(), "{:#?}", without.violations);
        prop_assert!(with.complete);
        let bonus = rules.best_card_bonus && with.best.is_some();
        prop_assert_eq!(with.points.total(), if bonus { 30 } else { 25 });
        if rules.best_card_bonus && rules.best_without_trump.name() == "first-led-suit" {
            prop_assert_eq!(with.points.total(), 30);
        }
        prop_assert_eq!(with.made.is_some(), rules.has_bidding());
    }

    #[test]
    fn illegal_play_is_always_found_when_hands_are_given(seed in any::<u64>()) {
        let generated = generate(seed, true);
        let with = audited(generated.record.clone());
        match generated.planted {
            Some(planted) => prop_assert_eq!(keys(&with), vec![planted]),
            None => prop_assert!(with.is_clean()),
        }
    }

    #[test]
    fn record_only_audit_of_a_full_round_finds_exactly_what_the_hands_prove(seed in any::<u64>()) {
        // In a full round a player's later plays are exactly the rest of the
        // hand, so the record proves as much as the hands.
        let generated = generate(seed, true);
        let with = audited(generated.record.clone());
        let without = audited(without_hands(&generated.record));
        prop_assert_eq!(keys(&with), keys(&without));
    }

    #[test]
    fn record_only_audit_of_a_partial_round_never_accuses_wrongly(seed in any::<u64>(), kept in 1usize..=5) {
        let generated = generate(seed, true);
        let mut record = generated.record.clone();
        record.tricks.truncate(kept);
        let with = audited(record.clone());
        let without = audited(without_hands(&record));
        let proven = keys(&with);
        for v in keys(&without) {
            prop_assert!(proven.contains(&v), "{v:?} is not proven by the hands");
        }
        prop_assert_eq!(with.complete, kept == 5);
        if kept < 5 {
            prop_assert_eq!(with.made, None);
        }
    }
}

/// Guards the generator itself: the properties above say little if no
/// illegal play is ever planted, or no knob ever set.
#[test]
fn generator_plants_illegal_plays_and_varies_the_rules() {
    let rounds: Vec<Generated> = (1..=300u64).map(|s| generate(s * 7919, true)).collect();
    let planted = rounds.iter().filter(|g| g.planted.is_some()).count();
    assert!(
        planted >= 30,
        "only {planted} of 300 rounds hold an illegal play"
    );
    let modified = rounds
        .iter()
        .filter(|g| g.record.rules.is_modified())
        .count();
    assert!(
        modified >= 100,
        "only {modified} of 300 rounds changed a knob"
    );
    let presets: std::collections::BTreeSet<&str> = rounds
        .iter()
        .map(|g| g.record.rules.preset.as_str())
        .collect();
    assert_eq!(presets.len(), PRESETS.len());
}
