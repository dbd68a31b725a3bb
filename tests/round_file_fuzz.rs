//! A round file is typed by people: whatever it holds, reading and auditing
//! it must answer with a result or an error, never a panic.

use fortyfives::rules::audit::audit;
use fortyfives::store::round_file::parse_round;
use proptest::prelude::*;

const SCENARIO_2: &str = include_str!("../examples/rounds/scenario2_bagged_renege.toml");

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn damaged_round_file_never_panics(
        cuts in proptest::collection::vec((0usize..4000, 0usize..12, "[a-z0-9\\[\\]=\",#\n♠ ]{0,8}"), 1..4)
    ) {
        let mut text = SCENARIO_2.to_string();
        for (at, len, insert) in cuts {
            let mut start = at.min(text.len());
            while !text.is_char_boundary(start) {
                start -= 1;
            }
            let mut end = (start + len).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            text.replace_range(start..end, &insert);
        }
        match parse_round(&text) {
            Ok(round) => {
                let _ = audit(&round);
            }
            Err(err) => {
                // Said in words a player can act on: not empty, one short
                // message, no raw control character, no Rust or TOML internals.
                let said = err.to_string();
                prop_assert!(!said.trim().is_empty());
                prop_assert!(said.len() < 1000, "{said}");
                prop_assert!(!said.chars().any(char::is_control), "{said:?}");
                for internal in ["$__toml", "Error {", "Some(", "TomlError", "unwrap", "i128", "i64", "recurs"] {
                    prop_assert!(!said.contains(internal), "{said}");
                }
            }
        }
    }

    #[test]
    fn a_name_holding_a_hidden_character_is_refused_and_shown_visibly(
        hidden in proptest::sample::select(vec![
            '\u{1b}', '\u{7}', '\u{7f}', '\u{9b}', '\u{61c}', '\u{200b}', '\u{200e}',
            '\u{200f}', '\u{2028}', '\u{2029}', '\u{202a}', '\u{202e}', '\u{2066}',
            '\u{2069}', '\u{feff}',
        ]),
        at in 1usize..4,
        field in proptest::sample::select(vec!["seats", "teams", "dealer", "bidder", "leader"]),
    ) {
        let escaped = format!("\\u{:04X}", u32::from(hidden));
        let name = format!("{}{escaped}{}", &"Frank"[..at], &"Frank"[at..]);
        let text = match field {
            "seats" => SCENARIO_2.replacen("\"Frank\", \"John\"", &format!("\"{name}\", \"John\""), 1),
            "teams" => SCENARIO_2.replacen("[\"Frank\", \"Fred\"]", &format!("[\"{name}\", \"Fred\"]"), 1),
            "dealer" => SCENARIO_2.replacen("dealer = \"Frank\"", &format!("dealer = \"{name}\""), 1),
            "bidder" => SCENARIO_2.replacen("bidder = \"Frank\"", &format!("bidder = \"{name}\""), 1),
            _ => SCENARIO_2.replacen("leader = \"Frank\"", &format!("leader = \"{name}\""), 1),
        };
        prop_assume!(text != SCENARIO_2);
        let said = parse_round(&text).err().map(|e| e.to_string()).unwrap_or_default();
        prop_assert!(said.starts_with("line "), "{field}: {said}");
        prop_assert!(said.contains("the name \""), "{field}: {said}");
        prop_assert!(!said.chars().any(|c| c.is_control() || c == hidden), "{said:?}");
    }

    #[test]
    fn any_text_is_refused_or_read_without_panic(text in "\\PC{0,200}") {
        let _ = parse_round(&text);
    }
}

#[test]
fn errors_name_a_line_when_the_file_has_one_to_fix() {
    let text = SCENARIO_2.replace("\"9d\"]", "\"9d\", \"2c\"]");
    let err = parse_round(&text)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.starts_with("line "), "{err}");
    assert!(
        err.contains("trick 2 has 5 cards but there are 4 players"),
        "{err}"
    );
}
