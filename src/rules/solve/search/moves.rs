//! Move generation and ordering: a seat's distinct choices (cards next to
//! each other in the order in one hand are one choice), the order most
//! likely to settle a question first, and the cards that answer as one
//! already searched (`Alike`).

use crate::rules::card::Card;
use crate::rules::solve::deal::{seat_after, Deal, Position};

use super::{bit, Solver};

impl Solver {
    /// Each legal card of the player to move with the card it is one
    /// choice with: itself, or the better card next to it in the order
    /// (no live card between), which the search treats as the same card,
    /// so the two have one value.
    pub(crate) fn one_choice(&self, pos: &Position) -> Vec<(Card, Card)> {
        let deal = &self.deal;
        let seat = pos.to_play(deal.n);
        let layout = deal.layout_of(deal.legal(pos.hands[seat], pos.trick()));
        let live = deal.all_layout & !pos.gone;
        let merged = merged(deal, layout, live);
        let mut out = Vec::new();
        let mut bits = layout;
        while bits != 0 {
            let b = bits.trailing_zeros();
            bits &= bits - 1;
            // A merged card's better neighbour is the nearest legal card
            // before it in the layout (read best first).
            let mut r = b;
            while merged & 1 << r != 0 {
                let before = layout & ((1u64 << r) - 1);
                if before == 0 {
                    break;
                }
                r = 63 - before.leading_zeros();
            }
            out.push((deal.layout_card[b as usize], deal.layout_card[r as usize]));
        }
        out
    }

    /// The cards (order layout) whose answer is the one just found for
    /// `card`, by the cards its search marked (`below`): when `card` is a
    /// plain card below every card its answer rests on, so is any other
    /// live card of its suit below them, and the position after either is
    /// of the same class (the same shape, the same top cards hand by
    /// hand), so it has the same answer. `layout`: the live cards before
    /// `card` is played.
    pub(super) fn alike(&self, layout: u64, below: u64, card: Card) -> u64 {
        let deal = &self.deal;
        let b = deal.order_bit[card.index()];
        if !self.partition || !(16..64).contains(&b) || deal.special & bit(card) != 0 {
            return 0;
        }
        let group = 0xffffu64 << (b & !15);
        let kept = (below | deal.special_layout) & layout & group;
        // The cards of the group after the lowest one kept.
        // (`checked_shr` gives 0 above when none is kept.)
        let low = group & !u64::MAX.checked_shr(kept.leading_zeros()).unwrap_or(0);
        std::hint::select_unpredictable(low & 1 << b == 0, 0, low & layout)
    }

    /// `moves` inside a trick: a second thread takes the other side's
    /// choices the other way round (see `value_shared`).
    pub(super) fn choices(&self, pos: &Position, seat: usize, maximising: bool) -> Moves {
        let mut moves = self.moves(pos, seat);
        if self.helper && !maximising {
            moves.cards[..moves.len].reverse();
        }
        moves
    }

    /// The distinct choices of `seat`, in the order most likely to settle
    /// the question first.
    pub(super) fn moves(&self, pos: &Position, seat: usize) -> Moves {
        let deal = &self.deal;
        // The legal cards in the order layout: read best first, no sort.
        let mut layout = deal.layout_of(deal.legal(pos.hands[seat], pos.trick()));
        // The cards not yet in a completed trick, in the order layout.
        let live = deal.all_layout & !pos.gone;
        // Drop a card that is one choice with its better neighbour.
        let mut moves = Moves::default();
        layout &= !merged(deal, layout, live);
        while layout != 0 {
            let b = layout.trailing_zeros();
            layout &= layout - 1;
            moves.cards[moves.len] = deal.layout_card[b as usize];
            moves.len += 1;
        }
        self.order(pos, seat, &mut moves);
        moves
    }

    /// Move ordering. The leader tries the lowest card nobody on the other
    /// side can beat first (the higher ones are kept for later tricks),
    /// then (up to six players) the cards the fewest of the other side's
    /// cards can beat, strongest first among equals. A follower sorts its
    /// cards by what they do to the trick: a card that wins it for good
    /// (nobody on the other side still to play can beat it) first, the
    /// cheapest such card first, unless the trick is its side's already or
    /// a partner plays after every opponent; then cards that win for now;
    /// then the rest, lowest first and plain cards before trumps, so the
    /// cards that matter later are kept.
    pub(super) fn order(&self, pos: &Position, seat: usize, moves: &mut Moves) {
        let deal = &self.deal;
        let len = moves.len;
        if len < 2 {
            return;
        }
        let n = deal.n;
        let mine = deal.is_counted(seat);
        let mut keyed = [0u32; 8];
        if pos.trick_len == 0 {
            let mut theirs = 0u64;
            for s in (0..n).filter(|&s| deal.is_counted(s) != mine) {
                theirs |= pos.hands[s];
            }
            for (i, (slot, &card)) in keyed.iter_mut().zip(&moves.cards[..len]).enumerate() {
                let kind = usize::from(deal.lead_kind[card.index()]);
                let beaten = (deal.beaters[kind][card.index()] & theirs).count_ones();
                // The moves come strongest first: `8 - i` puts the lowest
                // sure card first. (At seven or eight players, counting
                // the cards that beat a lead cost nodes on the benchmark
                // deals: the strongest go first there.)
                let i = i as u32;
                let key = match beaten {
                    0 => 8 - i,
                    _ if n <= 6 => 16 + 8 * beaten + i,
                    _ => 16 + i,
                };
                *slot = sort_key(key, i);
            }
            sort_by_key(moves, &mut keyed);
            return;
        }
        let ours = deal.is_counted(pos.winning_seat(n)) == mine;
        // The other side's cards still to come in this trick, and whether a
        // partner plays after the last of them.
        let mut theirs = 0u64;
        let mut last_partners = 0u64;
        let mut s = seat;
        for _ in 1..n - usize::from(pos.trick_len) {
            s = seat_after(s, 1, n);
            if deal.is_counted(s) == mine {
                last_partners |= pos.hands[s];
            } else {
                theirs |= pos.hands[s];
                last_partners = 0;
            }
        }
        let settled = ours && pos.beat & theirs == 0;
        let lead = usize::from(pos.lead);
        // A partner playing after every opponent who can take the trick
        // whatever they play: then this seat need not spend a winner.
        let cover = last_partners & if ours { u64::MAX } else { pos.beat };
        let partner_last = self.unbeatable(cover, lead, theirs);
        for (i, (slot, &card)) in keyed.iter_mut().zip(&moves.cards[..len]).enumerate() {
            let b = deal.order_bit[card.index()];
            let place = u32::from(b & 15);
            let trump = b < 16;
            // Low cards first among the rest: plain before trump, then by place.
            let low = if trump { 32 - place } else { 16 - place };
            let key = if settled || pos.beat & bit(card) == 0 {
                128 + low
            } else if deal.beaters[lead][card.index()] & theirs == 0 {
                if partner_last {
                    192 + low
                } else {
                    low
                }
            } else {
                64 + low
            };
            *slot = sort_key(key, i as u32);
        }
        sort_by_key(moves, &mut keyed);
    }
}

/// The cards inside a trick known to answer as one already searched
/// (see `Solver::alike`), kept apart by whether they beat the trick's
/// winning card so far: a card alike must do to the trick what the
/// searched one did.
#[derive(Default)]
pub(super) struct Alike([u64; 2]);

impl Alike {
    pub(super) fn holds(&self, deal: &Deal, pos: &Position, card: Card) -> bool {
        self.0[Alike::side(pos, card)] & 1 << deal.order_bit[card.index()] != 0
    }

    /// Adds the cards `alike` to `card` (order layout).
    pub(super) fn add(&mut self, pos: &Position, card: Card, alike: u64) {
        self.0[Alike::side(pos, card)] |= alike;
    }

    pub(super) fn side(pos: &Position, card: Card) -> usize {
        usize::from(pos.beat & bit(card) != 0)
    }
}

#[derive(Clone, Copy)]
pub(super) struct Moves {
    pub(super) cards: [Card; 8],
    pub(super) len: usize,
}

impl Default for Moves {
    fn default() -> Moves {
        Moves {
            cards: [Card::JOKER; 8],
            len: 0,
        }
    }
}

/// A move's key for `sort_by_key`: its place in the moves breaks ties, so
/// that equal keys keep the order the moves came in.
pub(super) fn sort_key(key: u32, place: u32) -> u32 {
    key << 4 | place
}

/// Puts the moves in the order of their keys (`keyed`: see `sort_key`,
/// one for each move).
pub(super) fn sort_by_key(moves: &mut Moves, keyed: &mut [u32; 8]) {
    let len = moves.len;
    let before = moves.cards;
    keyed[..len].sort_unstable();
    for (dst, &k) in moves.cards[..len].iter_mut().zip(&keyed[..len]) {
        *dst = before[(k & 15) as usize];
    }
}

/// The cards of `layout` (one hand's, in the order layout) that are one
/// choice with the card of `layout` above them: in the same group with no
/// live card (`live`) between them, neither a special card, both or
/// neither renegeable. Whichever is played, the rest of the round goes
/// the same way, so the search tries only the best of such a run.
pub(crate) fn merged(deal: &Deal, layout: u64, live: u64) -> u64 {
    let plain = layout & !deal.special_layout;
    let renegeable = deal.renegeable_layout;
    (after_live(plain & renegeable, live) & renegeable
        | after_live(plain & !renegeable, live) & !renegeable)
        & plain
}

/// The first places of the groups after the trumps, in the order layout.
pub(super) const GROUP_STARTS: u64 = 1 << 16 | 1 << 32 | 1 << 48;

/// The live cards (`live`, the order layout) whose next live card above
/// in their group is one of `cards` (live too). Each card of `cards`,
/// moved one place down, is carried by the addition across the places
/// of the cards gone (all ones) to the next live place; a group's first
/// place stops it and is never one of them. No branch: the loop this
/// replaced stopped at a different card each time, and the processor's
/// wrong guesses cost more than the loop's work (about 6% of the time of
/// a four-player par).
pub(super) fn after_live(cards: u64, live: u64) -> u64 {
    let gaps = !live & !GROUP_STARTS;
    (cards << 1).wrapping_add(gaps) & live & !GROUP_STARTS
}
