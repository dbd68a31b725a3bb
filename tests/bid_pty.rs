//! `fortyfives bid` on a real terminal (tmux, common/pty.rs): a run that
//! takes more than a second shows a progress bar with the time left, and
//! Ctrl-C stops it at once. Its own tmux server, killed when the test ends,
//! passing or failing: a run left behind would go on for days and slow
//! every later test. Without tmux the test says so and passes.

use std::time::Duration;

use crate::common::pty::{tmux_present, Pty};

#[test]
fn a_long_run_shows_a_progress_bar_and_ctrl_c_stops_it_at_once() {
    if !tmux_present("`bid`") {
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Six players and many deals: far more than a second in any build. The
    // shell traps Ctrl-C (its children still take it) so that it lives on
    // to print the exit code.
    let pty = Pty::start_on(
        "bid",
        dir.path(),
        "bid --hand '5h jh ah qh 2d' --players 6 --samples 1000000 --seed 1",
        (120, 20),
        "trap 'echo' INT;",
    );
    // The bar after a second; after two, how long the run will take. The
    // bar is drawn again in place, so these look anywhere on the screen.
    pty.wait_anywhere("/1000000 deals", Duration::from_secs(20));
    let screen = pty.wait_anywhere("This will take about", Duration::from_secs(20));
    assert!(
        screen.contains("/1000000 deals") && screen.contains(" left"),
        "the bar shows the time left:\n{screen}"
    );
    // Stopped at once: the wait is generous for a busy machine, and far
    // shorter than the days the run would take.
    pty.keys(&["C-c"]);
    let screen = pty.wait_anywhere("EXIT=130", Duration::from_secs(10));
    assert!(
        !screen.contains("Best bid"),
        "no answer is printed:\n{screen}"
    );
}
