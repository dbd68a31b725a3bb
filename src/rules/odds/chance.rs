//! RULES.md §14.5: the chance of winning the game from a state.
//!
//! With two sides it is the solution of the chain the kernel defines: from
//! each state (the scores, the next dealer, and whatever else the rules
//! keep: sets, an overtime, the rounds played under `hands`), the next
//! round is one of the kernel's outcomes for that dealer, in proportion to
//! its count, and the game itself scores it ([`GameState::apply`]: §8 and
//! §9, every knob). Value iteration runs until no value moves by more than
//! 1e-9. Scores below the floor count as the floor (−120, or `lose_below`
//! where a side loses below a score), which keeps the states finite.
//!
//! With three or more sides the states are too many to list, so games are
//! played out from the state with the same draws, and the chance is the
//! share won, with its 95% margin.

use std::collections::HashMap;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::kernel::{Kernel, ModelError, ModelRound};
use crate::rules::game::GameState;
use crate::rules::round::{Contract, RoundRecord, Tricks};
use crate::rules::seat::{Seat, SideId};
use crate::rules::seeded::SplitMix;

/// The lowest score a side keeps in the model when no rule makes it lose
/// below a score (§14.5).
pub const FLOOR: i32 = -120;
/// Games played out from a state with three or more sides (§14.5).
pub const PLAYOUTS: u32 = 10_000;
/// Value iteration stops once no value moves by more than this.
pub const TOLERANCE: f64 = 1e-9;
/// Rounds one played-out game may last before it counts as won by nobody
/// (the model's games end in a few dozen rounds; this is only a bound).
const LONGEST_GAME: u32 = 10_000;
/// Sweeps of value iteration before it gives up (a bound; the chains of
/// every preset settle in a few hundred).
const MOST_SWEEPS: usize = 100_000;

/// Each side's chance of winning from a state.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Chances {
    /// By side.
    pub win: Vec<f64>,
    /// The 95% margin of each, 0 where exact for the kernel.
    pub margin: Vec<f64>,
    /// Games played out (`None`: solved exactly).
    pub games: Option<u32>,
}

/// The floor of §14.5 under these rules: `lose_below`, else −120.
pub fn floor(state: &GameState) -> i32 {
    state.rules.lose_below.unwrap_or(FLOOR)
}

/// The state as the model keeps it: no history, scores below the floor at
/// the floor, and counts the rules never read left at zero.
fn normalized(mut state: GameState) -> GameState {
    state.rounds.clear();
    state.history.clear();
    state.won_why = None;
    let low = floor(&state);
    let clamp = state.rules.lose_below.is_none();
    let sets = state.rules.lose_after_sets.is_some();
    let in_a_row = state.rules.lose_after_consecutive_sets.is_some();
    for side in state.sides.iter_mut() {
        if clamp {
            side.score = side.score.max(low);
        }
        if !sets {
            side.sets = 0;
        }
        if !in_a_row {
            side.consecutive_sets = 0;
        }
    }
    if state.rules.hands.is_none() {
        state.played = 0;
    }
    state
}

/// What tells two positions of one game apart, as numbers: everything
/// but the dealer, which the chain keeps beside it.
fn key(state: &GameState) -> Vec<i64> {
    let mut k = vec![i64::from(state.played)];
    for s in state.sides.iter() {
        k.push(i64::from(s.score));
        k.push(i64::from(s.sets));
        k.push(i64::from(s.consecutive_sets));
        k.push(i64::from(s.out.is_some()));
    }
    match &state.overtime {
        Some(o) => k.extend(o.playing.iter().map(|s| 100 + s.0 as i64)),
        None => k.push(-1),
    }
    k
}

/// What tells two states apart for the chance of winning from them: the
/// position as the chain keys it, and the dealer. Many of `bid`'s deals
/// lead to the same state, whose chance is then asked once.
pub(crate) fn position_key(state: &GameState) -> (Vec<i64>, usize) {
    (key(&normalized(state.clone())), state.dealer.0)
}

/// The rounds of the kernel as the rules score them, merged where the
/// score can't tell them apart, and each dealer's chance of each.
///
/// Facts the score can't read are left out (the trump, the bidder's
/// seat within the side; with two sides and an auction, the order of the
/// tricks, since a bidder that gets there wins and a set side can't get
/// there). A round is scored the same whoever dealt it, unless the rules
/// read the auction, whose calls depend on the dealer, or the dealer was
/// bagged: those rounds keep their dealer (`Some`).
struct Rounds {
    classes: Vec<(RoundRecord, Option<Seat>)>,
    by_dealer: Vec<Vec<(usize, f64)>>,
}

fn rounds_of(kernel: &Kernel, base: &GameState) -> Rounds {
    let n = base.table.players.len();
    let order_matters = !(base.rules.has_bidding() && base.sides.len() == 2);
    let mut classes: Vec<(RoundRecord, Option<Seat>)> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    let by_dealer = (0..n)
        .map(|d| {
            let dealt = kernel.dealt_by(Seat(d));
            let total: u64 = dealt.iter().map(|o| u64::from(o.count)).sum();
            let mut mine: Vec<(usize, f64)> = Vec::new();
            for o in &dealt {
                let mut rec = o.round.record(base);
                rec.trump = None;
                if !order_matters {
                    if let Tricks::Winners(w) = &rec.tricks {
                        let mut counts = base.sides.map(|_| 0u8);
                        for s in w {
                            counts[*s] += 1;
                        }
                        rec.tricks = Tricks::Counts(counts);
                    }
                }
                // A bagged bid is the dealer's own: it keeps its dealer too.
                let bagged = matches!(rec.contract, Some(Contract::Bagged(_)));
                let fixed = if rec.auction.is_none() && !bagged {
                    if let Some(Contract::Bid(b)) = &mut rec.contract {
                        b.player = None;
                    }
                    rec.dealer = Seat(0);
                    None
                } else {
                    Some(rec.dealer)
                };
                let p = f64::from(o.count) / total.max(1) as f64;
                let k = format!("{rec:?}");
                let c = *at.entry(k).or_insert_with(|| {
                    classes.push((rec, fixed));
                    classes.len() - 1
                });
                match mine.iter_mut().find(|(x, _)| *x == c) {
                    Some(m) => m.1 += p,
                    None => mine.push((c, p)),
                }
            }
            mine
        })
        .collect();
    Rounds { classes, by_dealer }
}

/// Where one round leads from a position: the game over (each side's
/// share: 1 for the winner), or another position, the next dealer by the
/// dealer of this round.
enum Step {
    Over([f64; 2]),
    To(usize, Vec<Seat>),
}

/// A round scored in a wave: the game over, a known position, or a new one.
enum Found {
    Over([f64; 2]),
    Known(usize, Vec<Seat>),
    New(Box<GameState>, Vec<Seat>),
}

/// A chain as it is cached: the positions' keys in order, the values.
#[derive(Clone, Serialize, Deserialize)]
struct ChainData {
    players: usize,
    keys: Vec<Vec<i64>>,
    values: Vec<[f64; 2]>,
    sweeps: usize,
}

impl From<ChainData> for Chain {
    fn from(d: ChainData) -> Chain {
        let index = d
            .keys
            .iter()
            .enumerate()
            .map(|(i, k)| (k.clone(), i))
            .collect();
        Chain {
            index,
            keys: d.keys,
            players: d.players,
            values: d.values,
            sweeps: d.sweeps,
        }
    }
}

impl From<Chain> for ChainData {
    fn from(c: Chain) -> ChainData {
        ChainData {
            players: c.players,
            keys: c.keys,
            values: c.values,
            sweeps: c.sweeps,
        }
    }
}

/// The chain of §14.5 for two sides, solved: each side's chance of
/// winning from every state reached from the states asked about and from
/// every score below the target with each dealer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "ChainData", into = "ChainData")]
pub struct Chain {
    index: HashMap<Vec<i64>, usize>,
    keys: Vec<Vec<i64>>,
    players: usize,
    /// Each state's chance for side 1 and side 2, by position then dealer.
    values: Vec<[f64; 2]>,
    /// Sweeps of value iteration it took.
    pub sweeps: usize,
}

impl Chain {
    /// Solves the chain of the kernel for the game of `base` (its rules and
    /// table), over every score from the floor to the target with every
    /// dealer, and every state reached from them and from `asked`.
    pub fn solve(
        kernel: &Kernel,
        base: &GameState,
        asked: &[GameState],
    ) -> Result<Chain, ModelError> {
        let n = base.table.players.len();
        let rounds = rounds_of(kernel, base);
        let mut positions: Vec<GameState> = Vec::new();
        let mut index: HashMap<Vec<i64>, usize> = HashMap::new();
        let add = |s: GameState,
                   positions: &mut Vec<GameState>,
                   index: &mut HashMap<Vec<i64>, usize>|
         -> usize {
            let s = normalized(s);
            *index.entry(key(&s)).or_insert_with(|| {
                positions.push(s);
                positions.len() - 1
            })
        };
        let mut seeds: Vec<GameState> = asked.iter().filter(|s| !s.is_over()).cloned().collect();
        if base.rules.hands.is_none() {
            let low = floor(base);
            let high = base.rules.target - 5;
            let fresh = normalized(base.clone());
            // Highest scores first: their rounds mostly end the game, so
            // each sweep carries their chances down to the lower ones.
            let mut a = high;
            while a >= low {
                let mut b = high;
                while b >= low {
                    let mut s = fresh.clone();
                    s.sides[SideId(0)].score = a;
                    s.sides[SideId(1)].score = b;
                    for side in s.sides.iter_mut() {
                        side.out = None;
                    }
                    s.end = None;
                    s.overtime = None;
                    seeds.push(s);
                    b -= 5;
                }
                a -= 5;
            }
        }
        for s in seeds {
            add(s, &mut positions, &mut index);
        }
        // Every position's rounds, found breadth first, a wave at a time
        // (each wave's rounds scored in parallel).
        let mut steps: Vec<Vec<Step>> = Vec::new();
        let mut done = 0;
        while done < positions.len() {
            // Each round scored in parallel; a position already known is
            // kept as its key alone, so a wave holds few whole states.
            let known = &index;
            let wave: Vec<Vec<Result<Found, ModelError>>> = positions[done..]
                .par_iter()
                .map(|position| {
                    let playing = (0..n)
                        .map(Seat)
                        .find(|&s| position.plays_next(position.table.side_of(s)))
                        .unwrap_or(Seat(0));
                    rounds
                        .classes
                        .iter()
                        .map(|(rec, fixed)| {
                            let mut state = position.clone();
                            state.dealer = fixed.unwrap_or(playing);
                            let mut rec = rec.clone();
                            rec.dealer = state.dealer;
                            match state.apply(&rec) {
                                Ok(_) if state.is_over() => {
                                    let mut v = [0.0; 2];
                                    if let Some(w) = state.winner() {
                                        v[w.0] = 1.0;
                                    }
                                    Ok(Found::Over(v))
                                }
                                Ok(_) => {
                                    let next = (0..n).map(|d| state.next_dealer(Seat(d))).collect();
                                    let state = normalized(state);
                                    let k = key(&state);
                                    Ok(match known.get(&k) {
                                        Some(&i) => Found::Known(i, next),
                                        None => Found::New(Box::new(state), next),
                                    })
                                }
                                // A round kept with its dealer, asked at a
                                // position where that seat can't deal.
                                Err(_) if fixed.is_some() => Ok(Found::Over([0.0; 2])),
                                Err(e) => Err(ModelError::Round(e.to_string())),
                            }
                        })
                        .collect()
                })
                .collect();
            done = positions.len();
            for afters in wave {
                let mut out = Vec::with_capacity(afters.len());
                for after in afters {
                    out.push(match after? {
                        Found::Over(v) => Step::Over(v),
                        Found::Known(i, next) => Step::To(i, next),
                        Found::New(state, next) => {
                            Step::To(add(*state, &mut positions, &mut index), next)
                        }
                    });
                }
                steps.push(out);
            }
        }
        // Value iteration, in place (Gauss-Seidel): each state's chance is
        // its rounds' chances, weighted.
        let mut values = vec![[0.0f64; 2]; positions.len() * n];
        let mut sweeps = 0;
        loop {
            let mut moved = 0.0f64;
            for (pos, out) in steps.iter().enumerate() {
                for d in 0..n {
                    let mut v = [0.0; 2];
                    for &(c, p) in &rounds.by_dealer[d] {
                        let w = match &out[c] {
                            Step::Over(w) => *w,
                            Step::To(t, next) => values[t * n + next[d].0],
                        };
                        v[0] += p * w[0];
                        v[1] += p * w[1];
                    }
                    let old = &mut values[pos * n + d];
                    moved = moved.max((v[0] - old[0]).abs()).max((v[1] - old[1]).abs());
                    *old = v;
                }
            }
            sweeps += 1;
            if moved <= TOLERANCE {
                break;
            }
            if sweeps >= MOST_SWEEPS {
                return Err(ModelError::Round(format!(
                    "the chances did not settle in {MOST_SWEEPS} sweeps"
                )));
            }
        }
        let keys = positions.iter().map(key).collect();
        Ok(Chain {
            index,
            keys,
            players: n,
            values,
            sweeps,
        })
    }

    /// Each side's chance from `state`: 1 for a side that has won. `None`
    /// for a state the chain doesn't hold.
    pub fn win(&self, state: &GameState) -> Option<[f64; 2]> {
        if state.is_over() {
            let mut v = [0.0; 2];
            if let Some(w) = state.winner() {
                v[w.0] = 1.0;
            }
            return Some(v);
        }
        let k = key(&normalized(state.clone()));
        self.index
            .get(&k)
            .and_then(|&i| self.values.get(i * self.players + state.dealer.0))
            .copied()
    }

    /// States in the chain (positions by dealers).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the chain holds no state.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// §14.5 for any number of sides: `games` games played out from `state`,
/// each round drawn from the kernel's outcomes for the dealer; each side's
/// share of the wins, with 1.96 standard errors (n − 1). Game `g` draws
/// from its own generator (the seed and `g`), so a seed repeats it.
pub fn play_out(
    kernel: &Kernel,
    state: &GameState,
    games: u32,
    seed: u64,
    tick: &(dyn Fn() + Sync),
) -> Result<Chances, ModelError> {
    let sides = state.sides.len();
    let n = state.table.players.len();
    let dealt: Vec<(Vec<ModelRound>, Vec<u64>)> = (0..n)
        .map(|d| {
            let mut rounds = Vec::new();
            let mut cum = Vec::new();
            let mut total = 0u64;
            for o in kernel.dealt_by(Seat(d)) {
                total += u64::from(o.count);
                rounds.push(o.round);
                cum.push(total);
            }
            (rounds, cum)
        })
        .collect();
    let start = normalized(state.clone());
    let wins: Vec<u32> = (0..games)
        .into_par_iter()
        .map(|g| -> Result<Option<usize>, ModelError> {
            let mut rng =
                SplitMix::new(seed ^ 0x5eed ^ u64::from(g).wrapping_mul(0xa076_1d64_78bd_642f));
            let mut game = start.clone();
            let mut played = 0;
            while !game.is_over() && played < LONGEST_GAME {
                let (rounds, cum) = &dealt[game.dealer.0];
                let total = cum.last().copied().unwrap_or(0);
                if total == 0 {
                    return Err(ModelError::Round(
                        "the kernel has no round for this dealer".into(),
                    ));
                }
                // A round whose bidder or tricks fall to a side out of
                // the game can't be played: draw again (the model deals
                // to every seat, so such rounds are dropped).
                let mut applied = false;
                for _ in 0..1_000 {
                    let pick = rng.below(total as usize) as u64;
                    let at = cum.partition_point(|&c| c <= pick);
                    let mut rec = rounds[at].record(&game);
                    rec.dealer = game.dealer;
                    if game.apply(&rec).is_ok() {
                        applied = true;
                        break;
                    }
                }
                if !applied {
                    return Ok(None);
                }
                game = normalized(game);
                played += 1;
            }
            tick();
            Ok(game.winner().map(|w| w.0))
        })
        .try_fold(
            || vec![0u32; sides],
            |mut acc, won| {
                if let Some(w) = won? {
                    acc[w] += 1;
                }
                Ok::<_, ModelError>(acc)
            },
        )
        .try_reduce(
            || vec![0u32; sides],
            |mut a, b| {
                for (x, y) in a.iter_mut().zip(b) {
                    *x += y;
                }
                Ok(a)
            },
        )?;
    let g = f64::from(games.max(1));
    let win: Vec<f64> = wins.iter().map(|&w| f64::from(w) / g).collect();
    let margin = win
        .iter()
        .map(|&p| {
            if games > 1 {
                1.96 * (p * (1.0 - p) / (g - 1.0)).sqrt()
            } else {
                0.0
            }
        })
        .collect();
    Ok(Chances {
        win,
        margin,
        games: Some(games),
    })
}
