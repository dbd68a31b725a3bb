//! A cell of a table the player takes elsewhere (a CSV file, a Markdown
//! page): whatever a note holds, it stays one cell and never runs.

/// A cell a spreadsheet shows as text, never runs: one starting with `=`,
/// `+`, `-`, `@`, a tab or a carriage return would be read as a formula
/// (a note like `=HYPERLINK(...)`), so it gets the leading `'` that
/// spreadsheets take as "this is text". Whole numbers (`-25`) stay numbers.
pub fn spreadsheet_safe(cell: &str) -> String {
    let risky = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if risky && cell.parse::<i64>().is_err() {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}

/// A cell that can't break the table: pipes escaped, lines joined.
pub fn md_cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\r', '\n'], " ")
}
