//! Taking back the last change, whatever it was: a result, a correction
//! (which brings back the result it replaced), a pair's entry or answer.
//! Each change keeps what the one table it touched held before it, so
//! `undo` gives back the evening exactly as it was, waiting entries and
//! fixed seatings included, and says what it takes back before it acts.

use serde::{Deserialize, Serialize};

use super::history::{Action, By, Stamp};
use super::plan::PlanWas;
use super::result::ResultError;
use super::{GameResult, LogEntry, Party, Pending};

/// One change to the evening, as `undo` takes it back: what the table it
/// touched held before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// The history entry that made the change (its place in the history,
    /// from 0).
    pub entry: usize,
    /// The game, from 1.
    pub game: u32,
    /// The table, from 1.
    pub table: usize,
    /// The table's result before the change; none when it had none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// The pairs' entries waiting at the table before the change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<Pending>,
    /// The games whose seating the change fixed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fixed: Vec<u32>,
    /// For a change of plan (a pair joining or leaving, a renaming, the
    /// number of games): what it changed, to put back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<PlanWas>,
}

/// What `undo` would take back now: named before it acts, so the director's
/// button can ask about exactly this, and post `id` back.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LastChange {
    /// Names this change among all the evening's: the button posts it, and
    /// a change made since is not taken back in its place.
    pub id: String,
    /// "table 2's result of game 2: Cid+Dan won 120-50".
    pub words: String,
}

/// What `undo` took back.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Undone {
    /// The history's entry for it (`undone`).
    pub entry: LogEntry,
    /// What was taken back, in words ([`LastChange::words`]).
    pub words: String,
    /// Entries set aside because the game they were for is no longer
    /// being played (files of earlier versions only: a change kept for
    /// undo brings back every entry it had replaced).
    pub dropped: Vec<LogEntry>,
}

impl Party {
    /// Keeps what `before` held at one table, for `undo`: called on the
    /// evening after a change, made by the history entry `entry`.
    pub(super) fn record(&mut self, before: &Party, game: u32, table: usize, entry: usize) {
        let fixed = self
            .seated
            .iter()
            .map(|s| s.game)
            .filter(|g| !before.seated.iter().any(|s| s.game == *g))
            .collect();
        self.changes.push(Change {
            entry,
            game,
            table,
            result: before.result_at(game, table).cloned(),
            pending: before.pending_at(game, table).cloned(),
            fixed,
            plan: None,
        });
    }

    /// The result counted at a table, if any.
    pub(super) fn result_at(&self, game: u32, table: usize) -> Option<&GameResult> {
        self.results
            .iter()
            .find(|r| r.game == game && r.table == table)
    }

    /// What `undo` would take back now; `None` when nothing is left.
    pub fn last_change(&self) -> Option<LastChange> {
        match self.changes.last() {
            Some(change) => Some(LastChange {
                id: change.entry.to_string(),
                words: self.change_words(change)?,
            }),
            None => {
                // Files of earlier versions kept no changes: their results,
                // last first.
                let last = self.results.last()?;
                Some(LastChange {
                    id: format!("result-{}", self.results.len()),
                    words: self.table_result_words(last),
                })
            }
        }
    }

    /// "table 2's result of game 2: Cid+Dan won 120-50".
    fn table_result_words(&self, result: &GameResult) -> String {
        let (winner, score) = self.result_words(result);
        format!(
            "table {}'s result of game {}: {winner} won{}",
            result.table,
            result.game,
            spaced(score.as_deref())
        )
    }

    /// A kept change in words, from the history entry that made it.
    fn change_words(&self, change: &Change) -> Option<String> {
        let e = self.log.get(change.entry)?;
        if change.plan.is_some() {
            return Some(Party::plan_words(e));
        }
        let (t, g) = (change.table, change.game);
        let result = format!("{} won{}", e.winner, spaced(e.score.as_deref()));
        let who = |by: &By| by.name().map(str::to_string).unwrap_or_else(|| by.words());
        Some(match (e.action, self.result_at(g, t).is_some()) {
            (Action::Corrected, _) => format!(
                "the correction of table {t}'s result of game {g} to {result} (it goes back to {} won{})",
                e.was_winner.as_deref().unwrap_or_default(),
                spaced(e.was_score.as_deref())
            ),
            (Action::Confirmed, true) => format!(
                "table {t}'s result of game {g}: {result}, confirmed by {}",
                who(&e.by)
            ),
            (_, true) => format!("table {t}'s result of game {g}: {result}"),
            (Action::Disputed, false) if self.answer_is_no(change) => format!(
                "{}'s No to the result entered at table {t} of game {g} ({result})",
                who(&e.by)
            ),
            (_, false) => format!(
                "{}'s entry at table {t} of game {g}: {result}",
                who(&e.by)
            ),
        })
    }

    /// Whether the entry a change made was a pair's No (it names no
    /// winner of its own).
    fn answer_is_no(&self, change: &Change) -> bool {
        let Some(e) = self.log.get(change.entry) else {
            return false;
        };
        let Some(name) = e.by.name() else {
            return false;
        };
        self.pending_at(change.game, change.table)
            .and_then(|p| p.claims.iter().find(|c| c.by == name))
            .is_some_and(|c| c.won.is_none())
    }

    /// The evening without its last change, and what was taken back. With
    /// `expected` (the [`LastChange::id`] the director's button was drawn
    /// with), a change made since is refused rather than taken back in its
    /// place. On an error the party is unchanged.
    pub fn undo(
        &self,
        expected: Option<&str>,
        stamp: &Stamp,
    ) -> Result<(Party, Undone), ResultError> {
        let last = self.last_change().ok_or(ResultError::NothingToUndo {
            taken_back: self
                .log
                .iter()
                .filter(|e| e.action == Action::Undone)
                .count(),
        })?;
        if expected.is_some_and(|e| e != last.id) {
            return Err(ResultError::UndoMoved { now: last.words });
        }
        let (next, undone) = match self.changes.last() {
            Some(change) => self.undo_change(change, last.words, stamp),
            None => self.undo_old(last.words, stamp),
        };
        next.check()
            .map_err(|detail| ResultError::UndoDamaged { detail })?;
        Ok((next, undone))
    }

    /// Takes back a kept change: the table as it was before, the seatings
    /// it fixed unfixed.
    fn undo_change(&self, change: &Change, words: String, stamp: &Stamp) -> (Party, Undone) {
        let mut next = self.clone();
        next.changes.pop();
        let (g, t) = (change.game, change.table);
        if let Some(was) = &change.plan {
            next.unplan(was);
            let made = &self.log[change.entry];
            let mut entry = made.clone();
            entry.action = Action::Undone;
            entry.undid = Some(made.action);
            entry.by = stamp.by.clone();
            entry.at = Some(stamp.at);
            // The names as they are after the undo (a renaming taken back
            // renames the history's lines back too).
            if let (PlanWas::Renamed { pair, .. }, Some(_)) = (was, &entry.pair) {
                entry.pair = next.pairs.get(*pair).map(|p| p.name.clone());
            }
            next.log.push(entry.clone());
            return (
                next,
                Undone {
                    entry,
                    words,
                    dropped: Vec::new(),
                },
            );
        }
        match (
            &change.result,
            next.results
                .iter()
                .position(|r| r.game == g && r.table == t),
        ) {
            (Some(was), Some(i)) => next.results[i] = was.clone(),
            (Some(was), None) => next.results.push(was.clone()),
            (None, Some(i)) => {
                next.results.remove(i);
            }
            (None, None) => {}
        }
        next.pending.retain(|p| !(p.game == g && p.table == t));
        if let Some(p) = &change.pending {
            next.pending.push(p.clone());
            next.pending.sort_by_key(|p| (p.game, p.table));
        }
        next.seated.retain(|s| !change.fixed.contains(&s.game));
        let made = self.log.get(change.entry);
        let entry = LogEntry {
            game: g,
            table: t,
            action: Action::Undone,
            by: stamp.by.clone(),
            winner: made.map(|e| e.winner.clone()).unwrap_or_default(),
            score: made.and_then(|e| e.score.clone()),
            at: Some(stamp.at),
            was_winner: made.and_then(|e| e.was_winner.clone()),
            was_score: made.and_then(|e| e.was_score.clone()),
            entered_by: made.filter(|e| e.by.name().is_some()).map(|e| e.by.clone()),
            pair: None,
            from: None,
            to: None,
            games: None,
            was_games: None,
            undid: None,
        };
        next.log.push(entry.clone());
        (
            next,
            Undone {
                entry,
                words,
                dropped: Vec::new(),
            },
        )
    }

    /// Takes back the last result of a file written before changes were
    /// kept, as those versions did; entries waiting for a game no longer
    /// being played are dropped, each with its line in the history.
    fn undo_old(&self, words: String, stamp: &Stamp) -> (Party, Undone) {
        let mut next = self.clone();
        next.keep_played();
        let last = next.results.pop().expect("last_change found a result");
        let entry = next.entry(&last, Action::Undone, stamp);
        next.log.push(entry.clone());
        let dropped = next.drop_stale_pending(stamp);
        (
            next,
            Undone {
                entry,
                words,
                dropped,
            },
        )
    }

    /// The kept changes: each made by an entry of the history, in order,
    /// at a table of the evening. A file whose changes don't fit is
    /// damaged: an undo from it could not be trusted.
    pub(super) fn check_changes(&self) -> Result<(), String> {
        let mut last = None;
        for (i, c) in self.changes.iter().enumerate() {
            let place = format!("change {} kept for undo", i + 1);
            let fits = self
                .log
                .get(c.entry)
                .is_some_and(|e| e.game == c.game && e.table == c.table);
            if !fits || last.is_some_and(|l| c.entry <= l) {
                return Err(format!("{place}: it doesn't match the history"));
            }
            last = Some(c.entry);
        }
        Ok(())
    }
}

/// " 120-95" after a winner, or nothing.
fn spaced(score: Option<&str>) -> String {
    score.map(|s| format!(" {s}")).unwrap_or_default()
}
