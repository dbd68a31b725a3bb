//! `check round FILE` as a player runs it: exit 0 clean, 1 with violations,
//! 2 for a file that is itself wrong; JSON as docs/cli.md gives it.

use crate::common::{Table, Test};

fn example(name: &str) -> String {
    format!("{}/examples/rounds/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_example_round_exits_by_its_expected_answer() {
    let t = Table::new();
    let dir = format!("{}/examples/rounds", env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let clean = text.lines().any(|l| l.trim() == "#> violations = []");
        let path = path.to_string_lossy().to_string();
        t.test()
            .args(["check", "round", &path])
            .status(if clean { 0 } else { 1 })
            .run();
        seen += 1;
    }
    assert!(seen >= 8);
}

#[test]
fn seed_000_scenario_2_audits_clean_and_never_reports_the_legal_renege() {
    let t = Table::new();
    for file in [
        "scenario2_bagged_renege.toml",
        "scenario2_without_hands.toml",
    ] {
        let v = t.test().args(["check", "round", &example(file)]).json();
        assert_eq!(v["violations"], serde_json::json!([]), "{file}");
        assert_eq!(v["points"]["Frank+Fred"], 15);
        assert_eq!(v["points"]["John+Jim"], 15);
        assert_eq!(v["made"], true);
        assert_eq!(v["best"]["card"], "5s");
    }
}

#[test]
fn check_round_json_has_the_contract_fields() {
    let v = Test::new()
        .args(["check", "round", &example("dispute_follow_or_trump.toml")])
        .status(1)
        .json();
    let trick = &v["tricks"][0];
    for field in ["leader", "winner", "card"] {
        assert!(trick.get(field).is_some(), "trick lacks {field}: {trick}");
    }
    for field in ["card", "trick", "side"] {
        assert!(v["best"].get(field).is_some(), "best lacks {field}");
    }
    let violation = &v["violations"][0];
    for field in ["trick", "player", "card", "rule", "proof"] {
        assert!(violation.get(field).is_some(), "violation lacks {field}");
    }
    assert_eq!(violation["player"], "John");
    assert_eq!(v["made"], true);
}

#[test]
fn the_human_report_shows_each_trick_and_the_proof() {
    Test::new()
        .args([
            "--ascii",
            "check",
            "round",
            &example("dispute_follow_or_trump.toml"),
        ])
        .status(1)
        .stdout_has("Trick 2, John, the 3c")
        .stdout_has("still held the Qh")
        .stdout_has("Frank+Fred bid 20 and made it with 20.")
        .stdout_lacks("♥")
        .run();
}

#[test]
fn a_malformed_round_file_is_exit_2_with_the_line_to_fix() {
    let t = Table::new();
    let path = t.dir.path().join("bad.toml");
    std::fs::write(
        &path,
        "trump = \"spades\"\nseats = [\"A\", \"B\", \"C\", \"D\"]\ndealer = \"A\"\nbidder = \"B\"\nbid = 15\n\n[[tricks]]\nleader = \"B\"\ncards = [\"8s\", \"9s\", \"2s\", \"3s\", \"4s\"]\n",
    )
    .unwrap();
    t.test()
        .args(["check", "round", path.to_str().unwrap()])
        .fails(2)
        .stderr_has("line 9")
        .run();
    // A card played twice.
    std::fs::write(
        &path,
        "trump = \"spades\"\nseats = [\"A\", \"B\"]\ndealer = \"A\"\nbidder = \"B\"\nbid = 15\n\n[[tricks]]\nleader = \"B\"\ncards = [\"8s\", \"9s\"]\n\n[[tricks]]\nleader = \"A\"\ncards = [\"9s\", \"2s\"]\n",
    )
    .unwrap();
    t.test()
        .args(["check", "round", path.to_str().unwrap()])
        .fails(2)
        .stderr_has("the 9♠ is played at trick 1 and again at trick 2; a card is in the pack once")
        .run();
}

#[test]
fn a_missing_round_file_is_a_typo_exit_2() {
    Test::new()
        .args(["check", "round", "no-such-round.toml"])
        .fails(2)
        .stderr_has("there is no file no-such-round.toml: give the path of a round file")
        .run();
}

/// scenario 2 with every hand, cut to `tricks` tricks and without the
/// hands of `without`.
fn scenario_2(t: &Table, tricks: usize, without: &[&str]) -> String {
    let text = std::fs::read_to_string(example("scenario2_bagged_renege.toml")).unwrap();
    let text: String = text
        .split("[[tricks]]")
        .take(tricks + 1)
        .collect::<Vec<_>>()
        .join("[[tricks]]")
        .lines()
        .filter(|l| !without.iter().any(|w| l.starts_with(&format!("{w} ="))))
        .map(|l| format!("{l}\n"))
        .collect();
    let path = t
        .dir
        .path()
        .join(format!("scenario2-{tricks}-{}.toml", without.join("-")));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().to_string()
}

#[test]
fn without_the_hands_the_report_claims_only_what_the_record_proves() {
    let t = Table::new();
    t.test()
        .args(["check", "round", &example("scenario2_without_hands.toml")])
        .status(0)
        .stdout_has("The record proves no play broke a rule. Without the hands, only a renege that a later play reveals can be found; add [hands] to check every play.")
        .stdout_lacks("No play broke a rule.")
        .run();
    let one_missing = scenario_2(&t, 5, &["Jim"]);
    t.test()
        .args(["check", "round", &one_missing])
        .status(0)
        .stdout_has("The record proves no play broke a rule. Without Jim's hand,")
        .run();
    let two_missing = scenario_2(&t, 5, &["Jim", "John"]);
    t.test()
        .args(["check", "round", &two_missing])
        .stdout_has("Without John and Jim's hands,")
        .run();
    // With every hand, every play was checked.
    t.test()
        .args(["check", "round", &scenario_2(&t, 5, &[])])
        .status(0)
        .stdout_has("\nNo play broke a rule.\n")
        .run();
}

#[test]
fn a_round_recorded_so_far_says_how_many_tricks_in_words() {
    let t = Table::new();
    t.test()
        .args(["check", "round", &scenario_2(&t, 1, &[])])
        .stdout_has("Frank+Fred bid 15 and have 0 after 1 trick.")
        .run();
    t.test()
        .args(["check", "round", &scenario_2(&t, 2, &[])])
        .stdout_has("Frank+Fred bid 15 and have 5 after 2 tricks.")
        .run();
}

/// Scenario 3's retrospective with its tricks replaced by `tricks` (leader,
/// cards): a round stopped where the test wants it.
fn scenario_3_with(t: &Table, name: &str, tricks: &[(&str, &str)]) -> String {
    let text = std::fs::read_to_string(example("scenario3_retrospective.toml")).unwrap();
    let mut text = text[..text.find("[[tricks]]").unwrap()].to_string();
    for (leader, cards) in tricks {
        text.push_str(&format!(
            "[[tricks]]\nleader = \"{leader}\"\ncards = [{cards}]\n\n"
        ));
    }
    let path = t.dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().to_string()
}

const FIRST_THREE: [(&str, &str); 3] = [
    ("Jim", r#""5h", "8h", "10h", "2h""#),
    ("Jim", r#""jh", "6h", "9h", "3h""#),
    ("Jim", r#""kh", "ah", "4h", "qh""#),
];

#[test]
fn a_trick_in_progress_is_judged_so_far() {
    let t = Table::new();
    let mut tricks = FIRST_THREE.to_vec();
    tricks.push(("Frank", r#""6c", "7c""#));
    let file = scenario_3_with(&t, "mid-trick.toml", &tricks);
    let v = t.test().args(["check", "round", &file]).json();
    // Points count the three complete tricks; the bid is open.
    assert_eq!(v["points"]["Frank+Fred"], 5, "{v}");
    assert_eq!(v["points"]["John+Jim"], 10, "{v}");
    assert_eq!(v["made"], serde_json::Value::Null, "{v}");
    assert_eq!(v["complete"], false, "{v}");
    let last = &v["tricks"][3];
    assert_eq!(last["complete"], false, "{v}");
    assert_eq!(last["winner"], "Frank", "{v}");
    assert_eq!(v["tricks"][2]["complete"], true, "{v}");
    t.test()
        .args(["check", "round", &file])
        .stdout_has("Frank so far")
        .stdout_has("John+Jim bid 25 and have 10 after 3 tricks.")
        .stdout_has("No play broke a rule.")
        .run();
    // A renege in the trick in progress is found: John holds the 4♥ and
    // plays the 7♣ on Jim's trump lead.
    let tricks = [
        FIRST_THREE[0],
        FIRST_THREE[1],
        ("Jim", r#""kh", "ah", "7c""#),
    ];
    let file = scenario_3_with(&t, "mid-trick-renege.toml", &tricks);
    let v = t
        .test()
        .args(["check", "round", &file, "--json"])
        .status(1)
        .run()
        .json();
    assert_eq!(v["violations"][0]["trick"], 3, "{v}");
    // The first trick still being played: nothing taken yet.
    let file = scenario_3_with(&t, "first-trick.toml", &[("Jim", r#""5h", "8h""#)]);
    t.test()
        .args(["check", "round", &file])
        .stdout_has("Jim so far")
        .stdout_has("John+Jim bid 25 and have 0 before the first trick is complete.")
        .run();
    assert_eq!(v["violations"][0]["player"], "John", "{v}");
}

#[test]
fn a_trick_in_progress_that_cannot_be_true_is_exit_2_with_what_to_write() {
    let t = Table::new();
    let refused = |name: &str, tricks: &[(&str, &str)], says: &str| {
        let file = scenario_3_with(&t, name, tricks);
        t.test()
            .args(["check", "round", &file, "--json"])
            .fails(2)
            .stdout("")
            .stderr_has(says)
            .run();
        t.test()
            .args(["analyze", &file, "--json"])
            .fails(2)
            .stdout("")
            .stderr_has(says)
            .run();
    };
    // A card already played.
    let mut tricks = FIRST_THREE.to_vec();
    tricks.push(("Frank", r#""8h", "7c""#));
    refused(
        "again.toml",
        &tricks,
        "the 8♥ is played at trick 1 and again at trick 4; a card is in the pack once",
    );
    // Out of turn: Frank won trick 3, so John can't lead trick 4.
    let mut tricks = FIRST_THREE.to_vec();
    tricks.push(("John", r#""7c""#));
    refused(
        "out-of-turn.toml",
        &tricks,
        "trick 4 is led by John, but Frank won trick 3 (with the A♥) and so leads the next",
    );
    // An empty trick entry.
    let mut tricks = FIRST_THREE.to_vec();
    tricks.push(("Frank", ""));
    refused(
        "empty.toml",
        &tricks,
        "trick 4 has no cards; list the cards played to it in play order, the leader's first, or remove the empty [[tricks]] entry",
    );
    // A short trick that is not the last.
    let tricks = [
        ("Jim", r#""5h", "8h", "10h""#),
        ("Jim", r#""jh", "6h", "9h", "3h""#),
    ];
    refused(
        "short-first.toml",
        &tricks,
        "trick 1 has 3 cards but there are 4 players: one card from each, the leader's first (only the last trick may be still in play)",
    );
}

/// A cut-throat round: one player's grammar ("Eve is set", "Eve has").
#[test]
fn one_player_is_set_and_has_points() {
    let t = Table::new();
    let head = "rules = \"120\"\ntrump = \"spades\"\nseats = [\"Eve\", \"Fay\", \"Gus\"]\ndealer = \"Gus\"\nbidder = \"Eve\"\nbid = 25\n";
    let tricks = [
        ("Eve", r#""5s", "2s", "3s""#),
        ("Eve", r#""js", "4s", "6s""#),
        ("Eve", r#""ah", "7s", "qs""#),
        ("Eve", r#""2d", "kd", "qd""#),
        ("Fay", r#""3c", "4c", "5c""#),
    ];
    let file = |n: usize| {
        let mut text = head.to_string();
        for (leader, cards) in &tricks[..n] {
            text.push_str(&format!(
                "\n[[tricks]]\nleader = \"{leader}\"\ncards = [{cards}]\n"
            ));
        }
        let path = t.dir.path().join(format!("ct{n}.toml"));
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().to_string()
    };
    let out = t
        .test()
        .args(["check", "round", &file(5)])
        .env("COLUMNS", "60")
        .run()
        .stdout;
    assert!(out.contains("Eve bid 25, took 20, and is set."), "{out}");
    for line in out.lines() {
        assert!(line.chars().count() <= 60, "{line}\n\n{out}");
    }
    t.test()
        .args(["check", "round", &file(2)])
        .stdout_has("Eve bid 25 and has ")
        .stdout_lacks("and have")
        .run();
}
