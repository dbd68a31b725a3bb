//! The last two tricks, searched on their own up to five players. With
//! two cards in each hand the tree is tiny (at most two choices a seat),
//! and most of the general search's work at a node (ordering the choices,
//! settling a trick early, the table) costs more than it saves there:
//! here each choice is a few bit operations, and the last trick plays
//! itself. The cards a seat may play are the rules' own (`legal_plays`),
//! who takes a trick is the deal's table of who beats whom and its points
//! are `Deal::trick_points`, as everywhere in the solver.
//!
//! The same two tricks are reached again and again in one deal (the
//! earlier tricks played in another order, or the same position asked
//! about with another target), so their answers are kept, card for card,
//! in a small table of their own (`Exact`): keyed on the hands alone, it
//! costs a few multiplications where the general table's key costs a walk
//! over every card. At four players two in five of the searches were
//! repeats.

use crate::rules::card::Card;
use crate::rules::solve::deal::{seat_after, Bonus, Deal, Position, ROUND_TRICKS};

use super::exact::Exact;
use super::stats::Source;
use super::{bits, Solver};

/// The most players for whom the last two tricks have this search. Beyond
/// five its tree (two choices for every seat, with nothing settled early)
/// costs more than the general search: the eight-player single-dummy
/// benchmark took six times as long.
const MOST_PLAYERS: usize = 5;

/// Entries of the table of answers (a power of two; 32 bytes each). A
/// four-player par searches the last two tricks about 80 times.
pub(super) const ENDINGS: usize = 1 << 11;

impl Solver {
    /// Whether `pos` is answered by `last_two`: two tricks left or the
    /// next-to-last in progress, at a table of five or fewer, in a round
    /// whose bonus does not wait for the suits led (see `Position::play`).
    pub(super) fn in_last_two(&self, pos: &Position) -> bool {
        pos.done + 2 == ROUND_TRICKS
            && self.deal.n <= MOST_PLAYERS
            && !matches!(self.deal.bonus, Bonus::BySuit(_))
    }

    /// Whether the counted side takes at least `need` more points from a
    /// position `in_last_two` accepts. Marks the cards whose rank decided
    /// a trick, as the general search does.
    pub(super) fn last_two(&mut self, pos: &Position, need: u8) -> bool {
        debug_assert!(self.in_last_two(pos));
        let n = self.deal.n;
        // Kept at the start of the next-to-last trick only: inside it, the
        // search comes here once, for the position asked about.
        let kept = (pos.trick_len == 0).then(|| Exact::key(pos, n, self.deal_salt, ENDINGS));
        if let Some((key, slot)) = kept {
            if let Some((answer, marks)) = self.endings[slot].answer(key, need) {
                self.stats.count(Source::KeptEnding);
                self.marks |= marks;
                return answer;
            }
        }
        self.nodes += 1;
        self.stats.count(Source::Searched);
        let deal = &self.deal;
        let mut search = Endgame {
            solver: self,
            n,
            leader: usize::from(pos.leader),
            counted: deal.counted,
            live: deal.all_layout & !pos.gone,
            need,
            hands: pos.hands,
            trick: pos.trick,
            played: bits(pos.trick()),
        };
        let (answer, marks) = if pos.trick_len == 0 {
            search.lead()
        } else {
            search.follow(usize::from(pos.trick_len), Winning::of(pos, n))
        };
        self.marks |= marks;
        if let Some((key, slot)) = kept {
            self.endings[slot].keep(key, need, answer, marks);
        }
        answer
    }
}

/// The search of `Solver::last_two`.
struct Endgame<'a> {
    solver: &'a Solver,
    n: usize,
    /// The leader of the next-to-last trick.
    leader: usize,
    /// The counted seats, one bit each.
    counted: u8,
    /// The live cards before the next-to-last trick, in the order layout.
    live: u64,
    need: u8,
    hands: [u64; 8],
    trick: [Card; 8],
    /// The cards of `trick`, one bit each.
    played: u64,
}

/// The card winning a trick so far.
#[derive(Clone, Copy)]
pub(super) struct Winning {
    pub(super) seat: usize,
    pub(super) card: usize,
    /// The cards that would beat it.
    pub(super) beat: u64,
    /// The kind of lead (see `Deal::beaters`).
    pub(super) lead: usize,
}

impl Winning {
    /// The card winning the trick in progress in `pos`.
    pub(super) fn of(pos: &Position, n: usize) -> Winning {
        Winning {
            seat: pos.winning_seat(n),
            card: pos.trick[usize::from(pos.win)].index(),
            beat: pos.beat,
            lead: usize::from(pos.lead),
        }
    }

    /// A trick just led by `seat` with card `c` (an index).
    fn led(deal: &Deal, seat: usize, c: usize) -> Winning {
        let lead = usize::from(deal.lead_kind[c]);
        Winning {
            seat,
            card: c,
            beat: deal.beaters[lead][c],
            lead,
        }
    }

    /// The card winning after `seat` plays card `c` (an index) to the
    /// trick: `c` when it beats the card winning so far, else that card.
    pub(super) fn after(self, deal: &Deal, seat: usize, c: usize) -> Winning {
        use std::hint::select_unpredictable as pick;
        let takes = self.beat & 1 << c != 0;
        Winning {
            seat: pick(takes, seat, self.seat),
            card: pick(takes, c, self.card),
            beat: pick(takes, deal.beaters[self.lead][c], self.beat),
            lead: self.lead,
        }
    }
}

impl Endgame<'_> {
    fn is_counted(&self, seat: usize) -> bool {
        self.counted & (1 << seat) != 0
    }

    /// The leader's choice.
    fn lead(&mut self) -> (bool, u64) {
        let deal = &self.solver.deal;
        let seat = self.leader;
        let hand = self.hands[seat];
        let maximising = self.is_counted(seat);
        let mut marks = 0;
        // The leads known to answer as one already searched (order
        // layout; see `Solver::alike`).
        let mut alike = 0;
        let mut rest = deal.legal(hand, &[]);
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if alike & 1 << deal.order_bit[c] != 0 {
                continue;
            }
            let now = Winning::led(deal, seat, c);
            self.trick[0] = card_at(c);
            self.played = 1 << c;
            self.hands[seat] = hand & !(1 << c);
            let (reached, below) = self.follow(1, now);
            self.hands[seat] = hand;
            if reached == maximising {
                return (reached, below);
            }
            marks |= below;
            alike |= self.solver.alike(self.live, below, card_at(c));
        }
        (!maximising, marks)
    }

    /// The choice of the seat playing the `len + 1`-th card of the
    /// next-to-last trick.
    fn follow(&mut self, len: usize, now: Winning) -> (bool, u64) {
        let deal = &self.solver.deal;
        let n = self.n;
        let seat = seat_after(self.leader, len, n);
        let hand = self.hands[seat];
        let legal = deal.legal(hand, &self.trick[..len]);
        let maximising = self.is_counted(seat);
        // A seat whose side is not winning the trick tries a card that
        // takes it first; one whose side is, a card that does not.
        let mut first = legal.trailing_zeros() as usize;
        let mut second = 63 - legal.leading_zeros() as usize;
        let winning = self.is_counted(now.seat) == maximising;
        if (now.beat & 1 << first != 0) == winning {
            std::mem::swap(&mut first, &mut second);
        }
        let mut marks = 0;
        for c in [first, second] {
            let next = now.after(deal, seat, c);
            self.trick[len] = card_at(c);
            self.played ^= 1 << c;
            self.hands[seat] = hand & !(1 << c);
            let (reached, below) = if len + 1 == n {
                self.score(next)
            } else {
                self.follow(len + 1, next)
            };
            self.hands[seat] = hand;
            self.played ^= 1 << c;
            if reached == maximising {
                return (reached, below);
            }
            marks |= below;
            if first == second {
                break;
            }
        }
        (!maximising, marks)
    }

    /// The next-to-last trick is complete, won by `won`: its points and
    /// those of the last trick, which plays itself.
    fn score(&self, won: Winning) -> (bool, u64) {
        let solver = self.solver;
        let deal = &solver.deal;
        let hands = &self.hands;
        let points = deal.trick_points(won.seat, self.played);
        let marks = solver.won_mark(card_at(won.card), self.played, hands[won.seat], self.live);
        let (last, last_marks, _) = solver.last_trick_of(hands, won.seat, self.live);
        (points + last >= self.need, marks | last_marks)
    }
}

impl Solver {
    /// The last trick, one card in each of `hands`, led by `leader`: it
    /// plays itself. The counted side's points from it, the card whose
    /// rank decided it (`live`: the live cards at the next-to-last trick's
    /// start, order layout), and whether the card that took it is a trump.
    pub(super) fn last_trick_of(
        &self,
        hands: &[u64; 8],
        leader: usize,
        live: u64,
    ) -> (u8, u64, bool) {
        let deal = &self.deal;
        let n = deal.n;
        let mut now = Winning::led(deal, leader, hands[leader].trailing_zeros() as usize);
        let mut last = hands[leader];
        for k in 1..n {
            let s = seat_after(leader, k, n);
            now = now.after(deal, s, hands[s].trailing_zeros() as usize);
            last |= hands[s];
        }
        // (No card is left in the winner's hand to fall in with it.)
        let marks = self.won_mark(card_at(now.card), last, 0, live);
        let trump = deal.order_bit[now.card] < 16;
        (deal.trick_points(now.seat, last), marks, trump)
    }
}

pub(super) fn card_at(index: usize) -> Card {
    Card::from_index(index as u8).unwrap_or(Card::JOKER)
}
