//! The evening's prizes, shown once the last result is in: on the board
//! (for the hall to see) and on the director's page (to hand them out).
//! The places are the rules' ([`Party::evening_prizes`]), the same as the
//! results sheet's.

use fortyfives::rules::prose::ordinal;
use fortyfives::rules::party::standings::wins_words;
use fortyfives::rules::party::Party;
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
                        strong { (super::wrap_names(&place.names.join(", "))) }
                        " "
                        span.wins { (wins_words(place.won, place.played, party.sit_out)) }
                    }
                }
                @if !prizes.booby.is_empty() {
                    li {
                        span.place { "Booby prize" }
                        " "
                        strong { (super::wrap_names(&prizes.booby.join(", "))) }
                        @if let Some(l) = line(&prizes.booby[0]) {
                            " " span.wins { (wins_words(l.won, l.played, party.sit_out)) }
                        }
                    }
                }
            }
        }
    }
}
