use super::policy::*;
use super::{odds, Question};
use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::game::GameState;
use crate::rules::seat::Seat;
use crate::rules::seeded::SplitMix;
use crate::rules::table::Table;
use crate::rules::variant::RuleSet;

/// A new game under `rules` at `players`, in two teams or cut-throat, the
/// dealer at the last seat so that table seats count from the dealer's left.
fn game(rules: RuleSet, players: usize, teams: bool) -> GameState {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let table = if teams {
        let teams = (0..2)
            .map(|t| (None, names.iter().skip(t).step_by(2).cloned().collect()))
            .collect();
        Table::teams(teams).expect("teams")
    } else {
        Table::cut_throat(names).expect("cut-throat")
    };
    GameState::new(rules, table, Seat(players - 1)).expect("game")
}

/// Five distinct cards of the rules' pack.
fn random_hand(rng: &mut SplitMix, rules: &RuleSet) -> CardSet {
    let mut pack: Vec<Card> = Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect();
    rng.shuffle(&mut pack);
    CardSet::of(&pack[..5])
}

/// What `bid` answers for a hand: its best trump (highest mean par, ties in
/// SUIT_ORDER), and that trump's highest level made on at least half the deals.
fn bid_answer(
    state: &GameState,
    hand: CardSet,
    seat: usize,
    samples: u32,
    seed: u64,
) -> (Suit, Option<u8>) {
    let q = Question {
        state,
        asker: Seat(seat),
        hand: hand.iter().collect(),
        kitty: Vec::new(),
        trumps: Vec::new(),
        samples,
        seed,
        keep_deals: false,
        game_end: false,
        over: None,
        model: None,
    };
    let answer = odds(&q, &|| {}).expect("odds");
    let mut best = &answer.trumps[0];
    for t in &answer.trumps {
        if t.points.mean > best.points.mean {
            best = t;
        }
    }
    let level = best
        .bids
        .iter()
        .filter(|b| b.bid != 60 && b.made >= 0.5)
        .map(|b| b.bid)
        .max();
    (best.trump, level)
}

/// The table of a kind of table, by §13 (docs/odds.md): hands dealt with
/// every number of trumps from 0 to 5 alike (so that every total is seen),
/// each weighed by how often a random hand holds that many, each asked
/// about its one trump.
fn calibrate(kind: Calibrated, hands: u64, deals: u32, seed: u64) -> Vec<(Row, f64)> {
    let (players, teams) = match kind {
        Calibrated::Two => (2, false),
        Calibrated::ThreeCutThroat => (3, false),
        Calibrated::SixInTeams => (6, true),
        _ => (4, true),
    };
    let rules = RuleSet::default();
    let state = game(rules.clone(), players, teams);
    let policy = Policy::new(&state);
    let pack: Vec<Card> = Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect();
    let mut sums = vec![([0.0f64; 6], 0.0f64); MAX_TOTAL + 1];
    let mut rng = SplitMix::new(seed);
    for h in 0..hands {
        let trump = SUIT_ORDER_TEST[rng.below(4)];
        let ranking = crate::rules::ranking::Ranking::new(&rules, trump);
        let mut trumps: Vec<Card> = ranking.trump_order();
        let mut plain: Vec<Card> = pack
            .iter()
            .copied()
            .filter(|&c| !ranking.is_trump(c))
            .collect();
        let count = rng.below(6);
        rng.shuffle(&mut trumps);
        rng.shuffle(&mut plain);
        let hand = CardSet::of(&trumps[..count]).union(CardSet::of(&plain[..5 - count]));
        // How much likelier a random hand is to hold `count` trumps than this sampling.
        let weight = choose(trumps.len(), count) * choose(plain.len(), 5 - count)
            / choose(pack.len(), 5)
            * 6.0;
        let seat = rng.below(players);
        let q = Question {
            state: &state,
            asker: Seat(seat),
            hand: hand.iter().collect(),
            kitty: Vec::new(),
            trumps: vec![trump],
            samples: deals,
            seed: seed ^ (h << 20),
            keep_deals: false,
            game_end: false,
            over: None,
            model: None,
        };
        let answer = odds(&q, &|| {}).expect("odds");
        let spread: Vec<f64> = answer.trumps[0]
            .distribution
            .0
            .iter()
            .map(|(_, s)| *s)
            .collect();
        let t = SUIT_ORDER_TEST
            .iter()
            .position(|&s| s == trump)
            .unwrap_or(0);
        let total = usize::from(policy.estimate(hand, seat)[t].total);
        for k in 0..6 {
            sums[total].0[k] += weight * spread[k + 1..].iter().sum::<f64>();
        }
        sums[total].1 += weight;
    }
    let mut rows: Vec<([f64; 6], f64)> = sums
        .iter()
        .map(|(s, w)| {
            (
                if *w > 0.0 {
                    s.map(|x| x / w)
                } else {
                    [f64::NAN; 6]
                },
                *w,
            )
        })
        .collect();
    // A total never dealt takes the row below it; a share never falls as the total rises
    // (pooled with its neighbours where the sample says otherwise).
    for i in 1..rows.len() {
        if rows[i].1 == 0.0 {
            rows[i].0 = rows[i - 1].0;
        }
    }
    for k in 0..6 {
        let column: Vec<(f64, f64)> = rows.iter().map(|r| (r.0[k], r.1.max(1e-9))).collect();
        for (i, v) in monotone(&column).into_iter().enumerate() {
            rows[i].0[k] = v;
        }
    }
    rows.iter()
        .map(|(s, w)| {
            (
                s.map(|x| (x * 1000.0).round().clamp(0.0, 1000.0) as u16),
                *w,
            )
        })
        .collect()
}

const SUIT_ORDER_TEST: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

fn choose(n: usize, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// The closest non-decreasing sequence, weighted (pool adjacent violators).
fn monotone(values: &[(f64, f64)]) -> Vec<f64> {
    let mut blocks: Vec<(f64, f64, usize)> = Vec::new();
    for &(v, w) in values {
        blocks.push((v, w, 1));
        while blocks.len() > 1 && blocks[blocks.len() - 2].0 > blocks[blocks.len() - 1].0 {
            let (v2, w2, n2) = blocks.pop().expect("block");
            let (v1, w1, n1) = blocks.pop().expect("block");
            blocks.push(((v1 * w1 + v2 * w2) / (w1 + w2), w1 + w2, n1 + n2));
        }
    }
    blocks
        .iter()
        .flat_map(|&(v, _, n)| std::iter::repeat_n(v, n))
        .collect()
}

/// Prints a kind of table's rows as Rust, for policy.rs. `POLICY_TABLE` (2, 3, 4 or 6
/// players), `POLICY_HANDS`, `POLICY_DEALS` and `POLICY_SEED` choose the run.
#[test]
#[ignore = "calibration: minutes in release (benches/policy.sh calibrate)"]
fn calibration_table() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let kind = match var("POLICY_TABLE", 4) {
        2 => Calibrated::Two,
        3 => Calibrated::ThreeCutThroat,
        6 => Calibrated::SixInTeams,
        _ => Calibrated::FourInTeams,
    };
    let rows = calibrate(
        kind,
        var("POLICY_HANDS", 3000),
        var("POLICY_DEALS", 500) as u32,
        var("POLICY_SEED", 1),
    );
    println!("// {}", kind.label());
    for (i, (row, weight)) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(u16::to_string).collect();
        println!("    [{}], // {i}: weight {weight:.4}", cells.join(", "));
    }
}

/// How often, in shares of the hands: the policy's call (or pass) at a random seat is
/// `bid`'s highest level made on at least half the deals in the hand's best trump; the
/// trumps agree; and, with `twice`, `bid` agrees with itself on other deals (the level,
/// the trump), the most any policy can hope for.
fn agreement(
    players: usize,
    teams: bool,
    hands: u64,
    deals: u32,
    seed: u64,
    twice: bool,
) -> [f64; 4] {
    let rules = RuleSet::default();
    let state = game(rules.clone(), players, teams);
    let policy = Policy::new(&state);
    let mut rng = SplitMix::new(seed);
    let mut counts = [0u64; 4];
    for h in 0..hands {
        let hand = random_hand(&mut rng, &rules);
        let seat = rng.below(players);
        let (best, made) = bid_answer(&state, hand, seat, deals, seed ^ (h << 20));
        counts[0] += u64::from(policy.call(hand, seat, None) == made);
        counts[1] += u64::from(policy.trump(hand, seat) == best);
        if twice {
            let (again, made_again) = bid_answer(&state, hand, seat, deals, !(seed ^ (h << 20)));
            counts[2] += u64::from(made_again == made);
            counts[3] += u64::from(again == best);
        }
    }
    counts.map(|c| c as f64 / hands as f64)
}

/// §14.3's promise, small enough for every `cargo test` (about 4 s unoptimised), on hands
/// the calibration never saw (its seed is 1). 150 deals a hand leave `bid`'s own answer
/// uncertain near one half, so the floor is lower than the full measure's: 23 of these
/// 30 hands.
#[test]
fn the_call_is_bids_on_most_hands() {
    let [level, trump, ..] = agreement(4, true, 30, 150, 20_261_128, false);
    assert!(level >= 0.75, "level {level}, trump {trump}");
}

/// Below §14.3's nine in ten: `bid` itself, asked again on other deals, agrees with its
/// first answer on fewer hands than that (docs/odds.md), so this floor guards the table
/// against a regression, not the noise of 1,000 deals.
const FLOOR: f64 = 0.87;

/// The full measure docs/odds.md quotes: 400 hands, 1000 deals each (`bid`'s default).
/// `POLICY_PLAYERS` and `POLICY_TEAMS` (1 or 0) measure other tables.
#[test]
#[ignore = "minutes in release (benches/policy.sh)"]
fn the_call_is_bids_on_nine_hands_in_ten() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let players = var("POLICY_PLAYERS", 4) as usize;
    let teams = var("POLICY_TEAMS", 1) == 1;
    let hands = var("POLICY_HANDS", 400);
    let [level, trump, bid_level, bid_trump] =
        agreement(players, teams, hands, 1000, var("POLICY_SEED", 2_026), true);
    println!(
        "agreement at {players} players ({}), {hands} hands of 1000 deals: level {:.1}%, trump {:.1}%; bid with other deals: level {:.1}%, trump {:.1}%",
        if teams { "teams" } else { "cut-throat" },
        100.0 * level,
        100.0 * trump,
        100.0 * bid_level,
        100.0 * bid_trump
    );
    if players == 4 && teams {
        assert!(level >= FLOOR, "level {level}");
    }
}

/// A new game at `players` in `sides` sides sitting alternately.
fn game_in_sides(rules: RuleSet, players: usize, sides: usize) -> Option<GameState> {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let table = if sides == players {
        Table::cut_throat(names).ok()?
    } else {
        let teams = (0..sides)
            .map(|t| (None, names.iter().skip(t).step_by(sides).cloned().collect()))
            .collect();
        Table::teams(teams).ok()?
    };
    GameState::new(rules, table, Seat(players - 1)).ok()
}

fn hand(cards: &str) -> CardSet {
    CardSet::of(&crate::rules::card::parse_cards(cards).expect("cards"))
}

/// docs/odds.md's worked example, by hand and by the code.
#[test]
fn the_worked_example_of_the_docs() {
    let state = game(RuleSet::default(), 4, true);
    let policy = Policy::new(&state);
    assert_eq!(policy.levels(), &[15, 20, 25, 30]);
    let h = hand("5h jh kh 4c 5s");
    let est = policy.estimate(h, 2);
    // Hearts: 5♥ 10, J♥ 7, K♥ (4th: 5♥ J♥ A♥ K♥) 4 = 21; spades: 5♠ 10;
    // clubs: 4♣ (9th: 5 J A♥ A K Q 2 3 4) 1; diamonds: none.
    let totals: Vec<u8> = est.iter().map(|e| e.total).collect();
    assert_eq!(totals, vec![10, 21, 0, 1]);
    assert_eq!(policy.trump(h, 2), Suit::Hearts);
    // Hearts' key: the 1st, 2nd and 4th places, no lower trump.
    assert_eq!(policy.key(h, 1), key_index(0b01011, 0));
    assert_eq!(est[1].made, vec![1.0, 0.998, 0.93, 0.652]);
    assert_eq!(policy.call(h, 2, None), Some(30));
    assert_eq!(policy.call(h, 2, Some(20)), Some(30));
    // Frank's 5♥ J♥ A♥ Q♥ 2♦: 10 + 7 + 5 + 3 in hearts.
    let frank = hand("5h jh ah qh 2d");
    assert_eq!(policy.estimate(frank, 3)[1].total, 25);
    assert_eq!(policy.key(frank, 1), key_index(0b10111, 0));
    assert_eq!(policy.estimate(frank, 3)[1].made[3], 0.877);
    assert_eq!(policy.call(frank, 3, Some(15)), Some(30));
}

#[test]
fn a_standing_bid_leaves_only_the_levels_above_it() {
    let state = game(RuleSet::default(), 4, true);
    let policy = Policy::new(&state);
    let strong = hand("5h jh ah kh qh");
    assert_eq!(policy.call(strong, 0, None), Some(30));
    assert_eq!(policy.call(strong, 0, Some(25)), Some(30));
    assert_eq!(policy.call(strong, 0, Some(30)), None);
    assert!(policy.holds(strong, 30));
    let weak = hand("2c 3c 4d 6s 7s");
    let call = policy.call(weak, 0, None);
    assert!(call.is_none_or(|c| c <= 15), "{call:?}");
    assert!(!policy.holds(weak, 30));
}

/// The estimates rise with the strength of the trumps, level by level, and the trumps
/// are tied in SUIT_ORDER order when nothing tells them apart.
#[test]
fn stronger_trumps_never_estimate_less() {
    for kind in [
        Calibrated::Two,
        Calibrated::ThreeCutThroat,
        Calibrated::FourInTeams,
        Calibrated::SixInTeams,
    ] {
        let rows = kind.rows();
        for pair in rows.windows(2) {
            for k in 0..6 {
                assert!(pair[0][k] <= pair[1][k], "{kind:?} {pair:?}");
            }
        }
        for row in rows {
            for k in 1..6 {
                assert!(row[k] <= row[k - 1], "{kind:?} {row:?}");
            }
        }
    }
    // By key: a key never reads less than a key it beats (a card fewer, a place lower).
    for kind in [Calibrated::Two, Calibrated::FourInTeams] {
        let keys = kind.keys().expect("keys");
        for mask in 0..(1u8 << TOP_PLACES) {
            for low in 0..6u8 {
                if !valid_key(mask, low) {
                    continue;
                }
                let row = keys[key_index(mask, low)];
                for k in 1..6 {
                    assert!(row[k] <= row[k - 1], "{kind:?} {mask:05b} +{low}");
                }
                for (m, l) in predecessors(mask, low) {
                    if valid_key(m, l) {
                        let below = keys[key_index(m, l)];
                        for k in 0..6 {
                            assert!(
                                below[k] <= row[k],
                                "{kind:?} {m:05b} +{l} {mask:05b} +{low}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(Calibrated::ThreeCutThroat.keys().is_none());
    let state = game(RuleSet::default(), 4, true);
    let policy = Policy::new(&state);
    assert_eq!(policy.trump(hand("2c 3d 4h 6s 7s"), 0), Suit::Spades);
}

/// Every preset, 2 to 8 players in every seating, any five cards (the joker too, under
/// rules with one): an answer, never a panic, and a call from the rules' levels.
#[test]
fn every_table_and_any_hand_gets_an_answer() {
    let mut rng = SplitMix::new(5);
    for preset in crate::rules::variant::PRESETS {
        let mut rules = RuleSet::preset(preset.name).expect("preset");
        for joker in [false, true] {
            rules.joker = joker;
            for players in 2..=8 {
                for sides in 2..=players {
                    let Some(state) = game_in_sides(rules.clone(), players, sides) else {
                        continue;
                    };
                    let policy = Policy::new(&state);
                    assert!(policy.levels().iter().all(|&l| l != 60 && l <= 30));
                    for _ in 0..20 {
                        let h = random_hand(&mut rng, &rules);
                        let seat = rng.below(players);
                        let est = policy.estimate(h, seat);
                        for e in &est {
                            assert!((0.0..=30.0).contains(&e.points));
                            assert_eq!(e.made.len(), policy.levels().len());
                        }
                        let call = policy.call(h, seat, None);
                        assert!(call.is_none_or(|c| policy.levels().contains(&c)));
                        let _ = policy.holds(h, 25);
                    }
                    // Cards a hand can't hold (more than five, an empty hand) still answer.
                    let everything: CardSet = Card::all().collect();
                    let _ = policy.call(everything, 99, Some(0));
                    let _ = policy.estimate(CardSet::EMPTY, 0);
                }
            }
        }
    }
}

/// Whether a key can be held in five cards.
fn valid_key(mask: u8, low: u8) -> bool {
    mask.count_ones() as u8 + low <= 5
}

/// The keys a key beats by one step: a card fewer, a top place demoted to a
/// lower one (or below the top places).
fn predecessors(mask: u8, low: u8) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    if low > 0 {
        out.push((mask, low - 1));
    }
    for b in 0..TOP_PLACES as u8 {
        if mask & (1 << b) == 0 {
            continue;
        }
        let without = mask & !(1 << b);
        out.push((without, low));
        out.push((without, low + 1));
        for c in b + 1..TOP_PLACES as u8 {
            if mask & (1 << c) == 0 {
                out.push((without | (1 << c), low));
            }
        }
    }
    out
}

/// The key table of a kind of table, by §13: for every key, `hands` hands holding
/// exactly those top places and that many lower trumps (the rest plain cards), each
/// asked about its one trump at a random seat with `deals` deals; a key never reads
/// less than a key it beats.
fn calibrate_keys(kind: Calibrated, hands: u64, refine: u64, deals: u32, seed: u64) -> Vec<Row> {
    let (players, teams) = match kind {
        Calibrated::Two => (2, false),
        Calibrated::ThreeCutThroat => (3, false),
        Calibrated::SixInTeams => (6, true),
        _ => (4, true),
    };
    let rules = RuleSet::default();
    let state = game(rules.clone(), players, teams);
    let pack: Vec<Card> = Card::all()
        .filter(|c| rules.joker || !c.is_joker())
        .collect();
    let mut shares = vec![[0.0f64; 6]; KEYS];
    let mut weights = vec![0.0f64; KEYS];
    let mut rng = SplitMix::new(seed);
    // A second pass, `refine` hands more, for the keys with a share within 6% of one
    // half at 15 to 30 points: there the call turns on a few deals in a hundred.
    for pass in 0..2 {
        for mask in 0..(1u8 << TOP_PLACES) {
            for low in 0..6u8 {
                if !valid_key(mask, low) {
                    continue;
                }
                let k = key_index(mask, low);
                let count = if pass == 0 {
                    hands
                } else if weights[k] > 0.0
                    && shares[k][2..]
                        .iter()
                        .any(|&x| (x / weights[k] - 0.5).abs() <= 0.06)
                {
                    refine
                } else {
                    0
                };
                for h in 0..count {
                    let h = h + pass * hands;
                    let trump = SUIT_ORDER_TEST[rng.below(4)];
                    let ranking = crate::rules::ranking::Ranking::new(&rules, trump);
                    let order = ranking.trump_order();
                    let mut cards: Vec<Card> = (0..TOP_PLACES)
                        .filter(|p| mask & (1 << p) != 0)
                        .map(|p| order[p])
                        .collect();
                    let mut lower: Vec<Card> = order[TOP_PLACES..].to_vec();
                    rng.shuffle(&mut lower);
                    cards.extend_from_slice(&lower[..usize::from(low)]);
                    let mut plain: Vec<Card> = pack
                        .iter()
                        .copied()
                        .filter(|&c| !ranking.is_trump(c))
                        .collect();
                    rng.shuffle(&mut plain);
                    let rest = 5 - cards.len();
                    cards.extend_from_slice(&plain[..rest]);
                    let seat = rng.below(players);
                    let q = Question {
                        state: &state,
                        asker: Seat(seat),
                        hand: cards.clone(),
                        kitty: Vec::new(),
                        trumps: vec![trump],
                        samples: deals,
                        seed: seed ^ ((k as u64) << 32) ^ (h << 20),
                        keep_deals: false,
                        game_end: false,
                        over: None,
                        model: None,
                    };
                    let answer = odds(&q, &|| {}).expect("odds");
                    let spread: Vec<f64> = answer.trumps[0]
                        .distribution
                        .0
                        .iter()
                        .map(|(_, s)| *s)
                        .collect();
                    for j in 0..6 {
                        shares[k][j] += spread[j + 1..].iter().sum::<f64>();
                    }
                    weights[k] += 1.0;
                }
            }
        }
    }
    let mut rows: Vec<Row> = shares
        .iter()
        .zip(&weights)
        .map(|(s, &w)| s.map(|x| (x / w.max(1.0) * 1000.0).round().clamp(0.0, 1000.0) as u16))
        .collect();
    loop {
        let mut changed = false;
        for mask in 0..(1u8 << TOP_PLACES) {
            for low in 0..6u8 {
                if !valid_key(mask, low) {
                    continue;
                }
                let k = key_index(mask, low);
                for (m, l) in predecessors(mask, low) {
                    if !valid_key(m, l) {
                        continue;
                    }
                    let p = rows[key_index(m, l)];
                    for j in 0..6 {
                        if p[j] > rows[k][j] {
                            rows[k][j] = p[j];
                            changed = true;
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    rows
}

/// Calibrates the key table of `POLICY_TABLE` (as calibration_table) and prints it as
/// Rust, then measures it (and the table by total) against `bid` on `POLICY_HANDS` hands
/// of 1000 deals for each seed of `POLICY_SEEDS` (comma-separated).
#[test]
#[ignore = "calibration: minutes in release (benches/policy.sh calibrate)"]
fn key_table() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (kind, players, teams) = match var("POLICY_TABLE", 4) {
        2 => (Calibrated::Two, 2, false),
        3 => (Calibrated::ThreeCutThroat, 3, false),
        6 => (Calibrated::SixInTeams, 6, true),
        _ => (Calibrated::FourInTeams, 4, true),
    };
    let rows = calibrate_keys(
        kind,
        var(
            "POLICY_KEY_HANDS",
            if std::env::var("POLICY_STORED").is_ok() {
                0
            } else {
                12
            },
        ),
        var("POLICY_REFINE", 60),
        var("POLICY_DEALS", 250) as u32,
        var("POLICY_SEED", 1),
    );
    println!("// {} by key", kind.label());
    for mask in 0..(1u8 << TOP_PLACES) {
        for low in 0..6u8 {
            let k = key_index(mask, low);
            let cells: Vec<String> = rows[k].iter().map(u16::to_string).collect();
            let note = if valid_key(mask, low) {
                ""
            } else {
                " never held"
            };
            println!("    [{}], // {mask:05b} +{low}{note}", cells.join(", "));
        }
    }
    let keys: &'static [Row; KEYS] = if std::env::var("POLICY_STORED").is_ok() {
        kind.keys().expect("stored keys")
    } else {
        Box::leak(Box::new(rows.try_into().expect("KEYS rows")))
    };
    let seeds = std::env::var("POLICY_SEEDS").unwrap_or_else(|_| "2026".into());
    let hands = var("POLICY_HANDS", 400);
    let rules = RuleSet::default();
    let state = game(rules.clone(), players, teams);
    let by_total = Policy::new(&state).with_keys(None);
    let by_key = Policy::new(&state).with_keys(Some(keys));
    let mut show = std::env::var("POLICY_SHOW").is_ok();
    for seed in seeds
        .split(',')
        .filter_map(|s| s.trim().parse::<u64>().ok())
    {
        if hands == 0 {
            break;
        }
        let mut rng = SplitMix::new(seed);
        let mut counts = [0u64; 4];
        for h in 0..hands {
            let hand = random_hand(&mut rng, &rules);
            let seat = rng.below(players);
            let (best, made) = bid_answer(&state, hand, seat, 1000, seed ^ (h << 20));
            counts[0] += u64::from(by_total.call(hand, seat, None) == made);
            counts[1] += u64::from(by_total.trump(hand, seat) == best);
            counts[2] += u64::from(by_key.call(hand, seat, None) == made);
            counts[3] += u64::from(by_key.trump(hand, seat) == best);
            if show && by_key.call(hand, seat, None) != made {
                let (_, truth) = bid_answer(&state, hand, seat, 8000, !(seed ^ (h << 20)));
                println!(
                    "miss {:?} seat {seat}: bid {best:?} {made:?}, 8000 deals {truth:?}; policy {:?} {:?} est {:?}",
                    hand.iter().collect::<Vec<_>>(),
                    by_key.trump(hand, seat),
                    by_key.call(hand, seat, None),
                    by_key.estimate(hand, seat)[SUIT_ORDER_TEST.iter().position(|&s| s == by_key.trump(hand, seat)).unwrap_or(0)].made
                );
            }
        }
        show = false;
        let c = counts.map(|c| 100.0 * c as f64 / hands as f64);
        println!(
            "seed {seed}, {hands} hands: by total level {:.1}% trump {:.1}%; by key level {:.1}% trump {:.1}%",
            c[0], c[1], c[2], c[3]
        );
    }
}
