//! The live hall (`party serve`) as a phone, the director and the laptop
//! see it: the real server on a free loopback port, spoken to over HTTP,
//! alongside the commands on the same data folder. The security list of
//! the contract, one test each.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{snapshot, words, Table};
use serde_json::Value;

/// A running hall: the server as a child process, killed however the test
/// ends.
struct Hall {
    child: Child,
    base: String,
    pin: String,
}

impl Drop for Hall {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Eight pairs, one of them named to break a page that doesn't escape.
const PAIRS: &str =
    "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal,<script>alert(1)</script>+Zed,Ivy+Joe,Kim+Lou,Max+Ned";

fn party(games: &str) -> Table {
    let t = Table::new();
    t.test()
        .args([
            "party", "new", "legion", "--pairs", PAIRS, "--games", games, "--seed", "7",
        ])
        .run();
    t
}

fn open(t: &Table, extra: &[&str]) -> Hall {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fortyfives"));
    cmd.args([
        "party",
        "serve",
        "--bind",
        "127.0.0.1:0",
        "--director-pin",
        "2468",
    ])
    .args(extra)
    .env("FORTYFIVES_DATA_DIR", t.dir.path())
    .env("NO_COLOR", "1")
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("party serve starts");
    let stdout = child.stdout.take().expect("its output");
    let mut lines = BufReader::new(stdout).lines();
    let mut base = None;
    let mut seen = String::new();
    // The address is printed before the first request is taken.
    for _ in 0..20 {
        let Some(Ok(line)) = lines.next() else { break };
        seen.push_str(&line);
        seen.push('\n');
        if let Some(rest) = line.split("Board (for the projector):").nth(1) {
            base = Some(rest.trim().trim_end_matches('/').to_string());
            break;
        }
    }
    let Some(base) = base else {
        let _ = child.kill();
        panic!("party serve printed no address:\n{seen}");
    };
    // Keep reading what it prints, so it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Hall {
        child,
        base,
        pin: "2468".to_string(),
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into()
}

struct Answer {
    status: u16,
    location: String,
    body: String,
}

fn get(url: &str) -> Answer {
    answer(agent().get(url).call().expect("the server answers"))
}

fn post(url: &str, form: &[(&str, &str)]) -> Answer {
    answer(
        agent()
            .post(url)
            .send_form(form.iter().copied())
            .expect("the server answers"),
    )
}

fn answer(mut r: ureq::http::Response<ureq::Body>) -> Answer {
    let location = r
        .headers()
        .get("location")
        .and_then(|l| l.to_str().ok())
        .unwrap_or("")
        .to_string();
    Answer {
        status: r.status().as_u16(),
        location,
        body: r.body_mut().read_to_string().unwrap_or_default(),
    }
}

/// The value of a hidden field of a page's form, as a browser posts it.
fn hidden(page: &str, name: &str) -> Option<String> {
    let at = page.find(&format!("type=\"hidden\" name=\"{name}\" value=\""))?;
    let rest = &page[at..];
    let start = rest.find("value=\"")? + "value=\"".len();
    let end = rest[start..].find('"')?;
    Some(rest[start..start + end].to_string())
}

fn codes(t: &Table) -> Vec<(String, String)> {
    t.test().args(["party", "codes"]).json()["codes"]
        .as_array()
        .expect("codes")
        .iter()
        .map(|c| {
            (
                c["pair"].as_str().unwrap().to_string(),
                c["code"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn code_of(t: &Table, pair: &str) -> String {
    codes(t)
        .into_iter()
        .find(|(p, _)| p == pair)
        .expect("the pair")
        .1
}

/// The pairs at each table of the game being played.
fn seating(t: &Table) -> Vec<Vec<String>> {
    t.test().args(["party", "seat"]).json()["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            t["pairs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

/// The four pairs of the claims' cases, seed 7, and game 1 entered with
/// the commands: the first pair at each table wins.
fn four_pairs_after_game_one() -> Table {
    let t = Table::new();
    t.test()
        .args([
            "party",
            "new",
            "r1",
            "--pairs",
            "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal",
            "--seed",
            "7",
        ])
        .run();
    for table in ["1", "2"] {
        t.test()
            .args(["party", "result", "--table", table, "--winner", "1"])
            .run();
    }
    t
}

/// The table `pair` plays at in the game being played, and its opponents.
fn table_of(t: &Table, pair: &str) -> (String, String) {
    seating(t)
        .iter()
        .enumerate()
        .find_map(|(i, pairs)| {
            let at = pairs.iter().position(|p| p == pair)?;
            Some(((i + 1).to_string(), pairs[1 - at].clone()))
        })
        .expect("the pair is seated")
}

fn page_of(hall: &Hall, t: &Table, pair: &str) -> String {
    get(&format!("{}/p/{}", hall.base, code_of(t, pair))).body
}

fn enter(hall: &Hall, t: &Table, pair: &str, winner: &str, score: &str) -> Answer {
    post(
        &format!("{}/p/{}/result", hall.base, code_of(t, pair)),
        &[
            ("game", &current_game(t)),
            ("winner", winner),
            ("score", score),
        ],
    )
}

fn current_game(t: &Table) -> String {
    t.test().args(["party", "seat"]).json()["game"].to_string()
}

fn history(t: &Table) -> Vec<Value> {
    t.test().args(["party", "history"]).json()["entries"]
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn a_correction_never_hands_one_pairs_entry_to_another() {
    let t = four_pairs_after_game_one();
    let hall = open(&t, &[]);
    let game2 = seating(&t);
    let (table, them) = table_of(&t, "Gus+Hal");
    let entered = enter(&hall, &t, "Gus+Hal", "Gus+Hal", "120-70");
    assert!(
        entered.location.ends_with("said=waiting"),
        "{}",
        entered.body
    );
    // Game 1 corrected: game 2 has an entry, so its seating stays.
    t.test()
        .args(words(
            "party result --game 1 --table 1 --winner 2 --score 120-90",
        ))
        .stdout_has("Corrected game 1, table 1")
        .stdout_lacks("follows the corrected tally")
        .run();
    assert_eq!(seating(&t), game2, "game 2 was reseated under an entry");
    assert_eq!(table_of(&t, "Gus+Hal"), (table, them.clone()));
    let ours = page_of(&hall, &t, "Gus+Hal");
    assert!(
        ours.contains("You entered: <strong>Gus+Hal won 120-70</strong>"),
        "{ours}"
    );
    let theirs = page_of(&hall, &t, &them);
    assert!(
        theirs.contains("Gus+Hal entered: <strong>Gus+Hal won 120-70</strong>"),
        "{theirs}"
    );
    for other in ["Ann+Bob", "Cid+Dan", "Eve+Fay"]
        .into_iter()
        .filter(|p| *p != them)
    {
        let page = page_of(&hall, &t, other);
        assert!(
            !page.contains("You entered") && !page.contains("120-70"),
            "{other} was handed Gus+Hal's entry: {page}"
        );
    }
}

#[test]
fn a_yes_counts_only_the_entry_it_was_shown() {
    let t = four_pairs_after_game_one();
    let hall = open(&t, &[]);
    let (_, them) = table_of(&t, "Ann+Bob");
    enter(&hall, &t, "Ann+Bob", "Ann+Bob", "120-80");
    let shown = page_of(&hall, &t, &them);
    assert!(shown.contains("Ann+Bob won 120-80"), "{shown}");
    // Posted as the page drew it (a page that names no entry posts none).
    let claim = hidden(&shown, "claim").unwrap_or_default();
    // Ann+Bob change their entry before the other side answers.
    enter(&hall, &t, "Ann+Bob", "Ann+Bob", "120-0");
    let before = snapshot(t.dir.path());
    let game = current_game(&t);
    let yes = post(
        &format!("{}/p/{}/confirm", hall.base, code_of(&t, &them)),
        &[("game", game.as_str()), ("claim", &claim), ("agree", "yes")],
    );
    assert_eq!(yes.status, 400, "{}", yes.body);
    assert!(
        yes.body.contains("your answer was not counted") && yes.body.contains("Ann+Bob won 120-0"),
        "{}",
        yes.body
    );
    assert_eq!(
        snapshot(t.dir.path()),
        before,
        "a stale Yes changed the party"
    );
    // A form without the entry it answers counts nothing either.
    let blind = post(
        &format!("{}/p/{}/confirm", hall.base, code_of(&t, &them)),
        &[("game", game.as_str()), ("agree", "yes")],
    );
    assert_eq!(blind.status, 400, "{}", blind.body);
    assert_eq!(snapshot(t.dir.path()), before);
    // The entry shown now is the one a Yes counts.
    let claim = hidden(&yes.body, "claim").expect("the page shows the new entry's form");
    let counted = post(
        &format!("{}/p/{}/confirm", hall.base, code_of(&t, &them)),
        &[("game", game.as_str()), ("claim", &claim), ("agree", "yes")],
    );
    assert!(
        counted.location.ends_with("said=confirmed"),
        "{}",
        counted.body
    );
    let last = history(&t).pop().unwrap();
    assert_eq!(last["action"], "confirmed");
    assert_eq!(last["score"], "120-0");
    assert_eq!(last["by"], serde_json::json!({ "pair": them }));
}

#[test]
fn undo_takes_back_the_last_change_and_nothing_entered_goes_unseen() {
    let t = four_pairs_after_game_one();
    let hall = open(&t, &[]);
    let (table, them) = table_of(&t, "Ann+Bob");
    enter(&hall, &t, "Ann+Bob", "Ann+Bob", "120-70");
    let disputed = enter(&hall, &t, &them, &them, "120-90");
    assert!(disputed.location.ends_with("said=disputed"));
    // The last change is the dispute: only it is taken back, and said.
    t.test()
        .args(["party", "undo"])
        .stdout_has(format!(
            "Took back {them}'s entry at table {table} of game 2: {them} won 120-90."
        ))
        .stdout_has(format!("{them}'s page says it was taken back."))
        .run();
    let last = history(&t).pop().unwrap();
    assert_eq!(last["action"], "undone");
    assert_eq!(last["entered_by"], serde_json::json!({ "pair": them }));
    let page = page_of(&hall, &t, &them);
    assert!(
        page.contains(&format!(
            "What you entered at table {table} of game 2 ({them} won 120-90) was taken back by a command"
        )),
        "{page}"
    );
    // Ann+Bob's entry still waits for the other side's word.
    assert!(
        page.contains("Ann+Bob entered: <strong>Ann+Bob won 120-70</strong>"),
        "{page}"
    );
    // A result typed at the laptop settles the table: the entry that said
    // otherwise is set aside, with a line in the output, the history and
    // on the pair's page.
    t.test()
        .args([
            "party", "result", "--table", &table, "--winner", &them, "--score", "120-80",
        ])
        .stdout_has(format!(
            "Ann+Bob's entry at table {table} of game 2 (Ann+Bob won 120-70) was set aside by a command, not counted."
        ))
        .run();
    let dropped = history(&t).pop().unwrap();
    assert_eq!(dropped["action"], "dropped");
    assert_eq!(
        dropped["entered_by"],
        serde_json::json!({ "pair": "Ann+Bob" })
    );
    assert_eq!(dropped["by"], serde_json::json!({ "command": true }));
    let page = page_of(&hall, &t, "Ann+Bob");
    assert!(
        page.contains(&format!(
            "What you entered at table {table} of game 2 (Ann+Bob won 120-70) was set aside by a command"
        )),
        "{page}"
    );
    t.test()
        .args(["party", "history"])
        .stdout_has("dropped")
        .run();
    // Taking that result back brings Ann+Bob's entry back, waiting.
    t.test()
        .args(["party", "undo"])
        .stdout_has(format!(
            "Took back table {table}'s result of game 2: {them} won 120-80."
        ))
        .run();
    let page = page_of(&hall, &t, &them);
    assert!(
        page.contains("Ann+Bob entered: <strong>Ann+Bob won 120-70</strong>"),
        "{page}"
    );
    let party: toml::Table =
        toml::from_str(&std::fs::read_to_string(t.dir.path().join("parties/r1.toml")).unwrap())
            .unwrap();
    assert_eq!(party["party"]["pending"].as_array().map(Vec::len), Some(1));
}

#[test]
fn undo_after_a_correction_takes_back_the_correction_and_the_button_names_it() {
    let t = four_pairs_after_game_one();
    let hall = open(&t, &[]);
    let game2 = seating(&t);
    // Game 2, table 2 confirmed by its pairs ...
    let (p, q) = (game2[1][0].clone(), game2[1][1].clone());
    enter(&hall, &t, &p, &p, "120-50");
    let claim = hidden(&page_of(&hall, &t, &q), "claim").unwrap_or_default();
    post(
        &format!("{}/p/{}/confirm", hall.base, code_of(&t, &q)),
        &[("game", "2"), ("claim", &claim), ("agree", "yes")],
    );
    // ... then game 1, table 1 corrected at the laptop.
    let game1_winner = history(&t)[0]["winner"].as_str().unwrap().to_string();
    t.test()
        .args(words(
            "party result --game 1 --table 1 --winner 2 --score 120-90",
        ))
        .run();
    let corrected = history(&t).pop().unwrap();
    let now_winner = corrected["winner"].as_str().unwrap().to_string();
    // The director's button names the correction, not the newer result.
    let director = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .new_agent();
    // "x:2468", the hall's PIN as basic auth's password.
    let basic = "Basic eDoyNDY4";
    let page = director
        .get(&format!("{}/director", hall.base))
        .header("authorization", basic)
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    let words = format!(
        "Take back the correction of table 1's result of game 1 to {now_winner} won 120-90 (it goes back to {game1_winner} won)?"
    );
    assert!(page.contains(&words), "{page}");
    let change = hidden(&page, "change").expect("the button names the change");
    // Something entered since: the button drawn before it takes nothing back.
    t.test()
        .args(["party", "result", "--table", "1", "--winner", "1"])
        .run();
    let before = snapshot(t.dir.path());
    let stale = director
        .post(&format!("{}/director/undo", hall.base))
        .header("authorization", basic)
        .send_form([("sure", "yes"), ("change", change.as_str())])
        .unwrap();
    assert_eq!(stale.status().as_u16(), 400);
    assert_eq!(snapshot(t.dir.path()), before);
    t.test().args(["party", "undo"]).run();
    // Now the correction is last; the command takes it back and says so.
    t.test()
        .args(["party", "undo"])
        .stdout_has(format!(
            "Took back the correction of table 1's result of game 1 to {now_winner} won 120-90 (it goes back to {game1_winner} won)."
        ))
        .run();
    let entries = history(&t);
    assert_eq!(entries[0]["winner"], game1_winner.as_str());
    let standings = t.test().args(["party", "standings"]).json();
    let won = |pair: &str| {
        standings["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["pair"] == pair)
            .unwrap()["won"]
            .clone()
    };
    // Game 2's confirmed result is still in.
    assert_eq!(won(&p), Value::from(1 + u64::from(game1_winner == p)));
}

#[test]
fn a_player_named_director_is_a_player() {
    let t = Table::new();
    t.test()
        .args([
            "party",
            "new",
            "split",
            "--pairs",
            "director+Bob,command+Dan,Eve+Fay,Gus+Hal",
            "--partners",
            "split",
            "--seed",
            "3",
        ])
        .run();
    let hall = open(&t, &["--confirm", "none"]);
    let code = t.test().args(["party", "codes"]).json()["codes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["player"] == "director")
        .expect("a code for the player")["code"]
        .as_str()
        .unwrap()
        .to_string();
    let page = get(&format!("{}/p/{code}", hall.base)).body;
    let winner = hidden_radio(&page).expect("the winners to choose from");
    let entered = post(
        &format!("{}/p/{code}/result", hall.base),
        &[("game", "1"), ("winner", &winner)],
    );
    assert!(
        entered.location.ends_with("said=counted"),
        "{}",
        entered.body
    );
    let entries = history(&t);
    assert_eq!(
        entries[0]["by"],
        serde_json::json!({ "player": "director" })
    );
    let file = std::fs::read_to_string(t.dir.path().join("parties/split.toml")).unwrap();
    assert!(file.contains("player = \"director\""), "{file}");
    assert!(!file.contains("director = true"), "{file}");
}

/// The first winner a pair's form offers.
fn hidden_radio(page: &str) -> Option<String> {
    let at = page.find("type=\"radio\" name=\"winner\" value=\"")?;
    let rest = &page[at + "type=\"radio\" name=\"winner\" value=\"".len()..];
    Some(rest[..rest.find('"')?].to_string())
}

#[test]
fn each_pair_has_its_own_code_without_look_alikes() {
    let t = party("3");
    let codes = codes(&t);
    assert_eq!(codes.len(), 8);
    for (pair, code) in &codes {
        assert_eq!(code.len(), 6, "{pair}: {code}");
        assert!(
            code.chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
                && !code.contains(['0', 'O', '1', 'I', 'L']),
            "{pair}: {code}"
        );
    }
    let mut unique: Vec<_> = codes.iter().map(|(_, c)| c.clone()).collect();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 8);
    // Codes never change once given: they are printed on the cards.
    assert_eq!(self::codes(&t), codes);
    let json = t.test().args(["party", "codes"]).json();
    assert_eq!(json["codes"][0]["link"], format!("/p/{}", codes[0].1));
}

#[test]
fn a_pair_enters_the_other_confirms_and_the_board_follows() {
    let t = party("3");
    let hall = open(&t, &[]);
    let tables = seating(&t);
    let (us, them) = (&tables[0][0], &tables[0][1]);
    let mut board = Events::follow(&hall.base);
    let page = get(&format!("{}/p/{}", hall.base, code_of(&t, us)));
    assert_eq!(page.status, 200);
    assert!(page.body.contains("table 1"), "{}", page.body);
    let entered = post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, us)),
        &[("game", "1"), ("winner", us), ("score", "120-95")],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    assert!(
        entered.location.ends_with("said=waiting"),
        "{}",
        entered.location
    );
    // Not counted before the other side's word.
    assert_eq!(t.test().args(["party", "standings"]).json()["played"], 0);
    assert!(t.test().args(["party", "standings"]).json()["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["won"] == 0));
    let theirs = get(&format!("{}/p/{}", hall.base, code_of(&t, them)));
    assert!(theirs.body.contains("entered:"), "{}", theirs.body);
    let claim = hidden(&theirs.body, "claim").expect("the Yes form names the entry");
    let sent = Instant::now();
    let confirmed = post(
        &format!("{}/p/{}/confirm", hall.base, code_of(&t, them)),
        &[("game", "1"), ("claim", &claim), ("agree", "yes")],
    );
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    // The board gets the new standings within two seconds.
    let drawn = board.until(Duration::from_secs(5), |html| {
        html.contains(">1</td><td class=\"n\">0</td>")
    });
    assert!(drawn.is_some(), "the board never showed the win");
    assert!(
        sent.elapsed() < Duration::from_secs(2),
        "took {:?}",
        sent.elapsed()
    );
    let standings = t.test().args(["party", "standings"]).json();
    let line = standings["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["pair"] == us.as_str())
        .unwrap()
        .clone();
    assert_eq!(
        (line["won"].clone(), line["points"].clone()),
        (Value::from(1), Value::from(120))
    );
    // The history says who did what, as the command shows it.
    let history = t.test().args(["party", "history"]).json();
    let entries = history["entries"].as_array().unwrap();
    assert_eq!(entries[0]["action"], "entered");
    assert_eq!(entries[0]["by"], serde_json::json!({ "pair": us }));
    assert_eq!(entries[1]["action"], "confirmed");
    assert_eq!(entries[1]["by"], serde_json::json!({ "pair": them }));
    // The pages' data is the commands' JSON.
    let api: Value =
        serde_json::from_str(&get(&format!("{}/api/standings", hall.base)).body).unwrap();
    assert_eq!(api, standings);
    let api: Value =
        serde_json::from_str(&get(&format!("{}/api/seating", hall.base)).body).unwrap();
    assert_eq!(api, t.test().args(["party", "seat"]).json());
}

#[test]
fn different_results_are_a_dispute_the_director_settles() {
    let t = party("3");
    let hall = open(&t, &[]);
    let tables = seating(&t);
    let (us, them) = (&tables[1][0], &tables[1][1]);
    post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, us)),
        &[("game", "1"), ("winner", us)],
    );
    let disputed = post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, them)),
        &[("game", "1"), ("winner", them)],
    );
    assert!(
        disputed.location.ends_with("said=disputed"),
        "{}",
        disputed.location
    );
    assert_eq!(
        t.test().args(["party", "standings"]).json()["pairs"][0]["won"],
        0
    );
    // The director sees it, signed in by the PIN's form (a cookie) ...
    let agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .new_agent();
    let signed = agent
        .post(&format!("{}/director/login", hall.base))
        .send_form([("pin", hall.pin.as_str())])
        .unwrap();
    assert_eq!(signed.status().as_u16(), 303);
    let cookie = signed
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert!(cookie.starts_with("ff_director="), "{cookie}");
    let mut page = agent
        .get(&format!("{}/director", hall.base))
        .header("cookie", &cookie)
        .call()
        .unwrap();
    let page = page.body_mut().read_to_string().unwrap();
    assert!(page.contains("Disputes"), "{page}");
    assert!(page.contains("Game 1, table 2"), "{page}");
    // ... and settles it: the result counts, the claims are gone.
    let settled = agent
        .post(&format!("{}/director/result", hall.base))
        .header("cookie", &cookie)
        .send_form([
            ("game", "1"),
            ("table", "2"),
            ("winner", them.as_str()),
            ("score", "120-100"),
        ])
        .unwrap();
    assert_eq!(settled.status().as_u16(), 303);
    let history = t.test().args(["party", "history"]).json();
    let actions: Vec<(&str, &str)> = history["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["action"].as_str().unwrap(), crate::common::who(&e["by"])))
        .collect();
    assert_eq!(
        actions,
        vec![
            ("entered", us.as_str()),
            ("disputed", them.as_str()),
            ("entered", "director"),
            ("dropped", "director")
        ]
    );
    // A pair can no longer change it: the director's to correct.
    let late = post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, us)),
        &[("game", "1"), ("winner", us)],
    );
    assert_eq!(late.status, 400);
    assert!(late.body.contains("ask the director"), "{}", late.body);
    // Basic auth with the PIN opens the page too (any user name); a wrong
    // PIN doesn't.
    let basic = agent
        .get(&format!("{}/director", hall.base))
        .header("authorization", "Basic eDoyNDY4")
        .call()
        .unwrap();
    assert_eq!(basic.status().as_u16(), 200);
    let wrong = agent
        .get(&format!("{}/director", hall.base))
        .header("authorization", "Basic eDoxMTEx")
        .call()
        .unwrap();
    assert_eq!(wrong.status().as_u16(), 401);
}

#[test]
fn a_pair_can_enter_and_confirm_only_its_own_games() {
    let t = party("3");
    let hall = open(&t, &["--confirm", "none"]);
    let tables = seating(&t);
    let ours = &tables[0];
    let before = snapshot(t.dir.path());
    // A table it doesn't sit at, by number or by naming another table's pair.
    for form in [
        vec![
            ("game", "1"),
            ("table", "2"),
            ("winner", tables[1][0].as_str()),
        ],
        vec![("game", "1"), ("winner", tables[1][0].as_str())],
        vec![("game", "2"), ("winner", ours[0].as_str())],
    ] {
        let refused = post(
            &format!("{}/p/{}/result", hall.base, code_of(&t, &ours[0])),
            &form,
        );
        assert_eq!(refused.status, 400, "{form:?}");
        assert!(refused.body.contains("class=\"error\""), "{}", refused.body);
    }
    // Nothing to confirm at its own table, and nothing at another's.
    let nothing = post(
        &format!("{}/p/{}/confirm", hall.base, code_of(&t, &ours[0])),
        &[("game", "1"), ("agree", "yes")],
    );
    assert_eq!(nothing.status, 400);
    assert_eq!(
        snapshot(t.dir.path()),
        before,
        "a refused form changed the party"
    );
    // With --confirm none, its own result counts at once.
    let counted = post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, &ours[0])),
        &[("game", "1"), ("winner", &ours[0]), ("score", "120-80")],
    );
    assert!(
        counted.location.ends_with("said=counted"),
        "{}",
        counted.location
    );
    assert_eq!(
        t.test().args(["party", "history"]).json()["entries"][0]["by"],
        serde_json::json!({ "pair": ours[0] })
    );
}

#[test]
fn wrong_codes_slow_an_address_then_refuse_it() {
    let t = party("3");
    let hall = open(&t, &[]);
    let right = code_of(&t, "Ann+Bob");
    for i in 0..9 {
        let wrong = get(&format!(
            "{}/p/ZZZZZ{}",
            hall.base,
            ["2", "3", "4", "5", "6", "7", "8", "9", "A"][i]
        ));
        assert_eq!(wrong.status, 404, "guess {i}");
        assert!(
            wrong.body.contains("No pair has the code"),
            "{}",
            wrong.body
        );
    }
    assert_eq!(get(&format!("{}/p/{right}", hall.base)).status, 200);
    assert_eq!(get(&format!("{}/p/ZZZZZB", hall.base)).status, 404);
    // The tenth wrong guess: the address is refused, the right code too.
    let refused = get(&format!("{}/p/{right}", hall.base));
    assert_eq!(refused.status, 429);
    assert!(
        refused.body.contains("Try again in 10 minutes"),
        "{}",
        refused.body
    );
    assert_eq!(get(&format!("{}/director", hall.base)).status, 429);
    // The board stays open to all.
    assert_eq!(get(&format!("{}/", hall.base)).status, 200);
}

#[test]
fn forms_from_another_site_and_large_bodies_are_refused() {
    let t = party("3");
    let hall = open(&t, &["--confirm", "none"]);
    let tables = seating(&t);
    let code = code_of(&t, &tables[0][0]);
    let before = snapshot(t.dir.path());
    let url = format!("{}/p/{code}/result", hall.base);
    let form = [("game", "1"), ("winner", tables[0][0].as_str())];
    let foreign = agent()
        .post(&url)
        .header("origin", "http://evil.example")
        .send_form(form)
        .unwrap();
    assert_eq!(foreign.status().as_u16(), 403);
    let null = agent()
        .post(&url)
        .header("origin", "null")
        .send_form(form)
        .unwrap();
    assert_eq!(null.status().as_u16(), 403);
    let cross = agent()
        .post(&url)
        .header("sec-fetch-site", "cross-site")
        .send_form(form)
        .unwrap();
    assert_eq!(cross.status().as_u16(), 403);
    let huge = format!("game=1&winner={}", "a".repeat(17 * 1024));
    let large = agent()
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .send(huge.as_bytes())
        .unwrap();
    assert_eq!(large.status().as_u16(), 413);
    assert_eq!(
        snapshot(t.dir.path()),
        before,
        "a refused post changed the party"
    );
    // The same form from the hall's own page is taken.
    let own = agent()
        .post(&url)
        .header("origin", hall.base.as_str())
        .send_form(form)
        .unwrap();
    assert_eq!(own.status().as_u16(), 303);
}

#[test]
fn every_name_is_shown_as_text_on_every_page() {
    let t = party("3");
    let hall = open(&t, &[]);
    let code = code_of(&t, "<script>alert(1)</script>+Zed");
    let basic = "Basic eDoyNDY4";
    for path in [
        "/".to_string(),
        format!("/p/{code}"),
        "/director".to_string(),
        "/cards".to_string(),
    ] {
        let mut r = agent()
            .get(&format!("{}{path}", hall.base))
            .header("authorization", basic)
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 200, "{path}");
        let body = r.body_mut().read_to_string().unwrap();
        assert!(
            !body.contains("<script>alert"),
            "{path} shows the name as markup"
        );
        assert!(
            body.contains("&lt;script&gt;alert(1)&lt;/script&gt;+Zed"),
            "{path} lacks the name"
        );
        // The one script is the hall's own.
        assert_eq!(body.matches("<script").count(), 1, "{path}");
    }
    let mut events = Events::follow(&hall.base);
    let first = events
        .until(Duration::from_secs(5), |_| true)
        .expect("the board at once");
    assert!(first.contains("&lt;script&gt;") && !first.contains("<script>alert"));
}

#[test]
fn no_address_reaches_the_files() {
    let t = party("3");
    let hall = open(&t, &[]);
    for path in [
        "/../Cargo.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/p/..%2F..%2Fparties%2Flegion.toml",
        "/hall.css/../../legion.toml",
        "/parties/legion.toml",
        "/legion.toml",
    ] {
        let r = get(&format!("{}{path}", hall.base));
        assert!(r.status == 404 || r.status == 400, "{path}: {}", r.status);
        assert!(
            !r.body.contains("[party]") && !r.body.contains("root:"),
            "{path}"
        );
    }
    let css = get(&format!("{}/hall.css", hall.base));
    assert_eq!(css.status, 200);
    assert!(css.body.contains("#board"));
}

#[test]
fn the_commands_and_the_pages_share_one_store() {
    let t = party("3");
    let hall = open(&t, &[]);
    let mut board = Events::follow(&hall.base);
    board
        .until(Duration::from_secs(5), |_| true)
        .expect("the first drawing");
    let tables = seating(&t);
    // A result typed at the laptop reaches the board within two seconds.
    let typed = Instant::now();
    t.test()
        .args([
            "party",
            "result",
            "--table",
            "3",
            "--winner",
            &tables[2][0],
            "--score",
            "120-70",
        ])
        .run();
    let shown = board.until(Duration::from_secs(5), |html| {
        html.contains("class=\"seat in\"")
    });
    assert!(shown.is_some(), "the board never showed the typed result");
    assert!(
        typed.elapsed() < Duration::from_secs(3),
        "took {:?}",
        typed.elapsed()
    );
    // Phones and the laptop at the same moment: every result kept.
    let base = hall.base.clone();
    let phones: Vec<_> = [0usize, 1]
        .into_iter()
        .map(|i| {
            let (pair, code) = (tables[i][0].clone(), code_of(&t, &tables[i][0]));
            let base = base.clone();
            std::thread::spawn(move || {
                post(
                    &format!("{base}/p/{code}/result"),
                    &[("game", "1"), ("winner", pair.as_str())],
                )
                .status
            })
        })
        .collect();
    t.test()
        .args(["party", "result", "--table", "4", "--winner", &tables[3][1]])
        .run();
    for phone in phones {
        assert_eq!(phone.join().unwrap(), 303);
    }
    let history = t.test().args(["party", "history"]).json();
    assert_eq!(history["entries"].as_array().unwrap().len(), 4, "{history}");
    // A result the laptop enters settles whatever a pair had claimed there.
    t.test()
        .args(["party", "result", "--table", "1", "--winner", &tables[0][1]])
        .run();
    let page = get(&format!("{}/p/{}", hall.base, code_of(&t, &tables[0][0])));
    assert!(
        page.body.contains(&format!(
            "{} won",
            tables[0][1].replace('<', "&lt;").replace('>', "&gt;")
        )),
        "{}",
        page.body
    );
}

#[test]
fn a_result_acknowledged_survives_a_kill() {
    let t = party("3");
    let mut hall = open(&t, &["--confirm", "none"]);
    let tables = seating(&t);
    let r = post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, &tables[0][0])),
        &[("game", "1"), ("winner", &tables[0][0])],
    );
    assert_eq!(r.status, 303);
    hall.child.kill().unwrap();
    hall.child.wait().unwrap();
    assert_eq!(
        t.test().args(["party", "history"]).json()["entries"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    t.test().args(["party", "standings"]).run();
}

#[cfg(unix)]
#[test]
fn ctrl_c_closes_the_hall_at_once_with_screens_following_it() {
    let t = party("3");
    let mut hall = open(&t, &[]);
    let mut board = Events::follow(&hall.base);
    board
        .until(Duration::from_secs(5), |_| true)
        .expect("the first drawing");
    let pid = hall.child.id().to_string();
    Command::new("kill").args(["-INT", &pid]).status().unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = hall.child.try_wait().unwrap() {
            assert!(status.success(), "{status}");
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "still open 10 s after Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn serve_refuses_what_it_cant_use() {
    let t = party("3");
    let before = snapshot(t.dir.path());
    t.test()
        .args(["party", "serve", "--bind", "4545"])
        .fails(2)
        .stderr_has("e.g. 127.0.0.1:4545")
        .files_unchanged()
        .run();
    t.test()
        .args(["party", "serve", "--director-pin", "1 2"])
        .fails(2)
        .stderr_has("4 to 40")
        .run();
    t.test()
        .args(["party", "serve", "--json"])
        .fails(2)
        .stderr_has("/api/standings")
        .run();
    // A port already taken: said, with another to try.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    t.test()
        .args(["party", "serve", "--bind", &format!("127.0.0.1:{port}")])
        .fails(2)
        .stderr_has("Pick another port")
        .run();
    assert_eq!(snapshot(t.dir.path()), before);
    t.test()
        .args(["party", "serve", "--help"])
        .stdout_has("127.0.0.1:4545")
        .run();
}

/// The board's live stream, read as a screen reads it: each `board` event's
/// HTML in turn.
struct Events {
    reader: BufReader<TcpStream>,
}

impl Events {
    fn follow(base: &str) -> Events {
        let host = base.trim_start_matches("http://");
        let mut stream = TcpStream::connect(host).expect("the server takes a connection");
        write!(
            stream,
            "GET /events HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n"
        )
        .unwrap();
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        Events {
            reader: BufReader::new(stream),
        }
    }

    /// The first board drawn from now on that `wanted` accepts, waiting at
    /// most `limit`.
    fn until(&mut self, limit: Duration, wanted: impl Fn(&str) -> bool) -> Option<String> {
        let deadline = Instant::now() + limit;
        let mut data = String::new();
        let mut line = String::new();
        while Instant::now() < deadline {
            line.clear();
            match self.reader.read_line(&mut line) {
                Ok(0) => return None,
                Ok(_) => {}
                Err(_) => continue,
            }
            if let Some(rest) = line.strip_prefix("data:") {
                data.push_str(
                    rest.strip_prefix(' ')
                        .unwrap_or(rest)
                        .trim_end_matches(['\r', '\n']),
                );
            } else if line.trim().is_empty() && !data.is_empty() {
                if wanted(&data) {
                    return Some(data);
                }
                data.clear();
            }
        }
        let _ = self.reader.get_mut().read(&mut [0u8; 0]);
        None
    }
}

#[test]
fn the_board_page_of_board_html_follows_results_from_phones() {
    let t = party("3");
    let page = t.dir.path().join("board.html");
    t.test()
        .args(["party", "board", "--html", page.to_str().unwrap()])
        .run();
    let points = ">120<";
    assert!(!std::fs::read_to_string(&page).unwrap().contains(points));
    let hall = open(&t, &["--confirm", "none"]);
    let tables = seating(&t);
    let winner = &tables[0][0];
    post(
        &format!("{}/p/{}/result", hall.base, code_of(&t, winner)),
        &[("game", "1"), ("winner", winner), ("score", "120-90")],
    );
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let html = std::fs::read_to_string(&page).unwrap();
        if html.contains(points) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the page never showed the result:\n{html}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The director's page, signed in with the PIN as basic auth.
fn as_director(hall: &Hall, path: &str, form: Option<&[(&str, &str)]>) -> Answer {
    // "x:2468", the hall's PIN as basic auth's password.
    let basic = "Basic eDoyNDY4";
    let url = format!("{}{path}", hall.base);
    answer(
        match form {
            Some(form) => agent()
                .post(&url)
                .header("authorization", basic)
                .send_form(form.iter().copied()),
            None => agent().get(&url).header("authorization", basic).call(),
        }
        .expect("the server answers"),
    )
}

#[test]
fn the_director_changes_the_plan_from_the_page_and_undo_takes_it_back() {
    let t = four_pairs_after_game_one();
    let hall = open(&t, &[]);
    let page = as_director(&hall, "/director", None).body;
    assert!(page.contains("Changes of plan"), "{page}");
    assert!(
        page.contains("from game 2 (the next game nothing is entered for)"),
        "{page}"
    );
    // A late pair: seated at once, with a code that opens its page.
    let done = as_director(
        &hall,
        "/director/join",
        Some(&[("pair", "Ivy+Jon"), ("game", "")]),
    );
    assert_eq!(
        (done.status, done.location.as_str()),
        (303, "/director?done=plan")
    );
    let page = as_director(&hall, &done.location, None).body;
    let code = code_of(&t, "Ivy+Jon");
    assert!(
        page.contains(&format!("Ivy+Jon join from game 2. Their code is {code}")),
        "{page}"
    );
    let theirs = get(&format!("{}/p/{code}", hall.base));
    assert_eq!(theirs.status, 200);
    assert!(theirs.body.contains("Ivy+Jon"), "{}", theirs.body);
    assert!(seating(&t).iter().flatten().any(|p| p == "Ivy+Jon"));
    // A refusal says why and changes nothing.
    let before = snapshot(t.dir.path());
    let refused = as_director(
        &hall,
        "/director/join",
        Some(&[("pair", "Ann+Zoe"), ("game", "")]),
    );
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("Ann already plays in Ann+Bob"),
        "{}",
        refused.body
    );
    let refused = as_director(&hall, "/director/games", Some(&[("games", "0")]));
    assert!(
        refused.body.contains("A party has 1 to 200 games; 0 asked"),
        "{}",
        refused.body
    );
    assert_eq!(snapshot(t.dir.path()), before);
    // A substitute, a pair going home, a shorter evening: each in the
    // history with the director as its maker.
    as_director(
        &hall,
        "/director/rename",
        Some(&[("old", "Gus+Hal"), ("new", "Gus+Ike")]),
    );
    as_director(
        &hall,
        "/director/leave",
        Some(&[("pair", "Cid+Dan"), ("game", "3")]),
    );
    let page = as_director(&hall, "/director/games", Some(&[("games", "4")]));
    assert_eq!(page.location, "/director?done=plan");
    let made: Vec<(String, Value)> = history(&t)
        .iter()
        .filter(|e| e["action"] != "entered")
        .map(|e| (e["action"].as_str().unwrap().to_string(), e["by"].clone()))
        .collect();
    let director = serde_json::json!({ "director": true });
    assert_eq!(
        made,
        ["joined", "renamed", "left", "games"].map(|a| (a.to_string(), director.clone()))
    );
    let page = as_director(&hall, "/director", None).body;
    assert!(page.contains("games: 4 games (was 25)"), "{page}");
    assert!(page.contains("Take back the change to 4 games"), "{page}");
    let change = hidden(&page, "change").unwrap();
    let undone = as_director(
        &hall,
        "/director/undo",
        Some(&[("sure", "yes"), ("change", change.as_str())]),
    );
    let page = as_director(&hall, &undone.location, None).body;
    assert!(page.contains("Taken back. The history lists it."), "{page}");
    assert!(
        page.contains("Take back Cid+Dan leaving from game 3?"),
        "{page}"
    );
}
