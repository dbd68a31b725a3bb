//! A table's result: which partnership won its game, and the score when the
//! table gives it. A result is checked against the seating before it is
//! kept; a refused one leaves the evening exactly as it was.

use crate::rules::prose::and_list;
use serde::{Deserialize, Serialize};

use super::history::{Action, Stamp};
use super::score::{in_seating_order, parse_scores, GameEnd};
use super::{LogEntry, Pair, Party, Seating, TableSeat};
use crate::rules::suggestion::did_you_mean;

/// One table's game, as entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game of the evening, from 1.
    pub game: u32,
    /// From 1.
    pub table: usize,
    /// The winning partnership's place at the table (from 0).
    pub winner: usize,
    /// Each partnership's score at the table, in seating order, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i32>>,
}

/// What entering a result did: the history's entry for it, and the
/// pairs' entries at the table it set aside (each with its `dropped` entry).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Report {
    /// The history's entry: `entered` or `corrected`.
    pub entry: LogEntry,
    /// The pairs' entries at the table that said otherwise.
    pub dropped: Vec<LogEntry>,
}

/// Why a result can't be entered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResultError {
    #[error("every game of the evening is reported ({games} of {games}); to correct a result, give its game: --game K --table T")]
    /// No game is left to report; a correction must name its game.
    AllPlayed {
        /// Games in the evening.
        games: u32,
    },
    #[error("the party has {games} games; there is no game {game}")]
    /// The game named is past the evening's last.
    NoSuchGame {
        /// The game named.
        game: u32,
        /// Games in the evening.
        games: u32,
    },
    #[error("game {game} isn't seated yet: game {current} is being played (waiting for table{} {})", if .waiting.len() == 1 { "" } else { "s" }, and_list(&.waiting.iter().map(usize::to_string).collect::<Vec<_>>()))]
    /// The game named is later than the one being played.
    NotSeated {
        /// The game named.
        game: u32,
        /// The game being played.
        current: u32,
        /// The tables yet to report it, from 1.
        waiting: Vec<usize>,
    },
    #[error("game {game} is over: every table has reported it")]
    /// Every table has reported the game named.
    GameOver {
        /// The game named.
        game: u32,
    },
    #[error("there is no table {table} in game {game}; the tables are 1 to {tables}")]
    /// The table named does not exist in that game.
    NoSuchTable {
        /// The table named.
        table: usize,
        /// The game.
        game: u32,
        /// Tables in that game.
        tables: usize,
    },
    #[error("table {table} already reported game {game}: {winner} won. To correct it, give the game: `fortyfives party result --game {game} --table {table} --winner PAIR`")]
    /// The table already reported the game being played.
    Twice {
        /// The table, from 1.
        table: usize,
        /// The game.
        game: u32,
        /// Who it reported as the winner.
        winner: String,
    },
    #[error("'{given}' is not at table {table} in game {game}{hint}; it has {at}")]
    /// The winner named is not a pair or player at that table.
    NotAtTable {
        /// The name as typed.
        given: String,
        /// The table, from 1.
        table: usize,
        /// The game.
        game: u32,
        /// A "did you mean" for a near miss, or empty.
        hint: String,
        /// Who sits at the table, listed for the message.
        at: String,
    },
    #[error("give {count} scores, the winners' first (e.g. {example}); '{given}' has {found}")]
    /// The score gives a number for too few or too many partnerships.
    ScoreCount {
        /// The score as typed.
        given: String,
        /// Partnerships at the table: the numbers wanted.
        count: usize,
        /// Numbers given.
        found: usize,
        /// A score of the right shape to show.
        example: String,
    },
    #[error(
        "'{0}' is not a score: write whole numbers joined by '-', the winners' first (e.g. 120-85)"
    )]
    /// The score is not whole numbers joined by '-': the text.
    BadScore(String),
    #[error("score {given}: the winners' score comes first and must be above the others'; {winner} won, so type their score first (e.g. {example})")]
    /// The winners' score, given first, is not above every other.
    WinnersNotAbove {
        /// The score as typed.
        given: String,
        /// The winners named.
        winner: String,
        /// The score written the right way round.
        example: String,
    },
    #[error("score {given}: the winners' score comes first, and a game played to {target} is won by reaching {target}; {score} is short of it. Type the winners' final score first (e.g. {example})")]
    /// The winners' score is below the target a game is won by reaching.
    ShortOfTarget {
        /// The score as typed.
        given: String,
        /// The winners' score.
        score: i32,
        /// The game's target.
        target: i32,
        /// A winning score to show.
        example: String,
    },
    #[error("{}", if *.taken_back == 0 { "nothing has been entered yet".to_string() } else if *.taken_back == 1 { "the one change made has been taken back: nothing is left to take back".to_string() } else { format!("all {} changes made have been taken back: nothing is left to take back", .taken_back) })]
    /// No change is left to take back.
    NothingToUndo {
        /// Changes made and taken back since, all of them.
        taken_back: usize,
    },
    #[error("every game of the evening is in")]
    /// Every game of the evening is in: a pair has nothing left to enter.
    EveningOver,
    #[error("game {game} is over; a result of it is the director's to correct (game {current} is being played)")]
    /// A pair enters a game already over, which only the director may correct.
    PairGameOver {
        /// The game named.
        game: u32,
        /// The game being played.
        current: u32,
    },
    #[error("{pair} doesn't play {}in game {game}", .table.map(|t| format!("at table {t} ")).unwrap_or_default())]
    /// The pair does not play that game, or not at that table.
    NotYourTable {
        /// The pair.
        pair: String,
        /// The game.
        game: u32,
        /// The table named, if one was.
        table: Option<usize>,
    },
    #[error("table {table}'s result for game {game} is in ({winner} won{score}); to change it, ask the director")]
    /// The table's result is already counted; only the director changes it.
    AlreadyIn {
        /// The game.
        game: u32,
        /// The table, from 1.
        table: usize,
        /// Who won, as counted.
        winner: String,
        /// The score as counted, worded for the message (may be empty).
        score: String,
    },
    #[error("{}", if *.own { format!("the result at table {table} for game {game} is yours: the other side confirms it") } else { format!("no result is waiting for your word at table {table} for game {game}: enter the result instead") })]
    /// A pair confirms, but no claim by the other side waits at its table.
    NothingToConfirm {
        /// The game.
        game: u32,
        /// The table, from 1.
        table: usize,
        /// The waiting claim is the pair's own, for the other side to confirm.
        own: bool,
    },
    #[error("{now}, at table {table} for game {game}: the entry you answered was changed or taken back since your page showed it, so your answer was not counted. Look at it and answer again")]
    /// A pair answered a claim that is no longer the one waiting.
    ClaimChanged {
        /// The game.
        game: u32,
        /// The table, from 1.
        table: usize,
        /// The claim waiting now, in words ("Ann+Bob entered: Ann+Bob won 120-0").
        now: String,
    },
    #[error("something else was entered since this page was drawn, so nothing was taken back. The last change now is {now}")]
    /// The director's button named a change that is no longer the last.
    UndoMoved {
        /// The last change now, in words.
        now: String,
    },
    #[error("the party file's record of changes doesn't fit the evening ({detail}), so nothing was taken back; correct the result instead with `fortyfives party result --game K --table T`")]
    /// Taking back the last change would leave an evening that doesn't hold together.
    UndoDamaged {
        /// What doesn't fit.
        detail: String,
    },
    #[error("game {game}, table {table} already has that result ({winner} won{score}); nothing to correct")]
    /// A correction gives the result already counted.
    Unchanged {
        /// The game.
        game: u32,
        /// The table, from 1.
        table: usize,
        /// Who won, as counted.
        winner: String,
        /// The score as counted, worded for the message (may be empty).
        score: String,
    },
}

/// Names are the same in any case, as everywhere at the table.
fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// The winner as the person entering it says it: a partnership's name or
/// one of its players (any case), or its number at the table (1, 2, 3).
fn find_winner(party: &Party, seat: &super::TableSeat, given: &str) -> Option<usize> {
    let want = given.trim().to_lowercase();
    if let Ok(n) = want.parse::<usize>() {
        return (1..=seat.partnerships.len()).contains(&n).then(|| n - 1);
    }
    // "Bob + Ann" is the pair Ann+Bob: its two players, in any order.
    let named: Vec<&str> = want.split('+').map(str::trim).collect();
    match named.as_slice() {
        [one] => seat
            .partnerships
            .iter()
            .position(|p| p.iter().any(|&x| same_name(party.player(x), one))),
        _ => party.partnership_of(seat, &named),
    }
}

impl Party {
    /// The seating a result for `game` is entered against: without a game,
    /// the one being played; a game given may be any game already seated
    /// (a table that reported it has its result corrected).
    pub(crate) fn seating_to_report(&self, game: Option<u32>) -> Result<Seating, ResultError> {
        match game {
            Some(game) => self.seating_of(game),
            None => {
                let current = self
                    .current_game()
                    .ok_or(ResultError::AllPlayed { games: self.games })?;
                self.seating_of(current)
            }
        }
    }

    /// Game `game`'s seating, or why there is none: no such game, or one
    /// not seated yet (the tables still to report the game being played).
    pub fn seating_of(&self, game: u32) -> Result<Seating, ResultError> {
        if game == 0 || game > self.games {
            return Err(ResultError::NoSuchGame {
                game,
                games: self.games,
            });
        }
        if let Some(seating) = self.seating(game) {
            return Ok(seating);
        }
        let current = self.current_game().unwrap_or(self.games);
        let waiting = self
            .seating(current)
            .map(|s| self.waiting(&s))
            .unwrap_or_default();
        Err(ResultError::NotSeated {
            game,
            current,
            waiting,
        })
    }

    /// The tables that haven't reported a game yet.
    pub fn waiting(&self, seating: &Seating) -> Vec<usize> {
        let reported = self.results_of(seating.game);
        seating
            .tables
            .iter()
            .map(|t| t.table)
            .filter(|t| !reported.iter().any(|r| r.table == *t))
            .collect()
    }

    /// The evening with one table's result as typed: the winner named as the
    /// table says it, and the score, the winners' first, checked against how
    /// the table's game ends. Without `game`, a table of the game being
    /// played that hasn't reported; with it, any seated game, and a table
    /// that has reported has its result corrected. On an error the party is
    /// unchanged. The history gets the entry returned.
    pub fn report(
        &self,
        game: Option<u32>,
        table: usize,
        winner: &str,
        score: Option<&str>,
        end: &GameEnd,
        stamp: &Stamp,
    ) -> Result<(Party, Report), ResultError> {
        let (game, seat) = self.table_to_report(game, table)?;
        let (won, scores) = self.read_result(game, &seat, winner, score, end)?;
        self.report_at(game, table, won, scores, stamp)
    }

    /// A result as typed at a table, read: the winners' place at the table,
    /// found as the table says it, and the score, the winners' first,
    /// checked against how the table's game ends, turned to seating order.
    pub(super) fn read_result(
        &self,
        game: u32,
        seat: &TableSeat,
        winner: &str,
        score: Option<&str>,
        end: &GameEnd,
    ) -> Result<(usize, Option<Vec<i32>>), ResultError> {
        let table = seat.table;
        let Some(won) = find_winner(self, seat, winner) else {
            let names: Vec<String> = seat
                .partnerships
                .iter()
                .map(|p| self.partnership_name(*p))
                .collect();
            let mut known: Vec<String> = names.clone();
            known.extend(
                seat.partnerships
                    .iter()
                    .flatten()
                    .map(|&p| self.player(p).to_string()),
            );
            let numbered: Vec<String> = names
                .iter()
                .enumerate()
                .map(|(i, n)| format!("{} ({n})", i + 1))
                .collect();
            return Err(ResultError::NotAtTable {
                given: winner.trim().to_string(),
                table,
                game,
                hint: did_you_mean(winner.trim(), known.iter().map(String::as_str)),
                at: numbered.join(" and "),
            });
        };
        let scores = match score {
            None => None,
            Some(text) => {
                let given = parse_scores(text)
                    .ok_or_else(|| ResultError::BadScore(text.trim().to_string()))?;
                let count = seat.partnerships.len();
                if given.len() != count {
                    return Err(ResultError::ScoreCount {
                        given: text.trim().to_string(),
                        count,
                        found: given.len(),
                        example: if count == 3 { "120-85-60" } else { "120-85" }.to_string(),
                    });
                }
                end.check(text, &given, &self.partnership_name(seat.partnerships[won]))?;
                // Given winners first, the others in seating order; kept
                // in seating order.
                Some(in_seating_order(&given, won))
            }
        };
        Ok((won, scores))
    }

    /// The game a result is for and the table it is from: without `game`, a
    /// table of the game being played that hasn't reported it; with it, a
    /// table of that game (seated), reported or not.
    pub fn table_to_report(
        &self,
        game: Option<u32>,
        table: usize,
    ) -> Result<(u32, TableSeat), ResultError> {
        let seating = self.seating_to_report(game)?;
        let Some(seat) = seating.tables.iter().find(|t| t.table == table) else {
            return Err(ResultError::NoSuchTable {
                table,
                game: seating.game,
                tables: seating.tables.len(),
            });
        };
        if game.is_none() {
            if let Some(done) = self
                .results_of(seating.game)
                .into_iter()
                .find(|r| r.table == table)
            {
                return Err(ResultError::Twice {
                    table,
                    game: seating.game,
                    winner: self.partnership_name(seat.partnerships[done.winner]),
                });
            }
        }
        Ok((seating.game, seat.clone()))
    }

    /// The evening with one table's result: `winner` the winning
    /// partnership's place at the table and `scores` each partnership's
    /// score in seating order (as a kept score sheet gives them). A table
    /// that has reported the game has its result corrected: the seatings
    /// already played at are kept, later ones follow the new tally. On an
    /// error the party is unchanged.
    pub fn report_at(
        &self,
        game: u32,
        table: usize,
        winner: usize,
        scores: Option<Vec<i32>>,
        stamp: &Stamp,
    ) -> Result<(Party, Report), ResultError> {
        let (game, seat) = self.table_to_report(Some(game), table)?;
        let count = seat.partnerships.len();
        if winner >= count {
            return Err(ResultError::NotAtTable {
                given: (winner + 1).to_string(),
                table,
                game,
                hint: String::new(),
                at: format!("pairs 1 to {count}"),
            });
        }
        if let Some(given) = scores.as_ref().filter(|s| s.len() != count) {
            return Err(ResultError::ScoreCount {
                given: given
                    .iter()
                    .map(i32::to_string)
                    .collect::<Vec<_>>()
                    .join("-"),
                count,
                found: given.len(),
                example: if count == 3 { "120-85-60" } else { "120-85" }.to_string(),
            });
        }
        let result = GameResult {
            game,
            table,
            winner,
            scores,
        };
        let mut next = self.clone();
        next.keep_played();
        // Whatever the pairs said about the table, this result settles it:
        // an entry saying the same is counted by it, any other is set
        // aside, and the history and the pairs' pages say so.
        let waiting = next.pending_at(game, table).cloned();
        next.pending
            .retain(|p| !(p.game == game && p.table == table));
        let entry = match self.result_at(game, table) {
            Some(old) => {
                let (was_winner, was_score) = self.result_words(old);
                if *old == result {
                    return Err(ResultError::Unchanged {
                        game,
                        table,
                        winner: was_winner,
                        score: was_score.map(|s| format!(" {s}")).unwrap_or_default(),
                    });
                }
                let i = next
                    .results
                    .iter()
                    .position(|r| r.game == game && r.table == table)
                    .expect("the result being corrected");
                next.results[i] = result.clone();
                let mut entry = next.entry(&result, Action::Corrected, stamp);
                entry.was_winner = Some(was_winner);
                entry.was_score = was_score;
                entry
            }
            None => {
                next.results.push(result.clone());
                next.keep_played();
                next.entry(&result, Action::Entered, stamp)
            }
        };
        let made = next.log.len();
        next.log.push(entry.clone());
        let mut dropped = Vec::new();
        for claim in waiting.iter().flat_map(|p| &p.claims) {
            // An entry upheld (the same winners, and the same score where
            // it gave one) is settled, not set aside.
            let says = |c: &super::Claim| {
                next.claimed_result(game, &seat, c).is_some_and(|said| {
                    said.winner == result.winner
                        && (c.score.is_none() || said.scores == result.scores)
                })
            };
            let upheld = match &claim.won {
                Some(_) => says(claim),
                // A No is upheld unless the result is the entry it refused.
                None => !waiting
                    .iter()
                    .flat_map(|p| &p.claims)
                    .filter(|c| c.won.is_some() && c.by != claim.by)
                    .any(says),
            };
            if !upheld {
                dropped.push(next.dropped_entry(game, table, claim, stamp));
            }
        }
        next.log.extend(dropped.iter().cloned());
        next.record(self, game, table, made);
        Ok((next, Report { entry, dropped }))
    }

    /// The partnership at a table made of exactly these players (any case,
    /// either order).
    pub fn partnership_of(&self, seat: &TableSeat, players: &[&str]) -> Option<usize> {
        let [a, b] = players else { return None };
        seat.partnerships.iter().position(|p| {
            let [x, y] = p.map(|q| self.player(q));
            (same_name(x, a) && same_name(y, b)) || (same_name(x, b) && same_name(y, a))
        })
    }

    /// Checks an evening read from a file, as if set up and entered again:
    /// a sane set-up, and every result for a seated table of the game then
    /// being played, with a winner and scores that fit it. A file edited by
    /// hand (or damaged) is refused whole rather than misread.
    pub fn check(&self) -> Result<(), String> {
        // The set-up must be one `party new` could have made.
        Party::new(
            self.pairs
                .iter()
                .map(|p| Pair::parse(&format!("{}+{}", p.players[0], p.players[1])))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| e.to_string())?,
            self.games,
            self.movement,
            self.partners,
            self.per_table.saturating_mul(2),
            self.seed,
        )
        .map_err(|e| e.to_string())?;
        if let Some(p) = self
            .pairs
            .iter()
            .find(|p| p.name != format!("{}+{}", p.players[0], p.players[1]))
        {
            return Err(format!(
                "the pair '{}' is not named after its players",
                p.name
            ));
        }
        self.check_plan()?;
        self.check_kept()?;
        self.check_codes()?;
        let seatings = self.seatings(self.games);
        let mut last_game = 0;
        let mut seen: Vec<(u32, usize)> = Vec::with_capacity(self.results.len());
        for (i, r) in self.results.iter().enumerate() {
            let place = format!("result {} (game {}, table {})", i + 1, r.game, r.table);
            // Entered game by game: a game is seated only once the one
            // before it is complete.
            if r.game < last_game {
                return Err(format!(
                    "{place}: it comes after a result of game {last_game}"
                ));
            }
            last_game = r.game;
            let Some(seating) = seatings.iter().find(|s| s.game == r.game) else {
                return Err(format!("{place}: that game isn't seated"));
            };
            let Some(seat) = seating.tables.iter().find(|t| t.table == r.table) else {
                return Err(format!("{place}: there is no such table"));
            };
            if seen.contains(&(r.game, r.table)) {
                return Err(format!("{place}: the table has a result already"));
            }
            seen.push((r.game, r.table));
            if r.winner >= seat.partnerships.len() {
                return Err(format!("{place}: no pair {} at the table", r.winner + 1));
            }
            if r.scores
                .as_ref()
                .is_some_and(|s| s.len() != seat.partnerships.len())
            {
                return Err(format!("{place}: one score per pair at the table"));
            }
        }
        self.check_pending()?;
        self.check_changes()?;
        Ok(())
    }

    /// The seatings kept as played: each a whole seating of the evening's
    /// tables, every player once, games in order.
    fn check_kept(&self) -> Result<(), String> {
        let players = self.pairs.len() * 2;
        let mut last = 0;
        for s in &self.seated {
            let place = format!("the kept seating of game {}", s.game);
            if s.game <= last || s.game > self.games {
                return Err(format!("{place}: games out of order or past the evening"));
            }
            last = s.game;
            if s.tables.len() != self.tables_in(s.game)
                || s.tables
                    .iter()
                    .enumerate()
                    .any(|(i, t)| t.table != i + 1 || t.partnerships.len() != self.per_table)
            {
                return Err(format!("{place}: not the evening's tables"));
            }
            let mut seen = vec![false; players];
            let seats = s
                .tables
                .iter()
                .flat_map(|t| t.partnerships.iter().flatten())
                .chain(&s.out);
            for &p in seats {
                if p >= players || seen[p] {
                    return Err(format!("{place}: a player seated twice or unknown"));
                }
                seen[p] = true;
            }
            let unseated = seen
                .iter()
                .enumerate()
                .any(|(p, &seen)| seen != self.pairs[p / 2].seated_in(s.game));
            if unseated {
                return Err(format!(
                    "{place}: a player has no seat, or one not seated that game has"
                ));
            }
            let apart = s
                .tables
                .iter()
                .flat_map(|t| &t.partnerships)
                .any(|p| p[0] / 2 != p[1] / 2 || p[0] == p[1]);
            if self.partners == super::Partners::Fixed && apart {
                return Err(format!("{place}: a pair split under fixed partners"));
            }
        }
        Ok(())
    }
}
