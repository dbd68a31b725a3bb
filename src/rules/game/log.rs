//! A game's log: the rounds that count, the rounds taken back (`undo`)
//! and those replaced after, and every change made to a recorded round,
//! each with the time it was made. Nothing recorded is ever lost: a round
//! taken back waits for `redo`, one replaced is kept as discarded, and a
//! correction keeps the facts it replaced.
//!
//! Pure: the clock is passed in (`at`), and the game is replayed from its
//! [`Setup`], so undo, redo and a correction are tested without a disk.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::{replay_from, GameState, HistoryRow};
use crate::rules::round::{RoundError, RoundRecord};
use crate::rules::table::Table;
use crate::rules::{RuleSet, Seat};

/// One round as saved: its facts, when it was recorded, and a note.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedRound {
    /// When the round was recorded.
    pub at: DateTime<FixedOffset>,
    /// The table's note on the round, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The round's facts.
    pub record: RoundRecord,
}

/// One change to rounds already recorded, with its time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    /// When the change was made.
    pub at: DateTime<FixedOffset>,
    /// What kind of change.
    pub kind: ChangeKind,
    /// The round changed, 1 for the first.
    pub round: usize,
    /// `edit`: the facts replaced; `undo`: the round taken back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<SavedRound>,
    /// `edit`: the new facts; `redo`: the round put back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<SavedRound>,
}

/// What a [`Change`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChangeKind {
    /// A round's facts corrected (`edit`).
    Edit,
    /// The last round taken back (`undo`).
    Undo,
    /// A round taken back put back (`redo`).
    Redo,
}

impl ChangeKind {
    /// The kind as written in the file and shown: `edit`, `undo`, `redo`.
    pub fn name(self) -> &'static str {
        match self {
            ChangeKind::Edit => "edit",
            ChangeKind::Undo => "undo",
            ChangeKind::Redo => "redo",
        }
    }
}

/// Why a correction can't be made; the log is left as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EditError {
    /// The round named was never recorded.
    #[error("{game} has no round {round}: {}", rounds_words(*.rounds))]
    NoSuchRound {
        /// The game.
        game: String,
        /// The round named, from 1.
        round: usize,
        /// Rounds recorded.
        rounds: usize,
    },
    /// The new facts themselves can't be true at that point of the game.
    #[error("round {round}: {source}")]
    Facts {
        /// The round, from 1.
        round: usize,
        /// What the rules refuse.
        source: RoundError,
    },
    /// The new facts are fine, but a later round can no longer stand.
    #[error("this correction would make round {later} impossible: {source}{why}")]
    Later {
        /// The later round, from 1.
        later: usize,
        /// What the rules refuse in it.
        source: RoundError,
        /// What the correction changed before that round, e.g. " (after
        /// the correction Red are out of the game)"; may be empty.
        why: String,
    },
}

fn rounds_words(rounds: usize) -> String {
    match rounds {
        0 => "no round is recorded yet".to_string(),
        1 => "only round 1 is recorded".to_string(),
        n => format!("its rounds are 1 to {n}"),
    }
}

/// A correction made: the game before and after, and the rounds whose own
/// score changed (the corrected round included, when its score did).
#[derive(Clone, Debug)]
pub struct Edited {
    /// False when the new facts were those already recorded: nothing was
    /// changed or logged.
    pub changed: bool,
    /// The game as it stood before the correction.
    pub before: GameState,
    /// The game after it, every later round rescored.
    pub after: GameState,
    /// The rounds (from 1) whose own score changed.
    pub rescored: Vec<usize>,
}

/// What a game's replay starts from: its rules, its table, the first
/// dealer and the scores it was picked up at.
#[derive(Clone, Copy, Debug)]
pub struct Setup<'a> {
    /// The game's rules.
    pub rules: &'a RuleSet,
    /// The game's table.
    pub table: &'a Table,
    /// The first dealer's seat.
    pub first_dealer: Seat,
    /// The scores the game started from, by side; empty: all at 0.
    pub start: &'a [i32],
    /// The game's name, for what is said about it.
    pub name: &'a str,
}

impl Setup<'_> {
    /// The game after `records`, replayed from the start.
    pub fn replay(&self, records: &[RoundRecord]) -> Result<GameState, RoundError> {
        replay_from(
            self.rules,
            self.table,
            self.first_dealer,
            self.start,
            records,
        )
    }
}

/// The rounds of a game and what was done to them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameLog {
    /// The rounds that count, in the order played.
    pub rounds: Vec<SavedRound>,
    /// Rounds taken back by `undo`, the most recent last; `redo` puts them
    /// back in order.
    pub undone: Vec<SavedRound>,
    /// Rounds taken back and then replaced by a new round: never put back,
    /// never lost.
    pub discarded: Vec<SavedRound>,
    /// Every correction, undo and redo, oldest first.
    pub changes: Vec<Change>,
}

impl GameLog {
    /// The rounds' records, in order.
    pub fn records(&self) -> Vec<RoundRecord> {
        self.rounds.iter().map(|r| r.record.clone()).collect()
    }

    /// Records a round after `state` (the state after this log's rounds):
    /// checks and scores it, and keeps any rounds taken back as discarded.
    pub fn push(
        &mut self,
        state: &mut GameState,
        round: SavedRound,
    ) -> Result<HistoryRow, RoundError> {
        let row = state.apply(&round.record)?;
        self.discarded.append(&mut self.undone);
        self.rounds.push(round);
        Ok(row)
    }

    /// Takes back the last round; `None` when there is none. Logged.
    pub fn undo(&mut self, at: DateTime<FixedOffset>) -> Option<SavedRound> {
        let number = self.rounds.len();
        let round = self.rounds.pop()?;
        self.changes.push(Change {
            at,
            kind: ChangeKind::Undo,
            round: number,
            before: Some(round.clone()),
            after: None,
        });
        self.undone.push(round.clone());
        Some(round)
    }

    /// Puts back the round most recently taken back, checked again against
    /// the game as it now stands; `None` when none was taken back.
    pub fn redo(
        &mut self,
        setup: &Setup,
        at: DateTime<FixedOffset>,
    ) -> Result<Option<SavedRound>, RoundError> {
        let Some(round) = self.undone.last().cloned() else {
            return Ok(None);
        };
        let mut state = setup.replay(&self.records())?;
        state.apply(&round.record)?;
        self.undone.pop();
        self.changes.push(Change {
            at,
            kind: ChangeKind::Redo,
            round: self.rounds.len() + 1,
            before: None,
            after: Some(round.clone()),
        });
        self.rounds.push(round.clone());
        Ok(Some(round))
    }

    /// Replaces round `round`'s facts (1 for the first) and rescores every
    /// later round, given the game as it stands (`before`). The facts
    /// replaced are kept in the change log. Refused, with the log
    /// unchanged, when the new facts can't be true or a later round could
    /// then no longer stand.
    pub fn edit(
        &mut self,
        setup: &Setup,
        before: GameState,
        round: usize,
        new: SavedRound,
        at: DateTime<FixedOffset>,
    ) -> Result<Edited, EditError> {
        if round == 0 || round > self.rounds.len() {
            return Err(EditError::NoSuchRound {
                game: setup.name.to_string(),
                round,
                rounds: self.rounds.len(),
            });
        }
        let mut records = self.records();
        records[round - 1] = new.record.clone();
        let after = setup.replay(&records).map_err(|e| match e {
            RoundError::AtRound { round: at, source } if at == round => EditError::Facts {
                round,
                source: *source,
            },
            RoundError::AtRound {
                round: later,
                source,
            } => EditError::Later {
                later,
                why: self.what_changed_before(setup, &records, later),
                source: *source,
            },
            other => EditError::Facts {
                round,
                source: other,
            },
        })?;
        let rescored = before
            .history
            .iter()
            .zip(&after.history)
            .filter(|(old, new)| old.delta != new.delta || old.made != new.made)
            .map(|(old, _)| old.round)
            .collect();
        if self.rounds[round - 1] == new {
            return Ok(Edited {
                changed: false,
                before,
                after,
                rescored,
            });
        }
        let old = std::mem::replace(&mut self.rounds[round - 1], new.clone());
        self.changes.push(Change {
            at,
            kind: ChangeKind::Edit,
            round,
            before: Some(old),
            after: Some(new),
        });
        Ok(Edited {
            changed: true,
            before,
            after,
            rescored,
        })
    }

    /// Why a corrected game differs just before round `later`: sides now out
    /// of the game, or the game now over, that were not before. Said after
    /// the reason a later round can't stand, which may be only its effect
    /// (a deal that now passes another way).
    fn what_changed_before(&self, setup: &Setup, records: &[RoundRecord], later: usize) -> String {
        let (Ok(was), Ok(now)) = (
            setup.replay(&self.records()[..later - 1]),
            setup.replay(&records[..later - 1]),
        ) else {
            return String::new();
        };
        let table = setup.table;
        let mut changes: Vec<String> = table
            .sides
            .ids()
            .filter(|&s| was.is_in(s) && !now.is_in(s))
            .map(|s| format!("{} {} out of the game", table.side_name(s), table.is_are(s)))
            .collect();
        if now.end.is_some() && was.end.is_none() {
            changes.push(match now.winner() {
                Some(w) => format!(
                    "{} already {} after round {}",
                    table.side_name(w),
                    table.verb(w, "wins", "win"),
                    later - 1
                ),
                None => format!("the game is already over after round {}", later - 1),
            });
        }
        if changes.is_empty() {
            String::new()
        } else {
            format!(" (after the correction {})", changes.join(", and "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::round::Tricks;
    use crate::rules::seat::{BySide, SideId};
    use crate::rules::table::Table;
    use crate::rules::Suit;

    fn at(minute: u32) -> DateTime<FixedOffset> {
        DateTime::parse_from_rfc3339(&format!("2026-11-25T21:{minute:02}:00+00:00")).unwrap()
    }

    fn round(dealer: usize, side_tricks: u8, minute: u32) -> SavedRound {
        // Two players under 25: no bidding, the tricks counted.
        SavedRound {
            at: at(minute),
            note: None,
            record: RoundRecord {
                dealer: Seat(dealer),
                trump: Some(Suit::Hearts),
                contract: None,
                tricks: Tricks::Counts(BySide::from(vec![side_tricks, 5 - side_tricks])),
                best: Some(SideId(0)),
                auction: None,
                renege: None,
            },
        }
    }

    fn game() -> (RuleSet, Table) {
        let mut rules = RuleSet::preset("25").unwrap();
        // Under 25's own first-out the order of the tricks is asked once
        // both could reach 25; these rounds give the counts.
        rules.apply("tie_break=overtime").unwrap();
        let table = Table::cut_throat(vec!["Ann".into(), "Bob".into()]).unwrap();
        (rules, table)
    }

    /// Ann and Bob's game, Bob dealing first.
    fn kitchen<'a>(rules: &'a RuleSet, table: &'a Table) -> Setup<'a> {
        Setup {
            rules,
            table,
            first_dealer: Seat(1),
            start: &[],
            name: "kitchen",
        }
    }

    #[test]
    fn undo_keeps_the_round_and_redo_puts_it_back_each_logged_with_its_time() {
        let (rules, table) = game();
        let setup = kitchen(&rules, &table);
        let mut log = GameLog::default();
        let mut state = setup.replay(&[]).unwrap();
        log.push(&mut state, round(1, 3, 1)).unwrap();
        let taken = log.undo(at(2)).expect("a round to take back");
        assert_eq!(taken, round(1, 3, 1));
        assert!(log.rounds.is_empty());
        assert_eq!(log.undone, [round(1, 3, 1)]);
        let back = log
            .redo(&setup, at(3))
            .unwrap()
            .expect("a round to put back");
        assert_eq!(back, round(1, 3, 1));
        let kinds: Vec<_> = log
            .changes
            .iter()
            .map(|c| (c.kind, c.round, c.at))
            .collect();
        assert_eq!(
            kinds,
            [(ChangeKind::Undo, 1, at(2)), (ChangeKind::Redo, 1, at(3))]
        );
        // Nothing left to take back twice, nor to put back.
        assert_eq!(log.redo(&setup, at(4)).unwrap(), None);
    }

    #[test]
    fn a_new_round_after_an_undo_keeps_the_round_taken_back_as_discarded() {
        let (rules, table) = game();
        let setup = kitchen(&rules, &table);
        let mut log = GameLog::default();
        let mut state = setup.replay(&[]).unwrap();
        log.push(&mut state, round(1, 3, 1)).unwrap();
        log.undo(at(2));
        let mut state = setup.replay(&log.records()).unwrap();
        log.push(&mut state, round(1, 4, 3)).unwrap();
        assert_eq!(log.rounds, [round(1, 4, 3)]);
        assert!(log.undone.is_empty());
        assert_eq!(log.discarded, [round(1, 3, 1)]);
    }

    #[test]
    fn a_correction_rescores_later_rounds_and_keeps_what_it_replaced() {
        let (rules, table) = game();
        let setup = kitchen(&rules, &table);
        let mut log = GameLog::default();
        let mut state = setup.replay(&[]).unwrap();
        log.push(&mut state, round(1, 3, 1)).unwrap();
        log.push(&mut state, round(0, 2, 2)).unwrap();
        let edited = log
            .edit(&setup, state.clone(), 1, round(1, 1, 1), at(5))
            .unwrap();
        assert!(edited.changed);
        assert_eq!(edited.rescored, [1]);
        assert_eq!(log.changes.len(), 1);
        assert_eq!(log.changes[0].before, Some(round(1, 3, 1)));
        assert_eq!(log.changes[0].after, Some(round(1, 1, 1)));
        // No such round: refused, the log as it was.
        let before = log.clone();
        let refused = log.edit(&setup, edited.after, 3, round(1, 1, 1), at(6));
        assert!(matches!(
            refused,
            Err(EditError::NoSuchRound {
                round: 3,
                rounds: 2,
                ..
            })
        ));
        assert_eq!(log, before);
    }
}
