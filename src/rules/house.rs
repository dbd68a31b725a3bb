//! House rules in plain words: the questions `new` asks a table, each
//! answer mapped to knob settings. Pure data, so the mapping is tested
//! without a terminal.
//!
//! A question's default is the answer that matches the rules as they stand
//! (the preset's value); when no answer matches (a knob set to something the
//! question doesn't offer), [`HouseQuestion::choices`] adds a first answer
//! that keeps the rules as they are.

use super::variant::{RuleError, RuleSet};

/// One answer: the words the table picks, and the knobs it sets.
pub struct HouseAnswer {
    /// The answer as offered ("Only the 5").
    pub words: &'static str,
    /// `(knob, value)` pairs, as for `--set KNOB=VALUE`.
    pub sets: &'static [(&'static str, &'static str)],
}

/// One question about the table's house rules.
pub struct HouseQuestion {
    /// The question as asked.
    pub question: &'static str,
    /// The answers offered.
    pub answers: &'static [HouseAnswer],
    /// Whether the question means anything under these rules.
    pub applies: fn(&RuleSet) -> bool,
}

const fn answer(words: &'static str, sets: &'static [(&'static str, &'static str)]) -> HouseAnswer {
    HouseAnswer { words, sets }
}

fn always(_: &RuleSet) -> bool {
    true
}

fn bidding(rules: &RuleSet) -> bool {
    rules.has_bidding()
}

/// Every question, in the order asked.
pub const HOUSE_QUESTIONS: &[HouseQuestion] = &[
    HouseQuestion {
        question: "When trump is led, which trumps may be kept back (reneged) if they rank above the card led?",
        answers: &[
            answer("The 5, the J and the A♥", &[("renege", "top3")]),
            answer("The 5 and the J", &[("renege", "top2")]),
            answer("Only the 5", &[("renege", "five")]),
            answer("None: anyone holding a trump must play one", &[("renege", "none")]),
        ],
        applies: always,
    },
    HouseQuestion {
        question: "To be kept back, must a trump beat every trump already played to the trick, not just the card led?",
        answers: &[
            answer("No: it only has to beat the card led", &[("renege_against", "led")]),
            answer("Yes: it has to beat every trump played so far", &[("renege_against", "highest")]),
            answer(
                "No, but when one of those trumps is led, every trump must be played",
                &[("renege_against", "unless-honour-led")],
            ),
            answer(
                "No, but once one of those trumps is in the trick, every trump must be played",
                &[("renege_against", "unless-honour-played")],
            ),
        ],
        applies: |rules| rules.renege != super::variant::Renege::None,
    },
    HouseQuestion {
        question: "Do you have to follow an off-suit lead?",
        answers: &[
            answer("No: play any card", &[("offsuit_lead", "free")]),
            answer("Follow suit or trump", &[("offsuit_lead", "follow-or-trump")]),
            answer(
                "Follow suit; if you can't, you must trump",
                &[("offsuit_lead", "follow-else-trump")],
            ),
        ],
        applies: always,
    },
    HouseQuestion {
        question: "On a plain-suit lead, may a trump that can be kept back stay in the hand when it is the only card you could follow or trump with?",
        answers: &[
            answer("No: play it like any other card", &[("renege_on_plain_lead", "false")]),
            answer(
                "Yes: a plain-suit lead never forces it out",
                &[("renege_on_plain_lead", "true")],
            ),
        ],
        applies: |rules| {
            rules.renege != super::variant::Renege::None
                && rules.offsuit_lead != super::variant::OffsuitLead::Free
        },
    },
    HouseQuestion {
        question: "Is the ace low in a plain suit?",
        answers: &[
            answer("Yes: it counts as a one", &[("offsuit_ace", "low")]),
            answer("No: it is the highest card of its suit", &[("offsuit_ace", "high")]),
        ],
        applies: always,
    },
    HouseQuestion {
        question: "Past 100, do you score without the bid?",
        answers: &[
            answer("Yes: every side always scores what it takes", &[("non_bidder_limit", "none")]),
            answer(
                "No: past 100 a side scores only when it wins the bid",
                &[("non_bidder_limit", "frozen"), ("limit_at", "100"), ("unlock", "win-bid")],
            ),
            answer(
                "No: past 90 a side scores only when it wins the bid",
                &[("non_bidder_limit", "frozen"), ("limit_at", "90"), ("unlock", "win-bid")],
            ),
            answer(
                "Sides that didn't bid can't go past 105",
                &[("non_bidder_limit", "cap"), ("limit_at", "105")],
            ),
        ],
        applies: bidding,
    },
    HouseQuestion {
        question: "Does a bid of 30 score 60 when it is made?",
        answers: &[
            answer("No: it scores what was taken", &[("thirty_for_sixty", "false")]),
            answer("Yes: made it scores 60, set it costs 30", &[("thirty_for_sixty", "true")]),
            answer(
                "Yes, both ways: made it scores 60, set it costs 60",
                &[("thirty_for_sixty", "made-and-set")],
            ),
        ],
        applies: bidding,
    },
    HouseQuestion {
        question: "Is the dealer bagged when everyone passes?",
        answers: &[
            answer("Yes: the dealer must bid the lowest bid", &[("all_pass", "bagged")]),
            answer("No: the hand is thrown in and dealt again", &[("all_pass", "redeal")]),
        ],
        applies: bidding,
    },
    HouseQuestion {
        question: "May the dealer hold: take the bid at the same number?",
        answers: &[
            answer("No: the dealer must bid higher", &[("dealer_may_hold", "false")]),
            answer("Yes: the dealer may hold", &[("dealer_may_hold", "true")]),
        ],
        applies: bidding,
    },
    HouseQuestion {
        question: "When a renege is called at the table, what does it cost?",
        answers: &[
            answer(
                "Nothing: it is noted and the tricks stand as played",
                &[("renege_penalty", "none")],
            ),
            answer(
                "The hand: the side that reneged scores nothing, is set if it bid, and the bidders make their bid",
                &[("renege_penalty", "lose-hand")],
            ),
        ],
        applies: always,
    },
    HouseQuestion {
        question: "What score wins?",
        answers: &[
            answer("120", &[("target", "120")]),
            answer("125", &[("target", "125")]),
            answer("110", &[("target", "110")]),
            answer("100", &[("target", "100")]),
            answer("45", &[("target", "45")]),
            answer("25", &[("target", "25")]),
        ],
        applies: always,
    },
];

/// An answer offered to the table: its words, and the knobs it sets (none
/// for "keep the rules as they are").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The answer as offered.
    pub words: String,
    /// `(knob, value)` pairs, as for `--set KNOB=VALUE`.
    pub sets: Vec<(&'static str, &'static str)>,
}

impl HouseQuestion {
    /// The answers to offer under `rules`, and which is the default: the
    /// answer the rules already give, or a first "keep" answer when none does.
    pub fn choices(&self, rules: &RuleSet) -> (Vec<Choice>, usize) {
        let mut choices: Vec<Choice> = self
            .answers
            .iter()
            .map(|a| Choice {
                words: a.words.to_string(),
                sets: a.sets.to_vec(),
            })
            .collect();
        match self.answers.iter().position(|a| matches(rules, a.sets)) {
            Some(i) => (choices, i),
            None => {
                let values = rules.knob_values();
                let now: Vec<String> = self
                    .answers
                    .iter()
                    .flat_map(|a| a.sets.iter().map(|(k, _)| *k))
                    .fold(Vec::new(), |mut seen, k| {
                        if !seen.contains(&k) {
                            seen.push(k);
                        }
                        seen
                    })
                    .into_iter()
                    .filter_map(|k| values.iter().find(|(name, _)| *name == k))
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                choices.insert(
                    0,
                    Choice {
                        words: format!("As the rules have it now ({})", now.join(", ")),
                        sets: Vec::new(),
                    },
                );
                (choices, 0)
            }
        }
    }
}

/// Whether every knob of `sets` already has that value.
fn matches(rules: &RuleSet, sets: &[(&str, &str)]) -> bool {
    let mut copy = rules.clone();
    sets.iter().all(|(k, v)| copy.set(k, v).is_ok()) && &copy == rules
}

/// The rules after an answer; unchanged when the answer keeps them.
pub fn apply_choice(rules: &RuleSet, choice: &Choice) -> Result<RuleSet, RuleError> {
    let mut next = rules.clone();
    for (knob, value) in &choice.sets {
        next.set(knob, value)?;
    }
    Ok(next)
}

/// The `KNOB=VALUE` settings that turn `from` into `to`, as `--set` takes them.
pub fn settings(from: &RuleSet, to: &RuleSet) -> Vec<String> {
    from.knob_values()
        .into_iter()
        .zip(to.knob_values())
        .filter(|(a, b)| a.1 != b.1)
        .map(|(_, (k, v))| format!("{k}={v}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::variant::{
        NonBidderLimit, OffsuitLead, Renege, RenegeAgainst, ThirtyForSixty, PRESETS,
    };

    fn question(start: &str) -> &'static HouseQuestion {
        HOUSE_QUESTIONS
            .iter()
            .find(|q| q.question.starts_with(start))
            .unwrap()
    }

    #[test]
    fn every_answer_sets_real_knobs_under_every_preset_it_applies_to() {
        for p in PRESETS {
            let rules = RuleSet::preset(p.name).unwrap();
            for q in HOUSE_QUESTIONS.iter().filter(|q| (q.applies)(&rules)) {
                let (choices, default) = q.choices(&rules);
                assert!(default < choices.len());
                assert_eq!(apply_choice(&rules, &choices[default]).unwrap(), rules);
                for c in &choices {
                    let after = apply_choice(&rules, c)
                        .unwrap_or_else(|e| panic!("{}: {}: {e}", p.name, c.words));
                    after.validate().unwrap();
                }
            }
        }
    }

    #[test]
    fn the_default_answer_is_the_presets_value() {
        let r120 = RuleSet::preset("120").unwrap();
        let r110 = RuleSet::preset("110").unwrap();
        let a45 = RuleSet::preset("auction-45s").unwrap();
        let words = |q: &HouseQuestion, r: &RuleSet| {
            let (c, d) = q.choices(r);
            c[d].words.clone()
        };
        let renege = question("When trump is led");
        assert_eq!(words(renege, &r120), "The 5, the J and the A♥");
        assert_eq!(words(renege, &r110), "Only the 5");
        assert_eq!(words(renege, &a45), "The 5 and the J");
        let limit = question("Past 100");
        assert!(words(limit, &r120).starts_with("Yes"));
        assert!(words(limit, &a45).starts_with("No: past 100"));
        assert!(words(limit, &r110).contains("105"));
        assert_eq!(words(question("What score wins"), &r110), "110");
        assert!(words(question("Does a bid of 30"), &a45).starts_with("Yes"));
    }

    #[test]
    fn answers_map_to_the_knobs_they_name() {
        let rules = RuleSet::preset("120").unwrap();
        let pick = |start: &str, words: &str| {
            let (c, _) = question(start).choices(&rules);
            let c = c.iter().find(|c| c.words.starts_with(words)).unwrap();
            apply_choice(&rules, c).unwrap()
        };
        assert_eq!(pick("When trump is led", "Only").renege, Renege::Five);
        assert_eq!(
            pick("To be kept back", "Yes").renege_against,
            RenegeAgainst::Highest
        );
        assert_eq!(
            pick("Do you have to follow", "Follow suit;").offsuit_lead,
            OffsuitLead::FollowElseTrump
        );
        let frozen = pick("Past 100", "No: past 90");
        assert_eq!(
            (frozen.non_bidder_limit, frozen.limit_at),
            (NonBidderLimit::Frozen, 90)
        );
        assert_eq!(
            pick("Does a bid of 30", "Yes: made").thirty_for_sixty,
            ThirtyForSixty::Made
        );
        assert_eq!(
            pick("Does a bid of 30", "Yes, both").thirty_for_sixty,
            ThirtyForSixty::MadeAndSet
        );
        assert_eq!(
            pick("To be kept back", "No, but when").renege_against,
            RenegeAgainst::UnlessHonourLed
        );
        assert_eq!(
            pick("To be kept back", "No, but once").renege_against,
            RenegeAgainst::UnlessHonourPlayed
        );
        assert_eq!(pick("What score wins", "125").target, 125);
        assert_eq!(
            settings(&rules, &pick("Is the dealer bagged", "No")),
            vec!["all_pass=redeal"]
        );
    }

    #[test]
    fn a_value_no_answer_offers_is_kept_by_a_first_answer() {
        let mut rules = RuleSet::preset("120").unwrap();
        rules.apply("target=150").unwrap();
        let (choices, default) = question("What score wins").choices(&rules);
        assert_eq!(default, 0);
        assert_eq!(choices[0].words, "As the rules have it now (target=150)");
        assert_eq!(apply_choice(&rules, &choices[0]).unwrap(), rules);
    }

    #[test]
    fn bidding_questions_are_not_asked_in_games_without_bidding() {
        let rules = RuleSet::preset("45").unwrap();
        assert!(!(question("Is the dealer bagged").applies)(&rules));
        assert!(!(question("Past 100").applies)(&rules));
        assert!((question("Is the ace low").applies)(&rules));
    }
}
