//! `round` asks only for the facts that decide the score.

use crate::common::{words, Table};

const ROUND: &str =
    "round --bidder Blue --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue";

fn game(name: &str) -> Table {
    let t = Table::new();
    t.test()
        .args(words(&format!(
            "new {name} --teams Blue=Ann,Bob --teams Red=Cid,Dan"
        )))
        .run();
    t
}

#[test]
fn a_side_that_took_all_five_tricks_took_the_best_card_without_saying_so() {
    let t = game("friday");
    t.test()
        .args(words(
            "round --bidder Blue --bid 20 --trump hearts --tricks Blue=5",
        ))
        .stdout_has("Blue made it with 30")
        .run();
    let status = t.test().args(["status"]).json();
    assert_eq!(status["sides"][0]["score"], 30);
    // The round is saved with its best card, so history and exports say it.
    let saved = std::fs::read_to_string(t.dir.path().join("friday.toml")).unwrap();
    assert!(saved.contains("best = 0"), "{saved}");
}

#[test]
fn with_the_tricks_split_the_best_card_is_still_asked_for() {
    game("friday")
        .test()
        .args(words(
            "round --bidder Blue --bid 20 --trump hearts --tricks Blue=4 --tricks Red=1",
        ))
        .fails(2)
        .stderr_has("say who took it with --best")
        .files_unchanged()
        .run();
}

#[test]
fn round_says_which_game_the_round_went_into() {
    let t = game("friday");
    t.test()
        .args(words(
            "new saturday --teams Blue=Ann,Bob --teams Red=Cid,Dan",
        ))
        .run();
    let out = t.test().args(words(ROUND)).run().stdout;
    assert!(out.starts_with("Round 1 of saturday: Blue bid 20"), "{out}");
    let out = t
        .test()
        .args(words(ROUND))
        .args(["--game", "friday"])
        .run()
        .stdout;
    assert!(out.starts_with("Round 1 of friday: "), "{out}");
}
