//! What `party join|leave|rename|games` say: the change, what it does at
//! the tables of the game being played, and the pair's code for a late
//! pair. With `--json`, the history's entry for the change.

use fortyfives::rules::party::{LogEntry, Party, PlanReport, Seating};
use serde::Serialize;

use crate::cli::view::output::{print_json, say, Style};
use crate::cli::view::party::table_words;

#[derive(Serialize)]
struct PlanJson<'a> {
    #[serde(flatten)]
    entry: &'a LogEntry,
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    link: Option<String>,
}

fn json(entry: &LogEntry, code: Option<&str>) {
    print_json(&PlanJson {
        entry,
        code,
        link: code.map(|c| format!("/p/{c}")),
    });
}

/// The tables of the game being played that the change reseated.
fn reseated(party: &Party, moved: &Option<(Seating, Seating)>) {
    let Some((was, now)) = moved else { return };
    say(
        &format!(
            "Game {}'s seating changes (nothing was entered for it yet); tell these tables:",
            now.game
        ),
        0,
    );
    for t in &now.tables {
        let before = was.tables.iter().find(|w| w.table == t.table);
        if before.is_none_or(|b| b.partnerships != t.partnerships) {
            println!(
                "  Table {}: {}",
                t.table,
                table_words(party, &t.partnerships)
            );
        }
    }
    for w in was.tables.iter().filter(|w| w.table > now.tables.len()) {
        println!("  Table {}: not played this game", w.table);
    }
    if was.out != now.out {
        let out = party.out_names(&now.out);
        if out.is_empty() {
            println!("  Nobody sits out.");
        } else {
            println!("  Sitting out: {}", out.join(", "));
        }
    }
}

/// `party join`.
pub fn joined(
    party: &Party,
    report: &PlanReport,
    moved: &Option<(Seating, Seating)>,
    style: Style,
) {
    let e = &report.entry;
    let pair = e.pair.as_deref().unwrap_or_default();
    // A late pair is always the last pair.
    let codes = party.codes_of_pair(party.pairs.len() - 1);
    if style.json {
        json(e, codes.first().copied());
        return;
    }
    say(&format!("{pair} join the party from game {}.", e.game), 0);
    match codes.as_slice() {
        [] => {}
        [code] => say(
            &format!("Their code is {code} (their page: /p/{code}); /cards prints their card."),
            0,
        ),
        many => say(
            &format!(
                "Their codes are {} (one a player); /cards prints their cards.",
                many.join(" and ")
            ),
            0,
        ),
    }
    reseated(party, moved);
}

/// `party leave`.
pub fn left(party: &Party, report: &PlanReport, moved: &Option<(Seating, Seating)>, style: Style) {
    let e = &report.entry;
    if style.json {
        json(e, None);
        return;
    }
    let pair = e.pair.as_deref().unwrap_or_default();
    let played = party
        .standings()
        .lines
        .iter()
        .filter(|l| {
            party
                .pairs
                .iter()
                .find(|p| p.name == pair)
                .is_some_and(|p| l.players.iter().all(|x| p.players.contains(x)))
        })
        .map(|l| l.played)
        .max()
        .unwrap_or(0);
    let kept = match played {
        0 => "They played no game.".to_string(),
        1 => "Their 1 game played stays in the tally.".to_string(),
        n => format!("Their {n} games played stay in the tally."),
    };
    say(
        &format!("{pair} leave: not seated from game {}. {kept}", e.game),
        0,
    );
    reseated(party, moved);
}

/// `party rename`.
pub fn renamed(report: &PlanReport, style: Style) {
    let e = &report.entry;
    if style.json {
        json(e, None);
        return;
    }
    let from = e.from.as_deref().unwrap_or_default();
    let to = e.to.as_deref().unwrap_or_default();
    let pair = e.pair.as_deref().unwrap_or_default();
    let whole = if pair == to {
        String::new()
    } else {
        format!(" The pair is now {pair}.")
    };
    say(
        &format!("Renamed {from} to {to}.{whole} Every page, the history and the exports use the new name; the code and the card keep working."),
        0,
    );
}

/// `party games`.
pub fn games(party: &Party, report: &PlanReport, style: Style) {
    let e = &report.entry;
    if style.json {
        json(e, None);
        return;
    }
    let now = e.games.unwrap_or(party.games);
    let was = e.was_games.unwrap_or_default();
    let played = party.played();
    let end = if played >= now {
        " Every game is in: the evening is over.".to_string()
    } else {
        format!(" {played} played so far.")
    };
    say(
        &format!("The evening now has {now} games (it had {was}).{end}"),
        0,
    );
}
