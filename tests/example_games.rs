//! The saved games in `examples/games/` (made with the real commands) are
//! loaded through the store and replayed: each must end as recorded here.

use std::path::PathBuf;

use fortyfives::rules::variant::{ThirtyForSixty, TieBreak};
use fortyfives::rules::SideId;
use fortyfives::store::{GameFile, GameName, Store};

fn replay(name: &str) -> (GameFile, fortyfives::rules::GameState) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/games");
    let store = Store::open(Some(dir)).expect("the examples folder");
    let (file, _) = store
        .load::<GameFile>(&GameName::parse(name).expect("a good name"))
        .expect("the example game loads");
    let state = file.state().expect("the example game replays");
    (file, state)
}

fn scores(state: &fortyfives::rules::GameState) -> Vec<i32> {
    state.sides.iter().map(|s| s.score).collect()
}

#[test]
fn friday_a_120_team_game_blue_go_out_on_a_nickel() {
    let (file, state) = replay("friday");
    assert_eq!(file.rules.preset, "120");
    assert_eq!(file.rounds.len(), 8);
    assert_eq!(scores(&state), vec![120, 35]);
    assert_eq!(state.winner(), Some(SideId(0)));
    // Round 5: Bob's 30, every trick.
    assert_eq!(state.history[4].delta, vec![30, 0]);
}

#[test]
fn hall_auction_45s_thirty_for_sixty_and_frozen_past_100() {
    let (file, state) = replay("hall");
    assert_eq!(file.rules.preset, "auction-45s");
    // Written `thirty_for_sixty = true` before made-and-set existed.
    assert_eq!(file.rules.thirty_for_sixty, ThirtyForSixty::Made);
    assert!(!file.rules.is_modified());
    assert_eq!(state.history[0].delta, vec![60, 0], "30 for 60");
    // Round 5: North at 105 took two tricks but did not win the bid.
    assert_eq!(state.history[4].delta, vec![0, 20], "frozen past 100");
    assert_eq!(scores(&state), vec![125, 75]);
    assert_eq!(state.winner(), Some(SideId(0)));
}

#[test]
fn pub_a_110_game_with_cid_out_below_minus_80() {
    let (file, state) = replay("pub");
    assert_eq!(file.rules.preset, "110");
    assert_eq!(scores(&state), vec![125, 65, -85]);
    assert!(state.sides[SideId(2)].out.is_some(), "Cid is out below -80");
    assert_eq!(state.winner(), Some(SideId(0)));
}

#[test]
fn kitchen_an_irish_45_game_without_bidding() {
    let (file, state) = replay("kitchen");
    assert_eq!(file.rules.preset, "45");
    // Saved before 45 games went out first-out and before
    // renege_on_plain_lead existed: it keeps the tie-break it recorded.
    assert_eq!(file.rules.tie_break, TieBreak::Overtime);
    assert_eq!(file.rules.label(), "45 + tie_break=overtime");
    assert!(!file.rules.renege_on_plain_lead);
    assert!(file.rounds.iter().all(|r| r.record.bid().is_none()));
    assert_eq!(scores(&state), vec![60, 30]);
    assert_eq!(state.winner(), Some(SideId(0)));
}
