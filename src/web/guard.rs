//! Who may do what in the hall. A pair's code opens its own page only; the
//! PIN opens the director's; an address that keeps guessing wrong codes or
//! PINs is refused for a while; a form posted from another site's page is
//! refused, so a page elsewhere can't enter results with a phone's
//! cookie or from inside the hall's network.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{header, HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Wrong codes (or PINs) an address may send within [`WINDOW`]...
pub const MISSES: usize = 10;
/// ...before it is refused for [`WINDOW`].
pub const WINDOW: Duration = Duration::from_secs(10 * 60);
/// Addresses remembered at once: past this the oldest are forgotten, so a
/// flood of addresses can't grow the server without end.
const REMEMBERED: usize = 10_000;

/// The name of the director's session cookie.
pub const SESSION: &str = "ff_director";

/// Wrong guesses by address, and the addresses refused for now. The clock
/// is passed in, so the ten minutes are tested without waiting for them.
#[derive(Default)]
pub struct Limiter {
    misses: HashMap<IpAddr, VecDeque<Instant>>,
    refused: HashMap<IpAddr, Instant>,
}

impl Limiter {
    /// How long `ip` is still refused, if it is.
    pub fn refused(&mut self, ip: IpAddr, now: Instant) -> Option<Duration> {
        let until = *self.refused.get(&ip)?;
        if now >= until {
            self.refused.remove(&ip);
            return None;
        }
        Some(until - now)
    }

    /// A wrong code or PIN from `ip`: the tenth within the window refuses
    /// the address for the next ten minutes.
    pub fn miss(&mut self, ip: IpAddr, now: Instant) {
        if self.misses.len() >= REMEMBERED && !self.misses.contains_key(&ip) {
            self.forget_old(now);
            if self.misses.len() >= REMEMBERED {
                return;
            }
        }
        let times = self.misses.entry(ip).or_default();
        while times
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= WINDOW)
        {
            times.pop_front();
        }
        times.push_back(now);
        if times.len() >= MISSES {
            self.misses.remove(&ip);
            if self.refused.len() >= REMEMBERED {
                self.refused.retain(|_, &mut until| until > now);
            }
            self.refused.insert(ip, now + WINDOW);
        }
    }

    fn forget_old(&mut self, now: Instant) {
        self.misses.retain(|_, times| {
            times
                .back()
                .is_some_and(|&t| now.saturating_duration_since(t) < WINDOW)
        });
        self.refused.retain(|_, &mut until| until > now);
    }
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
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    // Without the system's randomness there is no token an eavesdropper
    // couldn't guess: no sign-in at all rather than a predictable one.
    if getrandom::fill(&mut bytes).is_err() {
        return String::new();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([192, 168, 1, n])
    }

    #[test]
    fn ten_wrong_codes_in_ten_minutes_refuse_the_address_for_ten_minutes() {
        let mut limiter = Limiter::default();
        let start = Instant::now();
        for i in 0..9 {
            limiter.miss(ip(1), start + Duration::from_secs(i * 60));
            assert_eq!(
                limiter.refused(ip(1), start + Duration::from_secs(i * 60)),
                None
            );
        }
        let tenth = start + Duration::from_secs(9 * 60 + 30);
        limiter.miss(ip(1), tenth);
        assert_eq!(limiter.refused(ip(1), tenth), Some(WINDOW));
        // Another address is not refused for it.
        assert_eq!(limiter.refused(ip(2), tenth), None);
        assert!(limiter
            .refused(ip(1), tenth + WINDOW - Duration::from_secs(1))
            .is_some());
        assert_eq!(limiter.refused(ip(1), tenth + WINDOW), None);
    }

    #[test]
    fn wrong_codes_spread_over_more_than_ten_minutes_are_not_refused() {
        let mut limiter = Limiter::default();
        let start = Instant::now();
        for i in 0..30 {
            let now = start + Duration::from_secs(i * 70);
            limiter.miss(ip(1), now);
            assert_eq!(limiter.refused(ip(1), now), None, "miss {i}");
        }
    }

    #[test]
    fn a_flood_of_addresses_is_bounded() {
        let mut limiter = Limiter::default();
        let now = Instant::now();
        for i in 0..(REMEMBERED as u32 + 500) {
            limiter.miss(IpAddr::from(i.to_be_bytes()), now);
        }
        assert!(limiter.misses.len() <= REMEMBERED);
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
        assert_eq!(new_token().len(), 32);
    }
}
