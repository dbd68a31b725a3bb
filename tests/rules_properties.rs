//! Properties of the rules core that must hold under every knob
//! (docs/rules.md §1-§4): ranking is a total order, legality is one definition,
//! a legal set is never empty, the trick winner is a trump when one was played.

use fortyfives::rules::variant::{AceOfHearts, OffsuitAce, OffsuitLead, Renege, RenegeAgainst};
use fortyfives::rules::{check_play, check_trick, Card, CardSet, Ranking, RuleSet, Suit};
use proptest::prelude::*;

fn any_suit() -> impl Strategy<Value = Suit> {
    prop::sample::select(Suit::ALL.to_vec())
}

/// Every combination of the knobs that change ranking or legality.
fn any_rules() -> impl Strategy<Value = RuleSet> {
    (
        any::<bool>(),
        prop::sample::select(vec![OffsuitAce::Low, OffsuitAce::High]),
        any::<bool>(),
        prop::sample::select(vec![AceOfHearts::Trump, AceOfHearts::TrumpAndHeart]),
        prop::sample::select(vec![Renege::Top3, Renege::Top2, Renege::Five, Renege::None]),
        prop::sample::select(vec![RenegeAgainst::Led, RenegeAgainst::Highest]),
        prop::sample::select(vec![
            OffsuitLead::Free,
            OffsuitLead::FollowOrTrump,
            OffsuitLead::FollowElseTrump,
        ]),
    )
        .prop_map(|(joker, ace, ten, aoh, renege, against, lead)| RuleSet {
            joker,
            offsuit_ace: ace,
            ten_is_face: ten,
            ace_of_hearts: aoh,
            renege,
            renege_against: against,
            offsuit_lead: lead,
            ..RuleSet::default()
        })
}

/// A shuffled pack for these rules (the joker only when it is in play).
fn pack(rules: &RuleSet) -> Vec<Card> {
    Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect()
}

/// Rules, trump, a hand of 1-5 cards, and 0-7 cards already played to the trick.
fn any_position() -> impl Strategy<Value = (RuleSet, Suit, Vec<Card>, Vec<Card>)> {
    (any_rules(), any_suit(), 1usize..=5, 0usize..=7).prop_flat_map(|(rules, trump, h, t)| {
        let deck = pack(&rules);
        (Just(rules), Just(trump), Just(deck).prop_shuffle())
            .prop_map(move |(r, s, d)| (r, s, d[..h].to_vec(), d[h..h + t].to_vec()))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn ranking_is_a_total_order_on_trumps_and_on_each_plain_suit(rules in any_rules(), trump in any_suit()) {
        let ranking = Ranking::new(&rules, trump);
        let trumps = ranking.trump_order();
        for pair in trumps.windows(2) {
            prop_assert!(ranking.strength(pair[0]) > ranking.strength(pair[1]));
        }
        let mut seen = CardSet::of(&trumps);
        prop_assert_eq!(trumps.len(), if trump == Suit::Hearts { 13 } else { 14 } + usize::from(rules.joker));
        for suit in Suit::ALL.into_iter().filter(|&s| s != trump) {
            let plain = ranking.plain_order(suit);
            for pair in plain.windows(2) {
                prop_assert!(ranking.strength(pair[0]) > ranking.strength(pair[1]));
            }
            for &c in &plain {
                prop_assert!(!seen.contains(c), "{c:?} ranked twice");
                seen.insert(c);
                // Any trump is above any plain card.
                prop_assert!(ranking.strength(c) < ranking.strength(*trumps.last().unwrap()));
            }
        }
        // Every card of the pack is ranked exactly once.
        prop_assert_eq!(seen.len(), pack(&rules).len());
    }

    #[test]
    fn the_ace_of_hearts_is_a_trump_under_every_trump_suit(rules in any_rules(), trump in any_suit()) {
        prop_assert!(Ranking::new(&rules, trump).is_trump(Card::ACE_OF_HEARTS));
    }

    #[test]
    fn legal_means_in_the_list_of_legal_cards_and_the_list_is_never_empty(
        (rules, trump, hand, trick) in any_position()
    ) {
        let mut any_legal = false;
        for &card in &hand {
            let v = check_play(&rules, trump, &hand, &trick, card).unwrap();
            prop_assert_eq!(v.legal, v.legal_cards.contains(&card));
            prop_assert!(!v.legal_cards.is_empty());
            prop_assert!(v.legal_cards.iter().all(|c| hand.contains(c)));
            prop_assert!(!v.reason.is_empty());
            // A renege is a legal play of a non-trump while holding a trump.
            if v.renege {
                let ranking = Ranking::new(&rules, trump);
                prop_assert!(v.legal && !ranking.is_trump(card));
                prop_assert!(hand.iter().any(|&c| ranking.is_trump(c)));
            }
            any_legal |= v.legal;
        }
        prop_assert!(any_legal);
    }

    #[test]
    fn the_trick_winner_is_one_of_the_cards_and_a_trump_when_one_was_played(
        (rules, trump, hand, trick) in any_position()
    ) {
        let mut cards = trick.clone();
        cards.push(hand[0]);
        let v = check_trick(&rules, trump, &cards).unwrap();
        prop_assert!(v.winner_index < cards.len());
        prop_assert_eq!(v.card, cards[v.winner_index]);
        let ranking = Ranking::new(&rules, trump);
        if cards.iter().any(|&c| ranking.is_trump(c)) {
            prop_assert!(ranking.is_trump(v.card));
            for &c in &cards {
                if ranking.is_trump(c) && c != v.card {
                    prop_assert!(ranking.strength(v.card) > ranking.strength(c));
                }
            }
        }
    }
}
