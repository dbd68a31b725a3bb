//! `use NAME`: make a saved game the current one (the file is named
//! use_game.rs because `use` is a Rust keyword).

use super::args::GlobalArgs;
use super::error::CliError;
use super::game::{load_named, open_store};
use super::output::{print_json, Style};
use super::standing::Standing;
use super::{render, Verdict};

pub fn run(name: &str, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = open_store(global)?;
    let name = store.resolve(Some(name))?;
    // Opened before it becomes current: a failed `use` changes nothing.
    let (file, state) = load_named(&store, &name)?;
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
