//! A round record as saved games have always written it: the bid with a
//! `bagged` flag, and a `thrown_in` flag. [`RoundRecord`] holds a
//! [`Contract`] instead, and is read and written through this layout so
//! every saved game loads unchanged.

use serde::{Deserialize, Serialize};

use super::{Bid, Call, Contract, RenegeCall, RoundRecord, Tricks};
use crate::rules::card::Suit;
use crate::rules::seat::{Seat, SideId};

#[derive(Serialize, Deserialize)]
pub(super) struct SavedBid {
    side: SideId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    player: Option<Seat>,
    amount: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    bagged: bool,
}

#[derive(Serialize, Deserialize)]
pub(super) struct SavedRecord {
    dealer: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bid: Option<SavedBid>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    trump: Option<Suit>,
    #[serde(default)]
    tricks: Tricks,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    best: Option<SideId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    auction: Option<Vec<Call>>,
    #[serde(default, skip_serializing_if = "is_false")]
    thrown_in: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    renege: Option<RenegeCall>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl TryFrom<SavedRecord> for RoundRecord {
    type Error = &'static str;

    fn try_from(saved: SavedRecord) -> Result<RoundRecord, &'static str> {
        let contract = match (saved.bid, saved.thrown_in) {
            (Some(_), true) => return Err("a thrown-in hand has no bid"),
            (None, true) => Some(Contract::ThrownIn),
            (None, false) => None,
            (Some(b), false) => {
                let bid = Bid {
                    side: b.side,
                    player: b.player,
                    amount: b.amount,
                };
                Some(if b.bagged {
                    Contract::Bagged(bid)
                } else {
                    Contract::Bid(bid)
                })
            }
        };
        Ok(RoundRecord {
            dealer: saved.dealer,
            contract,
            trump: saved.trump,
            tricks: saved.tricks,
            best: saved.best,
            auction: saved.auction,
            renege: saved.renege,
        })
    }
}

impl From<RoundRecord> for SavedRecord {
    fn from(rec: RoundRecord) -> SavedRecord {
        let bagged = rec.is_bagged();
        SavedRecord {
            dealer: rec.dealer,
            bid: rec.bid().map(|b| SavedBid {
                side: b.side,
                player: b.player,
                amount: b.amount,
                bagged,
            }),
            trump: rec.trump,
            tricks: rec.tricks,
            best: rec.best,
            auction: rec.auction,
            thrown_in: rec.contract == Some(Contract::ThrownIn),
            renege: rec.renege,
        }
    }
}
