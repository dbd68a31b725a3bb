//! Table devices (`party serve --table-devices`): an old phone or tablet
//! left at each table opens `/t/CODE`, shows the table's game, takes the
//! result from either pair and the other pair's word (its own name tapped
//! on the same device), and then who comes to the table next. The real
//! server on a free loopback port, spoken to over HTTP, beside the
//! commands on the same data folder.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::common::{snapshot, who, Table};
use serde_json::Value;

// The one copy of the browser harness (a second `mod` of the file would
// build it twice).
use crate::common::webdriver;

/// A running hall, killed however the test ends.
struct Hall {
    child: Child,
    base: String,
}

impl Drop for Hall {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn party(pairs: &str, extra: &[&str]) -> Table {
    let t = Table::new();
    t.test()
        .args(["party", "new", "legion", "--pairs", pairs, "--seed", "7"])
        .args(extra)
        .run();
    t
}

const FOUR: &str = "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal";

fn open(t: &Table, extra: &[&str]) -> Hall {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fortyfives"))
        .args([
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
        .stderr(Stdio::piped())
        .spawn()
        .expect("party serve starts");
    let mut lines = BufReader::new(child.stdout.take().expect("its output")).lines();
    let mut base = None;
    let mut seen = String::new();
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
    std::thread::spawn(move || for _ in lines {});
    Hall { child, base }
}

struct Answer {
    status: u16,
    location: String,
    body: String,
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into()
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

/// The value of the first hidden field `name` of a page's forms.
fn hidden(page: &str, name: &str) -> Option<String> {
    let at = page.find(&format!("type=\"hidden\" name=\"{name}\" value=\""))?;
    let rest = &page[at..];
    let start = rest.find("value=\"")? + "value=\"".len();
    let end = rest[start..].find('"')?;
    Some(rest[start..start + end].to_string())
}

/// Each table's code, from `party codes --json`.
fn table_codes(t: &Table) -> Vec<String> {
    let json = t.test().args(["party", "codes"]).json();
    json["tables"]
        .as_array()
        .expect("the tables' codes")
        .iter()
        .enumerate()
        .map(|(i, c)| {
            assert_eq!(c["table"], i + 1);
            let code = c["code"].as_str().unwrap().to_string();
            assert_eq!(c["link"], format!("/t/{code}"));
            code
        })
        .collect()
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

fn history(t: &Table) -> Vec<Value> {
    t.test().args(["party", "history"]).json()["entries"]
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn codes_list_the_tables_once_the_hall_has_table_devices() {
    let t = party(FOUR, &[]);
    let before = t.test().args(["party", "codes"]).json();
    assert!(before.get("tables").is_none(), "{before}");
    drop(open(&t, &[]));
    assert!(t
        .test()
        .args(["party", "codes"])
        .json()
        .get("tables")
        .is_none());
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    assert_eq!(codes.len(), 2);
    let pairs: Vec<String> = t.test().args(["party", "codes"]).json()["codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["code"].as_str().unwrap().to_string())
        .collect();
    assert!(
        codes.iter().all(|c| !pairs.contains(c)),
        "{codes:?} {pairs:?}"
    );
    // The text lists them too.
    let text = t.test().args(["party", "codes"]).run().stdout;
    assert!(text.contains(&format!("/t/{}", codes[0])), "{text}");
    assert!(text.contains("Table"), "{text}");
    // The tally cards have a card a table, with its code and link.
    let cards = answer(
        agent()
            .get(&format!("{}/cards", hall.base))
            .header("authorization", "Basic eDoyNDY4")
            .call()
            .unwrap(),
    );
    assert_eq!(cards.status, 200);
    for (i, code) in codes.iter().enumerate() {
        assert!(
            cards.body.contains(&format!("Table {}", i + 1)),
            "{}",
            cards.body
        );
        assert!(cards.body.contains(&format!("/t/{code}")), "{}", cards.body);
    }
    // The tables' printed cards carry them too.
    let printed = t.test().args(["party", "seat", "--cards"]).run().stdout;
    for code in &codes {
        assert!(printed.contains(&format!("/t/{code}")), "{printed}");
    }
    // Opened again without the flag, the party keeps its codes.
    drop(hall);
    let again = open(&t, &[]);
    assert_eq!(table_codes(&t), codes);
    // But the hall takes no table device then.
    let page = get(&format!("{}/t/{}", again.base, codes[0]));
    assert_eq!(page.status, 404);
}

#[test]
fn one_pair_enters_on_the_device_and_the_other_confirms_by_tapping_its_name() {
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    let seats = seating(&t);
    let (us, them) = (&seats[0][0], &seats[0][1]);
    let device = format!("{}/t/{}", hall.base, codes[0]);
    let page = get(&device);
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Table 1"), "{}", page.body);
    assert!(page.body.contains("Game 1"), "{}", page.body);
    assert!(
        page.body.contains(&format!("{us} against {them}")),
        "{}",
        page.body
    );
    // Not the other table's pairs.
    assert!(!page.body.contains(&seats[1][0]), "{}", page.body);
    let entered = post(
        &format!("{device}/result"),
        &[
            ("game", "1"),
            ("winner", us),
            ("score_won", "120"),
            ("score_lost", "95"),
            ("by", us),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    assert_eq!(entered.location, format!("/t/{}?said=waiting", codes[0]));
    let waiting = get(&format!("{}{}", hall.base, entered.location));
    assert!(
        waiting
            .body
            .contains("Entered: it counts once the other side confirms it."),
        "{}",
        waiting.body
    );
    assert!(
        waiting
            .body
            .contains(&format!("{us} entered: <strong>{us} won 120-95</strong>")),
        "{}",
        waiting.body
    );
    assert!(
        waiting.body.contains(&format!("{them}: yes, that's right")),
        "{}",
        waiting.body
    );
    // Nothing counts yet.
    assert_eq!(t.test().args(["party", "standings"]).json()["played"], 0);
    let claim = hidden(&waiting.body, "claim").expect("the entry answered");
    let confirmed = post(
        &format!("{device}/confirm"),
        &[
            ("game", "1"),
            ("claim", &claim),
            ("agree", "yes"),
            ("by", them),
        ],
    );
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    let after = get(&format!("{}{}", hall.base, confirmed.location));
    assert!(
        after.body.contains("Confirmed: the result counts."),
        "{}",
        after.body
    );
    assert!(
        after
            .body
            .contains(&format!("In: <strong>{us} won 120-95</strong>")),
        "{}",
        after.body
    );
    // Who comes next: the other table hasn't reported.
    assert!(
        after.body.contains("Next at this table: game 2"),
        "{}",
        after.body
    );
    assert!(after.body.contains("Waiting for table 2"), "{}", after.body);
    // The history says who entered and who confirmed.
    let entries = history(&t);
    let last_two: Vec<(&str, &str)> = entries[entries.len() - 2..]
        .iter()
        .map(|e| (e["action"].as_str().unwrap(), who(&e["by"])))
        .collect();
    assert_eq!(
        last_two,
        [("entered", us.as_str()), ("confirmed", them.as_str())]
    );
    let standings = t.test().args(["party", "standings"]).json();
    let line = standings["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["pair"] == us.as_str())
        .unwrap()
        .clone();
    assert_eq!(
        (line["won"].clone(), line["points"].clone()),
        (1.into(), 120.into())
    );
    // Table 2 reports: the device at table 1 shows who comes to it.
    t.test()
        .args(["party", "result", "--table", "2", "--winner", "1"])
        .run();
    let next = seating(&t);
    let page = get(&device);
    assert!(page.body.contains("Game 2"), "{}", page.body);
    assert!(
        page.body
            .contains(&format!("{} against {}", next[0][0], next[0][1])),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains(&format!("Game 1 here: {us} won 120-95.")),
        "{}",
        page.body
    );
}

#[test]
fn a_no_on_the_device_is_a_dispute_for_the_director() {
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    let seats = seating(&t);
    let (us, them) = (&seats[1][0], &seats[1][1]);
    let device = format!("{}/t/{}", hall.base, codes[1]);
    post(
        &format!("{device}/result"),
        &[("game", "1"), ("winner", us), ("by", us)],
    );
    let claim = hidden(&get(&device).body, "claim").expect("the entry answered");
    let no = post(
        &format!("{device}/confirm"),
        &[
            ("game", "1"),
            ("claim", &claim),
            ("agree", "no"),
            ("by", them),
        ],
    );
    assert_eq!(no.location, format!("/t/{}?said=disputed", codes[1]));
    let page = get(&device);
    assert!(page.body.contains("Disputed."), "{}", page.body);
    assert!(
        page.body.contains("The director will settle it."),
        "{}",
        page.body
    );
    let last = history(&t).pop().unwrap();
    assert_eq!(last["action"], "disputed");
    assert_eq!(who(&last["by"]), them.as_str());
    // The other side enters the same result after all: it counts.
    let agreed = post(
        &format!("{device}/result"),
        &[("game", "1"), ("winner", us), ("by", them)],
    );
    assert_eq!(agreed.location, format!("/t/{}?said=confirmed", codes[1]));
    assert!(get(&device)
        .body
        .contains(&format!("In: <strong>{us} won</strong>")));
}

#[test]
fn a_device_enters_for_its_own_table_only() {
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    let seats = seating(&t);
    let before = snapshot(t.dir.path());
    // Table 1's device, for a pair of table 2.
    let other = &seats[1][0];
    let refused = post(
        &format!("{}/t/{}/result", hall.base, codes[0]),
        &[("game", "1"), ("winner", other), ("by", other)],
    );
    assert_eq!(refused.status, 400);
    assert!(refused.body.contains(other.as_str()), "{}", refused.body);
    assert!(refused.body.contains("Table 1"), "{}", refused.body);
    // A winner from another table, entered by a pair of this one.
    let refused = post(
        &format!("{}/t/{}/result", hall.base, codes[0]),
        &[("game", "1"), ("winner", other), ("by", &seats[0][0])],
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    // One score without the other.
    let refused = post(
        &format!("{}/t/{}/result", hall.base, codes[0]),
        &[
            ("game", "1"),
            ("winner", &seats[0][0]),
            ("score_won", "120"),
            ("by", &seats[0][0]),
        ],
    );
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("Type both scores"),
        "{}",
        refused.body
    );
    assert_eq!(snapshot(t.dir.path()), before);
    // A table's code opens no pair's page, nor a pair's code a table's.
    assert_eq!(get(&format!("{}/p/{}", hall.base, codes[0])).status, 404);
    let pair_code = t.test().args(["party", "codes"]).json()["codes"][0]["code"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(get(&format!("{}/t/{pair_code}", hall.base)).status, 404);
}

#[test]
fn wrong_table_codes_count_like_wrong_pair_codes() {
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices"]);
    let right = table_codes(&t).remove(0);
    for i in 0..9 {
        let wrong = get(&format!(
            "{}/t/ZZZZZ{}",
            hall.base,
            ["2", "3", "4", "5", "6", "7", "8", "9", "A"][i]
        ));
        assert_eq!(wrong.status, 404, "guess {i}");
        assert!(
            wrong.body.contains("No table has the code"),
            "{}",
            wrong.body
        );
    }
    assert_eq!(get(&format!("{}/t/{right}", hall.base)).status, 200);
    assert_eq!(get(&format!("{}/p/ZZZZZB", hall.base)).status, 404);
    let refused = get(&format!("{}/t/{right}", hall.base));
    assert_eq!(refused.status, 429);
}

#[test]
fn without_confirmation_a_result_on_the_device_counts_at_once() {
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices", "--confirm", "none"]);
    let codes = table_codes(&t);
    let seats = seating(&t);
    let (us, them) = (&seats[0][0], &seats[0][1]);
    let done = post(
        &format!("{}/t/{}/result", hall.base, codes[0]),
        &[
            ("game", "1"),
            ("winner", them),
            ("score_won", "120"),
            ("score_lost", "40"),
            ("by", us),
        ],
    );
    assert_eq!(done.location, format!("/t/{}?said=counted", codes[0]));
    let last = history(&t).pop().unwrap();
    assert_eq!(
        (
            last["action"].as_str(),
            who(&last["by"]),
            last["score"].as_str()
        ),
        (Some("entered"), us.as_str(), Some("120-40"))
    );
}

#[test]
fn a_six_handed_table_takes_three_pairs_word() {
    let t = party(
        "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal,Ivy+Joe,Kim+Lou",
        &["--table-size", "6"],
    );
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    assert_eq!(codes.len(), 2);
    let seats = seating(&t);
    let device = format!("{}/t/{}", hall.base, codes[0]);
    let page = get(&device);
    assert!(
        page.body.contains(&seats[0].join(" against ")),
        "{}",
        page.body
    );
    let entered = post(
        &format!("{device}/result"),
        &[
            ("game", "1"),
            ("winner", &seats[0][2]),
            ("score", "120-80-60"),
            ("by", &seats[0][0]),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let page = get(&device);
    for other in &seats[0][1..] {
        assert!(
            page.body.contains(&format!("{other}: yes, that's right")),
            "{}",
            page.body
        );
    }
    let claim = hidden(&page.body, "claim").unwrap();
    let yes = post(
        &format!("{device}/confirm"),
        &[
            ("game", "1"),
            ("claim", &claim),
            ("agree", "yes"),
            ("by", &seats[0][1]),
        ],
    );
    assert_eq!(yes.location, format!("/t/{}?said=confirmed", codes[0]));
    let last = history(&t).pop().unwrap();
    assert_eq!(last["action"], "confirmed");
    assert_eq!(who(&last["by"]), seats[0][1].as_str());
}

#[test]
fn the_director_links_to_the_results_sheet_and_its_csv() {
    let t = party(FOUR, &["--games", "2"]);
    let hall = open(&t, &[]);
    t.test()
        .args([
            "party", "result", "--table", "1", "--winner", "1", "--score", "120-85",
        ])
        .run();
    let as_director = |path: &str| {
        answer(
            agent()
                .get(&format!("{}{path}", hall.base))
                .header("authorization", "Basic eDoyNDY4")
                .call()
                .unwrap(),
        )
    };
    let director = as_director("/director");
    assert!(
        director.body.contains("href=\"/director/results\""),
        "{}",
        director.body
    );
    assert!(
        director.body.contains("href=\"/director/results.csv\""),
        "{}",
        director.body
    );
    // The sheet is the one `party export --format html` writes.
    let sheet = as_director("/director/results");
    assert_eq!(sheet.status, 200);
    let exported = t
        .test()
        .args(["party", "export", "--format", "html"])
        .run()
        .stdout;
    assert_eq!(sheet.body, exported);
    assert!(sheet.body.contains("120-85"), "{}", sheet.body);
    let csv = as_director("/director/results.csv");
    assert_eq!(csv.status, 200);
    let exported = t
        .test()
        .args(["party", "export", "--format", "csv"])
        .run()
        .stdout;
    assert_eq!(csv.body, exported);
    // Both are the director's.
    // Both are the director's: a browser not signed in gets the sign-in.
    assert_eq!(get(&format!("{}/director/results", hall.base)).status, 403);
    assert_eq!(
        get(&format!("{}/director/results.csv", hall.base)).status,
        403
    );
}

#[test]
fn with_partners_split_the_device_names_a_player_of_the_partnership_that_tapped() {
    let t = party(FOUR, &["--partners", "split"]);
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    let seats = seating(&t);
    let (us, them) = (&seats[0][0], &seats[0][1]);
    let device = format!("{}/t/{}", hall.base, codes[0]);
    let entered = post(
        &format!("{device}/result"),
        &[("game", "1"), ("winner", us), ("by", us)],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let claim = hidden(&get(&device).body, "claim").unwrap();
    let yes = post(
        &format!("{device}/confirm"),
        &[
            ("game", "1"),
            ("claim", &claim),
            ("agree", "yes"),
            ("by", them),
        ],
    );
    assert_eq!(yes.location, format!("/t/{}?said=confirmed", codes[0]));
    let entries = history(&t);
    let players: Vec<&str> = entries.iter().map(|e| who(&e["by"])).collect();
    assert_eq!(players.len(), 2);
    // Each a player of the partnership that tapped.
    assert!(us.split('+').any(|p| p == players[0]), "{players:?} {us}");
    assert!(
        them.split('+').any(|p| p == players[1]),
        "{players:?} {them}"
    );
    assert!(entries[0]["by"].get("player").is_some());
}

/// The device at table 1 in headless Chromium, as the players use it: one
/// pair taps the winner, types the two scores and taps its own name; the
/// other taps its own yes; the device then says who comes next.
#[test]
fn a_table_device_in_a_real_browser() {
    if !webdriver::available("the browser test of a table's device") {
        return;
    }
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    let seats = seating(&t);
    let (us, them) = (&seats[0][0], &seats[0][1]);
    let b = webdriver::Browser::open(webdriver::Opening {
        width: 800,
        height: 1280,
        ..Default::default()
    });
    b.go(&format!("{}/t/{}", hall.base, codes[0]));
    b.wait_for(&["Table 1", "Game 1", &format!("{us} against {them}")]);
    b.click(&format!("form.enter input[name=winner][value=\"{us}\"]"));
    b.type_in("input[name=score_won]", "120");
    b.type_in("input[name=score_lost]", "95");
    b.click(&format!("form.enter button[name=by][value=\"{us}\"]"));
    b.wait_for(&[
        "Entered: it counts once the other side confirms it.",
        &format!("{us} entered: {us} won 120-95."),
    ]);
    b.click(&format!(
        "form.confirm:has(input[name=by][value=\"{them}\"]) button[value=yes]"
    ));
    b.wait_for(&[
        "Confirmed: the result counts.",
        &format!("In: {us} won 120-95."),
        "Next at this table: game 2",
        "Waiting for table 2",
    ]);
    // Table 2 reports at the laptop: the device shows game 2's pairs here
    // by itself (it follows the party, as a pair's page does).
    t.test()
        .args(["party", "result", "--table", "2", "--winner", "1"])
        .run();
    let next = seating(&t);
    b.wait_for(&[
        "Game 2",
        &format!("{} against {}", next[0][0], next[0][1]),
        &format!("Game 1 here: {us} won 120-95."),
    ]);
    let entries = history(&t);
    let by: Vec<&str> = entries.iter().map(|e| who(&e["by"])).collect();
    assert_eq!(by, [us.as_str(), them.as_str(), "command"]);
}

#[test]
fn a_table_without_a_code_gets_one_before_its_card_is_printed() {
    let t = party(FOUR, &[]);
    let hall = open(&t, &["--table-devices"]);
    let codes = table_codes(&t);
    // As for a table added after the hall opened (a pair joining): the
    // party keeps a code for table 1 only.
    let path = t.dir.path().join("parties").join("legion.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let cut = text.replace(&format!("    \"{}\",\n", codes[1]), "");
    assert_ne!(cut, text);
    std::fs::write(&path, cut).unwrap();
    assert_eq!(
        t.test()
            .args(["party", "seat", "--cards"])
            .run()
            .stdout
            .matches("/t/")
            .count(),
        1
    );
    let cards = answer(
        agent()
            .get(&format!("{}/cards", hall.base))
            .header("authorization", "Basic eDoyNDY4")
            .call()
            .unwrap(),
    );
    assert!(cards.body.contains("Table 2"), "{}", cards.body);
    let now = table_codes(&t);
    assert_eq!(now.len(), 2);
    assert_eq!(now[0], codes[0]);
    assert!(
        cards.body.contains(&format!("/t/{}", now[1])),
        "{}",
        cards.body
    );
    assert_eq!(get(&format!("{}/t/{}", hall.base, now[1])).status, 200);
}
