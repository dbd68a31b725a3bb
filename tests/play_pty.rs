//! `fortyfives play` driven through a real pseudo-terminal (tmux), as a
//! table would: arrow keys and Enter at the menus, typed answers at the
//! questions, each dialogue written as a table of what the screen shows and
//! what the player does (common/pty.rs). Without tmux the tests say so and
//! pass.

use crate::common::pty::{tmux_present, Back, Key, Keys, Pty, See, Steps, Type};
use crate::common::Table;

fn new_game(table: &Table) {
    table
        .test()
        .args([
            "new",
            "kitchen",
            "--players",
            "Ann,Bob",
            "--rules",
            "25",
            // Under 25's own first-out the order of the tricks is asked
            // once both could reach 25; these tests give the counts.
            "--set",
            "tie_break=overtime",
        ])
        .run();
}

#[test]
fn play_runs_a_whole_short_game_with_a_take_back_and_saves_every_round() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("game", table.dir.path(), "play");

    pty.talk(&[
        ("Carry on with kitchen", Key("Enter")),
        // Round 1: Bob deals; Ann takes 3 tricks in clubs.
        ("Round 1: Bob deals.", See),
        ("Trump?", Key("Enter")),
        // No default: Enter alone is not "none".
        ("Tricks taken by Ann", Steps(&[Type(""), Type("3")])),
        ("A note for this round", Type("")),
        // The round is shown whole, scored, before it is saved.
        ("Ann   +15  → 15", See),
        ("Save this round?", Key("Enter")),
        ("Next to deal: Ann.", See),
        ("What next?", Key("Enter")),
        // Round 2: Bob takes 4 and would win; the table takes it back.
        ("Round 2: Ann deals.", See),
        ("Trump?", Keys(&["Down", "Enter"])),
        ("Tricks taken by Ann", Type("1")),
        ("A note for this round", Type("a misdeal?")),
        ("Save this round?", Key("Enter")),
        ("Game over: Bob wins kitchen.", See),
        ("What next?", Keys(&["Up", "Up", "Enter"])),
        // Taking a round back asks first.
        ("Take back round 2", Keys(&["y", "Enter"])),
        ("Took back round 2", See),
        ("What next?", Key("Enter")),
        // Round 2 again: Ann takes all five in hearts and goes out.
        ("Round 2: Ann deals.", See),
        ("Trump?", Keys(&["Down", "Down", "Enter"])),
        ("Tricks taken by Ann", Type("5")),
        ("A note for this round", Type("")),
        ("Save this round?", Key("Enter")),
        ("Game over: Ann wins kitchen.", See),
        ("What next?", Keys(&["Up", "Enter"])),
        ("kitchen: Ann and Bob", See),
        ("What next?", Key("Enter")),
        ("EXIT=0", See),
    ]);

    let status = table.test().args(["status"]).json();
    assert_eq!(status["rounds"], 2, "{status}");
    assert_eq!(status["finished"], true, "{status}");
    assert_eq!(status["winner"], "Ann", "{status}");
    let scores: Vec<(String, i64)> = status["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap_or("").to_string(),
                s["score"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(scores, vec![("Ann".into(), 40), ("Bob".into(), 10)]);
    let saved = std::fs::read_to_string(table.dir.path().join("kitchen.toml")).expect("saved");
    // The round taken back and replaced is kept, never lost.
    assert!(saved.contains("[[discarded]]"), "{saved}");
    assert!(saved.contains("a misdeal?"), "{saved}");
}

#[test]
fn ctrl_c_mid_round_saves_nothing_and_gives_the_cursor_back() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    table
        .test()
        .args([
            "round", "--trump", "clubs", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    let file = table.dir.path().join("kitchen.toml");
    let before = std::fs::read(&file).expect("saved game");

    // Stopped after two answers of round 2, at the note.
    let mut pty = Pty::start("stop-typing", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("What next?", Key("Enter")),
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", Type("4")),
        ("A note for this round", Key("C-c")),
        ("Stopped.", See),
        ("EXIT=130", See),
    ]);
    assert_eq!(std::fs::read(&file).expect("saved game"), before);
    drop(pty);

    // Stopped at a menu, which hides the cursor while it is open.
    let mut pty = Pty::start("stop-menu", table.dir.path(), "play");
    pty.talk(&[
        ("Carry on with kitchen", Key("Enter")),
        ("What next?", Key("Enter")),
        ("Trump?", See),
        ("spades", See),
    ]);
    assert!(!pty.cursor_shown(), "a menu hides the cursor");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=130");
    assert!(pty.cursor_shown(), "Ctrl-C left the cursor hidden");
    assert_eq!(std::fs::read(&file).expect("saved game"), before);
}

#[test]
fn play_without_a_terminal_says_to_use_round_with_flags() {
    let table = Table::new();
    new_game(&table);
    table
        .test()
        .arg("play")
        .fails(2)
        .stderr_has("needs a terminal")
        .stderr_has("fortyfives round")
        .run();
}

#[test]
fn new_asks_the_house_rules_in_plain_words_and_saves_them_as_knobs() {
    if !tmux_present("`new`") {
        return;
    }
    let table = Table::new();
    let mut pty = Pty::start("house", table.dir.path(), "new");
    pty.talk(&[
        ("Name of the game", Type("house")),
        ("Which rules?", Key("Enter")),
        ("Ask about your table's house rules?", Keys(&["y", "Enter"])),
        ("which trumps may be kept back", Keys(&["Down", "Enter"])),
        ("must a trump beat every trump", Key("Enter")),
        ("Do you have to follow an off-suit lead?", Key("Enter")),
        ("Is the ace low in a plain suit?", Key("Enter")),
        (
            "Past 100, do you score without the bid?",
            Keys(&["Down", "Enter"]),
        ),
        ("Does a bid of 30 score 60", Key("Enter")),
        (
            "Is the dealer bagged when everyone passes?",
            Keys(&["Down", "Enter"]),
        ),
        ("May the dealer hold", Key("Enter")),
        ("When a renege is called at the table", Key("Enter")),
        ("What score wins?", Keys(&["Down", "Enter"])),
        ("Your house rules:", See),
        ("How do you play?", Key("Enter")),
        ("How many teams?", Type("")),
        ("Players in each team?", Type("")),
        ("Team 1's name", Type("Blue")),
        ("Blue, player 1", Type("Ann")),
        ("Blue, player 2", Type("Bob")),
        ("Team 2's name", Type("Red")),
        ("Red, player 1", Type("Cid")),
        ("Red, player 2", Type("Dan")),
        ("Who deals first?", Key("Enter")),
        ("Started house", See),
        ("EXIT=0", See),
    ]);

    let rules = table.test().args(["rules", "--game", "house"]).json();
    assert_eq!(rules["renege"], "top2", "{rules}");
    assert_eq!(rules["non_bidder_limit"], "frozen", "{rules}");
    assert_eq!(rules["limit_at"], 100, "{rules}");
    assert_eq!(rules["all_pass"], "redeal", "{rules}");
    assert_eq!(rules["target"], 125, "{rules}");
    assert_eq!(rules["offsuit_lead"], "free", "{rules}");
    let words = table
        .test()
        .args(["rules", "--explain", "--game", "house"])
        .run()
        .stdout;
    let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("Blue (Ann and Bob) against Red (Cid and Dan)"),
        "{words}"
    );
    assert!(words.contains("reach 125"), "{words}");
}

#[test]
fn play_fixes_an_earlier_round_with_its_old_answers_filled_in() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    // Round 1 in clubs: Ann 2 tricks, Bob 3: 10-15.
    table
        .test()
        .args([
            "round", "--trump", "clubs", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    let mut pty = Pty::start("fix", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("What next?", Keys(&["Down", "Enter"])),
        ("Which round?", Key("Enter")),
        ("Correcting round 1: Bob dealt.", See),
        // The trump recorded (clubs) is the answer already chosen.
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", Type("4")),
        ("A note for this round", Type("")),
        ("Corrected round 1", See),
        ("round 1: Ann +10 → +20, Bob +15 → +5", See),
        (
            "What next?",
            Keys(&["Down", "Down", "Down", "Down", "Enter"]),
        ),
        ("EXIT=0", See),
    ]);
    let status = table.test().args(["status"]).json();
    let scores: Vec<i64> = status["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .map(|s| s["score"].as_i64().unwrap_or(0))
        .collect();
    assert_eq!(scores, vec![20, 5]);
    let changes = table.test().args(["history", "--changes"]).json();
    assert_eq!(changes["changes"][0]["kind"], "edit");
    assert_eq!(changes["changes"][0]["before"]["trump"], "clubs");
    assert_eq!(changes["changes"][0]["after"]["trump"], "clubs");
}

#[test]
fn setting_up_a_game_offers_the_table_and_the_names_used_before() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);

    // A new table, two of its players picked from those seen before.
    let mut pty = Pty::start("names", table.dir.path(), "play");
    pty.talk(&[
        ("Which game?", Keys(&["Down", "Enter"])),
        ("Name of the game", Type("porch")),
        ("Which rules?", Key("Enter")),
        ("Ask about your table's house rules?", Keys(&["n", "Enter"])),
        ("Who is playing?", Keys(&["Down", "Enter"])),
        ("How do you play?", Key("Enter")),
        ("How many teams?", Type("")),
        ("Players in each team?", Type("")),
        ("Team 1's name", Type("Blue")),
        ("Blue, player 1", Key("Enter")),
        ("Blue, player 2", Key("Enter")),
        ("Team 2's name", Type("Red")),
        ("Red, player 1", Type("Cid")),
        ("Red, player 2", Type("Dan")),
        ("Who deals first?", Key("Enter")),
        ("Started porch: Blue (Ann, Bob) vs Red (Cid, Dan)", See),
        ("Who won the bid?", See),
    ]);
    // `play` asks the rounds itself: no hint to record them with `round`.
    let screen = pty.screen();
    assert!(!screen.contains("Record each round"), "{screen}");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=130");
    drop(pty);

    // The same table again, in one answer.
    let mut pty = Pty::start("same", table.dir.path(), "new");
    pty.talk(&[
        ("Name of the game", Type("porch-again")),
        ("Which rules?", Key("Enter")),
        ("Ask about your table's house rules?", Keys(&["n", "Enter"])),
        // The most recent table is offered first.
        ("Who is playing?", Key("Enter")),
        ("Who deals first?", Key("Enter")),
        (
            "Started porch-again: Blue (Ann, Bob) vs Red (Cid, Dan)",
            See,
        ),
        ("EXIT=0", See),
    ]);
}

#[test]
fn play_offers_a_rematch_when_a_game_ends() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    // Bob deals round 1 and Ann takes all five: 25, Ann wins.
    table
        .test()
        .args(["round", "--trump", "clubs", "--tricks", "Ann=5"])
        .run();
    let mut pty = Pty::start("rematch", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        // Rematch, Fix, Take back, History, Stop: from Stop, up to the top.
        ("What next?", Keys(&["Up", "Up", "Up", "Up", "Enter"])),
        (
            "Rematch: kitchen-2, the deal going on from the last game.",
            See,
        ),
        ("Ann leads the series 1-0 (kitchen, kitchen-2).", See),
        // Bob dealt the last round: Ann deals the rematch.
        ("Round 1: Ann deals.", Key("C-c")),
        ("EXIT=130", See),
    ]);
    let status = table.test().args(["status"]).json();
    assert_eq!(status["game"], "kitchen-2");
    assert_eq!(status["dealer_next"], "Ann");
    assert_eq!(status["rules"], "25 + tie_break=overtime");
}

#[test]
fn enter_at_every_question_is_shown_whole_and_can_be_dropped_and_a_take_back_put_back() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::with_teams("friday");
    let mut pty = Pty::start("drop", table.dir.path(), "play");
    pty.talk(&[
        ("Carry on with friday", Key("Enter")),
        ("Who won the bid?", Key("Enter")),
        ("Bid?", Key("Enter")),
        ("Trump?", Key("Enter")),
        // Enter alone is no answer for a fact that decides the score.
        (
            "Tricks taken by Blue (0 to 5)",
            Steps(&[Type(""), Type("2")]),
        ),
        ("Who took the trick with the best card?", Key("Enter")),
        ("A note for this round", Type("")),
        ("Round 1: Ann bid 15", See),
        ("Save this round?", Keys(&["Down", "Down", "Enter"])),
        ("Dropped: nothing was saved.", See),
        ("What next?", Keys(&["Up", "Enter"])),
        ("EXIT=0", See),
    ]);
    assert_eq!(table.test().args(["status"]).json()["rounds"], 0);

    // A round taken back is offered back by the menu.
    table
        .test()
        .args([
            "round", "--bidder", "Ann", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ])
        .run();
    table.test().args(["undo"]).run();
    let mut pty = Pty::start("putback", table.dir.path(), "play");
    pty.talk(&[
        ("Carry on with friday", Key("Enter")),
        // Next round, Put back the round taken back, History of the game, Stop.
        ("What next?", Keys(&["Down", "Enter"])),
        ("Put back round 1", See),
        ("What next?", Keys(&["Up", "Enter"])),
        ("EXIT=0", See),
    ]);
    assert_eq!(table.test().args(["status"]).json()["rounds"], 1);
}

#[test]
fn new_checks_each_answer_as_it_is_given_and_esc_goes_back_one_question() {
    if !tmux_present("`new`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("checked", table.dir.path(), "new");
    pty.talk(&[
        ("Esc goes back a question.", See),
        // A saved game's name, in another case, is refused at once.
        ("Name of the game", Type("KITCHEN")),
        (
            "That name can't be used: a game called kitchen is already saved.",
            Type("den"),
        ),
        ("Which rules?", Key("Enter")),
        // n goes to No, Enter picks it.
        ("Ask about your table's house rules?", Keys(&["n", "Enter"])),
        ("Who is playing?", Keys(&["Down", "Enter"])),
        ("How do you play?", Key("Enter")),
        ("How many teams?", Type("")),
        ("Players in each team?", Type("")),
        ("Team 1's name", Type("Blue")),
        ("Blue, player 1", Key("Enter")),
        ("Blue, player 2", Key("Enter")),
        // Esc: back to Blue's second player, answered again.
        ("Team 2's name", Back),
        ("Blue, player 2", Key("Enter")),
        ("Team 2's name", Type("Red")),
        ("Red, player 1", Keys(&["Down", "Enter"])),
        // The tenth answer wrong: the nine before it are kept.
        ("Red, player 1", Type("Ann")),
        (
            "Ann is already at this table; give each player and team its own name.",
            Type("Cid,Dan"),
        ),
        ("can't contain ',', '=' or ':'", Type("Cid")),
        (
            "Red, player 2",
            Steps(&[Keys(&["Down", "Enter"]), Type("Dan")]),
        ),
        // The seating is said and the first dealer picked from it: c is Cid.
        ("Seated clockwise: Ann, Cid, Bob, Dan.", See),
        ("Who deals first?", Keys(&["c", "Enter"])),
        ("Started den: Blue (Ann, Bob) vs Red (Cid, Dan)", See),
        ("Cid deals first; Bob bids first.", See),
        ("EXIT=0", See),
    ]);
    let status = table.test().args(["status", "--game", "den"]).json();
    assert_eq!(status["dealer_next"], "Cid", "{status}");
}

#[test]
fn a_letter_then_enter_picks_the_suit_and_esc_goes_back_to_the_question_before() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("keys", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("Esc goes back a question.", See),
        ("Round 1: Bob deals.", See),
        // The habit of a letter then Enter: the Enter picks, and is not sent on
        // to the next question.
        ("Trump?", Keys(&["h", "Enter"])),
        ("Trump? ♥ hearts", See),
        // Esc: the trump again, with hearts still chosen (Enter keeps it).
        ("Tricks taken by Ann", Back),
        ("Trump?", Key("Enter")),
        // The answer line, not the menu's own "♥ hearts", which may still show.
        ("Trump? ♥ hearts", See),
        // Esc again, and s picks spades instead.
        ("Tricks taken by Ann", Back),
        ("Trump?", Keys(&["s", "Enter"])),
        ("Trump? ♠ spades", See),
        ("Tricks taken by Ann", Type("3")),
        ("A note for this round", Type("")),
        ("Save this round?", Keys(&["s", "Enter"])),
        // Esc at the first question of a round: back to the menu, nothing saved.
        ("What next?", Key("Enter")),
        ("Trump?", Key("Escape")),
        ("Back to the menu: nothing was saved.", See),
        ("What next?", Keys(&["Up", "Enter"])),
        ("EXIT=0", See),
    ]);
    let history = table.test().args(["history", "--game", "kitchen"]).json();
    let rounds = history["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 1, "{history}");
    assert_eq!(rounds[0]["trump"], "spades", "{history}");
    // No Enter after a letter reached a question as an empty answer.
    let screen = pty.screen();
    assert!(!screen.contains("Type a number"), "{screen}");
}

#[test]
fn a_round_recorded_elsewhere_meanwhile_is_said_and_never_written_over() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    // To 100, so two rounds recorded elsewhere can't end it.
    table
        .test()
        .args([
            "new",
            "kitchen",
            "--players",
            "Ann,Bob",
            "--rules",
            "25",
            "--set",
            "tie_break=overtime",
            "--set",
            "target=100",
        ])
        .run();
    let mut pty = Pty::start("elsewhere", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("Round 1: Bob deals.", See),
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", See),
    ]);
    // While the table answers, round 1 is recorded from another shell.
    table
        .test()
        .args([
            "round", "--trump", "hearts", "--tricks", "Ann=1", "--tricks", "Bob=4",
        ])
        .run();
    pty.answer("3");
    pty.talk(&[
        ("A note for this round", Type("")),
        ("Save this round?", Key("Enter")),
        (
            "Round 1 was recorded elsewhere: Bob dealt, trump ♥ hearts",
            See,
        ),
        (
            "Your answers were not saved: what was recorded elsewhere stands.",
            See,
        ),
        // The menu, then a round 2 recorded while it waits: said when the
        // next round is asked, which goes on from it.
        ("What next?", See),
    ]);
    table
        .test()
        .args([
            "round", "--trump", "spades", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    pty.keys(&["Enter"]);
    pty.talk(&[
        (
            "Round 2 was recorded elsewhere: Ann dealt, trump ♠ spades",
            See,
        ),
        ("Round 3: Bob deals.", See),
        ("Trump?", Key("Escape")),
        // A take-back confirmed after another round was recorded takes back
        // nothing: the round it named is no longer the last.
        ("What next?", Keys(&["Down", "Down", "Enter"])),
        ("Take back round 2", See),
    ]);
    table
        .test()
        .args([
            "round", "--trump", "clubs", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    pty.keys(&["y", "Enter"]);
    pty.talk(&[
        (
            "Round 3 was recorded elsewhere: Bob dealt, trump ♣ clubs",
            See,
        ),
        ("What next?", Key("C-c")),
        ("EXIT=130", See),
    ]);

    let history = table.test().args(["history", "--game", "kitchen"]).json();
    let rounds = history["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 3, "{history}");
    assert_eq!(rounds[0]["trump"], "hearts", "{history}");
    assert_eq!(rounds[1]["trump"], "spades", "{history}");
    assert_eq!(rounds[2]["trump"], "clubs", "{history}");
}

#[test]
fn a_long_menu_choice_wraps_between_words() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    table
        .test()
        .args([
            "new",
            "kitchen",
            "--teams",
            "Northside=Annabelle,Bartholomew",
            "--teams",
            "Southside=Cornelius,Dorothea",
        ])
        .run();
    let mut pty = Pty::start_on("wrap", table.dir.path(), "play", (80, 30), "");
    pty.talk(&[("Which game?", See), ("Start a new game", See)]);
    // At 80 columns the choice is 105 long: the terminal alone would break
    // it inside "Cornelius".
    let rows = pty.rows();
    assert!(rows.lines().any(|l| l.contains("(Cornelius,")), "{rows}");
    assert!(rows.lines().all(|l| l.chars().count() < 80), "{rows}");
    pty.keys(&["Enter"]);
    pty.wait_for("Who won the bid?");
    let rows = pty.rows();
    let answer: Vec<&str> = rows
        .lines()
        .skip_while(|l| !l.starts_with("Which game? Carry on"))
        .take(2)
        .collect();
    // The answer given is written back whole, wrapped the same way.
    assert!(
        answer.len() == 2 && answer[1].starts_with("  ") && answer[1].contains("(Cornelius,"),
        "{rows}"
    );
    assert!(rows.lines().all(|l| l.chars().count() < 80), "{rows}");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=130");
}

/// A game of twelve rounds: long enough for a chart with two-digit rounds.
fn twelve_rounds(table: &Table) {
    table
        .test()
        .args([
            "new",
            "long",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
            "--set",
            "target=500",
        ])
        .run();
    for _ in 0..12 {
        table
            .test()
            .args([
                "round", "--bidder", "Blue", "--bid", "15", "--trump", "hearts", "--tricks",
                "Blue=3", "--tricks", "Red=2", "--best", "Red",
            ])
            .run();
    }
}

#[test]
fn the_chart_fits_the_terminal_it_is_drawn_in() {
    if !tmux_present("`chart`") {
        return;
    }
    let table = Table::new();
    twelve_rounds(&table);
    let mut pty = Pty::start_on("chart", table.dir.path(), "chart", (50, 40), "");
    pty.wait_for("EXIT=0");
    // Joined again where the terminal wrapped: each line as printed.
    let screen = pty.screen();
    let plot: Vec<&str> = screen
        .lines()
        .skip(2)
        .take_while(|l| !l.is_empty())
        .collect();
    assert!(plot.len() > 10, "{screen}");
    let widest = plot.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(
        widest <= 50,
        "a line is {widest} wide in a 50-column pane:\n{screen}"
    );
}

#[test]
fn a_terminal_that_says_it_is_0x0_gets_whole_tables() {
    if !tmux_present("tables") {
        return;
    }
    let table = Table::with_teams("friday");
    table
        .test()
        .args([
            "round", "--bidder", "Ann", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ])
        .run();
    let mut pty = Pty::start_on(
        "zero",
        table.dir.path(),
        "history",
        (120, 40),
        "stty rows 0 cols 0;",
    );
    pty.wait_for("EXIT=0");
    let screen = pty.screen();
    // Laid out as for a pipe: every title whole, on one line.
    assert!(
        screen.contains(
            "│ # ┆ Dealer ┆ Bidder ┆ Bid ┆ Trump ┆ Blue + ┆ Red + ┆ Result ┆ Blue ┆ Red │"
        ),
        "{screen}"
    );
}

#[test]
fn a_note_too_long_is_asked_again_as_the_note_flag_refuses_it() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("game", table.dir.path(), "play");
    let long = "x".repeat(1001);
    pty.talk(&[
        ("Carry on with kitchen", Key("Enter")),
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", Type("3")),
        ("A note for this round", Type(&long)),
        // Refused with the cap `--note` has, and asked again.
        (
            "The note is 1001 characters long; a note holds at most 1000",
            Type("short and sweet"),
        ),
        ("Save this round?", Key("Enter")),
        ("What next?", Keys(&["Up", "Enter"])),
        ("EXIT=0", See),
    ]);
    let history = table.test().args(["history"]).json();
    assert_eq!(history["rounds"][0]["note"], "short and sweet", "{history}");
}

#[test]
fn a_side_that_took_no_trick_took_none_not_the_other_0() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("none", table.dir.path(), "play");
    pty.talk(&[
        ("Carry on with kitchen", Key("Enter")),
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", Type("5")),
        ("Bob took none.", See),
        ("A note for this round", Type("")),
        ("Save this round?", Keys(&["Down", "Down", "Enter"])),
        ("Dropped: nothing was saved.", See),
        ("What next?", Keys(&["Up", "Enter"])),
        ("EXIT=0", See),
    ]);
}

/// A game of 25 under its own first-out, Ann 15 and Bob 10 after a round:
/// both could reach 25 in the next, so its tricks are asked in order.
fn first_out_game(table: &Table) {
    table
        .test()
        .args(["new", "kitchen", "--players", "Ann,Bob", "--rules", "25"])
        .run();
    table
        .test()
        .args([
            "round", "--trump", "clubs", "--tricks", "Ann=3", "--tricks", "Bob=2",
        ])
        .run();
}

#[test]
fn play_says_why_it_asks_who_took_each_trick() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    first_out_game(&table);
    let mut pty = Pty::start("why-order", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("What next?", Key("Enter")),
        ("Trump?", Key("Enter")),
        (
            "Both sides could reach 25 this round, and the first to get",
            See,
        ),
        ("who took each trick is asked, in order.", See),
        ("Who took trick 1?", Key("C-c")),
        ("EXIT=", See),
    ]);
    // Said once a round, not before every trick.
    let screen = pty.screen();
    assert_eq!(
        screen.matches("Both sides could reach 25").count(),
        1,
        "{screen}"
    );
}

#[test]
fn a_digit_at_a_menu_goes_to_that_choice_or_says_which_keys_it_takes() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    first_out_game(&table);
    let mut pty = Pty::start("digits", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("What next?", Key("Enter")),
        ("Trump?", Key("Enter")),
        // A trick count typed where a side is asked is said, not ignored.
        ("Who took trick 1?", Key("3")),
        (
            "3 is not a choice here: choose with the arrows, 1 to 2 or a first letter, then Enter; Esc goes back.",
            See,
        ),
    ]);
    // The menu is drawn again over the hint, above the line it showed on.
    pty.keys(&["2", "Enter"]);
    pty.wait_for_question("Who took trick 2?", "is not a choice here");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=");
    // 2 went to the second choice; the hint went once a key was taken.
    let screen = pty.screen();
    assert!(screen.contains("Who took trick 1? Bob"), "{screen}");
    assert_eq!(
        screen.matches("3 is not a choice here").count(),
        0,
        "{screen}"
    );
}

#[test]
fn each_choice_of_what_next_answers_to_its_own_letter() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    table
        .test()
        .args([
            "round", "--trump", "clubs", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    let mut pty = Pty::start("letters", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        // h: the history; s: stop (it used to go to "Show the history").
        ("What next?", Keys(&["h", "Enter"])),
        ("kitchen: Ann and Bob", See),
        ("What next?", Keys(&["s", "Enter"])),
        ("See you next time", See),
        ("EXIT=0", See),
    ]);
}

#[test]
fn keys_typed_ahead_never_take_back_a_round() {
    if !tmux_present("`play`") {
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("ahead", table.dir.path(), "play --game kitchen");
    pty.talk(&[
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", Type("3")),
        ("A note for this round", Type("")),
        // The Enter that saves, then keys typed on before the menu shows.
        (
            "Save this round?",
            Keys(&["Enter", "t", "Enter", "y", "Enter"]),
        ),
        ("Saved round 1", See),
        ("What next?", See),
    ]);
    std::thread::sleep(std::time::Duration::from_millis(800));
    let screen = pty.screen();
    assert!(!screen.contains("Took back"), "{screen}");
    assert!(!screen.contains("Take back round 1 ("), "{screen}");
    pty.keys(&["s", "Enter"]);
    pty.wait_for("EXIT=0");
    assert_eq!(table.test().args(["status"]).json()["rounds"], 1);
}
