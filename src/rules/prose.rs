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

/// The text with its first letter capitalised, to start a sentence.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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
}
