//! How fast the table gets its answer: the legality query and the trick
//! winner, with the ranking for the trump built once (as a round audit does)
//! and from scratch (as `check play` does).
//!
//! Run: `cargo bench --bench adjudication`

use divan::{black_box, Bencher};
use fortyfives::rules::{
    check_play, legal_plays, parse_cards, Card, CardSet, Ranking, RuleSet, Suit,
};

fn main() {
    divan::main();
}

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).expect("benchmark cards")
}

#[divan::bench]
fn legal_plays_renege_position(bencher: Bencher) {
    let rules = RuleSet::default();
    let ranking = Ranking::new(&rules, Suit::Hearts);
    let hand = CardSet::of(&cards("jh kh 7c 8d ks"));
    let trick = cards("2h 9h");
    bencher.bench(|| {
        legal_plays(
            black_box(&ranking),
            &rules,
            black_box(hand),
            black_box(&trick),
        )
    });
}

#[divan::bench]
fn legal_plays_follow_or_trump(bencher: Bencher) {
    let rules = RuleSet::preset("partners-120").expect("preset");
    let ranking = Ranking::new(&rules, Suit::Spades);
    let hand = CardSet::of(&cards("kc 2d 3s 9h 4c"));
    let trick = cards("7c");
    bencher.bench(|| {
        legal_plays(
            black_box(&ranking),
            &rules,
            black_box(hand),
            black_box(&trick),
        )
    });
}

#[divan::bench]
fn trick_winner_four_cards(bencher: Bencher) {
    let rules = RuleSet::default();
    let ranking = Ranking::new(&rules, Suit::Spades);
    let trick = cards("8s 9s 2s ah");
    bencher.bench(|| ranking.winner(black_box(&trick)));
}

#[divan::bench]
fn ranking_build(bencher: Bencher) {
    let rules = RuleSet::default();
    bencher.bench(|| Ranking::new(black_box(&rules), black_box(Suit::Clubs)));
}

/// The whole `check play` verdict: ranking, validation, legality and the
/// reason sentence.
#[divan::bench]
fn check_play_with_reason(bencher: Bencher) {
    let rules = RuleSet::default();
    let hand = cards("jh kh 7c 8d ks");
    let trick = cards("2h");
    let card: Card = "7c".parse().expect("card");
    bencher.bench(|| check_play(black_box(&rules), Suit::Hearts, &hand, &trick, card));
}
