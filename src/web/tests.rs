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
            confirm: Confirm::None,
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
    for (method, path) in [
        (Method::GET, "/cards"),
        (Method::POST, "/director/result"),
        (Method::POST, "/director/undo"),
    ] {
        let refused = hall
            .send(PHONE, form(method, path, "game=1&table=1&winner=1"))
            .await;
        assert_eq!(refused.status(), StatusCode::UNAUTHORIZED, "{path}");
        assert!(refused.headers().contains_key(header::WWW_AUTHENTICATE));
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
    assert_eq!(closed.status(), StatusCode::UNAUTHORIZED);
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
