//! `/`: the board for the projector, and the same board written to a file
//! by `party board --html` (the one HTML board). The standings and the
//! seating of the game being played, in type as large as the screen
//! allows: one column of standings up to 14 lines, two up to 32, three
//! beyond; sized by the screen's height and width, so it reads the same at
//! 1920x1080 and 1280x720.

use fortyfives::rules::party::Party;
use fortyfives::store::PartyFile;
use maud::{html, Markup, PreEscaped, DOCTYPE};

use super::{layout, Page, CSS};

/// Where the board is shown: the board is the same, its words and the page
/// around it differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The hall's `/` and its live stream: short headings for the
    /// projector.
    Hall,
    /// A file of its own (`party board --html`), in the words of the
    /// commands: the headings and the closing sentence of `party
    /// standings`.
    File,
}

/// The whole page: the board, kept live by the script, or reloaded every
/// 5 seconds without one.
pub fn page(file: &PartyFile, version: u64) -> Markup {
    layout(
        &Page {
            title: &format!("{}: the board", file.name),
            class: "board",
            version,
            refresh: Some(5),
        },
        live(file),
    )
}

/// The board as a page of its own, for a file opened on a screen: no
/// script and nothing fetched (its style is inside it), reloaded every 15
/// seconds; whoever changes the party (a command, or the hall's server
/// while it is open) writes it again.
pub fn file_page(file: &PartyFile) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta http-equiv="refresh" content="15";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (file.name) ": the board" }
                style { (PreEscaped(CSS)) }
            }
            body.board {
                (board(file, Screen::File))
            }
        }
    }
}

/// The board itself (`<main id="board">`), as sent to every screen when
/// the party changes.
pub fn live(file: &PartyFile) -> Markup {
    board(file, Screen::Hall)
}

/// The board, worded for `screen`.
pub fn board(file: &PartyFile, screen: Screen) -> Markup {
    let party = &file.party;
    let standings = party.standings();
    let seating = standings.current.and_then(|g| party.seating(g));
    let lines = standings.lines.len().max(1);
    let columns = match lines {
        0..=14 => 1,
        15..=32 => 2,
        _ => 3,
    };
    let rows = lines.div_ceil(columns) + 1;
    let longest = standings
        .lines
        .iter()
        .map(|l| l.name.chars().count())
        .max()
        .unwrap_or(8)
        .max(8);
    // The headings: the projector's short ones, or those of `party
    // standings`.
    let split = party.partners == fortyfives::rules::party::Partners::Split;
    let (place, who, points, table) = match screen {
        Screen::Hall => ("", "", "Pts", "Tbl"),
        Screen::File => (
            "#",
            if split { "Player" } else { "Pair" },
            "Points",
            "Table",
        ),
    };
    // The four numbers' share of a line, in characters.
    let numbers = match screen {
        Screen::Hall => 15.0,
        Screen::File => 17.0,
    };
    // The standings' share of the screen: what the seating leaves.
    let tables = seating.as_ref().map_or(0, |s| s.tables.len());
    let seat_longest = seating
        .iter()
        .flat_map(|s| &s.tables)
        .map(|t| table_line(party, &t.partnerships).chars().count() + 4)
        .max()
        .unwrap_or(10);
    let sitting_out = usize::from(seating.as_ref().is_some_and(|s| !s.out.is_empty()));
    let seat_share = if tables == 0 { 0.0 } else { 30.0 };
    // The type the seating gets with its tables in `across` columns: by
    // the height its rows leave, and by the width its longest line needs
    // (a screen of 16:9, where 1vw is 1.78vh).
    let seat_fit = |across: usize| {
        let rows = tables.div_ceil(across) + 1 + sitting_out;
        let h = seat_share / (rows as f64 * 1.3);
        let w = (96.0 / across as f64 - 2.0) / (0.6 * seat_longest as f64);
        (h, w)
    };
    // As many columns as give the largest type.
    let seat_across = (1..=4)
        .max_by(|&a, &b| {
            let big = |n: usize| {
                let (h, w) = seat_fit(n);
                h.min(w * 1.78)
            };
            big(a).total_cmp(&big(b)).then(b.cmp(&a))
        })
        .unwrap_or(2);
    let stand_share = 84.0 - seat_share;
    // Each line 1.6 em high (the style's 1.4, its padding and the rule
    // below it: at 1.3 a large hall's last lines fell below the screen);
    // each column holds the name and four numbers.
    let by_height = stand_share / (rows as f64 * 1.6);
    let by_width = (96.0 / columns as f64 - 3.0) / (0.6 * (longest as f64 + numbers));
    let stand_size = format!("font-size:min({by_height:.2}vh,{by_width:.2}vw)");
    let seat_size = if tables == 0 {
        String::new()
    } else {
        let (h, w) = seat_fit(seat_across);
        format!("font-size:min({h:.2}vh,{w:.2}vw)")
    };
    let per_column = lines.div_ceil(columns);
    let reported = seating
        .as_ref()
        .map(|s| {
            party
                .results_of(s.game)
                .iter()
                .map(|r| r.table)
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let show_table = standings.current.is_some();
    html! {
        main #board {
            header {
                span { (file.name) }
                span.progress {
                    @match screen {
                        Screen::Hall => (progress(party, &standings)),
                        Screen::File => (standings.progress(party.games)),
                    }
                }
            }
            div.standings style=(format!("{stand_size};grid-template-columns:repeat({columns},1fr)")) {
                @for chunk in standings.lines.chunks(per_column.max(1)) {
                    table {
                        thead { tr {
                            th.n { (place) } th { (who) } th.n { "Won" } th.n { "Lost" } th.n { (points) }
                            // Right-aligned by the style, as the last column.
                            @if show_table { th { (table) } }
                        } }
                        tbody {
                            @for l in chunk {
                                tr {
                                    td.place { (l.place) }
                                    td.name { (l.name) }
                                    td.n { (l.won) }
                                    td.n { (l.lost) }
                                    td.n { (l.points) }
                                    @if show_table { td.n { (l.table.map(|t| t.to_string()).unwrap_or_default()) } }
                                }
                            }
                        }
                    }
                }
            }
            @if let Some(seating) = &seating {
                section.seating style=(seat_size) {
                    h2 { "Game " (seating.game) " seating" }
                    div.seats style=(format!("grid-template-columns:repeat({seat_across},1fr)")) {
                        @for t in &seating.tables {
                            div class=(if reported.contains(&t.table) { "seat in" } else { "seat" }) {
                                span.place { (t.table) }
                                " "
                                (table_line(party, &t.partnerships))
                            }
                        }
                    }
                    @if !seating.out.is_empty() {
                        div.seat { "Sitting out: " (party.out_names(&seating.out).join(", ")) }
                    }
                }
            } @else {
                div.final { "Every game is in: the prizes are next." }
            }
        }
    }
}

/// "Ann+Bob v Cid+Dan".
pub fn table_line(party: &Party, partnerships: &[[usize; 2]]) -> String {
    partnerships
        .iter()
        .map(|p| party.partnership_name(*p))
        .collect::<Vec<_>>()
        .join(" v ")
}

/// "Game 4 of 25: waiting for tables 2 and 5".
pub fn progress(party: &Party, standings: &fortyfives::rules::party::Standings) -> String {
    match standings.current {
        None => format!("All {} games in", party.games),
        Some(game) if standings.waiting.is_empty() => format!("Game {game} of {}", party.games),
        Some(game) => format!(
            "Game {game} of {}: waiting for table{} {}",
            party.games,
            if standings.waiting.len() == 1 {
                ""
            } else {
                "s"
            },
            fortyfives::rules::prose::and_list(
                &standings
                    .waiting
                    .iter()
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
            )
        ),
    }
}
