//! The live hall: `party serve`'s web server, the second door onto the
//! party's rules and store (the first is the command line). Pairs enter
//! their results from their phones, the board on the projector follows
//! within a second, and the director settles what the pairs dispute.
//!
//! - [`state`]: what the server holds: the party's store, the PIN, the
//!   sessions, the board as last drawn;
//! - [`routes`]: the one router, every page and form;
//! - [`guard`]: who may do what: other names, codes, the PIN, other
//!   origins, addresses that guess, connections and live streams;
//! - [`listen`]: the accept loop, each connection let in by the guard's
//!   door;
//! - [`events`]: the board pushed to every screen as it changes, and to
//!   the pairs' and the director's pages which of them (and which parts)
//!   a change touched;
//! - [`pages`]: the HTML, escaped by the template engine;
//! - [`error`]: what a page answers when it won't or can't do what was
//!   asked.
//!
//! The party file is read fresh for every page and changed under the
//! store's lock, so `party result` typed at the laptop and a phone's result
//! at the same moment are both kept, and a result acknowledged is on disk.

mod error;
mod events;
mod guard;
mod listen;
mod pages;
mod routes;
mod state;
#[cfg(test)]
mod tests;

use std::net::SocketAddr;
use std::sync::Arc;

use guard::door::{self, Door, Limits, Streams};
use guard::host::Names;
use guard::Guards;

pub use state::Hall;

/// The hall's board as a page of its own, for `party board --html`: the
/// one HTML board, so the file on a screen and the hall's `/` can't drift
/// apart. Besides `party serve` starting the server, this is the one call
/// from `cli/` into `web/` with [`results_page`] (see
/// docs/architecture.md).
pub fn board_page(file: &fortyfives::store::PartyFile) -> String {
    pages::board::file_page(file).into_string()
}

/// The results sheet (standings, prizes, every game) as a self-contained
/// page, for `party export --format html`: the director's
/// `/director/results` is the same page, so the sheet a club publishes
/// and the one the hall shows can't drift apart.
pub fn results_page(file: &fortyfives::store::PartyFile) -> String {
    pages::results::page(file).into_string()
}

/// Why the hall couldn't open.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error("can't listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("the server stopped: {0}")]
    Io(#[from] std::io::Error),
}

/// Runs the hall on `bind` until Ctrl-C (or `stop` resolves); `opened` is
/// told the address it listens on (port 0 picks a free one) before the
/// first request is taken.
pub fn serve(
    hall: Hall,
    bind: SocketAddr,
    opened: impl FnOnce(SocketAddr),
) -> Result<(), WebError> {
    // Every open connection is a file descriptor: the most the system
    // allows, less those kept for the party file, sizes the door.
    let limits = Limits::for_descriptors(door::raise_descriptors());
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        // Each read of the party file holds a descriptor on its thread:
        // kept well inside the descriptors the door leaves free.
        .max_blocking_threads(64)
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(bind)
            .await
            .map_err(|source| WebError::Bind { addr: bind, source })?;
        let addr = listener.local_addr()?;
        let state = state::Inner::open(hall, addr);
        tokio::spawn(events::watch_file(state.clone()));
        // Listening for Ctrl-C before anyone is told the hall is open, so a
        // Ctrl-C at any moment after closes it properly.
        let interrupted = interrupt()?;
        opened(addr);
        let guards = Arc::new(Guards {
            names: Names::of_this_machine(),
            address: state.address(),
            streams: Streams::new(limits),
        });
        let app = routes::router(state.clone(), guards);
        let closing = state.closing.subscribe();
        tokio::spawn(async move {
            interrupted.await;
            // The live streams end with it, or closing would wait on them.
            state.closing.send_replace(true);
        });
        listen::run(listener, app, Door::new(limits), closing).await;
        Ok(())
    })
}

/// Ctrl-C, listened for from now on (not from the first time it is awaited).
#[cfg(unix)]
fn interrupt() -> std::io::Result<impl std::future::Future<Output = ()>> {
    let mut signal = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())?;
    Ok(async move {
        signal.recv().await;
    })
}

#[cfg(not(unix))]
fn interrupt() -> std::io::Result<impl std::future::Future<Output = ()>> {
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
    })
}
