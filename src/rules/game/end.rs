//! The end of the game (docs/rules.md §9, §12): the target and who reaches
//! it, the tie-breaks and the overtime they call, the count of rounds under
//! `hands`, the eliminations (`lose_below`, the set limits) and who wins.
//! `GameState::apply` (its `settle`) asks `decide` and then `losers` after
//! every round scored; they change only the sides' `out`, the overtime and
//! the end.

use serde::{Deserialize, Serialize};

use super::GameState;
use crate::rules::round::{
    points_taken, RoundError, RoundOutcome, RoundRecord, TRICKS, TRICK_POINTS,
};
use crate::rules::seat::{BySide, SideId};
use crate::rules::table::Table;
use crate::rules::variant::{RuleSet, Scoring, TieBreak};

/// Extra rounds to settle a tie (§9 `overtime`, `elimination-overtime`,
/// equal scores under `highest-score` or `hands`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overtime {
    /// The sides that play the extra round; the others sit out.
    pub playing: Vec<SideId>,
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

impl GameState {
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
        let most = points_taken(&self.rules, &one_side_takes_all, Some(SideId(0)))[SideId(0)];
        matches!(needs.as_slice(), [a, b, ..] if a + b <= most)
    }

    pub(super) fn end_summary(&self) -> String {
        match self.winner() {
            Some(w) => format!("{} won", self.table.side_name(w)),
            None => "no side is left to win".to_string(),
        }
    }

    fn win(&mut self, side: SideId, why: String, events: &mut Vec<String>) {
        self.end = Some(GameEnd::Won(side));
        self.overtime = None;
        self.won_why = Some(why.clone());
        events.push(why);
    }

    /// The target checks of §9 (or the count of rounds under `hands`).
    pub(super) fn decide(
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
    pub(super) fn losers(&mut self, events: &mut Vec<String>) {
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
