//! `redo`: put back the round `undo` took back last.

use fortyfives::store::GameFile;

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::replayable;
use crate::cli::view::output::print_json;
use crate::cli::view::standing::Standing;
use crate::cli::{view::render, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let saved_at = store.path_of(&name);
    let file = store.update(&name, |file: &mut GameFile| {
        replayable(file, &saved_at)?;
        if file.redo(ctx.clock.now())?.is_none() {
            // An undo followed by a new round: the rounds taken back were set
            // aside by that round, which is not "nothing taken back".
            let set_aside = file
                .changes
                .last()
                .is_some_and(|c| c.kind == fortyfives::rules::game::ChangeKind::Undo);
            return Err(CliError::input(if set_aside {
                format!(
                    "{}'s rounds taken back were set aside when a new round was recorded after them, so none can be put back; they stay in the file (`fortyfives history --changes` lists them)",
                    file.name
                )
            } else {
                format!(
                    "{} has no round taken back to put back (`fortyfives undo` takes the last round back)",
                    file.name
                )
            }));
        }
        Ok(file.clone())
    })?;
    let state = file.state()?;
    let standing = Standing::of(&file, &state);
    standing.cache(store, &name);
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
