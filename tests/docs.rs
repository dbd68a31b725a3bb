//! docs/rules.md names every preset and every knob with every value the
//! tool takes, so the page can't fall behind the engine.

use fortyfives::rules::variant::Values;
use fortyfives::rules::{KNOBS, PRESETS};

fn rules_page() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md"))
        .expect("docs/rules.md")
}

#[test]
fn the_rules_page_lists_every_knob_with_every_value() {
    let page = rules_page();
    let list = page
        .split_once("## Every knob")
        .expect("docs/rules.md has an \"Every knob\" section")
        .1;
    for knob in KNOBS {
        let row = list
            .lines()
            .find(|l| l.starts_with(&format!("| `{}` |", knob.name)))
            .unwrap_or_else(|| panic!("docs/rules.md has no row for {}", knob.name));
        match knob.values {
            Values::Names(names) => {
                for name in names {
                    assert!(
                        row.contains(&format!("`{name}`")),
                        "docs/rules.md: {} lacks the value {name}: {row}",
                        knob.name
                    );
                }
            }
            Values::Text(text) => assert!(
                row.contains(text),
                "docs/rules.md: {} should say {text}: {row}",
                knob.name
            ),
        }
    }
}

#[test]
fn the_rules_page_describes_every_preset() {
    let page = rules_page();
    for preset in PRESETS {
        assert!(
            page.lines()
                .any(|l| l.starts_with(&format!("| `{}`", preset.name))),
            "docs/rules.md: no row for the preset {}",
            preset.name
        );
    }
}

#[test]
fn every_picture_in_the_party_page_is_there_and_small() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs");
    let page = std::fs::read_to_string(format!("{dir}/party.md")).expect("docs/party.md");
    let pictures: Vec<&str> = page
        .split("](img/")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .collect();
    assert!(
        pictures.len() >= 6,
        "docs/party.md shows the hall's pages: {pictures:?}"
    );
    let mut total = 0;
    for picture in pictures {
        let bytes = std::fs::read(format!("{dir}/img/{picture}"))
            .unwrap_or_else(|e| panic!("docs/img/{picture}: {e} (bash docs/shots.sh takes it)"));
        assert_eq!(
            &bytes[..8],
            b"\x89PNG\r\n\x1a\n",
            "docs/img/{picture} is a PNG"
        );
        total += bytes.len();
    }
    assert!(
        total < 400 * 1024,
        "the pictures take {total} bytes: keep them small (pngquant)"
    );
}
