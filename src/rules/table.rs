//! Who sits at the table: players clockwise, and the sides (teams, or every
//! player for themself) that keep a score (docs/rules.md §6).

use serde::{Deserialize, Serialize};

use super::prose::{hidden_kind, is_hidden, visible};
use super::seat::{BySide, Seat, SideId};
use super::suggestion::did_you_mean;
use super::variant::{RuleSet, Scoring, Seating};

/// Most players at a table (docs/rules.md §6).
pub const MAX_PLAYERS: usize = 8;

/// A side: a team, or one player in cut-throat. It keeps one score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    /// What the score sheet and `--bidder` call it: the team's name (`Ann+Bob` when none
    /// was given), or the player's own name in cut-throat.
    pub name: String,
    /// Its players' seats, in seating order.
    pub seats: Vec<Seat>,
}

/// How many sides `players` can play as: teams of two or more, the same
/// size and seated alternately (§6), or every player for themself.
pub fn side_counts(players: usize) -> Vec<usize> {
    (2..=players)
        .filter(|&sides| {
            players.is_multiple_of(sides) && (sides == players || players / sides >= 2)
        })
        .collect()
}

/// Every player a side of their own, named after them: cut-throat.
pub(crate) fn one_side_each(players: &[String]) -> Vec<Side> {
    players
        .iter()
        .enumerate()
        .map(|(seat, name)| Side {
            name: name.clone(),
            seats: vec![Seat(seat)],
        })
        .collect()
}

/// The players, clockwise, and the sides they belong to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Clockwise: the deal and the auction pass to the next index.
    pub players: Vec<String>,
    /// Every side that keeps a score, indexed by [`SideId`]; teams in the
    /// order they were given, cut-throat players in seat order.
    pub sides: BySide<Side>,
}

/// A name given on the command line: a player or a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Who {
    /// A player, by seat.
    Player(Seat),
    /// A side.
    Side(SideId),
}

/// A table that can't be seated, or a name that isn't at it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TableError {
    /// [`Table::teams`] was given fewer than 2 or more than 4 teams (the
    /// count given).
    #[error("a game needs 2 to 4 teams; {0} given")]
    TeamCount(usize),
    /// A team of fewer than 2 or more than 4 players (players who each
    /// play alone sit at a [`Table::cut_throat`] table instead).
    #[error("team '{team}' has {size} players; a team has 2 to 4")]
    TeamSize {
        /// The team's name (its players joined by `+` when it has none).
        team: String,
        /// How many players it was given.
        size: usize,
    },
    /// Teams of different sizes, which can't be seated alternately
    /// (docs/rules.md §6); holds each team's size, `Blue has 2, Red has 3`.
    #[error("teams must be the same size ({0}); add or move players so every team has as many")]
    UnequalTeams(String),
    /// Teams that together seat more than [`MAX_PLAYERS`] (the total),
    /// the most the rules deal to (docs/rules.md §6).
    #[error("{0} players is too many; the game takes at most 8")]
    TooManyPlayers(usize),
    /// Fewer than 2 or more than 8 players in a cut-throat game (the count).
    #[error("a cut-throat game needs 2 to 8 players; {0} given")]
    CutThroatCount(usize),
    /// A table read from a file with fewer than 2 players (the count).
    #[error("a game needs at least 2 players; {0} given")]
    TooFewPlayers(usize),
    /// A name that is empty once trimmed: the score sheet and `--bidder`
    /// need something to call the player or team.
    #[error("a player or team name is empty; give every player a name")]
    EmptyName,
    /// A name holding `,`, `=` or `:`, which separate names where several
    /// are written on one line (the name).
    #[error(
        "the name '{0}' can't contain ',', '=' or ':' (they separate names on the command line)"
    )]
    BadCharacter(String),
    /// A name longer than [`MAX_NAME_CHARS`], which would push the score
    /// sheet's other columns off the screen.
    #[error("the name \"{shown}…\" is {length} characters long; a name holds at most {MAX_NAME_CHARS}, to fit the score sheet's columns: shorten it")]
    TooLong {
        /// The name's first 20 characters, escaped where hidden.
        shown: String,
        /// Its length in characters.
        length: usize,
    },
    /// A name holding a control character (shown escaped), which would
    /// clear the screen or break a row wherever the name is printed.
    #[error("the name \"{0}\" holds a control character (a terminal escape, a tab or a line break); type the name with letters, digits and spaces")]
    ControlCharacter(String),
    /// A name in a file with spaces at its ends, which the name typed at the
    /// table would never have: the name as written, and as it would be.
    #[error("the name \"{name}\" has spaces at its ends; write it \"{trimmed}\"")]
    Untrimmed {
        /// The name as written.
        name: String,
        /// The name without the spaces.
        trimmed: String,
    },
    /// A mark that reorders text, a line separator, an invisible character.
    #[error("the name \"{name}\" holds {shown}, {kind}, which would change what people read wherever the name is shown; type the name with letters, digits and spaces")]
    HiddenCharacter {
        /// The name with the character shown as an escape.
        name: String,
        /// The character itself, as an escape.
        shown: String,
        /// What it is, in words: "a line separator", "an invisible character".
        kind: &'static str,
    },
    /// A team named `Ann+Bob` whose players are not Ann and Bob: that is how
    /// Ann and Bob's side is written, so it would name the wrong team.
    #[error("the team name '{team}' reads as the side of {players}, who are another team; name this team something else, or leave its name out (it is then {own})")]
    OthersTeamName {
        /// The team name as given.
        team: String,
        /// The players it names who are not on that team, `Cid and Dan`.
        players: String,
        /// The name the team gets when given none: its own players joined by `+`.
        own: String,
    },
    /// Two players, or a player and a team, with the same name in any
    /// case, so `--bidder NAME` would mean two things (in cut-throat a side
    /// and its player share their name, which is allowed).
    #[error("the name '{0}' is used twice (names are compared ignoring case); give each player and team its own name")]
    DuplicateName(String),
    /// A table the rules' `seating` knob doesn't allow (`partners-120`
    /// needs two pairs, `110` cut-throat), or `spread` scoring without
    /// exactly two sides.
    #[error("these rules ({rules}) {needs}; this table has {has}")]
    Seating {
        /// The rules' name, as [`RuleSet::label`] gives it.
        rules: String,
        /// What they need, in words: "need four players in two teams of two".
        needs: &'static str,
        /// What the table has: "3 teams of 2", "5 players, each for themself".
        has: String,
    },
    /// A table read from a file ([`Table::check`]) whose sides and seats
    /// don't fit: a player in no side or in two, an empty side, a side
    /// naming a seat that isn't there, or a single side.
    #[error("the table is inconsistent: {player} belongs to {sides} sides; every player plays for exactly one of at least two sides")]
    SeatSides {
        /// The player in no side or in several; "a side" when the fault
        /// is a side (empty, naming a seat past the players, or fewer
        /// than two sides).
        player: String,
        /// How many sides claim the player, or the number of sides.
        sides: usize,
    },
    /// [`Table::find`] was given a name that is no player's or side's, in
    /// any case.
    #[error("no player or side is called '{name}'{hint}. At this table: {names}")]
    UnknownName {
        /// The name as given, trimmed.
        name: String,
        /// " (did you mean 'Ann'?)" when one known name is close, else empty.
        hint: String,
        /// Every name [`Table::find`] accepts here, comma-separated.
        names: String,
    },
}

/// The longest name a player, team or pair may have, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// A player's or team's name as the table may use it, trimmed. Decision:
/// names can't hold ',', '=' or ':', which separate names where several are
/// written on one line, nor control characters, which would garble every
/// table and export they are printed in, nor the other characters
/// [`is_hidden`] names (direction marks that reverse a name on screen, line
/// separators, invisible spaces), which change what people read, nor more
/// than [`MAX_NAME_CHARS`] characters.
pub fn check_name(name: &str) -> Result<String, TableError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(TableError::EmptyName);
    }
    if name.contains([',', '=', ':']) {
        return Err(TableError::BadCharacter(name.to_string()));
    }
    // Every table, board and export shows names whole: one of hundreds of
    // characters would push every other column off the screen.
    let length = name.chars().count();
    if length > MAX_NAME_CHARS {
        return Err(TableError::TooLong {
            shown: visible(&name.chars().take(20).collect::<String>()).into_owned(),
            length,
        });
    }
    // A name is printed in every table and export: an escape code in it
    // would clear the screen or add a phantom row.
    if name.chars().any(char::is_control) {
        return Err(TableError::ControlCharacter(visible(name).into_owned()));
    }
    if let Some(c) = name.chars().find(|&c| is_hidden(c)) {
        return Err(TableError::HiddenCharacter {
            name: visible(name).into_owned(),
            shown: visible(c.encode_utf8(&mut [0; 4])).into_owned(),
            kind: hidden_kind(c),
        });
    }
    Ok(name.to_string())
}

/// Decision: a team's name made of players' names joined by `+` must be
/// its own players (in any order): `Ann+Bob` is how Ann and Bob's side is
/// written, so it can't name Cid and Dan.
fn check_team_names(sides: &BySide<Side>, players: &[String]) -> Result<(), TableError> {
    for side in sides.iter() {
        if !side.name.contains('+') {
            continue;
        }
        let own: Vec<String> = side
            .seats
            .iter()
            .map(|s| players[s.0].to_lowercase())
            .collect();
        let parts: Vec<String> = side
            .name
            .split('+')
            .map(|p| p.trim().to_lowercase())
            .collect();
        let names_a_player = |p: &String| players.iter().any(|q| q.to_lowercase() == *p);
        if parts.iter().any(names_a_player) && !parts.iter().all(|p| own.contains(p)) {
            let others: Vec<&str> = players
                .iter()
                .filter(|q| parts.contains(&q.to_lowercase()))
                .map(String::as_str)
                .collect();
            return Err(TableError::OthersTeamName {
                team: side.name.clone(),
                players: others.join(" and "),
                own: side
                    .seats
                    .iter()
                    .map(|s| players[s.0].as_str())
                    .collect::<Vec<_>>()
                    .join("+"),
            });
        }
    }
    Ok(())
}

impl Table {
    /// Teams seated alternately (T1P1, T2P1, T3P1, T1P2, ...). A team given
    /// without a name is named from its players, `Ann+Bob`.
    pub fn teams(teams: Vec<(Option<String>, Vec<String>)>) -> Result<Table, TableError> {
        if !(2..=4).contains(&teams.len()) {
            return Err(TableError::TeamCount(teams.len()));
        }
        let mut named = Vec::with_capacity(teams.len());
        for (name, players) in teams {
            let players = players
                .iter()
                .map(|p| check_name(p))
                .collect::<Result<Vec<_>, _>>()?;
            let name = match name {
                Some(n) => check_name(&n)?,
                None => players.join("+"),
            };
            if !(2..=4).contains(&players.len()) {
                return Err(TableError::TeamSize {
                    team: name,
                    size: players.len(),
                });
            }
            named.push((name, players));
        }
        let size = named[0].1.len();
        if named.iter().any(|(_, p)| p.len() != size) {
            let sizes: Vec<String> = named
                .iter()
                .map(|(n, p)| format!("{n} has {}", p.len()))
                .collect();
            return Err(TableError::UnequalTeams(sizes.join(", ")));
        }
        let total = size * named.len();
        if total > MAX_PLAYERS {
            return Err(TableError::TooManyPlayers(total));
        }
        let mut players = Vec::with_capacity(total);
        let mut sides: Vec<Side> = named
            .iter()
            .map(|(n, _)| Side {
                name: n.clone(),
                seats: Vec::new(),
            })
            .collect();
        for i in 0..size {
            for (t, (_, team)) in named.iter().enumerate() {
                sides[t].seats.push(Seat(players.len()));
                players.push(team[i].clone());
            }
        }
        let table = Table {
            players,
            sides: sides.into(),
        };
        table.check_unique(false)?;
        check_team_names(&table.sides, &table.players)?;
        Ok(table)
    }

    /// Every player for themself: each is a side named after the player.
    pub fn cut_throat(players: Vec<String>) -> Result<Table, TableError> {
        if !(2..=MAX_PLAYERS).contains(&players.len()) {
            return Err(TableError::CutThroatCount(players.len()));
        }
        let players = players
            .iter()
            .map(|p| check_name(p))
            .collect::<Result<Vec<_>, _>>()?;
        let sides = one_side_each(&players).into();
        let table = Table { players, sides };
        table.check_unique(true)?;
        Ok(table)
    }

    /// Decision: a team's name may not be any player's name (even its own
    /// player's), so `--bidder NAME` always means one thing; in cut-throat the
    /// side and its player share the name and mean the same side.
    fn check_unique(&self, cut_throat: bool) -> Result<(), TableError> {
        let mut seen: Vec<String> = Vec::new();
        let sides = self.sides.iter().map(|s| &s.name);
        let names: Vec<&String> = if cut_throat {
            self.players.iter().collect()
        } else {
            self.players.iter().chain(sides).collect()
        };
        for name in names {
            let key = name.to_lowercase();
            if seen.contains(&key) {
                return Err(TableError::DuplicateName(name.clone()));
            }
            seen.push(key);
        }
        Ok(())
    }

    /// Checks a table read from a file: every seat in exactly one side, no
    /// empty side, 2 to 8 players, unique names.
    pub fn check(&self) -> Result<(), TableError> {
        let n = self.players.len();
        if n > MAX_PLAYERS {
            return Err(TableError::TooManyPlayers(n));
        }
        if n < 2 {
            return Err(TableError::TooFewPlayers(n));
        }
        for seat in self.seats() {
            let sides = self
                .sides
                .iter()
                .filter(|s| s.seats.contains(&seat))
                .count();
            if sides != 1 {
                return Err(TableError::SeatSides {
                    player: self.player_name(seat),
                    sides,
                });
            }
        }
        if self.sides.len() < 2
            || self
                .sides
                .iter()
                .any(|s| s.seats.is_empty() || s.seats.iter().any(|&p| p.0 >= n))
        {
            return Err(TableError::SeatSides {
                player: "a side".into(),
                sides: self.sides.len(),
            });
        }
        for name in self
            .players
            .iter()
            .chain(self.sides.iter().map(|s| &s.name))
        {
            let checked = check_name(name)?;
            if checked != *name {
                return Err(TableError::Untrimmed {
                    name: name.clone(),
                    trimmed: checked,
                });
            }
        }
        check_team_names(&self.sides, &self.players)?;
        self.check_unique(self.is_cut_throat())
    }

    /// How the table sits, in words: "3 teams of 2", or "5 players, each
    /// for themself" (cut-throat).
    pub fn shape(&self) -> String {
        if self.is_cut_throat() {
            format!("{} players, each for themself", self.players.len())
        } else {
            format!(
                "{} teams of {}",
                self.sides.len(),
                self.sides.iter().next().map_or(0, |s| s.seats.len())
            )
        }
    }

    /// Whether every side is a single player.
    pub fn is_cut_throat(&self) -> bool {
        self.sides.iter().all(|s| s.seats.len() == 1)
    }

    /// Checks the table against the `seating` knob, and that `spread`
    /// scoring has exactly two sides.
    pub fn check_seating(&self, rules: &RuleSet) -> Result<(), TableError> {
        let has = || self.shape();
        let fail = |needs| {
            Err(TableError::Seating {
                rules: rules.label(),
                needs,
                has: has(),
            })
        };
        let team_size = self.sides.iter().next().map_or(0, |s| s.seats.len());
        match rules.seating {
            Seating::Any => {}
            Seating::PairsOrCutThroat => {
                if !self.is_cut_throat() && team_size != 2 {
                    return fail("need teams of two, or every player for themself");
                }
            }
            Seating::TwoPairs => {
                if self.sides.len() != 2 || team_size != 2 {
                    return fail("need four players in two teams of two");
                }
            }
            Seating::CutThroat => {
                if !self.is_cut_throat() {
                    return fail("need every player for themself (cut-throat)");
                }
            }
        }
        if rules.scoring == Scoring::Spread && self.sides.len() != 2 {
            return fail("score by the spread, which needs exactly two sides");
        }
        Ok(())
    }

    /// Every seat, clockwise.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players.len()).map(Seat)
    }

    /// The side a seat plays for.
    pub fn side_of(&self, seat: Seat) -> SideId {
        self.sides
            .enumerate()
            .find(|(_, s)| s.seats.contains(&seat))
            .map_or(SideId(0), |(id, _)| id)
    }

    /// The side meant by `who`.
    pub fn side_of_who(&self, who: Who) -> SideId {
        match who {
            Who::Player(seat) => self.side_of(seat),
            Who::Side(side) => side,
        }
    }

    /// A side's name, or `side N` for an index that isn't at the table.
    pub fn side_name(&self, side: SideId) -> String {
        self.sides
            .get(side)
            .map_or_else(|| format!("side {}", side.0), |s| s.name.clone())
    }

    /// "is" for a side of one player, "are" for a team, so sentences about
    /// a side read right in cut-throat games too.
    pub fn is_are(&self, side: SideId) -> &'static str {
        match self.sides.get(side) {
            Some(s) if s.seats.len() == 1 => "is",
            _ => "are",
        }
    }

    /// `singular` for a side of one player ("Ann wins"), `plural` for a
    /// team ("Blue win").
    pub fn verb(&self, side: SideId, singular: &'static str, plural: &'static str) -> &'static str {
        if self.is_are(side) == "is" {
            singular
        } else {
            plural
        }
    }

    /// A player's name, or `seat N` for a seat that isn't at the table.
    pub fn player_name(&self, seat: Seat) -> String {
        self.players
            .get(seat.0)
            .map_or_else(|| format!("seat {}", seat.0), |p| p.clone())
    }

    /// A player's or a side's name, any case. A cut-throat name is the player.
    pub fn find(&self, name: &str) -> Result<Who, TableError> {
        let key = name.trim().to_lowercase();
        if let Some(seat) = self.players.iter().position(|p| p.to_lowercase() == key) {
            return Ok(Who::Player(Seat(seat)));
        }
        if let Some((side, _)) = self
            .sides
            .enumerate()
            .find(|(_, s)| s.name.to_lowercase() == key)
        {
            return Ok(Who::Side(side));
        }
        let mut known: Vec<String> = self.players.clone();
        if !self.is_cut_throat() {
            known.extend(self.sides.iter().map(|s| s.name.clone()));
        }
        // Matched in any case, named as it was written.
        let hint = did_you_mean(&key, known.iter().map(String::as_str));
        Err(TableError::UnknownName {
            name: name.trim().to_string(),
            hint,
            names: known.join(", "),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn sides_are_teams_of_equal_size_or_every_player_alone() {
        assert_eq!(side_counts(4), [2, 4]);
        assert_eq!(side_counts(6), [2, 3, 6]);
        assert_eq!(side_counts(5), [5]);
        assert_eq!(side_counts(8), [2, 4, 8]);
        assert_eq!(side_counts(2), [2]);
    }

    #[test]
    fn a_table_edited_by_hand_is_refused_in_its_own_words() {
        let mut table = Table::teams(vec![
            (None, names(&["Ann", "Bob"])),
            (None, names(&["Cid", "Dan"])),
        ])
        .unwrap();
        // A name with spaces at its ends is not a bad character.
        table.players[0] = " Ann".into();
        assert_eq!(
            table.check(),
            Err(TableError::Untrimmed {
                name: " Ann".into(),
                trimmed: "Ann".into(),
            })
        );
        // Nine at a table of teams is too many, not a cut-throat count.
        let mut big = table.clone();
        big.players = (0..9).map(|i| format!("P{i}")).collect();
        assert_eq!(big.check(), Err(TableError::TooManyPlayers(9)));
        let mut alone = table;
        alone.players.truncate(1);
        assert_eq!(alone.check(), Err(TableError::TooFewPlayers(1)));
    }

    #[test]
    fn a_name_with_a_control_character_is_refused() {
        for bad in ["Ann\u{1b}[2J", "Ann\nBob", "Ann\tB", "\u{7}Cid"] {
            let err = Table::cut_throat(names(&[bad, "Bob", "Cid"])).unwrap_err();
            assert!(
                matches!(err, TableError::ControlCharacter(_)),
                "{bad}: {err}"
            );
            assert!(!err.to_string().chars().any(char::is_control), "{err}");
        }
        let err = Table::teams(vec![
            (Some("Blue\u{1b}]0;x\u{7}".into()), names(&["Ann", "Bob"])),
            (None, names(&["Cid", "Dan"])),
        ])
        .unwrap_err();
        assert!(matches!(err, TableError::ControlCharacter(_)), "{err}");
    }

    #[test]
    fn a_name_with_a_direction_mark_or_line_separator_is_refused() {
        for (bad, shown) in [
            ("Ann\u{202e}boB", "\\u{202e}"),
            ("\u{2066}Cid", "\\u{2066}"),
            ("Dan\u{2028}Eve", "\\u{2028}"),
            ("Ann\u{200b}", "\\u{200b}"),
            ("\u{61c}Bob", "\\u{61c}"),
        ] {
            let err = Table::cut_throat(names(&[bad, "Bob2", "Cid2"])).unwrap_err();
            assert!(
                matches!(err, TableError::HiddenCharacter { .. }),
                "{bad}: {err}"
            );
            let text = err.to_string();
            assert!(text.contains(shown), "{text}");
            assert!(!text.chars().any(is_hidden), "{text}");
        }
        // Joiners write ordinary words in many scripts.
        check_name("क्\u{200d}ष").unwrap();
    }

    #[test]
    fn a_team_may_not_take_another_teams_made_up_name() {
        let err = Table::teams(vec![
            (Some("Blue".into()), names(&["Ann", "Bob"])),
            (Some("Ann+Bob".into()), names(&["Cid", "Dan"])),
        ])
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "the team name 'Ann+Bob' reads as the side of Ann and Bob, who are another team; name this team something else, or leave its name out (it is then Cid+Dan)"
        );
        // Its own players' names, in any order, are fine.
        Table::teams(vec![
            (Some("Bob+Ann".into()), names(&["Ann", "Bob"])),
            (None, names(&["Cid", "Dan"])),
        ])
        .unwrap();
    }

    #[test]
    fn teams_sit_alternately_and_are_named_from_their_players() {
        let t = Table::teams(vec![
            (None, names(&["Frank", "Fred"])),
            (Some("Blue".into()), names(&["John", "Jim"])),
        ])
        .unwrap();
        assert_eq!(t.players, names(&["Frank", "John", "Fred", "Jim"]));
        assert_eq!(t.sides[SideId(0)].name, "Frank+Fred");
        assert_eq!(t.sides[SideId(0)].seats, vec![Seat(0), Seat(2)]);
        assert_eq!(t.sides[SideId(1)].seats, vec![Seat(1), Seat(3)]);
        let three = Table::teams(vec![
            (None, names(&["A1", "A2"])),
            (None, names(&["B1", "B2"])),
            (None, names(&["C1", "C2"])),
        ])
        .unwrap();
        assert_eq!(three.players, names(&["A1", "B1", "C1", "A2", "B2", "C2"]));
    }

    #[test]
    fn tables_that_cant_be_seated_are_refused() {
        let unequal = Table::teams(vec![
            (None, names(&["A", "B"])),
            (None, names(&["C", "D", "E"])),
        ]);
        assert!(matches!(unequal, Err(TableError::UnequalTeams(_))));
        let big = Table::teams(vec![
            (None, names(&["A", "B", "C"])),
            (None, names(&["D", "E", "F"])),
            (None, names(&["G", "H", "I"])),
        ]);
        assert_eq!(big, Err(TableError::TooManyPlayers(9)));
        let dup = Table::cut_throat(names(&["Ann", "ann"]));
        assert!(matches!(dup, Err(TableError::DuplicateName(_))));
        assert_eq!(
            Table::cut_throat(names(&["Ann"])),
            Err(TableError::CutThroatCount(1))
        );
        assert_eq!(
            Table::cut_throat(names(&["Ann", " "])),
            Err(TableError::EmptyName)
        );
        let clash = Table::teams(vec![
            (Some("Ann".into()), names(&["Bob", "Cid"])),
            (None, names(&["Ann", "Dan"])),
        ]);
        assert!(matches!(clash, Err(TableError::DuplicateName(_))));
    }

    #[test]
    fn seating_knob_is_checked() {
        let six = Table::cut_throat(names(&["A", "B", "C"])).unwrap();
        let teams =
            Table::teams(vec![(None, names(&["A", "B"])), (None, names(&["C", "D"]))]).unwrap();
        let r110 = RuleSet::preset("110").unwrap();
        assert!(six.check_seating(&r110).is_ok());
        assert!(teams.check_seating(&r110).is_err());
        let p120 = RuleSet::preset("partners-120").unwrap();
        assert!(teams.check_seating(&p120).is_ok());
        assert!(six.check_seating(&p120).is_err());
        let spread = RuleSet::preset("45-spread").unwrap();
        assert!(six.check_seating(&spread).is_err());
        assert!(teams.check_seating(&spread).is_ok());
    }

    #[test]
    fn names_are_found_in_any_case_with_a_hint() {
        let t = Table::teams(vec![
            (Some("Blue".into()), names(&["Ann", "Bob"])),
            (None, names(&["Cid", "Dan"])),
        ])
        .unwrap();
        assert_eq!(t.find("ANN"), Ok(Who::Player(Seat(0))));
        assert_eq!(t.find("blue"), Ok(Who::Side(SideId(0))));
        assert_eq!(t.find("cid+dan"), Ok(Who::Side(SideId(1))));
        let err = t.find("Bobb").unwrap_err().to_string();
        assert!(err.contains("did you mean 'Bob'"), "{err}");
        assert!(err.contains("Ann, Cid, Bob, Dan, Blue, Cid+Dan"), "{err}");
        assert_eq!(t.check(), Ok(()));
        let mut broken = t.clone();
        broken.sides[SideId(1)].seats.push(Seat(0));
        assert!(matches!(broken.check(), Err(TableError::SeatSides { .. })));
    }
}
