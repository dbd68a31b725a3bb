//! `check round FILE`: audit a round's play record, trick by trick (exit 1
//! when a play was illegal).

use std::path::Path;

use fortyfives::rules::audit::{audit, AuditReport, RoundPlay};
use fortyfives::store::GameFile;

use crate::cli::args::round_file::{read_round_file, read_round_file_under};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::check::{self, GameRules};
use crate::cli::Verdict;

/// `check round FILE`: the file names its rules; `--game NAME` rules by
/// that game's instead, as `round --from` into it would.
pub fn run(path: &Path, ctx: &Context) -> Result<Verdict, CliError> {
    let (play, report, by_game) = judge(path, ctx)?;
    check::round(&play, &report, by_game.as_ref(), ctx.style);
    Ok(if report.is_clean() {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}

/// The round file read and audited; with `--game`, under that game's rules
/// (the file's own kept, to be named when they differ).
pub fn judge(
    path: &Path,
    ctx: &Context,
) -> Result<(RoundPlay, AuditReport, Option<GameRules>), CliError> {
    let (play, by_game) = match &ctx.game {
        Some(game) => {
            let store = ctx.store()?;
            let name = store.resolve(Some(game))?;
            let (file, _) = store.load::<GameFile>(&name)?;
            let own = read_round_file(path)?.rules().label();
            let play = read_round_file_under(path, &file.rules)?;
            let by_game = GameRules {
                game: name,
                rules: file.rules.label(),
                own,
            };
            (play, Some(by_game))
        }
        None => (read_round_file(path)?, None),
    };
    let report = audit(&play);
    Ok((play, report, by_game))
}
