//! `play`: the guided game at the table. Pick a game (or start one), then
//! round after round: ask what the round needs, save it in one go, show the
//! standings, and offer the next round, a take-back, the history or a stop.
//!
//! Answers are gathered before the game is locked; each round is saved by
//! one `Store::update` once every answer is in, so Ctrl-C at any question
//! loses nothing already saved.

use fortyfives::rules::game::GameState;
use fortyfives::rules::game::SavedRound;
use fortyfives::rules::round::{RoundDraft, RoundRecord};
use fortyfives::store::{GameFile, GameName, Health, Store};

use crate::cli::args::NewArgs;
use crate::cli::cmd::{edit, new, redo, rematch, undo};
use crate::cli::context::Context;
use crate::cli::error::{CliError, ErrorKind};
use crate::cli::load::interactive;
use crate::cli::view::output::Style;
use crate::cli::view::standing::Standing;
use crate::cli::{ask, view, view::render, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    if style.json {
        return Err(CliError::input(
            "`fortyfives play` talks to the table and prints no JSON; `fortyfives status --json` and `fortyfives round --json` do",
        ));
    }
    if !interactive() {
        return Err(CliError::input(
            "`fortyfives play` asks its questions at the table and needs a terminal. Without one, record each round with `fortyfives round` and its flags, e.g. fortyfives round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue",
        ));
    }
    crate::cli::ask::guard_interrupts();
    let store = ctx.store()?;
    let Some(mut name) = pick_game(store, ctx)? else {
        return Ok(Verdict::Done);
    };
    store.set_current(&name)?;
    let (file, state) = load(store, &name)?;
    let mut seen = Seen::of(&name, &file);
    println!();
    render::print_status(&Standing::of(&file, &state), style);
    println!("{}", crate::cli::ask::term::KEYS);
    let mut ask_first = state.is_over() || !file.rounds.is_empty() || !file.undone.is_empty();
    loop {
        if ask_first {
            let (file, state) = seen.look(store, &name, style)?;
            let next = after_round(&file, &state)?;
            // Another shell may have changed the game while the menu
            // waited: it is said, and the menu asked again on the game as
            // it now is (a next round simply goes on from it), so no
            // choice acts on rounds not yet seen.
            let (file, state) = seen.look(store, &name, style)?;
            if seen.moved && !matches!(next, Next::Round) {
                continue;
            }
            match next {
                Next::Round => {}
                Next::TakeBack => {
                    let last = file.rounds.len();
                    let words = render::record_words(&file, &file.rounds[last - 1].record, style);
                    if !ask::confirm(&format!("Take back round {last} ({words})?"))? {
                        continue;
                    }
                    // The round confirmed must still be the last one.
                    seen.look(store, &name, style)?;
                    if seen.moved {
                        continue;
                    }
                    let taken = undo::take_back(store, &name, ctx.clock.now())?;
                    seen.mark(&name, &taken.file);
                    println!();
                    println!(
                        "{}",
                        view::undo::took_back_line(
                            &taken.file,
                            taken.number,
                            &taken.round.record,
                            style
                        )
                    );
                    render::print_status(&Standing::of(&taken.file, &taken.state), style);
                    continue;
                }
                Next::PutBack => {
                    println!();
                    let (file, state) = redo::put_back(store, &name, ctx.clock.now())?;
                    view::undo::put_back(&file, &state, style);
                    seen.mark(&name, &file);
                    continue;
                }
                Next::History => {
                    println!();
                    render::print_history(&file, &state, None, style);
                    continue;
                }
                Next::Rematch => {
                    let (file, state) = rematch::start(store, &name, None, ctx.clock.now())?;
                    name = GameName::parse(&file.name)?;
                    seen.mark(&name, &file);
                    println!();
                    println!(
                        "{}",
                        style.bold(&format!(
                            "Rematch: {}, the deal going on from the last game.",
                            file.name
                        ))
                    );
                    let standing = Standing::of(&file, &state);
                    render::print_status(&standing, style);
                    if let Some(series) = crate::cli::view::series::of(store, &standing) {
                        println!("{}", series.line(&file.table));
                    }
                    ask_first = false;
                    continue;
                }
                Next::Fix => {
                    fix_round(store, &name, &file, &state, ctx)?;
                    let (file, _) = load(store, &name)?;
                    seen.mark(&name, &file);
                    continue;
                }
                Next::Quit => {
                    println!(
                        "See you next time: `fortyfives play` picks up {name} where you left off."
                    );
                    return Ok(Verdict::Done);
                }
            }
        }
        ask_first = true;
        let (file, state) = seen.look(store, &name, style)?;
        // A round recorded elsewhere may have ended the game: the menu
        // then offers what comes after a game.
        if state.is_over() {
            continue;
        }
        println!();
        let Some(mut answers) = ask::round(&file, &state)? else {
            println!("Back to the menu: nothing was saved.");
            continue;
        };
        // The round is shown once, whole, scored, before anything is
        // saved: Enter pressed at every question must not become a round.
        loop {
            match check_round(&file, &state, &answers, style) {
                Ok(record) => match ask::menu(
                    "Save this round?",
                    &[
                        "Save it".to_string(),
                        "Fix it: ask again".to_string(),
                        "Drop it: save nothing".to_string(),
                    ],
                    0,
                )? {
                    Some(0) => {
                        let known = Some(seen.rounds.as_slice());
                        match crate::cli::cmd::round::save_round(
                            store,
                            &name,
                            known,
                            ctx.clock.now(),
                            |_, _| Ok((answers, ())),
                        ) {
                            Ok(Some((file, added, ()))) => {
                                seen.mark(&name, &file);
                                show(&file, added.number, &added.state, style);
                            }
                            // Recorded elsewhere meanwhile: the file wins.
                            Ok(None) => {
                                seen.look(store, &name, style)?;
                                println!(
                                    "Your answers were not saved: what was recorded elsewhere stands."
                                );
                            }
                            Err(err) if err.kind == ErrorKind::Input => {
                                eprintln!("That round can't be recorded: {err}");
                                eprintln!("Nothing was saved.");
                            }
                            Err(err) => return Err(err),
                        }
                        break;
                    }
                    Some(1) => {
                        println!();
                        // Esc at the first question keeps the round as it was.
                        if let Some(again) =
                            ask::round_again(&file, &state, record, &answers, ctx.clock.now())?
                        {
                            answers = again;
                        }
                    }
                    _ => {
                        println!("Dropped: nothing was saved.");
                        break;
                    }
                },
                // A round that can't be true is asked again; the game is untouched.
                Err(err) if err.kind == ErrorKind::Input => {
                    eprintln!("That round can't be recorded: {err}");
                    eprintln!("Nothing was saved; let's take it again.");
                    println!();
                    match ask::round(&file, &state)? {
                        Some(again) => answers = again,
                        None => {
                            println!("Back to the menu: nothing was saved.");
                            break;
                        }
                    }
                }
                Err(err) => return Err(err),
            }
        }
    }
}

/// The round the answers make, scored against a copy of the game and shown
/// whole; nothing is saved.
fn check_round(
    file: &GameFile,
    state: &GameState,
    answers: &RoundDraft,
    style: Style,
) -> Result<RoundRecord, CliError> {
    let record = state.record(answers)?;
    let mut after = state.clone();
    let row = after.apply(&record)?;
    view::round::scored(file, &record, &row, &after, style);
    Ok(record)
}

/// The game's rounds as `play` last showed them, so that what another
/// command (another shell, another player's phone) recorded, took back or
/// corrected meanwhile is said, never silently built on or written over.
struct Seen {
    game: GameName,
    rounds: Vec<SavedRound>,
    /// Whether the last [`Seen::look`] found the game changed elsewhere.
    moved: bool,
}

impl Seen {
    fn of(name: &GameName, file: &GameFile) -> Seen {
        Seen {
            game: name.clone(),
            rounds: file.rounds.clone(),
            moved: false,
        }
    }

    /// `play` itself changed the game: this is what it now shows.
    fn mark(&mut self, name: &GameName, file: &GameFile) {
        *self = Seen::of(name, file);
    }

    /// The game as saved now, after saying what changed in it elsewhere
    /// since `play` last looked.
    fn look(
        &mut self,
        store: &Store,
        name: &GameName,
        style: Style,
    ) -> Result<(GameFile, GameState), CliError> {
        let (file, state) = load(store, name)?;
        let news = if self.game == *name {
            changed_elsewhere(&self.rounds, &file, &state, style)
        } else {
            Vec::new()
        };
        let moved = !news.is_empty();
        if moved {
            println!();
            for line in news {
                println!("{}", style.bold(&line));
            }
            render::print_status(&Standing::of(&file, &state), style);
        }
        self.mark(name, &file);
        self.moved = moved;
        Ok((file, state))
    }
}

/// What another command did to the rounds `play` had shown (`seen`), in
/// words: "Round 4 was recorded elsewhere: Ann bid 20 in ♥ hearts; Blue
/// made it with 25."
fn changed_elsewhere(
    seen: &[SavedRound],
    file: &GameFile,
    state: &GameState,
    style: Style,
) -> Vec<String> {
    let same = seen
        .iter()
        .zip(&file.rounds)
        .take_while(|(a, b)| a == b)
        .count();
    let summary = |i: usize| {
        state
            .history
            .get(i)
            .map(|row| render::round_summary(file, &file.rounds[i].record, row, style))
            .unwrap_or_default()
    };
    let mut lines = Vec::new();
    for i in same..seen.len().max(file.rounds.len()) {
        let number = i + 1;
        lines.push(match (i < seen.len(), i < file.rounds.len()) {
            (true, true) => format!("Round {number} was corrected elsewhere: {}", summary(i)),
            (true, false) => format!("Round {number} was taken back elsewhere."),
            _ => format!("Round {number} was recorded elsewhere: {}", summary(i)),
        });
    }
    lines
}

enum Next {
    Round,
    Rematch,
    TakeBack,
    PutBack,
    Fix,
    History,
    Quit,
}

/// The choices after a round (or on coming back to a game).
fn after_round(file: &GameFile, state: &GameState) -> Result<Next, CliError> {
    let mut options = Vec::new();
    if !state.is_over() {
        options.push(("Next round", Next::Round));
    } else if file.rematch.is_none() {
        options.push(("Rematch: same table, same rules", Next::Rematch));
    }
    if !file.rounds.is_empty() {
        options.push(("Fix an earlier round", Next::Fix));
        options.push(("Take back the last round", Next::TakeBack));
    }
    if !file.undone.is_empty() {
        options.push(("Put back the round taken back", Next::PutBack));
    }
    options.push(("Show the history", Next::History));
    options.push(("Stop for now", Next::Quit));
    let words: Vec<String> = options.iter().map(|(w, _)| w.to_string()).collect();
    let default = if state.is_over() { words.len() - 1 } else { 0 };
    println!();
    match ask::menu("What next?", &words, default)? {
        Some(pick) => Ok(options.swap_remove(pick).1),
        None => Ok(Next::Quit),
    }
}

/// "Fix an earlier round": pick the round, answer its questions again
/// (each filled in with the answer recorded), and save the correction. A
/// correction that can't stand is explained and nothing is saved.
fn fix_round(
    store: &Store,
    name: &GameName,
    file: &GameFile,
    state: &GameState,
    ctx: &Context,
) -> Result<(), CliError> {
    let style = ctx.style;
    let rounds: Vec<String> = state
        .history
        .iter()
        .map(|row| {
            let record = &file.rounds[row.round - 1].record;
            format!(
                "Round {}: {}",
                row.round,
                render::round_summary(file, record, row, style)
            )
        })
        .collect();
    println!();
    let Some(pick) = ask::menu("Which round?", &rounds, rounds.len().saturating_sub(1))? else {
        return Ok(());
    };
    let number = pick + 1;
    let before = file.state_after(number - 1)?;
    let Some(answers) = ask::correct_round(file, number, &before)? else {
        println!("Nothing was changed.");
        return Ok(());
    };
    println!();
    match edit::correct(store, name, number, ctx.clock.now(), |_, _| Ok(answers)) {
        Ok((file, edited)) => view::round::corrected(&file, number, &edited, style),
        Err(err) if err.kind == ErrorKind::Input => {
            eprintln!("That correction can't be made: {err}");
            eprintln!("Nothing was changed.");
        }
        Err(err) => return Err(err),
    }
    Ok(())
}

/// The round just saved (it was shown whole before saving), then the
/// standings with who deals next or the winner.
fn show(file: &GameFile, number: usize, state: &GameState, style: Style) {
    println!(
        "{}",
        style.good(&format!("Saved round {number} in {}.", file.name))
    );
    render::print_status(&Standing::of(file, state), style);
    if let Some(winner) = state.winner() {
        println!(
            "{}",
            style.good(&format!(
                "Game over: {} {} {}.",
                file.table.side_name(winner),
                if file.table.is_cut_throat() {
                    "wins"
                } else {
                    "win"
                },
                file.name
            ))
        );
    }
}

fn load(store: &Store, name: &GameName) -> Result<(GameFile, GameState), CliError> {
    let (file, _) = store.load::<GameFile>(name)?;
    let state = file.state()?;
    Ok((file, state))
}

/// `--game`, or a choice among the saved games, or a new game. `None` when
/// the player leaves the menu.
fn pick_game(store: &Store, ctx: &Context) -> Result<Option<GameName>, CliError> {
    if let Some(name) = &ctx.game {
        return Ok(Some(store.resolve(Some(name))?));
    }
    let current = store.current().ok().flatten();
    let mut games: Vec<GameName> = store
        .list()?
        .into_iter()
        .filter(|g| g.health == Health::Good)
        .map(|g| g.name)
        .collect();
    // A finished game can't be carried on: it is listed, not offered first.
    let current = current.filter(|cur| load(store, cur).is_ok_and(|(_, state)| !state.is_over()));
    // The current game first: carrying on is the usual answer.
    if let Some(cur) = &current {
        if let Some(i) = games.iter().position(|g| g == cur) {
            let cur = games.remove(i);
            games.insert(0, cur);
        }
    }
    let mut items: Vec<String> = games
        .iter()
        .map(|g| {
            let (file, state) = match load(store, g) {
                Ok(loaded) => loaded,
                Err(_) => return format!("{g} (can't be read)"),
            };
            let carry_on = if Some(g) == current.as_ref() {
                "Carry on with "
            } else {
                ""
            };
            let how = if state.is_over() {
                "finished".to_string()
            } else {
                let played = file.rounds.len();
                format!("{played} round{}", if played == 1 { "" } else { "s" })
            };
            format!("{carry_on}{g}: {} ({how})", render::matchup(&file.table))
        })
        .collect();
    items.push("Start a new game".to_string());
    let pick = if games.is_empty() {
        println!("No saved games yet: let's start one.");
        games.len()
    } else {
        match ask::menu("Which game?", &items, 0)? {
            Some(pick) => pick,
            None => return Ok(None),
        }
    };
    if pick < games.len() {
        return Ok(Some(games.swap_remove(pick)));
    }
    let Some(answers) = new::ask_new(&NewArgs::default(), store, ctx.clock.now())? else {
        view::new::nothing_started();
        return Ok(None);
    };
    let (file, state) = new::create(&answers, store, ctx.clock.now())?;
    view::new::started(&file, &state, true, ctx.style);
    Ok(Some(GameName::parse(&file.name)?))
}
