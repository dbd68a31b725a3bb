//! Addresses that guess: wrong codes and PINs counted by address, and
//! wrong PINs counted across the whole hall.
//!
//! A guess is counted when it arrives, before it is answered ([`Limiter::try_guess`]
//! hands out a [`Ticket`]), and given back once the answer shows it was
//! right ([`Limiter::settle`]). Counted only after the answer, a burst of
//! guesses sent at once would all be answered before the first was
//! counted.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::net::{IpAddr, Ipv6Addr};
use std::time::{Duration, Instant};

/// Wrong codes (or PINs) an address may send within [`WINDOW`]...
pub const MISSES: usize = 10;
/// ...before it is refused for [`WINDOW`].
pub const WINDOW: Duration = Duration::from_secs(10 * 60);
/// Wrong director's PINs from all the hall's addresses together within
/// [`WINDOW`], past which the PIN is taken from the laptop itself only:
/// many addresses with nine guesses each would otherwise sweep a short
/// PIN in an evening.
pub const PIN_MISSES: usize = 30;
/// Addresses remembered at once. Past this the one that guessed least
/// recently is forgotten: the table stays small, and a new address is
/// still counted however many came before it.
pub const REMEMBERED: usize = 10_000;

/// What is guessed: a pair's code, or the director's PIN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guess {
    Code,
    Pin,
}

/// Why a guess is refused before it is looked at, and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// This address guessed wrong too often.
    Address(Duration),
    /// The PIN was guessed wrong too often from the hall's network as a
    /// whole; the laptop itself may still sign in.
    Pin(Duration),
}

/// A guess counted as it arrived; [`Limiter::settle`] says whether it was
/// right.
#[derive(Debug)]
pub struct Ticket {
    key: IpAddr,
    /// Counted against the hall's PINs too.
    hall_pin: bool,
}

struct Record {
    /// Wrong guesses within the window, oldest first.
    misses: VecDeque<Instant>,
    /// Guesses counted and not yet answered.
    pending: usize,
    refused_until: Option<Instant>,
    /// When this address last guessed, and a tie-breaker: its place in
    /// [`Limiter::order`].
    touched: (Instant, u64),
}

/// Wrong guesses by address, and the addresses refused for now. The clock
/// is passed in, so the ten minutes are tested without waiting for them.
#[derive(Default)]
pub struct Limiter {
    records: HashMap<IpAddr, Record>,
    /// The addresses by when they last guessed, least recent first: the one
    /// forgotten when the table is full.
    order: BTreeSet<(Instant, u64, IpAddr)>,
    counter: u64,
    /// Wrong PINs from addresses other than the laptop's own, oldest first.
    pins: VecDeque<Instant>,
    pins_pending: usize,
}

/// The address a guess is counted against: an IPv6 host holds a whole /64
/// and can take any address in it, so the /64 counts as one; an IPv4
/// address written as IPv6 (`::ffff:a.b.c.d`) counts as itself.
pub fn counted_as(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !u128::from(u64::MAX);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

/// Whether a connection from `peer` to the hall's `local` address comes
/// from the laptop running the hall: from the address `party serve`
/// prints for it (127.0.0.1, or ::1 for `localhost`), or from the very
/// address it reached (a hall bound to its network address, browsed on
/// the laptop). The laptop is never shut out by the hall-wide PIN count,
/// so the director can always sign in there.
pub fn is_laptop(peer: IpAddr, local: IpAddr) -> bool {
    let peer = peer.to_canonical();
    peer == local.to_canonical()
        || match peer {
            IpAddr::V4(v4) => v4 == std::net::Ipv4Addr::LOCALHOST,
            IpAddr::V6(v6) => v6 == Ipv6Addr::LOCALHOST,
        }
}

impl Limiter {
    /// How long `ip` is still refused, if it is.
    pub fn refused(&mut self, ip: IpAddr, now: Instant) -> Option<Duration> {
        let record = self.records.get_mut(&counted_as(ip))?;
        let until = record.refused_until?;
        if now >= until {
            record.refused_until = None;
            return None;
        }
        Some(until - now)
    }

    /// A guess from `ip`, counted now as if wrong: refused when the address
    /// (or, for a PIN not from the laptop itself, the hall) has no guess
    /// left, counting the guesses still being answered.
    pub fn try_guess(
        &mut self,
        ip: IpAddr,
        guess: Guess,
        laptop: bool,
        now: Instant,
    ) -> Result<Ticket, Refusal> {
        if let Some(wait) = self.refused(ip, now) {
            return Err(Refusal::Address(wait));
        }
        let key = counted_as(ip);
        if let Some(record) = self.records.get_mut(&key) {
            forget_before(&mut record.misses, now);
            if record.misses.len() + record.pending >= MISSES {
                // The rest are still being answered: most likely wrong too.
                return Err(Refusal::Address(WINDOW));
            }
        }
        let hall_pin = guess == Guess::Pin && !laptop;
        if hall_pin {
            forget_before(&mut self.pins, now);
            if self.pins.len() + self.pins_pending >= PIN_MISSES {
                let wait = self.pins.front().map_or(WINDOW, |&first| {
                    (first + WINDOW).saturating_duration_since(now)
                });
                return Err(Refusal::Pin(wait.max(Duration::from_secs(1))));
            }
            self.pins_pending += 1;
        }
        self.record(key, now).pending += 1;
        Ok(Ticket { key, hall_pin })
    }

    /// The answer to a counted guess: a right one is given back, a wrong
    /// one stays, and the tenth within the window refuses the address for
    /// the next ten minutes.
    pub fn settle(&mut self, ticket: Ticket, right: bool, now: Instant) {
        if ticket.hall_pin {
            self.pins_pending = self.pins_pending.saturating_sub(1);
            if !right {
                forget_before(&mut self.pins, now);
                self.pins.push_back(now);
            }
        }
        let record = self.record(ticket.key, now);
        record.pending = record.pending.saturating_sub(1);
        if right {
            return;
        }
        forget_before(&mut record.misses, now);
        record.misses.push_back(now);
        if record.misses.len() >= MISSES {
            record.refused_until = Some(now + WINDOW);
        }
    }

    /// The record of `key`, made the most recent; a new one takes the place
    /// of the least recent when the table is full.
    fn record(&mut self, key: IpAddr, now: Instant) -> &mut Record {
        self.counter += 1;
        let touched = (now, self.counter);
        match self.records.get_mut(&key) {
            Some(record) => {
                self.order
                    .remove(&(record.touched.0, record.touched.1, key));
            }
            None => {
                while self.records.len() >= REMEMBERED {
                    let Some((_, _, oldest)) = self.order.pop_first() else {
                        break;
                    };
                    self.records.remove(&oldest);
                }
            }
        }
        self.order.insert((touched.0, touched.1, key));
        let record = self.records.entry(key).or_insert_with(|| Record {
            misses: VecDeque::new(),
            pending: 0,
            refused_until: None,
            touched,
        });
        record.touched = touched;
        record
    }
}

fn forget_before(times: &mut VecDeque<Instant>, now: Instant) {
    while times
        .front()
        .is_some_and(|&t| now.saturating_duration_since(t) >= WINDOW)
    {
        times.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([192, 168, 1, n])
    }

    fn miss(limiter: &mut Limiter, ip: IpAddr, guess: Guess, now: Instant) -> Result<(), Refusal> {
        let ticket = limiter.try_guess(ip, guess, false, now)?;
        limiter.settle(ticket, false, now);
        Ok(())
    }

    #[test]
    fn ten_wrong_codes_in_ten_minutes_refuse_the_address_for_ten_minutes() {
        let mut limiter = Limiter::default();
        let start = Instant::now();
        for i in 0..9 {
            let now = start + Duration::from_secs(i * 60);
            miss(&mut limiter, ip(1), Guess::Code, now).unwrap();
            assert_eq!(limiter.refused(ip(1), now), None);
        }
        let tenth = start + Duration::from_secs(9 * 60 + 30);
        miss(&mut limiter, ip(1), Guess::Code, tenth).unwrap();
        assert_eq!(limiter.refused(ip(1), tenth), Some(WINDOW));
        assert_eq!(
            limiter
                .try_guess(ip(1), Guess::Code, false, tenth)
                .unwrap_err(),
            Refusal::Address(WINDOW)
        );
        // Another address is not refused for it.
        assert_eq!(limiter.refused(ip(2), tenth), None);
        assert!(limiter
            .refused(ip(1), tenth + WINDOW - Duration::from_secs(1))
            .is_some());
        assert_eq!(limiter.refused(ip(1), tenth + WINDOW), None);
        assert!(limiter
            .try_guess(ip(1), Guess::Code, false, tenth + WINDOW)
            .is_ok());
    }

    #[test]
    fn wrong_codes_spread_over_more_than_ten_minutes_are_not_refused() {
        let mut limiter = Limiter::default();
        let start = Instant::now();
        for i in 0..30 {
            let now = start + Duration::from_secs(i * 70);
            miss(&mut limiter, ip(1), Guess::Code, now).unwrap();
            assert_eq!(limiter.refused(ip(1), now), None, "miss {i}");
        }
    }

    #[test]
    fn guesses_still_being_answered_count_so_a_burst_gets_ten() {
        let mut limiter = Limiter::default();
        let now = Instant::now();
        let tickets: Vec<_> = (0..40)
            .filter_map(|_| limiter.try_guess(ip(1), Guess::Code, false, now).ok())
            .collect();
        assert_eq!(tickets.len(), MISSES);
        // A right one among them is given back, and makes room for one more.
        let mut tickets = tickets.into_iter();
        limiter.settle(tickets.next().unwrap(), true, now);
        let another = limiter.try_guess(ip(1), Guess::Code, false, now).unwrap();
        assert!(limiter.try_guess(ip(1), Guess::Code, false, now).is_err());
        for ticket in tickets.chain([another]) {
            limiter.settle(ticket, false, now);
        }
        assert_eq!(limiter.refused(ip(1), now), Some(WINDOW));
    }

    #[test]
    fn right_guesses_are_given_back() {
        let mut limiter = Limiter::default();
        let now = Instant::now();
        for _ in 0..100 {
            let ticket = limiter.try_guess(ip(1), Guess::Pin, false, now).unwrap();
            limiter.settle(ticket, true, now);
        }
        assert_eq!(limiter.refused(ip(1), now), None);
        assert!(limiter.pins.is_empty() && limiter.pins_pending == 0);
    }

    #[test]
    fn a_full_table_still_counts_a_new_address() {
        let mut limiter = Limiter::default();
        let start = Instant::now();
        for i in 0..(REMEMBERED as u32 + 500) {
            let now = start + Duration::from_millis(u64::from(i));
            miss(
                &mut limiter,
                IpAddr::from(((i + 1) << 8).to_be_bytes()),
                Guess::Code,
                now,
            )
            .unwrap();
        }
        assert!(limiter.records.len() <= REMEMBERED);
        assert_eq!(limiter.order.len(), limiter.records.len());
        let later = start + Duration::from_secs(60);
        for _ in 0..MISSES {
            miss(&mut limiter, ip(7), Guess::Code, later).unwrap();
        }
        assert_eq!(limiter.refused(ip(7), later), Some(WINDOW));
        // The address that guessed least recently is the one forgotten.
        assert!(!limiter
            .records
            .contains_key(&IpAddr::from(256u32.to_be_bytes())));
    }

    #[test]
    fn one_ipv6_host_counts_once_for_its_whole_slash_64() {
        let mut limiter = Limiter::default();
        let now = Instant::now();
        let host = |n: u16| IpAddr::from([0x2001, 0xdb8, 0, 1, n, n, n, n]);
        for n in 0..MISSES as u16 {
            miss(&mut limiter, host(n), Guess::Code, now).unwrap();
        }
        assert_eq!(limiter.refused(host(999), now), Some(WINDOW));
        let elsewhere = IpAddr::from([0x2001, 0xdb8, 0, 2, 0, 0, 0, 1]);
        assert_eq!(limiter.refused(elsewhere, now), None);
        let mapped: IpAddr = "::ffff:192.168.1.9".parse().unwrap();
        assert_eq!(counted_as(mapped), ip(9));
    }

    #[test]
    fn wrong_pins_from_many_addresses_close_the_pin_except_at_the_laptop() {
        let mut limiter = Limiter::default();
        let now = Instant::now();
        for n in 0..PIN_MISSES {
            miss(&mut limiter, ip(n as u8 / 3), Guess::Pin, now).unwrap();
        }
        assert!(matches!(
            limiter.try_guess(ip(200), Guess::Pin, false, now),
            Err(Refusal::Pin(wait)) if wait == WINDOW
        ));
        // Codes are not PINs, and the laptop itself may still sign in.
        assert!(limiter.try_guess(ip(200), Guess::Code, false, now).is_ok());
        let laptop = IpAddr::from([127, 0, 0, 1]);
        assert!(limiter.try_guess(laptop, Guess::Pin, true, now).is_ok());
        let hall = IpAddr::from([127, 0, 0, 1]);
        assert!(is_laptop("::1".parse().unwrap(), hall));
        assert!(!is_laptop(IpAddr::from([127, 0, 0, 2]), hall));
        // A hall bound to its network address, browsed on the laptop.
        let lan = IpAddr::from([192, 168, 1, 20]);
        assert!(is_laptop(lan, lan));
        assert!(!is_laptop(ip(21), lan));
        // The oldest wrong PIN leaves the window: one more may be tried.
        assert!(limiter
            .try_guess(ip(200), Guess::Pin, false, now + WINDOW)
            .is_ok());
    }
}
