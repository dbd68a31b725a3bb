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

pub mod rules;
pub mod store;
