//! `party prizes`: the places by games won, ties settled as asked, and the
//! booby prize.

use fortyfives::rules::party::{Partners, Ties};
use serde::Serialize;

use crate::cli::args::{PartyPrizesArgs, TiesArg};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::Verdict;

#[derive(Serialize)]
struct PlaceJson {
    place: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pairs: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<Vec<String>>,
    won: u32,
}

#[derive(Serialize)]
struct PrizesJson {
    places: Vec<PlaceJson>,
    booby: Vec<String>,
    ties: Ties,
    seed: u64,
}

pub fn run(args: &PartyPrizesArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    if args.places == 0 {
        return Err(CliError::input("--places 0: give at least 1 place"));
    }
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let party = &file.party;
    let ties = match args.ties {
        TiesArg::Split => Ties::Split,
        TiesArg::Cut => Ties::Cut,
        TiesArg::Points => Ties::Points,
    };
    let seed = args.seed.unwrap_or(party.seed);
    let prizes = party.prizes(args.places, args.booby, ties, seed);
    let split = party.partners == Partners::Split;
    if style.json {
        print_json(&PrizesJson {
            places: prizes
                .places
                .iter()
                .map(|p| PlaceJson {
                    place: p.place,
                    pairs: (!split).then(|| p.names.clone()),
                    players: split.then(|| p.names.clone()),
                    won: p.won,
                })
                .collect(),
            booby: prizes.booby.clone(),
            ties,
            seed,
        });
        return Ok(Verdict::Done);
    }
    let played = party.played();
    println!(
        "{}",
        style.bold(&format!(
            "{name}: prizes after {played} of {} games",
            party.games
        ))
    );
    if played < party.games {
        println!("(The evening isn't over: these are the places as they stand.)");
    }
    for place in &prizes.places {
        let shared = if place.names.len() > 1 {
            " (shared)"
        } else {
            ""
        };
        println!(
            "{}{shared}: {} with {} win{}",
            ordinal(place.place),
            place.names.join(", "),
            place.won,
            if place.won == 1 { "" } else { "s" }
        );
    }
    if args.booby {
        println!("Booby prize: {}", prizes.booby.join(", "));
    }
    match ties {
        Ties::Cut => {
            println!("Ties were cut for with seed {seed} (the same seed gives the same draw).")
        }
        Ties::Points => println!("Ties went to the most points; still tied, the place is shared."),
        Ties::Split => {}
    }
    Ok(Verdict::Done)
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
