//! Single-dummy (`analyze --at`) at the first trick with 1,000 deals, the
//! way a table would ask it: the second player's decision, only their own
//! hand known, both cores. Issue 10's targets: 0.5 s for four players,
//! 30 s for eight. The divan benchmark (`benches/analysis.rs`) measures
//! four players; eight take several seconds, too long for a divan sample,
//! so this one runs each size once and prints the time.
//!
//! Run: `cargo bench --bench single_dummy` (four and eight players), or
//! `cargo bench --bench single_dummy -- 8 200` for one table size and a
//! number of deals.

use std::time::Instant;

use fortyfives::rules::solve::{single_dummy, Counted};

mod common;

use common::{first_trick_round, runs};

fn run(n: usize, samples: u32) {
    let round = first_trick_round(n);
    let start = Instant::now();
    let decision =
        single_dummy(&round, &Counted::Bidder, (1, 2), samples, 1, &|| {}).expect("analysis");
    std::hint::black_box(decision);
    println!(
        "{n} players, {samples} deals, the first trick: {:.2} s",
        start.elapsed().as_secs_f64()
    );
}

fn main() {
    for (n, samples) in runs(&[4, 8], 1000) {
        run(n, samples as u32);
    }
}
