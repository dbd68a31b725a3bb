//! `/t/CODE`: the page of a device left at a table (`party serve
//! --table-devices`), for players without a phone of their own. It shows
//! the table's game being played and its pairs, takes the result from
//! either pair (the pair taps its own name to enter it), the other pair's
//! word on the same device (its own name tapped again: North enters, East
//! confirms), and, once the table has reported, who comes to it next.

use fortyfives::rules::party::{Claim, Confirm, Party, TableSeat};
use fortyfives::store::PartyFile;
use maud::{html, Markup};

/// What the device's last form came to: done (in words), or refused with
/// the form as it was sent. A device is shared by the table, so the word
/// of the last tap stays until someone looks again; what counts is shown
/// from the party itself below it.
pub enum Said<'a> {
    Nothing,
    Done(&'a str),
    Refused {
        message: &'a str,
        winner: &'a str,
        score: &'a str,
    },
}
use super::{layout, Page};

pub fn page(
    file: &PartyFile,
    table: usize,
    code: &str,
    confirm: Confirm,
    version: u64,
    said: Said,
) -> Markup {
    let party = &file.party;
    layout(
        &Page {
            title: &format!("Table {table}: {}", file.name),
            // "pair": the page follows the party as a pair's page does.
            class: "pair table-device",
            version,
            refresh: None,
        },
        html! {
            main {
                h1 { "Table " (table) }
                p.note { (file.name) " · " (party.summary()) }
                @match &said {
                    Said::Done(words) => p.done role="status" { (words) },
                    Said::Refused { message, .. } => p.error role="alert" { (message) },
                    Said::Nothing => {},
                }
                (now(party, table, code, confirm, &said))
                p { a href=(format!("/t/{code}")) { "Look again" } " · " a href="/" { "The board" } }
            }
        },
    )
}

/// The table's seat in a game, if it plays that game.
fn seat_in(party: &Party, game: u32, table: usize) -> Option<TableSeat> {
    party
        .seating(game)?
        .tables
        .into_iter()
        .find(|t| t.table == table)
}

/// "Ann+Bob won 120-95" for a table's result of a game, if it is in.
fn result_here(party: &Party, game: u32, table: usize) -> Option<String> {
    let done = party
        .results_of(game)
        .into_iter()
        .find(|r| r.table == table)?;
    let (winner, score) = party.result_words(done);
    Some(match score {
        Some(s) => format!("{winner} won {s}"),
        None => format!("{winner} won"),
    })
}

/// The pairs of a seat, by name, in seating order.
fn names(party: &Party, seat: &TableSeat) -> Vec<String> {
    seat.partnerships
        .iter()
        .map(|p| party.partnership_name(*p))
        .collect()
}

/// The table's game being played, as it stands.
fn now(party: &Party, table: usize, code: &str, confirm: Confirm, said: &Said) -> Markup {
    let Some(game) = party.current_game() else {
        return html! {
            div.card.ok {
                p.big { "Every game is in." }
                @if let Some(last) = result_here(party, party.games, table) {
                    p { "The last game here: " strong { (last) } "." }
                }
                p { "Thank you: the prizes are on the board." }
            }
        };
    };
    let Some(seat) = seat_in(party, game, table) else {
        return html! {
            div.card.wait {
                p.big { "No game at table " (table) " in game " (game) "." }
                p { "Game " (game) " seats " (super::plural(party.tables_in(game), "table", "tables")) "." }
            }
        };
    };
    let pairs = names(party, &seat);
    let before = (game > 1)
        .then(|| result_here(party, game - 1, table))
        .flatten();
    let heading = html! {
        p.big { "Game " (game) }
        p.pairs { (pairs.join(" against ")) }
    };
    if let Some(done) = result_here(party, game, table) {
        let waiting = party
            .seating(game)
            .map(|s| party.waiting(&s))
            .unwrap_or_default();
        let waiting: Vec<String> = waiting.iter().map(usize::to_string).collect();
        return html! {
            div.card.ok {
                (heading)
                p { "In: " strong { (done) } "." }
            }
            div.card.wait {
                @if game == party.games {
                    p.big { "That was the last game." }
                } @else {
                    p.big { "Next at this table: game " (game + 1) }
                    p { "Waiting for "
                        @if waiting.len() == 1 { "table " } @else { "tables " }
                        (fortyfives::rules::prose::and_list(&waiting))
                        " to report game " (game) ". Who comes to this table shows here then." }
                }
            }
        };
    }
    let pending = party.pending_at(game, table);
    let claims: Vec<&Claim> = pending
        .map(|p| p.claims.iter().collect())
        .unwrap_or_default();
    let entered: Vec<&Claim> = claims.iter().copied().filter(|c| c.won.is_some()).collect();
    let class = match pending {
        Some(p) if p.disputed() => "card bad",
        Some(_) => "card wait",
        None => "card",
    };
    let status = match (pending, entered.as_slice()) {
        (Some(p), _) if p.disputed() => html! {
            p { strong { "Disputed." } " The director will settle it." }
            @for c in &claims { p.note { (c.by) ": " (c.words()) } }
            p.note { "A pair that now agrees with the other enters their result below." }
        },
        (Some(_), [c, ..]) => {
            let side = party.claim_side(&seat, c);
            let others: Vec<String> = seat
                .partnerships
                .iter()
                .enumerate()
                .filter(|&(i, _)| Some(i) != side)
                .map(|(_, p)| party.partnership_name(*p))
                .collect();
            html! {
                p { (c.by) " entered: " strong { (c.words()) } "." }
                p { (others.join(" or ")) ": is that right? Tap your name." }
                @for other in &others {
                    form.confirm method="post" action=(format!("/t/{code}/confirm")) {
                        input type="hidden" name="game" value=(game);
                        // The answer is to this claim, as shown.
                        input type="hidden" name="claim" value=(c.id);
                        input type="hidden" name="by" value=(other);
                        div.row {
                            button name="agree" value="yes" { (other) ": yes, that's right" }
                            button.quiet name="agree" value="no" { (other) ": no" }
                        }
                    }
                }
                p.note { "Or enter the result as you have it:" }
            }
        }
        _ => html! {},
    };
    let (chosen, typed) = match said {
        Said::Refused { winner, score, .. } => (winner.to_string(), score.to_string()),
        _ => (String::new(), String::new()),
    };
    let (typed_won, typed_lost) = typed.split_once('-').unwrap_or((typed.as_str(), ""));
    html! {
        div class=(class) {
            (heading)
            @if let Some(last) = &before { p.note { "Game " (game - 1) " here: " (last) "." } }
            (status)
            form.enter method="post" action=(format!("/t/{code}/result")) {
                input type="hidden" name="game" value=(game);
                fieldset {
                    legend { "Who won?" }
                    @for name in &pairs {
                        label.choice {
                            input type="radio" name="winner" value=(name) required checked[name.eq_ignore_ascii_case(&chosen)];
                            span { (name) }
                        }
                    }
                }
                @if pairs.len() == 2 {
                    fieldset {
                        legend { "Score, if you kept it" }
                        div.row {
                            label { span { "Winners" } input type="text" name="score_won" value=(typed_won) inputmode="numeric" autocomplete="off" maxlength="6" placeholder="e.g. 120"; }
                            label { span { "The others" } input type="text" name="score_lost" value=(typed_lost) inputmode="numeric" autocomplete="off" maxlength="6" placeholder="e.g. 95"; }
                        }
                    }
                } @else {
                    label.field for="score" { "Score, the winners' first (if you kept it)" }
                    input type="text" id="score" name="score" value=(typed) placeholder="e.g. 120-85-60" autocomplete="off" maxlength="40";
                }
                fieldset {
                    legend { "Who is entering it? Tap your name." }
                    @for name in &pairs {
                        button type="submit" name="by" value=(name) { (name) }
                    }
                }
                @if confirm == Confirm::Opponents {
                    p.note { "It counts once the other side confirms it on this device." }
                }
            }
        }
    }
}
