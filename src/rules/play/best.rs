//! The best card of a round (docs/rules.md §5): the highest trump, or with
//! no trump played the highest card of the deciding lead's suit.

use serde::Serialize;

use super::trick::ranking_suit;
use crate::rules::card::{Card, CardSet};
use crate::rules::ranking::Ranking;
use crate::rules::variant::{BestWithoutTrump, RuleSet};

/// The best card of a round (docs/rules.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct BestCard {
    /// 0-based trick number.
    pub trick: usize,
    /// 0-based position of the card in that trick's play order.
    pub position: usize,
    /// The card.
    pub card: Card,
    /// Whether it is a trump (otherwise the round saw no trump).
    pub trump: bool,
}

/// The best card played in a round: the highest trump; with no trump played,
/// the highest card of the suit of the bidder's first lead (`bidder_lead`:
/// the index of the first trick the bidder led), or of the first card led in
/// the round when there is no bidder or the bidder never led. `None` when no
/// trump was played and `best_without_trump = none`, or with no tricks.
pub fn best_card(
    ranking: &Ranking,
    rules: &RuleSet,
    tricks: &[Vec<Card>],
    bidder_lead: Option<usize>,
) -> Option<BestCard> {
    let played: CardSet = tricks.iter().flatten().copied().collect();
    let deciding = tricks
        .get(bidder_lead.unwrap_or(0))
        .and_then(|t| t.first())
        .copied();
    let card = best_among(ranking, rules, played, deciding)?;
    let (trick, position) = tricks.iter().enumerate().find_map(|(t, cards)| {
        cards
            .iter()
            .position(|&c| c == card)
            .map(|position| (t, position))
    })?;
    Some(BestCard {
        trick,
        position,
        card,
        trump: ranking.is_trump(card),
    })
}

/// The best card among the cards of a whole round (docs/rules.md §5), given the
/// lead that decides it when no trump is among them (`deciding_lead`: the
/// bidder's first lead, else the first card led). The rule itself, shared by
/// the audit ([`best_card`]) and the analysis, which knows every card a round
/// will see before it is played.
pub fn best_among(
    ranking: &Ranking,
    rules: &RuleSet,
    played: CardSet,
    deciding_lead: Option<Card>,
) -> Option<Card> {
    let strongest = |cards: CardSet| cards.iter().max_by_key(|&c| ranking.strength(c));
    if let Some(trump) = strongest(played.intersection(ranking.trumps())) {
        return Some(trump);
    }
    if rules.best_without_trump == BestWithoutTrump::None {
        return None;
    }
    let suit = ranking_suit(ranking, deciding_lead?);
    strongest(played.intersection(ranking.suit_cards(suit)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::Suit;
    use crate::rules::play::testing::{card, cards};

    #[test]
    fn best_card_is_the_highest_trump_of_the_round() {
        let r = RuleSet::default();
        let ranking = Ranking::new(&r, Suit::Spades);
        let tricks = vec![
            cards("8s 9s 2s ah"),
            cards("qd js 3c 4d"),
            cards("5s 7c 2h 3h"),
        ];
        let best = best_card(&ranking, &r, &tricks, Some(0)).unwrap();
        assert_eq!((best.trick, best.card), (2, card("5s")));
    }

    #[test]
    fn best_card_without_trump_follows_the_bidders_first_lead() {
        // Source 000 §8: clubs trump, all sleep; the bidder leads the 2♥ and
        // nobody has a heart: the 2♥ is the high card.
        let r = RuleSet::default();
        let ranking = Ranking::new(&r, Suit::Clubs);
        let tricks = vec![cards("kd qd 2d 3d"), cards("2h ks qs 9d")];
        let best = best_card(&ranking, &r, &tricks, Some(1)).unwrap();
        assert_eq!((best.trick, best.card, best.trump), (1, card("2h"), false));
        // Without a bidder's lead: the first card led in the round.
        let best = best_card(&ranking, &r, &tricks, None).unwrap();
        assert_eq!(best.card, card("kd"));
        let mut none = r.clone();
        none.best_without_trump = BestWithoutTrump::None;
        assert_eq!(best_card(&ranking, &none, &tricks, Some(1)), None);
    }
}
