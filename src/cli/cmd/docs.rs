//! `completions SHELL` and `man`: generated from the same definitions clap
//! parses with, so they can't disagree with the real options.

use clap::CommandFactory;
use clap_complete::Shell;

use crate::cli::args::Cli;
use crate::cli::error::CliError;
use crate::cli::Verdict;

pub fn completions(shell: Shell) -> Result<Verdict, CliError> {
    let mut command = Cli::command();
    clap_complete::generate(shell, &mut command, "fortyfives", &mut std::io::stdout());
    Ok(Verdict::Done)
}

/// The main page, or a command's own (`man check round`): the main page
/// lists each command as `fortyfives-COMMAND(1)`, and this prints that page.
pub fn man(path: &[String]) -> Result<Verdict, CliError> {
    let mut page = Cli::command().disable_help_subcommand(true);
    // Names the subcommands' pages (fortyfives-check-round) as clap_mangen
    // refers to them.
    page.build();
    for word in path {
        let found = page
            .get_subcommands()
            .find(|c| c.get_name() == word.as_str())
            .cloned();
        page = match found {
            Some(sub) => sub,
            None => {
                let known: Vec<&str> = page.get_subcommands().map(|c| c.get_name()).collect();
                return Err(CliError::input(format!(
                    "no command '{word}' has a page{}; the pages are for {}",
                    fortyfives::rules::suggestion::did_you_mean(word, known.iter().copied()),
                    known.join(", ")
                )));
            }
        };
    }
    clap_mangen::Man::new(page)
        .source(format!("fortyfives {}", env!("CARGO_PKG_VERSION")))
        .render(&mut std::io::stdout())
        .map_err(|e| CliError::input(format!("could not write the manual page: {e}")))?;
    Ok(Verdict::Done)
}
