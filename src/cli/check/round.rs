//! `check round FILE`: audit a round's play record, trick by trick (exit 1
//! when a play was illegal).

use fortyfives::rules::audit::audit;

use crate::cli::args::GlobalArgs;
use crate::cli::audit::print_audit;
use crate::cli::error::CliError;
use crate::cli::output::{print_json, Style};
use crate::cli::round_file::{read_round_file, read_round_file_under};
use crate::cli::Verdict;

/// `check round FILE`: the file names its rules; `--game NAME` rules by
/// that game's instead, as `round --from` into it would.
pub fn run(path: &std::path::Path, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let play = match &global.game {
        Some(game) => {
            let store = crate::cli::game::open_store(global)?;
            let name = store.resolve(Some(game))?;
            let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
            read_round_file_under(path, &file.rules)?
        }
        None => read_round_file(path)?,
    };
    let report = audit(&play);
    if style.json {
        let mut shown = report.clone();
        for v in &mut shown.violations {
            v.proof = style.text(&v.proof);
        }
        for t in &mut shown.tricks {
            t.reason = style.text(&t.reason);
        }
        print_json(&shown);
    } else {
        print_audit(&play, &report, style);
    }
    Ok(if report.is_clean() {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}
