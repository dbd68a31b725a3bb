//! The evening's change history: every result entered, confirmed, disputed,
//! corrected, taken back or dropped, who did it and when. The rules write it as they
//! change the evening, whichever door the change came in by (a command, and
//! later a pair's phone or the director's page), so it is one history.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{GameResult, Party};

/// Who made a change: a command typed at the laptop, the director (on the
/// director's page), a pair entering its own result, or with partners
/// split a player entering for the partnership. Written as a small table
/// (`{pair = "Ann+Bob"}`, `{director = true}`), never a bare name, so no
/// pair or player named "director" can pass for the director.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum By {
    /// A command typed at the laptop.
    Command,
    /// The director, on the director's page.
    Director,
    /// A pair, by its name (`Ann+Bob`).
    Pair(String),
    /// A player, by name, where each player has a code (partners split).
    Player(String),
}

impl By {
    /// As shown in the history's table: `command`, `director`, or the
    /// name, which is never confused with the others there: the table says
    /// "the director" and "a command" in words.
    pub fn words(&self) -> String {
        match self {
            By::Command => "a command".to_string(),
            By::Director => "the director".to_string(),
            By::Pair(name) | By::Player(name) => name.clone(),
        }
    }

    /// The pair's or player's name, when a pair or player made the change.
    pub fn name(&self) -> Option<&str> {
        match self {
            By::Pair(name) | By::Player(name) => Some(name),
            By::Command | By::Director => None,
        }
    }
}

/// `By` as written: exactly one of its keys.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ByTable {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pair: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    player: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    director: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    command: bool,
}

/// `By` as read: the table, or the bare word of files written before
/// (`command`, `director`, or a name; a pair's always has a '+').
#[derive(Deserialize)]
#[serde(untagged)]
enum ByRead {
    Table(ByTable),
    Word(String),
}

impl Serialize for By {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut table = ByTable {
            pair: None,
            player: None,
            director: false,
            command: false,
        };
        match self {
            By::Command => table.command = true,
            By::Director => table.director = true,
            By::Pair(name) => table.pair = Some(name.clone()),
            By::Player(name) => table.player = Some(name.clone()),
        }
        table.serialize(s)
    }
}

impl<'de> Deserialize<'de> for By {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<By, D::Error> {
        use serde::de::Error;
        Ok(match ByRead::deserialize(d)? {
            ByRead::Table(t) => match t {
                ByTable {
                    pair: Some(name),
                    player: None,
                    director: false,
                    command: false,
                } => By::Pair(name),
                ByTable {
                    pair: None,
                    player: Some(name),
                    director: false,
                    command: false,
                } => By::Player(name),
                ByTable {
                    pair: None,
                    player: None,
                    director: true,
                    command: false,
                } => By::Director,
                ByTable {
                    pair: None,
                    player: None,
                    director: false,
                    command: true,
                } => By::Command,
                _ => {
                    return Err(D::Error::custom(
                        "`by` names exactly one of pair, player, director or command",
                    ))
                }
            },
            ByRead::Word(word) => match word.as_str() {
                "command" => By::Command,
                "director" => By::Director,
                name if name.contains('+') => By::Pair(name.to_string()),
                name => By::Player(name.to_string()),
            },
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
    /// A change taken back: a result, a correction or a pair's entry.
    Undone,
    /// A pair's entry set aside without being counted: the table's result
    /// was entered otherwise, or the game it was for is no longer seated.
    Dropped,
    /// A pair came late.
    Joined,
    /// A pair went home.
    Left,
    /// A player or a pair renamed.
    Renamed,
    /// The evening's number of games changed.
    Games,
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
            Action::Dropped => "dropped",
            Action::Joined => "joined",
            Action::Left => "left",
            Action::Renamed => "renamed",
            Action::Games => "games",
        }
    }

    /// Whether the entry is a change of plan (a pair joining or leaving,
    /// a renaming, the number of games), not about a table's result.
    pub fn is_plan(self) -> bool {
        matches!(
            self,
            Action::Joined | Action::Left | Action::Renamed | Action::Games
        )
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
    /// The game, from 1; for a pair joining or leaving, the first game it
    /// is (or is no longer) seated in; none (0) for a renaming or a change
    /// of the number of games.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub game: u32,
    /// The table, from 1; none (0) for a change of plan.
    #[serde(default, skip_serializing_if = "is_zero")]
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
    /// For an entry taken back or dropped: the pair (or player) whose
    /// entry it was, so its page can say so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered_by: Option<By>,
    /// For a pair joining, leaving or renamed: the pair (by its name now).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pair: Option<String>,
    /// For a renaming: the name before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// For a renaming: the name after.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// For a change of the number of games: the number now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games: Option<u32>,
    /// For a change of the number of games: the number before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub was_games: Option<u32>,
    /// For a change of plan taken back: what it was (`joined`, `left`,
    /// `renamed`, `games`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undid: Option<Action>,
}

fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

impl LogEntry {
    /// The result the entry is about: "Ann+Bob won 120-95"; a pair's No,
    /// which names no winner, says so.
    pub fn result_words(&self) -> String {
        if let Some(words) = self.plan_words() {
            return match (self.action, self.undid) {
                (Action::Undone, Some(undid)) => format!("{}: {words}", undid.as_str()),
                _ => words,
            };
        }
        if self.winner.is_empty() {
            return "a No to the other side's result".to_string();
        }
        match &self.score {
            Some(score) => format!("{} won {score}", self.winner),
            None => format!("{} won", self.winner),
        }
    }

    /// What a change of plan changed: "Ivy+Jon from game 6" (joined or
    /// left), "Ann to Anne" (renamed), "20 games (was 25)"; `None` for an
    /// entry about a table's result.
    pub fn plan_words(&self) -> Option<String> {
        let kind = match self.action {
            Action::Undone => self.undid?,
            action if action.is_plan() => action,
            _ => return None,
        };
        let text = |t: &Option<String>| t.clone().unwrap_or_default();
        Some(match kind {
            Action::Joined | Action::Left => {
                format!("{} from game {}", text(&self.pair), self.game)
            }
            Action::Renamed => format!("{} to {}", text(&self.from), text(&self.to)),
            _ => format!(
                "{} games (was {})",
                self.games.unwrap_or_default(),
                self.was_games.unwrap_or_default()
            ),
        })
    }

    /// Who made the change, as the history lists it; for an entry taken
    /// back or set aside by someone else, whose entry it was too: "the
    /// director (Ann+Bob's entry)".
    pub fn by_words(&self) -> String {
        match &self.entered_by {
            Some(whose) if whose != &self.by => {
                format!("{} ({}'s entry)", self.by.words(), whose.words())
            }
            _ => self.by.words(),
        }
    }

    /// For a pair's entry set aside: "Cid+Dan's entry at table 2 of game 2
    /// (Cid+Dan won 120-80) was set aside by the director, not counted", as
    /// the command, the pairs' pages and the director's page say it.
    pub fn dropped_words(&self) -> String {
        let whose = self
            .entered_by
            .as_ref()
            .map(|b| format!("{}'s", b.words()))
            .unwrap_or_else(|| "a pair's".to_string());
        format!(
            "{whose} entry at table {} of game {} ({}) was set aside by {}, not counted",
            self.table,
            self.game,
            self.result_words(),
            self.by.words()
        )
    }
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
            entered_by: None,
            pair: None,
            from: None,
            to: None,
            games: None,
            was_games: None,
            undid: None,
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
                    entered_by: None,
                    pair: None,
                    from: None,
                    to: None,
                    games: None,
                    was_games: None,
                    undid: None,
                }
            })
            .collect();
        lines.extend(self.log.iter().cloned());
        lines
    }
}
