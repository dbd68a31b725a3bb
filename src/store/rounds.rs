//! The one path a round takes to disk: read under the lock, made a record
//! by the rules ([`GameState::record`]), added after the last round or put
//! in place of a corrected one, saved atomically, or not at all.

use chrono::{DateTime, FixedOffset};

use super::{GameFile, GameName, Store, StoreError};
use crate::rules::game::{EditError, Edited, SavedRound};
use crate::rules::game::{GameState, HistoryRow};
use crate::rules::round::{DraftError, RoundDraft, RoundError, RoundRecord};

/// A round [`Store::add_round`] added: its number (1 for the first), its
/// row, and the game after it.
#[derive(Clone, Debug)]
pub struct Added {
    /// The round's number in the game, 1 for the first; thrown-in hands count.
    pub number: usize,
    /// The round as the score sheet shows it: points, score changes, and
    /// any win or elimination it caused.
    pub row: HistoryRow,
    /// The game after the round, as saved.
    pub state: GameState,
}

impl Store {
    /// Adds a round after the last, under the lock: `read` gives the
    /// round's facts against the game as saved, with the game's state as it
    /// stands, and the round is checked, scored and written atomically, or
    /// not at all.
    ///
    /// With `known` (the rounds the facts were gathered against), a game
    /// that another command changed meanwhile is left unwritten and `None`
    /// comes back, so answers meant for one deal never land on another.
    pub fn add_round<X, E>(
        &self,
        name: &GameName,
        known: Option<&[SavedRound]>,
        at: DateTime<FixedOffset>,
        read: impl FnOnce(&GameFile) -> Result<(GameState, RoundDraft, X), E>,
    ) -> Result<Option<(GameFile, Added, X)>, E>
    where
        E: From<StoreError> + From<DraftError> + From<RoundError>,
    {
        /// How the change leaves the file unwritten.
        enum Stop<E> {
            Moved,
            Failed(E),
        }
        impl<E: From<StoreError>> From<StoreError> for Stop<E> {
            fn from(err: StoreError) -> Stop<E> {
                Stop::Failed(err.into())
            }
        }
        impl<E: From<DraftError>> From<DraftError> for Stop<E> {
            fn from(err: DraftError) -> Stop<E> {
                Stop::Failed(err.into())
            }
        }
        let saved = self.save_round(
            name,
            |file| {
                if known.is_some_and(|known| known != file.rounds.as_slice()) {
                    return Err(Stop::Moved);
                }
                read(file).map_err(Stop::Failed)
            },
            |file, mut state, record, note| {
                let note = note.filter(|n| !n.is_empty());
                let round = SavedRound { at, note, record };
                let row = file
                    .push(&mut state, round)
                    .map_err(|e| Stop::Failed(e.into()))?;
                Ok(Added {
                    number: file.rounds.len(),
                    row,
                    state,
                })
            },
        );
        match saved {
            Ok(saved) => Ok(Some(saved)),
            Err(Stop::Moved) => Ok(None),
            Err(Stop::Failed(err)) => Err(err),
        }
    }

    /// Replaces round `number`'s facts (1 for the first), under the lock:
    /// `read` gives them against the game as saved, with the state as it
    /// stood before that round, and every later round is rescored before
    /// the game is written atomically, or not at all. The facts replaced
    /// stay in the change log, `at` its time.
    pub fn correct_round<X, E>(
        &self,
        name: &GameName,
        number: usize,
        at: DateTime<FixedOffset>,
        read: impl FnOnce(&GameFile) -> Result<(GameState, RoundDraft, X), E>,
    ) -> Result<(GameFile, Edited, X), E>
    where
        E: From<StoreError> + From<DraftError> + From<RoundError> + From<EditError>,
    {
        self.save_round(name, read, |file, _, record, note| {
            let old = file.rounds.get(number.wrapping_sub(1));
            // The round keeps the time it was played and, unless a new
            // note is given, its note; an empty note clears it.
            let note = match note {
                Some(n) if n.is_empty() => None,
                Some(n) => Some(n),
                None => old.and_then(|o| o.note.clone()),
            };
            let round = SavedRound {
                at: old.map_or(at, |o| o.at),
                note,
                record,
            };
            let now = file.state()?;
            Ok(file.edit_from(now, number, round, at)?)
        })
    }

    /// The one path a round takes to disk: read under the lock, made a
    /// record by the rules ([`GameState::record`]), put in place by `put`,
    /// saved.
    fn save_round<X, R, E>(
        &self,
        name: &GameName,
        read: impl FnOnce(&GameFile) -> Result<(GameState, RoundDraft, X), E>,
        put: impl FnOnce(&mut GameFile, GameState, RoundRecord, Option<String>) -> Result<R, E>,
    ) -> Result<(GameFile, R, X), E>
    where
        E: From<StoreError> + From<DraftError>,
    {
        self.update(name, |file: &mut GameFile| {
            let (state, draft, also) = read(file)?;
            let record = state.record(&draft)?;
            let put = put(file, state, record, draft.note)?;
            Ok((file.clone(), put, also))
        })
    }
}
