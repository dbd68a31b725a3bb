//! `status`: the standings, who deals next, and the winner when there is
//! one. Answered from the standings cache when the game file is unchanged.

use fortyfives::store::{GameFile, GameName, Store};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::replayable;
use crate::cli::view::standing::Standing;
use crate::cli::view::{render, series};
use crate::cli::Verdict;

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let name = ctx.picked_game(store)?;
    let standing = standing(store, &name)?;
    let series = series::of(store, &standing);
    render::show_status(&standing, series.as_ref(), ctx.style);
    Ok(Verdict::Done)
}

/// Where the game `name` stands: from the standings cache when the game
/// file is what it was computed from, else replayed (and cached).
pub fn standing(store: &Store, name: &GameName) -> Result<Standing, CliError> {
    store.load_derived(name, Standing::CACHE_KEY, |file: GameFile| {
        let state = replayable(&file, &store.path_of(name))?;
        Ok::<_, CliError>(Standing::of(&file, &state))
    })
}
