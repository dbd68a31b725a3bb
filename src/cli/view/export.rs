//! What `export` says: the file written (or, with `--json`, what it
//! holds), or the export itself on standard output.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use crate::cli::view::output::{print_json, Style};

/// `export --output PATH`: `rounds` rounds of `game` written to `path` as
/// `format`.
pub fn written(game: &str, rounds: usize, format: &str, path: &Path, style: Style) {
    if style.json {
        #[derive(Serialize)]
        struct Written<'a> {
            game: &'a str,
            format: &'a str,
            output: String,
            rounds: usize,
        }
        print_json(&Written {
            game,
            format,
            output: path.display().to_string(),
            rounds,
        });
    } else {
        println!(
            "Wrote {rounds} round{} of {game} to {} ({format}).",
            if rounds == 1 { "" } else { "s" },
            path.display(),
        );
    }
}

/// `export` without `--output`: the export's bytes, as they are.
pub fn print(bytes: &[u8]) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(bytes).and_then(|()| stdout.flush())
}
