//! `analyze FILE...` (also `analyse`): could the bid have been made, and
//! was that the right card? The rules core solves; this file shows.

use std::path::Path;

use fortyfives::rules::audit::RoundPlay;

use fortyfives::rules::solve::{analyze_with, single_dummy, AnalysisError, Counted, Decision};

use crate::cli::args::AnalyzeArgs;
use fortyfives::store::round_file::parse_round_before_play;

use crate::cli::args::round_file::read_round_file_with;
use crate::cli::error::CliError;
use crate::cli::view::analysis::{print_analysis, print_decision};
use crate::cli::view::output::{print_json, Style};
use crate::cli::view::progress::{random_seed, Run};
use crate::cli::Verdict;

pub fn run(args: &AnalyzeArgs, style: Style) -> Result<Verdict, CliError> {
    // Each file that can be analysed is; those that can't are named at
    // the end, with why, and the exit is not 0.
    let mut failed: Vec<(usize, CliError)> = Vec::new();
    // Each failure with its file's place, to be named in the files' order.
    let index = |path: &Path| args.files.iter().position(|p| p == path).unwrap_or(0);
    let mut rounds = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let read = read_round_file_with(path, parse_round_before_play)
            .and_then(|round| Ok((counted(path, &round, args.side.as_deref())?, round)));
        match read {
            Ok((counted, round)) => rounds.push((path.as_path(), round, counted)),
            Err(err) => failed.push((index(path), err)),
        }
    }
    if let Some(at) = &args.at {
        let at = parse_at(at)?;
        let seed = args.seed.unwrap_or_else(random_seed);
        let mut decisions = Vec::with_capacity(rounds.len());
        let mut judged = Vec::with_capacity(rounds.len());
        for (path, round, counted) in rounds {
            let players = format!("{} players", round.players().len());
            let run = Run {
                total: args.samples,
                unit: "deals",
                verb: "Solving",
                samples: Some(&players),
                flag: "--samples",
            };
            match run
                .with_progress(|tick| single_dummy(&round, &counted, at, args.samples, seed, tick))
            {
                Ok(decision) => {
                    decisions.push(decision);
                    judged.push((path, round, counted));
                }
                Err(e) => failed.push((index(path), cannot_analyse(path, &e, true))),
            }
        }
        let rounds = judged;
        if decisions.is_empty() {
            return Err(not_analysed(failed, args.files.len()));
        }
        if style.json {
            #[derive(serde::Serialize)]
            struct At<'a> {
                at: &'a Decision,
            }
            let all: Vec<At> = decisions.iter().map(|at| At { at }).collect();
            if all.len() == 1 && args.files.len() == 1 {
                print_json(&all[0]);
            } else {
                print_json(&all);
            }
            return finished(failed, args.files.len());
        }
        let several = args.files.len() > 1;
        for (i, ((path, round, _), d)) in rounds.iter().zip(&decisions).enumerate() {
            if i > 0 {
                println!();
            }
            print_decision(path, round, d, several, style);
        }
        return finished(failed, args.files.len());
    }
    let mut results = Vec::with_capacity(rounds.len());
    let mut solved = Vec::with_capacity(rounds.len());
    for (path, round, counted) in rounds {
        let plays: usize = round.tricks().iter().map(|t| t.cards.len()).sum();
        let total = u32::try_from(plays + 1).unwrap_or(u32::MAX);
        let run = Run {
            total,
            unit: "plays",
            verb: "Solving",
            samples: None,
            flag: "--samples",
        };
        match run.with_progress(|tick| analyze_with(&round, &counted, tick)) {
            Ok(analysis) => {
                results.push(analysis);
                solved.push((path, round));
            }
            Err(e) => failed.push((index(path), cannot_analyse(path, &e, false))),
        }
    }
    if results.is_empty() {
        return Err(not_analysed(failed, args.files.len()));
    }
    if style.json {
        if results.len() == 1 && args.files.len() == 1 {
            print_json(&results[0]);
        } else {
            print_json(&results);
        }
        return finished(failed, args.files.len());
    }
    let several = args.files.len() > 1;
    for (i, ((path, round), analysis)) in solved.iter().zip(&results).enumerate() {
        if i > 0 {
            println!();
        }
        print_analysis(path, round, analysis, several, style);
    }
    finished(failed, args.files.len())
}

/// Done when every file was analysed; else the files that could not be,
/// each with its reason (after the answers for the others).
fn finished(failed: Vec<(usize, CliError)>, files: usize) -> Result<Verdict, CliError> {
    if failed.is_empty() {
        Ok(Verdict::Done)
    } else {
        Err(not_analysed(failed, files))
    }
}

/// The files that could not be analysed: one file's error as it is; for
/// several files, how many of them, then each file with its reason.
fn not_analysed(mut failed: Vec<(usize, CliError)>, files: usize) -> CliError {
    failed.sort_by_key(|(i, _)| *i);
    let mut failed: Vec<CliError> = failed.into_iter().map(|(_, e)| e).collect();
    if failed.len() == 1 && files == 1 {
        return failed.remove(0);
    }
    // The gravest kind decides the exit: a file that can't be read (3)
    // over one that can't be analysed (2).
    let kind = failed
        .iter()
        .map(|e| e.kind)
        .max_by_key(|k| k.exit_code())
        .unwrap_or(crate::cli::error::ErrorKind::Input);
    let each: Vec<&str> = failed.iter().map(|e| e.message.as_str()).collect();
    let head = if failed.len() == files {
        format!("none of the {files} files could be analysed")
    } else {
        format!(
            "{} of the {files} files could not be analysed (the others are above)",
            failed.len()
        )
    };
    // One line, as every error is: each file's reason starts with its path.
    CliError {
        kind,
        message: format!("{head}: {}", each.join("; ")),
        source: None,
    }
}

/// The side `--for NAME` counts in `round` (a side's or a player's name,
/// found as the round's table finds any name), else the bidder's.
fn counted(path: &Path, round: &RoundPlay, name: Option<&str>) -> Result<Counted, CliError> {
    let Some(name) = name else {
        return Ok(Counted::Bidder);
    };
    let table = round.table();
    match table.find(name) {
        Ok(who) => Ok(Counted::Side(table.side_of_who(who))),
        Err(_) => {
            let sides: Vec<&str> = round.sides().iter().map(|s| s.name.as_str()).collect();
            Err(CliError::input(format!(
                "{}: '{}' is not a side or a player of this round; the sides are {}",
                path.display(),
                name.trim(),
                sides.join(", ")
            )))
        }
    }
}

/// `--at 4.3`: trick 4, its third card.
/// The solver's reason, with what to add to the round file or type instead.
fn cannot_analyse(path: &Path, err: &AnalysisError, at: bool) -> CliError {
    let fix = match err {
        // The error already names whose hands are missing: say how to add
        // them, and that one player's card needs only their own.
        AnalysisError::MissingHands { .. } if !at => {
            "; add each under [hands] as NAME = [...] (the five cards held after the draw), or judge one player's card with --at T.P, which needs only that player's own hand"
                .to_string()
        }
        AnalysisError::MissingHands { .. } => {
            "; add each under [hands] as NAME = [...] (the five cards held after the draw)"
                .to_string()
        }
        AnalysisError::MissingHand { player } => {
            format!("; add {player} = [...] under [hands] (the five cards held after the draw)")
        }
        AnalysisError::PastRecord {
            last: (1, 1),
            next: Some(player),
            ..
        } => format!("; give --at 1.1 to judge {player}'s first lead"),
        AnalysisError::PastRecord {
            last: (t, p),
            next: Some(player),
            ..
        } => format!("; give --at T.P from 1.1 to {t}.{p} ({t}.{p} is the next play, {player}'s)"),
        AnalysisError::PastRecord {
            last: (t, p),
            next: None,
            ..
        } => format!("; give --at T.P from 1.1 to {t}.{p}"),
        _ => String::new(),
    };
    CliError::input(format!("{}: {err}{fix}", path.display()))
}

fn parse_at(text: &str) -> Result<(usize, usize), CliError> {
    let bad = || {
        CliError::input(format!(
            "--at {text}: give the trick and the card's place in it, both from 1, as TRICK.PLAY (4.3: the third card of trick 4)"
        ))
    };
    let (t, p) = text.trim().split_once('.').ok_or_else(bad)?;
    let t: usize = t.trim().parse().map_err(|_| bad())?;
    let p: usize = p.trim().parse().map_err(|_| bad())?;
    if t == 0 || p == 0 {
        return Err(bad());
    }
    Ok((t, p))
}
