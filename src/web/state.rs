//! What the hall's server holds between requests: where the party is
//! saved and how its games end, the director's PIN and sessions, the
//! addresses that guessed wrong, and the board as last drawn for the
//! screens that follow it. The party itself is never held: every page reads
//! the file, every change goes through the store's lock.

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::hash::{Hash, Hasher};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, FixedOffset, Timelike};
use fortyfives::clock::Clock;
use fortyfives::rules::party::{By, Confirm, GameEnd, Party, Stamp};
use fortyfives::store::{GameName, PartyFile, Store, StoreError};
use tokio::sync::watch;

use super::error::HallError;
use super::guard::limiter::Limiter;
use super::pages;

/// The hall as `party serve` opens it.
pub struct Hall {
    /// The parties' store (the `parties` folder of the data folder).
    pub store: Store,
    /// The data folder itself: the board page a party keeps (`party board
    /// --html`) is never written inside it, as for every output file.
    pub data: Store,
    pub party: GameName,
    pub pin: String,
    pub confirm: Confirm,
    /// How a game at the party's tables ends: what a score is checked
    /// against, as `party result` checks it.
    pub end: GameEnd,
    /// The addresses the hall is reached at from other devices
    /// (`http://192.168.1.20:4545`), for the links on the tally cards;
    /// empty when it listens on the loopback address only.
    pub public: Vec<String>,
    /// The one clock: a change's time in the history.
    pub clock: Clock,
    /// Whether the tables' devices are let in (`--table-devices`): each
    /// table's code opens its page (`/t/CODE`).
    pub table_devices: bool,
}

/// The board as drawn after a change: its number (each change counts one)
/// and its HTML, and what the change changed on the other pages (JSON:
/// `{"director": ["waiting", "history"], "pairs": [0, 3]}`, the names of
/// the director's parts and the numbers of the pairs whose page changed).
#[derive(Clone, Debug, Default)]
pub struct Drawn {
    pub version: u64,
    pub html: Arc<String>,
    pub changes: Arc<String>,
}

/// What each page following the party shows, in short: a hash of each
/// part of the director's page and of each pair's page. Two drawings'
/// digests say which pages, and which parts, a change touched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Digest {
    director: BTreeMap<String, u64>,
    holders: Vec<u64>,
}

impl Digest {
    fn of(file: &PartyFile, confirm: Confirm) -> Digest {
        let hash = |markup: maud::Markup| {
            let mut h = DefaultHasher::new();
            markup.into_string().hash(&mut h);
            h.finish()
        };
        Digest {
            // The results' table holds each game's part (`results-5`),
            // which says its own changes: the table itself changes only
            // when it appears or goes.
            director: pages::director::parts(file)
                .into_iter()
                .map(|(name, part)| match name.as_str() {
                    "results" => {
                        let mut h = DefaultHasher::new();
                        file.party.results.is_empty().hash(&mut h);
                        (name, h.finish())
                    }
                    _ => (name, hash(part)),
                })
                .collect(),
            holders: (0..file.party.code_holders())
                .map(|i| {
                    let code = file.party.code_of(i).unwrap_or_default();
                    hash(pages::pair::content(
                        file,
                        i,
                        code,
                        confirm,
                        &pages::pair::Said::Nothing,
                    ))
                })
                .collect(),
        }
    }

    /// The changes from `self` to `now`, as [`Drawn::changes`] says them.
    fn changes(&self, now: &Digest) -> String {
        let names: BTreeSet<&String> = self.director.keys().chain(now.director.keys()).collect();
        let director: Vec<&String> = names
            .into_iter()
            .filter(|n| self.director.get(*n) != now.director.get(*n))
            .collect();
        let pairs: Vec<usize> = (0..self.holders.len().max(now.holders.len()))
            .filter(|&i| self.holders.get(i) != now.holders.get(i))
            .collect();
        serde_json::json!({ "director": director, "pairs": pairs }).to_string()
    }
}

pub struct Inner {
    pub hall: Hall,
    pub addr: SocketAddr,
    /// The director's signed-in browsers, by the random token in their
    /// cookie ([`Inner::sessions`]).
    sessions: Mutex<HashSet<String>>,
    /// The addresses that guessed ([`Inner::limiter`]).
    limiter: Mutex<Limiter>,
    pub board: watch::Sender<Drawn>,
    /// Set once when the server stops: the live streams end with it.
    pub closing: watch::Sender<bool>,
    /// The party as last drawn: redrawing is serialized on it, so two
    /// changes in a row can't publish their boards out of order, and a
    /// change seen twice (the server's own save, then the file watch) is
    /// sent once.
    drawn: tokio::sync::Mutex<Option<(PartyFile, Digest)>>,
}

pub type AppState = Arc<Inner>;

impl Inner {
    pub fn open(hall: Hall, addr: SocketAddr) -> AppState {
        let (board, _) = watch::channel(Drawn::default());
        let (closing, _) = watch::channel(false);
        let state = Arc::new(Inner {
            hall,
            addr,
            sessions: Mutex::new(HashSet::new()),
            limiter: Mutex::new(Limiter::default()),
            board,
            closing,
            drawn: tokio::sync::Mutex::new(None),
        });
        if let Ok(file) = state.read() {
            state.board.send_replace(Drawn {
                version: 0,
                html: Arc::new(pages::board::live(&file, &state.address()).into_string()),
                ..Drawn::default()
            });
            let digest = Digest::of(&file, state.hall.confirm);
            if let Ok(mut drawn) = state.drawn.try_lock() {
                *drawn = Some((file, digest));
            }
        }
        state
    }

    /// The party as saved now, checked as the commands check it: a file
    /// whose evening doesn't hold together is reported, never served.
    pub fn read(&self) -> Result<PartyFile, StoreError> {
        let (file, path) = self.hall.store.load::<PartyFile>(&self.hall.party)?;
        file.party.check().map_err(|detail| StoreError::Corrupt {
            path: path.clone(),
            detail,
        })?;
        Ok(file)
    }

    /// [`Inner::read`] off the async threads (a read may wait on the disk).
    pub async fn load(self: &Arc<Self>) -> Result<PartyFile, HallError> {
        let me = self.clone();
        Ok(tokio::task::spawn_blocking(move || me.read())
            .await
            .unwrap_or_else(|_| Err(me_stopped(self, "read")))?)
    }

    /// Changes the party under the store's lock, as the commands do: the
    /// rules decide from the party as saved at that moment, a refusal
    /// writes nothing, and the answer comes back only once the change is
    /// on disk. The board is redrawn for every screen right after.
    pub async fn change<T: Send + 'static, E: std::error::Error + Send + Sync + 'static>(
        self: &Arc<Self>,
        decide: impl FnOnce(&Party, &GameEnd) -> Result<(Party, T), E> + Send + 'static,
    ) -> Result<T, HallError> {
        let me = self.clone();
        let answer = tokio::task::spawn_blocking(move || {
            let path = me.hall.store.path_of(&me.hall.party);
            me.hall
                .store
                .update::<PartyFile, _, HallError>(&me.hall.party, |file| {
                    file.party.check().map_err(|detail| StoreError::Corrupt {
                        path: path.clone(),
                        detail,
                    })?;
                    let (party, answer) = decide(&file.party, &me.hall.end)
                        .map_err(|e| HallError::Refused(Box::new(e)))?;
                    file.party = party;
                    Ok(answer)
                })
        })
        .await
        .unwrap_or_else(|_| Err(me_stopped(self, "save").into()))?;
        // The answer goes back as soon as the change is on disk; the
        // screens are redrawn alongside.
        let me = self.clone();
        tokio::spawn(async move { me.redraw().await });
        Ok(answer)
    }

    /// Draws the board from the file as it is and sends it to every screen
    /// following it, when the party changed: the pages of the pairs and the
    /// director follow the same events to know when to look again.
    pub async fn redraw(self: &Arc<Self>) {
        let mut last = self.drawn.lock().await;
        let Ok(file) = self.load().await else {
            return;
        };
        if last.as_ref().map(|(f, _)| f) == Some(&file) {
            return;
        }
        let html = pages::board::live(&file, &self.address()).into_string();
        let page = file
            .board
            .clone()
            .map(|path| (path, pages::board::file_page(&file).into_string()));
        let digest = Digest::of(&file, self.hall.confirm);
        let changes = last
            .as_ref()
            .map(|(_, d)| d)
            .unwrap_or(&Digest::default())
            .changes(&digest);
        *last = Some((file, digest));
        self.board.send_modify(|drawn| {
            drawn.version += 1;
            drawn.html = Arc::new(html);
            drawn.changes = Arc::new(changes);
        });
        // The page `party board --html` keeps, for a screen showing that
        // file: written here, still in order, as the commands write it
        // after their own changes.
        if let Some((path, page)) = page {
            let me = self.clone();
            let written = tokio::task::spawn_blocking(move || {
                me.hall
                    .data
                    .write_output(&path, page.as_bytes(), "the board")
            })
            .await;
            if let Ok(Err(err)) = written {
                eprintln!("warning: the board page wasn't updated: {err}");
            }
        }
    }

    /// The address to type to reach the hall, as `party serve` printed
    /// it: the hall's network's when it has one, else this laptop's own.
    pub fn address(&self) -> String {
        self.hall
            .public
            .first()
            .map_or_else(|| format!("http://{}/", self.addr), |p| format!("{p}/"))
    }

    /// Now, to the second (as the history shows it). A pair's entry is
    /// stamped by the rules with the pair's name.
    pub fn now(&self) -> DateTime<FixedOffset> {
        let now = self.hall.clock.now();
        now.with_nanosecond(0).unwrap_or(now)
    }

    /// Who is changing the party, and now.
    pub fn stamp(&self, by: By) -> Stamp {
        Stamp { by, at: self.now() }
    }

    /// The director's sessions. A thread that panicked holding them left
    /// a set of tokens, whole: taken as it is, rather than refusing every
    /// director (or letting anyone in) for the rest of the evening.
    pub fn sessions(&self) -> MutexGuard<'_, HashSet<String>> {
        self.sessions.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The addresses that guessed, recovered the same way: a count left
    /// by a panic still counts, so no address goes unrefused.
    pub fn limiter(&self) -> MutexGuard<'_, Limiter> {
        self.limiter.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A read or save whose worker thread died (it never returns normally
/// without an answer): reported as the storage failing.
fn me_stopped(state: &Inner, action: &'static str) -> StoreError {
    StoreError::Io {
        action,
        path: state.hall.store.path_of(&state.hall.party),
        source: std::io::Error::other("the worker stopped"),
    }
}
