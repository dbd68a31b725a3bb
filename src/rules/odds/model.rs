//! "Who wins from here?" (RULES.md §14): the game model of a table (its
//! kernel of rounds and, for two sides, the solved chain) and each side's
//! chance of winning from a state of its game.

use serde::{Deserialize, Serialize};

use super::chance::{play_out, Chain, Chances, PLAYOUTS};
use super::kernel::{kernel, Kernel, ModelError, MODEL_VERSION};
use crate::rules::game::GameState;

/// The model of one table: the kernel, and for two sides the chain
/// solved from it. Worth caching: it is the slow part of every answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameModel {
    /// The rounds the chances are drawn from.
    pub kernel: Kernel,
    /// Two sides: every state's chance, exact for the kernel.
    pub chain: Option<Chain>,
}

/// What names one table's model: the rules (every knob), the seating
/// (who plays with whom), the rounds and the seed, and the version of the
/// model. Two questions with the same key share a kernel.
pub fn model_key(state: &GameState, rounds: u32, seed: u64) -> String {
    let rules = serde_json::to_string(&state.rules).unwrap_or_default();
    let sides: Vec<Vec<usize>> = state
        .table
        .sides
        .iter()
        .map(|s| s.seats.iter().map(|p| p.0).collect())
        .collect();
    format!(
        "model {MODEL_VERSION}; players {}; sides {sides:?}; rounds {rounds}; seed {seed}; rules {rules}",
        state.table.players.len()
    )
}

/// Why the chance of winning can't be given from a state.
pub fn not_playable(state: &GameState) -> Option<String> {
    if state.is_over() {
        return Some("the game is over: there is nothing left to win".into());
    }
    None
}

/// Plays the kernel of the table of `state` (its scores and dealer don't
/// matter) and, with two sides, solves the chain from every score, with
/// `state` itself among the states solved. `tick` is called once a round.
pub fn game_model(
    state: &GameState,
    rounds: u32,
    seed: u64,
    tick: &(dyn Fn() + Sync),
) -> Result<GameModel, ModelError> {
    let (kernel, _) = kernel(state, rounds, seed, 0, tick)?;
    let chain = if state.sides.len() == 2 {
        Some(Chain::solve(&kernel, state, std::slice::from_ref(state))?)
    } else {
        None
    };
    Ok(GameModel { kernel, chain })
}

impl GameModel {
    /// Each side's chance of winning from `state` (§14.5): for two sides
    /// the chain's value (solved again with `state` added when the chain
    /// doesn't hold it); for three or more, [`PLAYOUTS`] games played out
    /// with `seed`.
    pub fn chances(
        &self,
        state: &GameState,
        seed: u64,
        tick: &(dyn Fn() + Sync),
    ) -> Result<Chances, ModelError> {
        if state.sides.len() != 2 {
            return play_out(&self.kernel, state, PLAYOUTS, seed, tick);
        }
        let win = match self.chain.as_ref().and_then(|c| c.win(state)) {
            Some(w) => w,
            None => Chain::solve(&self.kernel, state, std::slice::from_ref(state))?
                .win(state)
                .unwrap_or([0.0; 2]),
        };
        Ok(Chances {
            win: win.to_vec(),
            margin: vec![0.0; 2],
            games: None,
        })
    }
}
