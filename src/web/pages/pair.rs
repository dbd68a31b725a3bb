//! `/p/CODE`: a pair's own page, reached from the QR code on its tally
//! card. Where it plays and against whom, the form for the game it is
//! playing, the other side's result to confirm, and its results so far.

use fortyfives::rules::party::{Action, Away, Claim, Confirm, Party, Pending, TableSeat};
use fortyfives::store::PartyFile;
use maud::{html, Markup};

use super::{layout, Page};

/// What the pair last sent, when it was refused: the rules' refusal with
/// the form filled in as sent. (What a change did is read from the party
/// itself: [`banner`].)
pub enum Said<'a> {
    Nothing,
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
            main data-holder=(pair) {
                @if let Said::Refused { message, .. } = &said {
                    p.error role="alert" { (message) }
                }
                (content(file, pair, code, confirm, &said))
            }
        },
    )
}

/// The pair's page inside its `<main>` (without a refusal): what the hall
/// compares, change after change, to tell the page when to look again.
pub fn content(file: &PartyFile, pair: usize, code: &str, confirm: Confirm, said: &Said) -> Markup {
    let party = &file.party;
    let name = party.holder_name(pair);
    html! {
        h1 { (super::name(name)) }
        p.note { (file.name) " · " (party.summary()) }
        @if let Some(words) = banner(party, pair) {
            p.done role="status" { (words) }
        }
        @for notice in notices(party, pair) {
            p.error role="status" { (notice) }
        }
        (now(party, pair, code, confirm, said))
        (so_far(party, pair))
        p { a href=(format!("/p/{code}")) { "Look again" } " · " a href="/" { "The board" } }
    }
}

/// What the pair's last word at its table of the game being played (or,
/// before it has one there, of the game before) came to, as the party
/// stands now: a result entered and then confirmed by the other side reads
/// "confirmed", never "entered".
pub fn banner(party: &Party, pair: usize) -> Option<String> {
    let me = party.holder_by(pair);
    let latest = party.current_game().unwrap_or(party.games);
    let spoke = |game: u32| -> Vec<(TableSeat, usize)> {
        party
            .tables_of_pair(pair, game)
            .into_iter()
            .filter(|(seat, _)| {
                party
                    .log
                    .iter()
                    .any(|e| e.game == game && e.table == seat.table && e.by == me)
            })
            .collect()
    };
    let (game, tables) = [latest, latest.saturating_sub(1)]
        .into_iter()
        .filter(|&g| g >= 1)
        .map(|g| (g, spoke(g)))
        .find(|(_, t)| !t.is_empty())?;
    let (seat, side) = tables.into_iter().next()?;
    let last = party
        .log
        .iter()
        .rev()
        .find(|e| e.game == game && e.table == seat.table)?;
    let earlier = if Some(game) == party.current_game() {
        String::new()
    } else {
        format!("Game {game}, table {}: ", seat.table)
    };
    let counted = party.results_of(game).iter().any(|r| r.table == seat.table);
    let words = if counted {
        match (&last.action, last.by == me) {
            (Action::Confirmed, true) => "Confirmed: the result counts.".to_string(),
            (Action::Confirmed, false) => {
                format!("{} confirmed it: the result counts.", last.by.words())
            }
            (Action::Entered, true) => "Thank you: the result counts.".to_string(),
            (Action::Corrected, _) => {
                format!("Corrected by {}: the result counts.", last.by.words())
            }
            _ => format!(
                "The result is in ({}), entered by {}.",
                last.result_words(),
                last.by.words()
            ),
        }
    } else {
        let pending = party.pending_at(game, seat.table)?;
        let ours = pending
            .claims
            .iter()
            .any(|c| party.claim_side(&seat, c) == Some(side));
        match (ours, pending.disputed()) {
            (true, true) => {
                "Your word is in. The two sides differ: the director will settle it.".to_string()
            }
            (true, false) => "Entered: it counts once the other side confirms it.".to_string(),
            (false, _) => return None,
        }
    };
    Some(format!("{earlier}{words}"))
}

/// The game being played, as it stands for this pair.
fn now(party: &Party, pair: usize, code: &str, confirm: Confirm, said: &Said) -> Markup {
    let Some(game) = party.current_game() else {
        let standings = party.standings();
        let place = standings
            .lines
            .iter()
            .filter(|l| l.players.iter().any(|p| holder_has(party, pair, p)))
            .map(|l| {
                format!(
                    "{} is in {} place with {}",
                    l.name,
                    super::ordinal(l.place),
                    l.wins_words(party.sit_out)
                )
            })
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
        return match party.away(pair, game) {
            Away::Joins(from) => html! {
                div.card.wait {
                    p.big { "You join the party from game " (from) "." }
                    p { "Your table shows here once game " (from) " is seated." }
                }
            },
            Away::Left(from) => html! {
                div.card.wait {
                    p.big { "You have gone home: you are not seated from game " (from) "." }
                    p { "Your results stay in the tally. Thank you for playing." }
                }
            },
            Away::SitsOut => html! {
                div.card.wait {
                    p.big { "You sit out game " (game) "." }
                    p { "Your next table shows here once every table has reported game " (game) "." }
                }
            },
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
        p.names {
            mark { (super::name(&us)) } " against "
            @for (i, t) in them.iter().enumerate() { @if i > 0 { " and " } (super::name(t)) }
        }
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
                    p.note { "Your next table shows here " (super::once_more_report(waiting.len())) "." }
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
                button type="submit" name="agree" value="yes" { "Yes, that's right" }
            }
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
    // The other side's result to answer: the form says what happened, and
    // is sent with the No.
    let answering = match (ours, theirs.as_slice()) {
        (None, [c, ..]) if c.won.is_some() => Some(c.id),
        _ => None,
    };
    let fields = html! {
        input type="hidden" name="game" value=(game);
        input type="hidden" name="table" value=(seat.table);
        @if let Some(id) = answering { input type="hidden" name="claim" value=(id); }
        fieldset {
            legend { @if answering.is_some() { "If not, who won?" } @else { "Who won?" } }
            @for p in &seat.partnerships {
                @let name = party.partnership_name(*p);
                label.choice {
                    // Not required with a No: a No alone says only that
                    // the other side's result is wrong.
                    input type="radio" name="winner" value=(name) required[answering.is_none()] checked[name.eq_ignore_ascii_case(&chosen)];
                    span.names { (super::name(&name)) }
                }
            }
        }
        (score_fields(seat, &typed))
    };
    html! {
        div class=(class) {
            (heading)
            (status)
            @if answering.is_some() {
                form method="post" action=(format!("/p/{code}/confirm")) {
                    (fields)
                    button.quiet type="submit" name="agree" value="no" { "No: this is what happened" }
                }
            } @else {
                form method="post" action=(format!("/p/{code}/result")) {
                    (fields)
                    button type="submit" { @if ours.is_some() { "Change our result" } @else { "Enter the result" } }
                    @if confirm == Confirm::Opponents && ours.is_none() {
                        p.note { "It counts once the other side confirms it." }
                    }
                }
            }
        }
    }
}

/// The score as typed on a phone: two numbers on the number pad, the
/// winners' and the losers' (`score_won`, `score_lost`); a table of three
/// sides types its three scores in one field (`score`).
fn score_fields(seat: &TableSeat, typed: &str) -> Markup {
    let id = |what: &str| format!("{what}{}", seat.table);
    if seat.partnerships.len() != 2 {
        return html! {
            label.field for=(id("score")) { "Score, the winners' first (if you kept it)" }
            input type="text" id=(id("score")) name="score" value=(typed)
                placeholder="e.g. 120-85-60" autocomplete="off" maxlength="40";
        };
    }
    let (won, lost) = split_score(typed);
    html! {
        p.field id=(id("scorehelp")) { "Score (if you kept it)" }
        div.row {
            div {
                label.field for=(id("score_won")) { "Winners" }
                input type="text" id=(id("score_won")) name="score_won" value=(won)
                    inputmode="numeric" pattern="-?[0-9]*" placeholder="120" autocomplete="off" maxlength="6"
                    aria-describedby=(id("scorehelp"));
            }
            div {
                label.field for=(id("score_lost")) { "Losers" }
                input type="text" id=(id("score_lost")) name="score_lost" value=(lost)
                    inputmode="numeric" pattern="-?[0-9]*" placeholder="95" autocomplete="off" maxlength="6"
                    aria-describedby=(id("scorehelp"));
            }
        }
    }
}

/// "120-95" as the two numbers; a losers' score may be below nothing
/// ("120--15"). Anything else is shown back whole, as typed, in the
/// first.
pub fn split_score(score: &str) -> (String, String) {
    let score = score.trim();
    let number = |s: &str| {
        let digits = s.strip_prefix('-').unwrap_or(s);
        !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
    };
    let skip = usize::from(score.starts_with('-'));
    match score[skip..].find('-') {
        Some(at) if number(&score[..skip + at]) && number(&score[skip + at + 1..]) => (
            score[..skip + at].to_string(),
            score[skip + at + 1..].to_string(),
        ),
        _ => (score.to_string(), String::new()),
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
                    thead { tr { th.n { "Game" } th.n { "Table" } th { "Against" } th { "Result" } th.n { "Score" } } }
                    tbody {
                        @for (game, p) in played.iter().rev() {
                            tr {
                                td.n { (game) }
                                td.n { (p.table) }
                                td.names {
                                    @for (i, o) in p.opponents.iter().enumerate() { @if i > 0 { ", " } (super::name(o)) }
                                }
                                td class=(if p.won { "won" } else { "lost" }) {
                                    (if p.won { "won" } else { "lost" })
                                    @if corrected(party, *game as u32, p.table) { br; small { "corrected" } }
                                }
                                td.n { (p.score.as_ref().map(|s| s.iter().map(i32::to_string).collect::<Vec<_>>().join("-")).unwrap_or_default()) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Whether a table's result of a game was corrected after it counted.
fn corrected(party: &Party, game: u32, table: usize) -> bool {
    party
        .log
        .iter()
        .any(|e| e.game == game && e.table == table && e.action == Action::Corrected)
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
    let mut said: Vec<String> = party
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
        .collect();
    // A result of this holder's table corrected after it counted, in the
    // game being played or the one before: the tally changed under it.
    said.extend(
        party
            .log
            .iter()
            .filter(|e| e.game + 1 >= latest && e.action == Action::Corrected)
            .filter(|e| {
                party
                    .tables_of_pair(holder, e.game)
                    .iter()
                    .any(|(seat, _)| seat.table == e.table)
            })
            .map(|e| {
                let was = match (&e.was_winner, &e.was_score) {
                    (Some(w), Some(s)) => format!(" (it was {w} won {s})"),
                    (Some(w), None) => format!(" (it was {w} won)"),
                    _ => String::new(),
                };
                format!(
                    "Your result at table {} of game {} was corrected by {}: now {}{was}.",
                    e.table,
                    e.game,
                    e.by.words(),
                    e.result_words()
                )
            }),
    );
    said
}

/// Whether a tally line's player is one the code's holder speaks for.
fn holder_has(party: &Party, holder: usize, player: &str) -> bool {
    party
        .holder_players(holder)
        .iter()
        .any(|&p| party.player(p) == player)
}
