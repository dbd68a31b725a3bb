//! A trick in progress that answers the question: one side has it for
//! sure and its five points settle it, or the sure tricks after it do.
//! The general search asks at each card inside a trick, before the seat
//! to move tries any (the lean trick asks its own, `lean_settled`).

use crate::rules::solve::deal::{seat_after, Bonus, Position, ROUND_TRICKS, TRICK_POINTS};

use super::{Solver, TRUMP_LEAD};

impl Solver {
    /// The question answered by the trick in progress alone. A side has
    /// the trick for sure once nobody still to play on the other side can
    /// beat the winning card, or once one of its seats still to play holds
    /// a card that beats the winning card and that nobody still to play on
    /// the other side can beat (such a card is a trump or of the suit led,
    /// so it is always legal, and nothing leaves that seat's hand before
    /// its turn).
    pub(in crate::rules::solve::search) fn settled(
        &mut self,
        pos: &Position,
        target: u8,
    ) -> Option<bool> {
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
}

/// The tricks after the one in progress.
fn later_tricks(pos: &Position) -> u8 {
    ROUND_TRICKS - pos.done - 1
}
