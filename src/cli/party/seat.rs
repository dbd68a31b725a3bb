//! `party seat [--game K] [--cards]`: who plays at which table.

use super::show;
use crate::cli::args::GlobalArgs;
use crate::cli::error::CliError;
use crate::cli::output::{print_json, Style};
use crate::cli::Verdict;

pub fn run(
    game: Option<u32>,
    cards: bool,
    global: &GlobalArgs,
    style: Style,
) -> Result<Verdict, CliError> {
    let store = super::parties(global)?;
    let (_, file) = super::load(&store)?;
    let party = &file.party;
    let game = match game.or(party.current_game()) {
        Some(g) => g,
        None => {
            return Err(CliError::input(format!(
                "all {} games are played; `fortyfives party seat --game K` shows game K's seating",
                party.games
            )))
        }
    };
    if game == 0 || game > party.games {
        return Err(CliError::input(format!(
            "--game {game}: the party has games 1 to {}",
            party.games
        )));
    }
    let Some(seating) = party.seating(game) else {
        let current = party.current_game().unwrap_or(party.games);
        let waiting = party
            .seating(current)
            .map(|s| party.waiting(&s))
            .unwrap_or_default();
        let words: Vec<String> = waiting.iter().map(usize::to_string).collect();
        return Err(CliError::input(format!(
            "--game {game}: game {game} isn't seated yet; it follows from game {current}'s results (waiting for table{} {})",
            if words.len() == 1 { "" } else { "s" },
            words.join(", ")
        )));
    };
    if style.json {
        print_json(&show::seating_json(party, &seating));
    } else if cards {
        show::print_cards(party, &seating);
    } else {
        show::print_seating(party, &seating, style);
    }
    Ok(Verdict::Done)
}
