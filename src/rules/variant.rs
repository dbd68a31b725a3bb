//! The rule set: every knob of docs/rules.md, documented, and the named presets.
//!
//! A saved game carries its whole `RuleSet`, so it replays the same way after
//! a preset's defaults change.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::suggestion::did_you_mean;

/// Declares a knob's enum with its kebab-case names, parsing and display.
macro_rules! knob_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
        }

        impl $name {
            /// Every value, as written in files and on the command line.
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            pub fn name(self) -> &'static str {
                match self { $( $name::$variant => $text, )+ }
            }
        }

        impl FromStr for $name {
            type Err = ();
            fn from_str(s: &str) -> Result<Self, ()> {
                let s = s.trim().to_lowercase().replace('_', "-");
                match flag_word(&s).unwrap_or(s.as_str()) {
                    $( $text => Ok($name::$variant), )+
                    _ => Err(()),
                }
            }
        }

        impl KnobValue for $name {
            const VALUES: Values = Values::Names($name::NAMES);
            fn parse_value(text: &str) -> Option<Self> {
                text.parse().ok()
            }
            fn show_value(&self) -> String {
                self.name().to_string()
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

/// The words a table may use for yes and no, as the knob's own value:
/// `on`, `yes` and `1` mean `true`; `off`, `no` and `0` mean `false`.
fn flag_word(text: &str) -> Option<&'static str> {
    match text {
        "true" | "on" | "yes" | "1" => Some("true"),
        "false" | "off" | "no" | "0" => Some("false"),
        _ => None,
    }
}

/// The values a knob takes, as `fortyfives rules --list` and an error
/// message say them.
#[derive(Clone, Copy, Debug)]
pub enum Values {
    /// Every value by name: said "a, b or c".
    Names(&'static [&'static str]),
    /// A range or a number, in words.
    Text(&'static str),
}

impl fmt::Display for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Values::Text(text) => f.write_str(text),
            Values::Names(names) => match names {
                [init @ .., last] if !init.is_empty() => {
                    write!(f, "{} or {last}", init.join(", "))
                }
                _ => f.write_str(&names.join("")),
            },
        }
    }
}

/// A knob's value as `--set KNOB=VALUE` reads it and `fortyfives rules`
/// shows it; every knob's type implements it, so a knob is declared once
/// (a line of `rule_set!` in this file) and parsed, shown and listed from that.
pub trait KnobValue: Sized {
    const VALUES: Values;
    fn parse_value(text: &str) -> Option<Self>;
    fn show_value(&self) -> String;
}

impl KnobValue for bool {
    const VALUES: Values = Values::Names(&["true", "false"]);
    fn parse_value(text: &str) -> Option<bool> {
        flag_word(&text.to_lowercase()).map(|w| w == "true")
    }
    fn show_value(&self) -> String {
        self.to_string()
    }
}

/// Numbers: each knob says its range in words (`[".."]` in [`rule_set!`]),
/// and [`RuleSet::validate`] holds it.
macro_rules! number_knob {
    ($($ty:ty),+) => {$(
        impl KnobValue for $ty {
            const VALUES: Values = Values::Text("a number");
            fn parse_value(text: &str) -> Option<$ty> {
                text.parse().ok()
            }
            fn show_value(&self) -> String {
                self.to_string()
            }
        }

        impl KnobValue for Option<$ty> {
            const VALUES: Values = Values::Text("none or a number");
            fn parse_value(text: &str) -> Option<Option<$ty>> {
                match text.to_lowercase().as_str() {
                    "none" | "off" | "no" => Some(None),
                    _ => text.parse().ok().map(Some),
                }
            }
            fn show_value(&self) -> String {
                self.map_or_else(|| "none".to_string(), |n| n.to_string())
            }
        }
    )+};
}

number_knob!(u8, u32, i32);

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
mod flag_or_word {
    use super::ThirtyForSixty;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Repr {
        Flag(bool),
        Word(ThirtyForSixty),
    }

    pub fn serialize<S: Serializer>(
        value: &ThirtyForSixty,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            ThirtyForSixty::Off => serializer.serialize_bool(false),
            ThirtyForSixty::Made => serializer.serialize_bool(true),
            ThirtyForSixty::MadeAndSet => value.serialize(serializer),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
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

    pub fn serialize<S: Serializer>(serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str("by-players")
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<(), D::Error> {
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
    pub fn for_players(self, players: usize) -> u8 {
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

/// Optional numbers are written `"none"` in files, so a saved game names
/// every knob explicitly.
mod none_or {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Repr<T> {
        Value(T),
        Word(String),
    }

    pub fn serialize<T: Serialize + Copy, S: Serializer>(
        value: &Option<T>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(v) => v.serialize(serializer),
            None => serializer.serialize_str("none"),
        }
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<T>, D::Error> {
        match Repr::<T>::deserialize(deserializer)? {
            Repr::Value(v) => Ok(Some(v)),
            Repr::Word(w) if w == "none" => Ok(None),
            Repr::Word(w) => Err(serde::de::Error::custom(format!(
                "expected a number or \"none\", found \"{w}\""
            ))),
        }
    }
}

/// Declares every knob once. From each line come the [`RuleSet`] field (its
/// meaning is the field's doc), its line in [`KNOBS`] with the values it
/// takes, its `--set KNOB=VALUE` parsing and its value as `fortyfives
/// rules` shows it. A line reads
/// `[attributes] name: Type ["values in words"] => "meaning";`; the values
/// in words are needed only where the type can't say them (numbers).
macro_rules! rule_set {
    (
        $(
            $(#[$attr:meta])*
            $knob:ident: $ty:ty $([$values:literal])? => $meaning:literal;
        )+
    ) => {
        /// Every knob of the game, named as in docs/rules.md. Build one from
        /// a preset ([`RuleSet::preset`]) and change knobs with
        /// [`RuleSet::set`].
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct RuleSet {
            /// The preset these rules started from.
            pub preset: String,
            $(
                #[doc = $meaning]
                $(#[$attr])*
                pub $knob: $ty,
            )+
        }

        /// Every knob, in the order `fortyfives rules` prints them.
        pub const KNOBS: &[KnobInfo] = &[
            $(
                KnobInfo {
                    name: stringify!($knob),
                    values: rule_set!(@values $ty $(, $values)?),
                    meaning: $meaning,
                },
            )+
        ];

        impl RuleSet {
            /// Sets the knob named `knob` from its text; `None` when the
            /// knob doesn't take that value.
            fn set_value(&mut self, knob: &str, value: &str) -> Option<()> {
                $(
                    if knob == stringify!($knob) {
                        self.$knob = KnobValue::parse_value(value)?;
                        return Some(());
                    }
                )+
                None
            }

            /// Every knob with its value as text, in the order of [`KNOBS`].
            pub fn knob_values(&self) -> Vec<(&'static str, String)> {
                vec![$((stringify!($knob), self.$knob.show_value()),)+]
            }
        }
    };
    (@values $ty:ty) => { <$ty as KnobValue>::VALUES };
    (@values $ty:ty, $text:literal) => { Values::Text($text) };
}

rule_set! {
    // §1-§2: cards and ranking
    /// (002)
    joker: bool => "a joker in the pack, always the third-best trump";
    offsuit_ace: OffsuitAce => "the ace in a plain suit: low (a 'one') or highest";
    /// (001 variant)
    ten_is_face: bool => "the 10 ranks right after the Q in trump and after the J off-suit";
    ace_of_hearts: AceOfHearts => "whether the A♥ also counts as a heart for following";

    // §3-§5: play
    first_lead: FirstLead => "who leads the first trick";
    renege: Renege => "which trumps may be kept back when a lower trump is led";
    renege_against: RenegeAgainst
        => "what a renegeable trump must rank above to be kept back, and when every trump is forced";
    /// Saved games from before this knob read as `false`.
    #[serde(default)]
    renege_on_plain_lead: bool
        => "the renegeable trumps are never forced out by a plain-suit lead";
    offsuit_lead: OffsuitLead => "what must be played when a plain suit is led";
    /// (off for 25)
    best_card_bonus: bool => "the trick with the best card is worth 5 more";
    best_without_trump: BestWithoutTrump => "the best card when no trump was played";

    // §6-§7: deal and auction
    seating: Seating => "who may sit at the table";
    /// (the 110's extra hand is 5)
    kitty: u8 ["a number from 0 to 5"] => "cards in the kitty";
    min_keep: MinKeep => "cards each player keeps at least before the draw";
    /// (15; some tables open at 20)
    min_bid: u8 ["15, 20 or 25"] => "the lowest bid";
    /// (001, 110)
    dealer_may_hold: bool => "the dealer may take the standing bid at the same value";
    all_pass: AllPass => "when everyone passes: the dealer is bagged, or the hand is thrown in";
    #[serde(with = "flag_or_word")]
    thirty_for_sixty: ThirtyForSixty
        => "a made bid of 30 scores 60; set, it costs 30 (true) or 60 (made-and-set)";
    /// (001)
    sixty_for_one_twenty: bool => "a side in the hole may bid 60: made scores 120, set costs 60";
    /// Saved games from before this knob read as `none`.
    #[serde(default)]
    renege_penalty: RenegePenalty
        => "a renege called at the table: recorded only (none), or the offending side loses the hand (lose-hand)";
    /// (003; games without bidding)
    robbing: bool => "the holder of the ace of trump may take the turned-up card";

    // §8-§10: scoring and the end of the game
    scoring: Scoring => "how a round is scored";
    made_scores: MadeScores => "a made bid scores every point taken, or the bid";
    non_bidder_limit: NonBidderLimit => "what non-bidding sides score past limit_at";
    /// (frozen past 100, capped at 105, ...)
    limit_at: i32 ["a score"] => "where non_bidder_limit starts";
    unlock: Unlock => "what lets a frozen side score again";
    target: i32 ["a score"] => "the score that wins";
    tie_break: TieBreak => "who wins when two sides go out together and neither bid";
    bid_out: bool => "only the bidding side can go out";
    #[serde(with = "none_or")]
    hands: Option<u32> ["none or a number of rounds"]
        => "a game of exactly N rounds, highest score wins";
    /// (removed with more than two sides)
    #[serde(with = "none_or")]
    lose_below: Option<i32> ["none or a negative score"] => "a side below this score loses";
    #[serde(with = "none_or")]
    lose_after_sets: Option<u32> => "a side set this many times loses";
    #[serde(with = "none_or")]
    lose_after_consecutive_sets: Option<u32> => "a side set this many times in a row loses";
}

/// One preset: its name, where it comes from, and a one-line summary.
pub struct PresetInfo {
    pub name: &'static str,
    pub source: &'static str,
    pub summary: &'static str,
}

pub const PRESETS: &[PresetInfo] = &[
    PresetInfo {
        name: "120",
        source: "The Game of Forty-Fives - Rules (source 000)",
        summary: "Auction 120s for 2-8 players, teams or cut-throat: bids 15-30, bagged dealer, bidder goes out",
    },
    PresetInfo {
        name: "auction-45s",
        source: "Rules for the Card Game of 45s (source 001, Atlantic Canada)",
        summary: "Teams of two or cut-throat: dealer may hold, 30 for 60, frozen past 100 unless you win the bid, lose below -200",
    },
    PresetInfo {
        name: "partners-120",
        source: "Forty Fives Rules (source 004)",
        summary: "Four players in two teams: follow suit or trump, bidder leads, bidder wins ties",
    },
    PresetInfo {
        name: "110",
        source: "Forty-five (card game), One-hundred and ten (source 002)",
        summary: "Cut-throat to 110 with an extra hand: non-bidders capped at 105, out below -80",
    },
    PresetInfo {
        name: "45",
        source: "Forty-five (card game), Irish 45 (source 002)",
        summary: "No bidding: trump turned up, 5 a trick plus 5 for the best card, first to 45",
    },
    PresetInfo {
        name: "25",
        source: "Forty-five (card game), Twenty-five (source 002)",
        summary: "As 45 without the best-card bonus: 5 a trick, first to 25",
    },
    PresetInfo {
        name: "45-majority",
        source: "Forty-Five (source 003)",
        summary: "No bidding, ace low, renege 5/J/A♥: 3 or 4 tricks score 5, all five score 10, first to 45",
    },
    PresetInfo {
        name: "45-spread",
        source: "Forty-Five (source 003, alternative scoring)",
        summary: "As 45-majority, scored by the difference in tricks: 3 tricks 5, 4 tricks 15, 5 tricks 25",
    },
];

/// A rule set or knob that could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("unknown preset '{name}'{hint}. Presets: {list}")]
    UnknownPreset {
        name: String,
        hint: String,
        list: String,
    },
    #[error("unknown knob '{name}'{hint}. `fortyfives rules` lists every knob")]
    UnknownKnob { name: String, hint: String },
    #[error("'{value}' is not a value of {knob}; it takes {expected}")]
    BadValue {
        knob: String,
        value: String,
        expected: String,
    },
    #[error("'{0}' is not KNOB=VALUE; write a knob, '=' and its value, e.g. renege=top2")]
    NotAnAssignment(String),
    #[error("these rules don't hold together: {0}")]
    Inconsistent(String),
}

impl RuleSet {
    /// The preset of this name (any case), e.g. `120`, `auction-45s`, `110`.
    pub fn preset(name: &str) -> Result<RuleSet, RuleError> {
        let key = name.trim().to_lowercase();
        let base = RuleSet::standard_120();
        let rules = match key.as_str() {
            "120" => base,
            "auction-45s" => RuleSet {
                preset: "auction-45s".into(),
                seating: Seating::PairsOrCutThroat,
                kitty: 4,
                min_keep: MinKeep::Cards(0),
                dealer_may_hold: true,
                thirty_for_sixty: ThirtyForSixty::Made,
                sixty_for_one_twenty: true,
                non_bidder_limit: NonBidderLimit::Frozen,
                limit_at: 100,
                unlock: Unlock::WinBid,
                lose_below: Some(-200),
                renege: Renege::Top2,
                first_lead: FirstLead::LeftOfBidder,
                offsuit_ace: OffsuitAce::High,
                ..base
            },
            "partners-120" => RuleSet {
                preset: "partners-120".into(),
                seating: Seating::TwoPairs,
                offsuit_lead: OffsuitLead::FollowOrTrump,
                ..base
            },
            "110" => RuleSet {
                preset: "110".into(),
                seating: Seating::CutThroat,
                kitty: 5,
                min_keep: MinKeep::Cards(2),
                dealer_may_hold: true,
                first_lead: FirstLead::BidderChooses,
                non_bidder_limit: NonBidderLimit::Cap,
                limit_at: 105,
                lose_below: Some(-80),
                target: 110,
                renege: Renege::Five,
                offsuit_lead: OffsuitLead::FollowOrTrump,
                offsuit_ace: OffsuitAce::High,
                ..base
            },
            "45" => RuleSet {
                preset: "45".into(),
                scoring: Scoring::Tricks,
                kitty: 0,
                min_keep: MinKeep::Cards(0),
                robbing: true,
                first_lead: FirstLead::LeftOfDealer,
                target: 45,
                // "First to 45" is counted trick by trick, so two sides
                // can't get there together (docs/rules.md §12).
                tie_break: TieBreak::FirstOut,
                renege: Renege::Five,
                offsuit_lead: OffsuitLead::FollowOrTrump,
                offsuit_ace: OffsuitAce::High,
                ..base
            },
            "25" => RuleSet {
                preset: "25".into(),
                best_card_bonus: false,
                target: 25,
                ..RuleSet::preset("45")?
            },
            "45-majority" => RuleSet {
                preset: "45-majority".into(),
                scoring: Scoring::Majority,
                best_card_bonus: false,
                renege: Renege::Top3,
                offsuit_ace: OffsuitAce::Low,
                ..RuleSet::preset("45")?
            },
            "45-spread" => RuleSet {
                preset: "45-spread".into(),
                scoring: Scoring::Spread,
                ..RuleSet::preset("45-majority")?
            },
            _ => {
                return Err(RuleError::UnknownPreset {
                    name: name.trim().to_string(),
                    hint: did_you_mean(&key, PRESETS.iter().map(|p| p.name)),
                    list: PRESETS
                        .iter()
                        .map(|p| p.name)
                        .collect::<Vec<_>>()
                        .join(", "),
                })
            }
        };
        Ok(rules)
    }

    fn standard_120() -> RuleSet {
        RuleSet {
            preset: "120".into(),
            joker: false,
            offsuit_ace: OffsuitAce::Low,
            ten_is_face: false,
            ace_of_hearts: AceOfHearts::Trump,
            first_lead: FirstLead::Bidder,
            renege: Renege::Top3,
            renege_against: RenegeAgainst::Led,
            renege_on_plain_lead: false,
            offsuit_lead: OffsuitLead::Free,
            best_card_bonus: true,
            best_without_trump: BestWithoutTrump::FirstLedSuit,
            seating: Seating::Any,
            kitty: 3,
            min_keep: MinKeep::ByPlayers,
            min_bid: 15,
            dealer_may_hold: false,
            all_pass: AllPass::Bagged,
            thirty_for_sixty: ThirtyForSixty::Off,
            sixty_for_one_twenty: false,
            renege_penalty: RenegePenalty::None,
            robbing: false,
            scoring: Scoring::Auction,
            made_scores: MadeScores::Taken,
            non_bidder_limit: NonBidderLimit::None,
            limit_at: 100,
            unlock: Unlock::WinBid,
            target: 120,
            tie_break: TieBreak::Overtime,
            bid_out: false,
            hands: None,
            lose_below: None,
            lose_after_sets: None,
            lose_after_consecutive_sets: None,
        }
    }

    /// Whether rounds of this game have an auction (a bidder and a bid).
    pub fn has_bidding(&self) -> bool {
        self.scoring == Scoring::Auction
    }

    /// Whether the trick holding the best card is worth 5 more.
    ///
    /// Decision: the best card scores in `auction` and `tricks` scoring
    /// only; `majority` and `spread` (003) count tricks, so the bonus never
    /// applies there.
    pub fn best_card_scores(&self) -> bool {
        self.best_card_bonus && matches!(self.scoring, Scoring::Auction | Scoring::Tricks)
    }

    /// Whether the knobs differ from the preset they are named after.
    pub fn is_modified(&self) -> bool {
        RuleSet::preset(&self.preset).map_or(true, |p| &p != self)
    }

    /// The knobs (name, value) that differ from the named preset.
    pub fn changes(&self) -> Vec<(&'static str, String)> {
        match RuleSet::preset(&self.preset) {
            Ok(base) => {
                let base = base.knob_values();
                self.knob_values()
                    .into_iter()
                    .zip(base)
                    .filter(|(mine, theirs)| mine.1 != theirs.1)
                    .map(|(mine, _)| mine)
                    .collect()
            }
            Err(_) => self.knob_values(),
        }
    }

    /// "120", or "120 + renege=top2, target=125" when knobs were changed.
    pub fn label(&self) -> String {
        let changes = self.changes();
        if changes.is_empty() {
            self.preset.clone()
        } else {
            let list: Vec<String> = changes.iter().map(|(k, v)| format!("{k}={v}")).collect();
            format!("{} + {}", self.preset, list.join(", "))
        }
    }

    /// Applies `KNOB=VALUE`.
    pub fn apply(&mut self, assignment: &str) -> Result<(), RuleError> {
        let (knob, value) = assignment
            .split_once('=')
            .ok_or_else(|| RuleError::NotAnAssignment(assignment.to_string()))?;
        self.set(knob, value)
    }

    /// Sets one knob from its command-line text, e.g. `set("renege", "top2")`.
    /// The rule set is unchanged when the knob or value is refused.
    pub fn set(&mut self, knob: &str, value: &str) -> Result<(), RuleError> {
        let name = knob.trim().to_lowercase().replace('-', "_");
        let info = KNOBS
            .iter()
            .find(|k| k.name == name)
            .ok_or_else(|| RuleError::UnknownKnob {
                name: knob.trim().to_string(),
                hint: did_you_mean(&name, KNOBS.iter().map(|k| k.name)),
            })?;
        let value = value.trim();
        let bad = || RuleError::BadValue {
            knob: info.name.to_string(),
            value: value.to_string(),
            expected: info.values.to_string(),
        };
        let mut next = self.clone();
        next.set_value(info.name, value).ok_or_else(bad)?;
        next.validate()?;
        *self = next;
        Ok(())
    }

    /// Checks that the knobs make a playable game.
    pub fn validate(&self) -> Result<(), RuleError> {
        let fail = |why: &str| Err(RuleError::Inconsistent(why.to_string()));
        if !matches!(self.min_bid, 15 | 20 | 25) {
            return fail("min_bid must be 15, 20 or 25 (bids go up in fives to 30)");
        }
        if self.kitty > 5 {
            return fail("kitty holds at most 5 cards");
        }
        if let MinKeep::Cards(n) = self.min_keep {
            if n > 5 {
                return fail("min_keep is at most 5 (a hand has five cards)");
            }
        }
        if self.target <= 0 {
            return fail("target must be a positive score");
        }
        if self.limit_at <= 0 {
            return fail("limit_at must be a positive score");
        }
        if self.hands == Some(0) {
            return fail("hands must be at least 1 (or none)");
        }
        if self.lose_below.is_some_and(|n| n >= 0) {
            return fail("lose_below must be a negative score, e.g. -200");
        }
        if self.lose_after_sets == Some(0) || self.lose_after_consecutive_sets == Some(0) {
            return fail("a side can't lose after 0 sets; use a number from 1, or none");
        }
        if !self.has_bidding()
            && (self.thirty_for_sixty != ThirtyForSixty::Off
                || self.sixty_for_one_twenty
                || self.non_bidder_limit != NonBidderLimit::None
                || self.bid_out)
        {
            return fail("a game without bidding (scoring tricks, majority or spread) can't use thirty_for_sixty, sixty_for_one_twenty, non_bidder_limit or bid_out");
        }
        Ok(())
    }
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet::standard_120()
    }
}

/// A knob: its name, the values it takes, and what it changes.
pub struct KnobInfo {
    pub name: &'static str,
    pub values: Values,
    pub meaning: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_known_valid_and_unmodified() {
        for p in PRESETS {
            let rules = RuleSet::preset(p.name).unwrap();
            assert_eq!(rules.preset, p.name);
            rules.validate().unwrap();
            assert!(!rules.is_modified(), "{}", p.name);
            assert_eq!(rules.label(), p.name);
        }
    }

    #[test]
    fn presets_match_rules_md_section_11() {
        let r = RuleSet::preset("120").unwrap();
        assert_eq!(
            (
                r.kitty,
                r.renege,
                r.offsuit_lead,
                r.first_lead,
                r.offsuit_ace
            ),
            (
                3,
                Renege::Top3,
                OffsuitLead::Free,
                FirstLead::Bidder,
                OffsuitAce::Low
            )
        );
        let r = RuleSet::preset("auction-45s").unwrap();
        assert_eq!(
            (r.kitty, r.renege, r.first_lead, r.offsuit_ace, r.lose_below),
            (
                4,
                Renege::Top2,
                FirstLead::LeftOfBidder,
                OffsuitAce::High,
                Some(-200)
            )
        );
        assert!(r.dealer_may_hold && r.sixty_for_one_twenty);
        assert_eq!(r.thirty_for_sixty, ThirtyForSixty::Made);
        assert_eq!(
            (r.non_bidder_limit, r.limit_at),
            (NonBidderLimit::Frozen, 100)
        );
        let r = RuleSet::preset("partners-120").unwrap();
        assert_eq!(r.offsuit_lead, OffsuitLead::FollowOrTrump);
        assert_eq!(r.seating, Seating::TwoPairs);
        let r = RuleSet::preset("110").unwrap();
        assert_eq!((r.kitty, r.target, r.limit_at), (5, 110, 105));
        assert_eq!(r.non_bidder_limit, NonBidderLimit::Cap);
        assert_eq!((r.renege, r.lose_below), (Renege::Five, Some(-80)));
        let r = RuleSet::preset("45").unwrap();
        assert_eq!(
            (r.scoring, r.target, r.renege),
            (Scoring::Tricks, 45, Renege::Five)
        );
        assert!(r.best_card_bonus && !r.has_bidding());
        let r = RuleSet::preset("25").unwrap();
        assert_eq!((r.target, r.best_card_bonus), (25, false));
        let r = RuleSet::preset("45-spread").unwrap();
        assert_eq!(
            (r.scoring, r.offsuit_ace, r.renege),
            (Scoring::Spread, OffsuitAce::Low, Renege::Top3)
        );
    }

    #[test]
    fn knobs_set_from_text_and_show_in_the_label() {
        let mut r = RuleSet::preset("120").unwrap();
        r.apply("renege=top2").unwrap();
        r.apply("Target = 125").unwrap();
        r.apply("lose-below=-120").unwrap();
        assert_eq!(r.renege, Renege::Top2);
        assert_eq!(r.label(), "120 + renege=top2, target=125, lose_below=-120");
        r.apply("lose_below=none").unwrap();
        assert_eq!(r.lose_below, None);
    }

    #[test]
    fn bad_knobs_are_refused_with_a_hint_and_change_nothing() {
        let mut r = RuleSet::preset("120").unwrap();
        let err = r.apply("renig=top2").unwrap_err();
        assert!(err.to_string().contains("did you mean 'renege'"), "{err}");
        let err = r.apply("renege=top4").unwrap_err();
        assert!(
            err.to_string().contains("top3, top2, five or none"),
            "{err}"
        );
        assert!(matches!(
            r.apply("renege"),
            Err(RuleError::NotAnAssignment(_))
        ));
        assert!(r.apply("min_bid=17").is_err());
        assert_eq!(r, RuleSet::default());
        let err = RuleSet::preset("auction45s").unwrap_err();
        assert!(
            err.to_string().contains("did you mean 'auction-45s'"),
            "{err}"
        );
    }

    #[test]
    fn every_knob_can_be_set_to_the_value_it_shows() {
        for p in PRESETS {
            let rules = RuleSet::preset(p.name).unwrap();
            let mut copy = RuleSet::preset(p.name).unwrap();
            for (knob, value) in rules.knob_values() {
                copy.set(knob, &value).unwrap();
            }
            assert_eq!(copy, rules);
        }
    }

    #[test]
    fn games_without_bidding_go_out_first_out() {
        for p in PRESETS {
            let rules = RuleSet::preset(p.name).unwrap();
            let expected = if rules.has_bidding() {
                TieBreak::Overtime
            } else {
                TieBreak::FirstOut
            };
            assert_eq!(rules.tie_break, expected, "{}", p.name);
        }
    }

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

    #[test]
    fn a_rule_set_saved_before_the_new_knobs_loads_unchanged() {
        let mut text = toml::to_string(&RuleSet::default()).unwrap();
        text = text.replace("renege_on_plain_lead = false\n", "");
        assert!(!text.contains("renege_on_plain_lead"));
        assert_eq!(
            toml::from_str::<RuleSet>(&text).unwrap(),
            RuleSet::default()
        );
    }

    #[test]
    fn rule_sets_round_trip_through_toml_naming_every_knob() {
        let mut r = RuleSet::preset("auction-45s").unwrap();
        r.apply("hands=12").unwrap();
        let text = toml::to_string(&r).unwrap();
        for k in KNOBS {
            assert!(
                text.contains(&format!("{} = ", k.name)),
                "{} missing",
                k.name
            );
        }
        assert!(text.contains("lose_after_sets = \"none\""));
        assert!(text.contains("min_keep = 0"));
        let back: RuleSet = toml::from_str(&text).unwrap();
        assert_eq!(back, r);
        let by_players = toml::to_string(&RuleSet::default()).unwrap();
        assert!(by_players.contains("min_keep = \"by-players\""));
        assert_eq!(
            toml::from_str::<RuleSet>(&by_players).unwrap(),
            RuleSet::default()
        );
    }
}
