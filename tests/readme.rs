//! Every `console` example in the README is run, and its output must match
//! what the README shows. A stale README fails this test.

mod common;

use common::Table;

/// (command line, expected output) for every `$ fortyfives ...` in a
/// ```console block.
fn examples(readme: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut in_console = false;
    let mut current: Option<(String, String)> = None;
    for line in readme.lines() {
        if line.starts_with("```") {
            if let Some(done) = current.take() {
                found.push(done);
            }
            in_console = line.trim() == "```console";
            continue;
        }
        if !in_console {
            continue;
        }
        if let Some(cmd) = line.strip_prefix("$ ") {
            if let Some(done) = current.take() {
                found.push(done);
            }
            current = Some((cmd.to_string(), String::new()));
        } else if let Some((_, out)) = current.as_mut() {
            out.push_str(line);
            out.push('\n');
        }
    }
    found
}

#[test]
fn every_readme_console_example_prints_what_the_readme_shows() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let examples = examples(&readme);
    assert!(examples.len() >= 4, "the README lost its examples");
    // One table for the whole README: its examples build on each other.
    let table = Table::new();
    for (line, expected) in examples {
        let words = shlex::split(&line).unwrap_or_else(|| panic!("can't split: {line}"));
        assert_eq!(
            words[0], "fortyfives",
            "README example doesn't run fortyfives: {line}"
        );
        let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
        let output = table.cmd(&args).output().expect("runs");
        let actual = String::from_utf8_lossy(&output.stdout).to_string()
            + &String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            actual.trim_end(),
            expected.trim_end(),
            "README example: {line}"
        );
    }
}

/// Every `fortyfives ...` line of the README's ```sh blocks.
fn sh_commands(readme: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_sh = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_sh = line.trim() == "```sh";
            continue;
        }
        if in_sh && line.starts_with("fortyfives ") {
            let command = line.split("  #").next().unwrap_or(line).trim();
            found.push(command.to_string());
        }
    }
    found
}

#[test]
fn every_readme_sh_command_runs_without_an_input_error() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let table = Table::new();
    for line in sh_commands(&readme) {
        let words = shlex::split(&line).unwrap_or_else(|| panic!("can't split: {line}"));
        let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
        let output = table.cmd(&args).output().expect("runs");
        let code = output.status.code();
        assert!(
            matches!(code, Some(0) | Some(1)),
            "README command failed ({code:?}): {line}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}
