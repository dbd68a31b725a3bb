//! Plain exhaustive minimax over every legal card, scored from the whole
//! trick list by the audit's own functions: the yardstick the solver is
//! tested against, where the positions are small enough to search in full.

use crate::rules::card::{Card, CardSet};
use crate::rules::play::{best_card, legal_plays};

use super::deal::{Deal, Position, ROUND_TRICKS};

/// The counted side's points for the round with best play from `pos`;
/// `history` is every trick played before `pos` (leader, cards).
pub fn minimax(deal: &Deal, pos: &Position, history: &[(usize, Vec<Card>)]) -> u8 {
    let mut tricks: Vec<(usize, Vec<Card>)> = history.to_vec();
    tricks.push((usize::from(pos.leader), pos.trick().to_vec()));
    let hands: Vec<CardSet> = (0..deal.n).map(|s| pos.hand(s)).collect();
    search(deal, hands, &mut tricks)
}

fn search(deal: &Deal, mut hands: Vec<CardSet>, tricks: &mut Vec<(usize, Vec<Card>)>) -> u8 {
    let n = deal.n;
    let (leader, current) = tricks.last().cloned().expect("a trick");
    if current.len() == n {
        let winner = (leader + deal.ranking.winner(&current).expect("cards")) % n;
        if tricks.len() == usize::from(ROUND_TRICKS) {
            return score(deal, tricks);
        }
        tricks.push((winner, Vec::new()));
        let v = search(deal, hands, tricks);
        tricks.pop();
        return v;
    }
    let seat = (leader + current.len()) % n;
    let legal = legal_plays(&deal.ranking, &deal.rules, hands[seat], &current).legal;
    let mut best: Option<u8> = None;
    for card in legal.iter() {
        hands[seat].remove(card);
        tricks.last_mut().expect("a trick").1.push(card);
        let v = search(deal, hands.clone(), tricks);
        tricks.last_mut().expect("a trick").1.pop();
        hands[seat].insert(card);
        best = Some(match best {
            None => v,
            Some(b) if deal.is_counted(seat) => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.expect("a legal card")
}

/// 5 a trick to the counted side, and 5 for the best card's trick, found by
/// the audit's `best_card`.
fn score(deal: &Deal, tricks: &[(usize, Vec<Card>)]) -> u8 {
    let n = deal.n;
    let cards: Vec<Vec<Card>> = tricks.iter().map(|(_, c)| c.clone()).collect();
    let winners: Vec<usize> = tricks
        .iter()
        .map(|(l, c)| (l + deal.ranking.winner(c).expect("cards")) % n)
        .collect();
    let mut points = 5 * winners.iter().filter(|&&w| deal.is_counted(w)).count() as u8;
    if deal.rules.best_card_scores() {
        let bidder_lead = deal
            .bidder
            .and_then(|b| tricks.iter().position(|(l, _)| *l == b));
        if let Some(best) = best_card(&deal.ranking, &deal.rules, &cards, bidder_lead) {
            if deal.is_counted(winners[best.trick]) {
                points += 5;
            }
        }
    }
    points
}
