//! What the tool prints and writes can be trusted: no formula hiding in a
//! CSV cell, times as people read them.

use crate::common::{Table, Test};

fn game_with_note(note: &str) -> Table {
    let t = Table::with_teams("friday");
    t.test()
        .args([
            "round",
            "--bidder",
            "Cid",
            "--bid",
            "25",
            "--trump",
            "spades",
            "--tricks",
            "Blue=3",
            "--tricks",
            "Red=2",
            "--best",
            "Blue",
            &format!("--note={note}"),
        ])
        .run();
    t
}

#[test]
fn a_note_that_looks_like_a_formula_is_text_in_the_csv_and_numbers_stay_numbers() {
    for note in [
        "=HYPERLINK(\"http://x\",\"win\")",
        "+1+1",
        "-2+3+cmd",
        "@SUM(A1)",
    ] {
        let t = game_with_note(note);
        let text = t.test().args(["export", "--format", "csv"]).run().stdout;
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        let headers = reader.headers().unwrap().clone();
        let row = reader.records().next().unwrap().unwrap();
        let col = |name: &str| {
            let i = headers.iter().position(|h| h == name).unwrap();
            row[i].to_string()
        };
        assert_eq!(col("note"), format!("'{note}"));
        // Red were set 25: a negative number is still a number.
        assert_eq!(col("Red change"), "-25");
        assert_eq!(col("Red score"), "-25");
    }
}

#[test]
fn exports_and_history_show_local_time_without_nanoseconds() {
    let t = game_with_note("fine");
    let text = t.test().args(["export", "--format", "csv"]).run().stdout;
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let row = reader.records().next().unwrap().unwrap();
    let time = &row[1];
    assert_eq!(time.len(), "2026-11-23 21:05".len(), "{time}");
    assert_eq!(&time[4..5], "-");
    assert_eq!(&time[10..11], " ");

    let json = t.test().args(["history"]).json();
    let at = json["rounds"][0]["at"].as_str().unwrap().to_string();
    assert!(!at.contains('.'), "fractional seconds in {at}");
    chrono::DateTime::parse_from_rfc3339(&at).unwrap();

    let json = t.test().args(["export", "--format", "json"]).run().stdout;
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    // The export names the time `at`, as `history --json` does.
    let time = json["rounds"][0]["at"].as_str().unwrap().to_string();
    assert!(!time.contains('.'), "fractional seconds in {time}");
    chrono::DateTime::parse_from_rfc3339(&time).unwrap();
}

#[test]
fn a_negative_bid_is_called_a_bid_not_an_unknown_flag() {
    let t = game_with_note("fine");
    t.test()
        .args([
            "round", "--bidder", "Ann", "--bid", "-20", "--trump", "hearts", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ])
        .fails(2)
        .stderr_has("'-20' for '--bid <N>': a bid can't be below zero; bids are 15, 20, 25 or 30")
        .files_unchanged()
        .run();
}

#[test]
fn names_with_control_characters_are_refused_and_notes_export_without_them() {
    let t = Table::new();
    let err = t
        .test()
        .args(["new", "g", "--players", "Ann\u{1b}[2J,Bob,Cid"])
        .fails(2)
        .stderr_has("holds a control character")
        .files_unchanged()
        .run()
        .stderr;
    assert!(!err.contains('\u{1b}'), "the escape was printed: {err:?}");
    t.test()
        .args(["new", "g", "--players", "Ann\nBob,Cid,Dan"])
        .fails(2)
        .stderr_has("holds a control character")
        .files_unchanged()
        .run();

    let t = game_with_note("clear\u{1b}[2Jthe screen\nand a row");
    for format in ["csv", "md"] {
        let text = t.test().args(["export", "--format", format]).run().stdout;
        assert!(!text.contains('\u{1b}'), "{format}: {text:?}");
        assert!(text.contains("the screen and a row"), "{format}: {text}");
    }
}

#[test]
fn a_team_cannot_take_the_name_that_means_another_side() {
    let t = Table::new();
    t.test()
        .args([
            "new",
            "g",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Ann+Bob=Cid,Dan",
        ])
        .fails(2)
        .stderr_has("the team name 'Ann+Bob' reads as the side of Ann and Bob")
        .files_unchanged()
        .run();
}

#[test]
fn an_auction_call_that_cannot_be_read_is_quoted_as_written() {
    let t = game_with_note("fine");
    let round = |auction: &str, says: &str| {
        t.test()
            .args([
                "round",
                "--auction",
                auction,
                "--bidder",
                "Ann",
                "--bid",
                "20",
                "--trump",
                "hearts",
                "--tricks",
                "Blue=3",
                "--tricks",
                "Red=2",
                "--best",
                "Blue",
            ])
            .fails(2)
            .stderr_has(says)
            .files_unchanged()
            .run()
            .stderr
    };
    let err = round(
        "Ann:-5,Bob:pass,Cid:pass,Dan:pass",
        "Ann's call '-5' can't be read: a bid can't be below zero",
    );
    assert!(!err.contains("bid 0"), "{err}");
    round(
        "Ann 20",
        "'Ann 20' can't be read as a call: write each call as NAME:BID",
    );
}

/// The history table at a given width, with the example game of 120s.
fn history_at(columns: &str) -> (String, serde_json::Value) {
    let t = Table::new();
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/games/friday.toml"),
        t.dir.path().join("friday.toml"),
    )
    .unwrap();
    let text = t
        .test()
        .args(["--game", "friday", "history"])
        .env("COLUMNS", columns)
        .run()
        .stdout;
    let json = t.test().args(["--game", "friday", "history"]).json();
    (text, json)
}

#[test]
fn history_reads_at_60_and_80_columns_without_breaking_a_number_or_a_word() {
    for columns in ["60", "80", "44"] {
        let (text, json) = history_at(columns);
        let width: usize = columns.parse().unwrap();
        let rows: Vec<Vec<String>> = text
            .lines()
            .filter(|l| l.starts_with('│'))
            .map(|l| {
                assert!(l.chars().count() <= width, "{columns}: {l}");
                l.trim_matches('│')
                    .split(['┆', '│'])
                    .map(|c| c.trim().to_string())
                    .collect()
            })
            .collect();
        let header = &rows[0];
        assert_eq!(header.last().unwrap(), "Red", "{columns}:\n{text}");
        for word in ["Bidder", "Bid", "Blue", "Red"] {
            assert!(
                header.contains(&word.to_string()),
                "{columns}: {word} broken:\n{text}"
            );
        }
        // Each round is one line whose totals are the scores, whole.
        let rounds = json["rounds"].as_array().unwrap();
        let data: Vec<&Vec<String>> = rows
            .iter()
            .filter(|r| r[0].parse::<usize>().is_ok())
            .collect();
        assert_eq!(
            data.len(),
            rounds.len(),
            "{columns}: a round took two lines:\n{text}"
        );
        for (row, round) in data.iter().zip(rounds) {
            let n = row.len();
            assert_eq!(
                row[n - 2],
                round["scores"]["Blue"].to_string(),
                "{columns}:\n{text}"
            );
            assert_eq!(
                row[n - 1],
                round["scores"]["Red"].to_string(),
                "{columns}:\n{text}"
            );
        }
    }
}

#[test]
fn ascii_leaves_no_star_and_a_frozen_side_is_marked() {
    let t = Table::new();
    t.test()
        .args([
            "new",
            "f",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
            "--rules",
            "auction-45s",
            "--score",
            "Blue=105",
        ])
        .run();
    let status = t.test().args(["status"]).run().stdout;
    assert!(status.contains("Blue (frozen)"), "{status}");
    assert!(
        status.contains("Blue are frozen past 100: must win the bid to score."),
        "{status}"
    );
    t.test()
        .args([
            "round", "--bidder", "Blue", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=5",
            "--best", "Blue",
        ])
        .run();
    let status = t.test().args(["--ascii", "status"]).run().stdout;
    assert!(status.contains("Blue *"), "{status}");
    assert!(!status.contains('★'), "{status}");
}

#[test]
fn round_names_its_game_reads_an_auction_alone_and_needs_no_best_for_a_sweep() {
    let t = Table::with_teams("friday");
    // Seats alternate: Ann, Cid, Bob, Dan; Dan deals, Ann calls first.
    let out = t
        .test()
        .args([
            "round",
            "--auction",
            "Ann:20,Cid:25,Bob:pass,Dan:pass",
            "--trump",
            "hearts",
            "--tricks",
            "Blue=2",
            "--tricks",
            "Red=3",
            "--best",
            "Red",
        ])
        .run()
        .stdout;
    assert!(
        out.starts_with("Round 1 of friday: Cid bid 25 in ♥ hearts; Red took 20 and are set."),
        "{out}"
    );
    // Everyone passes: the dealer (Ann) is bagged; Blue take all five, so
    // the best card is theirs without saying so.
    let out = t
        .test()
        .args([
            "round",
            "--auction",
            "Cid:pass,Bob:pass,Dan:pass,Ann:pass",
            "--trump",
            "spades",
            "--tricks",
            "Blue=5",
        ])
        .run()
        .stdout;
    assert!(
        out.starts_with(
            "Round 2 of friday: Ann was bagged at 15 in ♠ spades; Blue made it with 30."
        ),
        "{out}"
    );
    let err = t
        .test()
        .args([
            "round",
            "--bidder",
            "Cid",
            "--bid",
            "20",
            "--trump",
            "clubs",
            "--winners",
            ",,,,",
        ])
        .fails(2)
        .stderr_has("names nobody for trick 1")
        .files_unchanged()
        .run()
        .stderr;
    assert!(!err.contains("from 1 to 0"), "{err}");
}

/// What the shell is offered at the end of `words` (bash's protocol).
fn completions_for(t: &Table, words: &[&str]) -> Vec<String> {
    let mut args = vec!["--", "fortyfives"];
    args.extend_from_slice(words);
    t.test()
        .args(args)
        .env("COMPLETE", "bash")
        .env("_CLAP_COMPLETE_INDEX", &words.len().to_string())
        .env("_CLAP_IFS", "\n")
        .run()
        .stdout
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_shell_completes_saved_games_presets_knobs_and_suits() {
    let t = game_with_note("fine");
    t.test()
        .args(["new", "sunday", "--players", "Ann,Bob,Cid"])
        .run();
    assert_eq!(completions_for(&t, &["--game", ""]), ["friday", "sunday"]);
    assert_eq!(completions_for(&t, &["use", "su"]), ["sunday"]);
    assert_eq!(
        completions_for(&t, &["new", "--rules", "auc"]),
        ["auction-45s"]
    );
    assert!(
        completions_for(&t, &["check", "play", "--set", "ren"]).contains(&"renege=".to_string())
    );
    assert_eq!(
        completions_for(&t, &["check", "play", "--trump", "h"]),
        ["hearts"]
    );
}

#[test]
fn a_table_error_names_the_flag_to_fix_though_the_rules_name_none() {
    Test::new()
        .args(["new", "g", "--teams", "Blue=Ann,Bob,Cid,Dan,Eve"])
        .fails(2)
        .stderr_has("--teams: a game needs 2 to 4 teams; 1 given. Give --teams once per team, or --players for cut-throat")
        .run();
    let rules_only =
        fortyfives::rules::table::Table::teams(vec![(None, vec!["Ann".into(), "Bob".into()])])
            .unwrap_err()
            .to_string();
    assert_eq!(rules_only, "a game needs 2 to 4 teams; 1 given");
}

/// A value that would clear the screen, then turn the rest of the line
/// around, were it printed as typed.
const TRAP: &str = "x\u{1b}[2J\u{202e}y";
/// The same value as every error must show it.
const TRAP_SHOWN: &str = "x\\e[2J\\u{202e}y";

/// The error for `args`: exit 2, the value shown visibly, never raw.
fn shows_the_trap(t: &Table, args: &[String]) {
    let err = t
        .test()
        .args(args)
        .fails(2)
        .stderr_has(TRAP_SHOWN)
        .files_unchanged()
        .run()
        .stderr;
    assert!(
        !err.contains('\u{1b}') && !err.contains('\u{202e}'),
        "{args:?} printed a raw escape: {err:?}"
    );
}

#[test]
fn every_value_an_error_repeats_is_shown_with_its_escapes_never_raw() {
    let t = game_with_note("fine");
    let round =
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue";
    let hand = "check play --trump hearts --hand 7c,8d --card 7c";
    let lines = [
        round.replace("--bidder Ann", "--bidder TRAP"),
        round.replace("--trump hearts", "--trump TRAP"),
        round.replace("--tricks Blue=3", "--tricks TRAP=3"),
        round.replace("--tricks Blue=3", "--tricks Blue=TRAP"),
        round.replace("--best Blue", "--best TRAP"),
        format!("{round} --auction Ann:TRAP"),
        hand.replace("7c,8d", "7c,TRAP"),
        hand.replace("--card 7c", "--card TRAP"),
        "--game TRAP status".into(),
        "use TRAP".into(),
        "delete TRAP".into(),
        "restore TRAP".into(),
        "rules TRAP".into(),
        "ranks --trump TRAP".into(),
        "rules 120 --set TRAP=1".into(),
        "rules 120 --set renege=TRAP".into(),
        "new TRAP --players Ann,Bob,Cid".into(),
        "new g2 --players Ann,Bob,Cid --score Ann=TRAP".into(),
        // Refused by the command line parser itself.
        round.replace("--bid 20", "--bid TRAP"),
        "history --TRAP".into(),
        "export --format TRAP".into(),
    ];
    for line in lines {
        let args: Vec<String> = line
            .split(' ')
            .map(|word| word.replace("TRAP", TRAP))
            .collect();
        shows_the_trap(&t, &args);
    }
}

#[test]
fn party_values_in_errors_are_shown_with_their_escapes() {
    let t = Table::new();
    t.test()
        .args(crate::common::words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 3 --seed 1",
        ))
        .run();
    for line in [
        "party result --table 1 --winner TRAP",
        "party result --table 1 --winner Ann+Bob --score TRAP",
        "party use TRAP",
    ] {
        let args: Vec<String> = line
            .split(' ')
            .map(|word| word.replace("TRAP", TRAP))
            .collect();
        shows_the_trap(&t, &args);
    }
}

#[test]
fn names_that_reorder_or_break_the_text_are_refused_like_control_characters() {
    let t = Table::new();
    for (players, shown, kind) in [
        (
            "Ann\u{202e}boB,Cid,Dan",
            "\\u{202e}",
            "a mark that reorders the text",
        ),
        (
            "\u{2066}Ann,Cid,Dan",
            "\\u{2066}",
            "a mark that reorders the text",
        ),
        (
            "Ann\u{200f},Cid,Dan",
            "\\u{200f}",
            "a mark that reorders the text",
        ),
        ("Ann\u{2028}Bob,Cid,Dan", "\\u{2028}", "a line separator"),
        ("Ann\u{2029}Bob,Cid,Dan", "\\u{2029}", "a line separator"),
        ("Ann,Cid\u{200b},Dan", "\\u{200b}", "an invisible character"),
    ] {
        let err = t
            .test()
            .args(["new", "g", "--players", players])
            .fails(2)
            .stderr_has(format!("holds {shown}, {kind}"))
            .files_unchanged()
            .run()
            .stderr;
        assert!(
            !err.contains(&players[..players.find(',').unwrap()]),
            "{err}"
        );
    }
    t.test()
        .args([
            "new",
            "g",
            "--teams",
            "Bl\u{202d}ue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
        ])
        .fails(2)
        .stderr_has("--teams: the name \"Bl\\u{202d}ue\" holds \\u{202d}")
        .files_unchanged()
        .run();
    t.test()
        .args(["party", "new", "legion", "--games", "3", "--seed", "1"])
        .args(["--pairs", "Ann+B\u{202e}ob,Cid+Dan,Eve+Fay,Gus+Hal"])
        .fails(2)
        .stderr_has("the name \"B\\u{202e}ob\" holds \\u{202e}")
        .files_unchanged()
        .run();
}

/// A round file: scenario 1 (hands and all), with `from` replaced by `to`.
fn round_file(t: &Table, from: &str, to: &str) -> String {
    let example = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/rounds/scenario1_simple_play.toml");
    let text = std::fs::read_to_string(example).unwrap();
    assert!(text.contains(from), "{from}");
    let path = t.dir.path().join("round.toml");
    std::fs::write(&path, text.replace(from, to)).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_name_in_a_round_file_passes_the_players_name_check() {
    let t = Table::new();
    for (to, says) in [
        (
            "\"Fr\\u001b[2Jank\", \"John\"",
            "the name \"Fr\\e[2Jank\" holds a control character",
        ),
        (
            "\"Fr\\u202Eank\", \"John\"",
            "the name \"Fr\\u{202e}ank\" holds \\u{202e}, a mark that reorders",
        ),
        (
            "\"Fr,ank\", \"John\"",
            "the name 'Fr,ank' can't contain ','",
        ),
    ] {
        let file = round_file(&t, "\"Frank\", \"John\"", to);
        for command in [
            vec!["check", "round", &file],
            vec!["analyze", &file],
            vec!["analyze", &file, "--at", "1.1"],
        ] {
            let err = t
                .test()
                .args(&command)
                .fails(2)
                .stderr_has("round.toml: line ")
                .stderr_has(says)
                .run()
                .stderr;
            assert!(
                !err.contains('\u{1b}') && !err.contains('\u{202e}'),
                "{err:?}"
            );
        }
    }
    // A leader, a hand's player: every name the file gives.
    let file = round_file(&t, "leader = \"Frank\"", "leader = \"Fr\\u2028ank\"");
    t.test()
        .args(["check", "round", &file])
        .fails(2)
        .stderr_has("the name \"Fr\\u{2028}ank\" holds \\u{2028}, a line separator")
        .run();
    // Space around a name is taken off, as for players, whatever it is:
    // what is printed is the name as checked.
    let file = round_file(&t, "\"Frank\", \"John\"", "\"Frank\\t\", \"John\"");
    let file2 = std::fs::read_to_string(&file)
        .unwrap()
        .replace("dealer = \"Frank\"", "dealer = \" Frank\\u2028\"");
    assert!(file2.contains("Frank\\u2028"));
    std::fs::write(&file, file2).unwrap();
    let out = t
        .test()
        .args(["check", "round", &file])
        .stdout_has("Frank dealt.")
        .run()
        .stdout;
    assert!(!out.contains(['\t', '\u{2028}']), "{out:?}");
    let file = round_file(&t, "[hands]\nFrank", "[hands]\n\"Fr\\u0007ank\"");
    t.test()
        .args(["analyze", &file])
        .fails(2)
        .stderr_has("the name \"Fr\\u{7}ank\" holds a control character")
        .run();
}

#[test]
fn an_unknown_name_for_analyze_is_shown_with_its_escapes() {
    let t = Table::new();
    let file = round_file(&t, "rules", "rules");
    let err = t
        .test()
        .args(["analyze", &file, "--for", TRAP])
        .fails(2)
        .stderr_has(format!(
            "'{TRAP_SHOWN}' is not a side or a player of this round"
        ))
        .run()
        .stderr;
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

#[test]
fn errors_say_each_thing_once() {
    let t = game_with_note("fine");
    let auction = |calls: &str, says: &str| {
        let err = t
            .test()
            .args([
                "round",
                "--auction",
                calls,
                "--trump",
                "hearts",
                "--tricks",
                "Blue=3",
            ])
            .args(["--tricks", "Red=2", "--best", "Blue"])
            .fails(2)
            .stderr_has(says)
            .files_unchanged()
            .run()
            .stderr;
        assert_eq!(err.matches("auction").count(), 1, "{err}");
    };
    auction("Ann:x", "error: --auction: Ann's call 'x' can't be read");
    auction(
        "Cid:15",
        "error: --auction: the calls stop before Bob called",
    );
    auction(
        "Bob:15,Ann:pass",
        "error: --auction: it was Cid's turn to call, not Bob's: calls go Cid, Bob, Dan, Ann this round",
    );
    // The data folder comes from FORTYFIVES_DATA_DIR here: nothing to type.
    t.test()
        .args(["edit"])
        .fails(2)
        .stderr_has("Usage: fortyfives edit <N>")
        .files_unchanged()
        .run();
    let err = t
        .test()
        .args(["party", "new"])
        .fails(2)
        .stderr_has("Usage: fortyfives party new --pairs <PAIRS> <NAME>")
        .run()
        .stderr;
    assert!(!err.contains("--data-dir"), "{err}");
}

#[test]
fn sizes_numbers_and_nesting_are_said_in_the_players_words() {
    let t = Table::new();
    let path = t.dir.path().join("big.toml");
    std::fs::write(&path, " ".repeat(1_950_000)).unwrap();
    t.test()
        .args(["check", "round", path.to_str().unwrap()])
        .fails(2)
        .stderr_has(
            "big.toml is 1.9 MB, larger than a round file (TOML) can be (the limit is 1 MB)",
        )
        .run();
    std::fs::write(&path, " ".repeat(1024 * 1024 + 1)).unwrap();
    t.test()
        .args(["check", "round", path.to_str().unwrap()])
        .fails(2)
        .stderr_has("big.toml is 1048577 bytes, larger than a round file (TOML) can be (the limit is 1048576 bytes)")
        .run();

    let file = round_file(&t, "bid = 25", "bid = 99999999999999999999");
    let err = t
        .test()
        .args(["check", "round", &file])
        .fails(2)
        .stderr_has("99999999999999999999 is far too large a number")
        .run()
        .stderr;
    assert!(!err.contains("i128") && !err.contains("i64"), "{err}");

    for nested in [
        format!("x = {}{}", "[".repeat(300), "]".repeat(300)),
        format!("x = {}{}", "{a=".repeat(300), "}".repeat(300)),
        format!("a{} = 1", ".a".repeat(300)),
        format!("[a{}]", ".a".repeat(300)),
    ] {
        std::fs::write(&path, format!("rules = \"120\"\n{nested}\n")).unwrap();
        let err = t
            .test()
            .args(["check", "round", path.to_str().unwrap()])
            .fails(2)
            .stderr_has("big.toml: line 2: tables or lists are nested too deeply")
            .run()
            .stderr;
        assert!(!err.contains("recurs"), "{err}");
    }
}

#[test]
fn a_note_can_not_turn_the_text_around_or_break_the_line() {
    let t = game_with_note("Cid\u{202e}went 25\u{2028}on the K\u{200b}");
    let history = t.test().args(["history"]).run().stdout;
    let md = t.test().args(["export", "--format", "md"]).run().stdout;
    for text in [&history, &md] {
        assert!(
            !text.contains(['\u{202e}', '\u{2028}', '\u{200b}']),
            "{text:?}"
        );
        assert!(text.contains("went 25 on the K"), "{text}");
    }
}

#[test]
fn sentences_fit_a_narrow_window_between_words() {
    let t = Table::new();
    let narrow = |args: &[&str]| {
        let text = t.test().args(args).env("COLUMNS", "50").run().stdout;
        for line in text.lines() {
            assert!(
                line.chars().count() <= 50,
                "`{}` prints a line wider than 50 columns:\n{line}",
                args.join(" ")
            );
        }
        text
    };
    let started = narrow(&["new", "g", "--players", "Ann,Bob,Cid"]);
    assert!(
        started.contains("`fortyfives status` shows the"),
        "{started}"
    );
    narrow(&["chart"]);
    narrow(&["rules", "--explain"]);
    narrow(&["rules", "120"]);
    let party = narrow(&[
        "party",
        "new",
        "legion",
        "--pairs",
        "Ann+Bob,Cid+Dan",
        "--games",
        "2",
    ]);
    assert!(party.contains("--winner PAIR`."), "{party}");
}

#[test]
fn seats_named_for_check_trick_pass_the_players_name_check() {
    let t = Table::new();
    t.test()
        .args([
            "check",
            "trick",
            "--rules",
            "120",
            "--trump",
            "h",
            "--cards",
            "2c 3c",
            "--seats",
            "x\u{1b}[2Jy,b",
        ])
        .fails(2)
        .stderr_lacks("\u{1b}")
        .stderr_has("--seats: the name \"x\\e[2Jy\"")
        .run();
}

#[test]
fn a_name_longer_than_a_column_can_show_is_refused_saying_the_limit() {
    let t = Table::new();
    let long = "W".repeat(41);
    let teams = format!("{long}=Ann,Cid");
    t.test()
        .args(["new", "g", "--teams", &teams, "--teams", "Bob,Dan"])
        .fails(2)
        .stderr_has("is 41 characters long; a name holds at most 40")
        .run();
    assert!(t
        .test()
        .arg("list")
        .run()
        .stdout
        .starts_with("No saved games"));
    // Forty is fine.
    let teams = format!("{}=Ann,Cid", "W".repeat(40));
    t.test()
        .args(["new", "g", "--teams", &teams, "--teams", "Bob,Dan"])
        .run();
}

#[test]
fn a_party_score_turned_round_is_suggested_only_when_it_could_end_a_game() {
    let t = Table::new();
    t.test()
        .args([
            "party",
            "new",
            "h",
            "--pairs",
            "Kay+Lou,Ann+Bob",
            "--rules",
            "45",
            "--seed",
            "1",
        ])
        .run();
    let said = |score: &str, example: &str| {
        t.test()
            .args([
                "party", "result", "--table", "1", "--winner", "kay", "--score", score,
            ])
            .fails(2)
            .stderr_has(example)
            .run();
    };
    said("40-50", "(e.g. 50-40)");
    // 30-20 turned round is still short of 45: the example is one that ends a game to 45.
    said("20-30", "(e.g. 45-10)");
    said("40-10", "(e.g. 45-10)");
}

#[test]
fn nothing_to_put_back_or_take_back_says_why_truly() {
    let t = Table::new();
    t.test().args(["new", "fri", "--players", "Ann,Bob"]).run();
    let round = [
        "round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Ann=3", "--tricks",
        "Bob=2", "--best", "Ann",
    ];
    t.test().args(round).run();
    t.test().args(round).run();
    t.test().arg("undo").run();
    t.test().arg("undo").run();
    t.test().args(round).run();
    // Two rounds were taken back: the new round set them aside.
    t.test()
        .arg("redo")
        .fails(2)
        .stderr_has("rounds taken back were set aside when a new round was recorded after them")
        .run();

    t.test()
        .args([
            "party",
            "new",
            "l",
            "--pairs",
            "Ann2+Bob2,Cid+Dan",
            "--games",
            "2",
            "--seed",
            "1",
        ])
        .run();
    t.test()
        .args(["party", "undo"])
        .fails(2)
        .stderr_has("nothing has been entered yet")
        .run();
    t.test()
        .args([
            "party", "result", "--table", "1", "--winner", "1", "--score", "120-90",
        ])
        .run();
    t.test().args(["party", "undo"]).run();
    t.test()
        .args(["party", "undo"])
        .fails(2)
        .stderr_has("the one change made has been taken back")
        .run();
}
