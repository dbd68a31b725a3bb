//! The score sheet driven through the real binary, each test in its own data
//! folder: the worked games of the sources, every preset to its winner, the
//! tie-breaks, history, and that no bad input or storage problem ever
//! changes a saved game.

use std::path::PathBuf;
use std::time::Duration;

use crate::common::Table;
use proptest::prelude::*;
use serde_json::Value;

/// Frank, John, Fred, Jim clockwise; Frank+Fred against John+Jim (source 000).
const SEED_TEAMS: &str = "--teams Frank,Fred --teams John,Jim";
/// Red (A1, A2), Green (B1, B2), Blue (C1, C2): three teams, C2 deals first.
const THREE_TEAMS: &str = "--teams Red=A1,A2 --teams Green=B1,B2 --teams Blue=C1,C2";

fn split(line: &str) -> Vec<String> {
    shlex::split(line).unwrap_or_else(|| panic!("bad test line: {line}"))
}

/// Runs a command that must succeed (and say nothing on stderr); returns
/// stdout.
fn ok(t: &Table, line: &str) -> String {
    t.test().args(split(line)).run().stdout
}

/// Runs a command that must succeed with `--json`; returns the document.
fn ok_json(t: &Table, line: &str) -> Value {
    let text = ok(t, &format!("{line} --json"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("`{line}`: not JSON ({e}):\n{text}"))
}

/// Records a round; returns `round --json`.
fn round(t: &Table, flags: &str) -> Value {
    ok_json(t, &format!("round {flags}"))
}

fn status(t: &Table) -> Value {
    ok_json(t, "status")
}

/// Every side's score, in seating order of the sides.
fn scores(t: &Table) -> Vec<i64> {
    status(t)["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .map(|s| s["score"].as_i64().expect("a score"))
        .collect()
}

fn winner(t: &Table) -> Value {
    status(t)["winner"].clone()
}

fn game_path(t: &Table, name: &str) -> PathBuf {
    t.dir.path().join(format!("{name}.toml"))
}

fn bytes(t: &Table, name: &str) -> Vec<u8> {
    std::fs::read(game_path(t, name)).expect("the game file")
}

/// Runs a command that must fail with `code`, with every `hints` in its
/// message, leaving the game file `name` byte-for-byte as it was. Returns
/// the message.
fn refused_with(t: &Table, name: &str, code: i32, line: &str, hints: &[&str]) -> String {
    let before = bytes(t, name);
    let mut test = t.test().args(split(line)).fails(code);
    for hint in hints {
        test = test.stderr_has(*hint);
    }
    let message = test.run().stderr;
    assert_eq!(bytes(t, name), before, "`{line}` changed the game file");
    message
}

fn refused(t: &Table, name: &str, line: &str, hints: &[&str]) -> String {
    refused_with(t, name, 2, line, hints)
}

fn seed_game(t: &Table, name: &str, extra: &str) {
    ok(t, &format!("new {name} {SEED_TEAMS} {extra}"));
}

// ------------------------------------------------------------ source 000

#[test]
fn seed_000_scenario_1_dealer_outbids_and_takes_all_thirty() {
    let t = Table::new();
    seed_game(&t, "s1", "--dealer Frank");
    let r = round(
        &t,
        "--bidder Frank --bid 25 --trump hearts --winners Frank,Frank,Frank,Frank,Frank \
         --best-trick 1 --auction John:15,Fred:pass,Jim:pass,Frank:25",
    );
    assert_eq!(r["made"], true);
    assert_eq!(r["points"]["Frank+Fred"], 30);
    assert_eq!(r["points"]["John+Jim"], 0);
    let st = status(&t);
    assert_eq!(scores(&t), vec![30, 0]);
    assert_eq!(st["dealer_next"], "John");
    assert_eq!(
        (st["finished"].clone(), st["winner"].clone()),
        (false.into(), Value::Null)
    );
}

/// Six rounds to the scenario's 115 to 30 with Frank dealing.
fn to_115_30(t: &Table) {
    seed_game(t, "s2", "--dealer Fred");
    for _ in 0..3 {
        round(
            t,
            "--bidder Frank+Fred --bid 30 --tricks Frank+Fred=5 --best Frank",
        );
    }
    round(
        t,
        "--bidder Jim --bid 20 --tricks Frank=2 --tricks Jim=3 --best John",
    );
    round(t, "--bidder Jim --bid 30 --tricks John+Jim=5 --best Jim");
    round(
        t,
        "--bidder John --bid 20 --tricks Fred=2 --tricks John=3 --best Fred",
    );
    assert_eq!(scores(t), vec![115, 30]);
    assert_eq!(status(t)["dealer_next"], "Frank");
}

#[test]
fn seed_000_scenario_2_bagged_dealer_makes_fifteen_and_goes_out_at_130() {
    let t = Table::new();
    to_115_30(&t);
    // Jim's A♠, Frank's J♠, Fred's 4♠, Frank's K♠, Jim's reneged 5♠.
    let r = round(
        &t,
        "--bagged --trump spades --winners Jim,Frank,Fred,Frank,Jim --best-trick 5 \
         --auction John:pass,Fred:pass,Jim:pass,Frank:pass",
    );
    assert_eq!(r["bidder"], "Frank");
    assert_eq!(r["bid"], 15);
    assert_eq!(r["made"], true);
    assert_eq!(r["points"]["Frank+Fred"], 15);
    assert_eq!(r["points"]["John+Jim"], 15);
    assert_eq!(scores(&t), vec![130, 45]);
    assert_eq!(winner(&t), "Frank+Fred");
    let h = ok_json(&t, "history");
    assert_eq!(h["rounds"][6]["bagged"], true);
}

#[test]
fn seed_000_scenario_2_only_the_dealer_can_be_bagged_and_only_at_the_minimum() {
    let t = Table::new();
    to_115_30(&t);
    refused(
        &t,
        "s2",
        "round --bidder John --bid 15 --bagged --tricks Frank+Fred=3 --tricks John=2 --best John",
        &["only the dealer (Frank)"],
    );
    refused(
        &t,
        "s2",
        "round --bidder Frank --bid 20 --bagged --tricks Frank+Fred=3 --tricks John=2 --best John",
        &["exactly 15"],
    );
}

/// Decision (tests/scoring.rs): scenario 3's 95/105 are read as Team 1 on
/// 105 and Team 2 on 95, the only reading its "70-115" adds up with.
#[test]
fn seed_000_scenario_3_set_bidder_falls_to_70_then_wins_with_two_thirties() {
    let t = Table::new();
    seed_game(&t, "s3", "--dealer Frank");
    for _ in 0..2 {
        round(&t, "--bidder John+Jim --bid 15 --tricks Frank+Fred=4 --tricks John+Jim=1 --best Frank+Fred");
    }
    for _ in 0..4 {
        round(
            &t,
            "--bidder John+Jim --bid 30 --tricks John+Jim=5 --best John+Jim",
        );
    }
    round(
        &t,
        "--bidder Frank+Fred --bid 30 --tricks Frank+Fred=5 --best Frank+Fred",
    );
    round(
        &t,
        "--bidder Frank+Fred --bid 20 --tricks Frank+Fred=4 --tricks John+Jim=1 --best Frank+Fred",
    );
    assert_eq!(scores(&t), vec![105, 95]);
    assert_eq!(status(&t)["dealer_next"], "Frank");
    // Jim's 5♥ and J♥, Frank's A♥, Jim's 5♣, Fred's 7♥.
    let r = round(
        &t,
        "--bidder Jim --bid 25 --trump hearts --winners Jim,Jim,Frank,Jim,Fred --best-trick 1 \
         --auction John:pass,Fred:20,Jim:25,Frank:pass",
    );
    assert_eq!(r["made"], false);
    assert_eq!(r["points"]["John+Jim"], 20);
    assert_eq!(r["delta"]["John+Jim"], -25);
    assert_eq!(scores(&t), vec![115, 70], "The score is 70-115");
    let r = round(&t, "--bidder John --bid 30 --tricks John+Jim=5 --best John");
    assert_eq!(r["winner"], Value::Null);
    let r = round(&t, "--bidder Jim --bid 30 --tricks John+Jim=5 --best Jim");
    assert_eq!(r["winner"], "John+Jim");
    assert_eq!(scores(&t), vec![115, 130]);
    assert_eq!(winner(&t), "John+Jim");
}

// ------------------------------------------------------------ source 001

#[test]
fn auction_45s_frozen_past_100_scores_nothing_until_it_wins_the_bid() {
    let t = Table::new();
    seed_game(&t, "g", "--rules auction-45s");
    let r = round(
        &t,
        "--bidder Frank --bid 30 --tricks Frank+Fred=5 --best Frank",
    );
    assert_eq!(r["delta"]["Frank+Fred"], 60, "30 for 60");
    round(
        &t,
        "--bidder Fred --bid 25 --tricks Frank+Fred=4 --tricks John+Jim=1 --best Fred",
    );
    round(
        &t,
        "--bidder Frank --bid 20 --tricks Frank+Fred=3 --tricks John+Jim=2 --best Frank",
    );
    assert_eq!(scores(&t), vec![105, 15]);
    let r = round(
        &t,
        "--bidder John --bid 15 --tricks Frank+Fred=2 --tricks John+Jim=3 --best Frank",
    );
    assert_eq!(r["delta"]["Frank+Fred"], 0);
    assert_eq!(r["delta"]["John+Jim"], 15);
    let notes = r["notes"].to_string();
    assert!(notes.contains("Frank+Fred are frozen past 100"), "{notes}");
    let r = round(
        &t,
        "--bidder Frank --bid 15 --tricks Frank+Fred=3 --tricks John+Jim=2 --best Frank",
    );
    assert_eq!(r["delta"]["Frank+Fred"], 20);
    assert_eq!(scores(&t), vec![125, 40]);
    assert_eq!(winner(&t), "Frank+Fred");
}

#[test]
fn auction_45s_thirty_for_sixty_made_scores_60_and_set_costs_30() {
    let t = Table::new();
    seed_game(&t, "g", "--rules auction-45s");
    let r = round(&t, "--bidder John --bid 30 --tricks John+Jim=5 --best John");
    assert_eq!(r["delta"]["John+Jim"], 60);
    let r = round(
        &t,
        "--bidder Frank --bid 30 --tricks Frank=4 --tricks Jim=1 --best Frank",
    );
    assert_eq!(r["made"], false);
    assert_eq!(r["delta"]["Frank+Fred"], -30);
    assert_eq!(scores(&t), vec![-30, 65]);
}

#[test]
fn auction_45s_sixty_for_one_twenty_only_for_a_side_in_the_hole() {
    let t = Table::new();
    seed_game(&t, "g", "--rules auction-45s");
    refused(
        &t,
        "g",
        "round --bidder John --bid 60 --tricks John+Jim=5 --best John",
        &["only a side in the hole"],
    );
    let r = round(
        &t,
        "--bidder John --bid 30 --tricks Frank+Fred=1 --tricks John+Jim=4 --best John",
    );
    assert_eq!(r["delta"]["John+Jim"], -30, "a set 30 still costs 30");
    assert_eq!(status(&t)["sides"][1]["in_the_hole"], true);
    let r = round(&t, "--bidder Jim --bid 60 --tricks John+Jim=5 --best Jim");
    assert_eq!(r["delta"]["John+Jim"], 120);
    assert!(
        r["notes"].to_string().contains("60 for 120"),
        "{}",
        r["notes"]
    );
    assert_eq!(scores(&t), vec![5, 90]);
    // Under the 120 rules there is no 60 bid at all.
    let t = Table::new();
    seed_game(&t, "g", "");
    refused(
        &t,
        "g",
        "round --bidder John --bid 60 --tricks John+Jim=5 --best John",
        &["--set sixty_for_one_twenty=true"],
    );
}

#[test]
fn auction_45s_unlock_bid_needs_the_auction_and_then_counts_a_losing_bidder() {
    let t = Table::new();
    seed_game(&t, "g", "--rules auction-45s --set unlock=bid");
    round(
        &t,
        "--bidder Frank --bid 30 --tricks Frank+Fred=5 --best Frank",
    );
    round(
        &t,
        "--bidder Fred --bid 25 --tricks Frank+Fred=4 --tricks John+Jim=1 --best Fred",
    );
    round(
        &t,
        "--bidder Frank --bid 20 --tricks Frank+Fred=3 --tricks John+Jim=2 --best Frank",
    );
    assert_eq!(scores(&t), vec![105, 15]);
    let flags = "--bidder John --bid 20 --tricks John+Jim=3 --tricks Frank+Fred=2 --best John";
    refused(
        &t,
        "g",
        &format!("round {flags}"),
        &["--auction", "unlock = bid"],
    );
    // Fred deals; Frank bid 15 before John's 20, so Frank+Fred count.
    let r = round(
        &t,
        &format!("{flags} --auction Jim:pass,Frank:15,John:20,Fred:pass"),
    );
    assert_eq!(r["delta"]["Frank+Fred"], 10);
    assert_eq!(scores(&t), vec![115, 35]);
}

// ------------------------------------------------------------ source 002: 110

#[test]
fn game_110_caps_non_bidders_at_105_and_removes_a_player_below_minus_80() {
    let t = Table::new();
    ok(&t, "new pub --players Ann,Bob,Cid,Dan --rules 110");
    for _ in 0..3 {
        round(&t, "--bidder Ann --bid 30 --tricks Ann=5 --best Ann");
    }
    assert_eq!(scores(&t), vec![90, 0, 0, 0]);
    let r = round(
        &t,
        "--bidder Cid --bid 30 --tricks Ann=4 --tricks Cid=1 --best Ann",
    );
    assert_eq!(r["delta"]["Ann"], 15, "Ann stops at 105");
    assert!(
        r["notes"].to_string().contains("Ann can't pass 105"),
        "{}",
        r["notes"]
    );
    let r = round(
        &t,
        "--bidder Cid --bid 30 --tricks Ann=4 --tricks Cid=1 --best Ann",
    );
    assert_eq!(r["delta"]["Ann"], 0, "already at 105: nothing more");
    let r = round(&t, "--bidder Cid --bid 30 --tricks Bob=5 --best Bob");
    assert!(
        r["notes"].to_string().contains("Cid is out below -80"),
        "{}",
        r["notes"]
    );
    assert_eq!(scores(&t), vec![105, 30, -90, 0]);

    let st = status(&t);
    assert_eq!(st["finished"], false);
    assert_eq!(st["sides"][2]["out"], "below -80");
    assert_eq!(st["dealer_next"], "Bob");
    let human = ok(&t, "status");
    assert!(human.contains("below -80"), "{human}");

    refused(
        &t,
        "pub",
        "round --bidder Bob --bid 15 --tricks Bob=4 --tricks Cid=1 --best Bob",
        &["Cid is out of the game"],
    );
    refused(
        &t,
        "pub",
        "round --bidder Cid --bid 15 --tricks Cid=5 --best Cid",
        &["Cid is out of the game"],
    );
    round(
        &t,
        "--bidder Bob --bid 15 --tricks Bob=3 --tricks Dan=2 --best Bob",
    );
    assert_eq!(status(&t)["dealer_next"], "Dan", "the deal skips Cid");
    let r = round(
        &t,
        "--bidder Ann --bid 15 --tricks Ann=3 --tricks Bob=2 --best Ann",
    );
    assert_eq!(r["winner"], "Ann");
    assert_eq!(scores(&t)[0], 125);
}

// ------------------------------------------------------------ tie-breaks

/// Green and Blue on 105; Red bids 15 and takes nothing, so Green and Blue
/// both reach 120 and neither bid (source 000's "impossible scenario").
fn three_way_tie(tie_break: &str) -> Table {
    let t = Table::new();
    ok(
        &t,
        &format!("new tie {THREE_TEAMS} --set tie_break={tie_break}"),
    );
    for _ in 0..3 {
        round(&t, "--bidder Green --bid 30 --tricks Green=5 --best Green");
        round(&t, "--bidder Blue --bid 30 --tricks Blue=5 --best Blue");
    }
    round(
        &t,
        "--bidder Green --bid 15 --tricks Green=3 --tricks Blue=2 --best Blue",
    );
    assert_eq!(scores(&t), vec![0, 105, 105]);
    t
}

const RED_SET: &str = "--bidder Red --bid 15 --tricks Green=2 --tricks Blue=3 --best Green";

#[test]
fn tie_break_overtime_plays_one_more_round_with_every_side() {
    let t = three_way_tie("overtime");
    let r = round(&t, RED_SET);
    assert_eq!(scores(&t), vec![-15, 120, 120]);
    assert_eq!(r["winner"], Value::Null);
    assert!(
        r["notes"].to_string().contains("every side plays"),
        "{}",
        r["notes"]
    );
    round(&t, "--bidder Red --bid 30 --tricks Red=5 --best Red");
    assert_eq!(winner(&t), Value::Null, "still level at the top");
    round(
        &t,
        "--bidder Blue --bid 15 --tricks Green=2 --tricks Blue=3 --best Blue",
    );
    assert_eq!(
        winner(&t),
        "Blue",
        "the bidder at the target wins the overtime"
    );
}

#[test]
fn tie_break_elimination_overtime_only_the_tied_sides_play() {
    let t = three_way_tie("elimination-overtime");
    round(&t, RED_SET);
    refused(
        &t,
        "tie",
        "round --bidder Red --bid 15 --tricks Red=3 --tricks Green=2 --best Red",
        &["sits out"],
    );
    let next = status(&t)["dealer_next"].as_str().unwrap_or("").to_string();
    assert!(!next.starts_with('A'), "the deal skips Red: {next}");
    round(
        &t,
        "--bidder Green --bid 15 --tricks Green=3 --tricks Blue=2 --best Blue",
    );
    assert_eq!(scores(&t), vec![-15, 135, 135]);
    assert_eq!(winner(&t), "Green");
}

#[test]
fn tie_break_last_trick_needs_winners_and_the_later_trick_wins() {
    let t = three_way_tie("last-trick");
    refused(
        &t,
        "tie",
        &format!("round {RED_SET}"),
        &["--winners", "last-trick"],
    );
    let r = round(
        &t,
        "--bidder Red --bid 15 --winners Green,Blue,Blue,Green,Blue --best-trick 1",
    );
    assert_eq!(r["winner"], "Blue");
    assert_eq!(winner(&t), "Blue");
}

#[test]
fn tie_break_first_out_needs_winners_and_counts_trick_by_trick() {
    let t = three_way_tie("first-out");
    refused(
        &t,
        "tie",
        &format!("round {RED_SET}"),
        &["--winners", "first-out"],
    );
    // Green's three tricks come first; Blue needs the best card's 5, added last.
    round(
        &t,
        "--bidder Red --bid 15 --winners Green,Green,Green,Blue,Blue --best-trick 5",
    );
    assert_eq!(scores(&t), vec![-15, 120, 120]);
    assert_eq!(winner(&t), "Green");
}

#[test]
fn tie_break_highest_score_wins_now_or_plays_on_when_equal() {
    let t = three_way_tie("highest-score");
    round(&t, RED_SET);
    assert_eq!(winner(&t), Value::Null, "equal: play on");
    round(
        &t,
        "--bidder Red --bid 15 --tricks Red=3 --tricks Green=2 --best Red",
    );
    assert_eq!(scores(&t), vec![5, 130, 120]);
    assert_eq!(winner(&t), "Green");
}

#[test]
fn tie_break_among_three_cut_throat_players_uses_the_trick_order() {
    let t = Table::new();
    ok(
        &t,
        "new ct --players Ann,Bob,Cid --set tie_break=last-trick",
    );
    for _ in 0..3 {
        round(&t, "--bidder Bob --bid 30 --tricks Bob=5 --best Bob");
        round(&t, "--bidder Cid --bid 30 --tricks Cid=5 --best Cid");
    }
    round(
        &t,
        "--bidder Bob --bid 15 --tricks Bob=3 --tricks Cid=2 --best Cid",
    );
    assert_eq!(scores(&t), vec![0, 105, 105]);
    refused(
        &t,
        "ct",
        "round --bidder Ann --bid 15 --tricks Bob=2 --tricks Cid=3 --best Bob",
        &["--winners"],
    );
    round(
        &t,
        "--bidder Ann --bid 15 --winners Cid,Bob,Cid,Cid,Bob --best-trick 2",
    );
    assert_eq!(winner(&t), "Bob");
}

// ------------------------------------------------------------ every preset

/// (preset, `new` flags, rounds that end with the named winner).
const PRESET_GAMES: &[(&str, &str, &[&str], &str)] = &[
    (
        "120",
        SEED_TEAMS,
        &["--bidder Frank --bid 30 --tricks Frank+Fred=5 --best Frank"; 4],
        "Frank+Fred",
    ),
    (
        "auction-45s",
        SEED_TEAMS,
        &["--bidder Jim --bid 30 --tricks John+Jim=5 --best Jim"; 2],
        "John+Jim",
    ),
    (
        "partners-120",
        SEED_TEAMS,
        &["--bidder John --bid 30 --tricks John+Jim=5 --best John"; 4],
        "John+Jim",
    ),
    (
        "110",
        "--players Ann,Bob,Cid",
        &["--bidder Cid --bid 30 --tricks Cid=5 --best Cid"; 4],
        "Cid",
    ),
    (
        "45",
        "--players Ann,Bob,Cid",
        &[
            "--tricks Ann=5 --best Ann",
            "--tricks Ann=3 --tricks Bob=2 --best Bob",
        ],
        "Ann",
    ),
    (
        "25",
        "--players Ann,Bob,Cid",
        &[
            "--tricks Ann=1 --tricks Bob=4",
            "--tricks Bob=3 --tricks Cid=2",
        ],
        "Bob",
    ),
    (
        "45-majority",
        "--players Ann,Bob,Cid",
        &[
            "--tricks Cid=5",
            "--tricks Cid=5",
            "--tricks Cid=5",
            "--tricks Cid=5",
            "--tricks Ann=1 --tricks Bob=1 --tricks Cid=3",
        ],
        "Cid",
    ),
    (
        "45-spread",
        SEED_TEAMS,
        &[
            "--tricks Frank+Fred=5",
            "--tricks Frank+Fred=1 --tricks John+Jim=4",
            "--tricks Frank+Fred=5",
        ],
        "Frank+Fred",
    ),
];

#[test]
fn every_preset_played_to_its_winner_then_refuses_rounds_but_undo_works() {
    for (preset, seats, rounds, won) in PRESET_GAMES {
        let t = Table::new();
        ok(&t, &format!("new g {seats} --rules {preset}"));
        for (i, flags) in rounds.iter().enumerate() {
            let r = round(&t, flags);
            let expect = if i + 1 == rounds.len() {
                Value::from(*won)
            } else {
                Value::Null
            };
            assert_eq!(r["winner"], expect, "{preset}, round {}: {r}", i + 1);
        }
        let st = status(&t);
        assert_eq!(
            (st["finished"].clone(), st["winner"].clone()),
            (true.into(), (*won).into()),
            "{preset}"
        );
        let human = ok(&t, "status");
        assert!(human.contains(&format!("{won} win")), "{preset}: {human}");
        let msg = refused(
            &t,
            "g",
            &format!("round {}", rounds[0]),
            &["fortyfives undo", "fortyfives new"],
        );
        assert!(msg.contains("is over"), "{preset}: {msg}");
        let after = ok_json(&t, "undo");
        assert_eq!(after["finished"], false, "{preset}");
        assert_eq!(after["rounds"], rounds.len() - 1, "{preset}");
        round(&t, rounds[rounds.len() - 1]);
        assert_eq!(winner(&t), *won, "{preset}: the same round wins again");
    }
}

#[test]
fn games_without_bidding_refuse_bid_flags() {
    let t = Table::new();
    ok(&t, "new g --players Ann,Bob,Cid --rules 45");
    refused(
        &t,
        "g",
        "round --bidder Ann --bid 15 --tricks Ann=5 --best Ann",
        &["no bidding", "leave out --bidder"],
    );
    refused(&t, "g", "round --tricks Ann=4 --tricks Bob=1", &["--best"]);
}

// ------------------------------------------------------------ the auction

#[test]
fn auction_is_checked_and_a_bad_one_is_refused_with_the_reason() {
    let t = Table::new();
    seed_game(&t, "g", "--dealer Frank");
    let flags = "--bidder Frank --bid 25 --tricks Frank+Fred=5 --best Frank";
    refused(
        &t,
        "g",
        &format!("round {flags} --auction John:15,Fred:pass,Jim:pass"),
        &["the auction", "Frank called", "the dealer last"],
    );
    refused(
        &t,
        "g",
        &format!("round {flags} --auction Fred:15,John:pass,Jim:pass,Frank:25"),
        &["the auction", "John's turn"],
    );
    refused(
        &t,
        "g",
        &format!("round {flags} --auction John:20,Fred:15,Jim:pass,Frank:25"),
        &["not above the standing bid of 20", "or pass"],
    );
    refused(
        &t,
        "g",
        &format!("round {flags} --auction John:15,Fred:pass,Jim:pass,Frank:20"),
        &["the auction says", "fix one of them"],
    );
    refused(
        &t,
        "g",
        &format!("round {flags} --auction John:15,Fred:pass,Jim:pass,Frank:hold"),
        &["can't hold", "dealer_may_hold"],
    );
    refused(
        &t,
        "g",
        &format!("round {flags} --auction John=15"),
        &["--auction", "NAME:BID"],
    );
    refused(
        &t,
        "g",
        &format!("round {flags} --auction Zed:15,Fred:pass,Jim:pass,Frank:25"),
        &["--auction", "At this table"],
    );
    round(
        &t,
        &format!("{flags} --auction John:15,Fred:pass,Jim:pass,Frank:25"),
    );
}

// ------------------------------------------------------------ history

#[test]
fn history_has_one_row_per_round_with_running_totals_and_notes() {
    let t = Table::new();
    seed_game(&t, "h", "--dealer Frank");
    round(&t, "--bidder Frank --bid 25 --trump hearts --tricks Frank+Fred=5 --best Frank --note \"all five\"");
    round(
        &t,
        "--bidder Jim --bid 20 --trump clubs --tricks Frank+Fred=3 --tricks John+Jim=2 --best Jim",
    );
    round(&t, "--bidder Fred --bid 15 --trump spades --tricks Frank+Fred=3 --tricks John+Jim=2 --best Fred");

    let h = ok_json(&t, "history");
    let rows = h["rounds"].as_array().expect("rounds");
    assert_eq!(rows.len(), 3);
    let want = [
        ("Frank", "Frank", 25, "hearts", true, 30, 0),
        ("John", "Jim", 20, "clubs", false, 45, -20),
        ("Fred", "Fred", 15, "spades", true, 65, -10),
    ];
    for (i, (row, w)) in rows.iter().zip(want).enumerate() {
        let (dealer, bidder, bid, trump, made, ff, jj) = w;
        assert_eq!(row["round"], i + 1);
        assert_eq!(row["dealer"], dealer, "{row}");
        assert_eq!(row["bidder"], bidder, "{row}");
        assert_eq!(row["bid"], bid, "{row}");
        assert_eq!(row["trump"], trump, "{row}");
        assert_eq!(row["made"], made, "{row}");
        assert_eq!(row["scores"]["Frank+Fred"], ff, "{row}");
        assert_eq!(row["scores"]["John+Jim"], jj, "{row}");
    }
    assert_eq!(rows[0]["note"], "all five");
    assert_eq!(rows[1]["points"]["John+Jim"], 15);
    assert_eq!(rows[1]["delta"]["John+Jim"], -20);

    let text = ok(&t, "history --ascii");
    let lines: Vec<&str> = text.lines().collect();
    let row_of = |n: &str| {
        lines
            .iter()
            .find(|l| {
                l.trim_start_matches(['|', ' '])
                    .starts_with(&format!("{n} "))
            })
            .unwrap_or_else(|| panic!("no row {n}:\n{text}"))
            .to_string()
    };
    for (n, words) in [
        ("1", ["Frank", "25", "hearts", "made", "30"]),
        ("2", ["Jim", "20", "clubs", "set", "-20"]),
        ("3", ["Fred", "15", "spades", "made", "65"]),
    ] {
        let row = row_of(n);
        for w in words {
            assert!(row.contains(w), "row {n} lacks {w}: {row}");
        }
    }
    assert!(text.contains("note: all five"), "{text}");
}

// ------------------------------------------------------------ storage safety

#[test]
fn bad_round_input_exits_2_says_what_to_type_and_leaves_the_file_unchanged() {
    let t = Table::new();
    seed_game(&t, "g", "");
    round(
        &t,
        "--bidder Frank --bid 15 --tricks Frank+Fred=3 --tricks John+Jim=2 --best Frank",
    );
    let cases: &[(&str, &[&str])] = &[
        (
            "--bidder Zed --bid 15 --tricks Frank+Fred=5 --best Frank",
            &["'Zed' (did you mean 'Fred'?). At this table: Frank"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Blue=5 --best Frank",
            &["'Blue'", "At this table"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=5 --best Nobody",
            &["--best", "At this table"],
        ),
        (
            "--bidder Frank --bid 35 --tricks Frank+Fred=5 --best Frank",
            &["35", "30 or less"],
        ),
        (
            "--bidder Frank --bid 10 --tricks Frank+Fred=5 --best Frank",
            &["10", "15 or more"],
        ),
        (
            "--bidder Frank --bid 17 --tricks Frank+Fred=5 --best Frank",
            &["17", "multiple of 5"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=3 --tricks John+Jim=1 --best Frank",
            &["add up to 4", "5"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=3 --tricks Frank=2 --best Frank",
            &["given twice"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=three --best Frank",
            &["not a number"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred --best Frank",
            &["WHO=N"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=5 --best John",
            &["took no trick"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=4 --tricks John+Jim=1",
            &["--best WHO"],
        ),
        (
            "--bidder Frank --bid 15 --winners Frank,Frank,Jim --best-trick 1",
            &["5 tricks"],
        ),
        (
            "--bidder Frank --bid 15 --winners Frank,Frank,Frank,Jim,Jim --best-trick 6",
            &["--best-trick 6", "1 to 5"],
        ),
        (
            "--bidder Frank --bid 15 --tricks Frank+Fred=5 --best-trick 2",
            &["--winners", "--best WHO"],
        ),
        (
            "--bidder Frank --bid 15 --trump stars --tricks Frank+Fred=5 --best Frank",
            &["--trump"],
        ),
        (
            "--bidder Fred --bid 15 --bagged --tricks Frank+Fred=5 --best Frank",
            &["only the dealer (Frank)"],
        ),
        (
            "--bidder Fred+Frank --bid 15 --tricks Frank+Fred=5 --best Frank",
            &["At this table"],
        ),
    ];
    for (flags, hints) in cases {
        refused(&t, "g", &format!("round {flags}"), hints);
        refused(&t, "g", &format!("round {flags} --json"), hints);
    }
    assert_eq!(status(&t)["rounds"], 1);
}

#[test]
fn a_round_in_a_finished_game_is_refused_and_changes_nothing() {
    let t = Table::new();
    seed_game(&t, "g", "");
    for _ in 0..4 {
        round(
            &t,
            "--bidder Frank --bid 30 --tricks Frank+Fred=5 --best Frank",
        );
    }
    refused(
        &t,
        "g",
        "round --bidder John --bid 15 --tricks John+Jim=5 --best John",
        &["Frank+Fred won", "fortyfives new", "fortyfives undo"],
    );
}

#[test]
fn bad_names_for_new_exit_2_and_change_nothing() {
    let t = Table::new();
    seed_game(&t, "g", "");
    refused(
        &t,
        "g",
        &format!("new ../x {SEED_TEAMS}"),
        &["can't be a game name", "try 'x'"],
    );
    refused(
        &t,
        "g",
        &format!("new G {SEED_TEAMS}"),
        &["already exists", "pick another name"],
    );
    refused(&t, "g", "new g --players Ann,Bob", &["already exists"]);
    refused(
        &t,
        "g",
        "new other --teams Ann,Bob --teams Ann,Cid",
        &["used twice"],
    );
    refused(
        &t,
        "g",
        "new other --teams Ann,Bob --rules nonsense",
        &["nonsense"],
    );
    refused(
        &t,
        "g",
        &format!("new other {SEED_TEAMS} --set nonsense=1"),
        &["--set nonsense=1"],
    );
    refused(
        &t,
        "g",
        &format!("new other {SEED_TEAMS} --dealer Zed"),
        &["--dealer", "At this table"],
    );
    assert!(!t.dir.path().join("x.toml").exists());
    assert!(!t.dir.path().parent().unwrap().join("x.toml").exists());
    assert!(!game_path(&t, "other").exists());
    assert_eq!(
        std::fs::read_to_string(t.dir.path().join("current"))
            .unwrap()
            .trim(),
        "g"
    );
}

#[test]
fn a_corrupt_game_file_exits_3_naming_file_and_line_and_is_left_alone() {
    let t = Table::new();
    seed_game(&t, "g", "");
    round(
        &t,
        "--bidder Frank --bid 15 --tricks Frank+Fred=3 --tricks John+Jim=2 --best Frank",
    );
    let path = game_path(&t, "g");
    let text = std::fs::read_to_string(&path).unwrap();
    let broken = text.replacen("first_dealer = 3", "first_dealer = 3x", 1);
    assert_ne!(broken, text);
    std::fs::write(&path, &broken).unwrap();
    let line = broken
        .lines()
        .position(|l| l.starts_with("first_dealer"))
        .unwrap()
        + 1;
    for cmd in [
        "status",
        "history",
        "undo",
        "redo",
        "round --bidder Frank --bid 15 --tricks Frank+Fred=5 --best Frank",
    ] {
        refused_with(
            &t,
            "g",
            3,
            cmd,
            &[path.to_str().unwrap(), &format!("line {line}")],
        );
    }
    // Valid TOML that can't be replayed: a round dealt by the wrong seat.
    std::fs::write(&path, text.replacen("\ndealer = 3", "\ndealer = 1", 1)).unwrap();
    seed_game(&t, "other", "");
    for cmd in [
        "status --game g",
        "history --game g",
        "undo --game g",
        "redo --game g",
        "use g",
        "round --game g --bidder Frank --bid 15 --tricks Frank+Fred=5 --best Frank",
        "round --game g --from examples/rounds/scenario1_simple_play.toml",
    ] {
        refused_with(
            &t,
            "g",
            3,
            cmd,
            &["round 1", "left as it is", path.to_str().unwrap()],
        );
    }
    let current = std::fs::read_to_string(t.dir.path().join("current")).unwrap();
    assert_eq!(
        current.trim(),
        "other",
        "a failed `use` keeps the current game"
    );
}

#[test]
fn a_game_locked_by_another_process_exits_3_and_is_not_changed() {
    let t = Table::new();
    seed_game(&t, "g", "");
    let lock = std::fs::File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(t.dir.path().join(".lock"))
        .unwrap();
    lock.try_lock().expect("the lock is free");
    refused_with(
        &t,
        "g",
        3,
        "round --bidder Frank --bid 15 --tricks Frank+Fred=5 --best Frank",
        &["another fortyfives", "try again"],
    );
    // Reading needs no lock.
    assert_eq!(status(&t)["rounds"], 0);
    lock.unlock().unwrap();
    round(
        &t,
        "--bidder Frank --bid 15 --tricks Frank+Fred=5 --best Frank",
    );
}

#[test]
fn use_and_delete_of_an_unknown_game_exit_2_with_the_saved_names() {
    let t = Table::new();
    seed_game(&t, "friday", "");
    seed_game(&t, "saturday", "");
    for cmd in ["use fridya", "delete fridya", "status --game fridya"] {
        refused(
            &t,
            "saturday",
            cmd,
            &[
                "no game named 'fridya'",
                "friday, saturday",
                "did you mean 'friday'",
            ],
        );
    }
    ok(&t, "use friday");
    assert_eq!(status(&t)["game"], "friday");
}

#[test]
fn without_a_terminal_new_and_round_never_prompt_and_name_the_missing_flags() {
    let t = Table::new();
    // Within 20 seconds: a command that wrongly waits for a prompt fails
    // instead of hanging.
    t.test()
        .args(["new", "friday"])
        .timeout(Duration::from_secs(20))
        .fails(2)
        .stderr_has("--teams")
        .stderr_has("--players")
        .run();
    assert!(!game_path(&t, "friday").exists());

    seed_game(&t, "g", "");
    refused(&t, "g", "round", &["--bidder WHO --bid N", "--bagged"]);
    refused(&t, "g", "round --bidder Frank", &["--bid"]);
    refused(
        &t,
        "g",
        "round --bidder Frank --bid 15",
        &["--tricks WHO=N", "--winners"],
    );
    refused(
        &t,
        "g",
        "round --bidder Frank --bid 15 --tricks Frank+Fred=4 --tricks John+Jim=1",
        &["--best WHO"],
    );
}

// ------------------------------------------------------------ round --from

const SCENARIO_1: &str = "examples/rounds/scenario1_simple_play.toml";

#[test]
fn round_from_file_records_the_played_round_when_the_seats_match() {
    let t = Table::new();
    seed_game(&t, "g", "--dealer Frank");
    let r = ok_json(&t, &format!("round --from {SCENARIO_1}"));
    assert_eq!(r["bidder"], "Frank");
    assert_eq!(r["bid"], 25);
    assert_eq!(r["made"], true);
    assert_eq!(r["points"]["Frank+Fred"], 30);
    assert_eq!(scores(&t), vec![30, 0]);
    let h = ok_json(&t, "history");
    assert_eq!(h["rounds"][0]["trump"], "hearts");
}

#[test]
fn round_from_file_is_refused_when_the_seats_or_deal_do_not_match() {
    // Another table altogether.
    let t = Table::new();
    ok(&t, "new g --teams Ann,Cid --teams Bob,Dan");
    refused(
        &t,
        "g",
        &format!("round --from {SCENARIO_1}"),
        &["Frank does not play", "Ann, Bob, Cid, Dan"],
    );
    // The same players, seated differently.
    let t = Table::new();
    ok(
        &t,
        "new g --teams Frank,John --teams Fred,Jim --dealer Frank",
    );
    refused(
        &t,
        "g",
        &format!("round --from {SCENARIO_1}"),
        &["clockwise", "Frank, Fred, John, Jim"],
    );
    // The same seats, but the cards were dealt by someone else.
    let t = Table::new();
    seed_game(&t, "g", "");
    refused(
        &t,
        "g",
        &format!("round --from {SCENARIO_1}"),
        &["Jim's deal"],
    );
    // The same seats, cut-throat: the file's teams don't fit this game.
    let t = Table::new();
    ok(&t, "new g --players Frank,John,Fred,Jim --dealer Frank");
    refused(
        &t,
        "g",
        &format!("round --from {SCENARIO_1}"),
        &[
            "the file's teams (Frank+Fred, John+Jim)",
            "make `teams` in the file match",
        ],
    );
    // No such file.
    refused(
        &t,
        "g",
        "round --from no-such-round.toml",
        &["no-such-round.toml"],
    );
}

// ------------------------------------------------------------ properties

/// A random valid round of a 120 game with source 000's teams: bidder side,
/// bid, the tricks Frank+Fred took, which side took the best card.
fn flags_for(bidder: usize, bid: u8, ff: u8, best_ff: bool) -> String {
    let sides = ["Frank+Fred", "John+Jim"];
    let best = match (ff, best_ff) {
        (0, _) => sides[1],
        (5, _) => sides[0],
        (_, true) => sides[0],
        (_, false) => sides[1],
    };
    format!(
        "--bidder {} --bid {bid} --tricks Frank+Fred={ff} --tricks John+Jim={} --best {best}",
        sides[bidder],
        5 - ff
    )
}

fn arb_round() -> impl Strategy<Value = String> {
    (
        0usize..2,
        prop::sample::select(vec![15u8, 20, 25, 30]),
        0u8..6,
        any::<bool>(),
    )
        .prop_map(|(b, bid, ff, best)| flags_for(b, bid, ff, best))
}

/// A game file without its format number and change log, and the kinds of
/// the changes logged.
fn game_and_log(bytes: &[u8]) -> (toml::Table, Vec<String>) {
    let mut doc: toml::Table = toml::from_str(std::str::from_utf8(bytes).unwrap()).unwrap();
    doc.remove("schema");
    let kinds = doc
        .remove("changes")
        .and_then(|c| c.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .map(|c| {
            c.get("kind")
                .and_then(|k| k.as_str())
                .unwrap_or("")
                .to_string()
        })
        .collect();
    (doc, kinds)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn prop_undo_redo_restores_the_file_and_a_copied_file_replays_the_same(
        rounds in prop::collection::vec(arb_round(), 1..5),
    ) {
        let t = Table::new();
        seed_game(&t, "g", "");
        for flags in &rounds {
            // A game may end early; later rounds are then refused.
            let out = t
                .test()
                .args(split(&format!("round {flags}")))
                .timeout(Duration::from_secs(20))
                .any_status()
                .run();
            prop_assert!(matches!(out.code, Some(0) | Some(2)), "{}", out.stderr);
        }
        let before = bytes(&t, "g");
        let st = status(&t);
        ok(&t, "undo");
        prop_assert_ne!(bytes(&t, "g"), before.clone());
        ok(&t, "redo");
        // The game is as it was; the file only gained its change log (the
        // undo and the redo, kept with their time: nothing is lost).
        let (kept, old_log) = game_and_log(&before);
        let (after, log) = game_and_log(&bytes(&t, "g"));
        prop_assert_eq!(after, kept, "undo then redo changed the game");
        prop_assert!(old_log.is_empty());
        prop_assert_eq!(log, vec!["undo".to_string(), "redo".to_string()]);
        prop_assert_eq!(status(&t), st.clone());

        let elsewhere = Table::new();
        std::fs::copy(game_path(&t, "g"), game_path(&elsewhere, "g")).unwrap();
        prop_assert_eq!(ok_json(&elsewhere, "status --game g"), st);
        prop_assert_eq!(
            ok_json(&elsewhere, "history --game g"),
            ok_json(&t, "history")
        );
    }
}
