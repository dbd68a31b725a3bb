//! `status` answers from a cache of the standings; the cache must never
//! show anything but what the game file says.

use crate::common::Table;

fn new_game(t: &Table) {
    t.start_teams("friday");
    t.test()
        .args([
            "round", "--bidder", "Ann", "--bid", "20", "--tricks", "Blue=4", "--tricks", "Red=1",
            "--best", "Blue",
        ])
        .status(0)
        .run();
}

fn blue(t: &Table) -> i64 {
    let v = t.test().args(["status"]).json();
    v["sides"][0]["score"].as_i64().expect("a score")
}

#[test]
fn status_follows_a_hand_edited_game_file_not_a_stale_cache() {
    let t = Table::new();
    new_game(&t);
    assert_eq!(blue(&t), 25);
    // Edit the saved round by hand: Blue took five tricks, not four.
    let path = t.dir.path().join("friday.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let edited = text.replacen("4,\n    1,", "5,\n    0,", 1);
    assert_ne!(edited, text, "the edit must change the file:\n{text}");
    std::fs::write(&path, edited).unwrap();
    assert_eq!(blue(&t), 30);
}

#[test]
fn a_damaged_cache_is_ignored_and_rebuilt() {
    let t = Table::new();
    new_game(&t);
    let cache = t.dir.path().join(".friday.status.cache.json");
    assert!(cache.exists(), "round leaves the standings cached");
    std::fs::write(&cache, "{ not json").unwrap();
    assert_eq!(blue(&t), 25);
    std::fs::write(&cache, r#"{"stamp":"0","value":{}}"#).unwrap();
    assert_eq!(blue(&t), 25);
}

#[test]
fn undo_and_redo_keep_the_cached_standings_true() {
    let t = Table::new();
    new_game(&t);
    t.test().args(["undo"]).status(0).run();
    assert_eq!(blue(&t), 0);
    t.test().args(["redo"]).status(0).run();
    assert_eq!(blue(&t), 25);
}
