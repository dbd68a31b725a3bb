//! A card party as saved: the evening's set-up and every result, in the
//! same store as the games (a `parties` folder inside the data folder), so
//! it is saved the same way: atomically, under the lock, never lost.

use std::path::PathBuf;

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::rules::party::Party;

use super::{Store, BASE_SCHEMA};

/// The folder of the data folder that holds the parties.
pub(crate) const PARTIES_DIR: &str = "parties";

/// One saved party.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, from = "Read")]
pub struct PartyFile {
    /// The file format it is written in.
    pub schema: u32,
    /// The party's name, its file's name without `.toml`.
    pub name: String,
    /// When the party was started, with the local offset.
    pub created: DateTime<FixedOffset>,
    /// The rules each table plays (a preset), and any knobs changed.
    pub rules: String,
    /// The knobs changed from the preset, as `KNOB=VALUE`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set: Vec<String>,
    /// The page `party board --html` keeps up to date, rewritten after
    /// every result and undo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<PathBuf>,
    /// The evening: pairs, games, results and their history.
    pub party: Party,
}

/// A party file as read, before the evening is brought up to date: files
/// of earlier versions kept a pair's waiting entry by places at the
/// table, named here against the seating it was made at.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Read {
    schema: u32,
    name: String,
    created: DateTime<FixedOffset>,
    rules: String,
    #[serde(default)]
    set: Vec<String>,
    #[serde(default)]
    board: Option<PathBuf>,
    party: Party,
}

impl From<Read> for PartyFile {
    fn from(read: Read) -> PartyFile {
        let mut party = read.party;
        party.name_old_claims();
        PartyFile {
            schema: read.schema,
            name: read.name,
            created: read.created,
            rules: read.rules,
            set: read.set,
            board: read.board,
            party,
        }
    }
}

impl PartyFile {
    /// A party with no result yet.
    pub fn new(
        name: &str,
        created: DateTime<FixedOffset>,
        rules: String,
        set: Vec<String>,
        party: Party,
    ) -> PartyFile {
        PartyFile {
            schema: BASE_SCHEMA,
            name: name.to_string(),
            created,
            rules,
            set,
            board: None,
            party,
        }
    }
}

impl Store {
    /// The parties: a store of their own inside this one's folder, with its
    /// own current party and lock, so `list` of games never shows them.
    pub fn parties(&self) -> Store {
        Store {
            dir: self.dir.join(PARTIES_DIR),
            lock_wait: self.lock_wait,
            written: Default::default(),
        }
    }
}
