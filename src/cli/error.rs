//! Every error the command line reports, with its exit code.

use fortyfives::rules::game::EditError;
use fortyfives::rules::prose::visible;
use fortyfives::rules::round::{DraftError, Field, RoundError, Why};
use fortyfives::rules::table::TableError;
use fortyfives::rules::{CardError, PlayError, RuleError};
use fortyfives::store::StoreError;

/// Whose fault an error is, which decides the exit code (docs/cli.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// What was typed or given is wrong: exit 2.
    Input,
    /// The disk or a saved file is: exit 3.
    Storage,
}

impl ErrorKind {
    pub fn exit_code(self) -> u8 {
        match self {
            ErrorKind::Input => 2,
            ErrorKind::Storage => 3,
        }
    }
}

/// An error for the user: what was wrong and how to fix it, whose fault it
/// is, and the error it came from (kept for `source()`, never re-worded).
#[derive(Debug)]
pub struct CliError {
    pub kind: ErrorKind,
    pub message: String,
    pub source: Option<Box<dyn std::error::Error + Send + Sync>>,
}

impl CliError {
    pub fn input(message: impl Into<String>) -> CliError {
        CliError {
            kind: ErrorKind::Input,
            message: message.into(),
            source: None,
        }
    }

    pub fn storage(message: impl Into<String>) -> CliError {
        CliError {
            kind: ErrorKind::Storage,
            message: message.into(),
            source: None,
        }
    }

    /// The same error, remembering what caused it.
    pub fn caused_by(mut self, source: impl std::error::Error + Send + Sync + 'static) -> CliError {
        self.source = Some(Box::new(source));
        self
    }

    pub fn exit_code(&self) -> u8 {
        self.kind.exit_code()
    }

    /// The same error, said of the flag or field that held the bad value.
    /// The message, then `more` as a sentence of its own.
    pub fn and_then_say(mut self, more: &str) -> CliError {
        let end = if self.message.ends_with(['.', '?']) {
            " "
        } else {
            ". "
        };
        self.message = format!("{}{end}{more}", self.message);
        self
    }

    pub fn in_place(mut self, place: &str) -> CliError {
        self.message = format!("{place}: {}", self.message);
        self
    }
}

/// Shown with every hidden character made visible (`\e`, `\u{202e}`): an
/// error so often repeats what was typed or read (a flag's value, a name
/// in a file) that this is the one place they are all made safe to print.
impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&visible(&self.message))
    }
}

impl std::error::Error for CliError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

/// Attaches the flag or field that held the bad value.
pub trait Context<T> {
    fn context(self, place: &str) -> Result<T, CliError>;
}

impl<T, E: std::fmt::Display> Context<T> for Result<T, E> {
    fn context(self, place: &str) -> Result<T, CliError> {
        self.map_err(|err| CliError::input(format!("{place}: {err}")))
    }
}

/// An error in the auction given with `--auction`, said of the flag: the
/// flag already says it is the auction, so the rules' own "the auction: "
/// is not said a second time.
pub fn auction_flag(err: RoundError) -> CliError {
    let message = match &err {
        RoundError::Auction(inner) => inner.to_string(),
        other => other.to_string(),
    };
    CliError::input(format!("--auction: {message}")).caused_by(err)
}

macro_rules! input_error {
    ($($ty:ty),*) => {$(
        impl From<$ty> for CliError {
            fn from(err: $ty) -> CliError {
                CliError::input(err.to_string()).caused_by(err)
            }
        }
    )*};
}

input_error!(CardError, RuleError);

impl From<TableError> for CliError {
    fn from(err: TableError) -> CliError {
        let message = match &err {
            TableError::TeamCount(_) => {
                format!("{err}. Give --teams once per team, or --players for cut-throat")
            }
            TableError::TeamSize { .. } => {
                format!("{err} (for every player for themself use --players)")
            }
            TableError::Seating { .. } if err.to_string().contains("(cut-throat)") => {
                format!("{err}: seat them with --players")
            }
            _ => err.to_string(),
        };
        CliError::input(message).caused_by(err)
    }
}

// The rules say what is wrong in the game's own words; the words a player
// types to put it right (flags, knob settings) are the command line's, and
// are added here, the one place that knows them.

impl From<RoundError> for CliError {
    fn from(err: RoundError) -> CliError {
        let message = match &err {
            RoundError::WinnersCount(n) => format!(
                "--winners lists {n} tricks; give the side that took each of the 5 tricks, in order"
            ),
            RoundError::BestMissing => {
                format!("{err} with --best WHO (or --best-trick K with --winners)")
            }
            RoundError::SixtyNotAllowed => format!("{err} (--set sixty_for_one_twenty=true)"),
            RoundError::BidWithoutBidding(_) => format!("{err}, with no --bidder or --bid"),
            RoundError::BidMissing => {
                format!("{err} Give --bidder WHO --bid N (or --bagged when everyone passed)")
            }
            RoundError::NeedAuction(what) => format!(
                "{what}: give the auction with --auction \"NAME:BID,NAME:pass,...\" (every call in order, from the dealer's left) so it is known who bid"
            ),
            RoundError::NeedTrickOrder(..) => format!(
                "{err}: record the round with --winners WHO,WHO,WHO,WHO,WHO in trick order"
            ),
            _ => err.to_string(),
        };
        CliError::input(message).caused_by(err)
    }
}

/// The flag that gives a field of a round's draft.
fn flag(field: Field) -> &'static str {
    match field {
        Field::Bidder => "--bidder",
        Field::Bid => "--bid",
        Field::Bagged => "--bagged",
        Field::Tricks => "--tricks",
        Field::BestTrick => "--best-trick",
        Field::Auction => "--auction",
    }
}

/// A round's facts the rules refuse, said with the flags that give them.
impl From<DraftError> for CliError {
    fn from(err: DraftError) -> CliError {
        let DraftError { field, why, .. } = err;
        let message = match (field, why) {
            (Field::Auction, Why::Round(inner)) => return auction_flag(inner),
            // Already said in the round's own words (a side given twice).
            (_, Why::Round(inner)) => return CliError::from(inner),
            (_, Why::NoBidding { rules }) => format!(
                "the {rules} rules have no bidding: leave out {}, {} and {}",
                flag(Field::Bidder),
                flag(Field::Bid),
                flag(Field::Bagged)
            ),
            (Field::Bidder, Why::Missing { .. }) => format!(
                "who won the bid? Add {} WHO {} N (or {} when everyone passed)",
                flag(Field::Bidder),
                flag(Field::Bid),
                flag(Field::Bagged)
            ),
            (Field::Tricks, Why::Missing { .. }) => format!(
                "who took the tricks? Add {0} WHO=N for each side that took any, or --winners with the five trick winners in order",
                flag(Field::Tricks)
            ),
            (Field::Bid, Why::Missing { choices }) => {
                let choices = choices.map(|c| format!(" ({c})")).unwrap_or_default();
                format!(
                    "{} is missing: how much did they bid?{choices}",
                    flag(Field::Bid)
                )
            }
            (field, Why::NoOrder { trick }) => format!(
                "{} {trick} counts the tricks in the order of --winners, which was not given; with --tricks, say who took the best card with --best WHO",
                flag(field)
            ),
            (field, Why::NoSuchTrick { trick, tricks }) => format!(
                "{} {trick}: count the tricks from 1 to {tricks} in the order of --winners",
                flag(field)
            ),
            (field, why) => format!("{}: {why}", flag(field)),
        };
        CliError::input(message)
    }
}

impl From<EditError> for CliError {
    fn from(err: EditError) -> CliError {
        let message = match &err {
            EditError::Later { later, .. } => format!(
                "{err}. Nothing was changed; correct round {later} as well first, or take the later rounds back with `fortyfives undo`"
            ),
            _ => err.to_string(),
        };
        CliError::input(message).caused_by(err)
    }
}

impl From<PlayError> for CliError {
    fn from(err: PlayError) -> CliError {
        let message = match &err {
            PlayError::NotInHand(card) => format!(
                "the {card} is not in the hand: --hand is what the player held before playing, so it must include the played card"
            ),
            PlayError::JokerOff => "the joker is not in the pack under these rules; add --set joker=true if your table plays with it".to_string(),
            _ => err.to_string(),
        };
        CliError::input(message).caused_by(err)
    }
}

impl From<StoreError> for CliError {
    fn from(err: StoreError) -> CliError {
        let kind = if err.exit_code() == 2 {
            ErrorKind::Input
        } else {
            ErrorKind::Storage
        };
        CliError {
            kind,
            message: store_message(&err),
            source: Some(Box::new(err)),
        }
    }
}

/// The store says what happened; this adds what to type about it, in this
/// program's commands and flags.
fn store_message(err: &StoreError) -> String {
    match err {
        StoreError::NotFound {
            name, hint, saved, dir,
        } => {
            if saved.is_empty() {
                format!(
                    "no game named '{name}': there are no saved games in {} yet. Start one with `fortyfives new {} --teams ...`",
                    dir.display(),
                    typed(name)
                )
            } else {
                let hint = if hint.is_empty() { "." } else { hint };
                format!(
                    "no game named '{name}'{hint} Saved games: {}. `fortyfives list` shows them all",
                    saved.join(", ")
                )
            }
        }
        StoreError::AlreadyExists { name, .. } => format!(
            "{err}; pick another name, or `fortyfives delete {}` first",
            typed(name)
        ),
        StoreError::NothingToRestore { deleted, .. } if deleted.is_empty() => {
            format!("{err}: no game has been deleted")
        }
        StoreError::NothingToRestore { deleted, .. } => format!(
            "{err}. Deleted games: {}. `fortyfives restore --list` shows them with when they were deleted",
            deleted.join(", ")
        ),
        StoreError::RestoreOverGame { name, .. } => format!(
            "{err}. Delete the saved one first (`fortyfives delete {}` keeps it as well), then restore",
            typed(name)
        ),
        StoreError::NoCurrentGame { saved } => match &saved[..] {
            [] => "no game yet: start one with `fortyfives new NAME --teams ...`".into(),
            [only] => format!(
                "{err}: the saved game is {only}. Pick it with `fortyfives use {}` (or --game {})",
                typed(only),
                typed(only)
            ),
            _ => format!(
                "{err}: the saved games are {}. Pick one with `fortyfives use NAME` (or --game NAME); `fortyfives list` shows them",
                saved.join(", ")
            ),
        },
        StoreError::Io { .. } => format!(
            "{err}. Check that the folder exists and you may write to it, or choose another with --data-dir"
        ),
        StoreError::TooLargeToSave { .. } => format!(
            "{err}; carry on in a new game from today's scores (`fortyfives new NAME --teams ... --score SIDE=N`)"
        ),
        StoreError::NoDataDir => format!("{err}; choose one with --data-dir DIR or FORTYFIVES_DATA_DIR"),
        _ => err.to_string(),
    }
}

/// A game's name as it must be typed in a shell.
fn typed(name: &str) -> String {
    if name.contains(' ') {
        format!("\"{name}\"")
    } else {
        name.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn said(err: StoreError) -> String {
        CliError::from(err).message
    }

    #[test]
    fn store_errors_gain_the_commands_and_flags_to_type() {
        assert_eq!(
            said(StoreError::NotFound {
                name: "friday".into(),
                hint: String::new(),
                saved: vec![],
                dir: PathBuf::from("/data"),
            }),
            "no game named 'friday': there are no saved games in /data yet. Start one with `fortyfives new friday --teams ...`"
        );
        assert_eq!(
            said(StoreError::RestoreOverGame {
                name: "big game".into(),
                path: PathBuf::from("/data/big game.toml"),
            }),
            "a game named 'big game' is saved (/data/big game.toml); restoring the deleted one would overwrite it. Delete the saved one first (`fortyfives delete \"big game\"` keeps it as well), then restore"
        );
        assert_eq!(
            said(StoreError::NothingToRestore {
                name: "fri".into(),
                deleted: vec!["friday".into(), "sunday".into()],
            }),
            "no deleted game named 'fri' to restore. Deleted games: friday, sunday. `fortyfives restore --list` shows them with when they were deleted"
        );
        assert_eq!(
            said(StoreError::NoCurrentGame {
                saved: vec!["friday".into(), "sunday".into()],
            }),
            "no game is picked: the saved games are friday, sunday. Pick one with `fortyfives use NAME` (or --game NAME); `fortyfives list` shows them"
        );
        assert_eq!(
            said(StoreError::Io {
                action: "save",
                path: PathBuf::from("/data/friday.toml"),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            }),
            "can't save /data/friday.toml: permission denied. Check that the folder exists and you may write to it, or choose another with --data-dir"
        );
        assert_eq!(
            said(StoreError::NoDataDir),
            "can't find your data folder (no home directory?); choose one with --data-dir DIR or FORTYFIVES_DATA_DIR"
        );
        assert_eq!(
            said(StoreError::TooLargeToSave {
                name: "friday".into(),
                size: 70 * 1024 * 1024,
                limit: 64 * 1024 * 1024,
            }),
            "nothing was saved: friday would grow to 70 MB, more than fortyfives reads back as one file (the limit is 64 MB), and a game it can't read is lost to it. The saved file is as it was; carry on in a new game from today's scores (`fortyfives new NAME --teams ... --score SIDE=N`)"
        );
    }
}
