//! The live hall's pages on the screens they are read on, and to the
//! standards: every page, in every state a pair or the director meets it
//! in, on a phone 360 px wide (nothing wider than the screen); checked by
//! axe-core (WCAG 2.1 AA), by the Nu HTML Checker and, for a pair's page
//! and the board, by Lighthouse (accessibility 100). Then the board with
//! 28 pairs on a projector at 800x600, 1024x768, 1280x720 and 1920x1080:
//! every line on the screen, nothing in its header cut, the seating in
//! type of 24 px or more at 1080p, and the hall's address with its QR
//! code.
//!
//! The checkers come from npm (`.ci/package.json`, installed by `.ci/run`
//! into `.ci/node_modules`), vnu also needs Java. Without them (or without
//! Chromium and chromedriver) the test skips with a note, except under
//! `CI=true`, where it fails.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::webdriver::{self, Browser, Killed, Opening};
use crate::common::{words, Table};
use serde_json::{json, Value};

const PIN: &str = "1234";
/// The PIN as the password of HTTP basic auth (user `x`), for the HTML
/// checker's copy of the director's pages.
const BASIC: &str = "Basic eDoxMjM0";

const LONG: &str = "Anne-Marie Cormier+Claudette LeBlanc";

/// The checkers, where `.ci/run` installs them.
struct Checkers {
    axe: String,
    vnu: PathBuf,
    lighthouse: PathBuf,
}

fn ci() -> bool {
    std::env::var("CI").as_deref() == Ok("true")
}

/// The checkers, or why not (under CI=true: a failure).
fn checkers() -> Option<Checkers> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/node_modules");
    let axe = root.join("axe-core/axe.min.js");
    let vnu = root.join("vnu-jar/build/dist/vnu.jar");
    let lighthouse = root.join("lighthouse/cli/index.js");
    let runs = |program: &str| {
        Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let mut lacking = Vec::new();
    for (path, what) in [
        (&axe, "axe-core"),
        (&vnu, "vnu-jar"),
        (&lighthouse, "lighthouse"),
    ] {
        if !path.is_file() {
            lacking.push(format!("{what} (npm ci --prefix .ci)"));
        }
    }
    if !runs("java") {
        lacking.push("java (apt-get install default-jre-headless)".to_string());
    }
    if !runs("node") {
        lacking.push("node (apt-get install nodejs npm)".to_string());
    }
    if !lacking.is_empty() {
        assert!(
            !ci(),
            "missing, and under CI=true the page checks never skip (`.ci/run` installs them): {}",
            lacking.join(", ")
        );
        eprintln!(
            "note: missing {}; skipping the hall's page checks",
            lacking.join(", ")
        );
        return None;
    }
    Some(Checkers {
        axe: std::fs::read_to_string(&axe).expect("axe.min.js reads"),
        vnu,
        lighthouse,
    })
}

/// `party serve` on a free loopback port, killed however the test ends.
struct Hall {
    base: String,
    _server: Killed,
}

impl Hall {
    fn open(t: &Table) -> Hall {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_fortyfives"));
        cmd.args(words(&format!(
            "party serve --bind 127.0.0.1:0 --director-pin {PIN} --confirm opponents"
        )))
        .env("FORTYFIVES_DATA_DIR", t.dir.path())
        .env("LANG", "C.UTF-8")
        .env("NO_COLOR", "1");
        let (server, line) = Killed::start(cmd, |l| l.contains("Board (for the projector):"));
        let base = line
            .split_whitespace()
            .last()
            .expect("the board's address")
            .trim_end_matches('/')
            .to_string();
        Hall {
            base,
            _server: server,
        }
    }

    fn at(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

fn codes(t: &Table) -> Vec<(String, String)> {
    t.test().args(["party", "codes"]).json()["codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["pair"].as_str().unwrap().to_string(),
                c["code"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_global(Some(Duration::from_secs(30)))
        .build()
        .into()
}

/// A page's HTML as served (the director's with the PIN).
fn source(url: &str) -> String {
    agent()
        .get(url)
        .header("authorization", BASIC)
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap()
}

/// Waits until the hall has drawn every change made so far (its version
/// unchanged for longer than its file watch takes to notice one): a page
/// opened before a change is drawn would look again in the middle of its
/// checks.
fn quiet(hall: &Hall) {
    let version = || {
        let html = source(&hall.at("/"));
        let at = html.find("data-version=\"").expect("the board's version") + 14;
        html[at..].split('"').next().unwrap().to_string()
    };
    let deadline = Instant::now() + webdriver::PATIENCE;
    let (mut last, mut since) = (version(), Instant::now());
    while since.elapsed() < Duration::from_millis(700) {
        assert!(Instant::now() < deadline, "the hall never settles");
        std::thread::sleep(Duration::from_millis(100));
        let now = version();
        if now != last {
            (last, since) = (now, Instant::now());
        }
    }
}

fn post(url: &str, form: &[(&str, &str)]) {
    let answer = agent().post(url).send_form(form.iter().copied()).unwrap();
    assert_eq!(answer.status().as_u16(), 303, "{url}");
}

/// A browser in which axe-core has time to check a long page on a busy
/// machine (the suite's other browsers run alongside).
fn patient(how: Opening) -> Browser {
    let b = Browser::open(how);
    b.cmd(
        "POST",
        "/timeouts",
        Some(json!({"script": 120_000, "pageLoad": 60_000})),
    );
    b
}

/// A page as the browser shows it now, checked: nothing wider than the
/// screen, and no violation of WCAG 2.1 AA that axe-core finds.
fn check_page(b: &Browser, c: &Checkers, what: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let wide =
        b.script("const d = document.documentElement; return [d.scrollWidth, d.clientWidth];");
    let (scroll, client) = (wide[0].as_u64().unwrap(), wide[1].as_u64().unwrap());
    if scroll > client {
        let widest = b.script(
            "const w = document.documentElement.clientWidth; return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > w + 0.5).slice(0, 5).map(e => e.tagName + '.' + e.className + ': ' + (e.textContent || '').slice(0, 60));",
        );
        problems.push(format!(
            "{what}: {scroll} px wide on a screen of {client}: {widest}"
        ));
    }
    b.script(&format!("{}\nreturn true;", c.axe));
    let found = b.cmd(
        "POST",
        "/execute/async",
        Some(json!({
            "script": "const done = arguments[arguments.length - 1]; axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']}).then(r => done(r.violations.map(v => v.id + ': ' + v.help + ' at ' + v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' (' + (n.failureSummary || '').replace(/\\s+/g, ' ') + ')').join('; ')))).catch(e => done(['axe failed: ' + e]));",
            "args": []
        })),
    );
    for v in found.as_array().cloned().unwrap_or_default() {
        problems.push(format!("{what}: {}", v.as_str().unwrap_or_default()));
    }
    problems
}

/// The Nu HTML Checker's errors in `pages` (name, HTML), run once on all.
fn vnu(c: &Checkers, pages: &[(String, String)]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let files: Vec<PathBuf> = pages
        .iter()
        .enumerate()
        .map(|(i, (_, html))| {
            let f = dir.path().join(format!("page{i}.html"));
            std::fs::write(&f, html).unwrap();
            f
        })
        .collect();
    let out = Command::new("java")
        .arg("-jar")
        .arg(&c.vnu)
        .args(["--errors-only", "--format", "json"])
        .args(&files)
        .output()
        .expect("java runs vnu");
    let report: Value = serde_json::from_slice(&out.stderr).unwrap_or_else(|e| {
        panic!(
            "vnu's report is not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    report["messages"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter(|m| m["type"] == "error" || m["subType"] == "fatal")
        .map(|m| {
            let file = m["url"].as_str().unwrap_or_default();
            let page = files
                .iter()
                .position(|f| file.ends_with(&*f.file_name().unwrap().to_string_lossy()))
                .map_or("?", |i| pages[i].0.as_str());
            format!(
                "{page}: line {}: {} ({})",
                m["lastLine"],
                m["message"].as_str().unwrap_or_default(),
                m["extract"].as_str().unwrap_or_default()
            )
        })
        .collect()
}

/// Lighthouse's accessibility score of `url` (1 is 100).
fn lighthouse(c: &Checkers, url: &str) -> (f64, Vec<String>) {
    let profile = tempfile::tempdir().unwrap();
    let out = Command::new("node")
        .arg(&c.lighthouse)
        .arg(url)
        .args([
            "--only-categories=accessibility",
            "--output=json",
            "--output-path=stdout",
            "--quiet",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
        ])
        .env("CHROME_PATH", webdriver::CHROMIUM)
        .env("TMPDIR", profile.path())
        .output()
        .expect("node runs lighthouse");
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "lighthouse's report of {url} is not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let score = report["categories"]["accessibility"]["score"]
        .as_f64()
        .unwrap_or(0.0);
    let failed = report["audits"]
        .as_object()
        .map(|audits| {
            audits
                .iter()
                .filter(|(_, a)| a["score"].as_f64().is_some_and(|s| s < 1.0))
                .map(|(id, a)| format!("{id}: {}", a["title"].as_str().unwrap_or_default()))
                .collect()
        })
        .unwrap_or_default();
    (score, failed)
}

/// Eight pairs (one with a long name), 26 games, 25 of them played: a
/// pair's page with 25 games on it.
fn a_long_evening() -> Table {
    let t = Table::new();
    let pairs = [
        LONG, "Bob+Cid", "Dan+Eve", "Fay+Gus", "Hal+Ivy", "Jon+Kim", "Lou+Max", "Ned+Oli",
    ];
    t.test()
        .args([
            "party",
            "new",
            "legion",
            "--pairs",
            &pairs.join(","),
            "--games",
            "26",
            "--seed",
            "3",
        ])
        .run();
    for game in 1..=25 {
        for table in 1..=4 {
            t.test()
                .args(words(&format!(
                    "party result --table {table} --winner {} --score 120-{}",
                    (game + table) % 2 + 1,
                    60 + table * 5
                )))
                .run();
        }
    }
    t
}

#[test]
fn every_page_fits_a_phone_and_passes_the_checkers() {
    if !webdriver::available("the hall's page checks") {
        return;
    }
    let Some(c) = checkers() else { return };
    let started = Instant::now();
    let t = a_long_evening();
    let hall = Hall::open(&t);
    let codes = codes(&t);
    let code = |pair: &str| {
        codes
            .iter()
            .find(|(p, _)| p == pair)
            .map(|(_, c)| c.clone())
            .unwrap()
    };
    let seat = t.test().args(["party", "seat"]).json();
    let table = seat["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["pairs"].as_array().unwrap().iter().any(|p| p == LONG))
        .expect("the long pair's table")
        .clone();
    let number = table["table"].to_string();
    let them = table["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| *p != LONG)
        .unwrap()
        .as_str()
        .unwrap()
        .to_string();

    let b = patient(Opening {
        width: 360,
        height: 740,
        ..Opening::default()
    });
    b.screen(360, 740, true);
    let mut problems = Vec::new();
    let mut sources = Vec::new();
    let mut look = |path: &str, what: &str, wait: &str| {
        quiet(&hall);
        b.go(&hall.at(path));
        b.wait_for(&[wait]);
        problems.extend(check_page(&b, &c, what));
        sources.push((what.to_string(), source(&hall.at(path))));
    };
    // A pair's page: the form for the game being played, 25 games so far.
    look(&format!("/p/{}", code(LONG)), "a pair's page", "Your games");
    // The pair enters its result; the other side's page asks to confirm.
    post(
        &hall.at(&format!("/p/{}/result", code(LONG))),
        &[
            ("game", "26"),
            ("table", &number),
            ("winner", LONG),
            ("score_won", "120"),
            ("score_lost", "95"),
        ],
    );
    look(
        &format!("/p/{}", code(LONG)),
        "a pair's page, its result entered",
        "Entered: it counts once",
    );
    look(
        &format!("/p/{}", code(&them)),
        "the other pair's page, a result to confirm",
        "Yes, that's right",
    );
    // The board on a phone.
    look("/", "the board on a phone", "Game 26 seating");
    // The director's pages: signing in, then the page and the cards.
    look("/director", "the director's sign-in", "PIN");
    b.type_in("input[name=pin]", PIN);
    b.click("form[action='/director/login'] button");
    b.wait_for(&["Enter or correct a result"]);
    look(
        "/director",
        "the director's page",
        "Enter or correct a result",
    );
    look("/cards", "the tally cards", "Tally cards: legion");
    // A dispute: the other side says No and what happened.
    let claim = {
        let html = source(&hall.at(&format!("/p/{}", code(&them))));
        let at = html
            .find("name=\"claim\" value=\"")
            .expect("a claim to answer")
            + 20;
        html[at..].split('"').next().unwrap().to_string()
    };
    post(
        &hall.at(&format!("/p/{}/confirm", code(&them))),
        &[
            ("game", "26"),
            ("table", &number),
            ("claim", &claim),
            ("agree", "no"),
            ("winner", &them),
            ("score_won", "120"),
            ("score_lost", "100"),
        ],
    );
    look(
        &format!("/p/{}", code(&them)),
        "a pair's page, disputed",
        "The two sides differ",
    );
    look("/director", "the director's page, a dispute", "Settle");
    // The evening over: each pair's place, in words.
    for table in 1..=4 {
        t.test()
            .args(words(&format!(
                "party result --game 26 --table {table} --winner 1 --score 120-70"
            )))
            .run();
    }
    look(
        &format!("/p/{}", code(LONG)),
        "a pair's page, every game in",
        "Every game is in.",
    );
    look("/", "the board on a phone, every game in", "Booby prize");
    problems.extend(vnu(&c, &sources));
    assert!(
        problems.is_empty(),
        "the pages fail on a phone or a checker:\n{}",
        problems.join("\n")
    );

    // Lighthouse, on a pair's page and the board.
    for (path, what) in [
        (format!("/p/{}", code(LONG)), "a pair's page"),
        ("/".to_string(), "the board"),
    ] {
        let (score, failed) = lighthouse(&c, &hall.at(&path));
        assert!(
            score >= 1.0,
            "Lighthouse scores {what}'s accessibility {}: {failed:?}",
            score * 100.0
        );
    }
    eprintln!("the page checks took {:?}", started.elapsed());
}

/// Where the board's parts are on the screen now: whatever doesn't fit,
/// said.
fn board_misfits(b: &Browser) -> Value {
    b.script(
        r#"const d = document.documentElement; const bad = [];
        if (d.scrollWidth > d.clientWidth || d.scrollHeight > d.clientHeight) bad.push('scrollbars: ' + [d.scrollWidth, d.scrollHeight, d.clientWidth, d.clientHeight]);
        for (const e of document.querySelectorAll('#board header, #board header *')) {
          if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline') bad.push('header cut: ' + e.tagName + '.' + e.className + ' ' + e.scrollWidth + '>' + e.clientWidth);
          const r = e.getBoundingClientRect(); if (r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) bad.push('header off the screen: ' + e.tagName);
        }
        for (const e of document.querySelectorAll('#board tr, #board .seat')) {
          const r = e.getBoundingClientRect();
          if (r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5 || r.height === 0) bad.push('off the screen: ' + e.textContent.slice(0, 40) + ' ' + r.bottom);
          if (e.classList.contains('seat') && e.scrollWidth > e.clientWidth + 1) bad.push('cut: ' + e.textContent.slice(0, 40));
        }
        const seats = [...document.querySelectorAll('#board .seat')];
        const lowest = Math.max(...[...document.querySelectorAll('#board tr')].map(r => r.getBoundingClientRect().bottom));
        if (seats.some(s => s.getBoundingClientRect().top < lowest - 0.5)) bad.push('the seating covers the standings');
        const seatType = seats.length ? parseFloat(getComputedStyle(seats[0]).fontSize) : 0;
        return {bad, seatType, qr: document.querySelectorAll('#board header svg').length, address: (document.querySelector('#board .address') || {}).textContent || ''};"#,
    )
}

#[test]
fn the_board_fits_every_projector_with_28_pairs() {
    if !webdriver::available("the board on a projector") {
        return;
    }
    let t = Table::new();
    let pairs: Vec<String> = (0..28)
        .map(|i| format!("Annabelle{i}+Bartholomew{i}"))
        .collect();
    t.test()
        .args(words(&format!(
            "party new legion --pairs {} --games 25 --seed 9",
            pairs.join(",")
        )))
        .run();
    t.test()
        .args(words("party result --table 1 --winner 1 --score 120-85"))
        .run();
    let hall = Hall::open(&t);
    let b = Browser::open(Opening::default());
    b.go(&hall.at("/"));
    b.wait_for(&["Game 1 seating", "Annabelle27+Bartholomew27"]);
    let mut problems = Vec::new();
    for (w, h) in [(800, 600), (1024, 768), (1280, 720), (1920, 1080)] {
        b.screen(w, h, false);
        std::thread::sleep(Duration::from_millis(200));
        let seen = board_misfits(&b);
        for bad in seen["bad"].as_array().unwrap() {
            problems.push(format!("{w}x{h}: {}", bad.as_str().unwrap()));
        }
        assert_eq!(seen["qr"], 1, "{w}x{h}: the hall's QR code on the board");
        assert!(
            seen["address"]
                .as_str()
                .unwrap()
                .contains(&format!("{}/", hall.base)),
            "{w}x{h}: the hall's address on the board: {}",
            seen["address"]
        );
        if (w, h) == (1920, 1080) {
            let size = seen["seatType"].as_f64().unwrap();
            assert!(size >= 24.0, "the seating at 1080p is {size} px");
        }
    }
    assert!(
        problems.is_empty(),
        "the board doesn't fit:\n{}",
        problems.join("\n")
    );
}

/// The director's page left open while a pair enters a result: the parts
/// that changed come in place (no reload), and only they are fetched,
/// never the whole page again; the pair's page, once the other side has
/// confirmed, no longer says "Entered".
#[test]
fn a_change_reaches_the_open_pages_in_small_parts() {
    if !webdriver::available("the live parts of the director's page") {
        return;
    }
    let t = a_long_evening();
    let hall = Hall::open(&t);
    let codes = codes(&t);
    let code = |pair: &str| {
        codes
            .iter()
            .find(|(p, _)| p == pair)
            .map(|(_, c)| c.clone())
            .unwrap()
    };
    let seat = t.test().args(["party", "seat"]).json();
    let table = seat["tables"][0].clone();
    let number = table["table"].to_string();
    let (us, them) = (
        table["pairs"][0].as_str().unwrap().to_string(),
        table["pairs"][1].as_str().unwrap().to_string(),
    );
    let b = Browser::open(Opening::default());
    b.go(&hall.at("/director"));
    b.type_in("input[name=pin]", PIN);
    b.click("form[action='/director/login'] button");
    b.wait_for(&["Enter or correct a result"]);
    let full = source(&hall.at("/director")).len();
    b.script("window.samePage = true; performance.setResourceTimingBufferSize(1000); performance.clearResourceTimings(); return true;");
    post(
        &hall.at(&format!("/p/{}/result", code(&us))),
        &[
            ("game", "26"),
            ("table", &number),
            ("winner", &us),
            ("score_won", "120"),
            ("score_lost", "90"),
        ],
    );
    b.wait_for(&[&format!("{us}: {us} won 120-90")]);
    assert_eq!(
        b.script("return window.samePage === true;"),
        Value::Bool(true),
        "the director's page was loaded again"
    );
    let fetched = b.script(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/director')).map(e => [e.name, e.decodedBodySize]);",
    );
    let fetched = fetched.as_array().unwrap();
    assert!(!fetched.is_empty(), "nothing fetched");
    let bytes: u64 = fetched.iter().map(|f| f[1].as_u64().unwrap()).sum();
    assert!(
        bytes * 4 < full as u64,
        "{bytes} bytes fetched for one change, of a page of {full}: {fetched:?}"
    );
    let history_rows = || {
        b.script("return document.querySelectorAll('[data-part=history] tbody tr').length;")
            .as_u64()
            .unwrap()
    };
    let before = history_rows();
    // The pair's page, left open in a window of its own: the other side
    // confirms, and it says so.
    let director = b.window();
    let phone = b.new_window();
    b.switch(&phone);
    b.go(&hall.at(&format!("/p/{}", code(&us))));
    b.wait_for(&["Entered: it counts once the other side confirms it."]);
    let html = source(&hall.at(&format!("/p/{}", code(&them))));
    let at = html.find("name=\"claim\" value=\"").expect("a claim") + 20;
    let claim = html[at..].split('"').next().unwrap().to_string();
    post(
        &hall.at(&format!("/p/{}/confirm", code(&them))),
        &[
            ("game", "26"),
            ("table", &number),
            ("claim", &claim),
            ("agree", "yes"),
        ],
    );
    let text = b.wait_for(&["confirmed it: the result counts."]);
    assert!(!text.contains("Entered:"), "{text}");
    // The director's page, still the same page: game 26's results on top,
    // the confirmation on top of the history, one line more.
    b.switch(&director);
    let deadline = Instant::now() + webdriver::PATIENCE;
    let first = loop {
        let first = b.script(
            "const b = document.querySelector('[data-part=results] tbody'); return b ? [b.getAttribute('data-part'), b.textContent] : null;",
        );
        if first[0] == "results-26" || Instant::now() > deadline {
            break first;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(first[0], "results-26", "{first}");
    assert!(
        first[1].as_str().unwrap().contains(&format!("{us}120-90")),
        "{first}"
    );
    assert_eq!(history_rows(), before + 1);
    let top =
        b.script("return document.querySelector('[data-part=history] tbody tr').textContent;");
    assert!(top.as_str().unwrap().contains("confirmed"), "{top}");
    assert_eq!(
        b.script("return window.samePage === true;"),
        Value::Bool(true),
        "the director's page was loaded again"
    );
}

/// Enters every table of the game being played at the laptop: the pair
/// listed first wins 120 to 80.
fn play_game(t: &Table) {
    let seat = t.test().args(["party", "seat"]).json();
    for table in seat["tables"].as_array().unwrap() {
        t.test()
            .args(words(&format!(
                "party result --table {} --winner 1 --score 120-80",
                table["table"]
            )))
            .run();
    }
}

/// A real evening run from the director's page in a phone's browser: a
/// late pair, a substitute, a pair going home and the evening cut short,
/// each made with the page's forms; then played to its end, the prizes on
/// the board and the director's page, and the results sheet. Every page
/// met on the way fits 360 px and passes axe-core; the HTML checker reads
/// them all.
#[test]
fn a_real_evening_changes_its_plan_and_ends_with_the_prizes() {
    if !webdriver::available("the real evening in a browser") {
        return;
    }
    let Some(c) = checkers() else { return };
    let t = Table::new();
    t.test()
        .args(words(
            "party new club --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal,Ivy+Jon --games 6 --seed 9 --sit-out average",
        ))
        .run();
    let hall = Hall::open(&t);
    let b = patient(Opening {
        width: 360,
        height: 740,
        ..Opening::default()
    });
    b.screen(360, 740, true);
    let mut problems = Vec::new();
    let mut sources = Vec::new();
    let mut check = |path: &str, what: &str| {
        problems.extend(check_page(&b, &c, what));
        sources.push((what.to_string(), source(&hall.at(path))));
    };
    b.go(&hall.at("/director"));
    b.wait_for(&["PIN"]);
    b.type_in("input[name=pin]", PIN);
    b.click("form[action='/director/login'] button");
    b.wait_for(&["Changes of plan"]);
    play_game(&t);
    quiet(&hall);

    // A late pair walks in after game 1.
    b.go(&hall.at("/director"));
    b.type_in("#join-pair", LONG);
    b.click("form[action='/director/join'] button");
    b.wait_for(&["join from game 2. Their code is"]);
    check("/director", "the director's page, a late pair seated");
    // A substitute sits in for Hal.
    b.script("document.querySelector('#rename-old').value = 'Gus+Hal'; return true;");
    b.type_in("#rename-new", "Gus+Ike");
    b.click("form[action='/director/rename'] button");
    b.wait_for(&["Renamed Gus+Hal to Gus+Ike."]);
    let codes = codes(&t);
    let code = |pair: &str| {
        codes
            .iter()
            .find(|(p, _)| p == pair)
            .map(|(_, c)| c.clone())
            .unwrap_or_else(|| panic!("{pair} has a code"))
    };
    play_game(&t);
    quiet(&hall);
    // A pair goes home after game 2; the evening is cut to 4 games.
    b.go(&hall.at("/director"));
    b.script("document.querySelector('#leave-pair').value = 'Cid+Dan'; return true;");
    b.click("form[action='/director/leave'] button");
    b.wait_for(&["Cid+Dan go home: not seated from game 3."]);
    b.script("document.querySelector('#games').value = ''; return true;");
    b.type_in("#games", "4");
    b.click("form[action='/director/games'] button");
    b.wait_for(&["The evening now has 4 games (it had 6)."]);
    check("/director", "the director's page, the plan changed");
    quiet(&hall);
    b.go(&hall.at(&format!("/p/{}", code("Cid+Dan"))));
    b.wait_for(&["You have gone home: you are not seated from game 3."]);
    check(
        &format!("/p/{}", code("Cid+Dan")),
        "the page of a pair gone home",
    );
    b.go(&hall.at(&format!("/p/{}", code(LONG))));
    b.wait_for(&["Game 3"]);
    check(&format!("/p/{}", code(LONG)), "the late pair's page");
    b.go(&hall.at(&format!("/p/{}", code("Gus+Ike"))));
    b.wait_for(&["Gus+Ike"]);
    check(
        &format!("/p/{}", code("Gus+Ike")),
        "the renamed pair's page",
    );
    let history = t.test().args(["party", "history"]).json();
    let made: Vec<&str> = history["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["by"] == json!({"director": true}))
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(made, ["joined", "renamed", "left", "games"]);

    // Played to its end: the prizes on the board and the director's page.
    play_game(&t);
    play_game(&t);
    quiet(&hall);
    b.go(&hall.at("/"));
    let board = b.wait_for(&["All 4 games in", "Prizes", "1st", "Booby prize"]);
    let standings = t.test().args(["party", "standings"]).json();
    let first = standings["pairs"][0]["pair"].as_str().unwrap();
    let prizes_line = board
        .lines()
        .find(|l| l.starts_with("1st"))
        .unwrap_or_default()
        .to_string();
    // The leader of the tally has the first prize (alone or shared).
    assert!(prizes_line.contains(first), "{board}");
    check("/", "the board on a phone, the prizes");
    b.go(&hall.at("/director"));
    b.wait_for(&["Prizes", "Booby prize"]);
    check("/director", "the director's page, the prizes");
    // The results sheet: every pair, played and sat out, the prizes.
    b.go(&hall.at("/director/results"));
    let sheet = b.wait_for(&["Standings", "Prizes", "Sat out"]);
    for line in standings["pairs"].as_array().unwrap() {
        assert!(sheet.contains(line["pair"].as_str().unwrap()), "{sheet}");
    }
    check("/director/results", "the results sheet on a phone");
    problems.extend(vnu(&c, &sources));
    assert!(
        problems.is_empty(),
        "the evening's pages fail on a phone or a checker:\n{}",
        problems.join("\n")
    );
}
