//! The solver against plain exhaustive minimax, on random positions small
//! enough to search in full: two to eight players, teams and cut-throat,
//! every preset and a spread of knobs.

use super::deal::{trump_token, Bonus, Deal, Position, TRICK_POINTS};
use super::reference::minimax;
use super::search::{merged, Solver, Widen};
use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::play::legal_plays;
use crate::rules::ranking::Ranking;
use crate::rules::seeded::SplitMix;
use crate::rules::variant::{OffsuitLead, RenegeAgainst, RuleSet, PRESETS};

/// The rules' seeded generator, drawing by remainder as these positions
/// were first drawn.
struct Rng(SplitMix);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn coin(&mut self) -> bool {
        self.next() & 1 == 1
    }
}

const KNOBS: &[(&str, &[&str])] = &[
    ("joker", &["true", "false"]),
    ("offsuit_ace", &["low", "high"]),
    ("ten_is_face", &["true", "false"]),
    ("ace_of_hearts", &["trump", "trump-and-heart"]),
    ("renege", &["top3", "top2", "five", "none"]),
    (
        "renege_against",
        &[
            "led",
            "highest",
            "unless-honour-led",
            "unless-honour-played",
        ],
    ),
    (
        "offsuit_lead",
        &["free", "follow-or-trump", "follow-else-trump"],
    ),
    ("renege_on_plain_lead", &["true", "false"]),
    ("best_card_bonus", &["true", "false"]),
    ("best_without_trump", &["first-led-suit", "none"]),
];

fn random_rules(rng: &mut Rng) -> RuleSet {
    let preset = PRESETS[rng.below(PRESETS.len())].name;
    let mut rules = RuleSet::preset(preset).expect("preset");
    for &(knob, values) in KNOBS {
        if rng.below(3) == 0 {
            // A knob this build doesn't know yet is skipped, not failed.
            let _ = rules.set(knob, values[rng.below(values.len())]);
        }
    }
    rules
}

struct Case {
    deal: Deal,
    pos: Position,
    history: Vec<(usize, Vec<Card>)>,
    label: String,
}

/// A random deal played at random (legal cards only) until each hand holds
/// at most `left` cards, stopping part-way into a trick at random.
fn random_case(rng: &mut Rng, n: usize, left: usize) -> Case {
    let table = random_table(rng, n);
    case_at(rng, n, left, &table)
}

/// What stays the same from deal to deal at one table.
struct Table {
    rules: RuleSet,
    trump: Suit,
    counted: Vec<usize>,
    bidder: Option<usize>,
    sides: String,
    /// The trumps dealt round the table first, as hands after the draw
    /// hold them: every seat has one or more.
    trumpy: bool,
}

fn random_table(rng: &mut Rng, n: usize) -> Table {
    let rules = random_rules(rng);
    let trump = Suit::ALL[rng.below(4)];
    // Teams when the seats divide evenly and the coin says so; else cut-throat.
    let sides = (2..n).filter(|&k| n.is_multiple_of(k)).collect::<Vec<_>>();
    let (counted, label) = if !sides.is_empty() && rng.coin() {
        let k = sides[rng.below(sides.len())];
        let t = rng.below(k);
        (
            (0..n).filter(|s| s % k == t).collect::<Vec<_>>(),
            format!("{k} teams"),
        )
    } else {
        (vec![rng.below(n)], "cut-throat".to_string())
    };
    let bidder = rng.coin().then(|| rng.below(n));
    Table {
        rules,
        trump,
        counted,
        bidder,
        sides: label,
        trumpy: false,
    }
}

/// A random deal at `table`, played as `random_case` says.
fn case_at(rng: &mut Rng, n: usize, left: usize, table: &Table) -> Case {
    let Table {
        rules,
        trump,
        counted,
        bidder,
        sides: label,
        trumpy,
    } = table;
    let (trump, bidder) = (*trump, *bidder);
    let mut pack: Vec<Card> = Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect();
    for i in (1..pack.len()).rev() {
        pack.swap(i, rng.below(i + 1));
    }
    let hands: Vec<CardSet> = if *trumpy {
        let trumps = Ranking::new(rules, trump).trumps();
        pack.sort_by_key(|&c| !trumps.contains(c));
        (0..n)
            .map(|s| {
                CardSet::of(
                    &pack
                        .iter()
                        .skip(s)
                        .step_by(n)
                        .take(5)
                        .copied()
                        .collect::<Vec<_>>(),
                )
            })
            .collect()
    } else {
        (0..n)
            .map(|s| CardSet::of(&pack[s * 5..s * 5 + 5]))
            .collect()
    };
    let cards = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
    let deal = Deal::new(rules, trump, n, counted, bidder, cards).expect("deal");
    let leader = rng.below(n);
    let mut pos = deal.position(&hands, &[], (leader, &[])).expect("position");
    let mut history: Vec<(usize, Vec<Card>)> = Vec::new();
    let mut current: (usize, Vec<Card>) = (leader, Vec::new());
    let stop_in_trick = rng.below(n);
    let mut step = |pos: &mut Position, rng: &mut Rng| {
        let seat = pos.to_play(n);
        let legal = legal_plays(deal.ranking(), rules, pos.hand(seat), pos.trick()).legal;
        let options: Vec<Card> = legal.iter().collect();
        let card = options[rng.below(options.len())];
        *pos = deal.after(pos, card);
        current.1.push(card);
        if current.1.len() == n {
            history.push(std::mem::take(&mut current));
            current = (usize::from(pos.leader), Vec::new());
        }
    };
    // Down to `left` cards a hand, then a few cards into the next trick.
    while !(pos.trick().is_empty() && pos.hand(0).len() <= left) {
        step(&mut pos, rng);
    }
    for _ in 0..stop_in_trick {
        if pos.hand(pos.to_play(n)).is_empty() {
            break;
        }
        step(&mut pos, rng);
    }
    let label = format!(
        "{n} players, {label}, counted {counted:?}, bidder {bidder:?}, trump {trump:?}, rules {}",
        rules.label()
    );
    Case {
        deal,
        pos,
        history,
        label,
    }
}

/// The value by plain minimax after the player to move in `case` plays
/// `card` (the trick it completes goes into the history).
fn minimax_after(case: &Case, card: Card) -> u8 {
    let next = case.deal.after(&case.pos, card);
    let mut history = case.history.clone();
    if next.tricks_done() > case.pos.tricks_done() {
        let mut cards = case.pos.trick().to_vec();
        cards.push(card);
        history.push((usize::from(case.pos.leader), cards));
    }
    minimax(&case.deal, &next, &history)
}

/// The cards a hand may hold for plain minimax to finish in a debug
/// build: fewer at bigger tables.
fn minimax_hand(n: usize) -> usize {
    match n {
        2 | 3 => 4,
        4 | 5 => 3,
        _ => 2,
    }
}

fn check(rng: &mut Rng, n: usize, left: usize, cases: usize) {
    check_with(rng, n, left, cases, None);
}

/// As `check`, with the solver trying choices with growing allowances as
/// `widen` says (None: as it would by itself).
fn check_with(rng: &mut Rng, n: usize, left: usize, cases: usize, widen: Option<Widen>) {
    for _ in 0..cases {
        let case = random_case(rng, n, left);
        let expected = minimax(&case.deal, &case.pos, &case.history);
        let mut solver = Solver::with_entries(case.deal.clone(), 1 << 12);
        if let Some(w) = widen {
            solver.widen = w;
        }
        let got = solver.value(&case.pos);
        assert_eq!(got, expected, "{}: {:?}", case.label, case.pos);
        // Ask again with the table warm: the answer must not change.
        assert_eq!(solver.value(&case.pos), expected, "{} (warm)", case.label);
        // From any guess, cold.
        let guess = (rng.below(7) * 5) as u8;
        let mut cold = Solver::with_entries(case.deal.clone(), 1 << 12);
        if let Some(w) = widen {
            cold.widen = w;
        }
        assert_eq!(
            cold.value_near(&case.pos, guess),
            expected,
            "{} (from {guess})",
            case.label
        );
    }
}

/// Checks that `solver` gives `case`'s position the value `reference`
/// gives it, and each position after one of its legal cards (the tables
/// warm from the first).
fn same_values(case: &Case, solver: &mut Solver, reference: &mut Solver) {
    assert_eq!(
        solver.value(&case.pos),
        reference.value(&case.pos),
        "{}",
        case.label
    );
    for card in solver.legal(&case.pos).iter() {
        let next = solver.after(&case.pos, card);
        assert_eq!(
            solver.value(&next),
            reference.value(&next),
            "{} after {card}",
            case.label
        );
    }
}

#[test]
fn solver_equals_minimax_two_and_three_players() {
    let mut rng = Rng(SplitMix::new(2));
    check(&mut rng, 2, 4, 60);
    check(&mut rng, 3, 3, 60);
}

#[test]
fn solver_equals_minimax_four_players() {
    let mut rng = Rng(SplitMix::new(4));
    check(&mut rng, 4, 3, 80);
}

/// From the second trick at four players and the third at five, where a
/// trick is searched lean from its second card and a complete one goes
/// back to the general search and its table (see `search/lean.rs`). Few
/// cases: minimax of four hands of four cards is slow in a debug build.
#[test]
fn solver_equals_minimax_where_tricks_are_searched_lean() {
    let mut rng = Rng(SplitMix::new(5));
    check(&mut rng, 4, 4, 40);
    check(&mut rng, 5, 3, 40);
}

#[test]
fn solver_equals_minimax_five_and_six_players() {
    let mut rng = Rng(SplitMix::new(6));
    check(&mut rng, 5, 2, 50);
    check(&mut rng, 6, 2, 50);
}

#[test]
fn solver_equals_minimax_seven_and_eight_players() {
    let mut rng = Rng(SplitMix::new(8));
    check(&mut rng, 7, 2, 40);
    check(&mut rng, 8, 2, 40);
}

/// The last two tricks, which the solver searches on their own up to five
/// players: from the start of the next-to-last trick and from inside it,
/// at every table size. The same solver is then asked every target, so
/// the answers it kept for the first question are read back too.
#[test]
fn the_last_two_tricks_equal_minimax() {
    let mut rng = Rng(SplitMix::new(22));
    for n in 2..=8 {
        for _ in 0..150 {
            let case = random_case(&mut rng, n, 2);
            assert_eq!(case.pos.tricks_done(), 3, "{}", case.label);
            let expected = minimax(&case.deal, &case.pos, &case.history);
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 12);
            assert_eq!(solver.value(&case.pos), expected, "{}", case.label);
            for target in (5..=30).step_by(5) {
                assert_eq!(
                    solver.can_reach(&case.pos, target),
                    expected >= target,
                    "{} (at least {target})",
                    case.label
                );
            }
        }
    }
}

/// One solver carried from deal to deal, as single-dummy sampling carries
/// one: what it keeps between searches (the table, the quick bounds, the
/// relative ranks) must never leak from one deal into the next, whether
/// the next deal is at the same table (the table is kept) or another.
#[test]
fn a_solver_carried_from_deal_to_deal_equals_minimax() {
    let mut rng = Rng(SplitMix::new(12));
    for (n, left) in [(2, 5), (3, 3), (4, 3), (6, 2), (8, 2)] {
        let tables = [random_table(&mut rng, n), random_table(&mut rng, n)];
        let mut solver: Option<Solver> = None;
        for _ in 0..200 {
            // Mostly the same table, now and then the other.
            let table = &tables[usize::from(rng.below(4) == 0)];
            let case = case_at(&mut rng, n, left, table);
            let expected = minimax(&case.deal, &case.pos, &case.history);
            let solver = match solver.as_mut() {
                Some(s) => {
                    s.reset(case.deal.clone());
                    s
                }
                None => solver.insert(Solver::with_entries(case.deal.clone(), 1 << 12)),
            };
            assert_eq!(
                solver.value(&case.pos),
                expected,
                "{} (carried)",
                case.label
            );
        }
    }
}

/// Two threads sharing one table (`value` at seven or eight players, made
/// to share from the first node) answer as plain minimax does, and a
/// solver carried on to the next deal still answers right.
#[test]
fn two_threads_sharing_a_table_equal_minimax() {
    let mut rng = Rng(SplitMix::new(18));
    for n in [7, 8] {
        for _ in 0..40 {
            let case = random_case(&mut rng, n, 2);
            let expected = minimax(&case.deal, &case.pos, &case.history);
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 12);
            solver.set_threads(2);
            solver.alone = 0;
            assert_eq!(solver.value(&case.pos), expected, "{}", case.label);
            assert_eq!(solver.value(&case.pos), expected, "{} (warm)", case.label);
        }
    }
    // Whole deals, against one thread: either thread may finish first.
    for _ in 0..30 {
        let case = random_case(&mut rng, 8, 5);
        let mut one = Solver::with_entries(case.deal.clone(), 1 << 14);
        let mut two = Solver::with_entries(case.deal.clone(), 1 << 14);
        two.set_threads(2);
        two.alone = 0;
        assert_eq!(two.value(&case.pos), one.value(&case.pos), "{}", case.label);
    }
}

/// The fingerprint of the trumps each seat holds, kept up card by card as
/// positions are played, is the one counted afresh from the hands.
#[test]
fn the_trumps_fingerprint_follows_the_hands() {
    let mut rng = Rng(SplitMix::new(16));
    for n in 2..=8 {
        for _ in 0..100 {
            let left = rng.below(5);
            let case = random_case(&mut rng, n, left);
            let trumps = case.deal.ranking().trumps();
            let mut expected = 0;
            for seat in 0..n {
                for card in case.pos.hand(seat).intersection(trumps).iter() {
                    expected ^= trump_token(seat, card.index());
                }
            }
            assert_eq!(
                case.pos.trump_key, expected,
                "{}: {:?}",
                case.label, case.pos
            );
        }
    }
}

/// The cards merged with the card above them, worked out for a whole hand
/// at once, are those the definition names pair by pair: the next card of
/// the hand above, in the same group, with no live card between them,
/// neither special, both or neither renegeable.
#[test]
fn merged_cards_are_those_one_choice_with_the_card_above() {
    let mut rng = Rng(SplitMix::new(17));
    for n in 2..=8 {
        for _ in 0..300 {
            let left = rng.below(5);
            let case = random_case(&mut rng, n, left);
            let deal = &case.deal;
            let live = deal.all_layout & !case.pos.gone;
            let special = deal.special_layout;
            let renegeable = deal.renegeable_layout;
            for seat in 0..n {
                let hand = case
                    .pos
                    .hand(seat)
                    .iter()
                    .fold(0u64, |a, c| a | 1 << deal.order_bit[c.index()]);
                let mut expected = 0u64;
                let mut above: Option<u32> = None;
                for b in (0..64).filter(|&b| hand & 1 << b != 0) {
                    if let Some(a) = above {
                        let between = live & !(u64::MAX << b) & u64::MAX << (a + 1);
                        let one = a / 16 == b / 16
                            && special & (1 << a | 1 << b) == 0
                            && between == 0
                            && (renegeable & 1 << a == 0) == (renegeable & 1 << b == 0);
                        if one {
                            expected |= 1 << b;
                        }
                    }
                    above = Some(b);
                }
                assert_eq!(
                    merged(deal, hand, live),
                    expected,
                    "{}: seat {seat}, {:?}",
                    case.label,
                    case.pos
                );
            }
        }
    }
}

/// The quick bounds a solver keeps for each spread of the trumps are the
/// bounds it would count afresh, for positions of many deals, tables and
/// leaders met in any order.
#[test]
fn quick_bounds_kept_equal_quick_bounds_counted() {
    let mut rng = Rng(SplitMix::new(14));
    for n in 2..=8 {
        let tables = [random_table(&mut rng, n), random_table(&mut rng, n)];
        let mut solver: Option<Solver> = None;
        for _ in 0..300 {
            let table = &tables[usize::from(rng.below(4) == 0)];
            let left = rng.below(5);
            let case = case_at(&mut rng, n, left, table);
            let solver = match solver.as_mut() {
                Some(s) => {
                    s.reset(case.deal.clone());
                    s
                }
                None => solver.insert(Solver::with_entries(case.deal.clone(), 1 << 8)),
            };
            // The same cards with each seat to lead next.
            let mut pos = case.pos;
            for leader in 0..n {
                if pos.trick_len == 0 {
                    pos.leader = leader as u8;
                }
                assert_eq!(
                    solver.quick_bounds(&pos),
                    solver.count_quick_bounds(&pos),
                    "{}: {:?}",
                    case.label,
                    pos
                );
            }
        }
    }
}

/// A solver carried over many deals, as `bid` and single-dummy carry
/// one over a thousand: the quick bounds it kept for one deal are never
/// read for another, here the same cards dealt again and again (a hand
/// that is the same in every deal, as the asker's is in `bid`), each seat
/// to lead in turn. (The deal's count once reached the bits that held the
/// leader in the key, and the bounds kept for one leader 256 deals before
/// were read for another.)
#[test]
fn quick_bounds_kept_are_never_read_for_a_later_deal() {
    let mut rng = Rng(SplitMix::new(15));
    for n in [2, 4, 6, 8] {
        // A trick start whose quick bounds depend on who leads.
        let (case, mut solver) = loop {
            let left = 1 + rng.below(4);
            let case = random_case(&mut rng, n, left);
            let solver = Solver::with_entries(case.deal.clone(), 1 << 8);
            let bounds = |leader: usize| {
                let mut pos = case.pos;
                pos.leader = leader as u8;
                solver.count_quick_bounds(&pos)
            };
            if case.pos.trick_len == 0 && (1..n).any(|l| bounds(l) != bounds(0)) {
                break (case, solver);
            }
        };
        let mut pos = case.pos;
        for deal in 0..1100 {
            solver.reset(case.deal.clone());
            let leader = (deal + deal / 256) % n;
            pos.leader = leader as u8;
            assert_eq!(
                solver.quick_bounds(&pos),
                solver.count_quick_bounds(&pos),
                "{} (deal {deal}, leader {leader}): {:?}",
                case.label,
                pos
            );
        }
    }
}

/// Checks that the points still to come from the case's trick start with
/// best play (plain minimax) lie between its quick bounds; the solver that
/// counted them, the bounds' floor and the value.
fn bounds_hold(case: &Case) -> (Solver, (u8, u8)) {
    let pos = &case.pos;
    let solver = Solver::with_entries(case.deal.clone(), 1 << 8);
    let (lo, hi) = solver.count_quick_bounds(pos);
    let value = minimax(&case.deal, pos, &case.history) - pos.past;
    assert!(
        lo <= value && value <= hi,
        "{}: bounds {lo}..{hi}, value {value}: {:?}",
        case.label,
        pos
    );
    (solver, (lo, value))
}

/// The quick bounds hold: the points still to come with best play lie
/// between them, on trick starts where one side holds every trump still in
/// play (the bound that counts each such trump a trick), under every
/// off-suit rule and both ways of counting the A♥; and so do the sure
/// tricks that count a seat's unbeatable plain cards too.
#[test]
fn quick_bounds_hold_where_one_side_holds_every_trump() {
    let mut rng = Rng(SplitMix::new(31));
    let (mut telling, mut answered) = (0, 0);
    for n in 2..=8 {
        let left = minimax_hand(n);
        let mut found = 0;
        for _ in 0..20_000 {
            if found == 60 {
                break;
            }
            let table = random_table(&mut rng, n);
            let case = case_at(&mut rng, n, left, &table);
            let pos = case.pos;
            if pos.trick_len != 0 || pos.done == 5 {
                continue;
            }
            let trumps = case.deal.ranking().trumps();
            let held = |counted: bool| {
                (0..n)
                    .filter(|&s| case.deal.is_counted(s) == counted)
                    .map(|s| pos.hand(s).intersection(trumps).len())
                    .sum::<usize>()
            };
            let (ours, theirs) = (held(true), held(false));
            if (ours == 0) == (theirs == 0) {
                continue;
            }
            found += 1;
            telling += usize::from(ours.max(theirs) >= 2);
            let (mut solver, (_, value)) = bounds_hold(&case);
            // The sure tricks of the side with the trumps, plain cards too.
            for need in (5..=30).step_by(5) {
                if let Some(answer) = solver.trumpless_sure(&pos, need) {
                    answered += 1;
                    assert_eq!(
                        answer,
                        value >= need,
                        "{}: at least {need}? value {value}: {:?}",
                        case.label,
                        pos
                    );
                }
            }
        }
        assert_eq!(found, 60, "{n} players: too few positions drawn");
    }
    assert!(
        telling >= 100,
        "only {telling} positions with two trumps or more on one side"
    );
    assert!(
        answered >= 200,
        "only {answered} questions answered by the sure tricks"
    );
}

/// The quick bounds hold, against minimax, on trick starts where the
/// leader holds a top trump (above every trump of the other side) and a
/// plain card, and a partner holds a top trump too (the bound that has
/// the partner trump the leader's plain lead), under every off-suit rule.
#[test]
fn quick_bounds_hold_where_the_leader_and_a_partner_hold_top_trumps() {
    let (cases, strict) = trick_starts_where(73, |case| {
        let (deal, pos) = (&case.deal, &case.pos);
        let n = deal.n;
        let leader = usize::from(pos.leader);
        let side = deal.is_counted(leader);
        let (top, trumps) = top_trumps(case, side);
        let hand = pos.hand(leader);
        let partner = (0..n).any(|s| {
            s != leader && deal.is_counted(s) == side && !pos.hand(s).intersection(top).is_empty()
        });
        !hand.intersection(top).is_empty() && !hand.difference(trumps).is_empty() && partner
    });
    assert!(
        strict >= 100,
        "only {strict} positions where a player must follow suit"
    );
    for case in &cases {
        bounds_hold(case);
    }
}

/// Trick starts before the last trick, 60 for each table of three to eight
/// players, where `keep` holds, drawn from `seed` under random presets and
/// knobs; and how many of them are under an off-suit rule that makes a
/// player follow suit.
fn trick_starts_where(seed: u64, keep: impl Fn(&Case) -> bool) -> (Vec<Case>, usize) {
    let mut rng = Rng(SplitMix::new(seed));
    let (mut cases, mut strict) = (Vec::new(), 0);
    for n in 3..=8 {
        let left = minimax_hand(n);
        let mut found = 0;
        for _ in 0..200_000 {
            if found == 60 {
                break;
            }
            let table = random_table(&mut rng, n);
            let case = case_at(&mut rng, n, left, &table);
            if case.pos.trick_len != 0 || case.pos.done >= 4 || !keep(&case) {
                continue;
            }
            found += 1;
            strict += usize::from(case.deal.rules.offsuit_lead != OffsuitLead::Free);
            cases.push(case);
        }
        assert_eq!(found, 60, "{n} players: too few positions drawn");
    }
    (cases, strict)
}

/// The partner trumps the leader's plain lead, written out: two tricks
/// left, hearts trumps, the leader (seat 0) with 5♥ 2♣ and its partner
/// with J♥ 3♣ against 4♥ K♣ and 7♠ 8♠. The partner trumps the 2♣ with
/// the J♥ (a trump may always be played, even holding the suit led) and
/// the 5♥ takes the last trick: two sure tricks, where each top trump
/// counted alone makes one (a trump lead would bring both down together).
#[test]
fn a_partner_trumps_the_leaders_plain_lead() {
    for (offsuit_lead, floor_and_value) in two_tricks_left(["5h 2c", "4h kc", "jh 3c", "7s 8s"]) {
        // Both tricks and the best card (the 5♥).
        assert_eq!(floor_and_value, (15, 15), "{offsuit_lead:?}");
    }
}

/// Two tricks left after three tricks of diamonds, hearts trumps, seat 0
/// (counted with seat 2) to lead, and `left` each seat's last two cards:
/// under each off-suit rule, the quick bounds' floor and the points
/// minimax finds still to come.
fn two_tricks_left(left: [&str; 4]) -> Vec<(OffsuitLead, (u8, u8))> {
    two_tricks_left_deals(left)
        .into_iter()
        .map(|(offsuit_lead, deal, pos, history)| {
            (offsuit_lead, floor_and_value(&deal, &pos, &history))
        })
        .collect()
}

/// The quick bounds' floor at `pos`, and the points minimax finds still
/// to come.
fn floor_and_value(deal: &Deal, pos: &Position, history: &[(usize, Vec<Card>)]) -> (u8, u8) {
    let solver = Solver::with_entries(deal.clone(), 1 << 8);
    let (lo, _) = solver.count_quick_bounds(pos);
    (lo, minimax(deal, pos, history) - pos.past)
}

/// The deals of `two_tricks_left`, one for each off-suit rule, with the
/// position at the fourth trick's start and the tricks before it.
#[allow(clippy::type_complexity)]
fn two_tricks_left_deals(
    left: [&str; 4],
) -> Vec<(OffsuitLead, Deal, Position, Vec<(usize, Vec<Card>)>)> {
    tricks_left_deals(&["2d 3d 4d 6d", "7d 8d 9d 10d", "jd qd kd ad"], left)
}

/// Four players, hearts trumps, the tricks of `played` (each card by card
/// from seat 0) behind them, seat 0 (counted with seat 2) to lead, and
/// `left` each seat's cards still held: one deal for each off-suit rule,
/// with the position at the next trick's start and the tricks before it.
#[allow(clippy::type_complexity)]
fn tricks_left_deals(
    played: &[&str],
    left: [&str; 4],
) -> Vec<(OffsuitLead, Deal, Position, Vec<(usize, Vec<Card>)>)> {
    [
        OffsuitLead::Free,
        OffsuitLead::FollowOrTrump,
        OffsuitLead::FollowElseTrump,
    ]
    .into_iter()
    .map(|offsuit_lead| {
        let rules = RuleSet {
            offsuit_lead,
            ..RuleSet::default()
        };
        let (deal, pos, history) = deal_left(&rules, 0, played, left);
        (offsuit_lead, deal, pos, history)
    })
    .collect()
}

/// As `tricks_left_deals`, under `rules`, with `leader` to lead.
fn deal_left(
    rules: &RuleSet,
    leader: usize,
    played: &[&str],
    left: [&str; 4],
) -> (Deal, Position, Vec<(usize, Vec<Card>)>) {
    let cards = |text: &str| crate::rules::card::parse_cards(text).unwrap();
    let hands: Vec<CardSet> = (0..4)
        .map(|s| {
            let mut hand = CardSet::of(&cards(left[s]));
            for trick in played {
                hand.insert(cards(trick)[s]);
            }
            hand
        })
        .collect();
    let history: Vec<(usize, Vec<Card>)> = played.iter().map(|t| (0, cards(t))).collect();
    let all = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
    let deal = Deal::new(rules, Suit::Hearts, 4, &[0, 2], Some(0), all).expect("deal");
    let pos = deal
        .position(&hands, &history, (leader, &[]))
        .expect("position");
    (deal, pos, history)
}

/// At the start of `two_tricks_left`'s fourth trick, the points minimax
/// finds are both tricks and the best card (15), and the sure tricks
/// counted before any search (against a side without trumps, or after
/// drawing its trumps) say so under each off-suit rule that lets a plain
/// lead be answered freely, and say nothing under `follow-else-trump`.
fn both_tricks_counted_before_search(left: [&str; 4]) {
    for (offsuit_lead, deal, pos, history) in two_tricks_left_deals(left) {
        let mut solver = Solver::with_entries(deal.clone(), 1 << 8);
        let need = 15;
        let answer = solver
            .trumpless_sure(&pos, need)
            .or_else(|| solver.drawn_sure(&pos, need));
        let value = minimax(&deal, &pos, &history) - pos.past;
        assert_eq!(value, 15, "{offsuit_lead:?}");
        let expected = (offsuit_lead != OffsuitLead::FollowElseTrump).then_some(true);
        assert_eq!(answer, expected, "{offsuit_lead:?}");
    }
}

/// The leader leads to its partner's top card, written out: the leader
/// (seat 0) with 5♥ 4♣ and its partner with K♣ 9♠ against Q♣ 7♠ and
/// J♣ 8♠, no trump on the other side. The 5♥ takes a trick and the best
/// card, then the 4♣ goes to the partner's K♣: both tricks, where each
/// seat counted alone has one sure trick (the 4♣ is no sure card, and
/// the partner holds no trump to take the lead with).
#[test]
fn the_leader_leads_to_its_partners_top_card() {
    both_tricks_counted_before_search(["5h 4c", "qc 7s", "kc 9s", "jc 8s"]);
}

/// The same after the draw, written out: as above, but the other side's
/// Q♣ 7♠ is 9♥ Q♣. The 5♥ led draws the 9♥ (no trump above the 5♥ is left
/// to be kept back), and the 4♣ goes to the K♣ as before.
#[test]
fn the_draw_then_the_partners_top_card() {
    both_tricks_counted_before_search(["5h 4c", "9h qc", "kc 9s", "jc 8s"]);
}

/// The sure tricks counted at a trick's start once the leader has drawn
/// the other side's trumps (`drawn_sure`), and those against a side with
/// no trump (`trumpless_sure`, with the lead to a partner's top card), are
/// the answers of minimax for every question they answer, on trick starts
/// of three to eight players under random presets and knobs.
#[test]
fn sure_tricks_after_the_draw_answer_as_minimax() {
    let trumps_of =
        |case: &Case, s: usize| case.pos.hand(s).intersection(case.deal.ranking().trumps());
    let (drawing, _) = trick_starts_where(89, |case| {
        let (deal, pos) = (&case.deal, &case.pos);
        let live = (0..deal.n).fold(CardSet::EMPTY, |a, s| a.union(trumps_of(case, s)));
        let Some(&best) = deal.ranking().ordered(live).first() else {
            return false;
        };
        let leader = usize::from(pos.leader);
        let side = deal.is_counted(leader);
        pos.hand(leader).contains(best)
            && (0..deal.n).any(|s| deal.is_counted(s) != side && !trumps_of(case, s).is_empty())
    });
    let (trumpless, _) = trick_starts_where(97, |case| {
        let deal = &case.deal;
        let held = |side: bool| {
            (0..deal.n)
                .filter(|&s| deal.is_counted(s) == side)
                .any(|s| !trumps_of(case, s).is_empty())
        };
        held(true) != held(false)
    });
    let mut answered = [0; 2];
    for (kind, cases) in [&drawing, &trumpless].into_iter().enumerate() {
        for case in cases {
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 8);
            let value = minimax(&case.deal, &case.pos, &case.history) - case.pos.past;
            for need in (5..=30).step_by(5) {
                let answer = if kind == 0 {
                    solver.drawn_sure(&case.pos, need)
                } else {
                    solver.trumpless_sure(&case.pos, need)
                };
                if let Some(answer) = answer {
                    answered[kind] += 1;
                    assert_eq!(
                        answer,
                        value >= need,
                        "{}: at least {need}? value {value}: {:?}",
                        case.label,
                        case.pos
                    );
                }
            }
        }
    }
    assert!(
        answered[0] >= 100,
        "only {} answers after the draw",
        answered[0]
    );
    assert!(
        answered[1] >= 300,
        "only {} answers without trumps",
        answered[1]
    );
}

/// At six players and more a trick start's answer is kept card for card,
/// whether a search or a count of sure tricks found it: read back, it is
/// the same answer resting on the same cards (a class of positions kept
/// above it must count them), on trick starts under random presets and
/// knobs, for every question.
#[test]
fn answers_kept_card_for_card_rest_on_the_cards_they_rested_on() {
    let mut rng = Rng(SplitMix::new(41));
    let (mut cases, mut marked) = (0, 0);
    for n in 6..=8 {
        for left in [2, 3] {
            for _ in 0..2_000 {
                let table = random_table(&mut rng, n);
                let case = case_at(&mut rng, n, left, &table);
                if case.pos.trick_len != 0 {
                    continue;
                }
                cases += 1;
                let mut solver = Solver::with_entries(case.deal.clone(), 1 << 10);
                for need in (5..=30).step_by(5) {
                    let found = solver.start_answer(&case.pos, need);
                    let kept = solver.start_answer(&case.pos, need);
                    assert_eq!(kept, found, "{}: at least {need}?", case.label);
                    marked += usize::from(found.1 & !0xffff != 0);
                }
            }
        }
    }
    assert!(cases >= 1_000, "only {cases} trick starts");
    assert!(
        marked >= 500,
        "only {marked} answers resting on plain cards"
    );
}

/// The crossruff, written out: three tricks left, hearts trumps, the
/// leader (seat 0) with 5♥ 2♣ 3♣ and its partner with J♥ A♥ Q♦ against
/// K♥ K♣ K♦ and Q♥ Q♣ J♦. No plain card of the leader's side can take a
/// trick, and a trump led brings a trump of each down together; but the
/// partner trumps the 2♣ with the A♥, the leader trumps the Q♦ with the
/// 5♥, and the partner trumps the 3♣ with the J♥: every trick and the best
/// card, under each off-suit rule, counted before any search, where each
/// seat's top trumps counted alone, or the leader's after one trick
/// trumped by the partner, make two.
#[test]
fn the_leader_and_a_partner_crossruff() {
    let played = ["2d 3d 4d 6d", "7d 8d 9d 10d"];
    let left = ["5h 2c 3c", "kh kc kd", "jh ah qd", "qh qc jd"];
    for (offsuit_lead, deal, pos, history) in tricks_left_deals(&played, left) {
        let floor_and_value = floor_and_value(&deal, &pos, &history);
        assert_eq!(floor_and_value, (20, 20), "{offsuit_lead:?}");
    }
}

/// The crossruff stops where the top trumps or the plain cards do,
/// written out: four tricks left, hearts trumps, the other side holding
/// the K♥ and Q♥ and the top clubs and spades. With the 5♥ and the J♥
/// split between the leader and its partner, each trumps once: two
/// tricks and the best card. With the A♥ beside the partner's J♥, the
/// partner trumps twice and the leader once: three, and then the
/// partner is left to lead a spade. Counted before any search, and what
/// minimax finds, under each off-suit rule.
#[test]
fn the_crossruff_stops_where_the_trumps_do() {
    let cases = [
        (
            ["5h 2c 3c 4c", "kh kc qc kd", "jh 2s 3s 4s", "qh ks qs js"],
            15,
        ),
        (
            ["5h 2c 3c 4c", "kh kc qc kd", "jh ah 2s 3s", "qh ks qs js"],
            20,
        ),
    ];
    for (left, points) in cases {
        for (offsuit_lead, deal, pos, history) in tricks_left_deals(&["6d 7d 8d 9d"], left) {
            let floor_and_value = floor_and_value(&deal, &pos, &history);
            assert_eq!(
                floor_and_value,
                (points, points),
                "{left:?} {offsuit_lead:?}"
            );
        }
    }
}

/// The quick bounds hold, against minimax, on trick starts where the
/// leader and one partner hold top trumps (above every trump of the other
/// side), no other partner does, and each of the two holds a plain card
/// (the crossruff), at three to eight players under random presets and
/// knobs.
#[test]
fn quick_bounds_hold_where_the_leader_and_one_partner_crossruff() {
    let (cases, strict) = trick_starts_where(79, |case| crossruff_tops(case).is_some());
    assert!(
        strict >= 100,
        "only {strict} positions where a player must follow suit"
    );
    for case in &cases {
        bounds_hold(case);
    }
}

/// The crossruff's count holds against minimax where it has room: trick
/// starts with three tricks left at five and six players (at four
/// players, and with four tricks left, it seldom counts more than the
/// other counts; at seven and eight minimax takes too long), the trumps
/// dealt first (so that both partners hold
/// some), the leader and one partner holding top trumps and plain cards,
/// under random presets and knobs; and it is more than any one seat's
/// top trumps make in many of them.
#[test]
fn the_crossruff_holds_with_more_tricks_left() {
    let mut telling = 0;
    for case in &three_tricks_left_where(83, |case| crossruff_tops(case).is_some()) {
        let (solver, _) = bounds_hold(case);
        let side = case.deal.is_counted(usize::from(case.pos.leader));
        let tops = crossruff_tops(case).unwrap_or(0);
        telling += usize::from(sure_of(case, &solver, side) > tops);
    }
    assert!(
        telling >= 15,
        "only {telling} positions where the crossruff makes more tricks"
    );
}

/// Trick starts with three tricks left, 60 for each table of five and
/// six players, where `keep` holds, the trumps dealt first (so that
/// partners hold some), drawn from `seed` under random presets and knobs.
fn three_tricks_left_where(seed: u64, keep: impl Fn(&Case) -> bool) -> Vec<Case> {
    let mut rng = Rng(SplitMix::new(seed));
    let mut cases = Vec::new();
    for n in [5, 6] {
        let mut found = 0;
        for _ in 0..20_000 {
            if found == 60 {
                break;
            }
            let mut table = random_table(&mut rng, n);
            table.trumpy = true;
            let case = case_at(&mut rng, n, 3, &table);
            if case.pos.trick_len == 0 && case.pos.done == 2 && keep(&case) {
                found += 1;
                cases.push(case);
            }
        }
        assert_eq!(found, 60, "{n} players: too few positions drawn");
    }
    cases
}

/// The crossruff of the side not on lead, written out: three tricks
/// left, hearts trumps, the other side (seat 1) to lead, holding the A♥
/// K♣ Q♣ and its partner the K♥ K♠ Q♠, against the 5♥ 2♣ 3♣ and the
/// J♥ 2♠ 3♠. Led, the A♥ brings neither the 5♥ nor the J♥ down (each may
/// be kept back against a lower trump led): whatever the lead, one of
/// them takes a trick and its holder leads a plain card for the other to
/// trump. Two tricks and the best card, counted before any search, where
/// each seat's top trumps counted alone make one; and where an honour led
/// forces every trump (`renege_against = unless-honour-led`), the A♥
/// brings both down together, and neither is counted.
#[test]
fn the_side_not_on_lead_crossruffs() {
    let left = ["5h 2c 3c", "ah kc qc", "jh 2s 3s", "kh ks qs"];
    let played = ["2d 3d 4d 6d", "7d 8d 9d 10d"];
    for (renege_against, points) in [
        (RenegeAgainst::Led, 15),
        (RenegeAgainst::UnlessHonourLed, 10),
    ] {
        let rules = RuleSet {
            renege_against,
            ..RuleSet::default()
        };
        let (deal, pos, history) = deal_left(&rules, 1, &played, left);
        let floor_and_value = floor_and_value(&deal, &pos, &history);
        assert_eq!(floor_and_value, (points, points), "{renege_against:?}");
    }
}

/// The quick bounds hold, against minimax, on trick starts where two
/// seats of the side not on lead hold its top trumps (above every trump
/// of the side on lead) and no other seat of it does (the crossruff after
/// answering the lead), at three to eight players under random presets
/// and knobs, the renege rules among them, and with three tricks left at
/// five and six players with the trumps dealt first; and the count is
/// more than any one seat's top trumps make in many of them.
#[test]
fn quick_bounds_hold_where_the_side_not_on_lead_crossruffs() {
    let keep = |case: &Case| their_crossruff_tops(case).is_some();
    let (mut cases, _) = trick_starts_where(89, keep);
    cases.extend(three_tricks_left_where(97, keep));
    let mut telling = 0;
    for case in &cases {
        let (solver, _) = bounds_hold(case);
        let tops = their_crossruff_tops(case).unwrap_or(0);
        let side = !case.deal.is_counted(usize::from(case.pos.leader));
        telling += usize::from(sure_of(case, &solver, side) > tops);
    }
    assert!(
        telling >= 15,
        "only {telling} positions where the crossruff makes more tricks"
    );
}

/// Where exactly two seats of the side not on lead hold top trumps (above
/// every trump of the side on lead): the most top trumps one of them holds.
fn their_crossruff_tops(case: &Case) -> Option<u8> {
    let (deal, pos) = (&case.deal, &case.pos);
    let side = !deal.is_counted(usize::from(pos.leader));
    let (top, _) = top_trumps(case, side);
    let tops: Vec<u8> = (0..deal.n)
        .filter(|&s| deal.is_counted(s) == side)
        .map(|s| pos.hand(s).intersection(top).len() as u8)
        .filter(|&t| t > 0)
        .collect();
    (tops.len() == 2).then(|| tops[0].max(tops[1]))
}

/// Where the leader and exactly one partner hold top trumps and plain
/// cards: the most tricks any one seat's top trumps make alone, or the
/// leader's after one trick its partner trumps.
fn crossruff_tops(case: &Case) -> Option<u8> {
    let (deal, pos) = (&case.deal, &case.pos);
    let leader = usize::from(pos.leader);
    let (top, trumps) = top_trumps(case, deal.is_counted(leader));
    let tops = |s: usize| pos.hand(s).intersection(top).len() as u8;
    let plain = |s: usize| !pos.hand(s).difference(trumps).is_empty();
    let partners: Vec<usize> = (0..deal.n)
        .filter(|&s| s != leader && deal.is_counted(s) == deal.is_counted(leader))
        .filter(|&s| tops(s) > 0)
        .collect();
    let crossruff = tops(leader) > 0 && plain(leader) && partners.len() == 1 && plain(partners[0]);
    crossruff.then(|| tops(partners[0]).max(1 + tops(leader)))
}

/// The sure tricks of one side (true: the counted side), from the quick
/// bounds' floor or ceiling.
fn sure_of(case: &Case, solver: &Solver, side: bool) -> u8 {
    let (deal, pos) = (&case.deal, &case.pos);
    let (lo, hi) = solver.count_quick_bounds(pos);
    let best_held = matches!(deal.bonus, Bonus::Card(best)
        if (0..deal.n).any(|s| deal.is_counted(s) && pos.hand(s).contains(best)));
    if side {
        lo / TRICK_POINTS - u8::from(best_held)
    } else {
        let bonus = u8::from(best_held || matches!(deal.bonus, Bonus::BySuit(_)));
        (5 - pos.done) - (hi / TRICK_POINTS - bonus)
    }
}

/// The live trumps above every trump of the side other than `side` (true:
/// the counted side), and every trump.
fn top_trumps(case: &Case, side: bool) -> (CardSet, CardSet) {
    let (deal, pos) = (&case.deal, &case.pos);
    let n = deal.n;
    let ranking = deal.ranking();
    let trumps = ranking.trumps();
    let theirs = (0..n)
        .filter(|&s| deal.is_counted(s) != side)
        .fold(CardSet::EMPTY, |a, s| {
            a.union(pos.hand(s).intersection(trumps))
        });
    let live = (0..n).fold(CardSet::EMPTY, |a, s| {
        a.union(pos.hand(s).intersection(trumps))
    });
    let top = ranking
        .ordered(live)
        .into_iter()
        .take_while(|&c| !theirs.contains(c))
        .collect();
    (top, trumps)
}

/// The quick bounds hold, against minimax, on trick starts where the
/// leader holds the best trump in play (the bound that has it lead that
/// trump and draw one trump from every other hand that holds any), under
/// every off-suit rule.
#[test]
fn quick_bounds_hold_where_the_leader_holds_the_best_trump() {
    let (cases, strict) = trick_starts_where(79, |case| {
        let (deal, pos) = (&case.deal, &case.pos);
        let trumps = deal.ranking().trumps();
        let live = (0..deal.n).fold(CardSet::EMPTY, |a, s| {
            a.union(pos.hand(s).intersection(trumps))
        });
        let Some(&best) = deal.ranking().ordered(live).first() else {
            return false;
        };
        let leader = usize::from(pos.leader);
        pos.hand(leader).contains(best)
            && (0..deal.n).any(|s| s != leader && !pos.hand(s).intersection(trumps).is_empty())
    });
    assert!(
        strict >= 100,
        "only {strict} positions where a player must follow suit"
    );
    let drawn = cases
        .iter()
        .filter(|case| bounds_hold(case).1 .0 >= 2 * TRICK_POINTS)
        .count();
    assert!(drawn >= 50, "only {drawn} positions with two sure tricks");
}

/// The best trump drawing the other side's, written out: two tricks left,
/// hearts trumps, the leader (seat 0) with 5♥ 2♣ and its partner with
/// Q♥ 2♥ against J♥ 4♠ and 7♠ 8♠. The 5♥ led takes the trick and the J♥
/// has to fall to it (no trump above the 5♥ may be kept back), the
/// partner playing the 2♥; the Q♥ is then the top trump and takes the 2♣
/// led. Two sure tricks, where the 5♥ and the Q♥ counted alone make one
/// (the Q♥ has the J♥ above it).
#[test]
fn the_best_trump_led_draws_the_other_sides_trumps() {
    for (offsuit_lead, floor_and_value) in two_tricks_left(["5h 2c", "jh 4s", "qh 2h", "7s 8s"]) {
        // Both tricks and the best card (the 5♥).
        assert_eq!(floor_and_value, (15, 15), "{offsuit_lead:?}");
    }
}

/// Inside a trick, the answer from the sure tricks after it (`decided`)
/// is the answer of minimax, for every question, on positions where it
/// answers at all: two to eight players, every preset and a spread of
/// knobs, asked as the seat to move would ask it and as the other side.
#[test]
fn a_trick_and_the_sure_tricks_after_it_answer_as_minimax() {
    let mut rng = Rng(SplitMix::new(83));
    let (mut yes, mut no) = (0, 0);
    for n in 2..=8 {
        let left = minimax_hand(n);
        for _ in 0..400 {
            let table = random_table(&mut rng, n);
            let case = case_at(&mut rng, n, left, &table);
            let pos = case.pos;
            if pos.trick_len == 0 {
                continue;
            }
            let value = minimax(&case.deal, &pos, &case.history);
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 8);
            for target in (pos.past + 1..=30).step_by(5) {
                for mover in [false, true] {
                    if let Some(answer) = solver.decided(&pos, target, mover) {
                        assert_eq!(
                            answer,
                            value >= target,
                            "{}: at least {target}, value {value}: {:?}",
                            case.label,
                            pos
                        );
                        // (A "no" counts only where every trick left would
                        // still reach the target.)
                        let most = pos.past + (5 - pos.tricks_done() as u8) * TRICK_POINTS;
                        yes += usize::from(answer);
                        no += usize::from(!answer && target <= most);
                    }
                }
            }
        }
    }
    assert!(
        yes >= 100 && no >= 100,
        "answered only {yes} yes and {no} no"
    );
}

/// The quick bounds hold on any trick start: the points still to come
/// with best play lie between them, with trumps on both sides, under every
/// preset and a spread of knobs.
#[test]
fn quick_bounds_hold_against_minimax() {
    let mut rng = Rng(SplitMix::new(57));
    let mut narrow = 0;
    for n in 2..=8 {
        let left = minimax_hand(n);
        let mut found = 0;
        while found < 150 {
            let table = random_table(&mut rng, n);
            let case = case_at(&mut rng, n, left, &table);
            let pos = case.pos;
            if pos.trick_len != 0 || pos.done == 5 {
                continue;
            }
            found += 1;
            let (_, (lo, _)) = bounds_hold(&case);
            narrow += usize::from(lo > 0);
        }
    }
    assert!(narrow >= 100, "only {narrow} positions with a sure trick");
}

/// Tiny allowances at every choice of the other side, so that searches
/// give up and start again at every depth: the answers must not change.
/// (Up to five players the rest of a trick is searched lean after the
/// first trick, without allowances, so the small tables start from the
/// first trick: a search that gives up there gives up inside the lean
/// tricks below it too.)
#[test]
fn solver_with_allowances_everywhere_equals_minimax() {
    let mut rng = Rng(SplitMix::new(10));
    let widen = Some(Widen {
        tricks: 5,
        first: 2,
        last: 40,
    });
    for (n, left, cases) in [(2, 5, 30), (3, 5, 6), (4, 3, 40), (6, 2, 30), (8, 2, 20)] {
        check_with(&mut rng, n, left, cases, widen);
    }
}

/// Whole deals, too big for minimax: answers kept for classes of
/// positions (partition search) against answers kept for each position
/// alone, from every first lead and from a few plays in.
#[test]
fn partition_search_equals_search_position_by_position() {
    let mut rng = Rng(SplitMix::new(12));
    for (n, left, cases) in [
        (2, 5, 300),
        (3, 5, 300),
        (4, 5, 3000),
        (5, 5, 60),
        (6, 4, 60),
        (7, 4, 150),
        (8, 3, 300),
        (8, 4, 100),
    ] {
        for _ in 0..cases {
            let case = random_case(&mut rng, n, left);
            let mut exact = Solver::with_entries(case.deal.clone(), 1 << 14);
            exact.partition = false;
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 14);
            same_values(&case, &mut solver, &mut exact);
        }
    }
}

/// Under the renege rules where a seat's legal cards change as the trick
/// goes on (a renegeable trump kept back only above the highest trump
/// played, or forced once an honour is in the trick), the lean search
/// works them out afresh for each card played before, where under the
/// others it keeps them for the trick: against minimax on positions
/// inside a trump-led trick.
#[test]
fn legal_cards_that_change_as_the_trick_goes_are_read_afresh() {
    let mut rng = Rng(SplitMix::new(31));
    let mut checked = 0;
    for n in [3, 4, 5] {
        for against in ["highest", "unless-honour-played"] {
            let mut table = random_table(&mut rng, n);
            table.rules.set("renege_against", against).expect("knob");
            for _ in 0..400 {
                let case = case_at(&mut rng, n, 3, &table);
                // (A trick led with a trump, with a seat still to play.)
                let led = case.pos.trick().first().copied();
                if !led.is_some_and(|c| case.deal.ranking.is_trump(c)) {
                    continue;
                }
                let expected = minimax(&case.deal, &case.pos, &case.history);
                let mut solver = Solver::new(case.deal.clone());
                assert_eq!(solver.value(&case.pos), expected, "{}", case.label);
                checked += 1;
            }
        }
    }
    assert!(
        checked > 200,
        "only {checked} positions in a trump-led trick"
    );
}

/// The rest of a trick searched lean (see `search/lean.rs`: at six
/// players and more from the second trick on, up to the next-to-last)
/// against the general search everywhere, which orders the choices and
/// settles a trick early: whole deals from
/// the first lead and after each first card, and against minimax with
/// three tricks left.
#[test]
fn lean_tricks_at_big_tables_equal_the_general_search() {
    let mut rng = Rng(SplitMix::new(16));
    for (n, cases) in [(6, 10), (7, 4), (8, 3)] {
        for _ in 0..cases {
            let case = random_case(&mut rng, n, 3);
            let expected = minimax(&case.deal, &case.pos, &case.history);
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 12);
            assert_eq!(solver.value(&case.pos), expected, "{}", case.label);
        }
    }
    for (n, left, cases) in [(6, 5, 10), (6, 4, 40), (7, 4, 40), (8, 4, 20)] {
        for _ in 0..cases {
            let case = random_case(&mut rng, n, left);
            let mut general = Solver::with_entries(case.deal.clone(), 1 << 14);
            general.lean = false;
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 14);
            same_values(&case, &mut solver, &mut general);
        }
    }
}

/// A seat whose plain card, thrown to a trick it does not take, failed on
/// an answer resting only on the trick's winner, its points and the
/// trumps each seat holds, fails with a trump it does not take the trick
/// with too (see `search/lean.rs`), and none is searched: against the
/// general search, on hands full of trumps, where seats throw trumps
/// under a higher one most often, after each card of a trick in progress.
#[test]
fn thrown_trumps_answer_as_the_plain_card_thrown_before_them() {
    let mut rng = Rng(SplitMix::new(31));
    for (n, left, cases) in [(6, 5, 60), (6, 4, 100), (8, 5, 20), (8, 4, 40)] {
        for k in 0..cases {
            let mut table = random_table(&mut rng, n);
            table.trumpy = true;
            let case = case_at(&mut rng, n, left, &table);
            let mut general = Solver::with_entries(case.deal.clone(), 1 << 14);
            general.lean = false;
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 14);
            // Half as `bid` searches them, lean from the first trick.
            if k % 2 == 1 {
                solver.for_drawn_hands();
            }
            same_values(&case, &mut solver, &mut general);
        }
    }
}

/// Whole deals searched as `bid` searches them (see
/// `Solver::for_drawn_hands`: no allowances in the first trick, no
/// positions kept halfway through a trick) against the solver's own
/// settings, at the tables where the two differ, from the first lead and
/// after each first card; and the value answers its own null-window
/// questions (at least the value, not five more).
#[test]
fn a_solver_for_drawn_hands_equals_the_usual_search() {
    let mut rng = Rng(SplitMix::new(14));
    // From the third trick, where its lean search of a trick's rest hands
    // back to the general search, and asks whether the trick as it stands
    // answers the question (six players and more): against minimax.
    // (Whole deals below search the first tricks lean too.)
    for (n, cases) in [(6, 30), (7, 4), (8, 3)] {
        for _ in 0..cases {
            let case = random_case(&mut rng, n, 3);
            let mut drawn = Solver::with_entries(case.deal.clone(), 1 << 12);
            drawn.for_drawn_hands();
            let expected = minimax(&case.deal, &case.pos, &case.history);
            assert_eq!(drawn.value(&case.pos), expected, "{}", case.label);
        }
    }
    for (n, left, cases) in [(6, 5, 40), (7, 5, 20), (7, 4, 60), (8, 5, 20), (8, 4, 60)] {
        for _ in 0..cases {
            let case = random_case(&mut rng, n, left);
            let mut usual = Solver::with_entries(case.deal.clone(), 1 << 14);
            let mut drawn = Solver::with_entries(case.deal.clone(), 1 << 14);
            drawn.for_drawn_hands();
            same_values(&case, &mut drawn, &mut usual);
            let par = usual.value(&case.pos);
            let mut fresh = Solver::with_entries(case.deal.clone(), 1 << 14);
            fresh.for_drawn_hands();
            assert!(fresh.can_reach(&case.pos, par), "{}", case.label);
            assert!(
                !fresh.can_reach(&case.pos, par + TRICK_POINTS),
                "{}",
                case.label
            );
        }
    }
}

/// The solver's table of who beats whom says what the rules' own
/// trick-winner comparison says, for every lead, winning card and card
/// played, under every preset, trump and A♥ knob.
#[test]
fn beaters_agree_with_the_rules_trick_winner() {
    use crate::rules::ranking::Ranking;
    for preset in PRESETS {
        for heart in ["trump", "trump-and-heart"] {
            let mut rules = RuleSet::preset(preset.name).expect("preset");
            let _ = rules.set("ace_of_hearts", heart);
            for trump in Suit::ALL {
                let all = Card::all().fold(CardSet::EMPTY, |a, c| a.union(CardSet::of(&[c])));
                let deal = Deal::new(&rules, trump, 4, &[0, 2], Some(0), all).expect("deal");
                let ranking = Ranking::new(&rules, trump);
                for led in Card::all() {
                    let kind = usize::from(deal.lead_kind[led.index()]);
                    for best in Card::all() {
                        for card in Card::all() {
                            let table = deal.beaters[kind][best.index()] & (1 << card.index()) != 0;
                            assert_eq!(
                                table,
                                ranking.beats(led, best, card),
                                "{} rules, trump {trump:?}, led {led}: does {card} beat {best}?",
                                preset.name
                            );
                        }
                    }
                }
            }
        }
    }
}

/// A card the search treats as one choice with a better one (single-dummy
/// scores it without a search of its own) has that card's value, by plain
/// minimax.
#[test]
fn a_card_one_choice_with_a_better_one_has_its_value() {
    let mut rng = Rng(SplitMix::new(31));
    let mut twins = 0;
    for n in 2..=6 {
        for _ in 0..120 {
            let left = 1 + rng.below(3);
            let case = random_case(&mut rng, n, left);
            let solver = Solver::with_entries(case.deal.clone(), 1 << 10);
            for (card, twin) in solver.one_choice(&case.pos) {
                if card == twin {
                    continue;
                }
                twins += 1;
                let value = |c: Card| minimax_after(&case, c);
                assert_eq!(
                    value(card),
                    value(twin),
                    "{}: {card} and {twin}",
                    case.label
                );
            }
        }
    }
    assert!(
        twins > 20,
        "only {twins} cards were one choice with another"
    );
}

/// The value of each card searched on its own (as single-dummy searches
/// the cards in front of a player), and of each card its search says
/// answers alike without a search, is that card's value by plain minimax:
/// from the first card of a trick to its last, cold and from a guess.
#[test]
fn each_card_and_the_cards_alike_to_it_have_their_values() {
    let mut rng = Rng(SplitMix::new(47));
    let mut alike = 0;
    for n in 2..=6 {
        for _ in 0..100 {
            let left = 1 + rng.below(3);
            let case = random_case(&mut rng, n, left);
            // (The round's last card ends it: plain minimax starts no trick
            // after it.)
            if case.pos.is_over() || case.pos.hand(case.pos.to_play(n)).len() < 2 {
                continue;
            }
            let value = |c: Card| minimax_after(&case, c);
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 10);
            let mut guess = None;
            for card in solver.legal(&case.pos).iter() {
                let expected = value(card);
                let (got, same) = solver.value_after(&case.pos, card, guess);
                assert_eq!(got, expected, "{}: {card}", case.label);
                for other in same.iter() {
                    alike += 1;
                    assert_eq!(
                        value(other),
                        expected,
                        "{}: {other} alike to {card}",
                        case.label
                    );
                }
                guess = (rng.coin()).then_some(got);
            }
        }
    }
    assert!(alike > 20, "only {alike} cards answered alike");
}

/// The counters of the `stats` feature count each node the solver counts
/// (so the figures they print add up), and the bounds before any search
/// answer questions at every table size.
#[cfg(feature = "stats")]
#[test]
fn stats_count_every_node_and_the_bounds_answer() {
    use super::search::stats::Source;
    let mut rng = Rng(SplitMix::new(47));
    for n in [4, 6, 8] {
        let (mut nodes, mut searched, mut bounds) = (0, 0, 0);
        for _ in 0..20 {
            let case = random_case(&mut rng, n, 3);
            let mut solver = Solver::with_entries(case.deal.clone(), 1 << 12);
            solver.value(&case.pos);
            nodes += solver.nodes;
            searched += solver.answers(Source::Searched);
            bounds += [
                Source::Settled,
                Source::Decided,
                Source::LeanSettled,
                Source::QuickBounds,
                Source::Crossruff,
                Source::SureLeads,
                Source::TrumplessSure,
                Source::DrawnSure,
            ]
            .into_iter()
            .map(|s| solver.answers(s))
            .sum::<u64>();
        }
        assert_eq!(searched, nodes, "{n} players");
        assert!(bounds > 0, "{n} players: no bound answered");
    }
}
