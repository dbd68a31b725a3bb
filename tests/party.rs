//! A card party night through the real binary: whole evenings of 14 tables
//! and 25 games, both movements, partners fixed and split, an odd number of
//! pairs; every seating, the movement, the tally and the prizes checked
//! against what the test itself entered. Refusals change nothing.

use std::collections::{BTreeMap, HashMap};

use crate::common::{words, Table};
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
    /// Each two pairs that have met at a table (fixed partners), in order.
    met: std::collections::HashSet<(String, String)>,
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
            met: Default::default(),
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
            if !self.split {
                let mut two = pairs.clone();
                two.sort();
                self.met.insert((two[0].clone(), two[1].clone()));
            }
            outcomes.push((number, players(&pairs[w]), losers));
        }
        outcomes
    }

    /// The movement: winners (or losers) of table T now at T+1 (or where
    /// the seating says it sent them instead), the others still at T, except
    /// those sitting out this game or coming back. No two pairs meet again
    /// unless the seating says so.
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
        let sent: HashMap<usize, usize> = after["moved"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["from"].as_u64().unwrap() as usize,
                    m["to"].as_u64().unwrap() as usize,
                )
            })
            .collect();
        if !self.split {
            let said: Vec<(u64, Vec<String>)> = after["rematches"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| {
                    let mut pairs: Vec<String> = r["pairs"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|p| p.as_str().unwrap().to_string())
                        .collect();
                    pairs.sort();
                    (r["table"].as_u64().unwrap(), pairs)
                })
                .collect();
            for table in after["tables"].as_array().unwrap() {
                let mut pairs: Vec<String> = table["pairs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p.as_str().unwrap().to_string())
                    .collect();
                pairs.sort();
                if self.met.contains(&(pairs[0].clone(), pairs[1].clone())) {
                    assert!(
                        said.contains(&(table["table"].as_u64().unwrap(), pairs.clone())),
                        "game {}: {pairs:?} meet again unannounced",
                        after["game"]
                    );
                }
            }
        }
        for (table, winners, losers) in outcomes {
            let next = sent.get(table).copied().unwrap_or(table % tables + 1);
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

    /// Plays the whole evening through the binary, checking every seating,
    /// the movement, who sat out, and at the end the tally and prizes.
    fn play_through(&mut self, pairs_count: usize) {
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
    evening.play_through(29);
}

#[test]
fn a_whole_evening_of_split_partners_losers_moving() {
    let mut evening = Evening::start(29, 25, "losers", "split");
    evening.play_through(29);
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
        ("party undo", "nothing has been entered yet"),
    ] {
        t.test()
            .args(words(line))
            .fails(2)
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
        .fails(2)
        .stderr_has(format!("table 1 already reported game 1: {first} won"))
        .stderr_has("To correct it, give the game: `fortyfives party result --game 1 --table 1")
        .files_unchanged()
        .run();
    t.test()
        .args(["party", "undo"])
        .stdout_has(format!(
            "Took back table 1's result of game 1: {first} won."
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
        crate::common::Test::new()
            .args(words(line))
            .fails(2)
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
        .fails(2)
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
    // The seating of the game being played is on the board too.
    let seat = t.test().args(["party", "seat"]).json();
    assert!(html.contains("<h2>Game 1 seating</h2>"), "{html}");
    for table in seat["tables"].as_array().unwrap() {
        assert!(
            html.contains(&format!(
                "<span class=\"place\">{}</span> {} v {}</div>",
                table["table"],
                table["pairs"][0].as_str().unwrap(),
                table["pairs"][1].as_str().unwrap()
            )),
            "{html}"
        );
    }
    assert!(html.contains("<th>Table</th>"), "{html}");
    // Once the evening is over: no seating, and no empty Table column.
    for line in [
        "party result --table 1 --winner 1",
        "party result --table 1 --winner 1",
        "party result --table 2 --winner 1",
    ] {
        t.test().args(words(line)).run();
    }
    let html = std::fs::read_to_string(&path).unwrap();
    assert!(html.contains("All 2 games are in."), "{html}");
    assert!(!html.contains("<section class=\"seating\""), "{html}");
    assert!(!html.contains("<th>Table</th>"), "{html}");
    // The page is the board's own: the data folder's files are refused.
    let inside = t.dir.path().join("parties").join("legion.toml");
    t.test()
        .args(["party", "board", "--html", inside.to_str().unwrap()])
        .fails(2)
        .stderr_has("inside the data folder")
        .files_unchanged()
        .run();
}

/// An evening of five pairs (one sits out each game), one named like
/// markup, with game 1 in and game 2 half in.
fn results_evening() -> Table {
    let t = Table::new();
    t.test()
        .args([
            "party",
            "new",
            "club night",
            "--pairs",
            "Ann+Bob,Cid+Dan,Eve+Fay,<b>Gus</b>+Hal,Ivy+Joe",
            "--games",
            "3",
            "--seed",
            "5",
        ])
        .run();
    for line in [
        "party result --table 1 --winner 1 --score 120-85",
        "party result --table 2 --winner 2 --score 120-60",
        "party result --table 1 --winner 2",
    ] {
        t.test().args(words(line)).run();
    }
    t
}

#[test]
fn the_results_sheet_is_one_page_with_the_standings_prizes_and_games() {
    let t = results_evening();
    let standings = t.test().args(["party", "standings"]).json();
    let prizes = t.test().args(words("party prizes --booby")).json();
    let seat1 = t.test().args(words("party seat --game 1")).json();
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("results.html");
    t.test()
        .args([
            "party",
            "export",
            "--format",
            "html",
            "-o",
            path.to_str().unwrap(),
        ])
        .stdout_has("Wrote the results sheet of club night")
        .run();
    let html = std::fs::read_to_string(&path).unwrap();
    // A page of its own: a language, a title, its style inside it, and
    // nothing fetched from elsewhere.
    assert!(
        html.starts_with("<!DOCTYPE html><html lang=\"en\">"),
        "{html}"
    );
    assert!(html.contains("<title>club night: results, "), "{html}");
    assert!(html.contains("<style>"), "{html}");
    for outside in ["src=", "href=", "@import", "url(", "<script"] {
        assert!(!html.contains(outside), "{outside} in {html}");
    }
    // Printed: no row cut across pages, the headers repeated.
    for rule in [
        "@page{size:auto;margin:12mm}",
        "@media print",
        "break-inside:avoid",
        "thead{display:table-header-group}",
    ] {
        assert!(html.contains(rule), "{rule} in {html}");
    }
    // The standings, every pair with its games played, won, lost, points.
    for line in standings["pairs"].as_array().unwrap() {
        let name = line["pair"]
            .as_str()
            .unwrap()
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        let (won, lost) = (
            line["won"].as_u64().unwrap(),
            line["lost"].as_u64().unwrap(),
        );
        // Games sat out have a column where some were.
        let out = if html.contains("<th class=\"n\">Sat out</th>") {
            format!("<td class=\"n\">{}</td>", line["sat_out"])
        } else {
            String::new()
        };
        assert_eq!(line["played"].as_u64().unwrap(), won + lost);
        let row = format!(
            "<td>{}</td><td class=\"players\">{}</td><td class=\"n\">{}</td><td class=\"n\">{won}</td><td class=\"n\">{lost}</td>{out}<td class=\"n\">{}</td>",
            // A pair's name may break after its '+' on a phone.
            name.replace('+', "+<wbr>"),
            line["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().replace('<', "&lt;").replace('>', "&gt;")).collect::<Vec<_>>().join(" &amp; "),
            won + lost,
            line["points"]
        );
        assert!(html.contains(&row), "{row} in {html}");
    }
    assert!(!html.contains("<b>Gus</b>"), "{html}");
    assert!(html.contains("The evening isn't over"), "{html}");
    // The prizes, as `party prizes --booby` gives them.
    let first = prizes["places"][0]["pairs"][0].as_str().unwrap();
    assert!(
        html.contains(&format!(
            "<td>1st</td><td>{}</td>",
            first.replace('+', "+<wbr>")
        )),
        "{html}"
    );
    let booby: Vec<String> = prizes["booby"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            p.as_str()
                .unwrap()
                .replace('<', "&lt;")
                .replace('>', "&gt;")
        })
        .collect();
    assert!(
        html.contains(&format!(
            "<td>Booby prize</td><td>{}</td>",
            booby.join(", ").replace('+', "+<wbr>")
        )),
        "{html}"
    );
    // Every game's table, pairs and score.
    let table1: Vec<&str> = seat1["tables"][0]["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(
        html.contains(&format!(
            "<td class=\"n\">1</td><td class=\"n\">1</td><td>{}</td><td class=\"won\">{}</td><td class=\"n\">120-85</td>",
            table1.join(" v "),
            table1[0]
        )),
        "{html}"
    );
    assert!(html.contains("120-60"), "{html}");
    assert!(html.contains("Sat out: "), "{html}");
    assert!(html.contains("not in yet"), "{html}");
    // Printed without -o, the same page.
    let printed = t
        .test()
        .args(words("party export --format html"))
        .run()
        .stdout;
    assert_eq!(printed, html);
}

#[test]
fn the_results_export_as_one_json_object() {
    let t = results_evening();
    let json = t
        .test()
        .args(words("party export --format json"))
        .run()
        .stdout;
    let all: serde_json::Value = serde_json::from_str(&json).expect("one JSON object");
    let standings = t.test().args(["party", "standings"]).json();
    let history = t.test().args(["party", "history"]).json();
    let prizes = t.test().args(words("party prizes --booby")).json();
    // The standings' fields and the history's entries side by side, and
    // the prizes as `party prizes --booby` gives them.
    for (key, value) in standings.as_object().unwrap() {
        assert_eq!(&all[key], value, "{key}");
    }
    assert_eq!(all["entries"], history["entries"]);
    assert_eq!(all["prizes"], prizes);
    assert_eq!(
        all.as_object().unwrap().len(),
        standings.as_object().unwrap().len() + 2
    );
    // --json isn't --format json.
    t.test()
        .args(words("party export --format csv --json"))
        .fails(2)
        .stderr_has("--format json")
        .run();
}

/// The results sheet checked by the Nu HTML checker, where one is at hand
/// (`VNU_JAR`, or the copy the CI's tools install): valid HTML5 and CSS.
#[test]
fn the_results_sheet_is_valid_html() {
    let jar = std::env::var_os("VNU_JAR")
        .map(std::path::PathBuf::from)
        .or_else(|| {
            let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(".ci/node_modules/vnu-jar/build/dist/vnu.jar");
            here.is_file().then_some(here)
        });
    let Some(jar) = jar.filter(|j| j.is_file()) else {
        eprintln!("no vnu.jar (set VNU_JAR): the results sheet's HTML is not checked");
        return;
    };
    let t = results_evening();
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("results.html");
    t.test()
        .args([
            "party",
            "export",
            "--format",
            "html",
            "-o",
            path.to_str().unwrap(),
        ])
        .run();
    let checked = std::process::Command::new("java")
        .args(["-jar", jar.to_str().unwrap(), "--also-check-css"])
        .arg(&path)
        .output();
    let Ok(checked) = checked else {
        eprintln!("no java: the results sheet's HTML is not checked");
        return;
    };
    assert!(
        checked.status.success(),
        "{}",
        String::from_utf8_lossy(&checked.stderr)
    );
}

#[test]
fn the_tally_exports_as_csv_and_markdown() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs =Ann+Bob,Cid+Dan --games 2 --seed 5",
        ))
        .fails(2)
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
        [
            "place",
            "pair",
            "players",
            "game 1",
            "game 1 table",
            "game 1 opponents",
            "game 1 score",
            "game 2",
            "game 2 table",
            "game 2 opponents",
            "game 2 score",
            "won",
            "lost",
            "points"
        ]
    );
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect();
    // Each game's table, opponents and score (the row's own first), so a
    // disputed tally can be checked from the export.
    assert_eq!(
        rows[0],
        [
            "1",
            "Ann+Bob",
            "Ann & Bob",
            "W",
            "1",
            "Cid+Dan",
            "120-85",
            "",
            "",
            "",
            "",
            "1",
            "0",
            "120"
        ]
    );
    assert_eq!(
        rows[1],
        [
            "2",
            "Cid+Dan",
            "Cid & Dan",
            "L",
            "1",
            "Ann+Bob",
            "85-120",
            "",
            "",
            "",
            "",
            "0",
            "1",
            "85"
        ]
    );
    let md = t
        .test()
        .args(words("party export --format md"))
        .run()
        .stdout;
    assert!(
        md.contains("| 1 | Ann+Bob | Ann & Bob | W 120-85, table 1, v Cid+Dan |  | 1 | 0 | 120 |"),
        "{md}"
    );
    assert!(
        md.contains("| 2 | Cid+Dan | Cid & Dan | L 85-120, table 1, v Ann+Bob |  | 0 | 1 | 85 |"),
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
            .fails(3)
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
    // An edit to the results alone (the file also keeps the seating played
    // at and the history, which have the same words).
    let results = |from: &str, to: &str| {
        let start = good.find("[[party.results]]").unwrap();
        let end = good[start..]
            .find("[[party.seated]]")
            .map_or(good.len(), |e| start + e);
        format!(
            "{}{}{}",
            &good[..start],
            good[start..end].replace(from, to),
            &good[end..]
        )
    };
    let seated = |from: &str, to: &str| {
        let start = good.find("[[party.seated]]").unwrap();
        let end = good[start..]
            .find("[[party.log]]")
            .map_or(good.len(), |e| start + e);
        format!(
            "{}{}{}",
            &good[..start],
            good[start..end].replace(from, to),
            &good[end..]
        )
    };
    for (edit, says) in [
        (
            results("winner = 0", "winner = 7"),
            "no pair 8 at the table",
        ),
        (
            seated("game = 1", "game = 9"),
            "games out of order or past the evening",
        ),
        (seated("table = 2", "table = 3"), "not the evening's tables"),
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
        (results("table = 1", "table = 9"), "there is no such table"),
        (results("game = 1", "game = 2"), "that game isn't seated"),
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
                .fails(3)
                .stderr_has("legion.toml is damaged")
                .stderr_has(says)
                .files_unchanged()
                .run();
        }
    }
}

/// Enters every table of the game being played: pair 1 at each table wins.
fn play_game_with(t: &Table, winner: impl Fn(usize) -> &'static str) -> Value {
    let seat = t.test().args(["party", "seat"]).json();
    for table in seat["tables"].as_array().unwrap() {
        let number = table["table"].as_u64().unwrap() as usize;
        t.test()
            .args(words(&format!(
                "party result --table {number} --winner {}",
                winner(number)
            )))
            .run();
    }
    seat
}

#[test]
fn a_score_goes_winners_first_above_the_losers_and_at_the_target() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Kay+Lou,Max+Ned,Oz+Pam,Quin+Rae --games 3 --seed 1",
        ))
        .run();
    let seat = t.test().args(["party", "seat"]).json();
    let table_of_kay = seat["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["pairs"].to_string().contains("Kay+Lou"))
        .unwrap()["table"]
        .as_u64()
        .unwrap();
    for (score, says) in [
        (
            "95-120",
            "Kay+Lou won, so type their score first (e.g. 120-95)",
        ),
        // Turned round, 100-20 is still short of 120: the example is a
        // score a game to 120 can end with, never one refused in its turn.
        ("20-100", "type their score first (e.g. 120-85)"),
        ("100-100", "must be above the others'"),
        (
            "100-20",
            "a game played to 120 is won by reaching 120; 100 is short of it",
        ),
    ] {
        t.test()
            .args(words(&format!(
                "party result --table {table_of_kay} --winner kay --score {score}"
            )))
            .fails(2)
            .stderr_has(format!("--score {score}: the winners' score comes first"))
            .stderr_has(says)
            .files_unchanged()
            .run();
    }
    let standings = t.test().args(["party", "standings"]).json();
    assert_eq!(standings["played"], 0);
    assert!(standings["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["points"] == 0 && p["won"] == 0));
    t.test()
        .args(words(&format!(
            "party result --table {table_of_kay} --winner kay --score 125-95"
        )))
        .stdout_has(format!("Game 1, table {table_of_kay}: Kay+Lou won 125-95."))
        .run();

    // A game of so many hands has no target; a side fallen below the losing
    // mark loses short of it.
    let t = Table::new();
    t.test()
        .args(words(
            "party new hands --pairs Kay+Lou,Max+Ned --games 2 --seed 1 --set hands=10",
        ))
        .run();
    t.test()
        .args(words("party result --table 1 --winner kay --score 20-100"))
        .fails(2)
        .stderr_has("type their score first (e.g. 100-20)")
        .run();
    t.test()
        .args(words("party result --table 1 --winner kay --score 100-20"))
        .stdout_has("Kay+Lou won 100-20.")
        .run();
    let t = Table::new();
    t.test()
        .args(words(
            "party new fell --pairs Kay+Lou,Max+Ned --games 2 --seed 1 --rules auction-45s",
        ))
        .run();
    t.test()
        .args(words(
            "party result --table 1 --winner kay --score 100--205",
        ))
        .stdout_has("Kay+Lou won 100--205.")
        .run();
}

#[test]
fn an_earlier_result_is_corrected_and_the_seatings_played_at_stay() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal,Ivy+Jo,Kit+Lee --games 4 --seed 3",
        ))
        .run();
    let game1 = play_game_with(&t, |_| "1");
    let game2 = t.test().args(["party", "seat"]).json();
    // One table of game 2 has reported: game 2's seating is in use.
    t.test()
        .args(words("party result --table 1 --winner 2 --score 120-60"))
        .run();
    let third_before = {
        play_game_with_rest(&t, 2);
        t.test().args(["party", "seat"]).json()
    };
    let tally = |standings: &Value, name: &str| {
        let line = standings["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["pair"] == name)
            .unwrap()
            .clone();
        (
            line["won"].as_i64().unwrap(),
            line["lost"].as_i64().unwrap(),
            line["points"].as_i64().unwrap(),
        )
    };
    let before = t.test().args(["party", "standings"]).json();
    // Table 2 of game 1 was really won by its second pair.
    let was = game1["tables"][1]["pairs"][0].as_str().unwrap().to_string();
    let really = game1["tables"][1]["pairs"][1].as_str().unwrap().to_string();
    t.test()
        .args(words(&format!(
            "party result --game 1 --table 2 --winner {really} --score 130-90"
        )))
        .stdout_has(format!(
            "Corrected game 1, table 2: {really} won 130-90 (was {was})."
        ))
        .run();
    // The seatings played at are kept as they were.
    for (game, before) in [(1, &game1), (2, &game2)] {
        let now = t
            .test()
            .args(words(&format!("party seat --game {game}")))
            .json();
        assert_eq!(now["tables"], before["tables"], "game {game}");
    }
    assert_eq!(
        t.test().args(["party", "seat"]).json()["tables"],
        third_before["tables"],
        "game 3 had a result in and keeps its seating"
    );
    // The tally follows the correction.
    let after = t.test().args(["party", "standings"]).json();
    let (w, l, p) = tally(&before, &really);
    assert_eq!(tally(&after, &really), (w + 1, l - 1, p + 130));
    let (w, l, p) = tally(&before, &was);
    assert_eq!(tally(&after, &was), (w - 1, l + 1, p + 90));
    // The same result again is nothing to correct; a bad one is refused.
    for (line, says) in [
        (
            format!("party result --game 1 --table 2 --winner {really} --score 130-90"),
            "already has that result",
        ),
        (
            format!("party result --game 1 --table 2 --winner {really} --score 90-130"),
            "type their score first (e.g. 130-90)",
        ),
        (
            "party result --game 1 --table 9 --winner 1".to_string(),
            "there is no table 9 in game 1",
        ),
        (
            "party result --game 4 --table 1 --winner 1".to_string(),
            "game 4 isn't seated yet",
        ),
    ] {
        t.test()
            .args(words(&line))
            .fails(2)
            .stderr_has(says)
            .files_unchanged()
            .run();
    }
    t.test().args(["party", "undo"]).run();
    let history = t.test().args(["party", "history"]).json();
    let entries = history["entries"].as_array().unwrap();
    let actions: Vec<&str> = entries
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions.iter().filter(|a| **a == "entered").count(),
        3 + 3 + 1
    );
    assert_eq!(actions[actions.len() - 2..], ["corrected", "undone"]);
    let corrected = &entries[entries.len() - 2];
    assert_eq!(corrected["game"], 1);
    assert_eq!(corrected["table"], 2);
    assert_eq!(corrected["by"], serde_json::json!({ "command": true }));
    assert_eq!(corrected["winner"], really.as_str());
    assert_eq!(corrected["score"], "130-90");
    assert_eq!(corrected["was_winner"], was.as_str());
    assert!(chrono::DateTime::parse_from_rfc3339(corrected["at"].as_str().unwrap()).is_ok());
    assert_eq!(entries[0]["winner"], game1["tables"][0]["pairs"][0]);
    t.test()
        .args(["party", "history"])
        .stdout_has(format!("corrected (was {was})"))
        .stdout_has("undone")
        .run();
}

/// Enters every table of game `game` still to report: pair 1 wins.
fn play_game_with_rest(t: &Table, game: u64) {
    let standings = t.test().args(["party", "standings"]).json();
    assert_eq!(standings["current"], game);
    for table in standings["waiting"].as_array().unwrap() {
        t.test()
            .args(words(&format!("party result --table {table} --winner 1")))
            .run();
    }
    // One table of the next game reports, so its seating is in use.
    t.test()
        .args(words("party result --table 1 --winner 1"))
        .run();
}

#[test]
fn a_party_file_of_an_earlier_version_reads_and_corrects() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 3 --seed 5",
        ))
        .run();
    play_game_with(&t, |_| "1");
    let game2 = t.test().args(["party", "seat"]).json();
    t.test()
        .args(words("party result --table 1 --winner 2"))
        .run();
    // As the earlier version wrote it: no kept seatings, no history.
    let file = t.dir.path().join("parties").join("legion.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let old = text[..text.find("[[party.seated]]").unwrap()].replace("avoid_repeats = true\n", "");
    std::fs::write(&file, &old).unwrap();
    let history = t.test().args(["party", "history"]).json();
    let entries = history["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 3);
    assert!(entries
        .iter()
        .all(|e| e["action"] == "entered" && e["at"].is_null()));
    let before = t.test().args(["party", "standings"]).json();
    assert_eq!(before["played"], 1);
    t.test()
        .args(words("party result --game 1 --table 1 --winner 2"))
        .stdout_has("Corrected game 1, table 1")
        .run();
    assert_eq!(
        t.test().args(words("party seat --game 2")).json()["tables"],
        game2["tables"]
    );
}

#[test]
fn the_movement_keeps_pairs_from_meeting_again_and_says_so_where_it_cannot() {
    // 8 pairs at 4 tables. In game 1 pair 1 wins everywhere and moves on;
    // in game 2 the pair that lost at table 1 wins there and moves to table
    // 2, where the pair that beat it lost and stays: the plain movement has
    // them meet again in game 3.
    let t = Table::new();
    t.test()
        .args(words(&format!(
            "party new legion --pairs {} --games 4 --seed 3",
            pairs(8)
        )))
        .run();
    let game1 = play_game_with(&t, |_| "1");
    let a = game1["tables"][0]["pairs"][0].as_str().unwrap().to_string();
    let b = game1["tables"][0]["pairs"][1].as_str().unwrap().to_string();
    let game2 = t.test().args(["party", "seat"]).json();
    for table in game2["tables"].as_array().unwrap() {
        let number = table["table"].as_u64().unwrap();
        let names: Vec<&str> = table["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        let winner = match number {
            1 => b.clone(),
            2 => names.iter().find(|n| **n != a).unwrap().to_string(),
            _ => "1".to_string(),
        };
        t.test()
            .args(words(&format!(
                "party result --table {number} --winner {winner}"
            )))
            .run();
    }
    let game3 = t.test().args(["party", "seat"]).json();
    let met: Vec<Vec<String>> = [&game1, &game2]
        .iter()
        .flat_map(|s| s["tables"].as_array().unwrap().clone())
        .map(|t| {
            let mut p: Vec<String> = t["pairs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_string())
                .collect();
            p.sort();
            p
        })
        .collect();
    for table in game3["tables"].as_array().unwrap() {
        let mut p: Vec<String> = table["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_string())
            .collect();
        p.sort();
        assert!(!met.contains(&p), "game 3 replays {p:?}: {game3}");
    }
    assert!(!game3["moved"].as_array().unwrap().is_empty());
    t.test()
        .args(["party", "seat"])
        .stdout_has("so as not to meet a pair they have played")
        .run();

    // Four pairs at two tables meet again by game 4 whatever the seating:
    // the seating says so.
    let t = Table::new();
    t.test()
        .args(words(
            "party new small --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 5 --seed 2",
        ))
        .run();
    let mut said = 0;
    for _ in 0..4 {
        play_game_with(&t, |_| "1");
        let seat = t.test().args(["party", "seat"]).json();
        said += seat["rematches"].as_array().unwrap().len();
        if let Some(r) = seat["rematches"].as_array().unwrap().first() {
            t.test()
                .args(["party", "seat"])
                .stdout_has(format!(
                    "Table {}: {} and {} met in game {}; no other seating avoids it.",
                    r["table"],
                    r["pairs"][0].as_str().unwrap(),
                    r["pairs"][1].as_str().unwrap(),
                    r["met_in"]
                ))
                .run();
        }
    }
    assert!(said > 0);
}

#[test]
fn party_help_says_what_game_means_here_and_offers_ascii_only_where_it_draws() {
    let t = Table::new();
    for sub in ["result", "seat"] {
        t.test()
            .args(["party", sub, "--help"])
            .stdout_has("--game <K>")
            .stdout_has("Which game of the evening, by its number")
            .stdout_lacks("Which saved game")
            .stdout_lacks("suit symbols")
            .run();
    }
    for sub in ["board", "export", "prizes", "undo", "list", "use"] {
        t.test()
            .args(["party", sub, "--help"])
            .stdout_lacks("--ascii")
            .stdout_lacks("--game")
            .run();
    }
    t.test()
        .args(["party", "standings", "--help"])
        .stdout_lacks("--game")
        .stdout_has("Plain ASCII lines")
        .run();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan --games 1 --seed 1",
        ))
        .run();
    t.test()
        .args(words("party standings --game 1"))
        .fails(2)
        .stderr_has("--game K picks a game for `party seat`, `party result`, `party join` and `party leave` only")
        .files_unchanged()
        .run();
    t.test()
        .args(words(
            "party result --table 1 --winner 1 --score 120-80 --ascii",
        ))
        .run();
    // Over: no column left empty for the tables.
    let out = t.test().args(["party", "standings"]).run().stdout;
    let head = out.lines().find(|l| l.contains("Points")).unwrap();
    assert!(head.trim_end().ends_with("Points │"), "{out}");
    assert!(out.contains("The game is in."), "{out}");
}

#[test]
fn seat_cards_have_a_place_for_the_winners_and_the_score() {
    let t = Table::new();
    t.test()
        .args(words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --seed 1",
        ))
        .run();
    let cards = t.test().args(["party", "seat", "--cards"]).run().stdout;
    assert_eq!(cards.matches("TABLE ").count(), 2, "{cards}");
    assert_eq!(
        cards
            .matches("Winners (pair 1 or 2):  ________________")
            .count(),
        2,
        "{cards}"
    );
    assert_eq!(
        cards
            .matches("Score, the winners' first:  ______ - ______")
            .count(),
        2,
        "{cards}"
    );
}

#[test]
fn the_terminal_board_fits_the_window_leaders_first_then_the_seating() {
    let t = Table::new();
    t.test()
        .args(words(&format!(
            "party new hall --pairs {} --seed 4",
            pairs(28)
        )))
        .run();
    for table in 1..=5 {
        t.test()
            .args(words(&format!(
                "party result --table {table} --winner 1 --score 120-{}",
                table * 10
            )))
            .run();
    }
    let standings = t.test().args(["party", "standings"]).json();
    let leader = standings["pairs"][0]["pair"].as_str().unwrap().to_string();
    let seat = t.test().args(["party", "seat"]).json();
    let first_table = format!(
        " 1 {} v {}",
        seat["tables"][0]["pairs"][0].as_str().unwrap(),
        seat["tables"][0]["pairs"][1].as_str().unwrap()
    );
    for (columns, rows) in [(80, 24), (50, 24), (80, 12)] {
        let out = t
            .test()
            .args(["party", "board"])
            .env("COLUMNS", &columns.to_string())
            .env("LINES", &rows.to_string())
            .run()
            .stdout;
        let lines: Vec<&str> = out.lines().collect();
        assert!(
            lines.len() <= rows,
            "{columns}x{rows}: {} lines\n{out}",
            lines.len()
        );
        for line in &lines {
            assert!(
                line.chars().count() <= columns,
                "{columns}x{rows}: a line wraps: {line:?}\n{out}"
            );
        }
        assert!(lines[0].starts_with("HALL"), "{out}");
        assert!(lines[1].starts_with("Game 1 of 25: waiting for"), "{out}");
        let place = lines.iter().position(|l| l.contains(&leader)).unwrap();
        assert!(place <= 4, "the leaders come first: {out}");
        assert!(out.contains("more: fortyfives party standings"), "{out}");
        assert!(out.contains("Game 1 seating, table by table:"), "{out}");
        assert!(out.contains(&first_table), "{first_table:?}\n{out}");
    }
    // A size of 0x0 is unknown: every pair, and the whole seating.
    let out = t
        .test()
        .args(["party", "board"])
        .env("COLUMNS", "0")
        .env("LINES", "0")
        .run()
        .stdout;
    for i in 0..28 {
        assert!(out.contains(&format!("P{i}a+P{i}b ")), "P{i}\n{out}");
    }
    assert!(!out.contains("more: fortyfives"), "{out}");
    assert!(out.contains("14 "), "{out}");
}

#[test]
fn a_seed_too_large_to_save_is_refused_before_anything_is_written() {
    let t = Table::new();
    t.test()
        .args([
            "party",
            "new",
            "r1",
            "--pairs",
            "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal",
            "--seed",
            "9223372036854775808",
        ])
        .fails(2)
        .stderr_has("a party's seed is a whole number from 0 to 9223372036854775807")
        .files_unchanged()
        .run();
    assert!(!t.dir.path().join("parties/r1.toml").exists());
    // The largest one is kept, and draws the same seating every time.
    t.test()
        .args([
            "party",
            "new",
            "r1",
            "--pairs",
            "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal",
            "--seed",
            "9223372036854775807",
        ])
        .stdout_has("Seed 9223372036854775807")
        .run();
    t.test().args(["party", "standings"]).run();
}

/// A party file as earlier versions wrote it: `by` as a bare word, and a
/// pair's waiting entry kept by places at the table.
const OLD_PARTY: &str = r#"schema = 1
name = "old"
created = "2026-11-25T19:00:00-04:00"
rules = "120"

[party]
games = 3
movement = "winners"
partners = "fixed"
per_table = 2
seed = 7
avoid_repeats = true

[[party.pairs]]
name = "Ann+Bob"
players = ["Ann", "Bob"]

[[party.pairs]]
name = "Cid+Dan"
players = ["Cid", "Dan"]

[[party.pairs]]
name = "Eve+Fay"
players = ["Eve", "Fay"]

[[party.pairs]]
name = "Gus+Hal"
players = ["Gus", "Hal"]

[[party.results]]
game = 1
table = 1
winner = 0

[[party.log]]
game = 1
table = 1
action = "entered"
by = "director"
winner = "Eve+Fay"
at = "2026-11-25T20:14:03-04:00"

[[party.pending]]
game = 1
table = 2

[[party.pending.claims]]
side = 1
by = "Cid+Dan"
at = "2026-11-25T20:15:00-04:00"
winner = 1
scores = [80, 120]
"#;

#[test]
fn party_files_of_earlier_versions_still_load_and_their_entries_keep_their_names() {
    let t = Table::new();
    let parties = t.dir.path().join("parties");
    std::fs::create_dir_all(&parties).unwrap();
    std::fs::write(parties.join("old.toml"), OLD_PARTY).unwrap();
    t.test().args(["party", "use", "old"]).run();
    let history = t.test().args(["party", "history"]).json();
    assert_eq!(
        history["entries"][0]["by"],
        serde_json::json!({ "director": true })
    );
    // The waiting entry was Cid+Dan's, for Cid+Dan: named so once read.
    t.test()
        .args(words("party result --table 2 --winner Ann+Bob --score 120-100"))
        .stdout_has(
            "Cid+Dan's entry at table 2 of game 1 (Cid+Dan won 120-80) was set aside by a command, not counted.",
        )
        .run();
    let history = t.test().args(["party", "history"]).json();
    let last = &history["entries"][2];
    assert_eq!(last["action"], "dropped");
    assert_eq!(last["entered_by"], serde_json::json!({ "pair": "Cid+Dan" }));
    // Written back in today's words: no bare "director" left to misread.
    let file = std::fs::read_to_string(parties.join("old.toml")).unwrap();
    assert!(!file.contains("by = \"director\""), "{file}");
}
