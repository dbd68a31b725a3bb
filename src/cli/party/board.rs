//! `party board [--html FILE]`: the standings for a screen at the front of
//! the hall. On a terminal it redraws as results come in; as a page it
//! reloads itself, and every result and undo rewrites it.

use std::io::IsTerminal;
use std::path::Path;
use std::time::{Duration, SystemTime};

use fortyfives::store::PartyFile;

use super::show;
use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;
use crate::cli::output::{print_json, Style};
use crate::cli::Verdict;

pub fn run(html: Option<&Path>, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = super::parties(global)?;
    let (name, file) = super::load(&store)?;
    if let Some(path) = html {
        write_page(&file, path, global)?;
        // Kept with the party, so every result rewrites it.
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        store.update::<PartyFile, _, CliError>(&name, |f| {
            f.board = Some(path.clone());
            Ok(())
        })?;
        println!(
            "Wrote the board to {}: open it in a browser on the screen. It reloads itself every 15 seconds, and every result rewrites it.",
            path.display()
        );
        return Ok(Verdict::Done);
    }
    if style.json {
        let standings = file.party.standings();
        print_json(&show::standings_json(
            name.as_str(),
            &file.party,
            &standings,
        ));
        return Ok(Verdict::Done);
    }
    if !std::io::stdout().is_terminal() {
        print_board(&file, style);
        return Ok(Verdict::Done);
    }
    // On a screen: redrawn whenever the party file changes, until Ctrl-C.
    let path = store.path_of(&name);
    let mut drawn: Option<Option<SystemTime>> = None;
    loop {
        let changed = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
        if drawn != Some(changed) {
            drawn = Some(changed);
            let (_, file) = super::load(&store)?;
            print!("\x1b[2J\x1b[H");
            print_board(&file, style);
            println!();
            println!("(Redrawn as results come in. Ctrl-C stops.)");
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// The standings, spaced out to be read from across a room.
fn print_board(file: &PartyFile, style: Style) {
    let party = &file.party;
    let standings = party.standings();
    println!();
    println!(
        "{}",
        style.bold(&format!(
            "   {}   -   {} OF {} GAMES",
            file.name.to_uppercase(),
            standings.played,
            party.games
        ))
    );
    println!("   {}", show::progress(party, &standings));
    println!();
    let width = standings
        .lines
        .iter()
        .map(|l| l.name.chars().count())
        .max()
        .unwrap_or(4);
    for l in &standings.lines {
        let table = l.table.map(|t| format!("table {t}")).unwrap_or_default();
        println!(
            "   {:>3}.  {:<width$}   {:>3} won  {:>3} lost  {:>6} pts   {table}",
            l.place, l.name, l.won, l.lost, l.points
        );
        println!();
    }
}

fn write_page(file: &PartyFile, path: &Path, global: &GlobalArgs) -> Result<(), CliError> {
    let standings = file.party.standings();
    let page = show::board_page(&file.name, &file.party, &standings);
    crate::cli::export::save_output(global, path, page.as_bytes(), "the board")
}

/// After a result or an undo: the party's board page rewritten, if it
/// keeps one. A page that can't be written is said, never a failed result.
pub fn refresh(file: &PartyFile, global: &GlobalArgs) {
    if let Some(path) = &file.board {
        if let Err(err) = write_page(file, path, global) {
            eprintln!("warning: the board page wasn't updated: {err}");
        }
    }
}
