//! The director's changes of plan: `/director/join`, `/director/leave`,
//! `/director/rename` and `/director/games`, the same rules as `party
//! join|leave|rename|games`. Each posts, saves under the lock and goes
//! back to the director's page, which says what was done (from the
//! history, not the address) or, refused, why.

use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::Form;
use fortyfives::rules::party::By;
use serde::Deserialize;

use super::{director_refused, guard, AppState, Director, HallError};

#[derive(Deserialize)]
pub(super) struct PairForm {
    pair: Option<String>,
    game: Option<String>,
}

#[derive(Deserialize)]
pub(super) struct RenameForm {
    old: Option<String>,
    new: Option<String>,
}

#[derive(Deserialize)]
pub(super) struct GamesForm {
    games: Option<String>,
}

/// The game a change starts from, when the form gives one.
fn from_game(given: Option<&str>) -> Result<Option<u32>, String> {
    match given.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => t
            .parse::<u32>()
            .map(Some)
            .map_err(|_| format!("'{t}' is not a game's number; leave it empty for the next game nothing is entered for")),
    }
}

fn text(given: Option<String>, what: &str) -> Result<String, String> {
    given
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .ok_or_else(|| format!("the form has no {what}; fill it in and send it again"))
}

/// What a change's outcome answers: back to the page, which says it.
async fn answered<T>(
    state: &AppState,
    outcome: Result<T, HallError>,
) -> Result<Response, HallError> {
    match outcome {
        Ok(_) => Ok(Redirect::to("/director?done=plan").into_response()),
        Err(HallError::Refused(err)) => director_refused(state, &err.to_string()).await,
        Err(err) => Err(err),
    }
}

pub(super) async fn join(
    State(state): State<AppState>,
    _: Director,
    Form(form): Form<PairForm>,
) -> Result<Response, HallError> {
    let (pair, game) = match (text(form.pair, "pair"), from_game(form.game.as_deref())) {
        (Ok(p), Ok(g)) => (p, g),
        (Err(why), _) | (_, Err(why)) => return director_refused(&state, &why).await,
    };
    let stamp = state.stamp(By::Director);
    let outcome = state
        .change(move |party, _| party.join(&pair, game, guard::random_u64, &stamp))
        .await;
    answered(&state, outcome).await
}

pub(super) async fn leave(
    State(state): State<AppState>,
    _: Director,
    Form(form): Form<PairForm>,
) -> Result<Response, HallError> {
    let (pair, game) = match (text(form.pair, "pair"), from_game(form.game.as_deref())) {
        (Ok(p), Ok(g)) => (p, g),
        (Err(why), _) | (_, Err(why)) => return director_refused(&state, &why).await,
    };
    let stamp = state.stamp(By::Director);
    let outcome = state
        .change(move |party, _| party.leave(&pair, game, &stamp))
        .await;
    answered(&state, outcome).await
}

pub(super) async fn rename(
    State(state): State<AppState>,
    _: Director,
    Form(form): Form<RenameForm>,
) -> Result<Response, HallError> {
    let (old, new) = match (text(form.old, "name to change"), text(form.new, "new name")) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(why), _) | (_, Err(why)) => return director_refused(&state, &why).await,
    };
    let stamp = state.stamp(By::Director);
    let outcome = state
        .change(move |party, _| party.rename(&old, &new, &stamp))
        .await;
    answered(&state, outcome).await
}

pub(super) async fn games(
    State(state): State<AppState>,
    _: Director,
    Form(form): Form<GamesForm>,
) -> Result<Response, HallError> {
    let given = form.games.unwrap_or_default();
    let Ok(games) = given.trim().parse::<u32>() else {
        let why = format!(
            "'{}' is not a number of games: give a whole number from 1 to {}",
            given.trim(),
            fortyfives::rules::party::MAX_GAMES
        );
        return director_refused(&state, &why).await;
    };
    let stamp = state.stamp(By::Director);
    let outcome = state
        .change(move |party, _| party.set_games(games, &stamp))
        .await;
    answered(&state, outcome).await
}
