//! What `check play`, `check trick` and `check round` say: the verdict
//! first, its reason, then whose rules judged it (or, with `--json`, the
//! verdict with the rules' label). The verdicts are the rules'; this words
//! them.

use fortyfives::rules::audit::{AuditReport, RoundPlay};
use fortyfives::rules::{PlayVerdict, Suit, TrickVerdict};
use fortyfives::store::GameName;
use serde::Serialize;

use crate::cli::view::audit::print_audit;
use crate::cli::view::output::{print_json, say, Style};

/// The rules a card or a trick was judged by.
pub struct Judged<'a> {
    /// "friday's (120, follow suit or trump)", or a preset's label.
    pub label: &'a str,
    /// "Judged by friday's rules ...": said first when the rules are a
    /// saved game's, in place of the closing "Rules: ..." line.
    pub by_game: Option<&'a str>,
    pub trump: Suit,
}

/// `check play`: `verdict` on one card.
pub fn play(verdict: &PlayVerdict, judged: &Judged, style: Style) {
    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            #[serde(flatten)]
            verdict: &'a PlayVerdict,
            trump: Suit,
            rules: &'a str,
        }
        let mut shown = verdict.clone();
        shown.reason = style.text(&verdict.reason);
        print_json(&Out {
            verdict: &shown,
            trump: judged.trump,
            rules: judged.label,
        });
        return;
    }
    // A game's rules are named before the verdict: the same cards may be
    // judged otherwise under the preset the table has in mind.
    judged_first(judged, style);
    let card = verdict.card;
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
    say(&style.text(&verdict.reason), 0);
    println!("Legal cards: {}", style.cards(&verdict.legal_cards));
    judged_last(judged, style);
}

/// What `check trick` found: the rules' verdict, and what the table adds.
pub struct TrickAnswer {
    pub verdict: TrickVerdict,
    /// The winner's name, when `--seats` named the players.
    pub winner: Option<String>,
    /// False while players are still to play to the trick: then the
    /// verdict's card is the one winning so far.
    pub complete: bool,
    /// How many players are still to play to it.
    pub still_to_play: usize,
}

/// `check trick`: which card won the trick (or is winning it), and why.
pub fn trick(answer: &TrickAnswer, judged: &Judged, style: Style) {
    let verdict = &answer.verdict;
    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            #[serde(flatten)]
            verdict: &'a TrickVerdict,
            #[serde(skip_serializing_if = "Option::is_none")]
            winner: Option<&'a str>,
            /// False while players are still to play to the trick: then
            /// `winner_index` is the card winning so far.
            complete: bool,
            trump: Suit,
            rules: &'a str,
        }
        let mut shown = verdict.clone();
        shown.reason = style.text(&verdict.reason);
        print_json(&Out {
            verdict: &shown,
            winner: answer.winner.as_deref(),
            complete: answer.complete,
            trump: judged.trump,
            rules: judged.label,
        });
        return;
    }
    judged_first(judged, style);
    let card = style.card(verdict.card);
    let who = match (&answer.winner, answer.complete) {
        (Some(name), true) => format!("{name} wins with the {card}"),
        (Some(name), false) => format!("{name} is winning so far with the {card}"),
        (None, true) => format!("Card {} wins: the {card}", verdict.winner_index + 1),
        (None, false) => format!(
            "Card {} is winning so far: the {card}",
            verdict.winner_index + 1
        ),
    };
    println!("{}", style.bold(&who));
    say(&style.text(&verdict.reason), 0);
    if !answer.complete {
        println!(
            "{}",
            style.text(&format!(
                "{} still to play: the trick is not won until every player has played.",
                plural(answer.still_to_play, "player")
            ))
        );
    }
    judged_last(judged, style);
}

/// A saved game's rules a round file was judged by (`check round --game`).
pub struct GameRules {
    pub game: GameName,
    /// The game's rules' label.
    pub rules: String,
    /// The label of the rules the file names itself.
    pub own: String,
}

/// `check round`: the audit of `play`, after the saved game's rules it was
/// judged by (with `--game`), said first.
pub fn round(play: &RoundPlay, report: &AuditReport, by_game: Option<&GameRules>, style: Style) {
    if style.json {
        let mut shown = report.clone();
        for v in &mut shown.violations {
            v.proof = style.text(&v.proof);
        }
        for t in &mut shown.tricks {
            t.reason = style.text(&t.reason);
        }
        print_json(&shown);
        return;
    }
    if let Some(by) = by_game {
        let mut line = format!("Judged by {}'s rules ({})", by.game, by.rules);
        if by.own != by.rules {
            line.push_str(&format!(", not the file's ({})", by.own));
        }
        line.push('.');
        say(&style.text(&line), 0);
    }
    print_audit(play, report, style);
}

/// A saved game's rules, named before the verdict.
fn judged_first(judged: &Judged, style: Style) {
    if let Some(line) = judged.by_game {
        println!("{}", style.text(line));
    }
}

/// A preset's rules, named after the verdict (a game's were named first).
fn judged_last(judged: &Judged, style: Style) {
    if judged.by_game.is_none() {
        println!(
            "{}",
            style.dim(&format!(
                "Rules: {}, {} trump.",
                judged.label,
                judged.trump.name()
            ))
        );
    }
}

/// "1 player", "3 players".
pub fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}
