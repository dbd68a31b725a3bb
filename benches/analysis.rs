//! How fast the analysis answers (issue 10's targets): the par of a deal
//! from the first lead for four, six and eight players, `analyze` of a
//! whole recorded round, and single-dummy (`--at`) at the first trick with
//! 1,000 deals for four players (eight players: `benches/single_dummy.rs`).
//! Deals are random but fixed (a seeded generator, `benches/common`), the
//! 120 rules, partnerships of two, the bidder's team counted.
//!
//! Run: `cargo bench --bench analysis`. With `--features stats`, it
//! prints at the end which source answered how many of the solver's
//! questions over every benchmark run (name one to count it alone:
//! `cargo bench --features stats --bench analysis -- par_4`).

use divan::{black_box, Bencher};
use fortyfives::rules::solve::{analyze, single_dummy, Counted, Deal, Position, Solver};
use fortyfives::store::round_file::parse_round;

mod common;

use common::{first_trick_round, random_deal};

fn main() {
    divan::main();
    #[cfg(feature = "stats")]
    println!("\n{}", fortyfives::rules::solve::stats::take());
}

fn par(bencher: Bencher, n: usize, count: u64) {
    let deals: Vec<(Deal, Position)> = (0..count).map(|i| random_deal(n, i)).collect();
    let mut solver = Solver::new(deals[0].0.clone());
    // Both cores at seven or eight players, as `analyze` uses them.
    solver.set_threads(2);
    let mut i = 0;
    bencher.bench_local(|| {
        let (deal, pos) = &deals[i % deals.len()];
        i += 1;
        // A fresh table for each deal: nothing carried over from the last.
        solver.reset_table(deal.clone());
        black_box(solver.value(black_box(pos)))
    });
}

/// The par of a four-player deal from the first lead (target: 40 µs median).
#[divan::bench(sample_count = 500)]
fn par_4_players(bencher: Bencher) {
    par(bencher, 4, 100);
}

/// Six players (target: 1 ms).
#[divan::bench(sample_count = 200)]
fn par_6_players(bencher: Bencher) {
    par(bencher, 6, 100);
}

/// Eight players (target: 25 ms median, worst of 100 deals 250 ms). Only
/// the first ten deals here: some later ones take the solver seconds.
/// `benches/par_spread.rs` gives the spread over 100 deals.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn par_8_players(bencher: Bencher) {
    par(bencher, 8, 10);
}

/// `analyze` of a whole four-player round: par, line and every play
/// (target, with process start: 5 ms).
#[divan::bench(sample_count = 200)]
fn analyze_round_4_players(bencher: Bencher) {
    let text = include_str!("../examples/rounds/scenario3_retrospective.toml");
    bencher.bench(|| {
        let round = parse_round(black_box(text)).expect("round");
        analyze(&round, &Counted::Bidder).expect("analysis")
    });
}

/// Single-dummy, 1,000 deals, the second card of the first trick, four
/// players (target: 0.5 s on two cores).
#[divan::bench(sample_count = 5, sample_size = 1)]
fn single_dummy_4_players(bencher: Bencher) {
    let round = first_trick_round(4);
    bencher.bench(|| {
        single_dummy(&round, &Counted::Bidder, (1, 2), 1000, 1, &|| {}).expect("analysis")
    });
}
