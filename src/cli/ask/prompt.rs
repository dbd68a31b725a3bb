//! Questions asked on a terminal when `new` or `round` is run without the
//! flags it needs. Never used when stdin is not a terminal. Every answer is
//! gathered before the game is locked or written, so Ctrl-C at any prompt
//! changes nothing.

use fortyfives::rules::prose::capitalise;

use fortyfives::rules::game::GameState;
use fortyfives::rules::house::{apply_choice, settings, HOUSE_QUESTIONS};
use fortyfives::rules::round::{BestFacts, RoundDraft, RoundRecord, TrickFacts};
use fortyfives::rules::table::{check_name, Table, Who};
use fortyfives::rules::variant::{AllPass, RenegePenalty, PRESETS};
use fortyfives::rules::{RuleSet, Seat, SideId, Suit};
use fortyfives::store::{GameFile, SavedRound};

use crate::cli::args::NewArgs;
use crate::cli::ask::known::Known;
use crate::cli::ask::term::{self as ask, Answer};
use crate::cli::error::CliError;

/// A menu that Esc or q leaves: `None` then.
pub fn menu(prompt: &str, items: &[String], default: usize) -> Result<Option<usize>, CliError> {
    Ok(match ask::choose(prompt, items, default)? {
        Answer::Given(i) => Some(i),
        Answer::Back => None,
    })
}

/// A yes-or-no question whose safe answer, no, is the default (Esc is no).
pub fn confirm(prompt: &str) -> Result<bool, CliError> {
    Ok(ask::yes_no(prompt, false)? == Answer::Given(true))
}

/// A whole number from `low` to `high`, asked until one is typed. Enter
/// alone takes `default`; without one it is no answer, since a fact that
/// decides the score is never made up.
fn number(prompt: &str, low: u8, high: u8, default: Option<u8>) -> Result<Answer<u8>, CliError> {
    loop {
        let typed = match ask::line(prompt, default.map(|d| d.to_string()).as_deref())? {
            Answer::Given(t) => t,
            Answer::Back => return Ok(Answer::Back),
        };
        match typed.parse::<u8>() {
            Ok(n) if (low..=high).contains(&n) => return Ok(Answer::Given(n)),
            _ => eprintln!("Type a number from {low} to {high}."),
        }
    }
}

/// Questions asked one after another, Esc going back to the one asked
/// before (skipped questions are not asked again). Each answer is kept, so
/// a question asked again offers the answer given before.
struct Steps<S: Copy> {
    asked: Vec<S>,
}

impl<S: Copy> Steps<S> {
    fn new() -> Steps<S> {
        Steps { asked: Vec::new() }
    }
    /// `step` was answered: Esc from the next question comes back here.
    fn done(&mut self, step: S) {
        self.asked.push(step);
    }
    /// The question to ask again on Esc; `None` at the first.
    fn back(&mut self) -> Option<S> {
        self.asked.pop()
    }
}

/// What `new` still needs to ask, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NewStep {
    Name,
    Rules,
    AskHouse,
    House(usize),
    KnownTable,
    Shape,
    TeamCount,
    TeamSize,
    TeamName(usize),
    Member(usize, usize),
    Players,
    Dealer,
}

/// The answers to `new`'s questions so far.
#[derive(Default)]
struct NewAnswers {
    name: Option<String>,
    preset: Option<usize>,
    ask_house: Option<bool>,
    house: Vec<Option<usize>>,
    known_table: Option<usize>,
    teams_shape: Option<bool>,
    team_count: Option<u8>,
    team_size: Option<u8>,
    team_names: Vec<Option<String>>,
    members: Vec<Vec<Option<String>>>,
    players: Option<String>,
    dealer: Option<usize>,
}

/// What `new` asks: the game's name, the rules (and the house rules),
/// who plays and how they sit, who deals first. Each answer is checked as
/// it is given and asked again with the reason; Esc goes back one question.
/// `name_problem` says why a name can't be used (taken, or not a name).
/// `None` when Esc is pressed at the first question.
pub fn new_game(
    given: &NewArgs,
    known: &Known,
    name_problem: &dyn Fn(&str) -> Option<String>,
) -> Result<Option<NewArgs>, CliError> {
    eprintln!("{}", ask::KEYS);
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    let mut a = NewAnswers {
        house: vec![None; HOUSE_QUESTIONS.len()],
        ..NewAnswers::default()
    };
    let mut steps = Steps::new();
    let mut step = Some(NewStep::Name);
    // The seating as last checked: the dealer is picked from it.
    let mut seated: Option<(Vec<String>, Vec<String>, Table)> = None;
    let mut told_house = false;
    while let Some(now) = step {
        // The house rules are said once their questions are done.
        if matches!(now, NewStep::House(_)) {
            told_house = false;
        } else if a.ask_house == Some(true)
            && !told_house
            && matches!(now, NewStep::KnownTable | NewStep::Shape)
        {
            told_house = true;
            let rules = RuleSet::preset(&preset_of(given, &a))?;
            let set = settings(&rules, &house_answers(&rules, &a.house)?);
            if set.is_empty() {
                eprintln!(
                    "Your table plays the {} rules as they are.",
                    preset_of(given, &a)
                );
            } else {
                eprintln!("Your house rules: {}.", set.join(", "));
            }
        }
        let rules = RuleSet::preset(&preset_of(given, &a))?;
        let answer: Answer<()> = match now {
            NewStep::Name => {
                if let Some(n) = &given.name {
                    a.name = Some(n.clone());
                    step = Some(NewStep::Rules);
                    continue;
                }
                let default = a.name.clone().unwrap_or_else(|| today.clone());
                match ask::line("Name of the game", Some(&default))? {
                    Answer::Given(name) => match name_problem(&name) {
                        Some(why) => {
                            eprintln!("That name can't be used: {why}.");
                            continue;
                        }
                        None => {
                            a.name = Some(name);
                            Answer::Given(())
                        }
                    },
                    Answer::Back => Answer::Back,
                }
            }
            NewStep::Rules => {
                if given.preset.is_some() {
                    step = Some(NewStep::AskHouse);
                    continue;
                }
                let items: Vec<String> = PRESETS
                    .iter()
                    .map(|p| format!("{:<13} {}", p.name, p.summary))
                    .collect();
                ask::choose("Which rules?", &items, a.preset.unwrap_or(0))?
                    .map(|i| a.preset = Some(i))
            }
            NewStep::AskHouse => {
                if given.preset.is_some() || !given.set.is_empty() {
                    step = Some(NewStep::KnownTable);
                    continue;
                }
                ask::yes_no(
                    "Ask about your table's house rules?",
                    a.ask_house.unwrap_or(false),
                )?
                .map(|yes| a.ask_house = Some(yes))
            }
            NewStep::House(q) => {
                let answered = house_answers(&rules, &a.house[..q])?;
                let question = &HOUSE_QUESTIONS[q];
                if !(question.applies)(&answered) {
                    a.house[q] = None;
                    step = next_new(now, &a, known);
                    continue;
                }
                let (choices, default) = question.choices(&answered);
                let words: Vec<String> = choices.iter().map(|c| c.words.clone()).collect();
                let at = a.house[q].filter(|&i| i < words.len()).unwrap_or(default);
                ask::choose(question.question, &words, at)?.map(|i| a.house[q] = Some(i))
            }
            NewStep::KnownTable => {
                if known.tables.is_empty() {
                    step = Some(NewStep::Shape);
                    continue;
                }
                let mut items: Vec<String> = known.tables.iter().map(|t| t.words.clone()).collect();
                items.push("Someone else: a new table".to_string());
                ask::choose("Who is playing?", &items, a.known_table.unwrap_or(0))?
                    .map(|i| a.known_table = Some(i))
            }
            NewStep::Shape => {
                let shapes = [
                    "Teams (partners sit alternately)".to_string(),
                    "Every player for themself (cut-throat)".to_string(),
                ];
                let at = usize::from(a.teams_shape == Some(false));
                ask::choose("How do you play?", &shapes, at)?.map(|i| a.teams_shape = Some(i == 0))
            }
            NewStep::TeamCount => number("How many teams?", 2, 4, Some(a.team_count.unwrap_or(2)))?
                .map(|n| a.team_count = Some(n)),
            NewStep::TeamSize => {
                let most = 8 / a.team_count.unwrap_or(2);
                let default = a.team_size.unwrap_or(2).min(most);
                number("Players in each team?", 2, most, Some(default))?
                    .map(|n| a.team_size = Some(n))
            }
            NewStep::TeamName(t) => {
                grow(&mut a.team_names, t + 1);
                let default = a.team_names[t]
                    .clone()
                    .unwrap_or_else(|| format!("Team {}", t + 1));
                match ask::line(&format!("Team {}'s name", t + 1), Some(&default))? {
                    Answer::Given(name) => {
                        let others = names_before(&a, now);
                        match check_new_name(&name, &others) {
                            Err(why) => {
                                eprintln!("{why}");
                                continue;
                            }
                            Ok(name) => {
                                a.team_names[t] = Some(name);
                                Answer::Given(())
                            }
                        }
                    }
                    Answer::Back => Answer::Back,
                }
            }
            NewStep::Member(t, p) => {
                grow(&mut a.members, t + 1);
                grow(&mut a.members[t], p + 1);
                let team = a.team_names[t].clone().unwrap_or_default();
                let others = names_before(&a, now);
                let prompt = format!("{team}, player {}", p + 1);
                match player_name(&prompt, known, &others, a.members[t][p].as_deref())? {
                    Answer::Given(name) => match check_new_name(&name, &others) {
                        Err(why) => {
                            eprintln!("{why}");
                            continue;
                        }
                        Ok(name) => {
                            a.members[t][p] = Some(name);
                            Answer::Given(())
                        }
                    },
                    Answer::Back => Answer::Back,
                }
            }
            NewStep::Players => {
                let prompt = if known.players.is_empty() {
                    "Players, clockwise, separated by commas".to_string()
                } else {
                    format!(
                        "Players, clockwise, separated by commas (before: {})",
                        known.players.join(", ")
                    )
                };
                match ask::line(&prompt, a.players.as_deref())? {
                    Answer::Given(list) => {
                        let names: Vec<String> =
                            list.split(',').map(|p| p.trim().to_string()).collect();
                        match Table::cut_throat(names) {
                            Err(why) => {
                                eprintln!("{}.", capitalise(&why.to_string()));
                                continue;
                            }
                            Ok(_) => {
                                a.players = Some(list);
                                Answer::Given(())
                            }
                        }
                    }
                    Answer::Back => Answer::Back,
                }
            }
            NewStep::Dealer => {
                let (teams, players) = seating(&a, known);
                let table = if players.is_empty() {
                    Table::teams(teams.iter().map(|t| team_of(t)).collect())
                } else {
                    Table::cut_throat(players.clone())
                };
                // A seating the rules can't play (two pairs for a partners
                // game, say) goes back to how the table plays.
                let table = match table.and_then(|t| {
                    t.check_seating(&rules)?;
                    Ok(t)
                }) {
                    Ok(t) => t,
                    Err(why) => {
                        eprintln!("{}.", capitalise(&why.to_string()));
                        a.known_table = Some(known.tables.len());
                        step = Some(NewStep::Shape);
                        continue;
                    }
                };
                eprintln!("Seated clockwise: {}.", table.players.join(", "));
                let last = table.players.len() - 1;
                let at = a.dealer.filter(|&d| d <= last).unwrap_or(last);
                let answer = ask::choose("Who deals first?", &table.players, at)?
                    .map(|i| a.dealer = Some(i));
                seated = Some((teams, players, table));
                answer
            }
        };
        match answer {
            Answer::Given(()) => {
                steps.done(now);
                step = next_new(now, &a, known);
            }
            Answer::Back => match steps.back() {
                Some(before) => step = Some(before),
                None => return Ok(None),
            },
        }
    }
    let preset = preset_of(given, &a);
    let rules = RuleSet::preset(&preset)?;
    let set = if a.ask_house == Some(true) {
        settings(&rules, &house_answers(&rules, &a.house)?)
    } else {
        given.set.clone()
    };
    let Some((teams, players, table)) = seated else {
        return Ok(None);
    };
    let dealer = a.dealer.map(|d| table.players[d].clone());
    Ok(Some(NewArgs {
        name: a.name,
        teams,
        players,
        preset: Some(preset),
        set,
        dealer,
        score: given.score.clone(),
    }))
}

/// The preset given on the command line or picked.
fn preset_of(given: &NewArgs, a: &NewAnswers) -> String {
    match (&given.preset, a.preset) {
        (Some(p), _) => p.clone(),
        (None, i) => PRESETS[i.unwrap_or(0)].name.to_string(),
    }
}

/// The question after `now`, given the answers so far.
fn next_new(now: NewStep, a: &NewAnswers, known: &Known) -> Option<NewStep> {
    use NewStep::*;
    let count = usize::from(a.team_count.unwrap_or(2));
    let size = usize::from(a.team_size.unwrap_or(2));
    Some(match now {
        Name => Rules,
        Rules => AskHouse,
        AskHouse if a.ask_house == Some(true) => House(0),
        AskHouse => KnownTable,
        House(q) if q + 1 < HOUSE_QUESTIONS.len() => House(q + 1),
        House(_) => KnownTable,
        KnownTable => match a.known_table {
            Some(i) if i < known.tables.len() => Dealer,
            _ => Shape,
        },
        Shape if a.teams_shape == Some(false) => Players,
        Shape => TeamCount,
        TeamCount => TeamSize,
        TeamSize => TeamName(0),
        TeamName(t) => Member(t, 0),
        Member(t, p) if p + 1 < size => Member(t, p + 1),
        Member(t, _) if t + 1 < count => TeamName(t + 1),
        Member(..) | Players => Dealer,
        Dealer => return None,
    })
}

/// The rules the house answers make, answered in order up to here.
fn house_answers(rules: &RuleSet, picks: &[Option<usize>]) -> Result<RuleSet, CliError> {
    let mut answered = rules.clone();
    for (question, pick) in HOUSE_QUESTIONS.iter().zip(picks) {
        let Some(pick) = *pick else { continue };
        if !(question.applies)(&answered) {
            continue;
        }
        let (choices, _) = question.choices(&answered);
        if let Some(choice) = choices.get(pick) {
            answered = apply_choice(&answered, choice)?;
        }
    }
    Ok(answered)
}

/// The teams (`NAME=A,B`) or the cut-throat players the answers seat.
fn seating(a: &NewAnswers, known: &Known) -> (Vec<String>, Vec<String>) {
    if let Some(table) = a.known_table.and_then(|i| known.tables.get(i)) {
        return (table.teams.clone(), table.players.clone());
    }
    if a.teams_shape == Some(false) {
        let list = a.players.clone().unwrap_or_default();
        return (
            Vec::new(),
            list.split(',').map(|p| p.trim().to_string()).collect(),
        );
    }
    let count = usize::from(a.team_count.unwrap_or(2));
    let size = usize::from(a.team_size.unwrap_or(2));
    let teams = (0..count)
        .map(|t| {
            let name = a.team_names.get(t).cloned().flatten().unwrap_or_default();
            let members: Vec<String> = (0..size)
                .map(|p| {
                    a.members
                        .get(t)
                        .and_then(|m| m.get(p))
                        .cloned()
                        .flatten()
                        .unwrap_or_default()
                })
                .collect();
            format!("{name}={}", members.join(","))
        })
        .collect();
    (teams, Vec::new())
}

/// A team as `new` saves it in the answers, `NAME=A,B`.
fn team_of(text: &str) -> (Option<String>, Vec<String>) {
    let (name, players) = text.split_once('=').unwrap_or(("", text));
    let name = name.trim();
    (
        (!name.is_empty()).then(|| name.to_string()),
        players.split(',').map(|p| p.trim().to_string()).collect(),
    )
}

/// The team and player names given before question `now`, to refuse one
/// used twice when it is typed.
fn names_before(a: &NewAnswers, now: NewStep) -> Vec<String> {
    let mut names = Vec::new();
    for (t, team) in a.team_names.iter().enumerate() {
        if let Some(name) = team {
            if now != NewStep::TeamName(t) {
                names.push(name.clone());
            }
        }
        for (p, member) in a.members.get(t).into_iter().flatten().enumerate() {
            if let Some(name) = member {
                if now != NewStep::Member(t, p) {
                    names.push(name.clone());
                }
            }
        }
    }
    names
}

/// A player's or team's name as typed: a name the rules accept (see
/// `rules::table::check_name`), not one already given.
fn check_new_name(name: &str, others: &[String]) -> Result<String, String> {
    let name = check_name(name).map_err(|e| format!("{}.", capitalise(&e.to_string())))?;
    if others.iter().any(|o| o.eq_ignore_ascii_case(&name)) {
        return Err(format!(
            "{name} is already at this table; give each player and team its own name."
        ));
    }
    Ok(name)
}

fn grow<T: Default + Clone>(list: &mut Vec<T>, len: usize) {
    if list.len() < len {
        list.resize(len, T::default());
    }
}

/// A player's name: picked from the names used before (those not already
/// seated), or typed.
fn player_name(
    prompt: &str,
    known: &Known,
    used: &[String],
    before: Option<&str>,
) -> Result<Answer<String>, CliError> {
    let offered: Vec<String> = known
        .players
        .iter()
        .filter(|p| !used.iter().any(|u| u.eq_ignore_ascii_case(p)))
        .cloned()
        .collect();
    if offered.is_empty() {
        return ask::line(prompt, before);
    }
    let mut items = offered.clone();
    items.push("Someone new (type the name)".to_string());
    let at = before
        .and_then(|b| offered.iter().position(|o| o == b))
        .unwrap_or(0);
    loop {
        match ask::choose(prompt, &items, at)? {
            Answer::Given(i) => match offered.get(i) {
                Some(name) => return Ok(Answer::Given(name.clone())),
                None => match ask::line(prompt, None)? {
                    Answer::Given(name) => return Ok(Answer::Given(name)),
                    // Back from typing: the list of names again.
                    Answer::Back => continue,
                },
            },
            Answer::Back => return Ok(Answer::Back),
        }
    }
}

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
) -> Result<Option<RoundDraft>, CliError> {
    let given = SavedRound {
        at: chrono::Local::now().fixed_offset(),
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
            RoundStep::Winner(k) => ask::choose(
                &format!("Who took trick {}?", k + 1),
                &side_names,
                a.winners[k].unwrap_or(0),
            )?
            .map(|i| a.winners[k] = Some(i)),
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
                match ask::line("A note for this round (Enter for none)", Some(&before))? {
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
                    eprintln!("{} took the other {rest}.", side_names[last]);
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
    draft.note = a.note.filter(|n| !n.is_empty());
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
