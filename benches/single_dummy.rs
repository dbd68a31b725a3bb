//! Single-dummy (`analyze --at`) at the first trick with 1,000 deals, the
//! way a table would ask it: the second player's decision, only their own
//! hand known, and the first lead's, both cores. Issue 10's targets: 0.5 s
//! for four players, 30 s for eight; issue 31's at eight players: 2 s at
//! the second card, 15 s at the first lead. The divan benchmark (`benches/analysis.rs`) measures
//! four players; eight take several seconds, too long for a divan sample,
//! so this one runs each size once and prints the time.
//!
//! Run: `cargo bench --bench single_dummy` (four and eight players), or
//! `cargo bench --bench single_dummy -- 8 200` for one table size and a
//! number of deals. With `--features stats`, each run also prints which
//! source answered how many of the solver's questions (docs/analysis.md).

use std::time::Instant;

use fortyfives::rules::audit::RoundPlay;
use fortyfives::rules::solve::{single_dummy, Counted};

mod common;

use common::{first_lead_round, first_trick_round, runs};

fn run(n: usize, samples: u32, round: &RoundPlay, at: (usize, usize), what: &str) {
    let start = Instant::now();
    let decision = single_dummy(round, &Counted::Bidder, at, samples, 1, &|| {}).expect("analysis");
    std::hint::black_box(decision);
    println!(
        "{n} players, {samples} deals, {what}: {:.2} s",
        start.elapsed().as_secs_f64()
    );
    // (Every solver of the run has been dropped, and has added its counts.)
    #[cfg(feature = "stats")]
    println!("{}\n", fortyfives::rules::solve::stats::take());
}

fn main() {
    for (n, samples) in runs(&[4, 8], 1000) {
        run(
            n,
            samples as u32,
            &first_trick_round(n),
            (1, 2),
            "the second card of the first trick",
        );
        run(
            n,
            samples as u32,
            &first_lead_round(n),
            (1, 1),
            "the first lead",
        );
    }
}
