//! What `party prizes` says: the places by games won, the booby prize,
//! and how ties were settled; or the same as JSON.

use fortyfives::rules::party::shapes::prizes_json;
use fortyfives::rules::party::standings::wins_words;
use fortyfives::rules::party::{Party, Prizes, Ties};
use fortyfives::rules::prose::ordinal;
use fortyfives::store::GameName;

use crate::cli::view::output::{print_json, Style};

/// `party prizes`: the prizes of the party `name`, ties settled with
/// `seed`; the booby prize's line only when it was asked for (`booby`).
pub fn prizes(
    name: &GameName,
    party: &Party,
    prizes: &Prizes,
    seed: u64,
    booby: bool,
    style: Style,
) {
    let ties = prizes.ties;
    if style.json {
        print_json(&prizes_json(party, prizes, seed));
        return;
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
        crate::cli::view::output::say(
            "(The evening isn't over: these are the places as they stand.)",
            1,
        );
    }
    for place in &prizes.places {
        let shared = if place.names.len() > 1 {
            " (shared)"
        } else {
            ""
        };
        println!(
            "{}{shared}: {} with {}",
            ordinal(place.place),
            place.names.join(", "),
            wins_words(place.won, place.played, party.sit_out)
        );
    }
    if booby {
        println!("Booby prize: {}", prizes.booby.join(", "));
    }
    match ties {
        Ties::Cut => {
            println!("Ties were cut for with seed {seed} (the same seed gives the same draw).")
        }
        Ties::Points => println!("Ties went to the most points; still tied, the place is shared."),
        Ties::Split => {}
    }
}
