//! Issue 49, the score sheet's part: what a newcomer's evening tripped on,
//! through the real binary. Each test fails on the code before the fix:
//! the columns `history` left out without a word, `rules` reading the 120
//! rules to a table about to play 45, lines broken mid-word at 80 and 60
//! columns, "±" and "→" under `--ascii`, a tie-break winner shown without
//! its reason, `edit` dropping what it wasn't asked to change, the seating
//! order nowhere, names said twice in cut-throat, `ranks` naming the rules
//! twice, and a round taken back and set aside without a word.

use crate::common::{words, Table};

/// Blue (Ann, Bob) against Red (Cid, Dan): seats Ann, Cid, Bob, Dan.
const TEAMS: &str = "--teams Blue=Ann,Bob --teams Red=Cid,Dan";

fn ok(t: &Table, line: &str) -> String {
    t.test().args(words(line)).run().stdout
}

/// `line` run at `columns` columns: its stdout and stderr, each line of
/// which must fit the width.
fn at_width(t: &Table, line: &str, columns: usize) -> String {
    let out = t
        .test()
        .args(words(line))
        .env("COLUMNS", &columns.to_string())
        .any_status()
        .run();
    let text = out.stdout + &out.stderr;
    for l in text.lines() {
        assert!(
            l.chars().count() <= columns,
            "`{line}` at {columns} columns prints a line of {}:\n{l}\n\n{text}",
            l.chars().count()
        );
    }
    text
}

/// The README's game, three rounds in: Blue 60, Red 30.
fn friday() -> Table {
    let t = Table::new();
    ok(&t, &format!("new friday {TEAMS}"));
    for _ in 0..3 {
        ok(
            &t,
            "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
        );
    }
    t
}

/// A 3-player cut-throat game of 45 won by a first-out tie-break: Eve
/// reaches 45 after the second trick of round 4 and wins with 45, though
/// Fay ends on 50.
fn tie_break() -> Table {
    let t = Table::new();
    ok(&t, "new five --players Eve,Fay,Gus --rules 45");
    ok(&t, "round --winners Eve,Eve,Eve,Fay,Gus --best Eve");
    ok(&t, "round --winners Eve,Eve,Eve,Fay,Fay --best Fay");
    ok(&t, "round --winners Fay,Fay,Gus,Gus,Gus --best Gus");
    ok(&t, "round --winners Eve,Eve,Fay,Fay,Fay --best Fay");
    t
}

#[test]
fn history_at_66_columns_keeps_every_column_and_says_what_a_narrower_one_leaves_out() {
    let t = friday();
    // At 66 the trump moves into the bid's cell: every column is kept.
    let text = at_width(&t, "history", 66);
    assert!(!text.contains("Left out"), "{text}");
    assert!(text.contains("│ 1 ┆ Dan    ┆ Ann    ┆ 20 ♥ ┆"), "{text}");
    // At 60 the dealer goes, and the line under the table says so.
    let text = at_width(&t, "history", 60);
    assert!(
        text.contains("Left out to fit 60 columns: Dealer. A wider window shows"),
        "{text}"
    );
    // A window wide enough leaves nothing out, and says nothing.
    let wide = at_width(&t, "history", 100);
    assert!(!wide.contains("Left out"), "{wide}");
    assert!(wide.contains("Trump"), "{wide}");
}

#[test]
fn rules_reads_the_current_games_rules_unless_a_preset_is_named() {
    let t = Table::new();
    ok(&t, "new five --players Eve,Fay,Gus --rules 45");
    let text = ok(&t, "rules");
    assert!(text.starts_with("Rules: 45 (five's rules)\n"), "{text}");
    let text = ok(&t, "rules --explain");
    assert!(
        text.starts_with("How to play 45 (five's rules)\n"),
        "{text}"
    );
    // A preset named on the command line wins.
    let text = ok(&t, "rules 120");
    assert!(text.starts_with("Rules: 120\n"), "{text}");
    // As for `ranks` and `check`, a --set alone changes the default preset.
    let text = ok(&t, "rules --set renege=top2");
    assert!(text.starts_with("Rules: 120 + renege=top2\n"), "{text}");
    // `--game` names another game.
    ok(&t, &format!("new friday {TEAMS}"));
    let text = ok(&t, "--game five rules");
    assert!(text.starts_with("Rules: 45 (five's rules)\n"), "{text}");
    let text = ok(&t, "rules");
    assert!(text.starts_with("Rules: 120 (friday's rules)\n"), "{text}");
}

#[test]
fn the_score_sheets_words_fit_80_and_60_columns() {
    let t = friday();
    ok(&t, "undo");
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
    );
    ok(
        &t,
        "edit 1 --bidder Ann --bid 25 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue --note \"a long note to see the change log wrap between its words\"",
    );
    ok(&t, &format!("new gone {TEAMS}"));
    ok(&t, "delete gone");
    for columns in [80, 60] {
        let changes = at_width(&t, "--game friday history --changes", columns);
        assert!(changes.contains("round 3 taken back (undo)"), "{changes}");
        let stats = at_width(&t, "stats", columns);
        assert!(
            stats.contains("Pts/round: points taken in play."),
            "{stats}"
        );
        let list = at_width(&t, "restore --list", columns);
        assert!(list.contains("restore NAME"), "{list}");
        let new = at_width(&t, &format!("new n{columns} {TEAMS}"), columns);
        assert!(new.contains("Record each round with"), "{new}");
        at_width(&t, "status", columns);
        at_width(&t, "--game friday history", columns);
        at_width(&t, "rules --list", columns);
        // A round, taken back and put back, and a rematch: their first
        // lines name the game and the round in full.
        let round = at_width(
            &t,
            "--game friday round --bagged --trump clubs --tricks Blue=1 --tricks Red=4 --best Red",
            columns,
        );
        assert!(round.contains("Round 4 of friday"), "{round}");
        // An error, too.
        let error = at_width(&t, "--game friday round --bagged --trump clubs", columns);
        assert!(error.contains("error:"), "{error}");
        let undo = at_width(&t, "--game friday undo", columns);
        assert!(undo.contains("Took back round 4"), "{undo}");
        at_width(&t, "--game friday redo", columns);
        at_width(&t, "--game friday undo", columns);
        let rematch = at_width(&t, &format!("--game n{columns} rematch"), columns);
        assert!(rematch.contains("a rematch of"), "{rematch}");
    }
}

#[test]
fn ascii_prints_only_ascii() {
    let t = friday();
    ok(&t, "undo");
    ok(&t, "redo");
    let mut seen = String::new();
    for line in [
        "round --bidder Cid --bid 20 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
        "edit 4 --bidder Cid --bid 25 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
        "status",
        "history",
        "history --changes",
        "ranks --trump hearts",
        "rules",
        "rules --explain",
        "stats",
        "bid --hand 5h,jh,ah,qh,2d --samples 8 --seed 7",
    ] {
        let out = t
            .test()
            .args(words(&format!("--ascii {line}")))
            .any_status()
            .run();
        let text = out.stdout + &out.stderr;
        assert!(
            text.is_ascii(),
            "`--ascii {line}` prints more than ASCII:\n{text}"
        );
        seen.push_str(&text);
    }
    // What used to be "±" and "→" is spelled out.
    assert!(seen.contains("+/-"), "{seen}");
    assert!(seen.contains("->"), "{seen}");
    ok(&t, &format!("new gone {TEAMS}"));
    ok(&t, "delete gone");
    let out = t.test().args(["--ascii", "restore", "--list"]).run().stdout;
    assert!(out.is_ascii() && out.contains("<-"), "{out}");
    // Errors too.
    let out = t
        .test()
        .args(words(
            "--ascii check play --trump h --hand \"7c 8d\" --card 9d",
        ))
        .fails(2)
        .stderr_has("error: the 9d is not in the hand")
        .run();
    assert!(out.stderr.is_ascii(), "{}", out.stderr);
    // And the help, whose examples name suits.
    for help in ["check play --help", "bid --help", "rematch --help"] {
        let out = t.test().args(words(&format!("--ascii {help}"))).run();
        assert!(out.stdout.is_ascii(), "{}", out.stdout);
    }
}

#[test]
fn status_after_a_first_out_tie_break_says_why_the_lower_score_won() {
    let t = tie_break();
    let text = ok(&t, "status");
    assert!(
        text.contains(
            "Eve and Fay reach 45: Eve got there first, trick by trick, and wins (first-out)."
        ),
        "{text}"
    );
    assert!(text.contains("Eve wins the game with 45!"), "{text}");
}

#[test]
fn cut_throat_status_and_history_name_each_player_once_a_line() {
    let t = tie_break();
    let status = ok(&t, "status");
    assert!(status.contains("│ Player ┆ Score ┆ To go │"), "{status}");
    for line in status.lines().filter(|l| l.contains('┆')) {
        for name in ["Eve", "Fay", "Gus"] {
            assert!(line.matches(name).count() <= 1, "{status}");
        }
    }
    let history = ok(&t, "history");
    let header = history
        .lines()
        .find(|l| l.contains("Dealer"))
        .expect("a header");
    for name in ["Eve", "Fay", "Gus"] {
        assert_eq!(header.matches(name).count(), 1, "{history}");
    }
    // Each player's score, with the round's change beside it.
    assert!(history.contains("45 (+10) ┆ 50 (+20)"), "{history}");
}

#[test]
fn new_and_status_show_the_clockwise_seating() {
    let t = Table::new();
    let text = ok(&t, &format!("new friday {TEAMS}"));
    assert!(
        text.contains("Seated clockwise: Ann, Cid, Bob, Dan.\n"),
        "{text}"
    );
    let text = ok(&t, "status");
    assert!(
        text.contains("Seated clockwise: Ann, Cid, Bob, Dan.\n"),
        "{text}"
    );
    let doc = t.test().args(["status"]).json();
    assert_eq!(
        doc["seats"],
        serde_json::json!(["Ann", "Cid", "Bob", "Dan"])
    );
}

#[test]
fn edit_with_flags_keeps_the_auction_renege_and_note_it_was_not_asked_to_change() {
    let t = Table::new();
    ok(&t, &format!("new friday {TEAMS}"));
    // Dan deals: calls go Ann, Cid, Bob, Dan.
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump spades --tricks Blue=2 --tricks Red=3 --best Red --auction Ann:15,Cid:20,Bob:pass,Dan:pass --renege Bob --note kitchen",
    );
    ok(
        &t,
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    // The tricks corrected: the auction still agrees, and stays.
    let out = ok(
        &t,
        "edit 1 --bidder Cid --bid 20 --trump spades --tricks Blue=3 --tricks Red=2 --best Red",
    );
    assert!(!out.contains("dropped"), "{out}");
    let row = &t.test().args(["history"]).json()["rounds"][0];
    assert_eq!(row["auction"][1]["call"], "20", "{row}");
    assert_eq!(row["renege"], "Bob", "{row}");
    assert_eq!(row["note"], "kitchen", "{row}");
    // A new bid the auction doesn't agree with: the auction is dropped, and
    // the edit says so.
    let out = ok(
        &t,
        "edit 1 --bidder Cid --bid 25 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
    );
    assert!(
        out.contains("The auction recorded before (Ann 15, Cid 20, Bob pass, Dan pass) was dropped: it doesn't agree with the new bid."),
        "{out}"
    );
    let row = &t.test().args(["history"]).json()["rounds"][0];
    assert!(row["auction"].is_null(), "{row}");
    assert_eq!(row["renege"], "Bob", "{row}");
    assert_eq!(row["note"], "kitchen", "{row}");
    // An empty --note clears the note.
    ok(
        &t,
        "edit 1 --bidder Cid --bid 25 --trump spades --tricks Blue=2 --tricks Red=3 --best Red --note \"\"",
    );
    let row = &t.test().args(["history"]).json()["rounds"][0];
    assert!(row["note"].is_null(), "{row}");
}

#[test]
fn ranks_names_the_games_rules_once() {
    let t = Table::new();
    ok(&t, "new five --players Eve,Fay,Gus --rules 45");
    let text = ok(&t, "ranks --trump hearts");
    assert!(text.starts_with("Ranked by five's rules (45).\n"), "{text}");
    assert!(!text.contains("Rules:"), "{text}");
    // A preset's order still names it, once, after the order.
    let text = ok(&t, "ranks --trump hearts --rules 120");
    assert_eq!(text.matches("120").count(), 1, "{text}");
}

#[test]
fn history_changes_says_when_a_round_taken_back_was_set_aside() {
    let t = friday();
    ok(&t, "undo");
    let text = ok(&t, "history --changes");
    assert!(!text.contains("Set aside"), "{text}");
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
    );
    let text = ok(&t, "history --changes");
    assert!(
        text.contains("Set aside when a new round 3 was recorded in its place: kept in the file, no longer put back by redo."),
        "{text}"
    );
}

#[test]
fn bare_fortyfives_suggests_play_first() {
    let out = Table::new().test().any_status().run();
    assert!(
        out.stderr.starts_with(
            "To play a game now: fortyfives play (it asks who plays, then each round's result).\n"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn the_note_prompt_of_edit_says_what_enter_does_and_a_dash_clears_the_note() {
    use crate::common::pty::{tmux_present, Key, Pty, See, Type};
    if !tmux_present("`edit`") {
        return;
    }
    let t = Table::new();
    ok(
        &t,
        "new kitchen --players Ann,Bob --rules 25 --set tie_break=overtime",
    );
    ok(
        &t,
        "round --trump clubs --tricks Ann=2 --tricks Bob=3 --renege Ann --note \"Bob dealt twice\"",
    );
    let mut pty = Pty::start("note", t.dir.path(), "edit 1");
    pty.talk(&[
        ("Trump?", Key("Enter")),
        ("Tricks taken by Ann", Type("2")),
        (
            "A note for this round (Enter keeps this one, - clears it) [Bob dealt twice]",
            Type("-"),
        ),
        ("EXIT=0", See),
    ]);
    let row = &t.test().args(["history"]).json()["rounds"][0];
    assert!(row["note"].is_null(), "{row}");
    // The renege, which these rules don't ask about, is kept.
    assert_eq!(row["renege"], "Ann", "{row}");
}

#[test]
fn interactive_new_never_offers_a_name_already_taken() {
    use crate::common::pty::{tmux_present, Key, Pty, See};
    if !tmux_present("`new`") {
        return;
    }
    let t = Table::new();
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    ok(&t, &format!("new {today} {TEAMS}"));
    let mut pty = Pty::start("taken", t.dir.path(), "new");
    pty.talk(&[
        (&format!("Name of the game [{today}-2]"), See),
        ("", Key("C-c")),
    ]);
}

#[test]
fn the_long_run_warning_wraps_at_60_columns() {
    use std::io::BufRead;
    let table = Table::new();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_fortyfives"))
        .args(words(
            "bid --hand \"5h jh ah qh 2d\" --players 6 --samples 1000000 --seed 1 --json",
        ))
        .env("FORTYFIVES_DATA_DIR", table.dir.path())
        .env("NO_COLOR", "1")
        .env("COLUMNS", "60")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run");
    let mut lines = Vec::new();
    let mut reader = std::io::BufReader::new(child.stderr.take().expect("stderr"));
    for _ in 0..6 {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            break;
        }
        let done = line.contains("Ctrl-C stops it.");
        lines.push(line.trim_end().to_string());
        if done {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    let text = lines.join("\n");
    assert!(text.starts_with("This will take about "), "{text}");
    assert!(text.ends_with("Ctrl-C stops it."), "{text}");
    assert!(lines.len() > 1, "{text}");
    assert!(lines.iter().all(|l| l.chars().count() <= 60), "{text}");
}
