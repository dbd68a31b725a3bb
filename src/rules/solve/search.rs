//! The double-dummy search: every hand open, the counted side playing for
//! the most points and every other seat, together, for the fewest.
//!
//! Points come in fives, so the value of a position is found by asking a
//! yes/no question a few times ("can the counted side reach at least v?"),
//! each a null-window alpha-beta search (as MTD(f) does). Answers are kept
//! in a transposition table at the start of each trick, keyed on the cards
//! still held reduced to relative ranks, so that positions that differ only
//! in which low cards have gone share one entry, and each answer holds for
//! a whole class of positions (partition search, see `Entry`): the low
//! cards of a suit that only ever lost may sit in any hand, and a low card
//! answers as a sibling already searched did (see `Solver::alike`). Cards
//! next to each other in the order (no live card between them) in one hand
//! are one choice, and quick tricks (a run of top trumps in one side's
//! hands, a leader's sure cards) bound the answer before any search. The
//! last two tricks have a lean search of their own (`endgame.rs`), and so
//! has the rest of a trick at small tables (`lean.rs`). At big
//! tables the other side's choices in the first trick are tried with
//! growing allowances of nodes, so that one wrong first try does not cost
//! millions of nodes before the right card is found, and a deal that
//! takes long is searched by two threads sharing the table (see
//! `Solver::value_shared`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

use crate::rules::card::{Card, CardSet};

mod endgame;
mod lean;

use endgame::{Ending, ENDINGS};

use super::deal::{mix, seat_after, Bonus, Deal, Position, ROUND_TRICKS, TRICK_POINTS};

/// Entries in the transposition table by the number of players (a power of
/// two; 24 bytes each): 96 KiB up to four players, 3 MiB for five or six,
/// 24 MiB for seven or eight. Small tables for small deals keep a whole
/// `analyze` quick to start; big deals need the room. A four-player par
/// reads and keeps a few hundred classes: in 96 KiB the entries it
/// touches stay in the processor's caches from deal to deal, and a par
/// took about 5% less time than with 384 KiB (run alternately), with the
/// same nodes.
pub fn table_entries(players: usize) -> usize {
    match players {
        0..=4 => 1 << 12,
        5 | 6 => 1 << 17,
        _ => 1 << 20,
    }
}

/// When the other side's early choices are tried with growing allowances
/// of nodes (see `Solver::widen`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Widen {
    /// Choices before this many tricks are complete (0: never).
    pub(crate) tricks: u8,
    /// The first allowance for each card.
    pub(crate) first: u64,
    /// The last limited allowance: after it, each card still open is
    /// searched in full.
    pub(crate) last: u64,
}

impl Widen {
    /// In the first trick at tables of six or more: below that every
    /// search is small and the heuristic order is good enough.
    fn for_players(n: usize) -> Widen {
        Widen {
            tricks: u8::from(n >= 6),
            first: 3_000,
            // One more limited round (192,000) than 48,000 would give:
            // 10% fewer nodes over the eight-player benchmark deals, the
            // slowest of them 40% fewer; six and seven players unchanged.
            last: 200_000,
        }
    }
}

/// An answer kept in the table, for every position of one class: the same
/// shape (each hand's trumps card for card and its number of cards in each
/// plain suit, the leader, the facts of the round; inside a trick, the
/// same for each card played to it) and the same cards, hand by hand,
/// among the top `tops` live cards of each plain suit. The lower
/// cards of a suit only ever lost the tricks they were in, so which hand
/// holds which of them does not change the answer.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// The fingerprint of the shape (0: empty).
    shape: u64,
    /// The fingerprint of the top cards of each plain suit, hand by hand.
    cards: u64,
    /// How many live cards of each plain suit count (4 bits a suit), or
    /// `EXACT` for a first-trick position kept card for card.
    tops: u16,
    /// Bounds on the points still to come for the counted side.
    lower: u8,
    upper: u8,
    /// The lead that settled the last question asked here, as a relative
    /// rank (group * 16 + place among the live cards; `u8::MAX`: none).
    lead: u8,
    /// Completed tricks: the fewer, the more work the entry saves, and the
    /// longer it is kept.
    done: u8,
    /// The table's salt when stored, so that a stale entry gives way first.
    age: u16,
}

impl Entry {
    fn data(&self) -> u64 {
        u64::from(self.tops)
            | u64::from(self.lower) << 16
            | u64::from(self.upper) << 24
            | u64::from(self.lead) << 32
            | u64::from(self.done) << 40
            | u64::from(self.age) << 48
    }
}

/// One entry of the table, shared between threads without a lock: the
/// keys are kept each mixed with the data, so that an entry torn by two
/// writers at once reads as a key no position has.
#[derive(Default)]
struct Slot([AtomicU64; 3]);

impl Slot {
    fn load(&self) -> Entry {
        let d = self.0[2].load(Relaxed);
        Entry {
            shape: self.0[0].load(Relaxed) ^ d,
            cards: self.0[1].load(Relaxed) ^ d,
            tops: d as u16,
            lower: (d >> 16) as u8,
            upper: (d >> 24) as u8,
            lead: (d >> 32) as u8,
            done: (d >> 40) as u8,
            age: (d >> 48) as u16,
        }
    }

    fn store(&self, e: &Entry) {
        let d = e.data();
        self.0[0].store(e.shape ^ d, Relaxed);
        self.0[1].store(e.cards ^ d, Relaxed);
        self.0[2].store(d, Relaxed);
    }
}

/// `Entry::tops` of a position kept card for card.
const EXACT: u16 = u16::MAX;

/// Entries a key may sit in.
const BUCKET: usize = 4;

/// A position as the table sees it.
struct Shape {
    /// The fingerprint of the shape (see `Entry`).
    key: u64,
    /// Each hand's cards as relative ranks, in the order layout, then each
    /// card of the trick in progress.
    words: [u64; 16],
    /// The holders in `words`: the seats, then the cards of the trick (none
    /// for a position kept card for card).
    holders: u16,
    /// The live cards in the order layout.
    layout: u64,
}

impl Shape {
    /// A first-trick position kept card for card (see `Solver::widen`).
    fn exact(key: u64) -> Shape {
        Shape {
            key,
            words: [0; 16],
            holders: 0,
            layout: 0,
        }
    }

    fn is_exact(&self) -> bool {
        self.holders == 0
    }
}

/// How many of the live cards of group `g` (1 to 3: the plain suits) an
/// `Entry::tops` counts.
fn top_count(tops: u16, g: usize) -> u32 {
    u32::from((tops >> (4 * (g - 1))) & 15)
}

/// A double-dummy solver for one deal. Reuse it for many positions of the
/// same deal (or deals of the same table and rules): the table carries over.
pub struct Solver {
    deal: Deal,
    table: Arc<[Slot]>,
    /// Set by whichever of two threads on one deal finishes first.
    stop: Option<Arc<AtomicBool>>,
    /// This search saw `stop` and gave up.
    stopped: bool,
    /// A second thread's search: the other side's choices in reverse.
    helper: bool,
    /// Threads `value` may use at seven or eight players.
    threads: usize,
    /// The nodes one thread spends on `value` before a second joins.
    pub(crate) alone: u64,
    /// Mixed into every key: a new salt empties the table at no cost.
    salt: u64,
    /// Searched nodes, for benchmarks.
    pub nodes: u64,
    /// The node count at which a trial search gives up (see `widen`).
    limit: u64,
    /// Set when a trial search has given up: every node on the way back
    /// returns at once and stores nothing.
    aborted: bool,
    /// The plain cards whose rank decided a trick in the search below the
    /// position being searched (order layout): with every card above them
    /// in their suit, they are the cards its answer depends on.
    marks: u64,
    pub(crate) widen: Widen,
    /// The lead that last settled a question at the start of each trick,
    /// by tricks done (see `trick_start`).
    killers: [Card; ROUND_TRICKS as usize],
    /// Whether answers are kept for classes of positions (false: for each
    /// position alone, which the tests compare against).
    pub(crate) partition: bool,
    /// The numbers of cards played to a trick at which positions inside it
    /// are kept in the table too, one bit each (0: never).
    pub(crate) mid_trick: usize,
    /// Quick bounds already counted, by the trumps each seat holds (see
    /// `quick_bounds`).
    bounds: Vec<Bounds>,
    /// Mixed into the keys of `bounds` and `endings`: they hold for one
    /// deal only.
    deal_salt: u64,
    /// The answers of the last two tricks' search (see `endgame.rs`).
    endings: Vec<Ending>,
    /// The relative ranks of the live cards, for the cards gone at each
    /// number of tricks done (see `shape`).
    ranks: [Ranks; ROUND_TRICKS as usize],
    /// Tuned for deals after the draw (see `for_drawn_hands`).
    pub(super) drawn: bool,
}

/// Each live card's relative rank, by card: its group's first place plus
/// the live cards above it in the group.
#[derive(Clone, Copy)]
struct Ranks {
    /// The cards gone, in the order layout (`u64::MAX`: none counted yet).
    gone: u64,
    rank: [u8; 53],
}

impl Ranks {
    const NONE: Ranks = Ranks {
        gone: u64::MAX,
        rank: [0; 53],
    };
}

/// Quick bounds kept for one spread of the trumps.
#[derive(Clone, Copy, Default)]
struct Bounds {
    /// The fingerprint of each seat's trumps, the leader and the tricks
    /// done (0: empty).
    key: u64,
    lower: u8,
    upper: u8,
}

impl Solver {
    pub fn new(deal: Deal) -> Solver {
        let entries = table_entries(deal.n);
        Solver::with_entries(deal, entries)
    }

    /// A solver with a smaller (or larger) table: `entries` is rounded up
    /// to a power of two.
    pub fn with_entries(deal: Deal, entries: usize) -> Solver {
        let entries = entries.max(BUCKET).next_power_of_two();
        Solver::with_table(deal, (0..entries).map(|_| Slot::default()).collect())
    }

    /// A solver for `deal` searching with `table`.
    fn with_table(deal: Deal, table: Arc<[Slot]>) -> Solver {
        let n = deal.n;
        Solver {
            widen: Widen::for_players(deal.n),
            killers: [Card::JOKER; ROUND_TRICKS as usize],
            deal,
            table,
            stop: None,
            stopped: false,
            helper: false,
            threads: 1,
            alone: 20_000,
            salt: 0,
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
            marks: 0,
            partition: true,
            mid_trick: mid_trick(n),
            bounds: vec![Bounds::default(); bounds_entries(n)],
            deal_salt: 0,
            endings: vec![Ending::default(); ENDINGS],
            ranks: [Ranks::NONE; ROUND_TRICKS as usize],
            drawn: false,
        }
    }

    /// Forgets what was kept for the last deal apart from the table: the
    /// quick bounds and the last two tricks' answers (they rest on which
    /// card is the best card), the relative ranks (on which cards the deal
    /// holds), and the leads that last settled a question (so that a deal
    /// is searched the same way whatever came before it).
    fn forget_deal(&mut self, players: usize) {
        self.killers = [Card::JOKER; ROUND_TRICKS as usize];
        self.ranks = [Ranks::NONE; ROUND_TRICKS as usize];
        self.deal_salt = self.deal_salt.wrapping_add(1);
        if self.bounds.len() != bounds_entries(players) {
            self.bounds = vec![Bounds::default(); bounds_entries(players)];
        }
    }

    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// Starts on a new deal, keeping the table: its keys carry every fact a
    /// value depends on, so entries stay true for any deal at the same table
    /// with the same counted seats and rules.
    pub fn reset(&mut self, deal: Deal) {
        let same = deal.n == self.deal.n
            && deal.counted == self.deal.counted
            && deal.bidder == self.deal.bidder
            && deal.rules == self.deal.rules
            && deal.ranking.trump() == self.deal.ranking.trump();
        if !same {
            self.salt = self.salt.wrapping_add(1);
        }
        self.forget_deal(deal.n);
        if deal.n != self.deal.n {
            self.tune(deal.n);
        }
        self.deal = deal;
    }

    /// Starts on a new deal with an empty table.
    pub fn reset_table(&mut self, deal: Deal) {
        self.salt = self.salt.wrapping_add(1);
        self.forget_deal(deal.n);
        if deal.n != self.deal.n {
            self.tune(deal.n);
        }
        self.deal = deal;
    }

    /// Tunes the search for deals after the draw, as `bid` plays them:
    /// every hand keeps its trumps and draws to five, so the hands are full
    /// of trumps. There the growing allowances of the first trick (see
    /// `Widen`) cost more than they save: the other side's first card is
    /// seldom wrong, and each question it answers takes more than the
    /// first allowances, so every card was searched again and again before
    /// the full search. Without them, the four trumps of the rule book's
    /// hand took 35% fewer nodes at eight players (40 deals), 15% fewer at
    /// six (1,000 deals), a weak hand 39% and 16% fewer; on the random
    /// deals of the benchmarks they take twice as many at eight players.
    /// Nor are positions halfway through a trick kept (see `mid_trick`):
    /// 1% more nodes at eight players, but 15% to 20% less time, as the
    /// table is read half as often. And the rest of each trick is searched
    /// lean, as at small tables (see `lean.rs`).
    /// The values are the same either way.
    pub fn for_drawn_hands(&mut self) {
        self.drawn = true;
        self.tune(self.deal.n);
    }

    /// The search's settings for a table of `n` (see `for_drawn_hands`).
    fn tune(&mut self, n: usize) {
        self.widen = Widen::for_players(n);
        self.mid_trick = mid_trick(n);
        if self.drawn {
            self.widen.tricks = 0;
            self.mid_trick = 0;
        }
    }

    /// The counted side's points for the whole round with best play by
    /// everyone from `pos` on.
    pub fn value(&mut self, pos: &Position) -> u8 {
        if self.threads < 2 || self.deal.n < 7 {
            return self.value_alone(pos);
        }
        // Most deals are answered before a second thread could start to
        // help: one thread tries first, with an allowance of nodes.
        self.limit = self.nodes.saturating_add(self.alone);
        let v = self.value_alone(pos);
        let gave_up = self.aborted;
        self.limit = u64::MAX;
        self.aborted = false;
        if gave_up {
            self.value_shared(pos)
        } else {
            v
        }
    }

    /// Lets [`Solver::value`] use two threads at seven or eight players,
    /// for a deal that takes more than a few milliseconds (1: one thread,
    /// as a solver starts).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads;
    }

    /// `value` on two threads sharing the table, the second trying the
    /// other side's choices in reverse order, so that where every choice
    /// has to be answered the two answer different ones first and each
    /// finds the other's answers in the table. The first to finish
    /// answers; the other gives up.
    fn value_shared(&mut self, pos: &Position) -> u8 {
        let stop = Arc::new(AtomicBool::new(false));
        let mut helper = self.helper(&stop);
        self.stop = Some(Arc::clone(&stop));
        let start = *pos;
        let (mine, theirs) = std::thread::scope(|scope| {
            let other = scope.spawn(move || {
                let v = helper.value_alone(&start);
                if !helper.stopped {
                    stop.store(true, Relaxed);
                }
                (v, helper.stopped, helper.nodes)
            });
            let v = self.value_alone(&start);
            if let Some(s) = &self.stop {
                s.store(true, Relaxed);
            }
            (v, other.join())
        });
        let stopped = std::mem::take(&mut self.stopped);
        self.stop = None;
        self.aborted = false;
        if let Ok((_, _, nodes)) = theirs {
            self.nodes += nodes;
        }
        match theirs {
            _ if !stopped => mine,
            Ok((v, false, _)) => v,
            // (Not met: the helper gave up or failed while this thread
            // had given up too.)
            _ => self.value_alone(&start),
        }
    }

    /// A second thread's solver for `value_shared`: the same deal, rules,
    /// settings and table, its own kept bounds and ranks.
    fn helper(&self, stop: &Arc<AtomicBool>) -> Solver {
        let mut helper = Solver::with_table(self.deal.clone(), Arc::clone(&self.table));
        helper.stop = Some(Arc::clone(stop));
        helper.helper = true;
        helper.salt = self.salt;
        helper.deal_salt = self.deal_salt;
        helper.widen = self.widen;
        helper.partition = self.partition;
        helper.mid_trick = self.mid_trick;
        helper.drawn = self.drawn;
        helper
    }

    /// `value` on this thread alone.
    fn value_alone(&mut self, pos: &Position) -> u8 {
        let (mut lo, hi) = self.range(pos);
        // Upwards from the quick bounds' floor, five points at a time,
        // rather than halving the range: the floor is seldom far below the
        // value, each "yes" is searched with the answers kept for the one
        // below it, and the one "no" is asked just above the value. Fewer
        // nodes than halving at every table size on the benchmark deals
        // (four players 3%, six 5%, eight 2%).
        while lo < hi && self.reach(pos, lo + TRICK_POINTS) {
            lo += TRICK_POINTS;
        }
        lo
    }

    /// As [`Solver::value`], starting from a guess (a neighbouring
    /// position's value, say): with a good guess, two questions settle it.
    pub fn value_near(&mut self, pos: &Position, guess: u8) -> u8 {
        let (mut lo, mut hi) = self.range(pos);
        let mut g = guess - guess % TRICK_POINTS;
        while lo < hi {
            g = g.clamp(lo + TRICK_POINTS, hi);
            if self.reach(pos, g) {
                lo = g;
                g += TRICK_POINTS;
            } else {
                hi = g - TRICK_POINTS;
                g = hi;
            }
        }
        lo
    }

    /// The lowest and highest points the round can still end with for the
    /// counted side, before any search.
    fn range(&mut self, pos: &Position) -> (u8, u8) {
        let (mut lo, mut hi) = (pos.past, pos.past + self.future_max(pos));
        if pos.trick_len == 0 && !pos.is_over() {
            let (qlo, qhi) = self.quick_bounds(pos);
            lo = lo.max(pos.past + qlo);
            hi = hi.min(pos.past + qhi);
        }
        (lo, hi)
    }

    /// Whether the counted side can reach `target` points for the round.
    pub fn can_reach(&mut self, pos: &Position, target: u8) -> bool {
        self.reach(pos, target)
    }

    /// The cards the player to move may play (every legal card).
    pub fn legal(&self, pos: &Position) -> CardSet {
        let seat = pos.to_play(self.deal.n);
        CardSet(self.deal.legal(pos.hands[seat], pos.trick()))
    }

    /// Each legal card of the player to move with the card it is one
    /// choice with: itself, or the better card next to it in the order
    /// (no live card between), which the search treats as the same card,
    /// so the two have one value.
    pub(crate) fn one_choice(&self, pos: &Position) -> Vec<(Card, Card)> {
        let deal = &self.deal;
        let seat = pos.to_play(deal.n);
        let layout = deal.layout_of(deal.legal(pos.hands[seat], pos.trick()));
        let live = deal.all_layout & !pos.gone;
        let merged = merged(deal, layout, live);
        let mut out = Vec::new();
        let mut bits = layout;
        while bits != 0 {
            let b = bits.trailing_zeros();
            bits &= bits - 1;
            // A merged card's better neighbour is the nearest legal card
            // before it in the layout (read best first).
            let mut r = b;
            while merged & 1 << r != 0 {
                let before = layout & ((1u64 << r) - 1);
                if before == 0 {
                    break;
                }
                r = 63 - before.leading_zeros();
            }
            out.push((deal.layout_card[b as usize], deal.layout_card[r as usize]));
        }
        out
    }

    /// The position after the player to move plays `card`.
    pub fn after(&self, pos: &Position, card: Card) -> Position {
        self.deal.after(pos, card)
    }

    /// The most points still to come for the counted side.
    fn future_max(&self, pos: &Position) -> u8 {
        (ROUND_TRICKS - pos.done) * TRICK_POINTS + self.bonus_left(pos)
    }

    fn live_in_hands(&self, pos: &Position) -> u64 {
        pos.hands[..self.deal.n].iter().fold(0, |a, h| a | h)
    }

    fn reach(&mut self, pos: &Position, target: u8) -> bool {
        if target <= pos.past {
            return true;
        }
        if pos.done == ROUND_TRICKS {
            return false;
        }
        // Every trick left and the bonus: a cheap first bound.
        if target > pos.past + (ROUND_TRICKS + 1 - pos.done) * TRICK_POINTS {
            return false;
        }
        if pos.trick_len == 0 {
            self.trick_start(pos, target)
        } else {
            // (A lean trick is not asked whether the trick settles the
            // question first: its own search finds that out in a few bit
            // operations, and asking took more time than it saved.)
            if self.in_lean_trick(pos) {
                return self.lean_trick(pos, target - pos.past);
            }
            if let Some(answer) = self.settled(pos, target) {
                return answer;
            }
            // (Inside the next-to-last trick only at the position asked
            // about: the search reaches it from the trick's start.)
            if self.in_last_two(pos) {
                return self.last_two(pos, target - pos.past);
            }
            self.in_trick(pos, target)
        }
    }

    /// Counts a searched node; false when a trial search has used its
    /// allowance (see `widen`), or the other thread of `value_shared` has
    /// answered, and the search is then given up.
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.stop.as_ref().is_some_and(|s| s.load(Relaxed)) {
            self.stopped = true;
        }
        if self.nodes >= self.limit || self.stopped {
            self.aborted = true;
        }
        !self.aborted
    }

    /// The question asked after `seat` plays `card`, and the cards marked
    /// in its search; the marks are left as they were.
    fn reach_after(&mut self, pos: &Position, seat: usize, card: Card, target: u8) -> (bool, u64) {
        let outer = std::mem::take(&mut self.marks);
        let mut next = *pos;
        self.deal.take(&mut next, seat, card);
        next.play(&self.deal, card);
        if next.trick_len == 0 {
            // The trick is complete: its winner decided it.
            let n = self.deal.n;
            let winner = usize::from(next.leader);
            let live = self.deal.all_layout & !pos.gone;
            self.marks |= self.won_mark(
                next.trick[usize::from(next.win)],
                bits(&next.trick[..n]),
                next.hands[winner],
                live,
            );
        }
        let reached = self.reach(&next, target);
        (reached, std::mem::replace(&mut self.marks, outer))
    }

    /// Marks a plain card whose rank decided a trick, and with it its
    /// equal cards below it in `hand` (no live card between): the search
    /// tried only the best of them, and the answer holds for each.
    fn mark(&mut self, card: Card, hand: u64, live: u64) {
        self.marks |= self.mark_of(card, hand, live);
    }

    /// The mark for the card that won a trick of `cards` (one bit each):
    /// as `mark_of`, unless no other card of its suit was in the trick.
    /// Then its rank beat nothing (the others could not follow, and did
    /// not trump), and any lower card of the suit in its place would have
    /// won the same way.
    fn won_mark(&self, card: Card, cards: u64, hand: u64, live: u64) -> u64 {
        if !self.deal.has_suit_of(card.index(), cards & !bit(card)) {
            return 0;
        }
        self.mark_of(card, hand, live)
    }

    /// The mark `mark` adds (order layout; 0 for a trump).
    fn mark_of(&self, card: Card, hand: u64, live: u64) -> u64 {
        let deal = &self.deal;
        let mut b = u32::from(deal.order_bit[card.index()]);
        if !(16..64).contains(&b) {
            // Trumps are kept card for card anyway.
            return 0;
        }
        let group = 0xffffu64 << (b & !15);
        while b < 63 {
            let below = live & group & !(u64::MAX >> (63 - b));
            if below == 0 {
                break;
            }
            let next = below.trailing_zeros();
            if hand & bit(deal.layout_card[next as usize]) == 0 {
                break;
            }
            b = next;
        }
        1 << b
    }

    /// Keeps the answer to "at least `need`?" within `bounds` for the class
    /// of `shape` set by `tops`, beside the answers already kept for it.
    #[allow(clippy::too_many_arguments)]
    fn remember(
        &mut self,
        shape: &Shape,
        tops: u16,
        done: u8,
        bounds: (u8, u8),
        need: u8,
        reached: bool,
        lead: u8,
    ) {
        let cards = self.cards_key(shape, tops);
        let age = self.salt as u16;
        let b = self.bucket(shape.key);
        let entries: [Entry; BUCKET] = std::array::from_fn(|k| self.table[b + k].load());
        let same = (0..BUCKET).find(|&k| {
            let e = &entries[k];
            e.shape == shape.key && e.tops == tops && e.cards == cards
        });
        let (mut lower, mut upper) = bounds;
        if let Some(k) = same {
            lower = lower.max(entries[k].lower);
            upper = upper.min(entries[k].upper);
        }
        if reached {
            lower = lower.max(need);
        } else {
            upper = upper.min(need.saturating_sub(1));
        }
        // Else the entry from an older search, or the one that saves the
        // least work.
        let slot = same.unwrap_or_else(|| {
            (0..BUCKET)
                .max_by_key(|&k| {
                    let e = &entries[k];
                    (e.shape == 0 || e.age != age, e.done)
                })
                .unwrap_or(0)
        });
        self.table[b + slot].store(&Entry {
            shape: shape.key,
            cards,
            tops,
            lower,
            upper,
            lead,
            done,
            age,
        });
    }

    /// The answer kept for the class of `shape` to "at least `need`?", with
    /// the cards it rests on marked; else the lead kept for it (`u8::MAX`:
    /// none).
    fn read(&mut self, shape: &Shape, need: u8) -> Result<bool, u8> {
        let mut hint = u8::MAX;
        let b = self.bucket(shape.key);
        let mut known = (EXACT, 0);
        for i in b..b + BUCKET {
            let e = self.table[i].load();
            if e.shape != shape.key || (e.tops == EXACT) != shape.is_exact() {
                continue;
            }
            if known.0 != e.tops {
                known = (e.tops, self.cards_key(shape, e.tops));
            }
            if known.1 != e.cards {
                continue;
            }
            if e.lower >= need || e.upper < need {
                if shape.is_exact() {
                    // Kept card for card: every card counts.
                    self.marks |= self.deal.all_layout & !0xffff;
                } else {
                    self.mark_tops(shape.layout, e.tops);
                }
                return Ok(e.lower >= need);
            }
            if hint == u8::MAX {
                hint = e.lead;
            }
        }
        Err(hint)
    }

    /// The first entry of the bucket `key` falls in.
    fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1) & !(BUCKET - 1)
    }

    /// The fingerprint of a position's top `tops` live cards of each plain
    /// suit, hand by hand (0 for a position kept card for card).
    fn cards_key(&self, shape: &Shape, tops: u16) -> u64 {
        if shape.is_exact() {
            return 0;
        }
        let mut mask = 0u64;
        for g in 1..4 {
            mask |= ((1u64 << top_count(tops, g)) - 1) << (16 * g);
        }
        let mut h = mix(u64::from(tops));
        let mut holders = shape.holders;
        while holders != 0 {
            let i = holders.trailing_zeros() as usize;
            holders &= holders - 1;
            h = mix(h ^ (shape.words[i] & mask));
        }
        h
    }

    /// How many live cards of each plain suit an answer depends on: down to
    /// the lowest marked or special card of the suit.
    fn tops_of(&self, layout: u64, marks: u64) -> u16 {
        let mut tops = 0u16;
        for g in 1..4 {
            let live = layout & (0xffffu64 << (16 * g));
            let kept = if self.partition {
                (marks | self.deal.special_layout) & live
            } else {
                live
            };
            if kept != 0 {
                let lowest = 63 - kept.leading_zeros();
                let k = (live & (u64::MAX >> (63 - lowest))).count_ones() as u16;
                tops |= k << (4 * (g - 1));
            }
        }
        tops
    }

    /// Marks the lowest of the top `tops` live cards of each plain suit, so
    /// that an answer read from the table holds its cards for the search
    /// above.
    fn mark_tops(&mut self, layout: u64, tops: u16) {
        for g in 1..4 {
            let k = top_count(tops, g);
            let mut live = layout & (0xffffu64 << (16 * g));
            for _ in 1..k {
                live &= live.wrapping_sub(1);
            }
            if k > 0 && live != 0 {
                self.marks |= 1 << live.trailing_zeros();
            }
        }
    }

    /// The question answered by the trick in progress alone. A side has
    /// the trick for sure once nobody still to play on the other side can
    /// beat the winning card, or once one of its seats still to play holds
    /// a card that beats the winning card and that nobody still to play on
    /// the other side can beat (such a card is a trump or of the suit led,
    /// so it is always legal, and nothing leaves that seat's hand before
    /// its turn).
    fn settled(&mut self, pos: &Position, target: u8) -> Option<bool> {
        let n = self.deal.n;
        let deal = &self.deal;
        let later = later_tricks(pos) * TRICK_POINTS;
        let one_more = pos.past + TRICK_POINTS >= target;
        let two_more = !one_more && pos.past + 2 * TRICK_POINTS >= target && later > 0;
        // (The bonus is looked at only when it could decide.)
        let none_more = pos.past + later < target
            && (pos.past + later + TRICK_POINTS < target
                || pos.past + later + self.bonus_left(pos) < target);
        if !one_more && !two_more && !none_more {
            return None;
        }
        // Each side's cards still to come in this trick.
        let mut to_come = [0u64; 2];
        let leader = usize::from(pos.leader);
        for i in usize::from(pos.trick_len)..n {
            let s = seat_after(leader, i, n);
            to_come[usize::from(deal.is_counted(s))] |= pos.hands[s];
        }
        let winning = pos.winning_seat(n);
        let winner = usize::from(deal.is_counted(winning));
        let lead = usize::from(pos.lead);
        // The card that takes the trick for `side`, and the hand it is in.
        let takes = |side: usize| {
            if side == winner && pos.beat & to_come[1 - side] == 0 {
                Some((pos.trick[usize::from(pos.win)], pos.hands[winning]))
            } else {
                self.unbeatable_card(to_come[side] & pos.beat, lead, to_come[1 - side])
                    .map(|c| (c, to_come[side]))
            }
        };
        // Each card looked for only when the question needs it.
        let ours = if one_more || two_more { takes(1) } else { None };
        let found = match ours {
            Some(t) if one_more || self.sure_after_trick(pos) => Some((true, t)),
            _ if none_more => takes(0).map(|t| (false, t)),
            _ => None,
        };
        let (answer, (card, hand)) = found?;
        self.mark(card, hand, deal.all_layout & !pos.gone);
        Some(answer)
    }

    /// Whether a counted seat that has played to this trick holds a trump
    /// no other seat's card can beat: its side takes a trick after this one
    /// (so, with this trick, two more).
    fn sure_after_trick(&self, pos: &Position) -> bool {
        let n = self.deal.n;
        let deal = &self.deal;
        let trumps = deal.ranking.trumps().0;
        let theirs = (0..n)
            .filter(|&s| !deal.is_counted(s))
            .fold(0, |t, s| t | pos.hands[s] & trumps);
        pos.played(n)
            .filter(|&s| deal.is_counted(s))
            .any(|s| self.unbeatable(pos.hands[s] & trumps, TRUMP_LEAD, theirs))
    }

    /// Whether one of `cards` is beaten, on a lead of kind `lead`, by none
    /// of `against`.
    fn unbeatable(&self, cards: u64, lead: usize, against: u64) -> bool {
        self.unbeatable_card(cards, lead, against).is_some()
    }

    /// The first of `cards` beaten, on a lead of kind `lead`, by none of
    /// `against`.
    fn unbeatable_card(&self, cards: u64, lead: usize, against: u64) -> Option<Card> {
        let mut rest = cards;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if self.deal.beaters[lead][c] & against == 0 {
                return Card::from_index(c as u8);
            }
        }
        None
    }

    /// The bonus points the counted side could still take.
    fn bonus_left(&self, pos: &Position) -> u8 {
        match self.deal.bonus {
            Bonus::Never => 0,
            Bonus::Card(best) => {
                let live = pos.trick().contains(&best) || self.live_in_hands(pos) & bit(best) != 0;
                if live {
                    TRICK_POINTS
                } else {
                    0
                }
            }
            Bonus::BySuit(_) => TRICK_POINTS,
        }
    }

    /// At the start of a trick: bounds, then the table, then the search.
    pub(super) fn trick_start(&mut self, pos: &Position, target: u8) -> bool {
        let need = target - pos.past;
        if pos.done == ROUND_TRICKS - 1 {
            return self.last_trick(pos) >= need;
        }
        let (qlo, qhi) = self.quick_bounds(pos);
        if qlo >= need {
            return true;
        }
        if qhi < need {
            return false;
        }
        if let Some(answer) = self.sure_leads(pos, need) {
            return answer;
        }
        // The last two tricks are searched on their own, without the table
        // (see `endgame.rs`).
        if self.in_last_two(pos) {
            return self.last_two(pos, need);
        }
        let shape = self.shape(pos);
        let layout = shape.layout;
        let hint = match self.read(&shape, need) {
            Ok(answer) => return answer,
            Err(hint) => hint,
        };
        let n = self.deal.n;
        let seat = pos.to_play(n);
        let maximising = self.deal.is_counted(seat);
        let mut moves = self.moves(pos, seat);
        // The lead that settled the last question searched at this trick,
        // when this hand holds it, goes first: the same card often settles
        // the neighbouring positions too (a killer move). Not at the first
        // lead, where it cost nodes on the benchmark deals; and a lead kept
        // in the table for this position goes before it.
        let killer = self.killers[usize::from(pos.done)];
        if pos.done > 0 {
            if let Some(i) = moves.cards[..moves.len].iter().position(|&c| c == killer) {
                moves.cards[..=i].rotate_right(1);
            }
        }
        if hint != u8::MAX {
            let found = moves.cards[..moves.len]
                .iter()
                .position(|&c| self.relative(layout, c) == hint);
            if let Some(i) = found {
                moves.cards[..=i].rotate_right(1);
            }
        }
        if !self.count_node() {
            return false;
        }
        let mut result = !maximising;
        let mut settled = u8::MAX;
        // The answer rests on the card that settled it, or on every card.
        let mut marks = 0;
        let mut alike = 0u64;
        for &card in &moves.cards[..moves.len] {
            if alike & 1 << self.deal.order_bit[card.index()] != 0 {
                continue;
            }
            let (reached, below) = self.reach_after(pos, seat, card, target);
            if self.aborted {
                return false;
            }
            if reached == maximising {
                result = reached;
                settled = self.relative(layout, card);
                self.killers[usize::from(pos.done)] = card;
                marks = below;
                break;
            }
            marks |= below;
            alike |= self.alike(layout, below, card);
        }
        let tops = self.tops_of(layout, marks);
        self.remember(&shape, tops, pos.done, (qlo, qhi), need, result, settled);
        self.marks |= marks;
        result
    }

    /// The question answered by the leader's sure cards: cards that nobody
    /// on the other side can beat when led. Led one after another they each
    /// take a trick for the leader's side, as long as no partner can beat
    /// them either (a partner who takes one has the lead, and the
    /// leader's other sure cards may never be led): so the side takes
    /// those cards' tricks and one more if any other sure card is left.
    fn sure_leads(&mut self, pos: &Position, need: u8) -> Option<bool> {
        let deal = &self.deal;
        let n = deal.n;
        let leader = usize::from(pos.leader);
        let mine = deal.is_counted(leader);
        let left = ROUND_TRICKS - pos.done;
        // The sure tricks that would answer the question.
        let wanted = if mine {
            need.div_ceil(TRICK_POINTS)
        } else {
            let most = left * TRICK_POINTS + self.bonus_left(pos);
            if most < need {
                return Some(false);
            }
            (most - need) / TRICK_POINTS + 1
        };
        if wanted > left {
            return None;
        }
        let mut sides = [0u64; 2];
        for s in 0..n {
            sides[usize::from(deal.is_counted(s))] |= pos.hands[s];
        }
        let theirs = sides[usize::from(!mine)];
        let partners = sides[usize::from(mine)] & !pos.hands[leader];
        let (mut clean, mut sure, mut marks) = (0u8, false, 0u64);
        let mut rest = pos.hands[leader];
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let beaters = deal.beaters[usize::from(deal.lead_kind[c])][c];
            if beaters & theirs != 0 {
                continue;
            }
            // (Its rank counts only against other cards of its suit.)
            if deal.has_suit_of(c, theirs | partners) {
                marks |= 1 << deal.order_bit[c];
            }
            if beaters & partners == 0 {
                clean += 1;
            } else {
                sure = true;
            }
        }
        if clean + u8::from(sure) < wanted {
            return None;
        }
        // Trumps are kept card for card anyway.
        self.marks |= marks & !0xffff;
        Some(mine)
    }

    /// The cards (order layout) whose answer is the one just found for
    /// `card`, by the cards its search marked (`below`): when `card` is a
    /// plain card below every card its answer rests on, so is any other
    /// live card of its suit below them, and the position after either is
    /// of the same class (the same shape, the same top cards hand by
    /// hand), so it has the same answer. `layout`: the live cards before
    /// `card` is played.
    fn alike(&self, layout: u64, below: u64, card: Card) -> u64 {
        let deal = &self.deal;
        let b = deal.order_bit[card.index()];
        if !self.partition || !(16..64).contains(&b) || deal.special & bit(card) != 0 {
            return 0;
        }
        let group = 0xffffu64 << (b & !15);
        let kept = (below | deal.special_layout) & layout & group;
        // The cards of the group after the lowest one kept.
        // (`checked_shr` gives 0 above when none is kept.)
        let low = group & !u64::MAX.checked_shr(kept.leading_zeros()).unwrap_or(0);
        std::hint::select_unpredictable(low & 1 << b == 0, 0, low & layout)
    }

    /// The last trick: every seat has one card, so it plays itself. The
    /// points still to come for the counted side.
    fn last_trick(&mut self, pos: &Position) -> u8 {
        let n = self.deal.n;
        let mut p = *pos;
        let before = p.past;
        for _ in 0..n {
            let seat = p.to_play(n);
            let card =
                Card::from_index(p.hands[seat].trailing_zeros() as u8).unwrap_or(Card::JOKER);
            self.deal.take(&mut p, seat, card);
            p.play(&self.deal, card);
        }
        let live = self.deal.all_layout & !pos.gone;
        let cards = bits(&p.trick[..n]);
        self.marks |= self.won_mark(p.trick[usize::from(p.win)], cards, 0, live);
        p.past - before
    }

    /// One seat's choice within a trick.
    fn in_trick(&mut self, pos: &Position, target: u8) -> bool {
        if !self.count_node() {
            return false;
        }
        let n = self.deal.n;
        let seat = pos.to_play(n);
        let maximising = self.deal.is_counted(seat);
        // Only the other side's choices: trying the counted side's the
        // same way, or the second trick's too, cost more nodes than it saved
        // on the benchmark deals.
        let mut early = None;
        if pos.done < self.widen.tricks && !maximising {
            let moves = self.choices(pos, seat, maximising);
            if moves.len > 1 {
                return self.widen(pos, target, seat, &moves);
            }
            early = Some(moves);
        }
        // At big tables, halfway through a trick: the other seats' many
        // ways to the same class of positions meet in the table.
        let kept =
            (pos.done >= 1 && self.mid_trick & (1 << pos.trick_len) != 0).then(|| self.shape(pos));
        let need = target - pos.past;
        if let Some(shape) = &kept {
            if let Ok(answer) = self.read(shape, need) {
                return answer;
            }
        }
        // Built only now: when the table answers, nothing else is needed.
        let moves = early.unwrap_or_else(|| self.choices(pos, seat, maximising));
        let mut result = !maximising;
        let mut marks = 0;
        let layout = self.deal.all_layout & !pos.gone;
        let mut alike = Alike::default();
        for &card in &moves.cards[..moves.len] {
            if alike.holds(&self.deal, pos, card) {
                continue;
            }
            let (reached, below) = self.reach_after(pos, seat, card, target);
            if self.aborted {
                return false;
            }
            if reached == maximising {
                result = reached;
                marks = below;
                break;
            }
            marks |= below;
            alike.add(pos, card, self.alike(layout, below, card));
        }
        if let Some(shape) = &kept {
            let tops = self.tops_of(shape.layout, marks);
            self.remember(shape, tops, pos.done, (0, u8::MAX), need, result, u8::MAX);
        }
        self.marks |= marks;
        result
    }

    /// A choice early in the round, where one wrong first try can cost
    /// millions of nodes: every card is tried with a small allowance of
    /// nodes, then four times as many, and so on, until one card answers
    /// the question or every card is known not to. Finished answers deeper
    /// in the tree stay in the table, and so do these positions, card for
    /// card, so a card tried again goes quickly through the part already
    /// searched.
    fn widen(&mut self, pos: &Position, target: u8, seat: usize, moves: &Moves) -> bool {
        let need = target - pos.past;
        let shape = Shape::exact(self.exact_key(pos));
        if let Ok(answer) = self.read(&shape, need) {
            return answer;
        }
        let result = self.with_allowances(pos, target, seat, moves);
        if !self.aborted {
            self.remember(&shape, EXACT, pos.done, (0, u8::MAX), need, result, u8::MAX);
        }
        result
    }

    /// The search of `widen`, each card with a growing allowance.
    fn with_allowances(&mut self, pos: &Position, target: u8, seat: usize, moves: &Moves) -> bool {
        let maximising = self.deal.is_counted(seat);
        let outer = self.limit;
        let mut open = (1u16 << moves.len) - 1;
        let mut allowance = self.widen.first;
        let mut marks = 0;
        let layout = self.deal.all_layout & !pos.gone;
        let mut alike = Alike::default();
        while open != 0 {
            for (i, &card) in moves.cards[..moves.len].iter().enumerate() {
                if open & (1 << i) == 0 {
                    continue;
                }
                if alike.holds(&self.deal, pos, card) {
                    // Answered with a card searched before it.
                    open &= !(1 << i);
                    continue;
                }
                let own = self.nodes.saturating_add(allowance);
                self.limit = own.min(outer);
                let (reached, below) = self.reach_after(pos, seat, card, target);
                self.limit = outer;
                if self.aborted {
                    if own >= outer || self.stopped {
                        return false;
                    }
                    self.aborted = false;
                    continue;
                }
                if reached == maximising {
                    self.marks |= below;
                    return reached;
                }
                marks |= below;
                open &= !(1 << i);
                alike.add(pos, card, self.alike(layout, below, card));
            }
            allowance = if allowance >= self.widen.last {
                u64::MAX
            } else {
                allowance.saturating_mul(4)
            };
        }
        self.marks |= marks;
        !maximising
    }

    /// `moves` inside a trick: a second thread takes the other side's
    /// choices the other way round (see `value_shared`).
    fn choices(&self, pos: &Position, seat: usize, maximising: bool) -> Moves {
        let mut moves = self.moves(pos, seat);
        if self.helper && !maximising {
            moves.cards[..moves.len].reverse();
        }
        moves
    }

    /// The distinct choices of `seat`, in the order most likely to settle
    /// the question first.
    fn moves(&self, pos: &Position, seat: usize) -> Moves {
        let deal = &self.deal;
        // The legal cards in the order layout: read best first, no sort.
        let mut layout = deal.layout_of(deal.legal(pos.hands[seat], pos.trick()));
        // The cards not yet in a completed trick, in the order layout.
        let live = deal.all_layout & !pos.gone;
        // Drop a card that is one choice with its better neighbour.
        let mut moves = Moves::default();
        layout &= !merged(deal, layout, live);
        while layout != 0 {
            let b = layout.trailing_zeros();
            layout &= layout - 1;
            moves.cards[moves.len] = deal.layout_card[b as usize];
            moves.len += 1;
        }
        self.order(pos, seat, &mut moves);
        moves
    }

    /// Move ordering. The leader tries the lowest card nobody on the other
    /// side can beat first (the higher ones are kept for later tricks),
    /// then (up to six players) the cards the fewest of the other side's
    /// cards can beat, strongest first among equals. A follower sorts its
    /// cards by what they do to the trick: a card that wins it for good
    /// (nobody on the other side still to play can beat it) first, the
    /// cheapest such card first, unless the trick is its side's already or
    /// a partner plays after every opponent; then cards that win for now;
    /// then the rest, lowest first and plain cards before trumps, so the
    /// cards that matter later are kept.
    fn order(&self, pos: &Position, seat: usize, moves: &mut Moves) {
        let deal = &self.deal;
        let len = moves.len;
        if len < 2 {
            return;
        }
        let n = deal.n;
        let mine = deal.is_counted(seat);
        let mut keyed = [0u32; 8];
        if pos.trick_len == 0 {
            let mut theirs = 0u64;
            for s in (0..n).filter(|&s| deal.is_counted(s) != mine) {
                theirs |= pos.hands[s];
            }
            for (i, (slot, &card)) in keyed.iter_mut().zip(&moves.cards[..len]).enumerate() {
                let kind = usize::from(deal.lead_kind[card.index()]);
                let beaten = (deal.beaters[kind][card.index()] & theirs).count_ones();
                // The moves come strongest first: `8 - i` puts the lowest
                // sure card first. (At seven or eight players, counting
                // the cards that beat a lead cost nodes on the benchmark
                // deals: the strongest go first there.)
                let i = i as u32;
                let key = match beaten {
                    0 => 8 - i,
                    _ if n <= 6 => 16 + 8 * beaten + i,
                    _ => 16 + i,
                };
                *slot = sort_key(key, i);
            }
            sort_by_key(moves, &mut keyed);
            return;
        }
        let ours = deal.is_counted(pos.winning_seat(n)) == mine;
        // The other side's cards still to come in this trick, and whether a
        // partner plays after the last of them.
        let mut theirs = 0u64;
        let mut last_partners = 0u64;
        let mut s = seat;
        for _ in 1..n - usize::from(pos.trick_len) {
            s = seat_after(s, 1, n);
            if deal.is_counted(s) == mine {
                last_partners |= pos.hands[s];
            } else {
                theirs |= pos.hands[s];
                last_partners = 0;
            }
        }
        let settled = ours && pos.beat & theirs == 0;
        let lead = usize::from(pos.lead);
        // A partner playing after every opponent who can take the trick
        // whatever they play: then this seat need not spend a winner.
        let cover = last_partners & if ours { u64::MAX } else { pos.beat };
        let partner_last = self.unbeatable(cover, lead, theirs);
        for (i, (slot, &card)) in keyed.iter_mut().zip(&moves.cards[..len]).enumerate() {
            let b = deal.order_bit[card.index()];
            let place = u32::from(b & 15);
            let trump = b < 16;
            // Low cards first among the rest: plain before trump, then by place.
            let low = if trump { 32 - place } else { 16 - place };
            let key = if settled || pos.beat & bit(card) == 0 {
                128 + low
            } else if deal.beaters[lead][card.index()] & theirs == 0 {
                if partner_last {
                    192 + low
                } else {
                    low
                }
            } else {
                64 + low
            };
            *slot = sort_key(key, i as u32);
        }
        sort_by_key(moves, &mut keyed);
    }

    /// Sure points (see `count_quick_bounds`), counted once for each
    /// spread of the trumps: they rest only on the trumps each seat holds,
    /// the leader and the tricks left, which many positions share (the
    /// plain cards played differ).
    pub(super) fn quick_bounds(&mut self, pos: &Position) -> (u8, u8) {
        // (The leader and tricks done are mixed in first, so that they
        // cannot cancel against the trumps' fingerprint.)
        let h = mix(self.deal_salt ^ u64::from(pos.leader) << 8 ^ u64::from(pos.done) << 16);
        let key = mix(h ^ pos.trump_key).max(1);
        let slot = (key as usize) & (self.bounds.len() - 1);
        let kept = self.bounds[slot];
        if kept.key == key {
            return (kept.lower, kept.upper);
        }
        let (lower, upper) = self.count_quick_bounds(pos);
        self.bounds[slot] = Bounds { key, lower, upper };
        (lower, upper)
    }

    /// Sure points. A seat's j-th best trump, with only i trumps of the
    /// other side above it, makes its side at least j − i tricks: each of
    /// those j trumps is in a different trick, and the other side can beat
    /// it only with one of those i. The best card, when it is the top
    /// trump, goes to its holder's side.
    pub(super) fn count_quick_bounds(&self, pos: &Position) -> (u8, u8) {
        let deal = &self.deal;
        let n = deal.n;
        let tricks = ROUND_TRICKS - pos.done;
        let trumps = deal.ranking.trumps().0;
        // Each seat's and each side's live trumps in the order layout
        // (trump group: bits 0-15).
        let mut side_layout = [0u64; 2];
        let mut seat_layout = [0u64; 8];
        for seat in 0..n {
            let layout = deal.layout_of(pos.hands[seat] & trumps);
            seat_layout[seat] = layout;
            side_layout[usize::from(deal.is_counted(seat))] |= layout;
        }
        let mut sure = [0u8; 2];
        let place = |seat: usize| seat_after(seat, n - usize::from(pos.leader), n);
        for seat in 0..n {
            let layout = seat_layout[seat];
            if layout == 0 {
                continue;
            }
            let side = usize::from(deal.is_counted(seat));
            let other = side_layout[1 - side];
            // A seat whose best trump has one trump of the other side above
            // it, held by a seat playing before it in this trick, with a
            // second trump to play instead: either that trump falls in this
            // trick and the best one is the top trump for a later trick, or
            // it does not and the best one takes this trick.
            if tricks >= 2 && layout & (layout - 1) != 0 {
                let above = other & ((1u64 << layout.trailing_zeros()) - 1);
                if above != 0 && above & (above - 1) == 0 {
                    let holder = (0..n).find(|&h| seat_layout[h] & above != 0);
                    if holder.is_some_and(|h| place(h) < place(seat)) {
                        sure[side] = sure[side].max(1);
                    }
                }
            }
            let mut mine = layout;
            let mut j = 0u8;
            while mine != 0 {
                let b = mine.trailing_zeros();
                mine &= mine - 1;
                j += 1;
                let above = (other & ((1u64 << b) - 1)).count_ones() as u8;
                sure[side] = sure[side].max(j.saturating_sub(above));
            }
        }
        let mut lo = sure[1] * TRICK_POINTS;
        let mut hi = tricks.saturating_sub(sure[0]) * TRICK_POINTS;
        match deal.bonus {
            Bonus::Card(best) => {
                let holder = (0..n).find(|&s| pos.hands[s] & bit(best) != 0);
                if let Some(s) = holder {
                    if deal.is_counted(s) {
                        lo += TRICK_POINTS;
                        hi += TRICK_POINTS;
                    }
                }
            }
            Bonus::BySuit(_) => hi += TRICK_POINTS,
            Bonus::Never => {}
        }
        (lo, hi)
    }

    /// The fingerprint of a position inside the first trick, card for
    /// card: the choices there are searched again with growing allowances,
    /// and the table spares the parts already finished.
    fn exact_key(&self, pos: &Position) -> u64 {
        let mut h = 0x5851_f42d_4c95_7f2du64;
        for &hand in &pos.hands[..self.deal.n] {
            h = mix(h ^ hand);
        }
        for &card in pos.trick() {
            h = mix(h ^ u64::from(card.index() as u8));
        }
        let extra = u64::from(pos.leader)
            | u64::from(pos.trick_len) << 8
            | u64::from(pos.past) << 16
            | u64::from(pos.bidder_suit) << 24
            | u64::from(pos.first_suit) << 32
            | u64::from(pos.tops) << 40
            | u64::from(pos.done) << 48;
        mix(mix(h ^ extra) ^ pos.gone ^ self.salt).max(1)
    }

    /// A card's relative rank: its group's first place plus the number of
    /// live cards above it in the group (`layout`: the live cards in the
    /// order layout).
    fn relative(&self, layout: u64, card: Card) -> u8 {
        let b = self.deal.order_bit[card.index()];
        let group = b & !15;
        let above = layout & ((1u64 << b) - 1) & !((1u64 << group) - 1);
        group + above.count_ones() as u8
    }

    /// The shape of a position (see `Entry`): each hand's trumps as
    /// relative ranks (place among the live trumps) and its number of cards
    /// in each plain suit, the same for each card of the trick in progress,
    /// the leader, and the facts that give some cards a meaning of their
    /// own. Also each hand's cards as relative ranks, for the class's top
    /// cards, and the live cards in the order layout.
    fn shape(&mut self, pos: &Position) -> Shape {
        let deal = &self.deal;
        let n = deal.n;
        let mut live = self.live_in_hands(pos);
        let mut held = [0u64; 16];
        held[..n].copy_from_slice(&pos.hands[..n]);
        for (i, &card) in pos.trick().iter().enumerate() {
            held[8 + i] = bit(card);
            live |= bit(card);
        }
        let holders = ((1u16 << n) - 1) | (((1u16 << pos.trick_len) - 1) << 8);
        // Every card not gone is in a hand or in the trick.
        let layout = deal.all_layout & !pos.gone;
        // One walk down the live cards serves every holder, and every
        // position searched with the same cards gone.
        let level = usize::from(pos.done);
        if self.ranks[level].gone != pos.gone {
            let ranks = &mut self.ranks[level];
            ranks.gone = pos.gone;
            let mut rest = layout;
            let (mut group, mut next) = (u32::MAX, 0u8);
            while rest != 0 {
                let b = rest.trailing_zeros();
                rest &= rest - 1;
                if b & !15 != group {
                    group = b & !15;
                    next = group as u8;
                }
                ranks.rank[deal.layout_card[b as usize].index()] = next;
                next += 1;
            }
        }
        let rank = &self.ranks[level].rank;
        let mut words = [0u64; 16];
        let mut h = 0x9e37_79b9_7f4a_7c15u64 ^ (n as u64);
        let mut rest = holders;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut word = 0u64;
            // The number of cards in each plain suit, 4 bits a suit above
            // the trumps' 16.
            let mut lengths = 0u64;
            let mut hand = held[i];
            while hand != 0 {
                let c = hand.trailing_zeros() as usize;
                hand &= hand - 1;
                let r = rank[c];
                word |= 1u64 << r;
                lengths += LENGTH_UNIT[usize::from(r >> 4)];
            }
            words[i] = word;
            h = mix(h ^ (lengths | word & 0xffff));
        }
        let renegeable = (live & deal.ranking.renegeable().0).count_ones() as u64;
        let mut extra = u64::from(pos.leader) | renegeable << 3;
        match deal.bonus {
            Bonus::Card(best) => {
                extra |= 1 << 6;
                if live & bit(best) != 0 {
                    extra |= 1 << 7;
                }
            }
            Bonus::BySuit(tops) => {
                extra |= 1 << 8;
                for (s, top) in tops.iter().enumerate() {
                    if top.is_some_and(|t| live & bit(t) != 0) {
                        extra |= 1 << (9 + s);
                    }
                }
                extra |= u64::from(pos.tops) << 13;
                extra |= u64::from(pos.bidder_suit) << 21;
                extra |= u64::from(pos.first_suit) << 24;
            }
            Bonus::Never => {}
        }
        if let Some(ace) = deal.heart_ace {
            if live & bit(ace) != 0 {
                extra |= (1 + u64::from(rank[ace.index()])) << 27;
            }
        }
        extra |= u64::from(pos.done) << 40;
        if pos.trick_len > 0 {
            // (`win` is stale at a trick's start.)
            extra |= u64::from(pos.trick_len) << 44 | u64::from(pos.win) << 48;
        }
        let key = mix(mix(h ^ mix(extra)) ^ self.salt);
        Shape {
            key: key.max(1),
            words,
            holders,
            layout,
        }
    }
}

/// The cards inside a trick known to answer as one already searched
/// (see `Solver::alike`), kept apart by whether they beat the trick's
/// winning card so far: a card alike must do to the trick what the
/// searched one did.
#[derive(Default)]
struct Alike([u64; 2]);

impl Alike {
    fn holds(&self, deal: &Deal, pos: &Position, card: Card) -> bool {
        self.0[Alike::side(pos, card)] & 1 << deal.order_bit[card.index()] != 0
    }

    /// Adds the cards `alike` to `card` (order layout).
    fn add(&mut self, pos: &Position, card: Card, alike: u64) {
        self.0[Alike::side(pos, card)] |= alike;
    }

    fn side(pos: &Position, card: Card) -> usize {
        usize::from(pos.beat & bit(card) != 0)
    }
}

#[derive(Clone, Copy)]
struct Moves {
    cards: [Card; 8],
    len: usize,
}

impl Default for Moves {
    fn default() -> Moves {
        Moves {
            cards: [Card::JOKER; 8],
            len: 0,
        }
    }
}

/// The cards played to a trick at which positions inside it are kept in
/// the table too, one bit for each number of cards: halfway, at tables of
/// seven or eight. At six the nodes saved did not pay for the work.
fn mid_trick(n: usize) -> usize {
    if n >= 7 {
        1 << (n / 2)
    } else {
        0
    }
}

/// One more card in a group, in a shape's count of plain cards (trumps
/// are counted card for card).
const LENGTH_UNIT: [u64; 4] = [0, 1 << 16, 1 << 20, 1 << 24];

/// Entries of the quick-bounds cache by the number of players (a power of
/// two; 16 bytes each).
fn bounds_entries(players: usize) -> usize {
    if players <= 4 {
        1 << 10
    } else {
        1 << 12
    }
}

/// The kind of lead of a trump in `Deal::beaters` (plain suits are 0-3).
const TRUMP_LEAD: usize = 4;

/// The tricks after the one in progress.
fn later_tricks(pos: &Position) -> u8 {
    ROUND_TRICKS - pos.done - 1
}

/// A move's key for `sort_by_key`: its place in the moves breaks ties, so
/// that equal keys keep the order the moves came in.
fn sort_key(key: u32, place: u32) -> u32 {
    key << 4 | place
}

/// Puts the moves in the order of their keys (`keyed`: see `sort_key`,
/// one for each move).
fn sort_by_key(moves: &mut Moves, keyed: &mut [u32; 8]) {
    let len = moves.len;
    let before = moves.cards;
    keyed[..len].sort_unstable();
    for (dst, &k) in moves.cards[..len].iter_mut().zip(&keyed[..len]) {
        *dst = before[(k & 15) as usize];
    }
}

/// The cards of `layout` (one hand's, in the order layout) that are one
/// choice with the card of `layout` above them: in the same group with no
/// live card (`live`) between them, neither a special card, both or
/// neither renegeable. Whichever is played, the rest of the round goes
/// the same way, so the search tries only the best of such a run.
pub(super) fn merged(deal: &Deal, layout: u64, live: u64) -> u64 {
    let plain = layout & !deal.special_layout;
    let renegeable = deal.renegeable_layout;
    (after_live(plain & renegeable, live) & renegeable
        | after_live(plain & !renegeable, live) & !renegeable)
        & plain
}

/// The first places of the groups after the trumps, in the order layout.
const GROUP_STARTS: u64 = 1 << 16 | 1 << 32 | 1 << 48;

/// The live cards (`live`, the order layout) whose next live card above
/// in their group is one of `cards` (live too). Each card of `cards`,
/// moved one place down, is carried by the addition across the places
/// of the cards gone (all ones) to the next live place; a group's first
/// place stops it and is never one of them. No branch: the loop this
/// replaced stopped at a different card each time, and the processor's
/// wrong guesses cost more than the loop's work (about 6% of the time of
/// a four-player par).
fn after_live(cards: u64, live: u64) -> u64 {
    let gaps = !live & !GROUP_STARTS;
    (cards << 1).wrapping_add(gaps) & live & !GROUP_STARTS
}

fn bit(card: Card) -> u64 {
    1u64 << card.index()
}

/// `cards` one bit each (a trick's cards, say).
fn bits(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |a, &c| a | bit(c))
}
