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
    let (rules, table) = chosen(args, ctx)?;
    if args.explain {
        view::explained(&rules, explain(&rules, table.as_ref()), style);
    } else {
        view::show(&rules, style);
    }
    Ok(Verdict::Done)
}

/// The rules asked about: a saved game's (with its table, which the words
/// of `--explain` name), or a preset's, changed by `--set`.
pub fn chosen(args: &RulesArgs, ctx: &Context) -> Result<(RuleSet, Option<Table>), CliError> {
    Ok(match (&ctx.game, &args.preset) {
        (Some(game), Some(preset)) => {
            return Err(CliError::input(format!(
                "name a preset ({preset}) or a game (--game {game}), not both"
            )))
        }
        (Some(_), None) => {
            let (file, _) = load_game(ctx)?;
            let mut rules = file.rules;
            apply_sets(&mut rules, &args.set)?;
            (rules, Some(file.table))
        }
        (None, _) => (resolve_rules(args.preset.as_deref(), &args.set)?, None),
    })
}
