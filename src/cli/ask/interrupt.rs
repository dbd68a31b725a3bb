//! Ctrl-C at a question: the cursor a menu hid comes back, the program
//! says what was kept, and it ends. Below both the questions' keys
//! (`term`) and the question loops (`prompt`), so neither needs the other.

use std::sync::Once;

use dialoguer::console::Term;

/// The exit code of a program stopped by Ctrl-C (128 + SIGINT).
const INTERRUPTED: i32 = 130;

/// Makes Ctrl-C at a question stop cleanly: the cursor a menu hid is shown
/// again and the program says what was kept. Answers are only ever saved
/// once a question round is complete, so stopping loses nothing saved.
pub fn guard_interrupts() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // Without the handler Ctrl-C still stops the program; the terminal
        // may just be left without a cursor, so a failure is not fatal.
        let _ = ctrlc::set_handler(stop);
    });
}

/// Ctrl-C: show the cursor again, say what was kept, exit. The signal
/// handler and the interrupted prompt both come here; only one speaks.
pub(super) fn stop() {
    static STOP: Once = Once::new();
    STOP.call_once(|| {
        let term = Term::stderr();
        let _ = term.show_cursor();
        let _ = term.write_line("");
        let _ = term.write_line(
            "Stopped. Unfinished answers were dropped; every round already recorded is saved.",
        );
        std::process::exit(INTERRUPTED);
    });
}
