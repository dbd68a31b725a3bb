//! The director's changes of plan on the director's page: a late pair, a
//! pair going home, a name changed, the evening's length. Each form says
//! from which game it acts, as the command does.

use fortyfives::rules::party::{Action, LogEntry, Party};
use maud::{html, Markup};

/// The forms, under "Changes of plan".
pub fn section(party: &Party) -> Markup {
    let open = party.first_open_game();
    let from = if open <= party.games {
        format!("from game {open} (the next game nothing is entered for) unless you give another")
    } else {
        "every game has something entered: make the evening longer first".to_string()
    };
    let staying: Vec<&str> = party
        .pairs
        .iter()
        .filter(|p| p.left.is_none())
        .map(|p| p.name.as_str())
        .collect();
    html! {
        h2 #plan { "Changes of plan" }
        p.note { "Each change acts " (from) ". Undo takes it back like a result." }
        div.card {
            form method="post" action="/director/join" {
                h3 { "A late pair" }
                label.field for="join-pair" { "The pair, two players joined by '+'" }
                input #join-pair type="text" name="pair" required maxlength="100" placeholder="e.g. Ivy+Jon" autocomplete="off";
                label.field for="join-game" { "From game (empty: " (open) ")" }
                input #join-game type="text" name="game" inputmode="numeric" maxlength="4";
                button type="submit" { "Seat them" }
            }
        }
        div.card {
            form method="post" action="/director/leave" {
                h3 { "A pair goes home" }
                label.field for="leave-pair" { "The pair" }
                select #leave-pair name="pair" required {
                    option value="" { "Choose the pair" }
                    @for name in &staying { option value=(name) { (name) } }
                }
                label.field for="leave-game" { "Not seated from game (empty: " (open) ")" }
                input #leave-game type="text" name="game" inputmode="numeric" maxlength="4";
                button type="submit" { "They go home" }
            }
        }
        div.card {
            form method="post" action="/director/rename" {
                h3 { "A name: a substitute, a misspelling" }
                label.field for="rename-old" { "The name now" }
                select #rename-old name="old" required {
                    option value="" { "Choose a pair or a player" }
                    @for p in &party.pairs {
                        option value=(p.name) { (p.name) " (the pair)" }
                        @for player in &p.players { option value=(player) { (player) } }
                    }
                }
                label.field for="rename-new" { "The new name (for a pair, two joined by '+')" }
                input #rename-new type="text" name="new" required maxlength="100" autocomplete="off";
                button type="submit" { "Rename" }
            }
        }
        div.card {
            form method="post" action="/director/games" {
                h3 { "The evening's length" }
                label.field for="games" { "Games in the evening" }
                input #games type="text" name="games" inputmode="numeric" required maxlength="4" value=(party.games);
                button type="submit" { "Set the games" }
            }
        }
    }
}

/// What the last change of plan did, for the director's page after its
/// form: "Ivy+Jon join from game 6. Their code is K7PQ2M: print their
/// card from Tally cards."
pub fn done_words(party: &Party) -> Option<String> {
    let e: &LogEntry = party.log.last()?;
    let pair = e.pair.clone().unwrap_or_default();
    Some(match e.action {
        Action::Joined => {
            let codes = party
                .pairs
                .iter()
                .position(|p| p.name == pair)
                .map(|i| party.codes_of_pair(i))
                .unwrap_or_default();
            match codes.as_slice() {
                [] => format!("{pair} join from game {}.", e.game),
                [code] => format!(
                    "{pair} join from game {}. Their code is {code}: print their card from Tally cards.",
                    e.game
                ),
                many => format!(
                    "{pair} join from game {}. Their codes are {} (one a player): print their cards from Tally cards.",
                    e.game,
                    many.join(" and ")
                ),
            }
        }
        Action::Left => format!(
            "{pair} go home: not seated from game {}. Their results stay.",
            e.game
        ),
        Action::Renamed => format!(
            "Renamed {} to {}. Every page uses the new name; the code keeps working.",
            e.from.as_deref().unwrap_or_default(),
            e.to.as_deref().unwrap_or_default()
        ),
        Action::Games => format!(
            "The evening now has {} games (it had {}).",
            e.games.unwrap_or_default(),
            e.was_games.unwrap_or_default()
        ),
        _ => return None,
    })
}
