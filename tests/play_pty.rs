//! `fortyfives play` driven through a real pseudo-terminal (tmux), as a
//! table would: arrow keys and Enter at the menus, typed answers at the
//! questions. Each test runs on its own tmux server (`-L`), killed at the end.
//! Without tmux the tests say so and pass.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use common::Table;

/// A tmux server of our own running one `fortyfives` command.
struct Pty {
    socket: String,
    /// Where the last wait matched: its line, column and text. A menu is
    /// cleared and its answer written on the same line, so waits go on
    /// from that line, not from a character offset.
    last: Option<(usize, usize, String)>,
}

/// Whether tmux is here to drive a terminal. Under `CI=true` a missing tmux
/// fails the test instead of skipping it: `.ci/run` installs it.
fn tmux_present() -> bool {
    let present = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        present || std::env::var("CI").as_deref() != Ok("true"),
        "tmux is not installed, and under CI=true a terminal test never skips: `.ci/run` installs it (apt-get install tmux)"
    );
    present
}

impl Pty {
    /// Starts `fortyfives ARGS` in `data_dir` on a 120×40 terminal. The shell
    /// prints the exit code when it ends and keeps the pane open.
    fn start(name: &str, data_dir: &Path, args: &str) -> Pty {
        Pty::start_on(name, data_dir, args, (120, 40), "")
    }

    /// [`Pty::start`] on a terminal of `columns`×`rows`, running the shell
    /// commands `first` (e.g. `stty`) before `fortyfives`. `COLUMNS` is
    /// unset, so the width is the terminal's own.
    fn start_on(
        name: &str,
        data_dir: &Path,
        args: &str,
        (columns, rows): (u16, u16),
        first: &str,
    ) -> Pty {
        let socket = format!("fortyfives-test-{}-{name}", std::process::id());
        let command = format!(
            "{first} env -u COLUMNS FORTYFIVES_DATA_DIR='{}' LANG=C.UTF-8 NO_COLOR=1 '{}' {args}; echo EXIT=$?; sleep 600",
            data_dir.display(),
            env!("CARGO_BIN_EXE_fortyfives")
        );
        let pty = Pty { socket, last: None };
        pty.tmux(&[
            "new-session",
            "-d",
            "-x",
            &columns.to_string(),
            "-y",
            &rows.to_string(),
            "-s",
            "play",
            &command,
        ]);
        pty
    }

    fn tmux(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .env("TERM", "xterm")
            .output()
            .expect("tmux runs");
        assert!(
            output.status.success(),
            "tmux {args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Everything the terminal has shown, scrollback included, lines the
    /// terminal wrapped joined again.
    fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-J", "-S", "-", "-t", "play"])
    }

    /// Everything the terminal has shown, row by row as it shows it.
    fn rows(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-S", "-", "-t", "play"])
    }

    /// Waits until `text` appears on or after the line the last wait
    /// matched (not that same match again).
    fn wait_for(&mut self, text: &str) {
        let start = Instant::now();
        let from = self.last.as_ref().map_or(0, |l| l.0);
        loop {
            let screen = self.screen();
            let found = screen.lines().enumerate().skip(from).find_map(|(n, line)| {
                line.match_indices(text)
                    .map(|(col, _)| (n, col, text.to_string()))
                    .find(|at| Some(at) != self.last.as_ref())
            });
            if let Some(at) = found {
                self.last = Some(at);
                return;
            }
            if start.elapsed() > Duration::from_secs(15) {
                panic!("waited 15s for {text:?}; the terminal shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(40));
        }
    }

    /// After Esc: waits until the question `text` is asked again below
    /// the last place the question `left` (the one Esc left) shows, or
    /// `left` has been cleared. The earlier question is drawn again where
    /// the cleared lines were, which may be above the line the last wait
    /// matched, so `wait_for` cannot be used there.
    fn wait_for_question(&mut self, text: &str, left: &str) {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            let lines: Vec<&str> = screen.lines().collect();
            let at = lines.iter().rposition(|l| l.contains(text));
            let gone = lines.iter().rposition(|l| l.contains(left));
            if let Some(n) = at.filter(|&n| gone.is_none_or(|g| n > g)) {
                let col = lines[n].find(text).unwrap_or(0);
                self.last = Some((n, col, text.to_string()));
                return;
            }
            if start.elapsed() > Duration::from_secs(15) {
                panic!("waited 15s for the question {text:?} after {left:?}; the terminal shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(40));
        }
    }

    /// Sends keys (tmux names: Enter, Up, Down, C-c, or text).
    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "play"];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    /// Types an answer and presses Enter.
    fn answer(&self, text: &str) {
        if !text.is_empty() {
            self.keys(&["-l", text]);
        }
        self.keys(&["Enter"]);
    }

    /// Whether the terminal shows its cursor.
    fn cursor_shown(&self) -> bool {
        self.tmux(&["display-message", "-p", "-t", "play", "#{cursor_flag}"])
            .trim()
            == "1"
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}

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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("game", table.dir.path(), "play");

    pty.wait_for("Carry on with kitchen");
    pty.keys(&["Enter"]);
    // Round 1: Bob deals; Ann takes 3 tricks in clubs.
    pty.wait_for("Round 1: Bob deals.");
    pty.wait_for("Trump?");
    pty.keys(&["Enter"]);
    pty.wait_for("Tricks taken by Ann");
    // No default: Enter alone is not "none".
    pty.answer("");
    pty.answer("3");
    pty.wait_for("A note for this round");
    pty.answer("");
    // The round is shown whole, scored, before it is saved.
    pty.wait_for("Ann   +15  → 15");
    pty.wait_for("Save this round?");
    pty.keys(&["Enter"]);
    pty.wait_for("Next to deal: Ann.");
    pty.wait_for("What next?");
    pty.keys(&["Enter"]);
    // Round 2: Bob takes 4 and would win; the table takes it back.
    pty.wait_for("Round 2: Ann deals.");
    pty.wait_for("Trump?");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("Tricks taken by Ann");
    pty.answer("1");
    pty.wait_for("A note for this round");
    pty.answer("a misdeal?");
    pty.wait_for("Save this round?");
    pty.keys(&["Enter"]);
    pty.wait_for("Game over: Bob wins kitchen.");
    pty.wait_for("What next?");
    pty.keys(&["Up", "Up", "Enter"]);
    // Taking a round back asks first.
    pty.wait_for("Take back round 2");
    pty.keys(&["y", "Enter"]);
    pty.wait_for("Took back round 2");
    pty.wait_for("What next?");
    pty.keys(&["Enter"]);
    // Round 2 again: Ann takes all five in hearts and goes out.
    pty.wait_for("Round 2: Ann deals.");
    pty.wait_for("Trump?");
    pty.keys(&["Down", "Down", "Enter"]);
    pty.wait_for("Tricks taken by Ann");
    pty.answer("5");
    pty.wait_for("A note for this round");
    pty.answer("");
    pty.wait_for("Save this round?");
    pty.keys(&["Enter"]);
    pty.wait_for("Game over: Ann wins kitchen.");
    pty.wait_for("What next?");
    pty.keys(&["Up", "Enter"]);
    pty.wait_for("kitchen: Ann and Bob");
    pty.wait_for("What next?");
    pty.keys(&["Enter"]);
    pty.wait_for("EXIT=0");

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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
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
    pty.wait_for("What next?");
    pty.keys(&["Enter"]);
    pty.wait_for("Trump?");
    pty.keys(&["Enter"]);
    pty.wait_for("Tricks taken by Ann");
    pty.answer("4");
    pty.wait_for("A note for this round");
    pty.keys(&["C-c"]);
    pty.wait_for("Stopped.");
    pty.wait_for("EXIT=130");
    assert_eq!(std::fs::read(&file).expect("saved game"), before);
    drop(pty);

    // Stopped at a menu, which hides the cursor while it is open.
    let mut pty = Pty::start("stop-menu", table.dir.path(), "play");
    pty.wait_for("Carry on with kitchen");
    pty.keys(&["Enter"]);
    pty.wait_for("What next?");
    pty.keys(&["Enter"]);
    pty.wait_for("Trump?");
    pty.wait_for("spades");
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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `new`");
        return;
    }
    let table = Table::new();
    let mut pty = Pty::start("house", table.dir.path(), "new");
    pty.wait_for("Name of the game");
    pty.answer("house");
    pty.wait_for("Which rules?");
    pty.keys(&["Enter"]);
    pty.wait_for("Ask about your table's house rules?");
    pty.keys(&["y", "Enter"]);
    for (question, keys) in [
        ("which trumps may be kept back", &["Down", "Enter"][..]),
        ("must a trump beat every trump", &["Enter"]),
        ("Do you have to follow an off-suit lead?", &["Enter"]),
        ("Is the ace low in a plain suit?", &["Enter"]),
        (
            "Past 100, do you score without the bid?",
            &["Down", "Enter"],
        ),
        ("Does a bid of 30 score 60", &["Enter"]),
        (
            "Is the dealer bagged when everyone passes?",
            &["Down", "Enter"],
        ),
        ("May the dealer hold", &["Enter"]),
        ("When a renege is called at the table", &["Enter"]),
        ("What score wins?", &["Down", "Enter"]),
    ] {
        pty.wait_for(question);
        pty.keys(keys);
    }
    pty.wait_for("Your house rules:");
    pty.wait_for("How do you play?");
    pty.keys(&["Enter"]);
    pty.wait_for("How many teams?");
    pty.answer("");
    pty.wait_for("Players in each team?");
    pty.answer("");
    for (prompt, answer) in [
        ("Team 1's name", "Blue"),
        ("Blue, player 1", "Ann"),
        ("Blue, player 2", "Bob"),
        ("Team 2's name", "Red"),
        ("Red, player 1", "Cid"),
        ("Red, player 2", "Dan"),
    ] {
        pty.wait_for(prompt);
        pty.answer(answer);
    }
    pty.wait_for("Who deals first?");
    pty.keys(&["Enter"]);
    pty.wait_for("Started house");
    pty.wait_for("EXIT=0");

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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
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
    pty.wait_for("What next?");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("Which round?");
    pty.keys(&["Enter"]);
    pty.wait_for("Correcting round 1: Bob dealt.");
    // The trump recorded (clubs) is the answer already chosen.
    pty.wait_for("Trump?");
    pty.keys(&["Enter"]);
    pty.wait_for("Tricks taken by Ann");
    pty.answer("4");
    pty.wait_for("A note for this round");
    pty.answer("");
    pty.wait_for("Corrected round 1");
    pty.wait_for("round 1: Ann +10 → +20, Bob +15 → +5");
    pty.wait_for("What next?");
    pty.keys(&["Down", "Down", "Down", "Down", "Enter"]);
    pty.wait_for("EXIT=0");
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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
        return;
    }
    let table = Table::new();
    new_game(&table);

    // A new table, two of its players picked from those seen before.
    let mut pty = Pty::start("names", table.dir.path(), "play");
    pty.wait_for("Which game?");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("Name of the game");
    pty.answer("porch");
    pty.wait_for("Which rules?");
    pty.keys(&["Enter"]);
    pty.wait_for("Ask about your table's house rules?");
    pty.keys(&["n", "Enter"]);
    pty.wait_for("Who is playing?");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("How do you play?");
    pty.keys(&["Enter"]);
    pty.wait_for("How many teams?");
    pty.answer("");
    pty.wait_for("Players in each team?");
    pty.answer("");
    pty.wait_for("Team 1's name");
    pty.answer("Blue");
    pty.wait_for("Blue, player 1");
    pty.keys(&["Enter"]);
    pty.wait_for("Blue, player 2");
    pty.keys(&["Enter"]);
    pty.wait_for("Team 2's name");
    pty.answer("Red");
    pty.wait_for("Red, player 1");
    pty.answer("Cid");
    pty.wait_for("Red, player 2");
    pty.answer("Dan");
    pty.wait_for("Who deals first?");
    pty.keys(&["Enter"]);
    pty.wait_for("Started porch: Blue (Ann, Bob) vs Red (Cid, Dan)");
    pty.wait_for("Who won the bid?");
    // `play` asks the rounds itself: no hint to record them with `round`.
    let screen = pty.screen();
    assert!(!screen.contains("Record each round"), "{screen}");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=130");
    drop(pty);

    // The same table again, in one answer.
    let mut pty = Pty::start("same", table.dir.path(), "new");
    pty.wait_for("Name of the game");
    pty.answer("porch-again");
    pty.wait_for("Which rules?");
    pty.keys(&["Enter"]);
    pty.wait_for("Ask about your table's house rules?");
    pty.keys(&["n", "Enter"]);
    // The most recent table is offered first.
    pty.wait_for("Who is playing?");
    pty.keys(&["Enter"]);
    pty.wait_for("Who deals first?");
    pty.keys(&["Enter"]);
    pty.wait_for("Started porch-again: Blue (Ann, Bob) vs Red (Cid, Dan)");
    pty.wait_for("EXIT=0");
}

#[test]
fn play_offers_a_rematch_when_a_game_ends() {
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
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
    pty.wait_for("What next?");
    // Rematch, Fix, Take back, History, Stop: from Stop, up to the top.
    pty.keys(&["Up", "Up", "Up", "Up", "Enter"]);
    pty.wait_for("Rematch: kitchen-2, the deal going on from the last game.");
    pty.wait_for("Ann leads the series 1-0 (kitchen, kitchen-2).");
    // Bob dealt the last round: Ann deals the rematch.
    pty.wait_for("Round 1: Ann deals.");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=130");
    let status = table.test().args(["status"]).json();
    assert_eq!(status["game"], "kitchen-2");
    assert_eq!(status["dealer_next"], "Ann");
    assert_eq!(status["rules"], "25 + tie_break=overtime");
}

#[test]
fn enter_at_every_question_is_shown_whole_and_can_be_dropped_and_a_take_back_put_back() {
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
        return;
    }
    let table = Table::with_teams("friday");
    let mut pty = Pty::start("drop", table.dir.path(), "play");
    pty.wait_for("Carry on with friday");
    pty.keys(&["Enter"]);
    pty.wait_for("Who won the bid?");
    pty.keys(&["Enter"]);
    pty.wait_for("Bid?");
    pty.keys(&["Enter"]);
    pty.wait_for("Trump?");
    pty.keys(&["Enter"]);
    pty.wait_for("Tricks taken by Blue (0 to 5)");
    // Enter alone is no answer for a fact that decides the score.
    pty.answer("");
    pty.answer("2");
    pty.wait_for("Who took the trick with the best card?");
    pty.keys(&["Enter"]);
    pty.wait_for("A note for this round");
    pty.answer("");
    pty.wait_for("Round 1: Ann bid 15");
    pty.wait_for("Save this round?");
    pty.keys(&["Down", "Down", "Enter"]);
    pty.wait_for("Dropped: nothing was saved.");
    pty.wait_for("What next?");
    pty.keys(&["Up", "Enter"]);
    pty.wait_for("EXIT=0");
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
    pty.wait_for("Carry on with friday");
    pty.keys(&["Enter"]);
    // Next round, Put back the round taken back, Show the history, Stop.
    pty.wait_for("What next?");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("Put back round 1");
    pty.wait_for("What next?");
    pty.keys(&["Up", "Enter"]);
    pty.wait_for("EXIT=0");
    assert_eq!(table.test().args(["status"]).json()["rounds"], 1);
}

#[test]
fn new_checks_each_answer_as_it_is_given_and_esc_goes_back_one_question() {
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `new`");
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("checked", table.dir.path(), "new");
    pty.wait_for("Esc goes back a question.");
    pty.wait_for("Name of the game");
    // A saved game's name, in another case, is refused at once.
    pty.answer("KITCHEN");
    pty.wait_for("That name can't be used: a game called kitchen is already saved.");
    pty.answer("den");
    pty.wait_for("Which rules?");
    pty.keys(&["Enter"]);
    pty.wait_for("Ask about your table's house rules?");
    // n goes to No, Enter picks it.
    pty.keys(&["n", "Enter"]);
    pty.wait_for("Who is playing?");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("How do you play?");
    pty.keys(&["Enter"]);
    pty.wait_for("How many teams?");
    pty.answer("");
    pty.wait_for("Players in each team?");
    pty.answer("");
    pty.wait_for("Team 1's name");
    pty.answer("Blue");
    pty.wait_for("Blue, player 1");
    pty.keys(&["Enter"]);
    pty.wait_for("Blue, player 2");
    pty.keys(&["Enter"]);
    pty.wait_for("Team 2's name");
    // Esc: back to Blue's second player, answered again.
    pty.keys(&["Escape"]);
    pty.wait_for_question("Blue, player 2", "Team 2's name");
    pty.keys(&["Enter"]);
    pty.wait_for("Team 2's name");
    pty.answer("Red");
    pty.wait_for("Red, player 1");
    pty.keys(&["Down", "Enter"]);
    pty.wait_for("Red, player 1");
    // The tenth answer wrong: the nine before it are kept.
    pty.answer("Ann");
    pty.wait_for("Ann is already at this table; give each player and team its own name.");
    pty.answer("Cid,Dan");
    pty.wait_for("can't contain ',', '=' or ':'");
    pty.answer("Cid");
    pty.wait_for("Red, player 2");
    pty.keys(&["Down", "Enter"]);
    pty.answer("Dan");
    // The seating is said and the first dealer picked from it: c is Cid.
    pty.wait_for("Seated clockwise: Ann, Cid, Bob, Dan.");
    pty.wait_for("Who deals first?");
    pty.keys(&["c", "Enter"]);
    pty.wait_for("Started den: Blue (Ann, Bob) vs Red (Cid, Dan)");
    pty.wait_for("Cid deals first; Bob bids first.");
    pty.wait_for("EXIT=0");
    let status = table.test().args(["status", "--game", "den"]).json();
    assert_eq!(status["dealer_next"], "Cid", "{status}");
}

#[test]
fn a_letter_then_enter_picks_the_suit_and_esc_goes_back_to_the_question_before() {
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("keys", table.dir.path(), "play --game kitchen");
    pty.wait_for("Esc goes back a question.");
    pty.wait_for("Round 1: Bob deals.");
    pty.wait_for("Trump?");
    // The habit of a letter then Enter: the Enter picks, and is not sent on
    // to the next question.
    pty.keys(&["h", "Enter"]);
    pty.wait_for("Trump? ♥ hearts");
    pty.wait_for("Tricks taken by Ann");
    // Esc: the trump again, with hearts still chosen (Enter keeps it).
    pty.keys(&["Escape"]);
    pty.wait_for_question("Trump?", "Tricks taken by Ann");
    pty.keys(&["Enter"]);
    // The answer line, not the menu's own "♥ hearts", which may still show.
    pty.wait_for("Trump? ♥ hearts");
    pty.wait_for("Tricks taken by Ann");
    // Esc again, and s picks spades instead.
    pty.keys(&["Escape"]);
    pty.wait_for_question("Trump?", "Tricks taken by Ann");
    pty.keys(&["s", "Enter"]);
    pty.wait_for("Trump? ♠ spades");
    pty.wait_for("Tricks taken by Ann");
    pty.answer("3");
    pty.wait_for("A note for this round");
    pty.answer("");
    pty.wait_for("Save this round?");
    pty.keys(&["s", "Enter"]);
    pty.wait_for("What next?");
    // Esc at the first question of a round: back to the menu, nothing saved.
    pty.keys(&["Enter"]);
    pty.wait_for("Trump?");
    pty.keys(&["Escape"]);
    pty.wait_for("Back to the menu: nothing was saved.");
    pty.wait_for("What next?");
    pty.keys(&["Up", "Enter"]);
    pty.wait_for("EXIT=0");
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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
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
    pty.wait_for("Round 1: Bob deals.");
    pty.wait_for("Trump?");
    pty.keys(&["Enter"]);
    pty.wait_for("Tricks taken by Ann");
    // While the table answers, round 1 is recorded from another shell.
    table
        .test()
        .args([
            "round", "--trump", "hearts", "--tricks", "Ann=1", "--tricks", "Bob=4",
        ])
        .run();
    pty.answer("3");
    pty.wait_for("A note for this round");
    pty.answer("");
    pty.wait_for("Save this round?");
    pty.keys(&["Enter"]);
    pty.wait_for("Round 1 was recorded elsewhere: Bob dealt, trump ♥ hearts");
    pty.wait_for("Your answers were not saved: what was recorded elsewhere stands.");
    // The menu, then a round 2 recorded while it waits: said when the
    // next round is asked, which goes on from it.
    pty.wait_for("What next?");
    table
        .test()
        .args([
            "round", "--trump", "spades", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    pty.keys(&["Enter"]);
    pty.wait_for("Round 2 was recorded elsewhere: Ann dealt, trump ♠ spades");
    pty.wait_for("Round 3: Bob deals.");
    pty.wait_for("Trump?");
    pty.keys(&["Escape"]);
    pty.wait_for("What next?");
    // A take-back confirmed after another round was recorded takes back
    // nothing: the round it named is no longer the last.
    pty.keys(&["Down", "Down", "Enter"]);
    pty.wait_for("Take back round 2");
    table
        .test()
        .args([
            "round", "--trump", "clubs", "--tricks", "Ann=2", "--tricks", "Bob=3",
        ])
        .run();
    pty.keys(&["y", "Enter"]);
    pty.wait_for("Round 3 was recorded elsewhere: Bob dealt, trump ♣ clubs");
    pty.wait_for("What next?");
    pty.keys(&["C-c"]);
    pty.wait_for("EXIT=130");

    let history = table.test().args(["history", "--game", "kitchen"]).json();
    let rounds = history["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 3, "{history}");
    assert_eq!(rounds[0]["trump"], "hearts", "{history}");
    assert_eq!(rounds[1]["trump"], "spades", "{history}");
    assert_eq!(rounds[2]["trump"], "clubs", "{history}");
}

#[test]
fn a_long_menu_choice_wraps_between_words() {
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
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
    pty.wait_for("Which game?");
    pty.wait_for("Start a new game");
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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `chart`");
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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of tables");
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
    if !tmux_present() {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of `play`");
        return;
    }
    let table = Table::new();
    new_game(&table);
    let mut pty = Pty::start("game", table.dir.path(), "play");
    pty.wait_for("Carry on with kitchen");
    pty.keys(&["Enter"]);
    pty.wait_for("Trump?");
    pty.keys(&["Enter"]);
    pty.wait_for("Tricks taken by Ann");
    pty.answer("3");
    pty.wait_for("A note for this round");
    pty.answer(&"x".repeat(1001));
    // Refused with the cap `--note` has, and asked again.
    pty.wait_for("The note is 1001 characters long; a note holds at most 1000");
    pty.answer("short and sweet");
    pty.wait_for("Save this round?");
    pty.keys(&["Enter"]);
    pty.wait_for("What next?");
    pty.keys(&["Up", "Enter"]);
    pty.wait_for("EXIT=0");
    let history = table.test().args(["history"]).json();
    assert_eq!(history["rounds"][0]["note"], "short and sweet", "{history}");
}
