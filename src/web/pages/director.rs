//! `/director`: the evening from the front of the hall. Disputes to
//! settle, results waiting for the other side's word, the tables still to
//! report, every result of every game with a form to correct any of them,
//! the last result to take back, and the history of every change.

use fortyfives::rules::party::{Action, Party, Pending};
use fortyfives::store::PartyFile;
use maud::{html, Markup};

use super::pair::pending_words;
use super::{board, layout, Page};

/// The sign-in form; `next`, the director's page to open after it
/// (`/director` or `/cards`).
pub fn sign_in(error: Option<&str>, next: &str) -> Markup {
    layout(
        &Page {
            title: "The director",
            class: "",
            version: 0,
            refresh: None,
        },
        html! {
            main {
                h1 { "The director" }
                @if let Some(e) = error { p.error role="alert" { (e) } }
                form method="post" action="/director/login" {
                    input type="hidden" name="next" value=(next);
                    label.field for="pin" { "PIN (printed when the hall opened)" }
                    input #pin type="password" name="pin" inputmode="numeric" autocomplete="current-password" maxlength="40" required autofocus;
                    button type="submit" { "Sign in" }
                }
                p { a href="/" { "The board" } }
            }
        },
    )
}

pub fn page(file: &PartyFile, version: u64, said: Option<Result<&str, &str>>) -> Markup {
    layout(
        &Page {
            title: &format!("{}: the director", file.name),
            class: "director",
            version,
            refresh: None,
        },
        html! {
            main {
                nav { a href="/" { "Board" } a href="/cards" { "Tally cards" } a href="/api/standings" { "Standings (JSON)" } a href="/director/results" { "Results sheet" } a href="/director/results.csv" { "Results (CSV)" }
                    form.inline method="post" action="/director/logout" { button.quiet.small type="submit" { "Sign out" } } }
                h1 { (file.name) }
                @match said {
                    Some(Ok(words)) => p.done role="status" { (words) },
                    Some(Err(words)) => p.error role="alert" { (words) },
                    None => {},
                }
                // A game's results are inside the results' part.
                @for (name, part) in parts(file) {
                    @if !name.starts_with("results-") { (part) }
                }
            }
        },
    )
}

/// The director's page part by part, each named (`data-part`): a change
/// sends the open pages the names of the parts it changed, and each page
/// fetches only those (`/director/parts`). The results come a game at a
/// time (`results-5`), inside their table (`results`).
pub fn parts(file: &PartyFile) -> Vec<(String, Markup)> {
    let party = &file.party;
    let standings = party.standings();
    let current = standings.current;
    let disputes: Vec<_> = party.pending.iter().filter(|p| p.disputed()).collect();
    let waiting_word: Vec<_> = party.pending.iter().filter(|p| !p.disputed()).collect();
    let to_report: Vec<usize> = standings
        .waiting
        .iter()
        .copied()
        .filter(|t| current.is_none_or(|g| party.pending_at(g, *t).is_none()))
        .collect();
    let mut parts = vec![
        (
            "status".to_string(),
            html! { section data-part="status" { p.note { (board::progress(party, &standings)) " · " (party.summary()) } } },
        ),
        (
            // Once the last result is in: the prizes to hand out.
            "prizes".to_string(),
            html! { section data-part="prizes" { (super::prizes::section(party)) } },
        ),
        (
            "disputes".to_string(),
            html! {
                section data-part="disputes" {
                    h2 { "Disputes" }
                    @if disputes.is_empty() { p.note { "None." } }
                    @for p in &disputes {
                        div.card.bad {
                            p.big { "Game " (p.game) ", table " (p.table) }
                            @for line in pending_words(p) { p { (line) } }
                            (result_form(party, p, "Settle: enter the result"))
                        }
                    }
                }
            },
        ),
        (
            "waiting".to_string(),
            html! {
                section data-part="waiting" {
                    h2 { "Waiting for the other side's word" }
                    @if waiting_word.is_empty() { p.note { "None." } }
                    @for p in &waiting_word {
                        div.card.wait {
                            p.big { "Game " (p.game) ", table " (p.table) }
                            @for line in pending_words(p) { p { (line) } }
                            (result_form(party, p, "Count a result now"))
                        }
                    }
                }
            },
        ),
        (
            "report".to_string(),
            html! {
                section data-part="report" {
                    @if let Some(game) = current {
                        h2 { "Still to report game " (game) }
                        @if to_report.is_empty() { p.note { "Every table has entered something." } }
                        @else {
                            table {
                                tbody {
                                    @for t in &to_report {
                                        @let seat = party.seating(game).and_then(|s| s.tables.into_iter().find(|x| x.table == *t));
                                        tr { td.n { "Table " (t) } td.names { (seat.map(|s| board::table_line(party, &s.partnerships)).unwrap_or_default()) } }
                                    }
                                }
                            }
                        }
                    }
                }
            },
        ),
        (
            "enter".to_string(),
            html! {
                section data-part="enter" {
                    h2 { "Enter or correct a result" }
                    div.card {
                        form method="post" action="/director/result" {
                            div.row {
                                div { label.field for="game" { "Game" } input #game type="text" name="game" inputmode="numeric" value=(current.unwrap_or(party.games)) required maxlength="4"; }
                                div { label.field for="table" { "Table" } input #table type="text" name="table" inputmode="numeric" required maxlength="4"; }
                            }
                            label.field for="winner" { "Winner (a pair, a player, or 1 or 2 as seated)" }
                            input #winner type="text" name="winner" required maxlength="100";
                            label.field for="score" { "Score, the winners' first (if kept)" }
                            input #score type="text" name="score" maxlength="40" placeholder="e.g. 120-95";
                            button type="submit" { "Enter the result" }
                        }
                    }
                }
            },
        ),
    ];
    let games: Vec<u32> = {
        let mut g: Vec<u32> = party.results.iter().map(|r| r.game).collect();
        g.sort_unstable_by(|a, b| b.cmp(a));
        g.dedup();
        g
    };
    let bodies: Vec<(String, Markup)> = games
        .iter()
        .map(|&g| (format!("results-{g}"), results_of(party, g)))
        .collect();
    parts.push((
        "results".to_string(),
        html! {
            section data-part="results" {
                h2 { "Results" }
                @if party.results.is_empty() { p.note { "None yet." } }
                @else {
                    table {
                        thead { tr { th.n { "Game" } th.n { "Table" } th { "Won" } th.n { "Score" } th { "At the table" } } }
                        @for (_, body) in &bodies { (body) }
                    }
                }
            }
        },
    ));
    parts.extend(bodies);
    parts.push((
        "plan".to_string(),
        html! { section data-part="plan" { (super::plan::section(party)) } },
    ));
    parts.push((
        "undo".to_string(),
        html! {
            section data-part="undo" {
                @if let Some(last) = party.last_change() {
                    @let ask = format!("Take back {}?", last.words);
                    h2 { "Take back the last change" }
                    form method="post" action="/director/undo" data-ask=(ask) {
                        input type="hidden" name="change" value=(last.id);
                        label.choice { input type="checkbox" name="sure" value="yes" required; span { (ask) } }
                        button.danger type="submit" { "Take it back" }
                    }
                }
            }
        },
    ));
    parts.push(("history".to_string(), history(party)));
    parts
}

/// The parts named in `wanted`, one after the other; the history, for a
/// page that has seen `since` of its changes, as the newer lines alone.
/// A table's rows come inside a table of their own: HTML parses a
/// `<tbody>` only there.
pub fn some_parts(file: &PartyFile, wanted: &[&str], since: Option<usize>) -> Markup {
    let history_len = file.party.history().len();
    html! {
        @for (name, part) in parts(file) {
            @if wanted.contains(&name.as_str()) {
                @match since {
                    Some(n) if name == "history" && n > 0 && n <= history_len => table { (history_rows(&file.party, n)) },
                    _ if name.starts_with("results-") => table { (part) },
                    _ => (part),
                }
            }
        }
    }
}

/// One game's results (`<tbody data-part="results-5">`), in table order.
fn results_of(party: &Party, game: u32) -> Markup {
    let mut results = party.results_of(game);
    results.sort_by_key(|r| r.table);
    let seating = party.seating(game);
    html! {
        tbody data-part=(format!("results-{game}")) {
            @for r in results {
                @let (winner, score) = party.result_words(r);
                @let seat = seating.as_ref().and_then(|s| s.tables.iter().find(|t| t.table == r.table));
                tr {
                    td.n { (r.game) } td.n { (r.table) } td.names { (winner) } td.n { (score.unwrap_or_default()) }
                    td.names { (seat.map(|s| board::table_line(party, &s.partnerships)).unwrap_or_default()) }
                }
            }
        }
    }
}

/// How many lines of the history the page shows, newest first.
pub const HISTORY_LINES: usize = 200;

/// The history, newest first (`data-count`: how many changes it has seen).
pub fn history(party: &Party) -> Markup {
    let history = party.history();
    html! {
        section data-part="history" data-count=(history.len()) {
            h2 { "History" }
            @if history.is_empty() { p.note { "Nothing yet." } }
            @else {
                table {
                    thead { tr { th { "When" } th.n { "Game" } th.n { "Table" } th { "What" } th { "By" } } }
                    (history_rows(party, 0))
                }
            }
        }
    }
}

/// The history's lines from the `since`-th change on, newest first, as
/// the rows a page that has seen `since` changes adds above its own.
pub fn history_rows(party: &Party, since: usize) -> Markup {
    let history = party.history();
    html! {
        tbody data-rows="history" data-count=(history.len()) {
            @for e in history.iter().skip(since).rev().take(HISTORY_LINES) {
                tr {
                    td { (e.at.map(|t| t.format("%H:%M:%S").to_string()).unwrap_or_default()) }
                    td.n { @if e.game > 0 { (e.game) } } td.n { @if e.table > 0 { (e.table) } }
                    td.names { (e.action.as_str()) ": " (e.result_words())
                        @if let Some(w) = &e.was_winner { @if e.action == Action::Undone { " (back to " } @else { " (was " } (w) @if let Some(s) = &e.was_score { " " (s) } ")" } }
                    td.names { (e.by_words()) }
                }
            }
        }
    }
}

/// A form that enters a table's result, with the table's pairs to pick,
/// filled in with what a side claimed (the first that named a winner).
fn result_form(party: &Party, pending: &Pending, label: &str) -> Markup {
    let (game, table) = (pending.game, pending.table);
    let seat = party
        .seating(game)
        .and_then(|s| s.tables.into_iter().find(|t| t.table == table));
    let Some(seat) = seat else { return html! {} };
    let claimed = pending.claims.iter().find(|c| c.won.is_some());
    let won = claimed.and_then(|c| c.won.clone()).unwrap_or_default();
    let score = claimed.and_then(|c| c.score.clone()).unwrap_or_default();
    html! {
        form method="post" action="/director/result" {
            input type="hidden" name="game" value=(game);
            input type="hidden" name="table" value=(table);
            fieldset {
                legend { "Who won?" }
                @for p in &seat.partnerships {
                    @let name = party.partnership_name(*p);
                    label.choice { input type="radio" name="winner" value=(name) required checked[name.eq_ignore_ascii_case(&won)]; span.names { (name) } }
                }
            }
            label.field { "Score, the winners' first (if kept)"
                input type="text" name="score" value=(score) maxlength="40" placeholder="e.g. 120-95"; }
            button type="submit" { (label) }
        }
    }
}
