//! The double-dummy search: every hand open, the counted side playing for
//! the most points and every other seat, together, for the fewest.
//!
//! # Invariants
//!
//! What a change to the search must keep true; the tests hold the search
//! equal to plain minimax (`reference.rs`) and to itself with answers kept
//! position by position, but a broken invariant can pass a small test.
//!
//! **The marks.** `Solver::marks` holds, in the order layout, the plain
//! cards whose rank an answer rests on (trumps never: the table keeps them
//! card for card). Whatever answers a question, a search, a bound or a kept
//! answer, adds the cards its answer rests on: the card that took a trick
//! when another card of its suit was in it (`won_mark`), the card that
//! makes a trick or a lead sure (`mark`, with its equal cards below it in
//! the same hand), the lowest top card of each suit of a class read from
//! the table (`mark_tops`), the marks kept with a card-for-card answer
//! (`Exact`). Code that does not answer leaves the marks as they were, so a
//! caller may ask a bound and go on. An answer from the quick bounds, or
//! from points alone, adds none: it rests on nothing but the trumps each
//! seat holds, the leader and the tricks left. A node that one choice
//! answers rests on that choice's marks; a node whose every choice failed,
//! on the marks of every card tried. Code that keeps an answer or finds
//! cards alike (`tops_of`, `Exact::keep`, `alike`) needs one search's marks
//! apart from its siblings': it takes them with `own_marks`, then adds them
//! to its own. A missing mark makes the table answer for positions where a
//! lower card would have done otherwise; an extra one only costs work.
//!
//! **The four memo tables**, each keyed on a 64-bit fingerprint with a salt
//! mixed in, so that a new salt empties it at no cost:
//!
//! - `table` (`table.rs`): bounds for a class of positions at a trick's
//!   start (and first-trick positions card for card, `EXACT`, under
//!   `widen`), salted with `salt`, which also ages entries for replacement.
//!   It is kept from deal to deal (`reset`) while the number of players,
//!   the counted seats, the bidder, the rules and the trump stay the same
//!   (its keys carry every other fact a value rests on); `reset_table`
//!   empties it. Two threads share it without a lock (see `Slot`).
//! - `bounds` (`bounds/quick.rs`): the quick bounds by the trumps each seat
//!   holds (`Position::trump_key`), the tricks done and the leader;
//! - `endings` (`endgame.rs`): the last two tricks' answers, card for card;
//! - `starts` (`exact.rs`): trick starts card for card at six players and
//!   more (empty below).
//!
//! The last three hold for one deal only (their keys carry none of the
//! deal's facts) and are salted with `deal_salt`, which every new deal
//! moves on (`forget_deal`); each solver has its own. Each answer kept with
//! its marks (`endings`, `starts`) gives them back when read, as the search
//! that found it would have. A search given up (`aborted`) keeps nothing.
//!
//! **The mode flags** change paths, never values:
//!
//! - `partition` (false only in tests, to compare): `tops_of` keeps every
//!   live card, so each answer holds for its own position; `alike` finds no
//!   card alike.
//! - `lean` (false only in tests, to compare): no lean trick
//!   (`in_lean_trick`); the general search plays every card inside a trick
//!   (`in_trick`).
//! - `drawn` (`for_drawn_hands`, `bid`): no growing allowances
//!   (`widen.tricks` 0), lean tricks from earlier (`lean_from`), and no
//!   `decided` inside a trick, no `drawn_sure` at a trick's start, no lead
//!   to a partner's sure card in `sure_against_no_trump`.
//! - `widen` (by the number of players): the other side's choices before
//!   `widen.tricks` tricks are done go through `Solver::widen`.
//! - `threads` (`set_threads`): at seven or eight players `value` tries
//!   alone for `alone` nodes, then `value_shared`; `helper` (its second
//!   thread) takes the other side's choices in reverse (`choices`).
//! - `limit` and `stop`: past the one or once the other is set, `aborted`
//!   makes every node return at once and keep nothing.
//!
//! A round whose bonus waits for the suits led (`Bonus::BySuit`) takes
//! neither the lean trick, the last two tricks' search nor `starts`.
//!
//! # The search
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
//! has the rest of a trick at small tables, and at big ones after the
//! first trick (`lean.rs`). At big tables the other side's
//! choices in the first trick are tried with growing allowances of nodes,
//! so that one wrong first try does not cost millions of nodes before the
//! right card is found, and a deal that takes long is searched by two
//! threads sharing the table (see `Solver::value_shared`).

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::Arc;

use crate::rules::card::{Card, CardSet};

mod bounds;
mod endgame;
mod exact;
mod lean;
mod moves;
pub(crate) mod stats;
mod table;
mod widen;

use bounds::{bounds_entries, Bounds};
use endgame::ENDINGS;
use exact::Exact;
pub(crate) use moves::merged;
use moves::Alike;
use stats::{Source, Stats};
pub use table::table_entries;
use table::{Ranks, Slot, BUCKET};
pub(crate) use widen::Widen;

use super::deal::{Bonus, Deal, Position, ROUND_TRICKS, TRICK_POINTS};

/// The most entries of a table for hands after the draw (see
/// `Solver::for_drawn`).
const DRAWN_ENTRIES: usize = 1 << 18;

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
    /// Whether the rest of a trick is searched lean where `lean.rs` says
    /// (false: the general search everywhere, which the tests compare
    /// against).
    pub(crate) lean: bool,
    /// Quick bounds already counted, by the trumps each seat holds (see
    /// `quick_bounds`).
    bounds: Vec<Bounds>,
    /// Mixed into the keys of `bounds`, `endings` and `starts`: they hold
    /// for one deal only.
    deal_salt: u64,
    /// The answers of the last two tricks' search (see `endgame.rs`).
    endings: Vec<Exact>,
    /// Trick starts at big tables, kept card for card (see `exact.rs`).
    starts: Vec<Exact>,
    /// The relative ranks of the live cards, for the cards gone at each
    /// number of tricks done (see `shape`).
    ranks: [Ranks; ROUND_TRICKS as usize],
    /// Tuned for deals after the draw (see `for_drawn_hands`).
    pub(super) drawn: bool,
    /// Which source answered how many questions (the `stats` feature).
    stats: Stats,
}

impl Solver {
    /// A solver for `deal`, its table sized for that many players.
    pub fn new(deal: Deal) -> Solver {
        let entries = table_entries(deal.n);
        Solver::with_entries(deal, entries)
    }

    /// A solver for hands after the draw, as `bid` plays them: tuned for
    /// them (see `for_drawn_hands`), with a table of at most 6 MiB. Those
    /// deals' searches are small and keep little worth carrying from one
    /// deal to the next, so a smaller table stays more in the processor's
    /// caches: at eight players `bid` took 3% less processor time with a
    /// quarter of the usual table (300 deals, run alternately), with the
    /// same pars, and a sixteenth of the memory would do as well.
    pub fn for_drawn(deal: Deal) -> Solver {
        let entries = table_entries(deal.n).min(DRAWN_ENTRIES);
        let mut solver = Solver::with_entries(deal, entries);
        solver.for_drawn_hands();
        solver
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
            lean: true,
            bounds: vec![Bounds::default(); bounds_entries(n)],
            deal_salt: 0,
            endings: vec![Exact::default(); ENDINGS],
            starts: vec![Exact::default(); exact::starts_entries(n)],
            ranks: [Ranks::NONE; ROUND_TRICKS as usize],
            drawn: false,
            stats: Stats::default(),
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
        if self.starts.len() != exact::starts_entries(players) {
            self.starts = vec![Exact::default(); exact::starts_entries(players)];
        }
    }

    /// The deal being solved.
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
    /// And the rest of each trick is searched lean, as at small tables
    /// (see `lean.rs`).
    /// The values are the same either way.
    pub fn for_drawn_hands(&mut self) {
        self.drawn = true;
        self.tune(self.deal.n);
    }

    /// The search's settings for a table of `n` (see `for_drawn_hands`).
    fn tune(&mut self, n: usize) {
        self.widen = Widen::for_players(n);
        if self.drawn {
            self.widen.tricks = 0;
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
        helper.lean = self.lean;
        helper.drawn = self.drawn;
        helper
    }

    /// `value` on this thread alone.
    fn value_alone(&mut self, pos: &Position) -> u8 {
        let range = self.range(pos);
        Solver::settle(range, None, |target| self.reach(pos, target))
    }

    /// The value in `range` (the lowest and highest points still
    /// possible), from the answers of `reach` ("at least this many?").
    /// Without a guess, upwards from the quick bounds' floor, five points
    /// at a time, rather than halving the range: the floor is seldom far
    /// below the value, each "yes" is searched with the answers kept for
    /// the one below it, and the one "no" is asked just above the value.
    /// Fewer nodes than halving at every table size on the benchmark deals
    /// (four players 3%, six 5%, eight 2%). With a guess (a neighbouring
    /// position's value), from it: when it is right, two questions settle
    /// the value.
    fn settle(
        (mut lo, mut hi): (u8, u8),
        guess: Option<u8>,
        mut reach: impl FnMut(u8) -> bool,
    ) -> u8 {
        let Some(guess) = guess else {
            while lo < hi && reach(lo + TRICK_POINTS) {
                lo += TRICK_POINTS;
            }
            return lo;
        };
        let mut g = guess - guess % TRICK_POINTS;
        while lo < hi {
            g = g.clamp(lo + TRICK_POINTS, hi);
            if reach(g) {
                lo = g;
                g += TRICK_POINTS;
            } else {
                hi = g - TRICK_POINTS;
                g = hi;
            }
        }
        lo
    }

    /// As [`Solver::value`], starting from a guess (a neighbouring
    /// position's value, say): with a good guess, two questions settle it.
    pub fn value_near(&mut self, pos: &Position, guess: u8) -> u8 {
        let range = self.range(pos);
        Solver::settle(range, Some(guess), |target| self.reach(pos, target))
    }

    /// The value after the player to move plays `card` (searched from
    /// `guess` when there is one, as [`Solver::value_near`], else as
    /// [`Solver::value`] on this thread), and the player's other cards whose
    /// value is the same by the cards that value rests on: plain cards of
    /// `card`'s suit below every card its searches marked, which do to the
    /// trick what `card` does (see `alike`). A caller that needs the value
    /// of every card (single-dummy, the cards in front of a player) searches
    /// them best first and takes these without a search.
    pub(crate) fn value_after(
        &mut self,
        pos: &Position,
        card: Card,
        guess: Option<u8>,
    ) -> (u8, CardSet) {
        let seat = pos.to_play(self.deal.n);
        let next = self.after(pos, card);
        let range = self.range(&next);
        let mut marks = 0;
        let value = Solver::settle(range, guess, |target| {
            let (reached, below) = self.reach_after(pos, seat, card, target);
            marks |= below;
            reached
        });
        let live = self.deal.all_layout & !pos.gone;
        let mut same = self.alike(live, marks, card);
        let mut alike = CardSet::EMPTY;
        while same != 0 {
            let other = self.deal.layout_card[same.trailing_zeros() as usize];
            same &= same - 1;
            // Inside a trick, only a card that beats the winning card so
            // far when `card` does, and not when it doesn't.
            if pos.trick_len == 0 || Alike::side(pos, other) == Alike::side(pos, card) {
                alike.insert(other);
            }
        }
        alike.remove(card);
        (value, CardSet(alike.0 & pos.hands[seat]))
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
                self.stats.count(Source::Settled);
                return answer;
            }
            // The trick and the sure tricks after it, counted from the
            // trumps each seat keeps. Not on hands after the draw, where
            // this search runs only in the last two tricks: there it cost
            // `bid` at eight players 5% of its time and saved nothing.
            if !self.drawn {
                let mover = self.deal.is_counted(pos.to_play(self.deal.n));
                if let Some(answer) = self.decided(pos, target, mover) {
                    self.stats.count(Source::Decided);
                    return answer;
                }
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
        self.stats.count(Source::Searched);
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
        self.own_marks(|s| {
            let mut next = *pos;
            s.deal.take(&mut next, seat, card);
            next.play(&s.deal, card);
            if next.trick_len == 0 {
                // The trick is complete: its winner decided it.
                let n = s.deal.n;
                let winner = usize::from(next.leader);
                let live = s.deal.all_layout & !pos.gone;
                s.marks |= s.won_mark(
                    next.trick[usize::from(next.win)],
                    bits(&next.trick[..n]),
                    next.hands[winner],
                    live,
                );
            }
            s.reach(&next, target)
        })
    }

    /// `search`'s answer and the cards it marked, with the marks left as
    /// they were: for a caller that keeps an answer with the cards it
    /// rests on, or finds the cards alike by them, apart from the cards
    /// its own siblings marked.
    #[inline(always)]
    pub(super) fn own_marks<R>(&mut self, search: impl FnOnce(&mut Solver) -> R) -> (R, u64) {
        let outer = std::mem::take(&mut self.marks);
        let answer = search(self);
        (answer, std::mem::replace(&mut self.marks, outer))
    }

    /// At the start of a trick: bounds, then the table, then the search.
    pub(super) fn trick_start(&mut self, pos: &Position, target: u8) -> bool {
        if pos.done == ROUND_TRICKS - 1 {
            return self.last_trick(pos) >= target - pos.past;
        }
        let (qlo, qhi) = self.quick_bounds(pos);
        let need = target - pos.past;
        if qlo >= need || qhi < need {
            self.stats.count_quick();
            return qlo >= need;
        }
        self.past_quick_bounds(pos, target, (qlo, qhi))
    }

    /// `trick_start` before the last trick, once the quick bounds
    /// (`quick`) have not answered.
    pub(super) fn past_quick_bounds(
        &mut self,
        pos: &Position,
        target: u8,
        quick: (u8, u8),
    ) -> bool {
        let need = target - pos.past;
        let (qlo, qhi) = quick;
        // Positions that come back card for card (at six players and more),
        // before the walk over every card that finds a position's class,
        // and before the leader's sure cards and the sure tricks once the
        // trumps are drawn: at big tables most trick starts the search
        // reaches are repeats, where those counts were worked out again
        // for nothing. Asked first, the single-dummy benchmark's first lead
        // at eight players took 9% less processor time (200 deals, a quick
        // build, run alternately), its second card 11% less (1,000 deals),
        // `bid` 3% less (300 deals), with the same answers.
        let exact = (!self.starts.is_empty() && !matches!(self.deal.bonus, Bonus::BySuit(_)))
            .then(|| Exact::key(pos, self.deal.n, self.deal_salt, self.starts.len()));
        if let Some((key, slot)) = exact {
            if let Some((answer, marks)) = self.starts[slot].answer(key, need) {
                self.stats.count(Source::KeptStart);
                self.marks |= marks;
                return answer;
            }
        }
        // The sure counts' answers are kept card for card too: at eight
        // players most starts of the fourth trick are answered by them, and
        // the same positions come back hundreds of times (one slow deal of
        // the first-lead benchmark counted the same sure tricks 20 million
        // times), where a kept answer costs one read. The first lead took
        // 8% less processor time (1,000 deals), the second card 7%.
        let (sure, marks) = self.own_marks(|s| s.sure_counts(pos, need));
        self.marks |= marks;
        if let Some(answer) = sure {
            if let Some((key, slot)) = exact {
                self.starts[slot].keep(key, need, answer, marks);
            }
            return answer;
        }
        // The last two tricks are searched on their own, without the table
        // (see `endgame.rs`).
        if self.in_last_two(pos) {
            return self.last_two(pos, need);
        }
        let shape = self.shape(pos);
        let layout = shape.layout;
        let (read, read_marks) = self.own_marks(|s| s.read(&shape, need));
        let hint = match read {
            Ok(answer) => {
                self.stats.count(Source::Table);
                self.marks |= read_marks;
                if let Some((key, slot)) = exact {
                    self.starts[slot].keep(key, need, answer, read_marks);
                }
                return answer;
            }
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
        if let Some((key, slot)) = exact {
            self.starts[slot].keep(key, need, result, marks);
        }
        self.marks |= marks;
        result
    }

    /// The question answered by the leader's sure cards, or by a side's
    /// sure tricks when the other holds no trump or once the leader has
    /// drawn them. Each leaves the marks alone when it does not answer.
    fn sure_counts(&mut self, pos: &Position, need: u8) -> Option<bool> {
        if let Some(answer) = self.sure_leads(pos, need) {
            self.stats.count(Source::SureLeads);
            return Some(answer);
        }
        if let Some(answer) = self.trumpless_sure(pos, need) {
            self.stats.count(Source::TrumplessSure);
            return Some(answer);
        }
        if !self.drawn {
            if let Some(answer) = self.drawn_sure(pos, need) {
                self.stats.count(Source::DrawnSure);
                return Some(answer);
            }
        }
        None
    }

    /// For tests: the answer at a trick's start to "at least `need` more
    /// points?", and the cards it rests on (the marks it leaves).
    #[cfg(test)]
    pub(crate) fn start_answer(&mut self, pos: &Position, need: u8) -> (bool, u64) {
        self.own_marks(|s| s.trick_start(pos, pos.past + need))
    }

    /// For tests: the answers this solver counted from `source` (the
    /// `stats` feature).
    #[cfg(all(test, feature = "stats"))]
    pub(crate) fn answers(&self, source: stats::Source) -> u64 {
        self.stats.of(source)
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
        let moves = self.choices(pos, seat, maximising);
        if pos.done < self.widen.tricks && !maximising && moves.len > 1 {
            return self.widen(pos, target, seat, &moves);
        }
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
        self.marks |= marks;
        result
    }
}

fn bit(card: Card) -> u64 {
    1u64 << card.index()
}

/// `cards` one bit each (a trick's cards, say).
fn bits(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |a, &c| a | bit(c))
}
