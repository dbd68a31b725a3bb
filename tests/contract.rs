//! The command-line contract (docs/cli.md), checked black-box as a script author
//! would use it: every command and flag exactly as written there, its exit
//! code, one JSON document on stdout with `--json` (errors on stderr only), and
//! every JSON field docs/cli.md names. Where docs/cli.md gives an example, it is copied
//! verbatim.

use crate::common::{Output, Table};
use serde_json::Value;
use std::time::Duration;

// ---------------------------------------------------------------- helpers

/// Runs `args` (the caller includes `--json`) and returns the output,
/// checking the exit code; the helpers below check the rest of the
/// contract themselves.
fn run_code(t: &Table, args: &[&str], code: i32) -> Output {
    let out = t
        .test()
        .args(args)
        .timeout(Duration::from_secs(20))
        .any_status()
        .run();
    assert_eq!(
        out.code,
        Some(code),
        "exit code of {args:?}\nstdout:\n{}\nstderr:\n{}",
        out.stdout,
        out.stderr
    );
    out
}

/// Exactly one JSON document on stdout and nothing else (whitespace aside).
fn one_document(args: &[&str], stdout: &[u8]) -> Value {
    let mut stream = serde_json::Deserializer::from_slice(stdout).into_iter::<Value>();
    let first = match stream.next() {
        Some(Ok(v)) => v,
        other => panic!(
            "{args:?}: stdout is not a JSON document ({other:?}):\n{}",
            String::from_utf8_lossy(stdout)
        ),
    };
    let rest = &stdout[stream.byte_offset()..];
    assert!(
        rest.iter().all(|b| b.is_ascii_whitespace()),
        "{args:?}: more than one JSON document on stdout:\n{}",
        String::from_utf8_lossy(stdout)
    );
    first
}

/// `fortyfives ARGS --json`, expecting exit `code`: one JSON document on
/// stdout, and (a success) nothing on stderr.
fn json_code(t: &Table, args: &[&str], code: i32) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let out = run_code(t, &all, code);
    if code == 0 {
        assert!(
            out.stderr.is_empty(),
            "{all:?} wrote to stderr:\n{}",
            out.stderr
        );
    }
    one_document(&all, out.stdout.as_bytes())
}

fn json_ok(t: &Table, args: &[&str]) -> Value {
    json_code(t, args, 0)
}

/// An error: exit `code`, nothing on stdout (with and without `--json`), a
/// message on stderr. Returns the message.
fn fails(t: &Table, args: &[&str], code: i32) -> String {
    let mut told = Vec::new();
    for json in [false, true] {
        let mut all = args.to_vec();
        if json {
            all.push("--json");
        }
        let out = run_code(t, &all, code);
        assert!(
            out.stdout.is_empty(),
            "{all:?} failed but wrote to stdout:\n{}",
            out.stdout
        );
        told.push(out.stderr);
    }
    // Both say what went wrong in a sentence the user reads first.
    for message in &told {
        assert!(
            message.starts_with("error: ") && message.len() > "error: ".len() + 10,
            "{args:?} failed with:\n{message}"
        );
    }
    told.remove(0)
}

/// The message must say `words` (what the user reads to fix it).
fn says(message: String, words: impl AsRef<str>) {
    let words = words.as_ref();
    assert!(message.contains(words), "expected {words:?} in:\n{message}");
}

fn ok(t: &Table, args: &[&str]) -> String {
    run_code(t, args, 0).stdout
}

fn files(t: &Table) -> Vec<(String, Vec<u8>)> {
    let mut all: Vec<_> = std::fs::read_dir(t.dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
        .collect();
    all.sort();
    all
}

const SUITS: [char; 4] = ['♣', '♦', '♥', '♠'];

fn friday(t: &Table) {
    ok(
        t,
        &[
            "new",
            "friday",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
        ],
    );
}

// ---------------------------------------------------------------- games

#[test]
fn new_with_teams_prints_one_status_document_and_seats_alternate() {
    let t = Table::new();
    let s = json_ok(
        &t,
        &[
            "new",
            "friday",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
        ],
    );
    assert_eq!(s["game"], "friday");
    assert_eq!(s["rules"], "120");
    assert_eq!(s["rounds"], 0);
    assert_eq!(s["finished"], false);
    assert_eq!(s["winner"], Value::Null);
    // Seats Ann, Cid, Bob, Dan (T1P1, T2P1, T1P2, T2P2): the last seat deals first.
    assert_eq!(s["dealer_next"], "Dan");
    assert_eq!(s["sides"][0]["name"], "Blue");
    assert_eq!(s["sides"][0]["players"], serde_json::json!(["Ann", "Bob"]));
    assert_eq!(s["sides"][0]["score"], 0);
    assert_eq!(s["sides"][1]["name"], "Red");
    assert_eq!(s["sides"][1]["players"], serde_json::json!(["Cid", "Dan"]));

    // The deal passes to the left, round the alternating seats.
    let mut dealers = vec![];
    for _ in 0..5 {
        dealers.push(json_ok(&t, &["status"])["dealer_next"].clone());
        json_ok(
            &t,
            &[
                "round", "--bidder", "Ann", "--bid", "15", "--trump", "hearts", "--tricks",
                "Blue=3", "--tricks", "Red=2", "--best", "Red",
            ],
        );
    }
    assert_eq!(
        dealers,
        serde_json::json!(["Dan", "Ann", "Cid", "Bob", "Dan"])
            .as_array()
            .unwrap()
            .clone()
    );
}

#[test]
fn three_teams_alternate_and_the_last_seat_deals_first() {
    let t = Table::new();
    // Unnamed teams are named from their players; seats A, C, E, B, D, F.
    let s = json_ok(
        &t,
        &[
            "new", "g", "--teams", "A,B", "--teams", "C,D", "--teams", "E,F",
        ],
    );
    let names: Vec<_> = s["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].clone())
        .collect();
    assert_eq!(names, ["A+B", "C+D", "E+F"]);
    assert_eq!(s["dealer_next"], "F");
    let mut dealers = vec![];
    for _ in 0..3 {
        json_ok(
            &t,
            &[
                "round", "--bidder", "c", "--bid", "15", "--trump", "s", "--tricks", "a=2",
                "--tricks", "c+d=2", "--tricks", "E+F=1", "--best", "e",
            ],
        );
        dealers.push(json_ok(&t, &["status"])["dealer_next"].clone());
    }
    assert_eq!(dealers, ["A", "C", "E"]);
}

#[test]
fn new_cut_throat_with_dealer_in_any_case() {
    let t = Table::new();
    let s = json_ok(&t, &["new", "kitchen", "--players", "Ann,Bob,Cid"]);
    assert_eq!(
        s["dealer_next"], "Cid",
        "the first dealer defaults to the last seat"
    );
    let names: Vec<_> = s["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].clone())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cid"]);
    let s = json_ok(
        &t,
        &[
            "new",
            "other",
            "--players",
            "Ann,Bob,Cid",
            "--rules",
            "110",
            "--dealer",
            "bOB",
        ],
    );
    assert_eq!(s["dealer_next"], "Bob");
    assert_eq!(s["rules"], "110");
    // The deal passes to the left (clockwise): Bob, then Cid.
    json_ok(
        &t,
        &[
            "round", "--bidder", "ann", "--bid", "20", "--trump", "d", "--tricks", "Ann=4",
            "--tricks", "cid=1", "--best", "ANN",
        ],
    );
    assert_eq!(json_ok(&t, &["status"])["dealer_next"], "Cid");
}

#[test]
fn new_takes_set_knobs_and_refuses_bad_input_with_2() {
    let t = Table::new();
    let s = json_ok(
        &t,
        &[
            "new",
            "g",
            "--players",
            "Ann,Bob",
            "--set",
            "target=125",
            "--set",
            "min_bid=20",
        ],
    );
    assert_eq!(s["game"], "g");
    let r = json_ok(&t, &["rules", "--game", "g"]);
    assert_eq!(r["target"], 125);
    assert_eq!(r["min_bid"], 20);
    says(
        fails(
            &t,
            &["new", "h", "--players", "Ann,Bob", "--rules", "nope"],
            2,
        ),
        "unknown preset 'nope'. Presets: 120, auction-45s",
    );
    says(
        fails(
            &t,
            &["new", "h", "--players", "Ann,Bob", "--set", "nope=1"],
            2,
        ),
        "--set nope=1: unknown knob 'nope'. `fortyfives rules` lists every knob",
    );
    says(
        fails(
            &t,
            &["new", "h", "--players", "Ann,Bob", "--dealer", "Zed"],
            2,
        ),
        "--dealer: no player or side is called 'Zed'. At this table: Ann, Bob",
    );
    says(
        fails(&t, &["new", "h", "--players", "Ann"], 2),
        "--players: a cut-throat game needs 2 to 8 players; 1 given",
    );
    says(
        fails(
            &t,
            &["new", "h", "--teams", "Blue=Ann,Bob", "--teams", "Red=Cid"],
            2,
        ),
        "--teams: team 'Red' has 1 players; a team has 2 to 4",
    );
    // Nothing was saved by the failures.
    assert_eq!(json_ok(&t, &["list"]).as_array().unwrap().len(), 1);
}

#[test]
fn without_a_terminal_new_and_round_never_prompt() {
    // The helper gives the command an empty pipe as stdin.
    let t = Table::new();
    says(fails(&t, &["new"], 2), "who is playing? Give the teams");
    says(
        fails(&t, &["new", "friday"], 2),
        "who is playing? Give the teams",
    );
    friday(&t);
    let before = files(&t);
    says(
        fails(&t, &["round"], 2),
        "who won the bid? Add --bidder WHO --bid N (or --bagged when everyone passed)",
    );
    says(
        fails(
            &t,
            &[
                "round", "--bidder", "Ann", "--trump", "h", "--tricks", "Blue=5", "--best", "Blue",
            ],
            2,
        ),
        "--bid is missing: how much did they bid? (15, 20, 25 or 30)",
    );
    says(
        fails(
            &t,
            &[
                "round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Blue=4",
                "--tricks", "Red=1",
            ],
            2,
        ),
        "the best card scores 5 in these rules: say who took it with --best WHO",
    );
    says(
        fails(&t, &["play"], 2),
        "`fortyfives play` asks its questions at the table and needs a terminal",
    );
    assert_eq!(files(&t), before, "errors never change a saved file");
}

#[test]
fn round_with_tricks_scores_by_side_name_in_any_case() {
    let t = Table::new();
    friday(&t);
    let r = json_ok(
        &t,
        &[
            "round",
            "--bidder",
            "ann",
            "--bid",
            "20",
            "--trump",
            "hearts",
            "--tricks",
            "bLUE=3",
            "--tricks",
            "RED=2",
            "--best",
            "blue",
            "--note",
            "first hand",
        ],
    );
    assert_eq!(r["round"], 1);
    assert_eq!(r["bidder"], "Ann");
    assert_eq!(r["bid"], 20);
    assert_eq!(r["made"], true);
    assert_eq!(r["points"], serde_json::json!({"Blue": 20, "Red": 10}));
    assert_eq!(r["delta"], serde_json::json!({"Blue": 20, "Red": 10}));
    assert_eq!(r["scores"], serde_json::json!({"Blue": 20, "Red": 10}));
    assert_eq!(r["winner"], Value::Null);

    // A side's name as bidder; a player's name as WHO credits the side.
    let r = json_ok(
        &t,
        &[
            "round", "--bidder", "red", "--bid", "25", "--trump", "spades", "--tricks", "bob=2",
            "--tricks", "DAN=3", "--best", "ann",
        ],
    );
    assert_eq!(r["round"], 2);
    assert_eq!(r["bidder"], "Red");
    assert_eq!(r["made"], false);
    assert_eq!(r["points"], serde_json::json!({"Blue": 15, "Red": 15}));
    assert_eq!(r["delta"], serde_json::json!({"Blue": 15, "Red": -25}));
    assert_eq!(r["scores"], serde_json::json!({"Blue": 35, "Red": -15}));

    // Sides that took no trick may be left out of --tricks.
    let r = json_ok(
        &t,
        &[
            "round", "--bidder", "Cid", "--bid", "15", "--bagged", "--trump", "clubs", "--tricks",
            "Blue=5", "--best", "Blue",
        ],
    );
    assert_eq!(r["points"], serde_json::json!({"Blue": 30, "Red": 0}));
    assert_eq!(r["made"], false);

    let h = json_ok(&t, &["history"]);
    assert!(h.to_string().contains("first hand"), "--note is kept: {h}");
    let s = json_ok(&t, &["status"]);
    assert_eq!(s["rounds"], 3);
    assert_eq!(s["sides"][0]["score"], 65);
    assert_eq!(s["sides"][1]["score"], -30);
}

#[test]
fn best_trick_counts_in_the_order_of_winners() {
    let t = Table::new();
    friday(&t);
    // docs/cli.md's and --help's shape: --bidder Dan --bid 15 --bagged --winners ... --best-trick 2.
    let r = json_ok(
        &t,
        &[
            "round",
            "--bidder",
            "Dan",
            "--bid",
            "15",
            "--bagged",
            "--trump",
            "s",
            "--winners",
            "Blue,Red,Red,Blue,Red",
            "--best-trick",
            "2",
        ],
    );
    // Trick 2 went to Red: Red 3 tricks + the best card.
    assert_eq!(r["points"], serde_json::json!({"Blue": 10, "Red": 20}));
    let r = json_ok(
        &t,
        &[
            "round",
            "--bidder",
            "ann",
            "--bid",
            "15",
            "--trump",
            "s",
            "--winners",
            "red,ann,BOB,cid,dan",
            "--best-trick",
            "3",
        ],
    );
    assert_eq!(r["points"], serde_json::json!({"Blue": 15, "Red": 15}));
    for bad in ["0", "6"] {
        says(
            fails(
                &t,
                &[
                    "round",
                    "--bidder",
                    "ann",
                    "--bid",
                    "15",
                    "--trump",
                    "s",
                    "--winners",
                    "Blue,Red,Red,Blue,Red",
                    "--best-trick",
                    bad,
                ],
                2,
            ),
            format!("--best-trick {bad}: count the tricks from 1 to 5 in the order of --winners"),
        );
    }
    says(
        fails(
            &t,
            &[
                "round",
                "--bidder",
                "ann",
                "--bid",
                "15",
                "--trump",
                "s",
                "--winners",
                "Blue,Red,Red,Blue",
                "--best-trick",
                "1",
            ],
            2,
        ),
        "--winners lists 4 tricks; give the side that took each of the 5 tricks, in order",
    );
    says(
        fails(
            &t,
            &[
                "round", "--bidder", "ann", "--bid", "15", "--trump", "s", "--tricks", "Blue=3",
                "--tricks", "Red=1", "--best", "Red",
            ],
            2,
        ),
        "the tricks add up to 4, not 5; every trick of the round goes to one side",
    );
    says(
        fails(
            &t,
            &[
                "round", "--bidder", "Zed", "--bid", "15", "--trump", "s", "--tricks", "Blue=5",
                "--best", "Blue",
            ],
            2,
        ),
        "--bidder: no player or side is called 'Zed' (did you mean 'Red'?)",
    );
}

#[test]
fn auction_example_as_written() {
    // Ambiguity: the calls are read in turn order (left of the dealer, the
    // dealer last), and `hold` needs `dealer_may_hold`. docs/cli.md's example is
    // then true of four players seated Ann, Bob, Cid, Dan with Dan dealing
    // under a holding preset (110); with `--teams "Blue=Ann,Bob"` the seats
    // alternate (Ann, Cid, Bob, Dan) and Bob would call out of turn.
    let t = Table::new();
    ok(
        &t,
        &[
            "new",
            "cut",
            "--players",
            "Ann,Bob,Cid,Dan",
            "--rules",
            "110",
        ],
    );
    let r = json_ok(
        &t,
        &[
            "round",
            "--bidder",
            "Dan",
            "--bid",
            "20",
            "--trump",
            "spades",
            "--tricks",
            "Dan=3",
            "--tricks",
            "Ann=2",
            "--best",
            "Dan",
            "--auction",
            "Ann:15,Bob:pass,Cid:20,Dan:hold",
        ],
    );
    assert_eq!(r["bidder"], "Dan");
    assert_eq!(r["bid"], 20);
    assert_eq!(r["made"], true);

    // Under 120 the dealer may not hold: the auction can't be true.
    let t = Table::new();
    ok(&t, &["new", "cut", "--players", "Ann,Bob,Cid,Dan"]);
    let told = fails(
        &t,
        &[
            "round",
            "--bidder",
            "Dan",
            "--bid",
            "20",
            "--trump",
            "spades",
            "--tricks",
            "Dan=3",
            "--tricks",
            "Ann=2",
            "--best",
            "Dan",
            "--auction",
            "Ann:15,Bob:pass,Cid:20,Dan:hold",
        ],
        2,
    );
    says(
        told,
        "the auction: Dan can't hold: only the dealer may hold, and only when these rules allow it",
    );
}

#[test]
fn games_without_bidding_take_no_bid_flags() {
    for preset in ["45", "25"] {
        let t = Table::new();
        ok(
            &t,
            &[
                "new", "g", "--teams", "Ann,Bob", "--teams", "Cid,Dan", "--rules", preset,
            ],
        );
        for extra in [
            &["--bidder", "Ann"][..],
            &["--bid", "15"][..],
            &["--bagged"][..],
            &["--bidder", "Ann", "--bid", "15"][..],
        ] {
            let mut args = vec![
                "round",
                "--trump",
                "hearts",
                "--tricks",
                "ann+bob=3",
                "--tricks",
                "Cid=2",
                "--best",
                "ann",
            ];
            args.extend_from_slice(extra);
            says(
                fails(&t, &args, 2),
                "rules have no bidding: leave out --bidder, --bid and --bagged",
            );
        }
        let r = json_ok(
            &t,
            &[
                "round",
                "--trump",
                "hearts",
                "--tricks",
                "ann+bob=3",
                "--tricks",
                "Cid=2",
                "--best",
                "ann",
            ],
        );
        assert_eq!(r["bidder"], Value::Null);
        assert_eq!(r["made"], Value::Null, "made is null without bidding");
        let bonus = if preset == "45" { 5 } else { 0 };
        assert_eq!(
            r["points"],
            serde_json::json!({"Ann+Bob": 15 + bonus, "Cid+Dan": 10})
        );
    }
    // The best card is accepted where it doesn't score (25) and required
    // where it does (45).
    let t = Table::new();
    ok(&t, &["new", "g", "--players", "Ann,Bob", "--rules", "25"]);
    json_ok(
        &t,
        &[
            "round", "--trump", "s", "--tricks", "Ann=3", "--tricks", "Bob=2",
        ],
    );
    let t = Table::new();
    ok(&t, &["new", "g", "--players", "Ann,Bob", "--rules", "45"]);
    says(
        fails(
            &t,
            &[
                "round", "--trump", "s", "--tricks", "Ann=3", "--tricks", "Bob=2",
            ],
            2,
        ),
        "the best card scores 5 in these rules: say who took it with --best WHO",
    );
}

#[test]
fn the_winner_is_named_in_round_and_status() {
    let t = Table::new();
    ok(&t, &["new", "g", "--players", "Ann,Bob", "--rules", "25"]);
    let args = [
        "round", "--trump", "s", "--tricks", "Ann=4", "--tricks", "Bob=1",
    ];
    assert_eq!(json_ok(&t, &args)["winner"], Value::Null);
    let r = json_ok(&t, &args);
    assert_eq!(r["winner"], "Ann");
    let s = json_ok(&t, &["status"]);
    assert_eq!(s["finished"], true);
    assert_eq!(s["winner"], "Ann");
    let before = files(&t);
    says(
        fails(&t, &args, 2),
        "g is over: Ann won. Start another with `fortyfives new`, or take back the last round with `fortyfives undo`",
    );
    assert_eq!(files(&t), before);
}

#[test]
fn undo_list_use_delete_print_one_document() {
    let t = Table::new();
    friday(&t);
    ok(&t, &["new", "sunday", "--players", "Ann,Bob"]);
    let round = [
        "round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Ann=4", "--tricks",
        "Bob=1", "--best", "Ann",
    ];
    // The current game is the last created.
    assert_eq!(json_ok(&t, &round)["round"], 1);
    assert_eq!(json_ok(&t, &["status"])["game"], "sunday");
    let u = json_ok(&t, &["undo"]);
    assert!(u.is_object());
    assert_eq!(json_ok(&t, &["status"])["rounds"], 0);

    let l = json_ok(&t, &["list"]);
    assert!(l.to_string().contains("friday") && l.to_string().contains("sunday"));

    // --game picks another without changing the current one; `use` switches.
    assert_eq!(
        json_ok(&t, &["--game", "friday", "status"])["game"],
        "friday"
    );
    assert_eq!(
        json_ok(&t, &["status", "--game", "friday"])["game"],
        "friday"
    );
    assert_eq!(json_ok(&t, &["status"])["game"], "sunday");
    json_ok(&t, &["use", "friday"]);
    assert_eq!(json_ok(&t, &["status"])["game"], "friday");

    let d = json_ok(&t, &["delete", "sunday"]);
    assert!(d.is_object());
    let l = json_ok(&t, &["list"]);
    assert!(!l.to_string().contains("sunday"));
    says(
        fails(&t, &["use", "sunday"], 2),
        "no game named 'sunday'. Saved games: friday.",
    );
    says(
        fails(&t, &["delete", "sunday"], 2),
        "no game named 'sunday'. Saved games: friday.",
    );
    says(
        fails(&t, &["--game", "sunday", "status"], 2),
        "no game named 'sunday'. Saved games: friday.",
    );
    json_ok(&t, &["history"]);
}

#[test]
fn round_from_the_round_file() {
    let t = Table::new();
    ok(
        &t,
        &[
            "new",
            "g",
            "--teams",
            "Frank,Fred",
            "--teams",
            "John,Jim",
            "--dealer",
            "frank",
        ],
    );
    let path = t.dir.path().join("round.toml");
    std::fs::write(&path, ROUND_FILE).unwrap();
    let r = json_ok(&t, &["round", "--from", path.to_str().unwrap()]);
    assert_eq!(r["bidder"], "Frank");
    assert_eq!(r["bid"], 15);
    assert_eq!(r["made"], true);
    assert_eq!(
        r["points"],
        serde_json::json!({"Frank+Fred": 15, "John+Jim": 15})
    );
}

#[test]
fn a_round_file_that_does_not_fit_the_game_is_refused_with_what_to_change() {
    let t = Table::new();
    ok(
        &t,
        &[
            "new",
            "g",
            "--teams",
            "Frank,Fred",
            "--teams",
            "John,Jim",
            "--dealer",
            "frank",
        ],
    );
    let before = crate::common::snapshot(t.dir.path());
    let path = t.dir.path().join("round.toml");
    let path_shown = path.display().to_string();
    let refused = |text: &str, said: &str| {
        std::fs::write(&path, text).unwrap();
        t.test()
            .args(["round", "--from", path.to_str().unwrap()])
            .stderr(format!("error: {path_shown}: {said}\n"))
            .fails(2)
            .run();
    };
    // A stranger at the table.
    refused(
        &ROUND_FILE.replace("Jim", "Joe"),
        "Joe does not play in g; the round file's seats must be the game's players (Frank, John, Fred, Jim)",
    );
    // The right players, sat the wrong way round: Frank leads and wins
    // every trick, whoever sits where.
    let tricks: String = [
        ["5s", "2c", "3c", "4c"],
        ["js", "6c", "7c", "8c"],
        ["ah", "9c", "10c", "jc"],
        ["as", "2d", "3d", "4d"],
        ["ks", "6d", "7d", "8d"],
    ]
    .iter()
    .map(|cards| format!("[[tricks]]\nleader = \"Frank\"\ncards = {cards:?}\n\n"))
    .collect();
    refused(
        &format!(
            "rules = \"120\"\ntrump = \"spades\"\nseats = [\"Frank\", \"Jim\", \"Fred\", \"John\"]\nteams = [[\"Frank\", \"Fred\"], [\"John\", \"Jim\"]]\ndealer = \"Frank\"\nbidder = \"Frank\"\nbid = 20\n\n{tricks}"
        ),
        "the seats must list this round's players clockwise as the game seats them: Frank, John, Fred, Jim",
    );
    // Every player for themself, in a game of partners.
    refused(
        &ROUND_FILE.replace(r#"teams = [["Frank", "Fred"], ["John", "Jim"]]"#, ""),
        "the file's teams (Frank, John, Fred, Jim) are not this game's (Frank+Fred, John+Jim); make `teams` in the file match the game (leave it out for cut-throat)",
    );
    // Only four tricks played.
    let four = &ROUND_FILE[..ROUND_FILE.rfind("[[tricks]]").unwrap()];
    refused(
        four,
        "only 4 of the five tricks are complete; a round is scored once all five are played (`fortyfives check round` audits a round in progress)",
    );
    std::fs::remove_file(&path).unwrap();
    assert_eq!(
        crate::common::snapshot(t.dir.path()),
        before,
        "a refused round changed the game"
    );
}

// ---------------------------------------------------------------- global options

#[test]
fn data_dir_flag_and_env_both_work() {
    let env_dir = Table::new(); // its dir is FORTYFIVES_DATA_DIR
    let flag_dir = tempfile::tempdir().unwrap();
    let flag = flag_dir.path().to_str().unwrap();
    json_ok(
        &env_dir,
        &["--data-dir", flag, "new", "viaflag", "--players", "A,B"],
    );
    json_ok(&env_dir, &["new", "viaenv", "--players", "A,B"]);
    assert!(flag_dir.path().join("viaflag.toml").exists());
    assert!(env_dir.dir.path().join("viaenv.toml").exists());
    assert!(!env_dir.dir.path().join("viaflag.toml").exists());
    // The flag (after the command too) wins over the environment.
    let l = json_ok(&env_dir, &["list", "--data-dir", flag]);
    assert!(l.to_string().contains("viaflag") && !l.to_string().contains("viaenv"));
}

#[test]
fn ascii_and_no_color() {
    let t = Table::new();
    friday(&t);
    let round = [
        "round", "--bidder", "Ann", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
        "--tricks", "Red=2", "--best", "Blue", "--ascii",
    ];
    let play = [
        "check",
        "play",
        "--trump",
        "hearts",
        "--hand",
        "jh 7c 8d ks 2s",
        "--trick",
        "2h",
        "--card",
        "7c",
        "--ascii",
    ];
    let trick = [
        "check",
        "trick",
        "--trump",
        "spades",
        "--cards",
        "8s 9s 2s ah",
        "--seats",
        "Frank,John,Fred,Jim",
        "--ascii",
    ];
    let path = t.dir.path().join("round.toml");
    std::fs::write(&path, ROUND_FILE).unwrap();
    let check_round = ["check", "round", path.to_str().unwrap(), "--ascii"];
    for args in [
        &round[..],
        &["history", "--ascii"][..],
        &play[..],
        &trick[..],
        &check_round[..],
        &["ranks", "--trump", "clubs", "--ascii"][..],
    ] {
        let out = ok(&t, args);
        assert!(
            !out.contains(SUITS),
            "{args:?} printed a suit symbol:\n{out}"
        );
    }
    // Without --ascii the symbols are there.
    assert!(ok(&t, &play[..play.len() - 1]).contains('♥'));

    // NO_COLOR: colour on a terminal, none with NO_COLOR (needs `script`).
    let bin = assert_cmd::cargo::cargo_bin("fortyfives");
    let line = format!(
        "{} check play --trump hearts --hand 'jh 7c 8d ks 2s' --trick 2h --card 7c",
        bin.display()
    );
    let on_tty = |no_color: bool| {
        let mut c = std::process::Command::new("script");
        c.args(["-qec", &line, "/dev/null"])
            .env("FORTYFIVES_DATA_DIR", t.dir.path())
            .env("LANG", "C.UTF-8")
            .stdin(std::process::Stdio::null());
        if no_color {
            c.env("NO_COLOR", "1");
        } else {
            c.env_remove("NO_COLOR");
        }
        c.output().ok().filter(|o| o.status.success())
    };
    if let (Some(coloured), Some(plain)) = (on_tty(false), on_tty(true)) {
        assert!(coloured.stdout.contains(&0x1b), "no colour on a terminal");
        assert!(!plain.stdout.contains(&0x1b), "colour despite NO_COLOR");
    } else {
        eprintln!("note: `script` is missing; NO_COLOR on a terminal not checked");
    }
}

#[test]
fn completions_for_every_shell() {
    let t = Table::new();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = ok(&t, &["completions", shell]);
        assert!(out.contains("fortyfives"), "{shell}");
    }
    says(
        fails(&t, &["completions", "tcsh"], 2),
        "invalid value 'tcsh' for '<SHELL>'",
    );
    says(
        fails(&t, &["no-such-command"], 2),
        "unrecognized subcommand 'no-such-command'",
    );
}

// ---------------------------------------------------------------- storage

#[test]
fn a_corrupt_game_is_exit_3_and_left_as_it_is() {
    let t = Table::new();
    friday(&t);
    let path = t.dir.path().join("friday.toml");
    std::fs::write(&path, "this is [not a game").unwrap();
    let round = [
        "round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Blue=5", "--best",
        "Blue",
    ];
    for args in [
        &["status"][..],
        &["history"][..],
        &["undo"][..],
        &round[..],
        &["use", "friday"][..],
        &["--game", "friday", "status"][..],
        &["ranks", "--game", "friday", "--trump", "s"][..],
        &[
            "check", "play", "--game", "friday", "--trump", "h", "--hand", "7c", "--card", "7c",
        ][..],
    ] {
        says(fails(&t, args, 3), "is damaged and was left as it is");
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "this is [not a game"
    );
    // `list` still answers, and says the file is damaged.
    json_ok(&t, &["list"]);
}

#[test]
fn a_locked_game_is_exit_3_and_not_changed() {
    let t = Table::new();
    friday(&t);
    let lock = std::fs::File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(t.dir.path().join(".lock"))
        .unwrap();
    lock.try_lock().expect("the lock is free");
    let before = files(&t);
    // Each waits a little for the lock before giving up: run them together.
    let round: &[&str] = &[
        "round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Blue=5", "--best",
        "Blue",
    ];
    std::thread::scope(|s| {
        for args in [
            round,
            &["undo"][..],
            &["delete", "friday"][..],
            &["new", "x", "--players", "A,B"][..],
        ] {
            let t = &t;
            s.spawn(move || {
                let mut all = args.to_vec();
                all.push("--json");
                let out = run_code(t, &all, 3);
                assert!(out.stdout.is_empty(), "{all:?}");
                let told = out.stderr;
                assert!(
                    told.contains("are being changed by another fortyfives")
                        && told.contains("Wait for it to finish and try again"),
                    "{all:?}: {told}"
                );
            });
        }
    });
    assert_eq!(files(&t), before);
    lock.unlock().unwrap();
}

// ---------------------------------------------------------------- adjudication

#[test]
fn rules_and_ranks_print_one_document() {
    let t = Table::new();
    let r = json_ok(&t, &["rules"]);
    assert_eq!(r["preset"], "120");
    for knob in [
        "joker",
        "offsuit_ace",
        "ten_is_face",
        "ace_of_hearts",
        "first_lead",
        "renege",
        "renege_against",
        "offsuit_lead",
        "best_card_bonus",
        "best_without_trump",
        "kitty",
        "min_keep",
        "min_bid",
        "dealer_may_hold",
        "all_pass",
        "thirty_for_sixty",
        "sixty_for_one_twenty",
        "scoring",
        "made_scores",
        "non_bidder_limit",
        "unlock",
        "target",
        "tie_break",
        "bid_out",
        "hands",
        "lose_below",
        "lose_after_sets",
        "lose_after_consecutive_sets",
    ] {
        assert!(
            r.get(knob).is_some(),
            "`rules --json` lacks the knob {knob}"
        );
    }
    assert_eq!(json_ok(&t, &["rules", "25"])["target"], 25);
    let list = json_ok(&t, &["rules", "--list"]).to_string();
    for p in [
        "120",
        "auction-45s",
        "partners-120",
        "110",
        "45",
        "25",
        "45-majority",
        "45-spread",
    ] {
        assert!(list.contains(&format!("\"{p}\"")), "--list lacks {p}");
    }
    says(
        fails(&t, &["rules", "nope"], 2),
        "unknown preset 'nope'. Presets: 120, auction-45s",
    );

    let k = json_ok(&t, &["ranks", "--trump", "clubs"]);
    let trumps = k.to_string();
    assert!(trumps.contains("\"5c\"") && trumps.contains("\"10c\"") && trumps.contains("\"Ah\""));
    says(
        fails(&t, &["ranks", "--trump", "x"], 2),
        "--trump: 'x' is not a suit. Write clubs, diamonds, hearts or spades",
    );
}

#[test]
fn check_and_ranks_take_the_rules_of_a_saved_game() {
    let t = Table::new();
    ok(
        &t,
        &[
            "new",
            "oneten",
            "--players",
            "Ann,Bob,Cid",
            "--rules",
            "110",
        ],
    );
    let play = [
        "check", "play", "--trump", "hearts", "--hand", "jh 7c", "--trick", "2h", "--card", "7c",
    ];
    // 120: the J may renege; 110: only the 5. With nothing named, the
    // current game's rules (oneten's, 110) decide.
    assert_eq!(json_code(&t, &play, 1)["rules"], "oneten's (110)");
    let mut with_120 = play.to_vec();
    with_120.extend(["--rules", "120"]);
    assert_eq!(json_code(&t, &with_120, 0)["legal"], true);
    let mut with_game = play.to_vec();
    with_game.extend(["--game", "oneten"]);
    let v = json_code(&t, &with_game, 1);
    assert_eq!(v["legal"], false);
    let mut with_rules = play.to_vec();
    with_rules.extend(["--rules", "110"]);
    assert_eq!(json_code(&t, &with_rules, 1)["legal"], false);
    let mut with_set = play.to_vec();
    with_set.extend(["--set", "renege=five"]);
    assert_eq!(json_code(&t, &with_set, 1)["legal"], false);

    // Off-suit ace: low in 120, high in 110.
    let plain = |args: &[&str]| json_ok(&t, args).to_string();
    let low = plain(&["ranks", "--rules", "120", "--trump", "diamonds"]);
    let high = plain(&["ranks", "--game", "oneten", "--trump", "diamonds"]);
    assert!(low.contains("\"Kc\"") && low.find("\"Kc\"") < low.find("\"Ac\""));
    assert!(high.find("\"Ac\"") < high.find("\"Kc\""));
    let trick = plain(&[
        "--game", "oneten", "check", "trick", "--trump", "d", "--cards", "kc ac",
    ]);
    assert!(trick.contains("\"winner_index\":1"), "{trick}");
}

#[test]
fn ranks_names_a_saved_games_rules_before_the_order() {
    let t = Table::new();
    ok(
        &t,
        &[
            "new",
            "oneten",
            "--players",
            "Ann,Bob,Cid",
            "--rules",
            "110",
        ],
    );
    let text = t.test().args(["ranks", "--trump", "diamonds"]).run().stdout;
    assert_eq!(
        text.lines().next(),
        Some("Ranked by oneten's rules (110)."),
        "{text}"
    );
    // A preset named on the command line is no game's: the order comes first.
    let text = t
        .test()
        .args(["ranks", "--trump", "diamonds", "--rules", "120"])
        .run()
        .stdout;
    assert!(text.starts_with("Trump: diamonds"), "{text}");
}

#[test]
fn check_play_legal_illegal_and_its_fields() {
    let t = Table::new();
    // README's worked examples; cards and suit in any case.
    let v = json_code(
        &t,
        &[
            "check",
            "play",
            "--trump",
            "hearts",
            "--hand",
            "jh 7c 8d ks 2s",
            "--trick",
            "2h",
            "--card",
            "7c",
        ],
        0,
    );
    assert_eq!(v["legal"], true);
    assert_eq!(v["card"], "7c");
    assert!(v["reason"].as_str().is_some_and(|r| !r.is_empty()));
    assert_eq!(
        v["legal_cards"],
        serde_json::json!(["Jh", "7c", "8d", "Ks", "2s"])
    );
    assert_eq!(v["renege"], true);

    let v = json_code(
        &t,
        &[
            "check",
            "play",
            "--trump",
            "H",
            "--hand",
            "JH AH 7C 8D KS",
            "--trick",
            "5H",
            "--card",
            "8D",
        ],
        1,
    );
    assert_eq!(v["legal"], false);
    assert_eq!(v["card"], "8d");
    assert_eq!(v["renege"], false);
    assert_eq!(v["legal_cards"], serde_json::json!(["Jh", "Ah"]));
    // Leading (no --trick): anything; the symbol and the full name of a suit.
    for trump in ["♥", "Hearts"] {
        let v = json_code(
            &t,
            &[
                "check", "play", "--trump", trump, "--hand", "kC 10H", "--card", "Th",
            ],
            0,
        );
        assert_eq!(v["card"], "10h");
        assert_eq!(v["renege"], false);
    }
    // Joker (knob joker): written "Joker".
    let v = json_code(
        &t,
        &[
            "check",
            "play",
            "--set",
            "joker=true",
            "--trump",
            "s",
            "--hand",
            "JOKER 7c",
            "--trick",
            "3s",
            "--card",
            "jk",
        ],
        0,
    );
    assert_eq!(v["card"], "Joker");

    for (bad, words) in [
        (
            &[
                "check", "play", "--trump", "hearts", "--hand", "zz 7c", "--card", "7c",
            ][..],
            "--hand: 'zz' is not a card. Write a rank (2-10 or T, J, Q, K, A) then a suit",
        ),
        (
            &[
                "check", "play", "--trump", "x", "--hand", "7c", "--card", "7c",
            ][..],
            "--trump: 'x' is not a suit. Write clubs, diamonds, hearts or spades",
        ),
        (
            &[
                "check", "play", "--trump", "hearts", "--hand", "jh 7c", "--card", "9c",
            ][..],
            "the 9♣ is not in the hand: --hand is what the player held before playing",
        ),
        (
            &[
                "check", "play", "--trump", "hearts", "--hand", "7c", "--card", "7c", "--rules",
                "nope",
            ][..],
            "unknown preset 'nope'. Presets: 120, auction-45s",
        ),
        (
            &[
                "check", "play", "--trump", "hearts", "--hand", "7c", "--card", "7c", "--set",
                "nope=1",
            ][..],
            "--set nope=1: unknown knob 'nope'",
        ),
        (
            &["check", "play", "--hand", "7c", "--card", "7c"][..],
            "the following required arguments were not provided:\n  --trump <SUIT>",
        ),
    ] {
        says(fails(&t, bad, 2), words);
    }
}

#[test]
fn check_trick_index_is_0_based_and_winner_with_seats() {
    let t = Table::new();
    let v = json_code(
        &t,
        &[
            "check",
            "trick",
            "--trump",
            "spades",
            "--cards",
            "8s 9s 2s ah",
            "--seats",
            "Frank,John,Fred,Jim",
        ],
        0,
    );
    assert_eq!(v["winner_index"], 3);
    assert_eq!(v["card"], "Ah");
    assert!(v["reason"].as_str().is_some_and(|r| !r.is_empty()));
    assert_eq!(v["winner"], "Jim");

    let v = json_code(
        &t,
        &["check", "trick", "--trump", "C", "--cards", "KH,2H,3D,4S"],
        0,
    );
    assert_eq!(v["winner_index"], 0);
    assert_eq!(v["card"], "Kh");
    assert!(v.get("winner").is_none_or(Value::is_null));
    says(
        fails(
            &t,
            &["check", "trick", "--trump", "s", "--cards", "8s 8s"],
            2,
        ),
        "--cards: the 8♠ is listed twice; each card is in the pack only once",
    );
    says(
        fails(
            &t,
            &[
                "check", "trick", "--trump", "s", "--cards", "8s 9s", "--seats", "A,B,C",
            ],
            2,
        ),
        "--seats: 3 names for 2 cards; give one name per card",
    );
}

/// docs/cli.md's round file example, verbatim, completed into five tricks under
/// the 120 rules: Frank+Fred take tricks 2-4; John keeps his 5♠ back when the
/// J♠ is led at trick 4 (a legal renege) and wins trick 5 with it; so the
/// best card is the 5♠ at trick 5 for John+Jim, 15 points each, and Frank's
/// bagged 15 is made, as in docs/cli.md's JSON example.
const ROUND_FILE: &str = r#"rules = "120"                       # a preset; an optional [knobs] table overrides knobs
trump = "spades"
seats = ["Frank", "John", "Fred", "Jim"]         # clockwise
teams = [["Frank", "Fred"], ["John", "Jim"]]     # absent: every player for themself
dealer = "Frank"
bidder = "Frank"                    # absent in games without bidding
bid = 15
bagged = true                       # optional

[hands]                             # optional: each player's five cards after the draw
Frank = ["8s", "js", "ks", "qd", "2c"]

[[tricks]]                          # five of them, in order
leader = "Frank"
cards = ["8s", "9s", "2s", "ah"]    # in play order, starting with the leader

[[tricks]]
leader = "Jim"
cards = ["3D", "QD", "4d", "Kd"]

[[tricks]]
leader = "Fred"
cards = ["6c", "7c", "ks", "8c"]

[[tricks]]
leader = "Frank"
cards = ["js", "10c", "3s", "9h"]

[[tricks]]
leader = "Frank"
cards = ["2c", "5s", "Td", "jd"]
"#;

fn round_file(t: &Table, name: &str, text: &str) -> String {
    let path = t.dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn check_round_on_the_example_round_file() {
    let t = Table::new();
    let path = round_file(&t, "example.toml", ROUND_FILE);
    let v = json_code(&t, &["check", "round", &path], 0);
    let tricks = v["tricks"].as_array().unwrap();
    assert_eq!(tricks.len(), 5);
    let got: Vec<_> = tricks
        .iter()
        .map(|t| {
            (
                t["leader"].as_str().unwrap(),
                t["winner"].as_str().unwrap(),
                t["card"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("Frank", "Jim", "Ah"),
            ("Jim", "Fred", "Kd"),
            ("Fred", "Frank", "Ks"),
            ("Frank", "Frank", "Js"),
            ("Frank", "John", "5s"),
        ]
    );
    assert_eq!(v["best"]["card"], "5s");
    assert_eq!(v["best"]["trick"], 5);
    assert_eq!(v["best"]["side"], "John+Jim");
    assert_eq!(
        v["points"],
        serde_json::json!({"Frank+Fred": 15, "John+Jim": 15})
    );
    assert_eq!(v["made"], true);
    assert_eq!(v["violations"], serde_json::json!([]));
    let text = ok(&t, &["check", "round", &path]);
    assert!(text.contains("Jim"), "{text}");
}

#[test]
fn check_round_reports_a_renege_the_record_proves() {
    // John doesn't follow the J♠ led at trick 4, then plays the 4♠ (not
    // exempt against the J) at trick 5: a renege proved by the record alone.
    let t = Table::new();
    let text = ROUND_FILE.replace(r#"["2c", "5s", "Td", "jd"]"#, r#"["2c", "4s", "Td", "jd"]"#);
    let path = round_file(&t, "renege.toml", &text);
    let v = json_code(&t, &["check", "round", &path], 1);
    let vs = v["violations"].as_array().unwrap();
    assert_eq!(vs.len(), 1, "{v}");
    assert_eq!(vs[0]["trick"], 4);
    assert_eq!(vs[0]["player"], "John");
    assert_eq!(vs[0]["card"], "10c");
    assert!(vs[0]["rule"].as_str().is_some_and(|r| !r.is_empty()));
    assert!(vs[0]["proof"].as_str().is_some_and(|r| !r.is_empty()));
    // The J♠ outranks the A♥: best card at trick 4, Frank+Fred 20.
    assert_eq!(v["best"]["card"], "Js");
    assert_eq!(v["best"]["trick"], 4);
    assert_eq!(
        v["points"],
        serde_json::json!({"Frank+Fred": 20, "John+Jim": 10})
    );
    assert_eq!(v["made"], true);
    run_code(&t, &["check", "round", &path], 1);
}

#[test]
fn check_round_malformed_files_are_exit_2() {
    let t = Table::new();
    let cases = [
        // Wrong number of cards.
        ROUND_FILE.replace(r#"["6c", "7c", "ks", "8c"]"#, r#"["6c", "7c", "ks"]"#),
        // A card played twice.
        ROUND_FILE.replace(r#"["6c", "7c", "ks", "8c"]"#, r#"["6c", "7c", "ks", "9s"]"#),
        // A player out of turn (Fred won trick 2 and leads trick 3).
        ROUND_FILE.replace(r#"leader = "Fred""#, r#"leader = "Jim""#),
        // An unknown card.
        ROUND_FILE.replace(r#""9h""#, r#""zz""#),
        // Not TOML.
        "rules = \n".to_string(),
    ];
    for (i, text) in cases.iter().enumerate() {
        let path = round_file(&t, &format!("bad{i}.toml"), text);
        says(fails(&t, &["check", "round", &path], 2), ": line ");
    }
    // Ambiguity: a round file that can't be read at all is reported as bad
    // input (2), like a malformed one; docs/cli.md's 3 is read as being about the
    // saved games ("storage problem").
    let missing = t.dir.path().join("missing.toml");
    says(
        fails(&t, &["check", "round", missing.to_str().unwrap()], 2),
        "there is no file",
    );
}

#[test]
fn a_round_that_cant_be_true_is_exit_2_and_saves_nothing() {
    let t = Table::new();
    friday(&t);
    let before = files(&t);
    let base = ["round", "--trump", "s"];
    for (extra, words) in [
        // Only the dealer (Dan) can be bagged, and only at the minimum.
        (
            &[
                "--bidder", "Ann", "--bid", "15", "--bagged", "--tricks", "Blue=5", "--best",
                "Blue",
            ][..],
            "only the dealer (Dan) can be bagged; Ann was not dealing",
        ),
        (
            &[
                "--bidder", "Dan", "--bid", "20", "--bagged", "--tricks", "Blue=5", "--best",
                "Blue",
            ][..],
            "a bagged dealer bids exactly 15, not 20",
        ),
        // The best card in a trick the side didn't take.
        (
            &[
                "--bidder", "Dan", "--bid", "15", "--tricks", "Blue=5", "--best", "Red",
            ][..],
            "the best card is given to Red, who took no trick",
        ),
        // Not a bid; tricks that don't add up to 5; a side given twice.
        (
            &[
                "--bidder", "Ann", "--bid", "17", "--tricks", "Blue=5", "--best", "Blue",
            ][..],
            "a bid of 17 is not a multiple of 5; bids go 15, 20, 25, 30",
        ),
        (
            &[
                "--bidder", "Ann", "--bid", "20", "--tricks", "Blue=6", "--best", "Blue",
            ][..],
            "the tricks add up to 6, not 5; every trick of the round goes to one side",
        ),
        (
            &[
                "--bidder", "Ann", "--bid", "20", "--tricks", "Blue=3", "--tricks", "ann=2",
                "--best", "Blue",
            ][..],
            "Blue is given twice; give each side's tricks once (a player counts for their side)",
        ),
        // The auction disagrees with --bidder.
        (
            &[
                "--bidder",
                "Ann",
                "--bid",
                "20",
                "--tricks",
                "Blue=5",
                "--best",
                "Blue",
                "--auction",
                "Ann:15,Cid:20,Bob:pass,Dan:pass",
            ][..],
            "the auction says Cid won at 20, but the round records Ann 20; fix one of them",
        ),
    ] {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        says(fails(&t, &args, 2), words);
    }
    assert_eq!(files(&t), before);
    // The auction's names are WHO too: any case.
    let r = json_ok(
        &t,
        &[
            "round",
            "--bidder",
            "cid",
            "--bid",
            "20",
            "--trump",
            "s",
            "--tricks",
            "Red=4",
            "--tricks",
            "Blue=1",
            "--best",
            "Red",
            "--auction",
            "ann:15,CID:20,bob:PASS,Dan:pass",
        ],
    );
    assert_eq!(r["bidder"], "Cid");
    assert_eq!(r["made"], true);
}

#[test]
fn a_game_file_that_cant_be_replayed_is_exit_3_and_left_as_it_is() {
    let t = Table::new();
    friday(&t);
    json_ok(
        &t,
        &[
            "round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ],
    );
    let path = t.dir.path().join("friday.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    // Valid TOML, but a round no rules allow (a bid of 17); and bytes that
    // aren't text at all.
    let bad_bid = text.replace("amount = 20", "amount = 17");
    assert_ne!(bad_bid, text, "the saved round records its bid as `amount`");
    for damaged in [bad_bid.into_bytes(), b"\xff\xfe not text".to_vec()] {
        std::fs::write(&path, &damaged).unwrap();
        for args in [&["status"][..], &["history"][..], &["undo"][..]] {
            says(fails(&t, args, 3), "left as it is");
        }
        assert_eq!(std::fs::read(&path).unwrap(), damaged);
    }
}

#[test]
fn cards_in_any_case_and_notation() {
    let t = Table::new();
    for (hand, card, want) in [
        ("a♥ 10♣", "A♥", "Ah"),
        ("AH,TC", "tc", "10c"),
        ("ah 10c", "10C", "10c"),
    ] {
        let v = json_code(
            &t,
            &[
                "check", "play", "--trump", "s", "--hand", hand, "--card", card,
            ],
            0,
        );
        assert_eq!(v["card"], want);
        assert_eq!(v["legal_cards"], serde_json::json!(["Ah", "10c"]));
    }
}
