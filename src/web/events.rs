//! The board pushed to every screen that follows it (server-sent events),
//! what each change touched pushed to the pairs' and the director's pages,
//! and the watch on the party file that notices changes made by the
//! commands at the laptop.

use std::convert::Infallible;
use std::time::{Duration, SystemTime};

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::Stream;

use super::state::{AppState, Drawn};

/// How often the party file is looked at for a change made by a command:
/// well inside the two seconds a result may take to reach the board.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// Redraws the board whenever the party file changes on disk, whoever
/// changed it; ends when the server closes.
pub async fn watch_file(state: AppState) {
    let path = state.hall.store.path_of(&state.hall.party);
    let stamp = |path: &std::path::Path| {
        std::fs::metadata(path)
            .ok()
            .map(|m| (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()))
    };
    let mut closing = state.closing.subscribe();
    let mut seen = stamp(&path);
    loop {
        tokio::select! {
            _ = tokio::time::sleep(LOOK_EVERY) => {}
            _ = closing.changed() => return,
        }
        let now = stamp(&path);
        if now != seen {
            seen = now;
            state.redraw().await;
        }
    }
}

/// `/events`: the board's HTML each time it changes (event `board`), the
/// first at once; a comment every 15 seconds keeps the line open through
/// the hall's Wi-Fi. The stream ends when the server stops.
pub async fn board(
    State(state): State<AppState>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    follow(state, |drawn| {
        Event::default()
            .event("board")
            .id(drawn.version.to_string())
            .data(drawn.html.as_str())
    })
}

/// `/events/parts`: for the pairs' and the director's pages, only which
/// pages and parts each change touched (event `changed`, a few bytes),
/// never the board: a page fetches what it needs of itself. The first
/// event, at once, carries the party's version, for a page drawn before
/// a change it missed.
pub async fn parts(
    State(state): State<AppState>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    follow(state, |drawn| {
        Event::default()
            .event("changed")
            .id(drawn.version.to_string())
            .data(drawn.changes.as_str())
    })
}

/// Each drawing of the party as `event` words it, the first at once.
fn follow(
    state: AppState,
    event: fn(&Drawn) -> Event,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let board = state.board.subscribe();
    let closing = state.closing.subscribe();
    let stream = futures_util::stream::unfold(
        (board, closing, true),
        move |(mut board, mut closing, first)| async move {
            if !first {
                tokio::select! {
                    changed = board.changed() => changed.ok()?,
                    _ = closing.changed() => return None,
                }
            }
            if *closing.borrow() {
                return None;
            }
            let drawn = board.borrow_and_update().clone();
            Some((Ok(event(&drawn)), (board, closing, false)))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::default())
}
