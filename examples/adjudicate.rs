//! Settles a trick through the library, as a program of your own would:
//! who may play what, and who wins.
//!
//! `cargo run --example adjudicate`

use fortyfives::rules::{check_play, check_trick, parse_cards, Card, RuleSet, Suit};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rules = RuleSet::preset("120")?;
    let trump = Suit::Spades;

    // Source 000, scenario 2, first trick: Frank leads the 8♠, John plays the
    // 9♠, Fred the 2♠. Jim holds the 5♠, the A♥ and three plain cards.
    let trick = parse_cards("8s 9s 2s")?;
    let jim = parse_cards("5s ah 3d 7c qd")?;
    for card in &jim {
        let verdict = check_play(&rules, trump, &jim, &trick, *card)?;
        let word = if verdict.legal { "may" } else { "may not" };
        println!("Jim {word} play the {card}: {}", verdict.reason);
    }

    // Jim plays the A♥ and takes the trick.
    let mut played = trick.clone();
    played.push("ah".parse::<Card>()?);
    let seats = ["Frank", "John", "Fred", "Jim"];
    let result = check_trick(&rules, trump, &played)?;
    println!(
        "{} takes the trick: {}",
        seats[result.winner_index], result.reason
    );
    Ok(())
}
