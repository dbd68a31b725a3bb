//! A card party night through the real binary: whole evenings of 14 tables
//! and 25 games, both movements, partners fixed and split, an odd number of
//! pairs; every seating, the movement, the tally and the prizes checked
//! against what the test itself entered. Refusals change nothing.

mod common;

use std::collections::{BTreeMap, HashMap};

use common::{words, Table};
use serde_json::Value;

/// 29 pairs: 14 tables of four, one pair out each game.
fn pairs(n: usize) -> String {
    (0..n)
        .map(|i| format!("P{i}a+P{i}b"))
        .collect::<Vec<_>>()
        .join(",")
}

/// A small deterministic choice, independent of the tool's own draws.
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// The players of a partnership named `A+B`.
fn players(name: &str) -> Vec<String> {
    name.split('+').map(str::to_string).collect()
}

struct Evening {
    t: Table,
    split: bool,
    winners_move: bool,
    games: u32,
    /// Each player's (or pair's) wins and losses, as entered by the test.
    won: BTreeMap<String, u32>,
    lost: BTreeMap<String, u32>,
    /// How many times each two players have partnered.
    partnered: HashMap<(String, String), u32>,
}

impl Evening {
    fn start(pairs_count: usize, games: u32, movement: &str, partners: &str) -> Evening {
        let t = Table::new();
        t.test()
            .args(words(&format!(
                "party new hall --pairs {} --games {games} --move {movement} --partners {partners} --seed 2026",
                pairs(pairs_count)
            )))
            .stdout_has("Started the party hall")
            .run();
        Evening {
            t,
            split: partners == "split",
            winners_move: movement == "winners",
            games,
            won: BTreeMap::new(),
            lost: BTreeMap::new(),
            partnered: HashMap::new(),
        }
    }

    fn seat(&self) -> Value {
        self.t.test().args(["party", "seat"]).json()
    }

    /// Every player of the party sits once: at one table or out.
    fn check_everyone_once(&self, seat: &Value, all: usize) {
        let mut seen: Vec<String> = Vec::new();
        for table in seat["tables"].as_array().unwrap() {
            for pair in table["pairs"].as_array().unwrap() {
                seen.extend(players(pair.as_str().unwrap()));
            }
        }
        for out in seat["out"].as_array().unwrap() {
            seen.extend(players(out.as_str().unwrap()));
        }
        let count = seen.len();
        seen.sort();
        seen.dedup();
        assert_eq!(
            seen.len(),
            count,
            "a player sits twice in game {}",
            seat["game"]
        );
        assert_eq!(count, all * 2, "game {}: {seat}", seat["game"]);
    }

    /// Under split partners, each mover partners a player who stays, and a
    /// table's pairing repeats no partnership when the other way of pairing
    /// them would not. (Tables with a player back from sitting out are left
    /// out: that player takes a mover's or a stayer's place.)
    fn check_new_partners(&self, before: &Value, seat: &Value) {
        let table_of = |seating: &Value, player: &str| -> Option<u64> {
            seating["tables"].as_array().unwrap().iter().find_map(|t| {
                t["pairs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|p| players(p.as_str().unwrap()).iter().any(|x| x == player))
                    .then(|| t["table"].as_u64().unwrap())
            })
        };
        let had = |a: &str, b: &str| {
            let key = (a.min(b).to_string(), a.max(b).to_string());
            self.partnered.get(&key).copied().unwrap_or(0)
        };
        for table in seat["tables"].as_array().unwrap() {
            let number = table["table"].as_u64().unwrap();
            let pairs: Vec<Vec<String>> = table["pairs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| players(p.as_str().unwrap()))
                .collect();
            let everyone: Vec<&String> = pairs.iter().flatten().collect();
            if everyone.iter().any(|p| table_of(before, p).is_none()) {
                continue;
            }
            let (arrived, stayed): (Vec<&String>, Vec<&String>) = everyone
                .iter()
                .partition(|p| table_of(before, p) != Some(number));
            for pair in &pairs {
                assert!(
                    !(arrived.contains(&&pair[0]) && arrived.contains(&&pair[1])),
                    "game {}: movers {pair:?} partner each other",
                    seat["game"]
                );
            }
            let cost = |x: &str, y: &str| had(arrived[0], x) + had(arrived[1], y);
            let best = cost(stayed[0], stayed[1]).min(cost(stayed[1], stayed[0]));
            let chosen: u32 = pairs.iter().map(|p| had(&p[0], &p[1])).sum();
            assert_eq!(
                chosen, best,
                "game {}: {pairs:?} partner again",
                seat["game"]
            );
        }
    }

    /// Enters every table's result (a winner picked at random, a score at
    /// some tables), checking refusals on the way; returns who won where.
    fn play(&mut self, seat: &Value, pick: &mut Pick) -> Vec<(usize, Vec<String>, Vec<String>)> {
        let game = seat["game"].as_u64().unwrap();
        let mut outcomes = Vec::new();
        for table in seat["tables"].as_array().unwrap() {
            let number = table["table"].as_u64().unwrap() as usize;
            let pairs: Vec<String> = table["pairs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_string())
                .collect();
            let w = pick.below(pairs.len());
            // The winner said three ways: by name in another case, by a
            // player, by number.
            let said = match pick.below(3) {
                0 => pairs[w].to_uppercase(),
                1 => players(&pairs[w])[1].to_lowercase(),
                _ => (w + 1).to_string(),
            };
            let mut args = vec![
                "party".to_string(),
                "result".into(),
                "--table".into(),
                number.to_string(),
                "--winner".into(),
                said,
            ];
            if pick.below(2) == 0 {
                args.extend(["--score".into(), "120-85".into()]);
            }
            self.t
                .test()
                .args(&args)
                .stdout_has(format!("Game {game}, table {number}: {} won", pairs[w]))
                .run();
            for (i, pair) in pairs.iter().enumerate() {
                let who = if self.split {
                    players(pair)
                } else {
                    vec![pair.clone()]
                };
                for name in who {
                    let tally = if i == w {
                        &mut self.won
                    } else {
                        &mut self.lost
                    };
                    *tally.entry(name).or_insert(0) += 1;
                }
                let p = players(pair);
                let key = (
                    p[0].clone().min(p[1].clone()),
                    p[0].clone().max(p[1].clone()),
                );
                *self.partnered.entry(key).or_insert(0) += 1;
            }
            let losers: Vec<String> = pairs
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != w)
                .flat_map(|(_, p)| players(p))
                .collect();
            outcomes.push((number, players(&pairs[w]), losers));
        }
        outcomes
    }

    /// The movement: winners (or losers) of table T now at T+1, the others
    /// still at T, except those sitting out this game or coming back.
    fn check_movement(
        &self,
        before: &Value,
        after: &Value,
        outcomes: &[(usize, Vec<String>, Vec<String>)],
    ) {
        let tables = before["tables"].as_array().unwrap().len();
        let mut at: HashMap<String, usize> = HashMap::new();
        for table in after["tables"].as_array().unwrap() {
            for pair in table["pairs"].as_array().unwrap() {
                for p in players(pair.as_str().unwrap()) {
                    at.insert(p, table["table"].as_u64().unwrap() as usize);
                }
            }
        }
        for (table, winners, losers) in outcomes {
            let next = table % tables + 1;
            let (movers, stayers) = if self.winners_move {
                (winners, losers)
            } else {
                (losers, winners)
            };
            for p in movers {
                if let Some(&t) = at.get(p) {
                    assert_eq!(
                        t, next,
                        "game {}: {p} should move from {table}",
                        after["game"]
                    );
                }
            }
            for p in stayers {
                if let Some(&t) = at.get(p) {
                    assert_eq!(
                        t, *table,
                        "game {}: {p} should stay at {table}",
                        after["game"]
                    );
                }
            }
        }
    }

    fn run(&mut self, pairs_count: usize) {
        let mut pick = Pick(7);
        let mut seat = self.seat();
        let mut sat_out: Vec<String> = Vec::new();
        let mut previous: Option<Value> = None;
        for game in 1..=self.games {
            assert_eq!(seat["game"], game);
            assert_eq!(seat["tables"].as_array().unwrap().len(), 14);
            self.check_everyone_once(&seat, pairs_count);
            if let (true, Some(before)) = (self.split, &previous) {
                self.check_new_partners(before, &seat);
            }
            for out in seat["out"].as_array().unwrap() {
                sat_out.push(out.as_str().unwrap().to_string());
            }
            let outcomes = self.play(&seat, &mut pick);
            if game == self.games {
                break;
            }
            let next = self.seat();
            self.check_movement(&seat, &next, &outcomes);
            previous = Some(seat);
            seat = next;
        }
        // Nobody sits out twice before everyone has once.
        let unit = if self.split {
            2 * pairs_count
        } else {
            pairs_count
        };
        for round in sat_out.chunks(unit) {
            let mut distinct = round.to_vec();
            distinct.sort();
            distinct.dedup();
            assert_eq!(
                distinct.len(),
                round.len(),
                "sat out twice early: {sat_out:?}"
            );
        }
        self.check_tally_and_prizes();
    }

    fn check_tally_and_prizes(&self) {
        let standings = self.t.test().args(["party", "standings"]).json();
        assert_eq!(standings["played"], self.games);
        assert_eq!(standings["current"], Value::Null);
        let key = if self.split { "players" } else { "pairs" };
        let name = if self.split { "player" } else { "pair" };
        let lines = standings[key].as_array().unwrap();
        for line in lines {
            let who = line[name].as_str().unwrap();
            assert_eq!(
                line["won"],
                self.won.get(who).copied().unwrap_or(0),
                "{who}"
            );
            assert_eq!(
                line["lost"],
                self.lost.get(who).copied().unwrap_or(0),
                "{who}"
            );
        }
        let most = self.won.values().max().copied().unwrap_or(0);
        let fewest = lines
            .iter()
            .map(|l| l["won"].as_u64().unwrap())
            .min()
            .unwrap();
        let prizes = self
            .t
            .test()
            .args(["party", "prizes", "--booby", "--ties", "split"])
            .json();
        let first = &prizes["places"][0];
        assert_eq!(first["place"], 1);
        assert_eq!(first["won"], most);
        let mut leaders: Vec<&String> = self
            .won
            .iter()
            .filter(|(_, &w)| w == most)
            .map(|(n, _)| n)
            .collect();
        leaders.sort();
        let mut named: Vec<String> = first[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        named.sort();
        assert_eq!(named.iter().collect::<Vec<_>>(), leaders);
        for booby in prizes["booby"].as_array().unwrap() {
            let who = booby.as_str().unwrap();
            assert_eq!(
                u64::from(self.won.get(who).copied().unwrap_or(0)),
                fewest,
                "{who}"
            );
        }
        // A cut settles every tie, the same way every time.
        let cut = |t: &Table| t.test().args(["party", "prizes", "--ties", "cut"]).json();
        let once = cut(&self.t);
        assert_eq!(once, cut(&self.t));
        for place in once["places"].as_array().unwrap() {
            assert_eq!(place[key].as_array().unwrap().len(), 1, "{once}");
        }
    }
}

#[test]
fn a_whole_evening_of_fixed_pairs_winners_moving_with_an_odd_pair_out() {
    let mut evening = Evening::start(29, 25, "winners", "fixed");
    evening.run(29);
}

#[test]
fn a_whole_evening_of_split_partners_losers_moving() {
    let mut evening = Evening::start(29, 25, "losers", "split");
    evening.run(29);
}

#[test]
fn a_refused_result_says_why_and_changes_nothing() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 3 --seed 1",
        ))
        .run();
    let seat = t.test().args(["party", "seat"]).json();
    let first = seat["tables"][0]["pairs"][0].as_str().unwrap().to_string();
    let other_table = seat["tables"][1]["pairs"][0].as_str().unwrap().to_string();
    for (line, says) in [
        (
            "party result --table 3 --winner 1",
            "there is no table 3 in game 1; the tables are 1 to 2",
        ),
        ("party result --table 0 --winner 1", "there is no table 0"),
        (
            &format!("party result --table 1 --winner {other_table}") as &str,
            "is not at table 1 in game 1",
        ),
        ("party result --table 1 --winner 3", "is not at table 1"),
        (
            "party result --table 1 --winner 1 --score 120",
            "give 2 scores, the winners' first",
        ),
        (
            "party result --table 1 --winner 1 --score lots",
            "'lots' is not a score",
        ),
        (
            "party result --table 1 --winner 1 --game 2",
            "game 2 isn't seated yet",
        ),
        (
            "party result --table 1 --winner 1 --game 9",
            "the party has 3 games",
        ),
        ("party undo", "no result has been entered yet"),
    ] {
        t.test()
            .args(words(line))
            .status(2)
            .stderr_has(says)
            .files_unchanged()
            .run();
    }
    t.test()
        .args([
            "party",
            "result",
            "--table",
            "1",
            "--winner",
            // The pair said as people write it: either order, spaces, any case.
            &{
                let players: Vec<&str> = first.split('+').collect();
                format!("{} + {}", players[1].to_uppercase(), players[0])
            },
        ])
        .stdout_has(format!("Game 1, table 1: {first} won."))
        .run();
    t.test()
        .args(words("party result --table 1 --winner 2"))
        .status(2)
        .stderr_has(format!("table 1 already reported game 1: {first} won"))
        .stderr_has("`fortyfives party undo` takes back the last result entered")
        .files_unchanged()
        .run();
    t.test()
        .args(["party", "undo"])
        .stdout_has(format!(
            "Took back table 1's result of game 1 ({first} won)."
        ))
        .run();
    let standings = t.test().args(["party", "standings"]).json();
    assert_eq!(standings["waiting"], serde_json::json!([1, 2]));
}

#[test]
fn bad_set_ups_are_refused_with_what_to_type() {
    for (line, says) in [
        (
            "party new x --pairs Ann+Bob",
            "a party needs at least 2 pairs",
        ),
        (
            "party new x --pairs Ann,Bob",
            "'Ann' is not a pair: write the two players joined by '+'",
        ),
        (
            "party new x --pairs Ann+Bob,Ann+Cid",
            "Ann plays in two pairs",
        ),
        (
            "party new x --pairs Ann+Bob,Cid+Dan --games 0",
            "an evening has 1 to 200 games",
        ),
        (
            "party new x --pairs Ann+Bob,Cid+Dan --table-size 5",
            "a table seats 4",
        ),
        ("party new x --pairs Ann+Bob,Cid+Dan --rules 999", "999"),
        (
            "party standings",
            "no party yet: start one with `fortyfives party new NAME",
        ),
    ] {
        common::Test::new()
            .args(words(line))
            .status(2)
            .stderr_has(says)
            .files_unchanged()
            .run();
    }
}

#[test]
fn a_table_reports_from_the_game_it_kept_on_the_score_sheet() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan --games 2 --seed 3",
        ))
        .run();
    // The table keeps its game with the score sheet: Blue win 25-10 at 25.
    t.test()
        .args(words(
            "new table1 --teams Blue=Ann,Bob --teams Red=Cid,Dan --rules 25",
        ))
        .run();
    t.test()
        .args(words("round --trump hearts --tricks Blue=5"))
        .run();
    t.test()
        .args(words("party result --table 1 --from-game table1"))
        .stdout_has("Game 1, table 1: Ann+Bob won 25-0.")
        .run();
    let standings = t.test().args(["party", "standings"]).json();
    assert_eq!(standings["pairs"][0]["pair"], "Ann+Bob");
    assert_eq!(standings["pairs"][0]["points"], 25);
    // A game of other players is refused.
    t.test()
        .args(words(
            "new other --teams Blue=Eve,Fay --teams Red=Gus,Hal --rules 25",
        ))
        .run();
    t.test()
        .args(words("round --trump hearts --tricks Blue=5"))
        .run();
    t.test()
        .args(words("party result --table 1 --from-game other"))
        .status(2)
        .stderr_has("its teams (Blue (Eve, Fay) vs Red (Gus, Hal)) are not table 1's pairs")
        .files_unchanged()
        .run();
}

#[test]
fn the_board_page_is_written_and_kept_up_to_date() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 2 --seed 5",
        ))
        .run();
    let page = tempfile::tempdir().unwrap();
    let path = page.path().join("board.html");
    t.test()
        .args(["party", "board", "--html", path.to_str().unwrap()])
        .stdout_has("It reloads itself every 15 seconds")
        .run();
    let html = std::fs::read_to_string(&path).unwrap();
    assert!(html.contains(r#"<meta http-equiv="refresh" content="15">"#));
    assert!(
        html.contains("Game 1 of 2: waiting for tables 1 and 2."),
        "{html}"
    );
    t.test()
        .args(words("party result --table 2 --winner 1"))
        .run();
    let html = std::fs::read_to_string(&path).unwrap();
    assert!(html.contains("Game 1 of 2: waiting for table 1."), "{html}");
    // The page is the board's own: the data folder's files are refused.
    let inside = t.dir.path().join("parties").join("legion.toml");
    t.test()
        .args(["party", "board", "--html", inside.to_str().unwrap()])
        .status(2)
        .stderr_has("inside the data folder")
        .files_unchanged()
        .run();
}

#[test]
fn the_tally_exports_as_csv_and_markdown() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs =Ann+Bob,Cid+Dan --games 2 --seed 5",
        ))
        .status(2)
        .stderr_has("--pairs")
        .run();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan --games 2 --seed 5",
        ))
        .run();
    t.test()
        .args(words("party result --table 1 --winner ann --score 120-85"))
        .run();
    let csv = t
        .test()
        .args(words("party export --format csv"))
        .run()
        .stdout;
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(
        header,
        ["place", "pair", "players", "game 1", "game 2", "won", "lost", "points"]
    );
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect();
    assert_eq!(
        rows[0],
        ["1", "Ann+Bob", "Ann & Bob", "W", "", "1", "0", "120"]
    );
    assert_eq!(
        rows[1],
        ["2", "Cid+Dan", "Cid & Dan", "L", "", "0", "1", "85"]
    );
    let md = t
        .test()
        .args(words("party export --format md"))
        .run()
        .stdout;
    assert!(
        md.contains("| 1 | Ann+Bob | Ann & Bob | W |  | 1 | 0 | 120 |"),
        "{md}"
    );
}

#[test]
fn a_damaged_party_file_is_reported_and_left_as_it_is() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan --games 2 --seed 5",
        ))
        .run();
    let file = t.dir.path().join("parties").join("legion.toml");
    std::fs::write(&file, "schema = 1\nname = [\n").unwrap();
    for line in [
        "party standings",
        "party result --table 1 --winner 1",
        "party undo",
    ] {
        t.test()
            .args(words(line))
            .status(3)
            .stderr_has("legion.toml")
            .files_unchanged()
            .run();
    }
    t.test()
        .args(words("party list"))
        .stdout_has("legion  can't be read")
        .run();
}

#[test]
fn a_party_file_edited_into_nonsense_is_refused_whole_not_misread() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 3 --seed 5",
        ))
        .run();
    t.test()
        .args(words("party result --table 1 --winner 1"))
        .run();
    let file = t.dir.path().join("parties").join("legion.toml");
    let good = std::fs::read_to_string(&file).unwrap();
    for (edit, says) in [
        (
            good.replace("winner = 0", "winner = 7"),
            "no pair 8 at the table",
        ),
        (
            good.replace("per_table = 2", "per_table = 0"),
            "tables seat 4 or 6 players",
        ),
        (
            good.replace("games = 3", "games = 4000000000"),
            "a party has 1 to 200 games",
        ),
        (
            good.replace("table = 1", "table = 9"),
            "there is no such table",
        ),
        (
            good.replace("game = 1", "game = 2"),
            "that game isn't seated",
        ),
        (
            good.replace("name = \"Ann+Bob\"", "name = \"Zed+Bob\""),
            "not named after its players",
        ),
    ] {
        assert_ne!(edit, good, "{says}");
        std::fs::write(&file, &edit).unwrap();
        for line in [
            "party standings",
            "party result --table 2 --winner 1",
            "party seat",
        ] {
            t.test()
                .args(words(line))
                .status(3)
                .stderr_has("legion.toml is damaged")
                .stderr_has(says)
                .files_unchanged()
                .run();
        }
    }
}
