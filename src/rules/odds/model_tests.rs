use std::time::Instant;

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
    .unwrap();
    GameState::new(RuleSet::preset(preset).unwrap(), table, Seat(3)).unwrap()
}

#[test]
#[ignore]
fn timing() {
    let state = four("120");
    let t = Instant::now();
    let (k, _) = kernel(&state, 20_000, 45, 0, &|| {}).unwrap();
    eprintln!("kernel {:?}, {} outcomes", t.elapsed(), k.outcomes.len());
    let t = Instant::now();
    let chain = Chain::solve(&k, &state, std::slice::from_ref(&state)).unwrap();
    eprintln!(
        "chain {:?}, {} states, {} sweeps",
        t.elapsed(),
        chain.len(),
        chain.sweeps
    );
    eprintln!("0-0 dealer 4: {:?}", chain.win(&state));
    let t = Instant::now();
    let p = play_out(&k, &state, 10_000, 1, &|| {}).unwrap();
    eprintln!("playout {:?}: {:?}", t.elapsed(), p);
}

#[test]
#[ignore]
fn apply_cost() {
    use crate::rules::round::{Bid, Contract, RoundRecord, Tricks};
    use crate::rules::seat::SideId;
    let state = four("120");
    let rec = RoundRecord {
        dealer: Seat(3),
        contract: Some(Contract::Bid(Bid {
            side: SideId(0),
            player: None,
            amount: 20,
        })),
        trump: None,
        tricks: Tricks::Counts(
            state
                .sides
                .map(|_| 0)
                .iter()
                .enumerate()
                .map(|(i, _)| if i == 0 { 3 } else { 2 })
                .collect(),
        ),
        best: Some(SideId(0)),
        auction: None,
        renege: None,
    };
    let t = Instant::now();
    for _ in 0..100_000 {
        let mut s = state.clone();
        s.apply(&rec).unwrap();
    }
    eprintln!("apply {:?}", t.elapsed() / 100_000);
    let t = Instant::now();
    for _ in 0..100_000 {
        let _ = state.preview(&rec).unwrap();
    }
    eprintln!("preview {:?}", t.elapsed() / 100_000);
    let t = Instant::now();
    for _ in 0..100_000 {
        let _ = std::hint::black_box(state.clone());
    }
    eprintln!("clone {:?}", t.elapsed() / 100_000);
}
