//! `fortyfives bid` as a table and a script see it: the contract's JSON,
//! the text table, a seed that repeats a run on any number of threads,
//! shown deals whose pars `analyze` agrees with, and every bad input.

use crate::common::{share_model, Table, MODEL_TIME};

const FRANK: &str = "5h jh ah qh 2d";

#[test]
fn json_follows_the_contract() {
    let table = Table::new();
    let v = table
        .test()
        .args(["bid", "--hand", FRANK, "--samples", "40", "--seed", "7"])
        .json();
    assert_eq!(v["hand"], serde_json::json!(["5h", "Jh", "Ah", "Qh", "2d"]));
    assert_eq!(v["players"], 4);
    assert_eq!(v["seat"], 4);
    assert_eq!(v["rules"], "120");
    assert_eq!(v["samples"], 40);
    assert_eq!(v["seed"], 7);
    let trumps = v["trumps"].as_array().expect("trumps");
    let names: Vec<&str> = trumps.iter().filter_map(|t| t["trump"].as_str()).collect();
    assert_eq!(names, ["spades", "hearts", "diamonds", "clubs"]);
    for t in trumps {
        let dist = t["distribution"].as_object().expect("distribution");
        let mut keys: Vec<u32> = dist.keys().filter_map(|k| k.parse().ok()).collect();
        keys.sort_unstable();
        assert_eq!(keys, [0, 5, 10, 15, 20, 25, 30]);
        let total: f64 = dist.values().filter_map(serde_json::Value::as_f64).sum();
        assert!((total - 1.0).abs() < 0.01, "shares add up to {total}");
        let bids: Vec<u64> = t["bids"]
            .as_array()
            .expect("bids")
            .iter()
            .filter_map(|b| b["bid"].as_u64())
            .collect();
        assert_eq!(bids, [15, 20, 25, 30]);
        let made: Vec<f64> = t["bids"]
            .as_array()
            .expect("bids")
            .iter()
            .filter_map(|b| b["made"].as_f64())
            .collect();
        assert!(
            made.windows(2).all(|w| w[0] >= w[1]),
            "a higher bid is made less often: {made:?}"
        );
        assert!(t["points"]["mean"].as_f64().is_some() && t["points"]["margin"].as_f64().is_some());
        assert!(
            t["bids"][0].get("we_go_out").is_none(),
            "no scores, no game end"
        );
        assert!(t["bids"][0]["score_margin"].as_f64().is_some());
    }
    // With the four top hearts, hearts is the trump to name.
    assert_eq!(v["best"]["trump"], "hearts");
    assert!(v.get("deals").is_none());
    // The points in their own order, as a reader scans them.
    let raw = table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--samples",
            "5",
            "--seed",
            "7",
            "--json",
        ])
        .run()
        .stdout;
    let at = |key: &str| {
        raw.find(&format!("\"{key}\":"))
            .expect("a distribution key")
    };
    assert!(at("0") < at("5") && at("5") < at("10") && at("25") < at("30"));
}

#[test]
fn the_text_is_one_table_a_best_bid_and_the_open_hand_warning() {
    let table = Table::new();
    let out = table
        .test()
        .args(["bid", "--hand", FRANK, "--samples", "20", "--seed", "3"])
        .stdout_has("5♥ J♥ A♥ Q♥ 2♦ at seat 4 of 4 (the dealer), rules 120: 20 deals, seed 3.")
        .stdout_has("Best bid: ")
        .stdout_has("Open-hand play flatters the bidder")
        .run();
    let text = out.stdout.clone();
    let header = text
        .lines()
        .find(|l| l.contains("Trump"))
        .expect("a header row");
    let words: Vec<String> = crate::common::words(header)
        .into_iter()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .collect();
    assert_eq!(words, ["Trump", "Points", "15", "20", "25", "30"]);
    for suit in ["♠", "♥", "♦", "♣"] {
        assert!(
            text.lines()
                .any(|l| l.starts_with('│') && l.contains(suit) && l.contains('%')),
            "a row for {suit}:\n{text}"
        );
    }
}

#[test]
fn where_a_made_bid_scores_what_was_taken_the_higher_bids_that_score_as_much_are_named() {
    let table = Table::new();
    // The five top hearts take every trick: every level is made, and under
    // 120 each scores the 30 taken.
    let args = [
        "bid",
        "--hand",
        "5h jh ah kh qh",
        "--trump",
        "hearts",
        "--samples",
        "10",
        "--seed",
        "1",
    ];
    table
        .test()
        .args(args)
        .stdout_has("Best bid: 15 in ♥ hearts, +30.0 ± 0.0 points a round on average.")
        .stdout_has(
            "20, 25 and 30 score as much under these rules: bid higher if the auction needs it.",
        )
        .run();
    // Where a made bid scores the bid, the highest is best and nothing ties.
    let mut by_bid = args.to_vec();
    by_bid.extend(["--set", "made_scores=bid"]);
    table
        .test()
        .args(by_bid)
        .stdout_has("Best bid: 30 in ♥ hearts")
        .stdout_lacks("as much")
        .run();
}

#[test]
fn a_seed_repeats_a_run_exactly_on_one_thread_or_two() {
    let table = Table::new();
    let args = [
        "bid",
        "--hand",
        "5h jh kh 4c 5s",
        "--samples",
        "30",
        "--seed",
        "11",
        "--show-deals",
    ];
    let one = table
        .test()
        .args(args)
        .env("RAYON_NUM_THREADS", "1")
        .run()
        .stdout;
    let two = table
        .test()
        .args(args)
        .env("RAYON_NUM_THREADS", "2")
        .run()
        .stdout;
    let again = table
        .test()
        .args(args)
        .env("RAYON_NUM_THREADS", "2")
        .run()
        .stdout;
    assert_eq!(one, two);
    assert_eq!(two, again);
    let other = table
        .test()
        .args([
            "bid",
            "--hand",
            "5h jh kh 4c 5s",
            "--samples",
            "30",
            "--seed",
            "12",
            "--show-deals",
        ])
        .run()
        .stdout;
    assert_ne!(one, other, "another seed deals other cards");
}

#[test]
fn shown_deals_have_the_pars_analyze_finds_for_the_same_hands() {
    let table = Table::new();
    let v = table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--samples",
            "3",
            "--seed",
            "5",
            "--show-deals",
        ])
        .json();
    let deals = v["deals"].as_array().expect("deals");
    assert_eq!(deals.len(), 3);
    let names = ["P1", "P2", "P3", "P4"];
    let mut checked = 0;
    for deal in deals {
        assert_eq!(
            deal["hands"][3],
            serde_json::json!(["2d", "5h", "Jh", "Qh", "Ah"])
        );
        assert_eq!(deal["kitty"].as_array().map(Vec::len), Some(3));
        assert_eq!(deal["pack"].as_array().map(Vec::len), Some(52 - 20 - 3));
        for (trump, played) in deal["play"].as_object().expect("play") {
            let mut file = format!(
                "rules = \"120\"\ntrump = \"{trump}\"\nseats = [\"P1\", \"P2\", \"P3\", \"P4\"]\nteams = [[\"P1\", \"P3\"], [\"P2\", \"P4\"]]\ndealer = \"P4\"\nbidder = \"P4\"\nbid = 15\n\n[hands]\n"
            );
            for (name, hand) in names.iter().zip(played["hands"].as_array().expect("hands")) {
                file.push_str(&format!("{name} = {hand}\n"));
            }
            let path = table.dir.path().join(format!("deal_{checked}.toml"));
            std::fs::write(&path, file).expect("round file");
            let path = path.to_string_lossy().to_string();
            let analysis = table.test().args(["analyze", &path]).json();
            assert_eq!(analysis["par"], played["par"], "{trump}: {path}");
            checked += 1;
        }
    }
    assert_eq!(checked, 12);
}

#[test]
fn a_saved_games_player_asks_with_its_rules_seats_and_scores() {
    // Blue (Ann, Bob) against Red (Cid, Dan), seated Ann, Cid, Bob, Dan;
    // Dan deals first, so Ann sits at seat 1.
    let table = Table::with_teams("friday");
    share_model(&table);
    let v = table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--player",
            "Ann",
            "--samples",
            "20",
            "--seed",
            "1",
        ])
        .json();
    assert_eq!(v["seat"], 1);
    assert_eq!(v["players"], 4);
    let bid = &v["trumps"][1]["bids"][0];
    assert_eq!(bid["we_go_out"], 0.0, "from 0 no round ends the game");
    assert_eq!(bid["they_go_out"], 0.0);
    let text = table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--player",
            "ann",
            "--samples",
            "5",
            "--seed",
            "1",
        ])
        .stdout_has("at seat 1 of 4, rules 120")
        .stdout_has("Blue's mean points")
        .run()
        .stdout;
    // At these scores no round can end the game: nothing says it does.
    assert!(!text.contains("can end the game"), "{text}");
    assert!(
        text.contains("No deal ends the game this round, whatever the bid."),
        "{text}"
    );
}

#[test]
fn scores_say_how_often_the_round_ends_the_game() {
    let table = Table::new();
    share_model(&table);
    // 110 to 100: any made bid takes the asker's side to 120.
    let v = table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--trump",
            "hearts",
            "--score",
            "110,100",
            "--samples",
            "30",
            "--seed",
            "2",
        ])
        .json();
    let trumps = v["trumps"].as_array().expect("trumps");
    assert_eq!(trumps.len(), 1);
    for b in trumps[0]["bids"].as_array().expect("bids") {
        assert_eq!(b["we_go_out"], b["made"], "made is out at 110: {b}");
    }
}

#[test]
fn bad_input_is_refused_with_what_to_type_instead() {
    let table = Table::new();
    let cases: &[(&[&str], &str)] = &[
        (
            &["--hand", "5h jh ah qh"],
            "a hand is five cards; 4 given; give five different cards",
        ),
        (&["--hand", "5h jh ah qh 5h"], "--hand: "),
        (&["--hand", "5h jh ah qh zz"], "--hand: "),
        (
            &["--hand", FRANK, "--kitty", "2d 3c 4c"],
            "--kitty: the 2♦ is both in the hand and in the kitty",
        ),
        (
            &["--hand", FRANK, "--kitty", "3c 4c"],
            "--kitty: the kitty under these rules holds 3 cards; 2 given; give all 3 cards",
        ),
        (
            &["--hand", FRANK, "--seat", "5"],
            "--seat 5: there are 4 players; give a seat from 1",
        ),
        (&["--hand", FRANK, "--players", "9"], "--players"),
        (
            &["--hand", FRANK, "--players", "6", "--sides", "4"],
            "--sides 4 with 6 players",
        ),
        (&["--hand", FRANK, "--samples", "0"], "--samples"),
        (&["--hand", FRANK, "--samples", "1000001"], "--samples"),
        (&["--hand", FRANK, "--rules", "nosuch"], "nosuch"),
        (&["--hand", FRANK, "--set", "nosuch=1"], "--set nosuch=1"),
        (
            &["--hand", FRANK, "--player", "Zed"],
            "no game yet: start one",
        ),
        (
            &["--hand", FRANK, "--score", "10"],
            "--score 10: --score takes every side's score, and 1 is given for the 2 sides",
        ),
        (&["--hand", FRANK, "--rules", "45"], "no auction"),
        (
            &["--hand", FRANK, "--rules", "auction-45s", "--players", "6"],
            "this table has 2 teams of 3, as 6 players sit by default; give --sides 3 or 6",
        ),
    ];
    for (args, message) in cases {
        let mut all = vec!["bid"];
        all.extend_from_slice(args);
        all.push("--json");
        table
            .test()
            .args(&all)
            .stderr_has(*message)
            .stdout("")
            .fails(2)
            .run();
    }
}

#[test]
fn an_unknown_player_of_a_saved_game_is_named_with_the_players() {
    let table = Table::with_teams("friday");
    table
        .test()
        .args(["bid", "--hand", FRANK, "--player", "Zed", "--json"])
        .stderr_has("Ann")
        .stdout("")
        .fails(2)
        .run();
}

#[test]
fn a_side_in_the_hole_may_weigh_a_sixty_where_the_rules_allow_it() {
    let table = Table::new();
    let levels = |score: &str| -> Vec<u64> {
        let v = table
            .test()
            .args([
                "bid",
                "--hand",
                FRANK,
                "--rules",
                "auction-45s",
                "--trump",
                "h",
                "--score",
                score,
                "--samples",
                "5",
                "--seed",
                "1",
            ])
            // This preset's game model is played here, and may say how
            // long it takes on a slow machine: only an error fails.
            .stderr_lacks("error")
            .timeout(MODEL_TIME)
            .json();
        v["trumps"][0]["bids"]
            .as_array()
            .expect("bids")
            .iter()
            .filter_map(|b| b["bid"].as_u64())
            .collect()
    };
    assert_eq!(levels("-20,50").last(), Some(&60));
    assert_eq!(levels("20,50").last(), Some(&30));
}

#[test]
fn a_kitty_seen_after_the_fact_is_in_every_deal() {
    let table = Table::new();
    let v = table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--kitty",
            "ks 7c 3d",
            "--samples",
            "4",
            "--seed",
            "9",
            "--show-deals",
        ])
        .json();
    for deal in v["deals"].as_array().expect("deals") {
        assert_eq!(deal["kitty"], serde_json::json!(["Ks", "7c", "3d"]));
        // The dealer bid and took the kitty: in spades the K♠ is a trump kept.
        let dealer = deal["play"]["spades"]["hands"][3].as_array().expect("hand");
        assert!(dealer.contains(&serde_json::json!("Ks")), "{dealer:?}");
    }
}

#[test]
fn a_hand_no_bid_pays_for_is_told_to_pass() {
    // Alone against two, no trump and no high card: every bid loses points
    // on average, so there is no best bid.
    let table = Table::new();
    let args = [
        "bid",
        "--hand",
        "2c 3c 4d 6s 7d",
        "--players",
        "3",
        "--samples",
        "100",
        "--seed",
        "1",
    ];
    let v = table.test().args(args).json();
    assert!(v["best"].is_null(), "{}", v["best"]);
    for t in v["trumps"].as_array().expect("trumps") {
        assert!(
            t["bids"][0]["score"].as_f64().is_some_and(|s| s < 0.0),
            "{t}"
        );
    }
    table
        .test()
        .args(args)
        .stdout_has("at seat 3 of 3 (the dealer)")
        .stdout_has("No bid gains points on average: by this model, pass.")
        .stdout_lacks("Best bid")
        .run();
}

#[test]
fn numbers_out_of_range_are_refused_saying_the_range_in_words() {
    let table = Table::new();
    for (flag, value, said) in [
        (
            "--samples",
            "0",
            "the number of deals is from 1 to 1000000, not 0",
        ),
        (
            "--samples",
            "99999999999999999999",
            "the number of deals is from 1 to 1000000, not 99999999999999999999",
        ),
        (
            "--players",
            "9",
            "the number of players is from 2 to 8, not 9",
        ),
        ("--seat", "0", "a seat is from 1 to 8, not 0"),
    ] {
        // Stdout empty: .fails says so.
        table
            .test()
            .args(["bid", "--hand", "5h jh ah qh 2d", flag, value])
            .fails(2)
            .stderr_has(said)
            .stderr_lacks("..=")
            .run();
    }
}

// Issue 49: `bid` answers the question asked.

/// The text of `bid` with these flags, from a table with no game.
fn bid_text(args: &[&str]) -> String {
    let table = Table::new();
    share_model(&table);
    let mut all = vec!["bid"];
    all.extend_from_slice(args);
    // A table other than the shared model's (three players) plays its game
    // model here, which may say how long it takes: only an error fails.
    table
        .test()
        .args(all)
        .stderr_lacks("error")
        .timeout(MODEL_TIME)
        .run()
        .stdout
}

#[test]
fn the_header_names_the_table_it_modelled() {
    let teams_of_two = bid_text(&[
        "--hand",
        FRANK,
        "--players",
        "6",
        "--sides",
        "3",
        "--samples",
        "5",
        "--seed",
        "1",
    ]);
    assert!(
        teams_of_two
            .contains("6 players, 3 teams of 2: the other two teams play together against yours."),
        "{teams_of_two}"
    );
    let teams_of_three = bid_text(&[
        "--hand",
        FRANK,
        "--players",
        "6",
        "--samples",
        "5",
        "--seed",
        "1",
    ]);
    assert!(
        teams_of_three
            .lines()
            .any(|l| l == "6 players, 2 teams of 3."),
        "{teams_of_three}"
    );
    let three = bid_text(&[
        "--hand",
        FRANK,
        "--players",
        "3",
        "--samples",
        "5",
        "--seed",
        "1",
    ]);
    assert!(
        three.contains("3 players, cut-throat: the other two play together against you."),
        "{three}"
    );
}

#[test]
fn each_levels_mean_score_is_shown_and_the_margin_is_named() {
    let text = bid_text(&[
        "--hand",
        "5h jh ah kh qh",
        "--trump",
        "hearts",
        "--samples",
        "10",
        "--seed",
        "1",
    ]);
    assert!(text.contains("(± is the 95% margin"), "{text}");
    assert!(
        text.contains("Your side's mean score a round, by bid"),
        "{text}"
    );
    // The five top hearts take every trick: each level scores the 30 taken.
    let row = text
        .lines()
        .filter(|l| l.starts_with('│') && l.contains('♥'))
        .nth(1)
        .unwrap_or_else(|| panic!("a score row for hearts:\n{text}"));
    let words = crate::common::words(row);
    assert_eq!(
        words.iter().filter(|w| *w == "+30.0").count(),
        4,
        "{row}\n{text}"
    );
}

#[test]
fn over_a_standing_bid_only_the_levels_above_it_are_weighed() {
    let table = Table::new();
    let args = [
        "bid",
        "--hand",
        FRANK,
        "--over",
        "20",
        "--samples",
        "20",
        "--seed",
        "1",
    ];
    let v = table.test().args(args).json();
    assert_eq!(v["over"], 20);
    for t in v["trumps"].as_array().expect("trumps") {
        let bids: Vec<u64> = t["bids"]
            .as_array()
            .expect("bids")
            .iter()
            .filter_map(|b| b["bid"].as_u64())
            .collect();
        assert_eq!(bids, [25, 30]);
    }
    let best = v["best"]["bid"].as_u64().expect("a best bid");
    assert!(best > 20, "{best}");
    let text = table
        .test()
        .args(args)
        .stdout_has("each bid over the standing 20 is made")
        .stdout_has(format!("Best bid over the standing 20: {best} in"))
        .run()
        .stdout;
    let header = text
        .lines()
        .find(|l| l.contains("Points"))
        .expect("a header row");
    let words: Vec<String> = crate::common::words(header)
        .into_iter()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .collect();
    assert_eq!(words, ["Trump", "Points", "25", "30"]);
    table
        .test()
        .args(["bid", "--hand", FRANK, "--over", "30"])
        .stderr_has("--over 30: no bid is above 30 under these rules")
        .stderr_has("pass, or give a lower --over")
        .stdout("")
        .fails(2)
        .run();
    table
        .test()
        .args(["bid", "--help"])
        .stdout_has("--over <N>")
        .stdout_has("The standing bid")
        .run();
}

#[test]
fn the_other_side_is_named_and_the_game_end_is_a_small_table() {
    let text = bid_text(&[
        "--hand",
        "5h jh ah 5s jc",
        "--seat",
        "3",
        "--score",
        "30,115",
        "--trump",
        "hearts",
        "--samples",
        "50",
        "--seed",
        "1",
    ]);
    assert!(!text.contains("side 2"), "{text}");
    assert!(
        text.contains("How this round ends the game, in ♥ hearts:"),
        "{text}"
    );
    for label in [
        "Won by your side",
        "Won by the other team",
        "The game goes on",
    ] {
        assert!(
            text.lines()
                .any(|l| l.starts_with('│') && l.contains(label)),
            "a row {label}:\n{text}"
        );
    }
    // In a saved game the sides are called by their names.
    let table = Table::new();
    share_model(&table);
    table
        .test()
        .args([
            "new",
            "late",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
        ])
        .args(["--score", "Blue=30", "--score", "Red=115"])
        .run();
    let text = table
        .test()
        .args(["bid", "--hand", FRANK, "--player", "Ann", "--trump", "h"])
        .args(["--samples", "30", "--seed", "1"])
        .stdout_has("(Blue 30 and Red 115)")
        .run()
        .stdout;
    assert!(
        text.lines()
            .any(|l| l.starts_with('│') && l.contains("Won by Red")),
        "{text}"
    );
    assert!(!text.contains("side 2"), "{text}");
}

#[test]
fn with_three_sides_what_is_known_of_the_games_end_is_said() {
    // At 110 of 120 a made bid takes the bidder out whatever the others
    // take; who else might go out turns on how they split the rest.
    let text = bid_text(&[
        "--hand",
        FRANK,
        "--players",
        "3",
        "--score",
        "110,0,0",
        "--trump",
        "hearts",
        "--samples",
        "30",
        "--seed",
        "1",
    ]);
    assert!(text.contains("How this round ends the game"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with('│') && l.contains("Won by your side")),
        "{text}"
    );
    assert!(
        text.contains("whether another side goes out turns on how the others split"),
        "{text}"
    );
    let far = bid_text(&[
        "--hand",
        FRANK,
        "--players",
        "3",
        "--score",
        "0,110,0",
        "--trump",
        "hearts",
        "--samples",
        "30",
        "--seed",
        "1",
    ]);
    assert!(
        far.contains("Your side can't win the game this round, whatever the bid; whether another side goes out"),
        "{far}"
    );
}

#[test]
fn without_player_the_current_game_is_the_table_and_the_text_says_so() {
    let table = Table::with_teams("friday");
    share_model(&table);
    // Dan deals the first round: without --player the hand is the dealer's.
    let v = table
        .test()
        .args(["bid", "--hand", FRANK, "--samples", "5", "--seed", "1"])
        .json();
    assert_eq!(v["seat"], 4);
    let bid = &v["trumps"][0]["bids"][0];
    assert_eq!(bid["we_go_out"], 0.0, "the game's scores are real");
    table
        .test()
        .args(["bid", "--hand", FRANK, "--seat", "1", "--samples", "5", "--seed", "1"])
        .stdout_has("at seat 1 of 4, rules 120")
        .stdout_has("The game friday: 4 players, 2 teams of 2; its rules, seats and scores (Blue 0 and Red 0); the hand is Ann's, at that seat")
        .stdout_has("Blue's mean points")
        .run();
    // A preset named on the command line wins over the game.
    table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--rules",
            "auction-45s",
            "--samples",
            "5",
            "--seed",
            "1",
        ])
        .stdout_has("rules auction-45s")
        .stdout_has("your side's mean points")
        .stdout_lacks("friday")
        .run();
    // --game names the table too, and then a table of the flags' is refused.
    table
        .test()
        .args([
            "bid",
            "--hand",
            FRANK,
            "--game",
            "friday",
            "--samples",
            "5",
            "--seed",
            "1",
        ])
        .stdout_has("The game friday: ")
        .stdout_has("the hand is Dan's")
        .run();
    table
        .test()
        .args(["bid", "--hand", FRANK, "--game", "friday", "--players", "6"])
        .stderr_has("--game takes the game's own table")
        .fails(2)
        .run();
    // A current game without an auction is not the table, and that is said.
    table
        .test()
        .args(["new", "pub", "--players", "Eve,Fay,Gus", "--rules", "45"])
        .run();
    table
        .test()
        .args(["bid", "--hand", FRANK, "--samples", "5", "--seed", "1"])
        .stdout_has("The current game, pub, plays 45, with no auction: this is a table of its own.")
        .stdout_has("rules 120")
        .run();
}

#[test]
fn a_wrong_score_count_and_unequal_teams_name_the_real_problem() {
    let table = Table::new();
    table
        .test()
        .args(["bid", "--hand", FRANK, "--score", "10"])
        .stderr_has("--score 10: --score takes every side's score, and 1 is given for the 2 sides at this table; give one a side, separated by commas, yours first, e.g. --score 10,0")
        .fails(2)
        .run();
    table
        .test()
        .args(["bid", "--hand", FRANK, "--rules", "auction-45s", "--players", "6"])
        .stderr_has("--players 6: these rules (auction-45s) need teams of two, or every player for themself; this table has 2 teams of 3, as 6 players sit by default; give --sides 3 or 6")
        .fails(2)
        .run();
    table
        .test()
        .args(["bid", "--hand", FRANK, "--players", "6", "--sides", "4"])
        .stderr_has("--sides 4 with 6 players: 6 players can't sit as 4 sides of the same size")
        .stderr_has("give --sides 2, 3 or 6")
        .fails(2)
        .run();
}

#[test]
fn the_prose_fits_sixty_columns_broken_between_words() {
    let table = Table::new();
    share_model(&table);
    let out = table
        .test()
        .args([
            "bid",
            "--hand",
            "5h jh ah 5s jc",
            "--seat",
            "3",
            "--score",
            "30,115",
            "--over",
            "15",
            "--samples",
            "30",
            "--seed",
            "1",
        ])
        .env("COLUMNS", "60")
        .run()
        .stdout;
    for line in out.lines() {
        let width = line.chars().count();
        assert!(width <= 60, "{width} wide: {line}\n{out}");
    }
    // Each sentence is whole once the lines are joined again.
    let joined = out.lines().collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains("Open-hand play flatters the bidder: every deal is played with all the cards face up, so a real table makes these bids less often."),
        "{out}"
    );
}

// RULES.md §14.6: with scores, bid or pass by the chance of winning the game.

/// The sentence that answers "bid or pass?" in the text, if any.
fn bid_or_pass(text: &str) -> Option<String> {
    let joined = text.lines().collect::<Vec<_>>().join(" ");
    let start = joined.find("Bid ")?;
    let rest = &joined[start..];
    let end = rest.find(": bid.").map(|e| e + 6).or_else(|| {
        rest.find(": pass.")
            .map(|e| e + 7)
            .or_else(|| rest.find("too close to call.").map(|e| e + 18))
    })?;
    Some(rest[..end].to_string())
}

#[test]
fn with_scores_the_answer_weighs_the_bid_against_passing_by_the_game_model() {
    // One folder, so that the game model is played once for every question.
    let table = Table::new();
    share_model(&table);
    let ask = |hand: &str, score: &str, extra: &[&str]| {
        let mut args = vec!["bid", "--hand", hand, "--score", score];
        args.extend_from_slice(&["--samples", "150", "--seed", "3"]);
        args.extend_from_slice(extra);
        table.test().args(args).run().stdout
    };
    let text = ask(FRANK, "100,110", &[]);
    let sentence = bid_or_pass(&text).unwrap_or_else(|| panic!("no answer:\n{text}"));
    // "Bid 15 in ♥: 97% to win the game (±2); pass: 51%: bid."
    let shape = sentence.starts_with("Bid ")
        && sentence.contains(" in ♥: ")
        && sentence.contains("% to win the game (±")
        && sentence.contains("); pass: ");
    assert!(shape, "{sentence}");
    assert!(
        text.contains("Your side's chance of winning the game if it wins the bid"),
        "{text}"
    );
    assert!(
        text.contains("If you pass, and the others bid as the model does: "),
        "{text}"
    );
    assert!(text.contains("the game model of RULES.md §14"), "{text}");
    assert!(text.contains("the likeliest to win the game"), "{text}");

    // The JSON: each trump's chance at each level and if the asker passes,
    // with margins, all shares of one.
    let v = table
        .test()
        .args(["bid", "--hand", FRANK, "--score", "100,110"])
        .args(["--samples", "150", "--seed", "3"])
        .json();
    let unit = |x: &serde_json::Value| x.as_f64().is_some_and(|x| (0.0..=1.0).contains(&x));
    for t in v["trumps"].as_array().expect("trumps") {
        assert!(unit(&t["pass_win"]) && unit(&t["pass_win_margin"]), "{t}");
        assert_eq!(
            t["pass_win"], v["trumps"][0]["pass_win"],
            "passing is one branch"
        );
        for b in t["bids"].as_array().expect("bids") {
            assert!(unit(&b["win"]) && unit(&b["win_margin"]), "{b}");
        }
    }
    assert!(unit(&v["best"]["win"]), "{}", v["best"]);

    // A seed repeats the answer exactly, the game's chances with it.
    let again = table
        .test()
        .args(["bid", "--hand", FRANK, "--score", "100,110"])
        .args(["--samples", "150", "--seed", "3"])
        .json();
    assert_eq!(v, again);

    // The five top hearts at 110 to 0 can't lose a bid in hearts: any
    // made bid ends the game, so bidding wins it, passing may not.
    let sure = ask("5h jh ah kh qh", "110,0", &["--trump", "hearts"]);
    let sentence = bid_or_pass(&sure).unwrap_or_else(|| panic!("no answer:\n{sure}"));
    assert!(sentence.ends_with(": bid."), "{sentence}\n{sure}");
    assert!(
        sentence.contains("in ♥: >99% to win the game")
            || sentence.contains("in ♥: 100% to win the game"),
        "{sentence}"
    );

    // Under --ascii the answer is ASCII.
    let ascii = ask(FRANK, "100,110", &["--ascii"]);
    assert!(ascii.is_ascii(), "{ascii}");
    assert!(bid_or_pass(&ascii).is_some(), "{ascii}");
}

#[test]
fn without_scores_nothing_is_said_of_winning_the_game() {
    let table = Table::new();
    let text = table
        .test()
        .args(["bid", "--hand", FRANK, "--samples", "20", "--seed", "1"])
        .run()
        .stdout;
    assert!(bid_or_pass(&text).is_none(), "{text}");
    assert!(!text.contains("win the game"), "{text}");
    assert!(!text.contains("game model"), "{text}");
    let v = table
        .test()
        .args(["bid", "--hand", FRANK, "--samples", "20", "--seed", "1"])
        .json();
    assert!(v["trumps"][0].get("pass_win").is_none(), "{v}");
    assert!(v["trumps"][0]["bids"][0].get("win").is_none(), "{v}");
    assert!(v["best"].get("win").is_none(), "{v}");
    // Nor was the game model played for it.
    assert!(!table.dir.path().join("cache").exists());
}
