//! The rules of Forty-Fives: pure game knowledge, no files and no terminal.
//!
//! - [`card`]: cards and their notation;
//! - [`variant`]: every knob (`variant/mod.rs`, their values in
//!   `variant/knobs.rs`) and the named presets (`variant/presets.rs`);
//! - [`ranking`]: the trump set and the order of cards under a trump;
//! - [`play`]: legal plays and the renege privilege (`play/legal.rs`), a
//!   verdict and its reason, trick winners (`play/trick.rs`), the best card;
//! - [`first_lead`]: who leads the first trick;
//! - [`table`]: players, sides and seating; [`seat`]: the `Seat`, `SideId`
//!   and per-side `BySide` types that index them;
//! - [`round`]: a round's record, the auction (`round/auction.rs`), and what
//!   each side scores (`round/scoring.rs`);
//! - [`game`]: scores over rounds; the end of the game, tie-breaks and
//!   eliminations (`game/end.rs`);
//! - [`explain`]: the rules as prose to read aloud;
//! - [`house`]: house rules asked in plain words, mapped to knobs;
//! - [`audit`](mod@audit): a round's play record checked (`audit/round_play.rs`), its
//!   report (`audit/report.rs`) and the proof of every illegal play
//!   (`audit/proof.rs`);
//! - [`solve`]: could the bid have been made, and was that the right card;
//! - [`odds`]: should he have bid? The odds of each bid by RULES.md §13's model;
//! - [`party`]: a card party: pairs, tables, movement, the tally and prizes;
//!   [`seeded`]: the seeded draws it and the analysis use;
//! - [`prose`]: the bits of English every message shares (lists, capitals).

pub mod audit;
pub mod card;
pub mod explain;
pub mod first_lead;
pub mod game;
pub mod house;
pub mod odds;
pub mod party;
pub mod play;
pub mod prose;
pub mod ranking;
pub mod round;
pub mod seat;
pub mod seeded;
pub mod solve;
pub mod suggestion;
pub mod table;
pub mod variant;

pub use audit::{audit, AuditReport, PlayRecord, PlayRecordError, RoundPlay};
pub use card::{parse_cards, Card, CardError, CardSet, Rank, Suit};
pub use game::{replay, GameState, HistoryRow, Overtime, SideState};
pub use play::{
    best_card, check_play, check_trick, check_trick_at, judge, legal_plays, BestCard, Legality,
    PlayError, PlayRule, PlayVerdict, TrickVerdict,
};
pub use ranking::{Lead, Ranking};
pub use round::{
    allowed_bids, in_hole, parse_auction, score_round, AuctionError, Bid, Call, CallKind, Contract,
    RoundContext, RoundError, RoundOutcome, RoundRecord, Tricks,
};
pub use seat::{BySide, Seat, SideId};
pub use table::{Side, Table, TableError, Who};
pub use variant::{RuleError, RuleSet, KNOBS, PRESETS};
