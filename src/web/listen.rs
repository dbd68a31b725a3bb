//! The hall's accept loop: each connection let in through the door
//! ([`guard::door`](super::guard::door)) is served by hyper's HTTP/1.1 with
//! a time limit on headers, and the address it came from is handed to the
//! router as axum's `ConnectInfo`. On closing, the live streams end (the
//! state's `closing` ends them), the connections finish the requests they
//! are answering, and no more are taken.

use std::net::SocketAddr;
use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tower::ServiceExt;

use super::guard::door::{Admitted, Door, HEADERS};
use super::guard::Reached;

/// How long the connections still open at closing have to finish what
/// they are answering: a save is under a second; a connection that sends
/// nothing is not waited for.
const FINISH: Duration = Duration::from_secs(5);

/// Takes connections on `listener` until `closing` turns true, then waits
/// (at most [`FINISH`]) for those open to finish.
pub async fn run(
    listener: TcpListener,
    app: Router,
    door: Arc<Door>,
    mut closing: watch::Receiver<bool>,
) {
    // Each connection holds a clone of `open`; all dropped means all done.
    let (open, all_done) = watch::channel(());
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // A connection reset before it was taken is nothing;
                    // anything else (out of descriptors, despite the door)
                    // is waited out rather than spun on.
                    if !is_connection_error(&err) {
                        eprintln!("The hall could not take a connection: {err}.");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    continue;
                }
            },
            _ = closing.wait_for(|closed| *closed) => break,
        };
        // No room, every connection busy: closed at once, so the phone
        // tries again rather than waiting in the queue.
        let Some(admitted) = door.admit(peer.ip()) else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(serve_one(
            stream,
            peer,
            admitted,
            app.clone(),
            closing.clone(),
            all_done.clone(),
        ));
    }
    drop(listener);
    drop(all_done);
    let _ = tokio::time::timeout(FINISH, open.closed()).await;
}

/// Serves one connection until it ends, the door closes it to make room,
/// or the hall closes.
async fn serve_one(
    stream: TcpStream,
    peer: SocketAddr,
    admitted: Admitted,
    app: Router,
    mut closing: watch::Receiver<bool>,
    _open: watch::Receiver<()>,
) {
    let activity = admitted.activity.clone();
    let reached = stream.local_addr().ok().map(Reached);
    let service = {
        let activity = activity.clone();
        hyper::service::service_fn(move |request: Request<Incoming>| {
            let mut request = request.map(Body::new);
            request.extensions_mut().insert(ConnectInfo(peer));
            if let Some(reached) = reached {
                request.extensions_mut().insert(reached);
            }
            request.extensions_mut().insert(activity.clone());
            // Busy until the page is answered: a connection in the middle
            // of a request is never closed to make room.
            let busy = activity.begin();
            let answered = app.clone().oneshot(request);
            async move {
                let response = answered.await;
                drop(busy);
                response
            }
        })
    };
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADERS);
    let connection = http.serve_connection(TokioIo::new(stream), service);
    let mut connection = pin!(connection);
    let mut closed = false;
    loop {
        tokio::select! {
            _ = connection.as_mut() => break,
            _ = activity.evicted() => break,
            _ = closing.wait_for(|closed| *closed), if !closed => {
                closed = true;
                connection.as_mut().graceful_shutdown();
            }
        }
    }
    drop(admitted);
}

fn is_connection_error(err: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        err.kind(),
        ConnectionRefused | ConnectionAborted | ConnectionReset
    )
}
