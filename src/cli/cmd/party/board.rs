//! `party board [--html FILE]`: the standings for a screen at the front of
//! the hall. On a terminal it redraws as results come in; as a page it
//! reloads itself, and every result and undo rewrites it.

use std::io::IsTerminal;
use std::path::Path;
use std::time::Duration;

use fortyfives::store::PartyFile;

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::party_board;
use crate::cli::Verdict;

pub fn run(html: Option<&Path>, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    if let Some(path) = html {
        write_page(&file, path, ctx)?;
        // Kept with the party, so every result rewrites it.
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        store.update::<PartyFile, _, CliError>(&name, |f| {
            f.board = Some(path.clone());
            Ok(())
        })?;
        party_board::wrote_page(&path);
        return Ok(Verdict::Done);
    }
    if style.json {
        let standings = file.party.standings();
        party_board::board_json(name.as_str(), &file.party, &standings);
        return Ok(Verdict::Done);
    }
    if !std::io::stdout().is_terminal() {
        party_board::printed(&file, style);
        return Ok(Verdict::Done);
    }
    // On a screen: redrawn whenever the party file changes or the window is
    // resized, until Ctrl-C.
    let path = store.path_of(&name);
    let mut drawn = None;
    loop {
        let changed = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
        let size = party_board::window(true);
        if drawn != Some((changed, size)) {
            drawn = Some((changed, size));
            let (_, file) = super::load(&store)?;
            party_board::redrawn(&file, style, size);
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}

fn write_page(file: &PartyFile, path: &Path, ctx: &Context) -> Result<(), CliError> {
    // The hall's own board, written as a page of its own.
    let page = crate::web::board_page(file);
    crate::cli::view::output_file::save_output(ctx, path, page.as_bytes(), "the board")
}

/// After a result or an undo: the party's board page rewritten, if it
/// keeps one. A page that can't be written is said, never a failed result.
pub fn refresh(file: &PartyFile, ctx: &Context) {
    if let Some(path) = &file.board {
        if let Err(err) = write_page(file, path, ctx) {
            party_board::page_not_updated(&err);
        }
    }
}
