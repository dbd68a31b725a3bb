//! `rules [PRESET]`, `rules --list` and `rules --explain`: what each preset
//! and knob means, as a list or as words to read aloud.

use fortyfives::rules::explain::explain;
use fortyfives::rules::table::Table;
use fortyfives::rules::RuleSet;

use crate::cli::args::RulesArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::rules as view;
use crate::cli::{args::rules::apply_sets, args::rules::resolve_rules, Verdict};

pub fn run(args: &RulesArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    if args.list {
        view::presets(style);
        return Ok(Verdict::Done);
    }
    let (rules, table, game) = chosen(args, ctx)?;
    if args.explain {
        view::explained(
            &rules,
            explain(&rules, table.as_ref()),
            game.as_deref(),
            style,
        );
    } else {
        view::show(&rules, game.as_deref(), style);
    }
    Ok(Verdict::Done)
}

/// The rules asked about, as `ranks` and `check` choose them: a preset
/// named on the command line; else the game of `--game`, or the current
/// game when there is one (the table asking is about to play it), with its
/// table (which the words of `--explain` name) and its name; else the
/// default preset. `--set` changes whichever it is.
pub fn chosen(
    args: &RulesArgs,
    ctx: &Context,
) -> Result<(RuleSet, Option<Table>, Option<String>), CliError> {
    Ok(match (&ctx.game, &args.preset) {
        (Some(game), Some(preset)) => {
            return Err(CliError::input(format!(
                "name a preset ({preset}) or a game (--game {game}), not both"
            )))
        }
        (Some(_), None) => game_rules(args, ctx)?,
        // As `ranks` and `check`: with no preset and no --set, the current
        // game's; no data folder or no game yet: the default preset.
        (None, None) if args.set.is_empty() && has_current_game(ctx) => game_rules(args, ctx)?,
        (None, _) => (
            resolve_rules(args.preset.as_deref(), &args.set)?,
            None,
            None,
        ),
    })
}

/// Whether a game is current (the last created or used).
fn has_current_game(ctx: &Context) -> bool {
    ctx.store()
        .ok()
        .and_then(|store| store.current().ok().flatten())
        .is_some()
}

/// The rules of the game picked (`--game`, else the current one), changed
/// by `--set`, with its table and name.
fn game_rules(
    args: &RulesArgs,
    ctx: &Context,
) -> Result<(RuleSet, Option<Table>, Option<String>), CliError> {
    let (file, _) = load_game(ctx)?;
    let mut rules = file.rules;
    apply_sets(&mut rules, &args.set)?;
    Ok((rules, Some(file.table), Some(file.name)))
}
