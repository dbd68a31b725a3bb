//! `analyze FILE...` (also `analyse`): could the bid have been made, and
//! was that the right card? The rules core solves; this file shows.

use std::path::Path;

use fortyfives::rules::audit::RoundPlay;
use fortyfives::rules::solve::{analyze, Analysis, Counted, PlayValue, TrickTaken};

use super::args::AnalyzeArgs;
use super::check::read_round_file;
use super::error::CliError;
use super::output::{columns, print_json, Style};
use super::Verdict;

pub fn run(args: &AnalyzeArgs, style: Style) -> Result<Verdict, CliError> {
    let counted = match &args.side {
        Some(side) => Counted::Side(side.clone()),
        None => Counted::Bidder,
    };
    let mut rounds = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let round = read_round_file(path)?;
        rounds.push((path.as_path(), round));
    }
    let mut results = Vec::with_capacity(rounds.len());
    for (path, round) in &rounds {
        let analysis = analyze(round, &counted)
            .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
        results.push(analysis);
    }
    if style.json {
        if results.len() == 1 {
            print_json(&results[0]);
        } else {
            print_json(&results);
        }
        return Ok(Verdict::Done);
    }
    let several = rounds.len() > 1;
    for (i, ((path, round), analysis)) in rounds.iter().zip(&results).enumerate() {
        if i > 0 {
            println!();
        }
        print_analysis(path, round, analysis, several, style);
    }
    Ok(Verdict::Done)
}

fn print_analysis(path: &Path, round: &RoundPlay, a: &Analysis, several: bool, style: Style) {
    if several {
        println!("{}", style.bold(&format!("== {}", path.display())));
    }
    let mut head = format!(
        "{} trump, {} rules.",
        capitalise(round.trump().name()),
        style.text(&round.rules().label())
    );
    if let (Some(b), Some(bid)) = (round.bidder(), round.bid()) {
        head.push_str(&format!(" {} bid {bid}.", round.players()[b]));
    }
    head.push_str(&format!(" Points are {}'s", a.side));
    if a.against.len() > 1 {
        head.push_str(&format!(
            "; {} play against them together",
            join_and(&a.against)
        ));
    }
    head.push('.');
    println!("{}", style.bold(&head));

    let par_words = match (a.bid, a.made_at) {
        (Some(bid), Some(m)) if a.par >= m => {
            format!(" The {bid} bid could be made against any defence.")
        }
        (Some(bid), Some(_)) => format!(" The {bid} bid could be beaten."),
        _ => String::new(),
    };
    println!(
        "Par: {} {} with best play by everyone from the first lead.{par_words}",
        a.side, a.par
    );
    println!(
        "{}",
        style.text(&format!("Best line: {}", line_words(a, round)))
    );

    let mut grid = comfy_table::Table::new();
    grid.load_style(if style.ascii {
        comfy_table::presets::ASCII_FULL_CONDENSED
    } else {
        comfy_table::presets::UTF8_FULL_CONDENSED
    });
    if let Some(width) = columns() {
        grid.set_width(width);
    }
    grid.set_header(vec![
        "Trick",
        "Player",
        "Card",
        "Value",
        "Best",
        "Cost",
        "Best cards",
    ]);
    for p in &a.plays {
        let mut card = style.card(p.card);
        if p.broke_rule.is_some() {
            card.push_str(" !");
        }
        let cost = if p.cost == 0 {
            String::new()
        } else {
            p.cost.to_string()
        };
        grid.add_row(vec![
            p.trick.to_string(),
            p.player.clone(),
            card,
            p.value.to_string(),
            p.best.to_string(),
            cost,
            style.cards(&p.best_cards),
        ]);
    }
    println!("{grid}");
    println!(
        "{}",
        style.dim(&format!(
            "Value: {}'s points for the round if everyone plays best after the card. Best: with the player's best card. ! broke a rule.",
            a.side
        ))
    );

    let mut before = a.par;
    let mut costly = 0;
    for p in &a.plays {
        if let Some(proof) = &p.broke_rule {
            println!(
                "{}",
                style.bad(&format!(
                    "Trick {}: {}'s {} broke a rule: {}",
                    p.trick,
                    p.player,
                    style.card(p.card),
                    style.text(proof)
                ))
            );
        }
        if p.cost > 0 {
            costly += 1;
            println!("{}", style.text(&cost_words(p, a, round, before)));
        }
        before = p.value;
    }
    if costly == 0 && !a.plays.is_empty() {
        println!(
            "{}",
            style.good("Every card played was a best card: the round went as par.")
        );
    }
    let tricks = round.tricks().len();
    let so_far = match tricks {
        0 => "Before the first lead".to_string(),
        5 => "As played".to_string(),
        t => format!("After {t} trick{}", if t == 1 { "" } else { "s" }),
    };
    let made = match a.made_at {
        Some(m) if a.now >= m => ": the bid is made",
        Some(_) => ": the bid is set",
        None => "",
    };
    let with_best = if tricks < 5 {
        " with best play from here"
    } else {
        ""
    };
    println!("{so_far}, {} take {}{with_best}{made}.", a.side, a.now);
}

/// "Trick 4: Fred's A♦ cost Frank+Fred 5: with the 7♥ instead, the 7♥
/// takes trick 4 and the A♦ trick 5; as played, only trick 5 (7♥)."
fn cost_words(p: &PlayValue, a: &Analysis, round: &RoundPlay, before: u8) -> String {
    let counted_player = p.counted;
    let whose = if counted_player {
        format!("cost {} {}", a.side, p.cost)
    } else if a.against.len() == 1 {
        format!("cost {} {}", a.against[0], p.cost)
    } else {
        format!("gave {} {} more", a.side, p.cost)
    };
    let mut text = format!("Trick {}: {}'s {} {whose}", p.trick, p.player, p.card);
    if let Some(instead) = &p.instead {
        let ours = |tricks: &[TrickTaken]| -> Vec<String> {
            tricks
                .iter()
                .filter(|t| t.ours)
                .map(|t| format!("the {} takes trick {}", t.card, t.trick))
                .collect()
        };
        let better = ours(&instead.better);
        let played = ours(&instead.played);
        let side_words = if counted_player || a.against.len() == 1 {
            "their side"
        } else {
            "they"
        };
        text.push_str(&format!(": with the {} instead, ", instead.card));
        if better.is_empty() {
            text.push_str(&format!("{side_words} take no more tricks"));
        } else {
            text.push_str(&join_and(&better));
        }
        text.push_str("; as played, ");
        if played.is_empty() {
            text.push_str(&format!("{side_words} take no more"));
        } else {
            text.push_str(&join_and(&played));
        }
    }
    text.push('.');
    if let Some(m) = a.made_at {
        let was = before >= m;
        let is = p.value >= m;
        if was && !is {
            text.push_str(" This card lost the bid.");
        } else if !was && is {
            text.push_str(" This card let the bid be made.");
        }
    }
    let _ = round;
    text
}

/// "Trick 1: Jim 5♥, Frank 8♥, John 10♥, Fred 2♥. Trick 2: ..."
fn line_words(a: &Analysis, round: &RoundPlay) -> String {
    let n = round.players().len();
    let mut parts = Vec::new();
    for chunk in a.line.chunks(n) {
        let cards: Vec<String> = chunk
            .iter()
            .map(|l| format!("{} {}", l.player, l.card))
            .collect();
        if let Some(first) = chunk.first() {
            parts.push(format!("trick {}: {}", first.trick, cards.join(", ")));
        }
    }
    let mut text = parts.join("; ");
    text.push('.');
    capitalise(&text)
}

fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
