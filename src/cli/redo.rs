//! `redo`: put back the round `undo` took back last.

use chrono::Local;
use fortyfives::store::GameFile;

use super::args::GlobalArgs;
use super::error::CliError;
use super::game::{open_store, replayable};
use super::output::{print_json, Style};
use super::standing::Standing;
use super::{render, Verdict};

pub fn run(global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(global.game.as_deref())?;
    let saved_at = store.path_of(&name);
    let file = store.update(&name, |file: &mut GameFile| {
        replayable(file, &saved_at)?;
        if file.redo(Local::now().fixed_offset())?.is_none() {
            return Err(CliError::input(format!(
                "{} has no round taken back to put back (`fortyfives undo` takes the last round back)",
                file.name
            )));
        }
        Ok(file.clone())
    })?;
    let state = file.state()?;
    let standing = Standing::of(&file, &state);
    standing.cache(&store, &name);
    if style.json {
        print_json(&render::status_json(&standing));
        return Ok(Verdict::Done);
    }
    let number = file.rounds.len();
    println!(
        "Put back round {number} ({}).",
        render::record_words(&file, &file.rounds[number - 1].record, style)
    );
    render::print_footer(&standing, style);
    Ok(Verdict::Done)
}
