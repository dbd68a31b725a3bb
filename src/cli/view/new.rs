//! What `new` and `rematch` say: the game started, its rules, who deals
//! and who bids (or leads) first; with `--json`, where it stands.

use fortyfives::rules::game::GameState;
use fortyfives::store::GameFile;

use crate::cli::view::output::{print_json, say, say_with, Style};
use crate::cli::view::render;
use crate::cli::view::series::Series;
use crate::cli::view::standing::Standing;

/// `new`: the game just started. `guided`: `play` asks the rounds itself
/// next, so the hint to record them with `round` would be wrong there.
pub fn started(file: &GameFile, state: &GameState, guided: bool, style: Style) {
    if style.json {
        print_json(&render::status_json(&Standing::of(file, state)));
        return;
    }
    say_with(
        &format!("Started {}: {}", file.name, render::matchup(&file.table)),
        2,
        |l| style.bold(l),
    );
    println!("{}", render::rules_line(&file.rules, style));
    if let Some(line) = render::start_line(file) {
        println!("{line}");
    }
    say(&render::seating_line(&file.table), 0);
    println!(
        "{} deals first; {} first.",
        dealer(file),
        first_to_speak(file)
    );
    if !guided {
        say(
            "Record each round with `fortyfives round`; `fortyfives status` shows the standings.",
            0,
        );
    }
}

/// The questions of a new game left: nothing started.
pub fn nothing_started() {
    eprintln!("Nothing was started.");
}

/// `rematch`: the game just started after `from`, the deal going on, and
/// the series the two belong to.
pub fn rematch_started(
    file: &GameFile,
    state: &GameState,
    from: &str,
    series: Option<&Series>,
    style: Style,
) {
    if style.json {
        let mut doc = render::status_json(&Standing::of(file, state));
        doc.series = series.map(|s| s.json(&file.table));
        print_json(&doc);
        return;
    }
    say_with(
        &format!(
            "Started {}, a rematch of {from}: {}",
            file.name,
            render::matchup(&file.table)
        ),
        2,
        |l| style.bold(l),
    );
    println!("{}", render::rules_line(&file.rules, style));
    println!(
        "The deal goes on: {} deals first; {} first.",
        dealer(file),
        first_to_speak(file)
    );
    if let Some(series) = series {
        println!("{}", series.line(&file.table));
    }
}

/// The first dealer's name.
fn dealer(file: &GameFile) -> String {
    file.table.player_name(file.first_dealer)
}

/// "Bob bids" (or "Bob leads", in a game without bidding): the player on
/// the first dealer's left.
fn first_to_speak(file: &GameFile) -> String {
    let n = file.table.players.len();
    format!(
        "{} {}",
        file.table.player_name(file.first_dealer.left(n)),
        if file.rules.has_bidding() {
            "bids"
        } else {
            "leads"
        }
    )
}
