//! The README is run, top to bottom, in one data directory: every
//! `$ fortyfives ...` line of a ```console block must print exactly what the
//! README shows after it, and every `fortyfives ...` line of a ```sh block
//! must run without an input or storage error. A stale README fails here.

use crate::common::Table;

pub(crate) enum Step {
    /// A command and the output the README shows for it.
    Console(String, String),
    /// A command that must run (exit 0 or 1).
    Sh(String),
}

pub(crate) fn steps(readme: &str) -> Vec<Step> {
    let mut found = Vec::new();
    let mut block: Option<String> = None;
    let mut current: Option<(String, String)> = None;
    for line in readme.lines() {
        if line.starts_with("```") {
            if let Some((cmd, out)) = current.take() {
                found.push(Step::Console(cmd, out));
            }
            block = match block {
                Some(_) => None,
                None => Some(line.trim_start_matches('`').trim().to_string()),
            };
            continue;
        }
        match block.as_deref() {
            Some("console") => {
                if let Some(cmd) = line.strip_prefix("$ ") {
                    if let Some((c, out)) = current.take() {
                        found.push(Step::Console(c, out));
                    }
                    current = Some((cmd.to_string(), String::new()));
                } else if let Some((_, out)) = current.as_mut() {
                    out.push_str(line);
                    out.push('\n');
                }
            }
            Some("sh") if line.starts_with("fortyfives ") => {
                let command = line.split("  #").next().unwrap_or(line).trim();
                found.push(Step::Sh(command.to_string()));
            }
            // The README's first command runs the tool through cargo.
            Some("sh") if line.starts_with("cargo run -- ") => {
                let rest = line.trim_start_matches("cargo run -- ");
                found.push(Step::Sh(format!("fortyfives {rest}")));
            }
            _ => {}
        }
    }
    found
}

pub(crate) fn args(line: &str) -> Vec<String> {
    let words = shlex::split(line).unwrap_or_else(|| panic!("can't split: {line}"));
    assert_eq!(
        words[0], "fortyfives",
        "README example doesn't run fortyfives: {line}"
    );
    // The commands run in a scratch folder; the repository's own files
    // (examples/) are named from its root.
    words[1..]
        .iter()
        .map(|w| match w.strip_prefix("examples/") {
            Some(rest) => format!("{}/examples/{rest}", env!("CARGO_MANIFEST_DIR")),
            None => w.clone(),
        })
        .collect()
}

#[test]
fn the_readme_runs_as_written() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let steps = steps(&readme);
    assert!(steps.len() >= 10, "the README lost its examples");
    let table = Table::new();
    // The game model `odds` plays is the same for every test: shared.
    crate::common::share_model(&table);
    // Files the README writes (a board page, a tally) land here, not in
    // the repository.
    let cwd = tempfile::tempdir().expect("a working folder");
    for step in steps {
        match step {
            Step::Console(line, expected) => {
                let words = args(&line);
                // What the example shows is what a console shows, whatever
                // the exit code.
                let output = table
                    .test()
                    .args(words)
                    .current_dir(cwd.path())
                    .any_status()
                    .run();
                let actual = output.stdout + &output.stderr;
                assert_eq!(
                    actual.trim_end(),
                    expected.trim_end(),
                    "README example: {line}"
                );
            }
            Step::Sh(line) => {
                let words = args(&line);
                let output = table
                    .test()
                    .args(words)
                    .current_dir(cwd.path())
                    .any_status()
                    .run();
                let code = output.code;
                assert!(
                    matches!(code, Some(0) | Some(1)),
                    "README command failed ({code:?}): {line}\n{}",
                    output.stderr
                );
            }
        }
    }
}
