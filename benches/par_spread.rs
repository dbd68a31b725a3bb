//! The spread of solving times over many deals, where the divan benchmark
//! (`benches/analysis.rs`) gives the typical one: issue 10 asks for the
//! worst of 100 eight-player deals. Each deal is solved once from the
//! first lead with a fresh table (on both cores at seven or eight players
//! when it takes more than about 20,000 nodes, as `analyze` does); the
//! deals are the same seeded ones as `benches/analysis.rs` (the 120 rules,
//! partnerships of two, the bidder's team counted).
//!
//! Run: `cargo bench --bench par_spread` (all of 4, 6 and 8 players), or
//! `cargo bench --bench par_spread -- 8 100` for one table size and count.
//! Prints the median, the 90th percentile, the worst deal and how many
//! deals took over 250 ms. Some eight-player deals take seconds: a full
//! run takes about a minute.

use std::time::Instant;

use fortyfives::rules::solve::Solver;

mod common;

use common::{random_deal, runs};

fn spread(n: usize, count: u64) {
    let mut solver = Solver::new(random_deal(n, 0).0);
    // Both cores at seven or eight players, as `analyze` uses them.
    solver.set_threads(2);
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
    for (n, count) in runs(&[4, 6, 8], 100) {
        spread(n, count);
    }
}
