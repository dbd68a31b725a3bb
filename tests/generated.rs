//! The shell completions and the manual page in `completions/` are generated
//! from the command definitions. This test fails when they are out of date;
//! `FORTYFIVES_BLESS=1 cargo test --test main generated::` rewrites them.

use crate::common::Table;

const FILES: &[(&[&str], &str)] = &[
    (&["completions", "bash"], "fortyfives.bash"),
    (&["completions", "zsh"], "_fortyfives"),
    (&["completions", "fish"], "fortyfives.fish"),
    (&["completions", "powershell"], "_fortyfives.ps1"),
    (&["completions", "elvish"], "fortyfives.elv"),
];

/// The manual pages: the main page, and each page it refers to as
/// `fortyfives-COMMAND(1)`, found by following the references, so a page
/// referred to but missing is caught.
fn man_pages(t: &Table) -> Vec<(String, Vec<u8>)> {
    let mut pages = Vec::new();
    let mut todo: Vec<Vec<String>> = vec![Vec::new()];
    while let Some(path) = todo.pop() {
        let mut args = vec!["man".to_string()];
        args.extend(path.iter().cloned());
        let page = t.test().args(&args).run().stdout;
        let name = std::iter::once("fortyfives".to_string())
            .chain(path.iter().cloned())
            .collect::<Vec<_>>()
            .join("-");
        for line in page.lines() {
            let Some(reference) = line.strip_suffix("(1)") else {
                continue;
            };
            let words: Vec<String> = reference.split("\\-").map(str::to_string).collect();
            assert_eq!(words[0], "fortyfives", "{name}: a reference to {reference}");
            assert_eq!(words.len(), path.len() + 2, "{name}: {reference}");
            todo.push(words[1..].to_vec());
        }
        pages.push((format!("{name}.1"), page.into_bytes()));
    }
    pages
}

#[test]
fn completions_and_man_page_are_current() {
    let t = Table::new();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("completions");
    let bless = std::env::var_os("FORTYFIVES_BLESS").is_some();
    let mut stale = Vec::new();
    let mut files: Vec<(String, Vec<u8>)> = FILES
        .iter()
        .map(|(args, file)| {
            (
                file.to_string(),
                t.test().args(*args).run().stdout.into_bytes(),
            )
        })
        .collect();
    files.extend(man_pages(&t));
    let wanted: Vec<&String> = files.iter().map(|(f, _)| f).collect();
    for (file, bytes) in &files {
        let path = dir.join(file);
        if bless {
            std::fs::create_dir_all(&dir).expect("completions folder");
            std::fs::write(&path, bytes).expect("write");
        } else if std::fs::read(&path).ok().as_deref() != Some(bytes.as_slice()) {
            stale.push(file.clone());
        }
    }
    // A page no command has any more is stale too.
    for entry in std::fs::read_dir(&dir).expect("completions folder") {
        let file = entry
            .expect("an entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if file.ends_with(".1") && !wanted.contains(&&file) {
            if bless {
                std::fs::remove_file(dir.join(&file)).expect("remove an old page");
            } else {
                stale.push(file);
            }
        }
    }
    assert!(
        stale.is_empty(),
        "out of date in completions/: {}. Regenerate with `FORTYFIVES_BLESS=1 cargo test --test main generated::`",
        stale.join(", ")
    );
}

#[test]
fn completions_know_every_command() {
    let t = Table::new();
    let bash = t.test().args(["completions", "bash"]).run().stdout;
    for command in [
        "new", "round", "status", "history", "undo", "check", "ranks", "rules",
    ] {
        assert!(bash.contains(command), "bash completion lacks {command}");
    }
    let man = t.test().arg("man").run().stdout;
    assert!(man.contains(".TH fortyfives"), "not a man page");
}

#[test]
fn help_and_rules_point_only_to_what_an_installed_tool_has() {
    let t = Table::new();
    // The repository's files are not on a user's machine: the tool points
    // to its own commands and pages.
    for args in [
        &["rules"][..],
        &["rules", "--explain"],
        &["check", "round", "--help"],
        &["--help"],
    ] {
        let out = t.test().args(args).run().stdout;
        for elsewhere in ["docs/", "README", "examples/", "RULES.md", "CLI.md"] {
            assert!(
                !out.contains(elsewhere),
                "{args:?} points to {elsewhere}:\n{out}"
            );
        }
    }
    let rules = t.test().args(["rules"]).run().stdout;
    assert!(rules.contains("`fortyfives rules --explain`"), "{rules}");
}
