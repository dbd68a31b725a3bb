//! The named presets (docs/rules.md §11): their list, with the source each
//! comes from, and the knobs each sets. Every preset starts from `120`'s
//! knobs, or another preset's, and says only what it changes.

use super::{
    AceOfHearts, AllPass, BestWithoutTrump, FirstLead, MadeScores, MinKeep, NonBidderLimit,
    OffsuitAce, OffsuitLead, Renege, RenegeAgainst, RenegePenalty, RuleError, RuleSet, Scoring,
    Seating, ThirtyForSixty, TieBreak, Unlock,
};
use crate::rules::suggestion::did_you_mean;

/// One preset: its name, where it comes from, and a one-line summary.
pub struct PresetInfo {
    /// Its name, as in `--rules NAME` ("120", "auction-45s" ...).
    pub name: &'static str,
    /// The rule book it follows.
    pub source: &'static str,
    /// The game in one line.
    pub summary: &'static str,
}

/// Every named rule set, in the order `fortyfives rules` lists them.
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
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet::standard_120()
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::variant::*;

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
}
