//! A real pseudo-terminal for `fortyfives`, driven through tmux as a person
//! at the table would: each test runs on its own tmux server (`-L`), killed
//! when the test ends, passing or failing.
//!
//! A dialogue is written as a table of what the screen shows and what the
//! player does then:
//!
//! ```ignore
//! pty.talk(&[
//!     ("Carry on with kitchen", Key("Enter")),
//!     ("Round 1: Bob deals.", See),
//!     ("Trump?", Keys(&["Down", "Enter"])),
//!     // Enter alone is not "none": asked again.
//!     ("Tricks taken by Ann", Steps(&[Type(""), Type("3")])),
//!     ("A note for this round", Back),
//!     ("Tricks taken by Ann", Type("3")),
//!     ("EXIT=0", See),
//! ]);
//! ```

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// What the player does once a row's text shows.
pub enum Do<'a> {
    /// Nothing: the text must show, and the dialogue goes on.
    See,
    /// One key, by its tmux name: Enter, Up, Down, Escape, C-c, or a letter.
    Key(&'a str),
    /// Keys pressed one after the other.
    Keys(&'a [&'a str]),
    /// An answer typed, then Enter (`""`: Enter alone).
    Type(&'a str),
    /// Esc, back one question: the next row is the question before, asked
    /// again (waited for with [`Pty::wait_for_question`]).
    Back,
    /// Several of these in turn, with no wait between them.
    Steps(&'a [Do<'a>]),
}

pub use Do::*;

/// Whether tmux is here to drive a terminal; without it the test says so
/// (the note names `what` it would have tested, e.g. "`play`") and passes. Under
/// `CI=true` a missing tmux fails the test instead of skipping it:
/// `.ci/run` installs it.
pub fn tmux_present(what: &str) -> bool {
    let present = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        present || std::env::var("CI").as_deref() != Ok("true"),
        "tmux is not installed, and under CI=true a terminal test never skips: `.ci/run` installs it (apt-get install tmux)"
    );
    if !present {
        eprintln!("note: tmux is not installed; skipping the pseudo-terminal test of {what}");
    }
    present
}

/// A tmux server of our own running one `fortyfives` command.
pub struct Pty {
    socket: String,
    /// Where the last wait matched: its line, column and text. A menu is
    /// cleared and its answer written on the same line, so waits go on
    /// from that line, not from a character offset.
    last: Option<(usize, usize, String)>,
}

impl Pty {
    /// Starts `fortyfives ARGS` in `data_dir` on a 120×40 terminal. The shell
    /// prints the exit code when it ends and keeps the pane open.
    pub fn start(name: &str, data_dir: &Path, args: &str) -> Pty {
        Pty::start_on(name, data_dir, args, (120, 40), "")
    }

    /// [`Pty::start`] on a terminal of `columns`×`rows`, running the shell
    /// commands `first` (e.g. `stty`) before `fortyfives`. `COLUMNS` is
    /// unset, so the width is the terminal's own.
    pub fn start_on(
        name: &str,
        data_dir: &Path,
        args: &str,
        (columns, rows): (u16, u16),
        first: &str,
    ) -> Pty {
        let socket = format!("fortyfives-test-{}-{name}", std::process::id());
        let command = format!(
            "{first} env -u COLUMNS FORTYFIVES_DATA_DIR='{}' LANG=C.UTF-8 NO_COLOR=1 '{}' {args}; echo EXIT=$?; sleep 600",
            data_dir.display(),
            env!("CARGO_BIN_EXE_fortyfives")
        );
        let pty = Pty { socket, last: None };
        pty.tmux(&[
            "new-session",
            "-d",
            "-x",
            &columns.to_string(),
            "-y",
            &rows.to_string(),
            "-s",
            "play",
            &command,
        ]);
        pty
    }

    fn tmux(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .env("TERM", "xterm")
            .output()
            .expect("tmux runs");
        assert!(
            output.status.success(),
            "tmux {args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Plays a dialogue: for each row, waits until its text shows (on or
    /// after the line the last wait matched; after [`Back`], the question
    /// asked again), then does what the row says.
    pub fn talk(&mut self, rows: &[(&str, Do)]) {
        let mut left: Option<&str> = None;
        for (text, action) in rows {
            match left.take() {
                Some(left) => self.wait_for_question(text, left),
                None => self.wait_for(text),
            }
            if let Back = action {
                left = Some(text);
            }
            self.act(action);
        }
    }

    fn act(&self, action: &Do) {
        match action {
            See => {}
            Key(key) => self.keys(&[key]),
            Keys(keys) => self.keys(keys),
            Type(text) => self.answer(text),
            Back => self.keys(&["Escape"]),
            Steps(steps) => {
                for step in *steps {
                    assert!(
                        !matches!(step, Back),
                        "Back ends a row: the next row is the question before"
                    );
                    self.act(step);
                }
            }
        }
    }

    /// Everything the terminal has shown, scrollback included, lines the
    /// terminal wrapped joined again.
    pub fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-J", "-S", "-", "-t", "play"])
    }

    /// Everything the terminal has shown, row by row as it shows it.
    pub fn rows(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-S", "-", "-t", "play"])
    }

    /// Waits until `text` appears on or after the line the last wait
    /// matched (not that same match again).
    pub fn wait_for(&mut self, text: &str) {
        let start = Instant::now();
        let from = self.last.as_ref().map_or(0, |l| l.0);
        loop {
            let screen = self.screen();
            let found = screen.lines().enumerate().skip(from).find_map(|(n, line)| {
                line.match_indices(text)
                    .map(|(col, _)| (n, col, text.to_string()))
                    .find(|at| Some(at) != self.last.as_ref())
            });
            if let Some(at) = found {
                self.last = Some(at);
                return;
            }
            if start.elapsed() > Duration::from_secs(15) {
                panic!("waited 15s for {text:?}; the terminal shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(40));
        }
    }

    /// Waits up to `within` until `text` shows anywhere on the screen, and
    /// returns the screen it showed on: for output redrawn in place (a
    /// progress bar), where lines come in no order.
    pub fn wait_anywhere(&self, text: &str, within: Duration) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            if start.elapsed() > within {
                panic!("waited {within:?} for {text:?}; the terminal shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// After Esc: waits until the question `text` is asked again below
    /// the last place the question `left` (the one Esc left) shows, or
    /// `left` has been cleared. The earlier question is drawn again where
    /// the cleared lines were, which may be above the line the last wait
    /// matched, so `wait_for` cannot be used there.
    pub fn wait_for_question(&mut self, text: &str, left: &str) {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            let lines: Vec<&str> = screen.lines().collect();
            let at = lines.iter().rposition(|l| l.contains(text));
            let gone = lines.iter().rposition(|l| l.contains(left));
            if let Some(n) = at.filter(|&n| gone.is_none_or(|g| n > g)) {
                let col = lines[n].find(text).unwrap_or(0);
                self.last = Some((n, col, text.to_string()));
                return;
            }
            if start.elapsed() > Duration::from_secs(15) {
                panic!("waited 15s for the question {text:?} after {left:?}; the terminal shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(40));
        }
    }

    /// Sends keys (tmux names: Enter, Up, Down, C-c, or text).
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "play"];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    /// Types an answer and presses Enter.
    pub fn answer(&self, text: &str) {
        if !text.is_empty() {
            self.keys(&["-l", text]);
        }
        self.keys(&["Enter"]);
    }

    /// Whether the terminal shows its cursor.
    pub fn cursor_shown(&self) -> bool {
        self.tmux(&["display-message", "-p", "-t", "play", "#{cursor_flag}"])
            .trim()
            == "1"
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}
