//! RULES.md §14.2-4: one round of the game model, and the kernel of many
//! such rounds' outcomes that the chance of winning is drawn from.
//!
//! A round: five cards to each player and the kitty dealt at random; each
//! player calls by the bidding policy ([`Policy`]) in turn from the
//! dealer's left, the dealer last, and the rules' own auction
//! ([`GameState::auction_contract`]) says who won it, who was bagged, or
//! that the hand is thrown in; the winner names the policy's trump; then
//! §13's kitty, discard and draw, and the play with every hand open by
//! the solver `analyze` uses. The line of best play it finds says who
//! took each trick and the best card, so every side's points are known.
//! Games without bidding turn up their trump (robbing it where the rules
//! say so) and play the hands as dealt.
//!
//! Round `r` of a run is dealt by seat `r mod players` from its own
//! generator (the run's seed and `r`), and the outcomes are counted, so a
//! seed repeats a kernel exactly on any machine and any number of threads.

use std::collections::HashMap;
use std::sync::Mutex;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::draw::{self, Dealt, Preference};
use super::policy::Policy;
use super::SUIT_ORDER;
use crate::rules::card::{Card, CardSet, Rank, Suit};
use crate::rules::first_lead::first_leaders;
use crate::rules::game::GameState;
use crate::rules::play::best_card;
use crate::rules::ranking::Ranking;
use crate::rules::round::{Bid, Call, CallKind, Contract, RoundRecord, Tricks, TRICK_POINTS};
use crate::rules::seat::{Seat, SideId};
use crate::rules::seeded::SplitMix;
use crate::rules::solve::{line_of_value, Deal, DealError, Solver};
use crate::rules::variant::{AllPass, NonBidderLimit, Unlock};

/// Rounds a kernel plays unless asked otherwise (§14.4).
pub const DEFAULT_ROUNDS: u32 = 20_000;
/// The most rounds one kernel may play: about an hour at four players.
pub const MAX_ROUNDS: u32 = 10_000_000;
/// The seed of a kernel when none is asked for: fixed, so that the kernel
/// cached for a table is the one every later question uses.
pub const DEFAULT_SEED: u64 = 45;
/// Changes whenever the model plays a round differently, so that a kernel
/// cached by an earlier version is played again rather than reused.
pub const MODEL_VERSION: u32 = 2;

/// One round's outcome as the kernel keeps it. Seats and sides are
/// numbered from 1, in seating order, as `odds --json` prints them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ModelRound {
    /// The seat that dealt.
    pub dealer: usize,
    /// The seat that won the bid (`None`: thrown in, or no bidding).
    pub bidder: Option<usize>,
    /// The bid (`None` with no bidder).
    pub bid: Option<u8>,
    /// Whether the dealer was bagged (everyone passed).
    #[serde(default, skip_serializing_if = "is_false")]
    pub bagged: bool,
    /// The trump (`None` for a hand thrown in).
    pub trump: Option<Suit>,
    /// The points each side took, before §8.
    pub points: Vec<u8>,
    /// The side that took each trick, in order (empty for a hand thrown in).
    pub tricks: Vec<usize>,
    /// The calls in order, `SEAT:BID`, `SEAT:pass` or `SEAT:hold`, kept
    /// only where the rules read the auction (`unlock = bid` or `bid-20`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub calls: Option<Vec<String>>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A distinct outcome and how many of the kernel's rounds ended so.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The round.
    #[serde(flatten)]
    pub round: ModelRound,
    /// Rounds of the kernel that ended so.
    pub count: u32,
}

/// Every distinct outcome of the model's rounds, by dealer seat (§14.4).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kernel {
    /// [`MODEL_VERSION`] when it was played.
    pub version: u32,
    /// Players at the table.
    pub players: usize,
    /// Sides at the table.
    pub sides: usize,
    /// Rounds played.
    pub rounds: u32,
    /// The seed of the rounds.
    pub seed: u64,
    /// The side of each seat, from seat 1.
    pub side_of: Vec<usize>,
    /// The outcomes of the rounds as seat 1 dealt them, in a fixed order.
    pub outcomes: Vec<Outcome>,
}

impl Kernel {
    /// The outcomes of rounds dealt by `dealer` (a table seat): the
    /// rounds seat 1 dealt, the table turned so that `dealer` deals. Each
    /// seat plays for the side of the seat as far round from the dealer,
    /// so every seat's rounds are the same rounds, and swapping the sides'
    /// scores with the deal moved one seat mirrors the chances exactly.
    pub fn dealt_by(&self, dealer: Seat) -> Vec<Outcome> {
        let n = self.players;
        let turn = dealer.0 % n.max(1);
        let seat = |s: usize| (s - 1 + turn) % n + 1;
        // Side X (seat s's) becomes the side of seat s + turn.
        let side_to: Vec<usize> = (0..self.sides)
            .map(|x| {
                self.side_of
                    .iter()
                    .position(|&y| y == x)
                    .map_or(x, |s| self.side_of[(s + turn) % n])
            })
            .collect();
        self.outcomes
            .iter()
            .map(|o| {
                let r = &o.round;
                let mut points = vec![0; r.points.len()];
                for (x, &p) in r.points.iter().enumerate() {
                    points[side_to[x]] = p;
                }
                Outcome {
                    round: ModelRound {
                        dealer: seat(r.dealer),
                        bidder: r.bidder.map(seat),
                        bid: r.bid,
                        bagged: r.bagged,
                        trump: r.trump,
                        points,
                        tricks: r.tricks.iter().map(|&t| side_to[t - 1] + 1).collect(),
                        calls: r.calls.as_ref().map(|calls| {
                            calls
                                .iter()
                                .map(|c| match c.split_once(':') {
                                    Some((s, call)) => match s.parse::<usize>() {
                                        Ok(s) => format!("{}:{call}", seat(s)),
                                        Err(_) => c.clone(),
                                    },
                                    None => c.clone(),
                                })
                                .collect()
                        }),
                    },
                    count: o.count,
                }
            })
            .collect()
    }

    /// Every dealer seat's outcomes, seat 1's first (`odds --json`).
    pub fn by_dealer(&self) -> Vec<Outcome> {
        (0..self.players)
            .flat_map(|d| self.dealt_by(Seat(d)))
            .collect()
    }
}

/// One round shown in full (`odds --show-rounds`), for anyone to check it
/// by hand: seats are table seats from 1.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct RoundShown {
    /// Its number in the run, from 1.
    pub round: u32,
    /// The seat that dealt.
    pub dealer: usize,
    /// The hands as dealt, by seat.
    pub hands: Vec<Vec<Card>>,
    /// The kitty as dealt.
    pub kitty: Vec<Card>,
    /// The pack, its top card first.
    pub pack: Vec<Card>,
    /// Each call in order.
    pub calls: Vec<CallShown>,
    /// The card turned up for trump (games without bidding).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turned: Option<Card>,
    /// The trump (`None`: thrown in).
    pub trump: Option<Suit>,
    /// The hands played, by seat (after the draw in games with bidding).
    pub played: Vec<Vec<Card>>,
    /// The counted side's points with every hand open: the bidder's side,
    /// or in games without bidding the side of the dealer's left.
    pub par: Option<u8>,
    /// The line of best play, trick by trick, each trick from its leader.
    pub line: Vec<Vec<Card>>,
    /// What the kernel keeps of it.
    pub outcome: ModelRound,
}

/// One call of a shown round.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct CallShown {
    /// The seat calling.
    pub seat: usize,
    /// "pass", "hold" or the bid.
    pub call: String,
}

/// Why the model can't play a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ModelError {
    /// The solver refused a deal (never for a table the rules allow).
    #[error("{0}")]
    Deal(#[from] DealError),
    /// The rules refused a round the model made (a fault of the model).
    #[error("{0}")]
    Round(String),
}

/// What every round of one table shares: the rules' table, the policy,
/// and each trump's ranking.
pub(crate) struct Model<'a> {
    state: &'a GameState,
    n: usize,
    policy: Policy,
    rankings: Vec<Ranking>,
    prefer: Vec<Preference>,
    pack: Vec<Card>,
    min_keep: usize,
    /// The game at 0 with each seat dealing, for the rules' auction.
    dealing: Vec<GameState>,
    /// Whether the rules read the auction's calls when they score.
    reads_calls: bool,
}

impl<'a> Model<'a> {
    pub(crate) fn new(state: &'a GameState) -> Result<Model<'a>, ModelError> {
        let rules = &state.rules;
        let n = state.table.players.len();
        let rankings: Vec<Ranking> = SUIT_ORDER.iter().map(|&t| Ranking::new(rules, t)).collect();
        let prefer = rankings.iter().map(Preference::new).collect();
        let dealing = (0..n)
            .map(|d| {
                GameState::new(rules.clone(), state.table.clone(), Seat(d))
                    .map_err(|e| ModelError::Round(e.to_string()))
            })
            .collect::<Result<_, _>>()?;
        Ok(Model {
            state,
            n,
            policy: Policy::new(state),
            rankings,
            prefer,
            pack: Card::all()
                .filter(|c| rules.joker || !c.is_joker())
                .collect(),
            min_keep: usize::from(rules.min_keep.for_players(n)),
            dealing,
            reads_calls: rules.non_bidder_limit != NonBidderLimit::None
                && rules.unlock != Unlock::WinBid,
        })
    }

    fn side_of(&self, seat: usize) -> usize {
        self.state.table.side_of(Seat(seat)).0
    }

    /// §14.2: the deal, uniformly at random: five cards to each seat from
    /// the dealer's left (by table seat here), the kitty, then the pack.
    fn deal(&self, rng: &mut SplitMix, dealer: usize) -> Dealt {
        let mut cards = self.pack.clone();
        rng.shuffle(&mut cards);
        let mut next = cards.into_iter();
        let mut hands = vec![CardSet::EMPTY; self.n];
        for i in 0..self.n {
            let seat = (dealer + 1 + i) % self.n;
            hands[seat] = next.by_ref().take(5).collect();
        }
        let kitty = next
            .by_ref()
            .take(usize::from(self.state.rules.kitty))
            .collect();
        Dealt {
            hands,
            kitty,
            pack: next.collect(),
        }
    }

    /// §14.3: every player calls by the policy, from the dealer's left.
    /// Where the dealer may hold, the auction goes on among the players
    /// who have not passed until only the high bidder is left, as the
    /// rules' auction reads it. The seat `passer` (a table seat), when
    /// given, passes at its turn whatever it holds (§14.6: the asker
    /// passing).
    fn auction(&self, dealer: usize, hands: &[CardSet], passer: Option<usize>) -> Vec<Call> {
        let n = self.n;
        let order: Vec<usize> = (1..=n).map(|k| (dealer + k) % n).collect();
        let index = |seat: usize| (seat + n - dealer - 1) % n;
        let mut calls = Vec::new();
        let mut standing: Option<(usize, u8)> = None;
        let mut passed = vec![false; n];
        let hold = self.state.rules.dealer_may_hold;
        let mut first = true;
        loop {
            for &seat in &order {
                if passed[seat] || standing.is_some_and(|(high, _)| high == seat) {
                    continue;
                }
                if !first
                    && order
                        .iter()
                        .all(|&s| passed[s] || standing.is_some_and(|(h, _)| h == s))
                {
                    break;
                }
                let level = standing.map(|(_, l)| l);
                let call = if passer == Some(seat) {
                    CallKind::Pass
                } else if hold && seat == dealer && level.is_some() {
                    let l = level.unwrap_or(0);
                    if self.policy.holds(hands[seat], l) {
                        CallKind::Hold
                    } else {
                        CallKind::Pass
                    }
                } else {
                    match self.policy.call(hands[seat], index(seat), level) {
                        Some(l) => CallKind::Bid(l),
                        None => CallKind::Pass,
                    }
                };
                match call {
                    CallKind::Bid(l) => standing = Some((seat, l)),
                    CallKind::Hold => standing = standing.map(|(_, l)| (seat, l)),
                    CallKind::Pass => passed[seat] = true,
                }
                calls.push(Call {
                    seat: Seat(seat),
                    call,
                });
            }
            first = false;
            let left = order
                .iter()
                .filter(|&&s| !passed[s] && standing.is_none_or(|(h, _)| h != s))
                .count();
            if !hold || standing.is_none() || left == 0 {
                break;
            }
        }
        calls
    }

    /// §10: the card after the deal is turned up for trump (the joker is
    /// passed over). Robbing: the holder of the ace of trump, or the dealer
    /// when the ace is turned, takes the turned card and throws their
    /// lowest.
    fn turn_up(&self, dealt: &mut Dealt, dealer: usize) -> Option<(Card, Suit)> {
        let turned = dealt.pack.iter().copied().find(|c| !c.is_joker())?;
        let trump = turned.suit()?;
        if self.state.rules.robbing {
            let ace = Card::new(Rank::Ace, trump);
            let robber = if turned == ace {
                Some(dealer)
            } else {
                (0..self.n).find(|&s| dealt.hands[s].contains(ace))
            };
            if let Some(s) = robber {
                let t = suit_index(trump);
                let mut held = dealt.hands[s];
                held.insert(turned);
                if let Some(&lowest) = self.prefer[t].ordered(held).last() {
                    held.remove(lowest);
                }
                dealt.hands[s] = held;
            }
        }
        Some((turned, trump))
    }

    /// One round dealt by `dealer`: its outcome, and in full when `show`.
    fn round(
        &self,
        number: u32,
        rng: &mut SplitMix,
        dealer: usize,
        solvers: &mut [Option<Solver>; 4],
        show: bool,
    ) -> Result<(ModelRound, Option<RoundShown>), ModelError> {
        let dealt = self.deal(rng, dealer);
        let how = Play {
            number,
            dealer,
            passer: None,
            auction: &self.dealing[dealer],
            show,
        };
        self.play(dealt, &how, solvers)
    }

    /// §14.6's other branch: the deal `dealt` (by seat from the dealer's
    /// left, as [`draw::deal`] makes it for §13), at the game of the
    /// table's own state, with the seat `passer` (from the dealer's left)
    /// passing and everyone else calling by the policy; then the round as
    /// the kernel plays it. The rules' auction is asked at the game's own
    /// state, since what a side may bid can turn on its score.
    pub(crate) fn with_one_passing(
        &self,
        dealt: &Dealt,
        passer: usize,
        solvers: &mut [Option<Solver>; 4],
    ) -> Result<ModelRound, ModelError> {
        let n = self.n;
        let dealer = self.state.dealer.0 % n.max(1);
        let by_seat = |i: usize| (i + n - dealer - 1) % n;
        let table = Dealt {
            hands: (0..n).map(|seat| dealt.hands[by_seat(seat)]).collect(),
            kitty: dealt.kitty.clone(),
            pack: dealt.pack.clone(),
        };
        let how = Play {
            number: 0,
            dealer,
            passer: Some((dealer + 1 + passer) % n),
            auction: self.state,
            show: false,
        };
        self.play(table, &how, solvers).map(|(round, _)| round)
    }

    /// The round from the deal on: the auction, the trump, §13.3-5.
    fn play(
        &self,
        mut dealt: Dealt,
        how: &Play,
        solvers: &mut [Option<Solver>; 4],
    ) -> Result<(ModelRound, Option<RoundShown>), ModelError> {
        let n = self.n;
        let rules = &self.state.rules;
        let (number, dealer, show) = (how.number, how.dealer, how.show);
        let dealt_hands = dealt.hands.clone();
        let mut calls = Vec::new();
        let mut turned = None;
        let (bidder, bid, bagged, trump, hands) = if rules.has_bidding() {
            calls = self.auction(dealer, &dealt.hands, how.passer);
            let contract = how
                .auction
                .auction_contract(&calls)
                .map_err(|e| ModelError::Round(e.to_string()))?;
            let (seat, amount, bagged) = match contract {
                Contract::Bid(b) => (b.player.map_or(dealer, |p| p.0), b.amount, false),
                Contract::Bagged(b) => (b.player.map_or(dealer, |p| p.0), b.amount, true),
                _ => {
                    let outcome = ModelRound {
                        dealer: dealer + 1,
                        bidder: None,
                        bid: None,
                        bagged: false,
                        trump: None,
                        points: vec![0; self.state.sides.len()],
                        tricks: Vec::new(),
                        calls: self.calls_kept(&calls),
                    };
                    let shown = show.then(|| self.shown(number, &dealt, &calls, None, None));
                    let shown = shown.map(|s| s.finish(outcome.clone()));
                    return Ok((outcome, shown));
                }
            };
            let index = (seat + n - dealer - 1) % n;
            let trump = self.policy.trump(dealt.hands[seat], index);
            // §13.3-4 in seats from the dealer's left, as `draw` numbers them.
            let from_left = Dealt {
                hands: (0..n).map(|i| dealt.hands[(dealer + 1 + i) % n]).collect(),
                kitty: dealt.kitty.clone(),
                pack: dealt.pack.clone(),
            };
            let drawn = draw::after_the_draw(
                &from_left,
                &self.prefer[suit_index(trump)],
                index,
                self.min_keep,
            );
            let mut hands = vec![CardSet::EMPTY; n];
            for (i, d) in drawn.iter().enumerate() {
                hands[(dealer + 1 + i) % n] = d.hand;
            }
            (Some(seat), Some(amount), bagged, trump, hands)
        } else {
            let Some((card, trump)) = self.turn_up(&mut dealt, dealer) else {
                return Err(ModelError::Round("no card to turn up for trump".into()));
            };
            turned = Some(card);
            (None, None, false, trump, dealt.hands.clone())
        };
        let _ = &dealt_hands;
        // The counted side: the bidder's, or the side of the dealer's left.
        let counted_side = self.side_of(bidder.unwrap_or((dealer + 1) % n));
        let counted: Vec<usize> = (0..n)
            .filter(|&s| self.side_of(s) == counted_side)
            .collect();
        let all = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
        let t = suit_index(trump);
        let deal = Deal::new(rules, trump, n, &counted, bidder, all)?;
        let leader = first_leaders(rules, Seat(dealer), bidder.map(Seat), n)
            .ok()
            .and_then(|l| l.first().copied())
            .unwrap_or(Seat((dealer + 1) % n))
            .0;
        let start = deal.position(&hands, &[], (leader, &[]))?;
        let solver = match &mut solvers[t] {
            Some(s) => {
                s.reset(deal);
                s
            }
            slot @ None => slot.insert(Solver::for_drawn(deal)),
        };
        let par = solver.value(&start);
        let line = line_of_value(solver, &start, par);
        // Who took each trick and the best card, from the line.
        let mut tricks_cards: Vec<Vec<Card>> = Vec::new();
        let mut winners = Vec::new();
        let mut lead = leader;
        let mut bidder_lead = None;
        for chunk in line.chunks(n) {
            let cards: Vec<Card> = chunk.iter().map(|&(_, _, c)| c).collect();
            if Some(lead) == bidder && bidder_lead.is_none() {
                bidder_lead = Some(tricks_cards.len());
            }
            let w = (lead + self.rankings[t].winner(&cards).unwrap_or(0)) % n;
            winners.push(w);
            tricks_cards.push(cards);
            lead = w;
        }
        let sides = self.state.sides.len();
        let mut points = vec![0u8; sides];
        for &w in &winners {
            points[self.side_of(w)] += TRICK_POINTS;
        }
        if rules.best_card_bonus {
            if let Some(best) = best_card(&self.rankings[t], rules, &tricks_cards, bidder_lead) {
                points[self.side_of(winners[best.trick])] += TRICK_POINTS;
            }
        }
        if points[counted_side] != par {
            return Err(ModelError::Round(format!(
                "the line of best play gives {} points where the par is {par}",
                points[counted_side]
            )));
        }
        let outcome = ModelRound {
            dealer: dealer + 1,
            bidder: bidder.map(|b| b + 1),
            bid,
            bagged,
            trump: Some(trump),
            points,
            tricks: winners.iter().map(|&w| self.side_of(w) + 1).collect(),
            calls: self.calls_kept(&calls),
        };
        let shown = show.then(|| {
            let mut s = self.shown(
                number,
                &dealt_with(&dealt_hands, &dealt),
                &calls,
                turned,
                Some(trump),
            );
            s.played = hands.iter().map(|&h| self.prefer[t].ordered(h)).collect();
            s.par = Some(par);
            s.line = tricks_cards.clone();
            s
        });
        Ok((outcome.clone(), shown.map(|s| s.finish(outcome))))
    }

    fn calls_kept(&self, calls: &[Call]) -> Option<Vec<String>> {
        self.reads_calls.then(|| {
            calls
                .iter()
                .map(|c| format!("{}:{}", c.seat.0 + 1, call_word(c.call)))
                .collect()
        })
    }

    fn shown(
        &self,
        number: u32,
        dealt: &Dealt,
        calls: &[Call],
        turned: Option<Card>,
        trump: Option<Suit>,
    ) -> RoundShown {
        let order = |h: CardSet| match trump {
            Some(t) => self.prefer[suit_index(t)].ordered(h),
            None => h.iter().collect(),
        };
        RoundShown {
            round: number + 1,
            dealer: 0,
            hands: dealt.hands.iter().map(|&h| order(h)).collect(),
            kitty: dealt.kitty.clone(),
            pack: dealt.pack.clone(),
            calls: calls
                .iter()
                .map(|c| CallShown {
                    seat: c.seat.0 + 1,
                    call: call_word(c.call),
                })
                .collect(),
            turned,
            trump,
            played: Vec::new(),
            par: None,
            line: Vec::new(),
            outcome: ModelRound {
                dealer: 0,
                bidder: None,
                bid: None,
                bagged: false,
                trump: None,
                points: Vec::new(),
                tricks: Vec::new(),
                calls: None,
            },
        }
    }
}

/// How one round is played: its number in the run, its dealer (a table
/// seat), the seat made to pass if any, the game whose auction rules it,
/// and whether it is shown in full.
struct Play<'g> {
    number: u32,
    dealer: usize,
    passer: Option<usize>,
    auction: &'g GameState,
    show: bool,
}

fn call_word(call: CallKind) -> String {
    match call {
        CallKind::Pass => "pass".into(),
        CallKind::Hold => "hold".into(),
        CallKind::Bid(l) => l.to_string(),
    }
}

/// The deal as dealt (before a robbing changed a hand), with the rest of it.
fn dealt_with(hands: &[CardSet], dealt: &Dealt) -> Dealt {
    Dealt {
        hands: hands.to_vec(),
        kitty: dealt.kitty.clone(),
        pack: dealt.pack.clone(),
    }
}

impl RoundShown {
    fn finish(mut self, outcome: ModelRound) -> RoundShown {
        self.dealer = outcome.dealer;
        self.outcome = outcome;
        self
    }
}

fn suit_index(trump: Suit) -> usize {
    SUIT_ORDER.iter().position(|&s| s == trump).unwrap_or(0)
}

/// The generator of round `r` of a run seeded `seed`.
fn round_rng(seed: u64, r: u32) -> SplitMix {
    SplitMix::new(
        seed ^ u64::from(r)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(17),
    )
}

/// §14.4: plays `rounds` rounds at the table of `state` (its rules, seats
/// and sides; its scores and dealer don't matter: the policy never looks
/// at the score), each dealt by seat 1, and counts their outcomes. The first `show` rounds are also given in full.
/// `tick` is called once a round.
pub fn kernel(
    state: &GameState,
    rounds: u32,
    seed: u64,
    show: u32,
    tick: &(dyn Fn() + Sync),
) -> Result<(Kernel, Vec<RoundShown>), ModelError> {
    let model = Model::new(state)?;
    let n = model.n;
    let pool: Mutex<Vec<[Option<Solver>; 4]>> = Mutex::new(Vec::new());
    type Counts = HashMap<ModelRound, u32>;
    let merged: Result<(Counts, Vec<RoundShown>), ModelError> = (0..rounds)
        .into_par_iter()
        .map_init(
            || Lease {
                solvers: pool
                    .lock()
                    .ok()
                    .and_then(|mut p| p.pop())
                    .unwrap_or_default(),
                pool: &pool,
            },
            |lease, r| {
                let mut rng = round_rng(seed, r);
                let played = model.round(r, &mut rng, 0, &mut lease.solvers, r < show);
                tick();
                played
            },
        )
        .try_fold(
            || (Counts::new(), Vec::new()),
            |(mut counts, mut shown), played| {
                let (round, full) = played?;
                *counts.entry(round).or_insert(0) += 1;
                shown.extend(full);
                Ok((counts, shown))
            },
        )
        .try_reduce(
            || (Counts::new(), Vec::new()),
            |(mut a, mut sa), (b, sb)| {
                for (k, v) in b {
                    *a.entry(k).or_insert(0) += v;
                }
                sa.extend(sb);
                Ok((a, sa))
            },
        );
    let (counts, mut shown) = merged?;
    let mut outcomes: Vec<Outcome> = counts
        .into_iter()
        .map(|(round, count)| Outcome { round, count })
        .collect();
    outcomes.sort_by(|a, b| a.round.cmp(&b.round));
    shown.sort_by_key(|s| s.round);
    Ok((
        Kernel {
            version: MODEL_VERSION,
            players: n,
            sides: state.sides.len(),
            rounds,
            seed,
            side_of: (0..n).map(|s| model.side_of(s)).collect(),
            outcomes,
        },
        shown,
    ))
}

struct Lease<'p> {
    pool: &'p Mutex<Vec<[Option<Solver>; 4]>>,
    solvers: [Option<Solver>; 4],
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        if let Ok(mut pool) = self.pool.lock() {
            pool.push(std::mem::take(&mut self.solvers));
        }
    }
}

impl ModelRound {
    /// The round as the rules score it, dealt at `state` (whose dealer
    /// must be this round's): the contract, the trump, the side that took
    /// each trick, the best card's side and, where the rules read it, the
    /// auction.
    pub fn record(&self, state: &GameState) -> RoundRecord {
        let dealer = Seat(self.dealer.saturating_sub(1));
        let side = |seat: usize| state.table.side_of(Seat(seat));
        let contract = match (self.bidder, self.bid) {
            (Some(b), Some(amount)) => {
                let bid = Bid {
                    side: side(b - 1),
                    player: Some(Seat(b - 1)),
                    amount,
                };
                Some(if self.bagged {
                    Contract::Bagged(bid)
                } else {
                    Contract::Bid(bid)
                })
            }
            _ if state.rules.has_bidding() && state.rules.all_pass == AllPass::Redeal => {
                Some(Contract::ThrownIn)
            }
            _ => None,
        };
        let winners: Vec<SideId> = self.tricks.iter().map(|&s| SideId(s - 1)).collect();
        let mut taken = vec![0u8; self.points.len()];
        for w in &winners {
            taken[w.0] += TRICK_POINTS;
        }
        let best = (0..self.points.len())
            .find(|&s| self.points[s] > taken[s])
            .map(SideId);
        let auction = self.calls.as_ref().map(|calls| {
            calls
                .iter()
                .filter_map(|c| {
                    let (seat, call) = c.split_once(':')?;
                    let seat = Seat(seat.parse::<usize>().ok()?.checked_sub(1)?);
                    let call = match call {
                        "pass" => CallKind::Pass,
                        "hold" => CallKind::Hold,
                        l => CallKind::Bid(l.parse().ok()?),
                    };
                    Some(Call { seat, call })
                })
                .collect()
        });
        RoundRecord {
            dealer,
            contract,
            trump: self.trump,
            tricks: if winners.is_empty() {
                Tricks::Counts(state.sides.map(|_| 0))
            } else {
                Tricks::Winners(winners)
            },
            best,
            auction,
            renege: None,
        }
    }
}

/// The first `count` rounds of the kernel [`kernel`] plays with `seed`
/// at the table of `state`, in full (`odds --show-rounds`): the same
/// rounds, dealt from the same generators, without playing the rest.
pub fn rounds_shown(
    state: &GameState,
    seed: u64,
    count: u32,
) -> Result<Vec<RoundShown>, ModelError> {
    let model = Model::new(state)?;
    let mut solvers: [Option<Solver>; 4] = Default::default();
    (0..count)
        .map(|r| {
            let mut rng = round_rng(seed, r);
            let (_, shown) = model.round(r, &mut rng, 0, &mut solvers, true)?;
            shown.ok_or_else(|| ModelError::Round("a round shown was not kept".into()))
        })
        .collect()
}
