use super::*;
use crate::rules::card::parse_cards;
use crate::rules::table::Table;
use crate::rules::variant::RuleSet;

fn game(players: usize, scores: &[i32]) -> GameState {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let table = if players.is_multiple_of(2) {
        let teams = (0..2)
            .map(|t| (None, names.iter().skip(t).step_by(2).cloned().collect()))
            .collect();
        Table::teams(teams).expect("teams")
    } else {
        Table::cut_throat(names).expect("cut-throat")
    };
    GameState::new(RuleSet::default(), table, Seat(players - 1))
        .expect("game")
        .starting_at(scores)
        .expect("scores")
}

fn question<'a>(state: &'a GameState, hand: &str, samples: u32) -> Question<'a> {
    Question {
        state,
        asker: Seat(state.table.players.len() - 1),
        hand: parse_cards(hand).expect("hand"),
        kitty: Vec::new(),
        trumps: Vec::new(),
        samples,
        seed: 7,
        keep_deals: true,
        game_end: false,
        over: None,
        model: None,
    }
}

#[test]
fn a_standing_bid_leaves_only_the_levels_above_it() {
    let state = game(4, &[]);
    let mut q = question(&state, "5h jh ah qh 2d", 1);
    assert_eq!(levels(&q), Ok(vec![15, 20, 25, 30]));
    q.over = Some(20);
    assert_eq!(levels(&q), Ok(vec![25, 30]));
    q.over = Some(30);
    assert_eq!(
        levels(&q),
        Err(OddsError::NothingOver {
            over: 30,
            highest: 30
        })
    );
}

#[test]
fn with_three_sides_only_the_askers_going_out_is_known() {
    let three = game(3, &[0, 0, 110]);
    let mut q = question(&three, "5h jh ah qh 2d", 20);
    assert_eq!(game_end_known(&q), (false, false));
    q.game_end = true;
    assert_eq!(game_end_known(&q), (true, false));
    let answer = odds(&q, &|| {}).expect("odds");
    for b in &answer.trumps[0].bids {
        // At 110 a made bid takes the bidder out, whatever the others take.
        assert_eq!(b.we_go_out, Some(b.made));
        assert_eq!(b.they_go_out, None);
    }
    let two = game(4, &[]);
    let q = Question {
        game_end: true,
        ..question(&two, "5h jh ah qh 2d", 1)
    };
    assert_eq!(game_end_known(&q), (true, true));
}

#[test]
fn a_seed_repeats_a_run_on_any_number_of_threads() {
    let state = game(4, &[]);
    let q = question(&state, "5h jh ah qh 2d", 40);
    let run = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool")
            .install(|| odds(&q, &|| {}))
            .expect("odds")
    };
    assert_eq!(run(1), run(2));
}

/// The pars `bid` finds (with the search tuned for hands after the draw,
/// `Solver::for_drawn_hands`) are the values of the solver as `analyze`
/// runs it, at four players and at the big tables where the two searches
/// differ.
#[test]
fn each_par_is_the_solvers_value_of_the_hands_after_the_draw() {
    for (n, hand, samples) in [(6, "5h jh ah qh 2d", 3), (8, "ks qd 2c 3h 2h", 2)] {
        let state = game(n, &[]);
        let q = question(&state, hand, samples);
        let got = odds(&q, &|| {}).expect("odds");
        same_pars(&state, &got.deals.expect("deals"));
    }
    let state = game(4, &[]);
    let q = question(&state, "5h jh kh 4c 5s", 5);
    let got = odds(&q, &|| {}).expect("odds");
    let deals = got.deals.expect("deals");
    same_pars(&state, &deals);
    // The shares of each level agree with the pars shown.
    let hearts = got
        .trumps
        .iter()
        .find(|t| t.trump == Suit::Hearts)
        .expect("hearts");
    let made_25 = deals
        .iter()
        .filter(|d| {
            d.play
                .0
                .iter()
                .any(|(t, p)| *t == Suit::Hearts && p.par >= 25)
        })
        .count();
    let level = hearts.bids.iter().find(|b| b.bid == 25).expect("25");
    assert_eq!(level.made, made_25 as f64 / 5.0);
}

/// Each par shown is the value `analyze`'s solver finds for its hands.
fn same_pars(state: &GameState, deals: &[DealShown]) {
    let n = state.table.players.len();
    let dealer = n - 1;
    // The dealer (the last seat index) bid; partners every other seat.
    let counted: Vec<usize> = (0..n).filter(|i| i % 2 == dealer % 2).collect();
    for deal in deals {
        for (trump, played) in &deal.play.0 {
            let hands: Vec<CardSet> = played.hands.iter().map(|h| CardSet::of(h)).collect();
            let all = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
            let d = Deal::new(&state.rules, *trump, n, &counted, Some(dealer), all).expect("deal");
            let leader = first_leaders(&state.rules, Seat(dealer), Some(Seat(dealer)), n)
                .expect("leader")[0];
            let start = d.position(&hands, &[], (leader.0, &[])).expect("position");
            assert_eq!(
                Solver::new(d).value(&start),
                played.par,
                "{n} players, {trump:?}"
            );
        }
    }
}

#[test]
fn the_game_scores_each_par_a_thirty_needs_every_trick_and_a_set_costs_the_bid() {
    let state = game(4, &[]);
    let dealer = Seat(3);
    let o = |level, par, bonus| {
        outcome(&state, dealer, level, par, bonus)
            .expect("outcome")
            .0
    };
    assert_eq!(o(25, 25, true).delta, 25);
    assert!(o(25, 25, true).made);
    assert_eq!(o(25, 20, true).delta, -25);
    assert_eq!(o(30, 25, true).delta, -30);
    assert_eq!(o(30, 30, true).delta, 30);
    // Without a best card in the round, 25 is every trick: a 30 is made.
    assert!(o(30, 25, false).made);
}

#[test]
fn the_end_of_the_game_is_the_games_own_test() {
    // 100 to 110 at 120: a made 20 takes the asker's side out; a set lets
    // the others take what they took (no limit under 120).
    let state = game(4, &[110, 100]);
    let dealer = Seat(3);
    let o = |level, par| {
        outcome(&state, dealer, level, par, true)
            .expect("outcome")
            .0
    };
    assert!(o(20, 20).we_out);
    assert!(!o(20, 20).they_out);
    assert!(o(25, 20).they_out);
    assert!(!o(25, 25).they_out && o(25, 25).we_out);
}

#[test]
fn bad_cards_are_refused_in_words() {
    let state = game(4, &[]);
    let mut q = question(&state, "5h jh ah qh", 1);
    assert_eq!(check(&q), Err(OddsError::HandSize(4)));
    q.hand = parse_cards("5h jh ah qh").expect("cards");
    q.hand.push(q.hand[0]);
    assert_eq!(check(&q), Err(OddsError::HandTwice("5h".parse().unwrap())));
    q.hand = parse_cards("5h jh ah qh 2d").expect("cards");
    q.kitty = parse_cards("2d 3c 4c").expect("cards");
    assert_eq!(
        check(&q),
        Err(OddsError::InHandAndKitty("2d".parse().unwrap()))
    );
    q.kitty = parse_cards("3c 4c").expect("cards");
    assert_eq!(check(&q), Err(OddsError::KittySize { want: 3, got: 2 }));
}

/// RULES.md §14.6: with the game model, each level's chance of winning
/// the game and the chance if the asker passes, with their margins; a bid
/// that is always made from 110 wins the game outright; and a seed
/// repeats it all on any number of threads.
#[test]
fn with_the_game_model_each_level_and_passing_have_a_chance_of_winning() {
    // The dealer's side (side 2) on 110, the other on 100.
    let state = game(4, &[100, 110]);
    // A small kernel: the chances are the model's, however few its rounds.
    let model = model::game_model(&state, 200, 45, &|| {}).expect("model");
    let q = Question {
        game_end: true,
        keep_deals: false,
        model: Some(&model),
        ..question(&state, "5h jh ah qh 2d", 30)
    };
    let run = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool")
            .install(|| odds(&q, &|| {}))
            .expect("odds")
    };
    let answer = run(2);
    assert_eq!(answer, run(1));
    let unit = |x: Option<f64>| x.is_some_and(|x| (0.0..=1.0).contains(&x));
    let pass = answer.trumps[0].pass_win;
    let mut highest = 0.0f64;
    for t in &answer.trumps {
        assert!(unit(t.pass_win) && unit(t.pass_win_margin), "{t:?}");
        assert_eq!(
            t.pass_win, pass,
            "passing doesn't turn on the asker's trump"
        );
        for b in &t.bids {
            assert!(unit(b.win) && unit(b.win_margin), "{b:?}");
            highest = highest.max(b.win.unwrap_or(0.0));
            if b.made == 1.0 {
                assert_eq!((b.win, b.win_margin), (Some(1.0), Some(0.0)), "{b:?}");
            }
        }
    }
    let best = answer.best.expect("a best bid");
    assert_eq!(
        best.win,
        Some(highest),
        "the best bid is the likeliest to win"
    );
    // Without the model nothing of the game is given.
    let plain = odds(
        &Question {
            model: None,
            ..q.clone()
        },
        &|| {},
    )
    .expect("odds");
    assert!(plain.trumps.iter().all(|t| t.pass_win.is_none()));
    assert!(plain.trumps[0].bids.iter().all(|b| b.win.is_none()));
}
