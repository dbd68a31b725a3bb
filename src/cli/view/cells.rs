//! A cell of a table the player takes elsewhere (a CSV file, a Markdown
//! page): whatever a note holds, it stays one cell and never runs.

/// A cell a spreadsheet shows as text, never runs (the rules' shape of a
/// CSV cell, one for every door).
pub use fortyfives::rules::party::shapes::spreadsheet_safe;

/// A cell that can't break the table: pipes escaped, lines joined.
pub fn md_cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\r', '\n'], " ")
}
