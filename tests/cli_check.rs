//! `check play`, `check trick`, `ranks` and `rules` as a player runs them.

use crate::common::{Table, Test};

/// `fortyfives check play ARGS`, in an empty data folder.
fn play(args: &[&str]) -> Test<'static> {
    Test::new()
        .args(["check", "play"])
        .args(args.iter().copied())
}

// docs/rules.md §4, the worked checks of sources 000 and 004.

#[test]
fn renege_jack_kept_back_on_the_two_is_legal_and_says_why() {
    play(&["--trump", "hearts", "--hand", "jh 7c 8d ks 2s", "--trick", "2h", "--card", "7c"])
        .status(0)
        .stdout_has("Legal: 7♣ (a legal renege)")
        .stdout_has(
            "The J♥ may be kept back: the 2♥ led is a lower trump, and the J♥ is one of the three renegeable trumps",
        )
.run();
}

#[test]
fn renege_king_must_follow_so_an_off_suit_card_is_illegal() {
    play(&[
        "--trump",
        "hearts",
        "--hand",
        "jh kh 7c 8d ks",
        "--trick",
        "2h",
        "--card",
        "7c",
    ])
    .status(1)
    .stdout_has("Illegal: 7♣")
    .stdout_has("Legal cards: J♥ K♥")
    .run();
}

#[test]
fn renege_jack_and_ace_must_follow_when_the_five_is_led() {
    let v = play(&[
        "--trump",
        "h",
        "--hand",
        "jh ah 7c 8d ks",
        "--trick",
        "5h",
        "--card",
        "8d",
    ])
    .status(1)
    .json();
    assert_eq!(v["legal"], false);
    assert_eq!(v["legal_cards"], serde_json::json!(["Jh", "Ah"]));
    assert_eq!(v["renege"], false);
    assert_eq!(v["card"], "8d");
}

#[test]
fn renege_low_trump_may_be_played_on_the_five_but_not_an_off_suit_card() {
    play(&[
        "--trump",
        "h",
        "--hand",
        "jh ah 3h 7c 8d",
        "--trick",
        "5h",
        "--card",
        "3h",
    ])
    .status(0)
    .run();
    play(&[
        "--trump",
        "h",
        "--hand",
        "jh ah 3h 7c 8d",
        "--trick",
        "5h",
        "--card",
        "7c",
    ])
    .status(1)
    .run();
}

#[test]
fn renege_five_on_the_jack_is_legal_but_the_ace_of_hearts_is_not() {
    play(&[
        "--trump", "h", "--hand", "5h 7c 8d", "--trick", "jh", "--card", "7c",
    ])
    .status(0)
    .run();
    play(&[
        "--trump", "h", "--hand", "ah 7c 8d", "--trick", "jh", "--card", "7c",
    ])
    .status(1)
    .run();
}

#[test]
fn check_play_json_has_the_contract_fields() {
    let t = Table::new();
    let v = t
        .test()
        .args([
            "check", "play", "--trump", "hearts", "--hand", "jh 7c", "--trick", "2h", "--card",
            "7c",
        ])
        .json();
    for field in ["legal", "card", "reason", "legal_cards", "renege"] {
        assert!(v.get(field).is_some(), "missing {field}: {v}");
    }
    assert_eq!(v["legal"], true);
    assert_eq!(v["renege"], true);
}

#[test]
fn the_leader_may_play_anything() {
    play(&["--trump", "spades", "--hand", "2c 3d", "--card", "3d"])
        .status(0)
        .stdout_has("the leader may play any card")
        .run();
}

#[test]
fn presets_and_knobs_change_the_verdict() {
    // 120: the off-suit lead is free. partners-120: follow suit or trump.
    let args = [
        "--trump", "s", "--hand", "kc 2d 3s", "--trick", "7c", "--card", "2d",
    ];
    play(&args).status(0).run();
    let mut p = args.to_vec();
    p.extend(["--rules", "partners-120"]);
    play(&p)
        .status(1)
        .stdout_has("you hold a club (the K♣)")
        .run();
    // renege=none: the 5 must follow too.
    play(&[
        "--trump",
        "s",
        "--hand",
        "5s 7c",
        "--trick",
        "3s",
        "--card",
        "7c",
        "--set",
        "renege=none",
    ])
    .status(1)
    .run();
}

#[test]
fn ascii_prints_letters_instead_of_symbols() {
    Test::new()
        .args([
            "--ascii", "check", "play", "--trump", "hearts", "--hand", "jh 7c", "--trick", "2h",
            "--card", "7c",
        ])
        .stdout_has("Legal: 7c")
        .stdout_lacks("♥")
        .run();
}

#[test]
fn a_non_utf8_locale_gets_letters() {
    Test::new()
        .args(["check", "trick", "--trump", "s", "--cards", "8s ah"])
        .env("LANG", "C")
        .stdout_has("the Ah")
        .stdout_lacks("♥")
        .run();
}

#[test]
fn check_trick_names_the_winner_with_seats() {
    let t = Table::new();
    t.test()
        .args([
            "check",
            "trick",
            "--trump",
            "spades",
            "--cards",
            "8s 9s 2s ah",
            "--seats",
            "Frank,John,Fred,Jim",
        ])
        .status(0)
        .stdout_has("Jim wins with the A♥")
        .stdout_has("highest of the 4 trumps")
        .run();
    let v = t
        .test()
        .args([
            "check",
            "trick",
            "--trump",
            "hearts",
            "--cards",
            "ks qs 10d kc",
            "--seats",
            "Frank,John,Fred,Jim",
        ])
        .json();
    assert_eq!(v["winner_index"], 0);
    assert_eq!(v["winner"], "Frank");
    assert_eq!(v["card"], "Ks");
}

#[test]
fn ranks_prints_the_hierarchy_of_seed_000() {
    let t = Table::new();
    t.test()
        .args(["ranks", "--trump", "clubs"])
        .status(0)
        .stdout_has("5♣ J♣ A♥ A♣ K♣ Q♣ 2♣ 3♣ 4♣ 6♣ 7♣ 8♣ 9♣ 10♣")
        .stdout_has("K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ A♦")
        .run();
    let v = t
        .test()
        .args(["ranks", "--trump", "diamonds", "--rules", "auction-45s"])
        .json();
    assert_eq!(v["plain"]["clubs"][0], "Ac");
    assert_eq!(v["trumps"].as_array().map(Vec::len), Some(14));
}

#[test]
fn rules_lists_and_shows_presets() {
    let t = Table::new();
    t.test()
        .args(["rules", "--list"])
        .status(0)
        .stdout_has("auction-45s")
        .stdout_has("45-spread")
        .run();
    t.test()
        .args(["rules", "110"])
        .status(0)
        .stdout_has("non_bidder_limit")
        .stdout_has("cap")
        .run();
    let v = t
        .test()
        .args(["rules", "120", "--set", "target=125"])
        .json();
    assert_eq!(v["target"], 125);
    assert_eq!(v["modified"], true);
    assert_eq!(v["label"], "120 + target=125");
}

// Bad input: exit 2 and a message that says what to type instead.

#[test]
fn a_card_that_does_not_exist_is_refused() {
    play(&["--trump", "h", "--hand", "jh 1x", "--card", "jh"])
        .fails(2)
        .stderr_has("'1x' is not a card")
        .stderr_has("e.g. 10h")
        .run();
}

#[test]
fn a_card_listed_twice_is_refused() {
    play(&["--trump", "h", "--hand", "jh 7c JH", "--card", "jh"])
        .fails(2)
        .stderr_has("listed twice")
        .run();
}

#[test]
fn a_played_card_not_in_the_hand_is_refused() {
    play(&["--trump", "h", "--hand", "jh 7c", "--card", "8d"])
        .fails(2)
        .stderr_has("the 8♦ is not in the hand")
        .run();
}

#[test]
fn a_hand_over_five_is_refused() {
    play(&[
        "--trump",
        "h",
        "--hand",
        "2c 3c 4c 5c 6c 7c",
        "--card",
        "2c",
    ])
    .fails(2)
    .stderr_has("at most five cards")
    .run();
}

#[test]
fn unknown_preset_knob_or_value_is_refused_with_a_hint() {
    play(&[
        "--trump",
        "h",
        "--hand",
        "jh",
        "--card",
        "jh",
        "--rules",
        "auction45s",
    ])
    .fails(2)
    .stderr_has("did you mean 'auction-45s'")
    .run();
    play(&[
        "--trump",
        "h",
        "--hand",
        "jh",
        "--card",
        "jh",
        "--set",
        "renig=top2",
    ])
    .fails(2)
    .stderr_has("did you mean 'renege'")
    .run();
    play(&[
        "--trump",
        "h",
        "--hand",
        "jh",
        "--card",
        "jh",
        "--set",
        "renege=top4",
    ])
    .fails(2)
    .stderr_has("top3, top2, five or none")
    .run();
}

#[test]
fn a_joker_is_refused_when_the_joker_is_off_and_judged_when_on() {
    play(&[
        "--trump", "c", "--hand", "joker 7d", "--trick", "3c", "--card", "7d",
    ])
    .fails(2)
    .stderr_has("--set joker=true")
    .run();
    play(&[
        "--trump",
        "c",
        "--hand",
        "joker 7d",
        "--trick",
        "3c",
        "--card",
        "7d",
        "--set",
        "joker=true",
    ])
    .status(0)
    .stdout_has("a legal renege")
    .run();
}

#[test]
fn an_unknown_suit_is_refused() {
    play(&["--trump", "stars", "--hand", "jh", "--card", "jh"])
        .fails(2)
        .stderr_has("'stars' is not a suit")
        .run();
}

#[test]
fn seats_must_match_the_cards() {
    Test::new()
        .args([
            "check", "trick", "--trump", "s", "--cards", "8s 9s", "--seats", "Ann",
        ])
        .fails(2)
        .stderr_has("1 name for 2 cards")
        .run();
}

#[test]
fn game_flag_judges_by_a_saved_games_rules() {
    let t = Table::new();
    t.test()
        .args(["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "110"])
        .status(0)
        .run();
    // Under 120 the J♥ may renege on the 2♥; under the 110 only the 5 may.
    let args = [
        "check", "play", "--trump", "h", "--hand", "jh 7c", "--trick", "2h", "--card", "7c",
    ];
    // The table is playing pub: with no --rules, its rules decide, and the
    // answer says whose rules they are before anything else.
    let out = t.test().args(args).status(1).run().stdout;
    assert_eq!(
        out.lines().next(),
        Some("Judged by pub's rules (110), hearts trump."),
        "{out}"
    );
    assert!(
        out.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("Illegal: 7♣")),
        "{out}"
    );
    let mut by_preset = args.to_vec();
    by_preset.extend(["--rules", "120"]);
    t.test()
        .args(&by_preset)
        .status(0)
        .stdout_has("Rules: 120, hearts trump.")
        .run();
    let mut with_game = vec!["--game", "pub"];
    with_game.extend(args);
    t.test()
        .args(&with_game)
        .status(1)
        .stdout_has("Judged by pub's rules (110), hearts trump.\nIllegal: 7♣")
        .stdout_lacks("Rules:")
        .run();
    with_game.extend(["--rules", "120"]);
    t.test()
        .args(&with_game)
        .fails(2)
        .stderr_has("not both")
        .run();
}

#[test]
fn check_round_honours_game() {
    let t = Table::new();
    t.test()
        .args(["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "110"])
        .status(0)
        .run();
    t.test()
        .args(["new", "friday", "--players", "Ann,Bob,Cid"])
        .status(0)
        .run();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("round.toml");
    // The J♥ kept back against the 2♥ led: a renege under 120, not under 110.
    std::fs::write(
        &path,
        r#"rules = "120"
trump = "hearts"
seats = ["Ann", "Bob", "Cid"]
dealer = "Cid"
bidder = "Ann"
bid = 20

[hands]
Ann = ["2h", "3c", "4c", "5c", "6c"]
Bob = ["jh", "7c", "8c", "9c", "tc"]
Cid = ["3h", "2c", "qc", "kc", "ac"]

[[tricks]]
leader = "Ann"
cards = ["2h", "7c", "3h"]
"#,
    )
    .unwrap();
    let file = path.to_str().unwrap();
    t.test().args(["check", "round", file]).status(0).run();
    let out = t
        .test()
        .args(["--game", "pub", "check", "round", file])
        .status(1)
        .run()
        .stdout;
    // The verdict is pub's, not the file's: said before anything else.
    assert_eq!(
        out.lines().next(),
        Some("Judged by pub's rules (110), not the file's (120)."),
        "{out}"
    );
}

#[test]
fn a_games_rules_are_named_first_by_check_trick() {
    let t = Table::new();
    t.test()
        .args(["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "45"])
        .status(0)
        .run();
    let out = t
        .test()
        .args(["check", "trick", "--trump", "s", "--cards", "8s 9s 2s"])
        .run()
        .stdout;
    assert_eq!(
        out.lines().next(),
        Some("Judged by pub's rules (45), spades trump."),
        "{out}"
    );
    // A preset named on the command line is said where it always was.
    t.test()
        .args([
            "check", "trick", "--rules", "45", "--trump", "s", "--cards", "8s 9s 2s",
        ])
        .stdout_has("Card 3 wins: the 2♠")
        .stdout_has("Rules: 45, spades trump.")
        .stdout_lacks("Judged by")
        .run();
}

#[test]
fn a_trick_still_being_played_is_only_winning_so_far() {
    let t = Table::new();
    t.test()
        .args(["new", "friday", "--teams", "Ann,Bob", "--teams", "Cid,Dan"])
        .status(0)
        .run();
    // Three cards at a table of four: the trick is not won yet.
    t.test()
        .args(["check", "trick", "--trump", "s", "--cards", "8s 9s 2s"])
        .status(0)
        .stdout_has("Card 3 is winning so far: the 2♠")
        .stdout_has("The 2♠ is winning so far: it is the highest of the 3 trumps played so far (spades are trump).")
        .stdout_has("1 player still to play: the trick is not won until every player has played.")
        .stdout_lacks("Card 3 wins")
        .run();
    t.test()
        .args([
            "check", "trick", "--trump", "s", "--cards", "7h 9h", "--seats", "Ann,Cid",
        ])
        .stdout_has("Cid is winning so far with the 9♥")
        .stdout_has("no trump has been played")
        .stdout_has("2 players still to play")
        .run();
    let v = t
        .test()
        .args(["check", "trick", "--trump", "s", "--cards", "8s 9s 2s"])
        .json();
    assert_eq!(v["winner_index"], 2);
    assert_eq!(v["complete"], false);
    // Four cards are the whole trick.
    let v = t
        .test()
        .args(["check", "trick", "--trump", "s", "--cards", "8s 9s 2s ah"])
        .json();
    assert_eq!(v["complete"], true);
    assert!(
        v["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("The A♥ wins:")),
        "{v}"
    );
    // Five can't be a trick at this table.
    t.test()
        .args(["check", "trick", "--trump", "s", "--cards", "8s 9s 2s ah 3s"])
        .fails(2)
        .stderr_has("--cards: 5 cards, but friday's table has 4 players and a trick holds one card from each; give at most 4, or --rules PRESET to judge away from that game")
        .run();
    t.test()
        .args(["check", "play", "--trump", "s", "--hand", "7c", "--trick", "8s 9s 2s ah", "--card", "7c"])
        .fails(2)
        .stderr_has("--trick: 4 cards, but friday's table has 4 players, so at most 3 come before the card judged")
        .run();
}

#[test]
fn a_reason_fits_the_window_broken_between_words() {
    let t = Table::new();
    let args = [
        "check",
        "play",
        "--rules",
        "120",
        "--trump",
        "hearts",
        "--hand",
        "jh 7c 8d ks 2s",
        "--trick",
        "2h",
        "--card",
        "7c",
    ];
    let text = t.test().args(args).env("COLUMNS", "50").run().stdout;
    assert!(
        text.lines().all(|l| l.chars().count() <= 50),
        "a line is wider than the window:\n{text}"
    );
    // Every word whole: the reason reads the same once the lines are joined.
    let joined = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains("is one of the three renegeable trumps (5♥, J♥, A♥)"),
        "{text}"
    );
    // Piped with no width, the reason is one line, for the reader's program to wrap.
    let text = t.test().args(args).run().stdout;
    assert!(
        text.lines()
            .any(|l| l.contains("The J♥ may be kept back") && l.contains("may be played")),
        "{text}"
    );
}
