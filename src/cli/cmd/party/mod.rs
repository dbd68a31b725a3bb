//! `party`: a card party night, one subcommand a file. The evening itself
//! (seating, movement, results, tally, prizes) is `rules::party`; its file
//! is `store::PartyFile`, in the store's `parties` folder; this module
//! reads the command line, loads or changes the party, and hands what
//! happened to `view/party.rs` (the board, the hall and the exported tally
//! to its siblings `view/party_*.rs`).

mod board;
mod codes;
mod export;
mod history;
mod list;
mod new;
mod plan;
mod prizes;
mod result;
mod seat;
mod serve;
mod standings;
mod undo;
mod use_party;

use fortyfives::rules::party::{By, GameEnd, Party, PlanError, ResultError, Stamp};
use fortyfives::store::{GameName, PartyFile, Store, StoreError};

use chrono::Timelike;

use crate::cli::args::PartyCommand;
use crate::cli::context::{Clock, Context};
use crate::cli::error::CliError;
use crate::cli::Verdict;

pub fn run(command: PartyCommand, ctx: &Context) -> Result<Verdict, CliError> {
    let picks_a_game = matches!(
        command,
        PartyCommand::Seat { .. }
            | PartyCommand::Result(_)
            | PartyCommand::Join { .. }
            | PartyCommand::Leave { .. }
    );
    if !picks_a_game {
        if let Some(given) = &ctx.game {
            return Err(CliError::input(format!(
                "--game {given}: under `party`, --game K picks a game for `party seat`, `party result`, `party join` and `party leave` only"
            )));
        }
    }
    match command {
        PartyCommand::New(args) => new::run(&args, ctx),
        PartyCommand::Seat { cards, .. } => seat::run(game_number(ctx)?, cards, ctx),
        PartyCommand::Result(args) => result::run(&args, ctx),
        PartyCommand::Standings { .. } => standings::run(ctx),
        PartyCommand::Prizes(args) => prizes::run(&args, ctx),
        PartyCommand::Board { html, .. } => board::run(html.as_deref(), ctx),
        PartyCommand::List { .. } => list::run(ctx),
        PartyCommand::Use { name, .. } => use_party::run(&name, ctx),
        PartyCommand::Undo { .. } => undo::run(ctx),
        PartyCommand::History { .. } => history::run(ctx),
        PartyCommand::Serve(args) => serve::run(&args, ctx),
        PartyCommand::Codes { .. } => codes::run(ctx),
        PartyCommand::Export { format, output, .. } => export::run(format, output.as_deref(), ctx),
        PartyCommand::Join { pair, .. } => plan::join(&pair, game_number(ctx)?, ctx),
        PartyCommand::Leave { pair, .. } => plan::leave(&pair, game_number(ctx)?, ctx),
        PartyCommand::Rename { old, new, .. } => plan::rename(&old, &new, ctx),
        PartyCommand::Games { games, .. } => plan::games(&games, ctx),
    }
}

/// `--game K` under `party`: a game of the evening, by number (elsewhere
/// `--game` names a saved game).
fn game_number(ctx: &Context) -> Result<Option<u32>, CliError> {
    match &ctx.game {
        None => Ok(None),
        Some(text) => match text.trim().parse::<u32>() {
            Ok(n) if n > 0 => Ok(Some(n)),
            _ => Err(CliError::input(format!(
                "--game {text}: under `party`, --game is a game's number (1, 2, 3 ...)"
            ))),
        },
    }
}

/// A change made by a command, now: the history's stamp. Whole seconds,
/// as the history shows them.
fn stamp(clock: Clock) -> Stamp {
    let now = clock.now();
    Stamp {
        by: By::Command,
        at: now.with_nanosecond(0).unwrap_or(now),
    }
}

/// How a game at the party's tables ends, from the rules it was started
/// with: what a typed score is checked against.
fn game_end(file: &PartyFile) -> Result<GameEnd, CliError> {
    let rules = crate::cli::args::rules::resolve_rules(Some(&file.rules), &file.set)?;
    Ok(GameEnd::of(&rules))
}

/// The parties' store, inside the data folder.
fn parties(ctx: &Context) -> Result<Store, CliError> {
    Ok(ctx.store()?.parties())
}

/// The party a command works on: the current one (the last started or
/// used). Without one, what exists and how to pick or start one.
fn current(store: &Store) -> Result<GameName, CliError> {
    if let Some(name) = store.current()? {
        if store.path_of(&name).is_file() {
            return Ok(name);
        }
    }
    let names: Vec<String> = store
        .list()?
        .into_iter()
        .map(|p| p.name.to_string())
        .collect();
    Err(CliError::input(match names.as_slice() {
        [] => "no party yet: start one with `fortyfives party new NAME --pairs \"Ann+Bob,Cid+Dan\"`".to_string(),
        [one] => format!("no party is picked: the saved party is {one}. Pick it with `fortyfives party use {one}`"),
        many => format!(
            "no party is picked: the saved parties are {}. Pick one with `fortyfives party use NAME`",
            many.join(", ")
        ),
    }))
}

/// The current party as saved.
fn load(store: &Store) -> Result<(GameName, PartyFile), CliError> {
    let name = current(store)?;
    let (file, path) = store.load::<PartyFile>(&name)?;
    checked(&file, &path)?;
    Ok((name, file))
}

/// A party file whose evening doesn't hold together (edited by hand, or
/// damaged) is a damaged file: reported, exit 3, left as it is.
fn checked(file: &PartyFile, path: &std::path::Path) -> Result<(), CliError> {
    file.party.check().map_err(|detail| {
        StoreError::Corrupt {
            path: path.to_path_buf(),
            detail,
        }
        .into()
    })
}

/// Changes the current party under the store's lock: the rules decide, and
/// a refusal leaves the file as it was. The board page, if the party keeps
/// one, is rewritten after the change.
fn change<T, E: Refusal>(
    store: &Store,
    ctx: &Context,
    decide: impl FnOnce(&Party) -> Result<(Party, T), E>,
) -> Result<(PartyFile, T), CliError> {
    let name = current(store)?;
    let path = store.path_of(&name);
    let (file, answer) = store.update::<PartyFile, _, CliError>(&name, |file| {
        checked(file, &path)?;
        let (party, answer) = decide(&file.party).map_err(Refusal::refused)?;
        file.party = party;
        Ok((file.clone(), answer))
    })?;
    board::refresh(&file, ctx);
    Ok((file, answer))
}

/// What the rules refuse, as the command line says it.
trait Refusal {
    fn refused(self) -> CliError;
}

impl Refusal for ResultError {
    fn refused(self) -> CliError {
        refused(self)
    }
}

impl Refusal for PlanError {
    fn refused(self) -> CliError {
        let fix = match &self {
            PlanError::Entered { open, .. } => format!("; give --game {open} or later"),
            PlanError::NoSuchGame { .. } => {
                "; `fortyfives party games N` makes the evening longer".to_string()
            }
            _ => String::new(),
        };
        CliError::input(format!("{self}{fix}"))
    }
}

/// A result the rules refuse, with what to type instead.
fn refused(err: ResultError) -> CliError {
    let fix = match &err {
        ResultError::NotAtTable { .. } => "; `fortyfives party seat` shows who sits where",
        ResultError::NothingToUndo { .. } => "; `fortyfives party standings` shows the evening",
        _ => "",
    };
    // The rules name the field; the command line names its flag.
    let flag = match &err {
        ResultError::WinnersNotAbove { .. } | ResultError::ShortOfTarget { .. } => "--",
        _ => "",
    };
    CliError::input(format!("{flag}{err}{fix}"))
}

/// A party's name as typed: a name the store takes.
fn party_name(text: &str) -> Result<GameName, CliError> {
    GameName::parse(text).map_err(|err| match err {
        StoreError::BadName { name, why, .. } => {
            CliError::input(format!("'{name}' can't name a party: {why}"))
        }
        other => other.into(),
    })
}

/// A random number from the system, for the pairs' codes and the
/// director's PIN: never the party's own seed, which seats the evening and
/// is no secret.
fn system_random() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        // The system's randomness failing is a broken machine; a clock's
        // nanoseconds mixed with the process id still differ run to run.
        // The system's clock, not the context's: this is a secret's
        // randomness, which a stopped clock must never make repeat.
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos() as u64);
        nanos.rotate_left(17) ^ u64::from(std::process::id()).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

/// The current party with a code for every pair, saved if any was
/// missing (parties started before codes existed get theirs here, once).
/// A party that gives its tables codes (`party serve --table-devices`) gets
/// one for a table added since, or, with `tables`, for every table.
fn with_codes(store: &Store, tables: bool) -> Result<(GameName, PartyFile), CliError> {
    let (name, file) = load(store)?;
    let tables_short = file.party.table_codes_missing()
        || (tables && file.party.table_codes.len() < file.party.most_tables());
    if file.party.codes.len() == file.party.code_holders() && !tables_short {
        return Ok((name, file));
    }
    let path = store.path_of(&name);
    let file = store.update::<PartyFile, _, CliError>(&name, |file| {
        checked(file, &path)?;
        file.party = file.party.with_codes(system_random);
        if tables || !file.party.table_codes.is_empty() {
            file.party = file.party.with_table_codes(system_random);
        }
        Ok(file.clone())
    })?;
    Ok((name, file))
}
