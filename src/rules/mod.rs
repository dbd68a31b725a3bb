//! The rules of Forty-Fives: pure game knowledge, no files and no terminal.
//!
//! - [`card`]: cards and their notation;
//! - [`variant`]: every knob and the named presets;
//! - [`ranking`]: the trump set and the order of cards under a trump;
//! - [`play`]: legal plays, the renege privilege, trick winners, the best card;
//! - [`audit`]: a round's play record checked trick by trick.

pub mod audit;
pub mod card;
pub mod play;
pub mod ranking;
pub mod variant;

pub use audit::{audit, AuditReport, PlayRecord, PlayRecordError, RoundPlay};
pub use card::{parse_cards, Card, CardError, CardSet, Rank, Suit};
pub use play::{
    best_card, check_play, check_trick, judge, judge_trick, legal_plays, BestCard, Legality,
    PlayError, PlayRule, PlayVerdict, TrickVerdict,
};
pub use ranking::{Lead, Ranking};
pub use variant::{RuleError, RuleSet, KNOBS, PRESETS};
