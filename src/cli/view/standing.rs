//! The standings cache type: where a game stands, all that `status` and the
//! footer under every score-sheet command show. It is what the store caches
//! beside each game (keyed by the game file's bytes and this program's
//! version), so it must stay serialisable and hold nothing the file doesn't.

use fortyfives::rules::game::{GameState, Overtime, SideState};
use fortyfives::rules::table::Table;
use fortyfives::rules::{BySide, RuleSet, Seat, SideId};
use fortyfives::store::{GameFile, GameName, Store};
use serde::{Deserialize, Serialize};

/// Where a game stands: all that `status` and the footer show. Built from
/// the replayed game, or read from the store's cache of it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Standing {
    pub name: String,
    pub rules: RuleSet,
    pub table: Table,
    /// Rounds recorded, thrown-in hands included.
    pub rounds: usize,
    /// Rounds scored (for `hands`).
    pub played: u32,
    pub sides: BySide<SideState>,
    /// Which sides play the next round.
    pub playing: BySide<bool>,
    /// Who deals next.
    pub dealer: Seat,
    pub overtime: Option<Overtime>,
    pub winner: Option<SideId>,
    /// Why the winner won (the rules' words), for a winner whose score is
    /// not above every other: a tie-break decided it.
    #[serde(default)]
    pub won_why: Option<String>,
    pub finished: bool,
    /// Who calls first in the next auction.
    pub first_bidder: Option<Seat>,
    /// The game this one is a rematch of, and its own rematch.
    #[serde(default)]
    pub follows: Option<String>,
    #[serde(default)]
    pub rematch: Option<String>,
}

impl Standing {
    pub fn of(file: &GameFile, state: &GameState) -> Standing {
        Standing {
            name: file.name.clone(),
            rules: file.rules.clone(),
            table: file.table.clone(),
            rounds: file.rounds.len(),
            played: state.played,
            sides: state.sides.clone(),
            playing: BySide::from_fn(file.table.sides.len(), |s| state.plays_next(s)),
            dealer: state.dealer,
            overtime: state.overtime.clone(),
            winner: state.winner(),
            won_why: state.won_why.clone(),
            finished: state.is_over(),
            first_bidder: state.bidding_order().first().copied(),
            follows: file.follows.clone(),
            rematch: file.rematch.clone(),
        }
    }
}

impl Standing {
    /// The store's cache key for a game's standing.
    pub const CACHE_KEY: &'static str = "status";

    /// Caches the standing of a game just saved, so the next `status` is
    /// instant (best-effort: a cache not written only costs time).
    pub fn cache(&self, store: &Store, name: &GameName) {
        store.save_derived(name, Self::CACHE_KEY, self);
    }
}
