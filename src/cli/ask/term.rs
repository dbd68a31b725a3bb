//! The two kinds of question `play`, `new` and `round` ask on a terminal: a
//! menu and a typed answer. Both know the keys a table expects: arrows and
//! Enter, the first letter of a choice to go to it, and Esc to go back one
//! question. Never used when stdin is not a terminal.

use dialoguer::console::{measure_text_width, Key, Term};

use crate::cli::error::CliError;

/// An answer, or Esc: the player wants the question before this one again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<T> {
    Given(T),
    Back,
}

impl<T> Answer<T> {
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Answer<U> {
        match self {
            Answer::Given(t) => Answer::Given(f(t)),
            Answer::Back => Answer::Back,
        }
    }
}

/// Said once before a run of questions, so the keys are known.
pub const KEYS: &str =
    "Choose with the arrows, a first letter or a number, then Enter; Esc goes back a question.";

/// The terminal's answer, or a stop: Ctrl-C ends the program cleanly (see
/// `interrupt::stop`); any other failure is reported with nothing saved.
fn read(term: &Term) -> Result<Key, CliError> {
    term.read_key().map_err(|e| {
        if e.kind() == std::io::ErrorKind::Interrupted {
            super::interrupt::stop();
        }
        let _ = term.show_cursor();
        CliError::input(format!("stopped at a question ({e}); nothing was saved"))
    })
}

fn io(e: std::io::Error) -> CliError {
    CliError::input(format!("the terminal failed ({e}); nothing was saved"))
}

/// The letter or digit that picks a choice: its first one ("♥ hearts" is h).
fn key_of(item: &str) -> Option<char> {
    item.chars()
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_lowercase().next().unwrap_or(c))
}

/// Where a typed letter moves the cursor: to the next choice it starts
/// (from the cursor on, round to the top), or nowhere. It never picks: the
/// habit of a letter then Enter must not send the Enter on to the next
/// question, so Enter alone picks.
fn letter(items: &[String], cursor: usize, typed: char) -> Option<usize> {
    let typed = typed.to_lowercase().next().unwrap_or(typed);
    let matching: Vec<usize> = (0..items.len())
        .filter(|&i| key_of(&items[i]) == Some(typed))
        .collect();
    matching
        .iter()
        .copied()
        .find(|&i| i > cursor)
        .or_else(|| matching.first().copied())
}

/// Where a typed key moves the cursor: a letter (or a digit a choice
/// starts with, as bids do) as [`letter`]; any other digit N to the Nth
/// choice. Like a letter, it never picks: Enter does.
fn jump(items: &[String], cursor: usize, typed: char) -> Option<usize> {
    if let Some(at) = letter(items, cursor, typed) {
        return Some(at);
    }
    let digits_are_words = items
        .iter()
        .any(|i| key_of(i).is_some_and(|c| c.is_ascii_digit()));
    match typed.to_digit(10) {
        Some(n) if !digits_are_words && n >= 1 && (n as usize) <= items.len() => {
            Some(n as usize - 1)
        }
        _ => None,
    }
}

/// Said under a menu when a key typed there picks nothing, so that no key
/// is ignored without a word.
fn keys_here(items: &[String], typed: char) -> String {
    let digits_are_words = items
        .iter()
        .any(|i| key_of(i).is_some_and(|c| c.is_ascii_digit()));
    let keys = match items.len().min(9) {
        _ if digits_are_words => "the arrows or a first letter".to_string(),
        1 => "the arrows, 1 or a first letter".to_string(),
        n => format!("the arrows, 1 to {n} or a first letter"),
    };
    format!("{typed} is not a choice here: choose with {keys}, then Enter; Esc goes back.")
}

/// Drops whatever was typed before the question was shown (keys typed
/// ahead, meant for a question now gone), so that they never choose for the
/// player. Used before a menu holding a choice that undoes something.
pub fn drop_typed_ahead() {
    #[cfg(unix)]
    // SAFETY: isatty and tcflush only read their integer arguments; on a
    // descriptor that is not a terminal nothing is done.
    unsafe {
        if libc::isatty(libc::STDIN_FILENO) == 1 {
            libc::tcflush(libc::STDIN_FILENO, libc::TCIFLUSH);
        }
    }
}

/// The terminal rows `lines` take, long lines wrapping.
fn rows(term: &Term, lines: &[String]) -> usize {
    let width = usize::from(term.size().1).max(1);
    lines
        .iter()
        .map(|l| measure_text_width(l).max(1).div_ceil(width))
        .sum()
}

/// The columns a line may take: one less than the terminal's, since a line
/// filling the last column makes some terminals wrap an empty line after it.
fn line_width(term: &Term) -> usize {
    usize::from(term.size().1).saturating_sub(1).max(20)
}

/// A menu: `items` under `prompt`, `default` highlighted. Enter picks the
/// highlighted choice, a letter the choice it starts, Esc goes back.
pub fn choose(prompt: &str, items: &[String], default: usize) -> Result<Answer<usize>, CliError> {
    let term = Term::stderr();
    let mut cursor = default.min(items.len().saturating_sub(1));
    let mut hint: Option<String> = None;
    let draw = |cursor: usize, hint: &Option<String>| -> Result<usize, CliError> {
        let width = line_width(&term);
        let mut lines =
            crate::cli::view::output::wrap(&crate::cli::view::output::one_line(prompt), width, 2);
        for (i, item) in items.iter().enumerate() {
            let mark = if i == cursor { ">" } else { " " };
            let item = crate::cli::view::output::one_line(&format!("{mark} {item}"));
            lines.extend(crate::cli::view::output::wrap(&item, width, 4));
        }
        if let Some(hint) = hint {
            lines.extend(crate::cli::view::output::wrap(hint, width, 2));
        }
        for line in &lines {
            term.write_line(line).map_err(io)?;
        }
        Ok(rows(&term, &lines))
    };
    let _ = term.hide_cursor();
    let mut shown = draw(cursor, &hint)?;
    let answer = loop {
        let key = read(&term)?;
        let mut picked = None;
        let had_hint = hint.take();
        match key {
            Key::Enter => picked = Some(cursor),
            Key::Escape => break Answer::Back,
            Key::ArrowUp | Key::BackTab => {
                cursor = if cursor == 0 {
                    items.len() - 1
                } else {
                    cursor - 1
                }
            }
            Key::ArrowDown | Key::Tab => cursor = (cursor + 1) % items.len(),
            Key::Home | Key::PageUp => cursor = 0,
            Key::End | Key::PageDown => cursor = items.len() - 1,
            Key::Char(c) if c.is_alphanumeric() => match jump(items, cursor, c) {
                Some(at) => cursor = at,
                None => hint = Some(keys_here(items, c)),
            },
            _ => {
                hint = had_hint;
                continue;
            }
        }
        term.clear_last_lines(shown).map_err(io)?;
        if let Some(i) = picked {
            break Answer::Given(i);
        }
        shown = draw(cursor, &hint)?;
    };
    if answer == Answer::Back {
        term.clear_last_lines(shown).map_err(io)?;
    }
    let _ = term.show_cursor();
    if let Answer::Given(i) = answer {
        let said = crate::cli::view::output::one_line(&format!("{prompt} {}", items[i]));
        for line in crate::cli::view::output::wrap(&said, line_width(&term), 2) {
            term.write_line(&line).map_err(io)?;
        }
    }
    Ok(answer)
}

/// Yes or no, as a menu: y and n pick.
pub fn yes_no(prompt: &str, default: bool) -> Result<Answer<bool>, CliError> {
    let items = ["Yes".to_string(), "No".to_string()];
    Ok(match choose(prompt, &items, if default { 0 } else { 1 })? {
        Answer::Given(i) => Answer::Given(i == 0),
        Answer::Back => Answer::Back,
    })
}

/// A typed answer, trimmed. Enter alone gives `default` when there is one
/// (shown in brackets), else an empty answer; Esc goes back.
pub fn line(prompt: &str, default: Option<&str>) -> Result<Answer<String>, CliError> {
    let term = Term::stderr();
    let shown = match default {
        Some(d) if !d.is_empty() => {
            format!("{prompt} [{}]: ", crate::cli::view::output::one_line(d))
        }
        _ => format!("{prompt}: "),
    };
    let mut typed = String::new();
    let _ = term.show_cursor();
    term.write_str(&shown).map_err(io)?;
    loop {
        match read(&term)? {
            Key::Enter => break,
            Key::Escape => {
                term.clear_line().map_err(io)?;
                return Ok(Answer::Back);
            }
            Key::Backspace if typed.pop().is_some() => term.clear_chars(1).map_err(io)?,
            Key::Char(c) if !c.is_control() => {
                typed.push(c);
                term.write_str(c.encode_utf8(&mut [0; 4])).map_err(io)?;
            }
            _ => {}
        }
    }
    term.write_line("").map_err(io)?;
    let typed = typed.trim().to_string();
    Ok(Answer::Given(match default {
        Some(d) if typed.is_empty() => d.to_string(),
        _ => typed,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn a_letter_goes_to_the_choice_it_starts_and_never_picks() {
        let suits = items(&["♣ clubs", "♦ diamonds", "♥ hearts", "♠ spades"]);
        assert_eq!(letter(&suits, 0, 'h'), Some(2));
        assert_eq!(letter(&suits, 0, 'S'), Some(3));
        assert_eq!(letter(&suits, 0, 'x'), None);
    }

    #[test]
    fn a_digit_goes_to_the_nth_choice_unless_choices_start_with_digits() {
        let sides = items(&["Ann", "Bob"]);
        assert_eq!(jump(&sides, 0, '2'), Some(1));
        assert_eq!(jump(&sides, 1, '1'), Some(0));
        assert_eq!(jump(&sides, 0, '3'), None);
        assert_eq!(jump(&sides, 0, '0'), None);
        assert!(keys_here(&sides, '3').contains("1 to 2"));
        let bids = items(&["20", "25", "30"]);
        assert_eq!(jump(&bids, 0, '3'), Some(2));
        assert_eq!(jump(&bids, 0, '1'), None);
        assert!(!keys_here(&bids, '1').contains("1 to"));
    }

    #[test]
    fn the_program_s_own_menus_give_each_choice_its_own_letter() {
        use crate::cli::view::play::{save_choices, Next};
        let next = [
            Next::Round,
            Next::Rematch,
            Next::Fix,
            Next::TakeBack,
            Next::PutBack,
            Next::History,
            Next::Quit,
        ];
        let menus: Vec<Vec<String>> = vec![
            next.iter().map(|n| n.words().to_string()).collect(),
            save_choices().to_vec(),
            items(&["Yes", "No"]),
        ];
        for menu in menus {
            let mut keys: Vec<Option<char>> = menu.iter().map(|i| key_of(i)).collect();
            keys.sort_unstable();
            keys.dedup();
            assert_eq!(
                keys.len(),
                menu.len(),
                "two choices share a letter: {menu:?}"
            );
        }
    }

    #[test]
    fn a_letter_shared_by_several_choices_moves_between_them() {
        let players = items(&["Ann", "Bob", "Amy", "Everyone passed"]);
        assert_eq!(letter(&players, 0, 'a'), Some(2));
        assert_eq!(letter(&players, 2, 'a'), Some(0));
        assert_eq!(letter(&players, 0, 'e'), Some(3));
    }
}
