//! `check round FILE`: audit a round's play record, trick by trick (exit 1
//! when a play was illegal).

use fortyfives::rules::audit::audit;

use crate::cli::args::round_file::{read_round_file, read_round_file_under};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::audit::print_audit;
use crate::cli::view::output::print_json;
use crate::cli::Verdict;

/// `check round FILE`: the file names its rules; `--game NAME` rules by
/// that game's instead, as `round --from` into it would.
pub fn run(path: &std::path::Path, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    // With --game, the rules are the game's, not the file's: said first,
    // with the file's own when they differ.
    let (play, judged_by) = match &ctx.game {
        Some(game) => {
            let store = ctx.store()?;
            let name = store.resolve(Some(game))?;
            let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
            let own = read_round_file(path)?.rules().label();
            let play = read_round_file_under(path, &file.rules)?;
            let mut line = format!("Judged by {name}'s rules ({})", file.rules.label());
            if own != file.rules.label() {
                line.push_str(&format!(", not the file's ({own})"));
            }
            line.push('.');
            (play, Some(line))
        }
        None => (read_round_file(path)?, None),
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
        if let Some(line) = &judged_by {
            println!("{}", style.text(line));
        }
        print_audit(&play, &report, style);
    }
    Ok(if report.is_clean() {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}
