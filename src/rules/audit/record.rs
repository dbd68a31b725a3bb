//! A round's play as written down: names as typed, nothing checked yet, and
//! the reasons a record can't be a true round.

use crate::rules::card::{Card, Suit};
use crate::rules::play::MAX_PLAYERS;
use crate::rules::variant::RuleSet;

/// A round as written down: names as typed, nothing checked yet.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayRecord {
    /// The rules the round was played under: they decide which plays were legal.
    pub rules: RuleSet,
    /// The trump suit named for the round.
    pub trump: Suit,
    /// Clockwise; the player on X's left is the next one in the list.
    pub seats: Vec<String>,
    /// `None`: every player for themself.
    pub teams: Option<Vec<Vec<String>>>,
    /// Who dealt, as seated in [`PlayRecord::seats`].
    pub dealer: String,
    /// Who won the auction; `None` in a game without bidding.
    pub bidder: Option<String>,
    /// The winning bid, in points; `None` without bidding.
    pub bid: Option<u32>,
    /// Everyone passed and the dealer was made to bid the minimum.
    pub bagged: bool,
    /// The hands known, each player's five cards after the draw.
    pub hands: Vec<HandRecord>,
    /// The tricks in the order played; the last may be unfinished.
    pub tricks: Vec<TrickRecord>,
}

/// One player's hand as written down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    /// Who held it, as seated.
    pub player: String,
    /// The five cards held after the draw.
    pub cards: Vec<Card>,
}

/// One trick as written down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickRecord {
    /// Who led it, as seated.
    pub leader: String,
    /// In play order, the leader's card first.
    pub cards: Vec<Card>,
}

/// Where in a [`PlayRecord`] an error lies, so that a file reader can name
/// the line. Indices are 0-based into the record's lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The rules chosen.
    Rules,
    /// The list of seats as a whole.
    Seats,
    /// One seat, by its index.
    Seat(usize),
    /// The teams as a whole.
    Teams,
    /// Team, then member.
    TeamMember(usize, usize),
    /// The dealer.
    Dealer,
    /// The bidder.
    Bidder,
    /// The bid.
    Bid,
    /// Whether the dealer was bagged.
    Bagged,
    /// One hand, by its index.
    Hand(usize),
    /// Hand, then card.
    HandCard(usize, usize),
    /// The list of tricks as a whole.
    Tricks,
    /// One trick, by its index.
    Trick(usize),
    /// The leader of one trick, by the trick's index.
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
    /// Too few or too many players: the number seated.
    SeatCount(usize),
    #[error("a seat has no name; give every player a name")]
    /// A seat's name is blank.
    EmptyName {
        /// The seat, 0-based.
        seat: usize,
    },
    #[error("{name} is seated twice (names are compared in any case); give each player one seat")]
    /// Two seats carry the same name.
    DuplicateSeat {
        /// The second of the two seats, 0-based.
        seat: usize,
        /// The name seated twice.
        name: String,
    },
    #[error("{what} names '{name}', who is not seated{hint}. The seats are {seats}")]
    /// A name in the record is not one of the seats.
    UnknownPlayer {
        /// Where the name was written.
        place: Place,
        /// What the name was given as ("bidder", "team 1", "a hand").
        what: String,
        /// The name as written.
        name: String,
        /// A "did you mean" for a near miss among the seats, or empty.
        hint: String,
        /// The seated names, listed for the message.
        seats: String,
    },
    #[error("{name} is in two teams")]
    /// A player is listed in two teams.
    TwiceInTeams {
        /// Where the second listing is.
        place: Place,
        /// The player.
        name: String,
    },
    #[error("{name} is seated but in no team; with teams, every player is in one")]
    /// With teams given, a seated player is in none of them.
    NotInTeam {
        /// The player left out.
        name: String,
    },
    #[error("teams need at least two teams of equal size, seated alternately; {0}")]
    /// The teams are unequal, too few, or not seated alternately: why.
    BadTeams(String),
    #[error("{0} is a game with bidding, and no bidder is given")]
    /// A bidding game with no bidder: the rules' name.
    MissingBidder(String),
    #[error("{0} is a game with bidding, and no bid is given")]
    /// A bidding game with no bid: the rules' name.
    MissingBid(String),
    #[error("the first lead ({0}) depends on the bidder, and no bidder is given")]
    /// Who leads first depends on the bidder, who is not given: the rule.
    LeadNeedsBidder(String),
    #[error("{rules} has no bidding: remove the {field}")]
    /// A bidder, bid or bagged dealer is given in a game without bidding.
    NoBidding {
        /// The field to remove.
        place: Place,
        /// The rules' name.
        rules: String,
        /// The field's name as written in a round file.
        field: &'static str,
    },
    #[error("{bid} is not a bid under these rules; bids are {allowed}")]
    /// The bid is not one these rules allow.
    BadBid {
        /// The bid given.
        bid: u32,
        /// The bids allowed, listed for the message.
        allowed: String,
    },
    #[error("a bagged dealer bids the minimum: {dealer} dealt, so the bagged bid is {dealer}'s {min_bid}")]
    /// A bagged dealer is given a bid other than the minimum, or is not the bidder.
    BadBagged {
        /// The dealer.
        dealer: String,
        /// The minimum bid, the only one a bagged dealer makes.
        min_bid: u8,
    },
    #[error("the dealer is bagged, but these rules throw the hand in when everyone passes (all_pass redeal)")]
    /// The dealer is bagged, but these rules redeal when everyone passes.
    BaggedUnderRedeal,
    #[error("{player}'s hand is given twice")]
    /// One player's hand is given twice.
    HandTwice {
        /// The second hand, 0-based.
        hand: usize,
        /// The player.
        player: String,
    },
    #[error("{player}'s hand has {count} cards; give the five cards held after the draw")]
    /// A hand does not hold five cards.
    HandSize {
        /// The hand, 0-based.
        hand: usize,
        /// Whose hand.
        player: String,
        /// How many cards it holds.
        count: usize,
    },
    #[error("the {card} is in {player}'s hand twice")]
    /// A card is listed twice in one hand.
    CardTwiceInHand {
        /// The hand, 0-based.
        hand: usize,
        /// The card.
        card: Card,
        /// Whose hand.
        player: String,
    },
    #[error("the {card} is in both {first}'s and {second}'s hands; a card is in the pack once")]
    /// A card is in two players' hands.
    CardInTwoHands {
        /// The second hand holding it, 0-based.
        hand: usize,
        /// The card.
        card: Card,
        /// The first player holding it.
        first: String,
        /// The second player holding it.
        second: String,
    },
    #[error("the joker is not in the pack under these rules")]
    /// The joker appears, but these rules play without it.
    JokerOff {
        /// Where it appears.
        place: Place,
    },
    #[error("no trick given")]
    /// The record has no trick.
    NoTricks,
    #[error("{0} tricks given, but a round has five (one per card in a hand)")]
    /// More than five tricks: how many.
    TooManyTricks(usize),
    #[error("trick {} has no cards; list the cards played to it in play order, the leader's first, or remove the empty [[tricks]] entry", .trick + 1)]
    /// A trick lists no card.
    EmptyTrick {
        /// The trick, 0-based.
        trick: usize,
    },
    #[error("trick {} has {count} cards but there are {players} players: one card from each, the leader's first{}", .trick + 1, if .count < .players { " (only the last trick may be still in play)" } else { "" })]
    /// A trick has more cards than players, or a trick before the last has fewer.
    TrickSize {
        /// The trick, 0-based.
        trick: usize,
        /// Cards listed in it.
        count: usize,
        /// Players seated.
        players: usize,
    },
    #[error("trick {} is led by {leader}, but {expected}", .trick + 1)]
    /// A trick is led by someone other than the rules' first leader or the last trick's winner.
    OutOfTurn {
        /// The trick, 0-based.
        trick: usize,
        /// Who the record says led.
        leader: String,
        /// Who should have led, and why, for the message.
        expected: String,
    },
    #[error("the {card} is played at trick {} and again at trick {}; a card is in the pack once", .first + 1, .trick + 1)]
    /// A card is played twice in the round.
    PlayedTwice {
        /// The trick of the second play, 0-based.
        trick: usize,
        /// Its place in that trick's play order, 0-based.
        position: usize,
        /// The card.
        card: Card,
        /// The trick of the first play, 0-based.
        first: usize,
    },
    #[error("at trick {}, {player} plays the {card}, but it is in {holder}'s hand as given", .trick + 1)]
    /// A player plays a card the record puts in another player's hand.
    InOthersHand {
        /// The trick, 0-based.
        trick: usize,
        /// The card's place in the trick's play order, 0-based.
        position: usize,
        /// The card played.
        card: Card,
        /// Who played it.
        player: String,
        /// Whose hand it is in as given.
        holder: String,
    },
    #[error("at trick {}, {player} plays the {card}, which is not in {player}'s hand as given", .trick + 1)]
    /// A player whose hand is given plays a card not in it.
    NotInHand {
        /// The trick, 0-based.
        trick: usize,
        /// The card's place in the trick's play order, 0-based.
        position: usize,
        /// The card played.
        card: Card,
        /// Who played it.
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
