//! The evening's prizes, shown once the last result is in: on the board
//! (for the hall to see) and on the director's page (to hand them out).
//! The places are the rules' ([`Party::evening_prizes`]), the same as the
//! results sheet's.

use fortyfives::rules::party::standings::wins_words;
use fortyfives::rules::party::Party;
use fortyfives::rules::prose::ordinal;
use maud::{html, Markup};

/// The prizes, when every game is in; nothing before.
pub fn section(party: &Party) -> Markup {
    if party.current_game().is_some() || party.results.is_empty() {
        return html! {};
    }
    let prizes = party.evening_prizes();
    let standings = party.standings();
    let line = |name: &str| standings.lines.iter().find(|l| l.name == name);
    html! {
        section.prizes aria-labelledby="prizes-title" {
            h2 #prizes-title { "Prizes" }
            ol.prizes {
                @for place in &prizes.places {
                    li {
                        span.place { (ordinal(place.place)) @if place.names.len() > 1 { " (shared)" } }
                        " "
                        strong { (super::name(&place.names.join(", "))) }
                        " "
                        span.wins { (wins_words(place.won, place.played, party.sit_out)) }
                    }
                }
                @if !prizes.booby.is_empty() {
                    li {
                        span.place { "Booby prize" }
                        " "
                        strong { (super::name(&prizes.booby.join(", "))) }
                        @if let Some(l) = line(&prizes.booby[0]) {
                            " " span.wins { (wins_words(l.won, l.played, party.sit_out)) }
                        }
                    }
                }
            }
        }
    }
}

/// The prizes on the board, once every game is in, a line each: "1st
/// (shared) Ann+Bob, Cid+Dan (4 wins)", "Booby prize: Eve+Fay"; none
/// before, or when nothing was played.
pub fn board_lines(party: &Party) -> Vec<String> {
    if party.current_game().is_some() || party.results.is_empty() {
        return Vec::new();
    }
    let prizes = party.evening_prizes();
    let mut lines: Vec<String> = prizes
        .places
        .iter()
        .map(|place| {
            format!(
                "{}{} {} ({})",
                ordinal(place.place),
                if place.names.len() > 1 {
                    " (shared)"
                } else {
                    ""
                },
                place.names.join(", "),
                wins_words(place.won, place.played, party.sit_out)
            )
        })
        .collect();
    if !prizes.booby.is_empty() {
        lines.push(format!("Booby prize: {}", prizes.booby.join(", ")));
    }
    lines
}
