//! The knobs of other tables (docs/rules.md §12) through the command line:
//! `check play` follows them, and a game set with them scores by them.

use crate::common::Table;

fn check(set: &[&str], trump: &str, hand: &str, trick: &str, card: &str) -> serde_json::Value {
    let mut args = vec!["check", "play"];
    for s in set {
        args.extend(["--set", s]);
    }
    args.extend([
        "--trump", trump, "--hand", hand, "--trick", trick, "--card", card,
    ]);
    args.push("--json");
    // The answer's exit code must agree with its verdict: 0 legal, 1 not.
    let out = Table::new().test().args(args).any_status().run();
    let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("one JSON document");
    let legal = v["legal"].as_bool().expect("a verdict");
    assert_eq!(out.code, Some(if legal { 0 } else { 1 }), "{v}");
    v
}

#[test]
fn unless_honour_led_forces_the_five_against_the_led_jack() {
    let v = check(&[], "h", "5h 7c 8d", "jh", "7c");
    assert_eq!(
        (v["legal"].as_bool(), v["renege"].as_bool()),
        (Some(true), Some(true))
    );
    let v = check(
        &["renege_against=unless-honour-led"],
        "h",
        "5h 7c 8d",
        "jh",
        "7c",
    );
    assert_eq!(v["legal"], false, "{v}");
    assert_eq!(v["legal_cards"], serde_json::json!(["5h"]));
}

#[test]
fn unless_honour_played_forces_every_trump_once_the_jack_is_in() {
    let set = ["renege_against=unless-honour-played"];
    let v = check(&set, "h", "5h 7c 8d", "2h jh", "7c");
    assert_eq!(v["legal"], false, "{v}");
    let v = check(&set, "h", "5h 7c 8d", "2h 9h", "7c");
    assert_eq!(v["legal"], true, "{v}");
}

#[test]
fn renege_on_plain_lead_keeps_the_ace_of_hearts_back_on_a_hearts_lead() {
    let set = [
        "ace_of_hearts=trump-and-heart",
        "offsuit_lead=follow-else-trump",
        "renege_on_plain_lead=true",
    ];
    let v = check(&set, "c", "ah 3s 7s", "kh", "3s");
    assert_eq!(
        (v["legal"].as_bool(), v["renege"].as_bool()),
        (Some(true), Some(true)),
        "{v}"
    );
    assert_eq!(v["rule"], "renege-on-plain-lead");
    let v = check(&set[..2], "c", "ah 3s 7s", "kh", "3s");
    assert_eq!(v["legal"], false, "{v}");
}

#[test]
fn thirty_for_sixty_made_and_set_costs_sixty_in_a_game() {
    let t = Table::new();
    t.test()
        .args([
            "new",
            "g",
            "--rules",
            "auction-45s",
            "--set",
            "thirty_for_sixty=made-and-set",
            "--teams",
            "Ann,Cid",
            "--teams",
            "Bob,Dan",
            "--dealer",
            "Dan",
        ])
        .run();
    let r = t
        .test()
        .args([
            "round",
            "--bidder",
            "Ann",
            "--bid",
            "30",
            "--tricks",
            "Ann+Cid=4",
            "--tricks",
            "Bob+Dan=1",
            "--best",
            "Ann+Cid",
        ])
        .json();
    assert_eq!(r["made"], false, "{r}");
    assert_eq!(r["delta"]["Ann+Cid"], -60, "{r}");
}
