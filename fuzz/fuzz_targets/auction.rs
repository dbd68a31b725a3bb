//! The auction parser and the auction itself (`round --auction`): the first
//! byte picks a preset, a table and a dealer, the rest is the auction text.
#![no_main]

use fortyfives::rules::round::{parse_auction, run_auction, RoundContext};
use fortyfives::rules::seat::{BySide, Seat};
use fortyfives::rules::table::Table;
use fortyfives::rules::variant::PRESETS;
use fortyfives::rules::RuleSet;
use libfuzzer_sys::fuzz_target;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let preset = &PRESETS[usize::from(pick & 0x07) % PRESETS.len()];
    let Ok(rules) = RuleSet::preset(preset.name) else {
        return;
    };
    let table = match (pick >> 3) & 0x03 {
        0 => Table::teams(vec![
            (None, names(4)[..2].to_vec()),
            (Some("Blue".into()), names(4)[2..].to_vec()),
        ]),
        1 => Table::cut_throat(names(3)),
        2 => Table::cut_throat(names(8)),
        _ => Table::teams(vec![
            (None, names(6)[..2].to_vec()),
            (None, names(6)[2..4].to_vec()),
            (None, names(6)[4..].to_vec()),
        ]),
    };
    let Ok(table) = table else { return };
    let dealer = Seat(usize::from(pick >> 5) % table.players.len());
    let calls = match parse_auction(&table, text) {
        Ok(calls) => calls,
        Err(e) => return drop(e.to_string()),
    };
    let sides = table.sides.len();
    let scores = BySide::from_fn(sides, |s| if s.0 == 0 { -40 } else { 100 });
    let playing = BySide::from_fn(sides, |_| true);
    let absent = BySide::from_fn(sides, |_| "");
    let ctx = RoundContext {
        rules: &rules,
        table: &table,
        scores: &scores,
        playing: &playing,
        absent: &absent,
    };
    if let Err(e) = run_auction(&ctx, dealer, &calls) {
        drop(e.to_string());
    }
});
