//! Which cards may be played (docs/rules.md §4): a few bit operations on
//! precomputed masks, asked for every play an adjudication, an audit or an
//! analysis considers, so nothing here allocates or words anything (the
//! sentences are in `reason.rs`).

use super::PlayRule;
use crate::rules::card::{Card, CardSet};
use crate::rules::ranking::{Lead, Ranking};
use crate::rules::variant::{OffsuitLead, RenegeAgainst, RuleSet};

/// The cards a player may play, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Legality {
    /// The cards of the hand that may be played.
    pub legal: CardSet,
    /// The rule of docs/rules.md §4 that decides it.
    pub rule: PlayRule,
    /// Trumps held that may be kept back (trump led only).
    pub exempt: CardSet,
}

/// The cards `hand` may play to `trick` (the cards already played, led
/// first; empty when the player leads). The core of every adjudication: a
/// few bit operations on precomputed masks.
pub fn legal_plays(ranking: &Ranking, rules: &RuleSet, hand: CardSet, trick: &[Card]) -> Legality {
    let Some(&led) = trick.first() else {
        return Legality {
            legal: hand,
            rule: PlayRule::Lead,
            exempt: CardSet::EMPTY,
        };
    };
    let trumps = hand.intersection(ranking.trumps());
    match ranking.lead_of(led) {
        Lead::Trump => {
            if trumps.is_empty() {
                return Legality {
                    legal: hand,
                    rule: PlayRule::NoTrumpHeld,
                    exempt: CardSet::EMPTY,
                };
            }
            let reference = renege_reference(ranking, rules, trick);
            let exempt: CardSet = if forcing_honour(ranking, rules, trick).is_some() {
                CardSet::EMPTY
            } else {
                trumps
                    .intersection(ranking.renegeable())
                    .iter()
                    .filter(|&c| ranking.trump_above(c, reference))
                    .collect()
            };
            if trumps.difference(exempt).is_empty() {
                Legality {
                    legal: hand,
                    rule: PlayRule::RenegePrivilege,
                    exempt,
                }
            } else {
                Legality {
                    legal: trumps,
                    rule: PlayRule::MustFollowTrump,
                    exempt,
                }
            }
        }
        Lead::Plain(suit) => {
            let none = CardSet::EMPTY;
            let of_suit = hand.intersection(ranking.suit_cards(suit));
            let (legal, rule) = match rules.offsuit_lead {
                OffsuitLead::Free => (hand, PlayRule::OffsuitFree),
                _ if !of_suit.is_empty() => (of_suit.union(trumps), PlayRule::MustFollowSuit),
                OffsuitLead::FollowElseTrump if !trumps.is_empty() => (trumps, PlayRule::MustTrump),
                _ => (hand, PlayRule::VoidInSuit),
            };
            // The cards that could follow or trump are all renegeable:
            // under renege_on_plain_lead they are never forced out.
            let forced = matches!(rule, PlayRule::MustFollowSuit | PlayRule::MustTrump);
            if forced
                && rules.renege_on_plain_lead
                && legal.difference(ranking.renegeable()).is_empty()
            {
                return Legality {
                    legal: hand,
                    rule: PlayRule::RenegeOnPlainLead,
                    exempt: legal,
                };
            }
            Legality {
                legal,
                rule,
                exempt: none,
            }
        }
    }
}

/// Whether `legal_plays` reads nothing of the trick but the card led under
/// `rules`: then a player's legal cards stay the same all through a trick,
/// whatever the others play before them. Not when a renegeable trump may
/// be kept back only above the highest trump played so far, or an honour
/// played after the lead forces every trump out.
pub fn reads_only_the_lead(rules: &RuleSet) -> bool {
    matches!(
        rules.renege_against,
        RenegeAgainst::Led | RenegeAgainst::UnlessHonourLed
    )
}

/// The renegeable trump in the trick that forces every trump out, under
/// `renege_against = unless-honour-led` (the card led) or
/// `unless-honour-played` (the first one played to the trick).
pub(crate) fn forcing_honour(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> Option<Card> {
    let honour = |c: &&Card| ranking.renegeable().contains(**c);
    match rules.renege_against {
        RenegeAgainst::Led | RenegeAgainst::Highest => None,
        RenegeAgainst::UnlessHonourLed => trick.first().filter(honour).copied(),
        RenegeAgainst::UnlessHonourPlayed => trick.iter().find(honour).copied(),
    }
}

/// The trump a renegeable card must rank above to be kept back: the card
/// led, or (`renege_against = highest`) the highest trump played so far.
pub(super) fn renege_reference(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> Card {
    let led = trick[0];
    match rules.renege_against {
        RenegeAgainst::Led | RenegeAgainst::UnlessHonourLed | RenegeAgainst::UnlessHonourPlayed => {
            led
        }
        RenegeAgainst::Highest => trick
            .iter()
            .copied()
            .filter(|&c| ranking.is_trump(c))
            .max_by_key(|&c| ranking.strength(c))
            .unwrap_or(led),
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::card::{Card, Suit};
    use crate::rules::play::testing::{card, cards};
    use crate::rules::play::{check_play, check_trick, PlayRule, PlayVerdict};
    use crate::rules::variant::{AceOfHearts, OffsuitLead, Renege, RenegeAgainst, RuleSet};

    fn verdict(rules: &RuleSet, trump: Suit, hand: &str, trick: &str, play: &str) -> PlayVerdict {
        let trick = if trick.is_empty() {
            vec![]
        } else {
            cards(trick)
        };
        check_play(rules, trump, &cards(hand), &trick, card(play)).unwrap()
    }

    fn legal_set(rules: &RuleSet, trump: Suit, hand: &str, trick: &str) -> Vec<Card> {
        verdict(
            rules,
            trump,
            hand,
            trick,
            &hand[..hand.find(' ').unwrap_or(hand.len())],
        )
        .legal_cards
    }

    // docs/rules.md §4 worked checks (sources 000 and 004), hearts trump.

    #[test]
    fn renege_jack_may_be_kept_when_a_low_trump_is_led() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Hearts, "jh 7c 8d ks", "2h", "7c");
        assert!(v.legal && v.renege, "{v:?}");
        assert_eq!(v.rule, PlayRule::RenegePrivilege);
        assert_eq!(
            v.reason,
            "The J♥ may be kept back: the 2♥ led is a lower trump, and the J♥ is one of the three renegeable trumps (5♥, J♥, A♥). So the 7♣ may be played."
        );
        assert_eq!(v.legal_cards.len(), 4);
    }

    #[test]
    fn renege_king_cannot_be_kept_so_king_or_jack_must_be_played() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Hearts, "jh kh 7c 8d ks", "2h", "7c");
        assert!(!v.legal && !v.renege);
        assert_eq!(v.legal_cards, cards("jh kh"));
        assert!(v.reason.contains("K♥ cannot be kept back"), "{}", v.reason);
        assert!(verdict(&r, Suit::Hearts, "jh kh 7c 8d ks", "2h", "jh").legal);
        let k = verdict(&r, Suit::Hearts, "jh kh 7c 8d ks", "2h", "kh");
        assert!(k.legal && !k.renege);
    }

    #[test]
    fn renege_jack_and_ace_may_not_be_kept_when_five_led() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Hearts, "jh ah 7c 8d ks", "5h", "8d");
        assert!(!v.legal);
        assert_eq!(v.legal_cards, cards("jh ah"));
        assert!(
            v.reason.contains("may renege only against a lower trump"),
            "{}",
            v.reason
        );
    }

    #[test]
    fn renege_low_trump_frees_the_jack_and_ace_when_five_led() {
        let r = RuleSet::default();
        assert_eq!(
            legal_set(&r, Suit::Hearts, "jh ah 3h 7c 8d", "5h"),
            cards("jh ah 3h")
        );
        assert!(verdict(&r, Suit::Hearts, "jh ah 3h 7c 8d", "5h", "3h").legal);
        assert!(!verdict(&r, Suit::Hearts, "jh ah 3h 7c 8d", "5h", "7c").legal);
    }

    #[test]
    fn renege_five_may_be_kept_against_the_jack_but_not_the_ace_of_hearts() {
        let r = RuleSet::default();
        let five = verdict(&r, Suit::Hearts, "5h 7c 8d", "jh", "7c");
        assert!(five.legal && five.renege);
        let ace = verdict(&r, Suit::Hearts, "ah 7c 8d", "jh", "7c");
        assert!(!ace.legal);
        assert_eq!(ace.legal_cards, cards("ah"));
    }

    #[test]
    fn renege_knob_top2_five_and_none() {
        let mut r = RuleSet::preset("120").unwrap();
        r.renege = Renege::Top2;
        // The A♥ is not renegeable under top2.
        assert!(!verdict(&r, Suit::Spades, "ah 7c", "3s", "7c").legal);
        assert!(verdict(&r, Suit::Spades, "js 7c", "3s", "7c").legal);
        r.renege = Renege::Five;
        assert!(!verdict(&r, Suit::Spades, "js 7c", "3s", "7c").legal);
        assert!(verdict(&r, Suit::Spades, "5s 7c", "js", "7c").renege);
        r.renege = Renege::None;
        assert!(!verdict(&r, Suit::Spades, "5s 7c", "3s", "7c").legal);
    }

    #[test]
    fn renege_against_highest_counts_every_trump_played() {
        let mut r = RuleSet::preset("120").unwrap();
        // 3♠ led, A♥ played on it: the J♠ is above the 3 but not above the A♥? No,
        // the J♠ is above the A♥; the A♥ holder vs a J♠ already played is the test.
        assert!(verdict(&r, Suit::Spades, "ah 7c", "3s js", "7c").legal);
        r.renege_against = RenegeAgainst::Highest;
        let v = verdict(&r, Suit::Spades, "ah 7c", "3s js", "7c");
        assert!(!v.legal, "{v:?}");
        assert!(v.reason.contains("highest trump played"), "{}", v.reason);
    }

    #[test]
    fn renege_unless_honour_led_forces_the_five_when_the_jack_is_led() {
        let r = RuleSet {
            renege_against: RenegeAgainst::UnlessHonourLed,
            ..RuleSet::default()
        };
        let v = verdict(&r, Suit::Hearts, "5h 7c 8d", "jh", "7c");
        assert!(!v.legal, "{v:?}");
        assert_eq!(v.legal_cards, cards("5h"));
        assert_eq!(
            v.reason,
            "The 7♣ may not be played: the J♥ led is trump, and the 5♥ can't be kept back: the J♥ led is itself a renegeable trump, and these rules then force every trump. Play the 5♥."
        );
        // A low trump led: the 5 may still be kept back.
        assert!(verdict(&r, Suit::Hearts, "5h 7c 8d", "2h", "7c").renege);
        // Played on a low lead, the J forces nothing under this value.
        assert!(verdict(&r, Suit::Hearts, "5h 7c 8d", "2h jh", "7c").legal);
    }

    #[test]
    fn renege_unless_honour_played_forces_the_five_once_the_jack_is_in() {
        let r = RuleSet {
            renege_against: RenegeAgainst::UnlessHonourPlayed,
            ..RuleSet::default()
        };
        let v = verdict(&r, Suit::Hearts, "5h 7c 8d", "2h jh", "7c");
        assert!(!v.legal, "{v:?}");
        assert_eq!(v.legal_cards, cards("5h"));
        assert!(
            v.reason
                .contains("a renegeable trump, the J♥, has been played to the trick"),
            "{}",
            v.reason
        );
        // Before any renegeable trump is in the trick, the 5 may be kept back.
        assert!(verdict(&r, Suit::Hearts, "5h 7c 8d", "2h 9h", "7c").renege);
        // The same trick under `led`: the 5 is above the 2 led.
        assert!(verdict(&RuleSet::default(), Suit::Hearts, "5h 7c 8d", "2h jh", "7c").renege);
    }

    #[test]
    fn renege_on_plain_lead_keeps_the_ace_of_hearts_back_on_a_hearts_lead() {
        // Irish 25 tables: the A♥ counts as a heart, a void player must trump.
        let mut r = RuleSet::preset("25").unwrap();
        r.renege = Renege::Top3;
        r.ace_of_hearts = AceOfHearts::TrumpAndHeart;
        r.offsuit_lead = OffsuitLead::FollowElseTrump;
        // Without the knob the A♥, the only heart, must follow.
        let forced = verdict(&r, Suit::Clubs, "ah 3s 7s", "kh", "3s");
        assert!(!forced.legal);
        assert_eq!(forced.legal_cards, cards("ah"));
        r.renege_on_plain_lead = true;
        let v = verdict(&r, Suit::Clubs, "ah 3s 7s", "kh", "3s");
        assert!(v.legal && v.renege, "{v:?}");
        assert_eq!(v.rule, PlayRule::RenegeOnPlainLead);
        assert_eq!(
            v.reason,
            "The A♥ may be kept back: these rules never force a renegeable trump out on a plain-suit lead, and the A♥ is one of the three renegeable trumps (5♣, J♣, A♥). So the 3♠ may be played."
        );
        assert!(verdict(&r, Suit::Clubs, "ah 3s 7s", "kh", "ah").legal);
        // With a trump that can't renege, following or trumping is forced.
        assert!(!verdict(&r, Suit::Clubs, "ah 2c 3s", "kh", "3s").legal);
        // Void in the suit led, with only the 5 to trump: not forced to trump.
        assert!(verdict(&r, Suit::Clubs, "5c 3s", "kd", "3s").renege);
    }

    #[test]
    fn joker_is_renegeable_under_top3() {
        let mut r = RuleSet::preset("120").unwrap();
        r.joker = true;
        assert!(verdict(&r, Suit::Clubs, "joker 7d", "3c", "7d").renege);
        r.renege = Renege::Top2;
        assert!(!verdict(&r, Suit::Clubs, "joker 7d", "3c", "7d").legal);
    }

    #[test]
    fn ace_of_hearts_lead_is_a_trump_lead() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Clubs, "2c kh", "ah", "kh");
        assert!(!v.legal);
        assert_eq!(v.legal_cards, cards("2c"));
        // Holding the A♥ is not holding a heart when hearts are not trump.
        let r = RuleSet::preset("partners-120").unwrap();
        let v = verdict(&r, Suit::Clubs, "ah 7d", "kh", "7d");
        assert!(v.legal && v.rule == PlayRule::VoidInSuit, "{v:?}");
    }

    #[test]
    fn offsuit_lead_free_lets_anything_be_played() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Spades, "kc 2d 3s", "7c", "2d");
        assert!(v.legal && v.rule == PlayRule::OffsuitFree);
    }

    #[test]
    fn offsuit_lead_follow_or_trump() {
        let r = RuleSet::preset("partners-120").unwrap();
        let bad = verdict(&r, Suit::Spades, "kc 2d 3s", "7c", "2d");
        assert!(!bad.legal);
        assert_eq!(bad.legal_cards, cards("kc 3s"));
        assert!(
            bad.reason.contains("you hold a club (the K♣)"),
            "{}",
            bad.reason
        );
        assert!(verdict(&r, Suit::Spades, "kc 2d 3s", "7c", "3s").legal);
        assert!(verdict(&r, Suit::Spades, "2d 3s", "7c", "2d").legal);
    }

    #[test]
    fn offsuit_lead_follow_else_trump_forces_a_void_player_to_trump() {
        let mut r = RuleSet::preset("25").unwrap();
        r.offsuit_lead = OffsuitLead::FollowElseTrump;
        let v = verdict(&r, Suit::Spades, "2d 3s", "7c", "2d");
        assert!(!v.legal);
        assert_eq!(v.rule, PlayRule::MustTrump);
        assert_eq!(v.legal_cards, cards("3s"));
        assert!(verdict(&r, Suit::Spades, "2d 4h", "7c", "2d").legal);
    }

    #[test]
    fn ace_of_hearts_as_heart_follows_and_calls_for_hearts() {
        let mut r = RuleSet::preset("partners-120").unwrap();
        r.ace_of_hearts = AceOfHearts::TrumpAndHeart;
        // Holding only the A♥ among hearts counts as holding a heart.
        let v = verdict(&r, Suit::Clubs, "ah 7d", "kh", "7d");
        assert!(!v.legal);
        assert_eq!(v.legal_cards, cards("ah"));
        // Leading the A♥ calls for hearts: a heart follows it.
        assert!(verdict(&r, Suit::Clubs, "kh 2c 7d", "ah", "kh").legal);
        assert!(!verdict(&r, Suit::Clubs, "kh 2c 7d", "ah", "7d").legal);
        // It still wins as a trump.
        let t = check_trick(&r, Suit::Clubs, &cards("ah kh qh jh")).unwrap();
        assert_eq!(t.winner_index, 0);
    }

    /// `reads_only_the_lead` against the rule itself: under the renege
    /// knobs it accepts, random hands have the same legal cards after any
    /// cards played to a trick as after its lead alone; under the others,
    /// some hand does not (so it must say no there).
    #[test]
    fn the_legal_cards_rest_on_the_lead_alone_exactly_where_said() {
        use crate::rules::play::{legal_plays, reads_only_the_lead};
        use crate::rules::ranking::Ranking;
        use crate::rules::seeded::SplitMix;
        let mut rng = SplitMix::new(45);
        for against in [
            RenegeAgainst::Led,
            RenegeAgainst::Highest,
            RenegeAgainst::UnlessHonourLed,
            RenegeAgainst::UnlessHonourPlayed,
        ] {
            for offsuit in [OffsuitLead::FollowOrTrump, OffsuitLead::Free] {
                let rules = RuleSet {
                    renege_against: against,
                    offsuit_lead: offsuit,
                    ..RuleSet::default()
                };
                let mut differs = 0;
                for _ in 0..4000 {
                    let mut pack: Vec<Card> = Card::all().filter(|c| *c != Card::JOKER).collect();
                    for i in 0..pack.len() {
                        let j = i + rng.below(pack.len() - i);
                        pack.swap(i, j);
                    }
                    let trump = Suit::ALL[rng.below(4)];
                    let ranking = Ranking::new(&rules, trump);
                    let trick = &pack[..1 + rng.below(7)];
                    let hand = pack[8..13].iter().copied().collect();
                    let legal = |cards: &[Card]| legal_plays(&ranking, &rules, hand, cards).legal;
                    if legal(trick) != legal(&trick[..1]) {
                        differs += 1;
                    }
                }
                let only_lead = reads_only_the_lead(&rules);
                assert_eq!(
                    only_lead,
                    differs == 0,
                    "{against:?} {offsuit:?}: {differs} differ"
                );
            }
        }
    }
}
