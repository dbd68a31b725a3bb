//! The rules as short prose a table can read aloud, written from the
//! `RuleSet` so every knob that changes shows in the words.

use super::prose::and_list;
use super::table::Table;
use super::variant::{
    AceOfHearts, AllPass, BestWithoutTrump, MadeScores, MinKeep, NonBidderLimit, OffsuitAce,
    OffsuitLead, Renege, RenegeAgainst, RenegePenalty, RuleSet, Scoring, Seating, ThirtyForSixty,
    TieBreak, Unlock,
};

/// A few paragraphs: who plays, the deal and kitty, bidding, trump and the
/// renege, following suit, scoring, how the game ends. With a table, the
/// first paragraph names its players.
pub fn explain(rules: &RuleSet, table: Option<&Table>) -> Vec<String> {
    vec![
        who_plays(rules, table),
        deal(rules),
        bidding(rules),
        trump(rules),
        following(rules),
        scoring(rules),
        the_end(rules),
    ]
}

fn who_plays(rules: &RuleSet, table: Option<&Table>) -> String {
    let mut text = match rules.seating {
        Seating::Any => "Two to eight players: every player for themself (cut-throat), or teams of equal size with partners sitting alternately.",
        Seating::PairsOrCutThroat => "Teams of two, partners sitting opposite, or every player for themself (cut-throat).",
        Seating::TwoPairs => "Four players in two teams of two; partners sit opposite.",
        Seating::CutThroat => "Every player for themself (cut-throat).",
    }
    .to_string();
    if let Some(table) = table {
        let sides: Vec<String> = if table.is_cut_throat() {
            table.players.clone()
        } else {
            table
                .sides
                .iter()
                .map(|s| {
                    let names: Vec<String> =
                        s.seats.iter().map(|&p| table.player_name(p)).collect();
                    format!("{} ({})", s.name, and_list(&names))
                })
                .collect()
        };
        text.push_str(&format!(
            " At this table: {}, seated clockwise {}.",
            if table.is_cut_throat() {
                format!("{}, each for themself", and_list(&sides))
            } else {
                sides.join(" against ")
            },
            table.players.join(", ")
        ));
    }
    text.push_str(" The deal passes to the left after every hand.");
    text
}

fn deal(rules: &RuleSet) -> String {
    let mut text = "The dealer gives everyone five cards, in packets of three and two.".to_string();
    if rules.joker {
        text.push_str(" The pack has a joker, always the third-best trump.");
    }
    if rules.has_bidding() {
        match rules.kitty {
            0 => text.push_str(" There is no kitty."),
            5 => text.push_str(" An extra hand of five goes to the kitty; the bidder takes it after naming trump and keeps the best five."),
            n => {
                let count = match n {
                    1 => "One card goes",
                    2 => "Two cards go",
                    3 => "Three cards go",
                    _ => "Four cards go",
                };
                text.push_str(&format!(" {count} to the kitty; the bidder takes them after naming trump and keeps the best five."));
            }
        }
        text.push_str(" Then everyone may throw away cards and draw back to five");
        match rules.min_keep {
            MinKeep::ByPlayers => text.push_str(
                ", keeping at least one (two with six players, three with seven, four with eight).",
            ),
            MinKeep::Cards(0) => text.push('.'),
            MinKeep::Cards(n) => {
                let words = ["one", "two", "three", "four", "five"];
                let n = words
                    .get(usize::from(n) - 1)
                    .map_or_else(|| n.to_string(), |w| w.to_string());
                text.push_str(&format!(", keeping at least {n}."));
            }
        }
    } else {
        text.push_str(" The next card is turned up: its suit is trump.");
        if rules.robbing {
            text.push_str(" Whoever holds the ace of trump may rob: swap any card for the turned-up card before play. If the turned card is an ace, the dealer takes it.");
        }
    }
    text
}

/// The ordinary bids in words: "15, 20, 25 or 30" (the 60 of a side in
/// the hole is said separately).
pub fn bids(rules: &RuleSet) -> String {
    let all: Vec<String> = super::round::allowed_bids(rules, 0)
        .iter()
        .map(u8::to_string)
        .collect();
    super::prose::or_list(&all)
}

/// "The bidder leads the first trick."
fn first_lead(rules: &RuleSet) -> String {
    format!(
        "{}.",
        super::prose::capitalise(super::first_lead::first_lead_rule(rules))
    )
}

fn bidding(rules: &RuleSet) -> String {
    if !rules.has_bidding() {
        return format!(
            "There is no bidding. {} The winner of each trick leads the next.",
            first_lead(rules)
        );
    }
    let rounds = if rules.dealer_may_hold {
        ""
    } else {
        " and goes round once"
    };
    let mut text = format!(
        "Bidding starts left of the dealer{rounds}; the dealer bids last. Bid {} (each bid higher than the last), or pass.",
        bids(rules)
    );
    if rules.dealer_may_hold {
        text.push_str(" The dealer may hold: take the bid at the same number; the last bidder may then go higher, and so on until only one bidder is left.");
    }
    match rules.all_pass {
        AllPass::Bagged => text.push_str(&format!(
            " If everyone passes, the dealer is bagged and must bid {}.",
            rules.min_bid
        )),
        AllPass::Redeal => {
            text.push_str(" If everyone passes, the hand is thrown in and the next player deals.")
        }
    }
    if rules.sixty_for_one_twenty {
        text.push_str(" A side in the hole may bid 60: it must take every trick.");
    }
    text.push_str(&format!(
        " The highest bidder names trump. {} The winner of each trick leads the next.",
        first_lead(rules)
    ));
    text
}

fn trump(rules: &RuleSet) -> String {
    let joker = if rules.joker { " the joker," } else { "" };
    let face = if rules.ten_is_face {
        "the K, the Q, the 10"
    } else {
        "the K, the Q"
    };
    let mut text = format!(
        "Trumps, best first: the 5 of trump, the J,{joker} the A♥, the ace of trump, {face}, then the rest: highest first in red, lowest first in black. The A♥ is always a trump, whatever the trump suit."
    );
    let kept = match rules.renege {
        Renege::Top3 if rules.joker => Some("the 5, the J, the joker and the A♥"),
        Renege::Top3 => Some("the 5, the J and the A♥"),
        Renege::Top2 => Some("the 5 and the J"),
        Renege::Five => Some("the 5"),
        Renege::None => None,
    };
    match kept {
        Some(cards) => {
            let above = match rules.renege_against {
                RenegeAgainst::Led => "the card led",
                RenegeAgainst::Highest => "every trump played to the trick so far",
                RenegeAgainst::UnlessHonourLed => {
                    "the card led, unless the card led is itself one of them (then every trump must be played)"
                }
                RenegeAgainst::UnlessHonourPlayed => {
                    "the card led, until one of them is played to the trick (then every trump must be played)"
                }
            };
            let (rank, only) = if rules.renege == Renege::Five {
                ("it ranks", "If it is your only trump")
            } else {
                ("they rank", "If those are your only trumps")
            };
            text.push_str(&format!(
                " When trump is led, you must play a trump if you hold one, but {cards} may be kept back (reneged) when {rank} above {above}. {only}, play anything."
            ));
            if rules.renege_on_plain_lead && rules.offsuit_lead != OffsuitLead::Free {
                text.push_str(&format!(
                    " A plain-suit lead never forces {cards} out: if {} the only cards you could follow or trump with, play anything.",
                    if rules.renege == Renege::Five { "it is" } else { "they are" }
                ));
            }
        }
        None => text.push_str(
            " When trump is led, you must play a trump if you hold one: no trump may be kept back.",
        ),
    }
    text
}

fn following(rules: &RuleSet) -> String {
    let mut text = match rules.offsuit_lead {
        OffsuitLead::Free => "When a plain suit is led, you may play any card: you need not follow suit.",
        OffsuitLead::FollowOrTrump => "When a plain suit is led, follow suit or play a trump; with none of the suit led, play anything.",
        OffsuitLead::FollowElseTrump => "When a plain suit is led, follow suit or play a trump; with none of the suit led, you must trump if you can.",
    }
    .to_string();
    if rules.ace_of_hearts == AceOfHearts::TrumpAndHeart {
        text.push_str(" The A♥ also counts as a heart: it may follow a hearts lead, and leading it calls for hearts.");
    }
    text.push_str(match rules.offsuit_ace {
        OffsuitAce::Low => " In a plain suit the ace is low: the lowest card in red (K Q J 10 down to 2, then A), just below the J in black (K Q J A, then 2 up to 10).",
        OffsuitAce::High => " In a plain suit the ace is the highest card: A K Q J 10 down to 2 in red, A K Q J then 2 up to 10 in black.",
    });
    text.push_str(
        " A trick goes to the highest trump in it, or else to the highest card of the suit led.",
    );
    text
}

fn scoring(rules: &RuleSet) -> String {
    let bonus = rules.best_card_scores();
    let mut text = match rules.scoring {
        Scoring::Auction | Scoring::Tricks if bonus => {
            "Each trick is worth 5, and the trick holding the best card (the highest trump played) 5 more: 30 a hand.".to_string()
        }
        Scoring::Auction | Scoring::Tricks => "Each trick is worth 5: 25 a hand.".to_string(),
        Scoring::Majority => {
            "The side that takes three or four tricks scores 5; taking all five scores 10."
                .to_string()
        }
        Scoring::Spread => "5 a trick, less 5 for each trick the other side took: three tricks score 5, four score 15, all five score 25.".to_string(),
    };
    if bonus && rules.best_without_trump == BestWithoutTrump::None {
        text.push_str(" When no trump is played there is no best card, and the hand is worth 25.");
    }
    if !rules.has_bidding() {
        if rules.renege_penalty == RenegePenalty::LoseHand {
            text.push_str(" A renege called at the table costs the hand: the side that reneged scores nothing that hand.");
        }
        return text;
    }
    if rules.renege_penalty == RenegePenalty::LoseHand {
        text.push_str(" A renege called at the table costs the hand: the side that reneged scores nothing; if it was the bidding side it is set its bid, and otherwise the bidders make their bid, scoring the greater of their bid and what they took.");
    }
    text.push_str(match rules.made_scores {
        MadeScores::Taken => {
            " A side that takes at least its bid makes it and scores everything it took;"
        }
        MadeScores::Bid => " A side that takes at least its bid makes it and scores its bid;",
    });
    text.push_str(" one that falls short is set: the bid comes off its score, which may go below zero (in the hole), and its points are lost.");
    match rules.thirty_for_sixty {
        ThirtyForSixty::Off => {}
        ThirtyForSixty::Made => text.push_str(" A bid of 30 made scores 60; set, it costs 30."),
        ThirtyForSixty::MadeAndSet => {
            text.push_str(" A bid of 30 made scores 60; set, it costs 60.")
        }
    }
    if rules.sixty_for_one_twenty {
        text.push_str(" A bid of 60 made scores 120; set, it costs 60.");
    }
    let unlock = match rules.unlock {
        Unlock::WinBid => "it wins the bid",
        Unlock::Bid => "it made a bid in the auction",
        Unlock::Bid20 => "it bid 20 or more in the auction",
    };
    let n = rules.limit_at;
    text.push_str(&match rules.non_bidder_limit {
        NonBidderLimit::None => " The other sides score what they take.".to_string(),
        NonBidderLimit::Frozen => format!(
            " The other sides score what they take, but a side past {n} scores nothing unless {unlock}."
        ),
        NonBidderLimit::FrozenIfMade => format!(
            " The other sides score what they take, but a side past {n} loses its points when the bid is made, unless {unlock}."
        ),
        NonBidderLimit::Cap => format!(
            " The other sides score what they take, but can't go past {n} without the bid: anything above {n} is lost."
        ),
    });
    text
}

fn the_end(rules: &RuleSet) -> String {
    let mut text = match rules.hands {
        Some(n) => format!(
            "The game is {n} hands; then the highest score wins, and equal scores play one more hand at a time."
        ),
        None => format!("The first side to reach {} wins.", rules.target),
    };
    if rules.hands.is_none() {
        if rules.has_bidding() {
            if rules.bid_out {
                text.push_str(&format!(
                    " Only the bidding side can go out: a side that reaches {} without the bid plays on until it makes a bid.",
                    rules.target
                ));
            } else {
                text.push_str(" When the bidding side reaches it, the bidder goes out and wins, whatever the others have.");
            }
        }
        let tied = if rules.has_bidding() {
            "If two sides reach it together and neither bid,"
        } else {
            "If two sides reach it together,"
        };
        text.push_str(&format!(" {tied} "));
        text.push_str(match rules.tie_break {
            TieBreak::Overtime => "everyone plays one more hand.",
            TieBreak::EliminationOvertime => {
                "those sides play one more hand while the others sit out."
            }
            TieBreak::LastTrick => "the side that took the later trick wins.",
            TieBreak::FirstOut => "the side that got there first, counting trick by trick, wins.",
            TieBreak::HighestScore => "the higher score wins; equal scores play another hand.",
        });
    }
    if let Some(n) = rules.lose_below {
        text.push_str(&format!(
            " A side whose score falls below {n} loses; with more than two sides it is out and the rest play on."
        ));
    }
    if let Some(n) = rules.lose_after_sets {
        text.push_str(&format!(" A side set {n} times loses."));
    }
    if let Some(n) = rules.lose_after_consecutive_sets {
        text.push_str(&format!(" A side set {n} times in a row loses."));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::variant::PRESETS;

    fn prose(preset: &str, set: &[&str]) -> String {
        let mut rules = RuleSet::preset(preset).unwrap();
        for s in set {
            rules.apply(s).unwrap();
        }
        explain(&rules, None).join("\n\n")
    }

    #[test]
    fn the_110_explanation_names_the_105_cap_and_minus_80() {
        let text = prose("110", &[]);
        assert!(text.contains("can't go past 105"), "{text}");
        assert!(text.contains("below -80"), "{text}");
        assert!(text.contains("The first side to reach 110 wins."), "{text}");
        assert!(text.contains("An extra hand of five"), "{text}");
        assert!(text.contains("the 5 may be kept back"), "{text}");
    }

    #[test]
    fn the_120_explanation_has_the_bagged_dealer_and_the_bidder_going_out() {
        let text = prose("120", &[]);
        assert!(text.contains("the dealer is bagged and must bid 15"));
        assert!(text.contains("the bidder goes out"));
        assert!(text.contains("the 5, the J and the A♥ may be kept back"));
        assert!(text.contains("you need not follow suit"));
        assert!(text.contains("the ace is low"));
        assert!(text.contains("Three cards go to the kitty"));
    }

    #[test]
    fn games_without_bidding_say_so_and_turn_up_trump() {
        let text = prose("25", &[]);
        assert!(text.contains("There is no bidding."));
        assert!(text.contains("turned up"));
        assert!(text.contains("25 a hand"));
        assert!(!text.contains("bagged"));
        assert!(text.contains("first side to reach 25"));
    }

    #[test]
    fn every_knob_change_shows_in_the_words() {
        let base = prose("120", &[]);
        for set in [
            "renege=none",
            "renege_against=highest",
            "renege_against=unless-honour-led",
            "renege_against=unless-honour-played",
            "offsuit_lead=follow-else-trump",
            "offsuit_ace=high",
            "ten_is_face=true",
            "ace_of_hearts=trump-and-heart",
            "joker=true",
            "first_lead=left-of-dealer",
            "best_card_bonus=false",
            "best_without_trump=none",
            "seating=two-pairs",
            "kitty=4",
            "min_keep=2",
            "min_bid=20",
            "dealer_may_hold=true",
            "all_pass=redeal",
            "thirty_for_sixty=true",
            "sixty_for_one_twenty=true",
            "renege_penalty=lose-hand",
            "made_scores=bid",
            "non_bidder_limit=frozen",
            "target=125",
            "tie_break=last-trick",
            "bid_out=true",
            "hands=10",
            "lose_below=-200",
            "lose_after_sets=3",
            "lose_after_consecutive_sets=2",
        ] {
            assert_ne!(prose("120", &[set]), base, "{set} does not show");
        }
        let frozen = prose("120", &["non_bidder_limit=frozen"]);
        assert_ne!(
            prose("120", &["non_bidder_limit=frozen", "limit_at=90"]),
            frozen
        );
        assert_ne!(
            prose("120", &["non_bidder_limit=frozen", "unlock=bid-20"]),
            frozen
        );
        assert_ne!(
            prose("partners-120", &["renege_on_plain_lead=true"]),
            prose("partners-120", &[])
        );
        assert_ne!(
            prose("120", &["thirty_for_sixty=made-and-set"]),
            prose("120", &["thirty_for_sixty=true"])
        );
        let tricks = prose("45", &[]);
        assert_ne!(prose("45", &["robbing=false"]), tricks);
    }

    #[test]
    fn every_preset_explains_in_seven_paragraphs() {
        for p in PRESETS {
            let rules = RuleSet::preset(p.name).unwrap();
            let text = explain(&rules, None);
            assert_eq!(text.len(), 7, "{}", p.name);
            assert!(text.iter().all(|t| !t.is_empty()));
        }
    }

    #[test]
    fn a_games_table_is_named() {
        let rules = RuleSet::preset("120").unwrap();
        let table = Table::teams(vec![
            (Some("Blue".into()), vec!["Ann".into(), "Bob".into()]),
            (Some("Red".into()), vec!["Cid".into(), "Dan".into()]),
        ])
        .unwrap();
        let first = &explain(&rules, Some(&table))[0];
        assert!(
            first.contains("Blue (Ann and Bob) against Red (Cid and Dan)"),
            "{first}"
        );
    }
}
