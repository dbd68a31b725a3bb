//! `status`: the standings, who deals next, and the winner when there is
//! one. Answered from the standings cache when the game file is unchanged.

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
    let standing = store.load_derived(&name, Standing::CACHE_KEY, |file: GameFile| {
        let state = replayable(&file, &store.path_of(&name))?;
        Ok::<_, CliError>(Standing::of(&file, &state))
    })?;
    let series = crate::cli::view::series::of(store, &standing);
    if style.json {
        let mut doc = render::status_json(&standing);
        doc.series = series.map(|s| s.json(&standing.table));
        print_json(&doc);
    } else {
        render::print_status(&standing, style);
        if let Some(series) = series {
            println!("{}", series.line(&standing.table));
        }
    }
    Ok(Verdict::Done)
}
