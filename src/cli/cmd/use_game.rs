//! `use NAME`: make a saved game the current one (the file is named
//! use_game.rs because `use` is a Rust keyword).

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_named;
use crate::cli::view::output::print_json;
use crate::cli::view::standing::Standing;
use crate::cli::{view::render, Verdict};

pub fn run(name: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = ctx.store()?;
    let name = store.resolve(Some(name))?;
    // Opened before it becomes current: a failed `use` changes nothing.
    let (file, state) = load_named(store, &name)?;
    store.set_current(&name)?;
    let standing = Standing::of(&file, &state);
    if style.json {
        print_json(&render::status_json(&standing));
    } else {
        println!("Now playing {name}.");
        render::print_status(&standing, style);
    }
    Ok(Verdict::Done)
}
