//! The rules a command line names: `--game`, `--rules PRESET` and
//! `--set KNOB=VALUE`, for the commands that judge (`check`, `ranks`,
//! `rules`) and those that start a game (`new`, `bid`, `party new`).

use fortyfives::rules::RuleSet;

use super::RuleArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;

/// The rules a command judges by, and where they came from.
pub struct Judging {
    pub rules: RuleSet,
    /// The saved game whose rules these are, when they are a game's.
    pub game: Option<fortyfives::store::GameName>,
    /// How many play at that game's table (a trick holds one card from each).
    pub players: Option<usize>,
}

impl Judging {
    /// "friday's (120, follow suit or trump)", or a preset's label.
    pub fn label(&self) -> String {
        match &self.game {
            Some(game) => format!("{game}'s ({})", self.rules.label()),
            None => self.rules.label(),
        }
    }

    /// "Judged by friday's rules (45), hearts trump.": said first when the
    /// rules are a saved game's, since the same cards may be judged
    /// otherwise under the preset the table expects.
    pub fn judged_by(&self, trump: fortyfives::rules::Suit) -> Option<String> {
        let game = self.game.as_ref()?;
        Some(format!(
            "Judged by {game}'s rules ({}), {} trump.",
            self.rules.label(),
            trump.name()
        ))
    }
}

/// The one place `--rules`, `--game` and `--set` become the rules to judge
/// by: a saved game's (`--game NAME`), a preset's (`--rules PRESET`), or,
/// with neither and no `--set`, the current game's when there is one (the
/// table arguing is playing it), else the default preset 120. Any
/// `--set KNOB=VALUE` applies on top.
pub fn judging_rules(args: &RuleArgs, ctx: &Context) -> Result<Judging, CliError> {
    let store = || ctx.store();
    let (mut rules, game, players) =
        match (&ctx.game, &args.preset) {
            (Some(_), Some(_)) => return Err(CliError::input(
                "give --game NAME or --rules PRESET, not both: a saved game carries its own rules",
            )),
            (Some(game), None) => {
                let store = store()?;
                let name = store.resolve(Some(game))?;
                let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
                (file.rules, Some(name), Some(file.table.players.len()))
            }
            (None, Some(preset)) => (RuleSet::preset(preset)?, None, None),
            (None, None) if args.set.is_empty() => {
                let store = store()?;
                match store.current()? {
                    Some(name) => {
                        let (file, _) = store.load::<fortyfives::store::GameFile>(&name)?;
                        (file.rules, Some(name), Some(file.table.players.len()))
                    }
                    None => (RuleSet::preset(DEFAULT_PRESET)?, None, None),
                }
            }
            (None, None) => (RuleSet::preset(DEFAULT_PRESET)?, None, None),
        };
    apply_sets(&mut rules, &args.set)?;
    Ok(Judging {
        rules,
        game,
        players,
    })
}

/// `--set KNOB=VALUE`s on top of `rules`, each error naming its flag.
pub fn apply_sets(rules: &mut RuleSet, sets: &[String]) -> Result<(), CliError> {
    for assignment in sets {
        rules
            .apply(assignment)
            .map_err(|e| {
                // The rules know no flags: the example the user can type is ours.
                let message = match &e {
                    fortyfives::rules::RuleError::NotAnAssignment(_) => format!(
                        "--set {assignment}: '{assignment}' is not KNOB=VALUE; write e.g. --set renege=top2"
                    ),
                    _ => format!("--set {assignment}: {e}"),
                };
                CliError::input(message).caused_by(e)
            })?;
    }
    Ok(())
}

/// The preset used when nothing names one.
pub const DEFAULT_PRESET: &str = "120";

/// The rules named by `--rules PRESET` and `--set KNOB=VALUE` (default 120),
/// for a new game.
pub fn resolve_rules(preset: Option<&str>, sets: &[String]) -> Result<RuleSet, CliError> {
    let mut rules = RuleSet::preset(preset.unwrap_or(DEFAULT_PRESET))?;
    apply_sets(&mut rules, sets)?;
    Ok(rules)
}
