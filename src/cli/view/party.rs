//! What the `party` commands say: seatings and the table cards, the
//! tally, a party started, a result entered, a change taken back, the
//! history, the saved parties, the pairs' codes. The prizes, the board,
//! the live hall's addresses and the exported tally are in the
//! `party_*.rs` files beside this one. The JSON shapes of the seating and
//! the tally are the rules' (`rules::party::shapes`), which the hall
//! serves too.

use fortyfives::rules::party::shapes::{codes_json, history_json};
pub use fortyfives::rules::party::shapes::{seating_json, standings_json};
use fortyfives::rules::party::{
    Action, LogEntry, Partners, Party, Report, SeatNote, Seating, SitOut, Standings, Undone,
};
use fortyfives::rules::prose::{and_list, capitalise};
use fortyfives::store::GameName;
use serde::Serialize;

use crate::cli::view::output::{fitted, print_json, say, Style};
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
        // The table's own code, for the device left at it.
        if let Some(code) = party.table_code_of(t.table) {
            println!("    The table's device: /t/{code}   code {code}");
        }
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
    // Games sat out only where some were: the paper tally has no column.
    let outs = standings.lines.iter().any(|l| l.sat_out > 0) || party.sit_out != SitOut::None;
    let mut head = vec!["#", who, "Won", "Lost"];
    if outs {
        head.push("Out");
    }
    head.push("Points");
    if playing {
        head.push("Table");
    }
    grid.set_header(head);
    for column in [0, 2, 3, 4, 5, 6] {
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
        ];
        if outs {
            row.push(l.sat_out.to_string());
        }
        row.push(l.points.to_string());
        if playing {
            row.push(l.table.map(|t| t.to_string()).unwrap_or_default());
        }
        grid.add_row(row);
    }
    println!("{grid}");
    if let Some(rule) = sit_out_words(party.sit_out) {
        say(rule, 0);
    }
    println!("{}", progress(party, standings));
}

/// How the tally counts a game sat out, under the standings; nothing for
/// the paper tally's way.
pub fn sit_out_words(rule: SitOut) -> Option<&'static str> {
    match rule {
        SitOut::None => None,
        SitOut::Win => Some("Out: games sat out; each counts as a game won, with no points."),
        SitOut::Average => Some("Places go by the share of games played that were won, then points per game played; games sat out count for nothing."),
    }
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
    if !codes.tables.is_empty() {
        let mut tables = render::grid(style);
        tables.set_header(vec!["Table", "Code", "Page"]);
        for t in &codes.tables {
            tables.add_row(vec![t.table.to_string(), t.code.clone(), t.link.clone()]);
        }
        println!("{tables}");
    }
    say(
        "Each pair opens its page at http://ADDRESS:PORT/p/CODE once `fortyfives party serve` is running; its /cards page prints the tally cards with a QR code of each link.",
        0,
    );
    if !codes.tables.is_empty() {
        say(
            "A device left at a table opens http://ADDRESS:PORT/t/CODE, with the table's code (`fortyfives party serve --table-devices`).",
            0,
        );
    }
}

/// `party use`: the party `name` is now the current one.
pub fn now_at(name: &GameName) {
    println!("Now at the party {name}.");
}

/// `party history`: every entry of the party `name`'s history, oldest
/// first, with who and when.
pub fn history(name: &GameName, entries: &[LogEntry], style: Style) {
    if style.json {
        print_json(&history_json(entries.to_vec()));
        return;
    }
    if entries.is_empty() {
        println!("{name}: no result entered yet.");
        return;
    }
    println!("{}", style.bold(&format!("{name}: every result entered")));
    let mut grid = render::grid(style);
    grid.set_header(vec![
        "When", "Game", "Table", "What", "Winner", "Score", "By",
    ]);
    for column in [1, 2] {
        if let Some(c) = grid.column_mut(column) {
            c.set_cell_alignment(comfy_table::CellAlignment::Right);
        }
    }
    for e in entries {
        if e.action.is_plan() || e.undid.is_some() {
            grid.add_row(vec![
                e.at.map(|t| t.format("%H:%M:%S").to_string())
                    .unwrap_or_else(|| "-".to_string()),
                if e.game == 0 {
                    String::new()
                } else {
                    e.game.to_string()
                },
                String::new(),
                plan_words(e),
                String::new(),
                String::new(),
                e.by_words(),
            ]);
            continue;
        }
        let what = match (&e.was_winner, &e.was_score) {
            (Some(w), s) if e.action == Action::Undone => format!(
                "undone (back to {w}{})",
                s.as_ref().map(|s| format!(" {s}")).unwrap_or_default()
            ),
            (Some(w), s) => format!(
                "{} (was {w}{})",
                e.action.as_str(),
                s.as_ref().map(|s| format!(" {s}")).unwrap_or_default()
            ),
            _ => e.action.as_str().to_string(),
        };
        grid.add_row(vec![
            e.at.map(|t| t.format("%H:%M:%S").to_string())
                .unwrap_or_else(|| "-".to_string()),
            e.game.to_string(),
            e.table.to_string(),
            what,
            e.winner.clone(),
            e.score.clone().unwrap_or_default(),
            e.by_words(),
        ]);
    }
    // Never a word cut in two: at a narrow width the time goes first,
    // then the score, and a line says so.
    let hidden = render::fit_to_width(&mut grid, &[0, 5, 1], &[]);
    println!("{grid}");
    render::say_left_out(
        &grid,
        &["When", "Game", "Table", "What", "Winner", "Score", "By"],
        &hidden,
    );
}

/// A change of plan in the history's What column: "joined: Ivy+Jon from
/// game 6", "undone (left: Gus+Hal from game 9)".
fn plan_words(e: &LogEntry) -> String {
    // The rules word the change ("joined: Ivy+Jon from game 6" once taken
    // back); the table adds what was done with it.
    match e.action {
        Action::Undone => format!("undone ({})", e.result_words()),
        action => format!("{}: {}", action.as_str(), e.result_words()),
    }
}

/// A saved party as `party list` shows it: its size and progress, or why
/// its file can't be read.
#[derive(Serialize)]
pub struct PartyRow {
    pub party: String,
    pub current: bool,
    pub games: Option<u32>,
    pub played: Option<u32>,
    pub pairs: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<String>,
}

/// `party list`: the saved parties, the current one marked.
pub fn parties(rows: &[PartyRow], style: Style) {
    if style.json {
        print_json(&rows);
        return;
    }
    if rows.is_empty() {
        println!("No parties yet. Start one with `fortyfives party new NAME --pairs \"Ann+Bob,Cid+Dan\"`.");
        return;
    }
    for row in rows {
        let mark = if row.current { "*" } else { " " };
        match (row.games, row.played, row.pairs, &row.problem) {
            (Some(g), Some(p), Some(n), _) => {
                println!("{mark} {}  {n} pairs, {p} of {g} games played", row.party)
            }
            (_, _, _, Some(why)) => println!("{mark} {}  can't be read: {why}", row.party),
            _ => {}
        }
    }
}

/// `party new`: the party `name` started, the seed its draw repeats with,
/// and its first game's seating (with `--json`, that seating alone).
pub fn started(name: &GameName, party: &Party, seed: u64, first: &Seating, style: Style) {
    if style.json {
        print_json(&seating_json(party, first));
        return;
    }
    let started = format!("Started the party {name}: {}.", party.summary());
    for line in fitted(&started, 0) {
        println!("{}", style.bold(&line));
    }
    say(&format!("Seed {seed} (the draw repeats with it)."), 0);
    println!();
    print_seating(party, first, style);
    say(
        "Enter each table's result with `fortyfives party result --table T --winner PAIR`.",
        0,
    );
}

/// What a result did to the seating, said after the result.
pub enum NextSeating {
    /// A correction changed the tally, and with it the seating of the game
    /// being played.
    Redrawn(Seating),
    /// The result finished its game: the next game is seated.
    Drawn(Seating),
    /// The result finished the evening's last game.
    Over,
    /// The seating is as it was.
    Same,
}

/// `party result`: the result entered (or the correction, with what it
/// replaced), any pair's entry it set aside, how the evening stands, and
/// what it did to the seating (with `--json`, the tally of the party
/// `name`).
pub fn reported(
    name: &str,
    party: &Party,
    report: &Report,
    standings: &Standings,
    next: &NextSeating,
    style: Style,
) {
    if style.json {
        print_json(&standings_json(name, party, standings));
        return;
    }
    let entry = &report.entry;
    let score = entry
        .score
        .as_ref()
        .map(|s| format!(" {s}"))
        .unwrap_or_default();
    if entry.action == Action::Corrected {
        let was = format!(
            "{}{}",
            entry.was_winner.as_deref().unwrap_or_default(),
            entry
                .was_score
                .as_ref()
                .map(|s| format!(" {s}"))
                .unwrap_or_default()
        );
        println!(
            "Corrected game {}, table {}: {} won{score} (was {was}).",
            entry.game, entry.table, entry.winner
        );
    } else {
        println!(
            "Game {}, table {}: {} won{score}.",
            entry.game, entry.table, entry.winner
        );
    }
    for dropped in &report.dropped {
        say(&format!("{}.", capitalise(&dropped.dropped_words())), 0);
    }
    println!("{}", progress(party, standings));
    match next {
        NextSeating::Redrawn(now) => {
            println!();
            println!("Game {}'s seating follows the corrected tally:", now.game);
            print_seating(party, now, style);
        }
        NextSeating::Drawn(next) => {
            println!();
            print_seating(party, next, style);
        }
        NextSeating::Over => {
            println!("That was the last game: `fortyfives party prizes` settles the prizes.")
        }
        NextSeating::Same => {}
    }
}
