//! The one router: every page, form and feed of the hall, each handler
//! small and typed by what it extracts. Forms post and redirect (so a
//! phone's reload never sends a result twice); a refusal shows the page
//! again with the rules' reason and the form as it was filled in.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::Extension;
use axum::{Form, Json, Router};
use axum_extra::extract::cookie::{Cookie, SameSite};
use axum_extra::extract::CookieJar;
use fortyfives::rules::party::shapes::{seating_json, standings_json};
use fortyfives::rules::party::{Action, By, Outcome, PairEntry};
use fortyfives::rules::prose::visible;
use fortyfives::store::PartyFile;
use serde::Deserialize;

use super::guard::{self, same_secret, Guards, WrongGuess, SESSION};
use super::pages::{self, pair::Said};
use super::state::{AppState, Failure};

/// Request bodies past this are refused (413): a result is a few dozen
/// bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

pub fn router(state: AppState, guards: Arc<Guards>) -> Router {
    Router::new()
        .route("/", get(board))
        .route(
            "/events",
            get(super::events::board).layer(middleware::from_fn_with_state(
                guards.clone(),
                guard::streams,
            )),
        )
        .route("/hall.css", get(css))
        .route("/hall.js", get(js))
        .route("/p/{code}", get(pair_page))
        .route("/p/{code}/result", post(pair_result))
        .route("/p/{code}/confirm", post(pair_confirm))
        .route("/director", get(director))
        .route("/director/login", post(director_login))
        .route("/director/logout", post(director_logout))
        .route("/director/result", post(director_result))
        .route("/director/undo", post(director_undo))
        .route("/cards", get(cards))
        .route("/api/standings", get(api_standings))
        .route("/api/seating", get(api_seating))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            guard::guesses,
        ))
        .layer(middleware::from_fn(guard::same_origin))
        .layer(middleware::from_fn_with_state(guards, guard::host))
        .layer(middleware::from_fn(hardened))
        .with_state(state)
}

/// Every answer tells the browser to run only the hall's own script and
/// style, to take a page's type as given, and never to frame a page.
async fn hardened(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; form-action 'self'"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}

fn version(state: &AppState) -> u64 {
    state.board.borrow().version
}

/// The storage failing. The storage's own words name the laptop's files,
/// so they go to the laptop's terminal; the page, open to the whole hall,
/// says what happened and where to read why.
fn storage_failed(err: Failure) -> Response {
    let message = match err {
        Failure::Store(e) => {
            eprintln!("{}. Nothing was changed.", sentence(&e.to_string()));
            "The party file can't be read or saved just now, so nothing was changed. Why is shown on the laptop running the hall.".to_string()
        }
        Failure::Refused(e) => format!(
            "{}. Nothing was changed.",
            sentence(&visible(&e.to_string()))
        ),
    };
    (
        StatusCode::SERVICE_UNAVAILABLE,
        pages::problem(
            "The party file can't be used",
            &message,
            Some(("/", "The board")),
        ),
    )
        .into_response()
}

/// A message as the start of a sentence.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

async fn board(State(state): State<AppState>) -> Response {
    match state.load().await {
        Ok(file) => pages::board::page(&file, version(&state)).into_response(),
        Err(err) => storage_failed(err),
    }
}

async fn css() -> Response {
    asset("text/css; charset=utf-8", pages::CSS)
}

async fn js() -> Response {
    asset("text/javascript; charset=utf-8", pages::JS)
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        body,
    )
        .into_response()
}

async fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        pages::problem(
            "No such page",
            "There is no page here. Pairs reach their page from the QR code on their tally card.",
            Some(("/", "The board")),
        ),
    )
        .into_response()
}

/// An address refused for guessing: how long to wait (the guard's layer
/// refuses it before any page; asked again by a page it let through).
fn refused_for(state: &AppState, ip: std::net::IpAddr) -> Option<Response> {
    let wait = state.limiter.lock().ok()?.refused(ip, Instant::now())?;
    Some(guard::too_many(
        state,
        guard::limiter::Refusal::Address(wait),
    ))
}

/// The party and the pair whose code is in the address; a wrong code is
/// marked so, and stays counted against the address it came from.
async fn pair_of(
    state: &AppState,
    _ip: std::net::IpAddr,
    code: &str,
) -> Result<(PartyFile, usize, String), Response> {
    let file = state.load().await.map_err(storage_failed)?;
    match file.party.pair_of_code(code) {
        Some(pair) => {
            let code = file.party.code_of(pair).unwrap_or_default().to_string();
            Ok((file, pair, code))
        }
        None => {
            let shown: String = code.chars().take(12).collect();
            Err((
                StatusCode::NOT_FOUND,
                Extension(WrongGuess),
                pages::problem(
                    "Unknown code",
                    &format!("No pair has the code '{}'. Check the code on your tally card (letters and digits, no O, I, L, 0 or 1), or scan its QR code.", visible(&shown)),
                    None,
                ),
            )
                .into_response())
        }
    }
}

#[derive(Deserialize)]
struct SaidQuery {
    said: Option<String>,
}

async fn pair_page(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    Query(query): Query<SaidQuery>,
) -> Response {
    let (file, pair, code) = match pair_of(&state, addr.ip(), &code).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let words = match query.said.as_deref() {
        Some("counted") => Some("Thank you: the result counts."),
        Some("confirmed") => Some("Confirmed: the result counts."),
        Some("waiting") => Some("Entered: it counts once the other side confirms it."),
        Some("disputed") => {
            Some("Your word is in. The two sides differ: the director will settle it.")
        }
        _ => None,
    };
    let said = words.map(Said::Done).unwrap_or(Said::Nothing);
    pages::pair::page(
        &file,
        pair,
        &code,
        state.hall.confirm,
        version(&state),
        said,
    )
    .into_response()
}

#[derive(Deserialize)]
struct ResultForm {
    game: Option<String>,
    table: Option<String>,
    winner: Option<String>,
    score: Option<String>,
}

#[derive(Deserialize)]
struct ConfirmForm {
    game: Option<String>,
    table: Option<String>,
    agree: Option<String>,
    /// The claim the page showed: only that one is answered.
    claim: Option<String>,
}

/// A number a form sent, or why it isn't one.
fn number<T: std::str::FromStr>(given: Option<&str>, what: &str) -> Result<T, String> {
    let text = given.unwrap_or("").trim();
    text.parse()
        .map_err(|_| format!("the form has no {what} number; look again and send it once more"))
}

fn optional_number(given: Option<&str>, what: &str) -> Result<Option<usize>, String> {
    match given.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => number(Some(t), what).map(Some),
    }
}

/// The game a pair's form is about, and the table it names (the page sends
/// the table it shows, so a stale page can't answer for another).
fn game_and_table(game: Option<&str>, table: Option<&str>) -> Result<(u32, Option<usize>), String> {
    Ok((number(game, "game")?, optional_number(table, "table")?))
}

/// How a pair's page answers its form: a refusal shows the page again with
/// the rules' reason and the form as it was sent; a change goes back to
/// the page with what it did.
struct PairAnswer<'a> {
    state: &'a AppState,
    pair: usize,
    code: String,
    winner: String,
    score: String,
}

impl PairAnswer<'_> {
    fn refused(&self, file: &PartyFile, message: &str) -> Response {
        (
            StatusCode::BAD_REQUEST,
            pages::pair::page(
                file,
                self.pair,
                &self.code,
                self.state.hall.confirm,
                version(self.state),
                // Shown back as typed, with any hidden character made
                // visible as the terminal shows it.
                Said::Refused {
                    message: &sentence(&visible(message)),
                    winner: &visible(&self.winner),
                    score: &visible(&self.score),
                },
            ),
        )
            .into_response()
    }

    async fn after(&self, outcome: Result<Outcome, Failure>) -> Response {
        match outcome {
            Ok(outcome) => {
                let said = match (outcome.counted, outcome.entry.action) {
                    (true, Action::Confirmed) => "confirmed",
                    (true, _) => "counted",
                    (false, Action::Disputed) => "disputed",
                    (false, _) => "waiting",
                };
                Redirect::to(&format!("/p/{}?said={said}", self.code)).into_response()
            }
            // Refused against the party as it is now, which may have moved
            // on since the page was drawn.
            Err(Failure::Refused(err)) => match self.state.load().await {
                Ok(now) => self.refused(&now, &err.to_string()),
                Err(err) => storage_failed(err),
            },
            Err(err) => storage_failed(err),
        }
    }
}

async fn pair_result(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    Form(form): Form<ResultForm>,
) -> Response {
    let (file, pair, code) = match pair_of(&state, addr.ip(), &code).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let answer = PairAnswer {
        state: &state,
        pair,
        code,
        winner: form.winner.clone().unwrap_or_default(),
        score: form.score.clone().unwrap_or_default(),
    };
    let (game, table) = match game_and_table(form.game.as_deref(), form.table.as_deref()) {
        Ok(found) => found,
        Err(why) => return answer.refused(&file, &why),
    };
    if answer.winner.trim().is_empty() {
        return answer.refused(&file, "choose who won, then enter the result");
    }
    let confirm = state.hall.confirm;
    let at = state.now();
    let (w, s) = (answer.winner.clone(), answer.score.trim().to_string());
    let outcome = state
        .change(move |party, end| {
            let entry = PairEntry {
                pair,
                game,
                table,
                winner: &w,
                score: (!s.is_empty()).then_some(s.as_str()),
            };
            party.enter_by_pair(entry, end, confirm, at)
        })
        .await;
    answer.after(outcome).await
}

async fn pair_confirm(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    Form(form): Form<ConfirmForm>,
) -> Response {
    let (file, pair, code) = match pair_of(&state, addr.ip(), &code).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let answer = PairAnswer {
        state: &state,
        pair,
        code,
        winner: String::new(),
        score: String::new(),
    };
    let (game, table) = match game_and_table(form.game.as_deref(), form.table.as_deref()) {
        Ok(found) => found,
        Err(why) => return answer.refused(&file, &why),
    };
    let agree = match form.agree.as_deref().map(str::trim) {
        Some("yes") => true,
        Some("no") => false,
        _ => return answer.refused(&file, "answer yes or no to the other side's result"),
    };
    let answers = match number::<u32>(form.claim.as_deref(), "entry") {
        Ok(id) => id,
        Err(_) => {
            return answer.refused(
                &file,
                "this page didn't say which entry it answers; look at the other side's entry again and answer it",
            )
        }
    };
    let at = state.now();
    let outcome = state
        .change(move |party, _| party.confirm_by_pair(pair, game, table, answers, agree, at))
        .await;
    answer.after(outcome).await
}

#[derive(Deserialize)]
struct DoneQuery {
    done: Option<String>,
    game: Option<u32>,
    table: Option<usize>,
    dropped: Option<usize>,
}

async fn director(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    jar: CookieJar,
    headers: HeaderMap,
    Query(query): Query<DoneQuery>,
) -> Response {
    if let Some(refused) = refused_for(&state, addr.ip()) {
        return refused;
    }
    if !state.is_director(&jar, &headers, addr.ip()) {
        if headers.contains_key(header::AUTHORIZATION) {
            return (
                StatusCode::UNAUTHORIZED,
                [(
                    header::WWW_AUTHENTICATE,
                    "Basic realm=\"fortyfives director\"",
                )],
                pages::director::sign_in(Some(
                    "That is not the PIN: it was printed when the hall opened (`party serve`).",
                )),
            )
                .into_response();
        }
        return pages::director::sign_in(None).into_response();
    }
    let file = match state.load().await {
        Ok(file) => file,
        Err(err) => return storage_failed(err),
    };
    let words = match (query.done.as_deref(), query.game, query.table) {
        (Some("entered"), Some(g), Some(t)) => Some(match query.dropped.unwrap_or(0) {
            0 => format!("Game {g}, table {t}: the result is in."),
            1 => format!(
                "Game {g}, table {t}: the result is in. The entry that said otherwise was set aside; its pair's page says so."
            ),
            n => format!(
                "Game {g}, table {t}: the result is in. The {n} entries that said otherwise were set aside; the pairs' pages say so."
            ),
        }),
        (Some("undone"), Some(g), Some(t)) => {
            Some(format!("Game {g}, table {t}: taken back. The history lists it."))
        }
        _ => None,
    };
    pages::director::page(&file, version(&state), words.as_deref().map(Ok)).into_response()
}

#[derive(Deserialize)]
struct PinForm {
    pin: Option<String>,
}

async fn director_login(
    State(state): State<AppState>,
    jar: CookieJar,
    Form(form): Form<PinForm>,
) -> Response {
    let given = form.pin.unwrap_or_default();
    if !same_secret(&given, &state.hall.pin) {
        return (
            StatusCode::UNAUTHORIZED,
            Extension(WrongGuess),
            pages::director::sign_in(Some(
                "That is not the PIN: it was printed when the hall opened (`party serve`).",
            )),
        )
            .into_response();
    }
    let token = guard::new_token();
    if token.is_empty() {
        return storage_failed(Failure::Store(fortyfives::store::StoreError::Encode(
            "the system gave no randomness for a sign-in".to_string(),
        )));
    }
    if let Ok(mut sessions) = state.sessions.lock() {
        sessions.insert(token.clone());
    }
    let cookie = Cookie::build((SESSION, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .build();
    (jar.add(cookie), Redirect::to("/director")).into_response()
}

async fn director_logout(State(state): State<AppState>, jar: CookieJar) -> Response {
    if let Some(cookie) = jar.get(SESSION) {
        if let Ok(mut sessions) = state.sessions.lock() {
            sessions.remove(cookie.value());
        }
    }
    (
        jar.remove(Cookie::build(SESSION).path("/")),
        Redirect::to("/"),
    )
        .into_response()
}

/// The director's page for a request that isn't the director's: sign in.
fn director_only(
    state: &AppState,
    addr: SocketAddr,
    jar: &CookieJar,
    headers: &HeaderMap,
) -> Option<Response> {
    (!state.is_director(jar, headers, addr.ip())).then(|| {
        (
            StatusCode::UNAUTHORIZED,
            [(
                header::WWW_AUTHENTICATE,
                "Basic realm=\"fortyfives director\"",
            )],
            pages::director::sign_in(Some("Sign in with the director's PIN first.")),
        )
            .into_response()
    })
}

async fn director_refused(state: &AppState, message: &str) -> Response {
    match state.load().await {
        Ok(file) => (
            StatusCode::BAD_REQUEST,
            pages::director::page(
                &file,
                version(state),
                Some(Err(&sentence(&visible(message)))),
            ),
        )
            .into_response(),
        Err(err) => storage_failed(err),
    }
}

async fn director_result(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    jar: CookieJar,
    headers: HeaderMap,
    Form(form): Form<ResultForm>,
) -> Response {
    if let Some(response) = director_only(&state, addr, &jar, &headers) {
        return response;
    }
    let game = match number::<u32>(form.game.as_deref(), "game") {
        Ok(g) => g,
        Err(why) => return director_refused(&state, &why).await,
    };
    let table = match number::<usize>(form.table.as_deref(), "table") {
        Ok(t) => t,
        Err(why) => return director_refused(&state, &why).await,
    };
    let winner = form.winner.unwrap_or_default();
    if winner.trim().is_empty() {
        return director_refused(
            &state,
            "say who won: a pair, one of its players, or its number at the table",
        )
        .await;
    }
    let score = form
        .score
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty());
    let stamp = state.stamp(By::Director);
    let outcome = state
        .change(move |party, end| {
            party.report(Some(game), table, &winner, score.as_deref(), end, &stamp)
        })
        .await;
    match outcome {
        Ok(report) => Redirect::to(&format!(
            "/director?done=entered&game={}&table={}&dropped={}",
            report.entry.game,
            report.entry.table,
            report.dropped.len()
        ))
        .into_response(),
        Err(Failure::Refused(err)) => director_refused(&state, &err.to_string()).await,
        Err(err) => storage_failed(err),
    }
}

#[derive(Deserialize)]
struct SureForm {
    sure: Option<String>,
    /// The change the button named: a change made since is not taken
    /// back in its place.
    change: Option<String>,
}

async fn director_undo(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    jar: CookieJar,
    headers: HeaderMap,
    Form(form): Form<SureForm>,
) -> Response {
    if let Some(response) = director_only(&state, addr, &jar, &headers) {
        return response;
    }
    if form.sure.as_deref() != Some("yes") {
        return director_refused(&state, "tick the box to take back the last change").await;
    }
    let Some(change) = form.change.filter(|c| !c.trim().is_empty()) else {
        return director_refused(
            &state,
            "the form didn't say which change it takes back; look at the button again",
        )
        .await;
    };
    let stamp = state.stamp(By::Director);
    match state
        .change(move |party, _| party.undo(Some(change.trim()), &stamp))
        .await
    {
        Ok(undone) => Redirect::to(&format!(
            "/director?done=undone&game={}&table={}",
            undone.entry.game, undone.entry.table
        ))
        .into_response(),
        Err(Failure::Refused(err)) => director_refused(&state, &err.to_string()).await,
        Err(err) => storage_failed(err),
    }
}

async fn cards(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    jar: CookieJar,
    headers: HeaderMap,
) -> Response {
    if let Some(response) = director_only(&state, addr, &jar, &headers) {
        return response;
    }
    let file = match state.load().await {
        Ok(file) => file,
        Err(err) => return storage_failed(err),
    };
    pages::cards::page(&file, &base_link(&state, &headers)).into_response()
}

/// The address phones reach the hall at, for the cards' links: the one the
/// director's browser used, unless that is this laptop's own loopback
/// address and the hall is also reached on the network.
fn base_link(state: &AppState, headers: &HeaderMap) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.len() <= 255
                && h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || ".:-[]".contains(c))
        });
    let loopback = host.is_none_or(|h| {
        h.starts_with("127.") || h.starts_with("localhost") || h.starts_with("[::1]")
    });
    match (loopback, state.hall.public.first(), host) {
        (true, Some(public), _) => public.clone(),
        (_, _, Some(host)) => format!("http://{host}"),
        _ => format!("http://{}", state.addr),
    }
}

async fn api_standings(State(state): State<AppState>) -> Response {
    match state.load().await {
        Ok(file) => {
            let standings = file.party.standings();
            Json(standings_json(&file.name, &file.party, &standings)).into_response()
        }
        Err(err) => storage_failed(err),
    }
}

async fn api_seating(State(state): State<AppState>) -> Response {
    match state.load().await {
        Ok(file) => match file.party.current_game().and_then(|g| file.party.seating(g)) {
            Some(seating) => Json(seating_json(&file.party, &seating)).into_response(),
            None => (
                StatusCode::NOT_FOUND,
                Json(serde_json::json!({"error": format!("all {} games are played", file.party.games)})),
            )
                .into_response(),
        },
        Err(err) => storage_failed(err),
    }
}
