//! Who wins a trick (docs/rules.md §3), with its reason, and the card a
//! newcomer would have expected to win when it is not the same.

use serde::Serialize;

use super::reason::led_suit_name;
use super::{check_joker, PlayError, MAX_PLAYERS};
use crate::rules::card::{Card, Rank, Suit};
use crate::rules::ranking::{Lead, Ranking};
use crate::rules::variant::RuleSet;

/// Who won a trick, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct TrickVerdict {
    /// 0-based index into the cards as given.
    pub winner_index: usize,
    /// The winning card.
    pub card: Card,
    /// Whether the winning card is a trump.
    pub is_trump: bool,
    /// Why it wins, in full sentences, for the table to read.
    pub reason: String,
}

/// Who wins these cards, played in this order (the led card first).
pub fn check_trick(
    rules: &RuleSet,
    trump: Suit,
    cards: &[Card],
) -> Result<TrickVerdict, PlayError> {
    let ranking = Ranking::new(rules, trump);
    if cards.is_empty() {
        return Err(PlayError::EmptyTrick);
    }
    if cards.len() > MAX_PLAYERS {
        return Err(PlayError::TrickTooBig(cards.len()));
    }
    check_joker(&ranking, cards.iter().copied())?;
    Ok(judge_trick(&ranking, cards))
}

/// As [`check_trick`], at a table of `players`: with fewer cards than
/// players the trick is still being played, and the verdict names the card
/// winning so far, never a winner.
pub fn check_trick_at(
    rules: &RuleSet,
    trump: Suit,
    cards: &[Card],
    players: usize,
) -> Result<TrickVerdict, PlayError> {
    if cards.len() > players {
        return Err(PlayError::TrickTooBigFor {
            cards: cards.len(),
            players,
        });
    }
    let verdict = check_trick(rules, trump, cards)?;
    if cards.len() == players {
        return Ok(verdict);
    }
    Ok(judge_cards(&Ranking::new(rules, trump), cards, false))
}

/// The winner of a well-formed trick, with its reason.
pub(crate) fn judge_trick(ranking: &Ranking, cards: &[Card]) -> TrickVerdict {
    judge_cards(ranking, cards, true)
}

/// The card winning a trick still being played, with its reason in words
/// that say it has not won yet.
pub(crate) fn judge_trick_so_far(ranking: &Ranking, cards: &[Card]) -> TrickVerdict {
    judge_cards(ranking, cards, false)
}

/// The card that takes `cards` (`complete`) or is winning them so far, with
/// the reason in words that say which.
fn judge_cards(ranking: &Ranking, cards: &[Card], complete: bool) -> TrickVerdict {
    let (wins, played, so_far) = if complete {
        ("wins", "played", "")
    } else {
        ("is winning so far", "played so far", " yet")
    };
    let winner_index = ranking.winner(cards).unwrap_or(0);
    let card = cards[winner_index];
    let led = cards[0];
    let trumps_played = cards.iter().filter(|&&c| ranking.is_trump(c)).count();
    let trump_name = ranking.trump().name();
    let reason = if ranking.is_trump(card) {
        if trumps_played == 1 {
            format!("The {card} {wins}: it is the only trump {played} ({trump_name} are trump), and a trump beats any plain card.")
        } else {
            format!("The {card} {wins}: it is the highest of the {trumps_played} trumps {played} ({trump_name} are trump).")
        }
    } else {
        let suit = led_suit_name(ranking, led);
        let others = cards
            .iter()
            .filter(|&&c| !ranking.suit_cards(ranking_suit(ranking, led)).contains(c))
            .count();
        let tail = if others > 0 {
            " A card of another plain suit never wins."
        } else {
            ""
        };
        let no_trump = if complete {
            "no trump was played"
        } else {
            "no trump has been played"
        };
        if card == led && cards.len() == 1 {
            format!("The {card} {wins}: it is the only card played{so_far}.")
        } else {
            format!(
                "The {card} {wins}: {no_trump}, and it is the highest {suit}, the suit led.{tail}"
            )
        }
    };
    let reason = match surprise(ranking, card, cards) {
        Some((beaten, why)) => format!("{reason} It beats the {beaten} because {why}."),
        None => reason,
    };
    TrickVerdict {
        winner_index,
        card,
        is_trump: ranking.is_trump(card),
        reason,
    }
}

/// The part of a trick people argue about: a card the winner beat that
/// looks higher by its face (the 10♠ under the 2♠, the A♦ under the A♥),
/// with the rule that ranks it lower. The card that looks highest is named.
fn surprise(ranking: &Ranking, winner: Card, cards: &[Card]) -> Option<(Card, &'static str)> {
    // The order a newcomer assumes: A, K, Q, J, 10 ... 2, whatever the suit.
    let face = |c: Card| c.rank().map_or(15, |r| r.value());
    let same_kind = |c: Card| {
        let trump = ranking.is_trump(winner);
        ranking.is_trump(c) == trump && (trump || c.suit() == winner.suit())
    };
    let beaten = cards
        .iter()
        .copied()
        .filter(|&c| c != winner && same_kind(c) && face(c) >= face(winner))
        .max_by_key(|&c| face(c))?;
    let trump = ranking.trump();
    let number = |c: Card| c.rank().is_some_and(|r| r.value() <= 10);
    let why = if ranking.is_trump(winner) && winner.rank() == Some(Rank::Five) {
        "the 5 of trumps is the highest card of all"
    } else if ranking.is_trump(winner) && winner.rank() == Some(Rank::Jack) && !winner.is_joker() {
        "the jack of trumps ranks second, under only the 5"
    } else if winner == Card::ACE_OF_HEARTS && trump != Suit::Hearts {
        if ranking.joker_in_play() {
            "the A♥ is always a trump, the fourth best (after the 5, the jack of trumps and the joker)"
        } else {
            "the A♥ is always a trump, the third best (after the 5 and the jack of trumps)"
        }
    } else if winner.is_joker() {
        "the joker is the third-best trump"
    } else if number(winner) && number(beaten) && winner.suit().is_some_and(|s| !s.is_red()) {
        "in black suits the lower number ranks higher (\"high in red, low in black\")"
    } else if beaten.rank() == Some(Rank::Ace) && !ranking.is_trump(beaten) {
        "under these rules a plain suit's ace ranks low: below the 2 in red suits, just below the jack in black"
    } else {
        return None;
    };
    Some((beaten, why))
}

pub(super) fn ranking_suit(ranking: &Ranking, led: Card) -> Suit {
    match ranking.lead_of(led) {
        Lead::Plain(suit) => suit,
        Lead::Trump => ranking.trump(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::play::testing::{card, cards};

    fn trick_reason(preset: &str, trump: Suit, played: &str) -> String {
        let rules = RuleSet::preset(preset).unwrap();
        judge_trick(&Ranking::new(&rules, trump), &cards(played)).reason
    }

    #[test]
    fn a_trick_says_why_the_card_that_looks_higher_lost() {
        let said = trick_reason("120", Suit::Hearts, "10s 2s");
        assert!(
            said.ends_with("It beats the 10♠ because in black suits the lower number ranks higher (\"high in red, low in black\")."),
            "{said}"
        );
        let said = trick_reason("120", Suit::Diamonds, "ad ah");
        assert!(
            said.contains("It beats the A♦ because the A♥ is always a trump, the third best"),
            "{said}"
        );
        let said = trick_reason("120", Suit::Clubs, "kd ad");
        assert!(
            said.contains("It beats the A♦ because under these rules a plain suit's ace ranks low"),
            "{said}"
        );
        let said = trick_reason("120", Suit::Spades, "as 5s");
        assert!(
            said.contains("It beats the A♠ because the 5 of trumps is the highest card of all"),
            "{said}"
        );
        // Nothing to argue about: no extra sentence.
        let said = trick_reason("120", Suit::Hearts, "9d kd");
        assert!(!said.contains("It beats"), "{said}");
        // With the ace high, the A♦ over the K♦ surprises no one.
        let said = trick_reason("auction-45s", Suit::Clubs, "kd ad");
        assert!(!said.contains("It beats"), "{said}");
    }

    #[test]
    fn trick_reasons_name_the_winning_rule() {
        let r = RuleSet::default();
        let t = check_trick(&r, Suit::Spades, &cards("8s 9s 2s ah")).unwrap();
        assert_eq!((t.winner_index, t.card), (3, card("ah")));
        assert!(t.reason.contains("highest of the 4 trumps"), "{}", t.reason);
        let t = check_trick(&r, Suit::Hearts, &cards("ks qs 10d kc")).unwrap();
        assert_eq!(t.winner_index, 0);
        assert!(t.reason.contains("no trump was played"), "{}", t.reason);
        let t = check_trick(&r, Suit::Hearts, &cards("ks 2h 10d kc")).unwrap();
        assert!(t.reason.contains("only trump"), "{}", t.reason);
    }
}
