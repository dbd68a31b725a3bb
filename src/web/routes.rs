//! The one router: every page, form and feed of the hall, each handler
//! small and typed by what it extracts: who asks is an extractor
//! ([`Director`], [`PairAt`]), and what can't be answered is a
//! [`HallError`], returned with `?`. Forms post and redirect (so a
//! phone's reload never sends a result twice); a refusal shows the page
//! again with the rules' reason and the form as it was filled in.

use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use axum_extra::extract::cookie::{Cookie, SameSite};
use axum_extra::extract::CookieJar;
use fortyfives::rules::party::shapes::{seating_json, standings_json, tally_csv};
use fortyfives::rules::party::{Action, By, Outcome, PairEntry, Partners, Party, ResultError};
use fortyfives::rules::prose::{capitalise, visible};
use fortyfives::store::PartyFile;
use serde::Deserialize;

use super::error::{HallError, PinSent};
use super::guard::access::{Director, PairAt, TableAt};
use super::guard::{self, same_secret, Guards, SESSION};
use super::pages::{self, pair::Said};
use super::state::AppState;

mod plan;

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
        .route(
            "/events/parts",
            get(super::events::parts).layer(middleware::from_fn_with_state(
                guards.clone(),
                guard::streams,
            )),
        )
        .route("/hall.css", get(css))
        .route("/hall.js", get(js))
        .route("/favicon.ico", get(icon))
        .route("/p/{code}", get(pair_page))
        .route("/p/{code}/result", post(pair_result))
        .route("/p/{code}/confirm", post(pair_confirm))
        .route("/t/{code}", get(table_page))
        .route("/t/{code}/result", post(table_result))
        .route("/t/{code}/confirm", post(table_confirm))
        .route("/director", get(director))
        .route("/director/login", post(director_login))
        .route("/director/logout", post(director_logout))
        .route("/director/result", post(director_result))
        .route("/director/undo", post(director_undo))
        .route("/director/join", post(plan::join))
        .route("/director/leave", post(plan::leave))
        .route("/director/rename", post(plan::rename))
        .route("/director/games", post(plan::games))
        .route("/director/results", get(results))
        .route("/director/results.csv", get(results_csv))
        .route("/director/parts", get(director_parts))
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

/// A message as the start of a sentence, with any hidden character made
/// visible as the terminal shows it.
fn sentence(text: &str) -> String {
    capitalise(&visible(text))
}

async fn board(State(state): State<AppState>) -> Result<Response, HallError> {
    let file = state.load().await?;
    Ok(pages::board::page(&file, version(&state), &state.address()).into_response())
}

async fn css() -> Response {
    asset("text/css; charset=utf-8", pages::CSS)
}

async fn js() -> Response {
    asset("text/javascript; charset=utf-8", pages::JS)
}

async fn icon() -> Response {
    asset("image/svg+xml", pages::ICON)
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

#[derive(Deserialize)]
struct SaidQuery {
    said: Option<String>,
}

/// What a pair's entry or answer came to, as the page's address says it
/// (a pair's page and a table's device alike).
fn said_of(outcome: &Outcome) -> &'static str {
    match (outcome.counted, outcome.entry.action) {
        (true, Action::Confirmed) => "confirmed",
        (true, _) => "counted",
        (false, Action::Disputed) => "disputed",
        (false, _) => "waiting",
    }
}

/// What a page says after its form went through.
fn said_words(said: Option<&str>) -> Option<&'static str> {
    match said {
        Some("counted") => Some("Thank you: the result counts."),
        Some("confirmed") => Some("Confirmed: the result counts."),
        Some("waiting") => Some("Entered: it counts once the other side confirms it."),
        Some("disputed") => {
            Some("Your word is in. The two sides differ: the director will settle it.")
        }
        _ => None,
    }
}

/// A pair's page. What its last entry came to is read from the party as
/// it stands (the `said` a form's answer adds to the address only says
/// what that post did), so a result since confirmed never reads "entered".
async fn pair_page(State(state): State<AppState>, PairAt { file, pair, code }: PairAt) -> Response {
    pages::pair::page(
        &file,
        pair,
        &code,
        state.hall.confirm,
        version(&state),
        Said::Nothing,
    )
    .into_response()
}

#[derive(Deserialize)]
struct ResultForm {
    game: Option<String>,
    table: Option<String>,
    winner: Option<String>,
    score: Option<String>,
    /// The score as two numbers typed apart (the winners', the losers'):
    /// taken when `score` is empty.
    score_won: Option<String>,
    score_lost: Option<String>,
}

impl ResultForm {
    fn score(&self) -> Result<String, &'static str> {
        typed_score(&self.score, &self.score_won, &self.score_lost)
    }
}

/// The score a form sent, as the rules read it ("120-95"): `score`, or
/// else the two numbers typed apart; empty when none was given.
fn typed_score(
    score: &Option<String>,
    won: &Option<String>,
    lost: &Option<String>,
) -> Result<String, &'static str> {
    let given = |s: &Option<String>| s.as_deref().map(str::trim).unwrap_or("").to_string();
    let score = given(score);
    if !score.is_empty() {
        return Ok(score);
    }
    match (given(won), given(lost)) {
        (won, lost) if won.is_empty() && lost.is_empty() => Ok(String::new()),
        (won, lost) if won.is_empty() || lost.is_empty() => {
            Err("type both scores, the winners' and the losers', or neither")
        }
        (won, lost) => Ok(format!("{won}-{lost}")),
    }
}

#[derive(Deserialize)]
struct ConfirmForm {
    game: Option<String>,
    table: Option<String>,
    agree: Option<String>,
    /// The claim the page showed: only that one is answered.
    claim: Option<String>,
    /// With a No, what the pair says happened (may be left out).
    winner: Option<String>,
    score: Option<String>,
    score_won: Option<String>,
    score_lost: Option<String>,
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
                    message: &sentence(message),
                    winner: &visible(&self.winner),
                    score: &visible(&self.score),
                },
            ),
        )
            .into_response()
    }

    async fn after(&self, outcome: Result<Outcome, HallError>) -> Result<Response, HallError> {
        Ok(match outcome {
            Ok(outcome) => Redirect::to(&format!("/p/{}?said={}", self.code, said_of(&outcome)))
                .into_response(),
            // Refused against the party as it is now, which may have moved
            // on since the page was drawn.
            Err(HallError::Refused(err)) => {
                self.refused(&self.state.load().await?, &err.to_string())
            }
            Err(err) => return Err(err),
        })
    }
}

async fn pair_result(
    State(state): State<AppState>,
    PairAt { file, pair, code }: PairAt,
    Form(form): Form<ResultForm>,
) -> Result<Response, HallError> {
    let score = form.score();
    let answer = PairAnswer {
        state: &state,
        pair,
        code,
        winner: form.winner.clone().unwrap_or_default(),
        score: score.clone().unwrap_or_default(),
    };
    let (game, table) = match game_and_table(form.game.as_deref(), form.table.as_deref()) {
        Ok(found) => found,
        Err(why) => return Ok(answer.refused(&file, &why)),
    };
    if let Err(why) = score {
        return Ok(answer.refused(&file, why));
    }
    if answer.winner.trim().is_empty() {
        return Ok(answer.refused(&file, "choose who won, then enter the result"));
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
    PairAt { file, pair, code }: PairAt,
    Form(form): Form<ConfirmForm>,
) -> Result<Response, HallError> {
    let score = typed_score(&form.score, &form.score_won, &form.score_lost);
    let answer = PairAnswer {
        state: &state,
        pair,
        code,
        winner: form.winner.clone().unwrap_or_default(),
        score: score.clone().unwrap_or_default(),
    };
    let (game, table) = match game_and_table(form.game.as_deref(), form.table.as_deref()) {
        Ok(found) => found,
        Err(why) => return Ok(answer.refused(&file, &why)),
    };
    if let Err(why) = score {
        return Ok(answer.refused(&file, why));
    }
    let agree = match form.agree.as_deref().map(str::trim) {
        Some("yes") => true,
        Some("no") => false,
        _ => return Ok(answer.refused(&file, "answer yes or no to the other side's result")),
    };
    let Ok(answers) = number::<u32>(form.claim.as_deref(), "entry") else {
        return Ok(answer.refused(
            &file,
            "this page didn't say which entry it answers; look at the other side's entry again and answer it",
        ));
    };
    let at = state.now();
    // A No that says what happened is the pair's own entry: the rules
    // read it as any entry (a different result disputes the table; the
    // same one agrees after all).
    let (winner, score) = (answer.winner.trim().to_string(), answer.score.clone());
    if !agree && !winner.is_empty() {
        let confirm = state.hall.confirm;
        let outcome = state
            .change(move |party, end| {
                let entry = PairEntry {
                    pair,
                    game,
                    table,
                    winner: &winner,
                    score: (!score.is_empty()).then_some(score.as_str()),
                };
                party.enter_by_pair(entry, end, confirm, at)
            })
            .await;
        return answer.after(outcome).await;
    }
    let outcome = state
        .change(move |party, _| party.confirm_by_pair(pair, game, table, answers, agree, at))
        .await;
    answer.after(outcome).await
}

async fn table_page(
    State(state): State<AppState>,
    TableAt { file, table, code }: TableAt,
    Query(query): Query<SaidQuery>,
) -> Response {
    let said = said_words(query.said.as_deref())
        .map(pages::table::Said::Done)
        .unwrap_or(pages::table::Said::Nothing);
    pages::table::page(
        &file,
        table,
        &code,
        state.hall.confirm,
        version(&state),
        said,
    )
    .into_response()
}

#[derive(Deserialize)]
struct TableResultForm {
    game: Option<String>,
    winner: Option<String>,
    score: Option<String>,
    score_won: Option<String>,
    score_lost: Option<String>,
    /// The pair that tapped its name: the one entering the result.
    by: Option<String>,
}

#[derive(Deserialize)]
struct TableConfirmForm {
    game: Option<String>,
    agree: Option<String>,
    claim: Option<String>,
    /// The pair that tapped its name: the one answering.
    by: Option<String>,
}

/// How a table device's page answers its form, as [`PairAnswer`] does a
/// pair's.
struct TableAnswer<'a> {
    state: &'a AppState,
    table: usize,
    code: String,
    winner: String,
    score: String,
}

impl TableAnswer<'_> {
    fn refused(&self, file: &PartyFile, message: &str) -> Response {
        (
            StatusCode::BAD_REQUEST,
            pages::table::page(
                file,
                self.table,
                &self.code,
                self.state.hall.confirm,
                version(self.state),
                pages::table::Said::Refused {
                    message: &sentence(message),
                    winner: &visible(&self.winner),
                    score: &visible(&self.score),
                },
            ),
        )
            .into_response()
    }

    async fn after(&self, outcome: Result<Outcome, HallError>) -> Result<Response, HallError> {
        Ok(match outcome {
            Ok(outcome) => Redirect::to(&format!("/t/{}?said={}", self.code, said_of(&outcome)))
                .into_response(),
            Err(HallError::Refused(err)) => {
                self.refused(&self.state.load().await?, &err.to_string())
            }
            Err(err) => return Err(err),
        })
    }
}

/// The code holder a pair that tapped its name on a table's device speaks
/// as: the pair of that name (the rules then refuse it unless it plays at
/// this table), or with partners split the first player of the
/// partnership of that name at this table.
fn tapped(party: &Party, game: u32, table: usize, by: &str) -> Result<usize, String> {
    let by = by.trim();
    if by.is_empty() {
        return Err("tap the name of the pair entering or answering".to_string());
    }
    let found = match party.partners {
        Partners::Fixed => party.pairs.iter().position(|p| p.name == by),
        Partners::Split => party
            .seating(game)
            .and_then(|s| s.tables.into_iter().find(|t| t.table == table))
            .and_then(|seat| {
                seat.partnerships
                    .iter()
                    .find(|p| party.partnership_name(**p) == by)
                    .map(|p| p[0])
            }),
    };
    found.ok_or_else(|| format!("{by} doesn't play at table {table} in game {game}"))
}

async fn table_result(
    State(state): State<AppState>,
    TableAt { file, table, code }: TableAt,
    Form(form): Form<TableResultForm>,
) -> Result<Response, HallError> {
    let two = |t: &Option<String>| t.as_deref().map(str::trim).unwrap_or("").to_string();
    let (won, lost) = (two(&form.score_won), two(&form.score_lost));
    let score = match (two(&form.score), won.is_empty(), lost.is_empty()) {
        (given, _, _) if !given.is_empty() => given,
        (_, true, true) => String::new(),
        _ => format!("{won}-{lost}"),
    };
    let answer = TableAnswer {
        state: &state,
        table,
        code,
        winner: form.winner.clone().unwrap_or_default(),
        score: score.clone(),
    };
    if won.is_empty() != lost.is_empty() {
        return Ok(answer.refused(
            &file,
            "type both scores, the winners' and the others', or neither",
        ));
    }
    let game = match number::<u32>(form.game.as_deref(), "game") {
        Ok(g) => g,
        Err(why) => return Ok(answer.refused(&file, &why)),
    };
    if answer.winner.trim().is_empty() {
        return Ok(answer.refused(&file, "choose who won, then tap your name"));
    }
    let pair = match tapped(&file.party, game, table, form.by.as_deref().unwrap_or("")) {
        Ok(p) => p,
        Err(why) => return Ok(answer.refused(&file, &why)),
    };
    let confirm = state.hall.confirm;
    let at = state.now();
    let w = answer.winner.clone();
    let outcome = state
        .change(move |party, end| {
            let entry = PairEntry {
                pair,
                game,
                table: Some(table),
                winner: &w,
                score: (!score.is_empty()).then_some(score.as_str()),
            };
            party.enter_by_pair(entry, end, confirm, at)
        })
        .await;
    answer.after(outcome).await
}

async fn table_confirm(
    State(state): State<AppState>,
    TableAt { file, table, code }: TableAt,
    Form(form): Form<TableConfirmForm>,
) -> Result<Response, HallError> {
    let answer = TableAnswer {
        state: &state,
        table,
        code,
        winner: String::new(),
        score: String::new(),
    };
    let game = match number::<u32>(form.game.as_deref(), "game") {
        Ok(g) => g,
        Err(why) => return Ok(answer.refused(&file, &why)),
    };
    let agree = match form.agree.as_deref().map(str::trim) {
        Some("yes") => true,
        Some("no") => false,
        _ => return Ok(answer.refused(&file, "answer yes or no to the other side's result")),
    };
    let Ok(answers) = number::<u32>(form.claim.as_deref(), "entry") else {
        return Ok(answer.refused(
            &file,
            "this page didn't say which entry it answers; look at the entry again and answer it",
        ));
    };
    let pair = match tapped(&file.party, game, table, form.by.as_deref().unwrap_or("")) {
        Ok(p) => p,
        Err(why) => return Ok(answer.refused(&file, &why)),
    };
    let at = state.now();
    let outcome = state
        .change(move |party, _| party.confirm_by_pair(pair, game, Some(table), answers, agree, at))
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

/// `/director`: the director's page, or, for anyone else, the sign-in
/// (asked again after a wrong PIN sent as basic auth).
async fn director(
    State(state): State<AppState>,
    director: Result<Director, HallError>,
    Query(query): Query<DoneQuery>,
) -> Result<Response, HallError> {
    if let Some(sign_in) = sign_in_first(director, "/director")? {
        return Ok(sign_in);
    }
    let file = state.load().await?;
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
        (Some("undone"), Some(g), Some(t)) if t > 0 => {
            Some(format!("Game {g}, table {t}: taken back. The history lists it."))
        }
        (Some("undone"), _, _) => Some("Taken back. The history lists it.".to_string()),
        (Some("plan"), _, _) => pages::plan::done_words(&file.party),
        _ => None,
    };
    Ok(pages::director::page(&file, version(&state), words.as_deref().map(Ok)).into_response())
}

/// For a page of the director's, `next`: nothing for the director; the
/// sign-in, which comes back to `next`, for a browser that sent no PIN;
/// the challenge again for a wrong PIN sent as basic auth.
fn sign_in_first(
    director: Result<Director, HallError>,
    next: &'static str,
) -> Result<Option<Response>, HallError> {
    match director {
        Ok(Director) => Ok(None),
        Err(HallError::NotDirector { pin_sent: true }) => Err(HallError::WrongPin(PinSent::Basic)),
        Err(HallError::NotDirector { pin_sent: false }) => {
            Ok(Some(pages::director::sign_in(None, next).into_response()))
        }
        Err(err) => Err(err),
    }
}

#[derive(Deserialize)]
struct PartsQuery {
    /// The parts wanted, by name, comma-separated.
    names: Option<String>,
    /// How many changes the page's history has seen: only the newer
    /// lines are sent.
    since: Option<usize>,
}

/// `/director/parts?names=waiting,history&since=12`: the parts of the
/// director's page a change touched, and no more (a part no longer on the
/// page is left out; the page takes it away).
async fn director_parts(
    State(state): State<AppState>,
    _: Director,
    Query(query): Query<PartsQuery>,
) -> Result<Response, HallError> {
    let file = state.load().await?;
    let wanted: Vec<&str> = query
        .names
        .as_deref()
        .unwrap_or("")
        .split(',')
        .filter(|n| !n.is_empty())
        .collect();
    Ok(pages::director::some_parts(&file, &wanted, query.since).into_response())
}

#[derive(Deserialize)]
struct PinForm {
    pin: Option<String>,
    /// The director's page asked for before signing in.
    next: Option<String>,
}

/// Where a sign-in goes next: one of the director's own pages, never an
/// address a link chose.
fn after_sign_in(next: Option<&str>) -> &'static str {
    match next {
        Some("/cards") => "/cards",
        _ => "/director",
    }
}

async fn director_login(
    State(state): State<AppState>,
    jar: CookieJar,
    Form(form): Form<PinForm>,
) -> Result<Response, HallError> {
    let given = form.pin.unwrap_or_default();
    if !same_secret(&given, &state.hall.pin) {
        return Err(HallError::WrongPin(PinSent::Form(after_sign_in(
            form.next.as_deref(),
        ))));
    }
    let token = guard::new_token().map_err(HallError::NoRandomness)?;
    state.sessions().insert(token.clone());
    let cookie = Cookie::build((SESSION, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .build();
    Ok((
        jar.add(cookie),
        Redirect::to(after_sign_in(form.next.as_deref())),
    )
        .into_response())
}

async fn director_logout(State(state): State<AppState>, jar: CookieJar) -> Response {
    if let Some(cookie) = jar.get(SESSION) {
        state.sessions().remove(cookie.value());
    }
    (
        jar.remove(Cookie::build(SESSION).path("/")),
        Redirect::to("/"),
    )
        .into_response()
}

/// The director's page again, with why a form was refused.
async fn director_refused(state: &AppState, message: &str) -> Result<Response, HallError> {
    let file = state.load().await?;
    Ok((
        StatusCode::BAD_REQUEST,
        pages::director::page(&file, version(state), Some(Err(&sentence(message)))),
    )
        .into_response())
}

async fn director_result(
    State(state): State<AppState>,
    _: Director,
    Form(form): Form<ResultForm>,
) -> Result<Response, HallError> {
    let game = match number::<u32>(form.game.as_deref(), "game") {
        Ok(g) => g,
        Err(why) => return director_refused(&state, &why).await,
    };
    let table = match number::<usize>(form.table.as_deref(), "table") {
        Ok(t) => t,
        Err(why) => return director_refused(&state, &why).await,
    };
    let score = match form.score() {
        Ok(s) => (!s.is_empty()).then_some(s),
        Err(why) => return director_refused(&state, why).await,
    };
    let winner = form.winner.unwrap_or_default();
    if winner.trim().is_empty() {
        return director_refused(
            &state,
            "say who won: a pair, one of its players, or its number at the table",
        )
        .await;
    }
    let stamp = state.stamp(By::Director);
    let outcome = state
        .change(move |party, end| {
            party.report(Some(game), table, &winner, score.as_deref(), end, &stamp)
        })
        .await;
    match outcome {
        Ok(report) => Ok(Redirect::to(&format!(
            "/director?done=entered&game={}&table={}&dropped={}",
            report.entry.game,
            report.entry.table,
            report.dropped.len()
        ))
        .into_response()),
        Err(HallError::Refused(err)) => director_refused(&state, &err.to_string()).await,
        Err(err) => Err(err),
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
    _: Director,
    Form(form): Form<SureForm>,
) -> Result<Response, HallError> {
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
        Ok(undone) => Ok(Redirect::to(&format!(
            "/director?done=undone&game={}&table={}",
            undone.entry.game, undone.entry.table
        ))
        .into_response()),
        Err(HallError::Refused(err)) => director_refused(&state, &err.to_string()).await,
        Err(err) => Err(err),
    }
}

/// The results sheet, as `party export --format html` writes it.
async fn results(State(state): State<AppState>, _: Director) -> Result<Response, HallError> {
    let file = state.load().await?;
    Ok(pages::results::page(&file).into_response())
}

/// The tally as `party export --format csv` writes it, to download.
async fn results_csv(State(state): State<AppState>, _: Director) -> Result<Response, HallError> {
    let file = state.load().await?;
    let csv = tally_csv(&file.party, &file.party.standings());
    // The party's name is letters, digits, spaces and `-_.`: safe in a
    // header once the spaces are gone.
    let name: String = file
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}-results.csv\""),
            ),
        ],
        csv,
    )
        .into_response())
}

/// `/cards`, the director's: a browser not signed in is sent to the
/// sign-in, which comes back here.
async fn cards(
    State(state): State<AppState>,
    director: Result<Director, HallError>,
    headers: HeaderMap,
) -> Result<Response, HallError> {
    if let Some(sign_in) = sign_in_first(director, "/cards")? {
        return Ok(sign_in);
    }
    let mut file = state.load().await?;
    // A table added since the hall opened (a pair joining) gets its
    // device's code here, before its card is printed.
    if state.hall.table_devices && file.party.table_codes_missing() {
        state
            .change(|party, _| {
                Ok::<_, ResultError>((party.with_table_codes(guard::random_u64), ()))
            })
            .await?;
        file = state.load().await?;
    }
    let loopback = state.hall.public.is_empty().then_some(state.addr.port());
    Ok(pages::cards::page(&file, &base_link(&state, &headers), loopback).into_response())
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

async fn api_standings(State(state): State<AppState>) -> Result<Response, HallError> {
    let file = state.load().await?;
    let standings = file.party.standings();
    Ok(Json(standings_json(&file.name, &file.party, &standings)).into_response())
}

async fn api_seating(State(state): State<AppState>) -> Result<Response, HallError> {
    let file = state.load().await?;
    Ok(
        match file.party.current_game().and_then(|g| file.party.seating(g)) {
            Some(seating) => Json(seating_json(&file.party, &seating)).into_response(),
            None => (
                StatusCode::NOT_FOUND,
                Json(serde_json::json!({"error": format!("all {} games are played", file.party.games)})),
            )
                .into_response(),
        },
    )
}
