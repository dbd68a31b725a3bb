//! `party result --table T --winner PAIR [--score A-B] [--game K]`, or
//! `--from-game NAME`: one table's game, entered in seconds.

use fortyfives::rules::party::Party;

use super::show;
use crate::cli::args::{GlobalArgs, PartyResultArgs};
use crate::cli::error::CliError;
use crate::cli::output::{print_json, Style};
use crate::cli::Verdict;

pub fn run(args: &PartyResultArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let store = super::parties(global)?;
    let game = super::game_number(global)?;
    // A game kept with the score sheet at that table: its winner and final
    // score, read before the party is locked.
    let from_game = match &args.from_game {
        Some(name) => {
            let (_, file) = super::load(&store)?;
            Some(from_game(&file.party, args, game, name, global)?)
        }
        None => None,
    };
    let (winner, score) = match &from_game {
        Some((w, s)) => (w.clone(), Some(s.clone())),
        None => (args.winner.clone().unwrap_or_default(), args.score.clone()),
    };
    let (file, result) = super::change(&store, global, |party| {
        party.report(game, args.table, &winner, score.as_deref())
    })?;
    let party = &file.party;
    let standings = party.standings();
    if style.json {
        print_json(&show::standings_json(&file.name, party, &standings));
        return Ok(Verdict::Done);
    }
    let seat = party
        .seating(result.game)
        .and_then(|s| s.tables.into_iter().find(|t| t.table == result.table))
        .expect("a result is for a seated table");
    let won = party.partnership_name(seat.partnerships[result.winner]);
    let score = result
        .scores
        .as_ref()
        .map(|s| {
            let mut words = vec![s[result.winner].to_string()];
            words.extend(
                s.iter()
                    .enumerate()
                    .filter(|&(i, _)| i != result.winner)
                    .map(|(_, v)| v.to_string()),
            );
            format!(" {}", words.join("-"))
        })
        .unwrap_or_default();
    println!(
        "Game {}, table {}: {won} won{score}.",
        result.game, result.table
    );
    println!("{}", show::progress(party, &standings));
    if standings.current != Some(result.game) {
        match standings.current.and_then(|g| party.seating(g)) {
            Some(next) => {
                println!();
                show::print_seating(party, &next, style);
            }
            None => {
                println!("That was the last game: `fortyfives party prizes` settles the prizes.")
            }
        }
    }
    Ok(Verdict::Done)
}

/// The winner and score of a finished saved game, as the pair's name and
/// `A-B` for the table it was played at: its sides must be the table's
/// partnerships (the same players, in any case).
fn from_game(
    party: &Party,
    args: &PartyResultArgs,
    number: Option<u32>,
    game: &str,
    global: &GlobalArgs,
) -> Result<(String, String), CliError> {
    let games = crate::cli::game::open_store(global)?;
    let name = games.resolve(Some(game))?;
    let (file, state) = crate::cli::game::load_named(&games, &name)?;
    let Some(won) = state.winner() else {
        return Err(CliError::input(format!(
            "--from-game {name}: the game isn't over yet; finish it, or give --winner"
        )));
    };
    let seating = party.seating_to_report(number).map_err(super::refused)?;
    let Some(seat) = seating.tables.iter().find(|t| t.table == args.table) else {
        return Err(CliError::input(format!(
            "--table {}: there is no table {} in game {}; the tables are 1 to {}",
            args.table,
            args.table,
            seating.game,
            seating.tables.len()
        )));
    };
    let table = &file.table;
    let scores = state.scores();
    // Each partnership at the table, and the game's side holding its players.
    let mut sides = Vec::new();
    for p in &seat.partnerships {
        let players: Vec<String> = p.iter().map(|&x| party.player(x).to_lowercase()).collect();
        let side = table.sides.ids().find(|&s| {
            let mut of_side: Vec<String> = table.sides[s]
                .seats
                .iter()
                .map(|&seat| table.player_name(seat).to_lowercase())
                .collect();
            of_side.sort();
            let mut want = players.clone();
            want.sort();
            of_side == want
        });
        match side {
            Some(side) => sides.push(side),
            None => {
                return Err(CliError::input(format!(
                    "--from-game {name}: its teams ({}) are not table {}'s pairs ({})",
                    crate::cli::render::matchup(table),
                    args.table,
                    show::table_words(party, &seat.partnerships)
                )))
            }
        }
    }
    let Some(w) = sides.iter().position(|&s| s == won) else {
        return Err(CliError::input(format!(
            "--from-game {name}: its winner is not one of table {}'s pairs",
            args.table
        )));
    };
    let mut score = vec![scores[sides[w]].to_string()];
    score.extend(
        sides
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != w)
            .map(|(_, &s)| scores[s].to_string()),
    );
    Ok((
        party.partnership_name(seat.partnerships[w]),
        score.join("-"),
    ))
}
