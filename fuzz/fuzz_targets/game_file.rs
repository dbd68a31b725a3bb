//! A saved game as the store reads it: any bytes are read or refused as a
//! damaged file with a message, never a panic or a hang. A game read is
//! replayed, taken back and put back as `undo`/`redo` do, and written and
//! read again unchanged, as every save does.
#![no_main]

use std::path::Path;

use fortyfives::store::decode_game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let path = Path::new("fuzz.toml");
    let file = match decode_game(path, bytes) {
        Ok(file) => file,
        Err(e) => return drop(e.to_string()),
    };
    let Ok(state) = file.state() else { return };
    let _ = (state.scores(), state.winner(), state.playing());
    let _ = file.records();
    let saved = toml::to_string(&file).expect("a game read can be written");
    let again = decode_game(path, saved.as_bytes()).expect("a game written reads back");
    assert_eq!(again, file);
    let mut taken = file.clone();
    let at = file.created;
    if taken.undo(at).is_some() {
        let _ = taken.state();
        let _ = taken.redo(at);
    }
    let mut redone = file.clone();
    let _ = redone.redo(at);
});
