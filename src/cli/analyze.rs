//! `analyze FILE...` (also `analyse`): could the bid have been made, and
//! was that the right card? The rules core solves; this file shows.

use fortyfives::rules::prose::{and_list, capitalise, or_list};
use std::path::Path;

use fortyfives::rules::audit::RoundPlay;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use fortyfives::rules::solve::{
    analyze_with, single_dummy, Analysis, AnalysisError, Counted, Decision, PlayValue, TrickTaken,
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::args::AnalyzeArgs;
use fortyfives::store::round_file::parse_round_before_play;

use super::error::CliError;
use super::output::{columns, print_json, Style};
use super::round_file::read_round_file_with;
use super::Verdict;

pub fn run(args: &AnalyzeArgs, style: Style) -> Result<Verdict, CliError> {
    let counted = match &args.side {
        Some(side) => Counted::Side(side.clone()),
        None => Counted::Bidder,
    };
    let mut rounds = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let round = read_round_file_with(path, parse_round_before_play)?;
        rounds.push((path.as_path(), round));
    }
    if let Some(at) = &args.at {
        let at = parse_at(at)?;
        let seed = args.seed.unwrap_or_else(random_seed);
        let mut decisions = Vec::with_capacity(rounds.len());
        for (path, round) in &rounds {
            let decision = with_progress(args.samples, "deals", |tick| {
                single_dummy(round, &counted, at, args.samples, seed, tick)
            })
            .map_err(|e| cannot_analyse(path, &e))?;
            decisions.push(decision);
        }
        if style.json {
            #[derive(serde::Serialize)]
            struct At<'a> {
                at: &'a Decision,
            }
            let all: Vec<At> = decisions.iter().map(|at| At { at }).collect();
            if all.len() == 1 {
                print_json(&all[0]);
            } else {
                print_json(&all);
            }
            return Ok(Verdict::Done);
        }
        let several = rounds.len() > 1;
        for (i, ((path, round), d)) in rounds.iter().zip(&decisions).enumerate() {
            if i > 0 {
                println!();
            }
            print_decision(path, round, d, several, style);
        }
        return Ok(Verdict::Done);
    }
    let mut results = Vec::with_capacity(rounds.len());
    for (path, round) in &rounds {
        let plays: usize = round.tricks().iter().map(|t| t.cards.len()).sum();
        let total = u32::try_from(plays + 1).unwrap_or(u32::MAX);
        let analysis = with_progress(total, "plays", |tick| analyze_with(round, &counted, tick))
            .map_err(|e| cannot_analyse(path, &e))?;
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

/// `--at 4.3`: trick 4, its third card.
/// The solver's reason, with what to add to the round file or type instead.
fn cannot_analyse(path: &Path, err: &AnalysisError) -> CliError {
    let fix = match err {
        AnalysisError::MissingHands { missing } => {
            format!("; add {missing} under [hands] (the five cards each held after the draw)")
        }
        AnalysisError::MissingHand { player } => {
            format!("; add {player} = [...] under [hands] (the five cards held after the draw)")
        }
        AnalysisError::PastRecord {
            tricks: 1, players, ..
        } => format!("; give --at 1.1 to 1.{players}"),
        AnalysisError::PastRecord {
            tricks, players, ..
        } => format!("; give --at T.P with T from 1 to {tricks} and P from 1 to {players}"),
        _ => String::new(),
    };
    CliError::input(format!("{}: {err}{fix}", path.display()))
}

fn parse_at(text: &str) -> Result<(usize, usize), CliError> {
    let bad = || {
        CliError::input(format!(
            "--at {text}: give the trick and the card's place in it, both from 1, as TRICK.PLAY (4.3: the third card of trick 4)"
        ))
    };
    let (t, p) = text.trim().split_once('.').ok_or_else(bad)?;
    let t: usize = t.trim().parse().map_err(|_| bad())?;
    let p: usize = p.trim().parse().map_err(|_| bad())?;
    if t == 0 || p == 0 {
        return Err(bad());
    }
    Ok((t, p))
}

/// A seed for a run without --seed (printed, so the run can be repeated).
fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ u64::from(std::process::id()).rotate_left(32)) % 1_000_000
}

/// Runs `work` with a progress bar on stderr, shown only on a terminal and
/// only once the run has taken half a second.
fn with_progress<T>(total: u32, unit: &str, work: impl FnOnce(&(dyn Fn() + Sync)) -> T) -> T {
    let bar = ProgressBar::with_draw_target(Some(u64::from(total)), ProgressDrawTarget::hidden());
    if let Ok(look) = ProgressStyle::with_template(&format!(
        "{{msg}} {{wide_bar}} {{pos}}/{{len}} {unit}, {{eta}} left"
    )) {
        bar.set_style(look);
    }
    bar.set_message("Solving");
    let terminal = std::io::stderr().is_terminal();
    let shown = AtomicBool::new(false);
    let start = Instant::now();
    let tick = || {
        bar.inc(1);
        if terminal
            && !shown.load(Ordering::Relaxed)
            && start.elapsed() > Duration::from_millis(500)
            && !shown.swap(true, Ordering::Relaxed)
        {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    };
    let out = work(&tick);
    bar.finish_and_clear();
    out
}

fn print_decision(path: &Path, round: &RoundPlay, d: &Decision, several: bool, style: Style) {
    if several {
        println!("{}", style.bold(&format!("== {}", path.display())));
    }
    let mut head = format!(
        "Trick {}, card {}: {}'s choice, judged on what {} could see ({} deals of the unseen cards, seed {}).",
        d.trick, d.play, d.player, d.player, d.samples, d.seed
    );
    head.push_str(&format!(" Points are {}'s", d.side));
    if d.against.len() > 1 {
        head.push_str(&format!(
            "; {} play against them together",
            and_list(&d.against)
        ));
    }
    head.push('.');
    println!("{}", style.bold(&style.text(&head)));
    let has_bid = d.options.iter().any(|o| o.made.is_some());
    let mut grid = comfy_table::Table::new();
    grid.load_style(if style.ascii {
        comfy_table::presets::ASCII_FULL_CONDENSED
    } else {
        comfy_table::presets::UTF8_FULL_CONDENSED
    });
    if let Some(width) = columns() {
        grid.set_width(width);
    }
    let mut header = vec!["Card".to_string(), format!("{} points", d.side)];
    if has_bid {
        header.push("Bid made".to_string());
    }
    header.push(String::new());
    grid.set_header(header);
    for o in &d.options {
        let mut row = vec![
            style.card(o.card),
            format!("{:.2} ± {:.2}", o.points, o.points_margin),
        ];
        if let (Some(m), Some(e)) = (o.made, o.made_margin) {
            row.push(format!("{:.0}% ± {:.0}%", m * 100.0, e * 100.0));
        }
        row.push(if o.card == d.played {
            "played".to_string()
        } else {
            String::new()
        });
        grid.add_row(row);
    }
    println!("{grid}");
    println!(
        "{}",
        style.dim("Means over the deals, ± the 95% margin of error; the unseen cards fit every play the record shows.")
    );
    if d.played_illegal {
        println!(
            "{}",
            style.bad(&format!(
                "{}'s {} broke a rule (see `fortyfives check round {}`); the options are the legal cards.",
                d.player,
                style.card(d.played),
                path.display()
            ))
        );
    }
    let _ = round;
    println!("{}", style.text(&decision_words(d)));
}

/// "The 7♥ was the better percentage play for Frank+Fred: ..."
fn decision_words(d: &Decision) -> String {
    let Some(best) = d.options.first() else {
        return String::new();
    };
    let whose = if d.counted {
        d.side.clone()
    } else if d.against.len() == 1 {
        d.against[0].clone()
    } else {
        format!("{}'s opponents", d.side)
    };
    let describe = |o: &fortyfives::rules::solve::CardOption| match o.made {
        Some(m) => format!(
            "{} take {:.1} on average and make the bid {:.0}% of the time",
            d.side,
            o.points,
            m * 100.0
        ),
        None => format!("{} take {:.1} on average", d.side, o.points),
    };
    let played = d.options.iter().find(|o| o.card == d.played);
    match played {
        Some(p) if p.card == best.card => {
            let second = d.options.get(1);
            match second {
                Some(s) => format!(
                    "The {} was the best percentage play for {whose}: with it {}; with the {}, {}.",
                    best.card,
                    describe(best),
                    s.card,
                    describe(s)
                ),
                None => format!(
                    "The {} was the only card {} could play.",
                    best.card, d.player
                ),
            }
        }
        Some(p) => {
            let close = (best.points - p.points).abs() <= best.points_margin + p.points_margin
                && match (best.made, p.made, best.made_margin, p.made_margin) {
                    (Some(a), Some(b), Some(ea), Some(eb)) => (a - b).abs() <= ea + eb,
                    _ => true,
                };
            let tail = if close {
                " The difference is within the margin of error: more deals (--samples) would settle it."
            } else {
                ""
            };
            format!(
                "The {} was the better percentage play for {whose}: with it {}; with the {} played, {}.{tail}",
                best.card,
                describe(best),
                p.card,
                describe(p)
            )
        }
        None => format!(
            "The best legal card for {whose} was the {}: with it {}.",
            best.card,
            describe(best)
        ),
    }
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
        head.push_str(&format!(" {} bid {bid}.", round.name(b)));
    }
    head.push_str(&format!(" Points are {}'s", a.side));
    if a.against.len() > 1 {
        head.push_str(&format!(
            "; {} play against them together",
            and_list(&a.against)
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
    println!("Best line, everyone playing their best from the first lead:");
    for line in line_words(a, round) {
        println!("{}", style.text(&format!("  {line}")));
    }

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
    if a.plays.is_empty() {
        println!("No card has been played yet.");
    } else {
        println!("{grid}");
        println!(
            "{}",
            style.dim(&format!(
                "Value: {}'s points for the round if everyone plays best after the card. Best: with the player's best card. ! broke a rule.",
                a.side
            ))
        );
    }

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
    if tricks == 5 {
        let made = match a.made_at {
            Some(m) if a.now >= m => ": the bid is made",
            Some(_) => ": the bid is set",
            None => "",
        };
        println!("As played, {} take {}{made}.", a.side, a.now);
    } else {
        let so_far = match tricks {
            0 => "Before the first lead".to_string(),
            1 => "After 1 trick".to_string(),
            t => format!("After {t} tricks"),
        };
        let made = match a.made_at {
            Some(m) if a.now >= m => ": the bid can be made against any defence",
            Some(_) => ": the bid can be beaten",
            None => "",
        };
        println!(
            "{so_far}, best play from here gives {} {}{made}.",
            a.side, a.now
        );
    }
}

/// "Trick 4: Fred's A♦ cost Frank+Fred 5: with the 7♥ instead, the 7♥
/// takes trick 4 and the A♦ trick 5; as played, only trick 5 (7♥)."
fn cost_words(p: &PlayValue, a: &Analysis, round: &RoundPlay, before: u8) -> String {
    let counted_player = p.counted;
    let gained = if counted_player {
        p.value > p.best
    } else {
        p.value < p.best
    };
    if gained {
        // Only a card that broke a rule can beat every legal card.
        let side = if counted_player {
            a.side.clone()
        } else if a.against.len() == 1 {
            a.against[0].clone()
        } else {
            format!("{}'s opponents", a.side)
        };
        let best: Vec<String> = p.best_cards.iter().map(|c| format!("the {c}")).collect();
        return format!(
            "Trick {}: {}'s {}, against the rules, gained {side} {} over their best legal card ({}).",
            p.trick,
            p.player,
            p.card,
            p.cost,
            or_list(&best)
        );
    }
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
        let side_words = if counted_player {
            a.side.clone()
        } else if a.against.len() == 1 {
            a.against[0].clone()
        } else {
            "they".to_string()
        };
        text.push_str(&format!(": with the {} instead, ", instead.card));
        if better.is_empty() {
            text.push_str(&format!("{side_words} take no more tricks"));
        } else {
            text.push_str(&and_list(&better));
        }
        text.push_str("; as played, ");
        if played.is_empty() {
            text.push_str(&format!("{side_words} take no more tricks"));
        } else {
            text.push_str(&and_list(&played));
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

/// "Trick 1: Jim 5♥, Frank 8♥, John 10♥, Fred Q♥; Jim takes it." a trick.
fn line_words(a: &Analysis, round: &RoundPlay) -> Vec<String> {
    let n = round.players().len();
    let ranking = fortyfives::rules::Ranking::new(round.rules(), round.trump());
    a.line
        .chunks(n)
        .filter_map(|chunk| {
            let first = chunk.first()?;
            let cards: Vec<String> = chunk
                .iter()
                .map(|l| format!("{} {}", l.player, l.card))
                .collect();
            let played: Vec<fortyfives::rules::Card> = chunk.iter().map(|l| l.card).collect();
            let taker = ranking
                .winner(&played)
                .and_then(|i| chunk.get(i))
                .map_or(String::new(), |l| format!("; {} takes it", l.player));
            Some(format!(
                "Trick {}: {}{taker}.",
                first.trick,
                cards.join(", ")
            ))
        })
        .collect()
}
