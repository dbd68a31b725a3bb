//! `rematch [NAME]`: a new game with the same players, seats and rules
//! (house knobs included), the deal going on from where the last game left
//! it, made current. The games of a series are linked both ways in their
//! files: the rematch records the game it `follows`, and that game records
//! its `rematch`. `status` follows the links to show the series.

use std::collections::BTreeMap;

use chrono::Local;
use fortyfives::rules::{BySide, SideId};
use fortyfives::store::{GameFile, GameName, Store, StoreError};
use serde::Serialize;

use super::args::GlobalArgs;
use super::error::CliError;
use super::game::{load_named, open_store};
use super::output::{print_json, Style};
use super::render;
use super::standing::Standing;
use super::Verdict;

pub fn run(name: Option<&str>, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let from = store.resolve(global.game.as_deref())?;
    let (file, state) = start(&store, &from, name)?;
    let standing = Standing::of(&file, &state);
    if style.json {
        let mut doc = render::status_json(&standing);
        doc.series = series(&store, &standing).map(|s| s.json(&file.table));
        print_json(&doc);
        return Ok(Verdict::Done);
    }
    println!(
        "{}",
        style.bold(&format!(
            "Started {}, a rematch of {from}: {}",
            file.name,
            render::matchup(&file.table)
        ))
    );
    println!("{}", render::rules_line(&file.rules, style));
    let n = file.table.players.len();
    println!(
        "The deal goes on: {} deals first; {} {} first.",
        file.table.player_name(file.first_dealer),
        file.table.player_name(file.first_dealer.left(n)),
        if file.rules.has_bidding() {
            "bids"
        } else {
            "leads"
        }
    );
    if let Some(series) = series(&store, &standing) {
        println!("{}", series.line(&file.table));
    }
    Ok(Verdict::Done)
}

/// Starts the rematch of `from` (named `name`, or after it), makes it
/// current and links the two games: the new game and its state.
pub fn start(
    store: &Store,
    from: &GameName,
    name: Option<&str>,
) -> Result<(GameFile, fortyfives::rules::GameState), CliError> {
    let (old, old_state) = load_named(store, from)?;
    if let Some(next) = &old.rematch {
        if GameName::parse(next).is_ok_and(|n| store.path_of(&n).exists()) {
            return Err(CliError::input(format!(
                "{from} already has a rematch, {next}; a series goes on from its latest game: `fortyfives rematch --game {}`",
                latest(store, next)
            )));
        }
    }
    let name = match name {
        Some(name) => GameName::parse(name)?,
        None => next_name(store, from)?,
    };
    let mut file = GameFile::new(
        name.as_str(),
        Local::now().fixed_offset(),
        old.rules.clone(),
        old.table.clone(),
        old_state.next_game_dealer(),
    );
    // Links the new game back to the old (and marks its file format).
    GameFile::link_rematch(&mut old.clone(), &mut file);
    let state = file.state()?;
    store.create(&name, &file)?;
    // The link back is what `status` needs; the link forward only lets the
    // first game find the rest. If it can't be written the rematch stands.
    let from_name = from.clone();
    let _ = store.update(&from_name, |doc: &mut GameFile| {
        let mut next = file.clone();
        GameFile::link_rematch(doc, &mut next);
        Ok::<_, StoreError>(())
    });
    Ok((file, state))
}

/// The latest game of the series `name` belongs to, following rematches.
fn latest(store: &Store, name: &str) -> String {
    let mut at = name.to_string();
    for _ in 0..MAX_SERIES {
        let next = GameName::parse(&at)
            .ok()
            .and_then(|n| store.load::<GameFile>(&n).ok())
            .and_then(|(f, _)| f.rematch)
            .filter(|n| GameName::parse(n).is_ok_and(|n| store.path_of(&n).exists()));
        match next {
            Some(n) => at = n,
            None => break,
        }
    }
    at
}

/// "friday" → "friday-2", "friday-2" → "friday-3", skipping names taken.
fn next_name(store: &Store, from: &GameName) -> Result<GameName, CliError> {
    let text = from.as_str();
    let (base, n) = match text.rsplit_once('-') {
        Some((base, n)) if !base.is_empty() && n.len() <= 4 => match n.parse::<u32>() {
            Ok(n) if n >= 1 => (base, n + 1),
            _ => (text, 2),
        },
        _ => (text, 2),
    };
    let taken: Vec<String> = store
        .list()?
        .into_iter()
        .map(|g| g.name.as_str().to_lowercase())
        .collect();
    let mut n = n;
    loop {
        let candidate = format!("{base}-{n}");
        if !taken.contains(&candidate.to_lowercase()) {
            return Ok(GameName::parse(&candidate)?);
        }
        n += 1;
    }
}

/// The most games a series is followed through: bounds the walk should the
/// links in hand-edited files go round in a circle.
const MAX_SERIES: usize = 500;

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
pub fn series(store: &Store, standing: &Standing) -> Option<Series> {
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
