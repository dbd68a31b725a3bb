//! The hall's door: how many connections it holds and from whom, and how
//! many screens follow the live stream. A laptop can hold only so many
//! open connections (each is a file descriptor); without a limit, one
//! device holding a thousand idle connections would leave none for a
//! pair's phone.
//!
//! When the hall is full, the connection that has been idle longest (no
//! request being answered, no live stream) makes room for the new one: an
//! idle connection costs its device nothing to open again, while a phone
//! turned away would have no result entered.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

use super::limiter::counted_as;

/// How long a connection may take to send a request's headers, and how long
/// it may stay open idle between requests: a phone sends its request at
/// once, and opens a new connection when it needs one.
pub const HEADERS: Duration = Duration::from_secs(10);
/// Connections one address may hold: a browser opens at most six to one
/// site, so this is a laptop with several browsers, never a phone.
pub const PER_ADDRESS: usize = 32;
/// Live streams one address may hold: a screen follows one.
pub const STREAMS_PER_ADDRESS: usize = 8;
/// Live streams in all: the projector, the director and a phone for every
/// player of a large hall, twice over.
pub const STREAMS: usize = 512;
/// Connections in all, however many descriptors the system gives: each
/// holds buffers, and a hall of phones never needs more.
pub const CONNECTIONS: usize = 4096;
/// Descriptors kept back from the connections: the party file read for
/// every page, the store's lock and temporary file, the server's own
/// listening socket and event queue, and a connection accepted only to be
/// closed at once.
pub const RESERVED: usize = 256;

/// The door's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub connections: usize,
    pub per_address: usize,
    pub streams: usize,
    pub streams_per_address: usize,
}

impl Limits {
    /// The limits for a process that may open `descriptors` files.
    pub fn for_descriptors(descriptors: u64) -> Limits {
        let descriptors = usize::try_from(descriptors).unwrap_or(usize::MAX);
        let connections = descriptors
            .checked_sub(RESERVED)
            .filter(|&n| n >= RESERVED)
            .unwrap_or(descriptors / 2)
            .clamp(1, CONNECTIONS);
        Limits {
            connections,
            per_address: PER_ADDRESS.min(connections),
            streams: STREAMS.min(connections / 2).max(1),
            streams_per_address: STREAMS_PER_ADDRESS,
        }
    }
}

/// Raises this process's limit of open files to the most the system
/// allows it, and says what the limit is then.
#[cfg(unix)]
pub fn raise_descriptors() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: `limit` is a valid rlimit for the call to fill.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        // Unknown: the smallest limit a laptop is usually given.
        return 256;
    }
    // macOS refuses more than its per-process ceiling, even under an
    // unlimited hard limit: try the hard limit, then that ceiling.
    for wanted in [limit.rlim_max, limit.rlim_max.min(10_240)] {
        if wanted <= limit.rlim_cur {
            break;
        }
        let raised = libc::rlimit {
            rlim_cur: wanted,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: `raised` is a valid rlimit, read by the call only.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit.rlim_cur = wanted;
            break;
        }
    }
    // `rlim_t` is 64 bits on the systems built for today, not on every one.
    #[allow(clippy::useless_conversion)]
    u64::try_from(limit.rlim_cur).unwrap_or(u64::MAX)
}

#[cfg(not(unix))]
pub fn raise_descriptors() -> u64 {
    // Windows counts sockets apart from files, in the thousands.
    8192
}

/// One connection, as its requests and the door see it.
pub struct Activity {
    /// Requests being answered, and live streams being sent.
    busy: AtomicUsize,
    /// When it last started or finished a request, in milliseconds since
    /// the door opened.
    last: AtomicU64,
    evict: Notify,
    epoch: Instant,
}

impl Activity {
    fn new(epoch: Instant) -> Activity {
        let activity = Activity {
            busy: AtomicUsize::new(0),
            last: AtomicU64::new(0),
            evict: Notify::new(),
            epoch,
        };
        activity.touch();
        activity
    }

    fn touch(&self) {
        let ms = u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last.store(ms, Ordering::Relaxed);
    }

    /// A request (or a live stream) on this connection, until the value is
    /// dropped: the connection is not idle meanwhile.
    pub fn begin(self: &Arc<Self>) -> Busy {
        self.busy.fetch_add(1, Ordering::Relaxed);
        self.touch();
        Busy(self.clone())
    }

    /// Since when the connection has been idle, if it is.
    fn idle_since(&self) -> Option<u64> {
        (self.busy.load(Ordering::Relaxed) == 0).then(|| self.last.load(Ordering::Relaxed))
    }

    /// Resolves once the door closes this connection to make room.
    pub async fn evicted(&self) {
        self.evict.notified().await;
    }
}

/// A request or stream in progress on a connection.
pub struct Busy(Arc<Activity>);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.touch();
        self.0.busy.fetch_sub(1, Ordering::Relaxed);
    }
}

struct Open {
    key: IpAddr,
    activity: Arc<Activity>,
}

#[derive(Default)]
struct Table {
    next: u64,
    open: HashMap<u64, Open>,
    per_address: HashMap<IpAddr, usize>,
}

impl Table {
    /// The connection idle longest, among those of `key` or among all.
    fn idlest(&self, key: Option<IpAddr>) -> Option<u64> {
        self.open
            .iter()
            .filter(|(_, open)| key.is_none_or(|k| open.key == k))
            .filter_map(|(&id, open)| Some((open.activity.idle_since()?, id)))
            .min()
            .map(|(_, id)| id)
    }

    fn close(&mut self, id: u64) -> Option<Open> {
        let open = self.open.remove(&id)?;
        if let Some(count) = self.per_address.get_mut(&open.key) {
            *count -= 1;
            if *count == 0 {
                self.per_address.remove(&open.key);
            }
        }
        Some(open)
    }
}

/// The connections the hall holds.
pub struct Door {
    limits: Limits,
    epoch: Instant,
    table: Mutex<Table>,
}

/// A connection let in: counted until dropped.
pub struct Admitted {
    door: Arc<Door>,
    id: u64,
    pub activity: Arc<Activity>,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        self.door.table().close(self.id);
    }
}

impl Door {
    pub fn new(limits: Limits) -> Arc<Door> {
        Arc::new(Door {
            limits,
            epoch: Instant::now(),
            table: Mutex::default(),
        })
    }

    fn table(&self) -> std::sync::MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Lets in a connection from `ip`, closing the idlest connection of the
    /// same address (or of any, when the hall is full) to make room; `None`
    /// when every connection there is busy.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Admitted> {
        let key = counted_as(ip);
        let mut table = self.table();
        if table.per_address.get(&key).copied().unwrap_or(0) >= self.limits.per_address {
            let idlest = table.idlest(Some(key))?;
            evict(&mut table, idlest);
        }
        if table.open.len() >= self.limits.connections {
            let idlest = table.idlest(None)?;
            evict(&mut table, idlest);
        }
        table.next += 1;
        let id = table.next;
        let activity = Arc::new(Activity::new(self.epoch));
        table.open.insert(
            id,
            Open {
                key,
                activity: activity.clone(),
            },
        );
        *table.per_address.entry(key).or_default() += 1;
        Some(Admitted {
            door: self.clone(),
            id,
            activity,
        })
    }

    #[cfg(test)]
    fn open(&self) -> usize {
        self.table().open.len()
    }
}

fn evict(table: &mut Table, id: u64) {
    if let Some(open) = table.close(id) {
        open.activity.evict.notify_one();
    }
}

/// The live streams being sent, in all and by address.
pub struct Streams {
    limits: Limits,
    counts: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// A live stream let through: counted until dropped.
pub struct Stream {
    streams: Arc<Streams>,
    key: IpAddr,
}

impl Drop for Stream {
    fn drop(&mut self) {
        let mut counts = self.streams.counts();
        counts.0 = counts.0.saturating_sub(1);
        if let Some(n) = counts.1.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                counts.1.remove(&self.key);
            }
        }
    }
}

impl Streams {
    pub fn new(limits: Limits) -> Arc<Streams> {
        Arc::new(Streams {
            limits,
            counts: Mutex::default(),
        })
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, (usize, HashMap<IpAddr, usize>)> {
        self.counts.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A stream for `ip`, unless the hall or the address holds all it may.
    pub fn open(self: &Arc<Self>, ip: IpAddr) -> Option<Stream> {
        let key = counted_as(ip);
        let mut counts = self.counts();
        let mine = counts.1.get(&key).copied().unwrap_or(0);
        if counts.0 >= self.limits.streams || mine >= self.limits.streams_per_address {
            return None;
        }
        counts.0 += 1;
        *counts.1.entry(key).or_default() += 1;
        Some(Stream {
            streams: self.clone(),
            key,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([192, 168, 1, n])
    }

    fn small() -> Limits {
        Limits {
            connections: 4,
            per_address: 2,
            streams: 3,
            streams_per_address: 2,
        }
    }

    #[test]
    fn the_limits_follow_the_descriptors() {
        let usual = Limits::for_descriptors(1024);
        assert_eq!(usual.connections, 1024 - RESERVED);
        assert_eq!(usual.streams, (1024 - RESERVED) / 2);
        assert_eq!(Limits::for_descriptors(1 << 20).connections, CONNECTIONS);
        assert_eq!(Limits::for_descriptors(1 << 20).streams, STREAMS);
        // A tiny limit still leaves half for the party file.
        assert_eq!(Limits::for_descriptors(300).connections, 150);
        assert!(Limits::for_descriptors(0).connections >= 1);
    }

    #[test]
    fn an_address_at_its_limit_gives_up_its_idlest_connection() {
        let door = Door::new(small());
        let first = door.admit(ip(1)).unwrap();
        std::thread::sleep(Duration::from_millis(5));
        let second = door.admit(ip(1)).unwrap();
        let third = door.admit(ip(1)).unwrap();
        assert_eq!(door.open(), 2);
        assert!(!door.table().open.contains_key(&first.id));
        assert!(door.table().open.contains_key(&second.id));
        // A busy connection is never closed for another.
        let _busy = (second.activity.begin(), third.activity.begin());
        assert!(door.admit(ip(1)).is_none());
        assert!(door.admit(ip(2)).is_some());
    }

    #[test]
    fn a_full_hall_gives_up_its_idlest_connection_to_a_newcomer() {
        let door = Door::new(small());
        let held: Vec<_> = (1..=4).map(|n| door.admit(ip(n)).unwrap()).collect();
        let busy: Vec<_> = held[1..].iter().map(|a| a.activity.begin()).collect();
        let newcomer = door.admit(ip(9)).unwrap();
        assert_eq!(door.open(), 4);
        assert!(!door.table().open.contains_key(&held[0].id));
        let _busy_too = newcomer.activity.begin();
        assert!(door.admit(ip(10)).is_none());
        drop(busy);
        assert!(door.admit(ip(10)).is_some());
        // Dropping an evicted connection's entry counts nothing twice.
        drop(held);
        assert_eq!(door.open(), 1);
    }

    #[test]
    fn streams_are_limited_in_all_and_by_address() {
        let streams = Streams::new(small());
        let a = streams.open(ip(1)).unwrap();
        let _b = streams.open(ip(1)).unwrap();
        assert!(streams.open(ip(1)).is_none());
        let _c = streams.open(ip(2)).unwrap();
        assert!(streams.open(ip(3)).is_none());
        drop(a);
        assert!(streams.open(ip(1)).is_some());
    }
}
