//! A card party: pairs playing at many tables over an evening of games,
//! moving between games, their wins kept on a tally, and prizes at the end.
//!
//! - this file: the evening as set up ([`Party`]) and what can go wrong;
//! - [`seating`]: who sits where in each game, the movement and sit-outs;
//! - [`result`]: a table's result entered, checked, and taken back;
//! - [`standings`]: the tally: games won and lost, points;
//! - [`prizes`]: places, ties, the booby prize;
//! - [`codes`]: each pair's code for its page in the live hall, and each
//!   table's for the device left at it;
//! - [`confirm`]: results the pairs enter themselves, confirmed by the
//!   other side or disputed;
//! - [`history`]: every change, who made it and when;
//! - [`undo`]: the last change taken back, whatever it was.
//!
//! Everything is a function of the set-up and the results entered, so a
//! seating is reprinted the same, and an undo gives back the evening as it
//! was.

pub mod codes;
pub mod confirm;
pub mod history;
pub mod plan;
pub mod prizes;
pub mod result;
mod score;
pub mod seating;
pub mod shapes;
pub mod standings;
pub mod undo;

use serde::{Deserialize, Serialize};

use super::table::{check_name, TableError};

pub use confirm::{Claim, Confirm, Outcome, PairEntry, Pending};
pub use history::{Action, By, LogEntry, Stamp};
pub use plan::{Away, PlanError, PlanReport};
pub use prizes::{Place, Prizes, Ties};
pub use result::{GameResult, Report, ResultError};
pub use score::GameEnd;
pub use seating::{SeatNote, Seating, TableSeat};
pub use standings::{Played, Standing, Standings};
pub use undo::{Change, LastChange, Undone};

/// Who moves after each game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Movement {
    /// The winners move to the next table (the last table's to table 1);
    /// the losers stay.
    Winners,
    /// The losers move on; the winners keep the table.
    Losers,
}

/// Whether partners stay together all evening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Partners {
    /// A pair plays together all evening; the tally is per pair.
    Fixed,
    /// Progressive: the movers split and each partners a player staying at
    /// the new table; the tally is per player.
    Split,
}

/// What a game sat out counts for in the tally.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SitOut {
    /// Nothing: places go by games won, as on the paper tally.
    #[default]
    None,
    /// A game won, with no points.
    Win,
    /// Places go by the share of games won (won ÷ played), then by points
    /// per game played.
    Average,
}

impl SitOut {
    /// As typed and written: `none`, `win`, `average`.
    pub fn as_str(self) -> &'static str {
        match self {
            SitOut::None => "none",
            SitOut::Win => "win",
            SitOut::Average => "average",
        }
    }
}

/// One pair as entered: its name (`Ann+Bob`) and its two players, and the
/// games it is seated in when it came late or went home early.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    /// The pair's name as entered and shown, `Ann+Bob`.
    pub name: String,
    /// Its two players.
    pub players: [String; 2],
    /// For a pair that came late (`party join`): the first game it is
    /// seated in. Such pairs come after those of the first draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub joined: Option<u32>,
    /// For a pair that went home (`party leave`): the first game it is no
    /// longer seated in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left: Option<u32>,
}

/// The evening: the pairs, how many games, how they move, every result
/// entered so far (in the order entered, for `undo`), the seatings already
/// played at, and the history of every change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Party {
    /// The pairs, in the order entered.
    pub pairs: Vec<Pair>,
    /// Games in the evening (1 to 200).
    pub games: u32,
    /// Who moves to another table after each game.
    pub movement: Movement,
    /// Whether partners stay together all evening.
    pub partners: Partners,
    /// Partnerships at a table: 2 (tables of four) or 3 (six-handed).
    pub per_table: usize,
    /// The seed of the first seating and of the sit-out order.
    pub seed: u64,
    /// Every result counted, in the order entered.
    #[serde(default)]
    pub results: Vec<GameResult>,
    /// The seating of every game a result has been entered for, kept as it
    /// was played: correcting an earlier result never reseats a game
    /// already played. (Files of earlier versions have none: their seatings
    /// are worked out from the results, as they were then.)
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seated: Vec<Seating>,
    /// Every result entered, corrected or taken back, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<LogEntry>,
    /// Whether the movement steers pairs away from opponents they have met
    /// (parties started by earlier versions move as they did then).
    #[serde(default)]
    pub avoid_repeats: bool,
    /// Each pair's code for its page in the live hall, in the order of
    /// `pairs` (none until given).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub codes: Vec<String>,
    /// Results the pairs entered that don't count yet: waiting for the
    /// other side's word, or disputed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<Pending>,
    /// Every change still to be taken back by `undo`, oldest first, each
    /// with what its table held before it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
    /// Each table's code for the device left at it in the live hall
    /// (`party serve --table-devices`), table 1's first; none until a hall
    /// is opened so, and kept from then on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub table_codes: Vec<String>,
    /// What a game sat out counts for.
    #[serde(default, skip_serializing_if = "is_default")]
    pub sit_out: SitOut,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Why an evening can't be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PartyError {
    #[error("a party needs at least {need} pairs for one table of {players}; {given} given")]
    /// Fewer pairs than one table seats.
    TooFewPairs {
        /// Pairs one table needs.
        need: usize,
        /// Players at a table.
        players: usize,
        /// Pairs given.
        given: usize,
    },
    #[error("'{0}' is not a pair: write the two players joined by '+', e.g. Ann+Bob")]
    /// A pair is not two names joined by '+': the text.
    NotAPair(String),
    #[error("{0}")]
    /// A player's name can't be used.
    Name(#[from] TableError),
    #[error("{0} plays in two pairs; each player is in one pair")]
    /// A player is in two pairs: the name.
    PlayerTwice(String),
    #[error("a party has 1 to 200 games; {0} asked")]
    /// Not 1 to 200 games: the number asked.
    Games(u32),
    #[error("tables seat 4 or 6 players (two or three pairs); {0} asked")]
    /// Tables that seat neither 4 nor 6: the number asked.
    TableSize(usize),
    #[error("a party's seed is a whole number from 0 to {MAX_SEED}; {0} given")]
    /// A seed too large to be saved.
    Seed(u64),
    #[error("a party has at most {MAX_PAIRS} pairs; {0} given")]
    /// More pairs than an evening can have: how many.
    TooManyPairs(usize),
}

/// Most pairs an evening can have: far more than any hall seats.
pub(crate) const MAX_PAIRS: usize = 1000;

/// The largest seed a party keeps: a saved whole number goes up to
/// 2^63 - 1.
pub const MAX_SEED: u64 = i64::MAX as u64;

/// Most games an evening can have: far past a night's play, small enough
/// that every command answers at once.
pub const MAX_GAMES: u32 = 200;

impl Pair {
    /// `Ann+Bob`: two players, each a name the table accepts.
    pub fn parse(text: &str) -> Result<Pair, PartyError> {
        let parts: Vec<&str> = text.split('+').collect();
        let [a, b] = parts.as_slice() else {
            return Err(PartyError::NotAPair(text.trim().to_string()));
        };
        let a = check_name(a)?;
        let b = check_name(b)?;
        if a.eq_ignore_ascii_case(&b) {
            return Err(PartyError::PlayerTwice(a));
        }
        Ok(Pair {
            name: format!("{a}+{b}"),
            players: [a, b],
            joined: None,
            left: None,
        })
    }

    /// Whether the pair is seated in game `game`: it has come, and not gone
    /// home.
    pub fn seated_in(&self, game: u32) -> bool {
        self.joined.is_none_or(|j| j <= game) && self.left.is_none_or(|l| game < l)
    }
}

impl Party {
    /// The evening as set up, checked: enough pairs for a table, each
    /// player in one pair, a sane number of games.
    pub fn new(
        pairs: Vec<Pair>,
        games: u32,
        movement: Movement,
        partners: Partners,
        players_per_table: usize,
        seed: u64,
    ) -> Result<Party, PartyError> {
        if players_per_table != 4 && players_per_table != 6 {
            return Err(PartyError::TableSize(players_per_table));
        }
        let per_table = players_per_table / 2;
        if pairs.len() > MAX_PAIRS {
            return Err(PartyError::TooManyPairs(pairs.len()));
        }
        if pairs.len() < per_table {
            return Err(PartyError::TooFewPairs {
                need: per_table,
                players: players_per_table,
                given: pairs.len(),
            });
        }
        if !(1..=MAX_GAMES).contains(&games) {
            return Err(PartyError::Games(games));
        }
        if seed > MAX_SEED {
            return Err(PartyError::Seed(seed));
        }
        let mut seen: Vec<String> = Vec::new();
        for player in pairs.iter().flat_map(|p| p.players.iter()) {
            let key = player.to_lowercase();
            if seen.contains(&key) {
                return Err(PartyError::PlayerTwice(player.clone()));
            }
            seen.push(key);
        }
        Ok(Party {
            pairs,
            games,
            movement,
            partners,
            per_table,
            seed,
            results: Vec::new(),
            seated: Vec::new(),
            log: Vec::new(),
            avoid_repeats: true,
            codes: Vec::new(),
            pending: Vec::new(),
            changes: Vec::new(),
            table_codes: Vec::new(),
            sit_out: SitOut::None,
        })
    }

    /// Every player, numbered: pair `i`'s players are `2i` and `2i + 1`.
    pub fn players(&self) -> Vec<&str> {
        self.pairs
            .iter()
            .flat_map(|p| p.players.iter().map(String::as_str))
            .collect()
    }

    /// The player numbered `id` (see [`Party::players`]).
    pub fn player(&self, id: usize) -> &str {
        &self.pairs[id / 2].players[id % 2]
    }

    /// The pairs of the first draw: every pair but those that came late.
    pub(crate) fn drawn(&self) -> usize {
        self.pairs.iter().take_while(|p| p.joined.is_none()).count()
    }

    /// How many pairs are seated in game `game` (or sit it out in turn).
    pub fn pairs_in(&self, game: u32) -> usize {
        self.pairs.iter().filter(|p| p.seated_in(game)).count()
    }

    /// How many tables play game `game`.
    pub fn tables_in(&self, game: u32) -> usize {
        // The same with partners split: twice the players, twice the seats.
        self.pairs_in(game) / self.per_table
    }

    /// The most tables any game of the evening plays: the tables that
    /// need a card.
    pub fn most_tables(&self) -> usize {
        (1..=self.games)
            .map(|g| self.tables_in(g))
            .max()
            .unwrap_or(0)
    }

    /// The games with a result from every table.
    pub fn played(&self) -> u32 {
        (1..=self.games)
            .take_while(|&g| self.results_of(g).len() == self.tables_in(g))
            .count() as u32
    }

    /// The game being played: the first one some table hasn't reported;
    /// `None` once every game is in.
    pub fn current_game(&self) -> Option<u32> {
        let played = self.played();
        (played < self.games).then_some(played + 1)
    }

    /// The results entered for one game.
    pub fn results_of(&self, game: u32) -> Vec<&GameResult> {
        self.results.iter().filter(|r| r.game == game).collect()
    }

    /// A partnership's name: the pair's own under fixed partners, else
    /// its two players joined by `+`.
    pub fn partnership_name(&self, players: [usize; 2]) -> String {
        match self.partners {
            Partners::Fixed if players[0] / 2 == players[1] / 2 => {
                self.pairs[players[0] / 2].name.clone()
            }
            _ => format!("{}+{}", self.player(players[0]), self.player(players[1])),
        }
    }

    /// "14 pairs, 7 tables of four, 25 games; winners move, partners stay
    /// together": the pairs and tables of the game being played (the last,
    /// once every game is in).
    pub fn summary(&self) -> String {
        let game = self.current_game().unwrap_or(self.games);
        let tables = self.tables_in(game);
        format!(
            "{} pairs, {tables} table{} of {}, {} games; {} move, {}",
            self.pairs_in(game),
            if tables == 1 { "" } else { "s" },
            if self.per_table == 3 { "six" } else { "four" },
            self.games,
            match self.movement {
                Movement::Winners => "winners",
                Movement::Losers => "losers",
            },
            match self.partners {
                Partners::Fixed => "partners stay together",
                Partners::Split => "partners split (progressive)",
            }
        ) + match self.sit_out {
            SitOut::None => "",
            SitOut::Win => "; a game sat out counts as a win",
            SitOut::Average => "; places by the share of games won",
        }
    }
}

#[cfg(test)]
mod tests;
