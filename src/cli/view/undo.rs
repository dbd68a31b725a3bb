//! What `undo` and `redo` say: the round taken back or put back, in words,
//! then where the game stands (or, with `--json`, the standings alone).

use fortyfives::rules::game::GameState;
use fortyfives::rules::round::RoundRecord;
use fortyfives::store::GameFile;

use crate::cli::view::output::{print_json, say, Style};
use crate::cli::view::render;
use crate::cli::view::standing::Standing;

/// `undo`: round `number` (`record`) taken back from `file`, which now
/// stands at `state`.
pub fn took_back(
    file: &GameFile,
    number: usize,
    record: &RoundRecord,
    state: &GameState,
    style: Style,
) {
    let standing = Standing::of(file, state);
    if style.json {
        print_json(&render::status_json(&standing));
        return;
    }
    say(
        &format!(
            "{} `fortyfives redo` puts it back.",
            took_back_line(file, number, record, style)
        ),
        0,
    );
    render::print_footer(&standing, style);
}

/// "Took back round 4 (Ann bid 20 in ♥ hearts ...).": said by `undo`, and
/// by `play` when a round is taken back there.
pub fn took_back_line(
    file: &GameFile,
    number: usize,
    record: &RoundRecord,
    style: Style,
) -> String {
    format!(
        "Took back round {number} ({}).",
        render::record_words(file, record, style)
    )
}

/// `redo`: the last round of `file` put back; the game now stands at
/// `state`.
pub fn put_back(file: &GameFile, state: &GameState, style: Style) {
    let standing = Standing::of(file, state);
    if style.json {
        print_json(&render::status_json(&standing));
        return;
    }
    let number = file.rounds.len();
    say(
        &format!(
            "Put back round {number} ({}).",
            render::record_words(file, &file.rounds[number - 1].record, style)
        ),
        0,
    );
    render::print_footer(&standing, style);
}
