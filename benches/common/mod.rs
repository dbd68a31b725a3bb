//! The seeded deals and rounds the analysis benchmarks solve, so their
//! figures talk about the same deals ("deal 17" is the same deal in each).

// Each benchmark uses a part of this module.
#![allow(dead_code)]

use fortyfives::rules::audit::{HandRecord, PlayRecord, RoundPlay, TrickRecord};
use fortyfives::rules::seeded::SplitMix;
use fortyfives::rules::solve::{Deal, Position};
use fortyfives::rules::{legal_plays, Card, CardSet, Ranking, RuleSet, Suit};

/// A number from 0 to `n - 1`, by remainder: the deals were first drawn
/// that way, and a changed draw would renumber them.
pub fn below(rng: &mut SplitMix, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// A shuffled pack of 52 cards.
pub fn shuffled_pack(rng: &mut SplitMix) -> Vec<Card> {
    let mut pack: Vec<Card> = Card::all().filter(|c| !c.is_joker()).collect();
    for i in (1..pack.len()).rev() {
        pack.swap(i, below(rng, i + 1));
    }
    pack
}

/// Deal `index` for `n` players: (deal, position at the first lead). The
/// 120 rules, partnerships of two, the bidder's team counted.
pub fn random_deal(n: usize, index: u64) -> (Deal, Position) {
    let mut rng = SplitMix::new(index.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ n as u64);
    let pack = shuffled_pack(&mut rng);
    let hands: Vec<CardSet> = (0..n)
        .map(|s| CardSet::of(&pack[s * 5..s * 5 + 5]))
        .collect();
    let cards = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
    let trump = Suit::ALL[below(&mut rng, 4)];
    let teams = n / 2;
    let counted: Vec<usize> = (0..n).filter(|s| s % teams == 0).collect();
    let rules = RuleSet::default();
    let deal = Deal::new(&rules, trump, n, &counted, Some(0), cards).expect("deal");
    let pos = deal.position(&hands, &[], (0, &[])).expect("position");
    (deal, pos)
}

/// A round of `n` players whose first trick is played (at random, legal
/// cards), with only the second player's hand recorded.
pub fn first_trick_round(n: usize) -> RoundPlay {
    let mut rng = SplitMix::new(n as u64 * 7919);
    let pack = shuffled_pack(&mut rng);
    let rules = RuleSet::default();
    let trump = Suit::Hearts;
    let ranking = Ranking::new(&rules, trump);
    let names: Vec<String> = (0..n).map(|s| format!("P{}", s + 1)).collect();
    let mut cards = Vec::new();
    for s in 0..n {
        let hand = CardSet::of(&pack[s * 5..s * 5 + 5]);
        let legal: Vec<Card> = legal_plays(&ranking, &rules, hand, &cards)
            .legal
            .iter()
            .collect();
        cards.push(legal[below(&mut rng, legal.len())]);
    }
    let teams: Vec<Vec<String>> = (0..n / 2)
        .map(|t| {
            (0..n)
                .filter(|s| s % (n / 2) == t)
                .map(|s| names[s].clone())
                .collect()
        })
        .collect();
    let record = PlayRecord {
        rules,
        trump,
        seats: names.clone(),
        teams: Some(teams),
        dealer: names[n - 1].clone(),
        bidder: Some(names[0].clone()),
        bid: Some(20),
        bagged: false,
        hands: vec![HandRecord {
            player: names[1].clone(),
            cards: pack[5..10].to_vec(),
        }],
        tricks: vec![TrickRecord {
            leader: names[0].clone(),
            cards,
        }],
    };
    RoundPlay::new(record).expect("a true round")
}

/// The deal of [`first_trick_round`] before the first lead, with only the
/// leader's hand recorded: the first lead's decision.
pub fn first_lead_round(n: usize) -> RoundPlay {
    let played = first_trick_round(n);
    let mut rng = SplitMix::new(n as u64 * 7919);
    let pack = shuffled_pack(&mut rng);
    let names: Vec<String> = played.players().to_vec();
    let teams: Vec<Vec<String>> = played
        .sides()
        .iter()
        .map(|side| side.seats.iter().map(|&s| names[s.0].clone()).collect())
        .collect();
    let record = PlayRecord {
        rules: played.rules().clone(),
        trump: played.trump(),
        seats: names.clone(),
        teams: Some(teams),
        dealer: names[n - 1].clone(),
        bidder: Some(names[0].clone()),
        bid: Some(20),
        bagged: false,
        hands: vec![HandRecord {
            player: names[0].clone(),
            cards: pack[..5].to_vec(),
        }],
        tricks: Vec::new(),
    };
    RoundPlay::before_play(record).expect("a true deal")
}

/// The runs a benchmark's command line asks for: `-- N COUNT` one table
/// size and count, `-- N` one table size with `count`, nothing (or only
/// `cargo bench`'s own `--bench`) every size in `sizes` with `count`.
pub fn runs(sizes: &[usize], count: u64) -> Vec<(usize, u64)> {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    match args.as_slice() {
        [n, given, ..] => vec![(*n as usize, *given)],
        [n] => vec![(*n as usize, count)],
        _ => sizes.iter().map(|&n| (n, count)).collect(),
    }
}
