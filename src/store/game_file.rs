//! A saved game as written to `<name>.toml`: the schema version, the whole
//! rule set (so a game replays the same way after a preset's defaults
//! change), the seating, and every round with its time and note.
//!
//! Scores are never stored: they are recomputed by replaying the rounds, so
//! a file can't disagree with itself.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::SCHEMA;
use crate::rules::game::{replay, GameState, HistoryRow};
use crate::rules::round::{RoundError, RoundRecord};
use crate::rules::table::Table;
use crate::rules::RuleSet;

/// One saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub schema: u32,
    pub name: String,
    pub created: DateTime<FixedOffset>,
    /// The first dealer's seat.
    pub first_dealer: usize,
    pub rules: RuleSet,
    pub table: Table,
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
}

/// One round as saved: its facts, when it was recorded, and a note.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedRound {
    pub at: DateTime<FixedOffset>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub record: RoundRecord,
}

impl GameFile {
    pub fn new(
        name: &str,
        created: DateTime<FixedOffset>,
        rules: RuleSet,
        table: Table,
        first_dealer: usize,
    ) -> GameFile {
        GameFile {
            schema: SCHEMA,
            name: name.to_string(),
            created,
            first_dealer,
            rules,
            table,
            rounds: Vec::new(),
            undone: Vec::new(),
            discarded: Vec::new(),
        }
    }

    /// The rounds' records, in order.
    pub fn records(&self) -> Vec<RoundRecord> {
        self.rounds.iter().map(|r| r.record.clone()).collect()
    }

    /// The game as it stands after every saved round.
    pub fn state(&self) -> Result<GameState, RoundError> {
        replay(&self.rules, &self.table, self.first_dealer, &self.records())
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
        Ok(row)
    }

    /// Takes back the last round; `None` when there is none.
    pub fn undo(&mut self) -> Option<&SavedRound> {
        let round = self.rounds.pop()?;
        self.undone.push(round);
        self.undone.last()
    }

    /// Puts back the round most recently taken back, checked again against
    /// the game as it now stands.
    pub fn redo(&mut self) -> Result<Option<&SavedRound>, RoundError> {
        let Some(round) = self.undone.last().cloned() else {
            return Ok(None);
        };
        let mut state = self.state()?;
        state.apply(&round.record)?;
        self.undone.pop();
        self.rounds.push(round);
        Ok(self.rounds.last())
    }
}
