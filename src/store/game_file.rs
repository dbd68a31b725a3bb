//! A saved game as written to `<name>.toml`: the schema version, the whole
//! rule set (so a game replays the same way after a preset's defaults
//! change), the seating, and every round with its time and note.
//!
//! Scores are never stored: they are recomputed by replaying the rounds, so
//! a file can't disagree with itself.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::{BASE_SCHEMA, SCHEMA};
use crate::rules::game::{replay_from, GameState, HistoryRow};
use crate::rules::round::{RoundError, RoundRecord};
use crate::rules::table::Table;
use crate::rules::{RuleSet, Seat};

/// One saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    /// The file format it is written in (1 or 2; see the `store` module).
    pub schema: u32,
    /// The game's name, its file's name without `.toml`.
    pub name: String,
    /// When the game was started, with the local offset of the machine.
    pub created: DateTime<FixedOffset>,
    /// The first dealer's seat.
    pub first_dealer: Seat,
    /// The scores the game started from, by side, when it was picked up
    /// from a paper score sheet (`new --score`); empty: every side at 0.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub start: Vec<i32>,
    /// The game this one is a rematch of (`rematch`), by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follows: Option<String>,
    /// This game's rematch, by name, once one is started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
    /// Every knob of the game's rules, written out whole.
    pub rules: RuleSet,
    /// The players, their sides and their seats.
    pub table: Table,
    /// The rounds that count, in the order played.
    #[serde(default)]
    pub rounds: Vec<SavedRound>,
    /// Rounds taken back by `undo`, the most recent last; `redo` puts them
    /// back in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<SavedRound>,
    /// Rounds taken back and then replaced by a new round: never put back,
    /// never lost.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<SavedRound>,
    /// Every correction, undo and redo, oldest first: what the rounds were
    /// before, so nothing recorded is ever lost.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
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

/// Why a correction can't be made; the game is left as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EditError {
    #[error("{game} has no round {round}: {}", rounds_words(*.rounds))]
    /// The round named was never recorded.
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
    #[error("this correction would make round {later} impossible: {source}{why}. Nothing was changed; correct round {later} as well first, or take the later rounds back with `fortyfives undo`")]
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
#[non_exhaustive]
pub struct Edited {
    /// False when the new facts were those already recorded: nothing was
    /// changed or logged.
    pub changed: bool,
    /// The game as it was.
    pub before: GameState,
    /// The game as corrected.
    pub after: GameState,
    /// The rounds whose own score changed, from 1.
    pub rescored: Vec<usize>,
}

/// The longest note a round keeps, in characters: room for a paragraph
/// about the hand, while a game of thousands of rounds, every correction
/// kept, stays far below what a game file may hold ([`super::GAME_FILE_LIMIT`]).
pub(crate) const MAX_NOTE_CHARS: usize = 1000;

/// Whether `note` may be kept with a round; the reason, for the user, if not.
pub fn check_note(note: &str) -> Result<(), String> {
    let count = note.chars().count();
    if count > MAX_NOTE_CHARS {
        return Err(format!(
            "the note is {count} characters long; a note holds at most {MAX_NOTE_CHARS}: \
             shorten it, or keep the longer story in a file of your own"
        ));
    }
    Ok(())
}

/// One round as saved: its facts, when it was recorded, and a note.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedRound {
    /// When the round was recorded.
    pub at: DateTime<FixedOffset>,
    /// What the players wanted kept about the hand (at most 1000 characters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The round's facts: dealer, contract, trump, tricks, best card.
    pub record: RoundRecord,
}

impl GameFile {
    /// A game with no round yet, written in the oldest format that holds it.
    pub fn new(
        name: &str,
        created: DateTime<FixedOffset>,
        rules: RuleSet,
        table: Table,
        first_dealer: Seat,
    ) -> GameFile {
        GameFile {
            schema: BASE_SCHEMA,
            name: name.to_string(),
            created,
            first_dealer,
            rules,
            table,
            start: Vec::new(),
            follows: None,
            rematch: None,
            rounds: Vec::new(),
            undone: Vec::new(),
            discarded: Vec::new(),
            changes: Vec::new(),
        }
    }

    /// Marks the file as using this program's newest format when it holds
    /// anything an older fortyfives would not understand, so that one says
    /// "upgrade" instead of misreading it. Files using none of it keep the
    /// format they were written in.
    fn mark_schema(&mut self) {
        let newer = !self.start.is_empty()
            || self.follows.is_some()
            || self.rematch.is_some()
            || !self.changes.is_empty()
            || self
                .rounds
                .iter()
                .chain(&self.undone)
                .chain(&self.discarded)
                .any(|r| r.record.renege.is_some());
        self.schema = if newer {
            self.schema.max(SCHEMA)
        } else {
            self.schema.max(BASE_SCHEMA)
        };
    }

    /// Sets the scores the game starts from (a paper score sheet), checked.
    pub fn set_start(&mut self, start: Vec<i32>) -> Result<(), RoundError> {
        let mut start = start;
        while start.last() == Some(&0) {
            start.pop();
        }
        let old = std::mem::replace(&mut self.start, start);
        if let Err(e) = self.state() {
            self.start = old;
            return Err(e);
        }
        self.mark_schema();
        Ok(())
    }

    /// Links this game to the one it is a rematch of, and that one to this.
    pub fn link_rematch(previous: &mut GameFile, next: &mut GameFile) {
        previous.rematch = Some(next.name.clone());
        next.follows = Some(previous.name.clone());
        previous.mark_schema();
        next.mark_schema();
    }

    /// The rounds' records, in order.
    pub fn records(&self) -> Vec<RoundRecord> {
        self.rounds.iter().map(|r| r.record.clone()).collect()
    }

    /// The game as it stands after every saved round.
    pub fn state(&self) -> Result<GameState, RoundError> {
        self.state_after(self.rounds.len())
    }

    /// Checks the rounds kept aside (taken back by `undo`, replaced, and
    /// those in the change log) name only seats and sides at this table, so
    /// a damaged one is reported when the file is opened instead of
    /// surfacing later as a puzzling ruling, or being carried along.
    /// The error says where in the file the damaged round is.
    pub fn check_kept(&self) -> Result<(), String> {
        let kept = self
            .undone
            .iter()
            .enumerate()
            .map(|(i, r)| {
                (
                    format!("[[undone]] entry {} (a round taken back)", i + 1),
                    r,
                )
            })
            .chain(self.discarded.iter().enumerate().map(|(i, r)| {
                (
                    format!(
                        "[[discarded]] entry {} (a round taken back and replaced)",
                        i + 1
                    ),
                    r,
                )
            }))
            .chain(self.changes.iter().enumerate().flat_map(|(i, c)| {
                c.before
                    .iter()
                    .chain(&c.after)
                    .map(move |r| (format!("[[changes]] entry {} (the change log)", i + 1), r))
            }));
        for (place, round) in kept {
            round
                .record
                .check_seating(&self.table)
                .map_err(|e| format!("in its {place}, {e}"))?;
        }
        Ok(())
    }

    /// The game as it stood after its first `rounds` rounds (0: before any).
    pub fn state_after(&self, rounds: usize) -> Result<GameState, RoundError> {
        let records: Vec<RoundRecord> = self
            .rounds
            .iter()
            .take(rounds)
            .map(|r| r.record.clone())
            .collect();
        replay_from(
            &self.rules,
            &self.table,
            self.first_dealer,
            &self.start,
            &records,
        )
    }

    /// Replaces round `round`'s facts (1 for the first) and rescores every
    /// later round under the game's rules. The facts replaced are kept in
    /// the change log. Refused, with the game unchanged, when the new facts
    /// can't be true or a later round could then no longer stand.
    pub fn edit(
        &mut self,
        round: usize,
        new: SavedRound,
        at: DateTime<FixedOffset>,
    ) -> Result<Edited, EditError> {
        let before = self
            .state()
            .map_err(|source| EditError::Facts { round, source })?;
        self.edit_from(before, round, new, at)
    }

    /// [`GameFile::edit`], given the game's state as it stands (its
    /// [`GameFile::state`]), so a caller that has it saves a replay.
    pub fn edit_from(
        &mut self,
        before: GameState,
        round: usize,
        new: SavedRound,
        at: DateTime<FixedOffset>,
    ) -> Result<Edited, EditError> {
        if round == 0 || round > self.rounds.len() {
            return Err(EditError::NoSuchRound {
                game: self.name.clone(),
                round,
                rounds: self.rounds.len(),
            });
        }
        let mut records = self.records();
        records[round - 1] = new.record.clone();
        let after = replay_from(
            &self.rules,
            &self.table,
            self.first_dealer,
            &self.start,
            &records,
        )
        .map_err(|e| match e {
            RoundError::AtRound { round: at, source } if at == round => EditError::Facts {
                round,
                source: *source,
            },
            RoundError::AtRound {
                round: later,
                source,
            } => EditError::Later {
                later,
                why: self.what_changed_before(&records, later),
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
        self.mark_schema();
        Ok(Edited {
            changed: true,
            before,
            after,
            rescored,
        })
    }

    /// Records a round after `state` (the state of this file): checks and
    /// scores it, and keeps any rounds taken back by `undo` as discarded.
    pub fn push(
        &mut self,
        state: &mut GameState,
        round: SavedRound,
    ) -> Result<HistoryRow, RoundError> {
        let row = state.apply(&round.record)?;
        self.discarded.append(&mut self.undone);
        self.rounds.push(round);
        self.mark_schema();
        Ok(row)
    }

    /// Why a corrected game differs just before round `later`: sides now out
    /// of the game, or the game now over, that were not before. Said after
    /// the reason a later round can't stand, which may be only its effect
    /// (a deal that now passes another way).
    fn what_changed_before(&self, records: &[RoundRecord], later: usize) -> String {
        let (Ok(was), Ok(now)) = (
            self.state_after(later - 1),
            replay_from(
                &self.rules,
                &self.table,
                self.first_dealer,
                &self.start,
                &records[..later - 1],
            ),
        ) else {
            return String::new();
        };
        let table = &self.table;
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

    /// Takes back the last round; `None` when there is none. Logged.
    pub fn undo(&mut self, at: DateTime<FixedOffset>) -> Option<&SavedRound> {
        let number = self.rounds.len();
        let round = self.rounds.pop()?;
        self.changes.push(Change {
            at,
            kind: ChangeKind::Undo,
            round: number,
            before: Some(round.clone()),
            after: None,
        });
        self.mark_schema();
        self.undone.push(round);
        self.undone.last()
    }

    /// Puts back the round most recently taken back, checked again against
    /// the game as it now stands.
    pub fn redo(&mut self, at: DateTime<FixedOffset>) -> Result<Option<&SavedRound>, RoundError> {
        let Some(round) = self.undone.last().cloned() else {
            return Ok(None);
        };
        let mut state = self.state()?;
        state.apply(&round.record)?;
        self.undone.pop();
        self.changes.push(Change {
            at,
            kind: ChangeKind::Redo,
            round: self.rounds.len() + 1,
            before: None,
            after: Some(round.clone()),
        });
        self.mark_schema();
        self.rounds.push(round);
        Ok(self.rounds.last())
    }
}
