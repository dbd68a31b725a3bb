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
use crate::cli::view::play::{Elsewhere, Next};
use crate::cli::view::standing::Standing;
use crate::cli::{ask, view, Verdict};

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    if style.json {
        return Err(CliError::input(
            "`fortyfives play` talks to the table and prints no JSON; `fortyfives status --json` and `fortyfives round --json` do",
        ));
    }
    if !interactive() {
        return Err(CliError::input(format!(
            "`fortyfives play` asks its questions at the table and needs a terminal. {}",
            without_a_terminal(ctx)
        )));
    }
    crate::cli::ask::guard_interrupts();
    let store = ctx.store()?;
    let Some(mut name) = pick_game(store, ctx)? else {
        return Ok(Verdict::Done);
    };
    store.set_current(&name)?;
    let (file, state) = load(store, &name)?;
    let mut seen = Seen::of(&name, &file);
    view::play::opening(&file, &state, ask::term::KEYS, style);
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
                    ask::term::drop_typed_ahead();
                    if !ask::confirm(&view::play::take_back_question(&file, style))? {
                        continue;
                    }
                    // The round confirmed must still be the last one.
                    seen.look(store, &name, style)?;
                    if seen.moved {
                        continue;
                    }
                    let taken = undo::take_back(store, &name, ctx.clock.now())?;
                    seen.mark(&name, &taken.file);
                    view::play::took_back(
                        &taken.file,
                        taken.number,
                        &taken.round.record,
                        &taken.state,
                        style,
                    );
                    continue;
                }
                Next::PutBack => {
                    let (file, state) = redo::put_back(store, &name, ctx.clock.now())?;
                    view::play::put_back(&file, &state, style);
                    seen.mark(&name, &file);
                    continue;
                }
                Next::History => {
                    view::play::history(&file, &state, style);
                    continue;
                }
                Next::Rematch => {
                    let (file, state) = rematch::start(store, &name, None, ctx.clock.now())?;
                    name = GameName::parse(&file.name)?;
                    seen.mark(&name, &file);
                    let standing = Standing::of(&file, &state);
                    let series = view::series::of(store, &standing);
                    view::play::rematch(&standing, &file, series.as_ref(), style);
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
                    view::play::stopped(&name);
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
        view::play::gap();
        let Some(mut answers) = ask::round(&file, &state)? else {
            view::play::round_left();
            continue;
        };
        // The round is shown once, whole, scored, before anything is
        // saved: Enter pressed at every question must not become a round.
        loop {
            match check_round(&file, &state, &answers, style) {
                Ok(record) => {
                    match ask::menu(view::play::SAVE_ROUND, &view::play::save_choices(), 0)? {
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
                                    view::play::saved(&file, added.number, &added.state, style);
                                }
                                // Recorded elsewhere meanwhile: the file wins.
                                Ok(None) => {
                                    seen.look(store, &name, style)?;
                                    view::play::beaten_elsewhere();
                                }
                                Err(err) if err.kind == ErrorKind::Input => {
                                    view::play::cannot_record(&err, false);
                                }
                                Err(err) => return Err(err),
                            }
                            break;
                        }
                        Some(1) => {
                            view::play::gap();
                            // Esc at the first question keeps the round as it was.
                            if let Some(again) =
                                ask::round_again(&file, &state, record, &answers, ctx.clock.now())?
                            {
                                answers = again;
                            }
                        }
                        _ => {
                            view::play::dropped();
                            break;
                        }
                    }
                }
                // A round that can't be true is asked again; the game is untouched.
                Err(err) if err.kind == ErrorKind::Input => {
                    view::play::cannot_record(&err, true);
                    view::play::gap();
                    match ask::round(&file, &state)? {
                        Some(again) => answers = again,
                        None => {
                            view::play::round_left();
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
        let changes = if self.game == *name {
            changed_elsewhere(&self.rounds, &file)
        } else {
            Vec::new()
        };
        view::play::changed_elsewhere(&changes, &file, &state, style);
        self.mark(name, &file);
        self.moved = !changes.is_empty();
        Ok((file, state))
    }
}

/// What another command did to the rounds `play` had shown (`seen`):
/// each round from the first that differs, corrected, taken back or
/// recorded.
fn changed_elsewhere(seen: &[SavedRound], file: &GameFile) -> Vec<Elsewhere> {
    let same = seen
        .iter()
        .zip(&file.rounds)
        .take_while(|(a, b)| a == b)
        .count();
    (same..seen.len().max(file.rounds.len()))
        .map(|i| {
            let number = i + 1;
            match (i < seen.len(), i < file.rounds.len()) {
                (true, true) => Elsewhere::Corrected(number),
                (true, false) => Elsewhere::TakenBack(number),
                _ => Elsewhere::Recorded(number),
            }
        })
        .collect()
}

/// The choices after a round (or on coming back to a game).
fn after_round(file: &GameFile, state: &GameState) -> Result<Next, CliError> {
    let mut options = Vec::new();
    if !state.is_over() {
        options.push(Next::Round);
    } else if file.rematch.is_none() {
        options.push(Next::Rematch);
    }
    if !file.rounds.is_empty() {
        options.push(Next::Fix);
        options.push(Next::TakeBack);
    }
    if !file.undone.is_empty() {
        options.push(Next::PutBack);
    }
    options.push(Next::History);
    options.push(Next::Quit);
    let words: Vec<String> = options.iter().map(|n| n.words().to_string()).collect();
    let default = if state.is_over() { words.len() - 1 } else { 0 };
    // Keys typed before this menu shows were meant for a question now gone
    // (the Enter that saved the round, and more): they must never choose
    // "Take back" for the table.
    ask::term::drop_typed_ahead();
    view::play::gap();
    match ask::menu(view::play::WHAT_NEXT, &words, default)? {
        Some(pick) => Ok(options.swap_remove(pick)),
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
    let rounds = view::play::round_choices(file, state, style);
    view::play::gap();
    let Some(pick) = ask::menu(
        view::play::WHICH_ROUND,
        &rounds,
        rounds.len().saturating_sub(1),
    )?
    else {
        return Ok(());
    };
    let number = pick + 1;
    let before = file.state_after(number - 1)?;
    let Some(answers) = ask::correct_round(file, number, &before)? else {
        view::play::nothing_changed(None);
        return Ok(());
    };
    view::play::gap();
    let mut dropped = None;
    let corrected = edit::correct(store, name, number, ctx.clock.now(), |file, before| {
        Ok(edit::keep_unanswered(
            answers,
            number,
            file,
            before,
            &mut dropped,
        ))
    });
    match corrected {
        Ok((file, edited)) => {
            view::round::corrected(&file, number, &edited, dropped.as_deref(), style)
        }
        Err(err) if err.kind == ErrorKind::Input => view::play::nothing_changed(Some(&err)),
        Err(err) => return Err(err),
    }
    Ok(())
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
            let loaded = load(store, g).ok();
            let game = loaded.as_ref().map(|(file, state)| (file, state));
            view::play::game_choice(g, game, Some(g) == current.as_ref())
        })
        .collect();
    items.push(view::play::NEW_GAME.to_string());
    let pick = if games.is_empty() {
        view::play::no_games();
        games.len()
    } else {
        match ask::menu(view::play::WHICH_GAME, &items, 0)? {
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

/// What to type instead of `play` without a terminal, built from the game
/// at hand (the current one, or `--game`): its own players, sides and
/// rules; without a game to carry on, how to start one.
fn without_a_terminal(ctx: &Context) -> String {
    let game = ctx
        .store()
        .ok()
        .and_then(|store| {
            let name = ctx.picked_game(store).ok()?;
            load(store, &name).ok()
        })
        .filter(|(_, state)| !state.is_over());
    match game {
        Some((file, state)) => format!(
            "Without one, record each round of {} with `fortyfives round` and its flags, e.g. fortyfives round {}",
            file.name,
            view::round::example_flags(&file, &state)
        ),
        None => "Without one, start a game with `fortyfives new NAME --teams \"Blue=Ann,Bob\" --teams \"Red=Cid,Dan\"` (or --players for cut-throat), then record each round with `fortyfives round` and its flags (`fortyfives round --help` shows them)".to_string(),
    }
}
