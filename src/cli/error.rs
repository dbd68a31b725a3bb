//! Every error the command line reports, with its exit code.

use fortyfives::rules::round::RoundError;
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
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
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

macro_rules! input_error {
    ($($ty:ty),*) => {$(
        impl From<$ty> for CliError {
            fn from(err: $ty) -> CliError {
                CliError::input(err.to_string()).caused_by(err)
            }
        }
    )*};
}

input_error!(CardError, PlayError, RuleError, RoundError, TableError);

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
