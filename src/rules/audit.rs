//! Auditing the record of a round's play (CLI.md "Adjudication",
//! `check round`): who won each trick, the best card, the points each side
//! took, whether the bid was made, and every play that broke a rule, with
//! its proof.
//!
//! As in shakmaty, a [`PlayRecord`] (what was written down, nothing checked)
//! becomes a [`RoundPlay`] only through [`RoundPlay::new`], which refuses a
//! record that cannot be true (a card played twice, a player out of turn...)
//! with a [`PlayRecordError`]. A record that *can* be true but shows a rule broken
//! is not an error: [`audit`] reports it as a [`Violation`].

use std::collections::HashMap;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use super::card::{Card, CardSet, Suit};
use super::first_lead::{first_lead_rule, first_leaders, NeedsBidder};
use super::play::{
    best_card, forcing_honour, honour_words, judge, judge_trick, legal_plays, list_cards, BestCard,
    PlayRule, HAND_SIZE, MAX_PLAYERS,
};
use super::ranking::{Lead, Ranking};
use super::round::{bid_ladder, bid_made, points_taken, Bid, RoundRecord, Tricks};
use super::table::{Side, Table};
use super::variant::{did_you_mean, AllPass, RenegeAgainst, RuleSet};

/// Tricks in a full round: every player plays their five cards.
pub const TRICKS: usize = HAND_SIZE;

/// A round as written down: names as typed, nothing checked yet.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayRecord {
    pub rules: RuleSet,
    pub trump: Suit,
    /// Clockwise; the player on X's left is the next one in the list.
    pub seats: Vec<String>,
    /// `None`: every player for themself.
    pub teams: Option<Vec<Vec<String>>>,
    pub dealer: String,
    pub bidder: Option<String>,
    pub bid: Option<u32>,
    pub bagged: bool,
    /// The hands known, each player's five cards after the draw.
    pub hands: Vec<HandRecord>,
    pub tricks: Vec<TrickRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    pub player: String,
    pub cards: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickRecord {
    pub leader: String,
    /// In play order, the leader's card first.
    pub cards: Vec<Card>,
}

/// Where in a [`PlayRecord`] an error lies, so that a file reader can name
/// the line. Indices are 0-based into the record's lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Rules,
    Seats,
    Seat(usize),
    Teams,
    /// Team, then member.
    TeamMember(usize, usize),
    Dealer,
    Bidder,
    Bid,
    Bagged,
    Hand(usize),
    /// Hand, then card.
    HandCard(usize, usize),
    Tricks,
    Trick(usize),
    Leader(usize),
    /// Trick, then card.
    TrickCard(usize, usize),
}

/// A record that cannot be a true round of play. Trick numbers in messages
/// count from 1, as players do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayRecordError {
    #[error("a round needs 2 to {MAX_PLAYERS} players, and {0} are seated")]
    SeatCount(usize),
    #[error("a seat has no name; give every player a name")]
    EmptyName { seat: usize },
    #[error("{name} is seated twice (names are compared in any case); give each player one seat")]
    DuplicateSeat { seat: usize, name: String },
    #[error("{what} names '{name}', who is not seated{hint}. The seats are {seats}")]
    UnknownPlayer {
        place: Place,
        what: String,
        name: String,
        hint: String,
        seats: String,
    },
    #[error("{name} is in two teams")]
    TwiceInTeams { place: Place, name: String },
    #[error("{name} is seated but in no team; with teams, every player is in one")]
    NotInTeam { name: String },
    #[error("teams need at least two teams of equal size, seated alternately; {0}")]
    BadTeams(String),
    #[error("{0} is a game with bidding: give the bidder (bidder = \"NAME\")")]
    MissingBidder(String),
    #[error("{0} is a game with bidding: give the bid (bid = 15, 20, 25 or 30)")]
    MissingBid(String),
    #[error("first_lead = {0} needs a bidder: give bidder = \"NAME\"")]
    LeadNeedsBidder(String),
    #[error("{rules} has no bidding: remove the {field}")]
    NoBidding {
        place: Place,
        rules: String,
        field: &'static str,
    },
    #[error("{bid} is not a bid under these rules; bids are {allowed}")]
    BadBid { bid: u32, allowed: String },
    #[error("a bagged dealer bids the minimum: {dealer} dealt, so bagged = true needs bidder = \"{dealer}\" and bid = {min_bid}")]
    BadBagged { dealer: String, min_bid: u8 },
    #[error(
        "bagged = true, but these rules throw the hand in when everyone passes (all_pass = redeal)"
    )]
    BaggedUnderRedeal,
    #[error("{player}'s hand is given twice")]
    HandTwice { hand: usize, player: String },
    #[error("{player}'s hand has {count} cards; give the five cards held after the draw")]
    HandSize {
        hand: usize,
        player: String,
        count: usize,
    },
    #[error("the {card} is in {player}'s hand twice")]
    CardTwiceInHand {
        hand: usize,
        card: Card,
        player: String,
    },
    #[error("the {card} is in both {first}'s and {second}'s hands; a card is in the pack once")]
    CardInTwoHands {
        hand: usize,
        card: Card,
        first: String,
        second: String,
    },
    #[error("the joker is not in the pack under these rules; add joker = true under [knobs] if your table plays with it")]
    JokerOff { place: Place },
    #[error(
        "no trick given; add [[tricks]] tables, each with leader = \"NAME\" and cards = [...]"
    )]
    NoTricks,
    #[error("{0} tricks given, but a round has five (one per card in a hand)")]
    TooManyTricks(usize),
    #[error("trick {} has {count} cards but there are {players} players: one card from each, the leader's first", .trick + 1)]
    TrickSize {
        trick: usize,
        count: usize,
        players: usize,
    },
    #[error("trick {} is led by {leader}, but {expected}", .trick + 1)]
    OutOfTurn {
        trick: usize,
        leader: String,
        expected: String,
    },
    #[error("the {card} is played at trick {} and again at trick {}; a card is in the pack once", .first + 1, .trick + 1)]
    PlayedTwice {
        trick: usize,
        position: usize,
        card: Card,
        first: usize,
    },
    #[error("at trick {}, {player} plays the {card}, but it is in {holder}'s hand as given", .trick + 1)]
    InOthersHand {
        trick: usize,
        position: usize,
        card: Card,
        player: String,
        holder: String,
    },
    #[error("at trick {}, {player} plays the {card}, which is not in {player}'s hand as given", .trick + 1)]
    NotInHand {
        trick: usize,
        position: usize,
        card: Card,
        player: String,
    },
}

impl PlayRecordError {
    /// The part of the record to fix.
    pub fn place(&self) -> Place {
        use PlayRecordError::*;
        match *self {
            SeatCount(_) => Place::Seats,
            EmptyName { seat } | DuplicateSeat { seat, .. } => Place::Seat(seat),
            UnknownPlayer { place, .. } | TwiceInTeams { place, .. } => place,
            NotInTeam { .. } | BadTeams(_) => Place::Teams,
            MissingBidder(_) | LeadNeedsBidder(_) => Place::Rules,
            MissingBid(_) => Place::Bidder,
            NoBidding { place, .. } => place,
            BadBid { .. } => Place::Bid,
            BadBagged { .. } | BaggedUnderRedeal => Place::Bagged,
            HandTwice { hand, .. } | HandSize { hand, .. } => Place::Hand(hand),
            CardTwiceInHand { hand, .. } | CardInTwoHands { hand, .. } => Place::Hand(hand),
            JokerOff { place } => place,
            NoTricks | TooManyTricks(_) => Place::Tricks,
            TrickSize { trick, .. } => Place::Trick(trick),
            OutOfTurn { trick, .. } => Place::Leader(trick),
            PlayedTwice {
                trick, position, ..
            }
            | InOthersHand {
                trick, position, ..
            }
            | NotInHand {
                trick, position, ..
            } => Place::TrickCard(trick, position),
        }
    }
}

/// One trick of a validated round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    /// Seat index.
    pub leader: usize,
    /// In play order, one card per seat, the leader's first.
    pub cards: Vec<Card>,
}

impl Trick {
    /// The seat that played the card at `position`: play goes clockwise.
    pub fn player_at(&self, position: usize, players: usize) -> usize {
        (self.leader + position) % players
    }
}

/// A round record that could be true: every name is seated, every card is
/// played once, each trick has one card per seat and was led by the right
/// player. Built only by [`RoundPlay::new`].
#[derive(Clone, Debug)]
pub struct RoundPlay {
    rules: RuleSet,
    trump: Suit,
    ranking: Ranking,
    /// The seats and sides as the record gives them; a team is named from
    /// its players ("Frank+Fred"), as a game's table names it.
    table: Table,
    side_of: Vec<usize>,
    dealer: usize,
    bidder: Option<usize>,
    bid: Option<u32>,
    bagged: bool,
    hands: Vec<Option<CardSet>>,
    tricks: Vec<Trick>,
    /// Seat index of each trick's winner, and the index of the winning card.
    winners: Vec<(usize, usize)>,
}

fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

impl RoundPlay {
    /// Checks a record and makes it a round that can be audited.
    pub fn new(record: PlayRecord) -> Result<RoundPlay, PlayRecordError> {
        let PlayRecord {
            rules,
            trump,
            seats,
            teams,
            dealer,
            bidder,
            bid,
            bagged,
            hands,
            tricks,
        } = record;
        let n = seats.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(PlayRecordError::SeatCount(n));
        }
        let players: Vec<String> = seats.iter().map(|s| s.trim().to_string()).collect();
        let mut seat_of: HashMap<String, usize> = HashMap::new();
        for (seat, name) in players.iter().enumerate() {
            if name.is_empty() {
                return Err(PlayRecordError::EmptyName { seat });
            }
            if seat_of.insert(key(name), seat).is_some() {
                return Err(PlayRecordError::DuplicateSeat {
                    seat,
                    name: name.clone(),
                });
            }
        }
        let find = |name: &str, place: Place, what: &str| -> Result<usize, PlayRecordError> {
            seat_of
                .get(&key(name))
                .copied()
                .ok_or_else(|| PlayRecordError::UnknownPlayer {
                    place,
                    what: what.to_string(),
                    name: name.trim().to_string(),
                    hint: seat_hint(name, &players),
                    seats: players.join(", "),
                })
        };

        let (sides, side_of) = match &teams {
            None => (
                players
                    .iter()
                    .enumerate()
                    .map(|(seat, name)| Side {
                        name: name.clone(),
                        seats: vec![seat],
                    })
                    .collect::<Vec<_>>(),
                (0..n).collect::<Vec<_>>(),
            ),
            Some(teams) => {
                let mut side_of = vec![usize::MAX; n];
                let mut sides = Vec::new();
                for (t, team) in teams.iter().enumerate() {
                    let mut members = Vec::new();
                    for (m, name) in team.iter().enumerate() {
                        let place = Place::TeamMember(t, m);
                        let seat = find(name, place, &format!("team {}", t + 1))?;
                        if side_of[seat] != usize::MAX {
                            return Err(PlayRecordError::TwiceInTeams {
                                place,
                                name: players[seat].clone(),
                            });
                        }
                        side_of[seat] = t;
                        members.push(seat);
                    }
                    let name = members
                        .iter()
                        .map(|&s| players[s].as_str())
                        .collect::<Vec<_>>()
                        .join("+");
                    sides.push(Side {
                        name,
                        seats: members,
                    });
                }
                if let Some(seat) = side_of.iter().position(|&s| s == usize::MAX) {
                    return Err(PlayRecordError::NotInTeam {
                        name: players[seat].clone(),
                    });
                }
                let count = sides.len();
                if count < 2 {
                    return Err(PlayRecordError::BadTeams(
                        "one team holding every player leaves no one to play against".into(),
                    ));
                }
                if sides.iter().any(|s| s.seats.len() != n / count) {
                    return Err(PlayRecordError::BadTeams(format!(
                        "{count} teams for {n} players can't be equal"
                    )));
                }
                // RULES.md §6: T1P1, T2P1, T3P1, T1P2, ... so each team's
                // players sit `count` seats apart.
                if let Some(seat) = (0..n).find(|&s| side_of[s] != side_of[s % count]) {
                    return Err(PlayRecordError::BadTeams(format!(
                        "{} sits next to a partner; partners sit every {count} seats",
                        players[seat]
                    )));
                }
                (sides, side_of)
            }
        };

        let dealer = find(&dealer, Place::Dealer, "dealer")?;
        let label = rules.label();
        let (bidder, bid) = if rules.has_bidding() {
            let b =
                bidder.ok_or_else(|| PlayRecordError::MissingBidder(format!("rules {label}")))?;
            let b = find(&b, Place::Bidder, "bidder")?;
            let bid = bid.ok_or_else(|| PlayRecordError::MissingBid(format!("rules {label}")))?;
            // Who is in the hole is not known here, so any bid of the
            // ladder (the 60 included) may stand.
            let allowed: Vec<u32> = bid_ladder(&rules).into_iter().map(u32::from).collect();
            if !allowed.contains(&bid) {
                let words: Vec<String> = allowed.iter().map(u32::to_string).collect();
                return Err(PlayRecordError::BadBid {
                    bid,
                    allowed: words.join(", "),
                });
            }
            if bagged {
                if rules.all_pass == AllPass::Redeal {
                    return Err(PlayRecordError::BaggedUnderRedeal);
                }
                if b != dealer || bid != u32::from(rules.min_bid) {
                    return Err(PlayRecordError::BadBagged {
                        dealer: players[dealer].clone(),
                        min_bid: rules.min_bid,
                    });
                }
            }
            (Some(b), Some(bid))
        } else {
            let field = if bidder.is_some() {
                Some((Place::Bidder, "bidder"))
            } else if bid.is_some() {
                Some((Place::Bid, "bid"))
            } else if bagged {
                Some((Place::Bagged, "bagged flag"))
            } else {
                None
            };
            if let Some((place, field)) = field {
                return Err(PlayRecordError::NoBidding {
                    place,
                    rules: format!("rules {label}"),
                    field,
                });
            }
            (None, None)
        };

        let ranking = Ranking::new(&rules, trump);
        let joker_off = |card: Card| card.is_joker() && !ranking.joker_in_play();

        let mut hand_of: Vec<Option<CardSet>> = vec![None; n];
        let mut holder: HashMap<Card, usize> = HashMap::new();
        for (h, hand) in hands.iter().enumerate() {
            let seat = find(&hand.player, Place::Hand(h), "[hands]")?;
            let player = players[seat].clone();
            if hand_of[seat].is_some() {
                return Err(PlayRecordError::HandTwice { hand: h, player });
            }
            let mut set = CardSet::EMPTY;
            for (c, &card) in hand.cards.iter().enumerate() {
                if joker_off(card) {
                    return Err(PlayRecordError::JokerOff {
                        place: Place::HandCard(h, c),
                    });
                }
                if set.contains(card) {
                    return Err(PlayRecordError::CardTwiceInHand {
                        hand: h,
                        card,
                        player,
                    });
                }
                if let Some(&other) = holder.get(&card) {
                    return Err(PlayRecordError::CardInTwoHands {
                        hand: h,
                        card,
                        first: players[other].clone(),
                        second: player,
                    });
                }
                set.insert(card);
                holder.insert(card, seat);
            }
            if hand.cards.len() != HAND_SIZE {
                return Err(PlayRecordError::HandSize {
                    hand: h,
                    player,
                    count: hand.cards.len(),
                });
            }
            hand_of[seat] = Some(set);
        }

        if tricks.is_empty() {
            return Err(PlayRecordError::NoTricks);
        }
        if tricks.len() > TRICKS {
            return Err(PlayRecordError::TooManyTricks(tricks.len()));
        }
        let mut played: HashMap<Card, usize> = HashMap::new();
        let mut valid: Vec<Trick> = Vec::with_capacity(tricks.len());
        let mut winners: Vec<(usize, usize)> = Vec::with_capacity(tricks.len());
        for (k, trick) in tricks.into_iter().enumerate() {
            if trick.cards.len() != n {
                return Err(PlayRecordError::TrickSize {
                    trick: k,
                    count: trick.cards.len(),
                    players: n,
                });
            }
            let leader = find(
                &trick.leader,
                Place::Leader(k),
                &format!("trick {}'s leader", k + 1),
            )?;
            let trick = Trick {
                leader,
                cards: trick.cards,
            };
            for (position, &card) in trick.cards.iter().enumerate() {
                if joker_off(card) {
                    return Err(PlayRecordError::JokerOff {
                        place: Place::TrickCard(k, position),
                    });
                }
                if let Some(&first) = played.get(&card) {
                    return Err(PlayRecordError::PlayedTwice {
                        trick: k,
                        position,
                        card,
                        first,
                    });
                }
                played.insert(card, k);
                let seat = trick.player_at(position, n);
                match holder.get(&card) {
                    Some(&h) if h != seat => {
                        return Err(PlayRecordError::InOthersHand {
                            trick: k,
                            position,
                            card,
                            player: players[seat].clone(),
                            holder: players[h].clone(),
                        })
                    }
                    None if hand_of[seat].is_some() => {
                        return Err(PlayRecordError::NotInHand {
                            trick: k,
                            position,
                            card,
                            player: players[seat].clone(),
                        })
                    }
                    _ => {}
                }
            }
            let expected = match winners.last() {
                None => first_leaders(&rules, dealer, bidder, n).map_err(|NeedsBidder| {
                    PlayRecordError::LeadNeedsBidder(rules.first_lead.to_string())
                })?,
                Some(&(winner, _)) => vec![winner],
            };
            if !expected.contains(&leader) {
                let why = match winners.last() {
                    None => {
                        let names: Vec<&str> =
                            expected.iter().map(|&s| players[s].as_str()).collect();
                        format!("{}: {}", first_lead_rule(&rules), names.join(" or "))
                    }
                    Some(&(winner, index)) => format!(
                        "{} won trick {} (with the {}) and so leads the next",
                        players[winner],
                        k,
                        valid[k - 1].cards[index]
                    ),
                };
                return Err(PlayRecordError::OutOfTurn {
                    trick: k,
                    leader: players[leader].clone(),
                    expected: why,
                });
            }
            let index = ranking.winner(&trick.cards).unwrap_or(0);
            winners.push((trick.player_at(index, n), index));
            valid.push(trick);
        }

        Ok(RoundPlay {
            rules,
            trump,
            ranking,
            table: Table { players, sides },
            side_of,
            dealer,
            bidder,
            bid,
            bagged,
            hands: hand_of,
            tricks: valid,
            winners,
        })
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    pub fn trump(&self) -> Suit {
        self.trump
    }
    /// The players' names, clockwise, as seated.
    pub fn players(&self) -> &[String] {
        &self.table.players
    }
    pub fn sides(&self) -> &[Side] {
        &self.table.sides
    }
    /// The seats and sides as a table.
    pub fn table(&self) -> &Table {
        &self.table
    }
    /// The side (index into [`Self::sides`]) of a seat.
    pub fn side_of(&self, seat: usize) -> usize {
        self.side_of[seat]
    }
    pub fn dealer(&self) -> usize {
        self.dealer
    }
    pub fn bidder(&self) -> Option<usize> {
        self.bidder
    }
    pub fn bid(&self) -> Option<u32> {
        self.bid
    }
    pub fn bagged(&self) -> bool {
        self.bagged
    }
    /// A seat's hand after the draw, when the record gives it.
    pub fn hand(&self, seat: usize) -> Option<CardSet> {
        self.hands[seat]
    }
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }
    /// The seat that won each trick.
    pub fn winners(&self) -> Vec<usize> {
        self.winners.iter().map(|&(seat, _)| seat).collect()
    }
    /// Whether all five tricks are recorded.
    pub fn is_complete(&self) -> bool {
        self.tricks.len() == TRICKS
    }

    /// The first trick the bidder led, when there is a bidder and they led.
    fn bidder_lead(&self) -> Option<usize> {
        self.bidder
            .and_then(|b| self.tricks.iter().position(|t| t.leader == b))
    }

    /// The best card of the tricks recorded (RULES.md §5), by the same
    /// function every command uses.
    pub fn best_card(&self) -> Option<BestCard> {
        let cards: Vec<Vec<Card>> = self.tricks.iter().map(|t| t.cards.clone()).collect();
        best_card(&self.ranking, &self.rules, &cards, self.bidder_lead())
    }

    /// Tricks taken per side (indexes of [`Self::sides`]).
    fn trick_counts(&self) -> Vec<u8> {
        let mut counts = vec![0u8; self.table.sides.len()];
        for &(winner, _) in &self.winners {
            counts[self.side_of[winner]] += 1;
        }
        counts
    }

    /// The side that took the best card's trick, once the round is complete:
    /// before the fifth trick a higher card may still come.
    fn best_side(&self) -> Option<usize> {
        if !self.is_complete() {
            return None;
        }
        self.best_card()
            .map(|best| self.side_of[self.winners[best.trick].0])
    }

    /// The round's facts as `round` records them, in this record's own seats
    /// and sides: the bid, trump, the side that took each trick in order,
    /// and the side that took the best card. `None` before the fifth trick.
    pub fn round_record(&self) -> Option<RoundRecord> {
        if !self.is_complete() {
            return None;
        }
        let bid = match (self.bidder, self.bid) {
            (Some(seat), Some(amount)) => Some(Bid {
                side: self.side_of[seat],
                player: Some(seat),
                amount: u8::try_from(amount).ok()?,
                bagged: self.bagged,
            }),
            _ => None,
        };
        Some(RoundRecord {
            dealer: self.dealer,
            bid,
            trump: Some(self.trump),
            tricks: Tricks::Winners(
                self.winners
                    .iter()
                    .map(|&(seat, _)| self.side_of[seat])
                    .collect(),
            ),
            best: self.best_side(),
            auction: None,
            thrown_in: false,
        })
    }
}

/// "; did you mean 'Frank'?" for a name close to a seated player's.
fn seat_hint(name: &str, players: &[String]) -> String {
    let keys: Vec<String> = players.iter().map(|p| key(p)).collect();
    let hint = did_you_mean(&key(name), keys.iter().map(String::as_str));
    match keys.iter().position(|k| hint.contains(&format!("'{k}'"))) {
        Some(i) => format!("; did you mean '{}'?", players[i]),
        None => hint,
    }
}

/// One card played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayReport {
    pub player: String,
    pub card: Card,
}

/// One trick: who led, what was played, who won and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickReport {
    /// From 1.
    pub trick: usize,
    pub leader: String,
    /// In play order, the leader's card first.
    pub plays: Vec<PlayReport>,
    pub winner: String,
    /// The winner's side.
    pub side: String,
    /// The winning card.
    pub card: Card,
    pub reason: String,
}

/// The best card of the round (RULES.md §5) and who took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BestReport {
    pub card: Card,
    /// From 1.
    pub trick: usize,
    /// Who played the best card.
    pub player: String,
    /// The side that took the trick holding it (and the bonus).
    pub side: String,
    pub trump: bool,
    pub reason: String,
}

/// Points taken per side, in seating order of the sides; a JSON object.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Points(pub Vec<(String, u32)>);

impl Points {
    /// The points of a side (any case), 0 for a side not listed.
    pub fn get(&self, side: &str) -> u32 {
        self.0
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(side))
            .map_or(0, |&(_, p)| p)
    }
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&(_, p)| p).sum()
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (side, points) in &self.0 {
            map.serialize_entry(side, points)?;
        }
        map.end()
    }
}

/// What proves a violation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Evidence {
    /// The player's hand, given in the record.
    Hand,
    /// The player's own later plays: cards played later were held earlier.
    Record,
}

/// A play that broke a rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Violation {
    /// From 1.
    pub trick: usize,
    pub player: String,
    pub card: Card,
    pub rule: PlayRule,
    /// Full sentences: what was held, and the rule it breaks.
    pub proof: String,
    pub evidence: Evidence,
    /// The plays that were legal, when the hand is known (`None` when only
    /// the record speaks: it shows part of the hand, not all of it).
    pub legal_cards: Option<Vec<Card>>,
}

/// The audit of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AuditReport {
    pub rules: String,
    pub trump: Suit,
    pub tricks: Vec<TrickReport>,
    /// With `complete = false`, the best card so far.
    pub best: Option<BestReport>,
    /// 5 a trick, plus 5 for the best-card trick when `best_card_bonus` is
    /// on and the round is complete.
    pub points: Points,
    /// All five tricks recorded.
    pub complete: bool,
    pub bidder: Option<String>,
    pub bid: Option<u32>,
    pub bidding_side: Option<String>,
    /// `None` without bidding or before the fifth trick.
    pub made: Option<bool>,
    pub violations: Vec<Violation>,
}

impl AuditReport {
    /// No play broke a rule.
    pub fn is_clean(&self) -> bool {
        self.violations.is_empty()
    }
}

/// Audits a round: trick winners, best card, points, made or set, and every
/// play the record (with the hands, where given) proves illegal.
pub fn audit(round: &RoundPlay) -> AuditReport {
    let n = round.players().len();
    let ranking = &round.ranking;
    let side_name = |seat: usize| round.sides()[round.side_of[seat]].name.clone();

    let tricks: Vec<TrickReport> = round
        .tricks
        .iter()
        .enumerate()
        .map(|(k, trick)| {
            let verdict = judge_trick(ranking, &trick.cards);
            let winner = trick.player_at(verdict.winner_index, n);
            TrickReport {
                trick: k + 1,
                leader: round.players()[trick.leader].clone(),
                plays: trick
                    .cards
                    .iter()
                    .enumerate()
                    .map(|(i, &card)| PlayReport {
                        player: round.players()[trick.player_at(i, n)].clone(),
                        card,
                    })
                    .collect(),
                winner: round.players()[winner].clone(),
                side: side_name(winner),
                card: verdict.card,
                reason: verdict.reason,
            }
        })
        .collect();

    let bidder_lead = round.bidder_lead();
    let best = round.best_card().map(|best| {
        let trick = &round.tricks[best.trick];
        let player = trick.player_at(best.position, n);
        let winner = round.winners[best.trick].0;
        let reason = if best.trump {
            format!(
                "The {} is the highest trump played{}.",
                best.card,
                if round.is_complete() {
                    " this round"
                } else {
                    " so far"
                }
            )
        } else {
            let first = round.tricks[bidder_lead.unwrap_or(0)].cards[0];
            let suit = match ranking.lead_of(first) {
                Lead::Plain(suit) => suit.singular(),
                Lead::Trump => "trump",
            };
            let whose = match (round.bidder, bidder_lead) {
                (Some(b), Some(t)) => format!(
                    "the suit of the first card the bidder {} led (the {} at trick {})",
                    round.players()[b],
                    first,
                    t + 1
                ),
                _ => format!("the suit of the first card led in the round (the {first})"),
            };
            format!(
                "No trump was played, so the best card is the highest {suit}, {whose}: the {}.",
                best.card
            )
        };
        BestReport {
            card: best.card,
            trick: best.trick + 1,
            player: round.players()[player].clone(),
            side: side_name(winner),
            trump: best.trump,
            reason,
        }
    });

    // Points and made/set come from the scorer's own functions, so the
    // audit and a round recorded from this play can't disagree.
    let complete = round.is_complete();
    let counts = round.trick_counts();
    let taken = points_taken(&round.rules, &counts, round.best_side());
    let points = Points(
        round
            .sides()
            .iter()
            .zip(&taken)
            .map(|(side, &p)| (side.name.clone(), u32::try_from(p).unwrap_or(0)))
            .collect(),
    );
    let bidding_side = round.bidder.map(|b| round.side_of[b]);
    let made = match (bidding_side, round.bid) {
        (Some(side), Some(bid)) if complete => Some(bid_made(
            u8::try_from(bid).unwrap_or(u8::MAX),
            counts[side],
            taken[side],
        )),
        _ => None,
    };

    AuditReport {
        rules: round.rules.label(),
        trump: round.trump,
        tricks,
        best,
        points,
        complete,
        bidder: round.bidder.map(|b| round.players()[b].clone()),
        bid: round.bid,
        bidding_side: bidding_side.map(|s| round.sides()[s].name.clone()),
        made,
        violations: violations(round),
    }
}

/// Every illegal play. With a hand, each play is judged against the hand at
/// that moment. Without one, against the cards the record proves were held
/// (the card played and every card the player plays later); legality only
/// narrows as a hand grows, so a play illegal there is illegal in truth.
fn violations(round: &RoundPlay) -> Vec<Violation> {
    let n = round.players().len();
    let ranking = &round.ranking;
    // For each seat, the trick at which it played each card.
    let mut played_at: Vec<Vec<(Card, usize)>> = vec![Vec::new(); n];
    for (k, trick) in round.tricks.iter().enumerate() {
        for (i, &card) in trick.cards.iter().enumerate() {
            played_at[trick.player_at(i, n)].push((card, k));
        }
    }
    let mut found = Vec::new();
    for (k, trick) in round.tricks.iter().enumerate() {
        for (i, &card) in trick.cards.iter().enumerate().skip(1) {
            let seat = trick.player_at(i, n);
            let (held, evidence) = match round.hands[seat] {
                Some(hand) => {
                    let gone: CardSet = played_at[seat]
                        .iter()
                        .filter(|&&(_, t)| t < k)
                        .map(|&(c, _)| c)
                        .collect();
                    (hand.difference(gone), Evidence::Hand)
                }
                None => (
                    played_at[seat]
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
                played_at[seat]
                    .iter()
                    .find(|&&(p, _)| p == c)
                    .map(|&(_, t)| t)
            };
            let proof = Proof {
                round,
                player: &round.players()[seat],
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
                player: round.players()[seat].clone(),
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
        match words.as_slice() {
            [] => "no card".to_string(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    fn record(preset: &str, trump: Suit, tricks: &[(&str, &str)]) -> PlayRecord {
        PlayRecord {
            rules: RuleSet::preset(preset).unwrap(),
            trump,
            seats: vec!["Frank".into(), "John".into(), "Fred".into(), "Jim".into()],
            teams: Some(vec![
                vec!["Frank".into(), "Fred".into()],
                vec!["John".into(), "Jim".into()],
            ]),
            dealer: "Frank".into(),
            bidder: Some("Frank".into()),
            bid: Some(15),
            bagged: false,
            hands: vec![],
            tricks: tricks
                .iter()
                .map(|&(leader, c)| TrickRecord {
                    leader: leader.into(),
                    cards: cards(c),
                })
                .collect(),
        }
    }

    fn refused(r: PlayRecord) -> PlayRecordError {
        match RoundPlay::new(r) {
            Ok(_) => panic!("accepted"),
            Err(err) => err,
        }
    }

    fn full_round(preset: &str) -> PlayRecord {
        // Seed 000 scenario 2.
        let mut r = record(
            preset,
            Suit::Spades,
            &[
                ("Frank", "8s 9s 2s ah"),
                ("Jim", "jc js 7c 9d"),
                ("Frank", "qd 8d 4s 5h"),
                ("Fred", "qs jh ks 6h"),
                ("Frank", "3h 10c 4c 5s"),
            ],
        );
        r.hands = [
            ("Frank", "8s js qd ks 3h"),
            ("John", "9s 7c 8d 6h 10c"),
            ("Fred", "2s 9d 4s qs 4c"),
            ("Jim", "ah jc 5h jh 5s"),
        ]
        .iter()
        .map(|&(player, c)| HandRecord {
            player: player.into(),
            cards: cards(c),
        })
        .collect();
        r
    }

    #[test]
    fn renege_of_the_five_against_the_queen_is_never_reported() {
        let report = audit(&RoundPlay::new(full_round("120")).unwrap());
        assert!(report.is_clean(), "{:?}", report.violations);
        let mut r = full_round("120");
        r.hands.clear();
        assert!(audit(&RoundPlay::new(r).unwrap()).is_clean());
    }

    #[test]
    fn points_are_five_a_trick_plus_five_for_the_best_card_trick() {
        let report = audit(&RoundPlay::new(full_round("120")).unwrap());
        assert_eq!(
            report.points.0,
            vec![("Frank+Fred".into(), 15), ("John+Jim".into(), 15)]
        );
        let best = report.best.unwrap();
        assert_eq!(
            (best.card, best.trick, best.side.as_str()),
            (cards("5s")[0], 5, "John+Jim")
        );
        assert_eq!(report.made, Some(true));
        let mut r = full_round("120");
        r.rules.set("best_card_bonus", "false").unwrap();
        assert_eq!(audit(&RoundPlay::new(r).unwrap()).points.total(), 25);
    }

    #[test]
    fn bid_of_thirty_is_made_by_every_trick_even_without_the_bonus() {
        // Seed 000 scenario 1: Frank leads and takes all five tricks.
        let mut r = record(
            "120",
            Suit::Hearts,
            &[
                ("Frank", "5h 2h 10h 3h"),
                ("Frank", "jh 7c 9h 8c"),
                ("Frank", "ah 4d 8h 6d"),
                ("Frank", "qh 9s 2c 3s"),
                ("Frank", "ks qs kc 10d"),
            ],
        );
        r.bid = Some(30);
        r.rules.set("best_card_bonus", "false").unwrap();
        let report = audit(&RoundPlay::new(r.clone()).unwrap());
        assert_eq!(
            (report.points.get("frank+fred"), report.made),
            (25, Some(true))
        );
        // One trick lost is a set, whatever the points.
        let mut lost = r.clone();
        lost.tricks[4].cards = cards("ks 7h kc 10d");
        let report = audit(&RoundPlay::new(lost).unwrap());
        assert_eq!(report.tricks[4].winner, "John");
        assert_eq!(report.made, Some(false));
    }

    #[test]
    fn wrong_number_of_cards_in_a_trick_is_a_record_error() {
        let mut r = full_round("120");
        r.tricks[1].cards.pop();
        let err = refused(r);
        assert_eq!(err.place(), Place::Trick(1));
        assert_eq!(
            err.to_string(),
            "trick 2 has 3 cards but there are 4 players: one card from each, the leader's first"
        );
    }

    #[test]
    fn card_played_twice_is_a_record_error() {
        let mut r = full_round("120");
        r.hands.clear();
        r.tricks[4].cards[1] = cards("7c")[0];
        assert!(matches!(
            refused(r),
            PlayRecordError::PlayedTwice {
                trick: 4,
                first: 1,
                ..
            }
        ));
    }

    #[test]
    fn card_not_in_the_players_given_hand_is_a_record_error() {
        let mut r = full_round("120");
        r.tricks[4].cards[1] = cards("kc")[0];
        assert_eq!(
            refused(r).to_string(),
            "at trick 5, John plays the K♣, which is not in John's hand as given"
        );
    }

    #[test]
    fn unknown_player_gets_a_did_you_mean_hint() {
        let mut r = full_round("120");
        r.tricks[1].leader = "Jimm".into();
        let err = refused(r);
        assert_eq!(err.place(), Place::Leader(1));
        assert!(err.to_string().contains("did you mean 'Jim'?"), "{err}");
    }

    #[test]
    fn teams_must_sit_alternately_and_be_equal() {
        let mut r = full_round("120");
        r.teams = Some(vec![
            vec!["Frank".into(), "John".into()],
            vec!["Fred".into(), "Jim".into()],
        ]);
        assert!(matches!(refused(r), PlayRecordError::BadTeams(_)));
        let mut r = full_round("120");
        r.teams = Some(vec![
            vec!["Frank".into(), "Fred".into()],
            vec!["John".into()],
        ]);
        assert!(matches!(refused(r), PlayRecordError::NotInTeam { .. }));
    }

    #[test]
    fn bagged_bid_must_be_the_dealers_minimum() {
        let mut r = full_round("120");
        r.bagged = true;
        r.bid = Some(20);
        assert!(matches!(
            refused(r),
            PlayRecordError::BadBid { .. } | PlayRecordError::BadBagged { .. }
        ));
    }

    #[test]
    fn game_without_bidding_refuses_a_bidder_and_leads_left_of_dealer() {
        let mut r = full_round("45");
        assert!(matches!(
            refused(r.clone()),
            PlayRecordError::NoBidding { .. }
        ));
        r.bidder = None;
        r.bid = None;
        // The dealer Frank's left is John, not Frank.
        assert!(matches!(
            refused(r.clone()),
            PlayRecordError::OutOfTurn { trick: 0, .. }
        ));
        r.dealer = "Jim".into();
        let report = audit(&RoundPlay::new(r).unwrap());
        assert_eq!(report.made, None);
        assert_eq!(report.points.total(), 30);
    }

    #[test]
    fn hand_of_four_cards_is_a_record_error() {
        let mut r = full_round("120");
        r.hands[0].cards.pop();
        assert!(matches!(
            refused(r),
            PlayRecordError::HandSize { count: 4, .. }
        ));
    }

    #[test]
    fn renege_withheld_king_is_proven_by_a_later_play_without_hands() {
        let r = record(
            "120",
            Suit::Spades,
            &[
                ("Frank", "8s 7d 2s 3d"),
                ("Fred", "4c 5c 6c 7c"),
                ("Fred", "kh 9c 10c jc"),
                ("Fred", "2h 3h 4h ks"),
            ],
        );
        let report = audit(&RoundPlay::new(r).unwrap());
        assert!(!report.complete && report.made.is_none());
        assert_eq!(report.violations.len(), 1, "{:?}", report.violations);
        let v = &report.violations[0];
        assert_eq!(
            (v.trick, v.player.as_str(), v.rule),
            (1, "John", PlayRule::MustFollowTrump)
        );
        assert_eq!(v.evidence, Evidence::Record);
        assert!(
            v.proof.starts_with("John played the 7♦ on the 8♠ led at trick 1, but still held the K♠ (played at trick 4)"),
            "{}",
            v.proof
        );
    }

    #[test]
    fn out_of_turn_lead_is_a_record_error_naming_the_trick() {
        let r = record(
            "120",
            Suit::Spades,
            &[("Frank", "8s 9s 2s ah"), ("Frank", "2c 3c 4c 5c")],
        );
        let err = RoundPlay::new(r).unwrap_err();
        assert_eq!(err.place(), Place::Leader(1));
        assert_eq!(
            err.to_string(),
            "trick 2 is led by Frank, but Jim won trick 1 (with the A♥) and so leads the next"
        );
    }

    #[test]
    fn first_lead_bidder_chooses_allows_the_bidder_or_the_left_player() {
        for leader in ["Frank", "John"] {
            let mut r = record("110", Suit::Spades, &[(leader, "8s 9s 2s 3s")]);
            r.teams = None;
            assert!(RoundPlay::new(r).is_ok(), "{leader}");
        }
        let mut r = record("110", Suit::Spades, &[("Fred", "8s 9s 2s 3s")]);
        r.teams = None;
        assert!(matches!(
            RoundPlay::new(r),
            Err(PlayRecordError::OutOfTurn { .. })
        ));
    }
}
