//! A rematch series: the games a table played one after another (each
//! game's file names the game it `follows` and its `rematch`), and who won
//! each. `status`, `rematch` and `play` show it.

use std::collections::BTreeMap;

use fortyfives::rules::{BySide, SideId};
use fortyfives::store::{GameFile, GameName, Store};
use serde::Serialize;

use crate::cli::error::CliError;
use crate::cli::view::standing::Standing;

/// The most games a series is followed through: bounds the walk should the
/// links in hand-edited files go round in a circle.
pub const MAX_SERIES: usize = 500;

/// The games of a series, in order, and their winners.
pub struct Series {
    pub games: Vec<String>,
    /// By side: games won.
    pub wins: BySide<u32>,
}

#[derive(Serialize)]
pub struct SeriesJson {
    pub games: Vec<String>,
    pub wins: BTreeMap<String, u32>,
    pub leader: Option<String>,
}

impl Series {
    fn leader(&self) -> Option<SideId> {
        let best = *self.wins.iter().max()?;
        let top: Vec<SideId> = self.wins.ids().filter(|&s| self.wins[s] == best).collect();
        match top[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    /// "Blue lead the series 2-1 (friday, friday-2, friday-3)."
    pub fn line(&self, table: &fortyfives::rules::Table) -> String {
        let games = self.games.join(", ");
        let score = if self.wins.len() == 2 {
            let mut w = self.wins.clone().into_vec();
            w.sort_unstable_by(|a, b| b.cmp(a));
            format!("{}-{}", w[0], w[1])
        } else {
            self.wins
                .enumerate()
                .map(|(s, wins)| format!("{} {wins}", table.side_name(s)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self.leader() {
            Some(s) => format!(
                "{} {} the series {score} ({games}).",
                table.side_name(s),
                table.verb(s, "leads", "lead")
            ),
            None if self.wins.len() == 2 => {
                format!("The series is level at {score} ({games}).")
            }
            None => format!("The series is level: {score} ({games})."),
        }
    }

    pub fn json(&self, table: &fortyfives::rules::Table) -> SeriesJson {
        SeriesJson {
            games: self.games.clone(),
            wins: self
                .wins
                .enumerate()
                .map(|(s, &wins)| (table.side_name(s), wins))
                .collect(),
            leader: self.leader().map(|s| table.side_name(s)),
        }
    }
}

/// The series `standing`'s game belongs to, when it has had or is a
/// rematch: every game linked to it, back and forth, and who won each.
/// Games that can't be read (deleted, damaged) end the walk there.
pub fn of(store: &Store, standing: &Standing) -> Option<Series> {
    if standing.follows.is_none() && standing.rematch.is_none() {
        return None;
    }
    let load = |name: &str| -> Option<Standing> {
        let name = GameName::parse(name).ok()?;
        store
            .load_derived(&name, Standing::CACHE_KEY, |file: GameFile| {
                let state = file.state().map_err(|e| CliError::input(e.to_string()))?;
                Ok::<_, CliError>(Standing::of(&file, &state))
            })
            .ok()
    };
    let mut before = Vec::new();
    let mut at = standing.follows.clone();
    while let Some(name) = at.take() {
        if before.len() >= MAX_SERIES || before.iter().any(|s: &Standing| s.name == name) {
            break;
        }
        if let Some(s) = load(&name).filter(|s| s.table == standing.table) {
            at = s.follows.clone();
            before.push(s);
        }
    }
    before.reverse();
    let mut after = Vec::new();
    let mut at = standing.rematch.clone();
    while let Some(name) = at.take() {
        if after.len() >= MAX_SERIES
            || after.iter().any(|s: &Standing| s.name == name)
            || before.iter().any(|s| s.name == name)
            || name == standing.name
        {
            break;
        }
        if let Some(s) = load(&name).filter(|s| s.table == standing.table) {
            at = s.rematch.clone();
            after.push(s);
        }
    }
    if before.is_empty() && after.is_empty() {
        return None;
    }
    let all: Vec<&Standing> = before
        .iter()
        .chain(std::iter::once(standing))
        .chain(&after)
        .collect();
    let mut wins = BySide::from_fn(standing.table.sides.len(), |_| 0);
    for s in &all {
        if let Some(w) = s.winner {
            if let Some(n) = wins.get_mut(w) {
                *n += 1;
            }
        }
    }
    Some(Series {
        games: all.iter().map(|s| s.name.clone()).collect(),
        wins,
    })
}
