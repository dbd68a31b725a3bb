//! A game: scores over rounds, who deals, the end of the game, tie-breaks and
//! eliminations (docs/rules.md §9, §12). The state is always computed by
//! replaying the round records from the start, so a saved game is its rules,
//! its table, its first dealer and its records.

use serde::{Deserialize, Serialize};

use super::card::Suit;
use super::round::{
    run_auction, score_round, Bid, Call, Contract, RoundContext, RoundError, RoundOutcome,
    RoundRecord, TRICKS, TRICK_POINTS,
};
use super::seat::{BySide, Seat, SideId};
use super::table::Table;
use super::variant::{AllPass, RuleSet, Scoring, TieBreak};

/// The furthest a paper score sheet may start from 0, either way: well past
/// any target or loss the rules allow, and far from overflowing a score.
pub const MAX_START: i32 = 10_000;

/// What a saved game holds: everything needed to replay it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub rules: RuleSet,
    pub table: Table,
    /// The seat that dealt the first round.
    pub first_dealer: Seat,
    #[serde(default)]
    pub rounds: Vec<RoundRecord>,
}

impl GameRecord {
    /// The game's state after every recorded round.
    pub fn replay(&self) -> Result<GameState, RoundError> {
        replay(&self.rules, &self.table, self.first_dealer, &self.rounds)
    }
}

/// Where a side stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
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

/// Extra rounds to settle a tie (§9 `overtime`, `elimination-overtime`,
/// equal scores under `highest-score` or `hands`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overtime {
    /// The sides that play the extra round; the others sit out.
    pub playing: Vec<SideId>,
}

/// One row of the game's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryRow {
    /// 1 for the first round.
    pub round: usize,
    pub dealer: Seat,
    /// What the auction settled; none without bidding.
    pub contract: Option<Contract>,
    pub trump: Option<Suit>,
    pub points: BySide<i32>,
    pub delta: BySide<i32>,
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

/// How a game ended (docs/rules.md §9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameEnd {
    /// A side won.
    Won(SideId),
    /// Every side still in lost at once: the game ends with no winner.
    NoSideLeft,
}

/// The game after some rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub rules: RuleSet,
    pub table: Table,
    pub first_dealer: Seat,
    /// The records applied so far.
    pub rounds: Vec<RoundRecord>,
    pub sides: BySide<SideState>,
    /// Who deals the next round.
    pub dealer: Seat,
    pub overtime: Option<Overtime>,
    /// How the game ended; `None` while it goes on.
    pub end: Option<GameEnd>,
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

    /// The side that won, once one has.
    pub fn winner(&self) -> Option<SideId> {
        match self.end {
            Some(GameEnd::Won(side)) => Some(side),
            _ => None,
        }
    }

    /// Whether the game is over: won, or no side left to win.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
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

    /// Whether the next round could need the order of its tricks: the
    /// tie-break counts tricks (`last-trick`, `first-out`) and two playing
    /// sides are close enough to the target to reach it together. A round
    /// hands out at most its tricks' points and the best card's 5, so two
    /// sides that need more than that between them can't both get there;
    /// under `majority` and `spread` only one side scores a round.
    pub fn may_need_trick_order(&self) -> bool {
        let counts_tricks = matches!(
            self.rules.tie_break,
            TieBreak::LastTrick | TieBreak::FirstOut
        );
        let one_side_scores = matches!(self.rules.scoring, Scoring::Majority | Scoring::Spread);
        if !counts_tricks || one_side_scores {
            return false;
        }
        let mut needs: Vec<i32> = self
            .playing()
            .iter()
            .map(|&s| (self.rules.target - self.sides[s].score).max(0))
            .collect();
        needs.sort_unstable();
        let one_side_takes_all = BySide::from(vec![TRICKS]);
        let most = super::round::points_taken(&self.rules, &one_side_takes_all, Some(SideId(0)))
            [SideId(0)];
        matches!(needs.as_slice(), [a, b, ..] if a + b <= most)
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
        let scores = self.scores();
        let playing = BySide::from_fn(self.sides.len(), |s| self.plays_next(s));
        let absent = self.absent();
        let ctx = RoundContext {
            rules: &self.rules,
            table: &self.table,
            scores: &scores,
            playing: &playing,
            absent: &absent,
        };
        score_round(&ctx, rec)
    }

    /// What this round's auction settled, run through §7 against the game
    /// as it stands: the winner's bid; when everyone passed, the dealer
    /// bagged at `min_bid`, or under `all_pass = redeal` a hand thrown in.
    /// An auction given alone says all of that, so nothing else is needed.
    pub fn auction_contract(&self, calls: &[Call]) -> Result<Contract, RoundError> {
        let scores = self.scores();
        let playing = BySide::from_fn(self.sides.len(), |s| self.plays_next(s));
        let absent = self.absent();
        let ctx = RoundContext {
            rules: &self.rules,
            table: &self.table,
            scores: &scores,
            playing: &playing,
            absent: &absent,
        };
        let bid = |seat: Seat, amount: u8| Bid {
            side: self.table.side_of(seat),
            player: Some(seat),
            amount,
        };
        Ok(match run_auction(&ctx, self.dealer, calls)?.winner {
            Some((seat, amount)) => Contract::Bid(bid(seat, amount)),
            None if self.rules.all_pass == AllPass::Redeal => Contract::ThrownIn,
            None => Contract::Bagged(bid(self.dealer, self.rules.min_bid)),
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

    fn end_summary(&self) -> String {
        match self.winner() {
            Some(w) => format!("{} won", self.table.side_name(w)),
            None => "no side is left to win".to_string(),
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

    fn win(&mut self, side: SideId, why: String, events: &mut Vec<String>) {
        self.end = Some(GameEnd::Won(side));
        self.overtime = None;
        events.push(why);
    }

    /// The target checks of §9 (or the count of rounds under `hands`).
    fn decide(
        &mut self,
        rec: &RoundRecord,
        outcome: &RoundOutcome,
        before: &BySide<i32>,
        events: &mut Vec<String>,
    ) -> Result<(), RoundError> {
        let target = self.rules.target;
        let name = |t: &Table, s: SideId| t.side_name(s);
        let in_sides: Vec<SideId> = self.sides.ids().filter(|&s| self.is_in(s)).collect();
        if let Some(hands) = self.rules.hands {
            if self.played < hands {
                return Ok(());
            }
            let tops = self.top(&in_sides);
            if let [w] = tops[..] {
                let why = format!(
                    "{} {} with the highest score after {} rounds.",
                    name(&self.table, w),
                    self.table.verb(w, "wins", "win"),
                    self.played
                );
                self.win(w, why, events);
            } else {
                events.push(format!(
                    "{} are level after {} rounds: one more round.",
                    self.names(&tops),
                    self.played
                ));
                self.overtime = Some(Overtime { playing: in_sides });
            }
            return Ok(());
        }
        let out: Vec<SideId> = in_sides
            .iter()
            .copied()
            .filter(|&s| self.sides[s].score >= target)
            .collect();
        let bidder = outcome.bidder;
        let bidder_out = bidder.filter(|b| out.contains(b));
        if let Some(b) = bidder_out {
            let why = if out.len() > 1 {
                format!(
                    "{} {} out on the bid and {} (bidder goes out).",
                    name(&self.table, b),
                    self.table.verb(b, "goes", "go"),
                    self.table.verb(b, "wins", "win")
                )
            } else {
                format!(
                    "{} {} {target} and {}.",
                    name(&self.table, b),
                    self.table.verb(b, "reaches", "reach"),
                    self.table.verb(b, "wins", "win")
                )
            };
            self.win(b, why, events);
            return Ok(());
        }
        if self.rules.bid_out {
            if !out.is_empty() {
                events.push(format!(
                    "{} at or past {target} but only the bidding side can go out (bid_out).",
                    self.names(&out)
                ));
            }
            return Ok(());
        }
        if self.overtime.is_some() && self.rules.hands.is_none() {
            // §9: after an overtime round the highest score at or past the
            // target wins; equal: another round.
            if out.is_empty() {
                // Decision: if no side is at or past the target after an
                // overtime round (a tied side was set), the tie is gone and
                // play goes on as usual, every side still in playing.
                events.push(format!(
                    "Nobody is at {target} after the overtime round: play on."
                ));
                self.overtime = None;
                return Ok(());
            }
            return self.highest_or_overtime(&out, events);
        }
        match out[..] {
            [] => Ok(()),
            [w] => {
                let why = format!(
                    "{} {} {target} and {}.",
                    name(&self.table, w),
                    self.table.verb(w, "reaches", "reach"),
                    self.table.verb(w, "wins", "win")
                );
                self.win(w, why, events);
                Ok(())
            }
            _ => self.tie_break(rec, outcome, before, &out, events),
        }
    }

    fn names(&self, sides: &[SideId]) -> String {
        let names: Vec<String> = sides.iter().map(|&s| self.table.side_name(s)).collect();
        match names.len() {
            0 => String::new(),
            1 => names[0].clone(),
            n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
        }
    }

    /// The sides among `among` with the highest score.
    fn top(&self, among: &[SideId]) -> Vec<SideId> {
        let best = among.iter().map(|&s| self.sides[s].score).max();
        among
            .iter()
            .copied()
            .filter(|&s| Some(self.sides[s].score) == best)
            .collect()
    }

    /// The highest score wins; equal highest scores play another round.
    ///
    /// Decision: under `elimination-overtime`, when an overtime round leaves
    /// some sides level at the top, only those sides play the next one.
    fn highest_or_overtime(
        &mut self,
        out: &[SideId],
        events: &mut Vec<String>,
    ) -> Result<(), RoundError> {
        let tops = self.top(out);
        if let [w] = tops[..] {
            let why = format!(
                "{} {} with the highest score at or past {}.",
                self.table.side_name(w),
                self.table.verb(w, "wins", "win"),
                self.rules.target
            );
            self.win(w, why, events);
        } else {
            self.start_overtime(&tops, events);
        }
        Ok(())
    }

    fn start_overtime(&mut self, tied: &[SideId], events: &mut Vec<String>) {
        let target = self.rules.target;
        if self.rules.tie_break == TieBreak::EliminationOvertime {
            events.push(format!(
                "{} are tied at or past {target}: one more round, only they play.",
                self.names(tied)
            ));
            self.overtime = Some(Overtime {
                playing: tied.to_vec(),
            });
        } else {
            events.push(format!(
                "{} are tied at or past {target}: one more round, every side plays.",
                self.names(tied)
            ));
            let playing = self.sides.ids().filter(|&s| self.is_in(s)).collect();
            self.overtime = Some(Overtime { playing });
        }
    }

    /// Two or more sides reached the target and the bidder is not among them.
    fn tie_break(
        &mut self,
        rec: &RoundRecord,
        outcome: &RoundOutcome,
        before: &BySide<i32>,
        out: &[SideId],
        events: &mut Vec<String>,
    ) -> Result<(), RoundError> {
        let rule = self.rules.tie_break;
        match rule {
            TieBreak::Overtime | TieBreak::EliminationOvertime => {
                self.start_overtime(out, events);
                Ok(())
            }
            TieBreak::HighestScore => self.highest_or_overtime(out, events),
            TieBreak::LastTrick | TieBreak::FirstOut => {
                let Some(order) = rec.tricks.order() else {
                    return Err(RoundError::NeedTrickOrder(self.names(out), rule.name()));
                };
                let winner = if rule == TieBreak::LastTrick {
                    order.iter().rev().copied().find(|s| out.contains(s))
                } else {
                    first_out(&self.rules, order, rec.best, outcome, before, out)
                };
                match winner {
                    Some(w) => {
                        let why = if rule == TieBreak::LastTrick {
                            format!(
                                "{} reach {}: {} took the later trick and {} (last-trick).",
                                self.names(out),
                                self.rules.target,
                                self.table.side_name(w),
                                self.table.verb(w, "wins", "win")
                            )
                        } else {
                            format!(
                                "{} reach {}: {} got there first, trick by trick, and {} (first-out).",
                                self.names(out),
                                self.rules.target,
                                self.table.side_name(w),
                                self.table.verb(w, "wins", "win")
                            )
                        };
                        self.win(w, why, events);
                    }
                    // Decision: when the trick order can't separate the tied
                    // sides (both were already past the target), they play
                    // one more round, every side playing, as in `overtime`.
                    None => self.start_overtime(out, events),
                }
                Ok(())
            }
        }
    }

    /// The losing knobs of §9, after the target checks.
    ///
    /// Decision: `lose_below` is strictly below ("falls below -200"): a side
    /// on exactly -80 plays on. If every side still in lost at once (it
    /// can't happen with one bidder a round, but the rules don't forbid it)
    /// the game ends with no winner.
    fn losers(&mut self, events: &mut Vec<String>) {
        let rules = &self.rules;
        let in_sides: Vec<SideId> = self.sides.ids().filter(|&s| self.is_in(s)).collect();
        let mut lost: Vec<(SideId, String)> = Vec::new();
        for &s in &in_sides {
            let side = &self.sides[s];
            let why = if rules.lose_below.is_some_and(|n| side.score < n) {
                Some(format!("below {}", rules.lose_below.unwrap_or_default()))
            } else if rules.lose_after_sets.is_some_and(|n| side.sets >= n) {
                Some(format!("after being set {} times", side.sets))
            } else if rules
                .lose_after_consecutive_sets
                .is_some_and(|n| side.consecutive_sets >= n)
            {
                Some(format!(
                    "after being set {} times in a row",
                    side.consecutive_sets
                ))
            } else {
                None
            };
            if let Some(why) = why {
                lost.push((s, why));
            }
        }
        if lost.is_empty() {
            return;
        }
        let left: Vec<SideId> = in_sides
            .iter()
            .copied()
            .filter(|s| !lost.iter().any(|(l, _)| l == s))
            .collect();
        for (s, why) in &lost {
            events.push(format!(
                "{} {} out {why}.",
                self.table.side_name(*s),
                self.table.is_are(*s)
            ));
            self.sides[*s].out = Some(why.clone());
        }
        if let Some(o) = &mut self.overtime {
            o.playing.retain(|s| left.contains(s));
            if o.playing.len() < 2 {
                self.overtime = None;
            }
        }
        match left[..] {
            [w] => {
                let why = format!(
                    "{} {} the last side left and {}.",
                    self.table.side_name(w),
                    self.table.is_are(w),
                    self.table.verb(w, "wins", "win")
                );
                self.win(w, why, events);
            }
            [] => {
                self.end = Some(GameEnd::NoSideLeft);
                events.push("Every side has lost: the game ends with no winner.".into());
            }
            _ => {}
        }
    }

    /// The deal passes to the left, skipping players whose side does not play.
    fn next_dealer(&self, from: Seat) -> Seat {
        let n = self.table.players.len();
        (1..=n)
            .map(|k| Seat((from.0 + k) % n))
            .find(|&seat| self.plays_next(self.table.side_of(seat)))
            .unwrap_or(from)
    }
}

/// The side in `out` that reached the target first, trick by trick, with
/// the best card's 5 counted after the fifth trick (§9 `first-out`).
fn first_out(
    rules: &RuleSet,
    order: &[SideId],
    best: Option<SideId>,
    outcome: &RoundOutcome,
    before: &BySide<i32>,
    out: &[SideId],
) -> Option<SideId> {
    // Each side's progress never passes what it actually scored this round,
    // so a limit on non-bidders is respected.
    let reached = |side: SideId| -> usize {
        let start = before[side];
        let gain = outcome.delta[side];
        if start >= rules.target {
            return 0;
        }
        let trick_points = i32::from(TRICK_POINTS);
        let mut taken = 0;
        for (i, &w) in order.iter().enumerate() {
            if w == side {
                taken += trick_points;
            }
            if start + taken.min(gain) >= rules.target {
                return i + 1;
            }
        }
        if best == Some(side) && rules.best_card_scores() {
            taken += trick_points;
        }
        if start + taken.min(gain) >= rules.target {
            usize::from(TRICKS) + 1
        } else {
            usize::MAX
        }
    };
    let steps: Vec<(usize, SideId)> = out.iter().map(|&s| (reached(s), s)).collect();
    let first = steps.iter().map(|(r, _)| *r).min()?;
    let firsts: Vec<SideId> = steps
        .iter()
        .filter(|(r, _)| *r == first)
        .map(|(_, s)| *s)
        .collect();
    match firsts[..] {
        [w] if first > 0 => Some(w),
        _ => None,
    }
}
