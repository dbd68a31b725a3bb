//! The results sheet: the evening's standings, prizes and every game, as
//! one self-contained page (its style inside it; no script, font or
//! picture fetched), for the club's website and for paper. `party export
//! --format html` writes it (through [`crate::web::results_page`]), and
//! the director's `/director/results` shows it, so the sheet printed and
//! the sheet published are the same.

use fortyfives::rules::party::standings::wins_words;
use fortyfives::rules::party::{Partners, Party, Standings};
use fortyfives::rules::prose::ordinal;
use fortyfives::store::PartyFile;
use maud::{html, Markup, PreEscaped, DOCTYPE};

/// The sheet's own style: readable on a phone, and on A4 or Letter with
/// no row cut across two pages and each table's header repeated.
const STYLE: &str = "\
*,*::before,*::after{box-sizing:border-box}\
body{margin:0;font:16px/1.45 system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;color:#1b1b1b;background:#fff}\
main{max-width:60rem;margin:0 auto;padding:1rem}\
h1{font-size:1.8rem;margin:.2rem 0}\
h2{font-size:1.3rem;margin:1.6rem 0 .5rem;border-bottom:2px solid #1b1b1b;padding-bottom:.15rem}\
.sub{font-size:1.1rem;margin:.2rem 0}\
.note{color:#555}\
table{border-collapse:collapse;width:100%}\
th,td{text-align:left;padding:.3rem .45rem;border-bottom:1px solid #d5d2c9;vertical-align:top}\
thead th{border-bottom:2px solid #1b1b1b;font-size:.9rem}\
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
tbody tr:nth-child(even){background:#f6f5f1}\
td.won{font-weight:700}\
tr.first td{border-top:2px solid #8a877f}\
td{overflow-wrap:anywhere}\
@media screen and (max-width:40rem){\
body{font-size:14px}\
main{padding:.6rem}\
th,td{padding:.25rem .2rem}\
th.n{white-space:normal;overflow-wrap:anywhere}\
.players{display:none}\
}\
footer{margin-top:2rem;color:#555;font-size:.85rem}\
@page{size:auto;margin:12mm}\
@media print{\
body{font-size:10pt}\
main{max-width:none;padding:0}\
thead{display:table-header-group}\
tr{break-inside:avoid;page-break-inside:avoid}\
h2{break-after:avoid;page-break-after:avoid}\
tbody tr:nth-child(even){background:none}\
}";

/// The whole sheet of the party in `file`, as it stands.
pub fn page(file: &PartyFile) -> Markup {
    let party = &file.party;
    let standings = party.standings();
    let date = file.created.format("%-d %B %Y").to_string();
    let who = if party.partners == Partners::Split {
        "Player"
    } else {
        "Pair"
    };
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="generator" content=(concat!("fortyfives ", env!("CARGO_PKG_VERSION")));
                title { (file.name) ": results, " (date) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                main {
                    header {
                        h1 { (file.name) }
                        p.sub { "Results · " time datetime=(file.created.format("%Y-%m-%d").to_string()) { (date) } }
                        p.note { (party.summary()) ". " (standings.progress(party.games)) }
                        @if standings.current.is_some() {
                            p.note { "The evening isn't over: these are the places as they stand." }
                        }
                    }
                    (prizes(party, &standings, who))
                    (table_of_standings(party, &standings, who))
                    (games(party))
                    footer { p { "Written by fortyfives " (env!("CARGO_PKG_VERSION")) "." } }
                }
            }
        }
    }
}

/// Places 1 to 3, ties shared, and the booby prize.
fn prizes(party: &Party, standings: &Standings, who: &str) -> Markup {
    let prizes = party.evening_prizes();
    let wins_of = |name: &str| {
        standings
            .lines
            .iter()
            .find(|l| l.name == name)
            .map(|l| l.wins_words(party.sit_out))
            .unwrap_or_default()
    };
    html! {
        section #prizes {
            h2 { "Prizes" }
            table {
                thead { tr { th { "Place" } th { (who) } th { "Won" } } }
                tbody {
                    @for place in &prizes.places {
                        tr {
                            td { (ordinal(place.place)) @if place.names.len() > 1 { " (shared)" } }
                            td { (super::name(&place.names.join(", "))) }
                            td { (wins_words(place.won, place.played, party.sit_out)) }
                        }
                    }
                    @if !prizes.booby.is_empty() {
                        tr {
                            td { "Booby prize" }
                            td { (super::name(&prizes.booby.join(", "))) }
                            td { (wins_of(&prizes.booby[0])) }
                        }
                    }
                }
            }
        }
    }
}

fn table_of_standings(party: &Party, standings: &Standings, who: &str) -> Markup {
    let split = party.partners == Partners::Split;
    // Games sat out only where some were: the paper tally has no column.
    let outs = standings.lines.iter().any(|l| l.sat_out > 0)
        || party.sit_out != fortyfives::rules::party::SitOut::None;
    html! {
        section #standings {
            h2 { "Standings" }
            table {
                thead {
                    tr {
                        th.n { "#" } th { (who) }
                        @if !split { th.players { "Players" } }
                        th.n { "Played" } th.n { "Won" } th.n { "Lost" }
                        @if outs { th.n { "Sat out" } }
                        th.n { "Points" }
                    }
                }
                tbody {
                    @for line in &standings.lines {
                        tr {
                            td.n { (line.place) }
                            td { (super::name(&line.name)) }
                            @if !split { td.players { (line.players.join(" & ")) } }
                            td.n { (line.played) }
                            td.n { (line.won) }
                            td.n { (line.lost) }
                            @if outs { td.n { (line.sat_out) } }
                            td.n { (line.points) }
                        }
                    }
                }
            }
        }
    }
}

/// One table's game: the game, the table, who sat there, and who won
/// with the score, once in; table 0 is the pairs sitting the game out.
type GameRow = (u32, usize, String, Option<(String, Option<String>)>);

/// Every game with a result, table by table: who sat there, who won, the
/// score (the winners' first).
fn games(party: &Party) -> Markup {
    let mut rows: Vec<GameRow> = Vec::new();
    for game in 1..=party.games {
        let results = party.results_of(game);
        if results.is_empty() {
            continue;
        }
        let Some(seating) = party.seating(game) else {
            continue;
        };
        for seat in &seating.tables {
            let pairs: Vec<String> = seat
                .partnerships
                .iter()
                .map(|p| party.partnership_name(*p))
                .collect();
            let result = results
                .iter()
                .find(|r| r.table == seat.table)
                .map(|r| party.result_words(r));
            rows.push((game, seat.table, pairs.join(" v "), result));
        }
        let out = party.out_names(&seating.out);
        if !out.is_empty() {
            rows.push((game, 0, format!("Sat out: {}", out.join(", ")), None));
        }
    }
    html! {
        section #games {
            h2 { "Games" }
            @if rows.is_empty() {
                p.note { "No result is in yet." }
            } @else {
                table {
                    thead { tr { th.n { "Game" } th.n { "Table" } th { "At the table" } th { "Won" } th.n { "Score" } } }
                    tbody {
                        @for (i, (game, table, pairs, result)) in rows.iter().enumerate() {
                            @let first = i == 0 || rows[i - 1].0 != *game;
                            tr class=[first.then_some("first")] {
                                td.n { (game) }
                                td.n { @if *table > 0 { (table) } }
                                td { (pairs) }
                                @match result {
                                    None if *table == 0 => {
                                        td {}
                                        td.n {}
                                    }
                                    Some((winner, score)) => {
                                        td.won { (winner) }
                                        td.n { (score.clone().unwrap_or_default()) }
                                    }
                                    None => {
                                        td.note { "not in yet" }
                                        td.n {}
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
