//! What every run of questions shares: a menu that Esc leaves, a yes or
//! no whose safe answer is no, a number asked until one fits, and the
//! record of the questions asked so Esc goes back one.

use crate::cli::ask::term::{self as ask, Answer};
use crate::cli::error::CliError;

/// A menu that Esc or q leaves: `None` then.
pub fn menu(prompt: &str, items: &[String], default: usize) -> Result<Option<usize>, CliError> {
    Ok(match ask::choose(prompt, items, default)? {
        Answer::Given(i) => Some(i),
        Answer::Back => None,
    })
}

/// A yes-or-no question whose safe answer, no, is the default (Esc is no).
pub fn confirm(prompt: &str) -> Result<bool, CliError> {
    Ok(ask::yes_no(prompt, false)? == Answer::Given(true))
}

/// A whole number from `low` to `high`, asked until one is typed. Enter
/// alone takes `default`; without one it is no answer, since a fact that
/// decides the score is never made up.
pub(super) fn number(
    prompt: &str,
    low: u8,
    high: u8,
    default: Option<u8>,
) -> Result<Answer<u8>, CliError> {
    loop {
        let typed = match ask::line(prompt, default.map(|d| d.to_string()).as_deref())? {
            Answer::Given(t) => t,
            Answer::Back => return Ok(Answer::Back),
        };
        match typed.parse::<u8>() {
            Ok(n) if (low..=high).contains(&n) => return Ok(Answer::Given(n)),
            _ => eprintln!("Type a number from {low} to {high}."),
        }
    }
}

/// Questions asked one after another, Esc going back to the one asked
/// before (skipped questions are not asked again). Each answer is kept, so
/// a question asked again offers the answer given before.
pub(super) struct Steps<S: Copy> {
    asked: Vec<S>,
}

impl<S: Copy> Steps<S> {
    pub(super) fn new() -> Steps<S> {
        Steps { asked: Vec::new() }
    }
    /// `step` was answered: Esc from the next question comes back here.
    pub(super) fn done(&mut self, step: S) {
        self.asked.push(step);
    }
    /// The question to ask again on Esc; `None` at the first.
    pub(super) fn back(&mut self) -> Option<S> {
        self.asked.pop()
    }
}
