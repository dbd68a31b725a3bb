//! What the hall answers when it won't or can't do what a page asked: one
//! type, each case answered in one place, so a handler says `?` and the
//! access extractors ([`guard::access`](super::guard::access)) reject with
//! it. A form the rules refuse is the exception: its page is shown again
//! with the reason and the form as it was filled in (`routes.rs`).

use std::net::SocketAddr;
use std::time::Duration;

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use fortyfives::rules::prose::{capitalise, visible};
use fortyfives::store::StoreError;

use super::guard::limiter::Refusal;
use super::pages;

/// Set on an answer that says a code or PIN was wrong: the guess the
/// guard counted as it arrived stays counted. An answer without it gives
/// the guess back.
#[derive(Clone, Copy, Debug)]
pub struct WrongGuess;

/// Why a page wasn't answered as asked.
#[derive(Debug, thiserror::Error)]
pub enum HallError {
    /// The party file can't be read or saved.
    #[error("{0}")]
    Storage(#[from] StoreError),
    /// The rules refused what was asked (a result, or a change of plan):
    /// why, as they say it.
    #[error("{0}")]
    Refused(Box<dyn std::error::Error + Send + Sync>),
    /// A director's page, asked without the director's session or PIN;
    /// `pin_sent`: a PIN came as HTTP basic auth, and was wrong.
    #[error("not signed in as the director")]
    NotDirector { pin_sent: bool },
    /// A PIN that isn't the director's.
    #[error("not the director's PIN")]
    WrongPin(PinSent),
    /// A code in the address that no pair has (up to 12 characters of it,
    /// as typed).
    #[error("no pair has the code {0:?}")]
    UnknownCode(String),
    /// A code in a table device's address (`/t/CODE`) that no table has,
    /// or any while the hall takes no table devices.
    #[error("no table has the code {0:?}")]
    UnknownTableCode(String),
    /// An address refused for guessing wrong too often, or the PIN closed
    /// to the hall's network; `hall`: where the hall listens.
    #[error("too many wrong codes or PINs")]
    TooMany { refusal: Refusal, hall: SocketAddr },
    /// The system gave no randomness for a sign-in's token: no sign-in
    /// rather than a token an eavesdropper could guess.
    #[error("the system gave no randomness for a sign-in: {0}")]
    NoRandomness(getrandom::Error),
}

/// How a wrong PIN came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinSent {
    /// Typed on the sign-in form: the form is shown again, to open the
    /// same page after (`/director` or `/cards`).
    Form(&'static str),
    /// As the password of HTTP basic auth: asked for again the same way.
    Basic,
}

/// What the director's sign-in says after a wrong PIN.
const NOT_THE_PIN: &str =
    "That is not the PIN: it was printed when the hall opened (`party serve`).";

/// The header that asks a script (or a browser) for the PIN as basic auth.
const CHALLENGE: (header::HeaderName, &str) = (
    header::WWW_AUTHENTICATE,
    "Basic realm=\"fortyfives director\"",
);

impl IntoResponse for HallError {
    fn into_response(self) -> Response {
        match self {
            // The storage's own words name the laptop's files, so they go
            // to the laptop's terminal; the page, open to the whole hall,
            // says what happened and where to read why.
            HallError::Storage(err) => {
                eprintln!("{}. Nothing was changed.", capitalise(&err.to_string()));
                (
                    StatusCode::SERVICE_UNAVAILABLE,
                    pages::problem(
                        "The party file can't be used",
                        "The party file can't be read or saved just now, so nothing was changed. Why is shown on the laptop running the hall.",
                        Some(("/", "The board")),
                    ),
                )
                    .into_response()
            }
            HallError::Refused(err) => (
                StatusCode::BAD_REQUEST,
                pages::problem(
                    "Not done",
                    &format!(
                        "{}. Nothing was changed.",
                        capitalise(&visible(&err.to_string()))
                    ),
                    Some(("/", "The board")),
                ),
            )
                .into_response(),
            // A tool sent the PIN as basic auth, and got the challenge for
            // a wrong one ([`HallError::WrongPin`]); a browser that sent
            // none gets the sign-in form, never a box of its own over it.
            HallError::NotDirector { .. } => (
                StatusCode::FORBIDDEN,
                pages::director::sign_in(
                    Some("Sign in with the director's PIN first."),
                    "/director",
                ),
            )
                .into_response(),
            // A wrong PIN stays counted as a guess (the guard's layer
            // judged one sent as basic auth itself).
            HallError::WrongPin(PinSent::Basic) => (
                StatusCode::UNAUTHORIZED,
                [CHALLENGE],
                Extension(WrongGuess),
                pages::director::sign_in(Some(NOT_THE_PIN), "/director"),
            )
                .into_response(),
            // No challenge after the form: a browser would open its own
            // box for the PIN over the page's.
            HallError::WrongPin(PinSent::Form(next)) => (
                StatusCode::UNAUTHORIZED,
                Extension(WrongGuess),
                pages::director::sign_in(Some(NOT_THE_PIN), next),
            )
                .into_response(),
            HallError::UnknownCode(shown) => (
                StatusCode::NOT_FOUND,
                Extension(WrongGuess),
                pages::problem(
                    "Unknown code",
                    &format!("No pair has the code '{}'. Check the code on your tally card (letters and digits, no O, I, L, 0 or 1), or scan its QR code.", visible(&shown)),
                    None,
                ),
            )
                .into_response(),
            // Counted as a pair's wrong code is: a table's code opens as
            // much as a pair's.
            HallError::UnknownTableCode(shown) => (
                StatusCode::NOT_FOUND,
                Extension(WrongGuess),
                pages::problem(
                    "Unknown code",
                    &format!("No table has the code '{}'. Check the code on the table's card (letters and digits, no O, I, L, 0 or 1), or scan its QR code; the hall takes table devices when opened with `party serve --table-devices`.", visible(&shown)),
                    None,
                ),
            )
                .into_response(),
            HallError::TooMany { refusal, hall } => too_many(refusal, hall),
            HallError::NoRandomness(err) => {
                eprintln!(
                    "The system gave no randomness for a director's sign-in ({err}), so nobody was signed in."
                );
                (
                    StatusCode::SERVICE_UNAVAILABLE,
                    pages::problem(
                        "No sign-in just now",
                        "The laptop running the hall can't sign anyone in just now. Why is shown on its terminal.",
                        Some(("/", "The board")),
                    ),
                )
                    .into_response()
            }
        }
    }
}

/// The answer to an address refused for guessing: how long to wait, in
/// whole minutes.
fn too_many(refusal: Refusal, hall: SocketAddr) -> Response {
    let (wait, message) = match refusal {
        Refusal::Address(wait) => (
            wait,
            format!(
                "Too many wrong codes or PINs came from this device. Try again in {}, or ask the director.",
                minutes(wait)
            ),
        ),
        Refusal::Pin(wait) => {
            let at = if hall.ip().is_unspecified() {
                format!("127.0.0.1:{}", hall.port())
            } else {
                hall.to_string()
            };
            (wait, format!(
                "The director's PIN was typed wrong too often from the hall's network, so for the next {} it is taken only on the laptop running the hall (at http://{at}/director there).",
                minutes(wait),
            ))
        }
    };
    (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::RETRY_AFTER, wait.as_secs().max(1).to_string())],
        pages::problem("Too many wrong codes", &message, None),
    )
        .into_response()
}

/// "1 minute", "10 minutes": a wait rounded up to the minute.
fn minutes(wait: Duration) -> String {
    let minutes = wait.as_secs().div_ceil(60).max(1);
    pages::plural(minutes as usize, "minute", "minutes")
}
