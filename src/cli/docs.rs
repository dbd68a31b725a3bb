//! `completions SHELL` and `man`: generated from the same definitions clap
//! parses with, so they can't disagree with the real options.

use clap::CommandFactory;
use clap_complete::Shell;

use super::args::Cli;
use super::error::CliError;
use super::Verdict;

pub fn completions(shell: Shell) -> Result<Verdict, CliError> {
    let mut command = Cli::command();
    clap_complete::generate(shell, &mut command, "fortyfives", &mut std::io::stdout());
    Ok(Verdict::Done)
}

pub fn man() -> Result<Verdict, CliError> {
    let page = clap_mangen::Man::new(Cli::command());
    page.render(&mut std::io::stdout())
        .map_err(|e| CliError::input(format!("could not write the manual page: {e}")))?;
    Ok(Verdict::Done)
}
