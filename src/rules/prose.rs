//! Small pieces of English every message uses, kept in one place so every
//! sentence the tool prints reads the same way.

/// "Ann", "Ann and Bob", "Ann, Bob and Cid" (empty for none).
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "and")
}

/// "15", "15 or 20", "15, 20 or 25" (empty for none).
pub fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "or")
}

fn joined<S: AsRef<str>>(items: &[S], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => {
            let init: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} {word} {}", init.join(", "), last.as_ref())
        }
    }
}

/// "1st", "2nd", "11th", "23rd": a place.
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The text with its first letter capitalised, to start a sentence.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Whether `c` is a character that must never reach a terminal as itself:
/// a control character (a terminal escape, a tab, a line break), a mark
/// that reorders the text around it (U+202E turns "Ann" into "nnA"), a
/// line or paragraph separator, or a character that is there but can't
/// be seen (so "Ann" and "Ann" with a zero-width space look the same).
///
/// The joiners U+200C and U+200D are not among them: Persian, the Indic
/// scripts and emoji need them to write ordinary words.
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}' // soft hyphen
            | '\u{061C}' // Arabic letter mark
            | '\u{180E}' // Mongolian vowel separator
            | '\u{200B}' // zero-width space
            | '\u{200E}'..='\u{200F}' // left-to-right, right-to-left marks
            | '\u{2028}'..='\u{2029}' // line, paragraph separators
            | '\u{202A}'..='\u{202E}' // embeddings and overrides
            | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
            | '\u{2066}'..='\u{2069}' // isolates
            | '\u{206A}'..='\u{206F}' // deprecated format characters
            | '\u{FEFF}' // zero-width no-break space, a byte-order mark
            | '\u{FFF9}'..='\u{FFFB}' // interlinear annotation
        )
}

/// What kind of character a hidden one is, in a few words for a message.
pub(crate) fn hidden_kind(c: char) -> &'static str {
    match c {
        '\u{2028}' | '\u{2029}' => "a line separator",
        '\u{061C}'
        | '\u{200E}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}' => "a mark that reorders the text around it",
        c if c.is_control() => "a control character",
        _ => "an invisible character",
    }
}

/// Text from outside (a name in a file, a value typed after a flag) as it
/// may be printed: every [hidden](is_hidden) character is shown as an
/// escape a reader can see and type back, `\e` for the terminal escape,
/// `\t`, `\n`, `\r`, `\0`, else `\u{202e}`. Everything else, accents,
/// suit symbols and other scripts, is left as it is; text without hidden
/// characters comes back unchanged, so showing a shown text again changes
/// nothing.
pub fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\u{1b}' => shown.push_str("\\e"),
            '\t' => shown.push_str("\\t"),
            '\n' => shown.push_str("\\n"),
            '\r' => shown.push_str("\\r"),
            '\0' => shown.push_str("\\0"),
            c if is_hidden(c) => shown.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => shown.push(c),
        }
    }
    std::borrow::Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        assert_eq!(and_list::<&str>(&[]), "");
        assert_eq!(and_list(&["Ann"]), "Ann");
        assert_eq!(and_list(&["Ann", "Bob"]), "Ann and Bob");
        assert_eq!(and_list(&["Ann", "Bob", "Cid"]), "Ann, Bob and Cid");
        assert_eq!(or_list(&["15", "20", "25"]), "15, 20 or 25");
        assert_eq!(capitalise("the 5♥"), "The 5♥");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn hidden_characters_are_shown_as_escapes_and_the_rest_is_kept() {
        assert_eq!(visible("Fr\u{1b}[2Jank"), "Fr\\e[2Jank");
        assert_eq!(visible("a\tb\nc\r\0"), "a\\tb\\nc\\r\\0");
        assert_eq!(visible("Ann\u{202e}boB"), "Ann\\u{202e}boB");
        assert_eq!(
            visible("x\u{2028}y\u{7f}\u{9b}"),
            "x\\u{2028}y\\u{7f}\\u{9b}"
        );
        for kept in ["Soirée", "10♥ ★", "Ζωή", "ناصر", "क्षि", "👨\u{200d}👩", ""]
        {
            assert_eq!(visible(kept), kept);
        }
        let once = visible("a\u{1b}b\u{2066}").into_owned();
        assert_eq!(visible(&once), once);
        assert!(!once.chars().any(is_hidden));
    }

    #[test]
    fn hidden_characters_are_named_by_kind() {
        assert_eq!(hidden_kind('\u{1b}'), "a control character");
        assert_eq!(
            hidden_kind('\u{202e}'),
            "a mark that reorders the text around it"
        );
        assert_eq!(hidden_kind('\u{2029}'), "a line separator");
        assert_eq!(hidden_kind('\u{200b}'), "an invisible character");
        for c in [
            '\u{200e}', '\u{200f}', '\u{202a}', '\u{2066}', '\u{2069}', '\u{61c}',
        ] {
            assert!(is_hidden(c), "{c:?}");
        }
        assert!(!is_hidden('\u{200d}') && !is_hidden('é'));
    }
}
