//! `fortyfives`: parse the command line, run it, report the error, exit.

mod cli;
mod web;

use std::process::ExitCode;

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    match cli::run(cli::parse()) {
        Ok(verdict) => ExitCode::from(verdict.exit_code()),
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(err.exit_code())
        }
    }
}

/// `fortyfives history | head` should stop quietly when `head` has read
/// enough, as Unix tools do, instead of panicking on the closed pipe: Rust
/// ignores SIGPIPE by default, so restore the default action.
#[cfg(unix)]
fn quiet_on_closed_pipe() {
    // SAFETY: called first thing in main, before any other thread exists;
    // SIG_DFL is a valid handler for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn quiet_on_closed_pipe() {}
