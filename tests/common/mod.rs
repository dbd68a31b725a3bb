//! A fluent helper: every CLI test runs the real binary in its own data
//! directory, with a UTF-8 locale and no colour, and no stdin.

#![allow(dead_code)]

use assert_cmd::Command;
use tempfile::TempDir;

pub struct Table {
    pub dir: TempDir,
}

impl Table {
    pub fn new() -> Table {
        Table {
            dir: tempfile::tempdir().expect("a temporary folder"),
        }
    }

    /// `fortyfives ARGS...` in this table's data directory.
    pub fn run(&self, args: &[&str]) -> assert_cmd::assert::Assert {
        self.cmd(args).assert()
    }

    pub fn cmd(&self, args: &[&str]) -> Command {
        let mut cmd = Command::cargo_bin("fortyfives").expect("the fortyfives binary");
        cmd.args(args)
            .env("FORTYFIVES_DATA_DIR", self.dir.path())
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_CTYPE")
            .env("NO_COLOR", "1")
            .write_stdin("");
        cmd
    }

    /// Runs and parses stdout as JSON (the command must print one document).
    pub fn json(&self, args: &[&str]) -> serde_json::Value {
        let mut all = args.to_vec();
        all.push("--json");
        let output = self.cmd(&all).output().expect("the command runs");
        serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
            panic!(
                "stdout of {args:?} is not JSON ({e}):\n{}\nstderr:\n{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            )
        })
    }

    pub fn stdout(&self, args: &[&str]) -> String {
        let output = self.cmd(args).output().expect("the command runs");
        String::from_utf8(output.stdout).expect("UTF-8 output")
    }
}
