//! The evening as the contract's JSON shows it: one shape each for
//! `party seat --json`, `party standings --json`, `party prizes --json`,
//! `party history --json` and `party codes --json`, which the live hall's
//! `/api/seating` and `/api/standings` serve too, so the two doors can't
//! drift apart; the results sheet's JSON (`party export --format json`)
//! made of them; and the tally `party export` writes, which the
//! director's page serves as CSV.

use serde::Serialize;

use super::{LogEntry, Partners, Party, Prizes, SeatNote, Seating, Standings, Ties};

/// `party seat --json` and `/api/seating`: one game's seating, by name.
#[derive(Serialize)]
pub struct SeatJson {
    game: u32,
    tables: Vec<TableJson>,
    out: Vec<String>,
    /// Movers sent to another table than the next, so as not to meet a
    /// pair they have played.
    moved: Vec<MovedJson>,
    /// Pairs meeting again because no seating avoids it.
    rematches: Vec<RematchJson>,
}

#[derive(Serialize)]
struct MovedJson {
    from: usize,
    to: usize,
    pairs: Vec<String>,
}

#[derive(Serialize)]
struct RematchJson {
    table: usize,
    pairs: Vec<String>,
    met_in: u32,
}

#[derive(Serialize)]
struct TableJson {
    table: usize,
    pairs: Vec<String>,
}

/// The seating of one game in the contract's shape.
pub fn seating_json(party: &Party, seating: &Seating) -> SeatJson {
    SeatJson {
        game: seating.game,
        tables: seating
            .tables
            .iter()
            .map(|t| TableJson {
                table: t.table,
                pairs: t
                    .partnerships
                    .iter()
                    .map(|p| party.partnership_name(*p))
                    .collect(),
            })
            .collect(),
        out: party.out_names(&seating.out),
        moved: seating
            .notes
            .iter()
            .filter_map(|n| match n {
                SeatNote::Rerouted { from, to, movers } => Some(MovedJson {
                    from: *from,
                    to: *to,
                    pairs: movers.iter().map(|p| party.partnership_name(*p)).collect(),
                }),
                SeatNote::Rematch { .. } => None,
            })
            .collect(),
        rematches: seating
            .notes
            .iter()
            .filter_map(|n| match n {
                SeatNote::Rematch {
                    table,
                    partnerships,
                    game,
                } => Some(RematchJson {
                    table: *table,
                    pairs: partnerships
                        .iter()
                        .map(|p| party.partnership_name(*p))
                        .collect(),
                    met_in: *game,
                }),
                SeatNote::Rerouted { .. } => None,
            })
            .collect(),
    }
}

/// `party standings --json` and `/api/standings`: the tally, by name.
#[derive(Serialize)]
pub struct StandingsJson {
    party: String,
    games: u32,
    played: u32,
    /// What a game sat out counts for: `none`, `win` or `average`.
    sit_out: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pairs: Option<Vec<LineJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<Vec<LineJson>>,
    current: Option<u32>,
    waiting: Vec<usize>,
}

#[derive(Serialize)]
struct LineJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    pair: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<Vec<String>>,
    won: u32,
    lost: u32,
    played: u32,
    sat_out: u32,
    points: i64,
    table: Option<usize>,
}

/// The tally in the contract's shape; `name` is the party's.
pub fn standings_json(name: &str, party: &Party, standings: &Standings) -> StandingsJson {
    let split = party.partners == Partners::Split;
    let lines: Vec<LineJson> = standings
        .lines
        .iter()
        .map(|l| LineJson {
            pair: (!split).then(|| l.name.clone()),
            player: split.then(|| l.name.clone()),
            players: (!split).then(|| l.players.clone()),
            won: l.won,
            lost: l.lost,
            played: l.played,
            sat_out: l.sat_out,
            points: l.points,
            table: l.table,
        })
        .collect();
    let (pairs, players) = if split {
        (None, Some(lines))
    } else {
        (Some(lines), None)
    };
    StandingsJson {
        party: name.to_string(),
        games: party.games,
        played: standings.played,
        sit_out: party.sit_out.as_str(),
        pairs,
        players,
        current: standings.current,
        waiting: standings.waiting.clone(),
    }
}

/// `party codes --json`: each pair's code and the path of its page, and
/// each table's when the party has them.
#[derive(Serialize)]
pub struct CodesJson {
    /// One code for each pair (each player, with partners split).
    pub codes: Vec<CodeJson>,
    /// One code for each table, for a party whose hall was opened with
    /// table devices (`party serve --table-devices`); left out otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<TableCodeJson>,
}

/// One table's code and the page of the device left at it.
#[derive(Serialize)]
pub struct TableCodeJson {
    /// The table, from 1.
    pub table: usize,
    /// The code typed on the device.
    pub code: String,
    /// The page's path on the hall's server, `/t/CODE`.
    pub link: String,
}

/// One code and its page.
#[derive(Serialize)]
pub struct CodeJson {
    /// The pair, with partners fixed; with partners split, codes are the
    /// players' and `player` names them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pair: Option<String>,
    /// The player, with partners split.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// The code typed on a phone.
    pub code: String,
    /// The page's path on the hall's server, `/p/CODE`.
    pub link: String,
}

/// Every code given, in the contract's shape.
pub fn codes_json(party: &Party) -> CodesJson {
    CodesJson {
        codes: (0..party.code_holders())
            .filter_map(|i| {
                let name = party.holder_name(i).to_string();
                let split = party.partners == Partners::Split;
                party.code_of(i).map(|code| CodeJson {
                    pair: (!split).then(|| name.clone()),
                    player: split.then_some(name),
                    code: code.to_string(),
                    link: format!("/p/{code}"),
                })
            })
            .collect(),
        tables: (1..=party.most_tables())
            .filter_map(|table| {
                party.table_code_of(table).map(|code| TableCodeJson {
                    table,
                    code: code.to_string(),
                    link: format!("/t/{code}"),
                })
            })
            .collect(),
    }
}

/// `party prizes --json`: the places, the booby prize, how ties were
/// settled and the seed of any draw.
#[derive(Serialize)]
pub struct PrizesJson {
    places: Vec<PlaceJson>,
    booby: Vec<String>,
    ties: Ties,
    seed: u64,
}

#[derive(Serialize)]
struct PlaceJson {
    place: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pairs: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<Vec<String>>,
    won: u32,
    played: u32,
}

/// The prizes in the contract's shape, ties settled with `seed`.
pub fn prizes_json(party: &Party, prizes: &Prizes, seed: u64) -> PrizesJson {
    let split = party.partners == Partners::Split;
    PrizesJson {
        places: prizes
            .places
            .iter()
            .map(|p| PlaceJson {
                place: p.place,
                pairs: (!split).then(|| p.names.clone()),
                players: split.then(|| p.names.clone()),
                won: p.won,
                played: p.played,
            })
            .collect(),
        booby: prizes.booby.clone(),
        ties: prizes.ties,
        seed,
    }
}

/// `party history --json`: every change, oldest first.
#[derive(Serialize)]
pub struct HistoryJson {
    entries: Vec<LogEntry>,
}

/// The history in the contract's shape.
pub fn history_json(entries: Vec<LogEntry>) -> HistoryJson {
    HistoryJson { entries }
}

/// `party export --format json`, the results sheet's data: the fields of
/// `party standings --json` and the `entries` of `party history --json`
/// side by side, and `prizes` as `party prizes --json` gives them.
#[derive(Serialize)]
pub struct ResultsJson {
    #[serde(flatten)]
    standings: StandingsJson,
    #[serde(flatten)]
    history: HistoryJson,
    prizes: PrizesJson,
}

/// The results sheet's data in the contract's shape; `name` is the
/// party's.
pub fn results_json(name: &str, party: &Party) -> ResultsJson {
    let standings = party.standings();
    ResultsJson {
        standings: standings_json(name, party, &standings),
        history: history_json(party.history()),
        prizes: prizes_json(party, &party.evening_prizes(), party.seed),
    }
}

/// The tally as `party export` writes it, cell by cell: a header and a
/// row a pair (or player), each game's outcome (`W` or `L`), table,
/// opponents and score (the row's own first).
pub struct TallyCells {
    /// The columns' names.
    pub header: Vec<String>,
    /// One row a line of the standings, best first.
    pub rows: Vec<Vec<String>>,
}

/// "pair", or "player" with partners split: what a row of the tally is.
pub fn tally_row_is(party: &Party) -> &'static str {
    if party.partners == Partners::Split {
        "player"
    } else {
        "pair"
    }
}

/// The tally's cells: a spreadsheet (`apart`) gets a column for each fact
/// of a game, a page one cell a game (`W 120-85, table 2, v Cid+Dan`).
pub fn tally_cells(party: &Party, standings: &Standings, apart: bool) -> TallyCells {
    let mut header = vec![
        "place".to_string(),
        tally_row_is(party).to_string(),
        "players".to_string(),
    ];
    for g in 1..=party.games {
        header.push(format!("game {g}"));
        if apart {
            header.extend(["table", "opponents", "score"].map(|c| format!("game {g} {c}")));
        }
    }
    header.extend(["won", "lost", "points"].map(String::from));
    let mut rows = Vec::new();
    for l in &standings.lines {
        let mut row = vec![l.place.to_string(), l.name.clone(), l.players.join(" & ")];
        for game in &l.games {
            let outcome = game
                .as_ref()
                .map(|g| if g.won { "W" } else { "L" }.to_string())
                .unwrap_or_default();
            let table = game
                .as_ref()
                .map(|g| g.table.to_string())
                .unwrap_or_default();
            let opponents = game
                .as_ref()
                .map(|g| g.opponents.join(" and "))
                .unwrap_or_default();
            // The row's own score first.
            let score = game
                .as_ref()
                .and_then(|g| g.score.as_ref())
                .map(|s| s.iter().map(i32::to_string).collect::<Vec<_>>().join("-"))
                .unwrap_or_default();
            if apart {
                row.extend([outcome, table, opponents, score]);
            } else if game.is_some() {
                let score = if score.is_empty() {
                    String::new()
                } else {
                    format!(" {score}")
                };
                row.push(format!("{outcome}{score}, table {table}, v {opponents}"));
            } else {
                row.push(String::new());
            }
        }
        row.extend([l.won.to_string(), l.lost.to_string(), l.points.to_string()]);
        rows.push(row);
    }
    TallyCells { header, rows }
}

/// `party export --format csv` and the director's `/director/results.csv`:
/// the tally as CSV (quoted where a cell needs it, lines ending in `\n`),
/// every cell kept from being read as a formula.
pub fn tally_csv(party: &Party, standings: &Standings) -> String {
    let cells = tally_cells(party, standings, true);
    let mut out = String::new();
    for line in std::iter::once(&cells.header).chain(&cells.rows) {
        let fields: Vec<String> = line
            .iter()
            .map(|c| {
                let c = spreadsheet_safe(c);
                if c.contains([',', '"', '\r', '\n']) {
                    format!("\"{}\"", c.replace('"', "\"\""))
                } else {
                    c
                }
            })
            .collect();
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}

/// A cell a spreadsheet shows as text, never runs: one starting with `=`,
/// `+`, `-`, `@`, a tab or a carriage return would be read as a formula
/// (a note like `=HYPERLINK(...)`), so it gets the leading `'` that
/// spreadsheets take as "this is text". Whole numbers (`-25`) stay numbers.
pub fn spreadsheet_safe(cell: &str) -> String {
    let risky = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if risky && cell.parse::<i64>().is_err() {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}
