//! Game names: the one gate between what a user types and a file name.

use std::fmt;
use std::str::FromStr;

use super::StoreError;
use crate::rules::prose::{hidden_kind, is_hidden, visible};

/// The longest name accepted, in characters; long enough for "Friday night
/// at Gerry's, rematch", short enough to stay far below every file-name limit.
pub(crate) const MAX_NAME_CHARS: usize = 64;

/// The longest name accepted, in UTF-8 bytes.
const MAX_NAME_BYTES: usize = 200;

/// Device names Windows reserves in every folder: `con.toml` can't be created there.
const WINDOWS_RESERVED: &[&str] = &[
    "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8",
    "com9", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
];

/// A validated game name, saved as `<name>.toml` in the data folder.
///
/// Only letters, digits, `-`, `_`, `.` and inner spaces get through, so a
/// name can never reach outside the data folder or hide as a dot-file.
/// Case is kept as typed.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameName(String);

impl GameName {
    /// Checks a name as typed on the command line.
    pub fn parse(text: &str) -> Result<GameName, StoreError> {
        match problem(text) {
            None => Ok(GameName(text.to_string())),
            Some(why) => Err(StoreError::BadName {
                name: text.to_string(),
                why,
                suggestion: suggest(text),
            }),
        }
    }

    /// The name, as its file is named without `.toml`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The game's file name inside the data folder.
    pub(crate) fn file_name(&self) -> String {
        format!("{}.toml", self.0)
    }
}

fn allowed(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ')
}

/// What is wrong with `text` as a game name, if anything.
fn problem(text: &str) -> Option<String> {
    let count = text.chars().count();
    if count == 0 {
        return Some("a name can't be empty".into());
    }
    if count > MAX_NAME_CHARS {
        return Some(format!(
            "it is {count} characters long; the limit is {MAX_NAME_CHARS}"
        ));
    }
    // File names are limited to 255 bytes, and the temp file adds ~20 to
    // `<name>.toml`; only names in 4-byte scripts get near this.
    if text.len() > MAX_NAME_BYTES {
        return Some(format!(
            "it takes {} bytes on disk; the limit is {MAX_NAME_BYTES}, so use fewer characters",
            text.len()
        ));
    }
    if let Some(c) = text.chars().find(|&c| !allowed(c)) {
        // Shown as the whole name is shown (`\e`), so one form is seen.
        let shown = if is_hidden(c) {
            format!(
                "{}, {}",
                visible(c.encode_utf8(&mut [0; 4])),
                hidden_kind(c)
            )
        } else {
            format!("'{c}'")
        };
        return Some(format!(
            "it contains {shown}; use letters, digits, spaces, '-', '_' and '.'"
        ));
    }
    if text.starts_with('.') {
        return Some("it can't start with '.' (that would hide the file)".into());
    }
    if text.starts_with('-') {
        return Some("it can't start with '-' (it would read as an option)".into());
    }
    if text.starts_with(' ') || text.ends_with(' ') {
        return Some("it can't start or end with a space".into());
    }
    let stem = text.split('.').next().unwrap_or(text).to_lowercase();
    if WINDOWS_RESERVED.contains(&stem.as_str()) {
        return Some(format!("'{stem}' is a device name on Windows"));
    }
    None
}

/// A name close to `text` that passes, to show in the error.
fn suggest(text: &str) -> String {
    let mut s: String = text
        .chars()
        .map(|c| if allowed(c) { c } else { '-' })
        .collect();
    s = s
        .trim_start_matches(['.', '-', ' '])
        .trim_end_matches(' ')
        .to_string();
    s = s.chars().take(MAX_NAME_CHARS).collect::<String>();
    while s.len() > MAX_NAME_BYTES {
        s.pop();
    }
    s = s.trim_end_matches(' ').to_string();
    if problem(&s).is_some() {
        "friday-night".into()
    } else {
        s
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for GameName {
    type Err = StoreError;
    fn from_str(s: &str) -> Result<GameName, StoreError> {
        GameName::parse(s)
    }
}

impl AsRef<str> for GameName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_could_escape_or_hide_are_refused() {
        let long = "a".repeat(65);
        for bad in [
            "../x",
            "/abs",
            "/etc",
            "a/b",
            "a\\b",
            "..",
            ".",
            "",
            long.as_str(),
            ".hidden",
            "-rf",
            "nul\0byte",
            " padded",
            "padded ",
            "tab\there",
            "C:evil",
            "con",
            "Aux.old",
            &"𝐀".repeat(64),
        ] {
            let err = GameName::parse(bad).unwrap_err();
            assert!(matches!(err, StoreError::BadName { .. }), "{bad:?}");
            assert_eq!(err.exit_code(), 2);
        }
    }

    #[test]
    fn ordinary_names_are_accepted_with_their_case() {
        let sixty_four = "b".repeat(64);
        for good in [
            "friday",
            "Friday Night",
            "game_2.b",
            "2024-12-24",
            "Soirée",
            "a..b",
            "console",
            sixty_four.as_str(),
        ] {
            let name = GameName::parse(good).unwrap();
            assert_eq!(name.as_str(), good);
            assert_eq!(name.file_name(), format!("{good}.toml"));
        }
    }

    #[test]
    fn a_hidden_character_is_shown_as_the_name_shows_it() {
        let msg = GameName::parse("x\u{1b}[2J").unwrap_err().to_string();
        assert!(
            msg.contains("it contains \\e, a control character;"),
            "{msg}"
        );
        let msg = GameName::parse("a\u{202e}b").unwrap_err().to_string();
        assert!(msg.contains("\\u{202e}, a mark that reorders"), "{msg}");
    }

    #[test]
    fn a_refused_name_says_why_and_what_to_type() {
        let msg = GameName::parse("../x").unwrap_err().to_string();
        assert!(msg.contains("'/'"), "{msg}");
        assert!(msg.contains("try 'x'"), "{msg}");
        let msg = GameName::parse("a/b").unwrap_err().to_string();
        assert!(msg.contains("try 'a-b'"), "{msg}");
        let msg = GameName::parse("").unwrap_err().to_string();
        assert!(
            msg.contains("empty") && msg.contains("try 'friday-night'"),
            "{msg}"
        );
        let long = "c".repeat(70);
        let msg = GameName::parse(&long).unwrap_err().to_string();
        assert!(msg.contains("70 characters"), "{msg}");
        assert!(msg.contains(&format!("try '{}'", "c".repeat(64))), "{msg}");
    }
}
