//! `fortyfives`: parse the command line, run it, report the error, exit.

mod cli;
mod web;

use std::process::ExitCode;

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    let cli = cli::parse();
    let ascii = cli.global.ascii;
    match cli::run(cli) {
        Ok(verdict) => ExitCode::from(verdict.exit_code()),
        Err(err) => {
            cli::report(&err, ascii);
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
