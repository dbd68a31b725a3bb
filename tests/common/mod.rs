//! The one test harness. Every CLI test runs the real binary through the
//! fluent [`Test`] builder (as just's tests/test.rs), in its own data
//! directory, with a UTF-8 locale, no colour and nothing on stdin:
//! `Test::new()` in a fresh folder, `table.test()` at a [`Table`] whose games
//! earlier commands made. Beside it:
//!
//! - [`pty`]: `fortyfives` on a real terminal (tmux), each dialogue a table
//!   of what the screen shows and what the player does;
//! - [`rng`]: the one seeded generator of the property tests.
//!
//! (`webdriver.rs`, a browser for the hall's pages, is included only by the
//! browser tests.)

#![allow(dead_code)]

pub mod pty;
pub mod rng;
pub mod webdriver;

use std::path::PathBuf;
use std::time::Duration;

use assert_cmd::Command;
use tempfile::TempDir;

pub struct Table {
    pub dir: TempDir,
}

/// Time for a command that plays a game model: a few seconds optimised,
/// but the tests' unoptimised build on a machine busy with the other
/// tests can take minutes (the harness's default is one).
pub const MODEL_TIME: Duration = Duration::from_secs(600);

/// Gives `table` the game model (RULES.md §14) of the four-player table
/// of two teams under 120, as the data folder caches it: the model `odds`,
/// `status --odds` and `bid` with scores ask for at that table, with the
/// default rounds and seed. Played once for every test of the run (seconds
/// optimised, much longer in the tests' unoptimised build), then copied
/// into the table's own folder, as a player's folder keeps it from one
/// question to the next.
pub fn share_model(table: &Table) -> &Table {
    static PLAYED: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    let played = PLAYED.get_or_init(|| {
        let t = Table::new();
        // Played unoptimised on a busy machine, the model may say on stderr
        // how long it will take: only an error fails here.
        t.test()
            .args(["odds", "--score", "0,0"])
            .stderr_lacks("error")
            .timeout(MODEL_TIME)
            .run();
        t
    });
    copy_files(
        &played.dir.path().join("cache"),
        &table.dir.path().join("cache"),
    );
    table
}

fn copy_files(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).expect("a cache folder");
    for entry in std::fs::read_dir(from)
        .expect("the model's cache")
        .flatten()
    {
        std::fs::copy(entry.path(), to.join(entry.file_name())).expect("the model copied");
    }
}

impl Table {
    pub fn new() -> Table {
        Table {
            dir: tempfile::tempdir().expect("a temporary folder"),
        }
    }

    /// A table whose game `name` has started: Blue (Ann, Bob) against Red
    /// (Cid, Dan), seated Ann, Cid, Bob, Dan, under 120; Dan deals first.
    pub fn with_teams(name: &str) -> Table {
        let t = Table::new();
        t.start_teams(name);
        t
    }

    /// Starts game `name` at this table: Blue (Ann, Bob) against Red (Cid,
    /// Dan), as [`Table::with_teams`] does.
    pub fn start_teams(&self, name: &str) {
        self.test()
            .args([
                "new",
                name,
                "--teams",
                "Blue=Ann,Bob",
                "--teams",
                "Red=Cid,Dan",
            ])
            .run();
    }
}

/// The fluent way to run one command and say what the user must see (as
/// just's tests/test.rs):
///
/// ```ignore
/// Test::new()
///     .args(["check", "play", "--trump", "h", "--hand", "7c", "--card", "8d"])
///     .fails(2)
///     .stderr_has("--card: 8♦ is not in the hand")
///     .run();
/// ```
///
/// Exit 0 is expected unless said otherwise: `.fails(N)` for an error (2
/// for a usage or input error, 3 for a storage one), `.status(1)` for
/// `check`'s verdict that a play is illegal. A test that expects a failure
/// must say what the message is (`.stderr(..)` or `.stderr_has(..)`): an
/// error that only "isn't empty" proves nothing to a player. An answer
/// (exit 0 or 1) must write nothing to stderr unless the test says what; an
/// error nothing to stdout. `.any_status()` is for the rare test whose
/// exit code is itself what it checks ([`Output::code`]).
pub struct Test<'a> {
    table: Place<'a>,
    args: Vec<String>,
    stdin: String,
    status: Option<i32>,
    stdout: Vec<Expect>,
    stderr: Vec<Expect>,
    env: Vec<(String, String)>,
    unchanged: bool,
    current_dir: Option<PathBuf>,
    timeout: Duration,
}

enum Place<'a> {
    Own(Table),
    At(&'a Table),
}

enum Expect {
    Exactly(String),
    Has(String),
    Lacks(String),
}

impl Expect {
    fn check(&self, what: &str, args: &[String], seen: &str) {
        match self {
            Expect::Exactly(text) => assert_eq!(seen, text, "{what} of {args:?}"),
            Expect::Has(text) => assert!(
                seen.contains(text.as_str()),
                "{what} of {args:?} lacks {text:?}:\n{seen}"
            ),
            Expect::Lacks(text) => assert!(
                !seen.contains(text.as_str()),
                "{what} of {args:?} has {text:?}:\n{seen}"
            ),
        }
    }
}

/// What a command printed (checked already), for the assertions a test
/// makes beyond text: JSON fields, files left behind.
pub struct Output {
    /// The exit code (`None` if a signal ended the command).
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Output {
    /// Stdout as the one JSON document it must be.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", self.stdout))
    }
}

impl Test<'static> {
    /// A command in a fresh, empty data folder of its own.
    pub fn new() -> Test<'static> {
        Test::in_place(Place::Own(Table::new()))
    }
}

impl Table {
    /// A command in this table's data folder (games made before are there).
    pub fn test(&self) -> Test<'_> {
        Test::in_place(Place::At(self))
    }
}

impl<'a> Test<'a> {
    fn in_place(table: Place<'a>) -> Test<'a> {
        Test {
            table,
            args: Vec::new(),
            stdin: String::new(),
            status: Some(0),
            stdout: Vec::new(),
            stderr: Vec::new(),
            env: Vec::new(),
            unchanged: false,
            current_dir: None,
            // A command that wrongly waits for a prompt fails instead of
            // hanging.
            timeout: Duration::from_secs(60),
        }
    }

    /// Every saved file must be byte-for-byte as it was (a refusal changes
    /// nothing on disk).
    pub fn files_unchanged(mut self) -> Self {
        self.unchanged = true;
        self
    }

    pub fn arg(mut self, arg: impl Into<String>) -> Self {
        self.args.push(arg.into());
        self
    }

    pub fn args<S: AsRef<str>>(mut self, args: impl IntoIterator<Item = S>) -> Self {
        self.args
            .extend(args.into_iter().map(|a| a.as_ref().to_string()));
        self
    }

    /// An environment variable for this run (e.g. `LANG=C`).
    pub fn env(mut self, key: &str, value: &str) -> Self {
        self.env.push((key.to_string(), value.to_string()));
        self
    }

    /// What is piped to the command (not a terminal either way).
    pub fn stdin(mut self, text: impl Into<String>) -> Self {
        self.stdin = text.into();
        self
    }

    /// The exit code of an answer: 0 (as unless said), or 1 for `check`'s
    /// verdict that a play is illegal. An error is `.fails(N)`.
    pub fn status(mut self, code: i32) -> Self {
        assert!(
            code <= 1,
            "exit {code} is an error: say .fails({code}) and the message"
        );
        self.status = Some(code);
        self
    }

    /// The command must fail with exit `code` (2 usage or input, 3
    /// storage), saying why on stderr (the test must say what) and nothing
    /// on stdout.
    pub fn fails(mut self, code: i32) -> Self {
        assert!(code >= 2, "exit {code} is no failure: say .status({code})");
        self.status = Some(code);
        self
    }

    /// Any exit code: the test checks [`Output::code`] itself. Nothing is
    /// required of stdout or stderr beyond what the test says.
    pub fn any_status(mut self) -> Self {
        self.status = None;
        self
    }

    /// The folder the command runs in (the data folder is set apart).
    pub fn current_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.current_dir = Some(dir.into());
        self
    }

    /// How long the command may take (60 seconds unless said).
    pub fn timeout(mut self, limit: Duration) -> Self {
        self.timeout = limit;
        self
    }

    /// Stdout must be exactly this.
    pub fn stdout(mut self, text: impl Into<String>) -> Self {
        self.stdout.push(Expect::Exactly(text.into()));
        self
    }

    /// Stdout must contain this (may be given several times).
    pub fn stdout_has(mut self, text: impl Into<String>) -> Self {
        self.stdout.push(Expect::Has(text.into()));
        self
    }

    /// Stdout must not contain this.
    pub fn stdout_lacks(mut self, text: impl Into<String>) -> Self {
        self.stdout.push(Expect::Lacks(text.into()));
        self
    }

    /// Stderr must be exactly this.
    pub fn stderr(mut self, text: impl Into<String>) -> Self {
        self.stderr.push(Expect::Exactly(text.into()));
        self
    }

    /// Stderr must contain this (may be given several times).
    pub fn stderr_has(mut self, text: impl Into<String>) -> Self {
        self.stderr.push(Expect::Has(text.into()));
        self
    }

    /// Stderr must not contain this.
    pub fn stderr_lacks(mut self, text: impl Into<String>) -> Self {
        self.stderr.push(Expect::Lacks(text.into()));
        self
    }

    /// Runs the command and checks every expectation.
    pub fn run(self) -> Output {
        let table = match &self.table {
            Place::Own(t) => t,
            Place::At(t) => t,
        };
        let before = self.unchanged.then(|| snapshot(table.dir.path()));
        let mut cmd = Command::cargo_bin("fortyfives").expect("the fortyfives binary");
        cmd.args(&self.args)
            .env("FORTYFIVES_DATA_DIR", table.dir.path())
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_CTYPE")
            .env("NO_COLOR", "1")
            .timeout(self.timeout);
        for (key, value) in &self.env {
            cmd.env(key, value);
        }
        if let Some(dir) = &self.current_dir {
            cmd.current_dir(dir);
        }
        let out = cmd
            .write_stdin(self.stdin.clone())
            .output()
            .expect("the command runs");
        let stdout = String::from_utf8(out.stdout).expect("UTF-8 stdout");
        let stderr = String::from_utf8(out.stderr).expect("UTF-8 stderr");
        let code = out.status.code();
        if let Some(status) = self.status {
            assert_eq!(
                code,
                Some(status),
                "exit code of {:?}\nstdout:\n{stdout}\nstderr:\n{stderr}",
                self.args
            );
        }
        if let Some(before) = before {
            assert_eq!(
                before,
                snapshot(table.dir.path()),
                "{:?} changed a saved file",
                self.args
            );
        }
        for expect in &self.stdout {
            expect.check("stdout", &self.args, &stdout);
        }
        for expect in &self.stderr {
            expect.check("stderr", &self.args, &stderr);
        }
        // Exit 1 is a verdict (`check`: the play was illegal), answered on
        // stdout like a success; 2 and 3 are errors, told on stderr.
        match self.status {
            None => {}
            Some(0 | 1) if self.stderr.is_empty() => {
                assert_eq!(stderr, "", "stderr of {:?} (it answered)", self.args);
            }
            Some(0 | 1) => {}
            Some(_) => {
                assert!(
                !self.stderr.is_empty(),
                "a test of a failing command must say what the user sees: add .stderr_has(..) to {:?} (stderr was:\n{stderr})",
                self.args
            );
                assert_eq!(stdout, "", "stdout of {:?} (it failed)", self.args);
            }
        }
        Output {
            code,
            stdout,
            stderr,
        }
    }

    /// Runs with `--json` and returns the document (checks as [`Test::run`]).
    pub fn json(self) -> serde_json::Value {
        self.arg("--json").run().json()
    }
}

/// Every file under a data folder (deleted games included) with its bytes,
/// to prove a command changed nothing. The standings caches and the lock
/// are not the user's data.
pub fn snapshot(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut files = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = path.strip_prefix(dir).unwrap().display().to_string();
            if path.is_dir() {
                stack.push(path);
            } else if path.is_file() && !name.ends_with(".cache.json") && name != ".lock" {
                files.insert(name, std::fs::read(&path).unwrap_or_default());
            }
        }
    }
    files
}

/// A command line written as a person types it, split as a shell would.
pub fn words(line: &str) -> Vec<String> {
    shlex::split(line).unwrap_or_else(|| panic!("bad test line: {line}"))
}

/// Who made a party history entry, as a word: the pair's or player's
/// name, `director` or `command`.
pub fn who(by: &serde_json::Value) -> &str {
    by["pair"]
        .as_str()
        .or_else(|| by["player"].as_str())
        .unwrap_or(if by["director"] == true {
            "director"
        } else {
            "command"
        })
}
