//! `/p/CODE`: a pair's own page, reached from the QR code on its tally
//! card. Where it plays and against whom, the form for the game it is
//! playing, the other side's result to confirm, and its results so far.

use fortyfives::rules::party::{Action, Claim, Confirm, Party, Pending, TableSeat};
use fortyfives::store::PartyFile;
use maud::{html, Markup};

use super::{layout, Page};

/// What the pair last sent, shown back to it: the outcome, or the rules'
/// refusal with the form filled in as sent.
pub enum Said<'a> {
    Nothing,
    Done(&'a str),
    Refused {
        message: &'a str,
        winner: &'a str,
        score: &'a str,
    },
}

pub fn page(
    file: &PartyFile,
    pair: usize,
    code: &str,
    confirm: Confirm,
    version: u64,
    said: Said,
) -> Markup {
    let party = &file.party;
    let name = party.holder_name(pair);
    layout(
        &Page {
            title: &format!("{name}: {}", file.name),
            class: "pair",
            version,
            refresh: None,
        },
        html! {
            main {
                h1 { (name) }
                p.note { (file.name) " · " (party.summary()) }
                @match &said {
                    Said::Done(words) => p.done role="status" { (words) },
                    Said::Refused { message, .. } => p.error role="alert" { (message) },
                    Said::Nothing => {},
                }
                @for notice in notices(party, pair) {
                    p.error role="status" { (notice) }
                }
                (now(party, pair, code, confirm, &said))
                (so_far(party, pair))
                p { a href=(format!("/p/{code}")) { "Look again" } " · " a href="/" { "The board" } }
            }
        },
    )
}

/// The game being played, as it stands for this pair.
fn now(party: &Party, pair: usize, code: &str, confirm: Confirm, said: &Said) -> Markup {
    let Some(game) = party.current_game() else {
        let standings = party.standings();
        let place = standings
            .lines
            .iter()
            .filter(|l| l.players.iter().any(|p| holder_has(party, pair, p)))
            .map(|l| format!("{} is placed {} with {} won", l.name, l.place, l.won))
            .collect::<Vec<_>>();
        return html! {
            div.card.ok {
                p.big { "Every game is in." }
                @for line in &place { p { (line) "." } }
            }
        };
    };
    let tables = party.tables_of_pair(pair, game);
    if tables.is_empty() {
        return html! {
            div.card.wait {
                p.big { "You sit out game " (game) "." }
                p { "Your next table shows here once every table has reported game " (game) "." }
            }
        };
    }
    html! {
        @for (seat, side) in &tables {
            (table_now(party, code, confirm, game, seat, *side, said))
        }
    }
}

fn table_now(
    party: &Party,
    code: &str,
    confirm: Confirm,
    game: u32,
    seat: &TableSeat,
    side: usize,
    said: &Said,
) -> Markup {
    let us = party.partnership_name(seat.partnerships[side]);
    let them: Vec<String> = seat
        .partnerships
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != side)
        .map(|(_, p)| party.partnership_name(*p))
        .collect();
    let heading = html! {
        p.big { "Game " (game) ": table " (seat.table) }
        p { (us) " against " (them.join(" and ")) }
    };
    if let Some(done) = party
        .results_of(game)
        .into_iter()
        .find(|r| r.table == seat.table)
    {
        let (winner, score) = party.result_words(done);
        let waiting = party
            .seating(game)
            .map(|s| party.waiting(&s))
            .unwrap_or_default();
        return html! {
            div.card.ok {
                (heading)
                p { "In: " strong { (winner) " won" @if let Some(s) = &score { " " (s) } } "." }
                @if !waiting.is_empty() {
                    p.note { "Your next table shows here once " (super::plural(waiting.len(), "table", "tables")) " more report." }
                }
            }
        };
    }
    let pending = party.pending_at(game, seat.table);
    let ours = pending.and_then(|p| {
        p.claims
            .iter()
            .find(|c| party.claim_side(seat, c) == Some(side))
    });
    let theirs: Vec<&Claim> = pending
        .map(|p| {
            p.claims
                .iter()
                .filter(|c| party.claim_side(seat, c) != Some(side))
                .collect()
        })
        .unwrap_or_default();
    let status = match (ours, theirs.as_slice()) {
        (None, []) => html! {},
        (Some(c), []) => html! {
            p { "You entered: " strong { (c.words()) } "." }
            p.note { "It counts once " (them.join(" or ")) " confirm it on their page." }
        },
        (None, [c, ..]) if c.won.is_some() => html! {
            p { (c.by) " entered: " strong { (c.words()) } "." }
            form method="post" action=(format!("/p/{code}/confirm")) {
                input type="hidden" name="game" value=(game);
                input type="hidden" name="table" value=(seat.table);
                // The answer is to this claim, as shown: a claim changed
                // since is shown again rather than counted.
                input type="hidden" name="claim" value=(c.id);
                div.row {
                    button name="agree" value="yes" { "Yes, that's right" }
                    button.quiet name="agree" value="no" { "No" }
                }
            }
            p.note { "Or enter the result as you have it:" }
        },
        _ => html! {
            p { strong { "Disputed." } " The director will settle it." }
            @for c in ours.into_iter().chain(theirs.iter().copied()) {
                p.note { (c.by) ": " (c.words()) }
            }
            p.note { "If you now agree with the other side, enter their result." }
        },
    };
    let class = match pending {
        Some(p) if p.disputed() => "card bad",
        Some(_) => "card wait",
        None => "card",
    };
    let (chosen, typed) = match said {
        Said::Refused { winner, score, .. } => (winner.to_string(), score.to_string()),
        _ => (
            ours.and_then(|c| c.won.clone()).unwrap_or_default(),
            ours.and_then(|c| c.score.clone()).unwrap_or_default(),
        ),
    };
    html! {
        div class=(class) {
            (heading)
            (status)
            form method="post" action=(format!("/p/{code}/result")) {
                input type="hidden" name="game" value=(game);
                input type="hidden" name="table" value=(seat.table);
                fieldset {
                    legend { "Who won?" }
                    @for p in &seat.partnerships {
                        @let name = party.partnership_name(*p);
                        label.choice {
                            input type="radio" name="winner" value=(name) required checked[name.eq_ignore_ascii_case(&chosen)];
                            span { (name) }
                        }
                    }
                }
                label.field for=(format!("score{}", seat.table)) { "Score, the winners' first (if you kept it)" }
                input type="text" id=(format!("score{}", seat.table)) name="score" value=(typed)
                    placeholder=(if seat.partnerships.len() == 3 { "e.g. 120-85-60" } else { "e.g. 120-95" })
                    inputmode="text" autocomplete="off" maxlength="40";
                button type="submit" { @if ours.is_some() { "Change our result" } @else { "Enter the result" } }
                @if confirm == Confirm::Opponents && ours.is_none() {
                    p.note { "It counts once the other side confirms it." }
                }
            }
        }
    }
}

/// The pair's games so far, as its tally card has them.
fn so_far(party: &Party, pair: usize) -> Markup {
    let standings = party.standings();
    let mine: Vec<_> = standings
        .lines
        .iter()
        .filter(|l| l.players.iter().any(|p| holder_has(party, pair, p)))
        .collect();
    html! {
        @for line in mine {
            @let played: Vec<_> = line.games.iter().enumerate().filter_map(|(g, p)| p.as_ref().map(|p| (g + 1, p))).collect();
            h2 { @if mine_is_player(party) { (line.name) ": your games" } @else { "Your games" } " (" (line.won) " won, " (line.lost) " lost)" }
            @if played.is_empty() {
                p.note { "None in yet." }
            } @else {
                table {
                    thead { tr { th.n { "Game" } th.n { "Table" } th { "Against" } th { "" } th.n { "Score" } } }
                    tbody {
                        @for (game, p) in played.iter().rev() {
                            tr {
                                td.n { (game) }
                                td.n { (p.table) }
                                td { (p.opponents.join(", ")) }
                                td class=(if p.won { "won" } else { "lost" }) { (if p.won { "won" } else { "lost" }) }
                                td.n { (p.score.as_ref().map(|s| s.iter().map(i32::to_string).collect::<Vec<_>>().join("-")).unwrap_or_default()) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Under split partners the tally is per player.
fn mine_is_player(party: &Party) -> bool {
    party.partners == fortyfives::rules::party::Partners::Split
}

/// Every table waiting for a side's word, for the director.
pub fn pending_words(pending: &Pending) -> Vec<String> {
    pending
        .claims
        .iter()
        .map(|c| format!("{}: {}", c.by, c.words()))
        .collect()
}

/// What was done to this holder's entries by someone else, for the game
/// being played and the one before: an entry set aside or taken back is
/// never dropped without the pair being told. A notice goes once the
/// holder enters something at that table again.
fn notices(party: &Party, holder: usize) -> Vec<String> {
    let me = party.holder_by(holder);
    let latest = party.current_game().unwrap_or(party.games);
    party
        .log
        .iter()
        .enumerate()
        .filter(|(_, e)| e.game + 1 >= latest && e.entered_by.as_ref() == Some(&me))
        .filter(|(_, e)| matches!(e.action, Action::Dropped | Action::Undone))
        .filter(|(i, e)| {
            !party.log[i + 1..]
                .iter()
                .any(|later| later.by == me && later.game == e.game && later.table == e.table)
        })
        .map(|(_, e)| {
            format!(
                "What you entered at table {} of game {} ({}) was {} by {}, and doesn't count.",
                e.table,
                e.game,
                e.result_words(),
                if e.action == Action::Dropped {
                    "set aside"
                } else {
                    "taken back"
                },
                e.by.words()
            )
        })
        .collect()
}

/// Whether a tally line's player is one the code's holder speaks for.
fn holder_has(party: &Party, holder: usize, player: &str) -> bool {
    party
        .holder_players(holder)
        .iter()
        .any(|&p| party.player(p) == player)
}
