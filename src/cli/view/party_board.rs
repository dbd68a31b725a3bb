//! What `party board` shows: the standings drawn for a screen at the
//! front of the hall, fitted to the window (once, or redrawn live); the
//! line that says where the board's page was written; the JSON.

use fortyfives::rules::party::standings::wins_words;
use fortyfives::rules::prose::ordinal;
use std::path::Path;

use fortyfives::rules::party::{Partners, Party, Standing, Standings};
use fortyfives::store::PartyFile;

use crate::cli::view::output::{self, print_json, Style};
use crate::cli::view::party::{progress, standings_json};

/// `party board --html FILE`: where the page was written, and that it
/// keeps itself current.
pub fn wrote_page(path: &Path) {
    output::say(
        &format!(
            "Wrote the board to {}: open it in a browser on the screen. It reloads itself every 15 seconds, and every result rewrites it.",
            path.display()
        ),
        0,
    );
}

/// `party board --json`: the tally of the party `name`.
pub fn board_json(name: &str, party: &Party, standings: &Standings) {
    print_json(&standings_json(name, party, standings));
}

/// The board printed once, to fill the window as it is (not a screen).
pub fn printed(file: &PartyFile, style: Style) {
    for line in board_lines(file, style, window(false), false) {
        println!("{line}");
    }
}

/// The board drawn over the whole screen, to fill a window of `size`.
pub fn redrawn(file: &PartyFile, style: Style, size: (Option<usize>, Option<usize>)) {
    let mut screen = String::from("\x1b[2J\x1b[H");
    screen.push_str(&board_lines(file, style, size, true).join("\n"));
    print!("{screen}");
    let _ = std::io::Write::flush(&mut std::io::stdout());
}

/// After a result or an undo: the party's board page couldn't be
/// rewritten (the result stands).
pub fn page_not_updated(err: &impl std::fmt::Display) {
    eprintln!("warning: the board page wasn't updated: {err}");
}

/// The window the board fills, columns and rows, each `None` when unknown
/// (the one reading of sizes is `output`'s): on a screen redrawn as it is
/// resized, the terminal's own size first.
pub fn window(on_screen: bool) -> (Option<usize>, Option<usize>) {
    let (columns, rows) = if on_screen {
        output::live_window()
    } else {
        (output::columns(), output::rows())
    };
    (columns.map(usize::from), rows.map(usize::from))
}

/// Text cut to `width` characters, with `dots` where it was cut.
fn cut(text: &str, width: usize, dots: &str) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let keep = width.saturating_sub(dots.chars().count());
    let mut out: String = text.chars().take(keep).collect();
    out.push_str(dots);
    out
}

/// The board, line by line, to fill a window of `columns` x `rows` (either
/// unknown: no limit): the title and progress, the leaders (as many as fit,
/// single-spaced), and the seating of the game being played, packed side by
/// side. Live, the last row says how to stop, and the screen never
/// scrolls.
fn board_lines(
    file: &PartyFile,
    style: Style,
    (columns, rows): (Option<usize>, Option<usize>),
    live: bool,
) -> Vec<String> {
    let party = &file.party;
    let standings = party.standings();
    let width = columns.unwrap_or(usize::MAX);
    let dots = if style.ascii { "..." } else { "…" };
    let cut = |text: &str, width: usize| cut(text, width, dots);
    let fit = |text: &str| cut(text, width);
    let mut top = vec![
        style.bold(&fit(&format!(
            "{}  -  {} OF {} GAMES",
            file.name.to_uppercase(),
            standings.played,
            party.games
        ))),
        fit(&progress(party, &standings)),
    ];
    let footer: Vec<String> = if live {
        vec![fit("(Redrawn as results come in. Ctrl-C stops.)")]
    } else {
        Vec::new()
    };

    // The leaders: the long form where it fits, else a compact one.
    let name_width = standings
        .lines
        .iter()
        .map(|l| l.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let split = party.partners == Partners::Split;
    let long = |l: &Standing, names: usize| {
        let table = l.table.map(|t| format!("table {t}")).unwrap_or_default();
        format!(
            "{:>3}.  {:<names$}  {:>3} won {:>3} lost {:>6} pts  {table}",
            l.place, l.name, l.won, l.lost, l.points
        )
        .trim_end()
        .to_string()
    };
    // "  1.  " + name + "  " + "  9 won   3 lost   1310 pts  table 14"
    let long_width = 6 + name_width + 38;
    let (head, leader_lines): (Option<String>, Vec<String>) = if long_width <= width {
        (
            None,
            standings
                .lines
                .iter()
                .map(|l| long(l, name_width))
                .collect(),
        )
    } else {
        // "  # " + name + " Won Lost Points Table": 23 besides the name.
        let names = name_width.min(width.saturating_sub(23)).max(4);
        let row = |place: &str, name: &str, won: &str, lost: &str, points: &str, table: &str| {
            fit(&format!(
                "{place:>3} {:<names$} {won:>3} {lost:>4} {points:>6} {table:>5}",
                cut(name, names)
            ))
            .trim_end()
            .to_string()
        };
        (
            Some(row(
                "#",
                if split { "Player" } else { "Pair" },
                "Won",
                "Lost",
                "Points",
                if standings.current.is_some() {
                    "Table"
                } else {
                    ""
                },
            )),
            standings
                .lines
                .iter()
                .map(|l| {
                    row(
                        &l.place.to_string(),
                        &l.name,
                        &l.won.to_string(),
                        &l.lost.to_string(),
                        &l.points.to_string(),
                        &l.table.map(|t| t.to_string()).unwrap_or_default(),
                    )
                })
                .collect(),
        )
    };

    // The seating of the game being played, tables side by side.
    let seating = standings.current.and_then(|g| party.seating(g));
    let mut seat_lines: Vec<String> = Vec::new();
    if let Some(seating) = &seating {
        let entries: Vec<String> = seating
            .tables
            .iter()
            .map(|t| {
                format!(
                    "{:>2} {}",
                    t.table,
                    t.partnerships
                        .iter()
                        .map(|p| party.partnership_name(*p))
                        .collect::<Vec<_>>()
                        .join(" v ")
                )
            })
            .collect();
        let entry = entries
            .iter()
            .map(|e| e.chars().count())
            .max()
            .unwrap_or(1)
            .min(columns.unwrap_or(80));
        // Packed to the window, or to 80 columns where its width is unknown.
        let across = (columns.unwrap_or(80).saturating_add(3) / (entry + 3)).max(1);
        seat_lines.push(fit(&format!(
            "Game {} seating, table by table:",
            seating.game
        )));
        for chunk in entries.chunks(across) {
            let line = chunk
                .iter()
                .map(|e| format!("{:<entry$}", cut(e, entry)))
                .collect::<Vec<_>>()
                .join("   ");
            seat_lines.push(line.trim_end().to_string());
        }
        let out = party.out_names(&seating.out);
        if !out.is_empty() {
            seat_lines.push(fit(&format!("Sitting out: {}.", out.join(", "))));
        }
    } else if standings.current.is_none() && !party.results.is_empty() {
        // The evening is over: the prizes where the seating was.
        let prizes = party.evening_prizes();
        seat_lines.push(fit("Prizes:"));
        for place in &prizes.places {
            seat_lines.push(fit(&format!(
                "{:>5}  {}  ({})",
                ordinal(place.place),
                place.names.join(", "),
                wins_words(place.won, place.played, party.sit_out)
            )));
        }
        if !prizes.booby.is_empty() {
            seat_lines.push(fit(&format!("Booby prize: {}", prizes.booby.join(", "))));
        }
    }

    // Share the rows: the title, then the leaders, then the seating; a
    // window too short for all of it loses the seating's last lines first,
    // then the tail of the leaders (said in a last line).
    let Some(rows) = rows else {
        let mut all = top;
        all.push(String::new());
        all.extend(head);
        all.extend(leader_lines);
        if !seat_lines.is_empty() {
            all.push(String::new());
            all.extend(seat_lines);
        }
        all.extend(footer);
        return all;
    };
    // Live, the cursor rests after the last line: one row fewer, or the
    // screen would scroll the title away.
    let budget = rows.saturating_sub(usize::from(live)).max(3);
    let fixed = top.len() + footer.len() + usize::from(head.is_some());
    let mut room = budget.saturating_sub(fixed);
    let spaced = room >= leader_lines.len() + seat_lines.len() + 2;
    if spaced {
        top.push(String::new());
        room -= 1;
    }
    // Short of rows, the seating takes at most two fifths (or what the
    // leaders leave), the leaders the rest; a seating with no room for a
    // table is left out.
    let mut seat_room = seat_lines
        .len()
        .min(room.saturating_sub(leader_lines.len()).max(room * 2 / 5));
    if seat_room < 2 {
        seat_room = 0;
    }
    let mut seat_shown: Vec<String> = Vec::new();
    if seat_room > 0 {
        if spaced {
            seat_shown.push(String::new());
        }
        seat_shown.extend(seat_lines.iter().take(seat_room).cloned());
        if seat_room < seat_lines.len() {
            if let Some(last) = seat_shown.last_mut() {
                *last = fit(&format!("{dots} the whole seating: fortyfives party seat"));
            }
        }
    }
    let leader_room = room.saturating_sub(seat_room).max(1);
    let mut shown: Vec<String> = leader_lines.iter().take(leader_room).cloned().collect();
    if shown.len() < leader_lines.len() {
        if let Some(last) = shown.last_mut() {
            *last = fit(&format!(
                "     {dots} and {} more: fortyfives party standings",
                leader_lines.len() - leader_room + 1
            ));
        }
    }
    let mut all = top;
    all.extend(head);
    all.extend(shown);
    all.extend(seat_shown);
    all.extend(footer);
    all
}
