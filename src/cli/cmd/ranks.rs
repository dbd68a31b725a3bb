//! `ranks --trump SUIT`: the order of every card under that trump.

use std::collections::BTreeMap;

use fortyfives::rules::{Card, Ranking, Suit};
use serde::Serialize;

use crate::cli::args::RanksArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::output::print_json;
use crate::cli::{args::rules::judging_rules, Verdict};

pub fn run(args: &RanksArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let judging = judging_rules(&args.rules, ctx)?;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let ranking = Ranking::new(&judging.rules, trump);
    let trumps = ranking.trump_order();
    let renegeable = ranking.ordered(ranking.renegeable());
    let plain: Vec<(Suit, Vec<Card>)> = Suit::ALL
        .into_iter()
        .filter(|&s| s != trump)
        .map(|s| (s, ranking.plain_order(s)))
        .collect();

    if style.json {
        #[derive(Serialize)]
        struct Out {
            rules: String,
            trump: Suit,
            trumps: Vec<Card>,
            renegeable: Vec<Card>,
            plain: BTreeMap<&'static str, Vec<Card>>,
        }
        print_json(&Out {
            rules: judging.label(),
            trump,
            trumps,
            renegeable,
            plain: plain.into_iter().map(|(s, c)| (s.name(), c)).collect(),
        });
        return Ok(Verdict::Done);
    }
    // A saved game's rules may order the cards otherwise than the preset the
    // table has in mind: say whose they are before the order, not after.
    if let Some(game) = &judging.game {
        println!("Ranked by {game}'s rules ({}).", judging.rules.label());
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
    println!();
    println!("{}", style.dim(&format!("Rules: {}.", judging.label())));
    Ok(Verdict::Done)
}
