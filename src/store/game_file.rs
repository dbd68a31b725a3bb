//! A saved game as written to `<name>.toml`: the schema version, the whole
//! rule set (so a game replays the same way after a preset's defaults
//! change), the seating, and every round with its time and note.
//!
//! Scores are never stored: they are recomputed by replaying the rounds, so
//! a file can't disagree with itself.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::{BASE_SCHEMA, SCHEMA};
use crate::rules::game::{
    replay_from, Change, EditError, Edited, GameLog, GameState, HistoryRow, SavedRound, Setup,
};
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

    /// The game's log, taken out to be changed and put back by `put_log`.
    fn take_log(&mut self) -> GameLog {
        GameLog {
            rounds: std::mem::take(&mut self.rounds),
            undone: std::mem::take(&mut self.undone),
            discarded: std::mem::take(&mut self.discarded),
            changes: std::mem::take(&mut self.changes),
        }
    }

    fn put_log(&mut self, log: GameLog) {
        self.rounds = log.rounds;
        self.undone = log.undone;
        self.discarded = log.discarded;
        self.changes = log.changes;
        self.mark_schema();
    }

    /// The game's log changed by `change`, which sees where the game's
    /// replay starts; the file's format follows what the log now holds.
    fn change_log<R>(&mut self, change: impl FnOnce(&mut GameLog, &Setup) -> R) -> R {
        let mut log = self.take_log();
        let setup = Setup {
            rules: &self.rules,
            table: &self.table,
            first_dealer: self.first_dealer,
            start: &self.start,
            name: &self.name,
        };
        let result = change(&mut log, &setup);
        self.put_log(log);
        result
    }

    /// Replaces round `round`'s facts (1 for the first) and rescores every
    /// later round under the game's rules ([`GameLog::edit`]).
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
        self.change_log(|log, setup| log.edit(setup, before, round, new, at))
    }

    /// Records a round after `state` (the state of this file)
    /// ([`GameLog::push`]).
    pub fn push(
        &mut self,
        state: &mut GameState,
        round: SavedRound,
    ) -> Result<HistoryRow, RoundError> {
        self.change_log(|log, _| log.push(state, round))
    }

    /// Takes back the last round; `None` when there is none. Logged.
    pub fn undo(&mut self, at: DateTime<FixedOffset>) -> Option<SavedRound> {
        self.change_log(|log, _| log.undo(at))
    }

    /// Puts back the round most recently taken back, checked again against
    /// the game as it now stands.
    pub fn redo(&mut self, at: DateTime<FixedOffset>) -> Result<Option<SavedRound>, RoundError> {
        self.change_log(|log, setup| log.redo(setup, at))
    }
}
