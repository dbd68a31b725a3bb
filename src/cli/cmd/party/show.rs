//! What the party commands print: seatings, the tally, the board page.

pub use fortyfives::rules::party::shapes::{seating_json, standings_json};
use fortyfives::rules::party::{Partners, Party, SeatNote, Seating, Standings};
use fortyfives::rules::prose::and_list;

use crate::cli::view::output::Style;
use crate::cli::view::render;

/// "Ann+Bob vs Cid+Dan".
pub fn table_words(party: &Party, partnerships: &[[usize; 2]]) -> String {
    partnerships
        .iter()
        .map(|p| party.partnership_name(*p))
        .collect::<Vec<_>>()
        .join(" vs ")
}

/// What the hall is told about a seating, in words: the movers sent
/// elsewhere, the pairs meeting again.
pub fn note_words(party: &Party, seating: &Seating) -> Vec<String> {
    seating
        .notes
        .iter()
        .map(|note| match note {
            SeatNote::Rerouted { from, to, movers } => format!(
                "{} (from table {from}) go to table {to}, not {}, so as not to meet a pair they have played.",
                and_list(&movers.iter().map(|p| party.partnership_name(*p)).collect::<Vec<_>>()),
                from % seating.tables.len() + 1
            ),
            SeatNote::Rematch {
                table,
                partnerships,
                game,
            } => format!(
                "Table {table}: {} and {} met in game {game}; no other seating avoids it.",
                party.partnership_name(partnerships[0]),
                party.partnership_name(partnerships[1])
            ),
        })
        .collect()
}

pub fn print_seating(party: &Party, seating: &Seating, style: Style) {
    println!(
        "{}",
        style.bold(&format!("Game {} of {}", seating.game, party.games))
    );
    let mut grid = render::grid(style);
    grid.set_header(vec!["Table", "Pair 1", "Pair 2", "Pair 3"][..party.per_table + 1].to_vec());
    if let Some(c) = grid.column_mut(0) {
        c.set_cell_alignment(comfy_table::CellAlignment::Right);
    }
    for t in &seating.tables {
        let mut row = vec![t.table.to_string()];
        row.extend(t.partnerships.iter().map(|p| party.partnership_name(*p)));
        grid.add_row(row);
    }
    println!("{grid}");
    let out = party.out_names(&seating.out);
    if !out.is_empty() {
        println!("Sitting out: {}.", out.join(", "));
    }
    for note in note_words(party, seating) {
        println!("{note}");
    }
}

/// One card per table, to print and set on the table: big, cut apart along
/// the dashes, with a place to write the winners and the score, so the card
/// comes back to the director as the table's result.
pub fn print_cards(party: &Party, seating: &Seating) {
    for (i, t) in seating.tables.iter().enumerate() {
        if i > 0 {
            println!("{}", "- ".repeat(30));
        }
        println!();
        println!(
            "    TABLE {}            game {} of {}",
            t.table, seating.game, party.games
        );
        println!();
        for (k, p) in t.partnerships.iter().enumerate() {
            // A whole pair's code, for its page in the live hall.
            let code = match party.partners {
                Partners::Fixed => party.code_of(p[0] / 2).map(|c| format!("    code {c}")),
                Partners::Split => match (party.code_of(p[0]), party.code_of(p[1])) {
                    (Some(a), Some(b)) => Some(format!("    codes {a}, {b}")),
                    _ => None,
                },
            }
            .unwrap_or_default();
            println!("    Pair {}:  {}{code}", k + 1, party.partnership_name(*p));
        }
        println!();
        let which = if t.partnerships.len() == 3 {
            "pair 1, 2 or 3"
        } else {
            "pair 1 or 2"
        };
        println!("    Winners ({which}):  ________________");
        println!(
            "    Score, the winners' first:  {}",
            vec!["______"; t.partnerships.len()].join(" - ")
        );
        println!();
    }
    let out = party.out_names(&seating.out);
    if !out.is_empty() {
        println!("{}", "- ".repeat(30));
        println!("    Sitting out game {}: {}", seating.game, out.join(", "));
    }
}

/// "Game 4 of 25: waiting for tables 2 and 5." or the evening's end.
pub fn progress(party: &Party, standings: &Standings) -> String {
    match standings.current {
        None if party.games == 1 => "The game is in.".to_string(),
        None => format!("All {} games are in.", party.games),
        Some(game) => {
            let waiting: Vec<String> = standings.waiting.iter().map(usize::to_string).collect();
            let tables = match waiting.len() {
                0 => "no table".to_string(),
                1 => format!("table {}", waiting[0]),
                _ => format!("tables {}", and_list(&waiting)),
            };
            format!("Game {game} of {}: waiting for {tables}.", party.games)
        }
    }
}

pub fn print_standings(name: &str, party: &Party, standings: &Standings, style: Style) {
    println!(
        "{}",
        style.bold(&format!(
            "{name}: {} of {} games played",
            standings.played, party.games
        ))
    );
    let split = party.partners == Partners::Split;
    let mut grid = render::grid(style);
    let who = if split { "Player" } else { "Pair" };
    // Where each sits only while a game is being played: once the evening
    // is over the column would be empty.
    let playing = standings.current.is_some();
    let mut head = vec!["#", who, "Won", "Lost", "Points"];
    if playing {
        head.push("Table");
    }
    grid.set_header(head);
    for column in [0, 2, 3, 4, 5] {
        if let Some(c) = grid.column_mut(column) {
            c.set_cell_alignment(comfy_table::CellAlignment::Right);
        }
    }
    for l in &standings.lines {
        let mut row = vec![
            l.place.to_string(),
            l.name.clone(),
            l.won.to_string(),
            l.lost.to_string(),
            l.points.to_string(),
        ];
        if playing {
            row.push(l.table.map(|t| t.to_string()).unwrap_or_default());
        }
        grid.add_row(row);
    }
    println!("{grid}");
    println!("{}", progress(party, standings));
}

/// Text for an HTML page.
fn html(text: &str) -> String {
    crate::cli::view::output::one_line(text)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// The board as a page that reloads itself every 15 seconds: large type,
/// high contrast, every pair on one screen (in two columns past 18 lines),
/// and below them the seating of the game being played.
pub fn board_page(name: &str, party: &Party, standings: &Standings) -> String {
    let seating = standings.current.and_then(|g| party.seating(g));
    let entries: Vec<(usize, String)> = seating
        .iter()
        .flat_map(|s| &s.tables)
        .map(|t| {
            (
                t.table,
                t.partnerships
                    .iter()
                    .map(|p| party.partnership_name(*p))
                    .collect::<Vec<_>>()
                    .join(" v "),
            )
        })
        .collect();
    let out = seating
        .as_ref()
        .map(|s| party.out_names(&s.out))
        .unwrap_or_default();
    // The seating's share of the screen: a fifth of its height, tables side
    // by side in as many columns as their longest line allows.
    let (seat_share, seat_block) = match &seating {
        None => (0.0, String::new()),
        Some(seating) => {
            let longest = entries
                .iter()
                .map(|(_, e)| e.chars().count() + 4)
                .max()
                .unwrap_or(10) as f64;
            let extra = usize::from(!out.is_empty()) + 1;
            let share = 28.0;
            // As many columns as give the largest type (a screen of 16:9:
            // 1vw is 1.78vh).
            let size_for = |across: usize| {
                let lines = entries.len().div_ceil(across) + extra;
                let by_height = share / (lines as f64 * 1.35);
                let by_width = (96.0 / across as f64 - 1.5) / (0.62 * longest);
                (by_height, by_width)
            };
            let across = (1..=4)
                .max_by(|&a, &b| {
                    let big = |n: usize| {
                        let (h, w) = size_for(n);
                        h.min(w * 1.78)
                    };
                    big(a).total_cmp(&big(b)).then(b.cmp(&a))
                })
                .unwrap_or(1);
            let (by_height, by_width) = size_for(across);
            let cells: String = entries
                .iter()
                .map(|(t, e)| {
                    format!(
                        "<div class=\"seat\"><span class=\"place\">{t}</span> {}</div>\n",
                        html(e)
                    )
                })
                .collect();
            let out_line = if out.is_empty() {
                String::new()
            } else {
                format!(
                    "<div class=\"seat out\">Sitting out: {}</div>\n",
                    html(&out.join(", "))
                )
            };
            (
                share + 1.0,
                format!(
                    "<section class=\"seating\" style=\"font-size: min({by_height:.2}vh, {by_width:.2}vw)\">\n<h2>Game {} seating</h2>\n<div class=\"seats\" style=\"grid-template-columns: repeat({across}, 1fr)\">\n{cells}</div>\n{out_line}</section>\n",
                    seating.game
                ),
            )
        }
    };
    let split = party.partners == Partners::Split;
    let mut rows: Vec<String> = Vec::new();
    for l in &standings.lines {
        // The table only while a game is being played.
        let table = if standings.current.is_some() {
            format!(
                "<td>{}</td>",
                l.table.map(|t| t.to_string()).unwrap_or_default()
            )
        } else {
            String::new()
        };
        rows.push(format!(
            "<tr><td class=\"place\">{}</td><td class=\"name\">{}</td><td>{}</td><td>{}</td><td>{}</td>{table}</tr>\n",
            l.place,
            html(&l.name),
            l.won,
            l.lost,
            l.points,
        ));
    }
    let columns = if rows.len() > 18 { 2 } else { 1 };
    let per_column = rows.len().div_ceil(columns).max(1);
    // Each line's height is about 1.3 times the type plus its padding; the
    // title and progress take the top 14% of the screen.
    let size = (((84.0 - seat_share) / (per_column as f64 + 1.0) - 0.4) / 1.3).clamp(0.8, 6.0);
    // And narrow enough that a line fits its column: about 0.62em a
    // character, the name plus some 26 characters of numbers and padding.
    let longest = standings
        .lines
        .iter()
        .map(|l| l.name.chars().count())
        .max()
        .unwrap_or(8);
    let column = (96.0 - 3.0 * (columns as f64 - 1.0)) / columns as f64;
    let across = column / (0.62 * (longest as f64 + 26.0));
    let head = format!(
        "<tr><th>#</th><th>{}</th><th>Won</th><th>Lost</th><th>Points</th>{}</tr>\n",
        if split { "Player" } else { "Pair" },
        if standings.current.is_some() {
            "<th>Table</th>"
        } else {
            ""
        }
    );
    let tables: String = rows
        .chunks(per_column)
        .map(|chunk| format!("<table>\n{head}{}</table>\n", chunk.concat()))
        .collect();
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="15">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} standings</title>
<style>
html, body {{ height: 100%; overflow: hidden; }}
body {{ background: #000; color: #fff; font-family: Verdana, Arial, sans-serif; margin: 0; padding: 1vh 2vw; box-sizing: border-box; }}
h1 {{ font-size: 5vh; line-height: 1.2; margin: 0; color: #ffd84d; }}
p.progress {{ font-size: 2.6vh; line-height: 1.2; margin: 0 0 1vh 0; color: #9fd3ff; }}
div.columns {{ display: flex; gap: 3vw; }}
table {{ border-collapse: collapse; flex: 1; font-size: min({size:.2}vh, {across:.2}vw); line-height: 1.3; }}
th {{ text-align: left; color: #ffd84d; border-bottom: 0.3vh solid #ffd84d; }}
td, th {{ padding: 0.2vh 0.8vw; white-space: nowrap; }}
tr:nth-child(even) td {{ background: #1a1a1a; }}
td.place {{ color: #ffd84d; }}
td.name {{ font-weight: bold; }}
section.seating {{ position: absolute; left: 2vw; right: 2vw; bottom: 1vh; line-height: 1.35; }}
section.seating h2 {{ font-size: 1em; margin: 0; color: #ffd84d; }}
div.seats {{ display: grid; column-gap: 1.5vw; }}
div.seat {{ white-space: nowrap; overflow: hidden; }}
div.seat span.place {{ color: #ffd84d; }}
div.out {{ color: #9fd3ff; }}
</style>
</head>
<body>
<h1>{title}: {played} of {games} games</h1>
<p class="progress">{progress}</p>
<div class="columns">
{tables}</div>
{seat_block}</body>
</html>
"#,
        title = html(name),
        played = standings.played,
        games = party.games,
        progress = html(&progress(party, standings)),
    )
}
