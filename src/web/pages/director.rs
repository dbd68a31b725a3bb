//! `/director`: the evening from the front of the hall. Disputes to
//! settle, results waiting for the other side's word, the tables still to
//! report, every result of every game with a form to correct any of them,
//! the last result to take back, and the history of every change.

use fortyfives::rules::party::{Action, Party};
use fortyfives::store::PartyFile;
use maud::{html, Markup};

use super::pair::pending_words;
use super::{board, layout, Page};

/// The sign-in form.
pub fn sign_in(error: Option<&str>) -> Markup {
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
    let mut history = party.history();
    history.reverse();
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
                    form method="post" action="/director/logout" style="display:inline" { button.quiet type="submit" style="display:inline;width:auto;min-height:0;margin:0;padding:.2rem .8rem;font-size:1rem" { "Sign out" } } }
                h1 { (file.name) }
                p.note { (board::progress(party, &standings)) " · " (party.summary()) }
                @match said {
                    Some(Ok(words)) => p.done role="status" { (words) },
                    Some(Err(words)) => p.error role="alert" { (words) },
                    None => {},
                }
                h2 { "Disputes" }
                @if disputes.is_empty() { p.note { "None." } }
                @for p in &disputes {
                    div.card.bad {
                        p.big { "Game " (p.game) ", table " (p.table) }
                        @for line in pending_words(p) { p { (line) } }
                        (result_form(party, p.game, p.table, "Settle: enter the result"))
                    }
                }
                h2 { "Waiting for the other side's word" }
                @if waiting_word.is_empty() { p.note { "None." } }
                @for p in &waiting_word {
                    div.card.wait {
                        p.big { "Game " (p.game) ", table " (p.table) }
                        @for line in pending_words(p) { p { (line) } }
                        (result_form(party, p.game, p.table, "Count a result now"))
                    }
                }
                @if let Some(game) = current {
                    h2 { "Still to report game " (game) }
                    @if to_report.is_empty() { p.note { "Every table has entered something." } }
                    @else {
                        table {
                            tbody {
                                @for t in &to_report {
                                    @let seat = party.seating(game).and_then(|s| s.tables.into_iter().find(|x| x.table == *t));
                                    tr { td.n { "Table " (t) } td { (seat.map(|s| board::table_line(party, &s.partnerships)).unwrap_or_default()) } }
                                }
                            }
                        }
                    }
                }
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
                h2 { "Results" }
                @if party.results.is_empty() { p.note { "None yet." } }
                @else {
                    table {
                        thead { tr { th.n { "Game" } th.n { "Table" } th { "Won" } th.n { "Score" } th { "At the table" } } }
                        tbody {
                            @for r in party.results.iter().rev() {
                                @let (winner, score) = party.result_words(r);
                                @let seat = party.seating(r.game).and_then(|s| s.tables.into_iter().find(|t| t.table == r.table));
                                tr {
                                    td.n { (r.game) } td.n { (r.table) } td { (winner) } td.n { (score.unwrap_or_default()) }
                                    td { (seat.map(|s| board::table_line(party, &s.partnerships)).unwrap_or_default()) }
                                }
                            }
                        }
                    }
                }
                (super::plan::section(party))
                @if let Some(last) = party.last_change() {
                    @let ask = format!("Take back {}?", last.words);
                    h2 { "Take back the last change" }
                    form method="post" action="/director/undo" data-ask=(ask) {
                        input type="hidden" name="change" value=(last.id);
                        label.choice { input type="checkbox" name="sure" value="yes" required; span { (ask) } }
                        button.danger type="submit" { "Take it back" }
                    }
                }
                h2 { "History" }
                @if history.is_empty() { p.note { "Nothing yet." } }
                @else {
                    table {
                        thead { tr { th { "When" } th.n { "Game" } th.n { "Table" } th { "What" } th { "By" } } }
                        tbody {
                            @for e in history.iter().take(200) {
                                tr {
                                    td { (e.at.map(|t| t.format("%H:%M:%S").to_string()).unwrap_or_default()) }
                                    td.n { @if e.game > 0 { (e.game) } } td.n { @if e.table > 0 { (e.table) } }
                                    td { (e.action.as_str()) ": " (e.result_words())
                                        @if let Some(w) = &e.was_winner { @if e.action == Action::Undone { " (back to " } @else { " (was " } (w) @if let Some(s) = &e.was_score { " " (s) } ")" } }
                                    td { (e.by_words()) }
                                }
                            }
                        }
                    }
                }
            }
        },
    )
}

/// A form that enters a table's result, with the table's pairs to pick.
fn result_form(party: &Party, game: u32, table: usize, label: &str) -> Markup {
    let seat = party
        .seating(game)
        .and_then(|s| s.tables.into_iter().find(|t| t.table == table));
    let Some(seat) = seat else { return html! {} };
    html! {
        form method="post" action="/director/result" {
            input type="hidden" name="game" value=(game);
            input type="hidden" name="table" value=(table);
            fieldset {
                legend { "Who won?" }
                @for p in &seat.partnerships {
                    @let name = party.partnership_name(*p);
                    label.choice { input type="radio" name="winner" value=(name) required; span { (name) } }
                }
            }
            label.field { "Score, the winners' first (if kept)"
                input type="text" name="score" maxlength="40" placeholder="e.g. 120-95"; }
            button type="submit" { (label) }
        }
    }
}
