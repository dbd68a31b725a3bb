//! The names a table has used before: `play` (and `new` on a terminal)
//! offer them when a game is set up, so a regular table picks "the same
//! table as Friday" or each player from a list instead of typing names.
//! Read from the saved games themselves; nothing else is stored.

use fortyfives::store::{GameFile, Health, Store};

use crate::cli::view::render;
use crate::cli::view::standing::Standing;

/// At most this many saved games are read for names, the most recent
/// first: enough for any table's regulars, and quick on a large folder.
const GAMES_READ: usize = 40;
/// At most this many earlier tables are offered.
const TABLES_OFFERED: usize = 5;

/// A seating used before, as `new` takes it.
pub struct KnownTable {
    /// "Same table as friday: Blue (Ann, Bob) vs Red (Cid, Dan)".
    pub words: String,
    /// `--teams` values, or empty for cut-throat.
    pub teams: Vec<String>,
    /// `--players` for cut-throat, or empty.
    pub players: Vec<String>,
}

/// Names used in saved games, the most recently played first.
#[derive(Default)]
pub struct Known {
    pub tables: Vec<KnownTable>,
    pub players: Vec<String>,
}

/// What the saved games in `store` know. A game that can't be read is
/// passed over: offering names must never stop a game being set up.
pub fn known(store: &Store) -> Known {
    let Ok(mut games) = store.list() else {
        return Known::default();
    };
    games.retain(|g| g.health == Health::Good);
    games.sort_by_key(|g| std::cmp::Reverse(g.modified));
    let mut known = Known::default();
    let mut seen_tables: Vec<String> = Vec::new();
    for game in games.iter().take(GAMES_READ) {
        let Ok(standing) = store.load_derived(&game.name, Standing::CACHE_KEY, |file: GameFile| {
            file.state()
                .map(|state| Standing::of(&file, &state))
                .map_err(|e| fortyfives::store::StoreError::Encode(e.to_string()))
        }) else {
            continue;
        };
        let table = &standing.table;
        for player in &table.players {
            if !known.players.iter().any(|p| p.eq_ignore_ascii_case(player)) {
                known.players.push(player.clone());
            }
        }
        let matchup = render::matchup(table);
        if known.tables.len() >= TABLES_OFFERED
            || seen_tables.iter().any(|t| t.eq_ignore_ascii_case(&matchup))
        {
            continue;
        }
        seen_tables.push(matchup.clone());
        let (teams, players) = if table.is_cut_throat() {
            (Vec::new(), table.players.clone())
        } else {
            let teams = table
                .sides
                .iter()
                .map(|side| {
                    let names: Vec<&str> = side
                        .seats
                        .iter()
                        .map(|&s| table.players[s.0].as_str())
                        .collect();
                    format!("{}={}", side.name, names.join(","))
                })
                .collect();
            (teams, Vec::new())
        };
        known.tables.push(KnownTable {
            words: format!("The same table as {}: {matchup}", standing.name),
            teams,
            players,
        });
    }
    known
}
