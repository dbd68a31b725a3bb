//! A round played out card by card (a round file), placed at a saved
//! game's table: whose seat each of the file's players is, checked against
//! the game's seating, and the facts it gives the score sheet. `round
//! --from` and `edit --from` score exactly what `check round` reports.

use super::{AuditReport, RoundPlay};
use crate::rules::game::GameState;
use crate::rules::round::{BestFacts, RoundDraft, TrickFacts, Tricks};
use crate::rules::seat::Seat;
use crate::rules::table::{Table, Who};

/// Why a round's play can't be placed at the game's table. Each carries
/// what the caller needs to say what to change.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AtTableError {
    /// Not every trick is complete: only a whole round is scored.
    #[error("only {complete} of the five tricks are complete")]
    Incomplete {
        /// The tricks complete.
        complete: usize,
    },
    /// A player of the file who does not play at the game's table.
    #[error("{name} does not play at this table")]
    NotAPlayer {
        /// The name in the file.
        name: String,
        /// The game's players, in seating order.
        players: Vec<String>,
    },
    /// The file's seats don't go round the table in the game's order.
    #[error("the seats must list this round's players clockwise as the game seats them: {}", .clockwise.join(", "))]
    OutOfOrder {
        /// This round's players, clockwise as the game seats them.
        clockwise: Vec<String>,
    },
    /// Partners in the file are not partners in the game.
    #[error("the file's teams ({}) are not this game's ({})", .file.join(", "), .game.join(", "))]
    Teams {
        /// The file's teams.
        file: Vec<String>,
        /// The game's teams.
        game: Vec<String>,
    },
}

impl RoundPlay {
    /// This round with its sides named as the game at `table` names them
    /// ("Blue", not the file's "Ann+Bob"), once it is placed there (`round
    /// --from`): the audit and the score then say one set of side names. A
    /// side whose players don't sit at `table` keeps its own name.
    pub fn named_at(mut self, table: &Table) -> RoundPlay {
        let players = self.table.players.clone();
        for side in self.table.sides.iter_mut() {
            let Some(first) = side.seats.first() else {
                continue;
            };
            if let Some(Ok(Who::Player(seat))) = players.get(first.0).map(|p| table.find(p)) {
                side.name = table.side_name(table.side_of(seat));
            }
        }
        self
    }
}

impl GameState {
    /// The facts of `play`, audited as `report`, at `table` as this state
    /// stands: the file's seats moved to the game's, the renege `called`
    /// (else the first play the audit proves illegal) as the renege called.
    pub fn draft_from_play(
        &self,
        table: &Table,
        play: &RoundPlay,
        report: &AuditReport,
        called: Option<Who>,
    ) -> Result<RoundDraft, AtTableError> {
        let incomplete = || AtTableError::Incomplete {
            complete: play.complete_tricks().len(),
        };
        if !play.is_complete() {
            return Err(incomplete());
        }
        let mut seats: Vec<Seat> = Vec::new();
        for name in play.players() {
            match table.find(name) {
                Ok(Who::Player(seat)) => seats.push(seat),
                _ => {
                    return Err(AtTableError::NotAPlayer {
                        name: name.clone(),
                        players: table.players.clone(),
                    })
                }
            }
        }
        // The file's seats must go round the table in the game's order.
        let active: Vec<Seat> = table
            .seats()
            .filter(|&seat| self.plays_next(table.side_of(seat)))
            .collect();
        let in_order = seats.len() == active.len()
            && seats.iter().enumerate().all(|(i, &seat)| {
                let next = seats[(i + 1) % seats.len()];
                let at = active.iter().position(|&s| s == seat);
                at.is_some_and(|at| active[(at + 1) % active.len()] == next)
            });
        if !in_order {
            return Err(AtTableError::OutOfOrder {
                clockwise: active.iter().map(|&s| table.player_name(s)).collect(),
            });
        }
        // Partners in the file must be partners in the game, or the audit's
        // points and made/set would not be the ones scored.
        let same_teams = (0..seats.len()).all(|i| {
            (0..seats.len()).all(|j| {
                (play.side_of(Seat(i)) == play.side_of(Seat(j)))
                    == (table.side_of(seats[i]) == table.side_of(seats[j]))
            })
        });
        if !same_teams {
            return Err(AtTableError::Teams {
                file: play.sides().iter().map(|s| s.name.clone()).collect(),
                game: table.sides.iter().map(|s| s.name.clone()).collect(),
            });
        }
        // The facts are the audit's own play, moved to the game's seats: the
        // round scores exactly what `check round` reports.
        let record = play.round_record().ok_or_else(incomplete)?.moved(
            |seat| seats[seat.0],
            |side| table.side_of(seats[play.sides()[side.0].seats[0].0]),
        );
        // A renege the audit proves is a renege called: the first play
        // proven illegal, scored by the game's renege_penalty.
        let proven = report.violations.first().and_then(|v| {
            let at = play.players().iter().position(|p| *p == v.player)?;
            Some(Who::Player(seats[at]))
        });
        let bid = record.bid();
        Ok(RoundDraft {
            dealer: Some(record.dealer),
            bidder: bid.map(|b| match b.player {
                Some(seat) => Who::Player(seat),
                None => Who::Side(b.side),
            }),
            bid: bid.map(|b| b.amount),
            bagged: record.is_bagged(),
            thrown_in: record.is_thrown_in(),
            trump: record.trump,
            tricks: match &record.tricks {
                Tricks::Winners(w) => TrickFacts::Winners(w.clone()),
                counts => TrickFacts::Counts(
                    counts
                        .counts(table.sides.len())
                        .enumerate()
                        .map(|(side, &n)| (side, n))
                        .collect(),
                ),
            },
            best: record.best.map_or(BestFacts::Unsaid, BestFacts::Side),
            auction: record.auction.clone(),
            renege: called.or(proven),
            note: None,
        })
    }
}
