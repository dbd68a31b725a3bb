//! Auditing the record of a round's play (docs/cli.md, "Settling an argument",
//! `check round`): who won each trick, the best card, the points each side
//! took, whether the bid was made, and every play that broke a rule, with
//! its proof.
//!
//! As in shakmaty, a [`PlayRecord`] (what was written down, nothing checked)
//! becomes a [`RoundPlay`] only through [`RoundPlay::new`], which refuses a
//! record that cannot be true (a card played twice, a player out of turn...)
//! with a [`PlayRecordError`]. A record that *can* be true but shows a rule broken
//! is not an error: [`audit`] reports it as a [`Violation`].
//!
//! - `record.rs`: the record as written, and why one can't be true;
//! - `round_play.rs`: the checks that make a record a [`RoundPlay`], one per part;
//! - `report.rs`: the audit: trick winners, best card, points, made or set;
//! - `proof.rs`: every illegal play, with the sentences that prove it.

mod at_table;
mod proof;
mod record;
mod report;
mod round_play;
#[cfg(test)]
mod tests;

pub use at_table::AtTableError;
pub use record::{HandRecord, Place, PlayRecord, PlayRecordError, TrickRecord};
pub use report::{
    audit, AuditReport, BestReport, Evidence, PlayReport, Points, TrickReport, Violation,
};
pub use round_play::{RoundPlay, Trick};

/// Tricks in a full round: every player plays their five cards.
pub(crate) const TRICKS: usize = crate::rules::play::HAND_SIZE;
