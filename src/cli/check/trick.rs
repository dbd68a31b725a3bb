//! `check trick`: which card won the trick, and why.

use fortyfives::rules::{check_trick, parse_cards, Suit};
use serde::Serialize;

use crate::cli::args::CheckTrickArgs;
use crate::cli::args::GlobalArgs;
use crate::cli::error::{CliError, Context};
use crate::cli::output::{print_json, Style};
use crate::cli::{judging_rules, Verdict};

pub fn run(args: &CheckTrickArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let judging = judging_rules(&args.rules, global)?;
    let rules = &judging.rules;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let cards = parse_cards(&args.cards).context("--cards")?;
    let seats = match &args.seats {
        Some(text) => Some(parse_seats(text, cards.len())?),
        None => None,
    };
    let verdict = check_trick(rules, trump, &cards)?;
    let winner = seats.as_ref().map(|s| s[verdict.winner_index].clone());

    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            #[serde(flatten)]
            verdict: &'a fortyfives::rules::TrickVerdict,
            #[serde(skip_serializing_if = "Option::is_none")]
            winner: Option<String>,
            trump: Suit,
            rules: String,
        }
        let mut shown = verdict.clone();
        shown.reason = style.text(&verdict.reason);
        print_json(&Out {
            verdict: &shown,
            winner,
            trump,
            rules: judging.label(),
        });
    } else {
        let who = match &winner {
            Some(name) => format!("{name} wins with the {}", style.card(verdict.card)),
            None => format!(
                "Card {} wins: the {}",
                verdict.winner_index + 1,
                style.card(verdict.card)
            ),
        };
        println!("{}", style.bold(&who));
        println!("{}", style.text(&verdict.reason));
        println!(
            "{}",
            style.dim(&format!(
                "Rules: {}, {} trump.",
                judging.label(),
                trump.name()
            ))
        );
    }
    Ok(Verdict::Done)
}

/// `--seats Frank,John,Fred,Jim`: one distinct name per card played.
fn parse_seats(text: &str, cards: usize) -> Result<Vec<String>, CliError> {
    let names: Vec<String> = text
        .split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    if names.len() != cards {
        return Err(CliError::input(format!(
            "--seats: {} for {} cards; give one name per card, in the order the cards were played",
            plural(names.len(), "name"),
            cards
        )));
    }
    for (i, name) in names.iter().enumerate() {
        if names[..i].iter().any(|n| n.eq_ignore_ascii_case(name)) {
            return Err(CliError::input(format!(
                "--seats: {name} is named twice; each player plays one card to a trick"
            )));
        }
    }
    Ok(names)
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}
