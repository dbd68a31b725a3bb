//! Who may do what in the hall, as layers around the router (and, for
//! connections, at the door before it). A request for another name than
//! this laptop's is refused before anything is read; a pair's code opens
//! its own page only; the PIN opens the director's; an address that keeps
//! guessing wrong codes or PINs is refused for a while; a form posted from
//! another site's page is refused, so a page elsewhere can't enter results
//! with a phone's cookie or from inside the hall's network; and the
//! connections and live streams one device may hold are limited, so no
//! device can take the hall's for itself.
//!
//! - [`access`]: the extractors that say who a request speaks for: the
//!   director, the pair whose code is in the address, or the table whose
//!   device it is;
//! - [`limiter`]: wrong guesses counted by address and across the hall;
//! - [`host`]: the names the hall answers to;
//! - [`door`]: connections and live streams, by address and in all.

pub mod access;
pub mod door;
pub mod host;
pub mod limiter;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, Method, StatusCode, Version};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum_extra::headers::authorization::Basic;
use axum_extra::headers::{Authorization, HeaderMapExt};
use futures_util::StreamExt;

use self::door::{Activity, Streams};
use self::host::{Names, Verdict};
use self::limiter::{Guess, Ticket};
use super::error::{HallError, WrongGuess};
use super::pages;
use super::state::{AppState, Inner};

/// The name of the director's session cookie.
pub const SESSION: &str = "ff_director";

/// A live stream refused for want of room: the page looks again after this
/// many seconds.
const STREAM_RETRY: u64 = 30;

/// What the layers hold beside the hall's state.
pub struct Guards {
    /// This laptop's own names.
    pub names: Names,
    /// The address to type to reach the hall (as `party serve` printed it).
    pub address: String,
    pub streams: Arc<Streams>,
}

/// The hall's own address a connection reached, as the door recorded it:
/// a connection from that very address comes from the laptop itself.
#[derive(Clone, Copy, Debug)]
pub struct Reached(pub SocketAddr);

/// The address a request came from, as the door recorded it.
fn peer(request: &Request) -> IpAddr {
    request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip())
}

/// Refuses a request meant for another name than this laptop's (421), or
/// naming no host where HTTP/1.1 requires one (400), before anything is
/// read or written. A page of another site whose name was made to point at
/// this laptop is sent with its own name, and is refused here.
///
/// An HTTP/1.0 request may name no host: no browser sends one so, and a
/// script on this laptop or the hall's network reaches the hall anyway.
pub async fn host(State(guards): State<Arc<Guards>>, request: Request, next: Next) -> Response {
    let named = request.headers().get(header::HOST).map(|h| h.to_str());
    let bare = named.is_none() && request.version() != Version::HTTP_10;
    let verdicts = [
        named.map(|h| h.map_or(Verdict::Malformed, |h| guards.names.judge(h))),
        request
            .uri()
            .authority()
            .map(|a| guards.names.judge(a.as_str())),
    ];
    if bare || verdicts.iter().flatten().any(|v| *v == Verdict::Malformed) {
        return (
            StatusCode::BAD_REQUEST,
            pages::problem(
                "No address",
                &format!(
                    "This request says no address to reach. The hall is at {}",
                    guards.address
                ),
                None,
            ),
        )
            .into_response();
    }
    if verdicts.iter().flatten().any(|v| *v == Verdict::Elsewhere) {
        return (
            StatusCode::MISDIRECTED_REQUEST,
            pages::problem(
                "Not this address",
                &format!(
                    "This hall answers at its own address only. Type {} (the address the laptop printed when the hall opened).",
                    guards.address
                ),
                None,
            ),
        )
            .into_response();
    }
    next.run(request).await
}

/// The director's pages: a refused address is refused there, even signed
/// in.
fn is_directors(path: &str) -> bool {
    path == "/cards"
        || path == "/director"
        || (path.starts_with("/director/") && path != "/director/logout")
}

/// A guess: what the request tries, if it tries a code or a PIN.
fn guess_of(request: &Request) -> Option<Guess> {
    let path = request.uri().path();
    if path.starts_with("/p/") || path.starts_with("/t/") {
        Some(Guess::Code)
    } else if (request.method() == Method::POST && path == "/director/login")
        || (is_directors(path) && request.headers().contains_key(header::AUTHORIZATION))
    {
        Some(Guess::Pin)
    } else {
        None
    }
}

/// A guess counted as it arrived, settled when dropped: a guess whose
/// answer never came (the handler failed, the phone went away) stays
/// counted.
struct Counted<'a> {
    state: &'a Inner,
    ticket: Option<Ticket>,
    right: bool,
}

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        if let Some(ticket) = self.ticket.take() {
            self.state
                .limiter()
                .settle(ticket, self.right, Instant::now());
        }
    }
}

/// Counts every code and PIN tried before it is looked at, and refuses
/// the addresses that guessed wrong too often: counted only once answered,
/// a burst sent at once would all be answered first. A PIN sent as HTTP
/// basic auth is judged here; a code, or a PIN on the sign-in form, by the
/// page, whose answer carries [`WrongGuess`] when it was wrong.
pub async fn guesses(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let guess = guess_of(&request);
    if guess.is_none() && !is_directors(request.uri().path()) {
        return next.run(request).await;
    }
    let ip = peer(&request);
    let reached = request
        .extensions()
        .get::<Reached>()
        .map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |r| r.0.ip());
    let laptop = limiter::is_laptop(ip, reached);
    let now = Instant::now();
    let refused = |refusal| {
        HallError::TooMany {
            refusal,
            hall: state.addr,
        }
        .into_response()
    };
    let ticket = match guess {
        None => match state.limiter().refused(ip, now) {
            Some(wait) => return refused(limiter::Refusal::Address(wait)),
            None => None,
        },
        Some(guess) => match state.limiter().try_guess(ip, guess, laptop, now) {
            Ok(ticket) => Some(ticket),
            Err(refusal) => return refused(refusal),
        },
    };
    let mut counted = Counted {
        state: &state,
        ticket,
        right: false,
    };
    match request.headers().typed_get::<Authorization<Basic>>() {
        Some(Authorization(basic)) if guess == Some(Guess::Pin) => {
            counted.right = same_secret(basic.password(), &state.hall.pin);
        }
        _ => {
            let response = next.run(request).await;
            counted.right = response.extensions().get::<WrongGuess>().is_none();
            return response;
        }
    }
    next.run(request).await
}

/// Lets a live stream through while the hall and the address it comes from
/// have room for one more, and keeps its connection from being closed to
/// make room for another meanwhile. Beyond, 503: the page looks again
/// later, and without its stream still reloads itself.
pub async fn streams(State(guards): State<Arc<Guards>>, request: Request, next: Next) -> Response {
    let Some(stream) = guards.streams.open(peer(&request)) else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, STREAM_RETRY.to_string())],
            pages::problem(
                "Too many screens",
                "Too many screens follow the hall just now. The page looks again by itself.",
                None,
            ),
        )
            .into_response();
    };
    let busy = request
        .extensions()
        .get::<Arc<Activity>>()
        .map(Activity::begin);
    let (parts, body) = next.run(request).await.into_parts();
    // Both are held as long as the stream is sent, and let go when it ends
    // or the screen goes away.
    let held = (stream, busy);
    let body = body.into_data_stream().map(move |chunk| {
        let _ = &held;
        chunk
    });
    Response::from_parts(parts, Body::from_stream(body))
}

/// Refuses a form posted from a page of another site: its `Origin` (or,
/// from browsers that send none, `Sec-Fetch-Site`) must be this host.
pub async fn same_origin(request: Request, next: Next) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        if let Err(why) = check_origin(request.headers()) {
            return (StatusCode::FORBIDDEN, why).into_response();
        }
    }
    next.run(request).await
}

fn check_origin(headers: &HeaderMap) -> Result<(), &'static str> {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_ascii_lowercase);
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("").to_ascii_lowercase();
        let origin_host = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        return match (origin_host, host) {
            (Some(o), Some(h)) if o == h => Ok(()),
            _ => Err("Refused: this form was sent from a page of another site."),
        };
    }
    match headers.get("sec-fetch-site").and_then(|h| h.to_str().ok()) {
        Some("cross-site") | Some("same-site") => {
            Err("Refused: this form was sent from a page of another site.")
        }
        _ => Ok(()),
    }
}

/// Compares a guess with the PIN in time that doesn't depend on where they
/// first differ.
pub fn same_secret(given: &str, pin: &str) -> bool {
    let (a, b) = (given.trim().as_bytes(), pin.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A random token for a director's session: 128 bits from the system.
/// Without the system's randomness there is no token an eavesdropper
/// couldn't guess: no sign-in at all rather than a predictable one.
pub fn new_token() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A random number for a code: the system's, or, should the system have
/// none, the clock's nanoseconds mixed with a count, which still differ
/// from call to call (a code drawn again and again the same would never
/// be free).
pub fn random_u64() -> u64 {
    static DRAWN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    getrandom::u64().unwrap_or_else(|_| {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos() as u64);
        let n = DRAWN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        nanos.rotate_left(17) ^ n.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(method: Method, path: &str, basic: bool) -> Request {
        let mut builder = Request::builder().method(method).uri(path);
        if basic {
            builder = builder.header(header::AUTHORIZATION, "Basic eDoyNDY4");
        }
        builder.body(Body::empty()).unwrap()
    }

    #[test]
    fn codes_and_pins_are_guesses_and_nothing_else_is() {
        let guess = |method, path, basic| guess_of(&request(method, path, basic));
        assert_eq!(guess(Method::GET, "/p/K7PQ2M", false), Some(Guess::Code));
        assert_eq!(
            guess(Method::POST, "/p/K7PQ2M/result", false),
            Some(Guess::Code)
        );
        assert_eq!(guess(Method::GET, "/t/R4TW9X", false), Some(Guess::Code));
        assert_eq!(
            guess(Method::POST, "/t/R4TW9X/confirm", false),
            Some(Guess::Code)
        );
        assert_eq!(
            guess(Method::POST, "/director/login", false),
            Some(Guess::Pin)
        );
        assert_eq!(guess(Method::GET, "/director", true), Some(Guess::Pin));
        assert_eq!(guess(Method::GET, "/cards", true), Some(Guess::Pin));
        // A signed-in director's cookie is no guess; the board is open to all.
        assert_eq!(guess(Method::GET, "/director", false), None);
        assert_eq!(guess(Method::GET, "/", true), None);
        assert_eq!(guess(Method::GET, "/events", false), None);
        assert!(is_directors("/director/undo") && !is_directors("/director/logout"));
    }

    #[test]
    fn a_form_from_another_site_is_refused() {
        let headers = |pairs: &[(&'static str, &'static str)]| {
            let mut h = HeaderMap::new();
            for (k, v) in pairs {
                h.insert(*k, v.parse().unwrap());
            }
            h
        };
        let host = ("host", "192.168.1.20:4545");
        assert!(check_origin(&headers(&[host, ("origin", "http://192.168.1.20:4545")])).is_ok());
        assert!(check_origin(&headers(&[host, ("origin", "http://evil.example")])).is_err());
        assert!(check_origin(&headers(&[host, ("origin", "null")])).is_err());
        assert!(check_origin(&headers(&[host, ("sec-fetch-site", "cross-site")])).is_err());
        assert!(check_origin(&headers(&[host])).is_ok());
    }

    #[test]
    fn the_pin_is_compared_whole() {
        assert!(same_secret("482913", "482913"));
        assert!(same_secret(" 482913 ", "482913"));
        assert!(!same_secret("48291", "482913"));
        assert!(!same_secret("482914", "482913"));
        assert_eq!(new_token().map(|t| t.len()), Ok(32));
    }
}
