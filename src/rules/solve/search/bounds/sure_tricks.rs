//! Sure tricks against a side with no trump, and after the leader has
//! drawn the other side's trumps: they rest on the plain cards too, so
//! they are counted at each trick's start rather than kept with the quick
//! bounds.

use crate::rules::play::MAX_PLAYERS;
use crate::rules::solve::deal::{Bonus, Position, ROUND_TRICKS, TRICK_POINTS};

use super::super::bit;
use super::{Solver, TRUMP_LEAD};

impl Solver {
    /// Sure tricks of a side whose opponents hold no trump, where trumps
    /// and plain cards may always answer a plain lead (see
    /// `trumps_spread_freely`). One of its seats holding a trump takes a
    /// trick with each of its trumps (no card of the other side beats one,
    /// wherever it is played) and with each of its plain cards that nothing
    /// but its side's trumps can beat, led once it has the lead: it trumps
    /// the first trick it can to take the lead (its partners lead plain
    /// cards), and leads those plain cards before its trumps. A partner
    /// takes such a trick from it only when made to, holding nothing but
    /// trumps, and then the side takes every trick left. The leader counts
    /// its plain cards so without a trump. When those tricks answer the
    /// question, or leave the counted side short, the search stops here.
    pub(in crate::rules::solve) fn trumpless_sure(
        &mut self,
        pos: &Position,
        need: u8,
    ) -> Option<bool> {
        let trumps = self.deal.ranking.trumps().0;
        let sides = self.sides(&pos.hands);
        // The side that may hold trumps: the counted one (1) when the other
        // holds none.
        let side = usize::from(sides[0] & trumps == 0);
        if sides[1 - side] & trumps != 0 || !self.trumps_spread_freely() {
            return None;
        }
        let mine = side == 1;
        let wanted = match self.tricks_wanted(pos, need, mine) {
            Ok(wanted) => wanted,
            Err(answer) => return answer,
        };
        if wanted > 0 {
            let leader = usize::from(pos.leader);
            self.marks |= self.sure_against_no_trump(&pos.hands, leader, mine, wanted)?;
        }
        Some(mine)
    }

    /// For `trumpless_sure` and `drawn_sure`: the plain cards whose rank
    /// the count rested on, when a seat of the counted side (`mine`), or
    /// of the other, is sure of `wanted` tricks from `hands`, the other
    /// side holding no trump and `leader` to lead. Besides each seat's own
    /// sure tricks (see `trumpless_sure`), the leader may lead a plain card
    /// to a partner's card of its suit that beats it and that nobody on the
    /// other side can beat: that trick is the side's, and the partner, on
    /// lead, counts its own sure tricks after it (or, when no partner holds
    /// a trump, the leader plays its trumps first). Not on `bid`'s hands
    /// after the draw, where it saved nothing.
    fn sure_against_no_trump(
        &self,
        hands: &[u64],
        leader: usize,
        mine: bool,
        wanted: u8,
    ) -> Option<u64> {
        let deal = &self.deal;
        let n = deal.n;
        let sides = self.sides(hands);
        for seat in (0..n).filter(|&s| deal.is_counted(s) == mine) {
            if let Some((sure, marks)) = self.seat_sure(hands, &sides, seat, leader) {
                if sure >= wanted {
                    return Some(marks);
                }
            }
        }
        if deal.is_counted(leader) != mine || self.drawn {
            return None;
        }
        let trumps = deal.ranking.trumps().0;
        let theirs = sides[usize::from(!mine)];
        let ours = sides[usize::from(mine)];
        // The leader's partners, each with the cards of the side's other
        // seats (the hands are disjoint: the side's cards less the two).
        let mut partners = [(0usize, 0u64); MAX_PLAYERS];
        let mut count = 0;
        for partner in (0..n).filter(|&s| s != leader && deal.is_counted(s) == mine) {
            partners[count] = (partner, ours & !hands[partner] & !hands[leader]);
            count += 1;
        }
        let partners = &partners[..count];
        let mut rest = hands[leader] & !trumps;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let kind = usize::from(deal.lead_kind[c]);
            for &(partner, others) in partners {
                // The partner's cards that take the leader's card, beaten
                // by nobody on the other side (nor by another partner, so
                // that this partner has the lead after it).
                let mut takers = deal.beaters[kind][c] & hands[partner] & !trumps;
                while takers != 0 {
                    let d = takers.trailing_zeros() as usize;
                    takers &= takers - 1;
                    let beaters = deal.beaters[kind][d];
                    if beaters & (theirs | others) != 0 {
                        continue;
                    }
                    let mut after = [0u64; MAX_PLAYERS];
                    after[..n].copy_from_slice(&hands[..n]);
                    after[leader] &= !(1 << c);
                    after[partner] &= !(1 << d);
                    let mut after_sides = sides;
                    after_sides[usize::from(mine)] &= !(1 << c | 1 << d);
                    let (mut later, later_marks) = self
                        .seat_sure(&after, &after_sides, partner, partner)
                        .unwrap_or((0, 0));
                    // Or the leader first leads its trumps, which nobody
                    // can beat when no partner holds one, the partners
                    // keeping the card that takes the plain lead.
                    if others & trumps == 0 && hands[partner] & trumps == 0 {
                        later = later.max((hands[leader] & trumps).count_ones() as u8);
                    }
                    if 1 + later >= wanted {
                        // (The rank of the partner's card counts only
                        // against other cards of its suit.)
                        let own = if deal.has_suit_of(d, theirs | others) {
                            1 << deal.order_bit[d]
                        } else {
                            0
                        };
                        return Some((later_marks | own) & !0xffff);
                    }
                }
            }
        }
        None
    }

    /// For `sure_against_no_trump`: the sure tricks of `seat`, holding a
    /// trump or to lead, and the plain cards whose rank they rest on (the
    /// trumps are kept card for card anyway).
    fn seat_sure(
        &self,
        hands: &[u64],
        sides: &[u64; 2],
        seat: usize,
        leader: usize,
    ) -> Option<(u8, u64)> {
        let deal = &self.deal;
        let trumps = deal.ranking.trumps().0;
        let hand = hands[seat];
        let own = (hand & trumps).count_ones() as u8;
        if own == 0 && seat != leader {
            return None;
        }
        let side = usize::from(deal.is_counted(seat));
        let theirs = sides[1 - side];
        let partners = sides[side] & !hand & !trumps;
        let (mut sure, mut marks) = (own, 0u64);
        let mut rest = hand & !trumps;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let beaters = deal.beaters[usize::from(deal.lead_kind[c])][c];
            if beaters & (theirs | partners) != 0 {
                continue;
            }
            sure += 1;
            // (Its rank counts only against other cards of its suit.)
            if deal.has_suit_of(c, theirs | partners) {
                marks |= 1 << deal.order_bit[c];
            }
        }
        Some((sure, marks & !0xffff))
    }

    /// The cards of each side in `hands` (0: the other, 1: the counted).
    fn sides(&self, hands: &[u64]) -> [u64; 2] {
        let mut sides = [0u64; 2];
        for (s, &hand) in hands.iter().enumerate().take(self.deal.n) {
            sides[usize::from(self.deal.is_counted(s))] |= hand;
        }
        sides
    }

    /// Sure tricks once the leader has drawn the other side's trumps, where
    /// trumps and plain cards may always answer a plain lead (see
    /// `trumps_spread_freely`). The leader holding the best trump in play
    /// leads it and takes the trick, and every other seat holding a trump
    /// has to play one (no trump above it is left to be kept back); while
    /// the other side still holds a trump and the leader the best one, it
    /// leads again. Once the other side holds none, the leader's side
    /// counts its sure tricks as `trumpless_sure` does. The other side is
    /// counted as keeping its best trumps and every plain card it held (its
    /// discards only make the leader's side's cards surer), and the
    /// leader's partners play their lowest trump while they hold one, else
    /// are counted as keeping every plain card too (which only makes the
    /// leader's cards less sure): the tricks counted are sure whatever the
    /// cards played to the draw. Not the A♥ under `trump-and-heart`: its
    /// lead calls for hearts.
    pub(in crate::rules::solve) fn drawn_sure(&mut self, pos: &Position, need: u8) -> Option<bool> {
        if !self.trumps_spread_freely() {
            return None;
        }
        let deal = &self.deal;
        let n = deal.n;
        let trumps = deal.ranking.trumps().0;
        let leader = usize::from(pos.leader);
        let mine = deal.is_counted(leader);
        let left = ROUND_TRICKS - pos.done;
        let mut hands = pos.hands;
        let (mut drawn, mut best_led) = (0u8, false);
        loop {
            let theirs = (0..n)
                .filter(|&s| deal.is_counted(s) != mine)
                .fold(0, |a, s| a | hands[s] & trumps);
            if theirs == 0 {
                break;
            }
            if drawn + 1 >= left {
                return None;
            }
            let live = deal.layout_of(hands[..n].iter().fold(0, |a, h| a | h) & trumps);
            let best = deal.layout_card[live.trailing_zeros() as usize];
            if hands[leader] & bit(best) == 0
                || usize::from(deal.lead_kind[best.index()]) != TRUMP_LEAD
            {
                return None;
            }
            for (s, hand) in hands.iter_mut().enumerate().take(n) {
                let held = deal.layout_of(*hand & trumps);
                if s == leader {
                    *hand &= !bit(best);
                } else if held != 0 {
                    let lowest = deal.layout_card[63 - held.leading_zeros() as usize];
                    *hand &= !bit(lowest);
                }
            }
            drawn += 1;
            best_led |= matches!(deal.bonus, Bonus::Card(card) if card == best);
        }
        if drawn == 0 {
            return None;
        }
        // The points counted so far for the leader's side, and what is
        // left to count.
        let taken = drawn * TRICK_POINTS + if best_led { TRICK_POINTS } else { 0 };
        let wanted = if mine {
            need.saturating_sub(taken).div_ceil(TRICK_POINTS)
        } else {
            let bonus = if best_led { 0 } else { self.bonus_left(pos) };
            let most = (left - drawn) * TRICK_POINTS + bonus;
            if most < need {
                return Some(false);
            }
            (most - need) / TRICK_POINTS + 1
        };
        if wanted > left - drawn {
            return None;
        }
        let marks = if wanted == 0 {
            0
        } else {
            self.sure_against_no_trump(&hands, leader, mine, wanted)?
        };
        self.marks |= marks;
        Some(mine)
    }
}
