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
                for internal in ["$__toml", "Error {", "Some(", "TomlError", "unwrap"] {
                    prop_assert!(!said.contains(internal), "{said}");
                }
            }
        }
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
