//! `rules [PRESET]`, `rules --list` and `rules --explain`: what each preset
//! and knob means, as a list or as words to read aloud.

use fortyfives::rules::explain::explain;
use fortyfives::rules::table::Table;
use fortyfives::rules::{RuleSet, KNOBS, PRESETS};
use serde::Serialize;

use crate::cli::args::RulesArgs;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::load::load_game;
use crate::cli::view::output::{print_json, Style};
use crate::cli::{args::rules::apply_sets, args::rules::resolve_rules, Verdict};

pub fn run(args: &RulesArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    if args.list {
        return list(style);
    }
    let (rules, table) = match (&ctx.game, &args.preset) {
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
    };
    if args.explain {
        show_explained(&rules, table.as_ref(), style);
    } else {
        show(&rules, style);
    }
    Ok(Verdict::Done)
}

/// The rules in a few paragraphs, wrapped for the terminal.
fn show_explained(rules: &RuleSet, table: Option<&Table>, style: Style) {
    let paragraphs = explain(rules, table);
    if style.json {
        #[derive(Serialize)]
        struct Out {
            rules: String,
            paragraphs: Vec<String>,
        }
        print_json(&Out {
            rules: rules.label(),
            paragraphs,
        });
        return;
    }
    println!("{}", style.bold(&format!("How to play {}", rules.label())));
    // A reading width: 78 columns, or the window when it is narrower.
    let width = crate::cli::view::output::columns().map_or(78, |w| usize::from(w).min(78));
    for paragraph in paragraphs {
        println!();
        for line in crate::cli::view::output::wrap(&style.text(&paragraph), width, 0) {
            println!("{line}");
        }
    }
}

fn list(style: Style) -> Result<Verdict, CliError> {
    if style.json {
        #[derive(Serialize)]
        struct Preset {
            name: &'static str,
            source: &'static str,
            summary: &'static str,
        }
        let list: Vec<Preset> = PRESETS
            .iter()
            .map(|p| Preset {
                name: p.name,
                source: p.source,
                summary: p.summary,
            })
            .collect();
        print_json(&list);
        return Ok(Verdict::Done);
    }
    let width = PRESETS.iter().map(|p| p.name.len()).max().unwrap_or(0);
    for p in PRESETS {
        println!(
            "{}  {}",
            style.bold(&format!("{:<width$}", p.name)),
            style.text(p.summary)
        );
    }
    println!();
    println!("Show one in full: fortyfives rules PRESET");
    Ok(Verdict::Done)
}

/// Every knob with its value and meaning; changed knobs are marked.
pub fn show(rules: &RuleSet, style: Style) {
    if style.json {
        #[derive(Serialize)]
        struct Out<'a> {
            label: String,
            modified: bool,
            #[serde(flatten)]
            rules: &'a RuleSet,
        }
        print_json(&Out {
            label: rules.label(),
            modified: rules.is_modified(),
            rules,
        });
        return;
    }
    let preset = PRESETS.iter().find(|p| p.name == rules.preset);
    println!("{}", style.bold(&format!("Rules: {}", rules.label())));
    if let Some(p) = preset {
        crate::cli::view::output::say(&style.text(p.summary), 0);
        println!("{}", style.dim(&format!("From: {}", p.source)));
    }
    println!();
    let changed: Vec<&str> = rules.changes().into_iter().map(|(k, _)| k).collect();
    let width = KNOBS.iter().map(|k| k.name.len()).max().unwrap_or(0);
    let values = rules.knob_values();
    let value_width = values.iter().map(|(_, v)| v.len()).max().unwrap_or(0);
    for (knob, (_, value)) in KNOBS.iter().zip(values) {
        let mark = if changed.contains(&knob.name) {
            "*"
        } else {
            " "
        };
        let head = format!("{mark} {:<width$}  {:<value_width$}  ", knob.name, value);
        let meaning = style.text(knob.meaning);
        // The meaning goes on in its own column at the window's width; in a
        // window too narrow for the column, on the lines below the knob.
        let room =
            crate::cli::view::output::columns().map(|w| usize::from(w).saturating_sub(head.len()));
        match room {
            None => println!("{head}{}", style.dim(&meaning)),
            Some(room) if room >= 24 => {
                let pad = " ".repeat(head.len());
                for (i, line) in crate::cli::view::output::wrap(&meaning, room, 0)
                    .iter()
                    .enumerate()
                {
                    let lead = if i == 0 { head.as_str() } else { pad.as_str() };
                    println!("{lead}{}", style.dim(line));
                }
            }
            Some(_) => {
                println!("{}", head.trim_end());
                let width = crate::cli::view::output::columns().map_or(78, usize::from);
                for line in crate::cli::view::output::wrap(&format!("    {meaning}"), width, 4) {
                    println!("{}", style.dim(&line));
                }
            }
        }
    }
    if !changed.is_empty() {
        println!();
        println!("* changed from the {} preset", rules.preset);
    }
    println!();
    crate::cli::view::output::say("Change a knob: --set KNOB=VALUE (e.g. --set renege=top2); a value a knob doesn't take is answered with the values it does. `fortyfives rules --explain` says the rules in words.", 0);
}
