//! The evening's change history: every result entered, confirmed, disputed,
//! corrected or taken back, who did it and when. The rules write it as they
//! change the evening, whichever door the change came in by (a command, and
//! later a pair's phone or the director's page), so it is one history.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{GameResult, Party};

/// Who made a change: a command typed at the laptop, the director (on the
/// director's page), or a pair entering its own result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum By {
    /// A command typed at the laptop.
    Command,
    /// The director, on the director's page.
    Director,
    /// A pair, by its name (`Ann+Bob`).
    Pair(String),
}

impl By {
    /// As written in the history: `command`, `director`, or the pair's name.
    pub fn as_str(&self) -> &str {
        match self {
            By::Command => "command",
            By::Director => "director",
            By::Pair(name) => name,
        }
    }
}

impl Serialize for By {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for By {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<By, D::Error> {
        // A pair's name always has a '+', so it never reads as the others.
        Ok(match String::deserialize(d)?.as_str() {
            "command" => By::Command,
            "director" => By::Director,
            other => By::Pair(other.to_string()),
        })
    }
}

/// What a history entry did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// A result entered (and counted, or kept waiting for the other side).
    Entered,
    /// A pair's result confirmed by the other side.
    Confirmed,
    /// The other side entered a different result.
    Disputed,
    /// A counted result replaced.
    Corrected,
    /// A result taken back.
    Undone,
}

impl Action {
    /// As written in the history: `entered`, `confirmed` ...
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Entered => "entered",
            Action::Confirmed => "confirmed",
            Action::Disputed => "disputed",
            Action::Corrected => "corrected",
            Action::Undone => "undone",
        }
    }
}

/// Who is changing the evening, and when: passed in by whoever calls the
/// rules (the rules never read a clock).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// Who makes the change.
    pub by: By,
    /// When, with the local offset.
    pub at: DateTime<FixedOffset>,
}

/// One change, as the history lists it. `winner` and `score` are the
/// result the entry is about: the new one for `corrected`, the one taken
/// back for `undone`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The game, from 1.
    pub game: u32,
    /// The table, from 1.
    pub table: usize,
    /// What was done.
    pub action: Action,
    /// Who did it.
    pub by: By,
    /// The winners' name.
    pub winner: String,
    /// "120-95": the winners' score first; `None` when none was given.
    pub score: Option<String>,
    /// `None` only for results entered before the history was kept (files
    /// written by earlier versions).
    pub at: Option<DateTime<FixedOffset>>,
    /// For a correction: the result it replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub was_winner: Option<String>,
    /// For a correction: the score it replaced, when one was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub was_score: Option<String>,
}

impl Party {
    /// A result's winner and score in words: "Ann+Bob" and "120-95", the
    /// winners' score first. The result's game must be seated.
    pub fn result_words(&self, result: &GameResult) -> (String, Option<String>) {
        let seat = self
            .seating(result.game)
            .and_then(|s| s.tables.into_iter().find(|t| t.table == result.table));
        let winner = seat
            .as_ref()
            .and_then(|t| t.partnerships.get(result.winner))
            .map(|p| self.partnership_name(*p))
            .unwrap_or_default();
        let score = result.scores.as_ref().map(|s| {
            let mut words = vec![s.get(result.winner).copied().unwrap_or(0).to_string()];
            words.extend(
                s.iter()
                    .enumerate()
                    .filter(|&(i, _)| i != result.winner)
                    .map(|(_, v)| v.to_string()),
            );
            words.join("-")
        });
        (winner, score)
    }

    /// The history entry for a result.
    pub(super) fn entry(&self, result: &GameResult, action: Action, stamp: &Stamp) -> LogEntry {
        let (winner, score) = self.result_words(result);
        LogEntry {
            game: result.game,
            table: result.table,
            action,
            by: stamp.by.clone(),
            winner,
            score,
            at: Some(stamp.at),
            was_winner: None,
            was_score: None,
        }
    }

    /// Every change, oldest first. Results kept from before the history was
    /// (files of earlier versions) come first, as entered with no time.
    pub fn history(&self) -> Vec<LogEntry> {
        let mut lines: Vec<LogEntry> = self
            .results
            .iter()
            .filter(|r| {
                !self
                    .log
                    .iter()
                    .any(|e| e.game == r.game && e.table == r.table)
            })
            .map(|r| {
                let (winner, score) = self.result_words(r);
                LogEntry {
                    game: r.game,
                    table: r.table,
                    action: Action::Entered,
                    by: By::Command,
                    winner,
                    score,
                    at: None,
                    was_winner: None,
                    was_score: None,
                }
            })
            .collect();
        lines.extend(self.log.iter().cloned());
        lines
    }
}
