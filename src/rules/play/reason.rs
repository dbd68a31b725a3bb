//! A verdict's reason in one plain sentence, and the words the audit's
//! proofs share with it ("the K♥ and J♥", "a renegeable trump, the J♥,
//! has been played"). Only the verdicts call these, never the search, so
//! the wording can grow without slowing play.

use super::legal::renege_reference;
use super::{forcing_honour, Legality, PlayRule};
use crate::rules::card::{Card, CardSet};
use crate::rules::prose::capitalise;
use crate::rules::ranking::{Lead, Ranking};
use crate::rules::variant::{Renege, RenegeAgainst, RuleSet};

/// "the K♥", "the K♥ and J♥", "the K♥, J♥ and 3♥".
pub(crate) fn list_cards(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    match names.as_slice() {
        [] => "no card".to_string(),
        [one] => format!("the {one}"),
        [init @ .., last] => format!("the {} and {last}", init.join(", ")),
    }
}

/// "one of the three renegeable trumps (5♥, J♥, A♥)", said of one card.
fn renegeable_words(ranking: &Ranking, rules: &RuleSet, plural: bool) -> String {
    let cards = ranking.ordered(ranking.renegeable());
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    let count = match cards.len() {
        1 => "only",
        2 => "two",
        3 => "three",
        _ => "four",
    };
    match (rules.renege, plural) {
        (Renege::None, _) => "not renegeable: these rules allow no renege".to_string(),
        (Renege::Five, false) => "the only renegeable trump".to_string(),
        (_, false) => format!(
            "one of the {count} renegeable trumps ({})",
            names.join(", ")
        ),
        (_, true) => format!("all renegeable trumps ({})", names.join(", ")),
    }
}

/// "only the 5♥, J♥ and A♥ may renege".
fn who_may_renege(ranking: &Ranking, rules: &RuleSet) -> String {
    let cards = ranking.ordered(ranking.renegeable());
    match rules.renege {
        Renege::None => "these rules allow no renege".to_string(),
        Renege::Five => format!("only the {} may renege", cards[0]),
        _ => format!("only {} may renege", list_cards(&cards)),
    }
}

/// Why `card` may or may not be played to `trick`, as `legality` decided
/// it: the sentence of a [`PlayVerdict`](super::PlayVerdict).
pub(super) fn explain(
    ranking: &Ranking,
    rules: &RuleSet,
    hand: CardSet,
    trick: &[Card],
    card: Card,
    legality: &Legality,
    legal: bool,
) -> String {
    let Some(&led) = trick.first() else {
        return format!("The {card} may be played: the leader may play any card.");
    };
    let trumps = ranking.ordered(hand.intersection(ranking.trumps()));
    let exempt = ranking.ordered(legality.exempt);
    let must_list = ranking.ordered(legality.legal);
    match legality.rule {
        PlayRule::Lead => unreachable!("a trick with a card led is not a lead"),
        PlayRule::NoTrumpHeld => format!(
            "The {card} may be played: the {led} led is trump, and a player holding no trump may play any card."
        ),
        PlayRule::RenegePrivilege => {
            let against = renege_against_words(ranking, rules, trick);
            let (subject, is) = if exempt.len() == 1 {
                (
                    format!("The {}", exempt[0]),
                    format!("the {} is {}", exempt[0], renegeable_words(ranking, rules, false)),
                )
            } else {
                (
                    capitalise(&list_cards(&exempt)),
                    format!("they are {}", renegeable_words(ranking, rules, true)),
                )
            };
            if ranking.is_trump(card) {
                format!(
                    "The {card} may be played: it follows the trump led. {subject} could also have been kept back: {against}, and {is}."
                )
            } else {
                format!("{subject} may be kept back: {against}, and {is}. So the {card} may be played.")
            }
        }
        PlayRule::MustFollowTrump => {
            if legal {
                let mut text = format!("The {card} may be played: the {led} led is trump, and the {card} is a trump.");
                if !exempt.is_empty() && !legality.exempt.contains(card) {
                    text.push_str(&format!(
                        " ({} could have been kept back, but not every trump held.)",
                        capitalise(&list_cards(&exempt))
                    ));
                }
                text
            } else {
                let bound: Vec<Card> = trumps
                    .iter()
                    .copied()
                    .filter(|c| !legality.exempt.contains(*c))
                    .collect();
                let not_renegeable: Vec<Card> = bound
                    .iter()
                    .copied()
                    .filter(|&c| !ranking.renegeable().contains(c))
                    .collect();
                let outranked: Vec<Card> = bound
                    .iter()
                    .copied()
                    .filter(|&c| ranking.renegeable().contains(c))
                    .collect();
                let mut why = Vec::new();
                if !not_renegeable.is_empty() {
                    why.push(format!(
                        "{} cannot be kept back ({})",
                        list_cards(&not_renegeable),
                        who_may_renege(ranking, rules)
                    ));
                }
                if !outranked.is_empty() {
                    why.push(match forcing_honour(ranking, rules, trick) {
                        Some(honour) => format!(
                            "{} can't be kept back: {}, and these rules then force every trump",
                            list_cards(&outranked),
                            honour_words(trick, honour)
                        ),
                        None => format!(
                            "{} may renege only against a lower trump, which {against} is not",
                            list_cards(&outranked),
                            against = against_short(ranking, rules, trick)
                        ),
                    });
                }
                format!(
                    "The {card} may not be played: the {led} led is trump, and {}. Play {}.",
                    why.join("; "),
                    one_of(&must_list)
                )
            }
        }
        PlayRule::RenegeOnPlainLead => {
            let why = "these rules never force a renegeable trump out on a plain-suit lead";
            let subject = capitalise(&list_cards(&exempt));
            if legality.exempt.contains(card) {
                format!("The {card} may be played: it may always follow the {led} led. It could also have been kept back: {why}.")
            } else {
                let is = if exempt.len() == 1 {
                    format!("the {} is {}", exempt[0], renegeable_words(ranking, rules, false))
                } else {
                    format!("they are {}", renegeable_words(ranking, rules, true))
                };
                format!("{subject} may be kept back: {why}, and {is}. So the {card} may be played.")
            }
        }
        PlayRule::OffsuitFree => format!(
            "The {card} may be played: the {led} led is not a trump, and these rules let any card be played on a plain-suit lead."
        ),
        PlayRule::MustFollowSuit => {
            let Lead::Plain(suit) = ranking.lead_of(led) else {
                unreachable!("following a suit needs a plain lead")
            };
            let held: Vec<Card> = ranking.ordered(hand.intersection(ranking.suit_cards(suit)));
            if legal {
                let what = if ranking.is_trump(card) {
                    "a trump".to_string()
                } else {
                    format!("a {}", suit.singular())
                };
                format!(
                    "The {card} may be played: the {led} led must be followed with a {} or a trump, and the {card} is {what}.",
                    suit.singular()
                )
            } else {
                format!(
                    "The {card} may not be played: you hold {} ({}), so the {led} led must be followed with a {} or a trump. Play {}.",
                    if held.len() == 1 { format!("a {}", suit.singular()) } else { suit.name().to_string() },
                    list_cards(&held),
                    suit.singular(),
                    one_of(&must_list)
                )
            }
        }
        PlayRule::VoidInSuit => {
            let suit = led_suit_name(ranking, led);
            format!(
                "The {card} may be played: you hold no {suit} to follow the {led} led, so any card may be played."
            )
        }
        PlayRule::MustTrump => {
            let suit = led_suit_name(ranking, led);
            if legal {
                format!(
                    "The {card} may be played: you hold no {suit} to follow the {led} led, so you must trump, and the {card} is a trump."
                )
            } else {
                format!(
                    "The {card} may not be played: you hold no {suit} to follow the {led} led, and these rules make a player who cannot follow play a trump. Play {}.",
                    one_of(&must_list)
                )
            }
        }
    }
}

pub(super) fn led_suit_name(ranking: &Ranking, led: Card) -> &'static str {
    match ranking.lead_of(led) {
        Lead::Plain(suit) => suit.singular(),
        Lead::Trump => "trump",
    }
}

/// "the 6♥ led is a lower trump", or under `renege_against = highest`,
/// "the highest trump played, the 10♥, is lower".
fn renege_against_words(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> String {
    let reference = renege_reference(ranking, rules, trick);
    match rules.renege_against {
        RenegeAgainst::Led | RenegeAgainst::UnlessHonourLed | RenegeAgainst::UnlessHonourPlayed => {
            format!("the {reference} led is a lower trump")
        }
        RenegeAgainst::Highest if reference == trick[0] => {
            format!("the {reference} led is the highest trump played, and it is lower")
        }
        RenegeAgainst::Highest => {
            format!("the highest trump played so far, the {reference}, is lower")
        }
    }
}

fn against_short(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> String {
    let reference = renege_reference(ranking, rules, trick);
    match rules.renege_against {
        RenegeAgainst::Highest => format!("the highest trump played, the {reference}"),
        _ => format!("the {reference} led"),
    }
}

/// "the J♥ was led" or "the J♥ has been played to the trick": why every
/// trump is forced under the `unless-honour-*` values of `renege_against`.
pub(crate) fn honour_words(trick: &[Card], honour: Card) -> String {
    if trick.first() == Some(&honour) {
        format!("the {honour} led is itself a renegeable trump")
    } else {
        format!("a renegeable trump, the {honour}, has been played to the trick")
    }
}

/// "the K♥", "the J♥ or K♥", "the J♥, K♥ or 3♥".
fn one_of(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    match names.as_slice() {
        [] => "no card".to_string(),
        [one] => format!("the {one}"),
        [init @ .., last] => format!("the {} or {last}", init.join(", ")),
    }
}
