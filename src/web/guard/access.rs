//! Who a request speaks for, as extractors: a handler that takes a
//! [`Director`] runs for the director only, one that takes a [`PairAt`]
//! for the pair whose code is in the address. Refused, the request gets
//! the [`HallError`] that says why (the sign-in, an unknown code), and the
//! handler never runs.
//!
//! The guessing itself (every code and PIN counted as it arrives, the
//! addresses refused) is the [`guesses`](super::guesses) layer's, before
//! any extractor: an extractor only judges what the layer let through.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum_extra::extract::CookieJar;
use axum_extra::headers::authorization::Basic;
use axum_extra::headers::{Authorization, HeaderMapExt};
use fortyfives::store::PartyFile;

use super::{same_secret, SESSION};
use crate::web::error::HallError;
use crate::web::state::{AppState, Inner};

/// The request is the director's: the session cookie of a sign-in, or the
/// PIN as the password of HTTP basic auth (any user name).
#[derive(Clone, Copy, Debug)]
pub struct Director;

impl FromRequestParts<AppState> for Director {
    type Rejection = HallError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, HallError> {
        if is_director(state, &parts.headers) {
            Ok(Director)
        } else {
            Err(HallError::NotDirector {
                pin_sent: parts.headers.contains_key(header::AUTHORIZATION),
            })
        }
    }
}

/// Whether `headers` carry a director's session or the PIN. A wrong
/// basic-auth PIN was counted as a wrong guess by the guard's layer as it
/// arrived.
fn is_director(state: &Inner, headers: &HeaderMap) -> bool {
    let jar = CookieJar::from_headers(headers);
    let session = jar
        .get(SESSION)
        .is_some_and(|cookie| state.sessions().contains(cookie.value()));
    session
        || headers
            .typed_get::<Authorization<Basic>>()
            .is_some_and(|Authorization(basic)| same_secret(basic.password(), &state.hall.pin))
}

/// The pair whose code is in the address (`/p/{code}`), and the party as
/// saved now. A code no pair has is refused as a wrong guess, and stays
/// counted against the address it came from.
pub struct PairAt {
    pub file: PartyFile,
    /// The pair (with partners split, the player) the code names.
    pub pair: usize,
    /// Its code as the party keeps it (a code may be typed in small
    /// letters, with spaces or dashes).
    pub code: String,
}

impl FromRequestParts<AppState> for PairAt {
    type Rejection = HallError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, HallError> {
        // A code that doesn't even decode is no pair's: a wrong guess too.
        let typed = match Path::<String>::from_request_parts(parts, state).await {
            Ok(Path(code)) => code,
            Err(_) => return Err(HallError::UnknownCode(raw_code(parts.uri.path()))),
        };
        let file = state.load().await?;
        let Some(pair) = file.party.pair_of_code(&typed) else {
            return Err(HallError::UnknownCode(typed.chars().take(12).collect()));
        };
        let code = file.party.code_of(pair).unwrap_or_default().to_string();
        Ok(PairAt { file, pair, code })
    }
}

/// The table whose code is in the address (`/t/{code}`), for the device
/// left at it (`party serve --table-devices`), and the party as saved
/// now. A code no table has, or any code while the hall takes no table
/// devices, is refused as a wrong guess, counted like a pair's.
pub struct TableAt {
    pub file: PartyFile,
    /// The table, from 1.
    pub table: usize,
    /// Its code as the party keeps it.
    pub code: String,
}

impl FromRequestParts<AppState> for TableAt {
    type Rejection = HallError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, HallError> {
        let typed = match Path::<String>::from_request_parts(parts, state).await {
            Ok(Path(code)) => code,
            Err(_) => return Err(HallError::UnknownTableCode(raw_code(parts.uri.path()))),
        };
        let shown = || typed.chars().take(12).collect::<String>();
        if !state.hall.table_devices {
            return Err(HallError::UnknownTableCode(shown()));
        }
        let file = state.load().await?;
        let Some(table) = file.party.table_of_code(&typed) else {
            return Err(HallError::UnknownTableCode(shown()));
        };
        let code = file
            .party
            .table_code_of(table)
            .unwrap_or_default()
            .to_string();
        Ok(TableAt { file, table, code })
    }
}

/// The code's part of an address as sent (`/p/CODE/...`, `/t/CODE/...`),
/// to show back.
fn raw_code(path: &str) -> String {
    let rest = path
        .strip_prefix("/p/")
        .or_else(|| path.strip_prefix("/t/"))
        .unwrap_or(path);
    rest.split('/')
        .next()
        .unwrap_or_default()
        .chars()
        .take(12)
        .collect()
}
