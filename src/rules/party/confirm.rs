//! Results entered by the pairs themselves, from their own pages in the
//! live hall. With confirmation (the default) a pair's entry is a claim:
//! it counts once a pair on another side of the table claims the same
//! result (by confirming it or entering it too); two claims that differ are
//! a dispute for the director, who settles it by entering the result. Every
//! claim is kept in the party, so a server killed mid-evening loses none.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::history::{Action, By, Stamp};
use super::result::ResultError;
use super::{GameEnd, GameResult, LogEntry, Party, TableSeat};

/// Whether a pair's result needs the opponents' word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Confirm {
    /// A pair's result counts as soon as it is entered.
    None,
    /// A pair's result counts once a pair it played against confirms it.
    Opponents,
}

/// A pair's result as its page sends it: the game it is playing, the table
/// when the page names one, the winner and the score as typed. `pair` is
/// the code's holder: a pair, or with partners split a player.
#[derive(Clone, Copy, Debug)]
pub struct PairEntry<'a> {
    /// The code holder's number: the pair's place in [`Party::pairs`], or with partners split the
    /// player's number.
    pub pair: usize,
    /// The game the page shows, from 1.
    pub game: u32,
    /// The table, from 1, when the page names one.
    pub table: Option<usize>,
    /// The winners as typed.
    pub winner: &'a str,
    /// The score as typed, winners first ("120-95").
    pub score: Option<&'a str>,
}

/// What one side of a table says happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    /// The side of the table (a partnership's place, from 0) the claim is
    /// from.
    pub side: usize,
    /// The pair that made it.
    pub by: String,
    /// When it was made.
    pub at: DateTime<FixedOffset>,
    /// The winners' place at the table; `None` when the side only said the
    /// other side's result is wrong.
    pub winner: Option<usize>,
    /// Each side's score in seating order, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i32>>,
}

/// A table's result entered by a pair and not counted yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The game, from 1.
    pub game: u32,
    /// The table, from 1.
    pub table: usize,
    /// At most one claim a side, oldest first.
    pub claims: Vec<Claim>,
}

impl Pending {
    /// Two sides say different things: the director settles it.
    pub fn disputed(&self) -> bool {
        self.claims.len() > 1
    }
}

/// What a pair's entry or answer did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Outcome {
    /// The history's entry for it.
    pub entry: LogEntry,
    /// Whether the table's result now counts.
    pub counted: bool,
}

impl Party {
    /// The result entered and not yet counted at a table, if any.
    pub fn pending_at(&self, game: u32, table: usize) -> Option<&Pending> {
        self.pending
            .iter()
            .find(|p| p.game == game && p.table == table)
    }

    /// The table where a code's holder (a pair, or with partners split a
    /// player) plays `game`, with its side there; none when it sits out.
    pub fn tables_of_pair(&self, pair: usize, game: u32) -> Vec<(TableSeat, usize)> {
        let players = self.holder_players(pair);
        let Some(seating) = self.seating(game) else {
            return Vec::new();
        };
        seating
            .tables
            .into_iter()
            .filter_map(|t| {
                let sides: Vec<usize> = t
                    .partnerships
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.iter().any(|x| players.contains(x)))
                    .map(|(i, _)| i)
                    .collect();
                match sides.as_slice() {
                    [side] => Some((t, *side)),
                    _ => None,
                }
            })
            .collect()
    }

    /// The table of the game being played that a pair's entry is about, and
    /// the pair's side there: its own, which `table`, when the page names
    /// one, must be.
    fn own_table(
        &self,
        pair: usize,
        game: u32,
        table: Option<usize>,
    ) -> Result<(TableSeat, usize), ResultError> {
        let name = self.holder_name(pair).to_string();
        match self.current_game() {
            None => return Err(ResultError::EveningOver),
            Some(current) if game < current => {
                return Err(ResultError::PairGameOver { game, current })
            }
            Some(current) if game > current => {
                let seating = self.seating_of(current).ok();
                return Err(ResultError::NotSeated {
                    game,
                    current,
                    waiting: seating.map(|s| self.waiting(&s)).unwrap_or_default(),
                });
            }
            Some(_) => {}
        }
        // A pair (or, partners split, a player) sits at one table a game.
        self.tables_of_pair(pair, game)
            .into_iter()
            .find(|(seat, _)| table.is_none_or(|t| seat.table == t))
            .ok_or(ResultError::NotYourTable {
                pair: name,
                game,
                table,
            })
    }

    /// The evening with a pair's result for the game it is playing: the
    /// winner and score read as `party result` reads them, checked the same.
    /// Without confirmation it counts at once; with it, it is the pair's
    /// claim, and counts when another side claims the same. A table whose
    /// result counts already is the director's to correct.
    pub fn enter_by_pair(
        &self,
        given: PairEntry,
        end: &GameEnd,
        confirm: Confirm,
        at: DateTime<FixedOffset>,
    ) -> Result<(Party, Outcome), ResultError> {
        let PairEntry {
            pair,
            game,
            table,
            winner,
            score,
        } = given;
        let (seat, side) = self.own_table(pair, game, table)?;
        self.refuse_counted(game, &seat)?;
        let (won, scores) = self.read_result(game, &seat, winner, score, end)?;
        let stamp = Stamp {
            by: By::Pair(self.holder_name(pair).to_string()),
            at,
        };
        if confirm == Confirm::None {
            let (next, entry) = self.report_at(game, seat.table, won, scores, &stamp)?;
            return Ok((
                next,
                Outcome {
                    entry,
                    counted: true,
                },
            ));
        }
        let claim = Claim {
            side,
            by: self.holder_name(pair).to_string(),
            at,
            winner: Some(won),
            scores,
        };
        Ok(self.claim(game, seat.table, claim, &stamp))
    }

    /// The evening with a pair's answer to the result the other side
    /// entered: yes counts it, no makes it a dispute.
    pub fn confirm_by_pair(
        &self,
        pair: usize,
        game: u32,
        table: Option<usize>,
        agree: bool,
        at: DateTime<FixedOffset>,
    ) -> Result<(Party, Outcome), ResultError> {
        let (seat, side) = self.own_table(pair, game, table)?;
        self.refuse_counted(game, &seat)?;
        let theirs = self
            .pending_at(game, seat.table)
            .and_then(|p| {
                p.claims
                    .iter()
                    .rev()
                    .find(|c| c.side != side && c.winner.is_some())
            })
            .cloned();
        let Some(theirs) = theirs else {
            let own = self
                .pending_at(game, seat.table)
                .is_some_and(|p| p.claims.iter().any(|c| c.side == side));
            return Err(ResultError::NothingToConfirm {
                game,
                table: seat.table,
                own,
            });
        };
        let stamp = Stamp {
            by: By::Pair(self.holder_name(pair).to_string()),
            at,
        };
        let claim = Claim {
            side,
            by: self.holder_name(pair).to_string(),
            at,
            winner: if agree { theirs.winner } else { None },
            scores: if agree { theirs.scores.clone() } else { None },
        };
        Ok(self.claim(game, seat.table, claim, &stamp))
    }

    /// A result that counts already can't be entered again by a pair.
    fn refuse_counted(&self, game: u32, seat: &TableSeat) -> Result<(), ResultError> {
        match self
            .results_of(game)
            .into_iter()
            .find(|r| r.table == seat.table)
        {
            Some(done) => {
                let (winner, score) = self.result_words(done);
                Err(ResultError::AlreadyIn {
                    game,
                    table: seat.table,
                    winner,
                    score: score.map(|s| format!(" {s}")).unwrap_or_default(),
                })
            }
            None => Ok(()),
        }
    }

    /// The evening with one side's claim: it replaces that side's earlier
    /// one; matched by another side's, the result counts.
    fn claim(&self, game: u32, table: usize, claim: Claim, stamp: &Stamp) -> (Party, Outcome) {
        let mut next = self.clone();
        let i = match next
            .pending
            .iter()
            .position(|p| p.game == game && p.table == table)
        {
            Some(i) => i,
            None => {
                next.pending.push(Pending {
                    game,
                    table,
                    claims: Vec::new(),
                });
                next.pending.len() - 1
            }
        };
        let pending = &mut next.pending[i];
        pending.claims.retain(|c| c.side != claim.side);
        let matched = claim.winner.is_some()
            && pending
                .claims
                .iter()
                .any(|c| c.winner == claim.winner && c.scores == claim.scores);
        let about = GameResult {
            game,
            table,
            // "No" names the result it refuses: the other side's.
            winner: claim
                .winner
                .or_else(|| pending.claims.iter().rev().find_map(|c| c.winner))
                .unwrap_or(0),
            scores: if claim.winner.is_some() {
                claim.scores.clone()
            } else {
                pending
                    .claims
                    .iter()
                    .rev()
                    .find(|c| c.winner.is_some())
                    .and_then(|c| c.scores.clone())
            },
        };
        if matched {
            next.pending.remove(i);
            next.keep_played();
            next.results.push(about);
            next.keep_played();
            let entry = next.entry(
                next.results.last().expect("just counted"),
                Action::Confirmed,
                stamp,
            );
            next.log.push(entry.clone());
            return (
                next,
                Outcome {
                    entry,
                    counted: true,
                },
            );
        }
        let disputed = !pending.claims.is_empty();
        pending.claims.push(claim);
        let action = if disputed {
            Action::Disputed
        } else {
            Action::Entered
        };
        let entry = next.entry(&about, action, stamp);
        next.log.push(entry.clone());
        (
            next,
            Outcome {
                entry,
                counted: false,
            },
        )
    }

    /// Claims still waiting: each for the game being played, at a table of
    /// it with no result yet, at most one a side.
    pub(super) fn check_pending(&self) -> Result<(), String> {
        for p in &self.pending {
            let place = format!("the result waiting at game {}, table {}", p.game, p.table);
            if Some(p.game) != self.current_game() {
                return Err(format!("{place}: not the game being played"));
            }
            let Some(seat) = self
                .seating(p.game)
                .and_then(|s| s.tables.into_iter().find(|t| t.table == p.table))
            else {
                return Err(format!("{place}: there is no such table"));
            };
            if self.results_of(p.game).iter().any(|r| r.table == p.table) {
                return Err(format!("{place}: the table has a result already"));
            }
            let sides = seat.partnerships.len();
            for (i, c) in p.claims.iter().enumerate() {
                if c.side >= sides
                    || c.winner.is_some_and(|w| w >= sides)
                    || c.scores.as_ref().is_some_and(|s| s.len() != sides)
                    || p.claims[..i].iter().any(|d| d.side == c.side)
                {
                    return Err(format!("{place}: a claim that doesn't fit the table"));
                }
            }
            if p.claims.is_empty() {
                return Err(format!("{place}: no claim"));
            }
        }
        Ok(())
    }

    /// After a result is taken back, claims for a game no longer being
    /// played are dropped: that game's seating may change.
    pub(super) fn drop_stale_pending(&mut self) {
        let current = self.current_game();
        self.pending.retain(|p| Some(p.game) == current);
    }
}
