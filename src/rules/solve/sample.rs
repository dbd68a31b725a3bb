//! Single-dummy analysis (`analyze --at T.P`): one player's decision judged
//! on what they could see. The cards they could not see are dealt at random
//! to the other players' remaining cards, each deal consistent with every
//! play those players had made (each card only to a player who could hold
//! it with every recorded play legal: the rule itself, [`legal_plays`],
//! decides; see [`Dealer`]), and every legal card is scored by double-dummy
//! play on every deal.
//!
//! Deal `i` is drawn from its own generator seeded by the run's seed and
//! `i`, and the totals are whole numbers, so a seed repeats a run exactly on
//! any number of threads.

use rayon::prelude::*;
use serde::Serialize;

use crate::rules::audit::{RoundPlay, Trick};
use crate::rules::card::{Card, CardSet};
use crate::rules::play::legal_plays;
use crate::rules::seat::Seat;
use crate::rules::seeded::SplitMix;

use super::analysis::{counted_side, made_at, AnalysisError, Counted, LeftOut};
use super::deal::{Deal, ROUND_TRICKS};
use super::dealer::Dealer;
use super::search::Solver;

/// Deals tried for one sample before the record is judged impossible to
/// meet: every deal fits by construction under the game's rules, so a
/// second try is never needed there.
const TRIES: u32 = 1_000;

/// One legal card's record over the samples.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardOption {
    /// The card.
    pub card: Card,
    /// The counted side's mean points.
    pub points: f64,
    /// The share of samples in which the bid is made (`None` without a bid
    /// for the counted side).
    pub made: Option<f64>,
    /// Half the width of the 95% confidence interval of `points`.
    pub points_margin: f64,
    /// Half the width of the 95% confidence interval of `made`.
    pub made_margin: Option<f64>,
}

/// The decision judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// The trick, from 1.
    pub trick: usize,
    /// The card's place in the trick, from 1.
    pub play: usize,
    /// The player whose decision it is.
    pub player: String,
    /// The card played; `None` for the next play, not yet made.
    pub played: Option<Card>,
    /// How many deals of the unseen cards were played out.
    pub samples: u32,
    /// The seed the deals were drawn with: the same seed, the same answer.
    pub seed: u64,
    /// Every legal card, best first for the player's side.
    pub options: Vec<CardOption>,
    /// The counted side.
    #[serde(skip)]
    pub side: String,
    /// Whether the player plays for the counted side.
    #[serde(skip)]
    pub counted: bool,
    /// The card played was not legal (the options are the legal cards).
    #[serde(skip)]
    pub played_illegal: bool,
    /// The sides playing against the counted side.
    #[serde(skip)]
    pub against: Vec<String>,
    /// The counted side's bid, when it has one.
    #[serde(skip)]
    pub bid: Option<u32>,
    /// The cards the player held and may not play, and why (`None` when
    /// every card held may be played).
    #[serde(skip)]
    pub left_out: Option<LeftOut>,
}

impl Decision {
    /// The options that share the first place: every card whose mean points
    /// and share of bids made equal the best's, as shown. One card unless
    /// several are tied (cards next to each other in rank often are).
    pub fn best_options(&self) -> &[CardOption] {
        let Some(first) = self.options.first() else {
            return &[];
        };
        let tied = self
            .options
            .iter()
            .take_while(|o| o.points == first.points && o.made == first.made)
            .count();
        &self.options[..tied]
    }
}

/// A play by another player that constrains their hidden cards: the cards
/// they held then are their hidden cards plus `known` (what they played
/// from that trick to the moment judged).
struct Shown {
    seat: usize,
    prefix: Vec<Card>,
    card: Card,
    known: CardSet,
}

/// Judges the decision at trick `trick`, play `play` (both from 1).
/// `tick` is called once per sample (for a progress bar).
pub fn single_dummy(
    round: &RoundPlay,
    counted: &Counted,
    (trick, play): (usize, usize),
    samples: u32,
    seed: u64,
    tick: &(dyn Fn() + Sync),
) -> Result<Decision, AnalysisError> {
    let n = round.players().len();
    let recorded = round.tricks();
    let next = round.next_play();
    // A recorded card, or the next play (the decision in front of the
    // player to move, nothing played yet).
    let is_next = next.is_some_and(|(k, i, _)| (k + 1, i + 1) == (trick, play));
    let is_recorded = trick >= 1
        && play >= 1
        && recorded
            .get(trick - 1)
            .is_some_and(|t| play <= t.cards.len());
    if !is_recorded && !is_next {
        return Err(past_record(round, trick, play));
    }
    let (k, i) = (trick - 1, play - 1);
    // The tricks up to the moment judged; the last holds the cards played
    // to trick `trick` before the card judged.
    let (leader, played) = match recorded.get(k) {
        Some(t) => (t.leader, t.cards.get(i).copied()),
        None => (next.map_or(round.first_leader(), |(_, _, s)| s), None),
    };
    let mut tricks: Vec<Trick> = recorded[..k].to_vec();
    tricks.push(Trick {
        leader,
        cards: recorded
            .get(k)
            .map_or(Vec::new(), |t| t.cards[..i].to_vec()),
    });
    let tricks = &tricks[..];
    let seat = tricks[k].player_at(i, n).0;
    let player = round.name(Seat(seat)).to_string();
    let Some(own) = round.hand(Seat(seat)) else {
        return Err(AnalysisError::MissingHand { player });
    };
    let side = counted_side(round, counted)?;
    let rules = round.rules();
    let pack: CardSet = Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect();

    // What the player saw: every card played before the moment.
    let mut seen = CardSet::EMPTY;
    let mut played_by = vec![CardSet::EMPTY; n];
    let mut history: Vec<(usize, Vec<Card>)> = Vec::new();
    for t in &tricks[..k] {
        for (p, &c) in t.cards.iter().enumerate() {
            seen.insert(c);
            played_by[t.player_at(p, n).0].insert(c);
        }
        history.push((t.leader.0, t.cards.clone()));
    }
    let current: Vec<Card> = tricks[k].cards.clone();
    for (p, &c) in current.iter().enumerate() {
        seen.insert(c);
        played_by[tricks[k].player_at(p, n).0].insert(c);
    }
    let own_now = own.difference(played_by[seat]);
    let unseen = pack.difference(own).difference(seen);
    let need: Vec<usize> = (0..n)
        .map(|s| {
            if s == seat {
                0
            } else {
                usize::from(ROUND_TRICKS) - played_by[s].len()
            }
        })
        .collect();

    // The other players' earlier plays that followed a lead.
    let mut shown = Vec::new();
    for trick_cards in tricks {
        for p in 1..trick_cards.cards.len() {
            let s = trick_cards.player_at(p, n).0;
            if s == seat {
                continue;
            }
            let mut known = CardSet::EMPTY;
            for later in tricks.iter().skip_while(|t| !std::ptr::eq(*t, trick_cards)) {
                for (q, &c) in later.cards.iter().enumerate() {
                    if later.player_at(q, n).0 == s {
                        known.insert(c);
                    }
                }
            }
            shown.push(Shown {
                seat: s,
                prefix: trick_cards.cards[..p].to_vec(),
                card: trick_cards.cards[p],
                known,
            });
        }
    }
    let ranking = crate::rules::ranking::Ranking::new(rules, round.trump());
    let legal_with = |show: &Shown, hidden: CardSet| {
        legal_plays(&ranking, rules, show.known.union(hidden), &show.prefix)
            .legal
            .contains(show.card)
    };
    // A play illegal on the cards known alone was a renege: it proves nothing.
    let shown: Vec<Shown> = shown
        .into_iter()
        .filter(|s| legal_with(s, CardSet::EMPTY))
        .collect();
    // Cards each player can't hold: holding one alone would have made a
    // recorded play illegal (a player who showed out holds none of the suit).
    let mut allowed = vec![unseen; n];
    for show in &shown {
        for c in unseen.iter() {
            if !legal_with(show, CardSet::of(&[c])) {
                allowed[show.seat].remove(c);
            }
        }
    }

    let legality = legal_plays(&ranking, rules, own_now, &current);
    let legal = legality.legal;
    let options: Vec<Card> = ranking.ordered(legal);
    let left_out = match current.first() {
        Some(&led) if own_now != legal => Some(LeftOut {
            cards: ranking.ordered(own_now.difference(legal)),
            rule: legality.rule,
            lead: ranking.lead_of(led),
        }),
        _ => None,
    };

    let seats: Vec<usize> = round.sides()[side.0].seats.iter().map(|s| s.0).collect();
    let counted_seat = round.side_of(Seat(seat)) == side;
    let unseen_cards: Vec<Card> = unseen.iter().collect();
    let leader = leader.0;
    let dealer = Dealer::new(&unseen_cards, &need, &allowed).ok_or(AnalysisError::NoDeal)?;

    // One sample: a consistent deal, then each option's value.
    // Each worker keeps its solver and the value of the first card on its
    // last deal: the next deal's first card is searched from it (the value
    // is exact whatever the guess; a near guess settles it in two
    // null-window searches, where climbing from the floor takes up to
    // seven).
    let sample = |index: u32,
                  (solver, last): &mut (Option<Solver>, Option<u8>)|
     -> Result<Vec<(u8, bool)>, AnalysisError> {
        let mut rng = SplitMix::new(seed ^ u64::from(index).wrapping_mul(0xd134_2543_de82_ef95));
        let hands =
            deal_hidden(&mut rng, &dealer, &shown, &legal_with).ok_or(AnalysisError::NoDeal)?;
        let mut now: Vec<CardSet> = hands;
        now[seat] = own_now;
        let all = now.iter().fold(seen, |a, &h| a.union(h));
        let deal = Deal::new(
            rules,
            round.trump(),
            n,
            &seats,
            round.bidder().map(|s| s.0),
            all,
        )?;
        let made_at = made_at(round, side, &deal);
        let pos = deal.position(&now, &history, (leader, &current))?;
        let solver = match solver {
            // Its table emptied (at no cost: a new salt) for each deal. The
            // last deal's answers would still hold, but different deals
            // seldom reach the same classes, and the table keeps the early
            // tricks' answers longest, so the old deals' crowded out the
            // new deal's own: at eight players the first lead took 11%
            // less processor time (1,000 deals, one thread, run
            // alternately), the same at four and six.
            Some(s) => {
                s.reset_table(deal);
                s
            }
            None => solver.insert(Solver::new(deal)),
        };
        // A card that is one choice with a better one (next to it in the
        // order, no live card between in this deal) has its value: it is
        // searched once.
        let same = solver.one_choice(&pos);
        let mut guess = *last;
        let mut values: Vec<(Card, u8)> = Vec::with_capacity(options.len());
        // The cards whose value a searched one gave (see `value_after`):
        // the options go best first, so a low card is often among them.
        let mut alike: Vec<(CardSet, u8)> = Vec::new();
        for &c in &options {
            let twin = same
                .iter()
                .find(|&&(card, _)| card == c)
                .map_or(c, |&(_, r)| r);
            let known = values
                .iter()
                .find(|&&(d, _)| d == twin)
                .map(|&(_, v)| v)
                .or_else(|| alike.iter().find(|(s, _)| s.contains(c)).map(|&(_, v)| v));
            let v = match known {
                Some(v) => v,
                None => {
                    let (v, cards) = solver.value_after(&pos, c, guess);
                    alike.push((cards, v));
                    v
                }
            };
            guess = Some(v);
            if values.is_empty() {
                *last = Some(v);
            }
            values.push((c, v));
        }
        let out = values
            .into_iter()
            .map(|(_, v)| (v, made_at.is_some_and(|m| v >= m)))
            .collect();
        tick();
        Ok(out)
    };

    // One sample per unit of work, so that a slow deal near the end does
    // not leave a core idle behind a whole batch; a solver (and its table)
    // per worker, reused from one sample to the next.
    let per_sample: Vec<Vec<(u8, bool)>> = (0..samples)
        .into_par_iter()
        .map_init(|| (None, None), |state, index| sample(index, state))
        .collect::<Result<_, _>>()?;
    let mut totals = vec![(0u64, 0u64, 0u64); options.len()];
    for values in &per_sample {
        for (t, &(v, made)) in totals.iter_mut().zip(values) {
            t.0 += u64::from(v);
            t.1 += u64::from(v) * u64::from(v);
            t.2 += u64::from(made);
        }
    }
    let count = f64::from(samples.max(1));
    let has_bid = {
        let probe = Deal::new(
            rules,
            round.trump(),
            n,
            &seats,
            round.bidder().map(|s| s.0),
            pack,
        )?;
        made_at(round, side, &probe).is_some()
    };
    let mut list: Vec<CardOption> = options
        .iter()
        .zip(&totals)
        .map(|(&card, &(sum, squares, made))| {
            let mean = sum as f64 / count;
            let var = (squares as f64 / count - mean * mean).max(0.0);
            let share = made as f64 / count;
            CardOption {
                card,
                points: round2(mean),
                made: has_bid.then(|| round2(share)),
                points_margin: round2(1.96 * (var / count).sqrt()),
                made_margin: has_bid.then(|| round2(1.96 * (share * (1.0 - share) / count).sqrt())),
            }
        })
        .collect();
    list.sort_by(|a, b| {
        let key = |o: &CardOption| (o.made.unwrap_or(0.0), o.points);
        let (ka, kb) = (key(a), key(b));
        let order = ka.partial_cmp(&kb).unwrap_or(std::cmp::Ordering::Equal);
        if counted_seat {
            order.reverse()
        } else {
            order
        }
    });
    Ok(Decision {
        trick,
        play,
        player,
        played,
        samples,
        seed,
        options: list,
        side: round.table().side_name(side),
        counted: counted_seat,
        played_illegal: played.is_some_and(|c| !legal.contains(c)),
        left_out,
        against: round
            .table()
            .sides
            .enumerate()
            .filter(|&(s, _)| s != side)
            .map(|(_, s)| s.name.clone())
            .collect(),
        bid: round.bid(),
    })
}

/// The error for `--at` naming a play the record neither holds nor has
/// next: what it holds, and the last play that may be named.
fn past_record(round: &RoundPlay, trick: usize, play: usize) -> AnalysisError {
    let n = round.players().len();
    let done = round.complete_tricks().len();
    let mut holds = match done {
        0 => "no card yet".to_string(),
        1 => format!("1 trick of {n} cards"),
        t => format!("{t} tricks of {n} cards"),
    };
    if let Some(t) = round.in_progress() {
        let cards = match t.cards.len() {
            1 => "1 card".to_string(),
            c => format!("{c} cards"),
        };
        holds = if done == 0 {
            format!("{cards} of trick 1")
        } else {
            format!("{holds} and {cards} of trick {}", done + 1)
        };
    }
    let next = round.next_play();
    AnalysisError::PastRecord {
        trick,
        play,
        holds,
        last: next.map_or((ROUND_TRICKS.into(), n), |(k, i, _)| (k + 1, i + 1)),
        next: next.map(|(_, _, s)| round.name(s).to_string()),
    }
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// Deals the unseen cards to the players who need cards, uniformly among
/// the deals that keep every shown play legal. Each card goes only to a
/// player allowed to hold it ([`Dealer`]), so a deal fits by construction
/// wherever the rule is a matter of single cards (a player who showed out
/// holds none of the suit), as every rule of the game is; a deal that
/// fails the whole rule all the same is dealt again, which keeps the
/// deals uniform among those that fit.
fn deal_hidden(
    rng: &mut SplitMix,
    dealer: &Dealer,
    shown: &[Shown],
    legal_with: &dyn Fn(&Shown, CardSet) -> bool,
) -> Option<Vec<CardSet>> {
    (0..TRIES).find_map(|_| {
        let hands = dealer.deal(rng);
        shown
            .iter()
            .all(|show| legal_with(show, hands[show.seat]))
            .then_some(hands)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::audit::{HandRecord, PlayRecord, TrickRecord};
    use crate::rules::card::Suit;
    use crate::rules::ranking::Ranking;
    use crate::rules::variant::RuleSet;

    /// A two-player round played at random for four tricks, recording only
    /// Ann's hand; returns it with Ann's place in trick 4.
    fn round(seed: u64, rules: &RuleSet) -> (RoundPlay, usize) {
        let mut rng = SplitMix::new(seed);
        let mut pack: Vec<Card> = Card::all().filter(|c| !c.is_joker()).collect();
        for i in (1..pack.len()).rev() {
            pack.swap(i, rng.below(i + 1));
        }
        let trump = Suit::ALL[rng.below(4)];
        let ranking = Ranking::new(rules, trump);
        let mut hands = [CardSet::of(&pack[..5]), CardSet::of(&pack[5..10])];
        let dealt = hands;
        let mut leader = 0;
        let mut tricks = Vec::new();
        for _ in 0..4 {
            let mut cards = Vec::new();
            for p in 0..2 {
                let seat = (leader + p) % 2;
                let legal: Vec<Card> = legal_plays(&ranking, rules, hands[seat], &cards)
                    .legal
                    .iter()
                    .collect();
                let card = legal[rng.below(legal.len())];
                hands[seat].remove(card);
                cards.push(card);
            }
            let names = ["Ann", "Bob"];
            tricks.push(TrickRecord {
                leader: names[leader].to_string(),
                cards: cards.clone(),
            });
            leader = (leader + ranking.winner(&cards).unwrap_or(0)) % 2;
        }
        let ann_place = if tricks[3].leader == "Ann" { 1 } else { 2 };
        let record = PlayRecord {
            rules: rules.clone(),
            trump,
            seats: vec!["Ann".into(), "Bob".into()],
            teams: None,
            dealer: "Bob".into(),
            bidder: Some("Ann".into()),
            bid: Some(15),
            bagged: false,
            hands: vec![HandRecord {
                player: "Ann".into(),
                cards: dealt[0].iter().collect(),
            }],
            tricks,
        };
        (RoundPlay::new(record).expect("a true round"), ann_place)
    }

    /// Every hand Bob could hold at the moment, each equally likely: the
    /// exact means the sampling estimates.
    fn exact(round: &RoundPlay, place: usize) -> Vec<(Card, f64)> {
        let rules = round.rules();
        let ranking = Ranking::new(rules, round.trump());
        let tricks = round.tricks();
        let own = round.hand(Seat(0)).expect("Ann's hand");
        let mut seen = CardSet::EMPTY;
        let mut bob_played = Vec::new();
        for (t, trick) in tricks[..3].iter().enumerate() {
            for (p, &c) in trick.cards.iter().enumerate() {
                seen.insert(c);
                if trick.player_at(p, 2) == Seat(1) {
                    bob_played.push((t, p, c));
                }
            }
        }
        let current: Vec<Card> = tricks[3].cards[..place - 1].to_vec();
        for &c in &current {
            seen.insert(c);
        }
        if place == 2 {
            bob_played.push((3, 0, current[0]));
        }
        let unseen: Vec<Card> = Card::all()
            .filter(|c| !c.is_joker() && !own.contains(*c) && !seen.contains(*c))
            .collect();
        let bob_holds = 5 - bob_played.len();
        let mut hands: Vec<CardSet> = Vec::new();
        for i in 0..unseen.len() {
            if bob_holds == 1 {
                hands.push(CardSet::of(&[unseen[i]]));
            } else {
                for &u in &unseen[i + 1..] {
                    hands.push(CardSet::of(&[unseen[i], u]));
                }
            }
        }
        // Keep the hands with which every play Bob followed with was legal.
        let consistent = |hidden: CardSet| {
            bob_played.iter().all(|&(t, p, c)| {
                if p == 0 {
                    return true;
                }
                let later: CardSet = bob_played
                    .iter()
                    .filter(|&&(t2, _, _)| t2 >= t)
                    .map(|&(_, _, c2)| c2)
                    .collect();
                legal_plays(&ranking, rules, hidden.union(later), &tricks[t].cards[..p])
                    .legal
                    .contains(c)
            })
        };
        hands.retain(|&h| consistent(h));
        let own_now = own.difference(seen).difference(
            tricks[..3]
                .iter()
                .flat_map(|t| t.cards.iter().copied())
                .collect(),
        );
        let options = ranking.ordered(legal_plays(&ranking, rules, own_now, &current).legal);
        let history: Vec<(usize, Vec<Card>)> = tricks[..3]
            .iter()
            .map(|t| (t.leader.0, t.cards.clone()))
            .collect();
        options
            .iter()
            .map(|&card| {
                let total: u64 = hands
                    .iter()
                    .map(|&h| {
                        let all = h.union(own).union(seen);
                        let deal =
                            Deal::new(rules, round.trump(), 2, &[0], Some(0), all).expect("deal");
                        let pos = deal
                            .position(&[own_now, h], &history, (tricks[3].leader.0, &current))
                            .expect("position");
                        let mut solver = Solver::with_entries(deal, 1 << 8);
                        let next = solver.after(&pos, card);
                        u64::from(solver.value(&next))
                    })
                    .sum();
                (card, total as f64 / hands.len() as f64)
            })
            .collect()
    }

    #[test]
    fn sampling_agrees_with_every_hidden_hand_counted() {
        let mut checked = 0;
        for seed in 0..40u64 {
            let rules =
                RuleSet::preset(["120", "partners-120", "45"][seed as usize % 3]).expect("preset");
            let rules = RuleSet {
                scoring: crate::rules::variant::Scoring::Auction,
                ..rules
            };
            let (round, place) = round(seed, &rules);
            let want = exact(&round, place);
            if want.len() < 2 {
                continue;
            }
            let got = single_dummy(&round, &Counted::Bidder, (4, place), 600, seed, &|| {})
                .expect("analysis");
            for (card, mean) in &want {
                let option = got
                    .options
                    .iter()
                    .find(|o| o.card == *card)
                    .expect("option");
                assert!(
                    (option.points - mean).abs() <= 1.5 * option.points_margin + 0.02,
                    "seed {seed}, {card}: sampled {} ± {}, exact {mean}",
                    option.points,
                    option.points_margin
                );
            }
            checked += 1;
        }
        assert!(checked >= 10, "only {checked} decisions had a choice");
    }

    #[test]
    fn a_seed_repeats_a_run_and_the_thread_count_does_not_matter() {
        let rules = RuleSet::default();
        let (round, place) = round(3, &rules);
        let one = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .expect("pool")
            .install(|| single_dummy(&round, &Counted::Bidder, (4, place), 100, 9, &|| {}));
        let two = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("pool")
            .install(|| single_dummy(&round, &Counted::Bidder, (4, place), 100, 9, &|| {}));
        assert_eq!(one.expect("one thread"), two.expect("two threads"));
    }
}
