//! Could the bid have been made, and was that the right card? A
//! double-dummy solver (every hand open, best play by everyone) and a
//! single-dummy analysis (one player's view, the unseen cards sampled) for
//! every table size, team or cut-throat, preset and knob.
//!
//! The value of a position is the **counted side's** points for the round:
//! 5 a trick plus the best card's 5 where the rules give it (docs/rules.md §5,
//! §8; with `majority` or `spread` scoring, which never score the best card,
//! 5 a trick). Every other side plays against it, together. The solver asks
//! the rules themselves which cards are legal ([`legal_plays`]), who wins a
//! trick ([`Ranking::winner`]) and what the best card is ([`best_among`]).
//!
//! [`legal_plays`]: crate::rules::play::legal_plays
//! [`Ranking::winner`]: crate::rules::ranking::Ranking::winner
//! [`best_among`]: crate::rules::play::best_among
//!
//! ```
//! use fortyfives::rules::solve::{analyze, Counted};
//! use fortyfives::store::round_file::parse_round;
//!
//! let round = parse_round(include_str!("../../../examples/rounds/scenario3_bang_out_set.toml")).unwrap();
//! let analysis = analyze(&round, &Counted::Bidder).unwrap();
//! assert_eq!(analysis.side, "John+Jim");
//! assert_eq!(analysis.par_made, Some(false));
//! ```

mod analysis;
mod deal;
mod dealer;
#[cfg(test)]
mod reference;
mod sample;
mod search;
#[cfg(test)]
mod tests;

pub(crate) use analysis::line_of_value;
pub use analysis::{
    analyze, analyze_with, Analysis, AnalysisError, CardValue, Counted, Instead, LeftOut, LinePlay,
    PlayValue, ToPlay, TrickTaken,
};
pub use deal::{Deal, DealError, Position, ROUND_TRICKS, TRICK_POINTS};
pub use sample::{single_dummy, CardOption, Decision};
pub use search::{table_entries, Solver};

/// Which source answered how many of the solver's questions (the `stats`
/// feature; see `docs/analysis.md`).
#[cfg(feature = "stats")]
pub mod stats {
    pub use super::search::stats::{take, Counts, Source};
}
