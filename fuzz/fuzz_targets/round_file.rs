//! The round file of `check round` and `round --from`: any bytes are read or
//! refused with a message naming the line, never a panic or a hang; a round
//! read is audited and its record taken, as the commands do.
#![no_main]

use fortyfives::rules::audit::audit;
use fortyfives::store::round_file::{parse_round, parse_round_before_play};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match parse_round(text) {
        Ok(play) => {
            let report = audit(&play);
            let _ = report.is_clean();
            let _ = play.best_card();
            let _ = play.round_record();
            let _ = play.winners();
        }
        Err(e) => {
            let _ = e.line();
            drop(e.to_string());
        }
    }
    if let Ok(play) = parse_round_before_play(text) {
        let _ = play.first_leader();
        let _ = audit(&play);
    }
});
