//! The rest of a trick, from its second card on, at small tables and at
//! big ones after the first trick: each choice a few bit operations,
//! where the general search (`in_trick`) orders the choices, settles the
//! trick early and walks the position for every card. At four players
//! most positions searched are inside a trick with three or four cards in
//! each hand, and there the general search's care cost more than it
//! saved: this search takes a tenth fewer instructions over the benchmark
//! deals, and a fifth fewer mispredicted branches. The choices still come
//! from the rules (`legal_plays`), the trick's winner from the deal's
//! table of who beats whom and its points from `Deal::trick_points`; a
//! complete trick goes back to the general search, with its table, at the
//! next trick's start.
//!
//! One piece of the general search's care does pay here: a card that
//! failed rests its answer on the cards its search marked, so a lower
//! card of its suit below all of them, doing the same to the trick, fails
//! too and is not searched (`Solver::alike`). Over the benchmark deals
//! that took 11% of the instructions and 6% of the nodes away.
//!
//! And one more, of its own: a plain card thrown to a trick it does not
//! take, by a seat whose choice failed, when the answer below it rested
//! only on the trick's winner, its points and the trumps each seat holds
//! (the points were enough, or the quick bounds answered at the next
//! trick's start, or a trump took the last trick, every way the trick
//! went on), and on cards marked the same whichever plain card was
//! thrown: then every other plain card that seat may throw fails the same
//! way, on the same cards, and none is searched (see
//! `Solver::lean_done`). The seats after it see the same trick (the same
//! winner, the same cards to beat, the same cards to follow), and the
//! seat keeps the other card only for later tricks, which the quick
//! bounds do not read (and a plain card takes no trick from a trump). At
//! eight players, where six seats on the other side each throw one of
//! their suits in turn, it took the processor time of the single-dummy
//! benchmark's first lead from 17.1 s to 14.2 s (200 deals, a quick
//! build, run alternately), of its second card from 3.75 s to 2.90 s
//! (1,000 deals), and of `bid` from 13.9 s to 12.5 s (300 deals), with
//! the same answers; counting a last trick a trump takes too, to 13.2 s,
//! 2.87 s and 11.6 s.
//!
//! The same holds for a trump thrown under the trick's winner, where a
//! seat's legal cards rest on the card led alone and before the
//! next-to-last trick; not for the cards never merged with a neighbour
//! (the best-card candidates, and the A♥ when it also follows hearts: see
//! `Deal::special`). See the comment at the skip.
//!
//! A seat's legal cards are worked out once for the trick where the rules
//! make them rest on the card led alone (see `reads_only_the_lead`), not
//! again for each way the seats before it played: 3.5% less processor
//! time for `bid` at eight players, 5% for the second card.

use crate::rules::card::Card;
use crate::rules::play::reads_only_the_lead;
use crate::rules::solve::deal::{seat_after, Bonus, Deal, Position, ROUND_TRICKS, TRICK_POINTS};

use super::endgame::{card_at, Winning};
use super::stats::Source;
use super::{bits, merged, Solver};

/// The first trick (by tricks done) searched this way at a table of `n`,
/// up to the next-to-last (at five players and fewer the last two have
/// their own search): the second trick on at four players or fewer, the
/// third on at five. A lean second trick at five players took 8% more
/// instructions over the benchmark deals (its hands are long, and the
/// general search's order pays there).
///
/// At six to eight players the second trick on. Once the general search
/// had grown its sure-trick counts and its table of trick starts kept
/// card for card, its care inside a trick no longer paid at big tables
/// either: at eight players, a lean third and fourth trick took the
/// single-dummy benchmark's second card from 2.95 s to 2.10 s (1,000
/// deals, a quick build, run alternately), its first lead from 9.3 s to
/// 8.9 s (200 deals), and `bid` from 27.1 s to 25.1 s, with the same
/// answers; a lean second trick too was slower again at eight (2.45 s and
/// 10.7 s). At six players the second card went from 1.09 s to 0.66 s
/// with the second trick lean (0.76 s from the third), and seven-player
/// pars (`benches/par_spread.rs`, 300 deals) from 9.3 s to 3.0 s of
/// processor time (3.8 s from the third). At eight a lean second trick
/// paid once a thrown plain card was answered as another (see the
/// module's doc): the first lead's 200 deals went from 12.5 s to 10.8 s
/// of processor time, while the second card's 1,000 went from 2.60 s to
/// 2.83 s (quick builds, run alternately), well within its target. So the
/// general search now plays out only the first trick at big tables.
///
/// On hands after the draw (`drawn`, see `Solver::for_drawn_hands`): from
/// the second trick on, and at six and eight players from the second card
/// of the first. Those hands are full of trumps, and each seat's choices
/// are few (a trump lead must be followed with a trump); from the second
/// trick, the four trumps of the rule book's hand took 18% less time at
/// six players (300 deals, run alternately), 30% less at seven (60
/// deals), 28% less at eight (40 deals), with the same pars. From the
/// first trick, 9% less again at six, 4% at eight, but twice as much at
/// seven (cut-throat there: one seat against six, whose first choices the
/// general search orders better), so six and eight players take it, seven
/// not. Measured again at eight on the same hand's first 100 deals (400
/// pars, two runs each way): 10% less processor time, the same pars.
fn lean_from(n: usize, drawn: bool) -> Option<u8> {
    match n {
        6 | 8 if drawn => Some(0),
        7.. if drawn => Some(1),
        0..=4 => Some(1),
        5 => Some(2),
        6..=8 => Some(1),
        _ => None,
    }
}

/// The smallest table at which a lean trick asks, at each card, whether
/// the trick as it stands answers the question (see
/// `Solver::lean_settled`). At four players, asking before the lean trick
/// cost more than it saved (see `Solver::reach`); at six and eight, on
/// hands after the draw, where up to seven seats would each play out a
/// trick already decided, it took 4% off the processor time (six players
/// 1,000 deals, eight players 100, run alternately), with the same pars.
const SETTLED_FROM: usize = 6;

/// The search of `Solver::lean_trick`: the trick as it stands.
struct Lean {
    /// The side whose sure trick answers the question (see
    /// `Solver::lean_settled`; none: neither side's).
    settles: Option<bool>,
    /// The position at which the search started.
    start: Position,
    leader: usize,
    hands: [u64; 8],
    trick: [Card; 8],
    /// The cards of `trick`, one bit each.
    played: u64,
    /// The live cards before the trick is complete, in the order layout.
    live: u64,
    /// The cards gone once the trick is complete, as far as it is played
    /// (order layout), and the trumps' fingerprint as it stands: kept up
    /// card by card, so that a complete trick need not walk its cards.
    gone: u64,
    trump_key: u64,
    /// The points the counted side needs from here on.
    need: u8,
    /// Each seat's legal cards, one bit each, and its choices among them
    /// in the order layout (the best of each run of cards that are one
    /// choice, see `merged`), once worked out (`known`, a bit a seat),
    /// where they rest on the card led alone (see `reads_only_the_lead`):
    /// a seat's hand does not change before its turn, nor do the live
    /// cards within the trick. (Working out the choices before the cards
    /// that take the trick are told apart loses nothing: cards that are
    /// one choice either both take it or neither, since a card between
    /// them in the order would have to be winning it, and it is live.)
    legal: [(u64, u64); 8],
    known: u8,
    by_lead: bool,
}

impl Solver {
    /// Whether `pos` is searched by `lean_trick`: inside a trick, at a
    /// table and a trick `lean_from` names, before the last trick and not
    /// in the last two where they have their own search (`in_last_two`),
    /// in a round whose bonus does not wait for the suits led (see
    /// `Position::play`).
    pub(super) fn in_lean_trick(&self, pos: &Position) -> bool {
        self.lean
            && pos.trick_len > 0
            && pos.done + 1 < ROUND_TRICKS
            && !self.in_last_two(pos)
            && lean_from(self.deal.n, self.drawn).is_some_and(|from| pos.done >= from)
            && !matches!(self.deal.bonus, Bonus::BySuit(_))
    }

    /// Whether the counted side takes at least `need` more points from a
    /// position `in_lean_trick` accepts. Marks the cards whose rank
    /// decided a trick, as the general search does.
    pub(super) fn lean_trick(&mut self, pos: &Position, need: u8) -> bool {
        debug_assert!(self.in_lean_trick(pos));
        self.nodes += 1;
        self.stats.count(Source::Searched);
        let n = self.deal.n;
        let mut lean = Lean {
            settles: self.settles(pos, need),
            start: *pos,
            leader: usize::from(pos.leader),
            hands: pos.hands,
            trick: pos.trick,
            played: bits(pos.trick()),
            live: self.deal.all_layout & !pos.gone,
            gone: pos.gone | self.deal.layout_of(bits(pos.trick())),
            trump_key: pos.trump_key,
            need,
            legal: [(0, 0); 8],
            known: 0,
            by_lead: reads_only_the_lead(&self.deal.rules),
        };
        let now = Winning::of(pos, n);
        let (answer, marks, _) = self.lean_follow(&mut lean, usize::from(pos.trick_len), now);
        self.marks |= marks;
        answer
    }

    /// The choice of the seat playing the `len + 1`-th card of the trick,
    /// `now` winning it so far: the answer and the cards it rests on. A
    /// seat whose side is not winning the trick tries the cards that take
    /// it first, one whose side is the others; the lowest first either
    /// way, so that the cards that matter later are kept. The third value
    /// says whether the answer and those cards would be the same had a
    /// seat that played to the trick before, and did not take it, thrown
    /// another plain card (see `lean_done`).
    fn lean_follow(&mut self, lean: &mut Lean, len: usize, now: Winning) -> (bool, u64, bool) {
        let n = self.deal.n;
        if lean.settles.is_some() {
            if let Some((answer, marks)) = self.lean_settled(lean, len, now) {
                self.stats.count(Source::LeanSettled);
                // (It reads only the winning card and the hands still to
                // play.)
                return (answer, marks, true);
            }
        }
        let deal = &self.deal;
        let seat = seat_after(lean.leader, len, n);
        let hand = lean.hands[seat];
        let (legal, choices) = if lean.known & 1 << seat != 0 {
            lean.legal[seat]
        } else {
            let legal = deal.legal(hand, &lean.trick[..len]);
            let layout = deal.layout_of(legal);
            let found = (legal, layout & !merged(deal, layout, lean.live));
            if lean.by_lead {
                lean.legal[seat] = found;
                lean.known |= 1 << seat;
            }
            found
        };
        let maximising = deal.is_counted(seat);
        let ours = deal.is_counted(now.seat) == maximising;
        let takes = legal & now.beat;
        let takes_layout = deal.layout_of(takes) & choices;
        let classes = if ours {
            [
                (legal & !takes, choices & !takes_layout),
                (takes, takes_layout),
            ]
        } else {
            [
                (takes, takes_layout),
                (legal & !takes, choices & !takes_layout),
            ]
        };
        let mut marks = 0;
        let mut loose = true;
        for (class, mut layout) in classes {
            while layout != 0 {
                // The lowest first: the highest place in the order layout.
                let b = 63 - layout.leading_zeros();
                layout ^= 1 << b;
                let deal = &self.deal;
                let card = deal.layout_card[b as usize];
                let c = card.index();
                let next = now.after(deal, seat, c);
                let key = deal.trump_key_change(seat, c);
                lean.trick[len] = card;
                lean.played ^= 1 << c;
                lean.gone ^= 1 << b;
                lean.trump_key ^= key;
                lean.hands[seat] = hand & !(1 << c);
                let (reached, below, free) = if len + 1 == n {
                    self.lean_done(lean, next)
                } else {
                    self.lean_follow(lean, len + 1, next)
                };
                lean.hands[seat] = hand;
                lean.played ^= 1 << c;
                lean.gone ^= 1 << b;
                lean.trump_key ^= key;
                if self.aborted {
                    // (A trial search gave up below: stop at once, as
                    // the general search does; the answer is thrown away.)
                    return (false, 0, false);
                }
                if reached == maximising {
                    return (reached, below, free);
                }
                marks |= below;
                loose &= free;
                // (Within one class, so a card alike does to the trick
                // what this one did.)
                layout &= !self.alike(lean.live, below, card);
                // A plain card that leaves the trick to whoever was winning
                // it, whose answer rests only on the trumps and on the
                // cards played after it (see `lean_done`): any other such
                // card of this hand gives the same answer, on the same
                // cards.
                let plain = plain_layout(&self.deal);
                if free && class & now.beat == 0 && plain & 1 << b != 0 {
                    layout &= !plain;
                    // And so does a trump that leaves the trick to whoever
                    // was winning it, but for the special ones: the seats
                    // after it see the same trick, and the bounds that
                    // answered below only grow for the other side when
                    // this seat holds a trump fewer. Not where a trump
                    // played may change what a later seat must play, nor
                    // in the next-to-last trick, whose answers read the
                    // card kept for the last. `bid` at eight players took
                    // 5% less processor time (300 deals, run alternately),
                    // with the same pars.
                    if lean.by_lead && lean.start.done + 2 < ROUND_TRICKS {
                        layout &= !(0xffff & !self.deal.special_layout);
                    }
                }
            }
        }
        (!maximising, marks, loose)
    }

    /// The question answered by the trick as it stands, before the seat
    /// playing its `len + 1`-th card chooses, with the card the answer
    /// rests on: as `Solver::settled` asks it of the general search, for
    /// the trick's five points (the counted side needs no more, or every
    /// later trick and the bonus would not be enough without them). A side
    /// has the trick for sure once nobody still to play on the other side
    /// can beat the card winning it, or once one of its seats still to
    /// play holds a card that beats that card and that nobody still to
    /// play on the other side can beat.
    fn lean_settled(&self, lean: &Lean, len: usize, now: Winning) -> Option<(bool, u64)> {
        let deal = &self.deal;
        let n = deal.n;
        let side = usize::from(lean.settles?);
        let mut to_come = [0u64; 2];
        for i in len..n {
            let s = seat_after(lean.leader, i, n);
            to_come[usize::from(deal.is_counted(s))] |= lean.hands[s];
        }
        let (card, hand) = if usize::from(deal.is_counted(now.seat)) == side
            && now.beat & to_come[1 - side] == 0
        {
            (card_at(now.card), lean.hands[now.seat])
        } else {
            let card =
                self.unbeatable_card(to_come[side] & now.beat, now.lead, to_come[1 - side])?;
            (card, to_come[side])
        };
        Some((side == 1, self.mark_of(card, hand, lean.live)))
    }

    /// For `lean_settled`, at six players and more: the side whose sure
    /// trick in the trick of `pos` would answer whether the counted side
    /// takes `need` more points, the counted side (true) when this trick
    /// is enough, the other when it is needed (none: neither). The same
    /// for the whole trick.
    fn settles(&self, pos: &Position, need: u8) -> Option<bool> {
        let deal = &self.deal;
        if deal.n < SETTLED_FROM {
            return None;
        }
        let later = (ROUND_TRICKS - pos.done - 1) * TRICK_POINTS;
        let live = deal.all_layout & !pos.gone;
        let bonus = match deal.bonus {
            Bonus::Card(best) if live & 1 << deal.order_bit[best.index()] != 0 => TRICK_POINTS,
            _ => 0,
        };
        if need <= TRICK_POINTS {
            Some(true)
        } else if need > later + bonus {
            Some(false)
        } else {
            None
        }
    }

    /// The trick is complete, won by `won`: its points, then the general
    /// search from the next trick's start (or, after the next-to-last
    /// trick, the last trick, which plays itself). The third value says
    /// whether the answer rests only on the winner, the trick's points and
    /// the trumps each seat holds (the trick's points are enough, or the
    /// quick bounds answer at the next trick's start, or a trump takes the
    /// last trick), and the cards marked would be the same whichever plain
    /// card a seat that did not take the trick threw.
    fn lean_done(&mut self, lean: &Lean, won: Winning) -> (bool, u64, bool) {
        let points = self.deal.trick_points(won.seat, lean.played);
        let marks = self.won_mark(
            card_at(won.card),
            lean.played,
            lean.hands[won.seat],
            lean.live,
        );
        // Whether the mark above stays the same whichever plain card a seat
        // that did not win threw: the winning card is a trump (never
        // marked), or not the card led (so the card led, of its suit, is
        // in the trick).
        let lead = lean.start.trick[0].index();
        let free = self.deal.order_bit[won.card] < 16 || won.card != lead;
        if points >= lean.need {
            return (true, marks, free);
        }
        // After the next-to-last trick (at six players and more, where the
        // last two have no search of their own) the last plays itself.
        if lean.start.done + 2 == ROUND_TRICKS {
            // (A plain card kept for the last trick takes it from no trump.)
            let (last, last_marks, trumped) = self.last_trick_of(&lean.hands, won.seat, lean.live);
            return (
                points + last >= lean.need,
                marks | last_marks,
                free && trumped,
            );
        }
        // The position after the trick, as `Position::play` leaves it.
        let mut next = lean.start;
        next.gone = lean.gone;
        next.trump_key = lean.trump_key;
        next.hands = lean.hands;
        next.leader = won.seat as u8;
        next.trick_len = 0;
        next.done += 1;
        next.past += points;
        // The quick bounds rest on the trumps each seat holds and the
        // leader alone: when they answer, so would they had any seat that
        // did not win the trick thrown another plain card.
        let (lo, hi) = self.quick_bounds(&next);
        let need = lean.need - points;
        if lo >= need || hi < need {
            self.stats.count_quick();
            return (lo >= need, marks, free);
        }
        let (answer, below) =
            self.own_marks(|s| s.past_quick_bounds(&next, lean.start.past + lean.need, (lo, hi)));
        (answer, marks | below, false)
    }
}

/// The places of the plain cards in the order layout, but for the special
/// ones (see `Deal::special`): a card of these thrown to a trick it does
/// not take changes nothing the quick bounds read, nor what any seat may
/// play after it.
fn plain_layout(deal: &Deal) -> u64 {
    !0xffff & !deal.special_layout
}
