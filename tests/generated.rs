//! The shell completions and the manual page in `completions/` are generated
//! from the command definitions. This test fails when they are out of date;
//! `FORTYFIVES_BLESS=1 cargo test --test generated` rewrites them.

mod common;

use common::Table;

const FILES: &[(&[&str], &str)] = &[
    (&["completions", "bash"], "fortyfives.bash"),
    (&["completions", "zsh"], "_fortyfives"),
    (&["completions", "fish"], "fortyfives.fish"),
    (&["completions", "powershell"], "_fortyfives.ps1"),
    (&["completions", "elvish"], "fortyfives.elv"),
    (&["man"], "fortyfives.1"),
];

#[test]
fn completions_and_man_page_are_current() {
    let t = Table::new();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("completions");
    let bless = std::env::var_os("FORTYFIVES_BLESS").is_some();
    let mut stale = Vec::new();
    for (args, file) in FILES {
        let output = t.cmd(args).output().expect("runs");
        assert!(output.status.success(), "fortyfives {args:?} failed");
        let path = dir.join(file);
        if bless {
            std::fs::create_dir_all(&dir).expect("completions folder");
            std::fs::write(&path, &output.stdout).expect("write");
        } else if std::fs::read(&path).ok().as_deref() != Some(output.stdout.as_slice()) {
            stale.push(file.to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date in completions/: {}. Regenerate with `FORTYFIVES_BLESS=1 cargo test --test generated`",
        stale.join(", ")
    );
}

#[test]
fn completions_know_every_command() {
    let t = Table::new();
    let bash = t.stdout(&["completions", "bash"]);
    for command in [
        "new", "round", "status", "history", "undo", "check", "ranks", "rules",
    ] {
        assert!(bash.contains(command), "bash completion lacks {command}");
    }
    let man = t.stdout(&["man"]);
    assert!(man.contains(".TH fortyfives"), "not a man page");
}
