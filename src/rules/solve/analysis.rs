//! The double-dummy analysis of a recorded round (docs/cli.md "Analysis"): the
//! par, one best line, and what each recorded play was worth. The one
//! place that turns a validated round ([`RoundPlay`]) into the solver's
//! compact form.

use crate::rules::prose::and_list;
use serde::Serialize;

use crate::rules::audit::{audit, RoundPlay};
use crate::rules::card::{Card, CardSet};
use crate::rules::play::PlayRule;
use crate::rules::ranking::Lead;
use crate::rules::round::bid_made;
use crate::rules::seat::{Seat, SideId};

use super::deal::{Deal, Position, ROUND_TRICKS, TRICK_POINTS};
use super::search::Solver;

/// Which side the points are counted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// The bidding side; without bidding, the side of the first leader.
    Bidder,
    /// A side of the round's table (a name is found with
    /// [`Table::find`](crate::rules::table::Table::find) on
    /// [`RoundPlay::table`]).
    Side(SideId),
}

/// Why a round can't be analysed, said so the user knows what to add.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AnalysisError {
    /// A double-dummy analysis needs every hand after the draw.
    #[error("the analysis needs every hand, and there is none for {missing}")]
    MissingHands {
        /// The players whose hands are missing, in words.
        missing: String,
    },
    /// The side to count is not one of this round's sides.
    #[error("the round has {sides} sides, and no side {}", .side.0 + 1)]
    NoSuchSide {
        /// The side asked for.
        side: SideId,
        /// How many sides the round has.
        sides: usize,
    },
    /// The play to judge (`--at`) is past what the record holds.
    #[error("there is no trick {trick}, play {play} to judge: the record holds {holds}")]
    PastRecord {
        /// The trick asked for, from 1.
        trick: usize,
        /// The card's place in that trick asked for, from 1.
        play: usize,
        /// What the record holds, in words ("2 tricks and 1 card of trick 3").
        holds: String,
        /// The last play that may be judged (trick, play, both from 1): the
        /// next play, or the round's last card once it is over.
        last: (usize, usize),
        /// Who plays the next card, when the round is not over.
        next: Option<String>,
    },
    /// Judging a card single-dummy needs the hand of the player who chose it.
    #[error("judging {player}'s card needs {player}'s hand")]
    MissingHand {
        /// The player to move.
        player: String,
    },
    /// The plays recorded rule out every way the unseen cards could lie:
    /// the record contradicts itself.
    #[error("no deal of the unseen cards fits every play the record shows; check the tricks before the card judged")]
    NoDeal,
    /// The hands given don't make a deal (a card twice, a wrong count).
    #[error("{0}")]
    Deal(#[from] super::deal::DealError),
}

/// One card of the best line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LinePlay {
    /// The trick, from 1.
    pub trick: usize,
    /// Who plays it.
    pub player: String,
    /// The card.
    pub card: Card,
}

/// What a recorded play was worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayValue {
    /// The trick, from 1.
    pub trick: usize,
    /// Who played it.
    pub player: String,
    /// The card played.
    pub card: Card,
    /// The counted side's points if everyone plays best after this card.
    pub value: u8,
    /// What the player's side would have had with its best card.
    pub best: u8,
    /// Every legal card that reaches `best`.
    pub best_cards: Vec<Card>,
    /// What the card cost the player's side against its best legal card:
    /// `best − value` for the counted side, `value − best` for the others.
    /// Negative when a card that broke a rule did better than any legal one.
    pub cost: i8,
    /// The audit's finding when the card broke a rule.
    #[serde(skip)]
    pub broke_rule: Option<String>,
    /// The values of every legal card (and of the card played), best first
    /// for the player's side; for the verdict in words.
    #[serde(skip)]
    pub options: Vec<(Card, u8)>,
    /// Whether the player plays for the counted side.
    #[serde(skip)]
    pub counted: bool,
    /// For a card that cost points: a best card instead, and the tricks
    /// from this one on as best play goes after it and after the card played.
    #[serde(skip)]
    pub instead: Option<Instead>,
}

/// What a better card would have changed, trick by trick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instead {
    /// A best card the player could have played instead.
    pub card: Card,
    /// With `card`: each trick from this one on (number from 1, winner's
    /// name, winning card, whether the player's side took it).
    pub better: Vec<TrickTaken>,
    /// With the card played.
    pub played: Vec<TrickTaken>,
    /// Whether `played` is what the record shows: the round is recorded to
    /// its end and every trick from this one on went to the same player with
    /// the same card. Only then may `played` be told as what happened.
    pub played_as_recorded: bool,
}

/// One trick of a line of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickTaken {
    /// The trick, from 1.
    pub trick: usize,
    /// Who took it.
    pub winner: String,
    /// The card that took it.
    pub card: Card,
    /// Taken by the judged player's side of the search: the counted side,
    /// or (for the others) any side playing against it.
    pub ours: bool,
}

/// The double-dummy analysis of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    /// The counted side.
    pub side: String,
    /// The bid the counted side must make, when there was one.
    pub bid: Option<u32>,
    /// Best play by everyone from the first lead.
    pub par: u8,
    /// `par` reaches the bid (`None` without a bid).
    pub par_made: Option<bool>,
    /// One line of best play from the first lead: every card, in order.
    pub line: Vec<LinePlay>,
    /// Every recorded play with its value and what it cost.
    pub plays: Vec<PlayValue>,
    /// The value after the last recorded play.
    pub now: u8,
    /// The player to move, when the record stops before the round's end.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_play: Option<ToPlay>,
    /// The sides playing against the counted side, together.
    #[serde(skip)]
    pub against: Vec<String>,
    /// Whether the bid needs every trick (30 and over).
    #[serde(skip)]
    pub made_at: Option<u8>,
}

/// The decision in front of the player to move: every legal card's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ToPlay {
    /// The trick, from 1.
    pub trick: usize,
    /// The card's place in the trick, from 1.
    pub play: usize,
    /// The player to move.
    pub player: String,
    /// Every legal card with the counted side's points with best play
    /// after it, best first for the player's side.
    pub options: Vec<CardValue>,
    /// The value of the player's best card.
    pub best: u8,
    /// Every legal card that reaches `best`.
    pub best_cards: Vec<Card>,
    /// Whether the player plays for the counted side.
    #[serde(skip)]
    pub counted: bool,
    /// The cards the player holds and may not play, and why (`None` when
    /// every card held may be played).
    #[serde(skip)]
    pub left_out: Option<LeftOut>,
}

/// Cards held that the rules don't let the player to move play to this
/// trick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeftOut {
    /// The cards, in rank order.
    pub cards: Vec<Card>,
    /// The rule of docs/rules.md §4 that keeps them back.
    pub rule: PlayRule,
    /// What the led card asks the others to follow.
    pub lead: Lead,
}

/// A card and the counted side's points with best play after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardValue {
    /// The card.
    pub card: Card,
    /// The counted side's points if everyone plays best after it.
    pub value: u8,
}

/// The facts of a round the solver needs, gathered once.
pub(crate) struct Setup {
    pub deal: Deal,
    pub start: Position,
    pub side: SideId,
    pub made_at: Option<u8>,
}

/// The counted side's index among the round's sides.
pub(crate) fn counted_side(round: &RoundPlay, counted: &Counted) -> Result<SideId, AnalysisError> {
    match counted {
        Counted::Bidder => Ok(match round.bidder() {
            Some(b) => round.side_of(b),
            None => round.side_of(round.first_leader()),
        }),
        Counted::Side(side) if side.0 < round.sides().len() => Ok(*side),
        Counted::Side(side) => Err(AnalysisError::NoSuchSide {
            side: *side,
            sides: round.sides().len(),
        }),
    }
}

/// The fewest points that make the bid, asked of the scorer's own rule
/// ([`bid_made`]) over every way the round can end for the counted side:
/// the bid, or every trick for 30 and more. The search asks "can the
/// counted side reach this many?", so the rule is turned into a number once.
pub(crate) fn made_at(round: &RoundPlay, side: SideId, deal: &Deal) -> Option<u8> {
    let bid = round.bid()?;
    let bidder = round.bidder()?;
    if round.side_of(bidder) != side {
        return None;
    }
    let amount = u8::try_from(bid).unwrap_or(u8::MAX);
    made_threshold(amount, deal.full_points() > ROUND_TRICKS * TRICK_POINTS)
}

/// The fewest points with which a bid of `amount` is made, when the round
/// has (`bonus`) or hasn't a best card to score.
fn made_threshold(amount: u8, bonus: bool) -> Option<u8> {
    (0..=ROUND_TRICKS)
        .flat_map(|tricks| [(tricks, false), (tricks, true)])
        // With a best card in play, taking every trick takes it too.
        .filter(|&(tricks, best)| {
            let possible_with_bonus = !matches!((tricks, best), (ROUND_TRICKS, false) | (0, true));
            if bonus {
                possible_with_bonus
            } else {
                !best
            }
        })
        .map(|(tricks, best)| {
            (
                tricks,
                tricks * TRICK_POINTS + u8::from(best) * TRICK_POINTS,
            )
        })
        .filter(|&(tricks, points)| bid_made(amount, tricks, i32::from(points)))
        .map(|(_, points)| points)
        .min()
}

fn setup(round: &RoundPlay, counted: &Counted) -> Result<Setup, AnalysisError> {
    let n = round.players().len();
    let missing: Vec<&str> = (0..n)
        .map(Seat)
        .filter(|&s| round.hand(s).is_none())
        .map(|s| round.name(s))
        .collect();
    if !missing.is_empty() {
        return Err(AnalysisError::MissingHands {
            missing: and_list(&missing),
        });
    }
    let side = counted_side(round, counted)?;
    let hands: Vec<CardSet> = (0..n)
        .map(|s| round.hand(Seat(s)).unwrap_or_default())
        .collect();
    let cards = hands.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
    let seats: Vec<usize> = round.sides()[side.0].seats.iter().map(|s| s.0).collect();
    let deal = Deal::new(
        round.rules(),
        round.trump(),
        n,
        &seats,
        round.bidder().map(|s| s.0),
        cards,
    )?;
    let leader = round.first_leader().0;
    let start = deal.position(&hands, &[], (leader, &[]))?;
    let made_at = made_at(round, side, &deal);
    Ok(Setup {
        deal,
        start,
        side,
        made_at,
    })
}

/// Analyses a round whose every hand is known: the par from the first lead,
/// one best line, and the worth of every recorded play.
pub fn analyze(round: &RoundPlay, counted: &Counted) -> Result<Analysis, AnalysisError> {
    analyze_with(round, counted, &|| {})
}

/// As [`analyze`], calling `tick` once for the par and best line and once
/// for each recorded play (`1 + plays` in all), for a progress bar.
pub fn analyze_with(
    round: &RoundPlay,
    counted: &Counted,
    tick: &dyn Fn(),
) -> Result<Analysis, AnalysisError> {
    let Setup {
        deal,
        start,
        side,
        made_at,
    } = setup(round, counted)?;
    let n = deal.players();
    let report = audit(round);
    let mut solver = Solver::new(deal);
    // The par of a big deal may take a second core (see `Solver::value`).
    solver.set_threads(std::thread::available_parallelism().map_or(1, |n| n.get().min(2)));
    let par = solver.value(&start);

    let line = best_line(&mut solver, &start)
        .into_iter()
        .map(|(trick, seat, card)| LinePlay {
            trick,
            player: round.name(Seat(seat)).to_string(),
            card,
        })
        .collect();

    tick();
    let mut plays = Vec::new();
    let mut pos = start;
    let mut now_value = par;
    for (k, trick) in round.tricks().iter().enumerate() {
        for (i, &card) in trick.cards.iter().enumerate() {
            let seat = trick.player_at(i, n);
            let counted_seat = solver.deal().is_counted(seat.0);
            let legal = solver.legal(&pos);
            let mut options: Vec<(Card, u8)> = solver
                .deal()
                .ranking()
                .ordered(legal.union(CardSet::of(&[card])))
                .into_iter()
                .map(|c| {
                    let next = solver.after(&pos, c);
                    (c, solver.value_near(&next, now_value))
                })
                .collect();
            let value = options
                .iter()
                .find(|&&(c, _)| c == card)
                .map_or(0, |&(_, v)| v);
            let legal_values = options.iter().filter(|(c, _)| legal.contains(*c));
            let best = if counted_seat {
                legal_values.map(|&(_, v)| v).max()
            } else {
                legal_values.map(|&(_, v)| v).min()
            }
            .unwrap_or(value);
            let best_cards: Vec<Card> = options
                .iter()
                .filter(|&&(c, v)| legal.contains(c) && v == best)
                .map(|&(c, _)| c)
                .collect();
            options.sort_by_key(|&(_, v)| if counted_seat { u8::MAX - v } else { v });
            let broke_rule = report
                .violations
                .iter()
                .find(|v| v.trick == k + 1 && v.card == card)
                .map(|v| v.proof.clone());
            plays.push(PlayValue {
                trick: k + 1,
                player: round.name(seat).to_string(),
                card,
                value,
                best,
                best_cards,
                cost: signed_cost(counted_seat, best, value),
                broke_rule,
                options,
                counted: counted_seat,
                instead: None,
            });
            if best != value {
                let better = plays.last().map_or(card, |p: &PlayValue| p.best_cards[0]);
                let better_line = tricks_taken(&mut solver, &pos, better, round, seat.0);
                let played_line = tricks_taken(&mut solver, &pos, card, round, seat.0);
                let played_as_recorded = round.is_complete()
                    && played_line.iter().all(|t| {
                        report
                            .tricks
                            .get(t.trick - 1)
                            .is_some_and(|r| r.winner == t.winner && r.card == t.card)
                    });
                if let Some(last) = plays.last_mut() {
                    last.instead = Some(Instead {
                        card: better,
                        better: better_line,
                        played: played_line,
                        played_as_recorded,
                    });
                }
            }
            pos = solver.after(&pos, card);
            now_value = value;
            tick();
        }
    }
    let now = solver.value_near(&pos, now_value);
    let to_play = if pos.is_over() {
        None
    } else {
        let seat = pos.to_play(n);
        let counted_seat = solver.deal().is_counted(seat);
        let legal = solver.legal(&pos);
        let mut options: Vec<CardValue> = solver
            .deal()
            .ranking()
            .ordered(legal)
            .into_iter()
            .map(|card| {
                let next = solver.after(&pos, card);
                CardValue {
                    card,
                    value: solver.value_near(&next, now),
                }
            })
            .collect();
        // A stable sort: cards of equal value stay in rank order.
        options.sort_by_key(|o| {
            if counted_seat {
                u8::MAX - o.value
            } else {
                o.value
            }
        });
        let best = options.first().map_or(now, |o| o.value);
        let held = pos.hand(seat);
        let ranking = solver.deal().ranking();
        let left_out = match pos.trick().first() {
            Some(&led) if held != legal => Some(LeftOut {
                cards: ranking.ordered(held.difference(legal)),
                rule: solver.deal().legality(held, pos.trick()).rule,
                lead: ranking.lead_of(led),
            }),
            _ => None,
        };
        Some(ToPlay {
            trick: pos.tricks_done() + 1,
            play: pos.trick().len() + 1,
            player: round.name(Seat(seat)).to_string(),
            best_cards: options
                .iter()
                .filter(|o| o.value == best)
                .map(|o| o.card)
                .collect(),
            options,
            best,
            counted: counted_seat,
            left_out,
        })
    };
    let against: Vec<String> = round
        .table()
        .sides
        .enumerate()
        .filter(|&(i, _)| i != side)
        .map(|(_, s)| s.name.clone())
        .collect();
    Ok(Analysis {
        side: round.table().side_name(side),
        bid: round.bid(),
        par,
        par_made: made_at.map(|m| par >= m),
        line,
        plays,
        now,
        to_play,
        against,
        made_at,
    })
}

/// What a card worth `value` cost its player's side, whose best legal card
/// was worth `best` (the counted side's points either way): positive for a
/// loss, negative for a gain, from the player's side's view.
fn signed_cost(counted: bool, best: u8, value: u8) -> i8 {
    let (best, value) = (i16::from(best), i16::from(value));
    let cost = if counted { best - value } else { value - best };
    // Points of one round fit an i8 many times over (30 at most).
    i8::try_from(cost).unwrap_or(if cost < 0 { i8::MIN } else { i8::MAX })
}

/// One line of best play from `pos` to the end of the round: (trick from
/// 1, seat, card). Each card keeps the position's value where it is.
pub(crate) fn best_line(solver: &mut Solver, start: &Position) -> Vec<(usize, usize, Card)> {
    let value = solver.value(start);
    line_of_value(solver, start, value)
}

/// A line of best play from `start`, whose value is known to be `value`
/// (the game model's rounds have just asked it): each card keeps that
/// value, so no position on the way needs its own value asked, only
/// whether the value is still reached.
pub(crate) fn line_of_value(
    solver: &mut Solver,
    start: &Position,
    value: u8,
) -> Vec<(usize, usize, Card)> {
    let n = solver.deal().players();
    let mut line = Vec::new();
    let mut pos = *start;
    while !pos.is_over() {
        let seat = pos.to_play(n);
        let counted_seat = solver.deal().is_counted(seat);
        let legal = solver.legal(&pos);
        let choices = solver.deal().ranking().ordered(legal);
        let card = choices
            .iter()
            .copied()
            .find(|&c| {
                let next = solver.after(&pos, c);
                if counted_seat {
                    solver.can_reach(&next, value)
                } else {
                    !solver.can_reach(&next, value + 1)
                }
            })
            .or_else(|| choices.first().copied());
        let Some(card) = card else { break };
        line.push((pos.tricks_done() + 1, seat, card));
        pos = solver.after(&pos, card);
    }
    line
}

/// The tricks from the one in progress on, when `first` is played at `pos`
/// and best play follows.
fn tricks_taken(
    solver: &mut Solver,
    pos: &Position,
    first: Card,
    round: &RoundPlay,
    judged: usize,
) -> Vec<TrickTaken> {
    let n = solver.deal().players();
    let mut out = Vec::new();
    let mut cards: Vec<Card> = pos.trick().to_vec();
    let mut leader = (pos.to_play(n) + n - cards.len()) % n;
    let mut trick = pos.tricks_done() + 1;
    let next = solver.after(pos, first);
    let rest = best_line(solver, &next);
    for card in std::iter::once(first).chain(rest.into_iter().map(|(_, _, c)| c)) {
        cards.push(card);
        if cards.len() == n {
            let index = solver.deal().ranking().winner(&cards).unwrap_or(0);
            let winner = (leader + index) % n;
            out.push(TrickTaken {
                trick,
                winner: round.name(Seat(winner)).to_string(),
                card: cards[index],
                // The judged player's side of the search: the counted
                // side, or everyone playing against it.
                ours: solver.deal().is_counted(winner) == solver.deal().is_counted(judged),
            });
            cards.clear();
            leader = winner;
            trick += 1;
        }
    }
    out
}

#[cfg(test)]
mod made_tests {
    use super::*;

    #[test]
    fn the_threshold_is_the_scorers_rule_as_a_number() {
        // Below 30, the bid itself; 30 is every trick: 30 points with a
        // best card in play, 25 without.
        assert_eq!(made_threshold(15, true), Some(15));
        assert_eq!(made_threshold(25, false), Some(25));
        assert_eq!(made_threshold(30, true), Some(30));
        assert_eq!(made_threshold(30, false), Some(25));
        assert_eq!(made_threshold(60, true), Some(30));
    }
}
