//! `fortyfives odds` and `status --odds` as a table and a script see them:
//! the chances are the solution of the chain the printed kernel defines
//! (solved here again from the JSON alone, by this file's own reading of
//! RULES.md §8 and §9 for 120), they add up to 1, a seed repeats a run,
//! the table turned mirrors them, a side's chance grows with its score,
//! three sides are played out with margins, and every bad input is
//! refused without a file written.

use std::collections::HashMap;

use serde_json::Value;

use crate::common::{share_model, Table};

/// Small kernels: the tests run the unoptimised build.
const ROUNDS: &str = "1500";

fn odds(table: &Table, args: &[&str]) -> Value {
    let mut all = vec!["odds"];
    if !args.contains(&"--rounds") {
        all.extend(["--rounds", ROUNDS]);
    }
    all.extend_from_slice(args);
    table.test().args(all).json()
}

fn win(v: &Value) -> Vec<f64> {
    v["win"]
        .as_array()
        .expect("win")
        .iter()
        .filter_map(Value::as_f64)
        .collect()
}

/// A kernel's round as this file scores it: the bidding side, the bid,
/// each side's points, and its share of the dealer's rounds.
type Round = (usize, i32, [i32; 2], f64);

/// Each side's chance of winning from every state of a 4-player game of
/// 120, from the kernel alone: the next round is one of the next dealer's
/// outcomes in proportion to its count; the bidding side scores what it
/// took if that reaches its bid, else loses the bid; the other side adds
/// what it took; a bidder at 120 wins, else a side at 120 wins; scores
/// below -120 count as -120.
fn chain_of(kernel: &[Value]) -> HashMap<(i32, i32, usize), f64> {
    // Each dealer's rounds as (bidding side, bid, points by side, share).
    let mut by_dealer: Vec<Vec<Round>> = vec![Vec::new(); 4];
    let mut totals = [0f64; 4];
    for o in kernel {
        let d = o["dealer"].as_u64().expect("dealer") as usize - 1;
        totals[d] += o["count"].as_f64().expect("count");
    }
    for o in kernel {
        let d = o["dealer"].as_u64().expect("dealer") as usize - 1;
        let bidder = o["bidder"].as_u64().expect("under 120 someone always bids") as usize;
        let bid = o["bid"].as_i64().expect("bid") as i32;
        let p = o["points"].as_array().expect("points");
        let points = [p[0].as_i64().unwrap() as i32, p[1].as_i64().unwrap() as i32];
        let share = o["count"].as_f64().unwrap() / totals[d];
        // Seats alternate sides: seat 1 plays for side 1.
        by_dealer[d].push(((bidder - 1) % 2, bid, points, share));
    }
    let scores: Vec<i32> = (-24..=23).map(|k| k * 5).collect();
    let mut value: HashMap<(i32, i32, usize), f64> = HashMap::new();
    for &a in &scores {
        for &b in &scores {
            for d in 0..4 {
                value.insert((a, b, d), 0.5);
            }
        }
    }
    for _ in 0..10_000 {
        let mut moved = 0f64;
        for &a in scores.iter().rev() {
            for &b in scores.iter().rev() {
                for (d, rounds) in by_dealer.iter().enumerate() {
                    let next = (d + 1) % 4;
                    let mut v = 0.0;
                    for &(side, bid, points, share) in rounds {
                        let mut s = [a, b];
                        let made = points[side] >= bid;
                        s[side] += if made { points[side] } else { -bid };
                        s[1 - side] += points[1 - side];
                        let winner = if s[side] >= 120 {
                            Some(side)
                        } else if s[1 - side] >= 120 {
                            Some(1 - side)
                        } else {
                            None
                        };
                        v += share
                            * match winner {
                                Some(0) => 1.0,
                                Some(_) => 0.0,
                                None => value[&(s[0].max(-120), s[1].max(-120), next)],
                            };
                    }
                    let old = value.insert((a, b, d), v).unwrap_or(0.0);
                    moved = moved.max((v - old).abs());
                }
            }
        }
        if moved < 1e-10 {
            break;
        }
    }
    value
}

#[test]
fn the_chances_are_the_chain_of_the_printed_kernel() {
    let table = Table::new();
    let v = odds(&table, &["--score", "0,0"]);
    assert_eq!(v["rules"], "120");
    assert_eq!(v["players"], 4);
    assert_eq!(v["sides"], 2);
    assert_eq!(v["dealer"], 4, "the last seat deals by default");
    assert_eq!(v["floor"], -120);
    assert_eq!(
        v["seed"], 45,
        "a fixed seed, so the cached kernel is reused"
    );
    assert_eq!(v["rounds"], 1500);
    let kernel = v["kernel"].as_array().expect("kernel");
    for d in 1..=4 {
        let rounds: u64 = kernel
            .iter()
            .filter(|o| o["dealer"] == d)
            .map(|o| o["count"].as_u64().unwrap())
            .sum();
        assert_eq!(rounds, 1500, "every dealer seat has the run's rounds");
    }
    for o in kernel {
        let tricks = o["tricks"].as_array().expect("tricks");
        assert_eq!(tricks.len(), 5);
        let taken =
            |side: u64| 5 * tricks.iter().filter(|t| t.as_u64() == Some(side)).count() as i64;
        let points = o["points"].as_array().unwrap();
        let bonus = points[0].as_i64().unwrap() - taken(1) + points[1].as_i64().unwrap() - taken(2);
        assert_eq!(bonus, 5, "the best card is worth 5 to one side: {o}");
    }
    let chain = chain_of(kernel);
    for (a, b, dealer) in [
        (0, 0, 4),
        (100, 110, 4),
        (100, 110, 1),
        (85, 105, 2),
        (-60, 115, 3),
        (115, 115, 4),
    ] {
        let v = odds(
            &table,
            &[
                "--score",
                &format!("{a},{b}"),
                "--dealer",
                &dealer.to_string(),
            ],
        );
        let w = win(&v);
        let mine = chain[&(a, b, dealer - 1)];
        assert!(
            (w[0] - mine).abs() < 0.003,
            "{a}-{b}, seat {dealer} dealing: the tool says {}, the kernel's chain {mine}",
            w[0]
        );
        assert!(
            (w[0] + w[1] - 1.0).abs() < 1e-9,
            "the chances add up to 1: {w:?}"
        );
        assert_eq!(
            v["margin"],
            serde_json::json!([0.0, 0.0]),
            "exact for the kernel"
        );
    }
}

#[test]
fn a_seed_repeats_a_run_and_the_table_turned_mirrors_it() {
    let table = Table::new();
    let a = odds(&table, &["--score", "100,110", "--seed", "7"]);
    let fresh = Table::new();
    let again = odds(&fresh, &["--score", "100,110", "--seed", "7"]);
    assert_eq!(
        a, again,
        "the same seed, the same kernel and chances, cached or not"
    );
    let other = odds(&fresh, &["--score", "100,110", "--seed", "8"]);
    assert_ne!(a["kernel"], other["kernel"]);
    // Side 2 at 100 and side 1 at 110, seat 1 dealing: the same game with
    // the table turned one seat.
    let mirror = odds(
        &table,
        &["--score", "110,100", "--dealer", "1", "--seed", "7"],
    );
    let (w, m) = (win(&a), win(&mirror));
    assert!(
        (w[0] - m[1]).abs() < 1e-9 && (w[1] - m[0]).abs() < 1e-9,
        "{w:?} against {m:?}"
    );
}

#[test]
fn a_sides_chance_grows_with_its_own_score() {
    let table = Table::new();
    let mut last = 0.0;
    for a in [-100, -40, 0, 40, 80, 100, 110, 115] {
        let w = win(&odds(&table, &["--score", &format!("{a},60")]))[0];
        assert!(w + 1e-9 >= last, "side 1 at {a}: {w} after {last}");
        last = w;
    }
    assert!(
        last > 0.5,
        "at 115 against 60 side 1 is the favourite: {last}"
    );
}

#[test]
fn three_sides_are_played_out_with_margins() {
    let table = Table::new();
    let v = odds(
        &table,
        &["--players", "3", "--score", "60,0,0", "--rounds", "600"],
    );
    assert_eq!(v["sides"], 3);
    assert_eq!(v["games"], 10000);
    let w = win(&v);
    assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{w:?}");
    let margins: Vec<f64> = v["margin"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    assert!(margins.iter().all(|&m| m > 0.0 && m < 0.02), "{margins:?}");
    assert!(w[0] > w[1] && w[0] > w[2], "60 ahead is ahead: {w:?}");
    let text = table
        .test()
        .args([
            "odds",
            "--players",
            "3",
            "--score",
            "60,0,0",
            "--rounds",
            "600",
        ])
        .stdout_has("±")
        .stdout_has("10000 games played out")
        .run();
    assert!(text.stdout.contains("cut-throat"), "{}", text.stdout);
}

#[test]
fn the_text_names_the_table_and_says_it_is_a_model() {
    let table = Table::new();
    let out = table
        .test()
        .args(["odds", "--score", "100,110", "--rounds", ROUNDS])
        .stdout_has("Who wins from here? Side 1 at 100 and side 2 at 110; seat 4 deals next")
        .stdout_has("By the game model (RULES.md §14")
        .stdout_has("A model, not a promise")
        .run();
    let json = odds(&table, &["--score", "100,110"]);
    let w = win(&json);
    assert!(
        out.stdout.contains(&format!("{:.1}%", w[0] * 100.0)),
        "{}",
        out.stdout
    );
}

#[test]
fn shown_rounds_have_the_calls_the_draw_and_the_pars_analyze_finds() {
    let table = Table::new();
    let v = odds(&table, &["--show-rounds", "4"]);
    let shown = v["rounds_shown"].as_array().expect("rounds_shown");
    assert_eq!(shown.len(), 4);
    let names = ["P1", "P2", "P3", "P4"];
    let mut checked = 0;
    for (i, r) in shown.iter().enumerate() {
        assert_eq!(r["round"], i + 1);
        assert_eq!(r["dealer"], 1, "every round is dealt by seat 1");
        assert_eq!(r["hands"].as_array().unwrap().len(), 4);
        assert_eq!(r["kitty"].as_array().unwrap().len(), 3);
        let calls = r["calls"].as_array().expect("calls");
        let seats: Vec<u64> = calls.iter().filter_map(|c| c["seat"].as_u64()).collect();
        assert_eq!(
            seats,
            [2, 3, 4, 1],
            "calls go from the dealer's left, the dealer last"
        );
        let outcome = &r["outcome"];
        let Some(bidder) = outcome["bidder"].as_u64() else {
            continue;
        };
        let trump = outcome["trump"].as_str().unwrap();
        let bid = outcome["bid"].as_u64().unwrap();
        let mut file = format!(
            "rules = \"120\"\ntrump = \"{trump}\"\nseats = [\"P1\", \"P2\", \"P3\", \"P4\"]\nteams = [[\"P1\", \"P3\"], [\"P2\", \"P4\"]]\ndealer = \"P1\"\nbidder = \"P{bidder}\"\nbid = {bid}\n\n[hands]\n"
        );
        for (name, hand) in names.iter().zip(r["played"].as_array().expect("played")) {
            file.push_str(&format!("{name} = {hand}\n"));
        }
        let path = table.dir.path().join(format!("round_{i}.toml"));
        std::fs::write(&path, file).expect("round file");
        let analysis = table
            .test()
            .args(["analyze", &path.to_string_lossy()])
            .json();
        assert_eq!(analysis["par"], r["par"], "round {}", i + 1);
        let side = (bidder as usize - 1) % 2;
        assert_eq!(
            outcome["points"][side], r["par"],
            "the bidder's side takes its par"
        );
        checked += 1;
    }
    assert!(checked >= 3, "most rounds have a bidder under 120");
}

#[test]
fn status_odds_adds_the_chances_and_plain_status_does_not() {
    let table = Table::with_teams("friday");
    share_model(&table);
    table
        .test()
        .args([
            "round", "--bidder", "Ann", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ])
        .run();
    table
        .test()
        .args(["status"])
        .stdout_lacks("Chance of winning")
        .run();
    let plain = table.test().args(["status"]).json();
    assert!(plain.get("odds").is_none());
    let text = table
        .test()
        .args(["status", "--odds"])
        .stdout_has("Chance of winning from here, by the game model")
        .run();
    assert!(text.stdout.contains("Blue") && text.stdout.contains("Red"));
    let v = table.test().args(["status", "--odds"]).json();
    let w: Vec<f64> = v["odds"]["win"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    assert_eq!(w.len(), 2);
    assert!((w[0] + w[1] - 1.0).abs() < 1e-6);
    assert!(w[0] > 0.5, "Blue, 10 ahead, are favourites: {w:?}");
    // `odds` alone asks about the current game, by its names.
    table
        .test()
        .args(["odds"])
        .stdout_has("friday: Blue at 20 and Red at 10")
        .run();
}

#[test]
fn bad_questions_are_refused_and_nothing_is_written() {
    let table = Table::new();
    for (args, says) in [
        (vec!["--rounds", "0"], "from 1 to 10000000"),
        (vec!["--rounds", "10000001"], "from 1 to 10000000"),
        (vec!["--dealer", "5"], "--dealer 5: there are 4 players"),
        (
            vec!["--players", "4", "--sides", "5"],
            "can't be more sides than players",
        ),
        (vec!["--score", "120,0"], "already won"),
        (vec!["--score", "7,0"], "scores go in fives"),
        (vec!["--score", "0,0,0"], "--score takes every side's score"),
        (vec!["--score", "ten,0"], "whole numbers"),
        (
            vec!["--rules", "auction-45s", "--score", "-250,0"],
            "below -200 a side has lost",
        ),
    ] {
        let mut all = vec!["odds"];
        all.extend(args.iter());
        table
            .test()
            .args(all)
            .files_unchanged()
            .fails(2)
            .stderr_has(says)
            .run();
    }
}

#[test]
fn a_kernel_whose_games_never_end_says_so() {
    // One round, dealt by every seat in turn: with seed 45 its bidder is
    // set and the other side takes 5, so both sides sink to the floor and
    // stay there, and no game of the model ever ends.
    let table = Table::new();
    let v = odds(&table, &["--rounds", "1"]);
    let nobody = 1.0 - win(&v).iter().sum::<f64>();
    let out = table
        .test()
        .args(["odds", "--rounds", "1"])
        .stdout_has("1 round, seed 45")
        .run();
    assert_eq!(
        out.stdout.contains("of the model's games no side wins"),
        nobody > 0.0005,
        "{nobody}: {}",
        out.stdout
    );
}
