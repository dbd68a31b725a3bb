//! Which source answered how many questions, as DDS's `ABstats` counts its
//! cut-offs: so that a change to the search says which bound now answers
//! more or fewer nodes, and where the nodes it saved or cost came from.
//!
//! Counted only with the `stats` feature: without it `Stats` holds nothing
//! and its methods are empty, so the search compiles to what it was.
//! Each solver counts for itself, with no sharing between threads in the
//! search; a solver adds its counts to the program's totals when it is
//! dropped, and [`take`] reads them (`cargo bench --features stats
//! --bench single_dummy` prints them).

/// Where the answer to a question came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// No bound answered: the position's choices were searched (one of the
    /// solver's nodes; a lean trick or a last-two-tricks search counts as
    /// one, as `Solver::nodes` does).
    Searched,
    /// The trick in progress settled it (`bounds/in_trick.rs`, `settled`).
    Settled,
    /// The trick in progress and the sure tricks after it
    /// (`bounds/in_trick.rs`, `decided`).
    Decided,
    /// The trick in progress settled it inside a lean trick
    /// (`lean.rs`, `lean_settled`).
    LeanSettled,
    /// The quick bounds at a trick's start (`bounds/quick.rs`), the
    /// crossruff not raising either side's count.
    QuickBounds,
    /// The quick bounds, with the crossruff raising a side's count
    /// (`bounds/crossruff.rs`): the count the crossruff added may or may
    /// not have been the one that decided.
    Crossruff,
    /// The leader's sure cards (`bounds/sure_leads.rs`).
    SureLeads,
    /// Sure tricks against a side with no trump
    /// (`bounds/sure_tricks.rs`, `trumpless_sure`).
    TrumplessSure,
    /// Sure tricks once the leader has drawn the trumps
    /// (`bounds/sure_tricks.rs`, `drawn_sure`).
    DrawnSure,
    /// A trick start kept card for card (`exact.rs`, `starts`).
    KeptStart,
    /// A class of positions read from the transposition table (`table.rs`).
    Table,
    /// The last two tricks' kept answer (`endgame.rs`, `endings`).
    KeptEnding,
}

#[cfg(feature = "stats")]
impl Source {
    /// Every source, in the order they are printed.
    pub const ALL: [Source; 12] = [
        Source::Searched,
        Source::Settled,
        Source::Decided,
        Source::LeanSettled,
        Source::QuickBounds,
        Source::Crossruff,
        Source::SureLeads,
        Source::TrumplessSure,
        Source::DrawnSure,
        Source::KeptStart,
        Source::Table,
        Source::KeptEnding,
    ];

    /// The source's name as printed.
    pub fn name(self) -> &'static str {
        match self {
            Source::Searched => "searched (nodes)",
            Source::Settled => "in-trick: trick settled",
            Source::Decided => "in-trick: sure tricks after it",
            Source::LeanSettled => "lean trick: trick settled",
            Source::QuickBounds => "quick bounds",
            Source::Crossruff => "quick bounds with a crossruff",
            Source::SureLeads => "sure leads",
            Source::TrumplessSure => "sure tricks, no trump against",
            Source::DrawnSure => "sure tricks after the draw",
            Source::KeptStart => "kept trick start (card for card)",
            Source::Table => "transposition table",
            Source::KeptEnding => "kept last two tricks",
        }
    }
}

/// One solver's counts (nothing without the `stats` feature).
#[derive(Default)]
pub(super) struct Stats {
    #[cfg(feature = "stats")]
    counts: [u64; 12],
    /// Whether the quick bounds just counted or read had the crossruff
    /// raise a side's count (see `Source::Crossruff`).
    #[cfg(feature = "stats")]
    pub(super) crossruff: std::cell::Cell<bool>,
}

impl Stats {
    /// One more answer from `source`.
    #[inline(always)]
    pub(super) fn count(&mut self, source: Source) {
        #[cfg(feature = "stats")]
        {
            self.counts[source as usize] += 1;
        }
        let _ = source;
    }

    /// The answers counted from `source` (for tests).
    #[cfg(all(test, feature = "stats"))]
    pub(super) fn of(&self, source: Source) -> u64 {
        self.counts[source as usize]
    }

    /// One more answer from the quick bounds just asked for.
    #[inline(always)]
    pub(super) fn count_quick(&mut self) {
        #[cfg(feature = "stats")]
        let crossruff = self.crossruff.get();
        #[cfg(not(feature = "stats"))]
        let crossruff = false;
        self.count(if crossruff {
            Source::Crossruff
        } else {
            Source::QuickBounds
        });
    }
}

#[cfg(feature = "stats")]
mod totals {
    use std::fmt;
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

    use super::{Source, Stats};

    /// The counts of every solver dropped since the last [`take`].
    static TOTALS: [AtomicU64; Source::ALL.len()] = [const { AtomicU64::new(0) }; 12];

    impl Drop for Stats {
        fn drop(&mut self) {
            for (total, &count) in TOTALS.iter().zip(&self.counts) {
                total.fetch_add(count, Relaxed);
            }
        }
    }

    /// The counts of every solver dropped since the last call, by source
    /// (in the order of `Source::ALL`); the totals start again from zero.
    pub fn take() -> Counts {
        Counts(std::array::from_fn(|i| TOTALS[i].swap(0, Relaxed)))
    }

    /// Answers by source, as [`take`] gives them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Counts(pub [u64; Source::ALL.len()]);

    impl Counts {
        /// The answers from `source`.
        pub fn of(&self, source: Source) -> u64 {
            self.0[source as usize]
        }
    }

    /// One line a source: its answers and their share of all answers
    /// (the nodes searched among them).
    impl fmt::Display for Counts {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let all: u64 = self.0.iter().sum();
            writeln!(
                f,
                "{:<34} {:>13} {:>7}",
                "answered by", "questions", "share"
            )?;
            for source in Source::ALL {
                let count = self.of(source);
                let share = if all == 0 {
                    0.0
                } else {
                    100.0 * count as f64 / all as f64
                };
                writeln!(f, "{:<34} {count:>13} {share:>6.2}%", source.name())?;
            }
            write!(f, "{:<34} {all:>13}", "all")
        }
    }
}

#[cfg(feature = "stats")]
pub use totals::{take, Counts};
