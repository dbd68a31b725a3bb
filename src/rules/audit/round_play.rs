//! The checks that make a [`PlayRecord`] a [`RoundPlay`]: every name
//! seated, teams seated alternately, the bid one of the rules' bids, hands of
//! five distinct cards, every card played once, one card per seat a trick,
//! each trick led by the right player.

use std::collections::{HashMap, HashSet};

use super::{HandRecord, Place, PlayRecord, PlayRecordError, TrickRecord, TRICKS};
use crate::rules::card::{Card, CardSet, Suit};
use crate::rules::first_lead::{first_lead_rule, first_leaders, NeedsBidder};
use crate::rules::play::{best_card, BestCard, HAND_SIZE, MAX_PLAYERS};
use crate::rules::ranking::Ranking;
use crate::rules::round::{bid_ladder, Bid, Contract, RoundRecord, Tricks};
use crate::rules::seat::{BySide, Seat, SideId};
use crate::rules::suggestion::did_you_mean;
use crate::rules::table::{one_side_each, Side, Table, Who};
use crate::rules::variant::{AllPass, RuleSet};

/// One trick of a validated round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    /// Who led it: a place in the record's seats.
    pub leader: Seat,
    /// In play order, one card per seat, the leader's first.
    pub cards: Vec<Card>,
}

impl Trick {
    /// The seat that played the card at `position`: play goes clockwise.
    pub(crate) fn player_at(&self, position: usize, players: usize) -> Seat {
        Seat((self.leader.0 + position) % players)
    }
}

/// A round record that could be true: every name is seated, every card is
/// played once, each trick has one card per seat and was led by the right
/// player. Built only by [`RoundPlay::new`].
///
/// Its seats are positions in the record's `seats` list and its sides the
/// record's teams (or one side a player): a round file is not a game, and its
/// seats become a saved game's only through [`RoundPlay::round_record`] and
/// [`RoundRecord::moved`].
#[derive(Clone, Debug)]
pub struct RoundPlay {
    pub(super) rules: RuleSet,
    pub(super) trump: Suit,
    pub(super) ranking: Ranking,
    /// The seats and sides as the record gives them; a team is named from
    /// its players ("Frank+Fred"), as a game's table names it.
    pub(super) table: Table,
    pub(super) side_of: Vec<SideId>,
    pub(super) dealer: Seat,
    /// The bid won or the dealer bagged; `None` in a game without bidding.
    pub(super) contract: Option<Contract>,
    pub(super) hands: Vec<Option<CardSet>>,
    pub(super) tricks: Vec<Trick>,
    /// Each trick's winner, and the index of the winning card.
    pub(super) winners: Winners,
}

/// Each seat's hand, when the record gives it.
type HandsBySeat = Vec<Option<CardSet>>;
/// For each trick, the seat that won it and the index of its winning card.
type Winners = Vec<(Seat, usize)>;

/// The seated players, checked first: every later check finds a name here,
/// through [`Table::find`] as a game finds its players, so a round file and
/// a game match names the same way.
struct Seats {
    /// The players as a table, a side each: teams are not known yet.
    table: Table,
}

impl Seats {
    /// 2 to 8 players, each named, no name twice (in any case).
    fn new(seats: &[String]) -> Result<Seats, PlayRecordError> {
        let n = seats.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(PlayRecordError::SeatCount(n));
        }
        let players: Vec<String> = seats.iter().map(|s| s.trim().to_string()).collect();
        let mut seen: HashSet<String> = HashSet::new();
        for (seat, name) in players.iter().enumerate() {
            if name.is_empty() {
                return Err(PlayRecordError::EmptyName { seat });
            }
            if !seen.insert(name.to_lowercase()) {
                return Err(PlayRecordError::DuplicateSeat {
                    seat,
                    name: name.clone(),
                });
            }
        }
        let sides = one_side_each(&players).into();
        Ok(Seats {
            table: Table { players, sides },
        })
    }

    fn len(&self) -> usize {
        self.table.players.len()
    }

    /// The seat of `name` (any case), or an error naming `what` gave it.
    fn find(&self, name: &str, place: Place, what: &str) -> Result<Seat, PlayRecordError> {
        match self.table.find(name) {
            Ok(Who::Player(seat)) => Ok(seat),
            _ => Err(PlayRecordError::UnknownPlayer {
                place,
                what: what.to_string(),
                name: name.trim().to_string(),
                hint: seat_hint(name, &self.table.players),
                seats: self.table.players.join(", "),
            }),
        }
    }

    fn name(&self, seat: Seat) -> &str {
        &self.table.players[seat.0]
    }
}

/// The sides, and each seat's side: a player each without teams; with
/// teams, every player in one, teams equal and seated alternately (§6).
fn sides(
    seats: &Seats,
    teams: Option<&[Vec<String>]>,
) -> Result<(Vec<Side>, Vec<SideId>), PlayRecordError> {
    let players = &seats.table.players;
    let n = seats.len();
    let Some(teams) = teams else {
        let sides = one_side_each(players);
        return Ok((sides, (0..n).map(SideId).collect()));
    };
    let mut side_of: Vec<Option<SideId>> = vec![None; n];
    let mut sides = Vec::new();
    for (t, team) in teams.iter().enumerate() {
        let mut members = Vec::new();
        for (m, name) in team.iter().enumerate() {
            let place = Place::TeamMember(t, m);
            let seat = seats.find(name, place, &format!("team {}", t + 1))?;
            if side_of[seat.0].is_some() {
                return Err(PlayRecordError::TwiceInTeams {
                    place,
                    name: seats.name(seat).to_string(),
                });
            }
            side_of[seat.0] = Some(SideId(t));
            members.push(seat);
        }
        let name = members
            .iter()
            .map(|&s| seats.name(s))
            .collect::<Vec<_>>()
            .join("+");
        sides.push(Side {
            name,
            seats: members,
        });
    }
    let Some(side_of) = side_of.iter().copied().collect::<Option<Vec<SideId>>>() else {
        let seat = side_of.iter().position(Option::is_none).unwrap_or(0);
        return Err(PlayRecordError::NotInTeam {
            name: players[seat].clone(),
        });
    };
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
    // docs/rules.md §6: T1P1, T2P1, T3P1, T1P2, ... so each team's
    // players sit `count` seats apart.
    if let Some(seat) = (0..n).find(|&s| side_of[s] != side_of[s % count]) {
        return Err(PlayRecordError::BadTeams(format!(
            "{} sits next to a partner; partners sit every {count} seats",
            players[seat]
        )));
    }
    Ok((sides, side_of))
}

/// The contract: a bidder and a bid both given in a bidding game, the bid one
/// of the rules' bids, a bagged bid the dealer's minimum; none without
/// bidding.
fn contract(
    rules: &RuleSet,
    seats: &Seats,
    side_of: &[SideId],
    dealer: Seat,
    record: &PlayRecord,
) -> Result<Option<Contract>, PlayRecordError> {
    let label = rules.label();
    if !rules.has_bidding() {
        let field = if record.bidder.is_some() {
            Some((Place::Bidder, "bidder"))
        } else if record.bid.is_some() {
            Some((Place::Bid, "bid"))
        } else if record.bagged {
            Some((Place::Bagged, "bagged flag"))
        } else {
            None
        };
        return match field {
            Some((place, field)) => Err(PlayRecordError::NoBidding {
                place,
                rules: format!("rules {label}"),
                field,
            }),
            None => Ok(None),
        };
    }
    let bidder = record
        .bidder
        .as_deref()
        .ok_or_else(|| PlayRecordError::MissingBidder(format!("rules {label}")))?;
    let bidder = seats.find(bidder, Place::Bidder, "bidder")?;
    let bid = record
        .bid
        .ok_or_else(|| PlayRecordError::MissingBid(format!("rules {label}")))?;
    // Who is in the hole is not known here, so any bid of the
    // ladder (the 60 included) may stand.
    let allowed: Vec<u32> = bid_ladder(rules).into_iter().map(u32::from).collect();
    if !allowed.contains(&bid) {
        let words: Vec<String> = allowed.iter().map(u32::to_string).collect();
        return Err(PlayRecordError::BadBid {
            bid,
            allowed: words.join(", "),
        });
    }
    if record.bagged {
        if rules.all_pass == AllPass::Redeal {
            return Err(PlayRecordError::BaggedUnderRedeal);
        }
        if bidder != dealer || bid != u32::from(rules.min_bid) {
            return Err(PlayRecordError::BadBagged {
                dealer: seats.name(dealer).to_string(),
                min_bid: rules.min_bid,
            });
        }
    }
    let bid = Bid {
        side: side_of[bidder.0],
        player: Some(bidder),
        // Every bid of the ladder is at most 60.
        amount: u8::try_from(bid).unwrap_or(u8::MAX),
    };
    Ok(Some(if record.bagged {
        Contract::Bagged(bid)
    } else {
        Contract::Bid(bid)
    }))
}

/// The hands given: five distinct cards each, no card in two hands, no
/// joker when the pack has none. Also who holds each card given.
fn hands(
    seats: &Seats,
    ranking: &Ranking,
    hands: &[HandRecord],
) -> Result<(HandsBySeat, HashMap<Card, Seat>), PlayRecordError> {
    let mut hand_of: Vec<Option<CardSet>> = vec![None; seats.len()];
    let mut holder: HashMap<Card, Seat> = HashMap::new();
    for (h, hand) in hands.iter().enumerate() {
        let seat = seats.find(&hand.player, Place::Hand(h), "a hand")?;
        let player = seats.name(seat).to_string();
        if hand_of[seat.0].is_some() {
            return Err(PlayRecordError::HandTwice { hand: h, player });
        }
        let mut set = CardSet::EMPTY;
        for (c, &card) in hand.cards.iter().enumerate() {
            if card.is_joker() && !ranking.joker_in_play() {
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
                    first: seats.name(other).to_string(),
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
        hand_of[seat.0] = Some(set);
    }
    Ok((hand_of, holder))
}

/// What the trick checks need to know of the record checked so far.
struct Dealt<'a> {
    rules: &'a RuleSet,
    ranking: &'a Ranking,
    seats: &'a Seats,
    dealer: Seat,
    bidder: Option<Seat>,
    hand_of: &'a [Option<CardSet>],
    holder: &'a HashMap<Card, Seat>,
}

/// The tricks: one to five, one card per seat (the last may hold fewer: the
/// trick in progress), every card played once and by the hand that held it,
/// each trick led by the right player (§3). Also the seat that won each
/// complete trick and the index of its winning card.
fn tricks(
    dealt: &Dealt,
    tricks: Vec<TrickRecord>,
) -> Result<(Vec<Trick>, Winners), PlayRecordError> {
    let Dealt {
        rules,
        ranking,
        seats,
        dealer,
        bidder,
        hand_of,
        holder,
    } = *dealt;
    let n = seats.len();
    if tricks.len() > TRICKS {
        return Err(PlayRecordError::TooManyTricks(tricks.len()));
    }
    let mut played: HashMap<Card, usize> = HashMap::new();
    let mut valid: Vec<Trick> = Vec::with_capacity(tricks.len());
    let mut winners: Winners = Vec::with_capacity(tricks.len());
    let last = tricks.len().saturating_sub(1);
    for (k, trick) in tricks.into_iter().enumerate() {
        if trick.cards.is_empty() {
            return Err(PlayRecordError::EmptyTrick { trick: k });
        }
        // Only the last trick may still be in play: the round stopped there.
        if trick.cards.len() > n || (trick.cards.len() < n && k != last) {
            return Err(PlayRecordError::TrickSize {
                trick: k,
                count: trick.cards.len(),
                players: n,
            });
        }
        let leader = seats.find(
            &trick.leader,
            Place::Leader(k),
            &format!("trick {}'s leader", k + 1),
        )?;
        let trick = Trick {
            leader,
            cards: trick.cards,
        };
        for (position, &card) in trick.cards.iter().enumerate() {
            if card.is_joker() && !ranking.joker_in_play() {
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
                        player: seats.name(seat).to_string(),
                        holder: seats.name(h).to_string(),
                    })
                }
                None if hand_of[seat.0].is_some() => {
                    return Err(PlayRecordError::NotInHand {
                        trick: k,
                        position,
                        card,
                        player: seats.name(seat).to_string(),
                    })
                }
                _ => {}
            }
        }
        let expected = match winners.last() {
            None => first_leaders(rules, dealer, bidder, n).map_err(|NeedsBidder| {
                PlayRecordError::LeadNeedsBidder(rules.first_lead.to_string())
            })?,
            Some(&(winner, _)) => vec![winner],
        };
        if !expected.contains(&leader) {
            let why = match winners.last() {
                None => {
                    let names: Vec<&str> = expected.iter().map(|&s| seats.name(s)).collect();
                    format!("{}: {}", first_lead_rule(rules), names.join(" or "))
                }
                Some(&(winner, index)) => format!(
                    "{} won trick {} (with the {}) and so leads the next",
                    seats.name(winner),
                    k,
                    valid[k - 1].cards[index]
                ),
            };
            return Err(PlayRecordError::OutOfTurn {
                trick: k,
                leader: seats.name(leader).to_string(),
                expected: why,
            });
        }
        if trick.cards.len() == n {
            let index = ranking.winner(&trick.cards).unwrap_or(0);
            winners.push((trick.player_at(index, n), index));
        }
        valid.push(trick);
    }
    Ok((valid, winners))
}

impl RoundPlay {
    /// Checks a record and makes it a round that can be audited: the seats,
    /// the sides, the bid, the hands and the tricks, in that order, each by
    /// its own check.
    pub fn new(record: PlayRecord) -> Result<RoundPlay, PlayRecordError> {
        RoundPlay::checked(record, false)
    }

    /// As [`RoundPlay::new`], for a round that may not have started: the
    /// record may hold no trick yet (the analysis of a deal from the first
    /// lead).
    pub fn before_play(record: PlayRecord) -> Result<RoundPlay, PlayRecordError> {
        RoundPlay::checked(record, true)
    }

    fn checked(record: PlayRecord, unplayed: bool) -> Result<RoundPlay, PlayRecordError> {
        let seats = Seats::new(&record.seats)?;
        let (sides, side_of) = sides(&seats, record.teams.as_deref())?;
        let dealer = seats.find(&record.dealer, Place::Dealer, "dealer")?;
        let contract = contract(&record.rules, &seats, &side_of, dealer, &record)?;
        let bidder = contract
            .as_ref()
            .and_then(Contract::bid)
            .and_then(|b| b.player);
        let ranking = Ranking::new(&record.rules, record.trump);
        let (hand_of, holder) = hands(&seats, &ranking, &record.hands)?;
        let dealt = Dealt {
            rules: &record.rules,
            ranking: &ranking,
            seats: &seats,
            dealer,
            bidder,
            hand_of: &hand_of,
            holder: &holder,
        };
        if record.tricks.is_empty() && !unplayed {
            return Err(PlayRecordError::NoTricks);
        }
        let (tricks, winners) = tricks(&dealt, record.tricks)?;
        Ok(RoundPlay {
            rules: record.rules,
            trump: record.trump,
            ranking,
            table: Table {
                players: seats.table.players,
                sides: sides.into(),
            },
            side_of,
            dealer,
            contract,
            hands: hand_of,
            tricks,
            winners,
        })
    }

    /// The rules the round was played under.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    /// The trump suit.
    pub fn trump(&self) -> Suit {
        self.trump
    }
    /// The players' names, clockwise, as seated.
    pub fn players(&self) -> &[String] {
        &self.table.players
    }
    /// The sides, in the record's order (`teams`, or the seats).
    pub fn sides(&self) -> &[Side] {
        self.table.sides.as_slice()
    }
    /// The seats and sides as a table.
    pub fn table(&self) -> &Table {
        &self.table
    }
    /// The side of a seat ([`Self::sides`] in the record's order).
    pub fn side_of(&self, seat: Seat) -> SideId {
        self.side_of[seat.0]
    }
    /// A seated player's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.table.players[seat.0]
    }
    /// Who dealt.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    /// The bid won or the dealer bagged; `None` without bidding.
    pub fn contract(&self) -> Option<&Contract> {
        self.contract.as_ref()
    }
    /// Who won the auction (the dealer, when bagged); `None` without bidding.
    pub fn bidder(&self) -> Option<Seat> {
        self.contract()
            .and_then(Contract::bid)
            .and_then(|b| b.player)
    }
    /// The bid, in points; `None` without bidding.
    pub fn bid(&self) -> Option<u32> {
        self.contract()
            .and_then(Contract::bid)
            .map(|b| u32::from(b.amount))
    }
    /// Everyone passed and the dealer was made to bid the minimum.
    pub fn bagged(&self) -> bool {
        matches!(self.contract, Some(Contract::Bagged(_)))
    }
    /// A seat's hand after the draw, when the record gives it.
    pub fn hand(&self, seat: Seat) -> Option<CardSet> {
        self.hands[seat.0]
    }
    /// The seat that leads (or led) the first trick: the record's, or
    /// before any trick the first of the players `first_lead` allows.
    pub fn first_leader(&self) -> Seat {
        self.tricks.first().map_or_else(
            || {
                crate::rules::first_lead::first_leaders(
                    &self.rules,
                    self.dealer,
                    self.bidder(),
                    self.table.players.len(),
                )
                .ok()
                .and_then(|seats| seats.first().copied())
                .unwrap_or(self.dealer.left(self.table.players.len()))
            },
            |t| t.leader,
        )
    }

    /// The tricks in the order played; the last may be unfinished.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }
    /// The seat that won each trick.
    pub fn winners(&self) -> Vec<Seat> {
        self.winners.iter().map(|&(seat, _)| seat).collect()
    }
    /// Whether all five tricks are recorded, every card of them.
    pub fn is_complete(&self) -> bool {
        self.winners.len() == TRICKS
    }

    /// The tricks with every player's card (all but a trick in progress).
    pub fn complete_tricks(&self) -> &[Trick] {
        &self.tricks[..self.winners.len()]
    }

    /// The last trick, when it is still being played (fewer cards than
    /// players).
    pub fn in_progress(&self) -> Option<&Trick> {
        self.tricks.get(self.winners.len())
    }

    /// The next play of the round: its trick and place in it (both from
    /// 0) and the seat to play; `None` once the fifth trick is complete.
    pub(crate) fn next_play(&self) -> Option<(usize, usize, Seat)> {
        let n = self.table.players.len();
        if let Some(trick) = self.in_progress() {
            let place = trick.cards.len();
            return Some((self.winners.len(), place, trick.player_at(place, n)));
        }
        if self.is_complete() {
            return None;
        }
        let leader = match self.winners.last() {
            Some(&(winner, _)) => winner,
            None => self.first_leader(),
        };
        Some((self.winners.len(), 0, leader))
    }

    /// The seat that took a complete trick, or is winning the trick in
    /// progress so far (`trick` from 0).
    pub(crate) fn taking(&self, trick: usize) -> Option<Seat> {
        let n = self.table.players.len();
        match self.winners.get(trick) {
            Some(&(seat, _)) => Some(seat),
            None => self
                .tricks
                .get(trick)
                .map(|t| t.player_at(self.ranking.winner(&t.cards).unwrap_or(0), n)),
        }
    }

    /// The first trick the bidder led, when there is a bidder and they led.
    pub(super) fn bidder_lead(&self) -> Option<usize> {
        self.bidder()
            .and_then(|b| self.tricks.iter().position(|t| t.leader == b))
    }

    /// The best card of the tricks recorded (docs/rules.md §5), by the same
    /// function every command uses.
    pub fn best_card(&self) -> Option<BestCard> {
        let cards: Vec<Vec<Card>> = self.tricks.iter().map(|t| t.cards.clone()).collect();
        best_card(&self.ranking, &self.rules, &cards, self.bidder_lead())
    }

    /// Tricks taken per side (indexes of [`Self::sides`]).
    pub(super) fn trick_counts(&self) -> BySide<u8> {
        let mut counts = BySide::from_fn(self.table.sides.len(), |_| 0u8);
        for &(winner, _) in &self.winners {
            counts[self.side_of(winner)] += 1;
        }
        counts
    }

    /// The side that took the best card's trick, once the round is complete:
    /// before the fifth trick a higher card may still come.
    pub(super) fn best_side(&self) -> Option<SideId> {
        if !self.is_complete() {
            return None;
        }
        self.best_card()
            .map(|best| self.side_of(self.winners[best.trick].0))
    }

    /// The round's facts as `round` records them, in this record's own seats
    /// and sides: the bid, trump, the side that took each trick in order,
    /// and the side that took the best card. `None` before the fifth trick.
    pub fn round_record(&self) -> Option<RoundRecord> {
        if !self.is_complete() {
            return None;
        }
        Some(RoundRecord {
            dealer: self.dealer,
            contract: self.contract.clone(),
            trump: Some(self.trump),
            tricks: Tricks::Winners(
                self.winners
                    .iter()
                    .map(|&(seat, _)| self.side_of(seat))
                    .collect(),
            ),
            best: self.best_side(),
            auction: None,
            renege: None,
        })
    }
}

/// " (did you mean 'Frank'?)" for a name close to a seated player's,
/// named as the seats write it.
fn seat_hint(name: &str, players: &[String]) -> String {
    did_you_mean(name.trim(), players.iter().map(String::as_str))
}
