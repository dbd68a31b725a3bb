//! The questions of `new` run without the flags it needs: the game's name,
//! the rules and house rules, who plays and how they sit, who deals first.
//! Every answer is gathered before anything is written, so Ctrl-C at any
//! question changes nothing.

use fortyfives::rules::prose::capitalise;

use fortyfives::rules::house::{apply_choice, settings, HOUSE_QUESTIONS};
use fortyfives::rules::table::{check_name, Table};
use fortyfives::rules::variant::PRESETS;
use fortyfives::rules::RuleSet;

use crate::cli::args::NewArgs;
use crate::cli::ask::known::Known;
use crate::cli::ask::term::{self as ask, Answer};
use crate::cli::error::CliError;

use super::steps::{number, Steps};

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
    now: chrono::DateTime<chrono::FixedOffset>,
) -> Result<Option<NewArgs>, CliError> {
    eprintln!(
        "{}",
        crate::cli::view::output::fitted(ask::KEYS, 0).join("\n")
    );
    let today = now.format("%Y-%m-%d").to_string();
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
                let line = format!("Your house rules: {}.", set.join(", "));
                eprintln!("{}", crate::cli::view::output::fitted(&line, 2).join("\n"));
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
                // The default is never a name already taken: today's date,
                // else the first of today-2, today-3, ... that is free.
                let default = a.name.clone().unwrap_or_else(|| {
                    std::iter::once(today.clone())
                        .chain((2..100).map(|n| format!("{today}-{n}")))
                        .find(|name| name_problem(name).is_none())
                        .unwrap_or_else(|| today.clone())
                });
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
