//! `check play`, `check trick`, `ranks` and `rules` as a player runs them.

mod common;

use common::Table;
use predicates::prelude::*;
use predicates::str::contains;

fn play(args: &[&str]) -> Vec<String> {
    let mut all = vec!["check", "play"];
    all.extend_from_slice(args);
    all.into_iter().map(String::from).collect()
}

fn run_play(args: &[&str]) -> assert_cmd::assert::Assert {
    let owned = play(args);
    let refs: Vec<&str> = owned.iter().map(String::as_str).collect();
    Table::new().run(&refs)
}

// docs/rules.md §4, the worked checks of sources 000 and 004.

#[test]
fn renege_jack_kept_back_on_the_two_is_legal_and_says_why() {
    run_play(&["--trump", "hearts", "--hand", "jh 7c 8d ks 2s", "--trick", "2h", "--card", "7c"])
        .code(0)
        .stdout(contains("Legal: 7♣ (a legal renege)"))
        .stdout(contains(
            "The J♥ may be kept back: the 2♥ led is a lower trump, and the J♥ is one of the three renegeable trumps",
        ));
}

#[test]
fn renege_king_must_follow_so_an_off_suit_card_is_illegal() {
    run_play(&[
        "--trump",
        "hearts",
        "--hand",
        "jh kh 7c 8d ks",
        "--trick",
        "2h",
        "--card",
        "7c",
    ])
    .code(1)
    .stdout(contains("Illegal: 7♣"))
    .stdout(contains("Legal cards: J♥ K♥"));
}

#[test]
fn renege_jack_and_ace_must_follow_when_the_five_is_led() {
    let t = Table::new();
    let v = t.json(
        &play(&[
            "--trump",
            "h",
            "--hand",
            "jh ah 7c 8d ks",
            "--trick",
            "5h",
            "--card",
            "8d",
        ])
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>(),
    );
    assert_eq!(v["legal"], false);
    assert_eq!(v["legal_cards"], serde_json::json!(["Jh", "Ah"]));
    assert_eq!(v["renege"], false);
    assert_eq!(v["card"], "8d");
}

#[test]
fn renege_low_trump_may_be_played_on_the_five_but_not_an_off_suit_card() {
    run_play(&[
        "--trump",
        "h",
        "--hand",
        "jh ah 3h 7c 8d",
        "--trick",
        "5h",
        "--card",
        "3h",
    ])
    .code(0);
    run_play(&[
        "--trump",
        "h",
        "--hand",
        "jh ah 3h 7c 8d",
        "--trick",
        "5h",
        "--card",
        "7c",
    ])
    .code(1);
}

#[test]
fn renege_five_on_the_jack_is_legal_but_the_ace_of_hearts_is_not() {
    run_play(&[
        "--trump", "h", "--hand", "5h 7c 8d", "--trick", "jh", "--card", "7c",
    ])
    .code(0);
    run_play(&[
        "--trump", "h", "--hand", "ah 7c 8d", "--trick", "jh", "--card", "7c",
    ])
    .code(1);
}

#[test]
fn check_play_json_has_the_contract_fields() {
    let t = Table::new();
    let v = t.json(&[
        "check", "play", "--trump", "hearts", "--hand", "jh 7c", "--trick", "2h", "--card", "7c",
    ]);
    for field in ["legal", "card", "reason", "legal_cards", "renege"] {
        assert!(v.get(field).is_some(), "missing {field}: {v}");
    }
    assert_eq!(v["legal"], true);
    assert_eq!(v["renege"], true);
}

#[test]
fn the_leader_may_play_anything() {
    run_play(&["--trump", "spades", "--hand", "2c 3d", "--card", "3d"])
        .code(0)
        .stdout(contains("the leader may play any card"));
}

#[test]
fn presets_and_knobs_change_the_verdict() {
    // 120: the off-suit lead is free. partners-120: follow suit or trump.
    let args = [
        "--trump", "s", "--hand", "kc 2d 3s", "--trick", "7c", "--card", "2d",
    ];
    run_play(&args).code(0);
    let mut p = args.to_vec();
    p.extend(["--rules", "partners-120"]);
    run_play(&p)
        .code(1)
        .stdout(contains("you hold a club (the K♣)"));
    // renege=none: the 5 must follow too.
    run_play(&[
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
    .code(1);
}

#[test]
fn ascii_prints_letters_instead_of_symbols() {
    let t = Table::new();
    let out = t.stdout(&[
        "--ascii", "check", "play", "--trump", "hearts", "--hand", "jh 7c", "--trick", "2h",
        "--card", "7c",
    ]);
    assert!(out.contains("Legal: 7c"), "{out}");
    assert!(!out.contains('♥'), "{out}");
}

#[test]
fn a_non_utf8_locale_gets_letters() {
    Table::new()
        .cmd(&["check", "trick", "--trump", "s", "--cards", "8s ah"])
        .env("LANG", "C")
        .assert()
        .stdout(contains("the Ah"))
        .stdout(contains("♥").not());
}

#[test]
fn check_trick_names_the_winner_with_seats() {
    let t = Table::new();
    t.run(&[
        "check",
        "trick",
        "--trump",
        "spades",
        "--cards",
        "8s 9s 2s ah",
        "--seats",
        "Frank,John,Fred,Jim",
    ])
    .code(0)
    .stdout(contains("Jim wins with the A♥"))
    .stdout(contains("highest of the 4 trumps"));
    let v = t.json(&[
        "check",
        "trick",
        "--trump",
        "hearts",
        "--cards",
        "ks qs 10d kc",
        "--seats",
        "Frank,John,Fred,Jim",
    ]);
    assert_eq!(v["winner_index"], 0);
    assert_eq!(v["winner"], "Frank");
    assert_eq!(v["card"], "Ks");
}

#[test]
fn ranks_prints_the_hierarchy_of_seed_000() {
    let t = Table::new();
    t.run(&["ranks", "--trump", "clubs"])
        .code(0)
        .stdout(contains("5♣ J♣ A♥ A♣ K♣ Q♣ 2♣ 3♣ 4♣ 6♣ 7♣ 8♣ 9♣ 10♣"))
        .stdout(contains("K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ A♦"));
    let v = t.json(&["ranks", "--trump", "diamonds", "--rules", "auction-45s"]);
    assert_eq!(v["plain"]["clubs"][0], "Ac");
    assert_eq!(v["trumps"].as_array().map(Vec::len), Some(14));
}

#[test]
fn rules_lists_and_shows_presets() {
    let t = Table::new();
    t.run(&["rules", "--list"])
        .code(0)
        .stdout(contains("auction-45s"))
        .stdout(contains("45-spread"));
    t.run(&["rules", "110"])
        .code(0)
        .stdout(contains("non_bidder_limit"))
        .stdout(contains("cap"));
    let v = t.json(&["rules", "120", "--set", "target=125"]);
    assert_eq!(v["target"], 125);
    assert_eq!(v["modified"], true);
    assert_eq!(v["label"], "120 + target=125");
}

// Bad input: exit 2 and a message that says what to type instead.

#[test]
fn a_card_that_does_not_exist_is_refused() {
    run_play(&["--trump", "h", "--hand", "jh 1x", "--card", "jh"])
        .code(2)
        .stderr(contains("'1x' is not a card"))
        .stderr(contains("e.g. 10h"));
}

#[test]
fn a_card_listed_twice_is_refused() {
    run_play(&["--trump", "h", "--hand", "jh 7c JH", "--card", "jh"])
        .code(2)
        .stderr(contains("listed twice"));
}

#[test]
fn a_played_card_not_in_the_hand_is_refused() {
    run_play(&["--trump", "h", "--hand", "jh 7c", "--card", "8d"])
        .code(2)
        .stderr(contains("the 8♦ is not in the hand"));
}

#[test]
fn a_hand_over_five_is_refused() {
    run_play(&[
        "--trump",
        "h",
        "--hand",
        "2c 3c 4c 5c 6c 7c",
        "--card",
        "2c",
    ])
    .code(2)
    .stderr(contains("at most five cards"));
}

#[test]
fn unknown_preset_knob_or_value_is_refused_with_a_hint() {
    run_play(&[
        "--trump",
        "h",
        "--hand",
        "jh",
        "--card",
        "jh",
        "--rules",
        "auction45s",
    ])
    .code(2)
    .stderr(contains("did you mean 'auction-45s'"));
    run_play(&[
        "--trump",
        "h",
        "--hand",
        "jh",
        "--card",
        "jh",
        "--set",
        "renig=top2",
    ])
    .code(2)
    .stderr(contains("did you mean 'renege'"));
    run_play(&[
        "--trump",
        "h",
        "--hand",
        "jh",
        "--card",
        "jh",
        "--set",
        "renege=top4",
    ])
    .code(2)
    .stderr(contains("top3, top2, five or none"));
}

#[test]
fn a_joker_is_refused_when_the_joker_is_off_and_judged_when_on() {
    run_play(&[
        "--trump", "c", "--hand", "joker 7d", "--trick", "3c", "--card", "7d",
    ])
    .code(2)
    .stderr(contains("--set joker=true"));
    run_play(&[
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
    .code(0)
    .stdout(contains("a legal renege"));
}

#[test]
fn an_unknown_suit_is_refused() {
    run_play(&["--trump", "stars", "--hand", "jh", "--card", "jh"])
        .code(2)
        .stderr(contains("'stars' is not a suit"));
}

#[test]
fn seats_must_match_the_cards() {
    Table::new()
        .run(&[
            "check", "trick", "--trump", "s", "--cards", "8s 9s", "--seats", "Ann",
        ])
        .code(2)
        .stderr(contains("1 name for 2 cards"));
}

#[test]
fn game_flag_judges_by_a_saved_games_rules() {
    let t = Table::new();
    t.run(&["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "110"])
        .code(0);
    // Under 120 the J♥ may renege on the 2♥; under the 110 only the 5 may.
    let args = [
        "check", "play", "--trump", "h", "--hand", "jh 7c", "--trick", "2h", "--card", "7c",
    ];
    // The table is playing pub: with no --rules, its rules decide, and the
    // answer says whose rules they are.
    t.run(&args)
        .code(1)
        .stdout(contains("Rules: pub's (110), hearts trump."));
    let mut by_preset = args.to_vec();
    by_preset.extend(["--rules", "120"]);
    t.run(&by_preset)
        .code(0)
        .stdout(contains("Rules: 120, hearts trump."));
    let mut with_game = vec!["--game", "pub"];
    with_game.extend(args);
    t.run(&with_game)
        .code(1)
        .stdout(contains("Rules: pub's (110)"));
    with_game.extend(["--rules", "120"]);
    t.run(&with_game).code(2).stderr(contains("not both"));
}

#[test]
fn check_round_honours_game() {
    let t = Table::new();
    t.run(&["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "110"])
        .code(0);
    t.run(&["new", "friday", "--players", "Ann,Bob,Cid"])
        .code(0);
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
    t.run(&["check", "round", file]).code(0);
    t.run(&["--game", "pub", "check", "round", file]).code(1);
}
