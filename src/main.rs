//! `fortyfives`: parse the command line, run it, report the error, exit.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    match cli::run(cli::Cli::parse()) {
        Ok(verdict) => ExitCode::from(verdict.exit_code()),
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(err.code)
        }
    }
}
