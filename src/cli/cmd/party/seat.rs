//! `party seat [--game K] [--cards]`: who plays at which table.

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(game: Option<u32>, cards: bool, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
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
    let seating = party
        .seating_of(game)
        .map_err(|e| CliError::input(format!("--game {game}: {e}")))?;
    view::party::seat(party, &seating, cards, ctx.style);
    Ok(Verdict::Done)
}
