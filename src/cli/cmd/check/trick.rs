//! `check trick`: which card won the trick, and why.

use fortyfives::rules::{check_trick, check_trick_at, parse_cards, PlayError, Suit};
use serde::Serialize;

use crate::cli::args::CheckTrickArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::output::print_json;
use crate::cli::{args::rules::judging_rules, Verdict};

pub fn run(args: &CheckTrickArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let judging = judging_rules(&args.rules, ctx)?;
    let rules = &judging.rules;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let cards = parse_cards(&args.cards).context("--cards")?;
    let seats = match &args.seats {
        Some(text) => Some(parse_seats(text, cards.len())?),
        None => None,
    };
    // A game's table says how many cards make a trick; without one, the
    // cards given are the whole trick.
    let verdict = match judging.players {
        Some(players) => check_trick_at(rules, trump, &cards, players).map_err(|e| match e {
            PlayError::TrickTooBigFor { cards, players } => CliError::input(format!(
                "--cards: {cards} cards, but {}'s table has {players} players and a trick holds one card from each; give at most {players}, or --rules PRESET to judge away from that game",
                judging.game.as_ref().map_or_else(String::new, ToString::to_string)
            ))
            .caused_by(e),
            e => e.into(),
        })?,
        None => check_trick(rules, trump, &cards)?,
    };
    let complete = judging.players.is_none_or(|n| cards.len() == n);
    let winner = seats.as_ref().map(|s| s[verdict.winner_index].clone());

    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            #[serde(flatten)]
            verdict: &'a fortyfives::rules::TrickVerdict,
            #[serde(skip_serializing_if = "Option::is_none")]
            winner: Option<String>,
            /// False while players are still to play to the trick: then
            /// `winner_index` is the card winning so far.
            complete: bool,
            trump: Suit,
            rules: String,
        }
        let mut shown = verdict.clone();
        shown.reason = style.text(&verdict.reason);
        print_json(&Out {
            verdict: &shown,
            winner,
            complete,
            trump,
            rules: judging.label(),
        });
    } else {
        let judged_by = judging.judged_by(trump);
        if let Some(line) = &judged_by {
            println!("{}", style.text(line));
        }
        let card = style.card(verdict.card);
        let who = match (&winner, complete) {
            (Some(name), true) => format!("{name} wins with the {card}"),
            (Some(name), false) => format!("{name} is winning so far with the {card}"),
            (None, true) => format!("Card {} wins: the {card}", verdict.winner_index + 1),
            (None, false) => format!(
                "Card {} is winning so far: the {card}",
                verdict.winner_index + 1
            ),
        };
        println!("{}", style.bold(&who));
        crate::cli::view::output::say(&style.text(&verdict.reason), 0);
        if !complete {
            let left = judging.players.unwrap_or(cards.len()) - cards.len();
            println!(
                "{}",
                style.text(&format!(
                    "{} still to play: the trick is not won until every player has played.",
                    plural(left, "player")
                ))
            );
        }
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
    Ok(Verdict::Done)
}

/// `--seats Frank,John,Fred,Jim`: one distinct name per card played.
fn parse_seats(text: &str, cards: usize) -> Result<Vec<String>, CliError> {
    let names: Vec<String> = text
        .split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        // The names a table may use, no others: a name that could move the
        // cursor or turn the text around never reaches the screen.
        .map(|name| fortyfives::rules::table::check_name(name).context("--seats"))
        .collect::<Result<_, _>>()?;
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
