//! What `rules` shows: the presets (`--list`), every knob of a rule set
//! with its value and meaning, or the rules in a few paragraphs to read
//! aloud (`--explain`); or, with `--json`, the same as data.

use fortyfives::rules::{RuleSet, KNOBS, PRESETS};
use serde::Serialize;

use crate::cli::view::output::{columns, print_json, say, wrap, Style};

/// `rules --explain`: `paragraphs` about `rules`, wrapped for the
/// terminal.
/// `game`, when the rules are a saved game's, is named in the heading.
pub fn explained(rules: &RuleSet, paragraphs: Vec<String>, game: Option<&str>, style: Style) {
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
    let heading = match game {
        Some(game) => format!("How to play {} ({game}'s rules)", rules.label()),
        None => format!("How to play {}", rules.label()),
    };
    println!("{}", style.bold(&heading));
    // A reading width: 78 columns, or the window when it is narrower.
    let width = columns().map_or(78, |w| usize::from(w).min(78));
    for paragraph in paragraphs {
        println!();
        for line in wrap(&style.text(&paragraph), width, 0) {
            println!("{line}");
        }
    }
}

/// `rules --list`: every preset with its summary.
pub fn presets(style: Style) {
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
        return;
    }
    let width = PRESETS.iter().map(|p| p.name.len()).max().unwrap_or(0);
    for p in PRESETS {
        // The summary wraps under itself, the names in their own column.
        let line = format!("{:<width$}  {}", p.name, style.text(p.summary));
        for (i, l) in crate::cli::view::output::fitted(&line, width + 2)
            .into_iter()
            .enumerate()
        {
            match (i, l.split_at_checked(width)) {
                (0, Some((name, rest))) => println!("{}{rest}", style.bold(name)),
                _ => println!("{l}"),
            }
        }
    }
    println!();
    println!("Show one in full: fortyfives rules PRESET");
}

/// Every knob with its value and meaning; changed knobs are marked.
/// `game`, when the rules are a saved game's, is named in the heading.
pub fn show(rules: &RuleSet, game: Option<&str>, style: Style) {
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
    let heading = match game {
        Some(game) => format!("Rules: {} ({game}'s rules)", rules.label()),
        None => format!("Rules: {}", rules.label()),
    };
    println!("{}", style.bold(&heading));
    if let Some(p) = preset {
        say(&style.text(p.summary), 0);
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
        let room = columns().map(|w| usize::from(w).saturating_sub(head.len()));
        match room {
            None => println!("{head}{}", style.dim(&meaning)),
            Some(room) if room >= 24 => {
                let pad = " ".repeat(head.len());
                for (i, line) in wrap(&meaning, room, 0).iter().enumerate() {
                    let lead = if i == 0 { head.as_str() } else { pad.as_str() };
                    println!("{lead}{}", style.dim(line));
                }
            }
            Some(_) => {
                println!("{}", head.trim_end());
                let width = columns().map_or(78, usize::from);
                for line in wrap(&format!("    {meaning}"), width, 4) {
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
    say("Change a knob: --set KNOB=VALUE (e.g. --set renege=top2); a value a knob doesn't take is answered with the values it does. `fortyfives rules --explain` says the rules in words.", 0);
}
