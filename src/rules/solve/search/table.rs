//! The transposition table: answers kept for classes of positions at the
//! start of each trick, keyed on the cards still held reduced to relative
//! ranks, and the marks by which a search says which cards its answer
//! rests on (partition search). (Positions halfway through a trick were
//! kept too at seven and eight players, until the lean search took over
//! every trick there after the first.)

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use crate::rules::card::Card;
use crate::rules::play::MAX_PLAYERS;
use crate::rules::solve::deal::{mix, Bonus, Position};

use super::{bit, Solver};

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

/// An answer kept in the table, for every position of one class: the same
/// shape (each hand's trumps card for card and its number of cards in each
/// plain suit, the leader, the facts of the round; inside a trick, the
/// same for each card played to it) and the same cards, hand by hand,
/// among the top `tops` live cards of each plain suit. The lower
/// cards of a suit only ever lost the tricks they were in, so which hand
/// holds which of them does not change the answer.
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    /// The fingerprint of the shape (0: empty).
    pub(super) shape: u64,
    /// The fingerprint of the top cards of each plain suit, hand by hand.
    pub(super) cards: u64,
    /// How many live cards of each plain suit count (4 bits a suit), or
    /// `EXACT` for a first-trick position kept card for card.
    pub(super) tops: u16,
    /// Bounds on the points still to come for the counted side.
    pub(super) lower: u8,
    pub(super) upper: u8,
    /// The lead that settled the last question asked here, as a relative
    /// rank (group * 16 + place among the live cards; `u8::MAX`: none).
    pub(super) lead: u8,
    /// Completed tricks: the fewer, the more work the entry saves, and the
    /// longer it is kept.
    pub(super) done: u8,
    /// The table's salt when stored, so that a stale entry gives way first.
    pub(super) age: u16,
}

impl Entry {
    pub(super) fn data(&self) -> u64 {
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
pub(super) struct Slot([AtomicU64; 3]);

impl Slot {
    pub(super) fn load(&self) -> Entry {
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

    pub(super) fn store(&self, e: &Entry) {
        let d = e.data();
        self.0[0].store(e.shape ^ d, Relaxed);
        self.0[1].store(e.cards ^ d, Relaxed);
        self.0[2].store(d, Relaxed);
    }
}

/// `Entry::tops` of a position kept card for card.
pub(super) const EXACT: u16 = u16::MAX;

/// Entries a key may sit in.
pub(super) const BUCKET: usize = 4;

/// A position as the table sees it.
pub(super) struct Shape {
    /// The fingerprint of the shape (see `Entry`).
    pub(super) key: u64,
    /// Each hand's cards as relative ranks, in the order layout.
    pub(super) words: [u64; MAX_PLAYERS],
    /// The seats in `words`, one bit each (none for a position kept card
    /// for card).
    pub(super) holders: u16,
    /// The live cards in the order layout.
    pub(super) layout: u64,
}

impl Shape {
    /// A first-trick position kept card for card (see `Solver::widen`).
    pub(super) fn exact(key: u64) -> Shape {
        Shape {
            key,
            words: [0; MAX_PLAYERS],
            holders: 0,
            layout: 0,
        }
    }

    pub(super) fn is_exact(&self) -> bool {
        self.holders == 0
    }
}

/// How many of the live cards of group `g` (1 to 3: the plain suits) an
/// `Entry::tops` counts.
pub(super) fn top_count(tops: u16, g: usize) -> u32 {
    u32::from((tops >> (4 * (g - 1))) & 15)
}

/// Each live card's relative rank, by card: its group's first place plus
/// the live cards above it in the group.
#[derive(Clone, Copy)]
pub(super) struct Ranks {
    /// The cards gone, in the order layout (`u64::MAX`: none counted yet).
    pub(super) gone: u64,
    pub(super) rank: [u8; 53],
}

impl Ranks {
    pub(super) const NONE: Ranks = Ranks {
        gone: u64::MAX,
        rank: [0; 53],
    };
}

impl Solver {
    /// Marks a plain card whose rank decided a trick, and with it its
    /// equal cards below it in `hand` (no live card between): the search
    /// tried only the best of them, and the answer holds for each.
    pub(super) fn mark(&mut self, card: Card, hand: u64, live: u64) {
        self.marks |= self.mark_of(card, hand, live);
    }

    /// The mark for the card that won a trick of `cards` (one bit each):
    /// as `mark_of`, unless no other card of its suit was in the trick.
    /// Then its rank beat nothing (the others could not follow, and did
    /// not trump), and any lower card of the suit in its place would have
    /// won the same way.
    pub(super) fn won_mark(&self, card: Card, cards: u64, hand: u64, live: u64) -> u64 {
        if !self.deal.has_suit_of(card.index(), cards & !bit(card)) {
            return 0;
        }
        self.mark_of(card, hand, live)
    }

    /// The mark `mark` adds (order layout; 0 for a trump).
    pub(super) fn mark_of(&self, card: Card, hand: u64, live: u64) -> u64 {
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
    pub(super) fn remember(
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
    pub(super) fn read(&mut self, shape: &Shape, need: u8) -> Result<bool, u8> {
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
    pub(super) fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1) & !(BUCKET - 1)
    }

    /// The fingerprint of a position's top `tops` live cards of each plain
    /// suit, hand by hand (0 for a position kept card for card).
    pub(super) fn cards_key(&self, shape: &Shape, tops: u16) -> u64 {
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
    pub(super) fn tops_of(&self, layout: u64, marks: u64) -> u16 {
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
    pub(super) fn mark_tops(&mut self, layout: u64, tops: u16) {
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

    /// The fingerprint of a position inside the first trick, card for
    /// card: the choices there are searched again with growing allowances,
    /// and the table spares the parts already finished.
    pub(super) fn exact_key(&self, pos: &Position) -> u64 {
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
    pub(super) fn relative(&self, layout: u64, card: Card) -> u8 {
        let b = self.deal.order_bit[card.index()];
        let group = b & !15;
        let above = layout & ((1u64 << b) - 1) & !((1u64 << group) - 1);
        group + above.count_ones() as u8
    }

    /// The shape of a position at a trick's start (see `Entry`): each
    /// hand's trumps as relative ranks (place among the live trumps) and
    /// its number of cards in each plain suit, the leader, and the facts
    /// that give some cards a meaning of their own. Also each hand's cards
    /// as relative ranks, for the class's top cards, and the live cards in
    /// the order layout.
    pub(super) fn shape(&mut self, pos: &Position) -> Shape {
        debug_assert_eq!(pos.trick_len, 0, "the table keeps trick starts only");
        let deal = &self.deal;
        let n = deal.n;
        let live = self.live_in_hands(pos);
        let held = &pos.hands;
        let holders = (1u16 << n) - 1;
        // Every card not gone is in a hand.
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
        let mut words = [0u64; MAX_PLAYERS];
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
        let key = mix(mix(h ^ mix(extra)) ^ self.salt);
        Shape {
            key: key.max(1),
            words,
            holders,
            layout,
        }
    }
}

/// One more card in a group, in a shape's count of plain cards (trumps
/// are counted card for card).
pub(super) const LENGTH_UNIT: [u64; 4] = [0, 1 << 16, 1 << 20, 1 << 24];
