//! Dealing the unseen cards so that every deal fits the record by
//! construction, uniformly among the deals that fit.
//!
//! Each card may go only to the players the record allows to hold it (or
//! stay unseen: the kitty, the discards, the cards never dealt). Cards
//! allowed to the same players form a class; a deal is then a count of
//! each class's cards for each player, and a choice of which cards. The
//! number of deals with given counts is a product of multinomials, so the
//! counts are drawn class by class with the exact number of ways to
//! complete each choice (counted once per analysis, memoised), then the
//! cards of each class are shuffled into their places. Every fitting deal
//! is equally likely, and no deal is thrown away: a record that leaves one
//! fitting deal in a million is dealt as fast as one that leaves them all.

use std::collections::HashMap;

use crate::rules::card::{Card, CardSet};
use crate::rules::seeded::SplitMix;

/// The counts of deals, kept as floating point: they pass 10^36 at eight
/// players, and only their ratios matter.
type Ways = f64;

/// Needs of every holder (the players, then the unseen rest), as a key.
type Needs = Vec<u8>;

/// A plan for dealing: the classes of cards and the number of ways to
/// complete every partial deal reachable from the start.
pub(crate) struct Dealer {
    /// Each class: its cards, and the holders allowed them (indexes into
    /// `needs`; the last holder, the unseen rest, may take any card).
    classes: Vec<(Vec<Card>, Vec<usize>)>,
    needs: Needs,
    /// Ways to deal classes `j..` with the needs left: `ways[j][needs]`.
    ways: Vec<HashMap<Needs, Ways>>,
}

impl Dealer {
    /// A plan for dealing `unseen` to the players, `need[p]` cards to
    /// player `p`, each only cards in `allowed[p]`; the cards left over
    /// stay unseen. `None` when no deal fits.
    pub(crate) fn new(unseen: &[Card], need: &[usize], allowed: &[CardSet]) -> Option<Dealer> {
        let total: usize = need.iter().sum();
        let rest = unseen.len().checked_sub(total)?;
        let mut needs: Needs = need
            .iter()
            .map(|&k| u8::try_from(k).unwrap_or(u8::MAX))
            .collect();
        needs.push(u8::try_from(rest).ok()?);
        let sink = need.len();
        // Cards grouped by the set of holders that may take them.
        let mut by_mask: HashMap<u16, Vec<Card>> = HashMap::new();
        for &c in unseen {
            let mut mask = 1u16 << sink;
            for (p, &k) in need.iter().enumerate() {
                if k > 0 && allowed[p].contains(c) {
                    mask |= 1 << p;
                }
            }
            by_mask.entry(mask).or_default().push(c);
        }
        let mut classes: Vec<(Vec<Card>, Vec<usize>)> = by_mask
            .into_iter()
            .map(|(mask, cards)| {
                let holders = (0..=sink).filter(|&p| mask & (1 << p) != 0).collect();
                (cards, holders)
            })
            .collect();
        // The most constrained first: the widest class, last, is counted
        // by one multinomial. Ties broken by the cards, so that a seed
        // deals the same cards on every run.
        classes.sort_by_key(|(cards, holders)| (holders.len(), cards.first().copied()));
        let mut dealer = Dealer {
            ways: vec![HashMap::new(); classes.len() + 1],
            classes,
            needs,
        };
        let start = dealer.needs.clone();
        (dealer.count(0, &start) > 0.0).then_some(dealer)
    }

    /// Ways to deal classes `j..` to holders needing `needs`.
    fn count(&mut self, j: usize, needs: &Needs) -> Ways {
        if let Some(&w) = self.ways[j].get(needs) {
            return w;
        }
        let w = if j == self.classes.len() {
            if needs.iter().all(|&k| k == 0) {
                1.0
            } else {
                0.0
            }
        } else if j + 1 == self.classes.len() {
            // The last class takes exactly what is left.
            let (cards, holders) = &self.classes[j];
            let left: usize = needs.iter().map(|&k| usize::from(k)).sum();
            let outside = needs
                .iter()
                .enumerate()
                .any(|(p, &k)| k > 0 && !holders.contains(&p));
            if left != cards.len() || outside {
                0.0
            } else {
                multinomial(needs.iter().map(|&k| usize::from(k)))
            }
        } else {
            let mut total = 0.0;
            for (split, mult) in splits(&self.classes[j], needs) {
                let next = after(needs, &self.classes[j].1, &split);
                total += mult * self.count(j + 1, &next);
            }
            total
        };
        self.ways[j].insert(needs.clone(), w);
        w
    }

    /// One deal: the cards of each player (the unseen rest left out).
    pub(crate) fn deal(&self, rng: &mut SplitMix) -> Vec<CardSet> {
        let sink = self.needs.len() - 1;
        let mut hands = vec![CardSet::EMPTY; sink];
        let mut needs = self.needs.clone();
        for (j, class) in self.classes.iter().enumerate() {
            let (cards, holders) = class;
            let split: Vec<u8> = if j + 1 == self.classes.len() {
                holders.iter().map(|&p| needs[p]).collect()
            } else {
                let options: Vec<(Vec<u8>, Ways)> = splits(class, &needs)
                    .into_iter()
                    .map(|(split, mult)| {
                        let next = after(&needs, holders, &split);
                        let w = self.ways[j + 1].get(&next).copied().unwrap_or(0.0);
                        (split, mult * w)
                    })
                    .collect();
                pick(rng, options)
            };
            let mut cards = cards.clone();
            rng.shuffle(&mut cards);
            let mut next = cards.into_iter();
            for (&p, &k) in holders.iter().zip(&split) {
                for c in next.by_ref().take(usize::from(k)) {
                    if p != sink {
                        hands[p].insert(c);
                    }
                }
                needs[p] -= k;
            }
        }
        hands
    }
}

/// One of `options`, with probability proportional to its weight.
fn pick(rng: &mut SplitMix, options: Vec<(Vec<u8>, Ways)>) -> Vec<u8> {
    let total: Ways = options.iter().map(|(_, w)| w).sum();
    // 53 random bits: a uniform number in [0, total).
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    let mut last = None;
    for (split, w) in options {
        if w <= 0.0 {
            continue;
        }
        if x < w {
            return split;
        }
        x -= w;
        last = Some(split);
    }
    // Rounding can leave x a hair past the last weight.
    last.unwrap_or_default()
}

/// The needs left once a class's cards are split among its holders.
fn after(needs: &Needs, holders: &[usize], split: &[u8]) -> Needs {
    let mut next = needs.clone();
    for (&p, &k) in holders.iter().zip(split) {
        next[p] -= k;
    }
    next
}

/// Every way to split a class's cards among its holders within their
/// needs, with the number of ways to choose the cards for it.
fn splits((cards, holders): &(Vec<Card>, Vec<usize>), needs: &Needs) -> Vec<(Vec<u8>, Ways)> {
    fn go(
        holders: &[usize],
        needs: &Needs,
        left: usize,
        split: &mut Vec<u8>,
        mult: Ways,
        out: &mut Vec<(Vec<u8>, Ways)>,
    ) {
        let Some((&p, rest)) = holders.split_first() else {
            if left == 0 {
                out.push((split.clone(), mult));
            }
            return;
        };
        let most = usize::from(needs[p]).min(left);
        // What the holders after this one can take at most.
        let room: usize = rest.iter().map(|&q| usize::from(needs[q])).sum();
        for k in left.saturating_sub(room)..=most {
            split.push(u8::try_from(k).unwrap_or(u8::MAX));
            go(rest, needs, left - k, split, mult * binomial(left, k), out);
            split.pop();
        }
    }
    let mut out = Vec::new();
    go(holders, needs, cards.len(), &mut Vec::new(), 1.0, &mut out);
    out
}

fn binomial(n: usize, k: usize) -> Ways {
    let k = k.min(n - k);
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// (Σk)! / ∏ k!.
fn multinomial(counts: impl Iterator<Item = usize>) -> Ways {
    let mut n = 0;
    let mut ways = 1.0;
    for k in counts {
        n += k;
        ways *= binomial(n, k);
    }
    ways
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("card"))
            .collect()
    }

    /// Every deal that fits, by brute force: each card to one holder.
    fn every_deal(unseen: &[Card], need: &[usize], allowed: &[CardSet]) -> Vec<Vec<CardSet>> {
        let holders = need.len() + 1;
        let mut out = Vec::new();
        let mut choice = vec![0usize; unseen.len()];
        loop {
            let mut hands = vec![CardSet::EMPTY; need.len()];
            let mut fits = true;
            for (&c, &h) in unseen.iter().zip(&choice) {
                if h < need.len() {
                    fits &= allowed[h].contains(c);
                    hands[h].insert(c);
                }
            }
            if fits && hands.iter().zip(need).all(|(h, &k)| h.len() == k) {
                out.push(hands);
            }
            // The next assignment, as a number in base `holders`.
            let mut i = 0;
            loop {
                if i == choice.len() {
                    return out;
                }
                choice[i] += 1;
                if choice[i] < holders {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
        }
    }

    /// Deals `draws` times and compares each fitting deal's frequency with
    /// the uniform one by Pearson's chi-square.
    fn chi_square(
        unseen: &[Card],
        need: &[usize],
        allowed: &[CardSet],
        draws: u32,
    ) -> (f64, usize) {
        let all = every_deal(unseen, need, allowed);
        assert!(all.len() > 1, "a test needs a choice");
        let dealer = Dealer::new(unseen, need, allowed).expect("a deal fits");
        let mut seen: HashMap<Vec<CardSet>, u32> = HashMap::new();
        let mut rng = SplitMix::new(12345);
        for _ in 0..draws {
            let deal = dealer.deal(&mut rng);
            assert!(all.contains(&deal), "a deal that does not fit: {deal:?}");
            *seen.entry(deal).or_default() += 1;
        }
        let expected = f64::from(draws) / all.len() as f64;
        let stat = all
            .iter()
            .map(|d| {
                let o = f64::from(seen.get(d).copied().unwrap_or(0));
                (o - expected).powi(2) / expected
            })
            .sum();
        (stat, all.len() - 1)
    }

    /// The 99.9% point of chi-square with `df` degrees of freedom, by the
    /// Wilson-Hilferty approximation (good to a few per cent from df 3).
    fn critical(df: usize) -> f64 {
        let k = df as f64;
        let z = 3.09;
        k * (1.0 - 2.0 / (9.0 * k) + z * (2.0 / (9.0 * k)).sqrt()).powi(3)
    }

    #[test]
    fn every_fitting_deal_is_equally_likely() {
        // Three players needing 2, 2 and 1 cards from seven unseen (two
        // stay unseen); one showed out of hearts, one holds no spade.
        let unseen = cards("ah kh qh as ks 2c 3d");
        let hearts = CardSet::of(&cards("ah kh qh"));
        let spades = CardSet::of(&cards("as ks"));
        let all = CardSet::of(&unseen);
        let cases: Vec<(Vec<usize>, Vec<CardSet>)> = vec![
            (
                vec![2, 2, 1],
                vec![all.difference(hearts), all.difference(spades), all],
            ),
            (vec![2, 2, 1], vec![all, all, all]),
            // Everything forced but the order of two cards.
            (vec![3, 2, 0], vec![hearts, all.difference(hearts), all]),
            (
                vec![1, 3, 2],
                vec![spades, all.difference(spades), hearts.union(spades)],
            ),
        ];
        for (need, allowed) in cases {
            let (stat, df) = chi_square(&unseen, &need, &allowed, 40_000);
            assert!(
                stat < critical(df.max(1)),
                "{need:?}: chi-square {stat:.1} with {df} degrees of freedom"
            );
        }
    }

    #[test]
    fn a_biased_dealer_would_fail_the_test() {
        // The test can fail: dealing the first allowed cards first (the
        // bias of a greedy dealer) is far from uniform.
        let unseen = cards("ah kh qh as ks 2c 3d");
        let need = [2usize, 2, 1];
        let all = CardSet::of(&unseen);
        let allowed = [all, all, all];
        let every = every_deal(&unseen, &need, &allowed);
        let dealer = Dealer::new(&unseen, &need, &allowed).expect("a deal fits");
        let mut rng = SplitMix::new(1);
        let mut seen: HashMap<Vec<CardSet>, u32> = HashMap::new();
        for _ in 0..20_000 {
            let mut deal = dealer.deal(&mut rng);
            // The bias: player 0 always gets the A♥ when it was dealt.
            if deal[1].contains(unseen[0]) {
                let swap = deal[0].iter().next().expect("a card");
                deal[0].remove(swap);
                deal[0].insert(unseen[0]);
                deal[1].remove(unseen[0]);
                deal[1].insert(swap);
            }
            *seen.entry(deal).or_default() += 1;
        }
        let expected = 20_000.0 / every.len() as f64;
        let stat: f64 = every
            .iter()
            .map(|d| (f64::from(seen.get(d).copied().unwrap_or(0)) - expected).powi(2) / expected)
            .sum();
        assert!(stat > critical(every.len() - 1), "chi-square {stat:.1}");
    }

    #[test]
    fn no_fitting_deal_is_none() {
        let unseen = cards("ah kh qh");
        let hearts = CardSet::of(&unseen);
        // Two players need two cards each from three.
        assert!(Dealer::new(&unseen, &[2, 2], &[hearts, hearts]).is_none());
        // One needs two cards and may hold none of them.
        assert!(Dealer::new(&unseen, &[2, 0], &[CardSet::EMPTY, hearts]).is_none());
    }

    #[test]
    fn the_counts_are_the_number_of_fitting_deals() {
        let unseen = cards("ah kh qh as ks 2c 3d");
        let hearts = CardSet::of(&cards("ah kh qh"));
        let all = CardSet::of(&unseen);
        let need = [2usize, 2, 1];
        let allowed = [all.difference(hearts), all, hearts];
        let mut dealer = Dealer::new(&unseen, &need, &allowed).expect("fits");
        let start = dealer.needs.clone();
        let counted = dealer.count(0, &start);
        assert_eq!(counted, every_deal(&unseen, &need, &allowed).len() as f64);
    }
}
