//! Showing an audit report: the trick-by-trick table, the best card, the
//! points and each violation, for `check round` and `round --from`.

use fortyfives::rules::audit::{AuditReport, RoundPlay};
use fortyfives::rules::prose::{and_list, capitalise};
use fortyfives::rules::seat::Seat;

use crate::cli::view::output::{say, say_with, Style};

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
    head.push_str(&format!(" {} dealt.", play.name(play.dealer())));
    say_with(&head, 0, |l| style.bold(l));

    let mut grid = crate::cli::view::render::natural_grid(style);
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
        row.push(if trick.complete {
            trick.winner.clone()
        } else {
            format!("{} so far", trick.winner)
        });
        grid.add_row(row);
    }
    println!("{grid}");
    println!("{}", style.dim("* wins the trick   ! broke a rule"));

    match &report.best {
        Some(best) => say(
            &format!(
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
            0,
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
    say(&format!("Points{so_far}: {}.", points.join(", ")), 0);
    if let (Some(side), Some(bid)) = (&report.bidding_side, report.bid) {
        let taken = report.points.get(side);
        // One player in cut-throat: "Eve is set", a team: "Red are set".
        let one = players.iter().any(|p| p == side);
        let (are, have) = if one { ("is", "has") } else { ("are", "have") };
        match report.made {
            Some(true) => say_with(
                &format!("{side} bid {bid} and made it with {taken}."),
                0,
                |l| style.good(l),
            ),
            Some(false) => say_with(
                &format!("{side} bid {bid}, took {taken}, and {are} set."),
                0,
                |l| style.bad(l),
            ),
            None => say(
                &format!(
                    "{side} bid {bid} and {have} {taken} {}.",
                    match report.tricks.iter().filter(|t| t.complete).count() {
                        0 => "before the first trick is complete".to_string(),
                        1 => "after 1 trick".to_string(),
                        n => format!("after {n} tricks"),
                    }
                ),
                0,
            ),
        }
    }
    println!();
    // Without a hand, a play is judged only by what the later plays prove,
    // so "no play broke a rule" would claim more than the record shows.
    let unknown: Vec<&str> = (0..players.len())
        .map(Seat)
        .filter(|&s| play.hand(s).is_none())
        .map(|s| play.name(s))
        .collect();
    if report.violations.is_empty() && unknown.is_empty() {
        println!("{}", style.good("No play broke a rule."));
    } else if report.violations.is_empty() {
        let whose = if unknown.len() == players.len() {
            "the hands".to_string()
        } else {
            format!(
                "{}'s hand{}",
                and_list(&unknown),
                if unknown.len() == 1 { "" } else { "s" }
            )
        };
        let said = format!(
            "The record proves no play broke a rule. Without {whose}, only a renege that a later play reveals can be found; add [hands] to check every play."
        );
        for line in crate::cli::view::output::fitted(&said, 0) {
            println!("{}", style.good(&line));
        }
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
            crate::cli::view::output::say(
                &format!(
                    "- Trick {}, {}, the {}: {}",
                    v.trick,
                    v.player,
                    style.card(v.card),
                    style.text(&v.proof)
                ),
                2,
            );
        }
    }
}
