//! The questions of a round (`round` and `play` without flags, `edit N`):
//! only what this game's rules need, each checked as it is given. They fill
//! a [`RoundDraft`]; the rules decide the rest.

use fortyfives::rules::prose::capitalise;

use fortyfives::rules::game::GameState;
use fortyfives::rules::game::SavedRound;
use fortyfives::rules::round::{BestFacts, RoundDraft, RoundRecord, TrickFacts};
use fortyfives::rules::table::Who;
use fortyfives::rules::variant::{AllPass, RenegePenalty, RuleSet, TieBreak};
use fortyfives::rules::{Seat, SideId, Suit};
use fortyfives::store::GameFile;

use crate::cli::ask::term::{self as ask, Answer};
use crate::cli::error::CliError;

use super::steps::{number, Steps};

/// The questions of `round`: only what this game's rules need. `None` when
/// Esc is pressed at the first question.
pub fn round(file: &GameFile, state: &GameState) -> Result<Option<RoundDraft>, CliError> {
    eprintln!(
        "Round {}: {} deals.",
        file.rounds.len() + 1,
        file.table.player_name(state.dealer)
    );
    round_questions(file, state, None)
}

/// The questions of a round asked again (`play`'s "fix it"), each filled
/// in with the answer just given.
pub fn round_again(
    file: &GameFile,
    state: &GameState,
    record: RoundRecord,
    answers: &RoundDraft,
    now: chrono::DateTime<chrono::FixedOffset>,
) -> Result<Option<RoundDraft>, CliError> {
    let given = SavedRound {
        at: now,
        note: answers.note.clone(),
        record,
    };
    round_questions(file, state, Some(&given))
}

/// The questions of `edit N` (and `play`'s "fix an earlier round"): the
/// same as `round`'s, asked against the game as it stood before round N,
/// each filled in with the answer recorded before.
pub fn correct_round(
    file: &GameFile,
    number: usize,
    before: &GameState,
) -> Result<Option<RoundDraft>, CliError> {
    let old = &file.rounds[number - 1];
    eprintln!(
        "Correcting round {number}: {} dealt. Enter keeps each answer as it was.",
        file.table.player_name(old.record.dealer)
    );
    round_questions(file, before, Some(old))
}

/// The questions of one round, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundStep {
    Bidder,
    Bid,
    Trump,
    /// Who took trick k (from 0), where the order of the tricks counts.
    Winner(usize),
    /// How many tricks the i-th side still playing took.
    Count(usize),
    Best,
    Renege,
    Note,
}

/// The answers to a round's questions so far: menu positions, or counts.
#[derive(Default)]
struct RoundAnswers {
    bidder: Option<usize>,
    bid: Option<usize>,
    trump: Option<usize>,
    winners: [Option<usize>; 5],
    counts: Vec<Option<u8>>,
    best: Option<usize>,
    renege: Option<usize>,
    note: Option<String>,
}

/// Why a round asks who took each trick rather than how many: under the
/// table's tie-break the order of the tricks can decide the game.
fn why_trick_order(rules: &RuleSet, sides: usize) -> String {
    let (who, if_so) = if sides == 2 {
        ("Both sides", "if both do")
    } else {
        ("More than one side", "if more than one does")
    };
    let target = rules.target;
    let decides = match rules.tie_break {
        TieBreak::LastTrick => {
            format!("{if_so}, the one that took the later trick wins the game")
        }
        _ => {
            "the first to get there as the tricks are played wins the game (first-out)".to_string()
        }
    };
    format!("{who} could reach {target} this round, and {decides}: so who took each trick is asked, in order.")
}

fn round_questions(
    file: &GameFile,
    state: &GameState,
    old: Option<&SavedRound>,
) -> Result<Option<RoundDraft>, CliError> {
    let table = &file.table;
    let rules = &file.rules;
    let playing: Vec<SideId> = state.playing();
    let was = old.map(|o| &o.record);
    let side_names: Vec<String> = playing.iter().map(|&s| table.side_name(s)).collect();
    let needs_order = state.may_need_trick_order();

    // Who may have won the bid, in bidding order, then everyone passing.
    let seats = state.bidding_order();
    let mut bidders: Vec<String> = seats.iter().map(|&s| table.player_name(s)).collect();
    bidders.push(match rules.all_pass {
        AllPass::Bagged => format!(
            "Everyone passed: {} is bagged",
            table.player_name(state.dealer)
        ),
        AllPass::Redeal => "Everyone passed: the hand is thrown in".to_string(),
    });
    let passed = seats.len();
    let suits: Vec<String> = Suit::ALL
        .iter()
        .map(|s| format!("{} {}", s.symbol(), s.name()))
        .collect();
    let renege_seats: Vec<Seat> = table
        .seats()
        .filter(|&s| playing.contains(&table.side_of(s)))
        .collect();

    // Answers recorded before (a round being corrected) are the defaults.
    let mut a = RoundAnswers {
        counts: vec![None; playing.len()],
        ..RoundAnswers::default()
    };
    if let Some(r) = was {
        a.bidder = Some(match r.bid() {
            _ if r.is_thrown_in() || r.is_bagged() => passed,
            Some(b) => seats
                .iter()
                .position(|&s| Some(s) == b.player)
                .or_else(|| seats.iter().position(|&s| table.side_of(s) == b.side))
                .unwrap_or(0),
            None => 0,
        });
        a.trump = r.trump.and_then(|t| Suit::ALL.iter().position(|&s| s == t));
        if let Some(order) = r.tricks.order() {
            for (k, side) in order.iter().enumerate().take(5) {
                a.winners[k] = playing.iter().position(|p| p == side);
            }
        }
        let counts = r.tricks.counts(table.sides.len());
        for (i, &side) in playing.iter().enumerate() {
            a.counts[i] = counts.get(side).copied();
        }
        a.renege = Some(
            r.renege
                .and_then(|c| c.player)
                .and_then(|p| renege_seats.iter().position(|&s| s == p))
                .map_or(0, |i| i + 1),
        );
    }
    a.note = old.and_then(|o| o.note.clone());

    // The bids the chosen bidder may make.
    let bids_of = |a: &RoundAnswers| -> Vec<u8> {
        match a.bidder {
            Some(i) if i < passed => state.allowed_bids(table.side_of(seats[i])),
            _ => Vec::new(),
        }
    };
    // The sides that took a trick, by the answers so far.
    let took = |a: &RoundAnswers| -> Vec<SideId> {
        let mut took: Vec<SideId> = if needs_order {
            a.winners.iter().flatten().map(|&i| playing[i]).collect()
        } else {
            playing
                .iter()
                .zip(with_the_rest(&a.counts))
                .filter(|(_, n)| *n > 0)
                .map(|(&s, _)| s)
                .collect()
        };
        took.sort_unstable();
        took.dedup();
        took
    };
    let after = |now: RoundStep, a: &RoundAnswers| -> Option<RoundStep> {
        use RoundStep::*;
        let tricks = if needs_order { Winner(0) } else { Count(0) };
        let after_tricks = if rules.best_card_scores() && took(a).len() > 1 {
            Best
        } else if rules.renege_penalty != RenegePenalty::None {
            Renege
        } else {
            Note
        };
        Some(match now {
            Bidder if a.bidder == Some(passed) => match rules.all_pass {
                AllPass::Redeal => return None,
                AllPass::Bagged => Trump,
            },
            Bidder => Bid,
            Bid => Trump,
            Trump => tricks,
            Winner(k) if k < 4 => Winner(k + 1),
            Winner(_) => after_tricks,
            // The last side takes what is left: it is never asked.
            Count(i) if i + 2 < playing.len() => Count(i + 1),
            Count(_) => after_tricks,
            Best if rules.renege_penalty != RenegePenalty::None => Renege,
            Best => Note,
            Renege => Note,
            Note => return None,
        })
    };

    let mut steps = Steps::new();
    // Why "Who took trick 1?" replaces the trick counts: said once, before it.
    let mut said_why = false;
    let mut step = Some(if rules.has_bidding() {
        RoundStep::Bidder
    } else {
        RoundStep::Trump
    });
    while let Some(now) = step {
        let answer: Answer<()> = match now {
            RoundStep::Bidder => ask::choose("Who won the bid?", &bidders, a.bidder.unwrap_or(0))?
                .map(|i| a.bidder = Some(i)),
            RoundStep::Bid => {
                let bids = bids_of(&a);
                let labels: Vec<String> = bids.iter().map(u8::to_string).collect();
                let at = a
                    .bid
                    .or_else(|| {
                        was.and_then(|r| r.bid())
                            .and_then(|b| bids.iter().position(|&n| n == b.amount))
                    })
                    .filter(|&i| i < bids.len())
                    .unwrap_or(0);
                ask::choose("Bid?", &labels, at)?.map(|i| a.bid = Some(i))
            }
            RoundStep::Trump => {
                ask::choose("Trump?", &suits, a.trump.unwrap_or(0))?.map(|i| a.trump = Some(i))
            }
            RoundStep::Winner(k) => {
                if !said_why {
                    said_why = true;
                    let why = why_trick_order(rules, playing.len());
                    eprintln!("{}", crate::cli::view::output::fitted(&why, 2).join("\n"));
                }
                ask::choose(
                    &format!("Who took trick {}?", k + 1),
                    &side_names,
                    a.winners[k].unwrap_or(0),
                )?
                .map(|i| a.winners[k] = Some(i))
            }
            RoundStep::Count(i) => {
                let left = 5 - counted(&a.counts[..i]).iter().sum::<u8>();
                if left == 0 {
                    a.counts[i] = Some(0);
                    step = after(now, &a);
                    continue;
                }
                // A new round's trick counts have no default: Enter alone
                // must not say a side took nothing.
                let default = a.counts[i].map(|n| n.min(left));
                number(
                    &format!("Tricks taken by {} (0 to {left})", side_names[i]),
                    0,
                    left,
                    default,
                )?
                .map(|n| a.counts[i] = Some(n))
            }
            RoundStep::Best => {
                let took = took(&a);
                let names: Vec<String> = took.iter().map(|&s| table.side_name(s)).collect();
                let at = a
                    .best
                    .or_else(|| {
                        was.and_then(|r| r.best)
                            .and_then(|b| took.iter().position(|&s| s == b))
                    })
                    .filter(|&i| i < names.len())
                    .unwrap_or(0);
                ask::choose("Who took the trick with the best card?", &names, at)?
                    .map(|i| a.best = Some(i))
            }
            RoundStep::Renege => {
                // Only asked where a renege costs something: elsewhere it
                // is a flag of `round`, for the record.
                let mut items = vec!["No".to_string()];
                items.extend(renege_seats.iter().map(|&s| table.player_name(s)));
                ask::choose(
                    "Was a renege called? On whom?",
                    &items,
                    a.renege.unwrap_or(0),
                )?
                .map(|i| a.renege = Some(i))
            }
            RoundStep::Note => {
                let before = a.note.clone().unwrap_or_default();
                // With a note already there, Enter keeps it (the prompt says
                // so) and a lone "-" clears it; with none, Enter leaves none.
                let prompt = if before.is_empty() {
                    "A note for this round (Enter for none)"
                } else {
                    "A note for this round (Enter keeps this one, - clears it)"
                };
                match ask::line(prompt, Some(&before))? {
                    Answer::Given(n) if !before.is_empty() && n == "-" => {
                        a.note = Some(String::new());
                        Answer::Given(())
                    }
                    // The same cap as `--note`: a note too long is asked again,
                    // never saved, so no game outgrows what can be read back.
                    Answer::Given(n) => match fortyfives::store::check_note(&n) {
                        Ok(()) => {
                            a.note = Some(n);
                            Answer::Given(())
                        }
                        Err(why) => {
                            eprintln!("{}.", capitalise(&why));
                            continue;
                        }
                    },
                    Answer::Back => Answer::Back,
                }
            }
        };
        match answer {
            Answer::Given(()) => {
                steps.done(now);
                step = after(now, &a);
                if matches!(now, RoundStep::Count(_)) && !matches!(step, Some(RoundStep::Count(_)))
                {
                    let last = playing.len() - 1;
                    let rest = with_the_rest(&a.counts)[last];
                    // "Red took none", never "the other 0".
                    match rest {
                        0 => eprintln!("{} took none.", side_names[last]),
                        n => eprintln!("{} took the other {n}.", side_names[last]),
                    }
                }
            }
            Answer::Back => match steps.back() {
                Some(before) => step = Some(before),
                None => return Ok(None),
            },
        }
    }

    // The answers are the draft: seats and sides as chosen, never names
    // to be found again.
    let mut draft = RoundDraft::default();
    if rules.has_bidding() {
        match a.bidder {
            Some(i) if i < passed => {
                draft.bidder = Some(Who::Player(seats[i]));
                draft.bid = bids_of(&a).get(a.bid.unwrap_or(0)).copied();
            }
            _ => match rules.all_pass {
                AllPass::Bagged => draft.bagged = true,
                AllPass::Redeal => {
                    draft.thrown_in = true;
                    return Ok(Some(draft));
                }
            },
        }
    }
    draft.trump = Some(Suit::ALL[a.trump.unwrap_or(0)]);
    draft.tricks = if needs_order {
        TrickFacts::Winners(a.winners.iter().map(|w| playing[w.unwrap_or(0)]).collect())
    } else {
        let counts = with_the_rest(&a.counts);
        TrickFacts::Counts(
            playing
                .iter()
                .zip(&counts)
                .filter(|(_, &n)| n > 0)
                .map(|(&side, &n)| (side, n))
                .collect(),
        )
    };
    if rules.best_card_scores() {
        let took = took(&a);
        let best = match took.as_slice() {
            [only] => Some(*only),
            _ => took.get(a.best.unwrap_or(0)).copied(),
        };
        draft.best = best.map_or(BestFacts::Unsaid, BestFacts::Side);
    }
    if rules.renege_penalty != RenegePenalty::None {
        draft.renege = a
            .renege
            .filter(|&i| i > 0)
            .map(|i| Who::Player(renege_seats[i - 1]));
    }
    // An empty note is none: for a correction, it clears the note kept.
    draft.note = a.note;
    Ok(Some(draft))
}

/// Trick counts answered so far (a side not yet asked took none).
fn counted(counts: &[Option<u8>]) -> Vec<u8> {
    counts.iter().map(|n| n.unwrap_or(0)).collect()
}

/// Each side's tricks, the last side (never asked) taking what is left.
fn with_the_rest(counts: &[Option<u8>]) -> Vec<u8> {
    let mut all = counted(counts);
    if let Some((last, before)) = all.split_last_mut() {
        *last = 5u8.saturating_sub(before.iter().sum::<u8>());
    }
    all
}
