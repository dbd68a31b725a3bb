//! Why a round record or its auction can't be as given (docs/rules.md §7-§10).

use crate::rules::table::TableError;
use crate::rules::variant::RuleError;

/// Why an auction can't be as recorded (docs/rules.md §7).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AuctionError {
    /// A call by a seat number past the table's last player (the number):
    /// a record made for another table.
    #[error("seat {0} is not at the table")]
    UnknownSeat(usize),
    /// A call by someone other than the player whose turn it was: the
    /// first time round, clockwise from the dealer's left; after it (under
    /// `dealer_may_hold`), the high bidder can't be skipped. The calling
    /// order of the round is said with it, since it hangs on who dealt.
    #[error("it was {expected}'s turn to call, not {got}'s: calls go {} this round, clockwise from the dealer's left, the dealer last", .order.join(", "))]
    OutOfTurn {
        /// The player whose turn it was.
        expected: String,
        /// The player the record has calling instead.
        got: String,
        /// Every player who calls this round, in calling order: the
        /// dealer's left first, the dealer last.
        order: Vec<String>,
    },
    /// Calls that end before every playing seat has called once (the
    /// first player missing): the auction can't be settled without them.
    #[error("the calls stop before {0} called; every player calls once, the dealer last")]
    Incomplete(String),
    /// A bid at or below the standing bid; only the dealer may take it at
    /// the same value, and then by holding (`dealer_may_hold`).
    #[error("{who} bid {amount}, which is not above the standing bid of {standing}; a bid must be higher, or pass")]
    NotHigher {
        /// The player who bid.
        who: String,
        /// Their bid, in points.
        amount: u8,
        /// The standing bid it had to beat.
        standing: u8,
    },
    /// A bid the rules never allow, whatever was bid before: not a
    /// multiple of 5, below `min_bid`, above 30, or a 60 not allowed
    /// ([`check_bid_amount`](super::check_bid_amount)).
    #[error("{who} bid {amount}: {why}")]
    BadAmount {
        /// The player who bid.
        who: String,
        /// Their bid, in points.
        amount: u8,
        /// The amount check's refusal, in words.
        why: String,
    },
    /// A call written so it can't be read: no `:`, a team for a player,
    /// not a number.
    #[error("{}", bad_call(.who, .call, .why))]
    BadCall {
        /// The name before the `:`, or the whole part when it has no `:`.
        who: String,
        /// The call as written, when there was one.
        call: Option<String>,
        /// Why it can't be read, and what to write instead.
        why: String,
    },
    /// A hold by someone other than the dealer, under rules without
    /// `dealer_may_hold`, with no bid standing, or by a dealer who already
    /// holds the high bid (the player's name).
    #[error("{0} can't hold: only the dealer may hold, and only when these rules allow it (dealer_may_hold) and someone else has bid")]
    HoldNotAllowed(String),
    /// A call, after the first time round, by the player who already holds
    /// the high bid: they wait until someone raises it.
    #[error("{0} already holds the high bid and can't call again until raised")]
    AlreadyHigh(String),
    /// A call, after the first time round, by a player who passed: a pass
    /// is final for the round.
    #[error("{0} has passed and is out of the auction")]
    AlreadyPassed(String),
    /// Calls after the auction ended: the player of the first call too
    /// many, and why it had ended (every player called once without
    /// `dealer_may_hold`; with it, everyone passed or only the high bidder
    /// was left).
    #[error("the auction was over before {0}'s call ({1})")]
    TooLong(String, &'static str),
    /// A round that gives its auction and its bid, when the calls settle
    /// a different winner, amount, bagged dealer or thrown-in hand.
    #[error("the auction says {auction}, but the round records {recorded}; fix one of them")]
    Disagrees {
        /// What the calls settled: "Ann won at 20", "everyone passed, ...".
        auction: String,
        /// The bid the round records: "Ann 20", "Dan 15 (bagged)", "a
        /// thrown-in hand".
        recorded: String,
    },
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
#[non_exhaustive]
pub enum RoundError {
    /// Trick counts that don't add up to 5 (their total): every trick of
    /// the round went to exactly one side.
    #[error("the tricks add up to {0}, not 5; every trick of the round goes to one side")]
    TrickTotal(u32),
    /// An order of the tricks ([`Tricks::Winners`](super::Tricks::Winners))
    /// listing other than 5 winners (the number listed).
    #[error(
        "{0} trick winners are listed; give the side that took each of the 5 tricks, in order"
    )]
    WinnersCount(usize),
    /// A side number past the table's last side (the number), in the
    /// tricks, the best card, the bid or the renege of a record made for
    /// another table; or more starting scores than sides.
    #[error("side {0} is not at the table")]
    UnknownSide(usize),
    /// A seat number past the table's last player (the number): the
    /// dealer, the bidder, a caller or the reneger of a record made for
    /// another table, or a game's first dealer.
    #[error("seat {0} is not at the table")]
    UnknownSeat(usize),
    /// Trick counts that name a side twice (its name), so which count
    /// holds can't be known.
    #[error("{0} is given twice; give each side's tricks once (a player counts for their side)")]
    SideTwice(String),
    /// A side that is out of the game, or sits out an overtime round under
    /// `elimination-overtime`, given tricks, the bid or a renege.
    #[error("{side} {why}, so it can't take tricks or bid this round")]
    NotPlaying {
        /// The side's name.
        side: String,
        /// Why it can't play: "is out of the game" or "sits out this
        /// overtime round".
        why: &'static str,
    },
    /// The best card given to a side (its name) that took no trick: the
    /// best card is in one of the tricks its side took.
    #[error("the best card is given to {0}, who took no trick; the best card's trick is one of the tricks taken")]
    BestWithoutTrick(String),
    /// No best card recorded when the rules score it and every round has
    /// one (`best_without_trump = first-led-suit`), and no side took all
    /// five tricks, which would settle it.
    #[error("the best card scores 5 in these rules: say who took it")]
    BestMissing,
    /// A bid recorded for one side and a bidder who plays for another.
    #[error(
        "{player} plays for {plays_for}, not {side}; name the bidder's side or the player who bid"
    )]
    BidderNotOnSide {
        /// The player named as the bidder.
        player: String,
        /// The side that player is on.
        plays_for: String,
        /// The side the bid was recorded for.
        side: String,
    },
    /// A bid (the amount) that is not a multiple of 5: points come in
    /// fives, 5 a trick.
    #[error("a bid of {0} is not a multiple of 5; bids go 15, 20, 25, 30 (from the lowest bid the rules allow)")]
    BidNotFive(u8),
    /// A bid below the rules' `min_bid`.
    #[error("a bid of {amount} is below the lowest bid, {min}; bid {min} or more")]
    BidTooLow {
        /// The bid, in points.
        amount: u8,
        /// The rules' `min_bid`: 15, or 20 at some tables.
        min: u8,
    },
    /// A bid above 30 other than 60 (the amount), with " (or 60 for a side
    /// in the hole)" when `sixty_for_one_twenty` allows that.
    #[error("a bid of {0} is above 30, the most a round is worth; bid 30 or less{1}")]
    BidTooHigh(u8, &'static str),
    /// A bid of 60 under rules without `sixty_for_one_twenty`.
    #[error("a bid of 60 needs the rule sixty_for_one_twenty")]
    SixtyNotAllowed,
    /// A bid of 60 by a side that is not in the hole: the 60 for 120 is a
    /// way back for a side below 0.
    #[error("{side} can't bid 60: only a side in the hole (below 0) may, and it has {score}")]
    SixtyNotInHole {
        /// The bidding side's name.
        side: String,
        /// Its score before the round, 0 or more.
        score: i32,
    },
    /// A bagged dealer recorded at a bid other than `min_bid`: bagged means
    /// forced to the lowest bid, no more.
    #[error("a bagged dealer bids exactly {min}, not {amount}")]
    BaggedAmount {
        /// The bid recorded.
        amount: u8,
        /// The rules' `min_bid`, the one bid a bagged dealer makes.
        min: u8,
    },
    /// A bagged bid recorded for someone other than the dealer (or a side
    /// other than the dealer's).
    #[error("only the dealer ({dealer}) can be bagged; {bidder} was not dealing")]
    BaggedNotDealer {
        /// The round's dealer.
        dealer: String,
        /// The player (or side) recorded as bagged.
        bidder: String,
    },
    /// A bagged dealer under `all_pass = redeal`, where nobody is bagged.
    #[error("these rules throw the hand in when everyone passes (all_pass = redeal): nobody is bagged; record a thrown-in hand instead")]
    BaggedWhenRedeal,
    /// A bid, a contract or an auction recorded under rules without
    /// bidding (their label), such as `45` and `25`.
    #[error("these rules ({0}) have no bidding: give the tricks and the best card")]
    BidWithoutBidding(String),
    /// A round of a bidding game recorded with no bid at all (no
    /// contract), and not thrown in.
    #[error("who bid, and how much?")]
    BidMissing,
    /// A thrown-in hand under rules that never throw one in: no bidding,
    /// or `all_pass = bagged`.
    #[error(
        "a hand is thrown in only in a bidding game with all_pass = redeal, when everyone passed"
    )]
    ThrownInNotAllowed,
    /// A thrown-in hand that also records tricks, a best card or a renege:
    /// a thrown-in hand is never played.
    #[error("a thrown-in hand has no bid, tricks, best card or renege")]
    ThrownInWithPlay,
    /// A renege recorded against one side and a player who plays for another.
    #[error(
        "{player} plays for {plays_for}, not {side}; name the player who reneged or their side"
    )]
    RenegerNotOnSide {
        /// The player named as the reneger.
        player: String,
        /// The side that player is on.
        plays_for: String,
        /// The side the renege was recorded against.
        side: String,
    },
    /// The round's auction can't be as recorded, or can't be read.
    #[error("{}", auction_message(.0))]
    Auction(AuctionError),
    /// A frozen side's points hang on whether it bid (`unlock = bid` or
    /// `bid-20`), and the round gives no auction to say so; the text
    /// names the side and the limit.
    #[error("{0}: the auction is needed to know who bid")]
    NeedAuction(String),
    /// Two or more sides (their names) reached the target together, the
    /// bidder not among them, and the tie-break (`last-trick` or
    /// `first-out`) needs the order of the tricks, which the round gave
    /// only as counts.
    #[error(
        "{0} reached the target together and the tie-break ({1}) needs the order of the tricks"
    )]
    NeedTrickOrder(String, &'static str),
    /// A round added to a game that has ended (how it ended, in words).
    #[error("the game is over ({0}); start a new game, or undo the last round")]
    GameFinished(String),
    /// A round dealt by the wrong player: the deal passes to the left,
    /// skipping sides that are out or sit out, and a replay must not drift.
    #[error("it is {expected}'s deal, not {got}'s: the deal passes to the left")]
    WrongDealer {
        /// The player whose deal it is.
        expected: String,
        /// The dealer the round records.
        got: String,
    },
    /// A table that can't play: badly seated, unfit for the rules'
    /// `seating`, or a name in an auction that isn't at it.
    #[error("{0}")]
    Table(TableError),
    /// Rules whose knobs can't go together, found when a game starts.
    #[error("{0}")]
    Rules(RuleError),
    /// Starting scores from a paper sheet the game could not have reached
    /// without ending, or could not hold: not in fives, past ±10,000
    /// ([`MAX_START`](crate::rules::game::MAX_START)), at or past the
    /// target (unless the game is a number of `hands`), below
    /// `lose_below`, or set after the first round. The whole sentence.
    #[error("{0}")]
    StartScore(String),
    /// A saved game's round that the rules refuse on replay.
    #[error("round {round}: {source}")]
    AtRound {
        /// The round's number, 1 for the first.
        round: usize,
        /// Why that round was refused.
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
