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
use super::{GameEnd, GameResult, LogEntry, Partners, Party, TableSeat};

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

/// What one side of a table says happened. A claim names the pairs, never
/// their places at the table, so nothing that moves a seat can hand one
/// pair's word to another; and the game's seating is fixed from the first
/// claim on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    /// The claim's number in the evening: the other side's page shows it
    /// with its Yes and No and posts it back, so an answer counts only for
    /// the claim it was shown. (0 in files of earlier versions.)
    #[serde(default)]
    pub id: u32,
    /// Who made it: the code's holder, a pair, or with partners split a
    /// player.
    pub by: String,
    /// When it was made.
    pub at: DateTime<FixedOffset>,
    /// The winners' name, a partnership at the table; `None` when the side
    /// only said the other side's result is wrong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub won: Option<String>,
    /// The score as entered, the winners' first, then the others in
    /// seating order ("120-95"), when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<String>,
    /// Files of earlier versions kept a claim by places at the table:
    /// read, and turned into names against the seating they were made at
    /// ([`Party::name_old_claims`]).
    #[serde(default, rename = "side", skip_serializing)]
    pub(crate) old_side: Option<usize>,
    #[serde(default, rename = "winner", skip_serializing)]
    pub(crate) old_winner: Option<usize>,
    #[serde(default, rename = "scores", skip_serializing)]
    pub(crate) old_scores: Option<Vec<i32>>,
}

impl Claim {
    /// "Ann+Bob won 120-95", or what a No says.
    pub fn words(&self) -> String {
        match &self.won {
            None => "says the other result is wrong".to_string(),
            Some(won) => match &self.score {
                Some(score) => format!("{won} won {score}"),
                None => format!("{won} won"),
            },
        }
    }

    /// Whether two claims say the same result.
    fn same_result(&self, other: &Claim) -> bool {
        self.won.is_some() && self.won == other.won && self.score == other.score
    }
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
        let (seat, _) = self.own_table(pair, game, table)?;
        self.refuse_counted(game, &seat)?;
        let (won, scores) = self.read_result(game, &seat, winner, score, end)?;
        let stamp = Stamp {
            by: self.holder_by(pair),
            at,
        };
        if confirm == Confirm::None {
            let (next, report) = self.report_at(game, seat.table, won, scores, &stamp)?;
            return Ok((
                next,
                Outcome {
                    entry: report.entry,
                    counted: true,
                },
            ));
        }
        let words = self.result_words(&GameResult {
            game,
            table: seat.table,
            winner: won,
            scores,
        });
        let claim = Claim {
            id: self.next_claim_id(),
            by: self.holder_name(pair).to_string(),
            at,
            won: Some(words.0),
            score: words.1,
            old_side: None,
            old_winner: None,
            old_scores: None,
        };
        Ok(self.claim(game, &seat, claim, &stamp))
    }

    /// The evening with a pair's answer to the result another side entered,
    /// the claim numbered `answers`, as the pair's page showed it: yes
    /// counts it, no makes it a dispute. A claim changed or taken back since
    /// the page was drawn is not answered: the page shows the table again.
    pub fn confirm_by_pair(
        &self,
        pair: usize,
        game: u32,
        table: Option<usize>,
        answers: u32,
        agree: bool,
        at: DateTime<FixedOffset>,
    ) -> Result<(Party, Outcome), ResultError> {
        let (seat, side) = self.own_table(pair, game, table)?;
        self.refuse_counted(game, &seat)?;
        let pending = self.pending_at(game, seat.table);
        let others: Vec<&Claim> = pending
            .map(|p| {
                p.claims
                    .iter()
                    .filter(|c| c.won.is_some() && self.claim_side(&seat, c) != Some(side))
                    .collect()
            })
            .unwrap_or_default();
        let Some(theirs) = others.iter().find(|c| c.id == answers).copied() else {
            if let Some(now) = others.last() {
                return Err(ResultError::ClaimChanged {
                    game,
                    table: seat.table,
                    now: format!("{} entered: {}", now.by, now.words()),
                });
            }
            let own = pending.is_some_and(|p| {
                p.claims
                    .iter()
                    .any(|c| self.claim_side(&seat, c) == Some(side))
            });
            return Err(ResultError::NothingToConfirm {
                game,
                table: seat.table,
                own,
            });
        };
        let stamp = Stamp {
            by: self.holder_by(pair),
            at,
        };
        let claim = Claim {
            id: self.next_claim_id(),
            by: self.holder_name(pair).to_string(),
            at,
            won: if agree { theirs.won.clone() } else { None },
            score: if agree { theirs.score.clone() } else { None },
            old_side: None,
            old_winner: None,
            old_scores: None,
        };
        Ok(self.claim(game, &seat, claim, &stamp))
    }

    /// How a code's holder is named in the history: a pair, or with
    /// partners split a player.
    pub fn holder_by(&self, holder: usize) -> By {
        let name = self.holder_name(holder).to_string();
        match self.partners {
            Partners::Fixed => By::Pair(name),
            Partners::Split => By::Player(name),
        }
    }

    /// Who made a claim, as the history names them.
    pub fn claimant(&self, claim: &Claim) -> By {
        match self.partners {
            Partners::Fixed => By::Pair(claim.by.clone()),
            Partners::Split => By::Player(claim.by.clone()),
        }
    }

    /// The side of the table a claim is from: the partnership its maker
    /// plays in there.
    pub fn claim_side(&self, seat: &TableSeat, claim: &Claim) -> Option<usize> {
        seat.partnerships.iter().position(|p| match self.partners {
            Partners::Fixed => self.partnership_name(*p) == claim.by,
            Partners::Split => p.iter().any(|&x| self.player(x) == claim.by),
        })
    }

    /// A claim's result at its table, as a counted result keeps it: the
    /// winners' place and the scores in seating order.
    pub(super) fn claimed_result(
        &self,
        game: u32,
        seat: &TableSeat,
        claim: &Claim,
    ) -> Option<GameResult> {
        let won = claim.won.as_deref()?;
        let winner = seat
            .partnerships
            .iter()
            .position(|p| self.partnership_name(*p) == won)?;
        let scores = match &claim.score {
            None => None,
            Some(text) => {
                let given = super::score::parse_scores(text)?;
                if given.len() != seat.partnerships.len() {
                    return None;
                }
                Some(super::score::in_seating_order(&given, winner))
            }
        };
        Some(GameResult {
            game,
            table: seat.table,
            winner,
            scores,
        })
    }

    /// A number no claim of the evening has had: the history only grows.
    fn next_claim_id(&self) -> u32 {
        u32::try_from(self.log.len() + 1).unwrap_or(u32::MAX)
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
    /// one; matched by another side's, the result counts. The game's
    /// seating is fixed from here on, and the change is kept for `undo`.
    fn claim(&self, game: u32, seat: &TableSeat, claim: Claim, stamp: &Stamp) -> (Party, Outcome) {
        let table = seat.table;
        let mut next = self.clone();
        next.keep_played();
        let mut pending = next.pending_at(game, table).cloned().unwrap_or(Pending {
            game,
            table,
            claims: Vec::new(),
        });
        next.pending
            .retain(|p| !(p.game == game && p.table == table));
        let side = next.claim_side(seat, &claim);
        pending.claims.retain(|c| next.claim_side(seat, c) != side);
        let matched = pending
            .claims
            .iter()
            .find(|c| c.same_result(&claim))
            .cloned();
        if let Some(result) = matched.and_then(|c| next.claimed_result(game, seat, &c)) {
            next.results.push(result);
            next.keep_played();
            let entry = next.entry(
                next.results.last().expect("just counted"),
                Action::Confirmed,
                stamp,
            );
            next.log.push(entry.clone());
            next.record(self, game, table, next.log.len() - 1);
            return (
                next,
                Outcome {
                    entry,
                    counted: true,
                },
            );
        }
        let disputed = !pending.claims.is_empty();
        // "No" names the result it refuses: the other side's.
        let about = if claim.won.is_some() {
            &claim
        } else {
            pending
                .claims
                .iter()
                .rev()
                .find(|c| c.won.is_some())
                .unwrap_or(&claim)
        };
        let entry = LogEntry {
            game,
            table,
            action: if disputed {
                Action::Disputed
            } else {
                Action::Entered
            },
            by: stamp.by.clone(),
            winner: about.won.clone().unwrap_or_default(),
            score: about.score.clone(),
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
        };
        pending.claims.push(claim);
        next.pending.push(pending);
        // Kept in table order, so an undo gives back the same list.
        next.pending.sort_by_key(|p| (p.game, p.table));
        next.keep_played();
        next.log.push(entry.clone());
        next.record(self, game, table, next.log.len() - 1);
        (
            next,
            Outcome {
                entry,
                counted: false,
            },
        )
    }

    /// Claims still waiting: each for the game being played, at a table of
    /// it with no result yet, each made by a pair (or player) at the table
    /// and naming one of its partnerships, at most one a side.
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
            if self
                .pending
                .iter()
                .filter(|q| q.game == p.game && q.table == p.table)
                .count()
                > 1
            {
                return Err(format!("{place}: listed twice"));
            }
            let mut sides = Vec::new();
            for c in &p.claims {
                let side = self.claim_side(&seat, c);
                let fits = side.is_some()
                    && !sides.contains(&side)
                    && (c.won.is_none() || self.claimed_result(p.game, &seat, c).is_some());
                if !fits {
                    return Err(format!(
                        "{place}: a claim that doesn't fit the table ({}: {})",
                        c.by,
                        c.words()
                    ));
                }
                sides.push(side);
            }
            if p.claims.is_empty() {
                return Err(format!("{place}: no claim"));
            }
        }
        Ok(())
    }

    /// Claims kept by places at the table (files of earlier versions),
    /// named against the seating they were made at: that of the game being
    /// played, worked out from the file as it was written. A claim whose
    /// places don't fit is left as it is, for [`Party::check`] to report.
    pub fn name_old_claims(&mut self) {
        let mut pending = std::mem::take(&mut self.pending);
        for p in &mut pending {
            let Some(seat) = self
                .seating(p.game)
                .and_then(|s| s.tables.into_iter().find(|t| t.table == p.table))
            else {
                continue;
            };
            for c in &mut p.claims {
                let Some(side) = c.old_side else { continue };
                let Some(&players) = seat.partnerships.get(side) else {
                    continue;
                };
                let named = match self.partners {
                    Partners::Fixed => self.partnership_name(players),
                    Partners::Split => c.by.clone(),
                };
                if self.partners == Partners::Fixed && named != c.by {
                    continue;
                }
                match c.old_winner {
                    None => {}
                    Some(w) if w < seat.partnerships.len() => {
                        let (won, score) = self.result_words(&GameResult {
                            game: p.game,
                            table: p.table,
                            winner: w,
                            scores: c.old_scores.clone(),
                        });
                        c.won = Some(won);
                        c.score = score;
                    }
                    Some(_) => continue,
                }
                c.old_side = None;
                c.old_winner = None;
                c.old_scores = None;
            }
        }
        self.pending = pending;
    }

    /// Claims for a game no longer being played, set aside: each gets a
    /// `dropped` entry in the history (returned too, for the command's
    /// output and the pairs' pages).
    pub(super) fn drop_stale_pending(&mut self, stamp: &Stamp) -> Vec<LogEntry> {
        let current = self.current_game();
        let (keep, stale): (Vec<Pending>, Vec<Pending>) = std::mem::take(&mut self.pending)
            .into_iter()
            .partition(|p| Some(p.game) == current);
        self.pending = keep;
        let mut dropped = Vec::new();
        for p in stale {
            for c in &p.claims {
                dropped.push(self.dropped_entry(p.game, p.table, c, stamp));
            }
        }
        self.log.extend(dropped.iter().cloned());
        dropped
    }

    /// The history's entry for a claim set aside without being counted.
    pub(super) fn dropped_entry(
        &self,
        game: u32,
        table: usize,
        claim: &Claim,
        stamp: &Stamp,
    ) -> LogEntry {
        LogEntry {
            game,
            table,
            action: Action::Dropped,
            by: stamp.by.clone(),
            winner: claim.won.clone().unwrap_or_default(),
            score: claim.score.clone(),
            at: Some(stamp.at),
            was_winner: None,
            was_score: None,
            entered_by: Some(self.claimant(claim)),
            pair: None,
            from: None,
            to: None,
            games: None,
            was_games: None,
            undid: None,
        }
    }
}
