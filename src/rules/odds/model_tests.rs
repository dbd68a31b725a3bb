//! The game model's own checks: the chain agrees with games played out
//! from the same kernel, within their margins; the kernel repeats with its
//! seed; every preset's table can be modelled.

use super::chance::{play_out, Chain};
use super::kernel::kernel;
use crate::rules::game::GameState;
use crate::rules::seat::Seat;
use crate::rules::table::Table;
use crate::rules::variant::RuleSet;

fn four(preset: &str) -> GameState {
    let table = Table::teams(vec![
        (Some("A".into()), vec!["a1".into(), "a2".into()]),
        (Some("B".into()), vec!["b1".into(), "b2".into()]),
    ])
    .expect("a table of two teams");
    GameState::new(RuleSet::preset(preset).expect("preset"), table, Seat(3)).expect("a game")
}

#[test]
fn the_chain_agrees_with_games_played_out_from_its_kernel() {
    let state = four("120");
    let (k, _) = kernel(&state, 400, 3, 0, &|| {}).expect("kernel");
    let chain = Chain::solve(&k, &state, std::slice::from_ref(&state)).expect("chain");
    for (a, b, d) in [(0, 0, 3), (100, 110, 0), (-50, 80, 1)] {
        let s = state.clone().starting_at(&[a, b]).expect("scores");
        let mut s = s;
        s.dealer = Seat(d);
        let exact = chain.win(&s).expect("in the chain");
        let out = play_out(&k, &s, 4000, 11, &|| {}).expect("played out");
        let gap = (exact[0] - out.win[0]).abs();
        // 1.5 times the 95% margin: three states, each may miss once in 20.
        assert!(
            gap <= 1.5 * out.margin[0] + 1e-9,
            "{a}-{b}: chain {exact:?}, played out {:?} ± {:?}",
            out.win,
            out.margin
        );
    }
}

#[test]
fn every_preset_can_be_modelled_and_a_seed_repeats_its_kernel() {
    for preset in [
        "120",
        "auction-45s",
        "partners-120",
        "45",
        "25",
        "45-majority",
        "45-spread",
    ] {
        let state = four(preset);
        let (a, _) = kernel(&state, 60, 9, 0, &|| {}).expect(preset);
        let (b, _) = kernel(&state, 60, 9, 0, &|| {}).expect(preset);
        assert_eq!(a, b, "{preset}");
        let total: u32 = a.outcomes.iter().map(|o| o.count).sum();
        assert_eq!(total, 60, "{preset}");
        Chain::solve(&a, &state, std::slice::from_ref(&state)).expect(preset);
    }
}
