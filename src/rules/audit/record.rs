//! A round's play as written down: names as typed, nothing checked yet, and
//! the reasons a record can't be a true round.

use crate::rules::card::{Card, Suit};
use crate::rules::play::MAX_PLAYERS;
use crate::rules::variant::RuleSet;

/// A round as written down: names as typed, nothing checked yet.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayRecord {
    pub rules: RuleSet,
    pub trump: Suit,
    /// Clockwise; the player on X's left is the next one in the list.
    pub seats: Vec<String>,
    /// `None`: every player for themself.
    pub teams: Option<Vec<Vec<String>>>,
    pub dealer: String,
    pub bidder: Option<String>,
    pub bid: Option<u32>,
    pub bagged: bool,
    /// The hands known, each player's five cards after the draw.
    pub hands: Vec<HandRecord>,
    pub tricks: Vec<TrickRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    pub player: String,
    pub cards: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickRecord {
    pub leader: String,
    /// In play order, the leader's card first.
    pub cards: Vec<Card>,
}

/// Where in a [`PlayRecord`] an error lies, so that a file reader can name
/// the line. Indices are 0-based into the record's lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Rules,
    Seats,
    Seat(usize),
    Teams,
    /// Team, then member.
    TeamMember(usize, usize),
    Dealer,
    Bidder,
    Bid,
    Bagged,
    Hand(usize),
    /// Hand, then card.
    HandCard(usize, usize),
    Tricks,
    Trick(usize),
    Leader(usize),
    /// Trick, then card.
    TrickCard(usize, usize),
}

/// A record that cannot be a true round of play. Trick numbers in messages
/// count from 1, as players do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayRecordError {
    #[error("a round needs 2 to {MAX_PLAYERS} players, and {0} are seated")]
    SeatCount(usize),
    #[error("a seat has no name; give every player a name")]
    EmptyName { seat: usize },
    #[error("{name} is seated twice (names are compared in any case); give each player one seat")]
    DuplicateSeat { seat: usize, name: String },
    #[error("{what} names '{name}', who is not seated{hint}. The seats are {seats}")]
    UnknownPlayer {
        place: Place,
        what: String,
        name: String,
        hint: String,
        seats: String,
    },
    #[error("{name} is in two teams")]
    TwiceInTeams { place: Place, name: String },
    #[error("{name} is seated but in no team; with teams, every player is in one")]
    NotInTeam { name: String },
    #[error("teams need at least two teams of equal size, seated alternately; {0}")]
    BadTeams(String),
    #[error("{0} is a game with bidding, and no bidder is given")]
    MissingBidder(String),
    #[error("{0} is a game with bidding, and no bid is given")]
    MissingBid(String),
    #[error("the first lead ({0}) depends on the bidder, and no bidder is given")]
    LeadNeedsBidder(String),
    #[error("{rules} has no bidding: remove the {field}")]
    NoBidding {
        place: Place,
        rules: String,
        field: &'static str,
    },
    #[error("{bid} is not a bid under these rules; bids are {allowed}")]
    BadBid { bid: u32, allowed: String },
    #[error("a bagged dealer bids the minimum: {dealer} dealt, so the bagged bid is {dealer}'s {min_bid}")]
    BadBagged { dealer: String, min_bid: u8 },
    #[error("the dealer is bagged, but these rules throw the hand in when everyone passes (all_pass redeal)")]
    BaggedUnderRedeal,
    #[error("{player}'s hand is given twice")]
    HandTwice { hand: usize, player: String },
    #[error("{player}'s hand has {count} cards; give the five cards held after the draw")]
    HandSize {
        hand: usize,
        player: String,
        count: usize,
    },
    #[error("the {card} is in {player}'s hand twice")]
    CardTwiceInHand {
        hand: usize,
        card: Card,
        player: String,
    },
    #[error("the {card} is in both {first}'s and {second}'s hands; a card is in the pack once")]
    CardInTwoHands {
        hand: usize,
        card: Card,
        first: String,
        second: String,
    },
    #[error("the joker is not in the pack under these rules")]
    JokerOff { place: Place },
    #[error("no trick given")]
    NoTricks,
    #[error("{0} tricks given, but a round has five (one per card in a hand)")]
    TooManyTricks(usize),
    #[error("trick {} has no cards; list the cards played to it in play order, the leader's first, or remove the empty [[tricks]] entry", .trick + 1)]
    EmptyTrick { trick: usize },
    #[error("trick {} has {count} cards but there are {players} players: one card from each, the leader's first{}", .trick + 1, if .count < .players { " (only the last trick may be still in play)" } else { "" })]
    TrickSize {
        trick: usize,
        count: usize,
        players: usize,
    },
    #[error("trick {} is led by {leader}, but {expected}", .trick + 1)]
    OutOfTurn {
        trick: usize,
        leader: String,
        expected: String,
    },
    #[error("the {card} is played at trick {} and again at trick {}; a card is in the pack once", .first + 1, .trick + 1)]
    PlayedTwice {
        trick: usize,
        position: usize,
        card: Card,
        first: usize,
    },
    #[error("at trick {}, {player} plays the {card}, but it is in {holder}'s hand as given", .trick + 1)]
    InOthersHand {
        trick: usize,
        position: usize,
        card: Card,
        player: String,
        holder: String,
    },
    #[error("at trick {}, {player} plays the {card}, which is not in {player}'s hand as given", .trick + 1)]
    NotInHand {
        trick: usize,
        position: usize,
        card: Card,
        player: String,
    },
}

impl PlayRecordError {
    /// The part of the record to fix.
    pub fn place(&self) -> Place {
        use PlayRecordError::*;
        match *self {
            SeatCount(_) => Place::Seats,
            EmptyName { seat } | DuplicateSeat { seat, .. } => Place::Seat(seat),
            UnknownPlayer { place, .. } | TwiceInTeams { place, .. } => place,
            NotInTeam { .. } | BadTeams(_) => Place::Teams,
            MissingBidder(_) | LeadNeedsBidder(_) => Place::Rules,
            MissingBid(_) => Place::Bidder,
            NoBidding { place, .. } => place,
            BadBid { .. } => Place::Bid,
            BadBagged { .. } | BaggedUnderRedeal => Place::Bagged,
            HandTwice { hand, .. } | HandSize { hand, .. } => Place::Hand(hand),
            CardTwiceInHand { hand, .. } | CardInTwoHands { hand, .. } => Place::Hand(hand),
            JokerOff { place } => place,
            NoTricks | TooManyTricks(_) => Place::Tricks,
            TrickSize { trick, .. } | EmptyTrick { trick } => Place::Trick(trick),
            OutOfTurn { trick, .. } => Place::Leader(trick),
            PlayedTwice {
                trick, position, ..
            }
            | InOthersHand {
                trick, position, ..
            }
            | NotInHand {
                trick, position, ..
            } => Place::TrickCard(trick, position),
        }
    }
}
