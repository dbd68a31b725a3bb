//! A real evening's changes of plan through the binary: a pair that comes
//! late, a pair that goes home, a substitute renamed in, the evening cut
//! short, and what a game sat out counts for. Each shows in the seating,
//! the tally, the codes and the history, and `party undo` takes each back;
//! every refusal says why and writes nothing.

use std::collections::BTreeSet;

use crate::common::{words, Table};
use serde_json::Value;

fn run(t: &Table, line: &str) -> String {
    t.test().args(words(line)).run().stdout
}

fn json(t: &Table, line: &str) -> Value {
    t.test().args(words(line)).json()
}

/// Every pair named in a seating: at a table or sitting out.
fn seated(seat: &Value) -> Vec<String> {
    let mut names: Vec<String> = seat["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["pairs"].as_array().unwrap().clone())
        .chain(seat["out"].as_array().unwrap().clone())
        .map(|p| p.as_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

/// Enters every table of the game being played: the first pair listed wins.
fn play_game(t: &Table) {
    let seat = json(t, "party seat");
    for table in seat["tables"].as_array().unwrap() {
        run(
            t,
            &format!(
                "party result --table {} --winner 1 --score 120-80",
                table["table"]
            ),
        );
    }
}

fn actions(t: &Table) -> Vec<String> {
    json(t, "party history")["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_late_pair_joins_a_pair_leaves_and_the_evening_is_cut_short() {
    let t = Table::new();
    run(
        &t,
        "party new club --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 6 --seed 11",
    );
    play_game(&t);

    // A late pair: seated from the next game nothing is entered for (2),
    // with a code of its own at once.
    let said = run(&t, "party join Ivy+Jon");
    assert!(
        said.contains("Ivy+Jon join the party from game 2."),
        "{said}"
    );
    let codes = json(&t, "party codes");
    let code = codes["codes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["pair"] == "Ivy+Jon")
        .expect("the late pair has a code")["code"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(said.contains(&code), "{said}");
    // Five pairs: two tables and one pair out, everyone named once.
    let seat = json(&t, "party seat");
    assert_eq!(seat["game"], 2);
    assert_eq!(seat["tables"].as_array().unwrap().len(), 2);
    assert_eq!(
        seated(&seat),
        ["Ann+Bob", "Cid+Dan", "Eve+Fay", "Gus+Hal", "Ivy+Jon"]
    );
    // Game 1 is as it was played: the late pair is not in it.
    assert!(!seated(&json(&t, "party seat --game 1")).contains(&"Ivy+Jon".to_string()));
    play_game(&t);

    // A pair goes home: not seated from game 3, its results stay.
    let said = run(&t, "party leave gus");
    assert!(
        said.contains("Gus+Hal leave: not seated from game 3."),
        "{said}"
    );
    let seat = json(&t, "party seat");
    assert_eq!(seat["game"], 3);
    assert_eq!(seated(&seat), ["Ann+Bob", "Cid+Dan", "Eve+Fay", "Ivy+Jon"]);
    assert!(seat["out"].as_array().unwrap().is_empty());

    // The evening cut to 3 games: once game 3 is in, it is over.
    let said = run(&t, "party games 3");
    assert!(
        said.contains("The evening now has 3 games (it had 6)."),
        "{said}"
    );
    play_game(&t);
    let standings = json(&t, "party standings");
    assert_eq!(standings["games"], 3);
    assert_eq!(standings["played"], 3);
    assert_eq!(standings["current"], Value::Null);
    let line = |name: &str| -> Value {
        standings["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["pair"] == name)
            .unwrap()
            .clone()
    };
    // Gus+Hal played the two games before leaving; Ivy+Jon the games
    // after joining; a game before one came or after one went is
    // neither played nor sat out.
    assert_eq!(
        line("Gus+Hal")["played"],
        2 - line("Gus+Hal")["sat_out"].as_u64().unwrap()
    );
    assert_eq!(
        line("Ivy+Jon")["played"].as_u64().unwrap() + line("Ivy+Jon")["sat_out"].as_u64().unwrap(),
        2
    );
    for l in standings["pairs"].as_array().unwrap() {
        assert_eq!(
            l["won"].as_u64().unwrap() + l["lost"].as_u64().unwrap(),
            l["played"].as_u64().unwrap()
        );
    }
    let all = run(&t, "party standings");
    assert!(all.contains("All 3 games are in."), "{all}");

    // The history has every change of plan, and undo takes them back, the
    // last first.
    let done = actions(&t);
    for action in ["joined", "left", "games"] {
        assert!(done.contains(&action.to_string()), "{done:?}");
    }
    t.test()
        .args(words(
            "party result --game 3 --table 1 --winner 2 --score 120-90",
        ))
        .run();
    let back = run(&t, "party undo");
    assert!(back.contains("Took back the correction"), "{back}");
    // Results of game 3 are in: the cut can't be undone before them.
    for _ in 0..2 {
        run(&t, "party undo");
    }
    let back = run(&t, "party undo");
    assert!(
        back.contains("Took back the change to 3 games (it goes back to 6)."),
        "{back}"
    );
    assert_eq!(json(&t, "party standings")["games"], 6);
    let back = run(&t, "party undo");
    assert!(
        back.contains("Took back Gus+Hal leaving from game 3."),
        "{back}"
    );
    assert!(seated(&json(&t, "party seat")).contains(&"Gus+Hal".to_string()));
    let history = run(&t, "party history");
    assert!(
        history.contains("undone (left: Gus+Hal from game 3)"),
        "{history}"
    );
    assert!(history.contains("joined: Ivy+Jon from game 2"), "{history}");
}

#[test]
fn a_rename_follows_every_line_and_the_code_keeps_working() {
    let t = Table::new();
    run(
        &t,
        "party new club --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 4 --seed 3",
    );
    let code_of = |t: &Table, pair: &str| -> Option<String> {
        json(t, "party codes")["codes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["pair"] == pair)
            .map(|c| c["code"].as_str().unwrap().to_string())
    };
    let code = code_of(&t, "Gus+Hal").unwrap();
    play_game(&t);
    // A substitute sits in for Hal; Ann's name was misspelt.
    let said = run(&t, "party rename Gus+Hal Gus+Ike");
    assert!(said.contains("Renamed Gus+Hal to Gus+Ike."), "{said}");
    let said = run(&t, "party rename ann Anne");
    assert!(
        said.contains("Renamed Ann to Anne. The pair is now Anne+Bob."),
        "{said}"
    );
    assert_eq!(code_of(&t, "Gus+Ike"), Some(code));
    assert_eq!(code_of(&t, "Gus+Hal"), None);
    let standings = run(&t, "party standings");
    assert!(
        standings.contains("Anne+Bob") && standings.contains("Gus+Ike"),
        "{standings}"
    );
    assert!(
        !standings.contains("Ann+Bob") && !standings.contains("Hal"),
        "{standings}"
    );
    // The results entered before the renaming name the new names; the
    // history's own lines of the renaming say what they changed.
    let history = json(&t, "party history");
    for e in history["entries"].as_array().unwrap() {
        if e["action"] != "renamed" {
            let text = e.to_string();
            assert!(
                !text.contains("Ann+Bob") && !text.contains("Gus+Hal"),
                "{text}"
            );
        }
    }
    let renames: Vec<(String, String)> = history["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "renamed")
        .map(|e| {
            (
                e["from"].as_str().unwrap().into(),
                e["to"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        renames,
        [
            ("Gus+Hal".into(), "Gus+Ike".into()),
            ("Ann".into(), "Anne".into())
        ]
    );
    let back = run(&t, "party undo");
    assert!(
        back.contains("Took back the renaming of Ann to Anne."),
        "{back}"
    );
    assert!(run(&t, "party standings").contains("Ann+Bob"));
}

#[test]
fn changes_of_plan_that_cannot_be_made_say_why_and_write_nothing() {
    let t = Table::new();
    run(
        &t,
        "party new club --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 5 --seed 3",
    );
    play_game(&t);
    run(&t, "party leave Eve+Fay");
    run(&t, "party leave Gus+Hal");
    for (line, says) in [
        ("party join ann+Zed", "Ann already plays in Ann+Bob"),
        ("party join Ivy", "'Ivy' is not a pair"),
        (
            "party join Ivy+Jon --game 1",
            "game 1 can't change: game 1 has something entered; the first game nothing is entered for is game 2; give --game 2 or later",
        ),
        ("party join Ivy+Jon --game 9", "the party has 5 games; there is no game 9"),
        ("party leave Eve+Fay", "Eve+Fay already left: it is not seated from game 2"),
        ("party leave Zoe+Kim", "there is no pair Zoe+Kim at this party"),
        ("party leave Ann+Bob", "without Ann+Bob, game 2 would have 1 pair: a table needs 2"),
        ("party rename Ann Cid", "Cid is already the name of a player of Cid+Dan"),
        ("party rename Ann Ann", "Ann+Bob is already named so"),
        ("party rename Ann+Bob Anne", "Ann+Bob is a pair: give its new name as two players joined by '+'"),
        ("party rename Ann Anne+Bob", "Ann is a player: give one new name, without '+'"),
        ("party rename Zed Zack", "there is no pair or player named Zed at this party"),
        ("party games 0", "a party has 1 to 200 games; 0 asked"),
        ("party games 5", "the party already has 5 games"),
        ("party games lots", "'lots' is not a number of games"),
    ] {
        t.test()
            .args(words(line))
            .fails(2)
            .stderr_has(says)
            .files_unchanged()
            .run();
    }
    play_game(&t);
    t.test()
        .args(words("party games 1"))
        .fails(2)
        .stderr_has("game 2 is already seated (something is entered for it); the evening can't be shorter than 2 games")
        .files_unchanged()
        .run();
}

/// Three pairs at tables of four: one pair sits out every game, in turn.
fn three_pairs(sit_out: &str) -> Table {
    let t = Table::new();
    run(
        &t,
        &format!(
            "party new club --pairs Ann+Bob,Cid+Dan,Eve+Fay --games 3 --seed 5 --sit-out {sit_out}"
        ),
    );
    // Ann+Bob win every game they play, by 120-80; the others win where
    // Ann+Bob sit out.
    for _ in 0..3 {
        let seat = json(&t, "party seat");
        let pairs: Vec<&str> = seat["tables"][0]["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        let winner = if pairs.contains(&"Ann+Bob") {
            "Ann+Bob"
        } else {
            pairs[0]
        };
        run(
            &t,
            &format!("party result --table 1 --winner {winner} --score 120-80"),
        );
    }
    t
}

fn lines(t: &Table) -> Vec<(String, u64, u64, u64)> {
    json(t, "party standings")["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["pair"].as_str().unwrap().to_string(),
                l["won"].as_u64().unwrap(),
                l["played"].as_u64().unwrap(),
                l["sat_out"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_game_sat_out_counts_as_the_party_chose() {
    // Everyone sits out once in three games.
    for sit_out in ["none", "win", "average"] {
        let t = three_pairs(sit_out);
        let all = lines(&t);
        assert!(
            all.iter().all(|l| l.2 == 2 && l.3 == 1),
            "{sit_out}: {all:?}"
        );
        let standings = json(&t, "party standings");
        assert_eq!(standings["sit_out"], sit_out);
        assert_eq!(all[0].0, "Ann+Bob", "{sit_out}: {all:?}");
        let won: u64 = all.iter().map(|l| l.1).sum();
        // Three games, one winner each; under `win` each sit-out is a win.
        assert_eq!(won, if sit_out == "win" { 6 } else { 3 }, "{sit_out}");
        // The games sat out have a column; the rule that counts them is
        // said under the tally.
        let text = run(&t, "party standings");
        assert!(text.contains("Out"), "{text}");
        let said = match sit_out {
            "win" => Some("each counts as a game won, with no points"),
            "average" => Some("Places go by the share of games played that were won"),
            _ => None,
        };
        for rule in ["each counts as a game won", "Places go by the share"] {
            assert_eq!(
                text.contains(rule),
                said.is_some_and(|s| s.contains(rule)),
                "{text}"
            );
        }
    }
    // Under `average` a late pair is placed by its share won, not its
    // count: Ivy+Jon win the one game they play, and are first with 1 of 1.
    let t = Table::new();
    run(
        &t,
        "party new club --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 2 --seed 5 --sit-out average",
    );
    play_game(&t);
    run(&t, "party join Ivy+Jon");
    let seat = json(&t, "party seat");
    let names: BTreeSet<String> = seated(&seat).into_iter().collect();
    assert!(names.contains("Ivy+Jon"));
    for table in seat["tables"].as_array().unwrap() {
        let at: Vec<&str> = table["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        let (winner, score) = if at.contains(&"Ivy+Jon") {
            ("Ivy+Jon", "125-100")
        } else {
            (at[1], "120-100")
        };
        run(
            &t,
            &format!(
                "party result --table {} --winner {winner} --score {score}",
                table["table"]
            ),
        );
    }
    let all = lines(&t);
    assert_eq!(all[0], ("Ivy+Jon".to_string(), 1, 1, 0), "{all:?}");
    // A pair that won as many games in more played is placed below.
    let place = |name: &str| all.iter().position(|l| l.0 == name).unwrap();
    let twice = all
        .iter()
        .find(|l| l.1 == 1 && l.2 == 2)
        .expect("a pair with 1 of 2 won");
    assert!(place("Ivy+Jon") < place(&twice.0), "{all:?}");
    // Tied on the share, the points per game played decide where ties go
    // by points; split, the place is shared.
    let text = run(&t, "party prizes --ties points");
    assert!(
        text.contains("1st: Ivy+Jon with 1 of 1 won (100%)"),
        "{text}"
    );
    let text = run(&t, "party prizes");
    assert!(text.contains("1st (shared): Ivy+Jon, "), "{text}");
    let prizes = json(&t, "party prizes --ties points");
    assert_eq!(prizes["places"][0]["pairs"][0], all[0].0);
    assert_eq!(prizes["places"][0]["played"], 1);
}
