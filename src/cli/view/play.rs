//! What `play` says at the table: its menus, the round saved or not, what
//! changed in the game elsewhere, and the game picker's lines. The
//! questions themselves are `ask/`; what `play` does with an answer is
//! `cmd/play.rs`.

use fortyfives::rules::game::GameState;
use fortyfives::rules::round::RoundRecord;
use fortyfives::store::{GameFile, GameName};

use crate::cli::view::output::Style;
use crate::cli::view::render;
use crate::cli::view::series::Series;
use crate::cli::view::standing::Standing;
use crate::cli::view::undo;

/// A choice of the menu after a round (or on coming back to a game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Round,
    Rematch,
    TakeBack,
    PutBack,
    Fix,
    History,
    Quit,
}

impl Next {
    /// The choice as the menu lists it.
    pub fn words(self) -> &'static str {
        match self {
            Next::Round => "Next round",
            Next::Rematch => "Rematch: same table, same rules",
            Next::Fix => "Fix an earlier round",
            Next::TakeBack => "Take back the last round",
            Next::PutBack => "Put back the round taken back",
            // Each choice starts with its own letter, its shortcut: "Show
            // the history" and "Stop for now" once shared s.
            Next::History => "History of the game",
            Next::Quit => "Stop for now",
        }
    }
}

/// The question of the menu after a round.
pub const WHAT_NEXT: &str = "What next?";

/// A round `play` had shown, changed by another command (another shell,
/// another player's phone) meanwhile. Each holds the round's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    Corrected(usize),
    TakenBack(usize),
    Recorded(usize),
}

/// A blank line, between one step at the table and the next.
pub fn gap() {
    println!();
}

/// The game picked (or just started): where it stands, then the keys the
/// questions answer to (`keys`, as `ask/` words them).
pub fn opening(file: &GameFile, state: &GameState, keys: &str, style: Style) {
    println!();
    render::print_status(&Standing::of(file, state), style);
    crate::cli::view::output::say(keys, 0);
}

/// What changed in the game elsewhere, one bold line a round ("Round 4 was
/// recorded elsewhere: Ann bid 20 in ♥ hearts; Blue made it with 25."),
/// then where the game now stands. Nothing when nothing changed.
pub fn changed_elsewhere(changes: &[Elsewhere], file: &GameFile, state: &GameState, style: Style) {
    if changes.is_empty() {
        return;
    }
    let summary = |number: usize| {
        state
            .history
            .get(number - 1)
            .map(|row| render::round_summary(file, &file.rounds[number - 1].record, row, style))
            .unwrap_or_default()
    };
    println!();
    for change in changes {
        let line = match *change {
            Elsewhere::Corrected(n) => format!("Round {n} was corrected elsewhere: {}", summary(n)),
            Elsewhere::TakenBack(n) => format!("Round {n} was taken back elsewhere."),
            Elsewhere::Recorded(n) => format!("Round {n} was recorded elsewhere: {}", summary(n)),
        };
        println!("{}", style.bold(&line));
    }
    render::print_status(&Standing::of(file, state), style);
}

/// "Take back round 4 (Ann bid 20 in ♥ hearts ...)?": the last round of
/// `file`, asked before it is taken back.
pub fn take_back_question(file: &GameFile, style: Style) -> String {
    let last = file.rounds.len();
    let words = render::record_words(file, &file.rounds[last - 1].record, style);
    format!("Take back round {last} ({words})?")
}

/// Round `number` taken back from `file`, which now stands at `state`.
pub fn took_back(
    file: &GameFile,
    number: usize,
    record: &RoundRecord,
    state: &GameState,
    style: Style,
) {
    println!();
    println!("{}", undo::took_back_line(file, number, record, style));
    render::print_status(&Standing::of(file, state), style);
}

/// The last round of `file` put back; the game now stands at `state`.
pub fn put_back(file: &GameFile, state: &GameState, style: Style) {
    println!();
    undo::put_back(file, state, style);
}

/// The game's history, asked for from the menu.
pub fn history(file: &GameFile, state: &GameState, style: Style) {
    println!();
    render::print_history(file, state, None, style);
}

/// The rematch just started, the deal going on, and its series.
pub fn rematch(standing: &Standing, file: &GameFile, series: Option<&Series>, style: Style) {
    println!();
    println!(
        "{}",
        style.bold(&format!(
            "Rematch: {}, the deal going on from the last game.",
            file.name
        ))
    );
    render::print_status(standing, style);
    if let Some(series) = series {
        println!("{}", series.line(&file.table));
    }
}

/// Stopping: how to come back to `name`.
pub fn stopped(name: &GameName) {
    crate::cli::view::output::say(
        &format!("See you next time: `fortyfives play` picks up {name} where you left off."),
        0,
    );
}

/// The round's questions left: back to the menu.
pub fn round_left() {
    println!("Back to the menu: nothing was saved.");
}

/// The question asked of a round shown whole, and its choices (save, ask
/// again, drop), in that order.
pub const SAVE_ROUND: &str = "Save this round?";

pub fn save_choices() -> [String; 3] {
    [
        "Save it".to_string(),
        "Fix it: ask again".to_string(),
        "Drop it: save nothing".to_string(),
    ]
}

/// The round just saved (it was shown whole before saving), then the
/// standings with who deals next or the winner.
pub fn saved(file: &GameFile, number: usize, state: &GameState, style: Style) {
    println!(
        "{}",
        style.good(&format!("Saved round {number} in {}.", file.name))
    );
    render::print_status(&Standing::of(file, state), style);
    if let Some(winner) = state.winner() {
        println!(
            "{}",
            style.good(&format!(
                "Game over: {} {} {}.",
                file.table.side_name(winner),
                if file.table.is_cut_throat() {
                    "wins"
                } else {
                    "win"
                },
                file.name
            ))
        );
    }
}

/// The answers not saved: a round was recorded elsewhere meanwhile.
pub fn beaten_elsewhere() {
    println!("Your answers were not saved: what was recorded elsewhere stands.");
}

/// The answers make a round the rules refuse (`why`). `again`: its
/// questions are asked again.
pub fn cannot_record(why: &dyn std::fmt::Display, again: bool) {
    eprintln!("That round can't be recorded: {why}");
    if again {
        eprintln!("Nothing was saved; let's take it again.");
    } else {
        eprintln!("Nothing was saved.");
    }
}

/// The round shown was dropped.
pub fn dropped() {
    println!("Dropped: nothing was saved.");
}

/// "Fix an earlier round": the question, and the rounds as it lists them.
pub const WHICH_ROUND: &str = "Which round?";

pub fn round_choices(file: &GameFile, state: &GameState, style: Style) -> Vec<String> {
    state
        .history
        .iter()
        .map(|row| {
            let record = &file.rounds[row.round - 1].record;
            format!(
                "Round {}: {}",
                row.round,
                render::round_summary(file, record, row, style)
            )
        })
        .collect()
}

/// The correction's questions left, or the correction refused (`why`).
pub fn nothing_changed(why: Option<&dyn std::fmt::Display>) {
    match why {
        None => println!("Nothing was changed."),
        Some(why) => {
            eprintln!("That correction can't be made: {why}");
            eprintln!("Nothing was changed.");
        }
    }
}

/// The game picker: the question, and its last choice.
pub const WHICH_GAME: &str = "Which game?";
pub const NEW_GAME: &str = "Start a new game";

/// A saved game as the picker lists it: "Carry on with 2024-05-01: Blue v
/// Red (3 rounds)", or the game `name` that can't be read (`game` `None`).
pub fn game_choice(
    name: &GameName,
    game: Option<(&GameFile, &GameState)>,
    carry_on: bool,
) -> String {
    let Some((file, state)) = game else {
        return format!("{name} (can't be read)");
    };
    let carry_on = if carry_on { "Carry on with " } else { "" };
    let how = if state.is_over() {
        "finished".to_string()
    } else {
        let played = file.rounds.len();
        format!("{played} round{}", if played == 1 { "" } else { "s" })
    };
    format!("{carry_on}{name}: {} ({how})", render::matchup(&file.table))
}

/// No saved game to pick: one is started.
pub fn no_games() {
    println!("No saved games yet: let's start one.");
}
