//! How cards rank once trump is named (docs/rules.md §1-§2): the trump set, the
//! suit a card counts as for following, and the order of trumps and of each
//! plain suit under the knobs `joker`, `offsuit_ace`, `ten_is_face` and
//! `ace_of_hearts`.

use super::card::{Card, CardSet, Rank, Suit};
use super::variant::{AceOfHearts, OffsuitAce, Renege, RuleSet};

/// What a led card asks the others to follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lead {
    /// A trump was led (the A♥ and the joker included).
    Trump,
    /// A plain suit was led (with `ace_of_hearts = trump-and-heart`, leading
    /// the A♥ calls for hearts).
    Plain(Suit),
}

/// The ranking of every card under one trump suit and one rule set. Cheap to
/// build (a few dozen array writes); every query after that is a table
/// look-up or a bit operation.
#[derive(Clone, Debug)]
pub struct Ranking {
    trump: Suit,
    joker: bool,
    ace_of_hearts_is_heart: bool,
    /// Trumps: 100 + place from the bottom; plain cards: 1 + place from the
    /// bottom of their suit; 0 for a card not in play (the joker when off).
    strength: [u8; 53],
    trumps: CardSet,
    /// The cards that count as each suit when following a plain lead.
    follow: [CardSet; 4],
    renegeable: CardSet,
    /// What leading each card calls for (see `lead_of`): read at every
    /// card a search tries, so worked out once.
    leads: [Lead; 53],
}

const TRUMP_BASE: u8 = 100;

impl Ranking {
    /// The order of the cards when `trump` is named under these rules (§2).
    pub fn new(rules: &RuleSet, trump: Suit) -> Ranking {
        let mut ranking = Ranking {
            trump,
            joker: rules.joker,
            ace_of_hearts_is_heart: rules.ace_of_hearts == AceOfHearts::TrumpAndHeart
                && trump != Suit::Hearts,
            strength: [0; 53],
            trumps: CardSet::EMPTY,
            follow: [CardSet::EMPTY; 4],
            renegeable: CardSet::EMPTY,
            leads: [Lead::Trump; 53],
        };
        let order = trump_order(rules, trump);
        for (place, &card) in order.iter().rev().enumerate() {
            ranking.strength[card.index()] = TRUMP_BASE + place as u8;
            ranking.trumps.insert(card);
        }
        for suit in Suit::ALL {
            if suit == trump {
                continue;
            }
            let order = plain_order(rules, trump, suit);
            for (place, &card) in order.iter().rev().enumerate() {
                ranking.strength[card.index()] = 1 + place as u8;
                ranking.follow[suit.index()].insert(card);
            }
        }
        if ranking.ace_of_hearts_is_heart {
            ranking.follow[Suit::Hearts.index()].insert(Card::ACE_OF_HEARTS);
        }
        let top: &[Card] = match rules.renege {
            Renege::Top3 => &[
                Card::new(Rank::Five, trump),
                Card::new(Rank::Jack, trump),
                Card::ACE_OF_HEARTS,
                Card::JOKER,
            ],
            Renege::Top2 => &[Card::new(Rank::Five, trump), Card::new(Rank::Jack, trump)],
            Renege::Five => &[Card::new(Rank::Five, trump)],
            Renege::None => &[],
        };
        ranking.renegeable = CardSet::of(top).intersection(ranking.trumps);
        for card in Card::all() {
            ranking.leads[card.index()] = ranking.work_out_lead(card);
        }
        ranking
    }

    /// The trump suit.
    pub fn trump(&self) -> Suit {
        self.trump
    }

    /// Whether the joker is part of the pack.
    pub(crate) fn joker_in_play(&self) -> bool {
        self.joker
    }

    /// Every trump: the trump suit, the A♥, and the joker when used.
    pub fn trumps(&self) -> CardSet {
        self.trumps
    }

    /// Whether the card is a trump: of the trump suit, the A♥ or the joker.
    pub fn is_trump(&self, card: Card) -> bool {
        self.trumps.contains(card)
    }

    /// The trumps that may be kept back under the `renege` knob.
    pub fn renegeable(&self) -> CardSet {
        self.renegeable
    }

    /// The cards that follow a lead of `suit`: its plain cards, and the A♥
    /// for hearts under `ace_of_hearts = trump-and-heart`.
    pub(crate) fn suit_cards(&self, suit: Suit) -> CardSet {
        self.follow[suit.index()]
    }

    /// What leading `card` calls for.
    pub(crate) fn lead_of(&self, card: Card) -> Lead {
        self.leads[card.index()]
    }

    /// The rule behind `lead_of`: a trump calls for trumps, a plain card
    /// for its suit, and the A♥ for hearts under `trump-and-heart`.
    fn work_out_lead(&self, card: Card) -> Lead {
        if card == Card::ACE_OF_HEARTS && self.ace_of_hearts_is_heart {
            return Lead::Plain(Suit::Hearts);
        }
        match card.suit() {
            Some(suit) if !self.is_trump(card) => Lead::Plain(suit),
            _ => Lead::Trump,
        }
    }

    /// Whether `card` is a trump and outranks the trump `other`.
    pub(crate) fn trump_above(&self, card: Card, other: Card) -> bool {
        self.is_trump(card) && self.strength[card.index()] > self.strength[other.index()]
    }

    /// A number that orders cards within the trumps, and within each plain
    /// suit; any trump is above any plain card.
    pub fn strength(&self, card: Card) -> u8 {
        self.strength[card.index()]
    }

    /// The index of the card that wins these cards played in this order:
    /// the highest trump, else the highest card of the suit led.
    /// `None` only for an empty trick.
    pub fn winner(&self, cards: &[Card]) -> Option<usize> {
        let led = *cards.first()?;
        let mut best = 0;
        for (i, &card) in cards.iter().enumerate().skip(1) {
            if self.beats(led, cards[best], card) {
                best = i;
            }
        }
        Some(best)
    }

    /// Whether `card`, played to a trick led with `led`, beats `best`, the
    /// card winning it so far (RULES.md §3): a trump beats any plain card
    /// and a lower trump; a plain card beats only a lower card of the suit
    /// led. The trick-winner rule itself, one card at a time, so that a
    /// search can follow a trick as it is played.
    pub(crate) fn beats(&self, led: Card, best: Card, card: Card) -> bool {
        let following = self.following(led);
        self.power(following, card) > self.power(following, best)
    }

    /// The cards that follow `led` without trumping: its plain suit's cards
    /// (the A♥ among the hearts where it follows them), none when a trump
    /// is led.
    pub(crate) fn following(&self, led: Card) -> CardSet {
        match self.lead_of(led) {
            Lead::Plain(suit) => self.follow[suit.index()],
            Lead::Trump => CardSet::EMPTY,
        }
    }

    /// How strongly `card` plays to a trick whose lead is followed by
    /// `following` (see [`Ranking::following`]): every trump above every
    /// plain card, a card of the suit led by its rank, any other card
    /// nothing. The card with the most power takes the trick; [`beats`]
    /// compares two cards by it, and a search keeps the winner's power to
    /// compare each new card once.
    ///
    /// [`beats`]: Ranking::beats
    pub(crate) fn power(&self, following: CardSet, card: Card) -> u16 {
        let s = self.strength[card.index()];
        if s >= TRUMP_BASE {
            u16::from(s) + 256
        } else if following.contains(card) {
            u16::from(s)
        } else {
            0
        }
    }

    /// The trumps, best first.
    pub fn trump_order(&self) -> Vec<Card> {
        self.ordered(self.trumps)
    }

    /// The plain cards of `suit`, best first (empty for the trump suit).
    pub fn plain_order(&self, suit: Suit) -> Vec<Card> {
        let plain = self.follow[suit.index()].difference(self.trumps);
        self.ordered(plain)
    }

    /// These cards, best first (trumps before plain cards).
    pub fn ordered(&self, cards: CardSet) -> Vec<Card> {
        let mut list: Vec<Card> = cards.iter().collect();
        list.sort_by_key(|c| std::cmp::Reverse(self.strength[c.index()]));
        list
    }
}

/// The trumps under `trump`, best first (docs/rules.md §2).
fn trump_order(rules: &RuleSet, trump: Suit) -> Vec<Card> {
    use Rank::*;
    let t = |rank| Card::new(rank, trump);
    let mut order = vec![t(Five), t(Jack)];
    if rules.joker {
        order.push(Card::JOKER);
    }
    order.push(Card::ACE_OF_HEARTS);
    if trump != Suit::Hearts {
        order.push(t(Ace));
    }
    order.extend([t(King), t(Queen)]);
    if rules.ten_is_face {
        order.push(t(Ten));
    }
    let spots: &[Rank] = if trump.is_red() {
        &[Ten, Nine, Eight, Seven, Six, Four, Three, Two]
    } else {
        &[Two, Three, Four, Six, Seven, Eight, Nine, Ten]
    };
    order.extend(
        spots
            .iter()
            .filter(|&&r| !(rules.ten_is_face && r == Ten))
            .map(|&r| t(r)),
    );
    order
}

/// The plain cards of `suit` (not the trump suit), best first (docs/rules.md §2):
/// "high in red, low in black", the ace per `offsuit_ace`, never the A♥.
fn plain_order(rules: &RuleSet, trump: Suit, suit: Suit) -> Vec<Card> {
    use Rank::*;
    debug_assert_ne!(suit, trump);
    let mut ranks: Vec<Rank> = Vec::with_capacity(13);
    let ace_high = rules.offsuit_ace == OffsuitAce::High;
    if ace_high {
        ranks.push(Ace);
    }
    ranks.extend([King, Queen, Jack]);
    if rules.ten_is_face {
        ranks.push(Ten);
    }
    let spots: &[Rank] = if suit.is_red() {
        &[Ten, Nine, Eight, Seven, Six, Five, Four, Three, Two]
    } else {
        &[Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten]
    };
    let spots = spots.iter().filter(|&&r| !(rules.ten_is_face && r == Ten));
    if !ace_high && !suit.is_red() {
        // Black, ace low: the ace is a "one", above the 2.
        ranks.push(Ace);
    }
    ranks.extend(spots);
    if !ace_high && suit.is_red() {
        ranks.push(Ace);
    }
    ranks
        .into_iter()
        .map(|r| Card::new(r, suit))
        .filter(|&c| c != Card::ACE_OF_HEARTS)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::parse_cards;

    fn order(rules: &RuleSet, trump: Suit) -> Vec<Card> {
        Ranking::new(rules, trump).trump_order()
    }

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn trump_hierarchies_match_seed_000_examples_1_to_4() {
        let r = RuleSet::default();
        assert_eq!(
            order(&r, Suit::Hearts),
            cards("5h jh ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h")
        );
        assert_eq!(
            order(&r, Suit::Diamonds),
            cards("5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d")
        );
        assert_eq!(
            order(&r, Suit::Clubs),
            cards("5c jc ah ac kc qc 2c 3c 4c 6c 7c 8c 9c 10c")
        );
        assert_eq!(
            order(&r, Suit::Spades),
            cards("5s js ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s")
        );
    }

    #[test]
    fn plain_suits_match_seed_000_with_the_ace_low() {
        let r = RuleSet::default();
        let ranking = Ranking::new(&r, Suit::Spades);
        assert_eq!(
            ranking.plain_order(Suit::Clubs),
            cards("kc qc jc ac 2c 3c 4c 5c 6c 7c 8c 9c 10c")
        );
        assert_eq!(
            ranking.plain_order(Suit::Diamonds),
            cards("kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d ad")
        );
        // Hearts without their ace, which is always trump.
        assert_eq!(
            ranking.plain_order(Suit::Hearts),
            cards("kh qh jh 10h 9h 8h 7h 6h 5h 4h 3h 2h")
        );
        assert!(ranking.plain_order(Suit::Spades).is_empty());
    }

    #[test]
    fn plain_suits_match_seed_001_with_the_ace_high() {
        let r = RuleSet::preset("auction-45s").unwrap();
        let ranking = Ranking::new(&r, Suit::Diamonds);
        assert_eq!(
            ranking.plain_order(Suit::Hearts),
            cards("kh qh jh 10h 9h 8h 7h 6h 5h 4h 3h 2h")
        );
        assert_eq!(
            ranking.plain_order(Suit::Clubs),
            cards("ac kc qc jc 2c 3c 4c 5c 6c 7c 8c 9c 10c")
        );
        assert_eq!(
            ranking.plain_order(Suit::Spades),
            cards("as ks qs js 2s 3s 4s 5s 6s 7s 8s 9s 10s")
        );
        let ranking = Ranking::new(&r, Suit::Clubs);
        assert_eq!(
            ranking.plain_order(Suit::Diamonds),
            cards("ad kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d")
        );
    }

    #[test]
    fn the_joker_is_the_third_best_trump_and_the_ace_of_hearts_fourth() {
        let mut r = RuleSet::preset("45").unwrap();
        r.joker = true;
        assert_eq!(
            order(&r, Suit::Spades),
            cards("5s js joker ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s")
        );
        assert_eq!(
            order(&r, Suit::Hearts),
            cards("5h jh joker ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h")
        );
    }

    #[test]
    fn ten_is_face_puts_the_ten_after_the_queen_in_trump_and_after_the_jack_off_suit() {
        let mut r = RuleSet::preset("auction-45s").unwrap();
        r.ten_is_face = true;
        assert_eq!(
            order(&r, Suit::Clubs),
            cards("5c jc ah ac kc qc 10c 2c 3c 4c 6c 7c 8c 9c")
        );
        assert_eq!(
            order(&r, Suit::Diamonds),
            cards("5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d")
        );
        let ranking = Ranking::new(&r, Suit::Diamonds);
        assert_eq!(
            ranking.plain_order(Suit::Spades),
            cards("as ks qs js 10s 2s 3s 4s 5s 6s 7s 8s 9s")
        );
        r.offsuit_ace = OffsuitAce::Low;
        let ranking = Ranking::new(&r, Suit::Diamonds);
        assert_eq!(
            ranking.plain_order(Suit::Spades),
            cards("ks qs js 10s as 2s 3s 4s 5s 6s 7s 8s 9s")
        );
    }

    #[test]
    fn trump_counts_are_13_with_hearts_and_14_otherwise() {
        let r = RuleSet::default();
        for suit in Suit::ALL {
            let n = Ranking::new(&r, suit).trumps().len();
            assert_eq!(n, if suit == Suit::Hearts { 13 } else { 14 });
        }
    }

    #[test]
    fn the_ace_of_hearts_leads_trump_unless_it_is_also_a_heart() {
        let mut r = RuleSet::preset("120").unwrap();
        let ranking = Ranking::new(&r, Suit::Clubs);
        assert_eq!(ranking.lead_of(Card::ACE_OF_HEARTS), Lead::Trump);
        assert!(!ranking
            .suit_cards(Suit::Hearts)
            .contains(Card::ACE_OF_HEARTS));
        r.ace_of_hearts = AceOfHearts::TrumpAndHeart;
        let ranking = Ranking::new(&r, Suit::Clubs);
        assert_eq!(
            ranking.lead_of(Card::ACE_OF_HEARTS),
            Lead::Plain(Suit::Hearts)
        );
        assert!(ranking
            .suit_cards(Suit::Hearts)
            .contains(Card::ACE_OF_HEARTS));
        assert!(ranking.is_trump(Card::ACE_OF_HEARTS));
    }

    #[test]
    fn trick_winner_is_highest_trump_else_highest_of_suit_led() {
        let r = RuleSet::default();
        let ranking = Ranking::new(&r, Suit::Spades);
        // Source 000 scenario 2, trick 1: 8s 9s 2s ah -> the A♥ wins.
        assert_eq!(ranking.winner(&cards("8s 9s 2s ah")), Some(3));
        // Scenario 1, last trick: Ks led, no trump (hearts trump).
        let ranking = Ranking::new(&r, Suit::Hearts);
        assert_eq!(ranking.winner(&cards("ks qs 10d kc")), Some(0));
        // A higher card of another plain suit never wins.
        // Black plain suit: the 2 beats the 3; the K♣ never wins a spade lead.
        assert_eq!(ranking.winner(&cards("3s kc qd 2s")), Some(3));
        assert_eq!(ranking.winner(&[]), None);
    }
}
