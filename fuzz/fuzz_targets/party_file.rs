//! A saved card party as the commands read it: any bytes are refused or
//! checked (`Party::check`); an evening that passes is seated, tallied and
//! prized, takes a result, a correction and an undo, and lists its history,
//! without a panic, a hang or a runaway allocation.
#![no_main]

use fortyfives::rules::party::{By, GameEnd, Stamp, Ties};
use fortyfives::store::PartyFile;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let Ok(file) = toml::from_str::<PartyFile>(text) else {
        return;
    };
    let party = file.party;
    if party.check().is_err() {
        return;
    }
    let standings = party.standings();
    assert_eq!(standings.played, party.played());
    let _ = party.prizes(3, true, Ties::Cut, 1);
    let _ = party.prizes(3, true, Ties::Points, 1);
    let _ = party.history();
    let end = GameEnd {
        target: 120,
        to_target: true,
        lose_below: None,
    };
    let stamp = Stamp {
        by: By::Command,
        at: chrono::DateTime::parse_from_rfc3339("2026-11-25T20:14:03-04:00").unwrap(),
    };
    if let Some(game) = party.current_game() {
        let seating = party
            .seating(game)
            .expect("the game being played is seated");
        for table in &seating.tables {
            if let Ok((after, _)) =
                party.report(None, table.table, "1", Some("120-85"), &end, &stamp)
            {
                assert!(
                    after.check().is_ok(),
                    "a result entered keeps the evening sound"
                );
                if let Ok((fixed, _)) =
                    after.report(Some(game), table.table, "2", Some("125-80"), &end, &stamp)
                {
                    assert!(
                        fixed.check().is_ok(),
                        "a correction keeps the evening sound"
                    );
                }
                let (back, _) = after.undo(None, &stamp).expect("a result to take back");
                assert_eq!(back.results, party.results);
                assert!(back.check().is_ok());
            }
        }
    }
});
