//! `round` asks only for the facts that decide the score.

mod common;

use common::Table;

fn game() -> Table {
    let t = Table::new();
    t.run(&[
        "new",
        "friday",
        "--teams",
        "Blue=Ann,Bob",
        "--teams",
        "Red=Cid,Dan",
    ])
    .success();
    t
}

#[test]
fn a_side_that_took_all_five_tricks_took_the_best_card_without_saying_so() {
    let t = game();
    let out = t.stdout(&[
        "round", "--bidder", "Blue", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=5",
    ]);
    assert!(out.contains("Blue made it with 30"), "{out}");
    let status = t.json(&["status"]);
    assert_eq!(status["sides"][0]["score"], 30);
    // The round is saved with its best card, so history and exports say it.
    let saved = std::fs::read_to_string(t.dir.path().join("friday.toml")).unwrap();
    assert!(saved.contains("best = 0"), "{saved}");
}

#[test]
fn with_the_tricks_split_the_best_card_is_still_asked_for() {
    let t = game();
    t.run(&[
        "round", "--bidder", "Blue", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=4",
        "--tricks", "Red=1",
    ])
    .code(2)
    .stderr(predicates::str::contains("say who took it with --best"));
}

#[test]
fn round_says_which_game_the_round_went_into() {
    let t = game();
    t.run(&[
        "new",
        "saturday",
        "--teams",
        "Blue=Ann,Bob",
        "--teams",
        "Red=Cid,Dan",
    ])
    .success();
    let args = [
        "round", "--bidder", "Blue", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
        "--tricks", "Red=2", "--best", "Blue",
    ];
    let out = t.stdout(&args);
    assert!(out.starts_with("Round 1 of saturday: Blue bid 20"), "{out}");
    let mut other = args.to_vec();
    other.extend(["--game", "friday"]);
    let out = t.stdout(&other);
    assert!(out.starts_with("Round 1 of friday: "), "{out}");
}
