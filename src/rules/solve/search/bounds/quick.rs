//! The quick bounds: each side's sure tricks from the trumps each seat
//! holds, the leader and the tricks left. They rest on nothing else, so
//! they are counted once for each spread of the trumps and kept for every
//! position that shares it.

use crate::rules::solve::deal::{mix, seat_after, Bonus, Position, ROUND_TRICKS, TRICK_POINTS};

use super::super::bit;
use super::{Solver, TRUMP_LEAD};

/// Quick bounds kept for one spread of the trumps.
#[derive(Clone, Copy, Default)]
pub(in crate::rules::solve::search) struct Bounds {
    /// The fingerprint of each seat's trumps, the leader and the tricks
    /// done (0: empty).
    key: u64,
    lower: u8,
    upper: u8,
    /// The crossruff raised a side's count (the `stats` feature).
    #[cfg(feature = "stats")]
    crossruff: bool,
}

impl Solver {
    /// Sure points (see `count_quick_bounds`), counted once for each
    /// spread of the trumps: they rest only on the trumps each seat holds,
    /// the leader and the tricks left, which many positions share (the
    /// plain cards played differ).
    pub(in crate::rules::solve) fn quick_bounds(&mut self, pos: &Position) -> (u8, u8) {
        // (The deal's count, the tricks done and the leader are mixed in
        // first, so that they cannot cancel against the trumps'
        // fingerprint, and each in bits of its own, so that none can
        // cancel another: the deal's count once shared the leader's bits,
        // and a solver carried over more than 256 deals read the bounds
        // kept for one leader for another.)
        let h = mix(self.deal_salt << 16 ^ u64::from(pos.done) << 8 ^ u64::from(pos.leader));
        let key = mix(h ^ pos.trump_key).max(1);
        let slot = (key as usize) & (self.bounds.len() - 1);
        let kept = self.bounds[slot];
        if kept.key == key {
            #[cfg(feature = "stats")]
            self.stats.crossruff.set(kept.crossruff);
            return (kept.lower, kept.upper);
        }
        #[cfg(feature = "stats")]
        self.stats.crossruff.set(false);
        let (lower, upper) = self.count_quick_bounds(pos);
        self.bounds[slot] = Bounds {
            key,
            lower,
            upper,
            #[cfg(feature = "stats")]
            crossruff: self.stats.crossruff.get(),
        };
        (lower, upper)
    }

    /// Sure points. A seat's j-th best trump, with only i trumps of the
    /// other side above it, makes its side at least j − i tricks: each of
    /// those j trumps is in a different trick, and the other side can beat
    /// it only with one of those i. The best card, when it is the top
    /// trump, goes to its holder's side.
    pub(in crate::rules::solve) fn count_quick_bounds(&self, pos: &Position) -> (u8, u8) {
        let deal = &self.deal;
        let n = deal.n;
        let tricks = ROUND_TRICKS - pos.done;
        let trumps = deal.ranking.trumps().0;
        // Each seat's live trumps in the order layout (trump group: bits
        // 0-15, the best trump lowest).
        let mut seat_layout = [0u64; 8];
        for (layout, &hand) in seat_layout.iter_mut().zip(&pos.hands[..n]) {
            *layout = deal.layout_of(hand & trumps);
        }
        let sure = self.sure_tricks(&seat_layout, usize::from(pos.leader), tricks);
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

    /// The sure tricks of each side (0: the other, 1: the counted) from
    /// the trumps each seat holds (`seat_layout`, in the order layout), the
    /// leader and the tricks left; see `count_quick_bounds`.
    fn sure_tricks(&self, seat_layout: &[u64; 8], leader: usize, tricks: u8) -> [u8; 2] {
        let deal = &self.deal;
        let n = deal.n;
        let mut side_layout = [0u64; 2];
        for seat in 0..n {
            side_layout[usize::from(deal.is_counted(seat))] |= seat_layout[seat];
        }
        let mut sure = [0u8; 2];
        let place = |seat: usize| seat_after(seat, n - leader, n);
        let freely = self.trumps_spread_freely();
        // Whether the lead of this trick is sure to be plain, for each side
        // (0: the other, 1: the counted) as it would want it: the leader
        // holds no trump, or is on that side with a plain card to lead.
        let leader_trumps = seat_layout[leader].count_ones();
        let plain_lead_by: [bool; 2] = std::array::from_fn(|side| {
            leader_trumps == 0
                || (usize::from(deal.is_counted(leader)) == side
                    && u32::from(tricks) > leader_trumps)
        });
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
            // it does not and the best one takes this trick. A plain card
            // does as well as the second trump when the lead is sure to be
            // plain (the leader holds no trump, or is a partner with a plain
            // card to lead) and a plain lead may be answered with either.
            let plain_card = u32::from(tricks) > layout.count_ones();
            let instead = layout & (layout - 1) != 0 || plain_card && plain_lead_by[side] && freely;
            if tricks >= 2 && instead {
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
            let mut past_one = false;
            while mine != 0 {
                let b = mine.trailing_zeros();
                mine &= mine - 1;
                j += 1;
                let over = other & ((1u64 << b) - 1);
                let above = over.count_ones() as u8;
                sure[side] = sure[side].max(j.saturating_sub(above));
                // The seat's best trump below the other side's one trump
                // above it, with trumps of its own above that one: if that
                // trump falls in this trick (its holder plays first), one of
                // them takes the trick and every trump of the seat is a top
                // trump after it; if not, this one takes the trick and those
                // above are top trumps. Each makes a trick.
                if above == 1 && j >= 2 && !past_one {
                    let holder = (0..n).find(|&h| seat_layout[h] & over != 0);
                    if holder.is_some_and(|h| place(h) < place(seat)) {
                        sure[side] = sure[side].max(j);
                    }
                }
                past_one |= above >= 1;
            }
        }
        // The leader with a top trump (above every trump of the other side)
        // and a plain card, and a partner with a top trump: the leader
        // leads the plain card and the partner trumps it with the top
        // trump, then the leader plays a top trump to each trick after it.
        // Each of those tricks is its side's. (A trump held may always be
        // played, to a plain lead as to a trump lead, under every rule.)
        if tricks >= 2 && u32::from(tricks) > leader_trumps {
            let side = usize::from(deal.is_counted(leader));
            let other = side_layout[1 - side];
            let top = above_every(other);
            let own = (seat_layout[leader] & top).count_ones() as u8;
            let partner = (0..n).any(|s| {
                s != leader && usize::from(deal.is_counted(s)) == side && seat_layout[s] & top != 0
            });
            if own > 0 && partner {
                sure[side] = sure[side].max(1 + own.min(tricks - 1));
            }
        }
        if tricks >= 2 {
            #[cfg(feature = "stats")]
            let before = sure;
            sure = self.crossruff(seat_layout, &side_layout, leader, tricks, sure);
            #[cfg(feature = "stats")]
            if sure != before {
                self.stats.crossruff.set(true);
            }
        }
        // A side holding every trump still in play takes a trick with each
        // of them, up to the tricks left, where a trump may always be
        // played to a plain lead and so may a plain card: until one of its
        // seats holds nothing but trumps (and then takes every trick left),
        // each trick one of its seats trumps and the others play plain
        // cards; its leader leads a plain card when a partner can trump it,
        // else a trump, which no partner then has to follow.
        if freely {
            for side in 0..2 {
                if side_layout[1 - side] == 0 && side_layout[side] != 0 {
                    let held = side_layout[side].count_ones() as u8;
                    sure[side] = sure[side].max(held.min(tricks));
                }
            }
        }
        // The leader holding the best trump in play leads it and takes the
        // trick: every other seat holding a trump has to play one (no trump
        // above it is left to be kept back, under any renege rule), and
        // then the leader leads again. (Not the A♥ under `trump-and-heart`:
        // its lead calls for hearts.) The other side's seats are counted
        // as keeping their best trumps: whichever they play, what they keep
        // is no higher card for card, and no count here grows with the
        // other side's trumps. The leader's partners play their lowest.
        let all = side_layout[0] | side_layout[1];
        let best = all & all.wrapping_neg();
        let calls_for_trumps = || {
            let card = deal.layout_card[best.trailing_zeros() as usize];
            usize::from(deal.lead_kind[card.index()]) == TRUMP_LEAD
        };
        if tricks >= 2 && seat_layout[leader] & best != 0 && calls_for_trumps() {
            let mut after = *seat_layout;
            for (s, layout) in after.iter_mut().enumerate().take(n) {
                if s == leader {
                    *layout &= *layout - 1;
                } else if *layout != 0 {
                    *layout &= !(1u64 << (63 - layout.leading_zeros()));
                }
            }
            let side = usize::from(deal.is_counted(leader));
            // (No side is sure of more tricks than it holds trumps.)
            let kept = (0..n)
                .filter(|&s| usize::from(deal.is_counted(s)) == side)
                .fold(0, |a, s| a | after[s]);
            if 1 + (kept.count_ones() as u8).min(tricks - 1) > sure[side] {
                let later = self.sure_tricks(&after, leader, tricks - 1)[side];
                sure[side] = sure[side].max(1 + later);
            }
        }
        sure
    }
}

/// Entries of the quick-bounds cache by the number of players (a power of
/// two; 16 bytes each).
pub(in crate::rules::solve::search) fn bounds_entries(players: usize) -> usize {
    if players <= 4 {
        1 << 10
    } else {
        1 << 12
    }
}

/// The trumps (in the order layout) above every one of `theirs`: all of
/// them when `theirs` is empty.
pub(super) fn above_every(theirs: u64) -> u64 {
    (1u64 << theirs.trailing_zeros().min(16)) - 1
}
