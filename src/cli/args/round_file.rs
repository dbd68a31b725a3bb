//! Reading a round file named on the command line (`check round`,
//! `round --from`, `edit --from`, `analyze`).

use fortyfives::rules::audit::RoundPlay;
use fortyfives::store::{self, round_file::parse_round};

use crate::cli::error::CliError;

/// Reads a round file named on the command line: only a plain text file of
/// sane size (a typo, a folder or a binary file is bad input, exit 2).
pub fn read_round_file(path: &std::path::Path) -> Result<RoundPlay, CliError> {
    read_round_file_with(path, parse_round)
}

/// A round file judged under `rules`, whatever rules the file names (a
/// saved game's rules decide for its rounds).
pub fn read_round_file_under(
    path: &std::path::Path,
    rules: &fortyfives::rules::RuleSet,
) -> Result<RoundPlay, CliError> {
    let play = read_round_file(path)?;
    if play.rules() == rules {
        return Ok(play);
    }
    let text = store::read_input(path, "a round file (TOML)")?;
    let mut record = fortyfives::store::round_file::parse_record(&text)
        .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
    record.rules = rules.clone();
    RoundPlay::new(record).map_err(|e| {
        CliError::input(format!(
            "{}: under this game's rules ({}): {e}",
            path.display(),
            rules.label()
        ))
    })
}

/// As [`read_round_file`], with the parser to use (`analyze` takes a round
/// that has not started too).
pub fn read_round_file_with<E: std::fmt::Display>(
    path: &std::path::Path,
    parse: impl Fn(&str) -> Result<RoundPlay, E>,
) -> Result<RoundPlay, CliError> {
    let text = store::read_input(path, "a round file (TOML)")?;
    parse(&text).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}
