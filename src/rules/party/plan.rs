//! Changes of plan during the evening: a pair that comes late (`join`), a
//! pair that goes home (`leave`), a player or pair renamed (a substitute,
//! a misspelling), and the evening made longer or shorter (`set_games`).
//!
//! None of them touches a game anything has been entered for: those keep
//! the seating they were played at. Each is a line in the history and a
//! change `undo` takes back.

use serde::{Deserialize, Serialize};

use super::history::{Action, Stamp};
use super::undo::Change;
use super::{LogEntry, Pair, Party, PartyError, MAX_GAMES, MAX_PAIRS};
use crate::rules::prose::and_list;
use crate::rules::suggestion::did_you_mean;
use crate::rules::table::check_name;

/// Why a change of plan can't be made. The evening is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlanError {
    #[error("{0}")]
    /// The pair or name typed can't be used.
    Pair(#[from] PartyError),
    #[error("{player} already plays in {pair}")]
    /// A player of the pair joining is in the evening already.
    AlreadyIn {
        /// The player, as the party has the name.
        player: String,
        /// The pair the player is in.
        pair: String,
    },
    #[error("there is no pair {given} at this party{hint}; the pairs are {pairs}")]
    /// No pair (or player) of that name.
    NoSuchPair {
        /// The name as typed.
        given: String,
        /// A "did you mean" for a near miss, or empty.
        hint: String,
        /// The pairs, listed.
        pairs: String,
    },
    #[error("there is no pair or player named {given} at this party{hint}")]
    /// Nothing of that name to rename.
    NoSuchName {
        /// The name as typed.
        given: String,
        /// A "did you mean" for a near miss, or empty.
        hint: String,
    },
    #[error("game {game} can't change: {entered} entered; the first game nothing is entered for is game {open}")]
    /// The game named has something entered already, or an earlier one has.
    Entered {
        /// The game named.
        game: u32,
        /// "games 1 to 4 have results" in words.
        entered: String,
        /// The first game open to changes.
        open: u32,
    },
    #[error("the party has {games} games; there is no game {game}")]
    /// The game named is past the evening's last.
    NoSuchGame {
        /// The game named.
        game: u32,
        /// Games in the evening.
        games: u32,
    },
    #[error("{pair} already left: it is not seated from game {game}. To bring it back, `fortyfives party undo` the leave")]
    /// The pair has gone home already.
    AlreadyLeft {
        /// The pair.
        pair: String,
        /// The first game it is not seated in.
        game: u32,
    },
    #[error("{pair} joins from game {joined}; it can leave from game {joined} or later")]
    /// A late pair leaving before it came.
    BeforeJoining {
        /// The pair.
        pair: String,
        /// The first game it is seated in.
        joined: u32,
    },
    #[error("without {pair}, game {game} would have {left} pair{}: a table needs {need}", if *.left == 1 { "" } else { "s" })]
    /// Too few pairs would be left for a table.
    TooFewLeft {
        /// The pair leaving.
        pair: String,
        /// The first game short of pairs.
        game: u32,
        /// Pairs that game would have.
        left: usize,
        /// Pairs a table needs.
        need: usize,
    },
    #[error("a party has at most {MAX_PAIRS} pairs")]
    /// No room for another pair.
    TooManyPairs,
    #[error("{name} is already the name of {whose}")]
    /// The new name is someone else's already.
    NameTaken {
        /// The name asked for.
        name: String,
        /// Whose name it is.
        whose: String,
    },
    #[error("{0} is already named so")]
    /// The new name is the old one.
    SameName(String),
    #[error("{old} is a pair: give its new name as two players joined by '+', e.g. {example}")]
    /// A pair renamed to a single name.
    PairNeedsPair {
        /// The pair.
        old: String,
        /// An example of the new name.
        example: String,
    },
    #[error("{old} is a player: give one new name, without '+'; to rename the whole pair, give the pair's name ({pair})")]
    /// A player renamed to a pair's name.
    PlayerNeedsName {
        /// The player.
        old: String,
        /// The player's pair.
        pair: String,
    },
    #[error("a party has 1 to {MAX_GAMES} games; {0} asked")]
    /// Not 1 to 200 games.
    GamesRange(u32),
    #[error("the party already has {0} games")]
    /// The number asked is the number it has.
    SameGames(u32),
    #[error("game {seated} is already seated (something is entered for it); the evening can't be shorter than {seated} games")]
    /// Fewer games than already seated.
    FewerThanSeated {
        /// The last game with anything entered.
        seated: u32,
    },
}

/// What a change of plan was, kept for `undo`: what to put back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind")]
pub enum PlanWas {
    /// A pair came: it is the last pair, taken away again.
    Joined,
    /// A pair (by its place among the pairs) went home.
    Left {
        /// The pair's place among the pairs, from 0.
        pair: usize,
    },
    /// A pair (by its place) had these two players' names.
    Renamed {
        /// The pair's place among the pairs, from 0.
        pair: usize,
        /// Its players' names before.
        players: [String; 2],
    },
    /// The evening had this many games.
    Games {
        /// Games before.
        games: u32,
    },
}

/// What a change of plan did: the history's entry for it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlanReport {
    /// The history's entry: `joined`, `left`, `renamed` or `games`.
    pub entry: LogEntry,
}

impl Party {
    /// The first game nothing has been entered for (a result, a pair's
    /// entry or a dispute): the first a change of plan can touch.
    pub fn first_open_game(&self) -> u32 {
        let kept = self.seated.iter().map(|s| s.game);
        let results = self.results.iter().map(|r| r.game);
        let pending = self.pending.iter().map(|p| p.game);
        kept.chain(results).chain(pending).max().unwrap_or(0) + 1
    }

    /// "games 1 to 4 have results" or "game 1 has a result": why a game
    /// before `open` can't change.
    fn entered_words(open: u32) -> String {
        match open - 1 {
            1 => "game 1 has something".to_string(),
            last => format!("games 1 to {last} have something"),
        }
    }

    /// Checks that game `game` can still change: not past the evening,
    /// nothing entered for it or a later one.
    fn open_game(&self, game: u32) -> Result<u32, PlanError> {
        if game == 0 || game > self.games {
            return Err(PlanError::NoSuchGame {
                game,
                games: self.games,
            });
        }
        let open = self.first_open_game();
        if game < open {
            return Err(PlanError::Entered {
                game,
                entered: Party::entered_words(open),
                open,
            });
        }
        Ok(game)
    }

    /// The pair named (its name or one of its players, any case), by its
    /// place among the pairs.
    pub fn find_pair(&self, given: &str) -> Result<usize, PlanError> {
        let same = |a: &str| a.eq_ignore_ascii_case(given.trim());
        if let Some(i) = self
            .pairs
            .iter()
            .position(|p| same(&p.name) || p.players.iter().any(|x| same(x)))
        {
            return Ok(i);
        }
        let names: Vec<String> = self.pairs.iter().map(|p| p.name.clone()).collect();
        let hint = did_you_mean(given.trim(), names.iter().map(String::as_str));
        Err(PlanError::NoSuchPair {
            given: given.trim().to_string(),
            hint,
            pairs: and_list(&names),
        })
    }

    /// A change of plan made: its history entry and what undo puts back.
    fn planned(&mut self, entry: LogEntry, was: PlanWas) -> PlanReport {
        let made = self.log.len();
        self.changes.push(Change {
            entry: made,
            game: entry.game,
            table: 0,
            result: None,
            pending: None,
            fixed: Vec::new(),
            plan: Some(was),
        });
        self.log.push(entry.clone());
        PlanReport { entry }
    }

    /// The history's entry for a change of plan.
    fn plan_entry(action: Action, game: u32, stamp: &Stamp) -> LogEntry {
        LogEntry {
            game,
            table: 0,
            action,
            by: stamp.by.clone(),
            winner: String::new(),
            score: None,
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

    /// The evening with a late pair seated from game `game` (by default
    /// the first game nothing is entered for). Where the evening has
    /// codes, the pair gets one at once from `random`. On an error the
    /// party is unchanged.
    pub fn join(
        &self,
        pair: &str,
        game: Option<u32>,
        mut random: impl FnMut() -> u64,
        stamp: &Stamp,
    ) -> Result<(Party, PlanReport), PlanError> {
        let mut pair = Pair::parse(pair)?;
        for player in &pair.players {
            if let Some(p) = self
                .pairs
                .iter()
                .find(|p| p.players.iter().any(|x| x.eq_ignore_ascii_case(player)))
            {
                let name = p
                    .players
                    .iter()
                    .find(|x| x.eq_ignore_ascii_case(player))
                    .cloned()
                    .unwrap_or_default();
                return Err(PlanError::AlreadyIn {
                    player: name,
                    pair: p.name.clone(),
                });
            }
        }
        if self.pairs.len() >= MAX_PAIRS {
            return Err(PlanError::TooManyPairs);
        }
        let game = self.open_game(game.unwrap_or_else(|| self.first_open_game()))?;
        let mut next = self.clone();
        pair.joined = Some(game);
        let name = pair.name.clone();
        next.pairs.push(pair);
        if !next.codes.is_empty() {
            next = next.with_codes(&mut random);
        }
        // A table the late pair opens gets its device's code at once too.
        if !next.table_codes.is_empty() {
            next = next.with_table_codes(&mut random);
        }
        let mut entry = Party::plan_entry(Action::Joined, game, stamp);
        entry.pair = Some(name);
        let report = next.planned(entry, PlanWas::Joined);
        Ok((next, report))
    }

    /// The evening with a pair gone home: not seated from game `game` (by
    /// default the first game nothing is entered for); its results stay.
    /// On an error the party is unchanged.
    pub fn leave(
        &self,
        pair: &str,
        game: Option<u32>,
        stamp: &Stamp,
    ) -> Result<(Party, PlanReport), PlanError> {
        let i = self.find_pair(pair)?;
        let name = self.pairs[i].name.clone();
        if let Some(left) = self.pairs[i].left {
            return Err(PlanError::AlreadyLeft {
                pair: name,
                game: left,
            });
        }
        let game = self.open_game(game.unwrap_or_else(|| self.first_open_game()))?;
        if let Some(joined) = self.pairs[i].joined.filter(|&j| game < j) {
            return Err(PlanError::BeforeJoining { pair: name, joined });
        }
        let mut next = self.clone();
        next.pairs[i].left = Some(game);
        if let Some(short) = (game..=next.games).find(|&g| next.pairs_in(g) < next.per_table) {
            return Err(PlanError::TooFewLeft {
                pair: name,
                game: short,
                left: next.pairs_in(short),
                need: next.per_table,
            });
        }
        let mut entry = Party::plan_entry(Action::Left, game, stamp);
        entry.pair = Some(name);
        let report = next.planned(entry, PlanWas::Left { pair: i });
        Ok((next, report))
    }

    /// The evening with a player or a pair renamed: `old` is a pair's name
    /// (`Ann+Bob`, any case) or a player's; `new` is the new name, two
    /// players joined by '+' for a pair. Every result, entry and line of
    /// the history follows; codes stay. On an error the party is
    /// unchanged.
    pub fn rename(
        &self,
        old: &str,
        new: &str,
        stamp: &Stamp,
    ) -> Result<(Party, PlanReport), PlanError> {
        let old = old.trim();
        let same = |a: &str| a.eq_ignore_ascii_case(old);
        let (i, players, k) = if old.contains('+') {
            let Some(i) = self.pairs.iter().position(|p| same(&p.name)) else {
                return Err(self.no_such_name(old));
            };
            if !new.contains('+') {
                return Err(PlanError::PairNeedsPair {
                    old: self.pairs[i].name.clone(),
                    example: format!("{}+{}", new.trim(), self.pairs[i].players[1]),
                });
            }
            (i, Pair::parse(new)?.players, None)
        } else {
            let Some((i, k)) = self
                .pairs
                .iter()
                .enumerate()
                .find_map(|(i, p)| p.players.iter().position(|x| same(x)).map(|k| (i, k)))
            else {
                return Err(self.no_such_name(old));
            };
            if new.contains('+') {
                return Err(PlanError::PlayerNeedsName {
                    old: self.pairs[i].players[k].clone(),
                    pair: self.pairs[i].name.clone(),
                });
            }
            let mut players = self.pairs[i].players.clone();
            players[k] = check_name(new).map_err(PartyError::from)?;
            (i, players, Some(k))
        };
        let before = self.pairs[i].players.clone();
        if players == before {
            return Err(PlanError::SameName(self.pairs[i].name.clone()));
        }
        for player in &players {
            let taken =
                self.pairs.iter().enumerate().find(|(j, p)| {
                    *j != i && p.players.iter().any(|x| x.eq_ignore_ascii_case(player))
                });
            if let Some((_, p)) = taken {
                return Err(PlanError::NameTaken {
                    name: player.clone(),
                    whose: format!("a player of {}", p.name),
                });
            }
        }
        // "Ann+Bob" may become "Bob+Ann", but never "Ann+ann".
        let checked = Pair::parse(&format!("{}+{}", players[0], players[1]))?;
        let mut next = self.clone();
        next.rename_everywhere(i, checked.players);
        let mut entry = Party::plan_entry(Action::Renamed, 0, stamp);
        let (from, to) = match k {
            None => (self.pairs[i].name.clone(), next.pairs[i].name.clone()),
            Some(k) => (before[k].clone(), next.pairs[i].players[k].clone()),
        };
        entry.pair = Some(next.pairs[i].name.clone());
        entry.from = Some(from);
        entry.to = Some(to);
        let report = next.planned(
            entry,
            PlanWas::Renamed {
                pair: i,
                players: before,
            },
        );
        Ok((next, report))
    }

    fn no_such_name(&self, old: &str) -> PlanError {
        let names: Vec<&str> = self
            .pairs
            .iter()
            .flat_map(|p| {
                std::iter::once(p.name.as_str()).chain(p.players.iter().map(String::as_str))
            })
            .collect();
        PlanError::NoSuchName {
            given: old.to_string(),
            hint: did_you_mean(old, names.iter().copied()),
        }
    }

    /// Pair `i`'s players renamed, and every name the evening keeps in
    /// words (the history, the entries waiting) with them; the history's
    /// own record of a renaming keeps what it said.
    pub(super) fn rename_everywhere(&mut self, i: usize, players: [String; 2]) {
        let before = self.pairs[i].players.clone();
        let map = |text: &str| -> String {
            text.split('+')
                .map(|part| match before.iter().position(|b| b == part) {
                    Some(k) => players[k].as_str(),
                    None => part,
                })
                .collect::<Vec<_>>()
                .join("+")
        };
        for e in &mut self.log {
            e.winner = map(&e.winner);
            e.was_winner = e.was_winner.as_deref().map(map);
            e.pair = e.pair.as_deref().map(map);
            for by in [&mut e.by].into_iter().chain(e.entered_by.as_mut()) {
                use super::By;
                match by {
                    By::Pair(name) | By::Player(name) => *name = map(name),
                    By::Command | By::Director => {}
                }
            }
        }
        for p in &mut self.pending {
            for c in &mut p.claims {
                c.by = map(&c.by);
                c.won = c.won.as_deref().map(map);
            }
        }
        let pair = &mut self.pairs[i];
        pair.name = format!("{}+{}", players[0], players[1]);
        pair.players = players;
    }

    /// The evening made `games` games long: never shorter than a game
    /// something is entered for. On an error the party is unchanged.
    pub fn set_games(&self, games: u32, stamp: &Stamp) -> Result<(Party, PlanReport), PlanError> {
        if !(1..=MAX_GAMES).contains(&games) {
            return Err(PlanError::GamesRange(games));
        }
        if games == self.games {
            return Err(PlanError::SameGames(games));
        }
        let seated = self.first_open_game() - 1;
        if games < seated {
            return Err(PlanError::FewerThanSeated { seated });
        }
        let mut next = self.clone();
        next.games = games;
        let mut entry = Party::plan_entry(Action::Games, 0, stamp);
        entry.games = Some(games);
        entry.was_games = Some(self.games);
        let report = next.planned(entry, PlanWas::Games { games: self.games });
        Ok((next, report))
    }

    /// Takes back a change of plan: what it changed put back.
    pub(super) fn unplan(&mut self, was: &PlanWas) {
        match was {
            PlanWas::Joined => {
                self.pairs.pop();
                self.codes.truncate(self.code_holders());
            }
            PlanWas::Left { pair } => {
                if let Some(p) = self.pairs.get_mut(*pair) {
                    p.left = None;
                }
            }
            PlanWas::Renamed { pair, players } => {
                if *pair < self.pairs.len() {
                    self.rename_everywhere(*pair, players.clone());
                }
            }
            PlanWas::Games { games } => self.games = *games,
        }
    }

    /// A change of plan in words, for `undo`: "Ivy+Jon joining from game
    /// 6".
    pub(super) fn plan_words(entry: &LogEntry) -> String {
        let pair = entry.pair.as_deref().unwrap_or_default();
        match entry.action {
            Action::Joined => format!("{pair} joining from game {}", entry.game),
            Action::Left => format!("{pair} leaving from game {}", entry.game),
            Action::Renamed => format!(
                "the renaming of {} to {}",
                entry.from.as_deref().unwrap_or_default(),
                entry.to.as_deref().unwrap_or_default()
            ),
            _ => format!(
                "the change to {} games (it goes back to {})",
                entry.games.unwrap_or_default(),
                entry.was_games.unwrap_or_default()
            ),
        }
    }

    /// The pairs that came late or went home, as kept: late pairs after
    /// the first draw's, every game a game of the evening.
    pub(super) fn check_plan(&self) -> Result<(), String> {
        let drawn = self.drawn();
        for (i, p) in self.pairs.iter().enumerate() {
            if i >= drawn && p.joined.is_none() {
                return Err(format!(
                    "the pair {} comes after a late pair but didn't join late",
                    p.name
                ));
            }
            if p.joined == Some(0) || p.left == Some(0) {
                return Err(format!("the pair {}: games are counted from 1", p.name));
            }
            if let (Some(j), Some(l)) = (p.joined, p.left) {
                if l < j {
                    return Err(format!("the pair {} leaves before it joins", p.name));
                }
            }
        }
        for game in 1..=self.games {
            if self.pairs_in(game) < self.per_table {
                return Err(format!("game {game} has too few pairs for a table"));
            }
        }
        Ok(())
    }
}

/// Why a pair (or, with partners split, a player) has no table in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Away {
    /// It came late: it is seated from this game.
    Joins(u32),
    /// It went home: it is not seated from this game.
    Left(u32),
    /// It sits the game out in turn.
    SitsOut,
}

impl Party {
    /// Why a code's holder has no table in game `game`.
    pub fn away(&self, holder: usize, game: u32) -> Away {
        let pair = &self.pairs[self.holder_players(holder)[0] / 2];
        match (pair.joined, pair.left) {
            (Some(j), _) if game < j => Away::Joins(j),
            (_, Some(l)) if game >= l => Away::Left(l),
            _ => Away::SitsOut,
        }
    }
}
