//! The score sheet, continued (docs/cli.md): `edit`, `history --changes`,
//! `new --score`, `rematch`, `restore`, `round --renege`, through the real
//! binary, with figures worked by hand. Every refusal is exit 2 and leaves
//! the saved files byte-for-byte as they were.

use std::fs;

use crate::common::{words, Table};
use serde_json::Value;

/// Blue (Ann, Bob) against Red (Cid, Dan); seats Ann, Cid, Bob, Dan; Dan
/// deals first, so the deal goes Dan, Ann, Cid, Bob.
const TEAMS: &str = "--teams Blue=Ann,Bob --teams Red=Cid,Dan";

/// Runs a line that must succeed (saying nothing on stderr); its stdout.
fn ok(t: &Table, line: &str) -> String {
    t.test().args(words(line)).run().stdout
}

/// Runs a line that must succeed with --json; its document.
fn json(t: &Table, line: &str) -> Value {
    t.test().args(words(line)).json()
}

/// Runs a line that must be refused with exit 2, a message on stderr
/// holding `says`, and nothing on disk changed.
fn refused(t: &Table, line: &str, says: &str) {
    t.test()
        .args(words(line))
        .fails(2)
        .stderr_has(says)
        .files_unchanged()
        .run();
}

fn scores(t: &Table) -> Vec<i64> {
    json(t, "status")["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["score"].as_i64().unwrap())
        .collect()
}

/// Three rounds of 120:
/// 1. Dan deals, Ann bids 20: Blue 3 tricks + best = 20 (made), Red 10.  20-10
/// 2. Ann deals, Cid bids 20: Red 3 tricks + best = 20 (made), Blue 10.  30-30
/// 3. Cid deals, Bob bids 25: Blue 4 tricks + best = 25 (made), Red 5.   55-35
fn three_rounds() -> Table {
    let t = Table::new();
    ok(&t, &format!("new fri {TEAMS}"));
    ok(
        &t,
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
    );
    ok(
        &t,
        "round --bidder Bob --bid 25 --trump clubs --tricks Blue=4 --tricks Red=1 --best Blue",
    );
    assert_eq!(scores(&t), vec![55, 35]);
    t
}

#[test]
fn edit_rescores_the_rounds_after_and_says_what_moved() {
    let t = three_rounds();
    // Round 2 was really a bid of 25: Red took 20 and are set 25, Blue
    // still take their 10. 30-(-15) after round 2, 55-(-10) after round 3.
    let out = ok(
        &t,
        "edit 2 --bidder Cid --bid 25 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
    );
    assert!(
        out.contains("Corrected round 2: Cid bid 25 in ♠ spades; Red took 20 and are set."),
        "{out}"
    );
    assert!(
        out.contains("It was: Cid bid 20 in ♠ spades; Red made it with 20.\n"),
        "{out}"
    );
    assert!(out.contains("round 2: Red +20 → -25 (made → set)"), "{out}");
    assert_eq!(scores(&t), vec![55, -10]);
    let history = json(&t, "history");
    let after: Vec<i64> = history["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["scores"]["Red"].as_i64().unwrap())
        .collect();
    assert_eq!(after, vec![10, -15, -10]);
    // The rounds keep their dealers and the deal goes on as before.
    assert_eq!(json(&t, "status")["dealer_next"], "Bob");
}

#[test]
fn edit_json_is_the_round_plus_the_rounds_rescored() {
    let t = three_rounds();
    // Round 1 with Red taking the best card: Blue 15 < 20, set; Red 15.
    let doc = json(
        &t,
        "edit 1 --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Red",
    );
    assert_eq!(doc["round"], 1);
    assert_eq!(doc["made"], false);
    assert_eq!(doc["delta"]["Blue"], -20);
    assert_eq!(doc["delta"]["Red"], 15);
    // Scores after round 1: -20 and 15.
    assert_eq!(doc["scores"]["Blue"], -20);
    assert_eq!(doc["rescored"], serde_json::json!([1]));
    assert_eq!(scores(&t), vec![15, 40]);
}

#[test]
fn a_frozen_side_makes_later_rounds_score_differently() {
    // auction-45s: a side past 100 adds nothing unless it wins the bid.
    // Blue start on 90 (a paper sheet), Red on 0. Dan deals round 1.
    // 1. Cid bids 20, Red 3 + best = 20 made; Blue 10 → 100 (not past 100).
    // 2. Ann deals, Cid bids 20, Red 3 + best = 20 made; Blue 2 tricks: 110.
    // 3. Cid deals, Dan bids 20, Red 4 + best = 25 made; Blue past 100: frozen, 0.
    let t = Table::new();
    ok(
        &t,
        &format!("new fri {TEAMS} --rules auction-45s --score Blue=90"),
    );
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump hearts --tricks Blue=2 --tricks Red=3 --best Red",
    );
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump hearts --tricks Blue=2 --tricks Red=3 --best Red",
    );
    ok(
        &t,
        "round --bidder Dan --bid 20 --trump hearts --tricks Blue=1 --tricks Red=4 --best Red",
    );
    assert_eq!(scores(&t), vec![110, 65]);
    // Round 1 corrected: Blue took 1 trick, not 2: 95, then 105, and round
    // 3's trick is still frozen. Only round 1's score moves... and round 2
    // is unchanged (+10), so Blue end on 105.
    let doc = json(
        &t,
        "edit 1 --bidder Cid --bid 20 --trump hearts --tricks Blue=1 --tricks Red=4 --best Red",
    );
    assert_eq!(doc["rescored"], serde_json::json!([1]));
    assert_eq!(scores(&t), vec![105, 70]);
    // Round 2 corrected so Blue took nothing: 95 after it, and round 3's
    // trick now counts (Blue not past 100): round 3 is rescored, +5.
    let doc = json(
        &t,
        "edit 2 --bidder Cid --bid 20 --trump hearts --tricks Red=5 --best Red",
    );
    assert_eq!(doc["rescored"], serde_json::json!([2, 3]));
    assert_eq!(scores(&t), vec![100, 80]);
}

#[test]
fn a_correction_that_makes_a_later_round_impossible_is_refused() {
    // auction-45s: only a side in the hole may bid 60 (made: 120).
    // 1. Dan deals, Cid bids 30, Red take 10: set 30. Blue 20, Red -30.
    // 2. Ann deals, Cid bids 60 in the hole and takes everything: +120.
    let t = Table::new();
    ok(&t, &format!("new fri {TEAMS} --rules auction-45s"));
    ok(
        &t,
        "round --bidder Cid --bid 30 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    ok(
        &t,
        "round --bidder Cid --bid 60 --trump spades --tricks Red=5 --best Red",
    );
    assert_eq!(scores(&t), vec![20, 90]);
    // Had Red made the 30 in round 1 they would not be in the hole, and
    // round 2's 60 could not have been bid.
    refused(
        &t,
        "edit 1 --bidder Cid --bid 30 --trump hearts --tricks Red=5 --best Red",
        "this correction would make round 2 impossible: Red can't bid 60",
    );
    // What to do about it, in this program's commands.
    refused(
        &t,
        "edit 1 --bidder Cid --bid 30 --trump hearts --tricks Red=5 --best Red",
        ". Nothing was changed; correct round 2 as well first, or take the later rounds back with `fortyfives undo`\n",
    );
}

#[test]
fn a_correction_that_ends_the_game_earlier_is_refused() {
    // 120 from a paper sheet: Blue 100, Red 0.
    // 1. Dan deals, Cid bids 20: Red 3 + best = 20 made; Blue 10 → 110.
    // 2. Ann deals, Ann bids 20: Blue 3 + best = 20 → 130, Blue win.
    let t = Table::new();
    ok(&t, &format!("new fri {TEAMS} --score Blue=100"));
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump hearts --tricks Blue=2 --tricks Red=3 --best Red",
    );
    let out = ok(
        &t,
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    assert!(out.contains("Blue win the game with 130!"), "{out}");
    // If Blue had bid and made round 1 they would have won there.
    refused(
        &t,
        "edit 1 --bidder Ann --bid 20 --trump hearts --tricks Blue=4 --tricks Red=1 --best Blue",
        "this correction would make round 2 impossible: the game is over (Blue won)",
    );
    // A correction that changes the winner is fine: Red's round 2 set.
    let out = ok(
        &t,
        "edit 2 --bidder Ann --bid 20 --trump hearts --tricks Blue=1 --tricks Red=4 --best Red",
    );
    assert!(
        out.contains("The game is no longer over: Blue had won, and play goes on."),
        "{out}"
    );
    assert_eq!(scores(&t), vec![90, 45]);
}

#[test]
fn editing_a_round_to_its_own_facts_changes_nothing() {
    let t = three_rounds();
    t.test()
        .args(words(
            "edit 2 --bidder Cid --bid 20 --trump spades --tricks Blue=2 --tricks Red=3 --best Red",
        ))
        .stdout_has("Round 2 already says that: nothing was changed.")
        .files_unchanged()
        .run();
}

#[test]
fn bad_edits_are_refused_and_change_nothing() {
    let t = three_rounds();
    refused(
        &t,
        "edit 4 --bidder Ann --bid 20 --tricks Blue=5 --best Blue",
        "fri has no round 4: its rounds are 1 to 3",
    );
    refused(
        &t,
        "edit 0 --bidder Ann --bid 20 --tricks Blue=5 --best Blue",
        "fri has no round 0",
    );
    refused(&t, "edit 2", "what should round 2 say?");
    refused(
        &t,
        "edit 2 --bidder Eve --bid 20 --tricks Blue=5 --best Blue",
        "Eve",
    );
    refused(
        &t,
        "edit 2 --bidder Cid --bid 20 --tricks Blue=4 --tricks Red=2 --best Red",
        "round 2: the tricks add up to 6",
    );
    refused(&t, "edit two --bidder Ann", "two");
    let fresh = Table::new();
    ok(&fresh, &format!("new empty {TEAMS}"));
    refused(
        &fresh,
        "edit 1 --bidder Ann --bid 20 --tricks Blue=5 --best Blue",
        "empty has no round 1: no round is recorded yet",
    );
}

#[test]
fn history_changes_lists_every_edit_undo_and_redo_with_its_time() {
    let t = three_rounds();
    ok(&t, "edit 2 --bidder Cid --bid 25 --trump spades --tricks Blue=2 --tricks Red=3 --best Red --note 'it was 25'");
    ok(&t, "undo");
    ok(&t, "redo");
    let out = ok(&t, "history --changes");
    assert!(out.contains("fri: 3 changes"), "{out}");
    assert!(out.contains("round 2 corrected\n      was: Cid bid 20 in ♠ spades; tricks Blue 2, Red 3; best card Red\n      now: Cid bid 25 in ♠ spades; tricks Blue 2, Red 3; best card Red; note: it was 25"), "{out}");
    assert!(out.contains("round 3 taken back (undo): Bob bid 25 in ♣ clubs; tricks Blue 4, Red 1; best card Blue"), "{out}");
    assert!(out.contains("round 3 put back (redo): Bob bid 25"), "{out}");
    let doc = json(&t, "history --changes");
    let changes = doc["changes"].as_array().unwrap();
    let kinds: Vec<&str> = changes
        .iter()
        .map(|c| c["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["edit", "undo", "redo"]);
    assert_eq!(changes[0]["round"], 2);
    assert_eq!(changes[0]["before"]["bid"], 20);
    assert_eq!(changes[0]["after"]["bid"], 25);
    assert_eq!(changes[0]["after"]["tricks"]["Red"], 3);
    assert!(changes[0]["at"].as_str().unwrap().contains('T'));
    assert_eq!(changes[1]["before"]["bidder"], "Bob");
    assert_eq!(changes[1]["after"], Value::Null);
    // The file keeps it all, and says it needs format 2.
    let text = fs::read_to_string(t.dir.path().join("fri.toml")).unwrap();
    assert!(text.starts_with("schema = 2\n"), "{text}");
    assert_eq!(text.matches("[[changes]]").count(), 3, "{text}");
}

#[test]
fn a_game_saved_before_the_change_log_still_loads_and_keeps_its_format() {
    let t = Table::new();
    ok(&t, &format!("new old {TEAMS}"));
    ok(
        &t,
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    let text = fs::read_to_string(t.dir.path().join("old.toml")).unwrap();
    assert!(text.starts_with("schema = 1\n"), "{text}");
    let out = ok(&t, "history --changes");
    assert!(out.contains("old: 0 changes"), "{out}");
}

#[test]
fn a_game_picked_up_from_paper_counts_from_the_sheet() {
    // 120, Blue 85 and Red in the hole at -20 on the paper sheet.
    // 1. Dan deals, Cid bids 20: Red 4 tricks + best = 25 made → 5; Blue 5 → 90.
    // 2. Ann deals, Bob bids 30: Blue 5 tricks + best = 30 made → 120: Blue win.
    let t = Table::new();
    let out = ok(
        &t,
        &format!("new fri {TEAMS} --score Blue=85 --score Red=-20"),
    );
    assert!(
        out.contains("Started from a paper score sheet: Blue 85, Red -20."),
        "{out}"
    );
    assert_eq!(scores(&t), vec![85, -20]);
    ok(
        &t,
        "round --bidder Cid --bid 20 --trump hearts --tricks Blue=1 --tricks Red=4 --best Red",
    );
    assert_eq!(scores(&t), vec![90, 5]);
    let out = ok(&t, "history");
    assert!(
        out.contains("Started from a paper score sheet: Blue 85, Red -20."),
        "{out}"
    );
    let start_row = out
        .lines()
        .find(|l| l.contains("start"))
        .expect("a starting line");
    assert!(
        start_row.contains("85") && start_row.contains("-20"),
        "{start_row}"
    );
    assert_eq!(
        json(&t, "history")["start"],
        serde_json::json!({"Blue": 85, "Red": -20})
    );
    let out = ok(
        &t,
        "round --bidder Bob --bid 30 --trump spades --tricks Blue=5 --best Blue",
    );
    assert!(out.contains("Blue win the game with 120!"), "{out}");
}

#[test]
fn the_hole_and_sixty_for_one_twenty_count_from_the_sheet() {
    // auction-45s: a side in the hole may bid 60. Red start at -30.
    let t = Table::new();
    ok(
        &t,
        &format!("new fri {TEAMS} --rules auction-45s --score Red=-30"),
    );
    // Dan deals; Cid bids 60 and takes all five tricks and the best: +120.
    ok(
        &t,
        "round --bidder Cid --bid 60 --trump spades --tricks Red=5 --best Red",
    );
    assert_eq!(scores(&t), vec![0, 90]);
    // Blue are not in the hole: they can't.
    refused(
        &t,
        "round --bidder Ann --bid 60 --trump spades --tricks Blue=5 --best Blue",
        "Blue can't bid 60",
    );
}

#[test]
fn bad_paper_sheets_are_refused() {
    let t = Table::new();
    refused(
        &t,
        &format!("new fri {TEAMS} --score Green=40"),
        "--score Green=40: 'Green' is not at this table; the sides are Blue, Red",
    );
    refused(
        &t,
        &format!("new fri {TEAMS} --score Blue=forty"),
        "'forty' is not a score",
    );
    refused(&t, &format!("new fri {TEAMS} --score Blue"), "write SIDE=N");
    refused(
        &t,
        &format!("new fri {TEAMS} --score Blue=120"),
        "Blue can't start on 120: at 120 the game is already won",
    );
    refused(
        &t,
        &format!("new fri {TEAMS} --score Blue=42"),
        "scores go in fives",
    );
    refused(
        &t,
        &format!("new fri {TEAMS} --score Blue=40 --score Ann=45"),
        "Blue is given twice",
    );
    refused(
        &t,
        &format!("new fri {TEAMS} --rules auction-45s --score Red=-205"),
        "below -200 a side has lost",
    );
    assert!(!t.dir.path().join("fri.toml").exists());
}

/// Blue win `fri` in one round from a paper sheet of 100: Dan deals, Ann
/// bids 20 and takes 4 tricks and the best card, 25: Blue 125.
fn blue_win_a_game() -> Table {
    let t = Table::new();
    ok(
        &t,
        &format!("new fri {TEAMS} --rules auction-45s --set target=125 --score Blue=100"),
    );
    let out = ok(
        &t,
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=4 --tricks Red=1 --best Blue",
    );
    assert!(out.contains("Blue win the game with 125!"), "{out}");
    t
}

#[test]
fn a_rematch_keeps_the_table_and_rules_and_the_deal_goes_on() {
    let t = blue_win_a_game();
    let out = ok(&t, "rematch");
    assert!(
        out.contains("Started fri-2, a rematch of fri: Blue (Ann, Bob) vs Red (Cid, Dan)"),
        "{out}"
    );
    // Dan dealt the last round: Ann, on his left, deals the rematch.
    assert!(
        out.contains("The deal goes on: Ann deals first; Cid bids first."),
        "{out}"
    );
    assert!(
        out.contains("Blue lead the series 1-0 (fri, fri-2)."),
        "{out}"
    );
    // Made current, same rules (the house knob target=125 included), from 0.
    let status = json(&t, "status");
    assert_eq!(status["game"], "fri-2");
    assert_eq!(status["target"], 125);
    assert_eq!(status["dealer_next"], "Ann");
    assert_eq!(scores(&t), vec![0, 0]);
    let rules = ok(&t, "rules --game fri-2");
    assert!(rules.contains("auction-45s"), "{rules}");
    // Red win the rematch, 30 for 60 three times (Ann, Cid, Bob deal): 180.
    ok(
        &t,
        "round --bidder Cid --bid 30 --trump spades --tricks Red=5 --best Red",
    );
    ok(
        &t,
        "round --bidder Dan --bid 30 --trump spades --tricks Red=5 --best Red",
    );
    let out = ok(
        &t,
        "round --bidder Cid --bid 30 --trump spades --tricks Red=5 --best Red",
    );
    assert!(out.contains("Red win the game with 180!"), "{out}");
    let out = ok(&t, "rematch");
    // Bob dealt the last round of fri-2: Dan deals fri-3.
    assert!(out.contains("Started fri-3, a rematch of fri-2"), "{out}");
    assert!(
        out.contains("The deal goes on: Dan deals first; Ann bids first."),
        "{out}"
    );
    assert!(
        out.contains("The series is level at 1-1 (fri, fri-2, fri-3)."),
        "{out}"
    );
    for bidder in ["Ann", "Bob", "Ann"] {
        ok(
            &t,
            &format!("round --bidder {bidder} --bid 30 --trump spades --tricks Blue=5 --best Blue"),
        );
    }
    let out = ok(&t, "status");
    assert!(
        out.contains("Blue lead the series 2-1 (fri, fri-2, fri-3)."),
        "{out}"
    );
    // The first game of the series shows it too, and so does --json.
    let out = ok(&t, "status --game fri");
    assert!(
        out.contains("Blue lead the series 2-1 (fri, fri-2, fri-3)."),
        "{out}"
    );
    let doc = json(&t, "status");
    assert_eq!(
        doc["series"]["games"],
        serde_json::json!(["fri", "fri-2", "fri-3"])
    );
    assert_eq!(
        doc["series"]["wins"],
        serde_json::json!({"Blue": 2, "Red": 1})
    );
    assert_eq!(doc["series"]["leader"], "Blue");
    // A game on its own has no series.
    let lone = Table::new();
    ok(&lone, &format!("new solo {TEAMS}"));
    assert_eq!(json(&lone, "status").get("series"), None);
    assert!(!ok(&lone, "status").contains("series"));
}

#[test]
fn a_rematch_can_be_named_and_is_refused_under_a_name_taken() {
    let t = blue_win_a_game();
    ok(&t, &format!("new other {TEAMS}"));
    refused(
        &t,
        "rematch other --game fri",
        "a game named 'other' already exists",
    );
    refused(
        &t,
        "rematch FRI --game fri",
        "a game named 'fri' already exists",
    );
    refused(&t, "rematch 'bad/name' --game fri", "can't be a game name");
    refused(&t, "rematch --game nosuch", "nosuch");
    let out = ok(&t, "rematch decider --game fri");
    assert!(out.contains("Started decider, a rematch of fri"), "{out}");
    // One rematch per game: the series goes on from its latest game.
    refused(&t, "rematch --game fri", "fri already has a rematch, decider; a series goes on from its latest game: `fortyfives rematch --game decider`");
    assert_eq!(json(&t, "status")["game"], "decider");
}

#[test]
fn restore_brings_back_the_most_recent_deletion_and_never_overwrites() {
    let t = three_rounds();
    ok(&t, "delete fri");
    assert!(!t.dir.path().join("fri.toml").exists());
    // Another game called fri, one round, deleted after the first.
    ok(&t, &format!("new fri {TEAMS}"));
    ok(
        &t,
        "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    // A saved game of the same name is never overwritten.
    refused(&t, "restore fri", "a game named 'fri' is saved");
    ok(&t, "delete fri");
    let list = json(&t, "restore --list");
    let names: Vec<&str> = list["deleted"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["fri", "fri"]);
    let out = ok(&t, "restore --list");
    assert!(out.contains("fri ←"), "{out}");
    // The most recent deletion: the one-round game, made current.
    let out = ok(&t, "restore fri");
    assert!(
        out.contains("Restored fri; it is the current game again."),
        "{out}"
    );
    assert!(out.contains("fri: 1 round played"), "{out}");
    assert_eq!(json(&t, "status")["rounds"], 1);
    assert_eq!(
        json(&t, "restore --list")["deleted"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // The older one can come back once the name is free again.
    ok(&t, "delete fri");
    ok(&t, "restore fri");
    assert_eq!(json(&t, "status")["rounds"], 1);
}

#[test]
fn restore_with_nothing_to_restore_is_refused() {
    let t = Table::new();
    refused(
        &t,
        "restore fri",
        "no deleted game named 'fri' to restore: no game has been deleted",
    );
    ok(&t, &format!("new other {TEAMS}"));
    ok(&t, "delete other");
    refused(
        &t,
        "restore fri",
        "no deleted game named 'fri' to restore. Deleted games: other.",
    );
    refused(&t, "restore 'bad/name'", "can't be a game name");
    refused(&t, "restore", "required");
    let out = ok(&t, "restore --list");
    assert!(out.contains("other"), "{out}");
    let empty = Table::new();
    assert_eq!(ok(&empty, "restore --list"), "No deleted games are kept.\n");
}

#[test]
fn a_renege_under_lose_hand_costs_the_offending_side_the_hand() {
    let t = Table::new();
    ok(
        &t,
        &format!("new fri {TEAMS} --set renege_penalty=lose-hand"),
    );
    // 1. Dan deals, Ann bids 20: Blue 2 tricks (10), Red 3 + best (20).
    //    Cid (Red, not bidding) reneged: Blue make their 20, scoring the
    //    greater of 20 and the 10 taken; Red score nothing. 20-0.
    let doc = json(&t, "round --bidder Ann --bid 20 --trump hearts --tricks Blue=2 --tricks Red=3 --best Red --renege Cid");
    assert_eq!(doc["made"], true);
    assert_eq!(doc["delta"], serde_json::json!({"Blue": 20, "Red": 0}));
    assert!(
        doc["notes"][0]
            .as_str()
            .unwrap()
            .contains("Cid reneged: Red score nothing this round and Blue make the bid of 20"),
        "{doc}"
    );
    // 2. Ann deals, Cid bids 25: Red 4 tricks + best (25) would make it,
    //    but Cid reneged: Red are set 25; Blue keep their 5. 25 to -25.
    let out = ok(&t, "round --bidder Cid --bid 25 --trump spades --tricks Blue=1 --tricks Red=4 --best Red --renege Cid");
    assert!(
        out.contains("Cid reneged: Red are set 25 (renege_penalty = lose-hand)."),
        "{out}"
    );
    assert_eq!(scores(&t), vec![25, -25]);
    // 3. Cid deals, Bob bids 20 and Blue take everything (30): the greater
    //    of 20 and 30. Red (the side named) reneged and score nothing.
    let doc = json(
        &t,
        "round --bidder Bob --bid 20 --trump clubs --tricks Blue=5 --best Blue --renege Red",
    );
    assert_eq!(doc["delta"], serde_json::json!({"Blue": 30, "Red": 0}));
    assert_eq!(scores(&t), vec![55, -25]);
    // The history keeps who reneged, and the file says it needs format 2.
    let text = fs::read_to_string(t.dir.path().join("fri.toml")).unwrap();
    assert!(text.starts_with("schema = 2\n"), "{text}");
    assert!(text.contains("renege_penalty = \"lose-hand\""), "{text}");
}

#[test]
fn a_renege_under_none_is_recorded_and_the_tricks_stand() {
    let t = Table::new();
    ok(&t, &format!("new fri {TEAMS}"));
    let out = ok(&t, "round --bidder Ann --bid 20 --trump hearts --tricks Blue=2 --tricks Red=3 --best Red --renege Cid");
    assert!(
        out.contains(
            "Cid reneged: recorded, and the tricks stand as played (renege_penalty = none)."
        ),
        "{out}"
    );
    assert_eq!(scores(&t), vec![-20, 20]);
}

#[test]
fn a_renege_in_a_game_without_bidding_loses_the_offenders_tricks() {
    // 45 under lose-hand: Ann took 3 tricks and the best card (20) but reneged.
    let t = Table::new();
    ok(
        &t,
        "new k --players Ann,Bob --rules 45 --set renege_penalty=lose-hand",
    );
    let doc = json(
        &t,
        "round --trump clubs --tricks Ann=3 --tricks Bob=2 --best Ann --renege Ann",
    );
    assert_eq!(doc["delta"], serde_json::json!({"Ann": 0, "Bob": 10}));
}

#[test]
fn round_from_a_file_applies_the_penalty_to_a_renege_the_audit_proves() {
    let file = format!(
        "{}/examples/rounds/dispute_renege_proven_by_record.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    // John's 7♦ on a trump lead is proven illegal by the record. Frank bid
    // 20; Frank+Fred took 25, John+Jim 5.
    let t = Table::new();
    ok(
        &t,
        "new g --teams Frank,Fred --teams John,Jim --set renege_penalty=lose-hand",
    );
    let doc = json(&t, &format!("round --from {file}"));
    assert_eq!(
        doc["delta"],
        serde_json::json!({"Frank+Fred": 25, "John+Jim": 0})
    );
    let notes = doc["notes"].to_string();
    assert!(
        notes.contains("John reneged: John+Jim score nothing this round"),
        "{notes}"
    );
    // Under the default (none) the tricks stand: 25 and 5.
    let t = Table::new();
    ok(&t, "new g --teams Frank,Fred --teams John,Jim");
    let doc = json(&t, &format!("round --from {file}"));
    assert_eq!(
        doc["delta"],
        serde_json::json!({"Frank+Fred": 25, "John+Jim": 5})
    );
}

#[test]
fn a_renege_naming_someone_not_at_the_table_is_refused() {
    let t = three_rounds();
    refused(&t, "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue --renege Eve", "--renege");
    refused(&t, "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue --renege Eve", "Eve");
    refused(&t, "edit 1 --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue --renege Green", "Green");
    refused(
        &t,
        &format!("new x {TEAMS} --set renege_penalty=sometimes"),
        "renege_penalty",
    );
}

#[test]
fn a_note_with_terminal_escapes_is_printed_harmless() {
    let t = three_rounds();
    t.test()
        .args(words(
            "edit 1 --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue --note",
        ))
        .arg("red\u{1b}[31m\nline")
        .run();
    for line in ["history --changes", "history"] {
        let out = ok(&t, line);
        assert!(!out.contains('\u{1b}'), "`{line}`: {out:?}");
        assert!(
            out.contains("note: red\u{FFFD}[31m line"),
            "`{line}`: {out}"
        );
    }
}

#[test]
fn a_correction_that_puts_a_later_bidder_out_of_the_game_is_refused() {
    // Three teams (seats A1, B1, C1, A2, B2, C2; C2 deals first), out
    // below -30. Red start on -10.
    // 1. C2 deals, A1 bids 15 for Red and takes 1 trick: set, -25.
    // 2. A1 deals, B1 bids 20 for Green and takes 4 tricks + best: Green
    //    15 + 25 = 40, Blue 10 + 5 = 15.
    let t = Table::new();
    ok(&t, "new tri --teams Red=A1,A2 --teams Green=B1,B2 --teams Blue=C1,C2 --set lose_below=-30 --score Red=-10");
    ok(&t, "round --bidder A1 --bid 15 --trump hearts --tricks Red=1 --tricks Green=2 --tricks Blue=2 --best Green");
    ok(
        &t,
        "round --bidder B1 --bid 20 --trump hearts --tricks Green=4 --tricks Blue=1 --best Green",
    );
    assert_eq!(scores(&t), vec![-25, 40, 15]);
    // Had Red bid 25, they would have fallen to -35 and left the game, and
    // the deal would have skipped A1.
    refused(
        &t,
        "edit 1 --bidder A1 --bid 25 --trump hearts --tricks Red=1 --tricks Green=2 --tricks Blue=2 --best Green",
        "this correction would make round 2 impossible: it is B1's deal, not A1's: the deal passes to the left (after the correction Red are out of the game)",
    );
}

#[test]
fn edit_from_a_round_file_replaces_the_round_with_its_audited_play() {
    let file = format!(
        "{}/examples/rounds/dispute_renege_proven_by_record.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    // Jim dealt; the table first wrote Frank's 20 down as set (15 taken).
    let t = Table::new();
    ok(&t, "new g --teams Frank,Fred --teams John,Jim");
    ok(&t, "round --bidder Frank --bid 20 --trump spades --tricks Frank+Fred=2 --tricks John+Jim=3 --best Frank+Fred");
    assert_eq!(scores(&t), vec![-20, 15]);
    // The play record says Frank+Fred took 25 and John+Jim 5: made.
    let doc = json(&t, &format!("edit 1 --from {file}"));
    assert_eq!(doc["made"], true);
    assert_eq!(doc["rescored"], serde_json::json!([1]));
    assert_eq!(scores(&t), vec![25, 5]);
    // The same file again changes nothing.
    let out = ok(&t, &format!("edit 1 --from {file}"));
    assert!(out.contains("Round 1 already says that"), "{out}");
}

#[test]
fn a_round_after_the_end_points_to_the_rematch() {
    let t = blue_win_a_game();
    let round = "round --bidder Cid --bid 20 --tricks Blue=2 --tricks Red=3 --best Red";
    refused(
        &t,
        round,
        "play again at the same table with `fortyfives rematch`",
    );
    // Once the rematch is started, the finished game points to it.
    ok(&t, "rematch");
    refused(
        &t,
        &format!("{round} --game fri"),
        "its rematch is fri-2: go on with `fortyfives use fri-2`",
    );
}

#[test]
fn history_last_shows_only_the_latest_rounds_with_their_totals() {
    let t = three_rounds();
    let out = t
        .test()
        .args(["history", "--last", "2"])
        .env("COLUMNS", "100")
        .stdout_has("The last 2 of 3 rounds")
        .run()
        .stdout;
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with('│') && !l.contains("Dealer"))
        .collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(rows[0].starts_with("│ 2 "), "{out}");
    // The running totals are the game's, not counted from the rows shown.
    assert!(
        rows[1].starts_with("│ 3 ") && rows[1].contains("55"),
        "{out}"
    );
    let doc = json(&t, "history --last 1");
    let rounds = doc["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 1, "{doc}");
    assert_eq!(rounds[0]["round"], 3);
    assert_eq!(rounds[0]["scores"]["Blue"], 55);
    // More than were played: all of them, and no line about the rest.
    t.test()
        .args(["history", "--last", "9"])
        .stdout_lacks("The last")
        .stdout_has("│ 1 ")
        .run();
    refused(&t, "history --last 0", "a number of rounds starts at 1");
    refused(
        &t,
        "history --last x",
        "a number of rounds is a whole number",
    );
    refused(&t, "history --last 2 --changes", "cannot be used with");
}

#[test]
fn the_change_log_keeps_the_auction_of_a_round_taken_back() {
    let t = Table::new();
    ok(&t, &format!("new fri {TEAMS}"));
    // Dan deals: Ann calls first, then Cid, Bob and Dan.
    ok(
        &t,
        "round --auction Ann:15,Cid:pass,Bob:20,Dan:pass --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
    );
    ok(&t, "undo");
    let out = ok(&t, "history --changes");
    assert!(
        out.contains("auction Ann 15, Cid pass, Bob 20, Dan pass"),
        "{out}"
    );
    let doc = json(&t, "history --changes");
    assert_eq!(
        doc["changes"][0]["before"]["auction"],
        "Ann:15,Cid:pass,Bob:20,Dan:pass"
    );
}

#[test]
fn a_rounds_notes_under_the_history_wrap_between_words_at_the_window() {
    let t = Table::with_teams("friday");
    t.test()
        .args([
            "round", "--bidder", "Cid", "--bid", "25", "--trump", "spades", "--tricks", "Blue=2",
            "--tricks", "Red=3", "--best", "Blue", "--renege", "Bob",
        ])
        .run();
    let text = t.test().arg("history").env("COLUMNS", "60").run().stdout;
    assert!(
        text.lines().all(|l| l.chars().count() <= 60),
        "a line is wider than the window:\n{text}"
    );
    // The renege's line goes on below, indented, with no word cut in two.
    assert!(text.contains("  round 1: Bob reneged:"), "{text}");
    assert!(text.contains("\n    "), "{text}");
    assert!(text.contains("renege_penalty"), "{text}");
}
