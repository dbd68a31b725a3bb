//! A round as the table gives it, before the rules have read it: the
//! flags of `round` and `edit`, a round file (`--from`) and the questions
//! of `round` and `play` each fill one [`RoundDraft`], and
//! [`GameState::record`] is the one place that turns it into a
//! [`RoundRecord`]. A door that parsed text into a draft and a door that
//! asked questions get the same refusals, in the same order, because
//! neither decides anything.

use super::{Bid, Call, Contract, RenegeCall, RoundError, RoundRecord, Tricks};
use crate::rules::card::Suit;
use crate::rules::game::GameState;
use crate::rules::seat::{Seat, SideId};
use crate::rules::table::Who;

/// The facts of one round, typed but not yet judged: names are already
/// seats and sides, but nothing says yet whether they fit together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundDraft {
    /// `None`: whoever's deal it is. A round file names its own dealer,
    /// which the rules then hold to the deal.
    pub dealer: Option<Seat>,
    /// Who won the bid: a player, or only their side. `None` with
    /// `bagged` means the dealer; otherwise the rules ask for it.
    pub bidder: Option<Who>,
    /// The winning bid in points; `None` with `bagged` means `min_bid`.
    pub bid: Option<u8>,
    /// Everyone passed and the dealer was made to bid.
    pub bagged: bool,
    /// Everyone passed and the hand was thrown in.
    pub thrown_in: bool,
    /// The trump suit, kept for the history; the score never reads it.
    pub trump: Option<Suit>,
    /// Who took the tricks; a draft without them is refused unless the
    /// hand was thrown in.
    pub tricks: TrickFacts,
    /// Who took the best card's trick.
    pub best: BestFacts,
    /// The calls, in order. Given alone (no bidder, bid, bagged or thrown
    /// in), it settles the contract; given with them, it must agree.
    pub auction: Option<Vec<Call>>,
    /// Who reneged, when a renege was called at the table: a player, or
    /// only their side.
    pub renege: Option<Who>,
    /// Kept with the round; the rules never read it.
    pub note: Option<String>,
}

/// Who took the tricks, as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum TrickFacts {
    /// Not given yet: the draft is refused until it is.
    #[default]
    Unsaid,
    /// (side, tricks) pairs; a side may not be given twice.
    Counts(Vec<(SideId, u8)>),
    /// The side that took each trick, in order.
    Winners(Vec<SideId>),
}

/// Who took the best card, as given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BestFacts {
    /// Not said: a side that took every trick took it too.
    #[default]
    Unsaid,
    /// The side that took it, named directly.
    Side(SideId),
    /// The trick that held it, from 1, in the order of the winners.
    Trick(u8),
}

/// A fact of a draft, so a refusal says which one to change. The door
/// names it its own way (a flag, a question).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// [`RoundDraft::bidder`]: missing, or given in a game without bidding.
    Bidder,
    /// [`RoundDraft::bid`]: missing, or given in a game without bidding.
    Bid,
    /// [`RoundDraft::bagged`], given in a game without bidding.
    Bagged,
    /// [`RoundDraft::tricks`]: missing, or a side given twice.
    Tricks,
    /// [`RoundDraft::best`] as a trick number ([`BestFacts::Trick`]) that
    /// the order of the tricks can't place.
    BestTrick,
    /// [`RoundDraft::auction`] given alone, which the rules' auction refuses.
    Auction,
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Field::Bidder => "the bidder",
            Field::Bid => "the bid",
            Field::Bagged => "the bagged dealer",
            Field::Tricks => "the tricks",
            Field::BestTrick => "the best card's trick",
            Field::Auction => "the auction",
        })
    }
}

/// Why a field of a draft can't stand.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Why {
    /// The round needs it. `choices` are the values it may take, when the
    /// rules know them.
    #[error("is missing")]
    Missing {
        /// The values, in words: "15, 20, 25 or 30" for a bid.
        choices: Option<String>,
    },
    /// Bidder, bid or bagged given under rules without an auction.
    #[error("is not recorded: the {rules} rules have no bidding")]
    NoBidding {
        /// The preset's name, e.g. `45`.
        rules: String,
    },
    /// A trick number, but the order of the tricks was not given.
    #[error("counts trick {trick} in an order of the tricks that was not given")]
    NoOrder {
        /// The trick number given, from 1.
        trick: u8,
    },
    /// A trick number outside the order of the tricks given: 0, or past
    /// the last winner listed.
    #[error("is trick {trick}, but the tricks count from 1 to {tricks}")]
    NoSuchTrick {
        /// The trick number given.
        trick: u8,
        /// How many trick winners the order lists.
        tricks: usize,
    },
    /// The rules refused the field itself: a side given twice in the
    /// tricks, or an auction that can't have happened.
    #[error("can't be as given: {0}")]
    Round(RoundError),
}

/// A draft the rules refuse: the field to change, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field} {why}")]
#[non_exhaustive]
pub struct DraftError {
    /// The fact to change; each door names it as its own flag or question.
    pub field: Field,
    /// What is wrong with it.
    pub why: Why,
}

impl DraftError {
    fn new(field: Field, why: Why) -> DraftError {
        DraftError { field, why }
    }
}

impl GameState {
    /// The record `draft` makes against the game as it stands: what the
    /// auction settled, the bagged dealer's bid, the tricks, the best card
    /// a side took by taking every trick. The record is then scored (and
    /// checked against the scores) by [`GameState::apply`].
    pub fn record(&self, draft: &RoundDraft) -> Result<RoundRecord, DraftError> {
        let table = &self.table;
        let rules = &self.rules;
        let dealer = draft.dealer.unwrap_or(self.dealer);
        let renege = draft.renege.map(|who| match who {
            Who::Player(seat) => RenegeCall {
                side: table.side_of(seat),
                player: Some(seat),
            },
            Who::Side(side) => RenegeCall { side, player: None },
        });
        // An auction given alone names the bidder and the bid, or a bagged
        // dealer, or a hand thrown in.
        let from_auction = match &draft.auction {
            Some(calls)
                if !draft.thrown_in
                    && draft.bidder.is_none()
                    && draft.bid.is_none()
                    && !draft.bagged =>
            {
                Some(
                    self.auction_contract(calls)
                        .map_err(|e| DraftError::new(Field::Auction, Why::Round(e)))?,
                )
            }
            _ => None,
        };
        if draft.thrown_in || from_auction == Some(Contract::ThrownIn) {
            return Ok(RoundRecord {
                dealer,
                contract: Some(Contract::ThrownIn),
                trump: draft.trump,
                tricks: Tricks::default(),
                best: None,
                auction: draft.auction.clone(),
                renege,
            });
        }
        let bagged = draft.bagged || matches!(from_auction, Some(Contract::Bagged(_)));
        let (bidder, bid) = match from_auction.as_ref().and_then(Contract::bid) {
            Some(b) => (b.player.map(Who::Player), Some(b.amount)),
            None => (draft.bidder, draft.bid),
        };

        let contract = if rules.has_bidding() {
            let (side, player) = match (bidder, bagged) {
                (Some(Who::Player(seat)), _) => (table.side_of(seat), Some(seat)),
                (Some(Who::Side(side)), _) => (side, None),
                (None, true) => (table.side_of(dealer), Some(dealer)),
                (None, false) => {
                    return Err(DraftError::new(
                        Field::Bidder,
                        Why::Missing { choices: None },
                    ))
                }
            };
            let amount = match (bid, bagged) {
                (Some(n), _) => n,
                (None, true) => rules.min_bid,
                (None, false) => {
                    return Err(DraftError::new(
                        Field::Bid,
                        Why::Missing {
                            choices: Some(crate::rules::explain::bids(rules)),
                        },
                    ))
                }
            };
            let bid = Bid {
                side,
                player,
                amount,
            };
            Some(if bagged {
                Contract::Bagged(bid)
            } else {
                Contract::Bid(bid)
            })
        } else {
            let given = [
                (draft.bidder.is_some(), Field::Bidder),
                (draft.bid.is_some(), Field::Bid),
                (draft.bagged, Field::Bagged),
            ];
            if let Some(&(_, field)) = given.iter().find(|(given, _)| *given) {
                return Err(DraftError::new(
                    field,
                    Why::NoBidding {
                        rules: rules.preset.to_string(),
                    },
                ));
            }
            None
        };

        let tricks = match &draft.tricks {
            TrickFacts::Winners(sides) => Tricks::Winners(sides.clone()),
            TrickFacts::Counts(pairs) => Tricks::from_counts(table, pairs)
                .map_err(|e| DraftError::new(Field::Tricks, Why::Round(e)))?,
            TrickFacts::Unsaid => {
                return Err(DraftError::new(
                    Field::Tricks,
                    Why::Missing { choices: None },
                ))
            }
        };

        let best = match draft.best {
            BestFacts::Side(side) => Some(side),
            BestFacts::Trick(k) => {
                let Some(order) = tricks.order() else {
                    return Err(DraftError::new(Field::BestTrick, Why::NoOrder { trick: k }));
                };
                let index = usize::from(k).checked_sub(1).filter(|&i| i < order.len());
                match index {
                    Some(i) => Some(order[i]),
                    None => {
                        return Err(DraftError::new(
                            Field::BestTrick,
                            Why::NoSuchTrick {
                                trick: k,
                                tricks: order.len(),
                            },
                        ))
                    }
                }
            }
            BestFacts::Unsaid => super::implied_best(rules, &tricks.counts(table.sides.len())),
        };

        Ok(RoundRecord {
            dealer,
            contract,
            trump: draft.trump,
            tricks,
            best,
            auction: draft.auction.clone(),
            renege,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::round::CallKind;
    use crate::rules::table::Table;
    use crate::rules::variant::RuleSet;

    const BLUE: SideId = SideId(0);
    const RED: SideId = SideId(1);

    /// Ann and Cid (Blue) against Bob and Dan (Red), Dan to deal.
    fn game(preset: &str) -> GameState {
        let table = Table::teams(vec![
            (Some("Blue".into()), vec!["Ann".into(), "Cid".into()]),
            (Some("Red".into()), vec!["Bob".into(), "Dan".into()]),
        ])
        .unwrap();
        GameState::new(RuleSet::preset(preset).unwrap(), table, Seat(3)).unwrap()
    }

    /// Ann bid 20 and Blue took 3 tricks and the best card.
    fn ann_bids_20() -> RoundDraft {
        RoundDraft {
            bidder: Some(Who::Player(Seat(0))),
            bid: Some(20),
            trump: Some(Suit::Hearts),
            tricks: TrickFacts::Counts(vec![(BLUE, 3), (RED, 2)]),
            best: BestFacts::Side(BLUE),
            ..RoundDraft::default()
        }
    }

    fn refused(state: &GameState, draft: &RoundDraft) -> (Field, Why) {
        let err = state.record(draft).unwrap_err();
        (err.field, err.why)
    }

    #[test]
    fn a_draft_with_every_fact_is_the_record_the_table_gave() {
        let state = game("120");
        let record = state.record(&ann_bids_20()).unwrap();
        assert_eq!(record.dealer, Seat(3));
        assert_eq!(
            record.contract,
            Some(Contract::Bid(Bid {
                side: BLUE,
                player: Some(Seat(0)),
                amount: 20
            }))
        );
        assert_eq!(record.tricks.counts(2).as_slice(), &[3, 2]);
        assert_eq!(record.best, Some(BLUE));
        state.clone().apply(&record).unwrap();
    }

    #[test]
    fn a_missing_bidder_or_bid_names_its_field() {
        let state = game("120");
        let draft = RoundDraft {
            bidder: None,
            bid: None,
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (Field::Bidder, Why::Missing { choices: None })
        );
        let draft = RoundDraft {
            bid: None,
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (
                Field::Bid,
                Why::Missing {
                    choices: Some("15, 20, 25 or 30".into())
                }
            )
        );
    }

    #[test]
    fn a_bid_in_a_game_without_bidding_names_the_first_field_given() {
        let state = game("45");
        let draft = RoundDraft {
            bidder: None,
            bagged: true,
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (Field::Bid, Why::NoBidding { rules: "45".into() })
        );
        let draft = RoundDraft {
            bidder: None,
            bid: None,
            bagged: true,
            ..ann_bids_20()
        };
        assert_eq!(refused(&state, &draft).0, Field::Bagged);
    }

    #[test]
    fn tricks_not_given_or_given_twice_name_the_tricks() {
        let state = game("120");
        let draft = RoundDraft {
            tricks: TrickFacts::Unsaid,
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (Field::Tricks, Why::Missing { choices: None })
        );
        let draft = RoundDraft {
            tricks: TrickFacts::Counts(vec![(BLUE, 3), (BLUE, 2)]),
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (
                Field::Tricks,
                Why::Round(RoundError::SideTwice("Blue".into()))
            )
        );
    }

    #[test]
    fn the_best_cards_trick_needs_the_order_and_a_trick_that_was_played() {
        let state = game("120");
        let draft = RoundDraft {
            best: BestFacts::Trick(2),
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (Field::BestTrick, Why::NoOrder { trick: 2 })
        );
        let winners = TrickFacts::Winners(vec![BLUE, RED, BLUE, RED, BLUE]);
        let draft = RoundDraft {
            tricks: winners.clone(),
            best: BestFacts::Trick(6),
            ..ann_bids_20()
        };
        assert_eq!(
            refused(&state, &draft),
            (
                Field::BestTrick,
                Why::NoSuchTrick {
                    trick: 6,
                    tricks: 5
                }
            )
        );
        let draft = RoundDraft {
            tricks: winners,
            best: BestFacts::Trick(2),
            ..ann_bids_20()
        };
        assert_eq!(state.record(&draft).unwrap().best, Some(RED));
    }

    #[test]
    fn a_bagged_dealer_bids_the_minimum_and_every_trick_takes_the_best_card() {
        let state = game("120");
        let draft = RoundDraft {
            bidder: None,
            bid: None,
            bagged: true,
            tricks: TrickFacts::Counts(vec![(RED, 5)]),
            best: BestFacts::Unsaid,
            ..ann_bids_20()
        };
        let record = state.record(&draft).unwrap();
        assert_eq!(
            record.contract,
            Some(Contract::Bagged(Bid {
                side: RED,
                player: Some(Seat(3)),
                amount: 15
            }))
        );
        assert_eq!(record.best, Some(RED));
    }

    #[test]
    fn an_auction_given_alone_settles_the_contract() {
        let state = game("120");
        let calls = [
            (0, CallKind::Bid(20)),
            (1, CallKind::Pass),
            (2, CallKind::Pass),
            (3, CallKind::Pass),
        ]
        .map(|(seat, call)| Call {
            seat: Seat(seat),
            call,
        });
        let draft = RoundDraft {
            bidder: None,
            bid: None,
            auction: Some(calls.to_vec()),
            ..ann_bids_20()
        };
        assert_eq!(
            state.record(&draft).unwrap().contract,
            Some(Contract::Bid(Bid {
                side: BLUE,
                player: Some(Seat(0)),
                amount: 20
            }))
        );
        // Out of turn: Ann is left of the dealer, Bob is not.
        let draft = RoundDraft {
            auction: Some(vec![Call {
                seat: Seat(1),
                call: CallKind::Pass,
            }]),
            ..draft
        };
        assert_eq!(refused(&state, &draft).0, Field::Auction);
    }
}
