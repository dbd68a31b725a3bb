//! The card parser (`--hand`, `--trick`, `--card`, round files): any text
//! is read or refused with a message, never a panic, and every card read
//! prints as something that reads back as the same card.
#![no_main]

use fortyfives::rules::{parse_cards, Card};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match text.parse::<Card>() {
        Ok(card) => {
            let shown = card.to_string();
            assert_eq!(shown.parse::<Card>().ok(), Some(card), "{shown:?}");
        }
        Err(e) => drop(e.to_string()),
    }
    match parse_cards(text) {
        Ok(cards) => {
            let shown: Vec<String> = cards.iter().map(Card::to_string).collect();
            assert_eq!(parse_cards(&shown.join(" ")).ok(), Some(cards));
        }
        Err(e) => drop(e.to_string()),
    }
});
