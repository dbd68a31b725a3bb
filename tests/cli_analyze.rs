//! `fortyfives analyze` as a table and a script see it: the par, the cost
//! of each play in words, the JSON of docs/cli.md "Analysis", and bad input.

use crate::common::Table;

fn example(name: &str) -> String {
    format!("{}/examples/rounds/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_retrospective_of_scenario_3_is_answered_in_words() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    table.test()
        .args(["analyze", &file])
        .stdout_has(
            "Par: John+Jim 20 with best play by everyone from the first lead. The 25 bid could be beaten.",
        )
        .stdout_has(
            "Trick 4: Fred's A♦ cost Frank+Fred 5: with the 7♥ instead and best play from here, the 7♥ takes trick 4 and the A♦ takes trick 5; as played, the 7♥ takes trick 5.",
        )
        .stdout_has("As played, John+Jim take 20: the bid is set.")
.run();
}

#[test]
fn json_follows_the_contract() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    let v = table.test().args(["analyze", &file]).json();
    assert_eq!(v["side"], "John+Jim");
    assert_eq!(v["bid"], 25);
    assert_eq!(v["par"], 20);
    assert_eq!(v["par_made"], false);
    assert_eq!(v["now"], 20);
    assert_eq!(v["line"].as_array().map(Vec::len), Some(20));
    assert_eq!(v["line"][0]["player"], "Jim");
    let plays = v["plays"].as_array().expect("plays");
    assert_eq!(plays.len(), 20);
    let ad = &plays[14];
    assert_eq!(ad["trick"], 4);
    assert_eq!(ad["player"], "Fred");
    assert_eq!(ad["card"], "Ad");
    assert_eq!(ad["value"], 20);
    assert_eq!(ad["best"], 15);
    assert_eq!(ad["best_cards"], serde_json::json!(["7h"]));
    assert_eq!(ad["cost"], 5);
    let mut keys: Vec<&str> = ad
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "best",
            "best_cards",
            "card",
            "cost",
            "player",
            "trick",
            "value"
        ]
    );
}

#[test]
fn several_files_give_a_json_array_and_the_alias_works() {
    let table = Table::new();
    let a = example("scenario2_bagged_renege.toml");
    let b = example("scenario3_bang_out_set.toml");
    let v = table.test().args(["analyse", &a, &b]).json();
    let all = v.as_array().expect("an array");
    assert_eq!(all.len(), 2);
    assert_eq!(all[0]["side"], "Frank+Fred");
    assert_eq!(all[1]["side"], "John+Jim");
}

#[test]
fn for_picks_the_counted_side() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    let v = table
        .test()
        .args(["analyze", &file, "--for", "fred"])
        .json();
    assert_eq!(v["side"], "Frank+Fred");
    assert_eq!(v["par"], 10);
    assert_eq!(v["par_made"], serde_json::Value::Null);
    table
        .test()
        .args(["analyze", &file, "--for", "Bob"])
        .fails(2)
        .stderr_has(
            "'Bob' is not a side or a player of this round; the sides are Frank+Fred, John+Jim",
        )
        .run();
}

#[test]
fn a_round_without_every_hand_says_which_to_add() {
    let table = Table::new();
    let file = example("scenario2_without_hands.toml");
    table
        .test()
        .args(["analyze", &file])
        .fails(2)
        .stderr_has("the analysis needs every hand, and there is none for")
        .stderr_has("under [hands]")
        .run();
}

#[test]
fn at_judges_freds_choice_on_what_he_could_see() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    let args = [
        "analyze",
        file.as_str(),
        "--at",
        "4.3",
        "--seed",
        "7",
        "--samples",
        "300",
    ];
    let out = table.test().args(args).run().stdout;
    assert!(
        out.contains("Trick 4, card 3: Fred's choice, judged on what Fred could see (300 deals of the unseen cards, seed 7)."),
        "{out}"
    );
    assert!(
        out.contains("The A♦ was the best percentage play for Frank+Fred"),
        "{out}"
    );
    // The same seed repeats the run exactly.
    assert_eq!(table.test().args(args).run().stdout, out);
    let v = table.test().args(args).json();
    let at = &v["at"];
    assert_eq!(at["trick"], 4);
    assert_eq!(at["play"], 3);
    assert_eq!(at["player"], "Fred");
    assert_eq!(at["played"], "Ad");
    assert_eq!(at["samples"], 300);
    assert_eq!(at["seed"], 7);
    let options = at["options"].as_array().expect("options");
    let cards: Vec<&str> = options.iter().filter_map(|o| o["card"].as_str()).collect();
    assert_eq!(cards, ["Ad", "7h"]);
    for o in options {
        assert!(o["points"].as_f64().is_some(), "{o}");
        assert!(o["made"].as_f64().is_some(), "{o}");
    }
}

#[test]
fn at_needs_only_the_deciding_players_hand() {
    let table = Table::new();
    let text = std::fs::read_to_string(example("scenario3_retrospective.toml")).expect("example");
    // Keep Fred's hand only.
    let only_fred: String = text
        .lines()
        .filter(|l| {
            !(l.starts_with("Jim =") || l.starts_with("Frank =") || l.starts_with("John ="))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let file = table.dir.path().join("fred.toml");
    std::fs::write(&file, only_fred).expect("write");
    let file = file.to_string_lossy().to_string();
    let v = table
        .test()
        .args([
            "analyze",
            &file,
            "--at",
            "4.3",
            "--samples",
            "50",
            "--seed",
            "1",
        ])
        .json();
    assert_eq!(v["at"]["options"].as_array().map(Vec::len), Some(2), "{v}");
    // Double-dummy needs every hand.
    table
        .test()
        .args(["analyze", &file])
        .fails(2)
        .stderr_has("the analysis needs every hand, and there is none for Frank, John and Jim; add each under [hands] as NAME = [...]")
        .run();
}

#[test]
fn at_refuses_what_the_record_does_not_hold() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    table.test()
        .args(["analyze", &file, "--at", "6.1"])
        .fails(2)
        .stderr_has(
            "there is no trick 6, play 1 to judge: the record holds 5 tricks of 4 cards; give --at T.P from 1.1 to 5.4",
        )
.run();
    table
        .test()
        .args(["analyze", &file, "--at", "four"])
        .fails(2)
        .stderr_has("as TRICK.PLAY")
        .run();
    let without = example("scenario2_without_hands.toml");
    table
        .test()
        .args(["analyze", &without, "--at", "2.1"])
        .fails(2)
        .stderr_has("needs Jim's hand; add Jim = [...] under [hands]")
        .run();
}

#[test]
fn a_deal_before_the_first_lead_gets_its_par() {
    let table = Table::new();
    let text = std::fs::read_to_string(example("scenario3_retrospective.toml")).expect("example");
    let deal = &text[..text.find("[[tricks]]").expect("tricks")];
    let file = table.dir.path().join("deal.toml");
    std::fs::write(&file, deal).expect("write");
    let file = file.to_string_lossy().to_string();
    let v = table.test().args(["analyze", &file]).json();
    assert_eq!(v["par"], 20);
    assert_eq!(v["now"], 20);
    assert_eq!(v["plays"], serde_json::json!([]));
    assert_eq!(v["line"].as_array().map(Vec::len), Some(20));
    table
        .test()
        .args(["analyze", &file])
        .stdout_has(
            "Before the first lead, best play from here gives John+Jim 20: the bid can be beaten.",
        )
        .run();
}

#[test]
fn a_card_that_broke_a_rule_is_analysed_with_the_finding_beside_it() {
    let table = Table::new();
    let file = example("dispute_hidden_trump_with_hands.toml");
    let out = table.test().args(["analyze", &file]).run().stdout;
    assert!(out.contains("│ 1     ┆ John   ┆ 7♦ !"), "{out}");
    assert!(
        out.contains("Trick 1: John's 7♦ broke a rule: John played the 7♦ on the 8♠ led at trick 1, but still held the 3♠."),
        "{out}"
    );
    assert!(
        out.contains("Trick 1: John's 7♦, against the rules, gained John+Jim 5 over their best legal card (the 3♠)."),
        "{out}"
    );
    let v = table.test().args(["analyze", &file]).json();
    assert_eq!(v["plays"][1]["card"], "7d");
    assert_eq!(v["plays"][1]["best_cards"], serde_json::json!(["3s"]));
    // A gain is a negative cost, never a cost.
    assert_eq!(v["plays"][1]["cost"], -5);
}

#[test]
fn a_gain_against_the_rules_shows_as_a_gain_in_the_table() {
    let table = Table::new();
    let file = example("dispute_hidden_trump_with_hands.toml");
    let out = table.test().args(["analyze", &file]).run().stdout;
    let row = out
        .lines()
        .find(|l| l.contains("John") && l.contains("7♦ !"))
        .unwrap_or_else(|| panic!("no row for John's 7♦:\n{out}"));
    let cells: Vec<&str> = row.split('┆').map(str::trim).collect();
    assert_eq!(cells[5], "gained 5", "{row}");
}

/// scenario 2 as recorded, cut to `tricks` tricks, or with Jim's 5♠ on
/// Fred's Q♠ at trick 4 (`set`), so that the bid is set.
fn scenario_2(table: &Table, tricks: usize, set: bool) -> String {
    let text = std::fs::read_to_string(example("scenario2_bagged_renege.toml")).expect("example");
    let mut text: String = text
        .split("[[tricks]]")
        .take(tricks + 1)
        .collect::<Vec<_>>()
        .join("[[tricks]]");
    if set {
        text = text
            .replace(r#"["qs", "jh", "ks", "6h"]"#, r#"["qs", "5s", "ks", "6h"]"#)
            .replace(
                "leader = \"Frank\"\ncards = [\"3h\", \"10c\", \"4c\", \"5s\"]",
                "leader = \"Jim\"\ncards = [\"jh\", \"3h\", \"10c\", \"4c\"]",
            );
        assert!(text.contains(r#"["jh", "3h", "10c", "4c"]"#), "{text}");
    }
    let file = table
        .dir
        .path()
        .join(format!("scenario2-{tricks}-{set}.toml"));
    std::fs::write(&file, text).expect("write");
    file.to_string_lossy().to_string()
}

#[test]
fn what_follows_a_card_is_best_play_unless_the_record_shows_it() {
    let table = Table::new();
    let file = example("scenario2_bagged_renege.toml");
    // Frank took trick 4 with the K♠: best play after the Q♠ is not what
    // was played, and the bid was made.
    table
        .test()
        .args(["analyze", &file])
        .stdout_has(
            "Trick 4: Fred's Q♠ cost Frank+Fred 5: with the 4♣ instead and best play from here, the Q♠ takes trick 5; with the Q♠ and best play from here, Frank+Fred take no more tricks. After this card the bid could be beaten; it was made because a later card let it.",
        )
        .stdout_has(
            "Trick 4: Jim's J♥ cost John+Jim 5: with the 5♠ instead and best play from here, the 5♠ takes trick 4 and the J♥ takes trick 5; as played, the 5♠ takes trick 5. This card let the bid be made.",
        )
        .stdout_lacks("as played, Frank+Fred take no more tricks")
        .stdout_lacks("This card lost the bid")
        .stdout_has("As played, Frank+Fred take 15: the bid is made.")
        .run();
}

#[test]
fn lost_the_bid_is_said_when_it_was_lost() {
    let table = Table::new();
    let file = scenario_2(&table, 5, true);
    table
        .test()
        .args(["check", "round", &file])
        .stdout_has("Frank+Fred bid 15, took 10, and are set.")
        .run();
    table
        .test()
        .args(["analyze", &file])
        .stdout_has(
            "Trick 4: Fred's Q♠ cost Frank+Fred 5: with the 4♣ instead and best play from here, the Q♠ takes trick 5; as played, Frank+Fred take no more tricks. This card lost the bid.",
        )
        .stdout_has("As played, Frank+Fred take 10: the bid is set.")
        .run();
}

#[test]
fn a_record_that_stops_early_says_nothing_of_how_the_bid_ended() {
    let table = Table::new();
    let file = scenario_2(&table, 4, false);
    table
        .test()
        .args(["analyze", &file])
        .stdout_has(
            "with the Q♠ and best play from here, Frank+Fred take no more tricks. After this card the bid could be beaten with best play from here.",
        )
        .stdout_has(
            "with the J♥ and best play from here, the 5♠ takes trick 5. After this card the bid could be made against any defence.",
        )
        .stdout_has("After 4 tricks, best play from here gives Frank+Fred 15: the bid can be made against any defence.")
        .stdout_lacks("lost the bid")
        .stdout_lacks("let the bid be made")
        .stdout_lacks("as played")
        .run();
}

#[test]
fn every_card_tied_for_the_best_percentage_play_is_named() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    // Jim's 5♥ and J♥ are the two best trumps, in one hand: on every deal
    // of the unseen cards they do exactly as well.
    let args = [
        "analyze",
        file.as_str(),
        "--at",
        "1.1",
        "--seed",
        "3",
        "--samples",
        "40",
    ];
    table
        .test()
        .args(args)
        .stdout_has("The 5♥ and the J♥ were equally the best percentage plays for John+Jim, and the 5♥ was played: with either of them, John+Jim take")
        .stdout_lacks("The 5♥ was the best percentage play")
        .run();
}

#[test]
fn cut_throat_counts_one_player_against_everyone_else() {
    let table = Table::new();
    let text = std::fs::read_to_string(example("scenario3_retrospective.toml")).expect("example");
    let cut_throat: String = text
        .lines()
        .filter(|l| !l.starts_with("teams ="))
        .map(|l| format!("{l}\n"))
        .collect();
    let file = table.dir.path().join("cut.toml");
    std::fs::write(&file, cut_throat).expect("write");
    let file = file.to_string_lossy().to_string();
    let out = table.test().args(["analyze", &file]).run().stdout;
    assert!(
        out.contains("Points are Jim's; Frank, John and Fred play against them together."),
        "{out}"
    );
    // One player takes; a team take.
    assert!(
        out.contains("As played, Jim takes 20: the bid is set."),
        "{out}"
    );
    let at = table
        .test()
        .args([
            "analyze",
            &file,
            "--at",
            "4.3",
            "--samples",
            "20",
            "--seed",
            "1",
        ])
        .run()
        .stdout;
    assert!(at.contains(", Jim takes "), "{at}");
    assert!(!at.contains("Jim take "), "{at}");
    let v = table
        .test()
        .args(["analyze", &file, "--for", "john"])
        .json();
    assert_eq!(v["side"], "John");
    assert_eq!(v["par_made"], serde_json::Value::Null);
}

#[test]
fn a_best_play_within_the_margin_of_error_says_so() {
    let table = Table::new();
    let file = example("scenario3_retrospective.toml");
    // On 100 deals, Jim's K♥ at trick 3 leads the 4♠ by less than the
    // margins of error: "best" is not settled, and the words say so.
    let out = table
        .test()
        .args([
            "analyze",
            &file,
            "--at",
            "3.1",
            "--seed",
            "1",
            "--samples",
            "100",
        ])
        .run()
        .stdout;
    let words = out.lines().last().unwrap_or_default();
    assert!(
        words.starts_with("The K♥ was the best percentage play for John+Jim:"),
        "{out}"
    );
    assert!(
        words.ends_with(
            "The difference is within the margin of error: more deals (--samples) would settle it."
        ),
        "{out}"
    );
}

#[test]
fn a_card_against_the_rules_is_never_called_a_best_card() {
    let table = Table::new();
    // Scenario 2's deal, John keeping his 9♠ back from Frank's 8♠ lead
    // against the rules; no card, his included, changes the value.
    let text = std::fs::read_to_string(example("scenario2_bagged_renege.toml")).expect("example");
    let mut text = text[..text.find("[[tricks]]").expect("tricks")].to_string();
    for (leader, cards) in [
        ("Frank", r#""8s", "7c", "2s", "ah""#),
        ("Jim", r#""jc", "js", "10c", "9d""#),
        ("Frank", r#""3h", "9s", "qs", "5h""#),
        ("Fred", r#""4c", "jh", "qd", "8d""#),
        ("Fred", r#""4s", "5s", "ks", "6h""#),
    ] {
        text.push_str(&format!(
            "[[tricks]]\nleader = \"{leader}\"\ncards = [{cards}]\n\n"
        ));
    }
    let file = table.dir.path().join("kept-back.toml");
    std::fs::write(&file, text).expect("write");
    let file = file.to_string_lossy().to_string();
    table
        .test()
        .args(["analyze", &file])
        .stdout_has("Spades trump, 120 rules. Frank bid 15 (bagged). Points are Frank+Fred's.")
        .stdout_has("Trick 1: John's 7♣ broke a rule:")
        .stdout_has("No card played gained or lost anything, though one broke a rule: the round went as par.")
        .stdout_lacks("Every card played was a best card")
        .run();
}

/// Scenario 3's retrospective stopped mid-trick 4: Frank's 6♣ and John's
/// 7♣ are down, Fred to play (his A♦ or his 7♥).
fn scenario_3_mid_trick(t: &Table, tricks: &[(&str, &str)], name: &str) -> String {
    let text = std::fs::read_to_string(example("scenario3_retrospective.toml")).expect("example");
    let mut text = text[..text.find("[[tricks]]").expect("tricks")].to_string();
    for (leader, cards) in tricks {
        text.push_str(&format!(
            "[[tricks]]\nleader = \"{leader}\"\ncards = [{cards}]\n\n"
        ));
    }
    let file = t.dir.path().join(name);
    std::fs::write(&file, text).expect("write");
    file.to_string_lossy().to_string()
}

const TO_TRICK_4: [(&str, &str); 4] = [
    ("Jim", r#""5h", "8h", "10h", "2h""#),
    ("Jim", r#""jh", "6h", "9h", "3h""#),
    ("Jim", r#""kh", "ah", "4h", "qh""#),
    ("Frank", r#""6c", "7c""#),
];

#[test]
fn a_trick_in_progress_gets_the_player_to_move() {
    let table = Table::new();
    let file = scenario_3_mid_trick(&table, &TO_TRICK_4, "mid.toml");
    let v = table.test().args(["analyze", &file]).json();
    // The retrospective: the 7♥ keeps John+Jim to 15 (the A♦ takes trick
    // 5); the A♦ now lets them 20.
    assert_eq!(
        v["to_play"],
        serde_json::json!({"trick": 4, "play": 3, "player": "Fred",
            "options": [{"card": "7h", "value": 15}, {"card": "Ad", "value": 20}],
            "best": 15, "best_cards": ["7h"]}),
        "{v}"
    );
    assert_eq!(v["now"], 15, "{v}");
    table
        .test()
        .args(["analyze", &file])
        .stdout_has("After 3 tricks and 2 cards of trick 4, best play from here gives John+Jim 15")
        .stdout_has("Fred to play (trick 4, card 3)")
        .stdout_has("With every hand face up (double-dummy), Fred's best: 7♥ (John+Jim 15); A♦ gives John+Jim 20.")
        .run();
    // A finished round has no one to move.
    let v = table
        .test()
        .args(["analyze", &example("scenario3_retrospective.toml")])
        .json();
    assert!(v.get("to_play").is_none(), "{v}");
}

#[test]
fn at_names_the_next_play_and_the_first_lead() {
    let table = Table::new();
    let file = scenario_3_mid_trick(&table, &TO_TRICK_4, "mid.toml");
    let v = table
        .test()
        .args([
            "analyze",
            &file,
            "--at",
            "4.3",
            "--samples",
            "60",
            "--seed",
            "2",
        ])
        .json();
    assert_eq!(v["at"]["player"], "Fred", "{v}");
    assert_eq!(v["at"]["played"], serde_json::Value::Null, "{v}");
    let cards: Vec<&str> = v["at"]["options"]
        .as_array()
        .expect("options")
        .iter()
        .filter_map(|o| o["card"].as_str())
        .collect();
    assert_eq!(cards.len(), 2, "{v}");
    assert!(cards.contains(&"Ad") && cards.contains(&"7h"), "{v}");
    // Past the next play: what to type instead.
    table
        .test()
        .args(["analyze", &file, "--at", "4.4"])
        .fails(2)
        .stderr_has("there is no trick 4, play 4 to judge: the record holds 3 tricks of 4 cards and 2 cards of trick 4; give --at T.P from 1.1 to 4.3 (4.3 is the next play, Fred's)")
        .run();
    // No trick recorded: the first lead is a position like any other.
    let empty = scenario_3_mid_trick(&table, &[], "empty.toml");
    let v = table
        .test()
        .args([
            "analyze",
            &empty,
            "--at",
            "1.1",
            "--samples",
            "30",
            "--seed",
            "1",
        ])
        .json();
    assert_eq!(v["at"]["player"], "Jim", "{v}");
    assert_eq!(v["at"]["played"], serde_json::Value::Null, "{v}");
    assert_eq!(v["at"]["options"].as_array().map(Vec::len), Some(5), "{v}");
    let err = table
        .test()
        .args(["analyze", &empty, "--at", "2.1"])
        .fails(2)
        .stderr_has("the record holds no card yet; give --at 1.1 to judge Jim's first lead")
        .run()
        .stderr;
    assert!(!err.contains("from 1 to 0"), "{err}");
    // Before the first lead, double-dummy names the leader's options.
    let v = table.test().args(["analyze", &empty]).json();
    assert_eq!(v["to_play"]["player"], "Jim", "{v}");
    assert_eq!(v["to_play"]["trick"], 1, "{v}");
}

#[test]
fn a_record_that_leaves_one_deal_in_a_million_is_still_dealt() {
    // Eight players; six of them showed out of trump on Ann's 5♠ lead, so
    // the twelve trumps unseen are all with Hal or out of play: dealing at
    // random and throwing away what doesn't fit finds a fitting deal about
    // three times in ten million.
    let table = Table::new();
    let file = eight_players(&table);
    let v = table
        .test()
        .args([
            "analyze",
            &file,
            "--at",
            "2.1",
            "--samples",
            "8",
            "--seed",
            "4",
        ])
        .json();
    assert_eq!(v["at"]["player"], "Ann", "{v}");
    assert_eq!(v["at"]["options"].as_array().map(Vec::len), Some(4), "{v}");
}

#[test]
fn a_run_of_more_than_a_minute_says_how_long_it_will_take() {
    use std::io::BufRead;
    let table = Table::new();
    let file = eight_players(&table);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_fortyfives"))
        .args([
            "analyze",
            &file,
            "--at",
            "2.1",
            "--samples",
            "1000000",
            "--json",
        ])
        .env("FORTYFIVES_DATA_DIR", table.dir.path())
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run");
    let mut line = String::new();
    let read = std::io::BufReader::new(child.stderr.take().expect("stderr")).read_line(&mut line);
    let _ = child.kill();
    let _ = child.wait();
    read.expect("stderr");
    assert!(
        line.starts_with("This will take about ")
            && line.contains("(1000000 deals, 8 players); --samples ")
            && line.contains("would take about a minute. Ctrl-C stops it."),
        "{line}"
    );
}

/// Eight players; Ann's 5♠ lead followed by six players out of trump.
fn eight_players(table: &Table) -> String {
    let file = table.dir.path().join("eight.toml");
    std::fs::write(
        &file,
        r#"rules = "120"
trump = "spades"
seats = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
dealer = "Hal"
bidder = "Ann"
bid = 20

[hands]
Ann = ["5s", "ad", "kd", "ac", "kc"]

[[tricks]]
leader = "Ann"
cards = ["5s", "2d", "3d", "4d", "2c", "3c", "4c", "2s"]
"#,
    )
    .expect("write");
    file.to_string_lossy().to_string()
}

/// Every line of `text` at most `width` columns wide.
fn fits(text: &str, width: usize, what: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= width,
            "{what} prints a line wider than {width} columns:\n{line}\n\n{text}"
        );
    }
}

/// A round stopped after the first lead of trump: Frank must play a
/// trump, and the advice says it saw every hand, whose points its
/// numbers are, which cards the rules leave out and why, and how to ask
/// what Frank could see.
#[test]
fn open_hand_advice_says_so_and_names_whose_points() {
    let table = Table::new();
    let file = scenario_3_mid_trick(&table, &[("Jim", r#""5h""#)], "first.toml");
    let out = table
        .test()
        .args(["analyze", &file])
        .stdout_has("With every hand face up (double-dummy), Frank's best: 8♥ or 6♥ (John+Jim 20); A♥ gives John+Jim 25.")
        .stdout_has("Left out: the 6♣ and the 9♣, as Frank must play a trump (trump was led).")
        .stdout_has("--at 1.2`")
        .run()
        .stdout;
    assert!(out.contains("For what Frank could see"), "{out}");
    // The JSON is the contract's, unchanged.
    let v = table.test().args(["analyze", &file]).json();
    assert_eq!(
        v["to_play"]["best_cards"],
        serde_json::json!(["8h", "6h"]),
        "{v}"
    );
    assert!(v["to_play"].get("left_out").is_none(), "{v}");
    // Judged on what Frank could see, the same cards are left out, and why.
    table
        .test()
        .args([
            "analyze",
            &file,
            "--at",
            "1.2",
            "--samples",
            "30",
            "--seed",
            "1",
        ])
        .stdout_has("Left out: the 6♣ and the 9♣, as Frank must play a trump (trump was led).")
        .run();
}

/// The table of plays fits 60 columns, and the single-dummy table has no
/// empty, unnamed column.
#[test]
fn the_tables_fit_sixty_columns_and_every_column_is_named() {
    let table = Table::new();
    let out = table
        .test()
        .args(["analyze", &example("scenario3_retrospective.toml")])
        .env("COLUMNS", "60")
        .run()
        .stdout;
    fits(&out, 60, "analyze");
    let out = table
        .test()
        .args(words_of(&example("scenario3_retrospective.toml")))
        .args(["--at", "4.3", "--samples", "40", "--seed", "3"])
        .env("COLUMNS", "60")
        .run()
        .stdout;
    fits(&out, 60, "analyze --at");
    let header = out.lines().find(|l| l.contains("Card")).expect("a header");
    assert!(!header.contains("┆  │") && !header.contains("┆ │"), "{out}");
    assert!(out.contains("A♦ (played)"), "{out}");
}

fn words_of(file: &str) -> Vec<String> {
    vec!["analyze".to_string(), file.to_string()]
}

/// Several files: each one that can be analysed is, the others are
/// named with why, and the exit is not 0.
#[test]
fn several_files_analyse_what_they_can_and_name_the_rest() {
    let table = Table::new();
    let good = example("scenario3_retrospective.toml");
    let without = example("scenario2_without_hands.toml");
    let out = table
        .test()
        .args(["analyze", &good, &without, "no-such.toml"])
        // The answers for the files that could be analysed, then the
        // error: the harness's "an error prints nothing" is not this case.
        .any_status()
        .stdout_has(format!("== {good}"))
        .stdout_has("As played, John+Jim take 20: the bid is set.")
        .stderr_has("2 of the 3 files could not be analysed")
        .stderr_has("scenario2_without_hands.toml: the analysis needs every hand")
        .stderr_has("own hand; there is no file no-such.toml")
        .run();
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(!out.stdout.contains("== no-such.toml"), "{}", out.stdout);
    // Without every hand, the error says `--at` needs only one.
    table
        .test()
        .args(["analyze", &without])
        .fails(2)
        .stderr_has("--at T.P, which needs only that player's own hand")
        .run();
}
