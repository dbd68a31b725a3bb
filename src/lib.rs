//! # fortyfives
//!
//! Keep score and settle arguments at a game of Forty-Fives (45s, Auction
//! 45s, 120s, 110, Irish 45 and 25).
//!
//! The [`rules`] module is the pure rules engine: cards, ranking under a
//! trump, legal plays with the renege privilege, trick winners, scoring,
//! and the audit of a whole round's play record ([`rules::audit()`]).
//! The [`store`] module is the only one that touches the disk: saved games
//! as TOML files, written atomically under a lock, and the round file of
//! `check round` ([`store::round_file`]).
//!
//! ## Where to start
//!
//! | to | call |
//! |---|---|
//! | check a play | [`rules::check_play`]; who wins a trick: [`rules::check_trick`] |
//! | audit a round | [`store::round_file::parse_round`], then [`rules::audit()`] |
//! | score a game | [`rules::GameState::apply`] a [`rules::RoundRecord`] at a time, or [`rules::replay`] them all |
//! | analyse a round | [`rules::solve::analyze`] (could the bid be made?), [`rules::solve::single_dummy`] (was that the right card?) |
//! | weigh a bid | [`rules::odds::odds`] for a [`rules::odds::Question`] |
//! | run a card party | [`rules::party::Party`]: [`report`](rules::party::Party::report) a table's result, [`standings`](rules::party::Party::standings), [`prizes`](rules::party::Party::prizes) |
//! | keep games on disk | [`store::Store`]: [`load`](store::Store::load), [`update`](store::Store::update) a [`store::GameFile`] or a [`store::PartyFile`] |
//!
//! The rules take their rule set as a value ([`rules::RuleSet::preset`], then
//! any knob changed), and never read a clock or a random source: a time or a
//! seed is passed in, so an answer can be repeated. The time of day is read
//! in one place, [`clock::Clock`].
//!
//! Errors and reports are `#[non_exhaustive]`: read their fields, and match
//! them with a `_` arm, so that a new reason or a new fact in a later version
//! does not break the program using them.
//!
//! ```
//! use fortyfives::rules::{check_play, parse_cards, RuleSet, Suit};
//!
//! // Hearts are trump and the 2♥ is led. Holding the J♥ and three plain
//! // cards, may the player keep the jack back and play the 7♣?
//! let rules = RuleSet::preset("120").unwrap();
//! let hand = parse_cards("jh 7c 8d ks").unwrap();
//! let trick = parse_cards("2h").unwrap();
//! let verdict = check_play(&rules, Suit::Hearts, &hand, &trick, "7c".parse().unwrap()).unwrap();
//! assert!(verdict.legal && verdict.renege);
//! println!("{}", verdict.reason);
//! ```

#![warn(missing_docs)]

pub mod clock;
pub mod rules;
pub mod store;
