//! Every error the command line reports, with its exit code.

use fortyfives::rules::prose::visible;
use fortyfives::rules::round::{DraftError, Field, RoundError, Why};
use fortyfives::rules::table::TableError;
use fortyfives::rules::{CardError, PlayError, RuleError};
use fortyfives::store::{EditError, StoreError};

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
                "{what}: give the auction with --auction \"Ann:15,Bob:pass,...\" so it is known who bid"
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
        let DraftError { field, why } = err;
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
                "who took the tricks? Add {0} WHO=N for each side that took any (e.g. {0} Blue=3 {0} Red=2), or --winners with the five trick winners in order",
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
        CliError::input(err.to_string())
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
            message: err.to_string(),
            source: Some(Box::new(err)),
        }
    }
}
