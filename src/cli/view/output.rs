//! How results reach the terminal: suit symbols or letters, colour or not,
//! human text or one JSON document.

use std::io::IsTerminal;

use fortyfives::rules::Card;
use serde::Serialize;

/// The reader's terminal, as far as output cares.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub json: bool,
    pub ascii: bool,
    pub color: bool,
}

impl Style {
    pub fn new(json: bool, ascii_flag: bool) -> Style {
        Style {
            json,
            ascii: ascii_flag || !locale_shows_symbols(),
            color: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }

    /// Text written with suit symbols, turned into letters when asked.
    pub fn text(&self, text: &str) -> String {
        if self.ascii {
            asciify(text)
        } else {
            text.to_string()
        }
    }

    pub fn card(&self, card: Card) -> String {
        card.display(self.ascii)
    }

    pub fn cards(&self, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        names.join(" ")
    }

    pub fn good(&self, text: &str) -> String {
        self.paint("1;32", text)
    }

    pub fn bad(&self, text: &str) -> String {
        self.paint("1;31", text)
    }

    pub fn dim(&self, text: &str) -> String {
        self.paint("2", text)
    }

    pub fn bold(&self, text: &str) -> String {
        self.paint("1", text)
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

/// The width output is laid out for: `COLUMNS` (which clap's help also
/// follows, and which pins the layout for scripts and tests), else the
/// terminal's own width. `None` when stdout is a pipe or a file, and when
/// the terminal reports a width of 0 (some CI and editor terminals): a
/// width of 0 is unknown, not a screen with no room, so the output is then
/// laid out as for a pipe.
pub fn columns() -> Option<u16> {
    let set = env_size("COLUMNS").filter(|&n| n >= 20);
    set.or_else(|| terminal().0)
}

/// The rows of the window, as [`columns`] finds its width: `LINES`, else
/// the terminal's own height; `None` when unknown.
pub fn rows() -> Option<u16> {
    env_size("LINES").or_else(|| terminal().1)
}

/// For a screen redrawn as the window changes (the live party board): the
/// terminal's own size first, since a `COLUMNS` or `LINES` in the
/// environment goes stale when the window is resized.
pub fn live_window() -> (Option<u16>, Option<u16>) {
    let (columns, rows) = terminal();
    (
        columns.or_else(|| env_size("COLUMNS")),
        rows.or_else(|| env_size("LINES")),
    )
}

/// A size set in the environment; 0 or anything unreadable is unknown.
fn env_size(name: &str) -> Option<u16> {
    std::env::var(name)
        .ok()
        .and_then(|text| text.trim().parse().ok())
        .filter(|&n: &u16| n > 0)
}

/// The terminal's columns and rows, each `None` when stdout is no terminal
/// or reports 0 (unknown, not a screen with no room).
fn terminal() -> (Option<u16>, Option<u16>) {
    match dialoguer::console::Term::stdout().size_checked() {
        Some((rows, columns)) => ((columns > 0).then_some(columns), (rows > 0).then_some(rows)),
        None => (None, None),
    }
}

/// Suit symbols become the letters of the card notation (10♥ → 10h), and
/// every other sign the program writes becomes its plain-keyboard spelling
/// (± +/-, → ->, ← <-, … ..., × x, § the word "section"), so that
/// `--ascii` prints only ASCII.
pub fn asciify(text: &str) -> String {
    text.replace('★', "*")
        .replace('§', "section ")
        .replace('±', "+/-")
        .replace('→', "->")
        .replace('←', "<-")
        .replace('…', "...")
        .replace('×', "x")
        .replace('♣', "c")
        .replace('♦', "d")
        .replace('♥', "h")
        .replace('♠', "s")
}

/// Text someone typed (a note), safe to print on one line: line breaks and
/// tabs become spaces, other hidden characters (a terminal escape, a mark
/// that turns the text around, a line separator: `prose::is_hidden`)
/// become �, so a note can never move the cursor, recolour the screen or
/// reorder what is printed after it.
pub fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\n' | '\r' | '\t' | '\u{2028}' | '\u{2029}' => ' ',
            c if fortyfives::rules::prose::is_hidden(c) => '\u{FFFD}',
            c => c,
        })
        .collect()
}

/// A terminal whose locale is set and isn't UTF-8 can't show ♣ ♦ ♥ ♠.
fn locale_shows_symbols() -> bool {
    for var in ["LC_ALL", "LC_CTYPE", "LANG"] {
        if let Ok(value) = std::env::var(var) {
            if value.is_empty() {
                continue;
            }
            let value = value.to_lowercase();
            return value.contains("utf-8") || value.contains("utf8");
        }
    }
    true
}

/// Prints one JSON document on stdout.
pub fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => println!("{text}"),
        // Every value printed is plain data; a failure here is a bug, said plainly.
        Err(err) => eprintln!("error: could not write JSON: {err}"),
    }
}

/// A sentence or paragraph printed to fit the reader's window: broken
/// between words at [`columns`] (the lines after the first indented by
/// `indent`), or left whole for a pipe, where the reader's program wraps.
pub fn say(text: &str, indent: usize) {
    for line in fitted(text, indent) {
        println!("{line}");
    }
}

/// [`say`], each line painted (bold, dim, ...) after it is fitted, so the
/// colour codes never count towards the width.
pub fn say_with(text: &str, indent: usize, paint: impl Fn(&str) -> String) {
    for line in fitted(text, indent) {
        println!("{}", paint(&line));
    }
}

/// The lines [`say`] prints.
pub fn fitted(text: &str, indent: usize) -> Vec<String> {
    match columns() {
        Some(width) => wrap(text, usize::from(width), indent),
        None => vec![text.to_string()],
    }
}

/// `text` broken into lines at most `width` columns wide, between words
/// (a terminal would break it mid-word); the lines after the first are
/// indented by `indent` columns. A word longer than a line stands alone.
pub fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let width = width.max(indent + 10);
    let words = text.trim_start_matches(' ');
    // Leading spaces (a menu's unmarked choice) stay as they are.
    let mut line = " ".repeat(text.len() - words.len());
    let mut used = line.len();
    let mut fresh = true;
    let mut lines = Vec::new();
    for word in words.split(' ') {
        let w = dialoguer::console::measure_text_width(word);
        let room = if lines.is_empty() {
            width
        } else {
            width - indent
        };
        if !fresh && used + 1 + w > room {
            lines.push(std::mem::take(&mut line));
            used = 0;
            fresh = true;
        }
        if !fresh {
            line.push(' ');
            used += 1;
        }
        line.push_str(word);
        used += w;
        fresh = false;
    }
    lines.push(line);
    let pad = " ".repeat(indent);
    lines
        .into_iter()
        .enumerate()
        .map(|(i, l)| if i == 0 { l } else { format!("{pad}{l}") })
        .collect()
}

#[cfg(test)]
mod wrap_tests {
    use super::wrap;
    use dialoguer::console::measure_text_width;

    #[test]
    fn long_lines_wrap_between_words_and_indent() {
        let text = "> Carry on with kitchen: Blue (Ann, Bob) vs Red (Cid, Dan) (3 rounds)";
        let lines = wrap(text, 30, 4);
        assert!(
            lines.iter().all(|l| measure_text_width(l) <= 30),
            "{lines:?}"
        );
        assert_eq!(lines[0], "> Carry on with kitchen: Blue");
        assert!(
            lines[1..].iter().all(|l| l.starts_with("    ")),
            "{lines:?}"
        );
        let words: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(words.join(" "), text);
        assert_eq!(wrap("short", 30, 4), ["short"]);
        assert_eq!(wrap("  Bob", 30, 4), ["  Bob"]);
        assert_eq!(wrap("a  b", 30, 4), ["a  b"]);
    }
}
