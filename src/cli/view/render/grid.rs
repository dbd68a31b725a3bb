//! The score sheet's tables: one style, cut to the terminal's width by
//! dropping the columns a reader misses least.

use comfy_table::{presets, ColumnConstraint, ContentArrangement, Table as Grid, Width};

use crate::cli::view::output::Style;

pub fn grid(style: Style) -> Grid {
    let mut grid = Grid::new();
    grid.load_style(if style.ascii {
        presets::ASCII_FULL_CONDENSED
    } else {
        presets::UTF8_FULL_CONDENSED
    });
    // The width is decided here, once, by `columns()`: left to itself the
    // table would ask the terminal, and a terminal reporting 0x0 would
    // squeeze every column to one letter.
    grid.force_no_tty();
    match crate::cli::view::output::columns() {
        Some(width) => {
            grid.set_content_arrangement(ContentArrangement::Dynamic)
                .set_width(width);
        }
        None => {
            grid.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    grid
}

/// A table in the score sheet's style at its natural width, for the short
/// tables of a verdict (the audit's tricks, `analyze`'s and `bid`'s
/// values) whose every column is needed.
pub fn natural_grid(style: Style) -> Grid {
    let mut grid = Grid::new();
    grid.load_style(if style.ascii {
        presets::ASCII_FULL_CONDENSED
    } else {
        presets::UTF8_FULL_CONDENSED
    });
    grid
}

/// Whether every column of `grid` fits the width it will be shown at,
/// each as wide as its longest word (always, in a pipe).
pub fn fits_whole(grid: &Grid) -> bool {
    let Some(width) = grid.width() else {
        return true;
    };
    let widest = widest_words(grid);
    // Each column takes its text, a space either side and a border; one
    // border more closes the table.
    widest.iter().map(|w| w + 3).sum::<usize>() < usize::from(width)
}

/// Each column's longest word, header included.
fn widest_words(grid: &Grid) -> Vec<usize> {
    let longest_word = |text: String| {
        text.split_whitespace()
            .map(|w| w.chars().count())
            .max()
            .unwrap_or(0)
    };
    let mut widest: Vec<usize> = Vec::new();
    for row in grid.header().into_iter().chain(grid.row_iter()) {
        for (i, cell) in row.cell_iter().enumerate() {
            if widest.len() <= i {
                widest.resize(i + 1, 0);
            }
            widest[i] = widest[i].max(longest_word(cell.content()));
        }
    }
    widest
}

/// After a table [`fit_to_width`] cut: which columns were left out and
/// why, fitted to the window; nothing when every column is shown.
pub fn say_left_out(grid: &Grid, header: &[&str], hidden: &[usize]) {
    if hidden.is_empty() {
        return;
    }
    let names: Vec<&str> = hidden
        .iter()
        .filter_map(|&i| header.get(i).copied())
        .collect();
    let width = grid.width().unwrap_or_default();
    crate::cli::view::output::say(
        &format!(
            "Left out to fit {width} columns: {}. A wider window shows every column.",
            fortyfives::rules::prose::and_list(&names)
        ),
        0,
    );
}

/// Makes a table read at the width it will be shown at (`COLUMNS`, else the
/// terminal's; see [`grid`]): no word or number is ever broken ("125" must
/// not become "12 / 5"), so while the table can't fit whole, the columns in
/// `drop_order` are hidden one by one (the least needed first); what is
/// left is kept at least as wide as its longest word. The columns hidden,
/// in the table's order, so that the reader can be told which.
///
/// The columns in `whole` are kept as wide as their widest cell: their
/// text is never wrapped ("20 ♥" stays on one line).
pub fn fit_to_width(grid: &mut Grid, drop_order: &[usize], whole: &[usize]) -> Vec<usize> {
    let Some(width) = grid.width() else {
        return Vec::new();
    };
    let columns = grid.column_count();
    let mut widest = widest_words(grid);
    widest.resize(columns, 0);
    for row in grid.header().into_iter().chain(grid.row_iter()) {
        for (i, cell) in row.cell_iter().enumerate() {
            if whole.contains(&i) && i < columns {
                let text = cell.content();
                let w = dialoguer::console::measure_text_width(&text);
                widest[i] = widest[i].max(w);
            }
        }
    }
    // Each shown column takes its text, a space either side and a border.
    let needed = |shown: &[bool]| {
        1 + widest
            .iter()
            .zip(shown)
            .filter(|(_, &s)| s)
            .map(|(w, _)| w + 3)
            .sum::<usize>()
    };
    let mut shown = vec![true; columns];
    for &drop in drop_order {
        if needed(&shown) <= usize::from(width) {
            break;
        }
        if drop < columns {
            shown[drop] = false;
        }
    }
    for (i, column) in grid.column_iter_mut().enumerate() {
        let constraint = if shown[i] {
            // The boundary counts the padding either side of the text.
            ColumnConstraint::LowerBoundary(Width::Fixed(
                u16::try_from(widest[i] + 2).unwrap_or(u16::MAX),
            ))
        } else {
            ColumnConstraint::Hidden
        };
        column.set_constraint(constraint);
    }
    (0..columns).filter(|&i| !shown[i]).collect()
}
