//! Questions asked on a terminal when `new` or `round` is run without the
//! flags it needs. Never used when stdin is not a terminal. Every answer is
//! gathered before the game is locked or written, so Ctrl-C at any prompt
//! changes nothing.

use std::sync::Once;

use dialoguer::console::Term;
use dialoguer::theme::SimpleTheme;
use dialoguer::{Confirm, Input, Select};
use fortyfives::rules::game::GameState;
use fortyfives::rules::house::{apply_choice, settings, HOUSE_QUESTIONS};
use fortyfives::rules::round::RoundRecord;
use fortyfives::rules::variant::{AllPass, RenegePenalty, PRESETS};
use fortyfives::rules::{RuleSet, Seat, SideId, Suit};
use fortyfives::store::{GameFile, SavedRound};

use super::args::{NewArgs, RoundArgs};
use super::error::CliError;
use super::known::Known;

/// The exit code of a program stopped by Ctrl-C (128 + SIGINT).
const INTERRUPTED: i32 = 130;

/// Makes Ctrl-C at a question stop cleanly: the cursor a menu hid is shown
/// again and the program says what was kept. Answers are only ever saved
/// once a question round is complete, so stopping loses nothing saved.
pub fn guard_interrupts() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // Without the handler Ctrl-C still stops the program; the terminal
        // may just be left without a cursor, so a failure is not fatal.
        let _ = ctrlc::set_handler(stop);
    });
}

/// Ctrl-C: show the cursor again, say what was kept, exit. The signal
/// handler and the interrupted prompt both come here; only one speaks.
fn stop() {
    static STOP: Once = Once::new();
    STOP.call_once(|| {
        let term = Term::stderr();
        let _ = term.show_cursor();
        let _ = term.write_line("");
        let _ = term.write_line(
            "Stopped. Unfinished answers were dropped; every round already recorded is saved.",
        );
        std::process::exit(INTERRUPTED);
    });
}

fn asked<T>(result: dialoguer::Result<T>) -> Result<T, CliError> {
    result.map_err(|e| {
        let dialoguer::Error::IO(io) = &e;
        if io.kind() == std::io::ErrorKind::Interrupted {
            stop();
        }
        // A failed prompt may have hidden the cursor.
        let _ = Term::stderr().show_cursor();
        CliError::input(format!("stopped at a question ({e}); nothing was saved"))
    })
}

/// A menu that Esc or q leaves: `None` then.
pub fn menu(prompt: &str, items: &[String], default: usize) -> Result<Option<usize>, CliError> {
    asked(
        Select::with_theme(&SimpleTheme)
            .with_prompt(prompt)
            .items(items)
            .default(default)
            .interact_opt(),
    )
}

/// The house-rule questions, starting from `rules`: the `--set` settings
/// the table's answers make.
fn house_rules(rules: &RuleSet) -> Result<Vec<String>, CliError> {
    let mut answered = rules.clone();
    for question in HOUSE_QUESTIONS {
        if !(question.applies)(&answered) {
            continue;
        }
        let (choices, default) = question.choices(&answered);
        let words: Vec<String> = choices.iter().map(|c| c.words.clone()).collect();
        let pick = select(question.question, &words, default)?;
        answered = apply_choice(&answered, &choices[pick])?;
    }
    Ok(settings(rules, &answered))
}

fn select(prompt: &str, items: &[String], default: usize) -> Result<usize, CliError> {
    asked(
        Select::with_theme(&SimpleTheme)
            .with_prompt(prompt)
            .items(items)
            .default(default)
            .interact(),
    )
}

fn text(prompt: &str, default: Option<&str>) -> Result<String, CliError> {
    let mut input = Input::<String>::with_theme(&SimpleTheme).with_prompt(prompt);
    if let Some(d) = default {
        input = input.default(d.to_string());
    }
    asked(input.interact_text()).map(|s| s.trim().to_string())
}

fn number(prompt: &str, low: u8, high: u8, default: Option<u8>) -> Result<u8, CliError> {
    loop {
        let answer = text(prompt, default.map(|d| d.to_string()).as_deref())?;
        match answer.parse::<u8>() {
            Ok(n) if (low..=high).contains(&n) => return Ok(n),
            _ => eprintln!("Type a number from {low} to {high}."),
        }
    }
}

/// The questions of `new`: name, seating, rules, first dealer.
pub fn new_game(given: &NewArgs, known: &Known) -> Result<NewArgs, CliError> {
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    let name = match &given.name {
        Some(n) => n.clone(),
        None => text("Name of the game", Some(&today))?,
    };
    let preset = match &given.preset {
        Some(p) => p.clone(),
        None => {
            let items: Vec<String> = PRESETS
                .iter()
                .map(|p| format!("{:<13} {}", p.name, p.summary))
                .collect();
            PRESETS[select("Which rules?", &items, 0)?].name.to_string()
        }
    };
    let mut set = given.set.clone();
    if given.preset.is_none() && given.set.is_empty() {
        let rules = RuleSet::preset(&preset)?;
        let ask = asked(
            Confirm::with_theme(&SimpleTheme)
                .with_prompt("Ask about your table's house rules?")
                .default(false)
                .interact(),
        )?;
        if ask {
            set = house_rules(&rules)?;
            if set.is_empty() {
                eprintln!("Your table plays the {preset} rules as they are.");
            } else {
                eprintln!("Your house rules: {}.", set.join(", "));
            }
        }
    }
    let shapes = vec![
        "Teams (partners sit alternately)".to_string(),
        "Every player for themself (cut-throat)".to_string(),
    ];
    let mut teams = Vec::new();
    let mut players = Vec::new();
    // A regular table: the same seating as a game before, in one answer.
    if !known.tables.is_empty() {
        let mut items: Vec<String> = known.tables.iter().map(|t| t.words.clone()).collect();
        items.push("Someone else: a new table".to_string());
        let pick = select("Who is playing?", &items, 0)?;
        if let Some(table) = known.tables.get(pick) {
            teams.clone_from(&table.teams);
            players.clone_from(&table.players);
        }
    }
    let mut used: Vec<String> = Vec::new();
    if !teams.is_empty() || !players.is_empty() {
        // Seated from a game before.
    } else if select("How do you play?", &shapes, 0)? == 0 {
        let count = number("How many teams?", 2, 4, Some(2))?;
        let size = number("Players in each team?", 2, 8 / count, Some(2))?;
        for t in 1..=count {
            let team_name = text(&format!("Team {t}'s name"), Some(&format!("Team {t}")))?;
            let mut members = Vec::new();
            for p in 1..=size {
                let name = player_name(&format!("{team_name}, player {p}"), known, &used)?;
                used.push(name.clone());
                members.push(name);
            }
            teams.push(format!("{team_name}={}", members.join(",")));
        }
    } else {
        let list = if known.players.is_empty() {
            text("Players, clockwise, separated by commas", None)?
        } else {
            text(
                &format!(
                    "Players, clockwise, separated by commas (before: {})",
                    known.players.join(", ")
                ),
                None,
            )?
        };
        players = list.split(',').map(|p| p.trim().to_string()).collect();
    }
    let dealer = if asked(
        Confirm::with_theme(&SimpleTheme)
            .with_prompt("Does the last player seated deal first?")
            .default(true)
            .interact(),
    )? {
        None
    } else {
        Some(text("Who deals first?", None)?)
    };
    Ok(NewArgs {
        name: Some(name),
        teams,
        players,
        preset: Some(preset),
        set,
        dealer,
        score: given.score.clone(),
    })
}

/// A player's name: picked from the names used before (those not already
/// seated), or typed.
fn player_name(prompt: &str, known: &Known, used: &[String]) -> Result<String, CliError> {
    let offered: Vec<String> = known
        .players
        .iter()
        .filter(|p| !used.iter().any(|u| u.eq_ignore_ascii_case(p)))
        .cloned()
        .collect();
    if offered.is_empty() {
        return text(prompt, None);
    }
    let mut items = offered.clone();
    items.push("Someone new (type the name)".to_string());
    let pick = select(prompt, &items, 0)?;
    match offered.get(pick) {
        Some(name) => Ok(name.clone()),
        None => text(prompt, None),
    }
}

/// The questions of `round`: only what this game's rules need.
pub fn round(file: &GameFile, state: &GameState) -> Result<RoundArgs, CliError> {
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
    answers: &RoundArgs,
) -> Result<RoundArgs, CliError> {
    let given = SavedRound {
        at: chrono::Local::now().fixed_offset(),
        note: answers.note.clone(),
        record,
    };
    round_questions(file, state, Some(&given))
}

/// A yes-or-no question whose safe answer, no, is the default.
pub fn confirm(prompt: &str) -> Result<bool, CliError> {
    asked(
        Confirm::with_theme(&SimpleTheme)
            .with_prompt(prompt)
            .default(false)
            .interact(),
    )
}

/// The questions of `edit N` (and `play`'s "fix an earlier round"): the
/// same as `round`'s, asked against the game as it stood before round N,
/// each filled in with the answer recorded before.
pub fn correct_round(
    file: &GameFile,
    number: usize,
    before: &GameState,
) -> Result<RoundArgs, CliError> {
    let old = &file.rounds[number - 1];
    eprintln!(
        "Correcting round {number}: {} dealt. Enter keeps each answer as it was.",
        file.table.player_name(old.record.dealer)
    );
    round_questions(file, before, Some(old))
}

fn round_questions(
    file: &GameFile,
    state: &GameState,
    old: Option<&SavedRound>,
) -> Result<RoundArgs, CliError> {
    let table = &file.table;
    let rules = &file.rules;
    let playing: Vec<SideId> = state.playing();
    let was = old.map(|o| &o.record);
    let mut args = RoundArgs {
        from: None,
        bidder: None,
        bid: None,
        bagged: false,
        thrown_in: false,
        trump: None,
        tricks: Vec::new(),
        winners: None,
        best: None,
        best_trick: None,
        auction: None,
        note: None,
        renege: None,
    };

    if rules.has_bidding() {
        let seats = state.bidding_order();
        let mut items: Vec<String> = seats.iter().map(|&s| table.player_name(s)).collect();
        let all_passed = match rules.all_pass {
            AllPass::Bagged => format!(
                "Everyone passed: {} is bagged",
                table.player_name(state.dealer)
            ),
            AllPass::Redeal => "Everyone passed: the hand is thrown in".to_string(),
        };
        items.push(all_passed);
        let default = match was {
            Some(r) if r.is_thrown_in() || r.is_bagged() => seats.len(),
            Some(r) => match r.bid() {
                Some(b) => seats
                    .iter()
                    .position(|&s| Some(s) == b.player)
                    .or_else(|| seats.iter().position(|&s| table.side_of(s) == b.side))
                    .unwrap_or(0),
                None => 0,
            },
            None => 0,
        };
        let pick = select("Who won the bid?", &items, default)?;
        if pick == seats.len() {
            match rules.all_pass {
                AllPass::Bagged => args.bagged = true,
                AllPass::Redeal => {
                    args.thrown_in = true;
                    return Ok(args);
                }
            }
        } else {
            let seat = seats[pick];
            args.bidder = Some(table.player_name(seat));
            let bids = state.allowed_bids(table.side_of(seat));
            let labels: Vec<String> = bids.iter().map(u8::to_string).collect();
            let default = was
                .and_then(|r| r.bid())
                .and_then(|b| bids.iter().position(|&n| n == b.amount))
                .unwrap_or(0);
            args.bid = Some(bids[select("Bid?", &labels, default)?]);
        }
    }

    let suits: Vec<String> = Suit::ALL
        .iter()
        .map(|s| format!("{} {}", s.symbol(), s.name()))
        .collect();
    let default = was
        .and_then(|r| r.trump)
        .and_then(|t| Suit::ALL.iter().position(|&s| s == t))
        .unwrap_or(0);
    args.trump = Some(
        Suit::ALL[select("Trump?", &suits, default)?]
            .name()
            .to_string(),
    );
    let old_order = was.and_then(|r| r.tricks.order().map(<[SideId]>::to_vec));
    let old_counts = was.map(|r| r.tricks.counts(table.sides.len()));

    let side_names: Vec<String> = playing.iter().map(|&s| table.side_name(s)).collect();
    let needs_order = state.may_need_trick_order();
    let mut took: Vec<SideId> = Vec::new();
    if needs_order {
        let mut winners = Vec::new();
        for k in 1..=5 {
            let default = old_order
                .as_ref()
                .and_then(|o| o.get(k - 1))
                .and_then(|s| playing.iter().position(|p| p == s))
                .unwrap_or(0);
            let pick = select(&format!("Who took trick {k}?"), &side_names, default)?;
            winners.push(side_names[pick].clone());
            took.push(playing[pick]);
        }
        args.winners = Some(winners.join(","));
    } else {
        let mut left = 5u8;
        for (i, &side) in playing.iter().enumerate() {
            let n = if i + 1 == playing.len() {
                eprintln!("{} took the other {left}.", table.side_name(side));
                left
            } else if left == 0 {
                0
            } else {
                // A new round's trick counts have no default: Enter alone
                // must not say a side took nothing.
                let default = old_counts
                    .as_ref()
                    .and_then(|c| c.get(side).copied())
                    .map(|n| n.min(left));
                number(
                    &format!("Tricks taken by {} (0 to {left})", table.side_name(side)),
                    0,
                    left,
                    default,
                )?
            };
            left -= n;
            if n > 0 {
                args.tricks.push(format!("{}={n}", table.side_name(side)));
                took.push(side);
            }
        }
    }
    took.sort_unstable();
    took.dedup();
    if rules.best_card_scores() {
        args.best = Some(match took.as_slice() {
            [only] => table.side_name(*only),
            _ => {
                let names: Vec<String> = took.iter().map(|&s| table.side_name(s)).collect();
                let default = was
                    .and_then(|r| r.best)
                    .and_then(|b| took.iter().position(|&s| s == b))
                    .unwrap_or(0);
                names[select("Who took the trick with the best card?", &names, default)?].clone()
            }
        });
    }
    if rules.renege_penalty != RenegePenalty::None {
        // Only asked where a renege costs something: elsewhere it is a
        // flag (`--renege`) for the record.
        let mut items = vec!["No".to_string()];
        let seats: Vec<Seat> = table
            .seats()
            .filter(|&s| playing.contains(&table.side_of(s)))
            .collect();
        items.extend(seats.iter().map(|&s| table.player_name(s)));
        let default = was
            .and_then(|r| r.renege)
            .and_then(|r| r.player)
            .and_then(|p| seats.iter().position(|&s| s == p))
            .map_or(0, |i| i + 1);
        let pick = select("Was a renege called? On whom?", &items, default)?;
        args.renege = (pick > 0).then(|| table.player_name(seats[pick - 1]));
    }
    let old_note = old.and_then(|o| o.note.as_deref()).unwrap_or("");
    let note = text("A note for this round (Enter for none)", Some(old_note))?;
    args.note = (!note.is_empty()).then_some(note);
    Ok(args)
}
