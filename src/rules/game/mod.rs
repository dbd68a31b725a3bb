//! A game: scores over rounds, who deals, the end of the game, tie-breaks and
//! eliminations (docs/rules.md §9, §12). The state is always computed by
//! replaying the round records from the start, so a saved game is its rules,
//! its table, its first dealer and its records.
//!
//! This file is the state and how a round moves it (who deals, who plays,
//! the auction against the scores, a round applied or refused whole);
//! `end.rs` is the end of the game: the target, the tie-breaks and their
//! overtime, the eliminations and who wins, which `apply` asks after every
//! round.

use serde::{Deserialize, Serialize};

use super::card::Suit;
use super::round::{
    run_auction, score_round, Bid, Call, Contract, RoundContext, RoundError, RoundOutcome,
    RoundRecord,
};
use super::seat::{BySide, Seat, SideId};
use super::table::Table;
use super::variant::{AllPass, RuleSet};

mod end;
mod log;

pub use end::{GameEnd, Overtime};
pub use log::{Change, ChangeKind, EditError, Edited, GameLog, SavedRound, Setup};

/// The furthest a paper score sheet may start from 0, either way: well past
/// any target or loss the rules allow, and far from overflowing a score.
pub const MAX_START: i32 = 10_000;

/// Where a side stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// The side's score now; below 0 it is in the hole.
    pub score: i32,
    /// Times this side was set.
    pub sets: u32,
    /// Its bids set in a row. Decision: only the side's own bids count; a
    /// made bid ends the run, rounds it did not bid leave the run as it is.
    pub consecutive_sets: u32,
    /// Why the side lost (below `lose_below`, or after too many sets), if it did.
    /// With more than two sides it has left the game; with two, the other won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out: Option<String>,
}

/// One row of the game's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryRow {
    /// 1 for the first round.
    pub round: usize,
    /// The seat that dealt the round.
    pub dealer: Seat,
    /// What the auction settled; none without bidding.
    pub contract: Option<Contract>,
    /// The trump suit, when it was recorded.
    pub trump: Option<Suit>,
    /// Points each side took at the table: 5 a trick, plus 5 for the best
    /// card where the rules count it; what it scored can differ (`delta`).
    pub points: BySide<i32>,
    /// The change of each side's score, which differs from `points` where
    /// docs/rules.md §8 says: a set bidder loses its bid, a frozen side
    /// gains nothing, a capped side gains only up to the cap.
    pub delta: BySide<i32>,
    /// Made (true) or set (false); none without bidding or when thrown in.
    pub made: Option<bool>,
    /// Every side's score after the round.
    pub scores: BySide<i32>,
    /// How the round scored, where it is not obvious.
    pub notes: Vec<String>,
    /// What the round did to the game: wins, ties, eliminations.
    pub events: Vec<String>,
    /// The winner, when this round ended the game.
    pub winner: Option<SideId>,
}

impl HistoryRow {
    /// The bidding side, when there was a bid.
    pub fn bidder(&self) -> Option<SideId> {
        self.bid_made().map(|b| b.side)
    }

    /// The bid, bagged or not.
    pub fn bid(&self) -> Option<u8> {
        self.bid_made().map(|b| b.amount)
    }

    fn bid_made(&self) -> Option<&super::round::Bid> {
        self.contract.as_ref().and_then(Contract::bid)
    }

    /// Whether the dealer was bagged.
    pub fn is_bagged(&self) -> bool {
        matches!(self.contract, Some(Contract::Bagged(_)))
    }

    /// Whether everyone passed and the hand was thrown in.
    pub fn is_thrown_in(&self) -> bool {
        self.contract == Some(Contract::ThrownIn)
    }
}

/// The game after some rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The knobs every round is checked and scored by.
    pub rules: RuleSet,
    /// Who sits where, and the sides that keep a score.
    pub table: Table,
    /// The seat that dealt the first round: with the records, it fixes
    /// every later dealer.
    pub first_dealer: Seat,
    /// The records applied so far.
    pub rounds: Vec<RoundRecord>,
    /// Each side's score, sets and whether it is out, by side.
    pub sides: BySide<SideState>,
    /// Who deals the next round.
    pub dealer: Seat,
    /// The extra round a tie called for (docs/rules.md §9's overtime
    /// tie-breaks, equal scores after `hands`), with the sides that play
    /// it; `None` in ordinary play.
    pub overtime: Option<Overtime>,
    /// How the game ended; `None` while it goes on.
    pub end: Option<GameEnd>,
    /// Why the winner won, in the words the round's events gave it ("Eve
    /// and Fay reach 45: Eve got there first, trick by trick, and wins
    /// (first-out)."); `None` while no side has won.
    #[serde(default)]
    pub won_why: Option<String>,
    /// One row per record in `rounds`, thrown-in hands included, in order.
    pub history: Vec<HistoryRow>,
    /// Rounds scored. Decision: a thrown-in hand (all_pass = redeal) is not a
    /// round for `hands`: nothing was played.
    pub played: u32,
    /// The scores the game started from, by side: all 0, or a paper score
    /// sheet carried over (`new --score`).
    #[serde(default)]
    pub start: BySide<i32>,
}

/// The state after replaying `records` from the start of a game.
pub fn replay(
    rules: &RuleSet,
    table: &Table,
    first_dealer: Seat,
    records: &[RoundRecord],
) -> Result<GameState, RoundError> {
    replay_from(rules, table, first_dealer, &[], records)
}

/// The state after replaying `records` from a game that started at the
/// scores `start` (by side; sides left out start at 0).
pub fn replay_from(
    rules: &RuleSet,
    table: &Table,
    first_dealer: Seat,
    start: &[i32],
    records: &[RoundRecord],
) -> Result<GameState, RoundError> {
    let mut state = GameState::new(rules.clone(), table.clone(), first_dealer)?;
    if !start.is_empty() {
        state = state.starting_at(start)?;
    }
    for (i, rec) in records.iter().enumerate() {
        state.apply(rec).map_err(|e| RoundError::AtRound {
            round: i + 1,
            source: Box::new(e),
        })?;
    }
    Ok(state)
}

impl GameState {
    /// A new game: the table is checked against the rules.
    pub fn new(rules: RuleSet, table: Table, first_dealer: Seat) -> Result<GameState, RoundError> {
        rules.validate().map_err(RoundError::Rules)?;
        table.check()?;
        table.check_seating(&rules)?;
        if first_dealer.0 >= table.players.len() {
            return Err(RoundError::UnknownSeat(first_dealer.0));
        }
        let table_sides = table.sides.len();
        let sides = table
            .sides
            .iter()
            .map(|_| SideState {
                score: 0,
                sets: 0,
                consecutive_sets: 0,
                out: None,
            })
            .collect();
        Ok(GameState {
            rules,
            table,
            first_dealer,
            rounds: Vec::new(),
            sides,
            dealer: first_dealer,
            overtime: None,
            end: None,
            won_why: None,
            history: Vec::new(),
            played: 0,
            start: BySide::from_fn(table_sides, |_| 0),
        })
    }

    /// The same new game, starting from the scores on a paper score sheet
    /// (by side; sides left out start at 0). Everything counts from there:
    /// the hole, limits past a score, 60 for 120, the target. A sheet the
    /// game could not have reached without ending (a side at or past the
    /// target, or already lost under `lose_below`) is refused.
    pub fn starting_at(mut self, start: &[i32]) -> Result<GameState, RoundError> {
        if !self.rounds.is_empty() {
            return Err(RoundError::StartScore(
                "a game's starting scores are set before its first round".into(),
            ));
        }
        if start.len() > self.sides.len() {
            return Err(RoundError::UnknownSide(start.len() - 1));
        }
        for (side, &score) in start.iter().enumerate() {
            let side = SideId(side);
            let name = self.table.side_name(side);
            if score % 5 != 0 {
                return Err(RoundError::StartScore(format!(
                    "{name} can't start on {score}: scores go in fives"
                )));
            }
            if score.abs() > MAX_START {
                return Err(RoundError::StartScore(format!(
                    "{name} can't start on {score}: give a score between -{MAX_START} and {MAX_START}"
                )));
            }
            if self.rules.hands.is_none() && score >= self.rules.target {
                return Err(RoundError::StartScore(format!(
                    "{name} can't start on {score}: at {} the game is already won",
                    self.rules.target
                )));
            }
            if let Some(low) = self.rules.lose_below {
                if score < low {
                    return Err(RoundError::StartScore(format!(
                        "{name} can't start on {score}: below {low} a side has lost (lose_below)"
                    )));
                }
            }
            self.sides[side].score = score;
            self.start[side] = score;
        }
        Ok(self)
    }

    /// Every side's score.
    pub fn scores(&self) -> BySide<i32> {
        self.sides.map(|s| s.score)
    }

    /// Whether a side is still in the game.
    pub fn is_in(&self, side: SideId) -> bool {
        self.sides.get(side).is_some_and(|s| s.out.is_none())
    }

    /// Whether a side plays the next round (in the game, and not sitting out an overtime).
    pub fn plays_next(&self, side: SideId) -> bool {
        self.is_in(side)
            && self
                .overtime
                .as_ref()
                .is_none_or(|o| o.playing.contains(&side))
    }

    /// The seats that call in the next auction, in order: from the
    /// dealer's left round to the dealer, leaving out players whose side is
    /// out or sits out (docs/rules.md §7: the dealer bids last).
    pub fn bidding_order(&self) -> Vec<Seat> {
        let n = self.table.players.len();
        (1..=n)
            .map(|i| Seat((self.dealer.0 + i) % n))
            .filter(|&seat| self.plays_next(self.table.side_of(seat)))
            .collect()
    }

    /// The sides that play the next round.
    pub fn playing(&self) -> Vec<SideId> {
        self.sides.ids().filter(|&s| self.plays_next(s)).collect()
    }

    /// Whether a side is in the hole (a negative score).
    pub fn in_hole(&self, side: SideId) -> bool {
        self.sides
            .get(side)
            .is_some_and(|s| super::round::in_hole(s.score))
    }

    /// The bids a side may make next round.
    pub fn allowed_bids(&self, side: SideId) -> Vec<u8> {
        match self.sides.get(side) {
            Some(s) if self.plays_next(side) => super::round::allowed_bids(&self.rules, s.score),
            _ => Vec::new(),
        }
    }

    fn absent(&self) -> BySide<&'static str> {
        self.sides
            .ids()
            .map(|s| {
                if !self.is_in(s) {
                    "is out of the game"
                } else if !self.plays_next(s) {
                    "sits out this overtime round"
                } else {
                    ""
                }
            })
            .collect()
    }

    /// Scores `rec` against the game as it stands, without changing it.
    ///
    /// Decision: the record's dealer must be the player whose deal it is
    /// (the deal passes to the left); a different dealer is refused rather
    /// than silently moving the deal, so a replay can't drift.
    pub fn preview(&self, rec: &RoundRecord) -> Result<RoundOutcome, RoundError> {
        if self.is_over() {
            return Err(RoundError::GameFinished(self.end_summary()));
        }
        if rec.dealer != self.dealer {
            return Err(RoundError::WrongDealer {
                expected: self.table.player_name(self.dealer),
                got: self.table.player_name(rec.dealer),
            });
        }
        self.in_context(|ctx| score_round(ctx, rec))
    }

    /// The game as a round is judged against it: the scores, who still
    /// plays, who is out.
    fn in_context<R>(&self, judge: impl FnOnce(&RoundContext) -> R) -> R {
        let scores = self.scores();
        let playing = BySide::from_fn(self.sides.len(), |s| self.plays_next(s));
        let absent = self.absent();
        judge(&RoundContext {
            rules: &self.rules,
            table: &self.table,
            scores: &scores,
            playing: &playing,
            absent: &absent,
        })
    }

    /// What this round's auction settled, run through §7 against the game
    /// as it stands: the winner's bid; when everyone passed, the dealer
    /// bagged at `min_bid`, or under `all_pass = redeal` a hand thrown in.
    /// An auction given alone says all of that, so nothing else is needed.
    pub fn auction_contract(&self, calls: &[Call]) -> Result<Contract, RoundError> {
        self.in_context(|ctx| {
            let bid = |seat: Seat, amount: u8| Bid {
                side: self.table.side_of(seat),
                player: Some(seat),
                amount,
            };
            Ok(match run_auction(ctx, self.dealer, calls)?.winner {
                Some((seat, amount)) => Contract::Bid(bid(seat, amount)),
                None if self.rules.all_pass == AllPass::Redeal => Contract::ThrownIn,
                None => Contract::Bagged(bid(self.dealer, self.rules.min_bid)),
            })
        })
    }

    /// Who deals first in a rematch: the deal goes on from where this game
    /// left it. A finished game stops passing the deal, so the player left
    /// of the last dealer; an unfinished one, whoever was due to deal next.
    pub fn next_game_dealer(&self) -> Seat {
        match self.rounds.last() {
            Some(last) if self.is_over() => last.dealer.left(self.table.players.len()),
            _ => self.dealer,
        }
    }

    /// Adds one round. On error the state is unchanged.
    pub fn apply(&mut self, rec: &RoundRecord) -> Result<HistoryRow, RoundError> {
        let outcome = self.preview(rec)?;
        // Work on a copy so a failure leaves the state as it was, but move
        // the two lists that grow with the game instead of copying them:
        // copying them made a replay quadratic (12 s for 10,000 rounds).
        // `settle` only pushes to them after its last fallible step.
        let rounds = std::mem::take(&mut self.rounds);
        let history = std::mem::take(&mut self.history);
        let mut next = self.clone();
        next.rounds = rounds;
        next.history = history;
        match next.settle(rec, outcome) {
            Ok(row) => {
                *self = next;
                Ok(row)
            }
            Err(err) => {
                self.rounds = std::mem::take(&mut next.rounds);
                self.history = std::mem::take(&mut next.history);
                Err(err)
            }
        }
    }

    fn settle(
        &mut self,
        rec: &RoundRecord,
        outcome: RoundOutcome,
    ) -> Result<HistoryRow, RoundError> {
        let mut events = Vec::new();
        let before = self.scores();
        if !rec.is_thrown_in() {
            self.played += 1;
            for (side, d) in self.sides.iter_mut().zip(&outcome.delta) {
                side.score += d;
            }
            if let (Some(b), Some(made)) = (outcome.bidder, outcome.made) {
                let s = &mut self.sides[b];
                if made {
                    s.consecutive_sets = 0;
                } else {
                    s.sets += 1;
                    s.consecutive_sets += 1;
                }
            }
            self.decide(rec, &outcome, &before, &mut events)?;
            if self.winner().is_none() && !self.is_over() {
                self.losers(&mut events);
            }
        }
        self.rounds.push(rec.clone());
        if !self.is_over() {
            self.dealer = self.next_dealer(rec.dealer);
        }
        let row = HistoryRow {
            round: self.rounds.len(),
            dealer: rec.dealer,
            contract: rec.contract.clone(),
            trump: rec.trump,
            points: outcome.points,
            delta: outcome.delta,
            made: outcome.made,
            scores: self.scores(),
            notes: outcome.notes,
            events,
            winner: self.winner(),
        };
        self.history.push(row.clone());
        Ok(row)
    }

    /// The deal passes to the left, skipping players whose side does not play.
    pub fn next_dealer(&self, from: Seat) -> Seat {
        let n = self.table.players.len();
        (1..=n)
            .map(|k| Seat((from.0 + k) % n))
            .find(|&seat| self.plays_next(self.table.side_of(seat)))
            .unwrap_or(from)
    }
}
