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
/// `address` is the hall's own, as `party serve` printed it: shown with
/// its QR code, for a phone to follow the board.
pub fn page(file: &PartyFile, version: u64, address: &str) -> Markup {
    layout(
        &Page {
            title: &format!("{}: the board", file.name),
            class: "board",
            version,
            refresh: Some(5),
        },
        live(file, address),
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
                (board(file, Screen::File, None))
            }
        }
    }
}

/// The board itself (`<main id="board">`), as sent to every screen when
/// the party changes, with the hall's address.
pub fn live(file: &PartyFile, address: &str) -> Markup {
    board(file, Screen::Hall, Some(address))
}

/// The share of the screen's height the standings and the seating have
/// between them (in vh): what the header (with the hall's QR code) and the
/// margins leave.
const BODY_SHARE: f64 = 80.0;

/// Each line's height in em: the style's 1.4, its padding and the rule
/// below it, with room to spare (at 1.3 a large hall's last lines fell
/// below the screen).
const LINE: f64 = 1.7;

/// The board, worded for `screen`; `address`, the hall's, when it has one
/// (a board written to a file has none).
pub fn board(file: &PartyFile, screen: Screen, address: Option<&str>) -> Markup {
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
    // The seating's share of the screen: what its lines need, within
    // limits; the standings have the rest.
    let tables = seating.as_ref().map_or(0, |s| s.tables.len());
    let sitting_out = usize::from(seating.as_ref().is_some_and(|s| !s.out.is_empty()));
    // A table's line, and its longest side: a line too long for its
    // column wraps after a side ("Ann+Bob v" / "Cid+Dan").
    let seat_lines: Vec<(usize, usize)> = seating
        .iter()
        .flat_map(|s| &s.tables)
        .map(|t| {
            let whole = table_line(party, &t.partnerships).chars().count() + 4;
            let side = t
                .partnerships
                .iter()
                .map(|p| party.partnership_name(*p).chars().count() + 6)
                .max()
                .unwrap_or(10);
            (whole, side)
        })
        .collect();
    // Once every game is in, the prizes take the seating's place: a line
    // each, in the largest type that fits their share.
    let prize_lines = if seating.is_none() {
        super::prizes::board_lines(party)
    } else {
        Vec::new()
    };
    let seat_share = match tables {
        0 if prize_lines.is_empty() => 0.0,
        0 => 24.0,
        1..=4 => 24.0,
        5..=8 => 30.0,
        _ => 36.0,
    };
    let prize_size = {
        let longest = prize_lines
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(10);
        let h = seat_share / ((prize_lines.len() + 1) as f64 * 1.35);
        let w = 94.0 / (0.6 * longest as f64);
        format!("font-size:min({h:.2}vh,{w:.2}vw)")
    };
    // The type the seating gets with its tables in `across` columns, each
    // table on `high` lines: by the height its rows leave, and by the
    // width its longest line needs (a screen of 16:9, where 1vw is
    // 1.78vh).
    let seat_fit = |across: usize, high: usize| {
        let longest = seat_lines
            .iter()
            .map(|&(whole, side)| if high == 1 { whole } else { side })
            .max()
            .unwrap_or(10);
        let rows = tables.div_ceil(across) * high + 1 + sitting_out;
        let h = seat_share / (rows as f64 * 1.35);
        let w = (96.0 / across as f64 - 2.0) / (0.6 * longest as f64);
        (h, w)
    };
    let big = |(h, w): (f64, f64)| h.min(w * 1.78);
    // As many columns, and lines a table, as give the largest type.
    let (seat_across, seat_high) = (1..=4)
        .flat_map(|a| [(a, 1), (a, 2)])
        .max_by(|&a, &b| {
            big(seat_fit(a.0, a.1))
                .total_cmp(&big(seat_fit(b.0, b.1)))
                .then(b.cmp(&a))
        })
        .unwrap_or((2, 1));
    let stand_share = BODY_SHARE - seat_share;
    // Each column holds the name and four numbers.
    let by_height = stand_share / (rows as f64 * LINE);
    let by_width = (96.0 / columns as f64 - 3.0) / (0.6 * (longest as f64 + numbers));
    let stand_size = format!("font-size:min({by_height:.2}vh,{by_width:.2}vw)");
    let seat_size = if tables == 0 {
        String::new()
    } else {
        let (h, w) = seat_fit(seat_across, seat_high);
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
                div.title {
                    h1 { (file.name) }
                    span.progress {
                        @match screen {
                            Screen::Hall => (progress(party, &standings)),
                            Screen::File => (standings.progress(party.games)),
                        }
                    }
                }
                @if let Some(address) = address {
                    div.join {
                        span.address { "Follow on a phone: " br; (address) }
                        (super::qr_labelled(address, &format!("QR code of the board's address, {address}")))
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
                    div class=(if seat_high == 1 { "seats" } else { "seats wrap" }) style=(format!("grid-template-columns:repeat({seat_across},1fr)")) {
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
            } @else if prize_lines.is_empty() {
                div.final { "Every game is in." }
            } @else {
                section.seating.prizes style=(prize_size) {
                    h2 { "Prizes" }
                    @for line in &prize_lines { div.seat { (line) } }
                }
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
        // Many tables to wait for: their count, so the line fits the
        // header (the seating shows which have reported).
        Some(game) if standings.waiting.len() > 5 => format!(
            "Game {game} of {}: waiting for {} tables",
            party.games,
            standings.waiting.len()
        ),
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
