//! Bounds before any search: the sure tricks of each side's top trumps
//! (quick bounds), the leader's sure cards, and a trick in progress that
//! settles the question alone.

use crate::rules::card::{Card, Suit};
use crate::rules::play::MAX_PLAYERS;
use crate::rules::solve::deal::{mix, seat_after, Bonus, Position, ROUND_TRICKS, TRICK_POINTS};

use crate::rules::variant::{OffsuitLead, RenegeAgainst};

use super::{bit, Solver};

/// Quick bounds kept for one spread of the trumps.
#[derive(Clone, Copy, Default)]
pub(super) struct Bounds {
    /// The fingerprint of each seat's trumps, the leader and the tricks
    /// done (0: empty).
    pub(super) key: u64,
    pub(super) lower: u8,
    pub(super) upper: u8,
}

impl Solver {
    /// The question answered by the trick in progress alone. A side has
    /// the trick for sure once nobody still to play on the other side can
    /// beat the winning card, or once one of its seats still to play holds
    /// a card that beats the winning card and that nobody still to play on
    /// the other side can beat (such a card is a trump or of the suit led,
    /// so it is always legal, and nothing leaves that seat's hand before
    /// its turn).
    pub(super) fn settled(&mut self, pos: &Position, target: u8) -> Option<bool> {
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

    /// The question answered inside a trick by the sure tricks after it
    /// (and this trick's, when its winner is known: nobody still to play
    /// can beat the winning card). The tricks after it are counted as
    /// `sure_tricks` counts them, from the trumps each seat keeps, with
    /// whichever seat could still take this trick to lead next (the
    /// fewest). The side whose points are proved plays as it likes: a seat
    /// of it still to play keeps its trumps when it may answer a plain lead
    /// with a plain card, else plays its lowest trump (a trump held may
    /// always be played). The other side is counted at its strongest: a
    /// seat still to play keeps every trump when it may play anything else
    /// now, else gives up its lowest (a trump it must play now it must play
    /// at its turn too: what may be kept back only shrinks as the trick
    /// goes on). No count here grows with the other side's trumps.
    ///
    /// `mover` says whether the seat to move is the counted side's: a "yes"
    /// is looked for only at the other side's choices, where every card
    /// would have to be searched to find it, and a "no" only at the counted
    /// side's.
    pub(in crate::rules::solve) fn decided(
        &mut self,
        pos: &Position,
        target: u8,
        mover: bool,
    ) -> Option<bool> {
        let deal = &self.deal;
        let n = deal.n;
        let later = later_tricks(pos);
        if later == 0 {
            return None;
        }
        let leader = usize::from(pos.leader);
        let winning = pos.winning_seat(n);
        // The seats that could still take the trick (a card that beats a
        // card beating the winning one beats it too).
        let mut takers = 1u32 << winning;
        for i in usize::from(pos.trick_len)..n {
            let s = seat_after(leader, i, n);
            if pos.hands[s] & pos.beat != 0 {
                takers |= 1 << s;
            }
        }
        let known = takers == 1 << winning;
        let counted = deal.is_counted(winning);
        let trumps = deal.ranking.trumps().0;
        let mut held = [0u64; 2];
        for s in 0..n {
            held[usize::from(deal.is_counted(s))] |= pos.hands[s] & trumps;
        }
        // The best card in the trick goes to the trick's winner; one in a
        // hand is counted by the quick bounds.
        let in_trick = matches!(deal.bonus, Bonus::Card(best) if pos.trick().contains(&best));
        let trick_points = (1 + u8::from(in_trick)) * TRICK_POINTS;
        let bonus_rest = if in_trick { 0 } else { self.bonus_left(pos) };
        // No more sure tricks for a side than trumps it holds.
        let most_sure = |side: usize| (held[side].count_ones() as u8).min(later) * TRICK_POINTS;
        let yes_now = if known && counted { trick_points } else { 0 };
        let no_now = if known && !counted { 0 } else { trick_points };
        let answer = if !mover
            && pos.past + yes_now < target
            && pos.past + yes_now + most_sure(1) + bonus_rest >= target
        {
            let lo = self.later_sure(pos, true, takers);
            (pos.past + yes_now + lo >= target).then_some(true)
        } else if mover && pos.past + no_now + later * TRICK_POINTS - most_sure(0) < target {
            let hi = self.later_sure(pos, false, takers);
            (pos.past + no_now + hi < target).then_some(false)
        } else {
            None
        }?;
        let card = pos.trick[usize::from(pos.win)];
        self.mark(card, pos.hands[winning], self.deal.all_layout & !pos.gone);
        Some(answer)
    }

    /// For `decided`: the quick bounds after this trick, the seats still to
    /// play keeping the trumps said there, with each of `takers` to lead:
    /// the counted side's fewest points (`mine`), or its most.
    fn later_sure(&mut self, pos: &Position, mine: bool, takers: u32) -> u8 {
        let deal = &self.deal;
        let n = deal.n;
        let leader = usize::from(pos.leader);
        let trumps = deal.ranking.trumps().0;
        let trick = pos.trick();
        let plain_lead = usize::from(pos.lead) != TRUMP_LEAD;
        let mut after = *pos;
        // The best card played to this trick by a seat still to play: it
        // may be the counted side's.
        let mut best_played = false;
        for i in usize::from(pos.trick_len)..n {
            let s = seat_after(leader, i, n);
            let held = pos.hands[s] & trumps;
            if held == 0 {
                continue;
            }
            let other_card = deal.legal(pos.hands[s], trick) & !trumps != 0;
            let keeps = if deal.is_counted(s) == mine {
                plain_lead && other_card
            } else {
                other_card
            };
            if !keeps {
                let lowest = deal.layout_card[63 - deal.layout_of(held).leading_zeros() as usize];
                deal.take(&mut after, s, lowest);
                best_played |= matches!(deal.bonus, Bonus::Card(best) if best == lowest);
            }
        }
        after.done += 1;
        let mut rest = takers;
        let mut found = if mine { u8::MAX } else { 0 };
        while rest != 0 {
            after.leader = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let (lo, hi) = self.quick_bounds(&after);
            found = if mine { found.min(lo) } else { found.max(hi) };
        }
        if !mine && best_played {
            found += TRICK_POINTS;
        }
        found
    }

    /// Whether a counted seat that has played to this trick holds a trump
    /// no other seat's card can beat: its side takes a trick after this one
    /// (so, with this trick, two more).
    pub(super) fn sure_after_trick(&self, pos: &Position) -> bool {
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
    pub(super) fn unbeatable(&self, cards: u64, lead: usize, against: u64) -> bool {
        self.unbeatable_card(cards, lead, against).is_some()
    }

    /// The first of `cards` beaten, on a lead of kind `lead`, by none of
    /// `against`.
    pub(super) fn unbeatable_card(&self, cards: u64, lead: usize, against: u64) -> Option<Card> {
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
    pub(super) fn bonus_left(&self, pos: &Position) -> u8 {
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

    /// How many sure tricks of the counted side (`mine`), or of the side
    /// against it, answer "at least `need` more points?": yes for the
    /// counted side, no for the other. `Err` holds the answer when there is
    /// nothing to count: no for a side that cannot get `need` at all, and
    /// none when more tricks would be wanted than are left.
    fn tricks_wanted(&self, pos: &Position, need: u8, mine: bool) -> Result<u8, Option<bool>> {
        let left = ROUND_TRICKS - pos.done;
        // The best card, when it is the top trump, takes its trick: the
        // side holding it has the bonus.
        let held_by = match self.deal.bonus {
            Bonus::Card(best) => (0..self.deal.n)
                .find(|&s| pos.hands[s] & bit(best) != 0)
                .map(|s| self.deal.is_counted(s)),
            _ => None,
        };
        let wanted = if mine {
            let sure = if held_by == Some(true) {
                TRICK_POINTS
            } else {
                0
            };
            need.saturating_sub(sure).div_ceil(TRICK_POINTS)
        } else {
            let bonus = if held_by == Some(false) {
                0
            } else {
                self.bonus_left(pos)
            };
            let most = left * TRICK_POINTS + bonus;
            if most < need {
                return Err(Some(false));
            }
            (most - need) / TRICK_POINTS + 1
        };
        if wanted > left {
            return Err(None);
        }
        Ok(wanted)
    }

    /// The question answered by the leader's sure cards: cards that nobody
    /// on the other side can beat when led. Led one after another they each
    /// take a trick for the leader's side, as long as no partner can beat
    /// them either (a partner who takes one has the lead, and the
    /// leader's other sure cards may never be led): so the side takes
    /// those cards' tricks and one more if any other sure card is left.
    pub(super) fn sure_leads(&mut self, pos: &Position, need: u8) -> Option<bool> {
        let deal = &self.deal;
        let n = deal.n;
        let leader = usize::from(pos.leader);
        let mine = deal.is_counted(leader);
        let wanted = match self.tricks_wanted(pos, need, mine) {
            Ok(wanted) => wanted,
            Err(answer) => return answer,
        };
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
            sure = self.crossruff(seat_layout, &side_layout, leader, tricks, sure);
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

    /// `sure` with a crossruff counted, for either side: two of its seats
    /// hold top trumps (above every trump of the other side) and no other
    /// seat of the side holds one. One leads a plain card and the other
    /// trumps it with a top trump, which takes the trick (a trump may
    /// always be played, under every rule, and nobody else holds one as
    /// high); then that one leads a plain card and the first trumps it;
    /// and so on (see `crossruff_tricks`). Led, a trump would bring both
    /// seats' top trumps down in the same trick: where a side's top trumps
    /// are split between two seats, this is the count that holds them
    /// apart (the search found it card by card at every play of the other
    /// side: one deal of the first lead at eight players took seconds).
    ///
    /// The leader's side crossruffs from the leader and its partner. The
    /// other side first answers the lead: one of the two plays a top trump
    /// and takes the trick (see `crossruff_after_their_lead`).
    fn crossruff(
        &self,
        seat_layout: &[u64; 8],
        side_layout: &[u64; 2],
        leader: usize,
        tricks: u8,
        mut sure: [u8; 2],
    ) -> [u8; 2] {
        let deal = &self.deal;
        let leading_side = usize::from(deal.is_counted(leader));
        for side in 0..2 {
            let top = above_every(side_layout[1 - side]);
            let mut holders = (0..deal.n)
                .filter(|&s| usize::from(deal.is_counted(s)) == side && seat_layout[s] & top != 0);
            let (Some(one), Some(other), None) = (holders.next(), holders.next(), holders.next())
            else {
                continue;
            };
            let seat = |s: usize| Ruffer {
                top: (seat_layout[s] & top).count_ones() as u8,
                plain: tricks.saturating_sub(seat_layout[s].count_ones() as u8),
                low: seat_layout[s] & !top != 0,
                never_made: self.never_made_to_trump(seat_layout[s]),
            };
            let count = if side != leading_side {
                crossruff_after_their_lead(tricks, seat(one), seat(other))
            } else if one == leader {
                crossruff_tricks(tricks, seat(one), seat(other))
            } else if other == leader {
                crossruff_tricks(tricks, seat(other), seat(one))
            } else {
                continue;
            };
            sure[side] = sure[side].max(count);
        }
        sure
    }

    /// Whether a seat holding the trumps `layout` (in the order layout), all
    /// of them above every trump of the side on lead, is never made to
    /// play one while it holds a plain card: each is renegeable, so not
    /// forced by a trump led below it (against the card led: under the
    /// house rules that count the trumps played or an honour led, a trump
    /// of its own side played first could force it), and a plain lead
    /// never forces a trump (no trump counts as a card of a plain suit,
    /// and under `follow-else-trump` the renegeable trumps are never forced
    /// by a plain lead).
    fn never_made_to_trump(&self, layout: u64) -> bool {
        let deal = &self.deal;
        let rules = &deal.rules;
        let plain_lead = match rules.offsuit_lead {
            OffsuitLead::Free => true,
            OffsuitLead::FollowOrTrump => self.trumps_spread_freely(),
            OffsuitLead::FollowElseTrump => {
                rules.renege_on_plain_lead && self.no_trump_in_a_plain_suit()
            }
        };
        layout & !deal.renegeable_layout == 0
            && rules.renege_against == RenegeAgainst::Led
            && plain_lead
    }

    /// Whether no trump also counts as a card of a plain suit (as the A♥
    /// does under `trump-and-heart`).
    fn no_trump_in_a_plain_suit(&self) -> bool {
        let ranking = &self.deal.ranking;
        Suit::ALL
            .into_iter()
            .filter(|&s| s != ranking.trump())
            .all(|s| {
                ranking
                    .suit_cards(s)
                    .intersection(ranking.trumps())
                    .is_empty()
            })
    }

    /// Whether, under these rules, a seat may always answer a plain lead
    /// with a trump, and with a plain card when it holds one: the off-suit
    /// rule is `free`, or `follow-or-trump` with no trump that also counts
    /// as a plain suit (the A♥ under `trump-and-heart` would have to follow
    /// a hearts lead, and so be played as a trump).
    fn trumps_spread_freely(&self) -> bool {
        match self.deal.rules.offsuit_lead {
            OffsuitLead::Free => true,
            OffsuitLead::FollowOrTrump => self.no_trump_in_a_plain_suit(),
            OffsuitLead::FollowElseTrump => false,
        }
    }
}

/// Entries of the quick-bounds cache by the number of players (a power of
/// two; 16 bytes each).
pub(super) fn bounds_entries(players: usize) -> usize {
    if players <= 4 {
        1 << 10
    } else {
        1 << 12
    }
}

/// The kind of lead of a trump in `Deal::beaters` (plain suits are 0-3).
pub(super) const TRUMP_LEAD: usize = 4;

/// The tricks after the one in progress.
pub(super) fn later_tricks(pos: &Position) -> u8 {
    ROUND_TRICKS - pos.done - 1
}

/// The trumps (in the order layout) above every one of `theirs`: all of
/// them when `theirs` is empty.
fn above_every(theirs: u64) -> u64 {
    (1u64 << theirs.trailing_zeros().min(16)) - 1
}

/// A seat's part in a crossruff: its top trumps, its plain cards, whether
/// it holds a trump below the top ones, and whether it is never made to
/// play a trump while it holds a plain card (see `never_made_to_trump`).
#[derive(Clone, Copy)]
struct Ruffer {
    top: u8,
    plain: u8,
    low: bool,
    never_made: bool,
}

/// The tricks a side takes crossruffing from `leader` and `partner`, with
/// `tricks` left: the leader leads a plain card and the partner trumps it,
/// then the partner leads one and the leader trumps it, and so on while
/// each has a plain card to lead and a top trump to trump with; then the
/// one of the two with more top trumps left plays one to each trick after
/// (led or not), and each takes its trick. Each seat holds as many cards
/// as there are tricks left, so its plain cards are its cards less its
/// trumps.
fn crossruff_tricks(tricks: u8, leader: Ruffer, partner: Ruffer) -> u8 {
    let mut most = leader.top.max(partner.top).min(tricks);
    for trumped in 1..=tricks {
        // The tricks the leader leads and the partner trumps, and the
        // ones the partner leads and the leader trumps.
        let (by_partner, by_leader) = (trumped.div_ceil(2), trumped / 2);
        if leader.plain < by_partner
            || partner.top < by_partner
            || partner.plain < by_leader
            || leader.top < by_leader
        {
            break;
        }
        let kept = (leader.top - by_leader).max(partner.top - by_partner);
        most = most.max((trumped + kept).min(tricks));
    }
    most
}

/// The tricks a side not on lead takes crossruffing with `one` and
/// `other`, `tricks` left. To the other side's lead one of the two plays
/// a top trump and takes the trick; the second plays its lowest trump
/// when it holds one below the top trumps (a trump may always be
/// played), or a plain card when it is never made to play a trump and
/// holds one; else it plays a plain card or, made to, a top trump, and
/// which of the two then has the lead is not known. Each way round, the
/// fewest of what the second may have to play; the more of the two ways.
fn crossruff_after_their_lead(tricks: u8, one: Ruffer, other: Ruffer) -> u8 {
    let rest = tricks - 1;
    let mut most = 0;
    for (taker, second) in [(one, other), (other, one)] {
        let taker = Ruffer {
            top: taker.top - 1,
            ..taker
        };
        let thrown = Ruffer {
            plain: second.plain.saturating_sub(1),
            ..second
        };
        let after = if second.low {
            // (Its trump played, its plain cards are as many.)
            crossruff_tricks(rest, taker, second)
        } else if second.never_made && second.plain > 0 {
            crossruff_tricks(rest, taker, thrown)
        } else {
            let wasted = Ruffer {
                top: second.top - 1,
                ..second
            };
            let mut fewest =
                crossruff_tricks(rest, taker, wasted).min(crossruff_tricks(rest, wasted, taker));
            if second.plain > 0 {
                fewest = fewest.min(crossruff_tricks(rest, taker, thrown));
            }
            fewest
        };
        most = most.max(1 + after);
    }
    most.min(tricks)
}
