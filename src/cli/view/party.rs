//! What the `party` commands say: seatings and the table cards, the
//! tally, a change taken back, the pairs' codes. The JSON shapes are the
//! rules' (`rules::party::shapes`), which the hall serves too.

use fortyfives::rules::party::shapes::codes_json;
pub use fortyfives::rules::party::shapes::{seating_json, standings_json};
use fortyfives::rules::party::{Partners, Party, SeatNote, Seating, Standings, Undone};
use fortyfives::rules::prose::{and_list, capitalise};
use fortyfives::store::GameName;

use crate::cli::view::output::{print_json, say, Style};
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

/// "Game 4 of 25: waiting for tables 2 and 5." or the evening's end: the
/// rules' one sentence, which the board page shows too.
pub fn progress(party: &Party, standings: &Standings) -> String {
    standings.progress(party.games)
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

/// `party standings`: the tally of the party `name`, and who still has to
/// report.
pub fn standings(name: &str, party: &Party, standings: &Standings, style: Style) {
    if style.json {
        print_json(&standings_json(name, party, standings));
    } else {
        print_standings(name, party, standings, style);
    }
}

/// `party seat`: who plays at which table, or (`cards`) a card a table.
pub fn seat(party: &Party, seating: &Seating, cards: bool, style: Style) {
    if style.json {
        print_json(&seating_json(party, seating));
    } else if cards {
        print_cards(party, seating);
    } else {
        print_seating(party, seating, style);
    }
}

/// `party undo`: what was taken back, whose page now says so, any entry
/// set aside with it; then how the evening stands (with `--json`, the
/// tally of the party `name`).
pub fn took_back(name: &str, party: &Party, undone: &Undone, standings: &Standings, style: Style) {
    if style.json {
        print_json(&standings_json(name, party, standings));
        return;
    }
    say(&format!("Took back {}.", undone.words), 0);
    if let Some(whose) = undone.entry.entered_by.as_ref().and_then(|b| b.name()) {
        say(&format!("{whose}'s page says it was taken back."), 0);
    }
    for dropped in &undone.dropped {
        say(&format!("{}.", capitalise(&dropped.dropped_words())), 0);
    }
    println!("{}", progress(party, standings));
}

/// `party codes`: each pair's (or player's) code and the link to its page.
pub fn codes(party: &Party, style: Style) {
    let codes = codes_json(party);
    if style.json {
        print_json(&codes);
        return;
    }
    let mut table = render::grid(style);
    let split = party.partners == Partners::Split;
    table.set_header(vec![if split { "Player" } else { "Pair" }, "Code", "Page"]);
    for c in &codes.codes {
        let who = c
            .pair
            .clone()
            .or_else(|| c.player.clone())
            .unwrap_or_default();
        table.add_row(vec![who, c.code.clone(), c.link.clone()]);
    }
    println!("{table}");
    say(
        "Each pair opens its page at http://ADDRESS:PORT/p/CODE once `fortyfives party serve` is running; its /cards page prints the tally cards with a QR code of each link.",
        0,
    );
}

/// `party use`: the party `name` is now the current one.
pub fn now_at(name: &GameName) {
    println!("Now at the party {name}.");
}
