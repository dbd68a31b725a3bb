//! The knobs' value types: an enum for each knob that takes words
//! (declared by `knob_enum!` with its kebab-case names), `MinKeep`, and the
//! serde shims that keep old saved games loading. Each type's doc names the
//! section of docs/rules.md it decides.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::knob::{flag_word, knob_enum, KnobValue, Values};

knob_enum! {
    /// How an ace ranks in a plain (non-trump) suit (docs/rules.md §2).
    pub enum OffsuitAce {
        /// The ace is a "one": lowest in red, just below the J in black (000, 003, 004).
        Low = "low",
        /// The ace is the highest plain card in every suit (001, 002).
        High = "high",
    }
}

knob_enum! {
    /// Which trumps a player may keep back when trump is led (docs/rules.md §4).
    pub enum Renege {
        /// The 5 and J of trump and the A♥ (and the joker when used) (000, 003, 004).
        Top3 = "top3",
        /// The 5 and J of trump (001).
        Top2 = "top2",
        /// The 5 of trump only (002).
        Five = "five",
        /// No trump may be kept back (001 variant).
        None = "none",
    }
}

knob_enum! {
    /// What a renegeable trump must rank above to be kept back (docs/rules.md §4).
    pub enum RenegeAgainst {
        /// Above the card led (all sources).
        Led = "led",
        /// Above every trump played to the trick so far (house rule).
        Highest = "highest",
        /// Above the card led, unless the card led is itself renegeable: a
        /// led 5, J or A♥ forces every trump (some Newfoundland tables).
        UnlessHonourLed = "unless-honour-led",
        /// Above the card led, until a renegeable trump is in the trick:
        /// from then on every trump is forced (some Irish 25 tables).
        UnlessHonourPlayed = "unless-honour-played",
    }
}

knob_enum! {
    /// What a player must play when a plain suit is led (docs/rules.md §4, §12).
    pub enum OffsuitLead {
        /// Any card (000, 001).
        Free = "free",
        /// A card of the suit led or a trump, when holding the suit led (002, 003, 004).
        FollowOrTrump = "follow-or-trump",
        /// As follow-or-trump, and a player void in the suit led must trump if able.
        FollowElseTrump = "follow-else-trump",
    }
}

knob_enum! {
    /// Whether the A♥ is also a heart (docs/rules.md §12).
    pub enum AceOfHearts {
        /// The A♥ is a trump and nothing else.
        Trump = "trump",
        /// The A♥ also counts as a heart for following (it follows a hearts
        /// lead, counts as holding a heart, and leading it calls for hearts);
        /// it still ranks and wins as a trump.
        TrumpAndHeart = "trump-and-heart",
    }
}

knob_enum! {
    /// Who leads the first trick (docs/rules.md §3).
    pub enum FirstLead {
        /// The bidder (000, 004).
        Bidder = "bidder",
        /// The player left of the bidder (001).
        LeftOfBidder = "left-of-bidder",
        /// The player left of the dealer (002, 003, games without bidding).
        LeftOfDealer = "left-of-dealer",
        /// The bidder leads or makes the player on their left lead (002's 110).
        BidderChooses = "bidder-chooses",
    }
}

knob_enum! {
    /// The best card when no trump was played (docs/rules.md §12).
    pub enum BestWithoutTrump {
        /// The highest card of the suit the bidder first led (000).
        FirstLedSuit = "first-led-suit",
        /// No best card: the round is worth 25.
        None = "none",
    }
}

knob_enum! {
    /// What happens when every player passes (docs/rules.md §12).
    pub enum AllPass {
        /// The dealer is bagged: forced to bid the minimum (000, 004).
        Bagged = "bagged",
        /// The hand is thrown in, no round is scored, and the deal passes on.
        Redeal = "redeal",
    }
}

knob_enum! {
    /// What a made bid scores (docs/rules.md §8).
    pub enum MadeScores {
        /// Every point taken (000, 004).
        Taken = "taken",
        /// The bid only.
        Bid = "bid",
    }
}

knob_enum! {
    /// What a bid of 30 scores made, and costs set (docs/rules.md §7, §12).
    pub enum ThirtyForSixty {
        /// Like any bid: made it scores what the rules say, set it costs 30.
        Off = "false",
        /// Made it scores 60; set it still costs 30 (001).
        Made = "true",
        /// Made it scores 60, and set it costs 60 (Newfoundland).
        MadeAndSet = "made-and-set",
    }
}

knob_enum! {
    /// What a renege called at the table costs (RULES.md §12).
    pub enum RenegePenalty {
        /// Recorded only: the tricks stand as played.
        None = "none",
        /// The offending side scores nothing that round; an offending
        /// bidding side is set its bid; when a non-bidding side reneges the
        /// bidding side makes its bid, scoring the greater of its bid and
        /// what it took.
        LoseHand = "lose-hand",
    }
}

// knob_enum! declares the derives, so the default is written out here; it is
// what saved games from before this knob read as.
#[allow(clippy::derivable_impls)]
impl Default for RenegePenalty {
    fn default() -> RenegePenalty {
        RenegePenalty::None
    }
}

/// `thirty_for_sixty` was a plain true/false before `made-and-set`: it is
/// still written so, and read either way, so saved games load unchanged.
pub(super) mod flag_or_word {
    use super::ThirtyForSixty;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Repr {
        Flag(bool),
        Word(ThirtyForSixty),
    }

    pub(crate) fn serialize<S: Serializer>(
        value: &ThirtyForSixty,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            ThirtyForSixty::Off => serializer.serialize_bool(false),
            ThirtyForSixty::Made => serializer.serialize_bool(true),
            ThirtyForSixty::MadeAndSet => value.serialize(serializer),
        }
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<ThirtyForSixty, D::Error> {
        Ok(match Repr::deserialize(deserializer)? {
            Repr::Flag(false) => ThirtyForSixty::Off,
            Repr::Flag(true) => ThirtyForSixty::Made,
            Repr::Word(word) => word,
        })
    }
}

knob_enum! {
    /// A limit on what non-bidding sides score near the end (docs/rules.md §8, §12).
    pub enum NonBidderLimit {
        /// None: non-bidders always add what they took (000, 004).
        None = "none",
        /// A side past `limit_at` adds nothing unless it qualifies (`unlock`) (001).
        Frozen = "frozen",
        /// As frozen, but a side past `limit_at` loses its points only when the bid is made.
        FrozenIfMade = "frozen-if-made",
        /// A non-bidding side cannot go past `limit_at`; the excess is lost (110).
        Cap = "cap",
    }
}

knob_enum! {
    /// What lets a frozen side score again (docs/rules.md §8).
    pub enum Unlock {
        /// Winning the bid (001).
        WinBid = "win-bid",
        /// Making any bid in the auction (001 variant).
        Bid = "bid",
        /// Bidding 20 or more in the auction (001 variant).
        Bid20 = "bid-20",
    }
}

knob_enum! {
    /// Who wins when two or more sides reach the target together and the
    /// bidder is not among them (docs/rules.md §9).
    pub enum TieBreak {
        /// One more round, all sides playing.
        Overtime = "overtime",
        /// One more round, only the tied sides playing.
        EliminationOvertime = "elimination-overtime",
        /// The tied side that took the later trick in this round wins.
        LastTrick = "last-trick",
        /// The tied side that reached the target first, trick by trick, wins.
        FirstOut = "first-out",
        /// The highest score wins now; equal scores play on as in overtime.
        HighestScore = "highest-score",
    }
}

knob_enum! {
    /// How a round is scored (docs/rules.md §8, §10).
    pub enum Scoring {
        /// Bidding games: made or set against the bid.
        Auction = "auction",
        /// 5 a trick, plus the best-card 5 when `best_card_bonus` is on (002's 45 and 25).
        Tricks = "tricks",
        /// The side taking 3 or 4 tricks scores 5, all five scores 10 (003).
        Majority = "majority",
        /// 5 a trick, minus the 5s of the side that took fewer (003 alternative).
        Spread = "spread",
    }
}

knob_enum! {
    /// Who may sit at the table (docs/rules.md §6, §11).
    pub enum Seating {
        /// 2-8 players, teams of equal size seated alternately, or cut-throat (000).
        Any = "any",
        /// Teams of two, or every player for themself (001).
        PairsOrCutThroat = "pairs-or-cut-throat",
        /// Exactly four players in two teams of two (004).
        TwoPairs = "two-pairs",
        /// Every player for themself (002's 110).
        CutThroat = "cut-throat",
    }
}

/// The least number of cards each player keeps before the draw (docs/rules.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MinKeep {
    /// 1 with up to 5 players, 2 with 6, 3 with 7, 4 with 8 (000).
    #[serde(with = "by_players")]
    ByPlayers,
    /// The same number whatever the table.
    Cards(u8),
}

mod by_players {
    use serde::{Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str("by-players")
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<(), D::Error> {
        let s = String::deserialize(deserializer)?;
        if s == "by-players" {
            Ok(())
        } else {
            Err(serde::de::Error::custom(
                "expected \"by-players\" or a number",
            ))
        }
    }
}

impl MinKeep {
    /// Cards each player keeps at least, at a table of `players`.
    pub(crate) fn for_players(self, players: usize) -> u8 {
        match self {
            MinKeep::Cards(n) => n,
            MinKeep::ByPlayers => match players {
                0..=5 => 1,
                6 => 2,
                7 => 3,
                _ => 4,
            },
        }
    }
}

impl KnobValue for MinKeep {
    const VALUES: Values = Values::Text("by-players or a number from 0 to 5");
    fn parse_value(text: &str) -> Option<MinKeep> {
        if text.eq_ignore_ascii_case("by-players") {
            Some(MinKeep::ByPlayers)
        } else {
            text.parse().ok().map(MinKeep::Cards)
        }
    }
    fn show_value(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for MinKeep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MinKeep::ByPlayers => f.write_str("by-players"),
            MinKeep::Cards(n) => write!(f, "{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::variant::*;

    #[test]
    fn thirty_for_sixty_reads_old_flags_and_keeps_writing_them() {
        let mut r = RuleSet::preset("auction-45s").unwrap();
        let text = toml::to_string(&r).unwrap();
        assert!(text.contains("thirty_for_sixty = true\n"), "{text}");
        r.apply("thirty_for_sixty=made-and-set").unwrap();
        let text = toml::to_string(&r).unwrap();
        assert!(
            text.contains("thirty_for_sixty = \"made-and-set\""),
            "{text}"
        );
        assert_eq!(toml::from_str::<RuleSet>(&text).unwrap(), r);
        r.apply("thirty_for_sixty=yes").unwrap();
        assert_eq!(r.thirty_for_sixty, ThirtyForSixty::Made);
        let err = r.apply("thirty_for_sixty=maybe").unwrap_err();
        assert!(
            err.to_string().contains("false, true or made-and-set"),
            "{err}"
        );
    }
}
