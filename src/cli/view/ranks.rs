//! What `ranks` shows: the trumps best first, the trumps that may be
//! reneged, and each plain suit's order (or, with `--json`, the same lists).

use std::collections::BTreeMap;

use fortyfives::rules::{Card, Suit};
use serde::Serialize;

use crate::cli::view::output::{print_json, Style};

/// The order of every card under one trump.
pub struct Order {
    pub trump: Suit,
    /// The trumps, best first.
    pub trumps: Vec<Card>,
    /// The trumps that may be kept back against a lower trump led.
    pub renegeable: Vec<Card>,
    /// Each plain suit, its cards best first.
    pub plain: Vec<(Suit, Vec<Card>)>,
}

/// `order` under the rules labelled `rules`; `game_rules`, when the rules
/// are a saved game's ("friday", "45"), is said before the order.
pub fn ranks(order: Order, rules: &str, game_rules: Option<(&str, &str)>, style: Style) {
    let Order {
        trump,
        trumps,
        renegeable,
        plain,
    } = order;
    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            rules: &'a str,
            trump: Suit,
            trumps: Vec<Card>,
            renegeable: Vec<Card>,
            plain: BTreeMap<&'static str, Vec<Card>>,
        }
        print_json(&Out {
            rules,
            trump,
            trumps,
            renegeable,
            plain: plain.into_iter().map(|(s, c)| (s.name(), c)).collect(),
        });
        return;
    }
    // A saved game's rules may order the cards otherwise than the preset the
    // table has in mind: say whose they are before the order, not after.
    if let Some((game, label)) = game_rules {
        println!("Ranked by {game}'s rules ({label}).");
    }
    println!(
        "{}",
        style.bold(&format!(
            "Trump: {} ({} cards, best first)",
            trump.name(),
            trumps.len()
        ))
    );
    println!("  {}", style.cards(&trumps));
    let renege = if renegeable.is_empty() {
        "none".to_string()
    } else {
        style.cards(&renegeable)
    };
    println!("Renegeable against a lower trump led: {renege}");
    println!();
    println!("{}", style.bold("Plain suits, best first:"));
    for (suit, cards) in plain {
        let label = if style.ascii {
            suit.name().to_string()
        } else {
            format!("{} {}", suit.symbol(), suit.name())
        };
        println!("  {label:<10} {}", style.cards(&cards));
    }
    // The rules are named once: before the order for a game's, after it
    // for a preset's.
    if game_rules.is_none() {
        println!();
        println!("{}", style.dim(&format!("Rules: {rules}.")));
    }
}
