//! Which cards may be played (docs/rules.md §4), who wins a trick (§3) and the
//! best card of a round (§5). Every verdict carries its reason in one plain
//! sentence, and the list of cards that would have been legal.
//!
//! One file a question, as a table argues them: `legal.rs` which cards may
//! be played (the hot path of every adjudication and of the solver),
//! `verdict.rs` the answer to "may this card be played?", `reason.rs` the
//! sentence that says why, `trick.rs` who wins a trick, and `best.rs` the
//! best card of a round. What they share (the rule that decided a play, the
//! errors of input, the sizes of a hand and a trick) is here.

use serde::Serialize;

use super::card::Card;
use super::ranking::Ranking;

mod best;
mod legal;
mod reason;
mod trick;
mod verdict;

pub use best::{best_among, best_card, BestCard};
pub(crate) use legal::forcing_honour;
pub use legal::{legal_plays, reads_only_the_lead, Legality};
pub(crate) use reason::{honour_words, list_cards};
pub use trick::{check_trick, check_trick_at, TrickVerdict};
pub(crate) use trick::{judge_trick, judge_trick_so_far};
pub use verdict::{check_play, judge, PlayVerdict};

/// Most cards a hand holds: a round is one trick for each.
pub(crate) const HAND_SIZE: usize = 5;
/// Most players at a table, so most cards in a trick.
pub use super::table::MAX_PLAYERS;

/// The rule that decided a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayRule {
    /// The leader may play anything.
    Lead,
    /// Trump was led and the player holds no trump.
    NoTrumpHeld,
    /// Trump was led and the player must play a trump.
    MustFollowTrump,
    /// Trump was led and every trump held may be kept back.
    RenegePrivilege,
    /// A plain suit was led and these rules let anything be played.
    OffsuitFree,
    /// A plain suit was led: follow it or trump.
    MustFollowSuit,
    /// A plain suit was led and the player holds none of it.
    VoidInSuit,
    /// A plain suit was led, the player holds none of it and must trump.
    MustTrump,
    /// A plain suit was led and the only cards that could follow or trump
    /// are renegeable trumps, which a plain lead never forces out
    /// (`renege_on_plain_lead`).
    RenegeOnPlainLead,
}

/// Input that does not describe a real play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    #[error("the hand is empty: give the cards the player held before playing, the played card included")]
    /// No card in the hand.
    EmptyHand,
    #[error("a hand holds at most five cards, and this one has {0}")]
    /// More than five cards in the hand: how many.
    HandTooBig(usize),
    #[error("the {0} is not in the hand: the hand is what the player held before playing, so it must include the played card")]
    /// The card played is not in the hand: the card.
    NotInHand(Card),
    #[error("the {0} is both in the hand and already played to the trick; a card is in the pack only once")]
    /// A card is both in the hand and in the trick: the card.
    InHandAndTrick(Card),
    #[error("the joker is not in the pack under these rules; turn on the knob joker if your table plays with it")]
    /// The joker is given, but the rules play without it.
    JokerOff,
    #[error("a trick holds one card from each player, at most {MAX_PLAYERS}, and {0} were given")]
    /// More cards in the trick than any table has players: how many.
    TrickTooBig(usize),
    #[error("no cards given for the trick")]
    /// A trick with no card, where one is needed.
    EmptyTrick,
    #[error("a trick holds one card from each of the {players} players, and {cards} were given")]
    /// More cards in the trick than the table has players.
    TrickTooBigFor {
        /// Cards given.
        cards: usize,
        /// Players at the table.
        players: usize,
    },
}

fn check_joker(ranking: &Ranking, cards: impl IntoIterator<Item = Card>) -> Result<(), PlayError> {
    if !ranking.joker_in_play() && cards.into_iter().any(Card::is_joker) {
        return Err(PlayError::JokerOff);
    }
    Ok(())
}

/// Cards from their notation, for the tests of every part.
#[cfg(test)]
mod testing {
    use crate::rules::card::{parse_cards, Card};

    pub(super) fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    pub(super) fn card(s: &str) -> Card {
        s.parse().unwrap()
    }
}
