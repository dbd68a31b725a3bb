//! One truth: the audit of a round's play (`check round`) and the round it
//! records into a game (`round --from`) give the same points and the same
//! made or set, under every preset and the knobs that change the points.
//! Rounds are dealt from a shuffled pack and played out by the engine's own
//! legal-play rule.

use fortyfives::rules::audit::{audit, HandRecord, PlayRecord, RoundPlay, TrickRecord};
use fortyfives::rules::variant::Seating;
use fortyfives::rules::{
    first_lead::first_leaders, legal_plays, round::bid_ladder, Card, CardSet, GameState, Ranking,
    RuleSet, Seat, Suit, Table, PRESETS,
};
use proptest::prelude::*;

use crate::common::rng::Rng;

const NAMES: [&str; 4] = ["Ann", "Bob", "Cid", "Dan"];
/// Knobs that change the points a round is worth, or which card is best.
const KNOBS: [(&str, &str); 6] = [
    ("best_card_bonus", "true"),
    ("best_card_bonus", "false"),
    ("best_without_trump", "none"),
    ("joker", "true"),
    ("ace_of_hearts", "trump-and-heart"),
    ("thirty_for_sixty", "made-and-set"),
];

/// A complete legal round of four players, under a preset and some knobs.
fn generate(seed: u64) -> PlayRecord {
    let mut rng = Rng::new(seed);
    let mut rules = RuleSet::preset(PRESETS[rng.below(PRESETS.len())].name).expect("preset");
    for (knob, value) in KNOBS {
        if rng.below(3) == 0 {
            // A knob refused under this preset stays as it was.
            let _ = rules.set(knob, value);
        }
    }
    let trump = Suit::ALL[rng.below(4)];
    let ranking = Ranking::new(&rules, trump);
    let mut pack: Vec<Card> = Card::all()
        .filter(|c| !c.is_joker() || rules.joker)
        .collect();
    for i in (1..pack.len()).rev() {
        pack.swap(i, rng.below(i + 1));
    }
    let n = NAMES.len();
    let dealt: Vec<Vec<Card>> = (0..n).map(|p| pack[p * 5..p * 5 + 5].to_vec()).collect();
    let dealer = rng.below(n);
    let bidder = rules.has_bidding().then(|| rng.below(n));
    // Bids up to 30: the 60 needs a side in the hole, which a first round can't have.
    let ladder: Vec<u8> = bid_ladder(&rules)
        .into_iter()
        .filter(|&b| b <= 30)
        .collect();
    let bid = bidder.map(|_| ladder[rng.below(ladder.len())]);
    let leaders =
        first_leaders(&rules, Seat(dealer), bidder.map(Seat), n).expect("a bidder where needed");
    let mut leader = leaders[rng.below(leaders.len())].0;
    let mut hands: Vec<CardSet> = dealt.iter().map(|h| CardSet::of(h)).collect();
    let mut tricks = Vec::new();
    for _ in 0..5 {
        let mut cards: Vec<Card> = Vec::new();
        for i in 0..n {
            let p = (leader + i) % n;
            let card = rng.card(legal_plays(&ranking, &rules, hands[p], &cards).legal);
            hands[p].remove(card);
            cards.push(card);
        }
        let winner = (leader + ranking.winner(&cards).expect("a full trick")) % n;
        tricks.push(TrickRecord {
            leader: NAMES[leader].to_string(),
            cards,
        });
        leader = winner;
    }
    let teams = match rules.seating {
        Seating::CutThroat => false,
        Seating::TwoPairs => true,
        _ if rules.scoring.name() == "spread" => true,
        _ => rng.below(2) == 0,
    };
    PlayRecord {
        rules,
        trump,
        seats: NAMES.iter().map(|s| s.to_string()).collect(),
        teams: teams.then(|| {
            vec![
                vec![NAMES[0].to_string(), NAMES[2].to_string()],
                vec![NAMES[1].to_string(), NAMES[3].to_string()],
            ]
        }),
        dealer: NAMES[dealer].to_string(),
        bidder: bidder.map(|b| NAMES[b].to_string()),
        bid: bid.map(u32::from),
        bagged: false,
        hands: dealt
            .iter()
            .enumerate()
            .map(|(p, cards)| HandRecord {
                player: NAMES[p].to_string(),
                cards: cards.clone(),
            })
            .collect(),
        tricks,
    }
}

/// The game table holding the record's players, seated as the record seats them.
fn table_of(record: &PlayRecord) -> Table {
    let names = |list: &[String]| list.to_vec();
    match &record.teams {
        Some(teams) => Table::teams(teams.iter().map(|t| (None, names(t))).collect()),
        None => Table::cut_throat(names(&record.seats)),
    }
    .expect("a valid table")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn audit_and_recorded_round_agree_on_points_and_made(seed in any::<u64>()) {
        let record = generate(seed);
        let table = table_of(&record);
        prop_assert_eq!(&table.players, &record.seats);
        let rules = record.rules.clone();
        let play = RoundPlay::new(record).expect("a generated round is valid");
        let report = audit(&play);
        let state = GameState::new(rules, table, play.dealer()).expect("a new game");
        let outcome = state
            .preview(&play.round_record().expect("a complete round"))
            .expect("the round scores");
        let recorded: Vec<u32> = outcome.points.iter().map(|&p| p as u32).collect();
        let audited: Vec<u32> = report.points.0.iter().map(|&(_, p)| p).collect();
        prop_assert_eq!(audited, recorded);
        prop_assert_eq!(report.made, outcome.made);
    }
}

/// Guards the generator: the property says little unless every preset and
/// every knob of the list turns up.
#[test]
fn generator_covers_every_preset_and_knob() {
    let rounds: Vec<PlayRecord> = (1..=300u64).map(|s| generate(s * 7919)).collect();
    for p in PRESETS {
        assert!(
            rounds.iter().any(|r| r.rules.preset == p.name),
            "{} never drawn",
            p.name
        );
    }
    for (knob, value) in KNOBS {
        let set = rounds.iter().any(|r| {
            r.rules
                .changes()
                .iter()
                .any(|(k, v)| *k == knob && v == value)
        });
        assert!(set, "{knob}={value} never set");
    }
}

/// A round file for `check round` and `round --from`.
fn round_file(record: &PlayRecord) -> String {
    let quoted = |list: &[String]| {
        let names: Vec<String> = list.iter().map(|n| format!("\"{n}\"")).collect();
        format!("[{}]", names.join(", "))
    };
    let cards = |list: &[Card]| {
        let names: Vec<String> = list
            .iter()
            .map(|c| format!("\"{}\"", c.notation()))
            .collect();
        format!("[{}]", names.join(", "))
    };
    let mut text = format!(
        "rules = \"{}\"\ntrump = \"{}\"\nseats = {}\ndealer = \"{}\"\n",
        record.rules.preset,
        record.trump.name(),
        quoted(&record.seats),
        record.dealer
    );
    if let Some(teams) = &record.teams {
        let teams: Vec<String> = teams.iter().map(|t| quoted(t)).collect();
        text.push_str(&format!("teams = [{}]\n", teams.join(", ")));
    }
    if let (Some(bidder), Some(bid)) = (&record.bidder, record.bid) {
        text.push_str(&format!("bidder = \"{bidder}\"\nbid = {bid}\n"));
    }
    text.push_str("\n[knobs]\n");
    for (knob, value) in record.rules.changes() {
        let value = match value.parse::<i64>() {
            Ok(n) => n.to_string(),
            Err(_) if value == "true" || value == "false" => value,
            Err(_) => format!("\"{value}\""),
        };
        text.push_str(&format!("{knob} = {value}\n"));
    }
    text.push_str("\n[hands]\n");
    for hand in &record.hands {
        text.push_str(&format!("{} = {}\n", hand.player, cards(&hand.cards)));
    }
    for trick in &record.tricks {
        text.push_str(&format!(
            "\n[[tricks]]\nleader = \"{}\"\ncards = {}\n",
            trick.leader,
            cards(&trick.cards)
        ));
    }
    text
}

/// The same property through the real binary, for a few rounds: what
/// `check round --json` reports is what `round --from --json` records.
#[test]
fn check_round_and_round_from_agree_through_the_command_line() {
    for seed in [11u64, 23, 37, 41, 53] {
        let record = generate(seed * 104_729);
        let t = crate::common::Table::new();
        let path = t.dir.path().join("round.toml");
        std::fs::write(&path, round_file(&record)).expect("write the round file");
        let path = path.to_str().expect("a UTF-8 path");
        let checked = t.test().args(["check", "round", path]).json();
        let mut new = vec!["new", "g", "--rules", record.rules.preset.as_str()];
        let sets: Vec<String> = record
            .rules
            .changes()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        for set in &sets {
            new.extend(["--set", set.as_str()]);
        }
        let teams: Vec<String> = match &record.teams {
            Some(teams) => teams.iter().map(|t| t.join(",")).collect(),
            None => vec![record.seats.join(",")],
        };
        for team in &teams {
            new.extend([
                if record.teams.is_some() {
                    "--teams"
                } else {
                    "--players"
                },
                team,
            ]);
        }
        new.extend(["--dealer", record.dealer.as_str()]);
        t.test().args(&new).run();
        let recorded = t.test().args(["round", "--from", path]).json();
        assert_eq!(checked["points"], recorded["points"], "seed {seed}");
        assert_eq!(checked["made"], recorded["made"], "seed {seed}");
    }
}

/// The case of issue 8: 45-majority with the best-card bonus turned on.
#[test]
fn majority_round_with_the_bonus_knob_scores_25_in_both_commands() {
    let t = crate::common::Table::new();
    let file = format!(
        "{}/examples/rounds/majority_best_card_bonus.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let checked = t.test().args(["check", "round", &file]).json();
    assert_eq!(checked["best"]["card"], "5h");
    assert_eq!(checked["best"]["scores"], false, "majority counts tricks");
    t.test()
        .args([
            "new",
            "g",
            "--rules",
            "45-majority",
            "--set",
            "best_card_bonus=true",
            "--teams",
            "Ann,Cid",
            "--teams",
            "Bob,Dan",
            "--dealer",
            "Dan",
        ])
        .run();
    let recorded = t.test().args(["round", "--from", &file]).json();
    for v in [&checked, &recorded] {
        assert_eq!(v["points"]["Ann+Cid"], 10, "{v}");
        assert_eq!(v["points"]["Bob+Dan"], 15, "{v}");
    }
}
