//! `check play`: was this card a legal play? (exit 1 when it was not)

use fortyfives::rules::{check_play, parse_cards, Card, Suit};
use serde::Serialize;

use crate::cli::args::CheckPlayArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::output::print_json;
use crate::cli::{args::rules::judging_rules, Verdict};

pub fn run(args: &CheckPlayArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let judging = judging_rules(&args.rules, ctx)?;
    let rules = &judging.rules;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let hand = parse_cards(&args.hand).context("--hand")?;
    let trick = match &args.trick {
        Some(text) => parse_cards(text).context("--trick")?,
        None => Vec::new(),
    };
    let card: Card = args.card.parse().context("--card")?;
    if let (Some(players), Some(game)) = (judging.players, &judging.game) {
        if trick.len() >= players {
            return Err(CliError::input(format!(
                "--trick: {} cards, but {game}'s table has {players} players, so at most {} come before the card judged; give the cards played before it, or --rules PRESET to judge away from that game",
                trick.len(),
                players - 1
            )));
        }
    }
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
        // A game's rules are named before the verdict: the same cards may be
        // judged otherwise under the preset the table has in mind.
        let judged_by = judging.judged_by(trump);
        if let Some(line) = &judged_by {
            println!("{}", style.text(line));
        }
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
        crate::cli::view::output::say(&style.text(&verdict.reason), 0);
        println!("Legal cards: {}", style.cards(&verdict.legal_cards));
        if judged_by.is_none() {
            println!(
                "{}",
                style.dim(&format!(
                    "Rules: {}, {} trump.",
                    judging.label(),
                    trump.name()
                ))
            );
        }
    }
    Ok(if verdict.legal {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}
