//! The answer to "may this card be played?" (docs/rules.md §4): the
//! input checked, the legal cards, whether the play is a renege, and the
//! sentence that says why.

use serde::Serialize;

use super::reason::explain;
use super::{check_joker, legal_plays, PlayError, PlayRule, HAND_SIZE, MAX_PLAYERS};
use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::ranking::Ranking;
use crate::rules::variant::RuleSet;

/// The answer to "may this card be played?".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct PlayVerdict {
    /// Whether the card may be played.
    pub legal: bool,
    /// The card judged.
    pub card: Card,
    /// The rule that decides it, in full sentences, for the table to read.
    pub reason: String,
    /// Every card of the hand that may be played.
    pub legal_cards: Vec<Card>,
    /// The play withholds a trump by the renege privilege.
    pub renege: bool,
    /// The rule of docs/rules.md §4 that applies to this trick.
    pub rule: PlayRule,
}

/// Judges one play: `hand` is what the player held before playing (the
/// played card included), `trick` the cards already played, led first.
pub fn check_play(
    rules: &RuleSet,
    trump: Suit,
    hand: &[Card],
    trick: &[Card],
    card: Card,
) -> Result<PlayVerdict, PlayError> {
    let ranking = Ranking::new(rules, trump);
    if hand.is_empty() {
        return Err(PlayError::EmptyHand);
    }
    if hand.len() > HAND_SIZE {
        return Err(PlayError::HandTooBig(hand.len()));
    }
    if trick.len() >= MAX_PLAYERS {
        return Err(PlayError::TrickTooBig(trick.len() + 1));
    }
    check_joker(&ranking, hand.iter().chain(trick).copied())?;
    let held = CardSet::of(hand);
    if let Some(&dup) = trick.iter().find(|&&c| held.contains(c)) {
        return Err(PlayError::InHandAndTrick(dup));
    }
    if !held.contains(card) {
        return Err(PlayError::NotInHand(card));
    }
    let mut verdict = judge(&ranking, rules, held, trick, card);
    // Show the legal cards in the order the player gave the hand.
    verdict
        .legal_cards
        .sort_by_key(|c| hand.iter().position(|h| h == c));
    Ok(verdict)
}

/// Judges a play already known to be well-formed (used by round audits).
pub fn judge(
    ranking: &Ranking,
    rules: &RuleSet,
    hand: CardSet,
    trick: &[Card],
    card: Card,
) -> PlayVerdict {
    let legality = legal_plays(ranking, rules, hand, trick);
    let legal = legality.legal.contains(card);
    // A renege: the play keeps back every card the rules let it keep.
    let renege = legal
        && matches!(
            legality.rule,
            PlayRule::RenegePrivilege | PlayRule::RenegeOnPlainLead
        )
        && !legality.exempt.is_empty()
        && !legality.exempt.contains(card);
    let reason = explain(ranking, rules, hand, trick, card, &legality, legal);
    PlayVerdict {
        legal,
        card,
        reason,
        legal_cards: ranking.ordered(legality.legal),
        renege,
        rule: legality.rule,
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::card::{Card, Suit};
    use crate::rules::play::testing::{card, cards};
    use crate::rules::play::{check_play, PlayError};
    use crate::rules::variant::RuleSet;

    #[test]
    fn bad_plays_are_input_errors() {
        let r = RuleSet::default();
        let err = |hand: &str, trick: &[Card], play: &str| {
            check_play(&r, Suit::Hearts, &cards(hand), trick, card(play)).unwrap_err()
        };
        assert_eq!(err("2c 3c", &[], "4c"), PlayError::NotInHand(card("4c")));
        assert_eq!(
            err("2c 3c 4c 5c 6c 7c", &[], "4c"),
            PlayError::HandTooBig(6)
        );
        assert_eq!(
            err("2c 3c", &cards("2c"), "3c"),
            PlayError::InHandAndTrick(card("2c"))
        );
        assert_eq!(err("joker 3c", &[], "3c"), PlayError::JokerOff);
    }
}
