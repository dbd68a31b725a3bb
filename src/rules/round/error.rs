//! Why a round record or its auction can't be as given (docs/rules.md §7-§10).

use crate::rules::table::TableError;
use crate::rules::variant::RuleError;

/// Why an auction can't be as recorded (docs/rules.md §7).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AuctionError {
    #[error("seat {0} is not at the table")]
    UnknownSeat(usize),
    #[error("it was {expected}'s turn to call, not {got}'s: calls go clockwise from the dealer's left, the dealer last")]
    OutOfTurn { expected: String, got: String },
    #[error("the calls stop before {0} called; every player calls once, the dealer last")]
    Incomplete(String),
    #[error("{who} bid {amount}, which is not above the standing bid of {standing}; a bid must be higher, or pass")]
    NotHigher {
        who: String,
        amount: u8,
        standing: u8,
    },
    #[error("{who} bid {amount}: {why}")]
    BadAmount {
        who: String,
        amount: u8,
        why: String,
    },
    /// A call written so it can't be read: no `:`, a team for a player,
    /// not a number.
    #[error("{}", bad_call(.who, .call, .why))]
    BadCall {
        who: String,
        /// The call as written, when there was one.
        call: Option<String>,
        why: String,
    },
    #[error("{0} can't hold: only the dealer may hold, and only when these rules allow it (dealer_may_hold) and someone else has bid")]
    HoldNotAllowed(String),
    #[error("{0} already holds the high bid and can't call again until raised")]
    AlreadyHigh(String),
    #[error("{0} has passed and is out of the auction")]
    AlreadyPassed(String),
    #[error("the auction was over before {0}'s call ({1})")]
    TooLong(String, &'static str),
    #[error("the auction says {auction}, but the round records {recorded}; fix one of them")]
    Disagrees { auction: String, recorded: String },
}

fn bad_call(who: &str, call: &Option<String>, why: &str) -> String {
    match call {
        Some(call) => format!("{who}'s call '{call}' can't be read: {why}"),
        None => format!("'{who}' can't be read as a call: {why}"),
    }
}

/// An auction error said as one about the auction, without saying "the
/// auction" twice when its own words start with them.
fn auction_message(err: &AuctionError) -> String {
    let text = err.to_string();
    if text.starts_with("the auction") {
        text
    } else {
        format!("the auction: {text}")
    }
}

/// A round record that can't be true, or can't be scored as given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    #[error("the tricks add up to {0}, not 5; every trick of the round goes to one side")]
    TrickTotal(u32),
    #[error(
        "{0} trick winners are listed; give the side that took each of the 5 tricks, in order"
    )]
    WinnersCount(usize),
    #[error("side {0} is not at the table")]
    UnknownSide(usize),
    #[error("seat {0} is not at the table")]
    UnknownSeat(usize),
    #[error("{0} is given twice; give each side's tricks once (a player counts for their side)")]
    SideTwice(String),
    #[error("{side} {why}, so it can't take tricks or bid this round")]
    NotPlaying { side: String, why: &'static str },
    #[error("the best card is given to {0}, who took no trick; the best card's trick is one of the tricks taken")]
    BestWithoutTrick(String),
    #[error("the best card scores 5 in these rules: say who took it")]
    BestMissing,
    #[error(
        "{player} plays for {plays_for}, not {side}; name the bidder's side or the player who bid"
    )]
    BidderNotOnSide {
        player: String,
        plays_for: String,
        side: String,
    },
    #[error("a bid of {0} is not a multiple of 5; bids go 15, 20, 25, 30 (from the lowest bid the rules allow)")]
    BidNotFive(u8),
    #[error("a bid of {amount} is below the lowest bid, {min}; bid {min} or more")]
    BidTooLow { amount: u8, min: u8 },
    #[error("a bid of {0} is above 30, the most a round is worth; bid 30 or less{1}")]
    BidTooHigh(u8, &'static str),
    #[error("a bid of 60 needs the rule sixty_for_one_twenty")]
    SixtyNotAllowed,
    #[error("{side} can't bid 60: only a side in the hole (below 0) may, and it has {score}")]
    SixtyNotInHole { side: String, score: i32 },
    #[error("a bagged dealer bids exactly {min}, not {amount}")]
    BaggedAmount { amount: u8, min: u8 },
    #[error("only the dealer ({dealer}) can be bagged; {bidder} was not dealing")]
    BaggedNotDealer { dealer: String, bidder: String },
    #[error("these rules throw the hand in when everyone passes (all_pass = redeal): nobody is bagged; record a thrown-in hand instead")]
    BaggedWhenRedeal,
    #[error("these rules ({0}) have no bidding: give the tricks and the best card")]
    BidWithoutBidding(String),
    #[error("who bid, and how much?")]
    BidMissing,
    #[error(
        "a hand is thrown in only in a bidding game with all_pass = redeal, when everyone passed"
    )]
    ThrownInNotAllowed,
    #[error("a thrown-in hand has no bid, tricks, best card or renege")]
    ThrownInWithPlay,
    #[error(
        "{player} plays for {plays_for}, not {side}; name the player who reneged or their side"
    )]
    RenegerNotOnSide {
        player: String,
        plays_for: String,
        side: String,
    },
    #[error("{}", auction_message(.0))]
    Auction(AuctionError),
    #[error("{0}: the auction is needed to know who bid")]
    NeedAuction(String),
    #[error(
        "{0} reached the target together and the tie-break ({1}) needs the order of the tricks"
    )]
    NeedTrickOrder(String, &'static str),
    #[error("the game is over ({0}); start a new game, or undo the last round")]
    GameFinished(String),
    #[error("it is {expected}'s deal, not {got}'s: the deal passes to the left")]
    WrongDealer { expected: String, got: String },
    #[error("{0}")]
    Table(TableError),
    #[error("{0}")]
    Rules(RuleError),
    #[error("{0}")]
    StartScore(String),
    #[error("round {round}: {source}")]
    AtRound {
        round: usize,
        source: Box<RoundError>,
    },
}

impl From<AuctionError> for RoundError {
    fn from(e: AuctionError) -> RoundError {
        RoundError::Auction(e)
    }
}

impl From<TableError> for RoundError {
    fn from(e: TableError) -> RoundError {
        RoundError::Table(e)
    }
}
