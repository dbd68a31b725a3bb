//! Two builds of the solver in one program, each deal solved by one and
//! then the other (the order turning from deal to deal), so that both
//! meet the machine in the same moment. `benches/ab.sh` writes the two
//! builds out as the crates `base` and `new` and runs this; on a shared
//! machine whose speed moves by a third from one minute to the next, it
//! tells apart two builds that differ by half a percent.

use std::time::Instant;

mod common_base;
mod common_new;

/// One build's solver and the benchmark deals, as `benches/par_spread.rs`
/// solves them: once each, with a fresh table.
macro_rules! build {
    ($name:ident, $krate:ident, $common:ident) => {
        mod $name {
            use super::$common::random_deal;
            use $krate::rules::solve::{Deal, Position, Solver};

            pub struct Bench {
                solver: Solver,
                deals: Vec<(Deal, Position)>,
            }

            impl Bench {
                pub fn new(n: usize, count: u64) -> Bench {
                    let deals: Vec<_> = (0..count).map(|i| random_deal(n, i)).collect();
                    Bench {
                        solver: Solver::new(deals[0].0.clone()),
                        deals,
                    }
                }

                /// Microseconds, the par and the nodes for deal `i`.
                pub fn solve(&mut self, i: usize) -> (f64, u8, u64) {
                    let (deal, pos) = &self.deals[i];
                    self.solver.reset_table(deal.clone());
                    self.solver.nodes = 0;
                    let start = std::time::Instant::now();
                    let par = std::hint::black_box(self.solver.value(pos));
                    let micros = start.elapsed().as_secs_f64() * 1e6;
                    (micros, par, self.solver.nodes)
                }
            }
        }
    };
}

build!(run_base, base, common_base);
build!(run_new, new, common_new);

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let n = setting("N", 4) as usize;
    let count = setting("COUNT", 200).max(1);
    let passes = setting("PASSES", 20).max(2) as usize;
    let mut base = run_base::Bench::new(n, count);
    let mut new = run_new::Bench::new(n, count);
    let (mut base_medians, mut new_medians, mut ratios) = (vec![], vec![], vec![]);
    let (mut base_nodes, mut new_nodes, mut differ) = (0, 0, 0);
    let start = Instant::now();
    for pass in 0..passes {
        let (mut b, mut w) = (vec![], vec![]);
        for i in 0..count as usize {
            let (x, y) = if (i + pass) % 2 == 0 {
                let x = base.solve(i);
                (x, new.solve(i))
            } else {
                let y = new.solve(i);
                (base.solve(i), y)
            };
            differ += usize::from(x.1 != y.1);
            if pass == 0 {
                base_nodes += x.2;
                new_nodes += y.2;
            }
            b.push(x.0);
            w.push(y.0);
        }
        let (mb, mw) = (median(&b), median(&w));
        base_medians.push(mb);
        new_medians.push(mw);
        ratios.push(mw / mb);
    }
    let mean = ratios.iter().sum::<f64>() / passes as f64;
    let var = ratios.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (passes - 1) as f64;
    let margin = 2.0 * (var / passes as f64).sqrt();
    let fastest = |v: &[f64]| v.iter().copied().fold(f64::MAX, f64::min);
    println!(
        "{n} players, {count} deals, {passes} passes ({:.1} s)",
        start.elapsed().as_secs_f64()
    );
    println!(
        "  base: median {:.1} µs (fastest pass {:.1}), {base_nodes} nodes",
        median(&base_medians),
        fastest(&base_medians)
    );
    println!(
        "  new:  median {:.1} µs (fastest pass {:.1}), {new_nodes} nodes",
        median(&new_medians),
        fastest(&new_medians)
    );
    println!(
        "  new / base, pass by pass: {:.3} ± {:.3} (two standard errors)",
        mean, margin
    );
    if differ > 0 {
        println!("  THE PARS DIFFER on {differ} solves");
        std::process::exit(1);
    }
}
