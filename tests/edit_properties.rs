//! `edit` (docs/cli.md "The score sheet, continued") as properties of the game
//! file: a correction to a round's own facts changes nothing, and any
//! accepted correction followed by its reverse gives back the same game.

use chrono::{FixedOffset, TimeZone};
use fortyfives::rules::game::SavedRound;
use fortyfives::rules::round::{Bid, Contract, RoundRecord, Tricks};
use fortyfives::rules::table::Table;
use fortyfives::rules::RuleSet;
use fortyfives::rules::{Seat, SideId};
use fortyfives::store::GameFile;
use proptest::prelude::*;

/// One round's facts, drawn before the dealer is known: the bidding side,
/// the bid, the first side's tricks, and which side took the best card.
type Draw = (usize, u8, u8, bool);

fn any_draw() -> impl Strategy<Value = Draw> {
    (
        0usize..2,
        prop::sample::select(vec![15u8, 20, 25, 30]),
        0u8..=5,
        any::<bool>(),
    )
}

fn record(dealer: Seat, (side, amount, first, best_first): Draw) -> RoundRecord {
    let best = match first {
        0 => 1,
        5 => 0,
        _ if best_first => 0,
        _ => 1,
    };
    RoundRecord {
        dealer,
        contract: Some(Contract::Bid(Bid {
            side: SideId(side),
            player: None,
            amount,
        })),
        trump: None,
        tricks: Tricks::Counts(vec![first, 5 - first].into()),
        best: Some(SideId(best)),
        auction: None,
        renege: None,
    }
}

fn at() -> chrono::DateTime<FixedOffset> {
    FixedOffset::east_opt(0)
        .unwrap()
        .with_ymd_and_hms(2026, 1, 2, 20, 0, 0)
        .unwrap()
}

fn saved(record: RoundRecord) -> SavedRound {
    SavedRound {
        at: at(),
        note: None,
        record,
    }
}

/// A game of 120 (or auction-45s, whose frozen sides and 30 for 60 make
/// later rounds depend on earlier ones), from a paper sheet, with the
/// drawn rounds that could be recorded (a round after the end is skipped).
fn game(preset: &str, start: Vec<i32>, draws: &[Draw]) -> GameFile {
    let table = Table::teams(vec![
        (Some("Blue".into()), vec!["Ann".into(), "Bob".into()]),
        (Some("Red".into()), vec!["Cid".into(), "Dan".into()]),
    ])
    .unwrap();
    let mut file = GameFile::new(
        "prop",
        at(),
        RuleSet::preset(preset).unwrap(),
        table,
        Seat(3),
    );
    file.set_start(start).unwrap();
    for &draw in draws {
        let mut state = file.state().unwrap();
        if state.is_over() {
            break;
        }
        let rec = record(state.dealer, draw);
        let _ = file.push(&mut state, saved(rec));
    }
    file
}

fn any_game() -> impl Strategy<Value = GameFile> {
    (
        prop::sample::select(vec!["120", "auction-45s"]),
        (-4i32..20, -4i32..20),
        prop::collection::vec(any_draw(), 1..12),
    )
        .prop_map(|(preset, (a, b), draws)| game(preset, vec![a * 5, b * 5], &draws))
        .prop_filter("at least one round", |f| !f.rounds.is_empty())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn editing_a_round_to_its_own_facts_changes_nothing(file in any_game(), pick in any::<prop::sample::Index>()) {
        let n = pick.index(file.rounds.len()) + 1;
        let mut edited = file.clone();
        let same = edited.rounds[n - 1].clone();
        let result = edited.edit(n, same, at()).unwrap();
        prop_assert!(!result.changed);
        prop_assert!(result.rescored.is_empty());
        prop_assert_eq!(&edited, &file);
        prop_assert_eq!(result.after, file.state().unwrap());
    }

    #[test]
    fn an_edit_and_its_reverse_give_back_the_same_scores(
        file in any_game(),
        pick in any::<prop::sample::Index>(),
        draw in any_draw(),
    ) {
        let n = pick.index(file.rounds.len()) + 1;
        let original = file.state().unwrap();
        let old = file.rounds[n - 1].clone();
        let mut edited = file.clone();
        let new = saved(record(old.record.dealer, draw));
        match edited.edit(n, new, at()) {
            Ok(_) => {
                let back = edited.edit(n, old, at()).unwrap();
                prop_assert_eq!(back.after.scores(), original.scores());
                prop_assert_eq!(&back.after, &original);
                prop_assert_eq!(edited.records(), file.records());
                prop_assert_eq!(edited.changes.len(), file.changes.len() + usize::from(back.changed) * 2);
            }
            // A refused correction leaves the game exactly as it was.
            Err(_) => prop_assert_eq!(&edited, &file),
        }
    }
}
