//! The other side's choices early in the round at big tables, tried with
//! growing allowances of nodes, so that one wrong first try does not cost
//! millions of nodes before the right card is found.

use crate::rules::solve::deal::Position;

use super::moves::{Alike, Moves};
use super::table::{Shape, EXACT};
use super::Solver;

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
    pub(super) fn for_players(n: usize) -> Widen {
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

impl Solver {
    /// A choice early in the round, where one wrong first try can cost
    /// millions of nodes: every card is tried with a small allowance of
    /// nodes, then four times as many, and so on, until one card answers
    /// the question or every card is known not to. Finished answers deeper
    /// in the tree stay in the table, and so do these positions, card for
    /// card, so a card tried again goes quickly through the part already
    /// searched.
    pub(super) fn widen(&mut self, pos: &Position, target: u8, seat: usize, moves: &Moves) -> bool {
        let need = target - pos.past;
        let shape = Shape::exact(self.exact_key(pos));
        if let Ok(answer) = self.read(&shape, need) {
            self.stats.count(super::stats::Source::Table);
            return answer;
        }
        let result = self.with_allowances(pos, target, seat, moves);
        if !self.aborted {
            self.remember(&shape, EXACT, pos.done, (0, u8::MAX), need, result, u8::MAX);
        }
        result
    }

    /// The search of `widen`, each card with a growing allowance.
    pub(super) fn with_allowances(
        &mut self,
        pos: &Position,
        target: u8,
        seat: usize,
        moves: &Moves,
    ) -> bool {
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
}
