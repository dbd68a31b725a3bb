//! The leader's sure cards: cards that nobody on the other side can beat
//! when led, which take their tricks one after another. Asked at each
//! trick's start, after the quick bounds.

use crate::rules::solve::deal::Position;

use super::Solver;

impl Solver {
    /// The question answered by the leader's sure cards: cards that nobody
    /// on the other side can beat when led. Led one after another they each
    /// take a trick for the leader's side, as long as no partner can beat
    /// them either (a partner who takes one has the lead, and the
    /// leader's other sure cards may never be led): so the side takes
    /// those cards' tricks and one more if any other sure card is left.
    pub(in crate::rules::solve::search) fn sure_leads(
        &mut self,
        pos: &Position,
        need: u8,
    ) -> Option<bool> {
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
}
