//! Which cards may be played (docs/rules.md §4), who wins a trick (§3) and the
//! best card of a round (§5). Every verdict carries its reason in one plain
//! sentence, and the list of cards that would have been legal.

use super::prose::capitalise;
use serde::Serialize;

use super::card::{Card, CardSet, Rank, Suit};
use super::ranking::{Lead, Ranking};
use super::variant::{BestWithoutTrump, OffsuitLead, Renege, RenegeAgainst, RuleSet};

/// Most cards a hand holds: a round is one trick for each.
pub const HAND_SIZE: usize = 5;
/// Most players at a table, so most cards in a trick.
pub use super::table::MAX_PLAYERS;

/// The rule that decided a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayRule {
    /// The leader may play anything.
    Lead,
    /// Trump was led and the player holds no trump.
    NoTrumpHeld,
    /// Trump was led and the player must play a trump.
    MustFollowTrump,
    /// Trump was led and every trump held may be kept back.
    RenegePrivilege,
    /// A plain suit was led and these rules let anything be played.
    OffsuitFree,
    /// A plain suit was led: follow it or trump.
    MustFollowSuit,
    /// A plain suit was led and the player holds none of it.
    VoidInSuit,
    /// A plain suit was led, the player holds none of it and must trump.
    MustTrump,
    /// A plain suit was led and the only cards that could follow or trump
    /// are renegeable trumps, which a plain lead never forces out
    /// (`renege_on_plain_lead`).
    RenegeOnPlainLead,
}

/// The cards a player may play, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Legality {
    pub legal: CardSet,
    pub rule: PlayRule,
    /// Trumps held that may be kept back (trump led only).
    pub exempt: CardSet,
}

/// The cards `hand` may play to `trick` (the cards already played, led
/// first; empty when the player leads). The core of every adjudication: a
/// few bit operations on precomputed masks.
pub fn legal_plays(ranking: &Ranking, rules: &RuleSet, hand: CardSet, trick: &[Card]) -> Legality {
    let Some(&led) = trick.first() else {
        return Legality {
            legal: hand,
            rule: PlayRule::Lead,
            exempt: CardSet::EMPTY,
        };
    };
    let trumps = hand.intersection(ranking.trumps());
    match ranking.lead_of(led) {
        Lead::Trump => {
            if trumps.is_empty() {
                return Legality {
                    legal: hand,
                    rule: PlayRule::NoTrumpHeld,
                    exempt: CardSet::EMPTY,
                };
            }
            let reference = renege_reference(ranking, rules, trick);
            let exempt: CardSet = if forcing_honour(ranking, rules, trick).is_some() {
                CardSet::EMPTY
            } else {
                trumps
                    .intersection(ranking.renegeable())
                    .iter()
                    .filter(|&c| ranking.trump_above(c, reference))
                    .collect()
            };
            if trumps.difference(exempt).is_empty() {
                Legality {
                    legal: hand,
                    rule: PlayRule::RenegePrivilege,
                    exempt,
                }
            } else {
                Legality {
                    legal: trumps,
                    rule: PlayRule::MustFollowTrump,
                    exempt,
                }
            }
        }
        Lead::Plain(suit) => {
            let none = CardSet::EMPTY;
            let of_suit = hand.intersection(ranking.suit_cards(suit));
            let (legal, rule) = match rules.offsuit_lead {
                OffsuitLead::Free => (hand, PlayRule::OffsuitFree),
                _ if !of_suit.is_empty() => (of_suit.union(trumps), PlayRule::MustFollowSuit),
                OffsuitLead::FollowElseTrump if !trumps.is_empty() => (trumps, PlayRule::MustTrump),
                _ => (hand, PlayRule::VoidInSuit),
            };
            // The cards that could follow or trump are all renegeable:
            // under renege_on_plain_lead they are never forced out.
            let forced = matches!(rule, PlayRule::MustFollowSuit | PlayRule::MustTrump);
            if forced
                && rules.renege_on_plain_lead
                && legal.difference(ranking.renegeable()).is_empty()
            {
                return Legality {
                    legal: hand,
                    rule: PlayRule::RenegeOnPlainLead,
                    exempt: legal,
                };
            }
            Legality {
                legal,
                rule,
                exempt: none,
            }
        }
    }
}

/// The renegeable trump in the trick that forces every trump out, under
/// `renege_against = unless-honour-led` (the card led) or
/// `unless-honour-played` (the first one played to the trick).
pub fn forcing_honour(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> Option<Card> {
    let honour = |c: &&Card| ranking.renegeable().contains(**c);
    match rules.renege_against {
        RenegeAgainst::Led | RenegeAgainst::Highest => None,
        RenegeAgainst::UnlessHonourLed => trick.first().filter(honour).copied(),
        RenegeAgainst::UnlessHonourPlayed => trick.iter().find(honour).copied(),
    }
}

/// The trump a renegeable card must rank above to be kept back: the card
/// led, or (`renege_against = highest`) the highest trump played so far.
fn renege_reference(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> Card {
    let led = trick[0];
    match rules.renege_against {
        RenegeAgainst::Led | RenegeAgainst::UnlessHonourLed | RenegeAgainst::UnlessHonourPlayed => {
            led
        }
        RenegeAgainst::Highest => trick
            .iter()
            .copied()
            .filter(|&c| ranking.is_trump(c))
            .max_by_key(|&c| ranking.strength(c))
            .unwrap_or(led),
    }
}

/// The answer to "may this card be played?".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayVerdict {
    pub legal: bool,
    pub card: Card,
    pub reason: String,
    pub legal_cards: Vec<Card>,
    /// The play withholds a trump by the renege privilege.
    pub renege: bool,
    pub rule: PlayRule,
}

/// Input that does not describe a real play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the hand is empty: give the cards the player held before playing, the played card included")]
    EmptyHand,
    #[error("a hand holds at most five cards, and this one has {0}")]
    HandTooBig(usize),
    #[error("the {0} is not in the hand: the hand is what the player held before playing, so it must include the played card")]
    NotInHand(Card),
    #[error("the {0} is both in the hand and already played to the trick; a card is in the pack only once")]
    InHandAndTrick(Card),
    #[error("the joker is not in the pack under these rules; turn on the knob joker if your table plays with it")]
    JokerOff,
    #[error("a trick holds one card from each player, at most {MAX_PLAYERS}, and {0} were given")]
    TrickTooBig(usize),
    #[error("no cards given for the trick")]
    EmptyTrick,
    #[error("a trick holds one card from each of the {players} players, and {cards} were given")]
    TrickTooBigFor { cards: usize, players: usize },
}

fn check_joker(ranking: &Ranking, cards: impl IntoIterator<Item = Card>) -> Result<(), PlayError> {
    if !ranking.joker_in_play() && cards.into_iter().any(Card::is_joker) {
        return Err(PlayError::JokerOff);
    }
    Ok(())
}

/// Judges one play: `hand` is what the player held before playing (the
/// played card included), `trick` the cards already played, led first.
pub fn check_play(
    rules: &RuleSet,
    trump: Suit,
    hand: &[Card],
    trick: &[Card],
    card: Card,
) -> Result<PlayVerdict, PlayError> {
    let ranking = Ranking::new(rules, trump);
    if hand.is_empty() {
        return Err(PlayError::EmptyHand);
    }
    if hand.len() > HAND_SIZE {
        return Err(PlayError::HandTooBig(hand.len()));
    }
    if trick.len() >= MAX_PLAYERS {
        return Err(PlayError::TrickTooBig(trick.len() + 1));
    }
    check_joker(&ranking, hand.iter().chain(trick).copied())?;
    let held = CardSet::of(hand);
    if let Some(&dup) = trick.iter().find(|&&c| held.contains(c)) {
        return Err(PlayError::InHandAndTrick(dup));
    }
    if !held.contains(card) {
        return Err(PlayError::NotInHand(card));
    }
    let mut verdict = judge(&ranking, rules, held, trick, card);
    // Show the legal cards in the order the player gave the hand.
    verdict
        .legal_cards
        .sort_by_key(|c| hand.iter().position(|h| h == c));
    Ok(verdict)
}

/// Judges a play already known to be well-formed (used by round audits).
pub fn judge(
    ranking: &Ranking,
    rules: &RuleSet,
    hand: CardSet,
    trick: &[Card],
    card: Card,
) -> PlayVerdict {
    let legality = legal_plays(ranking, rules, hand, trick);
    let legal = legality.legal.contains(card);
    // A renege: the play keeps back every card the rules let it keep.
    let renege = legal
        && matches!(
            legality.rule,
            PlayRule::RenegePrivilege | PlayRule::RenegeOnPlainLead
        )
        && !legality.exempt.is_empty()
        && !legality.exempt.contains(card);
    let reason = explain(ranking, rules, hand, trick, card, &legality, legal);
    PlayVerdict {
        legal,
        card,
        reason,
        legal_cards: ranking.ordered(legality.legal),
        renege,
        rule: legality.rule,
    }
}

/// "the K♥", "the K♥ and J♥", "the K♥, J♥ and 3♥".
pub fn list_cards(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    match names.as_slice() {
        [] => "no card".to_string(),
        [one] => format!("the {one}"),
        [init @ .., last] => format!("the {} and {last}", init.join(", ")),
    }
}

/// "one of the three renegeable trumps (5♥, J♥, A♥)", said of one card.
fn renegeable_words(ranking: &Ranking, rules: &RuleSet, plural: bool) -> String {
    let cards = ranking.ordered(ranking.renegeable());
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    let count = match cards.len() {
        1 => "only",
        2 => "two",
        3 => "three",
        _ => "four",
    };
    match (rules.renege, plural) {
        (Renege::None, _) => "not renegeable: these rules allow no renege".to_string(),
        (Renege::Five, false) => "the only renegeable trump".to_string(),
        (_, false) => format!(
            "one of the {count} renegeable trumps ({})",
            names.join(", ")
        ),
        (_, true) => format!("all renegeable trumps ({})", names.join(", ")),
    }
}

/// "only the 5♥, J♥ and A♥ may renege".
fn who_may_renege(ranking: &Ranking, rules: &RuleSet) -> String {
    let cards = ranking.ordered(ranking.renegeable());
    match rules.renege {
        Renege::None => "these rules allow no renege".to_string(),
        Renege::Five => format!("only the {} may renege", cards[0]),
        _ => format!("only {} may renege", list_cards(&cards)),
    }
}

fn explain(
    ranking: &Ranking,
    rules: &RuleSet,
    hand: CardSet,
    trick: &[Card],
    card: Card,
    legality: &Legality,
    legal: bool,
) -> String {
    let Some(&led) = trick.first() else {
        return format!("The {card} may be played: the leader may play any card.");
    };
    let trumps = ranking.ordered(hand.intersection(ranking.trumps()));
    let exempt = ranking.ordered(legality.exempt);
    let must_list = ranking.ordered(legality.legal);
    match legality.rule {
        PlayRule::Lead => unreachable!("a trick with a card led is not a lead"),
        PlayRule::NoTrumpHeld => format!(
            "The {card} may be played: the {led} led is trump, and a player holding no trump may play any card."
        ),
        PlayRule::RenegePrivilege => {
            let against = renege_against_words(ranking, rules, trick);
            let (subject, is) = if exempt.len() == 1 {
                (
                    format!("The {}", exempt[0]),
                    format!("the {} is {}", exempt[0], renegeable_words(ranking, rules, false)),
                )
            } else {
                (
                    capitalise(&list_cards(&exempt)),
                    format!("they are {}", renegeable_words(ranking, rules, true)),
                )
            };
            if ranking.is_trump(card) {
                format!(
                    "The {card} may be played: it follows the trump led. {subject} could also have been kept back: {against}, and {is}."
                )
            } else {
                format!("{subject} may be kept back: {against}, and {is}. So the {card} may be played.")
            }
        }
        PlayRule::MustFollowTrump => {
            if legal {
                let mut text = format!("The {card} may be played: the {led} led is trump, and the {card} is a trump.");
                if !exempt.is_empty() && !legality.exempt.contains(card) {
                    text.push_str(&format!(
                        " ({} could have been kept back, but not every trump held.)",
                        capitalise(&list_cards(&exempt))
                    ));
                }
                text
            } else {
                let bound: Vec<Card> = trumps
                    .iter()
                    .copied()
                    .filter(|c| !legality.exempt.contains(*c))
                    .collect();
                let not_renegeable: Vec<Card> = bound
                    .iter()
                    .copied()
                    .filter(|&c| !ranking.renegeable().contains(c))
                    .collect();
                let outranked: Vec<Card> = bound
                    .iter()
                    .copied()
                    .filter(|&c| ranking.renegeable().contains(c))
                    .collect();
                let mut why = Vec::new();
                if !not_renegeable.is_empty() {
                    why.push(format!(
                        "{} cannot be kept back ({})",
                        list_cards(&not_renegeable),
                        who_may_renege(ranking, rules)
                    ));
                }
                if !outranked.is_empty() {
                    why.push(match forcing_honour(ranking, rules, trick) {
                        Some(honour) => format!(
                            "{} can't be kept back: {}, and these rules then force every trump",
                            list_cards(&outranked),
                            honour_words(trick, honour)
                        ),
                        None => format!(
                            "{} may renege only against a lower trump, which {against} is not",
                            list_cards(&outranked),
                            against = against_short(ranking, rules, trick)
                        ),
                    });
                }
                format!(
                    "The {card} may not be played: the {led} led is trump, and {}. Play {}.",
                    why.join("; "),
                    one_of(&must_list)
                )
            }
        }
        PlayRule::RenegeOnPlainLead => {
            let why = "these rules never force a renegeable trump out on a plain-suit lead";
            let subject = capitalise(&list_cards(&exempt));
            if legality.exempt.contains(card) {
                format!("The {card} may be played: it may always follow the {led} led. It could also have been kept back: {why}.")
            } else {
                let is = if exempt.len() == 1 {
                    format!("the {} is {}", exempt[0], renegeable_words(ranking, rules, false))
                } else {
                    format!("they are {}", renegeable_words(ranking, rules, true))
                };
                format!("{subject} may be kept back: {why}, and {is}. So the {card} may be played.")
            }
        }
        PlayRule::OffsuitFree => format!(
            "The {card} may be played: the {led} led is not a trump, and these rules let any card be played on a plain-suit lead."
        ),
        PlayRule::MustFollowSuit => {
            let Lead::Plain(suit) = ranking.lead_of(led) else {
                unreachable!("following a suit needs a plain lead")
            };
            let held: Vec<Card> = ranking.ordered(hand.intersection(ranking.suit_cards(suit)));
            if legal {
                let what = if ranking.is_trump(card) {
                    "a trump".to_string()
                } else {
                    format!("a {}", suit.singular())
                };
                format!(
                    "The {card} may be played: the {led} led must be followed with a {} or a trump, and the {card} is {what}.",
                    suit.singular()
                )
            } else {
                format!(
                    "The {card} may not be played: you hold {} ({}), so the {led} led must be followed with a {} or a trump. Play {}.",
                    if held.len() == 1 { format!("a {}", suit.singular()) } else { suit.name().to_string() },
                    list_cards(&held),
                    suit.singular(),
                    one_of(&must_list)
                )
            }
        }
        PlayRule::VoidInSuit => {
            let suit = led_suit_name(ranking, led);
            format!(
                "The {card} may be played: you hold no {suit} to follow the {led} led, so any card may be played."
            )
        }
        PlayRule::MustTrump => {
            let suit = led_suit_name(ranking, led);
            if legal {
                format!(
                    "The {card} may be played: you hold no {suit} to follow the {led} led, so you must trump, and the {card} is a trump."
                )
            } else {
                format!(
                    "The {card} may not be played: you hold no {suit} to follow the {led} led, and these rules make a player who cannot follow play a trump. Play {}.",
                    one_of(&must_list)
                )
            }
        }
    }
}

fn led_suit_name(ranking: &Ranking, led: Card) -> &'static str {
    match ranking.lead_of(led) {
        Lead::Plain(suit) => suit.singular(),
        Lead::Trump => "trump",
    }
}

/// "the 6♥ led is a lower trump", or under `renege_against = highest`,
/// "the highest trump played, the 10♥, is lower".
fn renege_against_words(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> String {
    let reference = renege_reference(ranking, rules, trick);
    match rules.renege_against {
        RenegeAgainst::Led | RenegeAgainst::UnlessHonourLed | RenegeAgainst::UnlessHonourPlayed => {
            format!("the {reference} led is a lower trump")
        }
        RenegeAgainst::Highest if reference == trick[0] => {
            format!("the {reference} led is the highest trump played, and it is lower")
        }
        RenegeAgainst::Highest => {
            format!("the highest trump played so far, the {reference}, is lower")
        }
    }
}

fn against_short(ranking: &Ranking, rules: &RuleSet, trick: &[Card]) -> String {
    let reference = renege_reference(ranking, rules, trick);
    match rules.renege_against {
        RenegeAgainst::Highest => format!("the highest trump played, the {reference}"),
        _ => format!("the {reference} led"),
    }
}

/// "the J♥ was led" or "the J♥ has been played to the trick": why every
/// trump is forced under the `unless-honour-*` values of `renege_against`.
pub fn honour_words(trick: &[Card], honour: Card) -> String {
    if trick.first() == Some(&honour) {
        format!("the {honour} led is itself a renegeable trump")
    } else {
        format!("a renegeable trump, the {honour}, has been played to the trick")
    }
}

/// "the K♥", "the J♥ or K♥", "the J♥, K♥ or 3♥".
fn one_of(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    match names.as_slice() {
        [] => "no card".to_string(),
        [one] => format!("the {one}"),
        [init @ .., last] => format!("the {} or {last}", init.join(", ")),
    }
}

/// Who won a trick, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickVerdict {
    /// 0-based index into the cards as given.
    pub winner_index: usize,
    pub card: Card,
    /// Whether the winning card is a trump.
    pub is_trump: bool,
    pub reason: String,
}

/// Who wins these cards, played in this order (the led card first).
pub fn check_trick(
    rules: &RuleSet,
    trump: Suit,
    cards: &[Card],
) -> Result<TrickVerdict, PlayError> {
    let ranking = Ranking::new(rules, trump);
    if cards.is_empty() {
        return Err(PlayError::EmptyTrick);
    }
    if cards.len() > MAX_PLAYERS {
        return Err(PlayError::TrickTooBig(cards.len()));
    }
    check_joker(&ranking, cards.iter().copied())?;
    Ok(judge_trick(&ranking, cards))
}

/// As [`check_trick`], at a table of `players`: with fewer cards than
/// players the trick is still being played, and the verdict names the card
/// winning so far, never a winner.
pub fn check_trick_at(
    rules: &RuleSet,
    trump: Suit,
    cards: &[Card],
    players: usize,
) -> Result<TrickVerdict, PlayError> {
    if cards.len() > players {
        return Err(PlayError::TrickTooBigFor {
            cards: cards.len(),
            players,
        });
    }
    let verdict = check_trick(rules, trump, cards)?;
    if cards.len() == players {
        return Ok(verdict);
    }
    Ok(judge_cards(&Ranking::new(rules, trump), cards, false))
}

/// The winner of a well-formed trick, with its reason.
pub fn judge_trick(ranking: &Ranking, cards: &[Card]) -> TrickVerdict {
    judge_cards(ranking, cards, true)
}

/// The card winning a trick still being played, with its reason in words
/// that say it has not won yet.
pub fn judge_trick_so_far(ranking: &Ranking, cards: &[Card]) -> TrickVerdict {
    judge_cards(ranking, cards, false)
}

/// The card that takes `cards` (`complete`) or is winning them so far, with
/// the reason in words that say which.
fn judge_cards(ranking: &Ranking, cards: &[Card], complete: bool) -> TrickVerdict {
    let (wins, played, so_far) = if complete {
        ("wins", "played", "")
    } else {
        ("is winning so far", "played so far", " yet")
    };
    let winner_index = ranking.winner(cards).unwrap_or(0);
    let card = cards[winner_index];
    let led = cards[0];
    let trumps_played = cards.iter().filter(|&&c| ranking.is_trump(c)).count();
    let trump_name = ranking.trump().name();
    let reason = if ranking.is_trump(card) {
        if trumps_played == 1 {
            format!("The {card} {wins}: it is the only trump {played} ({trump_name} are trump), and a trump beats any plain card.")
        } else {
            format!("The {card} {wins}: it is the highest of the {trumps_played} trumps {played} ({trump_name} are trump).")
        }
    } else {
        let suit = led_suit_name(ranking, led);
        let others = cards
            .iter()
            .filter(|&&c| !ranking.suit_cards(ranking_suit(ranking, led)).contains(c))
            .count();
        let tail = if others > 0 {
            " A card of another plain suit never wins."
        } else {
            ""
        };
        let no_trump = if complete {
            "no trump was played"
        } else {
            "no trump has been played"
        };
        if card == led && cards.len() == 1 {
            format!("The {card} {wins}: it is the only card played{so_far}.")
        } else {
            format!(
                "The {card} {wins}: {no_trump}, and it is the highest {suit}, the suit led.{tail}"
            )
        }
    };
    let reason = match surprise(ranking, card, cards) {
        Some((beaten, why)) => format!("{reason} It beats the {beaten} because {why}."),
        None => reason,
    };
    TrickVerdict {
        winner_index,
        card,
        is_trump: ranking.is_trump(card),
        reason,
    }
}

/// The part of a trick people argue about: a card the winner beat that
/// looks higher by its face (the 10♠ under the 2♠, the A♦ under the A♥),
/// with the rule that ranks it lower. The card that looks highest is named.
fn surprise(ranking: &Ranking, winner: Card, cards: &[Card]) -> Option<(Card, &'static str)> {
    // The order a newcomer assumes: A, K, Q, J, 10 ... 2, whatever the suit.
    let face = |c: Card| c.rank().map_or(15, |r| r.value());
    let same_kind = |c: Card| {
        let trump = ranking.is_trump(winner);
        ranking.is_trump(c) == trump && (trump || c.suit() == winner.suit())
    };
    let beaten = cards
        .iter()
        .copied()
        .filter(|&c| c != winner && same_kind(c) && face(c) >= face(winner))
        .max_by_key(|&c| face(c))?;
    let trump = ranking.trump();
    let number = |c: Card| c.rank().is_some_and(|r| r.value() <= 10);
    let why = if ranking.is_trump(winner) && winner.rank() == Some(Rank::Five) {
        "the 5 of trumps is the highest card of all"
    } else if ranking.is_trump(winner) && winner.rank() == Some(Rank::Jack) && !winner.is_joker() {
        "the jack of trumps ranks second, under only the 5"
    } else if winner == Card::ACE_OF_HEARTS && trump != Suit::Hearts {
        if ranking.joker_in_play() {
            "the A♥ is always a trump, the fourth best (after the 5, the jack of trumps and the joker)"
        } else {
            "the A♥ is always a trump, the third best (after the 5 and the jack of trumps)"
        }
    } else if winner.is_joker() {
        "the joker is the third-best trump"
    } else if number(winner) && number(beaten) && winner.suit().is_some_and(|s| !s.is_red()) {
        "in black suits the lower number ranks higher (\"high in red, low in black\")"
    } else if beaten.rank() == Some(Rank::Ace) && !ranking.is_trump(beaten) {
        "under these rules a plain suit's ace ranks low: below the 2 in red suits, just below the jack in black"
    } else {
        return None;
    };
    Some((beaten, why))
}

fn ranking_suit(ranking: &Ranking, led: Card) -> Suit {
    match ranking.lead_of(led) {
        Lead::Plain(suit) => suit,
        Lead::Trump => ranking.trump(),
    }
}

/// The best card of a round (docs/rules.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BestCard {
    /// 0-based trick number.
    pub trick: usize,
    /// 0-based position of the card in that trick's play order.
    pub position: usize,
    pub card: Card,
    /// Whether it is a trump (otherwise the round saw no trump).
    pub trump: bool,
}

/// The best card played in a round: the highest trump; with no trump played,
/// the highest card of the suit of the bidder's first lead (`bidder_lead`:
/// the index of the first trick the bidder led), or of the first card led in
/// the round when there is no bidder or the bidder never led. `None` when no
/// trump was played and `best_without_trump = none`, or with no tricks.
pub fn best_card(
    ranking: &Ranking,
    rules: &RuleSet,
    tricks: &[Vec<Card>],
    bidder_lead: Option<usize>,
) -> Option<BestCard> {
    let played: CardSet = tricks.iter().flatten().copied().collect();
    let deciding = tricks
        .get(bidder_lead.unwrap_or(0))
        .and_then(|t| t.first())
        .copied();
    let card = best_among(ranking, rules, played, deciding)?;
    let (trick, position) = tricks.iter().enumerate().find_map(|(t, cards)| {
        cards
            .iter()
            .position(|&c| c == card)
            .map(|position| (t, position))
    })?;
    Some(BestCard {
        trick,
        position,
        card,
        trump: ranking.is_trump(card),
    })
}

/// The best card among the cards of a whole round (docs/rules.md §5), given the
/// lead that decides it when no trump is among them (`deciding_lead`: the
/// bidder's first lead, else the first card led). The rule itself, shared by
/// the audit ([`best_card`]) and the analysis, which knows every card a round
/// will see before it is played.
pub fn best_among(
    ranking: &Ranking,
    rules: &RuleSet,
    played: CardSet,
    deciding_lead: Option<Card>,
) -> Option<Card> {
    let strongest = |cards: CardSet| cards.iter().max_by_key(|&c| ranking.strength(c));
    if let Some(trump) = strongest(played.intersection(ranking.trumps())) {
        return Some(trump);
    }
    if rules.best_without_trump == BestWithoutTrump::None {
        return None;
    }
    let suit = ranking_suit(ranking, deciding_lead?);
    strongest(played.intersection(ranking.suit_cards(suit)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::parse_cards;
    use crate::rules::variant::AceOfHearts;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn trick_reason(preset: &str, trump: Suit, played: &str) -> String {
        let rules = RuleSet::preset(preset).unwrap();
        judge_trick(&Ranking::new(&rules, trump), &cards(played)).reason
    }

    #[test]
    fn a_trick_says_why_the_card_that_looks_higher_lost() {
        let said = trick_reason("120", Suit::Hearts, "10s 2s");
        assert!(
            said.ends_with("It beats the 10♠ because in black suits the lower number ranks higher (\"high in red, low in black\")."),
            "{said}"
        );
        let said = trick_reason("120", Suit::Diamonds, "ad ah");
        assert!(
            said.contains("It beats the A♦ because the A♥ is always a trump, the third best"),
            "{said}"
        );
        let said = trick_reason("120", Suit::Clubs, "kd ad");
        assert!(
            said.contains("It beats the A♦ because under these rules a plain suit's ace ranks low"),
            "{said}"
        );
        let said = trick_reason("120", Suit::Spades, "as 5s");
        assert!(
            said.contains("It beats the A♠ because the 5 of trumps is the highest card of all"),
            "{said}"
        );
        // Nothing to argue about: no extra sentence.
        let said = trick_reason("120", Suit::Hearts, "9d kd");
        assert!(!said.contains("It beats"), "{said}");
        // With the ace high, the A♦ over the K♦ surprises no one.
        let said = trick_reason("auction-45s", Suit::Clubs, "kd ad");
        assert!(!said.contains("It beats"), "{said}");
    }

    fn verdict(rules: &RuleSet, trump: Suit, hand: &str, trick: &str, play: &str) -> PlayVerdict {
        let trick = if trick.is_empty() {
            vec![]
        } else {
            cards(trick)
        };
        check_play(rules, trump, &cards(hand), &trick, card(play)).unwrap()
    }

    fn legal_set(rules: &RuleSet, trump: Suit, hand: &str, trick: &str) -> Vec<Card> {
        verdict(
            rules,
            trump,
            hand,
            trick,
            &hand[..hand.find(' ').unwrap_or(hand.len())],
        )
        .legal_cards
    }

    // docs/rules.md §4 worked checks (sources 000 and 004), hearts trump.

    #[test]
    fn renege_jack_may_be_kept_when_a_low_trump_is_led() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Hearts, "jh 7c 8d ks", "2h", "7c");
        assert!(v.legal && v.renege, "{v:?}");
        assert_eq!(v.rule, PlayRule::RenegePrivilege);
        assert_eq!(
            v.reason,
            "The J♥ may be kept back: the 2♥ led is a lower trump, and the J♥ is one of the three renegeable trumps (5♥, J♥, A♥). So the 7♣ may be played."
        );
        assert_eq!(v.legal_cards.len(), 4);
    }

    #[test]
    fn renege_king_cannot_be_kept_so_king_or_jack_must_be_played() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Hearts, "jh kh 7c 8d ks", "2h", "7c");
        assert!(!v.legal && !v.renege);
        assert_eq!(v.legal_cards, cards("jh kh"));
        assert!(v.reason.contains("K♥ cannot be kept back"), "{}", v.reason);
        assert!(verdict(&r, Suit::Hearts, "jh kh 7c 8d ks", "2h", "jh").legal);
        let k = verdict(&r, Suit::Hearts, "jh kh 7c 8d ks", "2h", "kh");
        assert!(k.legal && !k.renege);
    }

    #[test]
    fn renege_jack_and_ace_may_not_be_kept_when_five_led() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Hearts, "jh ah 7c 8d ks", "5h", "8d");
        assert!(!v.legal);
        assert_eq!(v.legal_cards, cards("jh ah"));
        assert!(
            v.reason.contains("may renege only against a lower trump"),
            "{}",
            v.reason
        );
    }

    #[test]
    fn renege_low_trump_frees_the_jack_and_ace_when_five_led() {
        let r = RuleSet::default();
        assert_eq!(
            legal_set(&r, Suit::Hearts, "jh ah 3h 7c 8d", "5h"),
            cards("jh ah 3h")
        );
        assert!(verdict(&r, Suit::Hearts, "jh ah 3h 7c 8d", "5h", "3h").legal);
        assert!(!verdict(&r, Suit::Hearts, "jh ah 3h 7c 8d", "5h", "7c").legal);
    }

    #[test]
    fn renege_five_may_be_kept_against_the_jack_but_not_the_ace_of_hearts() {
        let r = RuleSet::default();
        let five = verdict(&r, Suit::Hearts, "5h 7c 8d", "jh", "7c");
        assert!(five.legal && five.renege);
        let ace = verdict(&r, Suit::Hearts, "ah 7c 8d", "jh", "7c");
        assert!(!ace.legal);
        assert_eq!(ace.legal_cards, cards("ah"));
    }

    #[test]
    fn renege_knob_top2_five_and_none() {
        let mut r = RuleSet::preset("120").unwrap();
        r.renege = Renege::Top2;
        // The A♥ is not renegeable under top2.
        assert!(!verdict(&r, Suit::Spades, "ah 7c", "3s", "7c").legal);
        assert!(verdict(&r, Suit::Spades, "js 7c", "3s", "7c").legal);
        r.renege = Renege::Five;
        assert!(!verdict(&r, Suit::Spades, "js 7c", "3s", "7c").legal);
        assert!(verdict(&r, Suit::Spades, "5s 7c", "js", "7c").renege);
        r.renege = Renege::None;
        assert!(!verdict(&r, Suit::Spades, "5s 7c", "3s", "7c").legal);
    }

    #[test]
    fn renege_against_highest_counts_every_trump_played() {
        let mut r = RuleSet::preset("120").unwrap();
        // 3♠ led, A♥ played on it: the J♠ is above the 3 but not above the A♥? No,
        // the J♠ is above the A♥; the A♥ holder vs a J♠ already played is the test.
        assert!(verdict(&r, Suit::Spades, "ah 7c", "3s js", "7c").legal);
        r.renege_against = RenegeAgainst::Highest;
        let v = verdict(&r, Suit::Spades, "ah 7c", "3s js", "7c");
        assert!(!v.legal, "{v:?}");
        assert!(v.reason.contains("highest trump played"), "{}", v.reason);
    }

    #[test]
    fn renege_unless_honour_led_forces_the_five_when_the_jack_is_led() {
        let r = RuleSet {
            renege_against: RenegeAgainst::UnlessHonourLed,
            ..RuleSet::default()
        };
        let v = verdict(&r, Suit::Hearts, "5h 7c 8d", "jh", "7c");
        assert!(!v.legal, "{v:?}");
        assert_eq!(v.legal_cards, cards("5h"));
        assert_eq!(
            v.reason,
            "The 7♣ may not be played: the J♥ led is trump, and the 5♥ can't be kept back: the J♥ led is itself a renegeable trump, and these rules then force every trump. Play the 5♥."
        );
        // A low trump led: the 5 may still be kept back.
        assert!(verdict(&r, Suit::Hearts, "5h 7c 8d", "2h", "7c").renege);
        // Played on a low lead, the J forces nothing under this value.
        assert!(verdict(&r, Suit::Hearts, "5h 7c 8d", "2h jh", "7c").legal);
    }

    #[test]
    fn renege_unless_honour_played_forces_the_five_once_the_jack_is_in() {
        let r = RuleSet {
            renege_against: RenegeAgainst::UnlessHonourPlayed,
            ..RuleSet::default()
        };
        let v = verdict(&r, Suit::Hearts, "5h 7c 8d", "2h jh", "7c");
        assert!(!v.legal, "{v:?}");
        assert_eq!(v.legal_cards, cards("5h"));
        assert!(
            v.reason
                .contains("a renegeable trump, the J♥, has been played to the trick"),
            "{}",
            v.reason
        );
        // Before any renegeable trump is in the trick, the 5 may be kept back.
        assert!(verdict(&r, Suit::Hearts, "5h 7c 8d", "2h 9h", "7c").renege);
        // The same trick under `led`: the 5 is above the 2 led.
        assert!(verdict(&RuleSet::default(), Suit::Hearts, "5h 7c 8d", "2h jh", "7c").renege);
    }

    #[test]
    fn renege_on_plain_lead_keeps_the_ace_of_hearts_back_on_a_hearts_lead() {
        // Irish 25 tables: the A♥ counts as a heart, a void player must trump.
        let mut r = RuleSet::preset("25").unwrap();
        r.renege = Renege::Top3;
        r.ace_of_hearts = AceOfHearts::TrumpAndHeart;
        r.offsuit_lead = OffsuitLead::FollowElseTrump;
        // Without the knob the A♥, the only heart, must follow.
        let forced = verdict(&r, Suit::Clubs, "ah 3s 7s", "kh", "3s");
        assert!(!forced.legal);
        assert_eq!(forced.legal_cards, cards("ah"));
        r.renege_on_plain_lead = true;
        let v = verdict(&r, Suit::Clubs, "ah 3s 7s", "kh", "3s");
        assert!(v.legal && v.renege, "{v:?}");
        assert_eq!(v.rule, PlayRule::RenegeOnPlainLead);
        assert_eq!(
            v.reason,
            "The A♥ may be kept back: these rules never force a renegeable trump out on a plain-suit lead, and the A♥ is one of the three renegeable trumps (5♣, J♣, A♥). So the 3♠ may be played."
        );
        assert!(verdict(&r, Suit::Clubs, "ah 3s 7s", "kh", "ah").legal);
        // With a trump that can't renege, following or trumping is forced.
        assert!(!verdict(&r, Suit::Clubs, "ah 2c 3s", "kh", "3s").legal);
        // Void in the suit led, with only the 5 to trump: not forced to trump.
        assert!(verdict(&r, Suit::Clubs, "5c 3s", "kd", "3s").renege);
    }

    #[test]
    fn joker_is_renegeable_under_top3() {
        let mut r = RuleSet::preset("120").unwrap();
        r.joker = true;
        assert!(verdict(&r, Suit::Clubs, "joker 7d", "3c", "7d").renege);
        r.renege = Renege::Top2;
        assert!(!verdict(&r, Suit::Clubs, "joker 7d", "3c", "7d").legal);
    }

    #[test]
    fn ace_of_hearts_lead_is_a_trump_lead() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Clubs, "2c kh", "ah", "kh");
        assert!(!v.legal);
        assert_eq!(v.legal_cards, cards("2c"));
        // Holding the A♥ is not holding a heart when hearts are not trump.
        let r = RuleSet::preset("partners-120").unwrap();
        let v = verdict(&r, Suit::Clubs, "ah 7d", "kh", "7d");
        assert!(v.legal && v.rule == PlayRule::VoidInSuit, "{v:?}");
    }

    #[test]
    fn offsuit_lead_free_lets_anything_be_played() {
        let r = RuleSet::default();
        let v = verdict(&r, Suit::Spades, "kc 2d 3s", "7c", "2d");
        assert!(v.legal && v.rule == PlayRule::OffsuitFree);
    }

    #[test]
    fn offsuit_lead_follow_or_trump() {
        let r = RuleSet::preset("partners-120").unwrap();
        let bad = verdict(&r, Suit::Spades, "kc 2d 3s", "7c", "2d");
        assert!(!bad.legal);
        assert_eq!(bad.legal_cards, cards("kc 3s"));
        assert!(
            bad.reason.contains("you hold a club (the K♣)"),
            "{}",
            bad.reason
        );
        assert!(verdict(&r, Suit::Spades, "kc 2d 3s", "7c", "3s").legal);
        assert!(verdict(&r, Suit::Spades, "2d 3s", "7c", "2d").legal);
    }

    #[test]
    fn offsuit_lead_follow_else_trump_forces_a_void_player_to_trump() {
        let mut r = RuleSet::preset("25").unwrap();
        r.offsuit_lead = OffsuitLead::FollowElseTrump;
        let v = verdict(&r, Suit::Spades, "2d 3s", "7c", "2d");
        assert!(!v.legal);
        assert_eq!(v.rule, PlayRule::MustTrump);
        assert_eq!(v.legal_cards, cards("3s"));
        assert!(verdict(&r, Suit::Spades, "2d 4h", "7c", "2d").legal);
    }

    #[test]
    fn ace_of_hearts_as_heart_follows_and_calls_for_hearts() {
        let mut r = RuleSet::preset("partners-120").unwrap();
        r.ace_of_hearts = AceOfHearts::TrumpAndHeart;
        // Holding only the A♥ among hearts counts as holding a heart.
        let v = verdict(&r, Suit::Clubs, "ah 7d", "kh", "7d");
        assert!(!v.legal);
        assert_eq!(v.legal_cards, cards("ah"));
        // Leading the A♥ calls for hearts: a heart follows it.
        assert!(verdict(&r, Suit::Clubs, "kh 2c 7d", "ah", "kh").legal);
        assert!(!verdict(&r, Suit::Clubs, "kh 2c 7d", "ah", "7d").legal);
        // It still wins as a trump.
        let t = check_trick(&r, Suit::Clubs, &cards("ah kh qh jh")).unwrap();
        assert_eq!(t.winner_index, 0);
    }

    #[test]
    fn bad_plays_are_input_errors() {
        let r = RuleSet::default();
        let err = |hand: &str, trick: &[Card], play: &str| {
            check_play(&r, Suit::Hearts, &cards(hand), trick, card(play)).unwrap_err()
        };
        assert_eq!(err("2c 3c", &[], "4c"), PlayError::NotInHand(card("4c")));
        assert_eq!(
            err("2c 3c 4c 5c 6c 7c", &[], "4c"),
            PlayError::HandTooBig(6)
        );
        assert_eq!(
            err("2c 3c", &cards("2c"), "3c"),
            PlayError::InHandAndTrick(card("2c"))
        );
        assert_eq!(err("joker 3c", &[], "3c"), PlayError::JokerOff);
    }

    #[test]
    fn trick_reasons_name_the_winning_rule() {
        let r = RuleSet::default();
        let t = check_trick(&r, Suit::Spades, &cards("8s 9s 2s ah")).unwrap();
        assert_eq!((t.winner_index, t.card), (3, card("ah")));
        assert!(t.reason.contains("highest of the 4 trumps"), "{}", t.reason);
        let t = check_trick(&r, Suit::Hearts, &cards("ks qs 10d kc")).unwrap();
        assert_eq!(t.winner_index, 0);
        assert!(t.reason.contains("no trump was played"), "{}", t.reason);
        let t = check_trick(&r, Suit::Hearts, &cards("ks 2h 10d kc")).unwrap();
        assert!(t.reason.contains("only trump"), "{}", t.reason);
    }

    #[test]
    fn best_card_is_the_highest_trump_of_the_round() {
        let r = RuleSet::default();
        let ranking = Ranking::new(&r, Suit::Spades);
        let tricks = vec![
            cards("8s 9s 2s ah"),
            cards("qd js 3c 4d"),
            cards("5s 7c 2h 3h"),
        ];
        let best = best_card(&ranking, &r, &tricks, Some(0)).unwrap();
        assert_eq!((best.trick, best.card), (2, card("5s")));
    }

    #[test]
    fn best_card_without_trump_follows_the_bidders_first_lead() {
        // Source 000 §8: clubs trump, all sleep; the bidder leads the 2♥ and
        // nobody has a heart: the 2♥ is the high card.
        let r = RuleSet::default();
        let ranking = Ranking::new(&r, Suit::Clubs);
        let tricks = vec![cards("kd qd 2d 3d"), cards("2h ks qs 9d")];
        let best = best_card(&ranking, &r, &tricks, Some(1)).unwrap();
        assert_eq!((best.trick, best.card, best.trump), (1, card("2h"), false));
        // Without a bidder's lead: the first card led in the round.
        let best = best_card(&ranking, &r, &tricks, None).unwrap();
        assert_eq!(best.card, card("kd"));
        let mut none = r.clone();
        none.best_without_trump = BestWithoutTrump::None;
        assert_eq!(best_card(&ranking, &none, &tricks, Some(1)), None);
    }
}
