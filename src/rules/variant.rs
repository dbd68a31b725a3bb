//! The rule set: every knob of RULES.md, documented, and the named presets.
//!
//! A saved game carries its whole `RuleSet`, so it replays the same way after
//! a preset's defaults change.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

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
                match s.as_str() {
                    $( $text => Ok($name::$variant), )+
                    _ => Err(()),
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

knob_enum! {
    /// How an ace ranks in a plain (non-trump) suit (RULES.md §2).
    pub enum OffsuitAce {
        /// The ace is a "one": lowest in red, just below the J in black (000, 003, 004).
        Low = "low",
        /// The ace is the highest plain card in every suit (001, 002).
        High = "high",
    }
}

knob_enum! {
    /// Which trumps a player may keep back when trump is led (RULES.md §4).
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
    /// What a renegeable trump must rank above to be kept back (RULES.md §4).
    pub enum RenegeAgainst {
        /// Above the card led (all sources).
        Led = "led",
        /// Above every trump played to the trick so far (house rule).
        Highest = "highest",
    }
}

knob_enum! {
    /// What a player must play when a plain suit is led (RULES.md §4, §12).
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
    /// Whether the A♥ is also a heart (RULES.md §12).
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
    /// Who leads the first trick (RULES.md §3).
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
    /// The best card when no trump was played (RULES.md §12).
    pub enum BestWithoutTrump {
        /// The highest card of the suit the bidder first led (000).
        FirstLedSuit = "first-led-suit",
        /// No best card: the round is worth 25.
        None = "none",
    }
}

knob_enum! {
    /// What happens when every player passes (RULES.md §12).
    pub enum AllPass {
        /// The dealer is bagged: forced to bid the minimum (000, 004).
        Bagged = "bagged",
        /// The hand is thrown in, no round is scored, and the deal passes on.
        Redeal = "redeal",
    }
}

knob_enum! {
    /// What a made bid scores (RULES.md §8).
    pub enum MadeScores {
        /// Every point taken (000, 004).
        Taken = "taken",
        /// The bid only.
        Bid = "bid",
    }
}

knob_enum! {
    /// A limit on what non-bidding sides score near the end (RULES.md §8, §12).
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
    /// What lets a frozen side score again (RULES.md §8).
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
    /// bidder is not among them (RULES.md §9).
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
    /// How a round is scored (RULES.md §8, §10).
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
    /// Who may sit at the table (RULES.md §6, §11).
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

/// The least number of cards each player keeps before the draw (RULES.md §6).
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

/// Every knob of the game, named as in RULES.md. Build one from a preset
/// ([`RuleSet::preset`]) and change knobs with [`RuleSet::set`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// The preset these rules started from.
    pub preset: String,

    // §1-§2: cards and ranking
    /// A joker in the pack: always the third-best trump (002).
    pub joker: bool,
    pub offsuit_ace: OffsuitAce,
    /// The 10 ranks right after the Q in trump and right after the J off-suit (001 variant).
    pub ten_is_face: bool,
    pub ace_of_hearts: AceOfHearts,

    // §3-§5: play
    pub first_lead: FirstLead,
    pub renege: Renege,
    pub renege_against: RenegeAgainst,
    pub offsuit_lead: OffsuitLead,
    /// The trick holding the best card is worth 5 more (off for 25).
    pub best_card_bonus: bool,
    pub best_without_trump: BestWithoutTrump,

    // §6-§7: deal and auction
    /// Who may sit at the table.
    pub seating: Seating,
    /// Cards in the kitty (the 110's extra hand is 5).
    pub kitty: u8,
    pub min_keep: MinKeep,
    /// The lowest bid (15; some tables open at 20).
    pub min_bid: u8,
    /// The dealer may take the standing bid at the same value (001, 110).
    pub dealer_may_hold: bool,
    pub all_pass: AllPass,
    /// A made bid of 30 scores 60; a set still costs 30 (001).
    pub thirty_for_sixty: bool,
    /// A side in the hole may bid 60: made scores 120, set costs 60 (001).
    pub sixty_for_one_twenty: bool,
    /// Robbing the turned trump: the holder of the ace of trump may take it (003; games without bidding).
    pub robbing: bool,

    // §8-§10: scoring and the end of the game
    pub scoring: Scoring,
    pub made_scores: MadeScores,
    pub non_bidder_limit: NonBidderLimit,
    /// The N of `non_bidder_limit` (frozen past 100, capped at 105, ...).
    pub limit_at: i32,
    pub unlock: Unlock,
    /// The score that wins.
    pub target: i32,
    pub tie_break: TieBreak,
    /// Only the bidding side can win by reaching the target.
    pub bid_out: bool,
    /// A game of exactly N rounds, the target unused.
    #[serde(with = "none_or")]
    pub hands: Option<u32>,
    /// A side whose score falls below this loses (removed with more than two sides).
    #[serde(with = "none_or")]
    pub lose_below: Option<i32>,
    /// A side set this many times loses.
    #[serde(with = "none_or")]
    pub lose_after_sets: Option<u32>,
    /// A side set this many times in a row loses.
    #[serde(with = "none_or")]
    pub lose_after_consecutive_sets: Option<u32>,
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
        source: "The Game of Forty-Fives (seed 000)",
        summary: "Auction 120s for 2-8 players, teams or cut-throat: bids 15-30, bagged dealer, bidder goes out",
    },
    PresetInfo {
        name: "auction-45s",
        source: "Rules for the Card Game of 45s (seed 001, Atlantic Canada)",
        summary: "Teams of two or cut-throat: dealer may hold, 30 for 60, frozen past 100 unless you win the bid, lose below -200",
    },
    PresetInfo {
        name: "partners-120",
        source: "Forty Fives Rules (seed 004)",
        summary: "Four players in two teams: follow suit or trump, bidder leads, bidder wins ties",
    },
    PresetInfo {
        name: "110",
        source: "One-hundred and ten (seed 002)",
        summary: "Cut-throat to 110 with an extra hand: non-bidders capped at 105, out below -80",
    },
    PresetInfo {
        name: "45",
        source: "Forty-five (seed 002, Irish)",
        summary: "No bidding: trump turned up, 5 a trick plus 5 for the best card, first to 45",
    },
    PresetInfo {
        name: "25",
        source: "Twenty-five (seed 002, Irish)",
        summary: "As 45 without the best-card bonus: 5 a trick, first to 25",
    },
    PresetInfo {
        name: "45-majority",
        source: "Forty-Five (seed 003)",
        summary: "No bidding, ace low, renege 5/J/A♥: 3 or 4 tricks score 5, all five score 10, first to 45",
    },
    PresetInfo {
        name: "45-spread",
        source: "Forty-Five (seed 003, alternative scoring)",
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
    #[error("'{0}' is not KNOB=VALUE; write e.g. --set renege=top2")]
    NotAnAssignment(String),
    #[error("these rules don't hold together: {0}")]
    Inconsistent(String),
}

/// " (did you mean 'x'?)" when one known word is close to `word`.
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    let word = word.to_lowercase();
    known
        .into_iter()
        .map(|k| (strsim::damerau_levenshtein(&word, k), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 4))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| format!(" (did you mean '{k}'?)"))
        .unwrap_or_default()
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
                thirty_for_sixty: true,
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
            offsuit_lead: OffsuitLead::Free,
            best_card_bonus: true,
            best_without_trump: BestWithoutTrump::FirstLedSuit,
            seating: Seating::Any,
            kitty: 3,
            min_keep: MinKeep::ByPlayers,
            min_bid: 15,
            dealer_may_hold: false,
            all_pass: AllPass::Bagged,
            thirty_for_sixty: false,
            sixty_for_one_twenty: false,
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
        fn word<T: FromStr>(v: &str) -> Option<T> {
            v.parse().ok()
        }
        fn flag(v: &str) -> Option<bool> {
            match v.to_lowercase().as_str() {
                "true" | "on" | "yes" | "1" => Some(true),
                "false" | "off" | "no" | "0" => Some(false),
                _ => None,
            }
        }
        fn optional<T: FromStr>(v: &str) -> Option<Option<T>> {
            match v.to_lowercase().as_str() {
                "none" | "off" | "no" => Some(None),
                _ => v.parse().ok().map(Some),
            }
        }
        match info.name {
            "joker" => next.joker = flag(value).ok_or_else(bad)?,
            "offsuit_ace" => next.offsuit_ace = word(value).ok_or_else(bad)?,
            "ten_is_face" => next.ten_is_face = flag(value).ok_or_else(bad)?,
            "ace_of_hearts" => next.ace_of_hearts = word(value).ok_or_else(bad)?,
            "first_lead" => next.first_lead = word(value).ok_or_else(bad)?,
            "renege" => next.renege = word(value).ok_or_else(bad)?,
            "renege_against" => next.renege_against = word(value).ok_or_else(bad)?,
            "offsuit_lead" => next.offsuit_lead = word(value).ok_or_else(bad)?,
            "best_card_bonus" => next.best_card_bonus = flag(value).ok_or_else(bad)?,
            "best_without_trump" => next.best_without_trump = word(value).ok_or_else(bad)?,
            "seating" => next.seating = word(value).ok_or_else(bad)?,
            "kitty" => next.kitty = word(value).ok_or_else(bad)?,
            "min_keep" => {
                next.min_keep = if value.eq_ignore_ascii_case("by-players") {
                    MinKeep::ByPlayers
                } else {
                    MinKeep::Cards(word(value).ok_or_else(bad)?)
                }
            }
            "min_bid" => next.min_bid = word(value).ok_or_else(bad)?,
            "dealer_may_hold" => next.dealer_may_hold = flag(value).ok_or_else(bad)?,
            "all_pass" => next.all_pass = word(value).ok_or_else(bad)?,
            "thirty_for_sixty" => next.thirty_for_sixty = flag(value).ok_or_else(bad)?,
            "sixty_for_one_twenty" => next.sixty_for_one_twenty = flag(value).ok_or_else(bad)?,
            "robbing" => next.robbing = flag(value).ok_or_else(bad)?,
            "scoring" => next.scoring = word(value).ok_or_else(bad)?,
            "made_scores" => next.made_scores = word(value).ok_or_else(bad)?,
            "non_bidder_limit" => next.non_bidder_limit = word(value).ok_or_else(bad)?,
            "limit_at" => next.limit_at = word(value).ok_or_else(bad)?,
            "unlock" => next.unlock = word(value).ok_or_else(bad)?,
            "target" => next.target = word(value).ok_or_else(bad)?,
            "tie_break" => next.tie_break = word(value).ok_or_else(bad)?,
            "bid_out" => next.bid_out = flag(value).ok_or_else(bad)?,
            "hands" => next.hands = optional(value).ok_or_else(bad)?,
            "lose_below" => next.lose_below = optional(value).ok_or_else(bad)?,
            "lose_after_sets" => next.lose_after_sets = optional(value).ok_or_else(bad)?,
            "lose_after_consecutive_sets" => {
                next.lose_after_consecutive_sets = optional(value).ok_or_else(bad)?
            }
            other => unreachable!("knob {other} is listed in KNOBS but not settable"),
        }
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
            && (self.thirty_for_sixty
                || self.sixty_for_one_twenty
                || self.non_bidder_limit != NonBidderLimit::None
                || self.bid_out)
        {
            return fail("a game without bidding (scoring tricks, majority or spread) can't use thirty_for_sixty, sixty_for_one_twenty, non_bidder_limit or bid_out");
        }
        Ok(())
    }

    /// Every knob with its value as text, in the order of [`KNOBS`].
    pub fn knob_values(&self) -> Vec<(&'static str, String)> {
        let opt = |v: Option<i64>| v.map_or("none".to_string(), |n| n.to_string());
        KNOBS
            .iter()
            .map(|k| {
                let value = match k.name {
                    "joker" => self.joker.to_string(),
                    "offsuit_ace" => self.offsuit_ace.to_string(),
                    "ten_is_face" => self.ten_is_face.to_string(),
                    "ace_of_hearts" => self.ace_of_hearts.to_string(),
                    "first_lead" => self.first_lead.to_string(),
                    "renege" => self.renege.to_string(),
                    "renege_against" => self.renege_against.to_string(),
                    "offsuit_lead" => self.offsuit_lead.to_string(),
                    "best_card_bonus" => self.best_card_bonus.to_string(),
                    "best_without_trump" => self.best_without_trump.to_string(),
                    "seating" => self.seating.to_string(),
                    "kitty" => self.kitty.to_string(),
                    "min_keep" => self.min_keep.to_string(),
                    "min_bid" => self.min_bid.to_string(),
                    "dealer_may_hold" => self.dealer_may_hold.to_string(),
                    "all_pass" => self.all_pass.to_string(),
                    "thirty_for_sixty" => self.thirty_for_sixty.to_string(),
                    "sixty_for_one_twenty" => self.sixty_for_one_twenty.to_string(),
                    "robbing" => self.robbing.to_string(),
                    "scoring" => self.scoring.to_string(),
                    "made_scores" => self.made_scores.to_string(),
                    "non_bidder_limit" => self.non_bidder_limit.to_string(),
                    "limit_at" => self.limit_at.to_string(),
                    "unlock" => self.unlock.to_string(),
                    "target" => self.target.to_string(),
                    "tie_break" => self.tie_break.to_string(),
                    "bid_out" => self.bid_out.to_string(),
                    "hands" => opt(self.hands.map(i64::from)),
                    "lose_below" => opt(self.lose_below.map(i64::from)),
                    "lose_after_sets" => opt(self.lose_after_sets.map(i64::from)),
                    "lose_after_consecutive_sets" => {
                        opt(self.lose_after_consecutive_sets.map(i64::from))
                    }
                    other => unreachable!("knob {other} has no value"),
                };
                (k.name, value)
            })
            .collect()
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
    pub values: &'static str,
    pub meaning: &'static str,
}

/// Every knob, in the order `fortyfives rules` prints them.
pub const KNOBS: &[KnobInfo] = &[
    KnobInfo { name: "joker", values: "true or false", meaning: "a joker in the pack, always the third-best trump" },
    KnobInfo { name: "offsuit_ace", values: "low or high", meaning: "the ace in a plain suit: low (a 'one') or highest" },
    KnobInfo { name: "ten_is_face", values: "true or false", meaning: "the 10 ranks right after the Q in trump and after the J off-suit" },
    KnobInfo { name: "ace_of_hearts", values: "trump or trump-and-heart", meaning: "whether the A♥ also counts as a heart for following" },
    KnobInfo { name: "first_lead", values: "bidder, left-of-bidder, left-of-dealer or bidder-chooses", meaning: "who leads the first trick" },
    KnobInfo { name: "renege", values: "top3, top2, five or none", meaning: "which trumps may be kept back when a lower trump is led" },
    KnobInfo { name: "renege_against", values: "led or highest", meaning: "a renegeable trump may be kept back when it ranks above the card led, or above every trump played" },
    KnobInfo { name: "offsuit_lead", values: "free, follow-or-trump or follow-else-trump", meaning: "what must be played when a plain suit is led" },
    KnobInfo { name: "best_card_bonus", values: "true or false", meaning: "the trick with the best card is worth 5 more" },
    KnobInfo { name: "best_without_trump", values: "first-led-suit or none", meaning: "the best card when no trump was played" },
    KnobInfo { name: "seating", values: "any, pairs-or-cut-throat, two-pairs or cut-throat", meaning: "who may sit at the table" },
    KnobInfo { name: "kitty", values: "a number from 0 to 5", meaning: "cards in the kitty" },
    KnobInfo { name: "min_keep", values: "by-players or a number from 0 to 5", meaning: "cards each player keeps at least before the draw" },
    KnobInfo { name: "min_bid", values: "15, 20 or 25", meaning: "the lowest bid" },
    KnobInfo { name: "dealer_may_hold", values: "true or false", meaning: "the dealer may take the standing bid at the same value" },
    KnobInfo { name: "all_pass", values: "bagged or redeal", meaning: "when everyone passes: the dealer is bagged, or the hand is thrown in" },
    KnobInfo { name: "thirty_for_sixty", values: "true or false", meaning: "a made bid of 30 scores 60 (a set still costs 30)" },
    KnobInfo { name: "sixty_for_one_twenty", values: "true or false", meaning: "a side in the hole may bid 60: made scores 120, set costs 60" },
    KnobInfo { name: "robbing", values: "true or false", meaning: "the holder of the ace of trump may take the turned-up card" },
    KnobInfo { name: "scoring", values: "auction, tricks, majority or spread", meaning: "how a round is scored" },
    KnobInfo { name: "made_scores", values: "taken or bid", meaning: "a made bid scores every point taken, or the bid" },
    KnobInfo { name: "non_bidder_limit", values: "none, frozen, frozen-if-made or cap", meaning: "what non-bidding sides score past limit_at" },
    KnobInfo { name: "limit_at", values: "a score", meaning: "where non_bidder_limit starts" },
    KnobInfo { name: "unlock", values: "win-bid, bid or bid-20", meaning: "what lets a frozen side score again" },
    KnobInfo { name: "target", values: "a score", meaning: "the score that wins" },
    KnobInfo { name: "tie_break", values: "overtime, elimination-overtime, last-trick, first-out or highest-score", meaning: "who wins when two sides go out together and neither bid" },
    KnobInfo { name: "bid_out", values: "true or false", meaning: "only the bidding side can go out" },
    KnobInfo { name: "hands", values: "none or a number of rounds", meaning: "a game of exactly N rounds, highest score wins" },
    KnobInfo { name: "lose_below", values: "none or a negative score", meaning: "a side below this score loses" },
    KnobInfo { name: "lose_after_sets", values: "none or a number", meaning: "a side set this many times loses" },
    KnobInfo { name: "lose_after_consecutive_sets", values: "none or a number", meaning: "a side set this many times in a row loses" },
];

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
        assert!(r.dealer_may_hold && r.thirty_for_sixty && r.sixty_for_one_twenty);
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
