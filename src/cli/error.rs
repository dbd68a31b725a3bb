//! Every error the command line reports, with its exit code.

use fortyfives::rules::round::RoundError;
use fortyfives::rules::table::TableError;
use fortyfives::rules::{CardError, PlayError, RuleError};
use fortyfives::store::StoreError;

/// An error for the user: what was wrong and how to fix it.
#[derive(Debug)]
pub struct CliError {
    pub message: String,
    /// 2 for bad input or usage, 3 for storage problems.
    pub code: u8,
}

impl CliError {
    pub fn input(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
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
                CliError::input(err.to_string())
            }
        }
    )*};
}

input_error!(CardError, PlayError, RuleError, RoundError, TableError);

impl From<StoreError> for CliError {
    fn from(err: StoreError) -> CliError {
        CliError {
            code: u8::try_from(err.exit_code()).unwrap_or(3),
            message: err.to_string(),
        }
    }
}
