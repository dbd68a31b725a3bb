//! `check play`: was this card a legal play? (exit 1 when it was not)

use fortyfives::rules::{check_play, parse_cards, Card, Suit};
use serde::Serialize;

use crate::cli::args::CheckPlayArgs;
use crate::cli::args::GlobalArgs;
use crate::cli::error::{CliError, Context};
use crate::cli::output::{print_json, Style};
use crate::cli::{judging_rules, Verdict};

pub fn run(args: &CheckPlayArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let judging = judging_rules(&args.rules, global)?;
    let rules = &judging.rules;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let hand = parse_cards(&args.hand).context("--hand")?;
    let trick = match &args.trick {
        Some(text) => parse_cards(text).context("--trick")?,
        None => Vec::new(),
    };
    let card: Card = args.card.parse().context("--card")?;
    let verdict = check_play(rules, trump, &hand, &trick, card)?;

    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            #[serde(flatten)]
            verdict: &'a fortyfives::rules::PlayVerdict,
            trump: Suit,
            rules: String,
        }
        let mut shown = verdict.clone();
        shown.reason = style.text(&verdict.reason);
        print_json(&Out {
            verdict: &shown,
            trump,
            rules: judging.label(),
        });
    } else {
        let head = if verdict.legal {
            let tag = if verdict.renege {
                " (a legal renege)"
            } else {
                ""
            };
            style.good(&format!("Legal: {}{tag}", style.card(card)))
        } else {
            style.bad(&format!("Illegal: {}", style.card(card)))
        };
        println!("{head}");
        println!("{}", style.text(&verdict.reason));
        println!("Legal cards: {}", style.cards(&verdict.legal_cards));
        println!(
            "{}",
            style.dim(&format!(
                "Rules: {}, {} trump.",
                judging.label(),
                trump.name()
            ))
        );
    }
    Ok(if verdict.legal {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}
