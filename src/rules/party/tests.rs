use super::*;

/// A game of 120s: played to 120.
const END: GameEnd = GameEnd {
    target: 120,
    to_target: true,
    lose_below: None,
};

fn stamp() -> Stamp {
    Stamp {
        by: By::Command,
        at: chrono::DateTime::parse_from_rfc3339("2026-11-25T20:14:03-04:00").unwrap(),
    }
}

fn pairs(n: usize) -> Vec<Pair> {
    (0..n)
        .map(|i| Pair::parse(&format!("A{i}+B{i}")).unwrap())
        .collect()
}

/// Enters a result for every table of the game being played: the
/// partnership at place `winner(table)` wins.
fn play_game(party: &Party, winner: impl Fn(usize) -> usize) -> Party {
    let seating = party.seating_to_report(None).unwrap();
    let mut next = party.clone();
    for t in &seating.tables {
        let w = (winner(t.table) % t.partnerships.len()) + 1;
        next = next
            .report(None, t.table, &w.to_string(), None, &END, &stamp())
            .unwrap()
            .0;
    }
    next
}

fn every_player_once(party: &Party, seating: &Seating) {
    let mut seen: Vec<usize> = seating
        .tables
        .iter()
        .flat_map(|t| t.partnerships.iter().flatten().copied())
        .chain(seating.out.iter().copied())
        .collect();
    seen.sort_unstable();
    let seated: Vec<usize> = (0..party.pairs.len() * 2)
        .filter(|&p| party.pairs[p / 2].seated_in(seating.game))
        .collect();
    assert_eq!(seen, seated, "game {}", seating.game);
    assert!(seating
        .tables
        .iter()
        .all(|t| t.partnerships.len() == party.per_table));
    assert_eq!(seating.tables.len(), party.tables_in(seating.game));
}

#[test]
fn winners_move_to_the_next_table_and_losers_stay() {
    let mut party = Party::new(pairs(6), 5, Movement::Winners, Partners::Fixed, 4, 3).unwrap();
    for _ in 0..4 {
        let before = party.seating_to_report(None).unwrap();
        party = play_game(&party, |t| t);
        let after = party.seating(before.game + 1).unwrap();
        every_player_once(&party, &after);
        for t in &before.tables {
            let result = party
                .results_of(before.game)
                .into_iter()
                .find(|r| r.table == t.table)
                .unwrap()
                .clone();
            let won = t.partnerships[result.winner];
            let lost = t.partnerships[1 - result.winner];
            // The next table, unless the seating says it sent them on
            // elsewhere so they don't meet a pair again.
            let next = after
                .notes
                .iter()
                .find_map(|n| match n {
                    SeatNote::Rerouted { from, to, .. } if *from == t.table => Some(*to),
                    _ => None,
                })
                .unwrap_or(t.table % before.tables.len() + 1);
            assert_eq!(after.table_of(won[0]), Some(next));
            assert_eq!(after.table_of(lost[0]), Some(t.table));
        }
    }
}

#[test]
fn with_an_odd_number_of_pairs_nobody_sits_out_twice_before_all_have_once() {
    let mut party = Party::new(pairs(7), 14, Movement::Losers, Partners::Fixed, 4, 11).unwrap();
    let mut outs = Vec::new();
    for game in 1..=14 {
        let seating = party.seating(game).unwrap();
        every_player_once(&party, &seating);
        assert_eq!(seating.out.len(), 2);
        assert_eq!(
            seating.out[0] / 2,
            seating.out[1] / 2,
            "a pair sits out together"
        );
        outs.push(seating.out[0] / 2);
        party = play_game(&party, |t| t + game as usize);
    }
    assert_eq!(party.current_game(), None);
    for round in outs.chunks(7) {
        let mut sorted = round.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..7).collect::<Vec<_>>(), "{outs:?}");
    }
}

#[test]
fn split_partners_avoid_partnering_twice_while_they_can() {
    let mut party = Party::new(pairs(8), 3, Movement::Winners, Partners::Split, 4, 5).unwrap();
    let mut partnered: Vec<(usize, usize)> = Vec::new();
    for game in 1..=3 {
        let seating = party.seating(game).unwrap();
        every_player_once(&party, &seating);
        for p in seating.tables.iter().flat_map(|t| &t.partnerships) {
            let k = (p[0].min(p[1]), p[0].max(p[1]));
            assert!(
                !partnered.contains(&k),
                "game {game}: {k:?} partnered twice"
            );
            partnered.push(k);
        }
        party = play_game(&party, |t| t);
    }
}

#[test]
fn a_refused_result_changes_nothing_and_undo_takes_the_last_back() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let seating = party.seating(1).unwrap();
    let at_one = party.partnership_name(seating.tables[0].partnerships[0]);
    let at_two = party.partnership_name(seating.tables[1].partnerships[0]);
    assert!(matches!(
        party.report(None, 3, "1", None, &END, &stamp()),
        Err(ResultError::NoSuchTable { tables: 2, .. })
    ));
    assert!(matches!(
        party.report(None, 1, &at_two, None, &END, &stamp()),
        Err(ResultError::NotAtTable { .. })
    ));
    let (after, _) = party
        .report(
            None,
            1,
            &at_one.to_uppercase(),
            Some("120-85"),
            &END,
            &stamp(),
        )
        .unwrap();
    assert!(matches!(
        after.report(None, 1, "2", None, &END, &stamp()),
        Err(ResultError::Twice { .. })
    ));
    assert!(matches!(
        after.report(Some(2), 2, "1", None, &END, &stamp()),
        Err(ResultError::NotSeated { waiting, .. }) if waiting == vec![2]
    ));
    let standings = after.standings();
    assert_eq!(standings.lines[0].name, at_one);
    assert_eq!(
        (standings.lines[0].won, standings.lines[0].points),
        (1, 120)
    );
    let (back, taken) = after.undo(None, &stamp()).unwrap();
    assert_eq!(back.results, party.results);
    assert_eq!(back.standings(), party.standings());
    assert_eq!(taken.entry.action, Action::Undone);
    assert_eq!(back.history().len(), 2);
}

#[test]
fn prizes_split_ties_or_break_them_on_points_or_a_cut() {
    let mut party = Party::new(pairs(4), 2, Movement::Winners, Partners::Fixed, 4, 9).unwrap();
    for _ in 0..2 {
        let seating = party.seating_to_report(None).unwrap();
        for t in &seating.tables {
            let score = if t.table == 1 { "120-60" } else { "125-100" };
            party = party
                .report(None, t.table, "1", Some(score), &END, &stamp())
                .unwrap()
                .0;
        }
    }
    let split = party.prizes(3, true, Ties::Split, 1);
    let first = &split.places[0];
    assert_eq!(first.place, 1);
    let lines = party.standings().lines;
    let most = lines[0].won;
    assert_eq!(first.won, most);
    assert_eq!(
        first.names.len(),
        lines.iter().filter(|l| l.won == most).count()
    );
    let points = party.prizes(1, false, Ties::Points, 1);
    assert_eq!(
        points.places[0].names,
        vec![party.standings().lines[0].name.clone()]
    );
    let cut = party.prizes(4, true, Ties::Cut, 42);
    assert!(cut.places.iter().all(|p| p.names.len() == 1));
    assert_eq!(
        cut,
        party.prizes(4, true, Ties::Cut, 42),
        "a cut repeats with its seed"
    );
    assert_eq!(cut.booby.len(), 1);
}

#[test]
fn split_partners_never_repeat_a_partnership_a_table_could_avoid() {
    for (movement, seed) in [
        (Movement::Losers, 2026),
        (Movement::Winners, 7),
        (Movement::Losers, 3),
    ] {
        let mut party = Party::new(pairs(29), 25, movement, Partners::Split, 4, seed).unwrap();
        let mut partnered: std::collections::HashMap<(usize, usize), u32> = Default::default();
        let had = |m: &std::collections::HashMap<(usize, usize), u32>, a: usize, b: usize| {
            m.get(&(a.min(b), a.max(b))).copied().unwrap_or(0)
        };
        let mut before: Option<Seating> = None;
        for game in 1..=25u32 {
            let seating = party.seating(game).unwrap();
            every_player_once(&party, &seating);
            for t in seating.tables.iter().filter(|_| before.is_some()) {
                let prev = before.as_ref().unwrap();
                let players: Vec<usize> = t.partnerships.iter().flatten().copied().collect();
                // A player back from sitting out takes a mover's or a
                // stayer's place; those tables are left to the unit tests.
                if players.iter().any(|&p| prev.table_of(p).is_none()) {
                    continue;
                }
                let (arrived, stayed): (Vec<usize>, Vec<usize>) = players
                    .iter()
                    .partition(|&&p| prev.table_of(p) != Some(t.table));
                // Each arrival partners a stayer: two ways at a table of four.
                let cost = |x: usize, y: usize| {
                    had(&partnered, arrived[0], x) + had(&partnered, arrived[1], y)
                };
                let best = cost(stayed[0], stayed[1]).min(cost(stayed[1], stayed[0]));
                let chosen: u32 = t
                    .partnerships
                    .iter()
                    .map(|p| had(&partnered, p[0], p[1]))
                    .sum();
                assert_eq!(
                    chosen, best,
                    "{movement:?} game {game} table {}: {:?}",
                    t.table, t.partnerships
                );
                for p in &t.partnerships {
                    assert!(
                        !(arrived.contains(&p[0]) && arrived.contains(&p[1])),
                        "movers partner each other at table {}",
                        t.table
                    );
                }
            }
            for p in seating.tables.iter().flat_map(|t| &t.partnerships) {
                *partnered
                    .entry((p[0].min(p[1]), p[0].max(p[1])))
                    .or_insert(0) += 1;
            }
            party = play_game(&party, |t| t * 7 + game as usize * 3);
            before = Some(seating);
        }
    }
}

#[test]
fn six_handed_tables_seat_three_pairs_and_the_winners_move_on() {
    let mut party = Party::new(pairs(10), 6, Movement::Winners, Partners::Fixed, 6, 4).unwrap();
    assert_eq!(party.tables_in(1), 3);
    for game in 1..=6u32 {
        let seating = party.seating(game).unwrap();
        every_player_once(&party, &seating);
        assert!(seating.tables.iter().all(|t| t.partnerships.len() == 3));
        assert_eq!(seating.out.len(), 2, "one pair of ten sits out");
        party = play_game(&party, |t| t + game as usize);
        if let Some(next) = party.seating(game + 1) {
            for t in &seating.tables {
                let result = party
                    .results_of(game)
                    .into_iter()
                    .find(|r| r.table == t.table)
                    .unwrap()
                    .clone();
                let won = t.partnerships[result.winner][0];
                if let Some(at) = next.table_of(won) {
                    assert_eq!(at, t.table % 3 + 1);
                }
            }
        }
    }
}

#[test]
fn another_door_enters_and_corrects_with_its_own_by_and_time() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let seating = party.seating(1).unwrap();
    let pair = party.partnership_name(seating.tables[0].partnerships[0]);
    let phone = Stamp {
        by: By::Pair(pair.clone()),
        at: chrono::DateTime::parse_from_rfc3339("2026-11-25T21:00:00-04:00").unwrap(),
    };
    let (after, entered) = party
        .report(None, 1, "1", Some("120-95"), &END, &phone)
        .unwrap();
    assert_eq!(entered.entry.action, Action::Entered);
    let director = Stamp {
        by: By::Director,
        ..stamp()
    };
    let (fixed, corrected) = after
        .report(Some(1), 1, "2", Some("125-110"), &END, &director)
        .unwrap();
    assert_eq!(corrected.entry.action, Action::Corrected);
    assert_eq!(corrected.entry.was_winner.as_deref(), Some(pair.as_str()));
    let json = serde_json::to_value(fixed.history()).unwrap();
    assert_eq!(json[0]["by"], serde_json::json!({ "pair": pair }));
    assert_eq!(json[0]["at"], "2026-11-25T21:00:00-04:00");
    assert_eq!(json[1]["by"], serde_json::json!({ "director": true }));
    assert_eq!(json[1]["action"], "corrected");
    assert_eq!(json[1]["score"], "125-110");
    // Read back from the file as written.
    let back: Party = toml::from_str(&toml::to_string(&fixed).unwrap()).unwrap();
    assert_eq!(back, fixed);
}

/// A pair's code-page entry for the game being played.
fn by_pair<'a>(
    party: &Party,
    pair: usize,
    winner: &'a str,
    score: Option<&'a str>,
) -> PairEntry<'a> {
    PairEntry {
        pair,
        game: party.current_game().unwrap(),
        table: None,
        winner,
        score,
    }
}

/// The number of the newest entry waiting, as a pair's page shows it with
/// its Yes and No.
fn last_claim(party: &Party) -> u32 {
    party
        .pending
        .iter()
        .flat_map(|p| &p.claims)
        .map(|c| c.id)
        .max()
        .expect("an entry waiting")
}

/// The pair sitting across from `pair` in the game being played.
fn opponents_of(party: &Party, pair: usize) -> usize {
    let game = party.current_game().unwrap();
    let (seat, side) = party.tables_of_pair(pair, game).remove(0);
    seat.partnerships[1 - side][0] / 2
}

#[test]
fn a_pairs_result_counts_once_the_opponents_confirm_it() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let at = stamp().at;
    let them = opponents_of(&party, 0);
    let (entered, outcome) = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", Some("120-95")),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    assert!(!outcome.counted);
    assert!(
        entered.results.is_empty(),
        "not counted before the word of the other side"
    );
    assert_eq!(entered.pending.len(), 1);
    entered.check().unwrap();
    // The pair that entered it can't confirm its own result.
    let own = entered
        .confirm_by_pair(0, 1, None, last_claim(&entered), true, at)
        .unwrap_err();
    assert!(
        own.to_string().contains("the other side confirms it"),
        "{own}"
    );
    let (confirmed, outcome) = entered
        .confirm_by_pair(them, 1, None, last_claim(&entered), true, at)
        .unwrap();
    assert!(outcome.counted);
    assert!(confirmed.pending.is_empty());
    let result = confirmed.results_of(1)[0];
    assert_eq!(
        confirmed.result_words(result),
        ("A0+B0".to_string(), Some("120-95".to_string()))
    );
    let history: Vec<(Action, String)> = confirmed
        .history()
        .into_iter()
        .map(|e| (e.action, e.by.words()))
        .collect();
    let them_name = confirmed.pairs[them].name.clone();
    assert_eq!(
        history,
        vec![
            (Action::Entered, "A0+B0".to_string()),
            (Action::Confirmed, them_name)
        ]
    );
    // Once in, a pair can't enter it again: the director corrects.
    let again = confirmed
        .enter_by_pair(
            PairEntry {
                game: 1,
                ..by_pair(&confirmed, 0, "A0+B0", None)
            },
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap_err();
    assert!(matches!(again, ResultError::AlreadyIn { .. }), "{again}");
}

#[test]
fn the_same_result_entered_by_both_sides_counts_and_a_different_one_is_a_dispute() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let at = stamp().at;
    let them = opponents_of(&party, 0);
    let theirs = party.pairs[them].name.clone();
    let (entered, _) = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", Some("120-95")),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    // The same result, the winner named by one player, the score the same.
    let (same, outcome) = entered
        .enter_by_pair(
            by_pair(&entered, them, "a0", Some("120-95")),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    assert!(outcome.counted);
    assert_eq!(same.results.len(), 1);
    // A different winner: disputed, counted nowhere, both claims kept.
    let (disputed, outcome) = entered
        .enter_by_pair(
            by_pair(&entered, them, &theirs, Some("120-100")),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    assert!(!outcome.counted);
    assert_eq!(outcome.entry.action, Action::Disputed);
    assert!(disputed.pending[0].disputed());
    assert!(disputed.results.is_empty());
    disputed.check().unwrap();
    // "No" is a dispute too.
    let (said_no, outcome) = entered
        .confirm_by_pair(them, 1, None, last_claim(&entered), false, at)
        .unwrap();
    assert_eq!(outcome.entry.action, Action::Disputed);
    assert_eq!(outcome.entry.winner, "A0+B0", "names the result refused");
    assert!(said_no.pending[0].disputed());
    // The director settles it by entering the result: the claims go.
    let table = disputed.pending[0].table;
    let director = Stamp {
        by: By::Director,
        at,
    };
    let (settled, entry) = disputed
        .report(Some(1), table, &theirs, Some("120-100"), &END, &director)
        .unwrap();
    assert_eq!(entry.entry.by, By::Director);
    assert!(settled.pending.is_empty());
    settled.check().unwrap();
}

#[test]
fn a_pair_enters_only_its_own_games() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let at = stamp().at;
    let mine = party.tables_of_pair(0, 1)[0].0.table;
    let other = if mine == 1 { 2 } else { 1 };
    let wrong = party
        .enter_by_pair(
            PairEntry {
                table: Some(other),
                ..by_pair(&party, 0, "A0+B0", None)
            },
            &END,
            Confirm::None,
            at,
        )
        .unwrap_err();
    assert!(matches!(wrong, ResultError::NotYourTable { .. }), "{wrong}");
    // Not the winner of its own table either: a name from another table.
    let stranger = party.seating(1).unwrap().tables[other - 1].partnerships[0][0] / 2;
    let name = party.pairs[stranger].name.clone();
    let err = party
        .enter_by_pair(by_pair(&party, 0, &name, None), &END, Confirm::None, at)
        .unwrap_err();
    assert!(matches!(err, ResultError::NotAtTable { .. }), "{err}");
    // A game not being played: the next one isn't seated.
    let later = party
        .enter_by_pair(
            PairEntry {
                game: 2,
                ..by_pair(&party, 0, "A0+B0", None)
            },
            &END,
            Confirm::None,
            at,
        )
        .unwrap_err();
    assert!(matches!(later, ResultError::NotSeated { .. }), "{later}");
    // A score the rules refuse is refused here too, by the same check.
    let short = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", Some("95-120")),
            &END,
            Confirm::None,
            at,
        )
        .unwrap_err();
    assert!(
        matches!(short, ResultError::WinnersNotAbove { .. }),
        "{short}"
    );
    // Without confirmation a pair's result counts at once.
    let (counted, outcome) = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", Some("120-95")),
            &END,
            Confirm::None,
            at,
        )
        .unwrap();
    assert!(outcome.counted);
    assert_eq!(counted.results.len(), 1);
    assert_eq!(outcome.entry.by, By::Pair("A0+B0".to_string()));
}

#[test]
fn a_claim_for_a_game_no_longer_played_is_a_damaged_file() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let at = stamp().at;
    let (mut entered, _) = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", None),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    entered.pending[0].game = 2;
    assert!(entered
        .check()
        .unwrap_err()
        .contains("not the game being played"));
}

#[test]
fn at_a_table_of_three_pairs_any_other_pair_confirms() {
    let party = Party::new(pairs(6), 3, Movement::Winners, Partners::Fixed, 6, 2).unwrap();
    let at = stamp().at;
    let (seat, side) = party.tables_of_pair(0, 1).remove(0);
    assert_eq!(seat.partnerships.len(), 3);
    let others: Vec<usize> = (0..3)
        .filter(|&s| s != side)
        .map(|s| seat.partnerships[s][0] / 2)
        .collect();
    let (entered, _) = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", Some("120-95-60")),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    let (confirmed, outcome) = entered
        .confirm_by_pair(others[1], 1, None, last_claim(&entered), true, at)
        .unwrap();
    assert!(outcome.counted);
    let result = confirmed.results_of(1)[0];
    assert_eq!(
        confirmed.result_words(result).1.as_deref(),
        Some("120-95-60")
    );
}

#[test]
fn with_partners_split_each_player_has_a_code_and_enters_for_its_own_table() {
    let mut party = Party::new(pairs(8), 4, Movement::Winners, Partners::Split, 4, 5)
        .unwrap()
        .with_codes({
            let mut n = 0;
            move || {
                n += 7919;
                n
            }
        });
    assert_eq!(party.codes.len(), 16);
    party.check().unwrap();
    let at = stamp().at;
    // After a game the winners split: a pair's two players may face each
    // other, so each player answers for its own side.
    party = play_game(&party, |t| t);
    let game = party.current_game().unwrap();
    for player in 0..16 {
        let mine = party.tables_of_pair(player, game);
        assert_eq!(mine.len(), 1, "player {player}");
        let (seat, side) = &mine[0];
        assert!(seat.partnerships[*side].contains(&player));
    }
    let entry = PairEntry {
        pair: 0,
        game,
        table: None,
        winner: party.player(0),
        score: None,
    };
    let (next, outcome) = party
        .enter_by_pair(entry, &END, Confirm::Opponents, at)
        .unwrap();
    assert!(!outcome.counted);
    assert_eq!(outcome.entry.by, By::Player(party.player(0).to_string()));
    let (seat, side) = party.tables_of_pair(0, game).remove(0);
    let opponent = seat.partnerships[1 - side][0];
    let (done, outcome) = next
        .confirm_by_pair(opponent, game, None, last_claim(&next), true, at)
        .unwrap();
    assert!(outcome.counted);
    done.check().unwrap();
    // A player can't confirm a result entered by its own partner.
    let partner = seat.partnerships[side]
        .iter()
        .copied()
        .find(|&p| p != 0)
        .unwrap();
    let err = next
        .confirm_by_pair(partner, game, None, last_claim(&next), true, at)
        .unwrap_err();
    assert!(
        matches!(err, ResultError::NothingToConfirm { own: true, .. }),
        "{err}"
    );
}

/// What an undo must give back exactly: the results, the entries waiting
/// and the seatings kept.
type Evening = (
    Vec<GameResult>,
    Vec<Pending>,
    Vec<Seating>,
    Vec<Pair>,
    u32,
    Vec<String>,
);

fn evening(party: &Party) -> Evening {
    (
        party.results.clone(),
        party.pending.clone(),
        party.seated.clone(),
        party.pairs.clone(),
        party.games,
        party.codes.clone(),
    )
}

/// One random change a hall might see: a result typed, a correction of an
/// earlier game, a pair's entry, the other side's Yes, No or a different
/// entry. `None` when the change drawn is refused (nothing changes then).
fn random_change(party: &Party, rng: &mut crate::rules::seeded::SplitMix) -> Option<Party> {
    let at = stamp().at;
    let current = party.current_game()?;
    let seating = party.seating(current)?;
    let seat = &seating.tables[rng.below(seating.tables.len())];
    let sides = seat.partnerships.len();
    let holder = seat.partnerships[rng.below(sides)][0] / 2;
    let score = if sides == 3 {
        ["120-95-60", "125-80-80", "", "120-0-0"][rng.below(4)]
    } else {
        ["120-95", "125-80", "", "120-0"][rng.below(4)]
    };
    let score = (!score.is_empty()).then_some(score);
    let pair = rng.below(party.pairs.len());
    let game = (rng.below(3) > 0).then(|| current + rng.below(3) as u32);
    let mut n = rng.below(1000) as u64;
    let next = match rng.below(10) {
        6 => party
            .join(
                &format!("Z{}+Y{}", party.pairs.len(), party.pairs.len()),
                game,
                || {
                    n += 104_729;
                    n
                },
                &stamp(),
            )
            .map(|(p, _)| p)
            .ok(),
        7 => party
            .leave(&party.pairs[pair].name, game, &stamp())
            .map(|(p, _)| p)
            .ok(),
        8 => party
            .rename(
                &party.pairs[pair].players[rng.below(2)],
                &format!("R{}", rng.below(1000)),
                &stamp(),
            )
            .map(|(p, _)| p)
            .ok(),
        9 => party
            .set_games(party.games + rng.below(3) as u32 - 1, &stamp())
            .map(|(p, _)| p)
            .ok(),
        _ => None,
    };
    if next.is_some() {
        return next;
    }
    let next = match rng.below(6) {
        0 => party
            .report(
                None,
                seat.table,
                &(rng.below(sides) + 1).to_string(),
                score,
                &END,
                &stamp(),
            )
            .map(|(p, _)| p),
        1 => {
            let game = 1 + rng.below(current as usize) as u32;
            let table = 1 + rng.below(party.tables_in(1));
            party
                .report(
                    Some(game),
                    table,
                    &(rng.below(sides) + 1).to_string(),
                    score,
                    &END,
                    &stamp(),
                )
                .map(|(p, _)| p)
        }
        2 | 3 => {
            let winner = party.partnership_name(seat.partnerships[rng.below(sides)]);
            party
                .enter_by_pair(
                    by_pair(party, holder, &winner, score),
                    &END,
                    Confirm::Opponents,
                    at,
                )
                .map(|(p, _)| p)
        }
        _ => {
            let claim = party
                .pending_at(current, seat.table)
                .and_then(|p| p.claims.last())
                .map(|c| c.id)?;
            party
                .confirm_by_pair(holder, current, None, claim, rng.below(3) > 0, at)
                .map(|(p, _)| p)
        }
    };
    next.ok()
}

#[test]
fn undo_gives_back_each_evening_exactly_in_reverse() {
    let mut plans = std::collections::BTreeMap::new();
    for seed in 0..40u64 {
        let mut rng = crate::rules::seeded::SplitMix::new(seed);
        let (count, per_table) = [(4, 4), (5, 4), (6, 6), (8, 4)][seed as usize % 4];
        let partners = if seed % 3 == 0 {
            Partners::Split
        } else {
            Partners::Fixed
        };
        let mut party = Party::new(
            pairs(count),
            8,
            Movement::Winners,
            partners,
            per_table,
            seed,
        )
        .unwrap()
        .with_codes({
            let mut n = 0;
            move || {
                n += 7919;
                n
            }
        });
        let mut states = vec![evening(&party)];
        for _ in 0..160 {
            if let Some(next) = random_change(&party, &mut rng) {
                // Every waiting entry's maker plays at its table, and
                // names a pair there (check's rule).
                next.check().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                if let Some(now) = next.current_game().and_then(|g| next.seating(g)) {
                    every_player_once(&next, &now);
                }
                party = next;
                states.push(evening(&party));
            }
        }
        assert!(states.len() > 10, "seed {seed}: too few changes drawn");
        for e in party.log.iter().filter(|e| e.action.is_plan()) {
            *plans.entry(e.action.as_str()).or_insert(0) += 1;
        }
        while states.len() > 1 {
            states.pop();
            let (back, undone) = party
                .undo(party.last_change().map(|c| c.id).as_deref(), &stamp())
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(undone.entry.action, Action::Undone);
            assert_eq!(
                &evening(&back),
                states.last().unwrap(),
                "seed {seed}: undo of {} gave back another evening",
                undone.words
            );
            party = back;
        }
        assert!(matches!(
            party.undo(None, &stamp()),
            Err(ResultError::NothingToUndo { .. })
        ));
    }
    // Every change of plan was drawn, and some were made, many times over.
    assert!(
        ["joined", "left", "renamed", "games"]
            .iter()
            .all(|a| plans.get(a).is_some_and(|&n| n >= 5)),
        "{plans:?}"
    );
}

#[test]
fn a_result_over_the_pairs_entries_sets_aside_only_those_it_overrules() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap();
    let at = stamp().at;
    let them = opponents_of(&party, 0);
    let theirs = party.pairs[them].name.clone();
    let (entered, _) = party
        .enter_by_pair(
            by_pair(&party, 0, "A0+B0", Some("120-95")),
            &END,
            Confirm::Opponents,
            at,
        )
        .unwrap();
    let (said_no, _) = entered
        .confirm_by_pair(them, 1, None, last_claim(&entered), false, at)
        .unwrap();
    let table = said_no.pending[0].table;
    // Settled the other way: the entry is set aside, the No was right.
    let (_, report) = said_no
        .report(Some(1), table, &theirs, Some("120-100"), &END, &stamp())
        .unwrap();
    let dropped: Vec<_> = report
        .dropped
        .iter()
        .map(|e| e.entered_by.clone())
        .collect();
    assert_eq!(dropped, vec![Some(By::Pair("A0+B0".to_string()))]);
    // Settled as entered: the No is set aside.
    let (after, report) = said_no
        .report(Some(1), table, "A0+B0", Some("120-95"), &END, &stamp())
        .unwrap();
    let dropped: Vec<_> = report
        .dropped
        .iter()
        .map(|e| e.entered_by.clone())
        .collect();
    assert_eq!(dropped, vec![Some(By::Pair(theirs.clone()))]);
    assert_eq!(
        after.log.last().unwrap().dropped_words(),
        format!("{theirs}'s entry at table {table} of game 1 (a No to the other side's result) was set aside by a command, not counted")
    );
}

#[test]
fn a_late_pair_under_split_partners_has_a_code_for_each_player() {
    let party = Party::new(pairs(4), 3, Movement::Winners, Partners::Split, 4, 1)
        .unwrap()
        .with_codes({
            let mut n = 0;
            move || {
                n += 7919;
                n
            }
        });
    let mut n = 0;
    let random = || {
        n += 104_729;
        n
    };
    let (joined, _) = party.join("Ivy+Jon", None, random, &stamp()).unwrap();
    let codes = joined.codes_of_pair(4);
    assert_eq!(codes.len(), 2);
    assert_eq!(
        codes,
        [joined.code_of(8).unwrap(), joined.code_of(9).unwrap()]
    );
    assert_ne!(codes[0], codes[1]);
}
