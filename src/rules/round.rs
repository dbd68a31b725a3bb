//! One round: its record (the facts the table gives: bid, tricks, best card,
//! optionally the auction), the checks that the record can be true
//! (RULES.md §7), and what each side scores (§8, §10).

use serde::{Deserialize, Serialize};

use super::card::Suit;
use super::table::{Table, TableError};
use super::variant::{
    AllPass, MadeScores, NonBidderLimit, RuleSet, Scoring, ThirtyForSixty, Unlock,
};

/// Tricks in a round: one hand of five cards each.
pub const TRICKS: u8 = 5;
/// The highest ordinary bid.
pub const MAX_BID: u8 = 30;
/// The "60 for 120" bid of a side in the hole (`sixty_for_one_twenty`).
pub const SIXTY: u8 = 60;

/// Who took the tricks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tricks {
    /// Tricks per side, by side index (a missing entry is 0).
    Counts(Vec<u8>),
    /// The side that took each trick, in the order played (five entries).
    /// Needed by the `last-trick` and `first-out` tie-breaks.
    Winners(Vec<usize>),
}

impl Tricks {
    /// Tricks per side from (side, tricks) pairs, refusing a side given twice.
    pub fn from_counts(table: &Table, pairs: &[(usize, u8)]) -> Result<Tricks, RoundError> {
        let mut counts = vec![0u8; table.sides.len()];
        let mut given = vec![false; table.sides.len()];
        for &(side, n) in pairs {
            let slot = given.get_mut(side).ok_or(RoundError::UnknownSide(side))?;
            if *slot {
                return Err(RoundError::SideTwice(table.side_name(side)));
            }
            *slot = true;
            counts[side] = n;
        }
        Ok(Tricks::Counts(counts))
    }

    /// Tricks taken by each of `sides` sides.
    pub fn counts(&self, sides: usize) -> Vec<u8> {
        match self {
            Tricks::Counts(c) => (0..sides).map(|s| c.get(s).copied().unwrap_or(0)).collect(),
            Tricks::Winners(w) => {
                let mut c = vec![0u8; sides];
                for &s in w {
                    if let Some(n) = c.get_mut(s) {
                        *n = n.saturating_add(1);
                    }
                }
                c
            }
        }
    }

    /// The order of the tricks, when it was recorded.
    pub fn order(&self) -> Option<&[usize]> {
        match self {
            Tricks::Counts(_) => None,
            Tricks::Winners(w) => Some(w),
        }
    }
}

impl Default for Tricks {
    fn default() -> Tricks {
        Tricks::Counts(Vec::new())
    }
}

/// The winning bid of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bid {
    /// The bidding side.
    pub side: usize,
    /// The seat that bid, when known (`--bidder` named a player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<usize>,
    pub amount: u8,
    /// The dealer was bagged: everyone passed and the dealer must bid `min_bid`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub bagged: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One call in the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CallKind {
    Pass,
    Bid(u8),
    /// The dealer takes the standing bid at the same value (`dealer_may_hold`).
    Hold,
}

/// A seat's call in the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    pub seat: usize,
    pub call: CallKind,
}

/// The facts of one round, as the table gives them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    /// The dealer's seat.
    pub dealer: usize,
    /// None in games without bidding, and for a thrown-in hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bid: Option<Bid>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Suit>,
    #[serde(default)]
    pub tricks: Tricks,
    /// The side that took the best-card trick (None: not recorded, or no best card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<usize>,
    /// The auction, when given; checked against RULES.md §7.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Vec<Call>>,
    /// Everyone passed under `all_pass = redeal`: nothing is scored and the deal passes on.
    #[serde(default, skip_serializing_if = "is_false")]
    pub thrown_in: bool,
}

impl RoundRecord {
    /// The same round at another table holding the same players: `seat` and
    /// `side` map this record's seats and sides to that table's. `round
    /// --from` uses it to put a round file's play into a saved game.
    pub fn moved(
        &self,
        seat: impl Fn(usize) -> usize,
        side: impl Fn(usize) -> usize,
    ) -> RoundRecord {
        let tricks = match &self.tricks {
            Tricks::Counts(c) => {
                let mut moved = Vec::new();
                for (s, &n) in c.iter().enumerate() {
                    let to = side(s);
                    if moved.len() <= to {
                        moved.resize(to + 1, 0);
                    }
                    moved[to] += n;
                }
                Tricks::Counts(moved)
            }
            Tricks::Winners(w) => Tricks::Winners(w.iter().map(|&s| side(s)).collect()),
        };
        RoundRecord {
            dealer: seat(self.dealer),
            bid: self.bid.as_ref().map(|b| Bid {
                side: side(b.side),
                player: b.player.map(&seat),
                amount: b.amount,
                bagged: b.bagged,
            }),
            trump: self.trump,
            tricks,
            best: self.best.map(&side),
            auction: self.auction.as_ref().map(|calls| {
                calls
                    .iter()
                    .map(|c| Call {
                        seat: seat(c.seat),
                        call: c.call,
                    })
                    .collect()
            }),
            thrown_in: self.thrown_in,
        }
    }
}

/// Why an auction can't be as recorded (RULES.md §7).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AuctionError {
    #[error("seat {0} is not at the table")]
    UnknownSeat(usize),
    #[error("it was {expected}'s turn to call, not {got}'s: the auction starts left of the dealer and goes clockwise, the dealer last")]
    OutOfTurn { expected: String, got: String },
    #[error("the auction stops before {0} called; every player calls once, the dealer last")]
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

/// A round record that can't be true, or can't be scored as given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    #[error("the tricks add up to {0}, not 5; every trick of the round goes to one side")]
    TrickTotal(u32),
    #[error("--winners lists {0} tricks; give the side that took each of the 5 tricks, in order")]
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
    #[error("the best card scores 5 in these rules: say who took it with --best WHO (or --best-trick K with --winners)")]
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
    #[error("a bid of 60 needs the rule sixty_for_one_twenty (--set sixty_for_one_twenty=true)")]
    SixtyNotAllowed,
    #[error("{side} can't bid 60: only a side in the hole (below 0) may, and it has {score}")]
    SixtyNotInHole { side: String, score: i32 },
    #[error("a bagged dealer bids exactly {min}, not {amount}")]
    BaggedAmount { amount: u8, min: u8 },
    #[error("only the dealer ({dealer}) can be bagged; {bidder} was not dealing")]
    BaggedNotDealer { dealer: String, bidder: String },
    #[error("these rules throw the hand in when everyone passes (all_pass = redeal): nobody is bagged; record a thrown-in hand instead")]
    BaggedWhenRedeal,
    #[error("these rules ({0}) have no bidding: give the tricks and the best card, with no --bidder or --bid")]
    BidWithoutBidding(String),
    #[error("who bid, and how much? Give --bidder WHO --bid N (or --bagged when everyone passed)")]
    BidMissing,
    #[error(
        "a hand is thrown in only in a bidding game with all_pass = redeal, when everyone passed"
    )]
    ThrownInNotAllowed,
    #[error("a thrown-in hand has no bid, tricks or best card")]
    ThrownInWithPlay,
    #[error("the auction: {0}")]
    Auction(AuctionError),
    #[error("{0}: give the auction with --auction \"Ann:15,Bob:pass,...\" so it is known who bid")]
    NeedAuction(String),
    #[error("{0} reached the target together and the tie-break ({1}) needs the order of the tricks: record the round with --winners WHO,WHO,WHO,WHO,WHO in trick order")]
    NeedTrickOrder(String, &'static str),
    #[error("the game is over ({0}); start a new game, or undo the last round")]
    GameFinished(String),
    #[error("it is {expected}'s deal, not {got}'s: the deal passes to the left")]
    WrongDealer { expected: String, got: String },
    #[error("{0}")]
    Table(TableError),
    #[error("{0}")]
    Rules(super::variant::RuleError),
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

/// What a round does to the scores, per side (by side index).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundOutcome {
    /// Points taken: 5 a trick, plus 5 for the best card where it counts.
    pub points: Vec<i32>,
    /// The change of each side's score.
    pub delta: Vec<i32>,
    /// Made (true) or set (false); None without bidding or when thrown in.
    pub made: Option<bool>,
    /// The bidding side, if any.
    pub bidder: Option<usize>,
    /// Plain sentences for anything non-obvious.
    pub notes: Vec<String>,
}

/// What scoring a round needs to know about the game so far.
#[derive(Clone, Copy, Debug)]
pub struct RoundContext<'a> {
    pub rules: &'a RuleSet,
    pub table: &'a Table,
    /// Each side's score before the round.
    pub scores: &'a [i32],
    /// Which sides play this round (not out, not sitting out an overtime).
    pub playing: &'a [bool],
    /// Why a side does not play: "is out of the game" or "sits out this overtime round".
    pub absent: &'a [&'static str],
}

/// Whether a side is "in the hole" (a negative score), which allows the 60 bid.
pub fn in_hole(score: i32) -> bool {
    score < 0
}

/// Every bid these rules know, lowest first: fives from `min_bid` to 30,
/// and 60 when a side in the hole may bid it (§7). Empty without bidding.
pub fn bid_ladder(rules: &RuleSet) -> Vec<u8> {
    if !rules.has_bidding() {
        return Vec::new();
    }
    let mut bids: Vec<u8> = (rules.min_bid..=MAX_BID).step_by(5).collect();
    if rules.sixty_for_one_twenty {
        bids.push(SIXTY);
    }
    bids
}

/// The bids a side with `score` may make under `rules`, lowest first.
pub fn allowed_bids(rules: &RuleSet, score: i32) -> Vec<u8> {
    let mut bids = bid_ladder(rules);
    bids.retain(|&b| b != SIXTY || in_hole(score));
    bids
}

/// The points each side took (§5, §8): 5 a trick, plus 5 to the side that
/// took the best card's trick when the best card scores under these rules.
/// `counts` is tricks per side; `best` the side that took the best card.
pub fn points_taken(rules: &RuleSet, counts: &[u8], best: Option<usize>) -> Vec<i32> {
    let bonus = rules.best_card_scores();
    counts
        .iter()
        .enumerate()
        .map(|(s, &n)| 5 * i32::from(n) + if bonus && best == Some(s) { 5 } else { 0 })
        .collect()
}

/// Whether the bidding side made its bid, having taken `tricks` tricks
/// worth `taken` points (§8).
///
/// Decision: a bid of 30 (or 60) is made by taking every trick, as 001
/// says ("they must take all of the tricks"), even in a round worth 25.
pub fn bid_made(amount: u8, tricks: u8, taken: i32) -> bool {
    if amount >= MAX_BID {
        tricks == TRICKS
    } else {
        taken >= i32::from(amount)
    }
}

/// Checks one bid amount for a side (§7).
pub fn check_bid_amount(
    rules: &RuleSet,
    table: &Table,
    side: usize,
    score: i32,
    amount: u8,
) -> Result<(), RoundError> {
    if !amount.is_multiple_of(5) {
        return Err(RoundError::BidNotFive(amount));
    }
    if amount < rules.min_bid {
        return Err(RoundError::BidTooLow {
            amount,
            min: rules.min_bid,
        });
    }
    if amount == SIXTY {
        if !rules.sixty_for_one_twenty {
            return Err(RoundError::SixtyNotAllowed);
        }
        if !in_hole(score) {
            return Err(RoundError::SixtyNotInHole {
                side: table.side_name(side),
                score,
            });
        }
        return Ok(());
    }
    if amount > MAX_BID {
        let extra = if rules.sixty_for_one_twenty {
            " (or 60 for a side in the hole)"
        } else {
            ""
        };
        return Err(RoundError::BidTooHigh(amount, extra));
    }
    Ok(())
}

/// Reads an auction written `Ann:15,Bob:pass,Cid:20,Dan:hold`.
pub fn parse_auction(table: &Table, text: &str) -> Result<Vec<Call>, RoundError> {
    let mut calls = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (who, call) = part.split_once(':').ok_or_else(|| {
            RoundError::Auction(AuctionError::BadAmount {
                who: part.to_string(),
                amount: 0,
                why: "write each call as NAME:BID, NAME:pass or NAME:hold".into(),
            })
        })?;
        let seat = match table.find(who)? {
            super::table::Who::Player(seat) => seat,
            super::table::Who::Side(side) => {
                // A side with several players doesn't say which of them called.
                let seats = &table.sides[side].seats;
                if seats.len() != 1 {
                    return Err(RoundError::Auction(AuctionError::BadAmount {
                        who: who.trim().to_string(),
                        amount: 0,
                        why: "an auction call is made by a player; name the player, not the team"
                            .into(),
                    }));
                }
                seats[0]
            }
        };
        let call = match call.trim().to_lowercase().as_str() {
            "pass" | "p" | "-" => CallKind::Pass,
            "hold" | "h" => CallKind::Hold,
            n => CallKind::Bid(n.parse().map_err(|_| {
                RoundError::Auction(AuctionError::BadAmount {
                    who: table.player_name(seat),
                    amount: 0,
                    why: format!(
                        "'{}' is not a bid; write a number, pass or hold",
                        call.trim()
                    ),
                })
            })?),
        };
        calls.push(Call { seat, call });
    }
    Ok(calls)
}

/// The result of an auction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuctionResult {
    /// The winning seat and bid; None when everyone passed.
    pub winner: Option<(usize, u8)>,
    /// Whether every player other than the winner passed without bidding.
    pub others_silent: bool,
    /// The highest bid each seat made (a hold counts at the value held).
    pub best_call: Vec<u8>,
}

/// Runs an auction through §7.
///
/// Decision: a bagged dealer may be recorded either as everyone passing
/// (the dealer too) or as the dealer bidding `min_bid` after everyone else
/// passed; both mean the same forced bid.
/// Decision: without `dealer_may_hold` the auction goes round once. With it,
/// the auction goes on past the dealer among the players who have not passed,
/// clockwise, until only the high bidder is left (110: "bidding continues to
/// circulate until all players have passed"; 001: "the high bidder and the
/// dealer may then auction up"). After the first round, a player who is left
/// out of the record when their turn would come is taken to have passed, so
/// 001's example (P1 15, P2 pass, P3 20, dealer hold, P3 25, dealer pass) is
/// recorded as written.
pub fn run_auction(
    ctx: &RoundContext,
    dealer: usize,
    calls: &[Call],
) -> Result<AuctionResult, RoundError> {
    let table = ctx.table;
    let rules = ctx.rules;
    let n = table.players.len();
    let name = |seat: usize| table.player_name(seat);
    let plays = |seat: usize| {
        ctx.playing
            .get(table.side_of(seat))
            .copied()
            .unwrap_or(false)
    };
    let order: Vec<usize> = (1..=n)
        .map(|k| (dealer + k) % n)
        .filter(|&s| plays(s))
        .collect();
    let mut st = AuctionState {
        standing: None,
        passed: vec![false; n],
        best_call: vec![0u8; n],
    };
    for c in calls {
        if c.seat >= n {
            return Err(AuctionError::UnknownSeat(c.seat).into());
        }
    }
    for (i, &seat) in order.iter().enumerate() {
        let c = calls
            .get(i)
            .ok_or_else(|| AuctionError::Incomplete(name(seat)))?;
        if c.seat != seat {
            return Err(AuctionError::OutOfTurn {
                expected: name(seat),
                got: name(c.seat),
            }
            .into());
        }
        st.call(ctx, dealer, c)?;
    }
    let rest = &calls[order.len().min(calls.len())..];
    if let Some(c) = rest.first() {
        if !rules.dealer_may_hold {
            return Err(AuctionError::TooLong(name(c.seat), "every player calls once").into());
        }
    }
    let mut last = order.len().saturating_sub(1);
    for c in rest {
        let Some((high, _)) = st.standing else {
            return Err(AuctionError::TooLong(name(c.seat), "everyone had passed").into());
        };
        if order.iter().all(|&s| s == high || st.passed[s]) {
            return Err(
                AuctionError::TooLong(name(c.seat), "only the high bidder was left").into(),
            );
        }
        let Some(pos) = order.iter().position(|&s| s == c.seat) else {
            return Err(AuctionError::OutOfTurn {
                expected: name(order[(last + 1) % order.len()]),
                got: name(c.seat),
            }
            .into());
        };
        if st.passed[c.seat] {
            return Err(AuctionError::AlreadyPassed(name(c.seat)).into());
        }
        // Players skipped between the last caller and this one pass; the
        // high bidder can't be skipped over, as that would end the auction.
        let mut k = (last + 1) % order.len();
        while k != pos {
            let s = order[k];
            if s == high {
                return Err(AuctionError::OutOfTurn {
                    expected: name(s),
                    got: name(c.seat),
                }
                .into());
            }
            st.passed[s] = true;
            k = (k + 1) % order.len();
        }
        if c.seat == high {
            return Err(AuctionError::AlreadyHigh(name(c.seat)).into());
        }
        st.call(ctx, dealer, c)?;
        last = pos;
    }
    let others_silent = match st.standing {
        Some((w, _)) => calls
            .iter()
            .all(|c| c.seat == w || c.call == CallKind::Pass),
        None => true,
    };
    Ok(AuctionResult {
        winner: st.standing,
        others_silent,
        best_call: st.best_call,
    })
}

/// An auction in progress.
struct AuctionState {
    standing: Option<(usize, u8)>,
    passed: Vec<bool>,
    best_call: Vec<u8>,
}

impl AuctionState {
    fn call(&mut self, ctx: &RoundContext, dealer: usize, c: &Call) -> Result<(), RoundError> {
        let table = ctx.table;
        let rules = ctx.rules;
        let name = |seat: usize| table.player_name(seat);
        match c.call {
            CallKind::Pass => self.passed[c.seat] = true,
            CallKind::Bid(amount) => {
                let side = table.side_of(c.seat);
                let score = ctx.scores.get(side).copied().unwrap_or(0);
                check_bid_amount(rules, table, side, score, amount).map_err(|e| {
                    AuctionError::BadAmount {
                        who: name(c.seat),
                        amount,
                        why: e.to_string(),
                    }
                })?;
                if let Some((_, high)) = self.standing {
                    if amount <= high {
                        return Err(AuctionError::NotHigher {
                            who: name(c.seat),
                            amount,
                            standing: high,
                        }
                        .into());
                    }
                }
                self.standing = Some((c.seat, amount));
                self.best_call[c.seat] = self.best_call[c.seat].max(amount);
            }
            CallKind::Hold => match self.standing {
                Some((high, amount))
                    if rules.dealer_may_hold && c.seat == dealer && high != dealer =>
                {
                    self.standing = Some((dealer, amount));
                    self.best_call[dealer] = self.best_call[dealer].max(amount);
                }
                _ => return Err(AuctionError::HoldNotAllowed(name(c.seat)).into()),
            },
        }
        Ok(())
    }
}

/// Checks a record against the rules and the game so far, without scoring it.
pub fn check_round(ctx: &RoundContext, rec: &RoundRecord) -> Result<(), RoundError> {
    score_round(ctx, rec).map(|_| ())
}

fn check_playing(ctx: &RoundContext, side: usize) -> Result<(), RoundError> {
    if side >= ctx.table.sides.len() {
        return Err(RoundError::UnknownSide(side));
    }
    if !ctx.playing.get(side).copied().unwrap_or(false) {
        return Err(RoundError::NotPlaying {
            side: ctx.table.side_name(side),
            why: ctx.absent.get(side).copied().unwrap_or("is not playing"),
        });
    }
    Ok(())
}

/// Scores one round (§8, §10), checking first that the record can be true.
pub fn score_round(ctx: &RoundContext, rec: &RoundRecord) -> Result<RoundOutcome, RoundError> {
    let rules = ctx.rules;
    let table = ctx.table;
    let sides = table.sides.len();
    if rec.dealer >= table.players.len() {
        return Err(RoundError::UnknownSeat(rec.dealer));
    }
    if !rules.has_bidding() && (rec.bid.is_some() || rec.auction.is_some()) {
        return Err(RoundError::BidWithoutBidding(rules.label()));
    }
    let auction = match (&rec.auction, rules.has_bidding()) {
        (Some(calls), true) => Some(run_auction(ctx, rec.dealer, calls)?),
        _ => None,
    };

    if rec.thrown_in {
        if !rules.has_bidding() || rules.all_pass != AllPass::Redeal {
            return Err(RoundError::ThrownInNotAllowed);
        }
        let counts = rec.tricks.counts(sides);
        if rec.bid.is_some() || rec.best.is_some() || counts.iter().any(|&n| n > 0) {
            return Err(RoundError::ThrownInWithPlay);
        }
        if let Some(a) = &auction {
            if let Some((seat, amount)) = a.winner {
                return Err(AuctionError::Disagrees {
                    auction: format!("{} won at {amount}", table.player_name(seat)),
                    recorded: "a thrown-in hand".into(),
                }
                .into());
            }
        }
        return Ok(RoundOutcome {
            points: vec![0; sides],
            delta: vec![0; sides],
            made: None,
            bidder: None,
            notes: vec!["Everyone passed: the hand is thrown in and the deal passes on.".into()],
        });
    }

    // The tricks.
    if let Tricks::Counts(c) = &rec.tricks {
        if c.len() > sides {
            return Err(RoundError::UnknownSide(c.len() - 1));
        }
    }
    if let Tricks::Winners(w) = &rec.tricks {
        if w.len() != usize::from(TRICKS) {
            return Err(RoundError::WinnersCount(w.len()));
        }
        for &s in w {
            check_playing(ctx, s)?;
        }
    }
    let counts = rec.tricks.counts(sides);
    let total: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if total != u32::from(TRICKS) {
        return Err(RoundError::TrickTotal(total));
    }
    for (s, &n) in counts.iter().enumerate() {
        if n > 0 {
            check_playing(ctx, s)?;
        }
    }

    if let Some(b) = rec.best {
        if b >= sides {
            return Err(RoundError::UnknownSide(b));
        }
        if counts[b] == 0 {
            return Err(RoundError::BestWithoutTrick(table.side_name(b)));
        }
    } else if rules.best_card_scores()
        && rules.best_without_trump == super::variant::BestWithoutTrump::FirstLedSuit
    {
        // Decision: with best_without_trump = none a round may have no best
        // card (no trump played), so a missing --best then means "none"
        // and the round is worth 25; otherwise every round has a best card.
        return Err(RoundError::BestMissing);
    }
    let points = points_taken(rules, &counts, rec.best);

    match rules.scoring {
        Scoring::Auction => score_auction(ctx, rec, points, &counts, auction.as_ref()),
        Scoring::Tricks => Ok(RoundOutcome {
            delta: points.clone(),
            points,
            made: None,
            bidder: None,
            notes: Vec::new(),
        }),
        Scoring::Majority => {
            let delta = counts
                .iter()
                .map(|&n| match n {
                    5 => 10,
                    3 | 4 => 5,
                    _ => 0,
                })
                .collect();
            Ok(RoundOutcome {
                points,
                delta,
                made: None,
                bidder: None,
                notes: Vec::new(),
            })
        }
        Scoring::Spread => {
            // Two sides (checked with the seating): the side with more
            // tricks scores 5 for each trick it took beyond the other's.
            let most = counts.iter().copied().max().unwrap_or(0);
            let least = counts.iter().copied().min().unwrap_or(0);
            let delta = counts
                .iter()
                .map(|&n| {
                    if n == most {
                        5 * (i32::from(most) - i32::from(least))
                    } else {
                        0
                    }
                })
                .collect();
            Ok(RoundOutcome {
                points,
                delta,
                made: None,
                bidder: None,
                notes: Vec::new(),
            })
        }
    }
}

fn score_auction(
    ctx: &RoundContext,
    rec: &RoundRecord,
    points: Vec<i32>,
    counts: &[u8],
    auction: Option<&AuctionResult>,
) -> Result<RoundOutcome, RoundError> {
    let rules = ctx.rules;
    let table = ctx.table;
    let sides = table.sides.len();
    let bid = rec.bid.as_ref().ok_or(RoundError::BidMissing)?;
    check_playing(ctx, bid.side)?;
    let name = |s: usize| table.side_name(s);
    let score = |s: usize| ctx.scores.get(s).copied().unwrap_or(0);
    if let Some(p) = bid.player {
        if p >= table.players.len() {
            return Err(RoundError::UnknownSeat(p));
        }
        if table.side_of(p) != bid.side {
            return Err(RoundError::BidderNotOnSide {
                player: table.player_name(p),
                plays_for: name(table.side_of(p)),
                side: name(bid.side),
            });
        }
    }
    check_bid_amount(rules, table, bid.side, score(bid.side), bid.amount)?;
    let dealer_side = table.side_of(rec.dealer);
    if bid.bagged {
        if rules.all_pass == AllPass::Redeal {
            return Err(RoundError::BaggedWhenRedeal);
        }
        if bid.amount != rules.min_bid {
            return Err(RoundError::BaggedAmount {
                amount: bid.amount,
                min: rules.min_bid,
            });
        }
        let by_dealer = match bid.player {
            Some(p) => p == rec.dealer,
            None => bid.side == dealer_side,
        };
        if !by_dealer {
            return Err(RoundError::BaggedNotDealer {
                dealer: table.player_name(rec.dealer),
                bidder: bid
                    .player
                    .map_or_else(|| name(bid.side), |p| table.player_name(p)),
            });
        }
    }
    if let Some(a) = auction {
        let recorded = format!(
            "{} {}{}",
            bid.player
                .map_or_else(|| name(bid.side), |p| table.player_name(p)),
            bid.amount,
            if bid.bagged { " (bagged)" } else { "" }
        );
        let agrees = match a.winner {
            None => {
                rules.all_pass == AllPass::Bagged
                    && bid.bagged
                    && bid.side == dealer_side
                    && bid.player.is_none_or(|p| p == rec.dealer)
            }
            Some((seat, amount)) => {
                table.side_of(seat) == bid.side
                    && bid.player.is_none_or(|p| p == seat)
                    && amount == bid.amount
                    && (!bid.bagged || (seat == rec.dealer && a.others_silent))
            }
        };
        if !agrees {
            let said = match a.winner {
                None if rules.all_pass == AllPass::Bagged => format!(
                    "everyone passed, so the dealer {} is bagged at {}",
                    table.player_name(rec.dealer),
                    rules.min_bid
                ),
                None => "everyone passed, so the hand is thrown in".to_string(),
                Some((seat, amount)) => format!("{} won at {amount}", table.player_name(seat)),
            };
            return Err(AuctionError::Disagrees {
                auction: said,
                recorded,
            }
            .into());
        }
    }

    let mut notes = Vec::new();
    let taken = points[bid.side];
    let made = bid_made(bid.amount, counts[bid.side], taken);
    let mut delta = vec![0i32; sides];
    let amount = i32::from(bid.amount);
    delta[bid.side] = if made {
        if bid.amount == SIXTY {
            notes.push(format!("60 for 120: {} score 120.", name(bid.side)));
            120
        } else if bid.amount == MAX_BID && rules.thirty_for_sixty != ThirtyForSixty::Off {
            notes.push(format!("30 for 60: {} score 60.", name(bid.side)));
            60
        } else if rules.made_scores == MadeScores::Bid {
            if taken != amount {
                notes.push(format!(
                    "{} made the bid and score the bid, {amount}, not the {taken} taken.",
                    name(bid.side)
                ));
            }
            amount
        } else {
            taken
        }
    } else {
        if taken > 0 {
            notes.push(format!(
                "{} {} set {amount}: the {taken} they took are lost.",
                name(bid.side),
                ctx.table.is_are(bid.side)
            ));
        }
        if bid.amount == SIXTY {
            // Decision (RULES.md §7): a set 60 costs 60.
            -60
        } else if bid.amount == MAX_BID && rules.thirty_for_sixty == ThirtyForSixty::MadeAndSet {
            notes.push(format!("30 for 60: set, {} lose 60.", name(bid.side)));
            -60
        } else {
            -amount
        }
    };

    let limit = rules.limit_at;
    for s in (0..sides).filter(|&s| s != bid.side) {
        let got = points[s];
        let before = score(s);
        delta[s] = match rules.non_bidder_limit {
            NonBidderLimit::None => got,
            NonBidderLimit::Frozen | NonBidderLimit::FrozenIfMade => {
                let frozen_now = rules.non_bidder_limit == NonBidderLimit::Frozen || made;
                // Decision: "past 100" is strictly more than limit_at; a side
                // at exactly 100 still scores, and a side that passes 100
                // during this round keeps all it took (it is frozen from the
                // next round, as 001 says "once you pass 100").
                if got == 0 || before <= limit || !frozen_now {
                    got
                } else if unlocked(ctx, s, auction, rules.unlock)? {
                    notes.push(format!(
                        "{} {} past {limit} but bid in the auction ({}), so they score.",
                        name(s),
                        ctx.table.is_are(s),
                        rules.unlock
                    ));
                    got
                } else {
                    notes.push(format!(
                        "{} {} frozen past {limit} and score nothing (they must win the bid to count{}).",
                        name(s),
                        ctx.table.is_are(s),
                        match rules.unlock {
                            Unlock::WinBid => "",
                            Unlock::Bid => ", or bid",
                            Unlock::Bid20 => ", or bid 20 or more",
                        }
                    ));
                    0
                }
            }
            NonBidderLimit::Cap => {
                let room = (limit - before).max(0);
                if got > room {
                    notes.push(format!(
                        "{} can't pass {limit} without bidding: {} of their {got} are lost.",
                        name(s),
                        got - room
                    ));
                }
                got.min(room)
            }
        };
    }
    Ok(RoundOutcome {
        points,
        delta,
        made: Some(made),
        bidder: Some(bid.side),
        notes,
    })
}

/// Whether a frozen non-bidding side qualifies to score (`unlock`).
fn unlocked(
    ctx: &RoundContext,
    side: usize,
    auction: Option<&AuctionResult>,
    unlock: Unlock,
) -> Result<bool, RoundError> {
    let need = match unlock {
        // A non-bidding side did not win the bid.
        Unlock::WinBid => return Ok(false),
        Unlock::Bid => ctx.rules.min_bid,
        Unlock::Bid20 => 20.max(ctx.rules.min_bid),
    };
    let Some(a) = auction else {
        return Err(RoundError::NeedAuction(format!(
            "{} {} past {} and score only if they bid (unlock = {unlock})",
            ctx.table.side_name(side),
            ctx.table.is_are(side),
            ctx.rules.limit_at
        )));
    };
    Ok(ctx.table.sides[side]
        .seats
        .iter()
        .any(|&seat| a.best_call.get(seat).copied().unwrap_or(0) >= need))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn four() -> Table {
        Table::teams(vec![
            (None, vec!["Frank".into(), "Fred".into()]),
            (None, vec!["John".into(), "Jim".into()]),
        ])
        .unwrap()
    }

    fn score(
        rules: &RuleSet,
        table: &Table,
        scores: &[i32],
        rec: &RoundRecord,
    ) -> Result<RoundOutcome, RoundError> {
        let playing = vec![true; table.sides.len()];
        let absent = vec![""; table.sides.len()];
        let ctx = RoundContext {
            rules,
            table,
            scores,
            playing: &playing,
            absent: &absent,
        };
        score_round(&ctx, rec)
    }

    fn rec(bid: Option<Bid>, counts: Vec<u8>, best: Option<usize>) -> RoundRecord {
        RoundRecord {
            dealer: 0,
            bid,
            trump: Some(Suit::Hearts),
            tricks: Tricks::Counts(counts),
            best,
            auction: None,
            thrown_in: false,
        }
    }

    fn bid(side: usize, amount: u8) -> Option<Bid> {
        Some(Bid {
            side,
            player: None,
            amount,
            bagged: false,
        })
    }

    #[test]
    fn made_bid_adds_points_taken_and_set_loses_the_bid() {
        let r = RuleSet::default();
        let t = four();
        let out = score(&r, &t, &[0, 0], &rec(bid(0, 20), vec![4, 1], Some(0))).unwrap();
        assert_eq!(
            (out.points, out.delta, out.made),
            (vec![25, 5], vec![25, 5], Some(true))
        );
        let out = score(&r, &t, &[0, 0], &rec(bid(0, 20), vec![3, 2], Some(1))).unwrap();
        assert_eq!(
            (out.points, out.delta, out.made),
            (vec![15, 15], vec![-20, 15], Some(false))
        );
    }

    #[test]
    fn made_scores_bid_adds_only_the_bid() {
        let mut r = RuleSet::default();
        r.apply("made_scores=bid").unwrap();
        let out = score(&r, &four(), &[0, 0], &rec(bid(0, 20), vec![4, 1], Some(0))).unwrap();
        assert_eq!(out.delta, vec![20, 5]);
    }

    #[test]
    fn thirty_for_sixty_scores_sixty_and_a_set_costs_thirty() {
        let r = RuleSet::preset("auction-45s").unwrap();
        let t = four();
        let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![0, 5], Some(1))).unwrap();
        assert_eq!(out.delta, vec![0, 60]);
        assert!(
            out.notes.iter().any(|n| n.contains("30 for 60")),
            "{:?}",
            out.notes
        );
        let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![1, 4], Some(1))).unwrap();
        assert_eq!(out.delta, vec![5, -30]);
    }

    #[test]
    fn thirty_for_sixty_made_and_set_costs_sixty_when_set() {
        let mut r = RuleSet::preset("auction-45s").unwrap();
        r.apply("thirty_for_sixty=made-and-set").unwrap();
        let t = four();
        let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![1, 4], Some(1))).unwrap();
        assert_eq!(out.delta, vec![5, -60]);
        assert!(
            out.notes
                .iter()
                .any(|n| n == "30 for 60: set, John+Jim lose 60."),
            "{:?}",
            out.notes
        );
        let out = score(&r, &t, &[0, 0], &rec(bid(1, 30), vec![0, 5], Some(1))).unwrap();
        assert_eq!(out.delta, vec![0, 60]);
        // Any other bid set costs the bid.
        let out = score(&r, &t, &[0, 0], &rec(bid(1, 25), vec![2, 3], Some(0))).unwrap();
        assert_eq!(out.delta, vec![15, -25]);
    }

    #[test]
    fn sixty_for_one_twenty_only_in_the_hole() {
        let r = RuleSet::preset("auction-45s").unwrap();
        let t = four();
        let out = score(&r, &t, &[50, -10], &rec(bid(1, 60), vec![0, 5], Some(1))).unwrap();
        assert_eq!(out.delta, vec![0, 120]);
        let out = score(&r, &t, &[50, -10], &rec(bid(1, 60), vec![1, 4], Some(1))).unwrap();
        assert_eq!(out.delta, vec![5, -60]);
        let err = score(&r, &t, &[50, 0], &rec(bid(1, 60), vec![0, 5], Some(1))).unwrap_err();
        assert!(matches!(err, RoundError::SixtyNotInHole { .. }));
        let err = score(
            &RuleSet::default(),
            &t,
            &[0, -10],
            &rec(bid(1, 60), vec![0, 5], Some(1)),
        )
        .unwrap_err();
        assert_eq!(err, RoundError::SixtyNotAllowed);
    }

    #[test]
    fn bids_must_be_fives_from_min_bid_to_thirty() {
        let r = RuleSet::default();
        let t = four();
        let go = |amount| score(&r, &t, &[0, 0], &rec(bid(0, amount), vec![5, 0], Some(0)));
        assert_eq!(go(17).unwrap_err(), RoundError::BidNotFive(17));
        assert!(matches!(go(10).unwrap_err(), RoundError::BidTooLow { .. }));
        assert!(matches!(go(35).unwrap_err(), RoundError::BidTooHigh(35, _)));
        assert_eq!(allowed_bids(&r, -5), vec![15, 20, 25, 30]);
        let a45 = RuleSet::preset("auction-45s").unwrap();
        assert_eq!(allowed_bids(&a45, -5), vec![15, 20, 25, 30, 60]);
        assert_eq!(allowed_bids(&a45, 0), vec![15, 20, 25, 30]);
    }

    #[test]
    fn bidder_must_play_for_the_bidding_side() {
        let b = Bid {
            side: 0,
            player: Some(1),
            amount: 15,
            bagged: false,
        };
        let err = score(
            &RuleSet::default(),
            &four(),
            &[0, 0],
            &rec(Some(b), vec![3, 2], Some(0)),
        )
        .unwrap_err();
        assert!(matches!(err, RoundError::BidderNotOnSide { .. }), "{err}");
    }

    #[test]
    fn bagged_bid_is_the_dealers_at_min_bid() {
        let r = RuleSet::default();
        let t = four();
        let mut b = Bid {
            side: 0,
            player: Some(0),
            amount: 15,
            bagged: true,
        };
        assert!(score(&r, &t, &[0, 0], &rec(Some(b.clone()), vec![3, 2], Some(0))).is_ok());
        b.amount = 20;
        let err = score(&r, &t, &[0, 0], &rec(Some(b.clone()), vec![3, 2], Some(0))).unwrap_err();
        assert!(matches!(err, RoundError::BaggedAmount { .. }));
        b.amount = 15;
        b.player = Some(2);
        let err = score(&r, &t, &[0, 0], &rec(Some(b.clone()), vec![3, 2], Some(0))).unwrap_err();
        assert!(matches!(err, RoundError::BaggedNotDealer { .. }));
    }

    #[test]
    fn tricks_must_add_to_five_and_the_best_card_go_to_a_trick_taker() {
        let r = RuleSet::default();
        let t = four();
        let err = score(&r, &t, &[0, 0], &rec(bid(0, 15), vec![3, 3], Some(0))).unwrap_err();
        assert_eq!(err, RoundError::TrickTotal(6));
        let err = score(&r, &t, &[0, 0], &rec(bid(0, 15), vec![5, 0], Some(1))).unwrap_err();
        assert!(matches!(err, RoundError::BestWithoutTrick(_)));
        let err = score(&r, &t, &[0, 0], &rec(bid(0, 15), vec![4, 1], None)).unwrap_err();
        assert_eq!(err, RoundError::BestMissing);
        let err = Tricks::from_counts(&t, &[(0, 2), (1, 1), (0, 2)]).unwrap_err();
        assert!(matches!(err, RoundError::SideTwice(_)));
        let mut w = rec(bid(0, 15), vec![], Some(0));
        w.tricks = Tricks::Winners(vec![0, 1, 0]);
        assert_eq!(
            score(&r, &t, &[0, 0], &w).unwrap_err(),
            RoundError::WinnersCount(3)
        );
    }

    #[test]
    fn no_best_card_round_is_worth_twenty_five_with_best_without_trump_none() {
        let mut r = RuleSet::default();
        r.apply("best_without_trump=none").unwrap();
        let out = score(&r, &four(), &[0, 0], &rec(bid(0, 15), vec![4, 1], None)).unwrap();
        assert_eq!(out.points, vec![20, 5]);
    }

    #[test]
    fn bidding_and_non_bidding_games_refuse_each_others_records() {
        let t = four();
        let r45 = RuleSet::preset("45").unwrap();
        let err = score(&r45, &t, &[0, 0], &rec(bid(0, 15), vec![4, 1], Some(0))).unwrap_err();
        assert!(matches!(err, RoundError::BidWithoutBidding(_)));
        let err = score(
            &RuleSet::default(),
            &t,
            &[0, 0],
            &rec(None, vec![4, 1], Some(0)),
        )
        .unwrap_err();
        assert_eq!(err, RoundError::BidMissing);
    }

    #[test]
    fn frozen_past_limit_scores_nothing_unless_it_won_the_bid() {
        let r = RuleSet::preset("auction-45s").unwrap();
        let t = four();
        let out = score(&r, &t, &[105, 40], &rec(bid(1, 20), vec![2, 3], Some(1))).unwrap();
        assert_eq!(out.delta, vec![0, 20]);
        assert!(
            out.notes.iter().any(|n| n.contains("frozen past 100")),
            "{:?}",
            out.notes
        );
        // Exactly 100 is not past 100.
        let out = score(&r, &t, &[100, 40], &rec(bid(1, 20), vec![2, 3], Some(1))).unwrap();
        assert_eq!(out.delta, vec![10, 20]);
    }

    #[test]
    fn frozen_if_made_lets_a_side_past_the_limit_score_when_the_bid_is_set() {
        let mut r = RuleSet::preset("auction-45s").unwrap();
        r.apply("non_bidder_limit=frozen-if-made").unwrap();
        let t = four();
        let out = score(&r, &t, &[105, 40], &rec(bid(1, 25), vec![2, 3], Some(1))).unwrap();
        assert_eq!(out.delta, vec![10, -25]);
        let out = score(&r, &t, &[105, 40], &rec(bid(1, 20), vec![2, 3], Some(1))).unwrap();
        assert_eq!(out.delta, vec![0, 20]);
    }

    #[test]
    fn unlock_by_bidding_needs_the_auction() {
        let mut r = RuleSet::preset("auction-45s").unwrap();
        r.apply("unlock=bid-20").unwrap();
        let t = four();
        let mut x = rec(bid(1, 20), vec![2, 3], Some(1));
        x.dealer = 3;
        let err = score(&r, &t, &[105, 40], &x).unwrap_err();
        assert!(err.to_string().contains("--auction"), "{err}");
        // Fred (side 0, past 100) bid 20 and Jim, dealing, held it: Fred's side counts.
        x.auction = Some(parse_auction(&t, "Frank:pass,John:15,Fred:20,Jim:hold").unwrap());
        assert_eq!(score(&r, &t, &[105, 40], &x).unwrap().delta, vec![10, 20]);
        x.auction = Some(parse_auction(&t, "Frank:15,John:pass,Fred:pass,Jim:20").unwrap());
        assert_eq!(score(&r, &t, &[105, 40], &x).unwrap().delta, vec![0, 20]);
        // Nobody frozen: the auction is not needed.
        x.auction = None;
        assert!(score(&r, &t, &[95, 40], &x).is_ok());
    }

    #[test]
    fn cap_keeps_non_bidders_at_or_below_the_limit() {
        let r = RuleSet::preset("110").unwrap();
        let t = Table::cut_throat(vec!["Ann".into(), "Bob".into(), "Cid".into()]).unwrap();
        let out = score(
            &r,
            &t,
            &[95, 105, 0],
            &rec(bid(2, 15), vec![3, 1, 1], Some(0)),
        )
        .unwrap();
        assert_eq!(out.delta, vec![10, 0, -15]);
        assert_eq!(out.points, vec![20, 5, 5]);
        assert!(
            out.notes.iter().any(|n| n.contains("Ann can't pass 105")),
            "{:?}",
            out.notes
        );
    }

    #[test]
    fn non_auction_scorings() {
        let t = four();
        let r45 = RuleSet::preset("45").unwrap();
        assert_eq!(
            score(&r45, &t, &[0, 0], &rec(None, vec![3, 2], Some(1)))
                .unwrap()
                .delta,
            vec![15, 15]
        );
        let r25 = RuleSet::preset("25").unwrap();
        assert_eq!(
            score(&r25, &t, &[0, 0], &rec(None, vec![3, 2], None))
                .unwrap()
                .delta,
            vec![15, 10]
        );
        let maj = RuleSet::preset("45-majority").unwrap();
        assert_eq!(
            score(&maj, &t, &[0, 0], &rec(None, vec![3, 2], None))
                .unwrap()
                .delta,
            vec![5, 0]
        );
        assert_eq!(
            score(&maj, &t, &[0, 0], &rec(None, vec![0, 5], None))
                .unwrap()
                .delta,
            vec![0, 10]
        );
        let spread = RuleSet::preset("45-spread").unwrap();
        assert_eq!(
            score(&spread, &t, &[0, 0], &rec(None, vec![3, 2], None))
                .unwrap()
                .delta,
            vec![5, 0]
        );
        assert_eq!(
            score(&spread, &t, &[0, 0], &rec(None, vec![1, 4], None))
                .unwrap()
                .delta,
            vec![0, 15]
        );
        assert_eq!(
            score(&spread, &t, &[0, 0], &rec(None, vec![5, 0], None))
                .unwrap()
                .delta,
            vec![25, 0]
        );
    }

    fn auction(
        rules: &RuleSet,
        t: &Table,
        dealer: usize,
        text: &str,
    ) -> Result<AuctionResult, RoundError> {
        let scores = vec![0; t.sides.len()];
        let playing = vec![true; t.sides.len()];
        let absent = vec![""; t.sides.len()];
        let ctx = RoundContext {
            rules,
            table: t,
            scores: &scores,
            playing: &playing,
            absent: &absent,
        };
        run_auction(&ctx, dealer, &parse_auction(t, text)?)
    }

    #[test]
    fn auction_goes_once_round_from_left_of_dealer_bids_rising() {
        let r = RuleSet::default();
        let t = four();
        // Scenario 1 of seed 000: Frank deals, John 15, Fred pass, Jim pass, Frank 25.
        let a = auction(&r, &t, 0, "John:15,Fred:pass,Jim:pass,Frank:25").unwrap();
        assert_eq!(a.winner, Some((0, 25)));
        let err = auction(&r, &t, 0, "Fred:15,John:pass,Jim:pass,Frank:25").unwrap_err();
        assert!(matches!(
            err,
            RoundError::Auction(AuctionError::OutOfTurn { .. })
        ));
        let err = auction(&r, &t, 0, "John:20,Fred:15,Jim:pass,Frank:25").unwrap_err();
        assert!(matches!(
            err,
            RoundError::Auction(AuctionError::NotHigher { .. })
        ));
        let err = auction(&r, &t, 0, "John:20,Fred:pass,Jim:pass,Frank:hold").unwrap_err();
        assert!(matches!(
            err,
            RoundError::Auction(AuctionError::HoldNotAllowed(_))
        ));
        let err = auction(&r, &t, 0, "John:20,Fred:pass,Jim:pass").unwrap_err();
        assert!(matches!(
            err,
            RoundError::Auction(AuctionError::Incomplete(_))
        ));
        let err = auction(&r, &t, 0, "John:20,Fred:pass,Jim:pass,Frank:pass,John:25").unwrap_err();
        assert!(matches!(
            err,
            RoundError::Auction(AuctionError::TooLong(..))
        ));
        assert_eq!(
            auction(&r, &t, 0, "John:pass,Fred:pass,Jim:pass,Frank:pass")
                .unwrap()
                .winner,
            None
        );
    }

    #[test]
    fn dealer_may_hold_and_the_high_bidder_raises_again() {
        let r = RuleSet::preset("auction-45s").unwrap();
        let t = four();
        // 001's example: P1 15, P2 pass, P3 20, dealer holds, P3 25, dealer lets it go.
        let a = auction(
            &r,
            &t,
            0,
            "John:15,Fred:pass,Jim:20,Frank:hold,Jim:25,Frank:pass",
        )
        .unwrap();
        assert_eq!(a.winner, Some((3, 25)));
        let a = auction(&r, &t, 0, "John:15,Fred:pass,Jim:20,Frank:hold").unwrap();
        assert_eq!(a.winner, Some((0, 20)));
        let err = auction(&r, &t, 0, "John:15,Fred:pass,Jim:20,Frank:hold,Fred:25").unwrap_err();
        assert!(matches!(
            err,
            RoundError::Auction(AuctionError::AlreadyPassed(_))
        ));
    }

    #[test]
    fn auction_of_110_circulates_until_all_pass() {
        let r = RuleSet::preset("110").unwrap();
        let t = Table::cut_throat(vec!["Ann".into(), "Bob".into(), "Cid".into()]).unwrap();
        // Cid deals: Ann, Bob, then Cid; bidding goes round again.
        let a = auction(
            &r,
            &t,
            2,
            "Ann:15,Bob:20,Cid:hold,Ann:25,Bob:pass,Cid:30,Ann:pass",
        )
        .unwrap();
        assert_eq!(a.winner, Some((2, 30)));
        let err = auction(
            &r,
            &t,
            2,
            "Ann:15,Bob:20,Cid:hold,Ann:25,Bob:pass,Cid:30,Ann:pass,Bob:pass",
        )
        .unwrap_err();
        assert!(matches!(err, RoundError::Auction(_)));
    }

    #[test]
    fn recorded_bid_must_agree_with_the_auction() {
        let r = RuleSet::default();
        let t = four();
        let mut x = rec(bid(1, 20), vec![1, 4], Some(1));
        x.auction = Some(parse_auction(&t, "John:15,Fred:pass,Jim:pass,Frank:25").unwrap());
        let err = score(&r, &t, &[0, 0], &x).unwrap_err();
        assert!(
            matches!(err, RoundError::Auction(AuctionError::Disagrees { .. })),
            "{err}"
        );
        // Everyone passes: the dealer is bagged.
        x.auction = Some(parse_auction(&t, "John:pass,Fred:pass,Jim:pass,Frank:pass").unwrap());
        x.bid = Some(Bid {
            side: 0,
            player: Some(0),
            amount: 15,
            bagged: true,
        });
        x.tricks = Tricks::Counts(vec![3, 2]);
        x.best = Some(0);
        assert!(score(&r, &t, &[0, 0], &x).is_ok());
    }

    #[test]
    fn all_pass_redeal_throws_the_hand_in() {
        let mut r = RuleSet::default();
        r.apply("all_pass=redeal").unwrap();
        let t = four();
        let mut x = rec(None, vec![], None);
        x.thrown_in = true;
        x.auction = Some(parse_auction(&t, "John:pass,Fred:pass,Jim:pass,Frank:pass").unwrap());
        let out = score(&r, &t, &[0, 0], &x).unwrap();
        assert_eq!(out.delta, vec![0, 0]);
        let b = Bid {
            side: 0,
            player: Some(0),
            amount: 15,
            bagged: true,
        };
        let err = score(&r, &t, &[0, 0], &rec(Some(b), vec![3, 2], Some(0))).unwrap_err();
        assert_eq!(err, RoundError::BaggedWhenRedeal);
        let err = score(&RuleSet::default(), &t, &[0, 0], &x).unwrap_err();
        assert_eq!(err, RoundError::ThrownInNotAllowed);
    }
}
