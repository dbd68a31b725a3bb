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

/// Every line of `text` at most `width` columns wide.
fn fits(text: &str, width: usize, what: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= width,
            "{what} prints a line wider than {width} columns:\n{line}\n\n{text}"
        );
    }
}

/// The README's game (seated Ann, Cid, Bob, Dan; Dan deals first): its
/// own `--auction` example is taken, and a call out of turn is refused
/// with this round's calling order.
#[test]
fn the_documented_auction_follows_the_seating_and_a_call_out_of_turn_names_the_order() {
    let t = game("friday");
    t.test()
        .args(words(
            "round --bidder Cid --bid 20 --trump hearts --tricks Red=3 --tricks Blue=2 --best Red",
        ))
        .args(["--auction", "Ann:15,Bob:pass,Cid:20,Dan:pass"])
        .fails(2)
        .stderr_has("it was Cid's turn to call, not Bob's: calls go Ann, Cid, Bob, Dan this round")
        .files_unchanged()
        .run();
    t.test()
        .args(words(
            "round --bidder Bob --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
        ))
        .args(["--auction", "Ann:15,Cid:pass,Bob:20,Dan:pass"])
        .stdout_has("Round 1 of friday: Bob bid 20")
        .run();
    // Round 2: Ann deals, so Cid calls first.
    t.test()
        .args(words(
            "round --bidder Cid --bid 20 --trump hearts --tricks Red=3 --tricks Blue=2 --best Red",
        ))
        .args(["--auction", "Ann:15,Cid:20,Bob:pass,Dan:pass"])
        .fails(2)
        .stderr_has("calls go Cid, Bob, Dan, Ann this round")
        .run();
    // Every example written for this game follows its seating.
    t.test()
        .args(["round", "--help"])
        .stdout_has("Ann:15,Cid:pass,Bob:20,Dan:hold")
        .stdout_lacks("Ann:15,Bob:pass")
        .run();
    for doc in ["README.md", "docs/cli.md"] {
        let text =
            std::fs::read_to_string(format!("{}/{doc}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        assert!(!text.contains("Ann:15,Bob:pass"), "{doc}");
        assert!(text.contains("Ann:15,Cid:pass,Bob:20"), "{doc}");
    }
}

/// At a table of two sides, one side's tricks say the other's, as `play`
/// works them out.
#[test]
fn one_sides_tricks_at_a_table_of_two_give_the_other_the_rest() {
    let t = game("friday");
    t.test()
        .args(words(
            "round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --best Blue",
        ))
        .stdout_has("  Red took the other 2.\n")
        .run();
    let status = t.test().args(["status"]).json();
    assert_eq!(status["sides"][0]["score"], 20, "{status}");
    assert_eq!(status["sides"][1]["score"], 10, "{status}");
    t.test()
        .args(words(
            "round --bidder Cid --bid 20 --trump hearts --tricks red=5",
        ))
        .stdout_has("  Blue took none.\n")
        .stdout_lacks("the other 0")
        .run();
}

/// A game of Eve, Fay and Gus with no bidding: what an error suggests
/// without a terminal is this game's own round.
#[test]
fn without_a_terminal_the_suggested_round_is_the_games_own() {
    let t = Table::new();
    t.test()
        .args(words("new ct --players Eve,Fay,Gus --rules 45"))
        .run();
    let example = "e.g. fortyfives round --trump hearts --tricks Eve=3 --tricks Fay=2 --best Eve";
    for cmd in ["round", "play"] {
        let err = t
            .test()
            .arg(cmd)
            .fails(2)
            .stderr_has(example)
            .files_unchanged()
            .run()
            .stderr;
        assert!(!err.contains("Blue") && !err.contains("--bidder"), "{err}");
    }
    t.test()
        .args(words(
            "round --trump hearts --tricks Eve=3 --tricks Fay=2 --best Eve",
        ))
        .run();
    // Gus dealt round 1: Eve led it.
    let err = t
        .test()
        .args(["edit", "1"])
        .fails(2)
        .stderr_has(
            "e.g. fortyfives edit 1 --trump hearts --tricks Eve=3 --tricks Fay=2 --best Eve",
        )
        .run()
        .stderr;
    assert!(!err.contains("Blue") && !err.contains("--bidder"), "{err}");
    // With bidding, the bidder is the first to call this round.
    game("friday")
        .test()
        .arg("round")
        .fails(2)
        .stderr_has("who won the bid? Add --bidder WHO --bid N")
        .stderr_has("e.g. fortyfives round --bidder Ann --bid 15 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue")
        .run();
}

/// The renege line of a round under lose-hand fits the window, wrapped
/// between words.
#[test]
fn a_renege_under_lose_hand_fits_the_window() {
    let t = Table::new();
    t.test()
        .args(words(
            "new friday --teams Blue=Ann,Bob --teams Red=Cid,Dan --set renege_penalty=lose-hand",
        ))
        .run();
    let out = t
        .test()
        .args(words(
            "round --bidder Cid --bid 20 --trump hearts --tricks Red=4 --tricks Blue=1 --best Red --renege Cid",
        ))
        .env("COLUMNS", "40")
        .run()
        .stdout;
    fits(&out, 40, "round");
    assert!(
        out.contains("  Cid reneged: Red are set 20\n    (renege_penalty = lose-hand)."),
        "{out}"
    );
}

/// A round recorded from its play says the game's side names throughout,
/// the audit as well as the score.
#[test]
fn a_round_from_its_play_says_one_set_of_side_names() {
    let t = Table::new();
    t.test()
        .args(words(
            "new g --teams Ours=Frank,Fred --teams Theirs=John,Jim --dealer Frank",
        ))
        .run();
    let out = t
        .test()
        .args([
            "round",
            "--from",
            &format!(
                "{}/examples/rounds/scenario1_simple_play.toml",
                env!("CARGO_MANIFEST_DIR")
            ),
        ])
        .run()
        .stdout;
    assert!(
        !out.contains("Frank+Fred") && !out.contains("John+Jim"),
        "{out}"
    );
    assert!(out.contains("Points: Ours 30, Theirs 0."), "{out}");
}
