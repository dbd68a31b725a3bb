//! The live hall (`party serve`) in a real browser: a whole evening of
//! eight pairs entered from their own pages in headless Chromium, the board
//! left open in a window of its own and changing without a reload, a
//! dispute settled and a result corrected and taken back by the director,
//! a result typed at the laptop, and a pair named like a script that stays
//! text. Then the same forms with JavaScript switched off. What is
//! asserted is what a person sees: the pages' text. At the end the
//! command line reads the same standings from the same file.
//!
//! Skipped, with a note, where Chromium or chromedriver isn't installed,
//! except under `CI=true`, where that fails the test (`.ci/run` installs
//! both).

use std::collections::BTreeMap;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::webdriver::{self, Browser, Killed, Opening};
use crate::common::{words, Table};
use serde_json::Value;

/// How soon a result must reach the board (the contract's two seconds).
const LIVE: Duration = Duration::from_secs(2);

const SCRIPT_PAIR: &str = "<script>alert(1)</script>+Zed";

/// `party serve` on a free port of this machine's loopback, killed however
/// the test ends.
struct Hall {
    base: String,
    _server: Killed,
}

impl Hall {
    fn open(t: &Table, confirm: &str) -> Hall {
        Hall::open_with(t, confirm, &[])
    }

    /// The hall with more of `party serve`'s flags (`--table-devices`).
    fn open_with(t: &Table, confirm: &str, more: &[&str]) -> Hall {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_fortyfives"));
        cmd.args(words(&format!(
            "party serve --bind 127.0.0.1:0 --director-pin 1234 --confirm {confirm}"
        )))
        .args(more)
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
        assert!(base.starts_with("http://127.0.0.1:"), "{line}");
        Hall {
            base,
            _server: server,
        }
    }

    fn at(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

/// Types a score ("120-95") as a pair's page asks for it: the winners'
/// and the losers' numbers apart, on the number pad.
fn type_score(b: &Browser, score: &str) {
    let (won, lost) = score.split_once('-').expect("a score A-B");
    b.type_in("input[name=score_won]", won);
    b.type_in("input[name=score_lost]", lost);
}

/// A CSS string: the name between double quotes.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The evening as the test played it: every result, and the tally they
/// make (won, lost, points).
struct Evening {
    pairs: Vec<String>,
    codes: BTreeMap<String, String>,
    results: BTreeMap<(u32, usize), Outcome>,
}

#[derive(Clone)]
struct Outcome {
    winner: String,
    loser: String,
    score: (i32, i32),
}

type Tally = BTreeMap<String, (u64, u64, i64)>;

impl Evening {
    fn tally(&self) -> Tally {
        let mut tally: Tally = self.pairs.iter().map(|p| (p.clone(), (0, 0, 0))).collect();
        for r in self.results.values() {
            let w = tally.get_mut(&r.winner).unwrap();
            w.0 += 1;
            w.2 += i64::from(r.score.0);
            let l = tally.get_mut(&r.loser).unwrap();
            l.1 += 1;
            l.2 += i64::from(r.score.1);
        }
        tally
    }

    fn code(&self, pair: &str) -> &str {
        &self.codes[pair]
    }
}

/// The standings the board shows now: name, won, lost, points.
fn board_tally(b: &Browser) -> Option<Tally> {
    let rows = b.script(
        "return [...document.querySelectorAll('#board .standings tbody tr')].map(r => [...r.cells].map(c => c.textContent));",
    );
    let rows = rows.as_array()?;
    let mut tally = Tally::new();
    for row in rows {
        let cell = |i: usize| row[i].as_str().unwrap_or_default().trim().to_string();
        tally.insert(
            cell(1),
            (
                cell(2).parse().ok()?,
                cell(3).parse().ok()?,
                cell(4).parse().ok()?,
            ),
        );
    }
    Some(tally)
}

/// The browser and its windows: the board, left open all evening, a
/// phone passed from pair to pair, and the director's.
struct Windows {
    b: Browser,
    /// When a button that sends a result was last pressed (ms since 1970).
    pressed: std::cell::Cell<u64>,
    /// The longest a result took to reach the board (ms).
    slowest: std::cell::Cell<u64>,
    board: String,
    phone: String,
    director: String,
}

impl Windows {
    /// The board shows `want` within two seconds of `since` (the page's
    /// own clock says when it last changed, so the test's polling doesn't
    /// count), in the same page it has shown since the evening began
    /// (never reloaded).
    fn board_shows(&self, want: &Tally, since: u64) {
        self.b.switch(&self.board);
        let deadline = Instant::now() + Duration::from_secs(10);
        let seen = loop {
            let seen = board_tally(&self.b);
            if seen.as_ref() == Some(want) || Instant::now() > deadline {
                break seen;
            }
            std::thread::sleep(Duration::from_millis(25));
        };
        assert_eq!(seen.as_ref(), Some(want), "the board's standings");
        let drawn = self
            .b
            .script("return window.drawnAt;")
            .as_u64()
            .unwrap_or(0);
        let took = drawn.saturating_sub(since);
        self.slowest.set(self.slowest.get().max(took));
        assert!(
            took <= LIVE.as_millis() as u64,
            "the board took {took} ms to show the result"
        );
        assert_eq!(
            self.b.script("return window.sameBoard === true;"),
            Value::Bool(true),
            "the board page was reloaded: it should change in place"
        );
        assert_eq!(self.b.dialog(), None, "a dialog opened on the board");
    }

    /// Presses the button that sends a result, noting when.
    fn press(&self, css: &str) {
        let button = self.b.find(css);
        // The page being left is marked, so what is read after the press
        // is the page the form's answer brought, never the old one.
        self.b
            .script("document.documentElement.dataset.left = 'yes'; return true;");
        self.pressed.set(now_ms());
        self.b
            .cmd("POST", &format!("/element/{button}/click"), None);
        let deadline = Instant::now() + webdriver::PATIENCE;
        while self
            .b
            .try_cmd(
                "POST",
                "/execute/sync",
                Some(serde_json::json!({
                    "script": "return document.documentElement.dataset.left === 'yes';",
                    "args": []
                })),
            )
            .map_or(true, |v| v == serde_json::Value::Bool(true))
        {
            assert!(
                Instant::now() < deadline,
                "the form's answer never came: {css}"
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// A pair's page on the phone.
    fn pair_page(&self, hall: &Hall, e: &Evening, pair: &str) -> String {
        self.b.switch(&self.phone);
        self.b.go(&hall.at(&format!("/p/{}", e.code(pair))));
        let text = self.b.wait_for(&[pair]);
        assert_eq!(self.b.dialog(), None, "a dialog opened on {pair}'s page");
        text
    }

    /// `pair` enters its table's result on its own page: clicks the winner,
    /// types the score, sends.
    fn enter(&self, hall: &Hall, e: &Evening, pair: &str, winner: &str, score: &str) -> String {
        self.pair_page(hall, e, pair);
        self.b
            .click(&format!("input[name=winner][value={}]", quoted(winner)));
        type_score(&self.b, score);
        // The form with the winners: the result's, or with the other
        // side's result shown, the No's (what happened).
        self.press("form:has(input[name=winner]) button[type=submit]");
        let deadline = Instant::now() + webdriver::PATIENCE;
        loop {
            let text = self.b.text();
            if text.contains("Entered: it counts")
                || text.contains("Your word is in")
                || text.contains("Confirmed: the result counts")
            {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "{pair}'s result got no answer: {text}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// `pair` opens its page, sees what the other side entered, and answers
    /// yes or no.
    fn answer(&self, hall: &Hall, e: &Evening, pair: &str, entered: &str, yes: bool) -> String {
        let text = self.pair_page(hall, e, pair);
        assert!(
            text.contains(entered),
            "{pair} should see {entered:?}:\n{text}"
        );
        self.press(&format!(
            "button[name=agree][value={}]",
            if yes { "yes" } else { "no" }
        ));
        if !yes {
            return self.b.wait_for(&[
                "Your word is in. The two sides differ: the director will settle it.",
            ]);
        }
        // The page's banner says what the pair's last answer came to, and
        // an earlier game's "Confirmed" may still be on the page being
        // left: the answer is in once the entry it answered is gone.
        let deadline = Instant::now() + webdriver::PATIENCE;
        loop {
            let text = self.b.text();
            if text.contains("Confirmed: the result counts.") && !text.contains(entered) {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "{pair}'s Yes got no answer: {text}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The director's page, fresh.
    fn director_page(&self, hall: &Hall) -> String {
        self.b.switch(&self.director);
        self.b.go(&hall.at("/director"));
        let text = self.b.wait_for(&["Enter or correct a result"]);
        assert_eq!(
            self.b.dialog(),
            None,
            "a dialog opened on the director's page"
        );
        text
    }
}

/// Now, in milliseconds since 1970, as the browser's `Date.now()`.
fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

/// The seating of the game being played, from the command line.
fn seating(t: &Table) -> Value {
    t.test().args(["party", "seat"]).json()
}

#[test]
fn an_evening_in_the_hall_in_a_real_browser() {
    if !webdriver::available("the browser test of `party serve`") {
        return;
    }
    let started = Instant::now();
    let t = Table::new();
    let pairs: Vec<String> = [
        "Ann+Bob",
        "Cid+Dan",
        "Eve+Fay",
        "Gus+Hal",
        "Ivy+Jon",
        "Kim+Lou",
        "Max+Ned",
        SCRIPT_PAIR,
    ]
    .map(String::from)
    .to_vec();
    t.test()
        .args([
            "party",
            "new",
            "legion",
            "--pairs",
            &pairs.join(","),
            "--games",
            "3",
            "--seed",
            "7",
        ])
        .run();
    let codes = t.test().args(["party", "codes"]).json();
    let codes = codes["codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["pair"].as_str().unwrap().to_string(),
                c["code"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let mut e = Evening {
        pairs: pairs.clone(),
        codes,
        results: BTreeMap::new(),
    };
    let hall = Hall::open(&t, "opponents");
    let b = Browser::open(Opening::default());

    // The board, on the projector all evening: opened once, never reloaded.
    let board = b.window();
    b.go(&hall.at("/"));
    let text = b.wait_for(&["legion", "Game 1 of 3", "Game 1 seating", SCRIPT_PAIR]);
    assert!(text.contains("waiting for tables 1, 2, 3 and 4"), "{text}");
    // Marks that go with the page: gone if it is ever loaded again; and
    // the time of its last change, by the page's own clock.
    b.script(
        "window.sameBoard = true; window.drawnAt = 0; new MutationObserver(() => { window.drawnAt = Date.now(); }).observe(document.body, {childList: true, subtree: true}); return true;",
    );
    assert_eq!(
        b.dialog(),
        None,
        "the script in a pair's name ran on the board"
    );
    assert_eq!(
        b.script("return [...document.scripts].map(s => new URL(s.src).pathname);"),
        serde_json::json!(["/hall.js"]),
        "the board runs the hall's own script and nothing else"
    );
    let phone = b.new_window();
    let director = b.new_window();
    let w = Windows {
        b,
        pressed: std::cell::Cell::new(0),
        slowest: std::cell::Cell::new(0),
        board,
        phone,
        director,
    };

    // A phone goes from page to page many times in an evening: a page
    // left behind must not keep its line to the hall open (a browser
    // opens six to one address, then waits).
    w.b.switch(&w.phone);
    for _ in 0..8 {
        let asked = Instant::now();
        w.pair_page(&hall, &e, &pairs[0]);
        assert!(
            asked.elapsed() < Duration::from_secs(5),
            "a page took {:?}",
            asked.elapsed()
        );
    }

    // The director signs in with the PIN; a wrong one is refused.
    w.b.switch(&w.director);
    w.b.go(&hall.at("/director"));
    w.b.type_in("input[name=pin]", "9999");
    w.b.click("form[action='/director/login'] button");
    w.b.wait_for(&["That is not the PIN"]);
    w.b.type_in("input[name=pin]", "1234");
    w.b.click("form[action='/director/login'] button");
    let text = w.b.wait_for(&["Disputes", "Enter or correct a result"]);
    assert!(text.contains("Still to report game 1"), "{text}");

    // The pair that says No to the other side's result.
    let mut said_no = String::new();
    for game in 1..=3u32 {
        let seat = seating(&t);
        assert_eq!(seat["game"], game, "{seat}");
        for table in seat["tables"].as_array().unwrap() {
            let n = table["table"].as_u64().unwrap() as usize;
            let sides: Vec<String> = table["pairs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_string())
                .collect();
            // Who wins, who enters, who answers: varied by table and game.
            let win = (game as usize + n) % 2;
            let (winner, loser) = (sides[win].clone(), sides[1 - win].clone());
            let enters = sides[n % 2].clone();
            let answers = sides[1 - n % 2].clone();
            let score = (120 + 5 * (game as i32 % 2), 60 + 10 * n as i32);
            let typed = format!("{}-{}", score.0, score.1);
            let outcome = Outcome {
                winner: winner.clone(),
                loser: loser.clone(),
                score,
            };
            match (game, n) {
                // A pair says No: a dispute the director settles.
                (1, 2) => {
                    let text = w.enter(&hall, &e, &enters, &winner, &typed);
                    assert!(
                        text.contains("Entered: it counts once the other side confirms it."),
                        "{text}"
                    );
                    assert!(
                        text.contains(&format!("You entered: {winner} won {typed}.")),
                        "{text}"
                    );
                    let text = w.answer(
                        &hall,
                        &e,
                        &answers,
                        &format!("{enters} entered: {winner} won {typed}."),
                        false,
                    );
                    assert!(
                        text.contains("Disputed. The director will settle it."),
                        "{text}"
                    );
                    said_no = answers.clone();
                    // The director sees both words and settles it the other way.
                    let text = w.director_page(&hall);
                    let card = format!("Game {game}, table {n}\n{enters}: {winner} won {typed}\n{answers}: says the other result is wrong");
                    assert!(
                        text.contains(&card),
                        "the dispute is not on the director's page:\n{text}"
                    );
                    let settled = (120, 100);
                    w.b.click(&format!(
                        ".card.bad input[name=winner][value={}]",
                        quoted(&loser)
                    ));
                    w.b.type_in(".card.bad input[name=score]", "120-100");
                    w.press(".card.bad button[type=submit]");
                    let text =
                        w.b.wait_for(&[&format!("Game {game}, table {n}: the result is in.")]);
                    let since = w.pressed.get();
                    assert!(text.contains("Disputes\nNone."), "{text}");
                    e.results.insert(
                        (game, n),
                        Outcome {
                            winner: loser.clone(),
                            loser: winner.clone(),
                            score: settled,
                        },
                    );
                    w.board_shows(&e.tally(), since);
                    let text = w.pair_page(&hall, &e, &enters);
                    assert!(
                        text.contains(&format!("In: {loser} won 120-100.")),
                        "{text}"
                    );
                }
                // The other pair enters a different result instead.
                (2, 3) => {
                    w.enter(&hall, &e, &enters, &winner, &typed);
                    let text = w.pair_page(&hall, &e, &answers);
                    assert!(
                        text.contains(&format!("{enters} entered: {winner} won {typed}.")),
                        "{text}"
                    );
                    let text = w.enter(&hall, &e, &answers, &loser, "120-90");
                    assert!(
                        text.contains(
                            "Your word is in. The two sides differ: the director will settle it."
                        ),
                        "{text}"
                    );
                    let text = w.director_page(&hall);
                    let card = format!("Game {game}, table {n}\n{enters}: {winner} won {typed}\n{answers}: {loser} won 120-90");
                    assert!(text.contains(&card), "{text}");
                    w.b.click(&format!(
                        ".card.bad input[name=winner][value={}]",
                        quoted(&winner)
                    ));
                    w.b.type_in(".card.bad input[name=score]", &typed);
                    w.press(".card.bad button[type=submit]");
                    w.b.wait_for(&[&format!("Game {game}, table {n}: the result is in.")]);
                    let since = w.pressed.get();
                    e.results.insert((game, n), outcome);
                    w.board_shows(&e.tally(), since);
                }
                // At the laptop, with the command: on every page at once.
                (3, 3) => {
                    let since = now_ms();
                    t.test()
                        .args([
                            "party", "result", "--table", "3", "--winner", &winner, "--score",
                            &typed,
                        ])
                        .run();

                    e.results.insert((game, n), outcome.clone());
                    w.board_shows(&e.tally(), since);
                    let text = w.pair_page(&hall, &e, &loser);
                    assert!(
                        text.contains(&format!("In: {winner} won {typed}.")),
                        "{text}"
                    );
                    // The director takes it back (the page asks first), and
                    // the pairs enter it from their phones after all.
                    w.director_page(&hall);
                    w.b.click("input[name=sure]");
                    w.b.click("form[action='/director/undo'] button");
                    w.pressed.set(now_ms());
                    // The button names what it takes back before it acts.
                    assert_eq!(
                        w.b.accept_dialog(),
                        format!("Take back table 3's result of game 3: {winner} won {typed}?")
                    );
                    w.b.wait_for(&["Game 3, table 3: taken back."]);
                    let since = w.pressed.get();
                    e.results.remove(&(game, n));
                    w.board_shows(&e.tally(), since);
                    assert!(
                        w.b.text()
                            .contains("Game 3 of 3: waiting for tables 3 and 4"),
                        "{}",
                        w.b.text()
                    );
                    w.enter(&hall, &e, &enters, &winner, &typed);
                    w.answer(
                        &hall,
                        &e,
                        &answers,
                        &format!("{enters} entered: {winner} won {typed}."),
                        true,
                    );
                    let since = w.pressed.get();
                    e.results.insert((game, n), outcome);
                    w.board_shows(&e.tally(), since);
                }
                // The usual way: one pair enters, the other confirms.
                _ => {
                    let text = w.enter(&hall, &e, &enters, &winner, &typed);
                    assert!(
                        text.contains("Entered: it counts once the other side confirms it."),
                        "{text}"
                    );
                    let text = w.answer(
                        &hall,
                        &e,
                        &answers,
                        &format!("{enters} entered: {winner} won {typed}."),
                        true,
                    );
                    let since = w.pressed.get();
                    // The game's last table: the pair's next table shows.
                    let last = e.results.keys().filter(|k| k.0 == game).count() + 1 == 4;
                    let shown = if last && game < 3 {
                        format!("Game {}: table", game + 1)
                    } else if last {
                        "Every game is in.".to_string()
                    } else {
                        format!("In: {winner} won {typed}.")
                    };
                    assert!(
                        text.contains(&shown),
                        "{shown:?} is not on the page:\n{text}"
                    );
                    e.results.insert((game, n), outcome);
                    w.board_shows(&e.tally(), since);
                }
            }
        }
        if game == 2 {
            // The director corrects game 1, table 1: the other pair won.
            let old = e.results[&(1, 1)].clone();
            w.director_page(&hall);
            w.b.type_in("#game", "1");
            w.b.type_in("#table", "1");
            w.b.type_in("#winner", &old.loser);
            w.b.type_in("#score", "120-110");
            w.press("form:has(#winner) button[type=submit]");
            w.b.wait_for(&["Game 1, table 1: the result is in."]);
            let since = w.pressed.get();
            e.results.insert(
                (1, 1),
                Outcome {
                    winner: old.loser.clone(),
                    loser: old.winner.clone(),
                    score: (120, 110),
                },
            );
            w.board_shows(&e.tally(), since);
            // The pair that had won sees game 1 lost on its own page.
            w.pair_page(&hall, &e, &old.winner);
            let rows = w.b.script(
                "return [...document.querySelectorAll('main table tbody tr')].map(r => [...r.cells].map(c => c.textContent.trim()));",
            );
            let first = rows
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r[0] == "1")
                .unwrap_or_else(|| panic!("no game 1 on {}'s page: {rows}", old.winner));
            // Lost, and marked as corrected since.
            let result = first[3].as_str().unwrap_or_default();
            assert!(
                result.starts_with("lost") && result.ends_with("corrected"),
                "{rows}"
            );
            assert_eq!(first[4], "110-120", "{rows}");
        }
    }

    // The tally cards, the director's to print: every pair with its code,
    // and a page that stays still while the party moves on.
    w.b.switch(&w.director);
    w.b.go(&hall.at("/cards"));
    let text = w.b.wait_for(&["Tally cards: legion"]);
    for pair in &pairs {
        assert!(
            text.contains(&format!("{pair}\n{}", e.code(pair))),
            "{pair} has no card:\n{text}"
        );
    }
    assert_eq!(w.b.all(".tally svg").len(), pairs.len(), "a QR code a card");
    assert_eq!(w.b.dialog(), None, "a dialog opened on the cards");
    w.b.script("window.sameCards = true; return true;");
    // The party changes (a correction, then taken back): the board swaps
    // in each new drawing as its event arrives. Once the board has had
    // one, every page following the events has had it too.
    w.b.switch(&w.board);
    w.b.script("document.getElementById('board').dataset.seen = 'before'; return true;");
    let corrected = ["1", "2"].into_iter().any(|winner| {
        t.test()
            .args([
                "party", "result", "--game", "1", "--table", "1", "--winner", winner,
            ])
            .any_status()
            .run()
            .code
            == Some(0)
    });
    assert!(corrected, "game 1, table 1 could not be corrected");
    t.test().args(["party", "undo"]).run();
    let deadline = Instant::now() + Duration::from_secs(10);
    while w
        .b
        .script("return document.getElementById('board').dataset.seen === 'before';")
        == Value::Bool(true)
    {
        assert!(
            Instant::now() < deadline,
            "the board had no event of the change"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    w.b.switch(&w.director);
    assert_eq!(
        w.b.script("return window.sameCards === true;"),
        Value::Bool(true),
        "the cards page loaded itself again on the party's change"
    );

    // Every game in: the board says so, and the command line reads the
    // same standings from the same file.
    w.b.switch(&w.board);
    let text =
        w.b.wait_for(&["All 3 games in", "Prizes\n1st (shared) Gus+Hal, Max+Ned (3 wins)\n3rd Ivy+Jon (2 wins)\nBooby prize: <script>alert(1)</script>+Zed"]);
    assert!(text.contains(SCRIPT_PAIR), "{text}");
    let standings = t.test().args(["party", "standings"]).json();
    let from_cli: Tally = standings["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["pair"].as_str().unwrap().to_string(),
                (
                    p["won"].as_u64().unwrap(),
                    p["lost"].as_u64().unwrap(),
                    p["points"].as_i64().unwrap(),
                ),
            )
        })
        .collect();
    assert_eq!(
        from_cli,
        e.tally(),
        "`party standings --json` and the pages"
    );
    assert_eq!(standings["played"], 3, "{standings}");
    let history = t.test().args(["party", "history"]).json();
    let actions: Vec<(String, String)> = history["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| {
            (
                h["action"].as_str().unwrap().to_string(),
                crate::common::who(&h["by"]).to_string(),
            )
        })
        .collect();
    for (action, by) in [
        ("disputed", said_no.as_str()),
        ("entered", "director"),
        ("corrected", "director"),
        ("undone", "director"),
        ("entered", "command"),
    ] {
        assert!(
            actions.iter().any(|(a, b)| a == action && b == by),
            "no {action} by {by} in the history: {actions:?}"
        );
    }
    eprintln!(
        "the evening in the browser took {:?}; a result reached the board in {} ms at most",
        started.elapsed(),
        w.slowest.get()
    );
}

#[test]
fn the_plain_forms_work_with_javascript_switched_off() {
    if !webdriver::available("the browser test of `party serve` without scripts") {
        return;
    }
    let t = Table::new();
    t.test()
        .args(words(
            "party new quiet --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 2 --seed 3",
        ))
        .run();
    let codes = t.test().args(["party", "codes"]).json();
    let code = |pair: &str| {
        codes["codes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["pair"] == pair)
            .unwrap()["code"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let seat = seating(&t);
    let side = |table: usize, i: usize| {
        seat["tables"][table]["pairs"][i]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (ours, theirs) = (side(0, 0), side(0, 1));
    let hall = Hall::open(&t, "opponents");
    let b = Browser::open(Opening {
        scripts: false,
        ..Opening::default()
    });

    // The board, with no script to keep it live, looks again by itself.
    let board = b.window();
    b.go(&hall.at("/"));
    b.wait_for(&["Game 1 of 2: waiting for tables 1 and 2"]);
    let phone = b.new_window();
    b.switch(&phone);

    b.go(&hall.at(&format!("/p/{}", code(&ours))));
    b.click(&format!("input[name=winner][value={}]", quoted(&ours)));
    type_score(&b, "120-80");
    b.click("form[action$='/result'] button[type=submit]");
    b.wait_for(&[
        "Entered: it counts once the other side confirms it.",
        &format!("You entered: {ours} won 120-80."),
    ]);

    b.go(&hall.at(&format!("/p/{}", code(&theirs))));
    b.wait_for(&[&format!("{ours} entered: {ours} won 120-80.")]);
    b.click("button[name=agree][value=yes]");
    b.wait_for(&[
        "Confirmed: the result counts.",
        &format!("In: {ours} won 120-80."),
    ]);

    b.switch(&board);
    b.wait_for_within(
        &["Game 1 of 2: waiting for table 2"],
        Duration::from_secs(10),
    );
    let tally = board_tally(&b).expect("the board's standings");
    assert_eq!(tally[&ours], (1, 0, 120), "{tally:?}");
    assert_eq!(tally[&theirs], (0, 1, 80), "{tally:?}");

    // The director signs in, enters table 2, and takes it back: the box
    // ticked, and no dialog asks again without scripts.
    b.switch(&phone);
    b.go(&hall.at("/director"));
    b.type_in("input[name=pin]", "1234");
    b.click("form[action='/director/login'] button");
    b.wait_for(&["Still to report game 1", "Enter or correct a result"]);
    b.type_in("#table", "2");
    b.type_in("#winner", "2");
    b.type_in("#score", "130-40");
    b.click("form:has(#winner) button[type=submit]");
    b.wait_for(&["Game 1, table 2: the result is in."]);
    b.click("input[name=sure]");
    b.click("form[action='/director/undo'] button");
    assert_eq!(b.dialog(), None, "a dialog opened without scripts");
    b.wait_for(&["Game 1, table 2: taken back."]);
    let standings = t.test().args(["party", "standings"]).json();
    assert_eq!(standings["waiting"], serde_json::json!([2]), "{standings}");

    // A party file damaged under the hall: every page says so, and none
    // shows where the laptop keeps its files.
    let file = t.dir.path().join("parties/quiet.toml");
    let kept = std::fs::read(&file).expect("the party's file");
    let mut damaged = kept.clone();
    damaged.extend_from_slice(b"\ngarbage = [\n");
    std::fs::write(&file, damaged).unwrap();
    for page in ["/", "/director", &format!("/p/{}", code(&ours))] {
        b.go(&hall.at(page));
        let text = b.wait_for(&["The party file can't be used", "nothing was changed"]);
        let folder = t.dir.path().display().to_string();
        assert!(
            !text.contains(&folder) && !text.contains("quiet.toml"),
            "{page} shows a path:\n{text}"
        );
    }
    std::fs::write(&file, kept).unwrap();
    b.go(&hall.at("/"));
    b.wait_for(&["Game 1 of 2: waiting for table 2"]);
}

/// The pictures in docs/party.md, taken of a demo evening in the middle of
/// its fifth game: `bash docs/shots.sh` runs this (it is left out of
/// `cargo test`, as it writes into docs/img).
#[test]
#[ignore = "writes docs/img: run by docs/shots.sh"]
fn docs_screenshots() {
    assert!(
        webdriver::missing().is_empty(),
        "needs chromium and chromium-driver"
    );
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/img");
    std::fs::create_dir_all(&out).unwrap();
    let t = Table::new();
    let pairs = [
        "Mary+Pat",
        "Siobhan+Declan",
        "Nora+Liam",
        "Aoife+Conor",
        "Brid+Tom",
        "Kathleen+Seamus",
        "Maeve+Eoin",
        "Orla+Ciaran",
        "Sinead+Kevin",
        "Grainne+Dermot",
        "Tess+Jim",
        "Una+Frank",
    ];
    t.test()
        .args([
            "party",
            "new",
            "hall",
            "--pairs",
            &pairs.join(","),
            "--games",
            "12",
            "--seed",
            "45",
        ])
        .run();
    // Four games in, from the laptop; the fifth under way.
    let score = |game: usize, table: usize| format!("120-{}", 40 + (game * 7 + table * 13) % 75);
    for game in 1..=4 {
        for table in 1..=6 {
            let winner = if (game + table) % 3 == 0 { "2" } else { "1" };
            t.test()
                .args([
                    "party",
                    "result",
                    "--table",
                    &table.to_string(),
                    "--winner",
                    winner,
                    "--score",
                    &score(game, table),
                ])
                .run();
        }
    }
    for table in 1..=2 {
        t.test()
            .args([
                "party",
                "result",
                "--table",
                &table.to_string(),
                "--winner",
                "1",
                "--score",
                &score(5, table),
            ])
            .run();
    }
    let codes = t.test().args(["party", "codes"]).json();
    let code = |pair: &str| {
        codes["codes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["pair"] == pair)
            .unwrap()["code"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let seat = seating(&t);
    let side = |table: usize, i: usize| {
        seat["tables"][table - 1]["pairs"][i]
            .as_str()
            .unwrap()
            .to_string()
    };
    // The hall answers at its own addresses only (a name that isn't the
    // laptop's is refused), so the pictures show the loopback address.
    let hall = Hall::open_with(&t, "opponents", &["--table-devices"]);
    let b = Browser::open(Opening::default());
    let enter = |pair: &str, winner: &str, score: &str| {
        b.go(&hall.at(&format!("/p/{}", code(pair))));
        b.click(&format!("input[name=winner][value={}]", quoted(winner)));
        type_score(&b, score);
        b.click("form[action$='/result'] button[type=submit]");
        b.wait_for(&["Entered: it counts once the other side confirms it."]);
    };
    // Table 3 waits for the other pair's word; table 4 is disputed.
    enter(&side(3, 0), &side(3, 0), "120-85");
    enter(&side(4, 0), &side(4, 1), "120-105");
    b.go(&hall.at(&format!("/p/{}", code(&side(4, 1)))));
    b.click("button[name=agree][value=no]");
    b.wait_for(&["The two sides differ"]);

    let shoot = |name: &str, width: u32, height: u32, mobile: bool| {
        b.screen(width, height, mobile);
        // Let the page lay itself out at the new size.
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(
            b.script("return document.documentElement.scrollWidth <= innerWidth;"),
            Value::Bool(true),
            "{name}: the page is wider than the screen"
        );
        let png = b.screenshot();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}: a PNG");
        std::fs::write(out.join(name), &png).unwrap();
        eprintln!("docs/img/{name}: {} KB", png.len() / 1024);
    };
    b.go(&hall.at("/"));
    b.wait_for(&["Game 5 seating"]);
    shoot("board-1920x1080.png", 1920, 1080, false);
    shoot("board-1280x720.png", 1280, 720, false);
    b.go(&hall.at(&format!("/p/{}", code(&side(5, 0)))));
    b.wait_for(&["Who won?"]);
    shoot("pair-phone.png", 390, 844, true);
    if let Some(whole) = std::env::var_os("WHOLE_PAGE") {
        b.screen(390, 2000, true);
        std::thread::sleep(Duration::from_millis(300));
        std::fs::write(whole, b.screenshot()).unwrap();
    }
    b.go(&hall.at(&format!("/p/{}", code(&side(3, 1)))));
    b.wait_for(&["Yes, that's right"]);
    shoot("pair-confirm.png", 390, 844, true);
    // A device left at table 5, for players without a smartphone.
    let devices = t.test().args(["party", "codes"]).json();
    let table5 = devices["tables"][4]["code"].as_str().unwrap().to_string();
    b.go(&hall.at(&format!("/t/{table5}")));
    b.wait_for(&["Table 5", "Game 5"]);
    shoot("table-device.png", 390, 844, true);
    b.go(&hall.at("/director"));
    b.type_in("input[name=pin]", "1234");
    b.click("form[action='/director/login'] button");
    b.wait_for(&["Disputes", "Game 5, table 4"]);
    shoot("director.png", 1280, 900, false);
    b.go(&hall.at("/cards"));
    b.wait_for(&["Tally cards: hall"]);
    shoot("cards.png", 1280, 800, false);

    // A change of plan from the director's page: a late pair.
    b.go(&hall.at("/director"));
    b.type_in("#join-pair", "Peig+Sean");
    b.type_in("#join-game", "6");
    b.click("form[action='/director/join'] button");
    b.wait_for(&["Peig+Sean join from game 6"]);
    b.script("document.getElementById('plan').scrollIntoView(); return true;");
    shoot("director-plan.png", 1280, 900, false);

    // The evening cut to 6 games and played to its end: the prizes.
    t.test().args(["party", "games", "6"]).run();
    for table in 3..=4 {
        t.test()
            .args(words(&format!(
                "party result --table {table} --winner 1 --score 120-90"
            )))
            .run();
    }
    for table in 5..=6 {
        t.test()
            .args(words(&format!(
                "party result --table {table} --winner 2 --score 120-{}",
                70 + table
            )))
            .run();
    }
    let last = seating(&t);
    for (i, _) in last["tables"].as_array().unwrap().iter().enumerate() {
        t.test()
            .args(words(&format!(
                "party result --table {} --winner {} --score 120-{}",
                i + 1,
                i % 2 + 1,
                60 + i * 9
            )))
            .run();
    }
    b.go(&hall.at("/"));
    b.wait_for(&["Prizes", "Booby prize"]);
    shoot("board-prizes.png", 1280, 720, false);
    b.go(&hall.at("/director/results"));
    b.wait_for(&["Standings", "Prizes", "Games"]);
    shoot("results.png", 1280, 900, false);
}
