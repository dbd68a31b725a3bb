//! Every command the README and docs/*.md show, run as a reader would run
//! it, through a pipe, at 60 and at 80 columns (`COLUMNS`), and with
//! `--ascii`: no line wider than the width, no word split across two
//! lines, and nothing outside ASCII under `--ascii`.
//!
//! Each file's commands run in order in a data folder of their own (the
//! README's game is played as the README plays it); each command is run
//! at each width from the same saved state, then once more, wide, to go
//! on. A word "split" is a word printed at 60 or 80 columns that the wide
//! run never prints (a table cell cut "Deal" / "er"); a name cut short
//! with an ellipsis is not split, nor is a chart's line of one letter
//! repeated. A line with no space in it (one long path or address) can't
//! be wrapped, and is let through. Output for other programs rather than
//! for reading (completion scripts, man pages, CSV, Markdown, JSON) is
//! not prose, and is not held to a width.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common::Table;
use crate::readme::{args, steps, Step};

/// The words of `text` (runs of letters), less those cut short with an
/// ellipsis and a chart's lines of one letter.
fn words(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_alphabetic() {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let cut = chars.get(i) == Some(&'…')
                || chars[i..].iter().take(3).collect::<String>() == "...";
            // A chart's line, "oooooo", is drawn, not written.
            let drawn = word.chars().count() > 3 && word.chars().all(|c| word.starts_with(c));
            if !cut && !drawn {
                found.insert(word);
            }
        } else {
            i += 1;
        }
    }
    found
}

/// What's wrong with `text` printed for `width` columns.
fn misfits(text: &str, width: usize, wide: &BTreeSet<String>) -> Vec<String> {
    let mut found: Vec<String> = text
        .lines()
        .filter(|l| l.chars().count() > width && l.trim().contains(' '))
        .map(|l| format!("{} columns: {l}", l.chars().count()))
        .collect();
    // A word cut in two prints two pieces the wide run never prints,
    // which together make a word it does ("Deal" and "er"). A sentence
    // only a narrow run prints ("Left out to fit") is new words, not
    // pieces.
    let odd: Vec<String> = words(text).difference(wide).cloned().collect();
    for a in &odd {
        for b in &odd {
            if a != b && wide.contains(&format!("{a}{b}")) {
                found.push(format!("'{a}{b}' is cut in two: '{a}' / '{b}'"));
            }
        }
    }
    found
}

/// Copies the data folder `from` over `to` (emptied first).
fn copy_dir(from: &Path, to: &Path) {
    if to.exists() {
        std::fs::remove_dir_all(to).unwrap();
    }
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Runs every command of one document and returns what misfits.
fn check(name: &str, text: &str) -> Vec<String> {
    let table = Table::new();
    // The game model `odds` and `bid` with scores play is the same for
    // every test: shared.
    crate::common::share_model(&table);
    let cwd = tempfile::tempdir().unwrap();
    let saved = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    let commands: Vec<String> = steps(text)
        .into_iter()
        .map(|s| match s {
            Step::Console(line, _) | Step::Sh(line) => line,
        })
        .collect();
    for line in &commands {
        let words_of = args(line);
        let for_programs = matches!(
            words_of.first().map(String::as_str),
            Some("completions" | "man")
        ) || words_of
            .windows(2)
            .any(|w| w[0] == "--format" && matches!(w[1].as_str(), "csv" | "md" | "json"))
            || words_of.iter().any(|w| w == "--json");
        if for_programs {
            continue;
        }
        let asked_ascii = words_of.iter().any(|w| w == "--ascii");
        let run = |columns: &str, ascii: bool| {
            let mut all = words_of.clone();
            if ascii && !asked_ascii {
                all.push("--ascii".to_string());
            }
            let out = table
                .test()
                .args(all)
                .env("COLUMNS", columns)
                .current_dir(cwd.path())
                .any_status()
                .run();
            out.stdout + &out.stderr
        };
        // Each run starts from the state the last (wide) run starts from,
        // but keeps the game model's cache: it is only ever a copy, and
        // playing the model again for each width would take minutes.
        copy_dir(table.dir.path(), saved.path());
        let mut narrow = Vec::new();
        for (columns, ascii) in [("60", false), ("80", false), ("80", true), ("1000", true)] {
            narrow.push((columns, ascii, run(columns, ascii)));
            let cache = table.dir.path().join("cache");
            let kept = cwd.path().join(".kept-cache");
            if cache.exists() {
                copy_dir(&cache, &kept);
            }
            copy_dir(saved.path(), table.dir.path());
            if kept.exists() {
                copy_dir(&kept, &cache);
            }
        }
        let wide_ascii = words(&narrow.pop().expect("the wide ASCII run").2);
        let wide = words(&run("1000", asked_ascii));
        for (columns, ascii, text) in narrow {
            let width: usize = columns.parse().unwrap();
            let at = format!(
                "{name}: `{line}` at {columns} columns{}",
                if ascii { " with --ascii" } else { "" }
            );
            let known = if ascii || asked_ascii {
                &wide_ascii
            } else {
                &wide
            };
            for p in misfits(&text, width, known) {
                problems.push(format!("{at}: {p}"));
            }
            if ascii {
                if let Some(l) = text.lines().find(|l| !l.is_ascii()) {
                    problems.push(format!("{at}: not ASCII: {l}"));
                }
            }
        }
    }
    assert!(
        !commands.is_empty() || name != "README.md",
        "the README lost its commands"
    );
    problems
}

#[test]
fn every_documented_command_fits_60_and_80_columns_and_ascii_means_ascii() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut documents = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(format!("{root}/docs"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    docs.sort();
    documents.extend(docs);
    let mut problems = Vec::new();
    for doc in &documents {
        let text = std::fs::read_to_string(format!("{root}/{doc}")).unwrap();
        problems.extend(check(doc, &text));
    }
    assert!(
        problems.is_empty(),
        "{} lines don't fit:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
