//! Every illegal play of a round, and the sentences that prove it: from the
//! hands when given, or else from the player's own later plays.

use super::{Evidence, RoundPlay, Violation};
use crate::rules::card::{Card, CardSet};
use crate::rules::play::{forcing_honour, honour_words, judge, legal_plays, list_cards, PlayRule};
use crate::rules::ranking::Lead;
use crate::rules::variant::RenegeAgainst;

/// Every illegal play. With a hand, each play is judged against the hand at
/// that moment. Without one, against the cards the record proves were held
/// (the card played and every card the player plays later); legality only
/// narrows as a hand grows, so a play illegal there is illegal in truth.
pub(super) fn violations(round: &RoundPlay) -> Vec<Violation> {
    let n = round.players().len();
    let ranking = &round.ranking;
    // For each seat, the trick at which it played each card.
    let mut played_at: Vec<Vec<(Card, usize)>> = vec![Vec::new(); n];
    for (k, trick) in round.tricks.iter().enumerate() {
        for (i, &card) in trick.cards.iter().enumerate() {
            played_at[trick.player_at(i, n).0].push((card, k));
        }
    }
    let mut found = Vec::new();
    for (k, trick) in round.tricks.iter().enumerate() {
        for (i, &card) in trick.cards.iter().enumerate().skip(1) {
            let seat = trick.player_at(i, n);
            let (held, evidence) = match round.hand(seat) {
                Some(hand) => {
                    let gone: CardSet = played_at[seat.0]
                        .iter()
                        .filter(|&&(_, t)| t < k)
                        .map(|&(c, _)| c)
                        .collect();
                    (hand.difference(gone), Evidence::Hand)
                }
                None => (
                    played_at[seat.0]
                        .iter()
                        .filter(|&&(_, t)| t >= k)
                        .map(|&(c, _)| c)
                        .collect(),
                    Evidence::Record,
                ),
            };
            let prefix = &trick.cards[..i];
            let verdict = judge(ranking, &round.rules, held, prefix, card);
            if verdict.legal {
                continue;
            }
            let later = |c: Card| {
                played_at[seat.0]
                    .iter()
                    .find(|&&(p, _)| p == c)
                    .map(|&(_, t)| t)
            };
            let proof = Proof {
                round,
                player: round.name(seat),
                trick: k,
                prefix,
                card,
                held,
                evidence,
                later: &later,
            }
            .sentence(verdict.rule);
            found.push(Violation {
                trick: k + 1,
                player: round.name(seat).to_string(),
                card,
                rule: verdict.rule,
                proof,
                evidence,
                legal_cards: (evidence == Evidence::Hand).then_some(verdict.legal_cards),
            });
        }
    }
    found
}

/// The words of one violation's proof.
struct Proof<'a> {
    round: &'a RoundPlay,
    player: &'a str,
    trick: usize,
    prefix: &'a [Card],
    card: Card,
    held: CardSet,
    evidence: Evidence,
    later: &'a dyn Fn(Card) -> Option<usize>,
}

impl Proof<'_> {
    /// "the K♠ (played at trick 4) and the 3♠ (played at trick 5)".
    fn held_words(&self, cards: &[Card]) -> String {
        let words: Vec<String> = cards
            .iter()
            .map(|&c| match (self.evidence, (self.later)(c)) {
                (Evidence::Record, Some(t)) => format!("the {c} (played at trick {})", t + 1),
                _ => format!("the {c}"),
            })
            .collect();
        if words.is_empty() {
            "no card".to_string()
        } else {
            crate::rules::prose::and_list(&words)
        }
    }

    fn sentence(&self, rule: PlayRule) -> String {
        let ranking = &self.round.ranking;
        let rules = &self.round.rules;
        let (p, card, led, k) = (self.player, self.card, self.prefix[0], self.trick + 1);
        let opening = format!("{p} played the {card} on the {led} led at trick {k}");
        let trumps = ranking.ordered(self.held.intersection(ranking.trumps()));
        let legality = legal_plays(ranking, rules, self.held, self.prefix);
        let must = ranking.ordered(legality.legal);
        let choice = |fallback: String| match self.evidence {
            Evidence::Hand => match must.as_slice() {
                [one] => format!("the {one}"),
                _ => format!("one of {}", list_cards(&must).trim_start_matches("the ")),
            },
            Evidence::Record => fallback,
        };
        match rule {
            PlayRule::MustFollowTrump => {
                let bound: Vec<Card> = trumps
                    .iter()
                    .copied()
                    .filter(|&c| !legality.exempt.contains(c))
                    .collect();
                let (plain, outranked): (Vec<Card>, Vec<Card>) = bound
                    .iter()
                    .partition(|&&c| !ranking.renegeable().contains(c));
                let mut why = Vec::new();
                if !plain.is_empty() {
                    let renegeable = ranking.ordered(ranking.renegeable());
                    let only = if renegeable.is_empty() {
                        "these rules let no trump be kept back".to_string()
                    } else {
                        format!("only {} may be", list_cards(&renegeable))
                    };
                    why.push(format!(
                        "{} cannot be kept back ({only})",
                        list_cards(&plain)
                    ));
                }
                if !outranked.is_empty() {
                    let reference = match rules.renege_against {
                        RenegeAgainst::Highest => {
                            "a higher trump had already been played to the trick".to_string()
                        }
                        _ => format!("the {led} led is higher"),
                    };
                    why.push(match forcing_honour(ranking, rules, self.prefix) {
                        Some(honour) => format!(
                            "{} can't be kept back: {}, and these rules then force every trump",
                            list_cards(&outranked),
                            honour_words(self.prefix, honour)
                        ),
                        None => format!(
                            "{} may be kept back only against a lower trump, and {reference}",
                            list_cards(&outranked)
                        ),
                    });
                }
                format!(
                    "{opening}, but still held {}. A trump was led, so a player holding a trump must play one unless every trump held may be kept back, and {}. {p} had to play {}.",
                    self.held_words(&bound),
                    why.join("; "),
                    choice("a trump".to_string())
                )
            }
            PlayRule::MustFollowSuit | PlayRule::MustTrump => {
                let suit = match ranking.lead_of(led) {
                    Lead::Plain(suit) => suit,
                    Lead::Trump => ranking.trump(),
                };
                let name = suit.singular();
                let of_suit = ranking.ordered(self.held.intersection(ranking.suit_cards(suit)));
                if rule == PlayRule::MustFollowSuit {
                    format!(
                        "{opening}, but still held {}. A {name} lead must be followed with a {name} or a trump, and the {card} is neither. {p} had to play {}.",
                        self.held_words(&of_suit),
                        choice(format!("a {name} or a trump"))
                    )
                } else {
                    format!(
                        "{opening}, but still held {}. Under these rules a {name} lead must be followed with a {name}, or else with a trump, and the {card} is neither. {p} had to play {}.",
                        self.held_words(&trumps),
                        choice(format!("a {name} or a trump"))
                    )
                }
            }
            // Only the three rules above ever forbid a card.
            other => format!("{opening}, which breaks the rule {other:?}."),
        }
    }
}
