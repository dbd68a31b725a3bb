//! The play-adjudication engine checked against a reference model written
//! from docs/rules.md §1-§5 and §12 (and its rulings) alone, without reading `ranking.rs` or `play/`.
//!
//! The model is deliberately naive: explicit lists of cards best first, and
//! the legal set spelled out case by case as the rule book words it. The
//! engine is driven only through its public API. Proptests compare the two
//! on random positions under random knobs; table tests transcribe every
//! hierarchy printed in the source documents and every worked check of §4.

use fortyfives::rules::variant::OffsuitAce;
use fortyfives::rules::{best_card, check_play, check_trick, Card, Rank, Ranking, RuleSet, Suit};
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// The knobs that matter for play, as the model sees them.
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Renege {
    Top3,
    Top2,
    Five,
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OffLead {
    Free,
    FollowOrTrump,
    FollowElseTrump,
}

#[derive(Clone, Copy, Debug)]
struct Knobs {
    joker: bool,
    ace_high: bool,
    ten_is_face: bool,
    /// `ace_of_hearts = trump-and-heart`.
    aoh_is_heart: bool,
    renege: Renege,
    /// `renege_against = highest`.
    against_highest: bool,
    offsuit_lead: OffLead,
    /// `best_without_trump = none`.
    no_best_without_trump: bool,
}

impl Knobs {
    /// The engine's rule set for these knobs, set through `RuleSet::set` on
    /// the default preset.
    fn rules(&self) -> RuleSet {
        let mut r = RuleSet::preset("120").unwrap();
        let b = |x: bool| if x { "true" } else { "false" };
        r.set("joker", b(self.joker)).unwrap();
        r.set("offsuit_ace", if self.ace_high { "high" } else { "low" })
            .unwrap();
        r.set("ten_is_face", b(self.ten_is_face)).unwrap();
        r.set(
            "ace_of_hearts",
            if self.aoh_is_heart {
                "trump-and-heart"
            } else {
                "trump"
            },
        )
        .unwrap();
        r.set(
            "renege",
            match self.renege {
                Renege::Top3 => "top3",
                Renege::Top2 => "top2",
                Renege::Five => "five",
                Renege::None => "none",
            },
        )
        .unwrap();
        r.set(
            "renege_against",
            if self.against_highest {
                "highest"
            } else {
                "led"
            },
        )
        .unwrap();
        r.set(
            "offsuit_lead",
            match self.offsuit_lead {
                OffLead::Free => "free",
                OffLead::FollowOrTrump => "follow-or-trump",
                OffLead::FollowElseTrump => "follow-else-trump",
            },
        )
        .unwrap();
        r.set(
            "best_without_trump",
            if self.no_best_without_trump {
                "none"
            } else {
                "first-led-suit"
            },
        )
        .unwrap();
        r
    }
}

// ---------------------------------------------------------------------------
// The reference model (docs/rules.md §1-§5, §12).
// ---------------------------------------------------------------------------

const AH: Card = Card::ACE_OF_HEARTS;

fn c(rank: Rank, suit: Suit) -> Card {
    Card::new(rank, suit)
}

fn red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// Moves the 10 to just after `after` (the `ten_is_face` knob).
fn ten_after(ranks: &mut Vec<Rank>, after: Rank) {
    ranks.retain(|&r| r != Rank::Ten);
    let at = ranks.iter().position(|&r| r == after).unwrap() + 1;
    ranks.insert(at, Rank::Ten);
}

struct Model {
    k: Knobs,
    trump: Suit,
    /// Trumps, best first (§2 first table).
    trumps: Vec<Card>,
    /// Plain cards of each suit, best first (§2 second table); empty for trump.
    plain: [Vec<Card>; 4],
}

impl Model {
    fn new(k: Knobs, trump: Suit) -> Model {
        use Rank::*;
        // §2: 5T, JT, [joker], A♥, AT (not when T is ♥), KT, QT, then the
        // spots: high in red, low in black.
        let mut trumps = vec![c(Five, trump), c(Jack, trump)];
        if k.joker {
            trumps.push(Card::JOKER);
        }
        trumps.push(AH);
        if trump != Suit::Hearts {
            trumps.push(c(Ace, trump));
        }
        let mut rest = vec![King, Queen];
        if red(trump) {
            rest.extend([Ten, Nine, Eight, Seven, Six, Four, Three, Two]);
        } else {
            rest.extend([Two, Three, Four, Six, Seven, Eight, Nine, Ten]);
        }
        if k.ten_is_face {
            ten_after(&mut rest, Queen);
        }
        trumps.extend(rest.into_iter().map(|r| c(r, trump)));

        let plain = Suit::ALL.map(|s| {
            if s == trump {
                return Vec::new();
            }
            let mut ranks: Vec<Rank> = match (k.ace_high, red(s)) {
                (false, true) => vec![
                    King, Queen, Jack, Ten, Nine, Eight, Seven, Six, Five, Four, Three, Two, Ace,
                ],
                (false, false) => vec![
                    King, Queen, Jack, Ace, Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten,
                ],
                (true, true) => vec![
                    Ace, King, Queen, Jack, Ten, Nine, Eight, Seven, Six, Five, Four, Three, Two,
                ],
                (true, false) => vec![
                    Ace, King, Queen, Jack, Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten,
                ],
            };
            if k.ten_is_face {
                ten_after(&mut ranks, Jack);
            }
            ranks
                .into_iter()
                .map(|r| c(r, s))
                .filter(|&card| card != AH) // the A♥ is always trump (§1)
                .collect()
        });
        Model {
            k,
            trump,
            trumps,
            plain,
        }
    }

    /// §1: the trump suit, the A♥, and the joker when used.
    fn is_trump(&self, card: Card) -> bool {
        if card.is_joker() {
            return self.k.joker;
        }
        card == AH || card.suit() == Some(self.trump)
    }

    /// Place among the trumps, 0 = best.
    fn trump_place(&self, card: Card) -> usize {
        self.trumps.iter().position(|&t| t == card).unwrap()
    }

    fn plain_place(&self, card: Card) -> usize {
        self.plain[card.suit().unwrap().index()]
            .iter()
            .position(|&p| p == card)
            .unwrap()
    }

    /// What the led card calls for: `None` = trump, `Some(suit)` = a plain
    /// suit. §12 / README ruling: with `trump-and-heart` (trump not hearts)
    /// leading the A♥ is a hearts lead.
    fn lead(&self, led: Card) -> Option<Suit> {
        if led == AH && self.k.aoh_is_heart && self.trump != Suit::Hearts {
            return Some(Suit::Hearts);
        }
        if self.is_trump(led) {
            None
        } else {
            led.suit()
        }
    }

    /// Whether `card` counts as a card of plain suit `s` for following.
    fn of_suit(&self, card: Card, s: Suit) -> bool {
        if card == AH {
            return self.k.aoh_is_heart && s == Suit::Hearts && self.trump != Suit::Hearts;
        }
        !self.is_trump(card) && card.suit() == Some(s)
    }

    /// §3: the highest trump if any trump was played, else the highest card
    /// of the suit led.
    fn winner(&self, cards: &[Card]) -> usize {
        let trumps: Vec<usize> = (0..cards.len())
            .filter(|&i| self.is_trump(cards[i]))
            .collect();
        if !trumps.is_empty() {
            return trumps
                .into_iter()
                .min_by_key(|&i| self.trump_place(cards[i]))
                .unwrap();
        }
        let s = cards[0].suit().unwrap();
        (0..cards.len())
            .filter(|&i| cards[i].suit() == Some(s))
            .min_by_key(|&i| self.plain_place(cards[i]))
            .unwrap()
    }

    /// §4: which trumps are renegeable.
    fn renegeable(&self, card: Card) -> bool {
        let five = c(Rank::Five, self.trump);
        let jack = c(Rank::Jack, self.trump);
        match self.k.renege {
            Renege::Top3 => card == five || card == jack || card == AH || card == Card::JOKER,
            Renege::Top2 => card == five || card == jack,
            Renege::Five => card == five,
            Renege::None => false,
        }
    }

    /// §4: the legal cards of `hand` after `trick`, and whether playing a
    /// plain card there is a renege (every trump held is exempt).
    fn legal(&self, hand: &[Card], trick: &[Card]) -> (Vec<Card>, bool) {
        let Some(&led) = trick.first() else {
            return (hand.to_vec(), false);
        };
        let held_trumps: Vec<Card> = hand.iter().copied().filter(|&x| self.is_trump(x)).collect();
        match self.lead(led) {
            None => {
                if held_trumps.is_empty() {
                    return (hand.to_vec(), false);
                }
                // The bar an exempt trump must rank above: the card led, or
                // (house rule) every trump played so far.
                let bar = if self.k.against_highest {
                    trick
                        .iter()
                        .filter(|&&x| self.is_trump(x))
                        .map(|&x| self.trump_place(x))
                        .min()
                        .unwrap()
                } else {
                    self.trump_place(led)
                };
                let exempt = |x: Card| self.renegeable(x) && self.trump_place(x) < bar;
                if held_trumps.iter().all(|&x| exempt(x)) {
                    (hand.to_vec(), true)
                } else {
                    (held_trumps, false)
                }
            }
            Some(s) => {
                let follows: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|&x| self.of_suit(x, s))
                    .collect();
                let follow_or_trump: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|&x| self.of_suit(x, s) || self.is_trump(x))
                    .collect();
                let legal = match self.k.offsuit_lead {
                    OffLead::Free => hand.to_vec(),
                    OffLead::FollowOrTrump => {
                        if follows.is_empty() {
                            hand.to_vec()
                        } else {
                            follow_or_trump
                        }
                    }
                    OffLead::FollowElseTrump => {
                        if !follows.is_empty() {
                            follow_or_trump
                        } else if !held_trumps.is_empty() {
                            held_trumps
                        } else {
                            hand.to_vec()
                        }
                    }
                };
                (legal, false)
            }
        }
    }

    /// Whether playing `card` from `hand` is a renege (README ruling): a
    /// legal plain card from a hand holding trumps, on a trump lead.
    fn is_renege(&self, hand: &[Card], trick: &[Card], card: Card) -> bool {
        let (legal, all_exempt) = self.legal(hand, trick);
        all_exempt
            && legal.contains(&card)
            && !self.is_trump(card)
            && hand.iter().any(|&x| self.is_trump(x))
    }

    /// §5: (trick, card) of the best card of the round.
    fn best(&self, tricks: &[Vec<Card>], bidder_lead: Option<usize>) -> Option<(usize, Card)> {
        let all: Vec<(usize, Card)> = tricks
            .iter()
            .enumerate()
            .flat_map(|(t, cards)| cards.iter().map(move |&x| (t, x)))
            .collect();
        if let Some(best) = all
            .iter()
            .filter(|(_, x)| self.is_trump(*x))
            .min_by_key(|(_, x)| self.trump_place(*x))
        {
            return Some(*best);
        }
        if self.k.no_best_without_trump {
            return None;
        }
        let first = bidder_lead.unwrap_or(0);
        let s = tricks.get(first)?.first()?.suit()?;
        all.into_iter()
            .filter(|(_, x)| x.suit() == Some(s))
            .min_by_key(|(_, x)| self.plain_place(*x))
    }
}

// ---------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------

fn any_knobs() -> impl Strategy<Value = Knobs> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop::sample::select(vec![Renege::Top3, Renege::Top2, Renege::Five, Renege::None]),
        any::<bool>(),
        prop::sample::select(vec![
            OffLead::Free,
            OffLead::FollowOrTrump,
            OffLead::FollowElseTrump,
        ]),
        any::<bool>(),
    )
        .prop_map(
            |(joker, ace_high, ten_is_face, aoh_is_heart, renege, against_highest, lead, nb)| {
                Knobs {
                    joker,
                    ace_high,
                    ten_is_face,
                    aoh_is_heart,
                    renege,
                    against_highest,
                    offsuit_lead: lead,
                    no_best_without_trump: nb,
                }
            },
        )
}

fn any_suit() -> impl Strategy<Value = Suit> {
    prop::sample::select(Suit::ALL.to_vec())
}

/// The pack for these knobs: the joker only when it is on.
fn pack(k: &Knobs) -> Vec<Card> {
    Card::all().filter(|x| k.joker || !x.is_joker()).collect()
}

/// A crowded pack: the trumps, the hearts (for the A♥ rulings) and one other
/// plain suit, so that trump leads, renege positions and follow questions
/// come up far more often than from a full pack.
fn crowded(k: &Knobs, trump: Suit, other: Suit) -> Vec<Card> {
    let m = Model::new(*k, trump);
    pack(k)
        .into_iter()
        .filter(|&x| m.is_trump(x) || x.suit() == Some(Suit::Hearts) || x.suit() == Some(other))
        .collect()
}

type Position = (Knobs, Suit, Vec<Card>, Vec<Card>);

/// A renege position: a lower trump led; the hand holds one or two of the four
/// best trumps, now and then a lower trump, and plain cards; the rest of the trick
/// mixes more top trumps (which matter under `renege_against = highest`) and
/// plain cards.
fn renege_position(k: Knobs, trump: Suit, h: usize, t: usize) -> impl Strategy<Value = Position> {
    let m = Model::new(k, trump);
    let top = m.trumps[..4].to_vec();
    let low = m.trumps[4..].to_vec();
    let plain: Vec<Card> = m.plain.iter().flatten().copied().collect();
    (
        Just(top).prop_shuffle(),
        Just(low).prop_shuffle(),
        Just(plain).prop_shuffle(),
        1usize..=2,
        0usize..4,
        any::<u8>(),
    )
        .prop_map(move |(top, low, plain, nt, nl, mix)| {
            let nt = nt.min(h);
            let nl = usize::from(nl == 3).min(h - nt);
            let np = h - nt - nl;
            let mut hand: Vec<Card> = top[..nt].to_vec();
            hand.extend_from_slice(&low[..nl]);
            hand.extend_from_slice(&plain[..np]);
            let mut trick = vec![low[nl]];
            let (mut ti, mut pi) = (nt, np);
            for i in 0..t.saturating_sub(1) {
                if mix & (1 << i) != 0 && ti < top.len() {
                    trick.push(top[ti]);
                    ti += 1;
                } else {
                    trick.push(plain[pi]);
                    pi += 1;
                }
            }
            (k, trump, hand, trick)
        })
}

/// Knobs, trump, a hand of 1-5 cards and 0-7 cards already played, all
/// distinct: from the full pack, from a crowded pack, or a renege position.
fn any_position() -> impl Strategy<Value = Position> {
    (
        any_knobs(),
        any_suit(),
        any_suit(),
        0u8..3,
        1usize..=5,
        0usize..=7,
    )
        .prop_flat_map(|(k, trump, other, kind, h, t)| {
            if kind == 2 {
                return renege_position(k, trump, h, t.max(1)).boxed();
            }
            let deck = if kind == 0 {
                pack(&k)
            } else {
                crowded(&k, trump, other)
            };
            (Just(k), Just(trump), Just(deck).prop_shuffle())
                .prop_map(move |(k, s, d)| (k, s, d[..h].to_vec(), d[h..h + t].to_vec()))
                .boxed()
        })
}

/// A round of five tricks of 2-7 cards each; with `no_trump`, drawn only
/// from the plain cards.
fn any_round() -> impl Strategy<Value = (Knobs, Suit, Vec<Vec<Card>>, Option<usize>)> {
    (
        any_knobs(),
        any_suit(),
        2usize..=7,
        prop::sample::select(vec![0u8, 1, 2]),
        prop::option::of(0usize..5),
    )
        .prop_flat_map(|(k, trump, players, kind, bidder)| {
            let m = Model::new(k, trump);
            let deck: Vec<Card> = match kind {
                // No trump at all.
                0 => pack(&k).into_iter().filter(|&x| !m.is_trump(x)).collect(),
                // Few trumps: the plain cards and the two lowest trumps.
                1 => pack(&k)
                    .into_iter()
                    .filter(|&x| !m.is_trump(x) || m.trumps[m.trumps.len() - 2..].contains(&x))
                    .collect(),
                _ => pack(&k),
            };
            (
                Just(k),
                Just(trump),
                Just(deck).prop_shuffle(),
                Just(bidder),
            )
                .prop_map(move |(k, s, d, b)| {
                    let tricks = d
                        .chunks(players)
                        .take(5)
                        .map(<[Card]>::to_vec)
                        .collect::<Vec<_>>();
                    (k, s, tricks, b)
                })
        })
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn every_knob_combination() -> Vec<Knobs> {
    let mut out = Vec::new();
    for bits in 0..16u8 {
        out.push(Knobs {
            joker: bits & 1 != 0,
            ace_high: bits & 2 != 0,
            ten_is_face: bits & 4 != 0,
            aoh_is_heart: bits & 8 != 0,
            renege: Renege::Top3,
            against_highest: false,
            offsuit_lead: OffLead::Free,
            no_best_without_trump: false,
        });
    }
    out
}

// ---------------------------------------------------------------------------
// Model against engine: random positions.
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: 10000, failure_persistence: None, ..ProptestConfig::default() })]

    /// For every card of the hand: legal or not, the legal set, and the
    /// renege flag agree with the model.
    #[test]
    fn legal_plays_agree_with_the_model((k, trump, hand, trick) in any_position()) {
        let rules = k.rules();
        let m = Model::new(k, trump);
        let (want, _) = m.legal(&hand, &trick);
        let want = sorted(want);
        for &card in &hand {
            let v = check_play(&rules, trump, &hand, &trick, card).unwrap();
            prop_assert_eq!(sorted(v.legal_cards.clone()), want.clone(),
                "legal set: {:?} trump {:?} hand {:?} trick {:?}", k, trump, hand, trick);
            prop_assert_eq!(v.legal, want.contains(&card),
                "legal {:?}: {:?} trump {:?} hand {:?} trick {:?}", card, k, trump, hand, trick);
            prop_assert_eq!(v.renege, m.is_renege(&hand, &trick, card),
                "renege {:?}: {:?} trump {:?} hand {:?} trick {:?} ({})", card, k, trump, hand, trick, v.reason);
        }
    }

    /// The winner of a trick of 1-8 cards agrees with the model.
    #[test]
    fn trick_winners_agree_with_the_model((k, trump, hand, trick) in any_position()) {
        let rules = k.rules();
        let m = Model::new(k, trump);
        let mut cards = trick.clone();
        cards.push(hand[0]);
        let v = check_trick(&rules, trump, &cards).unwrap();
        prop_assert_eq!(v.winner_index, m.winner(&cards), "{:?} trump {:?} cards {:?}", k, trump, cards);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5000, failure_persistence: None, ..ProptestConfig::default() })]

    /// The best card of a five-trick round (with and without trumps, with and
    /// without a bidder's lead) agrees with the model.
    #[test]
    fn best_card_agrees_with_the_model((k, trump, tricks, bidder) in any_round()) {
        let rules = k.rules();
        let m = Model::new(k, trump);
        let ranking = Ranking::new(&rules, trump);
        let got = best_card(&ranking, &rules, &tricks, bidder).map(|b| (b.trick, b.card));
        prop_assert_eq!(got, m.best(&tricks, bidder), "{:?} trump {:?} bidder {:?} tricks {:?}", k, trump, bidder, tricks);
    }
}

/// The trump set, the trump order and every plain order agree with the
/// model for every trump suit under every combination of the ranking knobs.
#[test]
fn orders_agree_with_the_model_under_every_ranking_knob() {
    for k in every_knob_combination() {
        let rules = k.rules();
        for trump in Suit::ALL {
            let m = Model::new(k, trump);
            let r = Ranking::new(&rules, trump);
            assert_eq!(r.trump_order(), m.trumps, "trumps {k:?} {trump:?}");
            for s in Suit::ALL {
                assert_eq!(
                    r.plain_order(s),
                    m.plain[s.index()],
                    "plain {s:?} {k:?} {trump:?}"
                );
            }
            for card in pack(&k) {
                assert_eq!(
                    r.is_trump(card),
                    m.is_trump(card),
                    "{card:?} {k:?} {trump:?}"
                );
            }
            let n = if trump == Suit::Hearts { 13 } else { 14 } + usize::from(k.joker);
            assert_eq!(m.trumps.len(), n);
        }
    }
}

// ---------------------------------------------------------------------------
// Tables transcribed from the source documents and docs/rules.md.
// ---------------------------------------------------------------------------

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace()
        .map(|x| x.parse().unwrap_or_else(|e| panic!("{x}: {e:?}")))
        .collect()
}

fn suit(s: &str) -> Suit {
    match s {
        "c" => Suit::Clubs,
        "d" => Suit::Diamonds,
        "h" => Suit::Hearts,
        "s" => Suit::Spades,
        _ => panic!("{s}"),
    }
}

fn preset(name: &str, knobs: &[(&str, &str)]) -> RuleSet {
    let mut r = RuleSet::preset(name).unwrap();
    for (k, v) in knobs {
        r.set(k, v).unwrap();
    }
    r
}

/// (source, preset, knobs, trump, plain suit or "" for trump order, order).
type Hierarchy = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
    &'static str,
);

const HIERARCHIES: &[Hierarchy] = &[
    // 000: examples 1-4 and the off-suit order (ace low).
    (
        "000 ex1",
        "120",
        &[],
        "h",
        "",
        "5h jh ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h",
    ),
    (
        "000 ex2",
        "120",
        &[],
        "d",
        "",
        "5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d",
    ),
    (
        "000 ex3",
        "120",
        &[],
        "c",
        "",
        "5c jc ah ac kc qc 2c 3c 4c 6c 7c 8c 9c 10c",
    ),
    (
        "000 ex4",
        "120",
        &[],
        "s",
        "",
        "5s js ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s",
    ),
    (
        "000 black",
        "120",
        &[],
        "h",
        "c",
        "kc qc jc ac 2c 3c 4c 5c 6c 7c 8c 9c 10c",
    ),
    (
        "000 black",
        "120",
        &[],
        "d",
        "s",
        "ks qs js as 2s 3s 4s 5s 6s 7s 8s 9s 10s",
    ),
    (
        "000 red",
        "120",
        &[],
        "s",
        "d",
        "kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d ad",
    ),
    (
        "000 red, not the A♥",
        "120",
        &[],
        "c",
        "h",
        "kh qh jh 10h 9h 8h 7h 6h 5h 4h 3h 2h",
    ),
    // 001: the eight lines (ace high).
    (
        "001 h trump",
        "auction-45s",
        &[],
        "h",
        "",
        "5h jh ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h",
    ),
    (
        "001 h plain",
        "auction-45s",
        &[],
        "s",
        "h",
        "kh qh jh 10h 9h 8h 7h 6h 5h 4h 3h 2h",
    ),
    (
        "001 c trump",
        "auction-45s",
        &[],
        "c",
        "",
        "5c jc ah ac kc qc 2c 3c 4c 6c 7c 8c 9c 10c",
    ),
    (
        "001 c plain",
        "auction-45s",
        &[],
        "h",
        "c",
        "ac kc qc jc 2c 3c 4c 5c 6c 7c 8c 9c 10c",
    ),
    (
        "001 d trump",
        "auction-45s",
        &[],
        "d",
        "",
        "5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d",
    ),
    (
        "001 d plain",
        "auction-45s",
        &[],
        "c",
        "d",
        "ad kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d",
    ),
    (
        "001 s trump",
        "auction-45s",
        &[],
        "s",
        "",
        "5s js ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s",
    ),
    (
        "001 s plain",
        "auction-45s",
        &[],
        "d",
        "s",
        "as ks qs js 2s 3s 4s 5s 6s 7s 8s 9s 10s",
    ),
    // 001 variants: the ace as a one; the 10 as a face card.
    (
        "001 ace low",
        "auction-45s",
        &[("offsuit_ace", "low")],
        "h",
        "c",
        "kc qc jc ac 2c 3c 4c 5c 6c 7c 8c 9c 10c",
    ),
    (
        "001 ace low",
        "auction-45s",
        &[("offsuit_ace", "low")],
        "h",
        "d",
        "kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d ad",
    ),
    (
        "001 ten face",
        "auction-45s",
        &[("ten_is_face", "true")],
        "c",
        "",
        "5c jc ah ac kc qc 10c 2c 3c 4c 6c 7c 8c 9c",
    ),
    (
        "001 ten face",
        "auction-45s",
        &[("ten_is_face", "true")],
        "d",
        "",
        "5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d",
    ),
    (
        "001 ten face",
        "auction-45s",
        &[("ten_is_face", "true")],
        "h",
        "s",
        "as ks qs js 10s 2s 3s 4s 5s 6s 7s 8s 9s",
    ),
    (
        "001 ten face",
        "auction-45s",
        &[("ten_is_face", "true")],
        "s",
        "d",
        "ad kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d",
    ),
    (
        "001 ten face, ace low",
        "auction-45s",
        &[("ten_is_face", "true"), ("offsuit_ace", "low")],
        "h",
        "s",
        "ks qs js 10s as 2s 3s 4s 5s 6s 7s 8s 9s",
    ),
    // 002: ace high off-suit; the joker third, the A♥ fourth.
    (
        "002 red",
        "45",
        &[],
        "d",
        "",
        "5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d",
    ),
    (
        "002 red",
        "45",
        &[],
        "h",
        "",
        "5h jh ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h",
    ),
    (
        "002 black",
        "45",
        &[],
        "s",
        "",
        "5s js ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s",
    ),
    (
        "002 red plain",
        "45",
        &[],
        "s",
        "d",
        "ad kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d",
    ),
    (
        "002 black plain",
        "45",
        &[],
        "d",
        "c",
        "ac kc qc jc 2c 3c 4c 5c 6c 7c 8c 9c 10c",
    ),
    (
        "002 joker",
        "45",
        &[("joker", "true")],
        "c",
        "",
        "5c jc joker ah ac kc qc 2c 3c 4c 6c 7c 8c 9c 10c",
    ),
    (
        "002 joker",
        "45",
        &[("joker", "true")],
        "h",
        "",
        "5h jh joker ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h",
    ),
    // 003 (45-majority): ace low.
    (
        "003 black",
        "45-majority",
        &[],
        "s",
        "",
        "5s js ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s",
    ),
    (
        "003 black",
        "45-majority",
        &[],
        "c",
        "",
        "5c jc ah ac kc qc 2c 3c 4c 6c 7c 8c 9c 10c",
    ),
    (
        "003 hearts",
        "45-majority",
        &[],
        "h",
        "",
        "5h jh ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h",
    ),
    (
        "003 diamonds",
        "45-majority",
        &[],
        "d",
        "",
        "5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d",
    ),
    (
        "003 plain black",
        "45-spread",
        &[],
        "d",
        "s",
        "ks qs js as 2s 3s 4s 5s 6s 7s 8s 9s 10s",
    ),
    (
        "003 plain d",
        "45-majority",
        &[],
        "c",
        "d",
        "kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d ad",
    ),
    (
        "003 plain h",
        "45-majority",
        &[],
        "c",
        "h",
        "kh qh jh 10h 9h 8h 7h 6h 5h 4h 3h 2h",
    ),
    // 004 (partners-120).
    (
        "004 hearts",
        "partners-120",
        &[],
        "h",
        "",
        "5h jh ah kh qh 10h 9h 8h 7h 6h 4h 3h 2h",
    ),
    (
        "004 diamonds",
        "partners-120",
        &[],
        "d",
        "",
        "5d jd ah ad kd qd 10d 9d 8d 7d 6d 4d 3d 2d",
    ),
    (
        "004 clubs",
        "partners-120",
        &[],
        "c",
        "",
        "5c jc ah ac kc qc 2c 3c 4c 6c 7c 8c 9c 10c",
    ),
    (
        "004 spades",
        "partners-120",
        &[],
        "s",
        "",
        "5s js ah as ks qs 2s 3s 4s 6s 7s 8s 9s 10s",
    ),
    (
        "004 off h",
        "partners-120",
        &[],
        "d",
        "h",
        "kh qh jh 10h 9h 8h 7h 6h 5h 4h 3h 2h",
    ),
    (
        "004 off d",
        "partners-120",
        &[],
        "h",
        "d",
        "kd qd jd 10d 9d 8d 7d 6d 5d 4d 3d 2d ad",
    ),
    (
        "004 off c",
        "partners-120",
        &[],
        "h",
        "c",
        "kc qc jc ac 2c 3c 4c 5c 6c 7c 8c 9c 10c",
    ),
    (
        "004 off s",
        "partners-120",
        &[],
        "h",
        "s",
        "ks qs js as 2s 3s 4s 5s 6s 7s 8s 9s 10s",
    ),
];

#[test]
fn every_hierarchy_printed_in_the_sources() {
    for &(source, name, knobs, trump, plain, order) in HIERARCHIES {
        let rules = preset(name, knobs);
        let ranking = Ranking::new(&rules, suit(trump));
        let got = if plain.is_empty() {
            ranking.trump_order()
        } else {
            ranking.plain_order(suit(plain))
        };
        assert_eq!(
            got,
            cards(order),
            "{source} ({name} {knobs:?}, trump {trump}, {plain})"
        );
        // The model reads the same table.
        let k = Knobs {
            joker: rules.joker,
            ace_high: rules.offsuit_ace == OffsuitAce::High,
            ten_is_face: rules.ten_is_face,
            aoh_is_heart: false,
            renege: Renege::Top3,
            against_highest: false,
            offsuit_lead: OffLead::Free,
            no_best_without_trump: false,
        };
        let m = Model::new(k, suit(trump));
        let want = if plain.is_empty() {
            m.trumps.clone()
        } else {
            m.plain[suit(plain).index()].clone()
        };
        assert_eq!(want, cards(order), "model: {source}");
    }
}

/// (source, preset, knobs, trump, hand, trick so far, legal cards, reneges).
type Check = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

const WORKED_CHECKS: &[Check] = &[
    // docs/rules.md §4 (from 000 and 004).
    (
        "§4: 2♥ led, J♥ + off-suit: may play off-suit",
        "120",
        &[],
        "h",
        "jh 7c 8c 9d",
        "2h",
        "jh 7c 8c 9d",
        "7c 8c 9d",
    ),
    (
        "§4: 2♥ led, J♥ K♥: the K cannot renege",
        "120",
        &[],
        "h",
        "jh kh 7c 8c 9d",
        "2h",
        "jh kh",
        "",
    ),
    (
        "§4: 5♥ led, J♥ A♥: nothing is above the 5",
        "120",
        &[],
        "h",
        "jh ah 7c 8c 9d",
        "5h",
        "jh ah",
        "",
    ),
    (
        "§4: 5♥ led, J♥ A♥ 3♥",
        "120",
        &[],
        "h",
        "jh ah 3h 7c 8c",
        "5h",
        "jh ah 3h",
        "",
    ),
    (
        "§4: J♥ led, the 5♥ may renege",
        "120",
        &[],
        "h",
        "5h 7c 8c 9d",
        "jh",
        "5h 7c 8c 9d",
        "7c 8c 9d",
    ),
    (
        "§4: J♥ led, the A♥ may not",
        "120",
        &[],
        "h",
        "ah 7c 8c 9d",
        "jh",
        "ah",
        "",
    ),
    // 004's own wording, under its preset: a 6 led, a top trump and no lower one.
    (
        "004: 6 led, the 5 reneges",
        "partners-120",
        &[],
        "d",
        "5d 7c 8s",
        "6d",
        "5d 7c 8s",
        "7c 8s",
    ),
    (
        "004: 6 led, the A♥ reneges",
        "partners-120",
        &[],
        "d",
        "ah 7c 8s",
        "6d",
        "ah 7c 8s",
        "7c 8s",
    ),
    (
        "004: J led, the 5 reneges",
        "partners-120",
        &[],
        "s",
        "5s 7c 8h",
        "js",
        "5s 7c 8h",
        "7c 8h",
    ),
    (
        "004: J led, the A♥ may not",
        "partners-120",
        &[],
        "s",
        "ah 7c 8h",
        "js",
        "ah",
        "",
    ),
    // 001 (top2): the 5 against all other trump, the J against all but the 5.
    (
        "001: J reneges on a low trump",
        "auction-45s",
        &[],
        "c",
        "jc 7h",
        "3c",
        "jc 7h",
        "7h",
    ),
    (
        "001: J does not renege on the 5",
        "auction-45s",
        &[],
        "c",
        "jc 7h",
        "5c",
        "jc",
        "",
    ),
    (
        "001: the A♥ does not renege",
        "auction-45s",
        &[],
        "c",
        "ah 7h",
        "3c",
        "ah",
        "",
    ),
    // 002 (five): only the 5.
    (
        "002: the 5 reneges",
        "110",
        &[],
        "h",
        "5h 7c",
        "jh",
        "5h 7c",
        "7c",
    ),
    (
        "002: the J does not",
        "110",
        &[],
        "h",
        "jh 7c",
        "2h",
        "jh",
        "",
    ),
    // README examples.
    (
        "README: renege=none",
        "120",
        &[("renege", "none")],
        "s",
        "5s 7c",
        "3s",
        "5s",
        "",
    ),
    (
        "README: follow-or-trump",
        "120",
        &[("offsuit_lead", "follow-or-trump")],
        "s",
        "kc 2d",
        "7c",
        "kc",
        "",
    ),
    // §4 off-suit lead.
    (
        "§4 free: anything",
        "120",
        &[],
        "s",
        "kc 2d 3s",
        "7c",
        "kc 2d 3s",
        "",
    ),
    (
        "§4 follow-or-trump: suit or trump",
        "partners-120",
        &[],
        "s",
        "kc 2d 3s",
        "7c",
        "kc 3s",
        "",
    ),
    (
        "§4 follow-or-trump: void plays anything",
        "partners-120",
        &[],
        "s",
        "2d 3s",
        "7c",
        "2d 3s",
        "",
    ),
    // §12 follow-else-trump: void must trump, even with the 5 (README ruling).
    (
        "§12 follow-else-trump: void must trump",
        "120",
        &[("offsuit_lead", "follow-else-trump")],
        "s",
        "2d 5s",
        "7c",
        "5s",
        "",
    ),
    (
        "§12 follow-else-trump: follow or trump",
        "120",
        &[("offsuit_lead", "follow-else-trump")],
        "s",
        "2d 5s 9c",
        "7c",
        "5s 9c",
        "",
    ),
    // §12 ace_of_hearts = trump-and-heart: the A♥ counts as a heart.
    (
        "§12 A♥ follows hearts",
        "partners-120",
        &[("ace_of_hearts", "trump-and-heart")],
        "s",
        "ah 2d",
        "7h",
        "ah",
        "",
    ),
    (
        "§12 A♥ not a heart by default",
        "partners-120",
        &[],
        "s",
        "ah 2d",
        "7h",
        "ah 2d",
        "",
    ),
    (
        "§12 A♥ led calls for hearts",
        "partners-120",
        &[("ace_of_hearts", "trump-and-heart")],
        "s",
        "5s 2h 2d",
        "ah",
        "5s 2h",
        "",
    ),
    (
        "§12 A♥ led is a trump lead by default",
        "partners-120",
        &[],
        "s",
        "5s 2h 2d",
        "ah",
        "5s 2h 2d",
        "2h 2d",
    ),
    // §4 renege_against = highest (house rule).
    (
        "§4 highest: J not above the 5 played",
        "120",
        &[("renege_against", "highest")],
        "h",
        "jh 7c",
        "2h 5h",
        "jh",
        "",
    ),
    (
        "§4 led: J above the 2 led",
        "120",
        &[],
        "h",
        "jh 7c",
        "2h 5h",
        "jh 7c",
        "7c",
    ),
];

#[test]
fn every_worked_check() {
    for &(what, name, knobs, trump, hand, trick, legal, reneges) in WORKED_CHECKS {
        let rules = preset(name, knobs);
        let (hand, trick) = (cards(hand), cards(trick));
        let legal = sorted(cards(legal));
        let reneges = cards(reneges);
        for &card in &hand {
            let v = check_play(&rules, suit(trump), &hand, &trick, card).unwrap();
            assert_eq!(sorted(v.legal_cards.clone()), legal, "{what}");
            assert_eq!(v.legal, legal.contains(&card), "{what}: {card:?}");
            assert_eq!(v.renege, reneges.contains(&card), "{what}: renege {card:?}");
        }
    }
}

/// §3 and §5 worked examples from 000.
#[test]
fn worked_tricks_and_best_cards() {
    let rules = RuleSet::preset("120").unwrap();
    let spades = Suit::Spades;
    // 000 scenario 2: Frank leads 8s, John 9s, Fred 2s: with spades trump
    // (low in black) the 2 beats the 8 and the 9.
    let v = check_trick(&rules, spades, &cards("8s 9s 2s")).unwrap();
    assert_eq!(v.winner_index, 2);
    // A plain card of another suit never wins; the K is highest off-suit.
    let v = check_trick(&rules, spades, &cards("qd kd ac 2h")).unwrap();
    assert_eq!(v.winner_index, 1);
    // 000 §8: clubs trump, none played; the bidder leads the 2♥ and no one
    // has hearts: the 2♥ is the best card.
    let clubs = Suit::Clubs;
    let ranking = Ranking::new(&rules, clubs);
    let tricks = vec![
        cards("kd qd jd 10d"),
        cards("2h 3d 4d 5s"),
        cards("ks qs js 6d"),
        cards("7d 8d 9d 2s"),
        cards("3s 4s 6s 7s"),
    ];
    let b = best_card(&ranking, &rules, &tricks, Some(1)).unwrap();
    assert_eq!((b.trick, b.card), (1, "2h".parse().unwrap()));
    // Without a bidder, the suit of the first card led (decision).
    let b = best_card(&ranking, &rules, &tricks, None).unwrap();
    assert_eq!((b.trick, b.card), (0, "kd".parse().unwrap()));
    // best_without_trump = none: no best card.
    let none = preset("120", &[("best_without_trump", "none")]);
    assert_eq!(best_card(&ranking, &none, &tricks, Some(1)), None);
}

/// The random positions reach every branch of §4 often enough for the
/// comparison above to mean something.
#[test]
fn random_positions_reach_every_rule() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = any_position();
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for _ in 0..4000 {
        let (k, trump, hand, trick) = strategy.new_tree(&mut runner).unwrap().current();
        let m = Model::new(k, trump);
        let Some(&led) = trick.first() else {
            *seen.entry("lead").or_default() += 1;
            continue;
        };
        let holds_trump = hand.iter().any(|&x| m.is_trump(x));
        let key = match m.lead(led) {
            None if !holds_trump => "trump led, no trump held",
            None => {
                let (legal, all_exempt) = m.legal(&hand, &trick);
                let plain_held = hand.iter().any(|&x| !m.is_trump(x));
                match (all_exempt, plain_held, legal.len() < hand.len()) {
                    (true, true, _) => "trump led, may renege",
                    (false, _, true) => "trump led, must trump",
                    _ => "trump led, other",
                }
            }
            Some(_) if led == AH => "A♥ led as a heart",
            Some(s) => match (k.offsuit_lead, hand.iter().any(|&x| m.of_suit(x, s))) {
                (OffLead::Free, _) => "plain led, free",
                (OffLead::FollowOrTrump, true) => "plain led, must follow or trump",
                (OffLead::FollowOrTrump, false) => "plain led, void",
                (OffLead::FollowElseTrump, true) => "plain led, must follow or trump (else)",
                (OffLead::FollowElseTrump, false) if holds_trump => "plain led, void, must trump",
                (OffLead::FollowElseTrump, false) => "plain led, void, no trump",
            },
        };
        *seen.entry(key).or_default() += 1;
        if k.against_highest && m.lead(led).is_none() {
            let (a, _) = m.legal(&hand, &trick);
            let (b, _) = Model::new(
                Knobs {
                    against_highest: false,
                    ..k
                },
                trump,
            )
            .legal(&hand, &trick);
            if a != b {
                *seen.entry("highest differs from led").or_default() += 1;
            }
        }
    }
    eprintln!("{seen:#?}");
    assert_eq!(seen.len(), 13, "{seen:#?}");
    for (what, n) in seen {
        assert!(n >= 10, "{what}: only {n}");
    }
}
