//! What the tool prints and writes can be trusted: no formula hiding in a
//! CSV cell, times as people read them.

mod common;

use common::{Table, Test};

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
        .status(2)
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
        .status(2)
        .stderr_has("holds a control character")
        .files_unchanged()
        .run()
        .stderr;
    assert!(!err.contains('\u{1b}'), "the escape was printed: {err:?}");
    t.test()
        .args(["new", "g", "--players", "Ann\nBob,Cid,Dan"])
        .status(2)
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
        .status(2)
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
            .status(2)
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
        .status(2)
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
        .status(2)
        .stderr_has("--teams: a game needs 2 to 4 teams; 1 given. Give --teams once per team, or --players for cut-throat")
        .run();
    let rules_only =
        fortyfives::rules::table::Table::teams(vec![(None, vec!["Ann".into(), "Bob".into()])])
            .unwrap_err()
            .to_string();
    assert_eq!(rules_only, "a game needs 2 to 4 teams; 1 given");
}
