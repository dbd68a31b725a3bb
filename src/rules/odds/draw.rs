//! The unseen steps of RULES.md §13, one named function each: the deal of
//! the cards the bidder could not see, the kitty, each player's discard and
//! their draw. Seats here are numbered from the dealer's left: index 0 bids
//! first and draws first, index `n - 1` is the dealer.

use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::ranking::Ranking;
use crate::rules::seeded::SplitMix;

/// One deal as it came off the pack, before anyone saw the kitty.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Dealt {
    /// Five cards a seat, by seat from the dealer's left.
    pub hands: Vec<CardSet>,
    /// The kitty, dealt face down.
    pub kitty: Vec<Card>,
    /// What is left to draw from, the top card first.
    pub pack: Vec<Card>,
}

/// What a seat keeps and throws before the draw, and what it ends up with.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Drawn {
    /// The cards kept before drawing.
    pub kept: CardSet,
    /// Highest first (trumps first, then by [`Preference`]).
    pub discarded: Vec<Card>,
    /// The five cards held after the draw.
    pub hand: CardSet,
}

/// §13.4's order of "higher" for keeping and taking back: the trumps by
/// §2, then the other cards by their place in their suit's plain order,
/// equal places broken ♠ ♥ ♦ ♣. A smaller key is a higher card.
#[derive(Clone, Debug)]
pub struct Preference {
    trumps: CardSet,
    key: [u16; 53],
}

/// Ties between equal places in different suits (§13.4): ♠ before ♥
/// before ♦ before ♣. Also the order the tables list the trumps in.
pub(crate) const SUIT_ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

impl Preference {
    /// The order under this trump's ranking.
    pub fn new(ranking: &Ranking) -> Preference {
        let mut key = [u16::MAX; 53];
        for (place, card) in ranking.trump_order().into_iter().enumerate() {
            key[card.index()] = place as u16;
        }
        for (tie, suit) in SUIT_ORDER.into_iter().enumerate() {
            for (place, card) in ranking.plain_order(suit).into_iter().enumerate() {
                key[card.index()] = 100 + 4 * place as u16 + tie as u16;
            }
        }
        Preference {
            trumps: ranking.trumps(),
            key,
        }
    }

    /// `cards`, highest first.
    pub fn ordered(&self, cards: CardSet) -> Vec<Card> {
        let mut list: Vec<Card> = cards.iter().collect();
        list.sort_by_key(|c| self.key[c.index()]);
        list
    }
}

/// §13.1: the asker's five cards (and the kitty when it was seen) are
/// known; every other card of `pack` is dealt at random: five to each other
/// seat in turn, then the rest of the kitty, then the pack in a random order.
pub fn deal(
    rng: &mut SplitMix,
    pack: CardSet,
    players: usize,
    asker: usize,
    hand: CardSet,
    kitty: (usize, &[Card]),
) -> Dealt {
    let (kitty_size, known_kitty) = kitty;
    let known = hand.union(CardSet::of(known_kitty));
    let mut unseen: Vec<Card> = pack.difference(known).iter().collect();
    rng.shuffle(&mut unseen);
    let mut next = unseen.into_iter();
    let hands = (0..players)
        .map(|seat| {
            if seat == asker {
                hand
            } else {
                next.by_ref().take(5).collect()
            }
        })
        .collect();
    let mut kitty = known_kitty.to_vec();
    kitty.extend(
        next.by_ref()
            .take(kitty_size.saturating_sub(known_kitty.len())),
    );
    Dealt {
        hands,
        kitty,
        pack: next.collect(),
    }
}

/// §13.3: the bidder adds the kitty to their hand.
pub(crate) fn take_kitty(hand: CardSet, kitty: &[Card]) -> CardSet {
    hand.union(CardSet::of(kitty))
}

/// §13.4's discard: every trump, at most the five highest; then, below
/// `min_keep`, the highest other cards up to it; the rest thrown.
pub(crate) fn discard(prefer: &Preference, held: CardSet, min_keep: usize) -> (CardSet, Vec<Card>) {
    let order = prefer.ordered(held);
    let trumps = held.intersection(prefer.trumps).len().min(5);
    let keep = trumps.max(min_keep.min(5));
    let mut kept = CardSet::EMPTY;
    let mut thrown = Vec::new();
    // Trumps come first in the order, so the first `keep` cards are the
    // five highest trumps, or every trump and the highest others.
    for (i, card) in order.into_iter().enumerate() {
        if i < keep && (i < trumps || !prefer.trumps.contains(card)) {
            kept.insert(card);
        } else {
            thrown.push(card);
        }
    }
    (kept, thrown)
}

/// §13.4's draw: from the top of the pack back to five; a pack too short
/// gives what it has, and the player takes back their own highest discards.
pub fn draw(kept: CardSet, discarded: &[Card], pack: &mut Vec<Card>) -> CardSet {
    let mut hand = kept;
    let want = 5 - kept.len().min(5);
    let take = want.min(pack.len());
    hand = hand.union(CardSet::of(&pack[..take]));
    pack.drain(..take);
    for &card in discarded.iter().take(want - take) {
        hand.insert(card);
    }
    hand
}

/// The whole of §13.3 and §13.4 for one trump: the bidder (`bidder`,
/// from the dealer's left) takes the kitty, then every seat from the
/// dealer's left, the dealer last, discards and draws.
pub(crate) fn after_the_draw(
    dealt: &Dealt,
    prefer: &Preference,
    bidder: usize,
    min_keep: usize,
) -> Vec<Drawn> {
    let mut pack = dealt.pack.clone();
    dealt
        .hands
        .iter()
        .enumerate()
        .map(|(seat, &hand)| {
            let held = if seat == bidder {
                take_kitty(hand, &dealt.kitty)
            } else {
                hand
            };
            let (kept, discarded) = discard(prefer, held, min_keep);
            let hand = draw(kept, &discarded, &mut pack);
            Drawn {
                kept,
                discarded,
                hand,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::parse_cards;
    use crate::rules::variant::RuleSet;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).expect("cards")
    }

    fn set(text: &str) -> CardSet {
        CardSet::of(&cards(text))
    }

    fn prefer(trump: Suit) -> Preference {
        Preference::new(&Ranking::new(&RuleSet::default(), trump))
    }

    #[test]
    fn the_order_is_trumps_by_rank_then_places_in_suit_then_spades_hearts_diamonds_clubs() {
        let p = prefer(Suit::Hearts);
        // Hearts trump: 5♥ J♥ A♥ K♥ lead; then K♠ and K♦ (both first in
        // their suit), ♠ before ♦; black suits run K Q J A 2 ..., red K Q J 10 ... A.
        assert_eq!(
            p.ordered(set("2h ah 5h kh jh kd ks 2c ad qc")),
            cards("5h jh ah kh 2h ks kd qc 2c ad")
        );
    }

    #[test]
    fn the_deal_keeps_the_known_cards_and_deals_the_rest() {
        let pack: CardSet = Card::all().filter(|c| !c.is_joker()).collect();
        let hand = set("5h jh ah qh 2d");
        let kitty = cards("ks");
        let mut rng = SplitMix::new(3);
        let d = deal(&mut rng, pack, 4, 3, hand, (3, &kitty));
        assert_eq!(d.hands[3], hand);
        assert_eq!(d.kitty.len(), 3);
        assert_eq!(d.kitty[0], kitty[0]);
        assert!(d.hands.iter().all(|h| h.len() == 5));
        assert_eq!(d.pack.len(), 52 - 20 - 3);
        let all = d.hands.iter().fold(
            CardSet::of(&d.kitty).union(CardSet::of(&d.pack)),
            |a, &h| a.union(h),
        );
        assert_eq!(all, pack);
        // The same generator state deals the same cards.
        assert_eq!(
            d,
            deal(&mut SplitMix::new(3), pack, 4, 3, hand, (3, &kitty))
        );
    }

    #[test]
    fn a_player_keeps_every_trump_and_throws_the_rest() {
        let (kept, thrown) = discard(&prefer(Suit::Hearts), set("5h 2h kc 9d ah"), 1);
        assert_eq!(kept, set("5h ah 2h"));
        assert_eq!(thrown, cards("kc 9d"));
    }

    #[test]
    fn the_bidder_with_more_than_five_trumps_keeps_the_five_highest() {
        // The kitty brings the bidder to seven trumps among eight cards.
        let held = take_kitty(set("5h jh kh 3h 2d"), &cards("ah 4h 2h"));
        assert_eq!(held, set("5h jh kh 3h 2d ah 4h 2h"));
        let (kept, thrown) = discard(&prefer(Suit::Hearts), held, 1);
        // Hearts run 5 J A♥ K Q 10 ... 4 3 2: the 4♥ beats the 3♥ and 2♥.
        assert_eq!(kept, set("5h jh ah kh 4h"));
        assert_eq!(thrown, cards("3h 2h 2d"));
    }

    #[test]
    fn without_a_trump_the_highest_other_cards_are_kept_up_to_min_keep() {
        // Hearts trump: no trump here. Spades run K Q J A 2 ... 10, clubs
        // the same, diamonds K Q J 10 ... A.
        let hand = set("2c kd 9s ks 3c");
        // Up to five players: one card, the K♠ (♠ before ♦ at equal place).
        let (kept, thrown) = discard(&prefer(Suit::Hearts), hand, 1);
        assert_eq!(kept, set("ks"));
        assert_eq!(thrown, cards("kd 2c 3c 9s"));
        // Six players keep two, eight keep four.
        assert_eq!(discard(&prefer(Suit::Hearts), hand, 2).0, set("ks kd"));
        let (kept, thrown) = discard(&prefer(Suit::Hearts), hand, 4);
        assert_eq!(kept, set("ks kd 2c 3c"));
        assert_eq!(thrown, cards("9s"));
        // Diamonds trump: the K♦ alone meets min_keep 1; at eight players
        // the three highest others join it.
        assert_eq!(discard(&prefer(Suit::Diamonds), hand, 1).0, set("kd"));
        assert_eq!(
            discard(&prefer(Suit::Diamonds), hand, 4).0,
            set("kd ks 2c 3c")
        );
    }

    #[test]
    fn the_draw_takes_from_the_top_of_the_pack() {
        let mut pack = cards("9c 8c 7c 6c");
        let hand = draw(set("5h ah"), &cards("kc 9d 3s"), &mut pack);
        assert_eq!(hand, set("5h ah 9c 8c 7c"));
        assert_eq!(pack, cards("6c"));
    }

    #[test]
    fn a_short_pack_gives_what_it_has_and_the_player_takes_back_their_highest_discards() {
        let mut pack = cards("9c");
        let hand = draw(set("5h ah"), &cards("kc 9d 3s"), &mut pack);
        assert_eq!(hand, set("5h ah 9c kc 9d"));
        assert!(pack.is_empty());
        // The bidder's thrown trumps come back first.
        let mut empty = Vec::new();
        let hand = draw(set("5h jh ah"), &cards("3h kc 2d"), &mut empty);
        assert_eq!(hand, set("5h jh ah 3h kc"));
    }

    #[test]
    fn the_round_of_draws_goes_from_the_dealers_left_and_the_bidder_takes_the_kitty() {
        let dealt = Dealt {
            hands: vec![
                set("2c 3c 4c 6c 7c"),
                set("5h kh 2s 3s 4s"),
                set("jd qd kd 9s 8s"),
                set("5d jh ah 2d 3d"),
            ],
            kitty: cards("qh 10d 9d"),
            pack: cards("10h 9h 8h 7h 6h 4h 3h 2h 10s 7s 6s"),
        };
        let drawn = after_the_draw(&dealt, &prefer(Suit::Hearts), 3, 1);
        // Seat 1: no trump, keeps its highest other card (the 2♣, top of
        // the clubs below K Q J A) and draws four.
        assert_eq!(drawn[0].kept, set("2c"));
        assert_eq!(drawn[0].hand, set("2c 10h 9h 8h 7h"));
        assert_eq!(drawn[1].kept, set("5h kh"));
        assert_eq!(drawn[1].hand, set("5h kh 6h 4h 3h"));
        assert_eq!(drawn[2].kept, set("kd"));
        assert_eq!(drawn[2].hand, set("kd 2h 10s 7s 6s"));
        // The dealer bid: eight cards with the kitty, three trumps kept,
        // and the pack is empty, so two of their own discards come back.
        assert_eq!(drawn[3].kept, set("jh ah qh"));
        assert_eq!(drawn[3].discarded, cards("10d 9d 5d 3d 2d"));
        assert_eq!(drawn[3].hand, set("jh ah qh 10d 9d"));
    }
}
