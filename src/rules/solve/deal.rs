//! The solver's compact form of a round: every hand as a 64-bit mask, the
//! trick in progress, and what decides the best-card bonus. Built from
//! cards, seats and sides; it knows nothing of names or files.

use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::play::{best_among, legal_plays, MAX_PLAYERS};
use crate::rules::ranking::{Lead, Ranking};
use crate::rules::variant::RuleSet;

pub use crate::rules::round::{TRICKS as ROUND_TRICKS, TRICK_POINTS};

/// Who takes the best-card bonus, as far as it is known before play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bonus {
    /// No bonus can be scored in this round (knob off, scoring without it,
    /// or no trump in the round under `best_without_trump = none`).
    Never,
    /// A trump is among the round's cards: the highest one is the best card.
    Card(Card),
    /// No trump in the round: the best card is the top card of the suit of
    /// the deciding lead (the bidder's first, else the first of the round).
    BySuit([Option<Card>; 4]),
}

/// The facts of a round that do not change as it is played.
#[derive(Clone, Debug)]
pub struct Deal {
    pub(crate) ranking: Ranking,
    pub(crate) rules: RuleSet,
    pub(crate) n: usize,
    /// Seats of the counted side, one bit each.
    pub(crate) counted: u8,
    pub(crate) bidder: Option<usize>,
    pub(crate) bonus: Bonus,
    /// For each card: its group (0 trumps, 1 to 3 the plain suits)
    /// and place in that group's order, best first; the bit `16 * group +
    /// place` in the "order layout" used for relative ranks.
    pub(crate) order_bit: [u8; 53],
    /// Cards never merged with a neighbour: the best-card candidates, and
    /// the A♥ when it also follows hearts.
    pub(crate) special: u64,
    /// The same cards in the order layout.
    pub(crate) special_layout: u64,
    /// The renegeable trumps, in the order layout.
    pub(crate) renegeable_layout: u64,
    /// The A♥ when it follows hearts as well as being trump.
    pub(crate) heart_ace: Option<Card>,
    /// Every card of the round in the order layout.
    pub(crate) all_layout: u64,
    /// For each kind of lead (a plain suit's index, 4 for trump) and card
    /// winning a trick so led: the cards that would beat it, so a search
    /// sees at once whether anyone still to play can take the trick.
    pub(crate) beaters: Box<[[u64; 53]; 5]>,
    /// Each card's kind of lead, as `beaters` counts them.
    pub(crate) lead_kind: [u8; 53],
    /// The card at each place of the order layout.
    pub(crate) layout_card: [Card; 64],
    /// The cards of each group of the order layout (0 the trumps, 1 to 3
    /// the plain suits), one bit each.
    pub(crate) group_cards: [u64; 4],
}

/// A position: what each seat still holds, the trick in progress and the
/// round so far, as far as it matters for the points still to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) hands: [u64; MAX_PLAYERS],
    pub(crate) trick: [Card; MAX_PLAYERS],
    pub(crate) trick_len: u8,
    /// The index in the trick of the card winning it so far.
    pub(crate) win: u8,
    /// The cards that would beat the card winning the trick so far.
    pub(crate) beat: u64,
    /// The kind of lead of the trick in progress: a plain suit's index, 4
    /// for trump.
    pub(crate) lead: u8,
    /// The cards of the completed tricks, in the order layout: the cards
    /// still in play are the deal's others.
    pub(crate) gone: u64,
    pub(crate) leader: u8,
    /// Completed tricks.
    pub(crate) done: u8,
    /// The counted side's points already certain.
    pub(crate) past: u8,
    /// No-trump bonus: the suit of the bidder's first lead, of the round's
    /// first lead (suit index + 1, 0 before it), and per suit whether its
    /// top card has been taken (bit s) and taken by the counted side (bit 4 + s).
    pub(crate) bidder_suit: u8,
    pub(crate) first_suit: u8,
    pub(crate) tops: u8,
    /// The trumps each seat holds, as one fingerprint (the exclusive or
    /// of `trump_token` of each): the solver's quick bounds rest on them
    /// alone, and look them up by it without reading every hand.
    pub(crate) trump_key: u64,
}

/// A round the solver cannot take: said in words for the caller to pass on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// Fewer than 2 or more than 8 hands.
    #[error("a round needs 2 to {MAX_PLAYERS} players")]
    Players,
    /// The hands hold different numbers of cards: each hand's count, in words.
    #[error("the hands hold {0} cards between them where every player holds the same number")]
    Uneven(String),
    /// The side counted must hold some seats and not all of them.
    #[error("the counted side has no seat, or every seat")]
    Sides,
}

impl Deal {
    /// A round of `n` players under `rules` and `trump`, counted for the
    /// seats in `counted`; `cards` holds every card the round will see
    /// (played and still held), which fixes the best card when it holds a trump.
    pub fn new(
        rules: &RuleSet,
        trump: Suit,
        n: usize,
        counted: &[usize],
        bidder: Option<usize>,
        cards: CardSet,
    ) -> Result<Deal, DealError> {
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(DealError::Players);
        }
        let mut mask = 0u8;
        for &s in counted {
            if s >= n {
                return Err(DealError::Sides);
            }
            mask |= 1 << s;
        }
        if mask == 0 || mask.count_ones() as usize == n {
            return Err(DealError::Sides);
        }
        let ranking = Ranking::new(rules, trump);
        let mut order_bit = [u8::MAX; 53];
        for (place, card) in ranking.trump_order().into_iter().enumerate() {
            order_bit[card.index()] = place as u8;
        }
        // The three plain suits take groups 1 to 3 (the trump suit has no
        // plain cards), so the layout fits 64 bits.
        let plain = Suit::ALL.into_iter().filter(|&s| s != trump);
        for (group, suit) in plain.enumerate() {
            for (place, card) in ranking.plain_order(suit).into_iter().enumerate() {
                order_bit[card.index()] = 16 * (1 + group as u8) + place as u8;
            }
        }
        let bonus = if !rules.best_card_scores() {
            Bonus::Never
        } else if let Some(card) =
            best_among(&ranking, rules, cards.intersection(ranking.trumps()), None)
        {
            Bonus::Card(card)
        } else {
            let mut tops = [None; 4];
            for suit in Suit::ALL {
                let lead = ranking.plain_order(suit).first().copied();
                tops[suit.index()] = lead.and_then(|l| best_among(&ranking, rules, cards, Some(l)));
            }
            if tops.iter().all(Option::is_none) {
                Bonus::Never
            } else {
                Bonus::BySuit(tops)
            }
        };
        let mut special = 0u64;
        match bonus {
            Bonus::Card(c) => special |= 1 << c.index(),
            Bonus::BySuit(tops) => {
                for c in tops.into_iter().flatten() {
                    special |= 1 << c.index();
                }
            }
            Bonus::Never => {}
        }
        let heart_ace =
            (ranking.lead_of(Card::ACE_OF_HEARTS) != Lead::Trump).then_some(Card::ACE_OF_HEARTS);
        if let Some(c) = heart_ace {
            special |= 1 << c.index();
        }
        // (A card out of play has no place.)
        let in_layout = |cards: CardSet| {
            cards
                .iter()
                .map(|c| order_bit[c.index()])
                .filter(|&b| b != u8::MAX)
                .fold(0u64, |a, b| a | 1 << b)
        };
        let special_layout = in_layout(CardSet(special));
        let renegeable_layout = in_layout(ranking.renegeable());
        let all_layout = in_layout(cards);
        // Who beats whom, from the rules' own trick-winner comparison.
        let mut beaters = Box::new([[0u64; 53]; 5]);
        for (kind, row) in beaters.iter_mut().enumerate() {
            let following = match Suit::ALL.get(kind) {
                Some(&suit) => ranking.following(plain_lead(&ranking, suit)),
                None => CardSet::EMPTY,
            };
            // Strongest first: each card is beaten by the cards before its
            // group of equal power.
            let mut by_power: Vec<(u16, Card)> = Card::all()
                .map(|c| (ranking.power(following, c), c))
                .collect();
            by_power.sort_unstable_by_key(|&(p, _)| std::cmp::Reverse(p));
            let mut above = 0u64;
            let mut i = 0;
            while i < by_power.len() {
                let power = by_power[i].0;
                let group = by_power[i..]
                    .iter()
                    .take_while(|&&(p, _)| p == power)
                    .count();
                for &(_, card) in &by_power[i..i + group] {
                    row[card.index()] = above;
                }
                for &(_, card) in &by_power[i..i + group] {
                    above |= 1 << card.index();
                }
                i += group;
            }
        }
        let mut lead_kind = [4u8; 53];
        for card in Card::all() {
            if let Lead::Plain(suit) = ranking.lead_of(card) {
                lead_kind[card.index()] = suit.index() as u8;
            }
        }
        let mut layout_card = [Card::JOKER; 64];
        let mut group_cards = [0u64; 4];
        for card in Card::all() {
            if let Some(slot) = layout_card.get_mut(usize::from(order_bit[card.index()])) {
                *slot = card;
            }
            if let Some(g) = group_cards.get_mut(usize::from(order_bit[card.index()] >> 4)) {
                *g |= 1 << card.index();
            }
        }
        Ok(Deal {
            beaters,
            lead_kind,
            layout_card,
            all_layout,
            ranking,
            rules: rules.clone(),
            n,
            counted: mask,
            bidder,
            bonus,
            order_bit,
            special,
            special_layout,
            renegeable_layout,
            heart_ace,
            group_cards,
        })
    }

    /// How many play: one hand a seat.
    pub fn players(&self) -> usize {
        self.n
    }

    /// The order of the cards under this deal's trump and rules.
    pub fn ranking(&self) -> &Ranking {
        &self.ranking
    }

    /// Whether the seat plays for the counted side.
    pub fn is_counted(&self, seat: usize) -> bool {
        self.counted & (1 << seat) != 0
    }

    /// The counted side's points for a trick of `cards` (one bit each) won
    /// by `winner`, as it is taken: the trick, and the best card's bonus
    /// with it. (The no-trump bonus by suit waits for the round's end: see
    /// `Position::play`.)
    pub(crate) fn trick_points(&self, winner: usize, cards: u64) -> u8 {
        let points = match self.bonus {
            Bonus::Card(best) if cards & (1 << best.index()) != 0 => 2 * TRICK_POINTS,
            _ => TRICK_POINTS,
        };
        std::hint::select_unpredictable(self.is_counted(winner), points, 0)
    }

    /// Whether `cards` (one bit each) hold a card of the same group of the
    /// order layout (the trumps, or one plain suit) as card `c`: only
    /// against those does `c`'s rank count.
    pub(crate) fn has_suit_of(&self, c: usize, cards: u64) -> bool {
        let group = usize::from(self.order_bit[c] >> 4) & 3;
        cards & self.group_cards[group] != 0
    }

    /// Cards in play (one bit each) in the order layout.
    pub(crate) fn layout_of(&self, cards: u64) -> u64 {
        let mut layout = 0u64;
        let mut rest = cards;
        while rest != 0 {
            layout |= 1 << self.order_bit[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        layout
    }

    /// The cards `hand` may play to `trick`, and the rule that says so
    /// (`legal_plays`, for words about a decision: not the search's).
    pub(crate) fn legality(&self, hand: CardSet, trick: &[Card]) -> crate::rules::play::Legality {
        legal_plays(&self.ranking, &self.rules, hand, trick)
    }

    /// The cards of `hand` (one bit each) the rules let it play to `trick`
    /// (the cards already played, led first): `legal_plays`, as the
    /// search reads it.
    pub(crate) fn legal(&self, hand: u64, trick: &[Card]) -> u64 {
        legal_plays(&self.ranking, &self.rules, CardSet(hand), trick)
            .legal
            .0
    }

    /// The most points a round can give one side: 25, or 30 when a best
    /// card can score. Taking every trick takes exactly this.
    pub fn full_points(&self) -> u8 {
        ROUND_TRICKS * TRICK_POINTS
            + if self.bonus == Bonus::Never {
                0
            } else {
                TRICK_POINTS
            }
    }

    /// The position after `tricks` (complete, each led first, each led by
    /// `leaders[i]`) and the cards of the trick in progress, with `hands`
    /// the cards each seat holds now.
    pub fn position(
        &self,
        hands: &[CardSet],
        tricks: &[(usize, Vec<Card>)],
        current: (usize, &[Card]),
    ) -> Result<Position, DealError> {
        let mut pos = Position {
            hands: [0; MAX_PLAYERS],
            trick: [Card::JOKER; MAX_PLAYERS],
            trick_len: 0,
            win: 0,
            beat: 0,
            lead: 0,
            gone: 0,
            leader: 0,
            done: 0,
            past: 0,
            bidder_suit: 0,
            first_suit: 0,
            tops: 0,
            trump_key: 0,
        };
        if hands.len() != self.n {
            return Err(DealError::Players);
        }
        let trumps = self.ranking.trumps().0;
        for (seat, hand) in hands.iter().enumerate() {
            pos.hands[seat] = hand.0;
            let mut held = hand.0 & trumps;
            while held != 0 {
                pos.trump_key ^= trump_token(seat, held.trailing_zeros() as usize);
                held &= held - 1;
            }
        }
        for (leader, cards) in tricks {
            pos.leader = *leader as u8;
            for &card in cards {
                self.push_card(&mut pos, card);
            }
            if pos.trick_len != 0 {
                return Err(DealError::Uneven(format!("trick {}'s", pos.done + 1)));
            }
        }
        pos.leader = current.0 as u8;
        for &card in current.1 {
            self.push_card(&mut pos, card);
        }
        let counts: Vec<usize> = (0..self.n)
            .map(|s| {
                let held = pos.hands[s].count_ones() as usize;
                let in_trick = usize::from(pos.played(self.n).any(|p| p == s));
                held + in_trick
            })
            .collect();
        if counts.iter().any(|&c| c != counts[0])
            || counts[0] != usize::from(ROUND_TRICKS - pos.done)
        {
            return Err(DealError::Uneven(format!("{counts:?}")));
        }
        Ok(pos)
    }

    /// The position after the player to move plays `card`.
    pub fn after(&self, pos: &Position, card: Card) -> Position {
        let mut p = *pos;
        self.push_card(&mut p, card);
        p
    }

    /// Plays a card (taken from the hand when held there) and completes the
    /// trick when it is the last one.
    fn push_card(&self, pos: &mut Position, card: Card) {
        let seat = pos.to_play(self.n);
        self.take(pos, seat, card);
        pos.play(self, card);
    }

    /// Takes `card` from `seat`'s hand, when it is there, keeping
    /// `Position::trump_key` true.
    pub(crate) fn take(&self, pos: &mut Position, seat: usize, card: Card) {
        let b = 1u64 << card.index();
        if pos.hands[seat] & b != 0 {
            pos.trump_key ^= self.trump_key_change(seat, card.index());
        }
        pos.hands[seat] &= !b;
    }

    /// What `Position::trump_key` changes by when `seat` gives up card
    /// `c` (an index): its token when `c` is a trump, else nothing.
    pub(crate) fn trump_key_change(&self, seat: usize, c: usize) -> u64 {
        let trump = self.ranking.trumps().0 & 1 << c != 0;
        trump_token(seat, c) & u64::from(trump).wrapping_neg()
    }
}

/// A seat's holding of one trump, in `Position::trump_key` (Zobrist
/// hashing, as chess programs key positions).
pub(super) fn trump_token(seat: usize, card: usize) -> u64 {
    mix(0x7472_756d_7073_0000 | (seat as u64) << 8 | card as u64)
}

/// A 64-bit mixer (the finaliser of MurmurHash3).
pub(crate) fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^= x >> 33;
    x
}

/// The seat `k` places after `seat` at a table of `n` (`seat` below `n`,
/// `k` at most `n`); cheaper than a remainder, which the search asks for
/// at every node.
pub(crate) fn seat_after(seat: usize, k: usize, n: usize) -> usize {
    let s = seat + k;
    if s >= n {
        s - n
    } else {
        s
    }
}

/// A plain card of `suit` as a lead, for the cards that follow it.
fn plain_lead(ranking: &Ranking, suit: Suit) -> Card {
    ranking
        .suit_cards(suit)
        .iter()
        .find(|&c| ranking.lead_of(c) == Lead::Plain(suit))
        .unwrap_or(Card::JOKER)
}

impl Position {
    /// The seat to play.
    pub fn to_play(&self, n: usize) -> usize {
        seat_after(usize::from(self.leader), usize::from(self.trick_len), n)
    }

    /// The seat whose card is winning the trick in progress so far.
    pub(crate) fn winning_seat(&self, n: usize) -> usize {
        seat_after(usize::from(self.leader), usize::from(self.win), n)
    }

    /// The seats that have played to the trick in progress, the leader
    /// first.
    pub(crate) fn played(&self, n: usize) -> impl Iterator<Item = usize> {
        let leader = usize::from(self.leader);
        (0..usize::from(self.trick_len)).map(move |i| seat_after(leader, i, n))
    }

    /// The cards of the trick in progress, led first.
    pub fn trick(&self) -> &[Card] {
        &self.trick[..usize::from(self.trick_len)]
    }

    /// The cards `seat` holds as the deal starts (seats are the caller's,
    /// from 0 round the table).
    pub fn hand(&self, seat: usize) -> CardSet {
        CardSet(self.hands[seat])
    }

    /// Completed tricks.
    pub fn tricks_done(&self) -> usize {
        usize::from(self.done)
    }

    /// Whether the round is over.
    pub fn is_over(&self) -> bool {
        self.done == ROUND_TRICKS
    }

    /// The counted side's points so far (the bonus once it is decided).
    pub fn points_so_far(&self) -> u8 {
        self.past
    }

    /// Adds `card` to the trick (the caller has taken it from the hand),
    /// scoring the trick when it completes.
    pub(crate) fn play(&mut self, deal: &Deal, card: Card) {
        let n = deal.n;
        let kind = deal.lead_kind[card.index()];
        if self.trick_len == 0 {
            if kind < 4 {
                let s = kind + 1;
                if self.first_suit == 0 {
                    self.first_suit = s;
                }
                if self.bidder_suit == 0 && deal.bidder == Some(usize::from(self.leader)) {
                    self.bidder_suit = s;
                }
            } else if self.first_suit == 0 {
                // A trump lead in a round that holds a trump: the bonus is
                // the top trump's, so the suit never matters.
                self.first_suit = 5;
            }
        }
        let len = usize::from(self.trick_len);
        if len == 0 {
            self.lead = kind;
            self.win = 0;
            self.beat = deal.beaters[usize::from(kind)][card.index()];
        } else if self.beat & (1 << card.index()) != 0 {
            self.win = len as u8;
            self.beat = deal.beaters[usize::from(self.lead)][card.index()];
        }
        self.trick[len] = card;
        self.trick_len += 1;
        if len + 1 < n {
            return;
        }
        // The trick's cards, one bit each.
        let mut cards = 0u64;
        for &c in &self.trick[..n] {
            cards |= 1 << c.index();
            let b = deal.order_bit[c.index()];
            if b != u8::MAX {
                self.gone |= 1 << b;
            }
        }
        let winner = self.winning_seat(n);
        let counted = deal.is_counted(winner);
        self.past += deal.trick_points(winner, cards);
        if let Bonus::BySuit(tops) = deal.bonus {
            for (s, top) in tops.iter().enumerate() {
                if top.is_some_and(|t| cards & (1 << t.index()) != 0) {
                    self.tops |= 1 << s;
                    if counted {
                        self.tops |= 1 << (4 + s);
                    }
                }
            }
        }
        self.leader = winner as u8;
        self.trick_len = 0;
        self.done += 1;
        if self.done == ROUND_TRICKS {
            if let Bonus::BySuit(_) = deal.bonus {
                let decider = if self.bidder_suit != 0 {
                    self.bidder_suit
                } else {
                    self.first_suit
                };
                if (1..=4).contains(&decider) && self.tops & (1 << (4 + decider - 1)) != 0 {
                    self.past += TRICK_POINTS;
                }
            }
        }
    }
}
