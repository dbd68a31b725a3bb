//! The rule set: every knob of docs/rules.md, documented, and the named presets.
//!
//! A saved game carries its whole `RuleSet`, so it replays the same way after
//! a preset's defaults change.
//!
//! The knobs are declared here, one `rule_set!` line each, with what a rule
//! set does with them (set from text, validate, label). `knob.rs` holds the
//! machinery a line goes through, `knobs.rs` the knobs' value types and
//! `presets.rs` the named presets, so adding a knob is one line here and,
//! for a new kind of value, one enum in `knobs.rs`.

use serde::{Deserialize, Serialize};

use super::suggestion::did_you_mean;

mod knob;
mod knobs;
mod presets;

use knob::{none_or, rule_set};
use knobs::flag_or_word;

pub use knob::{KnobInfo, KnobValue, Values};
pub use knobs::{
    AceOfHearts, AllPass, BestWithoutTrump, FirstLead, MadeScores, MinKeep, NonBidderLimit,
    OffsuitAce, OffsuitLead, Renege, RenegeAgainst, RenegePenalty, Scoring, Seating,
    ThirtyForSixty, TieBreak, Unlock,
};
pub use presets::{PresetInfo, PRESETS};

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

/// A rule set or knob that could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    #[error("unknown preset '{name}'{hint}. Presets: {list}")]
    /// No preset has that name.
    UnknownPreset {
        /// The name as given.
        name: String,
        /// A "did you mean" for a near miss, or empty.
        hint: String,
        /// Every preset's name, listed for the message.
        list: String,
    },
    #[error("unknown knob '{name}'{hint}. `fortyfives rules` lists every knob")]
    /// No knob has that name.
    UnknownKnob {
        /// The name as given.
        name: String,
        /// A "did you mean" for a near miss, or empty.
        hint: String,
    },
    #[error("'{value}' is not a value of {knob}; it takes {expected}")]
    /// The value is not one the knob takes.
    BadValue {
        /// The knob.
        knob: String,
        /// The value as given.
        value: String,
        /// The values it takes, worded for the message.
        expected: String,
    },
    #[error("'{0}' is not KNOB=VALUE; write a knob, '=' and its value, e.g. renege=top2")]
    /// A setting is not written `knob=value`: the text.
    NotAnAssignment(String),
    #[error("these rules don't hold together: {0}")]
    /// A knob out of its range, or knobs that contradict each other: why.
    Inconsistent(String),
}

impl RuleSet {
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
    pub(crate) fn validate(&self) -> Result<(), RuleError> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
