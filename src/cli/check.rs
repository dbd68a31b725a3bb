//! `check play` and `check trick`: settle an argument about one play.

use fortyfives::rules::audit::{audit, AuditReport, RoundPlay};
use fortyfives::rules::{check_play, check_trick, parse_cards, Card, Suit};
use fortyfives::store::{self, round_file::parse_round};
use serde::Serialize;

use super::args::GlobalArgs;
use super::args::{CheckPlayArgs, CheckTrickArgs};
use super::error::{CliError, Context};
use super::output::{print_json, Style};
use super::{judging_rules, Verdict};

pub fn play(args: &CheckPlayArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
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

pub fn trick(
    args: &CheckTrickArgs,
    global: &GlobalArgs,
    style: Style,
) -> Result<Verdict, CliError> {
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

/// Reads a round file named on the command line: only a plain text file of
/// sane size (a typo, a folder or a binary file is bad input, exit 2).
pub fn read_round_file(path: &std::path::Path) -> Result<RoundPlay, CliError> {
    read_round_file_with(path, parse_round)
}

/// A round file judged under `rules`, whatever rules the file names (a
/// saved game's rules decide for its rounds).
pub fn read_round_file_under(
    path: &std::path::Path,
    rules: &fortyfives::rules::RuleSet,
) -> Result<RoundPlay, CliError> {
    let play = read_round_file(path)?;
    if play.rules() == rules {
        return Ok(play);
    }
    let text = store::read_input(path, "a round file (TOML)")?;
    let mut record = fortyfives::store::round_file::parse_record(&text)
        .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
    record.rules = rules.clone();
    RoundPlay::new(record).map_err(|e| {
        CliError::input(format!(
            "{}: under this game's rules ({}): {e}",
            path.display(),
            rules.label()
        ))
    })
}

/// As [`read_round_file`], with the parser to use (`analyze` takes a round
/// that has not started too).
pub fn read_round_file_with<E: std::fmt::Display>(
    path: &std::path::Path,
    parse: impl Fn(&str) -> Result<RoundPlay, E>,
) -> Result<RoundPlay, CliError> {
    let text = store::read_input(path, "a round file (TOML)")?;
    parse(&text).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}

/// `check round FILE`: the file names its rules; `--game NAME` rules by
/// that game's instead, as `round --from` into it would.
pub fn round(
    path: &std::path::Path,
    global: &GlobalArgs,
    style: Style,
) -> Result<Verdict, CliError> {
    let play = match &global.game {
        Some(game) => {
            let store = super::game::open_store(global)?;
            let name = store.resolve(Some(game))?;
            let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
            read_round_file_under(path, &file.rules)?
        }
        None => read_round_file(path)?,
    };
    let report = audit(&play);
    if style.json {
        let mut shown = report.clone();
        for v in &mut shown.violations {
            v.proof = style.text(&v.proof);
        }
        for t in &mut shown.tricks {
            t.reason = style.text(&t.reason);
        }
        print_json(&shown);
    } else {
        print_audit(&play, &report, style);
    }
    Ok(if report.is_clean() {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}

/// The trick-by-trick table, the best card, the points and each violation.
pub fn print_audit(play: &RoundPlay, report: &AuditReport, style: Style) {
    let players = play.players();
    let mut head = format!(
        "{} trump, {} rules.",
        capitalise(report.trump.name()),
        style.text(&report.rules)
    );
    if let (Some(bidder), Some(bid)) = (&report.bidder, report.bid) {
        let bagged = if play.bagged() { " (bagged)" } else { "" };
        head.push_str(&format!(" {bidder} bid {bid}{bagged}."));
    }
    head.push_str(&format!(" {} dealt.", players[play.dealer()]));
    println!("{}", style.bold(&head));

    let mut grid = comfy_table::Table::new();
    grid.load_style(if style.ascii {
        comfy_table::presets::ASCII_FULL_CONDENSED
    } else {
        comfy_table::presets::UTF8_FULL_CONDENSED
    });
    let mut header = vec!["Trick".to_string(), "Leader".to_string()];
    header.extend(players.iter().cloned());
    header.push("Winner".to_string());
    grid.set_header(header);
    let flagged: Vec<(usize, &str)> = report
        .violations
        .iter()
        .map(|v| (v.trick, v.player.as_str()))
        .collect();
    for trick in &report.tricks {
        let mut row = vec![trick.trick.to_string(), trick.leader.clone()];
        for player in players {
            let cell = trick
                .plays
                .iter()
                .find(|p| &p.player == player)
                .map(|p| {
                    let mut text = style.card(p.card);
                    if p.card == trick.card {
                        text.push_str(" *");
                    }
                    if flagged.contains(&(trick.trick, player.as_str())) {
                        text.push_str(" !");
                    }
                    text
                })
                .unwrap_or_default();
            row.push(cell);
        }
        row.push(trick.winner.clone());
        grid.add_row(row);
    }
    println!("{grid}");
    println!("{}", style.dim("* wins the trick   ! broke a rule"));

    match &report.best {
        Some(best) => println!(
            "Best card: the {} (trick {}, {}){}",
            style.card(best.card),
            best.trick,
            best.player,
            if !best.scores {
                format!(", {}: it scores nothing under these rules.", best.side)
            } else if report.complete {
                format!(": the trick goes to {}.", best.side)
            } else {
                " so far.".to_string()
            }
        ),
        None => println!("Best card: none this round."),
    }
    let points: Vec<String> = report
        .points
        .0
        .iter()
        .map(|(side, p)| format!("{side} {p}"))
        .collect();
    let so_far = if report.complete { "" } else { " so far" };
    println!("Points{so_far}: {}.", points.join(", "));
    if let (Some(side), Some(bid)) = (&report.bidding_side, report.bid) {
        let taken = report.points.get(side);
        match report.made {
            Some(true) => println!(
                "{}",
                style.good(&format!("{side} bid {bid} and made it with {taken}."))
            ),
            Some(false) => println!(
                "{}",
                style.bad(&format!("{side} bid {bid}, took {taken}, and are set."))
            ),
            None => println!(
                "{side} bid {bid} and have {taken} after {} tricks.",
                report.tricks.len()
            ),
        }
    }
    println!();
    if report.violations.is_empty() {
        println!("{}", style.good("No play broke a rule."));
    } else {
        let n = report.violations.len();
        println!(
            "{}",
            style.bad(&format!(
                "{n} play{} broke a rule:",
                if n == 1 { "" } else { "s" }
            ))
        );
        for v in &report.violations {
            println!(
                "- Trick {}, {}, the {}: {}",
                v.trick,
                v.player,
                style.card(v.card),
                style.text(&v.proof)
            );
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
