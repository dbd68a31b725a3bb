//! `rematch [NAME]`: a new game with the same players, seats and rules
//! (house knobs included), the deal going on from where the last game left
//! it, made current. The games of a series are linked both ways in their
//! files: the rematch records the game it `follows`, and that game records
//! its `rematch`. `status` follows the links to show the series.

use chrono::{DateTime, FixedOffset};
use fortyfives::store::{GameFile, GameName, Store, StoreError};

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_named;
use crate::cli::view::series::{self, MAX_SERIES};
use crate::cli::view::standing::Standing;
use crate::cli::{view, Verdict};

pub fn run(name: Option<&str>, ctx: &Context) -> Result<Verdict, CliError> {
    let store = ctx.store()?;
    let from = ctx.picked_game(store)?;
    let (file, state) = start(store, &from, name, ctx.clock.now())?;
    let series = series::of(store, &Standing::of(&file, &state));
    view::new::rematch_started(&file, &state, from.as_str(), series.as_ref(), ctx.style);
    Ok(Verdict::Done)
}

/// Starts the rematch of `from` (named `name`, or after it), makes it
/// current and links the two games: the new game and its state.
pub fn start(
    store: &Store,
    from: &GameName,
    name: Option<&str>,
    at: DateTime<FixedOffset>,
) -> Result<(GameFile, fortyfives::rules::GameState), CliError> {
    let (old, old_state) = load_named(store, from)?;
    if let Some(next) = &old.rematch {
        if GameName::parse(next).is_ok_and(|n| store.path_of(&n).exists()) {
            return Err(CliError::input(format!(
                "{from} already has a rematch, {next}; a series goes on from its latest game: `fortyfives rematch --game {}`",
                latest(store, next)
            )));
        }
    }
    let name = match name {
        Some(name) => GameName::parse(name)?,
        None => next_name(store, from)?,
    };
    let mut file = GameFile::new(
        name.as_str(),
        at,
        old.rules.clone(),
        old.table.clone(),
        old_state.next_game_dealer(),
    );
    // Links the new game back to the old (and marks its file format).
    GameFile::link_rematch(&mut old.clone(), &mut file);
    let state = file.state()?;
    store.create(&name, &file)?;
    // The link back is what `status` needs; the link forward only lets the
    // first game find the rest. If it can't be written the rematch stands.
    let from_name = from.clone();
    let _ = store.update(&from_name, |doc: &mut GameFile| {
        let mut next = file.clone();
        GameFile::link_rematch(doc, &mut next);
        Ok::<_, StoreError>(())
    });
    Ok((file, state))
}

/// The latest game of the series `name` belongs to, following rematches.
fn latest(store: &Store, name: &str) -> String {
    let mut at = name.to_string();
    for _ in 0..MAX_SERIES {
        let next = GameName::parse(&at)
            .ok()
            .and_then(|n| store.load::<GameFile>(&n).ok())
            .and_then(|(f, _)| f.rematch)
            .filter(|n| GameName::parse(n).is_ok_and(|n| store.path_of(&n).exists()));
        match next {
            Some(n) => at = n,
            None => break,
        }
    }
    at
}

/// "friday" → "friday-2", "friday-2" → "friday-3", skipping names taken.
fn next_name(store: &Store, from: &GameName) -> Result<GameName, CliError> {
    let text = from.as_str();
    let (base, n) = match text.rsplit_once('-') {
        Some((base, n)) if !base.is_empty() && n.len() <= 4 => match n.parse::<u32>() {
            Ok(n) if n >= 1 => (base, n + 1),
            _ => (text, 2),
        },
        _ => (text, 2),
    };
    let taken: Vec<String> = store
        .list()?
        .into_iter()
        .map(|g| g.name.as_str().to_lowercase())
        .collect();
    let mut n = n;
    loop {
        let candidate = format!("{base}-{n}");
        if !taken.contains(&candidate.to_lowercase()) {
            return Ok(GameName::parse(&candidate)?);
        }
        n += 1;
    }
}
