//! "Should he have bid?": the odds of making each bid with five cards, by
//! RULES.md §13's model. The cards the asker could not see are dealt at
//! random ([`draw::deal`]), the kitty and the draw are played by the model
//! (`draw::after_the_draw`), and every deal is played out with every hand
//! open by the same solver `analyze` uses, for each trump. What a par is
//! worth at each level, and whether it ends the game, is asked of the
//! game itself ([`GameState::preview`], [`GameState::apply`]): the rules'
//! own scoring and end-of-game test, never a copy of them.
//!
//! Deal `i` is drawn from its own generator seeded by the run's seed and
//! `i`, and the totals are whole numbers added in deal order, so a seed
//! repeats a run exactly on any machine and any number of threads.

pub mod chance;
pub mod draw;
pub mod kernel;
pub mod model;
pub mod policy;

use std::collections::HashMap;
use std::sync::Mutex;

use rayon::prelude::*;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::first_lead::first_leaders;
use crate::rules::game::GameState;
use crate::rules::ranking::Ranking;
use crate::rules::round::{Bid, Contract, RoundError, RoundRecord, Tricks};
use crate::rules::seat::{Seat, SideId};
use crate::rules::seeded::SplitMix;
use crate::rules::solve::{Deal, DealError, Solver, ROUND_TRICKS, TRICK_POINTS};

pub(crate) use draw::SUIT_ORDER;
pub use draw::{Dealt, Drawn, Preference};

use kernel::{Model, ModelError, ModelRound};
use model::GameModel;

/// The most deals one question may ask for.
pub const MAX_SAMPLES: u32 = 1_000_000;

/// The points a side can take in a round: 0 to 30 in fives.
const PAR_STEPS: usize = 7;

/// The question: a hand, at a table whose game state says the rules,
/// seats, next dealer and scores.
#[derive(Clone, Debug)]
pub struct Question<'a> {
    /// The game the hand is dealt in: its rules, seats, dealer and scores.
    pub state: &'a GameState,
    /// The asker's seat at the game's table.
    pub asker: Seat,
    /// The asker's five cards, before the kitty and the draw.
    pub hand: Vec<Card>,
    /// The kitty, when it was seen (empty otherwise).
    pub kitty: Vec<Card>,
    /// The trumps asked about (empty: all four).
    pub trumps: Vec<Suit>,
    /// How many deals to play out; the answer is only asked for up to [`MAX_SAMPLES`].
    pub samples: u32,
    /// The seed of the deals: the same seed, the same answer.
    pub seed: u64,
    /// Keep every deal for the answer (`--show-deals`).
    pub keep_deals: bool,
    /// Say how often the round ends the game (the scores are real).
    pub game_end: bool,
    /// The standing bid: only the levels above it are weighed (`None`: every level).
    pub over: Option<u8>,
    /// The game model of RULES.md §14 for this table: with it, each
    /// level's chance of winning the game and the chance if the asker
    /// passes (§14.6). `None` leaves them out (and costs nothing).
    pub model: Option<&'a GameModel>,
}

/// A question that can't be answered, said in words for the caller.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OddsError {
    #[error("the rules {0} have no auction, so there is no bid to weigh")]
    /// The rules have no auction: their name.
    NoBidding(String),
    #[error("a hand is five cards; {0} given")]
    /// The hand is not five cards: how many were given.
    HandSize(usize),
    #[error("the {0} is in the hand twice")]
    /// A card is in the hand twice: the card.
    HandTwice(Card),
    #[error("the {0} is not in the pack under these rules (no Joker)")]
    /// A card the rules leave out of the pack (the joker): the card.
    NotInPack(Card),
    #[error("the {0} is both in the hand and in the kitty")]
    /// A card is in both the hand and the kitty: the card.
    InHandAndKitty(Card),
    #[error("the {0} is in the kitty twice")]
    /// A card is in the kitty twice: the card.
    KittyTwice(Card),
    #[error("these rules deal no kitty, and {0} cards were given as the kitty")]
    /// A kitty is given, but the rules deal none: how many cards.
    NoKitty(usize),
    #[error("the kitty under these rules holds {want} cards; {got} given")]
    /// The kitty given is not the rules' size.
    KittySize {
        /// The rules' kitty size.
        want: usize,
        /// Cards given.
        got: usize,
    },
    #[error("no bid is above {over} under these rules (the highest is {highest})")]
    /// Nothing is left to bid over the standing bid.
    NothingOver {
        /// The standing bid.
        over: u8,
        /// The highest bid the rules allow the asker's side.
        highest: u8,
    },
    #[error("{0}")]
    /// The game can't deal the next round as the model plays it (it is over, or a side sits out):
    /// why.
    NotPlaying(String),
    #[error("{0}")]
    /// A bid or score the game's rules refuse.
    Round(#[from] RoundError),
    #[error("{0}")]
    /// The deal can't be made from the cards given.
    Deal(#[from] DealError),
    #[error("the game model can't play this table: {0}")]
    /// The game model refused a round or a state (a fault of the model).
    Model(#[from] ModelError),
}

/// A mean and half the width of its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Estimate {
    /// The mean over the deals.
    pub mean: f64,
    /// Half the width of the 95% interval: 1.96 standard errors.
    pub margin: f64,
}

/// One bid level under one trump.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct BidOdds {
    /// The bid, in points.
    pub bid: u8,
    /// The share of deals in which the bid is made.
    pub made: f64,
    /// Half the width of [`BidOdds::made`]'s 95% interval.
    pub margin: f64,
    /// The bidding side's mean score change.
    pub score: f64,
    /// Half the width of [`BidOdds::score`]'s 95% interval.
    pub score_margin: f64,
    /// The share of deals after which the bidding side has won the game; asked for with
    /// [`Question::game_end`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub we_go_out: Option<f64>,
    /// The share of deals after which another side has won the game; asked for with
    /// [`Question::game_end`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub they_go_out: Option<f64>,
    /// The asker's side's chance of winning the game if it wins the bid
    /// here (RULES.md §14.6): the mean over the deals of the game model's
    /// chance from the state each deal leads to. Asked for with
    /// [`Question::model`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win: Option<f64>,
    /// Half the width of [`BidOdds::win`]'s 95% interval over the deals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win_margin: Option<f64>,
}

/// Every level under one trump.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct TrumpOdds {
    /// The trump named.
    pub trump: Suit,
    /// The bidding side's par.
    pub points: Estimate,
    /// The share of deals by the bidding side's par, 0 to 30.
    pub distribution: InOrder<String, f64>,
    /// Each bid level, lowest first.
    pub bids: Vec<BidOdds>,
    /// The asker's side's chance of winning the game if the asker passes
    /// on the same deals (RULES.md §14.6); the same under every trump,
    /// given with each so that a trump's answer reads whole. Asked for
    /// with [`Question::model`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pass_win: Option<f64>,
    /// Half the width of [`TrumpOdds::pass_win`]'s 95% interval.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pass_win_margin: Option<f64>,
}

/// The best bid: with the game model ([`Question::model`]), the one with
/// the highest chance of winning the game; else the one with the highest
/// expected score.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Best {
    /// The trump to name.
    pub trump: Suit,
    /// The bid, in points.
    pub bid: u8,
    /// The bidding side's mean score change.
    pub score: f64,
    /// Half the width of its 95% interval.
    pub score_margin: f64,
    /// The chance of winning the game with it, when the model was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win: Option<f64>,
    /// Half the width of [`Best::win`]'s 95% interval.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win_margin: Option<f64>,
}

/// One deal, for anyone to check by hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct DealShown {
    /// As dealt, by seat from the dealer's left.
    pub hands: Vec<Vec<Card>>,
    /// The kitty as dealt.
    pub kitty: Vec<Card>,
    /// The pack, its top card first.
    pub pack: Vec<Card>,
    /// Each trump's hands after the draw, and the par.
    pub play: InOrder<Suit, Played>,
}

/// One trump's play of a shown deal.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Played {
    /// The hands after the draw, by seat from the dealer's left.
    pub hands: Vec<Vec<Card>>,
    /// The points the bidding side takes with every hand open.
    pub par: u8,
}

/// A map written in this order (JSON objects keep what the list says).
#[derive(Clone, Debug, PartialEq)]
pub struct InOrder<K, V>(
    /// The entries, in the order written.
    pub Vec<(K, V)>,
);

impl<K: Serialize, V: Serialize> Serialize for InOrder<K, V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// The odds of a hand's bids under each trump, by the model of `fortyfives bid`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Odds {
    /// The asker's hand.
    pub hand: Vec<Card>,
    /// Players at the table.
    pub players: usize,
    /// The asker's seat, from the dealer's left (the dealer is `players`).
    pub seat: usize,
    /// The rules' name.
    pub rules: String,
    /// The standing bid asked over: only the levels above it are weighed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub over: Option<u8>,
    /// Deals played out.
    pub samples: u32,
    /// The seed of the deals, to repeat the answer.
    pub seed: u64,
    /// The odds under each trump asked about.
    pub trumps: Vec<TrumpOdds>,
    /// The best bid ([`Best`]); without the game model, `None` when no
    /// bid gains on average.
    pub best: Option<Best>,
    /// Every deal, when asked for with [`Question::keep_deals`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deals: Option<Vec<DealShown>>,
}

/// What a par is worth at one level: made or set, the score change, and
/// who (if anyone) the round makes the winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Outcome {
    made: bool,
    delta: i32,
    we_out: bool,
    they_out: bool,
}

/// The table in seats from the dealer's left, as the model deals it.
struct Seating {
    n: usize,
    dealer: Seat,
}

impl Seating {
    fn table_seat(&self, index: usize) -> Seat {
        Seat((self.dealer.0 + 1 + index) % self.n)
    }

    fn index(&self, seat: Seat) -> usize {
        (seat.0 + self.n - self.dealer.0 - 1) % self.n
    }
}

/// The cards checked: five distinct cards of the pack, and a kitty of the
/// rules' size that shares none of them.
pub fn check(q: &Question) -> Result<(), OddsError> {
    let rules = &q.state.rules;
    if unplayable(q.state) == Some(Unplayable::NoAuction) {
        return Err(OddsError::NoBidding(rules.label()));
    }
    if q.hand.len() != 5 {
        return Err(OddsError::HandSize(q.hand.len()));
    }
    let mut hand = CardSet::EMPTY;
    for &c in &q.hand {
        if hand.contains(c) {
            return Err(OddsError::HandTwice(c));
        }
        hand.insert(c);
    }
    let mut kitty = CardSet::EMPTY;
    for &c in &q.kitty {
        if hand.contains(c) {
            return Err(OddsError::InHandAndKitty(c));
        }
        if kitty.contains(c) {
            return Err(OddsError::KittyTwice(c));
        }
        kitty.insert(c);
    }
    if let Some(c) = hand.union(kitty).iter().find(|c| c.is_joker()) {
        if !rules.joker {
            return Err(OddsError::NotInPack(c));
        }
    }
    let want = usize::from(rules.kitty);
    if !q.kitty.is_empty() && want == 0 {
        return Err(OddsError::NoKitty(q.kitty.len()));
    }
    if !q.kitty.is_empty() && q.kitty.len() != want {
        return Err(OddsError::KittySize {
            want,
            got: q.kitty.len(),
        });
    }
    match unplayable(q.state) {
        Some(Unplayable::Over) => Err(OddsError::NotPlaying(
            "this game is over; start a new one or ask without --player".into(),
        )),
        Some(Unplayable::SittingOut) => Err(OddsError::NotPlaying(
            "some sides sit out the next round of this game, and the model deals to every seat; ask without --player".into(),
        )),
        _ => Ok(()),
    }
}

/// Why the model can't deal the next round of a game, when it can't.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unplayable {
    /// The rules have no auction: there is no bid to weigh.
    NoAuction,
    /// The game is over.
    Over,
    /// Some sides sit out the next round (an overtime), and the model
    /// deals to every seat.
    SittingOut,
}

/// Why the model can't deal the next round of `state`: `None` when it can.
pub fn unplayable(state: &GameState) -> Option<Unplayable> {
    if !state.rules.has_bidding() {
        Some(Unplayable::NoAuction)
    } else if state.is_over() {
        Some(Unplayable::Over)
    } else if state.playing().len() != state.sides.len() {
        Some(Unplayable::SittingOut)
    } else {
        None
    }
}

/// Answers the question. `tick` is called once a deal (for a progress bar).
pub fn odds(q: &Question, tick: &(dyn Fn() + Sync)) -> Result<Odds, OddsError> {
    check(q)?;
    let state = q.state;
    let rules = &state.rules;
    let n = state.table.players.len();
    let seating = Seating {
        n,
        dealer: state.dealer,
    };
    let side = state.table.side_of(q.asker);
    let asker = seating.index(q.asker);
    let counted: Vec<usize> = (0..n)
        .filter(|&i| state.table.side_of(seating.table_seat(i)) == side)
        .collect();
    // Seat indexes run from the dealer's left, so the dealer is the last.
    let leader = first_leaders(rules, Seat(n - 1), Some(Seat(asker)), n)
        .ok()
        .and_then(|l| l.first().copied())
        .unwrap_or(Seat(0))
        .0;
    let trumps: Vec<Suit> = SUIT_ORDER
        .into_iter()
        .filter(|t| q.trumps.is_empty() || q.trumps.contains(t))
        .collect();
    let levels = levels(q)?;
    let pack: CardSet = Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect();
    let hand = CardSet::of(&q.hand);
    let kitty_size = usize::from(rules.kitty);
    let min_keep = usize::from(rules.min_keep.for_players(n));
    let per_trump: Vec<(Ranking, Preference)> = trumps
        .iter()
        .map(|&t| {
            let ranking = Ranking::new(rules, t);
            let prefer = Preference::new(&ranking);
            (ranking, prefer)
        })
        .collect();
    // What each par is worth at each level, with and without a best card
    // in the round, and the game's state after it; the same for every
    // trump.
    let worth = [false, true].map(|bonus| {
        (0..PAR_STEPS)
            .map(|step| {
                levels
                    .iter()
                    .map(|&level| outcome(state, q.asker, level, step as u8 * TRICK_POINTS, bonus))
                    .collect::<Result<Vec<_>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()
    });
    // Under rules where every round has a best card the table without
    // one is never needed (and such a round can't be scored): its error
    // only matters if a deal asks for it.

    // §14.6's pass branch plays each deal's auction and round by the game
    // model's own code, so it is built only when the model is asked for.
    let passing = match q.model {
        Some(_) => Some(Model::new(state)?),
        None => None,
    };

    // One deal: dealt, then each trump's draw and par.
    let solve = |index: u32, lease: &mut Solvers| -> Result<Solved, OddsError> {
        let mut rng = SplitMix::new(q.seed ^ u64::from(index).wrapping_mul(0xd134_2543_de82_ef95));
        let dealt = draw::deal(&mut rng, pack, n, asker, hand, (kitty_size, &q.kitty));
        let passed = match &passing {
            Some(model) => Some(model.with_one_passing(&dealt, asker, &mut lease.passing)?),
            None => None,
        };
        let solvers = &mut lease.by_trump;
        let mut pars = Vec::with_capacity(trumps.len());
        let mut shown = Vec::new();
        for (t, &trump) in trumps.iter().enumerate() {
            let drawn = draw::after_the_draw(&dealt, &per_trump[t].1, asker, min_keep);
            let hands: Vec<CardSet> = drawn.iter().map(|d| d.hand).collect();
            let all = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
            let deal = Deal::new(rules, trump, n, &counted, Some(asker), all)?;
            let bonus = deal.full_points() > ROUND_TRICKS * TRICK_POINTS;
            let start = deal.position(&hands, &[], (leader, &[]))?;
            let solver = match &mut solvers[t] {
                Some(s) => {
                    s.reset(deal);
                    s
                }
                slot @ None => slot.insert(Solver::for_drawn(deal)),
            };
            let par = solver.value(&start);
            pars.push((par, bonus));
            if q.keep_deals {
                let ranking = &per_trump[t].0;
                shown.push((
                    trump,
                    Played {
                        hands: hands.iter().map(|&h| ranking.ordered(h)).collect(),
                        par,
                    },
                ));
            }
        }
        tick();
        let shown = q.keep_deals.then(|| DealShown {
            hands: dealt.hands.iter().map(|h| h.iter().collect()).collect(),
            kitty: dealt.kitty.clone(),
            pack: dealt.pack.clone(),
            play: InOrder(shown),
        });
        Ok(Solved {
            pars,
            passed,
            shown,
        })
    };

    // A solver per trump and per worker, its table kept from deal to
    // deal; lent from a pool so that rayon's many small jobs don't each
    // build tables of their own (6 MiB apiece at eight players).
    let pool: Mutex<Vec<Solvers>> = Mutex::new(Vec::new());
    let fresh = || Solvers {
        by_trump: (0..trumps.len()).map(|_| None).collect(),
        passing: Default::default(),
    };
    let solved: Vec<Solved> = (0..q.samples)
        .into_par_iter()
        .map_init(
            || Lease {
                solvers: pool
                    .lock()
                    .ok()
                    .and_then(|mut p| p.pop())
                    .unwrap_or_else(fresh),
                pool: &pool,
            },
            |lease, index| solve(index, &mut lease.solvers),
        )
        .collect::<Result<_, _>>()?;

    let count = q.samples.max(1);
    let (ours_known, theirs_known) = game_end_known(q);
    // §14.6: the chance of winning from the state each deal leads to. The
    // states are few (a level, a par and a best card decide one; the pass
    // branch's rounds repeat), so each is asked of the model once, and the
    // means are added in deal order, which keeps a seed's answer exact.
    let mut chances = q.model.map(|m| Chancer::new(m, side, q.seed));
    let mut after_bid: HashMap<(usize, usize, usize), f64> = HashMap::new();
    let pass_win = match &mut chances {
        Some(chancer) => {
            let mut after_pass: HashMap<&ModelRound, f64> = HashMap::new();
            let mut sum = FSum::default();
            for round in solved.iter().filter_map(|d| d.passed.as_ref()) {
                let w = match after_pass.get(round) {
                    Some(&w) => w,
                    None => {
                        let mut after = state.clone();
                        after.apply(&round.record(state))?;
                        let w = chancer.win(&after)?;
                        after_pass.insert(round, w);
                        w
                    }
                };
                sum.add(w);
            }
            Some(sum.estimate(count))
        }
        None => None,
    };
    let mut answer = Vec::with_capacity(trumps.len());
    let mut best: Option<(i64, usize, usize)> = None;
    let mut best_win: Option<(f64, usize, usize)> = None;
    for (t, &trump) in trumps.iter().enumerate() {
        let mut points = Sum::default();
        let mut spread = [0u32; PAR_STEPS];
        let mut made = vec![Sum::default(); levels.len()];
        let mut score = vec![Sum::default(); levels.len()];
        let mut ours = vec![0u32; levels.len()];
        let mut theirs = vec![0u32; levels.len()];
        let mut win = vec![FSum::default(); levels.len()];
        for deal in &solved {
            let (par, bonus) = deal.pars[t];
            let step = usize::from(par / TRICK_POINTS).min(PAR_STEPS - 1);
            points.add(i64::from(par));
            spread[step] += 1;
            let table = worth[usize::from(bonus)]
                .as_ref()
                .map_err(OddsError::clone)?;
            for (l, (o, after)) in table[step].iter().enumerate() {
                made[l].add(i64::from(o.made));
                score[l].add(i64::from(o.delta));
                ours[l] += u32::from(o.we_out);
                theirs[l] += u32::from(o.they_out);
                if let Some(chancer) = &mut chances {
                    let key = (usize::from(bonus), step, l);
                    let w = match after_bid.get(&key) {
                        Some(&w) => w,
                        None => {
                            let w = chancer.win(after)?;
                            after_bid.insert(key, w);
                            w
                        }
                    };
                    win[l].add(w);
                }
            }
        }
        let bids = levels
            .iter()
            .enumerate()
            .map(|(l, &bid)| {
                let share = made[l].estimate(count);
                let change = score[l].estimate(count);
                if score[l].total > 0 && best.is_none_or(|(b, _, _)| score[l].total > b) {
                    best = Some((score[l].total, t, l));
                }
                let chance = chances.is_some().then(|| win[l].estimate(count));
                if chance.is_some() && best_win.is_none_or(|(b, _, _)| win[l].total > b) {
                    best_win = Some((win[l].total, t, l));
                }
                BidOdds {
                    bid,
                    made: round(share.mean, 3),
                    margin: round(share.margin, 3),
                    score: round(change.mean, 2),
                    score_margin: round(change.margin, 2),
                    we_go_out: ours_known.then(|| round(f64::from(ours[l]) / f64::from(count), 3)),
                    they_go_out: theirs_known
                        .then(|| round(f64::from(theirs[l]) / f64::from(count), 3)),
                    win: chance.map(|c| round(c.mean, 3)),
                    win_margin: chance.map(|c| round(c.margin, 3)),
                }
            })
            .collect();
        let mean = points.estimate(count);
        answer.push(TrumpOdds {
            trump,
            points: Estimate {
                mean: round(mean.mean, 2),
                margin: round(mean.margin, 2),
            },
            distribution: InOrder(
                spread
                    .iter()
                    .enumerate()
                    .map(|(step, &c)| {
                        (
                            (step * usize::from(TRICK_POINTS)).to_string(),
                            round(f64::from(c) / f64::from(count), 3),
                        )
                    })
                    .collect(),
            ),
            bids,
            pass_win: pass_win.map(|p| round(p.mean, 3)),
            pass_win_margin: pass_win.map(|p| round(p.margin, 3)),
        });
    }
    // With the game's chances, the best bid is the one most likely to win
    // the game: more points a round can still be the worse bid (a set at
    // the wrong score loses the game).
    let chosen = match best_win {
        Some((_, t, l)) => Some((t, l)),
        None => best.map(|(_, t, l)| (t, l)),
    };
    let best = chosen.map(|(t, l)| {
        let b = &answer[t].bids[l];
        Best {
            trump: answer[t].trump,
            bid: b.bid,
            score: b.score,
            score_margin: b.score_margin,
            win: b.win,
            win_margin: b.win_margin,
        }
    });
    let deals = q
        .keep_deals
        .then(|| solved.into_iter().filter_map(|s| s.shown).collect());
    Ok(Odds {
        hand: q.hand.clone(),
        players: n,
        seat: asker + 1,
        rules: rules.label(),
        over: q.over,
        samples: q.samples,
        seed: q.seed,
        trumps: answer,
        best,
        deals,
    })
}

/// The levels weighed: those the rules allow the asker's side, above
/// the standing bid when one is given.
pub fn levels(q: &Question) -> Result<Vec<u8>, OddsError> {
    let side = q.state.table.side_of(q.asker);
    let all = q.state.allowed_bids(side);
    let Some(over) = q.over else {
        return Ok(all);
    };
    let above: Vec<u8> = all.iter().copied().filter(|&b| b > over).collect();
    if above.is_empty() {
        return Err(OddsError::NothingOver {
            over,
            highest: all.last().copied().unwrap_or(0),
        });
    }
    Ok(above)
}

/// Which of "the asker's side wins the game this round" and "another side
/// does" the par decides, when the round's end is asked for.
///
/// The par is the asker's side's points against everyone else together.
/// With two sides that settles both. With three or more it still settles
/// the asker's side: a bidding side that reaches the target wins at once
/// (RULES.md §9, bidder goes out), whatever the others take; but whether
/// another side gets there turns on how they split the rest, which the par
/// doesn't say. Under `hands` (a count of rounds) the highest score wins,
/// so with three or more sides neither is settled.
pub fn game_end_known(q: &Question) -> (bool, bool) {
    if !q.game_end {
        return (false, false);
    }
    let two = q.state.playing().len() == 2;
    (two || q.state.rules.hands.is_none(), two)
}

/// One deal's pars (with whether the round had a best card), by trump,
/// and with the game model the round it leads to if the asker passes.
struct Solved {
    pars: Vec<(u8, bool)>,
    passed: Option<ModelRound>,
    shown: Option<DealShown>,
}

/// A worker's solvers: one for each trump asked, and one for each trump
/// the pass branch's bidder may name.
struct Solvers {
    by_trump: Vec<Option<Solver>>,
    passing: [Option<Solver>; 4],
}

struct Lease<'p> {
    pool: &'p Mutex<Vec<Solvers>>,
    solvers: Solvers,
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        if let Ok(mut pool) = self.pool.lock() {
            pool.push(Solvers {
                by_trump: std::mem::take(&mut self.solvers.by_trump),
                passing: std::mem::take(&mut self.solvers.passing),
            });
        }
    }
}

/// The asker's side's chance of winning from a state, by the game model
/// (§14.5): the solved chain for two sides; games played out for more,
/// once for each distinct state (many deals lead to the same one).
struct Chancer<'m> {
    model: &'m GameModel,
    side: SideId,
    seed: u64,
    known: HashMap<(Vec<i64>, usize), f64>,
}

impl<'m> Chancer<'m> {
    fn new(model: &'m GameModel, side: SideId, seed: u64) -> Chancer<'m> {
        Chancer {
            model,
            side,
            seed,
            known: HashMap::new(),
        }
    }

    fn win(&mut self, after: &GameState) -> Result<f64, OddsError> {
        if after.is_over() {
            return Ok(if after.winner() == Some(self.side) {
                1.0
            } else {
                0.0
            });
        }
        if let Some(w) = self.model.chain.as_ref().and_then(|c| c.win(after)) {
            return Ok(w.get(self.side.0).copied().unwrap_or(0.0));
        }
        let key = chance::position_key(after);
        if let Some(&w) = self.known.get(&key) {
            return Ok(w);
        }
        let chances = self.model.chances(after, self.seed, &|| {})?;
        let w = chances.win.get(self.side.0).copied().unwrap_or(0.0);
        self.known.insert(key, w);
        Ok(w)
    }
}

/// Totals of chances, added in deal order (so a seed repeats them exactly).
#[derive(Clone, Copy, Debug, Default)]
struct FSum {
    total: f64,
    squares: f64,
}

impl FSum {
    fn add(&mut self, x: f64) {
        self.total += x;
        self.squares += x * x;
    }

    /// The mean over `n` and 1.96 standard errors (n − 1), as [`Sum`].
    fn estimate(&self, n: u32) -> Estimate {
        let n = f64::from(n);
        let mean = self.total / n;
        let margin = if n > 1.0 {
            let var = ((self.squares - n * mean * mean) / (n - 1.0)).max(0.0);
            1.96 * (var / n).sqrt()
        } else {
            0.0
        };
        Estimate { mean, margin }
    }
}

/// Whole-number totals, so the sum is the same in any order of addition.
#[derive(Clone, Copy, Debug, Default)]
struct Sum {
    total: i64,
    squares: i64,
}

impl Sum {
    fn add(&mut self, x: i64) {
        self.total += x;
        self.squares += x * x;
    }

    /// The mean over `n` and 1.96 standard errors (the sample standard
    /// deviation, n - 1; §13.6).
    fn estimate(&self, n: u32) -> Estimate {
        let n = f64::from(n);
        let mean = self.total as f64 / n;
        let margin = if n > 1.0 {
            let var = ((self.squares as f64 - n * mean * mean) / (n - 1.0)).max(0.0);
            1.96 * (var / n).sqrt()
        } else {
            0.0
        };
        Estimate { mean, margin }
    }
}

fn round(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

/// The round in which the asker's side bid `level` and took `par` points,
/// scored and applied by the game itself: what it is worth, and the
/// game's state after it (for the chance of winning from there).
///
/// A par is tricks and perhaps the best card: 30 is every trick (and the
/// best card with it); otherwise, with a best card in the round, 25 is four
/// tricks and the best card, and less is that many tricks without it
/// (the same points either way, and only the points decide a bid under 30).
fn outcome(
    state: &GameState,
    asker: Seat,
    level: u8,
    par: u8,
    bonus: bool,
) -> Result<(Outcome, GameState), OddsError> {
    let side = state.table.side_of(asker);
    let other = state
        .playing()
        .into_iter()
        .find(|&s| s != side)
        .unwrap_or(SideId(0));
    let full = par / TRICK_POINTS;
    let (tricks, ours) = match (bonus, full) {
        (false, t) => (t.min(ROUND_TRICKS), None),
        (true, t) if t > ROUND_TRICKS => (ROUND_TRICKS, Some(true)),
        (true, t) if t == ROUND_TRICKS => (ROUND_TRICKS - 1, Some(true)),
        (true, t) => (t, Some(false)),
    };
    let mut winners = vec![side; usize::from(tricks)];
    winners.resize(usize::from(ROUND_TRICKS), other);
    let rec = RoundRecord {
        dealer: state.dealer,
        contract: Some(Contract::Bid(Bid {
            side,
            player: Some(asker),
            amount: level,
        })),
        // The trump changes no score: any will do.
        trump: Some(Suit::Hearts),
        tricks: Tricks::Winners(winners),
        best: ours.map(|o| if o { side } else { other }),
        auction: None,
        renege: None,
    };
    let scored = state.preview(&rec)?;
    let mut after = state.clone();
    after.apply(&rec)?;
    let winner = after.winner();
    let outcome = Outcome {
        made: scored.made == Some(true),
        delta: scored.delta[side],
        we_out: winner == Some(side),
        they_out: winner.is_some_and(|w| w != side),
    };
    Ok((outcome, after))
}

#[cfg(test)]
mod model_tests;
#[cfg(test)]
mod policy_tests;
#[cfg(test)]
mod tests;
