//! The spread of solving times over many deals, where the divan benchmark
//! (`benches/analysis.rs`) gives the typical one: issue 10 asks for the
//! worst of 100 eight-player deals. Each deal is solved once from the
//! first lead with a fresh table; the deals are the same seeded ones as
//! `benches/analysis.rs` (the 120 rules, partnerships of two, the bidder's
//! team counted).
//!
//! Run: `cargo bench --bench par_spread` (all of 4, 6 and 8 players), or
//! `cargo bench --bench par_spread -- 8 100` for one table size and count.
//! Prints the median, the 90th percentile, the worst deal and how many
//! deals took over 250 ms. Some eight-player deals take seconds: a full
//! run takes a few minutes.

use std::time::Instant;

use fortyfives::rules::solve::{Deal, Position, Solver};
use fortyfives::rules::{Card, CardSet, RuleSet, Suit};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Deal `index` for `n` players, as `benches/analysis.rs` deals it.
fn random_deal(n: usize, index: u64) -> (Deal, Position) {
    let mut rng = Rng(index.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ n as u64);
    let mut pack: Vec<Card> = Card::all().filter(|c| !c.is_joker()).collect();
    for i in (1..pack.len()).rev() {
        pack.swap(i, (rng.next() % (i as u64 + 1)) as usize);
    }
    let hands: Vec<CardSet> = (0..n)
        .map(|s| CardSet::of(&pack[s * 5..s * 5 + 5]))
        .collect();
    let cards = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
    let trump = Suit::ALL[(rng.next() % 4) as usize];
    let teams = n / 2;
    let counted: Vec<usize> = (0..n).filter(|s| s % teams == 0).collect();
    let rules = RuleSet::default();
    let deal = Deal::new(&rules, trump, n, &counted, Some(0), cards).expect("deal");
    let pos = deal.position(&hands, &[], (0, &[])).expect("position");
    (deal, pos)
}

fn spread(n: usize, count: u64) {
    let mut solver = Solver::new(random_deal(n, 0).0);
    let mut times: Vec<(f64, u64, u64)> = Vec::new();
    for i in 0..count {
        let (deal, pos) = random_deal(n, i);
        solver.reset_table(deal);
        solver.nodes = 0;
        let start = Instant::now();
        std::hint::black_box(solver.value(&pos));
        times.push((start.elapsed().as_secs_f64() * 1e3, solver.nodes, i));
    }
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].0;
    let worst = times[times.len() - 1];
    let over = times.iter().filter(|t| t.0 > 250.0).count();
    println!(
        "{n} players, {count} deals: median {:.3} ms, 90th percentile {:.1} ms, worst {:.1} ms (deal {}, {} nodes), {over} over 250 ms",
        at(0.5),
        at(0.9),
        worst.0,
        worst.2,
        worst.1,
    );
}

fn main() {
    // `cargo bench` passes `--bench`; anything else is a table size and a count.
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    match args.as_slice() {
        [n, count, ..] => spread(*n as usize, *count),
        [n] => spread(*n as usize, 100),
        _ => {
            for n in [4, 6, 8] {
                spread(n, 100);
            }
        }
    }
}
