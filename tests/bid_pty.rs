//! `fortyfives bid` on a real terminal (tmux): a run that takes more than a
//! second shows a progress bar with the time left, and Ctrl-C stops it at
//! once. Its own tmux server (`-L`), killed at the end; without tmux the
//! test says so and passes.

use std::process::Command;
use std::time::{Duration, Instant};

fn tmux(socket: &str, args: &[&str]) -> String {
    let output = Command::new("tmux")
        .arg("-L")
        .arg(socket)
        .args(args)
        .env("TERM", "xterm")
        .output()
        .expect("tmux runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The test's tmux server, killed when the test ends, passing or failing:
/// a run left behind would go on for days and slow every later test.
struct Server(String);

impl Drop for Server {
    fn drop(&mut self) {
        tmux(&self.0, &["kill-server"]);
    }
}

fn wait_for(socket: &str, text: &str, within: Duration) -> String {
    let start = Instant::now();
    loop {
        let screen = tmux(
            socket,
            &["capture-pane", "-p", "-J", "-S", "-", "-t", "bid"],
        );
        if screen.contains(text) {
            return screen;
        }
        if start.elapsed() > within {
            tmux(socket, &["kill-server"]);
            panic!("waited {within:?} for {text:?}; the terminal shows:\n{screen}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_long_run_shows_a_progress_bar_and_ctrl_c_stops_it_at_once() {
    if !Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "tmux is not installed, and under CI=true a terminal test never skips: `.ci/run` installs it (apt-get install tmux)"
        );
        eprintln!("note: tmux is not installed; skipping the terminal test of `bid`");
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let socket = format!("fortyfives-test-{}-bid", std::process::id());
    let _server = Server(socket.clone());
    // Six players and many deals: far more than a second in any build. The
    // shell traps Ctrl-C (its children still take it) so that it lives on
    // to print the exit code.
    let command = format!(
        "trap 'echo' INT; env FORTYFIVES_DATA_DIR='{}' LANG=C.UTF-8 NO_COLOR=1 '{}' bid --hand '5h jh ah qh 2d' --players 6 --samples 1000000 --seed 1; echo EXIT=$?; sleep 600",
        dir.path().display(),
        env!("CARGO_BIN_EXE_fortyfives")
    );
    tmux(
        &socket,
        &[
            "new-session",
            "-d",
            "-x",
            "120",
            "-y",
            "20",
            "-s",
            "bid",
            &command,
        ],
    );
    // The bar after a second; after two, how long the run will take.
    wait_for(&socket, "/1000000 deals", Duration::from_secs(20));
    let screen = wait_for(&socket, "This will take about", Duration::from_secs(20));
    assert!(
        screen.contains("/1000000 deals") && screen.contains(" left"),
        "the bar shows the time left:\n{screen}"
    );
    // Stopped at once: the wait is generous for a busy machine, and far
    // shorter than the days the run would take.
    tmux(&socket, &["send-keys", "-t", "bid", "C-c"]);
    let screen = wait_for(&socket, "EXIT=130", Duration::from_secs(10));
    assert!(
        !screen.contains("Best bid"),
        "no answer is printed:\n{screen}"
    );
}
