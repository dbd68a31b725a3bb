//! Cards, suits, ranks and their notation. Nothing here knows about trump.
//!
//! A card is one of the 52 standard cards or the joker. A set of cards fits in
//! a 64-bit mask ([`CardSet`]), which keeps every legality query a handful of
//! bit operations.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A suit. The order (clubs, diamonds, hearts, spades) is only used for
/// storage and display; it has no meaning in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Clubs ♣, a black suit: its spot cards rank lowest first (2 above 10).
    Clubs,
    /// Diamonds ♦, a red suit: its spot cards rank highest first.
    Diamonds,
    /// Hearts ♥, a red suit; its ace is a trump whatever the trump suit.
    Hearts,
    /// Spades ♠, a black suit: its spot cards rank lowest first (2 above 10).
    Spades,
}

impl Suit {
    /// The four suits in storage order: clubs, diamonds, hearts, spades.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's place in [`Suit::ALL`], 0 to 3.
    pub fn index(self) -> usize {
        self as usize
    }

    pub(crate) fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    /// The lower-case letter used in notation and JSON: `c d h s`.
    pub(crate) fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// The suit's symbol: `♣ ♦ ♥ ♠`.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The plural name: "clubs", "diamonds", "hearts", "spades".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The singular name: "club", "diamond", "heart", "spade".
    pub(crate) fn singular(self) -> &'static str {
        let name = self.name();
        &name[..name.len() - 1]
    }

    fn from_token(token: &str) -> Option<Suit> {
        let t = token.trim().to_lowercase();
        Some(match t.as_str() {
            "c" | "♣" | "♧" | "club" | "clubs" => Suit::Clubs,
            "d" | "♦" | "♢" | "diamond" | "diamonds" => Suit::Diamonds,
            "h" | "♥" | "♡" | "heart" | "hearts" => Suit::Hearts,
            "s" | "♠" | "♤" | "spade" | "spades" => Suit::Spades,
            _ => return None,
        })
    }
}

impl fmt::Display for Suit {
    /// `{}` prints the symbol, `{:#}` the letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}", self.letter())
        } else {
            write!(f, "{}", self.symbol())
        }
    }
}

impl FromStr for Suit {
    type Err = CardError;
    fn from_str(s: &str) -> Result<Suit, CardError> {
        Suit::from_token(s).ok_or_else(|| CardError::UnknownSuit(s.trim().to_string()))
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Suit, D::Error> {
        let s = String::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A rank, 2 to ace. The numeric value is the face value (J = 11, Q = 12,
/// K = 13, A = 14); how ranks compare depends on trump and the rules, see
/// `ranking`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// The 2, or deuce.
    Two = 2,
    /// The 3.
    Three,
    /// The 4.
    Four,
    /// The 5: of the trump suit, the best card in the game.
    Five,
    /// The 6.
    Six,
    /// The 7.
    Seven,
    /// The 8.
    Eight,
    /// The 9.
    Nine,
    /// The 10, also written T.
    Ten,
    /// The jack: of the trump suit, the second-best card.
    Jack,
    /// The queen.
    Queen,
    /// The king.
    King,
    /// The ace; the A♥ is always a trump, the third best (fourth with the joker).
    Ace,
}

impl Rank {
    /// The thirteen ranks, 2 to ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The face value: 2 to 10, J 11, Q 12, K 13, A 14.
    pub fn value(self) -> u8 {
        self as u8
    }

    fn from_value(v: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(v.checked_sub(2)?)).copied()
    }

    /// How the rank is written: `2` to `10`, `J`, `Q`, `K`, `A`.
    pub fn symbol(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    fn from_token(token: &str) -> Option<Rank> {
        let t = token.trim().to_lowercase();
        Some(match t.as_str() {
            "2" | "two" | "deuce" => Rank::Two,
            "3" | "three" => Rank::Three,
            "4" | "four" => Rank::Four,
            "5" | "five" => Rank::Five,
            "6" | "six" => Rank::Six,
            "7" | "seven" => Rank::Seven,
            "8" | "eight" => Rank::Eight,
            "9" | "nine" => Rank::Nine,
            "10" | "t" | "ten" => Rank::Ten,
            "j" | "jack" => Rank::Jack,
            "q" | "queen" => Rank::Queen,
            "k" | "king" => Rank::King,
            "a" | "ace" => Rank::Ace,
            _ => return None,
        })
    }
}

/// One card: a standard card or the joker. Stored as its index 0..=52
/// (suit × 13 + rank − 2; the joker is 52).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The joker, when the rules use it (knob `joker`): the third-best trump.
    pub const JOKER: Card = Card(52);
    /// The ace of hearts, a trump under every trump suit.
    pub const ACE_OF_HEARTS: Card = Card::new(Rank::Ace, Suit::Hearts);

    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + (rank as u8 - 2))
    }

    /// The card with this index (0..=52), if there is one.
    pub(crate) fn from_index(index: u8) -> Option<Card> {
        (index <= 52).then_some(Card(index))
    }

    /// The card's index, 0 to 52 (suit × 13 + rank − 2; the joker is 52): a place in a table of
    /// cards.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Whether this is the joker.
    pub fn is_joker(self) -> bool {
        self.0 == 52
    }

    /// The printed suit; `None` for the joker.
    pub fn suit(self) -> Option<Suit> {
        (!self.is_joker()).then(|| Suit::ALL[usize::from(self.0 / 13)])
    }

    /// The printed rank; `None` for the joker.
    pub(crate) fn rank(self) -> Option<Rank> {
        if self.is_joker() {
            None
        } else {
            Rank::from_value(self.0 % 13 + 2)
        }
    }

    /// Every card of the 52-card pack, then the joker.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..=52).map(Card)
    }

    /// The notation used in JSON and files: `10h`, `Ah`, `5s`, `Joker`.
    pub fn notation(self) -> String {
        format!("{self:#}")
    }

    /// How the card is written for a person, with symbols or letters.
    pub fn display(self, ascii: bool) -> String {
        if ascii {
            format!("{self:#}")
        } else {
            format!("{self}")
        }
    }
}

impl fmt::Display for Card {
    /// `{}` prints `10♥`, `{:#}` prints `10h`; the joker is `Joker`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) if f.alternate() => write!(f, "{}{:#}", rank.symbol(), suit),
            (Some(rank), Some(suit)) => write!(f, "{}{}", rank.symbol(), suit),
            _ => f.write_str("Joker"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:#}")
    }
}

/// A card or a list of cards that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardError {
    #[error("'{0}' is not a card. Write a rank (2-10 or T, J, Q, K, A) then a suit (c, d, h, s or ♣ ♦ ♥ ♠), e.g. 10h, Js, a♥, or 'joker'")]
    /// The text is not a card: the text.
    NotACard(String),
    #[error(
        "'{0}' is not a suit. Write clubs, diamonds, hearts or spades (or c, d, h, s, or ♣ ♦ ♥ ♠)"
    )]
    /// The text is not a suit: the text.
    UnknownSuit(String),
    #[error("no card given. Write cards separated by commas or spaces, e.g. \"5h,jh,2c\"")]
    /// No card was given.
    Empty,
    #[error("the {0} is listed twice; each card is in the pack only once")]
    /// A card is listed twice: the card.
    Duplicate(Card),
}

impl FromStr for Card {
    type Err = CardError;

    /// Accepts `10h`, `Th`, `AH`, `a♥`, `10 of hearts`, `ten of hearts`,
    /// `10-h`, `joker`, `jk`, in any case.
    fn from_str(input: &str) -> Result<Card, CardError> {
        let not_a_card = || CardError::NotACard(input.trim().to_string());
        let t = input.trim().to_lowercase();
        if t.is_empty() {
            return Err(not_a_card());
        }
        if matches!(t.as_str(), "joker" | "jk" | "jkr" | "the joker") {
            return Ok(Card::JOKER);
        }
        // "10 of hearts", "ace of spades"
        if let Some((rank, suit)) = t.split_once(" of ") {
            let rank = Rank::from_token(rank).ok_or_else(not_a_card)?;
            let suit = Suit::from_token(suit).ok_or_else(not_a_card)?;
            return Ok(Card::new(rank, suit));
        }
        // The suit is the last character (a letter or a symbol); between
        // the rank and the suit one separator may stand ("10-h", "10 h"),
        // nothing else: "5h-" or "1 0h" is a typo, not a card.
        let last = t.chars().last().ok_or_else(not_a_card)?;
        let suit = Suit::from_token(&last.to_string()).ok_or_else(not_a_card)?;
        let before = t[..t.len() - last.len_utf8()].trim_end();
        let rank_part = before
            .strip_suffix(['-', '_', '/', '.'])
            .map_or(before, str::trim_end);
        if rank_part.is_empty()
            || rank_part
                .chars()
                .any(|c| c.is_whitespace() || matches!(c, '-' | '_' | '/' | '.'))
        {
            return Err(not_a_card());
        }
        let rank = Rank::from_token(rank_part).ok_or_else(not_a_card)?;
        Ok(Card::new(rank, suit))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.notation())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let s = String::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Reads a list of cards: separated by commas, or by spaces when there are no
/// commas ("5h jh ah", "5h, jh, ah", "10 of hearts, jack of clubs").
/// Keeps the order given; a card listed twice is an error.
pub fn parse_cards(input: &str) -> Result<Vec<Card>, CardError> {
    let mut cards = Vec::new();
    let pieces: Vec<&str> = if input.contains(',') || input.contains(';') {
        input.split([',', ';']).collect()
    } else {
        vec![input]
    };
    for piece in pieces {
        let piece = piece.trim();
        if piece.is_empty() {
            continue;
        }
        match piece.parse::<Card>() {
            Ok(card) => cards.push(card),
            // "5h jh ah": a piece holding several cards separated by spaces.
            Err(err) => {
                let words: Vec<&str> = piece.split_whitespace().collect();
                if words.len() < 2 {
                    return Err(err);
                }
                for word in words {
                    cards.push(word.parse()?);
                }
            }
        }
    }
    if cards.is_empty() {
        return Err(CardError::Empty);
    }
    let mut seen = CardSet::EMPTY;
    for &card in &cards {
        if seen.contains(card) {
            return Err(CardError::Duplicate(card));
        }
        seen.insert(card);
    }
    Ok(cards)
}

/// A set of cards, such as a hand or the cards still out.
///
/// Built with [`CardSet::of`] or by collecting cards; read with
/// [`CardSet::contains`] and [`CardSet::iter`]. The mask inside (one bit per
/// card of the 53, by [`Card::index`]) stays the crate's own, so its layout
/// can change without breaking a program using the library.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(pub(crate) u64);

impl CardSet {
    /// No card.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set holding these cards.
    pub fn of(cards: &[Card]) -> CardSet {
        cards.iter().copied().collect()
    }

    /// Whether the card is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds the card (nothing when already in).
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    /// Takes the card out (nothing when not in).
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }

    /// Whether the set holds no card.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many cards the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The cards in either set.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub(crate) fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in this set and not in `other`.
    pub fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards in index order (clubs, diamonds, hearts, spades, joker).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(index))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn notation_accepts_every_documented_form() {
        let ten_h = Card::new(Rank::Ten, Suit::Hearts);
        for form in [
            "10h",
            "Th",
            "th",
            "10H",
            "10♥",
            "10 of hearts",
            "Ten of Hearts",
            "10-h",
            "10 h",
            "10/h",
            " 10h ",
        ] {
            assert_eq!(card(form), ten_h, "{form}");
        }
        let ace_h = Card::ACE_OF_HEARTS;
        for form in ["Ah", "AH", "a♥", "ace of hearts", "A♡"] {
            assert_eq!(card(form), ace_h, "{form}");
        }
        for form in ["joker", "JK", "Joker"] {
            assert_eq!(card(form), Card::JOKER, "{form}");
        }
    }

    #[test]
    fn notation_rejects_cards_that_do_not_exist() {
        for bad in [
            "",
            "11h",
            "1x",
            "1h",
            "zz",
            "h",
            "10",
            "0h",
            "jokers",
            "5 of stars",
        ] {
            assert!(bad.parse::<Card>().is_err(), "{bad} should be rejected");
        }
    }

    #[test]
    fn notation_refuses_stray_marks_a_typo_leaves() {
        // Each of these once read as a real card: a typo must be refused,
        // not become the 5♥ or the 10♥ in a ruling.
        for bad in ["5h-", "5h.", "5h/", "1 0h", "-5h", "5--h", "1-0h", "5.h."] {
            assert_eq!(
                bad.parse::<Card>(),
                Err(CardError::NotACard(bad.to_string())),
                "{bad} should be refused"
            );
        }
    }

    #[test]
    fn every_card_round_trips_through_its_notation_and_symbols() {
        for c in Card::all() {
            assert_eq!(card(&c.notation()), c);
            assert_eq!(card(&c.to_string()), c);
        }
        assert_eq!(Card::all().count(), 53);
    }

    #[test]
    fn card_lists_take_commas_or_spaces_and_refuse_duplicates() {
        let want = vec![card("5h"), card("jh"), card("2c")];
        assert_eq!(parse_cards("5h,jh,2c").unwrap(), want);
        assert_eq!(parse_cards("5h jh 2c").unwrap(), want);
        assert_eq!(parse_cards("5h, jh ,2c").unwrap(), want);
        assert_eq!(
            parse_cards("5 of hearts, jack of hearts, two of clubs").unwrap(),
            want
        );
        assert_eq!(
            parse_cards("5h,JH,5h"),
            Err(CardError::Duplicate(card("5h")))
        );
        assert_eq!(parse_cards(" , "), Err(CardError::Empty));
    }

    #[test]
    fn card_set_iterates_what_it_holds() {
        let cards = parse_cards("5h,jh,2c,joker").unwrap();
        let set = CardSet::of(&cards);
        assert_eq!(set.len(), 4);
        assert!(set.contains(Card::JOKER));
        let mut sorted = cards.clone();
        sorted.sort();
        assert_eq!(set.iter().collect::<Vec<_>>(), sorted);
    }
}
