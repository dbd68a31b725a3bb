//! The evening as the contract's JSON shows it: one shape each for
//! `party seat --json`, `party standings --json` and `party codes --json`,
//! which the live hall's `/api/seating` and `/api/standings` serve too, so
//! the two doors can't drift apart.

use serde::Serialize;

use super::{Partners, Party, SeatNote, Seating, Standings};

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
        tables: (1..=party.tables())
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
