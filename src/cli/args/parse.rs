//! Reading the command line: clap's parse, and its refusals rendered as
//! every other error is (no styles, hidden characters shown, long values
//! cut short).

use fortyfives::rules::prose::visible;

use crate::cli::view::output::asciify;

use super::Cli;

/// The environment variable naming the data folder.
pub const DATA_DIR_ENV: &str = "FORTYFIVES_DATA_DIR";

/// The command line, as clap reads it from the arguments and environment.
///
/// `FORTYFIVES_DATA_DIR=` (set but empty, as a shell script's unset-ish
/// variable often is) means the default folder, not "a value is required".
pub fn parse() -> Cli {
    if std::env::var_os(DATA_DIR_ENV).is_some_and(|v| v.is_empty()) {
        // SAFETY: called first thing in main, before any other thread exists.
        unsafe { std::env::remove_var(DATA_DIR_ENV) };
    }
    // `COMPLETE=bash fortyfives`: the shell asking for completions (or for
    // the script that asks); answered here, then the program ends.
    clap_complete::CompleteEnv::with_factory(<Cli as clap::CommandFactory>::command).complete();
    match <Cli as clap::Parser>::try_parse() {
        Ok(cli) => cli,
        Err(err) => refuse_command_line(err),
    }
}

/// Reports a command line clap refused, and ends the program.
///
/// Clap repeats what was typed ("invalid value 'X' for '--bid <N>'"), and
/// on a terminal it would print an escape sequence typed there as it is:
/// so the error is rendered without styles and every hidden character
/// shown (`\e`), as every other error is. Help and version pass as clap
/// prints them: they hold nothing typed.
fn refuse_command_line(err: clap::Error) -> ! {
    use clap::error::ErrorKind;
    use clap::CommandFactory;
    // Bare `fortyfives`: a newcomer, most likely at the table. The guided
    // game comes first, then what clap says of every command.
    if matches!(
        err.kind(),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) && std::env::args_os().len() == 1
    {
        eprintln!(
            "To play a game now: fortyfives play (it asks who plays, then each round's result).\n"
        );
    }
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        // Under --ascii the help is ASCII too (its examples name suits).
        if err.kind() == ErrorKind::DisplayHelp && ascii() {
            print!("{}", asciify(&err.render().to_string()));
            std::process::exit(0);
        }
        err.exit();
    }
    // Clap counts a value from FORTYFIVES_DATA_DIR as typed, and its usage
    // line would then demand `--data-dir <DIR>` of someone who never needs
    // to type it. Without the variable the command line fails the same way
    // (it only ever sets the data folder), and says only what was typed.
    if std::env::var_os(DATA_DIR_ENV).is_some() {
        // SAFETY: still at the start of main, before any other thread exists.
        unsafe { std::env::remove_var(DATA_DIR_ENV) };
    }
    let plain = Cli::command().styles(clap::builder::Styles::plain());
    let (err, text) = match plain.try_get_matches_from(std::env::args_os()) {
        Err(again) if again.kind() == err.kind() => {
            let text = again.render().ansi().to_string();
            (again, text)
        }
        // Not expected; its styles are stripped, and anything typed with them.
        _ => {
            let text = err.render().to_string();
            (err, text)
        }
    };
    let text = shorten_long_values(text);
    let shown: Vec<_> = text.lines().map(visible).collect();
    let shown = shown.join("\n");
    eprintln!("{}", if ascii() { asciify(&shown) } else { shown });
    std::process::exit(err.exit_code());
}

/// Whether the output is to be ASCII: `--ascii` typed (the command line
/// was refused, so it is looked for among the words), or a locale that
/// can't show the suit symbols.
fn ascii() -> bool {
    let typed = std::env::args_os().any(|a| a == "--ascii");
    crate::cli::view::output::Style::new(false, typed).ascii
}

/// The longest value repeated whole in a refusal; a longer one (a pasted
/// page as a note) is shown by its start and its length.
const LONGEST_ECHO: usize = 80;

/// `text` with each long value typed on the command line cut short.
fn shorten_long_values(mut text: String) -> String {
    for arg in std::env::args_os().skip(1) {
        let arg = arg.to_string_lossy();
        let value = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => value,
            _ => &arg,
        };
        let count = value.chars().count();
        if count > LONGEST_ECHO {
            let start: String = value.chars().take(LONGEST_ECHO / 2).collect();
            text = text.replace(value, &format!("{start}… ({count} characters)"));
        }
    }
    text
}
