//! The hall's guards, driven in-process: the router as `party serve`
//! builds it, over a party in a temporary data folder, each request sent
//! with `tower::ServiceExt::oneshot` as the accept loop sends it (with the
//! address it came from). No socket, no binary: the spawned-binary tests
//! (`tests/hall.rs`, `tests/hall_guards.rs`) and the browser tests keep
//! the whole evening.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::http::{header, Method, StatusCode, Version};
use axum::response::Response;
use axum::Router;
use chrono::TimeZone;
use fortyfives::rules::party::{Confirm, GameEnd, Movement, Pair, Partners, Party};
use fortyfives::rules::variant::RuleSet;
use fortyfives::store::{GameName, PartyFile, Store};
use tower::ServiceExt;

use super::guard::door::{Limits, Streams};
use super::guard::host::Names;
use super::guard::limiter::MISSES;
use super::guard::{Guards, SESSION};
use super::routes;
use super::state::{AppState, Hall, Inner};

/// Where the hall listens in these tests: nothing listens there.
const HALL: &str = "127.0.0.1:4545";
const PIN: &str = "2468";

/// A hall over a party of four pairs in a data folder of its own: the
/// state, the router built from it, and the folder (removed when dropped).
struct TestHall {
    _dir: tempfile::TempDir,
    state: AppState,
    app: Router,
}

impl TestHall {
    fn new() -> TestHall {
        TestHall::with(Confirm::None)
    }

    /// A hall whose pairs' results wait for the other side's word, or not.
    fn with(confirm: Confirm) -> TestHall {
        let dir = tempfile::tempdir().expect("a temporary data folder");
        let data = Store::open(Some(dir.path().to_path_buf())).expect("the store");
        let store = data.parties();
        let name = GameName::parse("legion").expect("a party's name");
        let pairs = ["Ann+Bob", "Cid+Dan", "Eve+Fay", "Gus+Hal"]
            .iter()
            .map(|p| Pair::parse(p).expect("a pair"))
            .collect();
        // The codes drawn from a counter: the same every run.
        let mut next = 0u64;
        let party = Party::new(pairs, 3, Movement::Winners, Partners::Fixed, 4, 5)
            .expect("an evening")
            .with_codes(|| {
                next = next.wrapping_add(0x9E37_79B9_7F4A_7C15);
                next
            });
        let created = chrono::FixedOffset::west_opt(4 * 3600)
            .and_then(|tz| tz.with_ymd_and_hms(2026, 11, 25, 19, 30, 0).single())
            .expect("a date");
        let file = PartyFile::new("legion", created, "120".to_string(), Vec::new(), party);
        store.create(&name, &file).expect("the party saved");
        let rules = RuleSet::preset("120").expect("the preset");
        let hall = Hall {
            store,
            data,
            party: name,
            pin: PIN.to_string(),
            confirm,
            end: GameEnd::of(&rules),
            public: Vec::new(),
            clock: fortyfives::clock::Clock::fixed(created),
            table_devices: false,
        };
        let state = Inner::open(hall, HALL.parse().expect("an address"));
        let guards = Arc::new(Guards {
            names: Names::from_hostname(Some("hall-laptop")),
            address: format!("http://{HALL}/"),
            streams: Streams::new(Limits::for_descriptors(1024)),
        });
        let app = routes::router(state.clone(), guards);
        TestHall {
            _dir: dir,
            state,
            app,
        }
    }

    /// The code of the first pair.
    fn code(&self) -> String {
        let file = self.state.read().expect("the party reads");
        file.party.code_of(0).expect("a code").to_string()
    }

    /// The party file's bytes, to hold a refused request to changing
    /// nothing.
    fn saved(&self) -> Vec<u8> {
        let path = self.state.hall.store.path_of(&self.state.hall.party);
        std::fs::read(path).expect("the party file")
    }

    /// Sends `request` from `from` through the whole router.
    async fn send(&self, from: &str, mut request: Request) -> Response {
        let peer: SocketAddr = from.parse().expect("a peer address");
        request.extensions_mut().insert(ConnectInfo(peer));
        self.app
            .clone()
            .oneshot(request)
            .await
            .expect("the router always answers")
    }
}

/// A request to the hall as a phone on the hall's network sends it.
fn to_hall(method: Method, path: &str) -> axum::http::request::Builder {
    Request::builder()
        .method(method)
        .uri(path)
        .header(header::HOST, HALL)
}

fn get(path: &str) -> Request {
    to_hall(Method::GET, path).body(Body::empty()).unwrap()
}

/// A form as a page posts it.
fn form(method: Method, path: &str, body: &str) -> Request {
    to_hall(method, path)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(body.to_string()))
        .unwrap()
}

fn post(path: &str, body: &str) -> Request {
    form(Method::POST, path, body)
}

/// The PIN as the password of HTTP basic auth, user `x`.
const BASIC_RIGHT: &str = "Basic eDoyNDY4";
const BASIC_WRONG: &str = "Basic eDoxMTEx";

/// The director's session cookie a sign-in set, as a browser sends it back.
fn session_of(signed: &Response) -> String {
    let cookie = signed.headers()[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert!(cookie.starts_with(&format!("{SESSION}=")), "{cookie}");
    cookie
}

fn with_cookie(path: &str, cookie: &str) -> Request {
    to_hall(Method::GET, path)
        .header(header::COOKIE, cookie)
        .body(Body::empty())
        .unwrap()
}

async fn text(response: Response) -> String {
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .expect("the body");
    String::from_utf8_lossy(&bytes).into_owned()
}

const PHONE: &str = "192.168.1.31:50000";

#[tokio::test]
async fn a_form_posted_from_another_site_is_refused_and_changes_nothing() {
    let hall = TestHall::new();
    let before = hall.saved();
    let path = format!("/p/{}/result", hall.code());
    let mut request = post(&path, "game=1&winner=Ann%2BBob");
    request
        .headers_mut()
        .insert(header::ORIGIN, "http://evil.example".parse().unwrap());
    let refused = hall.send(PHONE, request).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(hall.saved(), before, "a refused form changed the party");
    // The same form from the hall's own page is taken.
    let mut request = post(&path, "game=1&winner=Ann%2BBob");
    request
        .headers_mut()
        .insert(header::ORIGIN, format!("http://{HALL}").parse().unwrap());
    let taken = hall.send(PHONE, request).await;
    assert_eq!(taken.status(), StatusCode::SEE_OTHER);
    assert_ne!(hall.saved(), before);
}

#[tokio::test]
async fn a_body_over_16_kib_is_refused() {
    let hall = TestHall::new();
    let before = hall.saved();
    let huge = format!("game=1&winner={}", "a".repeat(16 * 1024));
    let refused = hall
        .send(PHONE, post(&format!("/p/{}/result", hall.code()), &huge))
        .await;
    assert_eq!(refused.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(hall.saved(), before);
}

#[tokio::test]
async fn ten_wrong_codes_refuse_the_address_and_no_other() {
    let hall = TestHall::new();
    let right = format!("/p/{}", hall.code());
    for i in 0..MISSES {
        let wrong = hall.send(PHONE, get(&format!("/p/ZZZZZ{i}"))).await;
        assert_eq!(wrong.status(), StatusCode::NOT_FOUND, "guess {i}");
        assert!(text(wrong).await.contains("No pair has the code"));
    }
    // Refused now, the right code too, and for ten minutes.
    let refused = hall.send(PHONE, get(&right)).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()[header::RETRY_AFTER]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((590..=600).contains(&wait), "Retry-After: {wait}");
    assert!(text(refused).await.contains("Try again in 10 minutes"));
    // The director's pages too, signed in or not; the board stays open.
    let director = hall.send(PHONE, get("/director")).await;
    assert_eq!(director.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(hall.send(PHONE, get("/")).await.status(), StatusCode::OK);
    // Another phone is let in.
    let other = hall.send("192.168.1.32:50000", get(&right)).await;
    assert_eq!(other.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_code_that_does_not_decode_is_a_wrong_guess() {
    let hall = TestHall::new();
    let wrong = hall.send(PHONE, get("/p/%FF%FE")).await;
    assert_eq!(wrong.status(), StatusCode::NOT_FOUND);
    assert!(text(wrong).await.contains("No pair has the code"));
}

#[tokio::test]
async fn the_pin_opens_the_directors_pages_and_nothing_else_does() {
    let hall = TestHall::new();
    // Not signed in: the sign-in form, and the director's forms refused.
    let page = hall.send(PHONE, get("/director")).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(text(page).await.contains("name=\"pin\""));
    // A browser that sent no PIN gets the sign-in form, never the
    // browser's own box for basic auth over it.
    for (method, path) in [
        (Method::POST, "/director/result"),
        (Method::POST, "/director/undo"),
    ] {
        let refused = hall
            .send(PHONE, form(method, path, "game=1&table=1&winner=1"))
            .await;
        assert_eq!(refused.status(), StatusCode::FORBIDDEN, "{path}");
        assert!(!refused.headers().contains_key(header::WWW_AUTHENTICATE));
        assert!(text(refused)
            .await
            .contains("Sign in with the director's PIN first."));
    }
    // The PIN as basic auth (any user name): right, then wrong.
    let basic = |credentials: &str| {
        to_hall(Method::GET, "/director")
            .header(header::AUTHORIZATION, credentials)
            .body(Body::empty())
            .unwrap()
    };
    let right = hall.send(PHONE, basic(BASIC_RIGHT)).await;
    assert_eq!(right.status(), StatusCode::OK);
    assert!(text(right).await.contains("Enter or correct a result"));
    let wrong = hall.send(PHONE, basic(BASIC_WRONG)).await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    assert!(wrong.headers().contains_key(header::WWW_AUTHENTICATE));
    assert!(text(wrong).await.contains("That is not the PIN"));
    // The sign-in form: a wrong PIN shows the form again (no box of the
    // browser's own over it), the right one sets the session.
    let wrong = hall.send(PHONE, post("/director/login", "pin=1111")).await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    assert!(!wrong.headers().contains_key(header::WWW_AUTHENTICATE));
    let signed = hall
        .send(PHONE, post("/director/login", &format!("pin={PIN}")))
        .await;
    assert_eq!(signed.status(), StatusCode::SEE_OTHER);
    let cookie = session_of(&signed);
    for page in ["/director", "/cards"] {
        let opened = hall.send(PHONE, with_cookie(page, &cookie)).await;
        assert_eq!(opened.status(), StatusCode::OK, "{page}");
    }
    // Signed out, the cookie opens nothing.
    let mut out = post("/director/logout", "");
    out.headers_mut()
        .insert(header::COOKIE, cookie.parse().unwrap());
    hall.send(PHONE, out).await;
    let closed = hall.send(PHONE, with_cookie("/cards", &cookie)).await;
    assert!(text(closed).await.contains("name=\"pin\""));
}

#[tokio::test]
async fn a_poisoned_lock_neither_shuts_the_director_out_nor_forgets_a_guess() {
    let hall = TestHall::new();
    let signed = hall
        .send(PHONE, post("/director/login", &format!("pin={PIN}")))
        .await;
    let cookie = session_of(&signed);
    // A thread that panics holding each lock poisons it.
    let state = hall.state.clone();
    let _ = std::thread::spawn(move || {
        let _sessions = state.sessions();
        let _limiter = state.limiter();
        panic!("a handler's thread fails holding the locks");
    })
    .join();
    // Still signed in: the director's page, not the sign-in.
    let page = hall.send(PHONE, with_cookie("/director", &cookie)).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(text(page).await.contains("Enter or correct a result"));
    // And a sign-in still takes.
    let again = hall
        .send(PHONE, post("/director/login", &format!("pin={PIN}")))
        .await;
    let cookie = session_of(&again);
    let cards = hall.send(PHONE, with_cookie("/cards", &cookie)).await;
    assert_eq!(cards.status(), StatusCode::OK);
    // Wrong codes are still counted, and still refuse the address.
    for i in 0..MISSES {
        hall.send(PHONE, get(&format!("/p/ZZZZZ{i}"))).await;
    }
    let refused = hall.send(PHONE, get(&format!("/p/{}", hall.code()))).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn only_this_laptops_names_are_answered() {
    let hall = TestHall::new();
    for host in [HALL, "localhost:4545", "hall-laptop.local:4545"] {
        let request = Request::builder()
            .uri("/")
            .header(header::HOST, host)
            .body(Body::empty())
            .unwrap();
        assert_eq!(
            hall.send(PHONE, request).await.status(),
            StatusCode::OK,
            "{host}"
        );
    }
    // A page elsewhere, its name made to point at the laptop.
    let rebound = Request::builder()
        .uri("/api/standings")
        .header(header::HOST, "evil.example:4545")
        .body(Body::empty())
        .unwrap();
    let refused = hall.send(PHONE, rebound).await;
    assert_eq!(refused.status(), StatusCode::MISDIRECTED_REQUEST);
    assert!(text(refused).await.contains(&format!("http://{HALL}/")));
    // HTTP/1.1 names a host; HTTP/1.0 may not.
    let bare = Request::builder().uri("/").body(Body::empty()).unwrap();
    assert_eq!(
        hall.send(PHONE, bare).await.status(),
        StatusCode::BAD_REQUEST
    );
    let old = Request::builder()
        .uri("/")
        .version(Version::HTTP_10)
        .body(Body::empty())
        .unwrap();
    assert_eq!(hall.send(PHONE, old).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_party_file_that_cannot_be_read_is_said_without_its_path() {
    let hall = TestHall::new();
    let path = hall.state.hall.store.path_of(&hall.state.hall.party);
    std::fs::write(&path, "not a party").unwrap();
    for page in ["/", "/api/standings"] {
        let failed = hall.send(PHONE, get(page)).await;
        assert_eq!(failed.status(), StatusCode::SERVICE_UNAVAILABLE, "{page}");
        let body = text(failed).await;
        assert!(body.contains("can't be read or saved just now"), "{body}");
        assert!(!body.contains(&*path.to_string_lossy()), "{body}");
    }
    // A pair's code can't be checked either: not counted against it.
    let code = hall.send(PHONE, get("/p/ZZZZZZ")).await;
    assert_eq!(code.status(), StatusCode::SERVICE_UNAVAILABLE);
}

/// The first pair's table in game 1, and who sits against it there: the
/// table, the other pair's number and name.
fn first_table(hall: &TestHall) -> (usize, usize, String) {
    let party = hall.state.read().expect("the party reads").party;
    let (seat, side) = party.tables_of_pair(0, 1).remove(0);
    let them = party.partnership_name(seat.partnerships[1 - side]);
    let holder = (0..party.code_holders())
        .find(|&i| party.holder_name(i) == them)
        .expect("the other pair");
    (seat.table, holder, them)
}

fn code_of(hall: &TestHall, holder: usize) -> String {
    let file = hall.state.read().expect("the party reads");
    file.party.code_of(holder).expect("a code").to_string()
}

/// A pair's page, as its phone reads it.
async fn page_of(hall: &TestHall, holder: usize) -> String {
    let page = hall
        .send(PHONE, get(&format!("/p/{}", code_of(hall, holder))))
        .await;
    assert_eq!(page.status(), StatusCode::OK);
    text(page).await
}

/// A pair's form, posted: its answer.
async fn pair_posts(hall: &TestHall, holder: usize, what: &str, body: &str) -> Response {
    hall.send(
        PHONE,
        post(&format!("/p/{}/{what}", code_of(hall, holder)), body),
    )
    .await
}

fn with_pin(path: &str) -> Request {
    to_hall(Method::GET, path)
        .header(header::AUTHORIZATION, BASIC_RIGHT)
        .body(Body::empty())
        .unwrap()
}

/// The claim waiting at a table, by its number.
fn claim_at(hall: &TestHall, table: usize) -> u32 {
    let party = hall.state.read().expect("the party reads").party;
    party.pending_at(1, table).expect("a claim").claims[0].id
}

fn enc(text: &str) -> String {
    text.replace('+', "%2B")
}

#[tokio::test]
async fn a_pair_types_its_score_as_two_numbers_and_sees_its_own_name_marked() {
    let hall = TestHall::new();
    let (table, _, them) = first_table(&hall);
    let page = page_of(&hall, 0).await;
    for field in ["name=\"score_won\"", "name=\"score_lost\""] {
        let at = page
            .find(field)
            .unwrap_or_else(|| panic!("no {field}: {page}"));
        let input = &page[page[..at].rfind('<').unwrap()..at + page[at..].find('>').unwrap()];
        assert!(input.contains("inputmode=\"numeric\""), "{input}");
    }
    assert!(page.contains("<mark>Ann+<wbr>Bob</mark> against"), "{page}");
    // One number of the two: refused, as typed.
    let half = pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score_won=120"),
    )
    .await;
    assert_eq!(half.status(), StatusCode::BAD_REQUEST);
    assert!(text(half).await.contains("Type both scores"));
    let taken = pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score_won=120&score_lost=95"),
    )
    .await;
    assert_eq!(taken.status(), StatusCode::SEE_OTHER);
    let party = hall.state.read().unwrap().party;
    let result = party.results_of(1)[0].clone();
    assert_eq!(
        party.result_words(&result),
        ("Ann+Bob".to_string(), Some("120-95".to_string()))
    );
    // `score` = "A-B" is still taken, from the other table.
    let other = (0..4)
        .find(|&i| party.tables_of_pair(i, 1)[0].0.table != table)
        .unwrap();
    let name = party.holder_name(other).to_string();
    let taken = pair_posts(
        &hall,
        other,
        "result",
        &format!("game=1&winner={}&score=120-80", enc(&name)),
    )
    .await;
    assert_eq!(taken.status(), StatusCode::SEE_OTHER);
    assert_eq!(hall.state.read().unwrap().party.results_of(1).len(), 2);
    let _ = them;
}

#[tokio::test]
async fn a_pairs_banner_is_read_from_the_party_not_from_the_address() {
    let hall = TestHall::with(Confirm::Opponents);
    let (table, them, _) = first_table(&hall);
    let entered = pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score_won=120&score_lost=95"),
    )
    .await;
    assert_eq!(entered.status(), StatusCode::SEE_OTHER);
    assert!(page_of(&hall, 0)
        .await
        .contains("Entered: it counts once the other side confirms it."));
    let claim = claim_at(&hall, table);
    let yes = pair_posts(
        &hall,
        them,
        "confirm",
        &format!("game=1&table={table}&claim={claim}&agree=yes"),
    )
    .await;
    assert_eq!(yes.status(), StatusCode::SEE_OTHER);
    // The address the entry's answer sent the phone to says "waiting": the
    // page says what is true now.
    let again = hall
        .send(
            PHONE,
            get(&format!("/p/{}?said=waiting", code_of(&hall, 0))),
        )
        .await;
    let again = text(again).await;
    assert!(!again.contains("Entered:"), "{again}");
    assert!(
        again.contains("confirmed it: the result counts."),
        "{again}"
    );
    assert!(page_of(&hall, them)
        .await
        .contains("Confirmed: the result counts."));
}

#[tokio::test]
async fn a_no_says_what_the_pair_says_happened() {
    let hall = TestHall::with(Confirm::Opponents);
    let (table, them, their_name) = first_table(&hall);
    pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score_won=120&score_lost=95"),
    )
    .await;
    // The No is sent with the form for what happened.
    let page = page_of(&hall, them).await;
    let no = page.find("value=\"no\"").expect("a No");
    let form = &page[page[..no].rfind("<form").unwrap()..no];
    assert!(form.contains("/confirm"), "{form}");
    assert!(form.contains("name=\"winner\""), "{form}");
    assert!(form.contains("name=\"score_won\""), "{form}");
    let claim = claim_at(&hall, table);
    let answer = pair_posts(
        &hall,
        them,
        "confirm",
        &format!(
            "game=1&table={table}&claim={claim}&agree=no&winner={}&score_won=120&score_lost=100",
            enc(&their_name)
        ),
    )
    .await;
    assert_eq!(answer.status(), StatusCode::SEE_OTHER);
    let party = hall.state.read().unwrap().party;
    let pending = party.pending_at(1, table).expect("the table waits");
    assert!(pending.disputed());
    let theirs = pending.claims.iter().find(|c| c.by == their_name).unwrap();
    assert_eq!(theirs.won.as_deref(), Some(their_name.as_str()));
    assert_eq!(theirs.score.as_deref(), Some("120-100"));
    assert!(page_of(&hall, them)
        .await
        .contains("Your word is in. The two sides differ"));
    // The director's form to settle it starts with the first claim.
    let director = text(hall.send(PHONE, with_pin("/director")).await).await;
    assert!(
        director.contains("value=\"Ann+Bob\" required checked"),
        "{director}"
    );
    assert!(director.contains("value=\"120-95\""), "{director}");
}

#[tokio::test]
async fn a_pair_sees_its_result_corrected() {
    let hall = TestHall::new();
    let (table, them, their_name) = first_table(&hall);
    pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score=120-95"),
    )
    .await;
    let corrected = hall
        .send(
            PHONE,
            to_hall(Method::POST, "/director/result")
                .header(header::AUTHORIZATION, BASIC_RIGHT)
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::from(format!(
                    "game=1&table={table}&winner={}&score=120-110",
                    enc(&their_name)
                )))
                .unwrap(),
        )
        .await;
    assert_eq!(corrected.status(), StatusCode::SEE_OTHER);
    for holder in [0, them] {
        let page = page_of(&hall, holder).await;
        assert!(
            page.contains(&format!(
                "Your result at table {table} of game 1 was corrected by the director: now {their_name} won 120-110 (it was Ann+Bob won 120-95)."
            )),
            "{page}"
        );
        assert!(page.contains("<small>corrected</small>"), "{page}");
    }
}

#[tokio::test]
async fn a_change_sends_each_page_only_what_it_touched() {
    let hall = TestHall::with(Confirm::Opponents);
    let (table, them, _) = first_table(&hall);
    pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score=120-95"),
    )
    .await;
    hall.state.redraw().await;
    let drawn = hall.state.board.borrow().clone();
    let changes: serde_json::Value = serde_json::from_str(&drawn.changes).unwrap();
    let mut pairs: Vec<u64> = changes["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .collect();
    pairs.sort_unstable();
    let mut want = vec![0, them as u64];
    want.sort_unstable();
    assert_eq!(pairs, want, "only the table's pairs look again");
    let parts: Vec<&str> = changes["director"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    for part in ["waiting", "report", "history", "undo"] {
        assert!(parts.contains(&part), "{part} not in {parts:?}");
    }
    for part in ["disputes", "enter", "results"] {
        assert!(!parts.contains(&part), "{part} in {parts:?}");
    }
    // The page fetches those parts alone, and of the history only the
    // lines it hasn't seen.
    let waiting = text(
        hall.send(PHONE, with_pin("/director/parts?names=waiting"))
            .await,
    )
    .await;
    assert!(waiting.contains("data-part=\"waiting\""), "{waiting}");
    assert!(!waiting.contains("data-part=\"history\""), "{waiting}");
    assert!(!waiting.contains("<html"), "{waiting}");
    // Another table's entry: the page has seen the first.
    let party = hall.state.read().unwrap().party;
    let other = (0..4)
        .find(|&i| party.tables_of_pair(i, 1)[0].0.table != table)
        .unwrap();
    let name = enc(party.holder_name(other));
    pair_posts(&hall, other, "result", &format!("game=1&winner={name}")).await;
    let seen = 1;
    assert_eq!(hall.state.read().unwrap().party.history().len(), 2);
    let newer = text(
        hall.send(
            PHONE,
            with_pin(&format!("/director/parts?names=history&since={seen}")),
        )
        .await,
    )
    .await;
    assert_eq!(newer.matches("<tr>").count(), 1, "{newer}");
    assert!(newer.contains("data-rows=\"history\""), "{newer}");
    // A result counted: its game's part, not the whole table of results
    // (once the table is there).
    let party = hall.state.read().unwrap().party;
    let claim = party.pending_at(1, table).expect("a claim").claims[0].id;
    pair_posts(
        &hall,
        them,
        "confirm",
        &format!("game=1&table={table}&claim={claim}&agree=yes"),
    )
    .await;
    hall.state.redraw().await;
    let changes: serde_json::Value =
        serde_json::from_str(&hall.state.board.borrow().changes).unwrap();
    let parts = changes["director"].to_string();
    assert!(parts.contains("\"results-1\""), "{parts}");
    let rows = text(
        hall.send(PHONE, with_pin("/director/parts?names=results-1"))
            .await,
    )
    .await;
    assert!(
        rows.starts_with("<table><tbody data-part=\"results-1\">"),
        "{rows}"
    );
    // Not the director: no parts.
    let refused = hall.send(PHONE, get("/director/parts?names=history")).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_cards_lead_to_the_sign_in_and_back() {
    let hall = TestHall::new();
    let cards = hall.send(PHONE, get("/cards")).await;
    assert_eq!(cards.status(), StatusCode::OK);
    assert!(!cards.headers().contains_key(header::WWW_AUTHENTICATE));
    let form = text(cards).await;
    assert!(form.contains("name=\"pin\""), "{form}");
    assert!(form.contains("name=\"next\" value=\"/cards\""), "{form}");
    // A wrong PIN first: the form again, still for the cards.
    let wrong = hall
        .send(PHONE, post("/director/login", "pin=1111&next=%2Fcards"))
        .await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    assert!(text(wrong).await.contains("name=\"next\" value=\"/cards\""));
    let signed = hall
        .send(
            PHONE,
            post("/director/login", &format!("pin={PIN}&next=%2Fcards")),
        )
        .await;
    assert_eq!(signed.status(), StatusCode::SEE_OTHER);
    assert_eq!(signed.headers()[header::LOCATION], "/cards");
    // Anywhere else is the director's page.
    let elsewhere = hall
        .send(
            PHONE,
            post(
                "/director/login",
                &format!("pin={PIN}&next=http://evil.example/"),
            ),
        )
        .await;
    assert_eq!(elsewhere.headers()[header::LOCATION], "/director");
    let cookie = session_of(&signed);
    let cards = text(hall.send(PHONE, with_cookie("/cards", &cookie)).await).await;
    assert!(cards.contains("Tally cards: legion"), "{cards}");
    // The hall listens on this laptop only: its QR codes work here alone.
    assert!(
        cards.contains("these QR codes work on this laptop alone"),
        "{cards}"
    );
    assert!(cards.contains("--bind 0.0.0.0:4545 before"), "{cards}");
}

#[tokio::test]
async fn the_hall_has_an_icon_of_its_own() {
    let hall = TestHall::new();
    let icon = hall.send(PHONE, get("/favicon.ico")).await;
    assert_eq!(icon.status(), StatusCode::OK);
    assert_eq!(icon.headers()[header::CONTENT_TYPE], "image/svg+xml");
    assert!(text(icon).await.starts_with("<svg"));
}

#[tokio::test]
async fn the_pages_say_tables_and_places_in_words() {
    let hall = TestHall::new();
    let (table, _, _) = first_table(&hall);
    pair_posts(
        &hall,
        0,
        "result",
        &format!("game=1&table={table}&winner=Ann%2BBob&score=120-95"),
    )
    .await;
    let page = page_of(&hall, 0).await;
    assert!(
        page.contains("Your next table shows here once 1 more table reports."),
        "{page}"
    );
    assert_eq!(
        super::pages::once_more_report(2),
        "once 2 more tables report"
    );
    let places: Vec<String> = [1, 2, 3, 4, 6, 11, 12, 13, 21, 22, 23, 101]
        .iter()
        .map(|&n| super::pages::ordinal(n))
        .collect();
    assert_eq!(
        places,
        [
            "1st", "2nd", "3rd", "4th", "6th", "11th", "12th", "13th", "21st", "22nd", "23rd",
            "101st"
        ]
    );
    // Every game in: each pair's place, in words.
    for game in 1..=3u32 {
        for t in 1..=2usize {
            let stamp = hall.state.stamp(fortyfives::rules::party::By::Command);
            let _ = hall
                .state
                .change(move |party, end| {
                    if party.results_of(game).iter().any(|r| r.table == t) {
                        return Ok((party.clone(), ()));
                    }
                    party
                        .report(Some(game), t, "1", Some("120-60"), end, &stamp)
                        .map(|(p, _)| (p, ()))
                })
                .await;
        }
    }
    let page = page_of(&hall, 0).await;
    assert!(page.contains("Every game is in."), "{page}");
    assert!(page.contains(" place with "), "{page}");
    assert!(!page.contains("is placed"), "{page}");
}

#[tokio::test]
async fn the_board_shows_the_halls_address_and_a_file_shows_none() {
    let hall = TestHall::new();
    let board = text(hall.send(PHONE, get("/")).await).await;
    assert!(board.contains(&format!("http://{HALL}/")), "{board}");
    assert!(board.contains("<svg role=\"img\""), "{board}");
    let file = hall.state.read().unwrap();
    let page = super::pages::board::file_page(&file).into_string();
    assert!(!page.contains("<svg"), "{page}");
    assert!(!page.contains("Follow on a phone"), "{page}");
}
