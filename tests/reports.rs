//! The reports (`status`, `history`, `chart`, `stats`, `export`) on one
//! fixed game. Text output is pinned by snapshots (tests/snapshots/), taken
//! with `NO_COLOR=1` and `COLUMNS=100`: comfy-table does not wrap when
//! stdout is a pipe, and `COLUMNS` sets the width it wraps at, so the layout
//! never depends on the terminal the tests run from. Round times vary from
//! run to run and appear in no snapshot.

mod common;

use common::Table;

const COLUMNS: &str = "100";

/// Blue (Ann, Bob) against Red (Cid, Dan) over three rounds: Red set and in
/// the hole, Blue making a bid, Cid bagged; one note that needs CSV quoting.
fn friday() -> Table {
    let table = Table::new();
    table
        .run(&[
            "new",
            "friday",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
        ])
        .success();
    let rounds: [&[&str]; 3] = [
        &[
            "--bidder", "Cid", "--bid", "25", "--trump", "spades", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ],
        &[
            "--bidder",
            "Ann",
            "--bid",
            "20",
            "--trump",
            "hearts",
            "--tricks",
            "Blue=4",
            "--tricks",
            "Red=1",
            "--best",
            "Blue",
            "--note",
            "Dan said \"no way\", then reneged",
        ],
        &[
            "--bidder", "Cid", "--bid", "15", "--bagged", "--trump", "clubs", "--tricks", "Blue=2",
            "--tricks", "Red=3", "--best", "Red",
        ],
    ];
    for round in rounds {
        let mut args = vec!["round"];
        args.extend_from_slice(round);
        table.run(&args).success();
    }
    table
}

/// stdout of a command that must succeed, at the pinned width.
fn shown(table: &Table, args: &[&str]) -> String {
    let output = table
        .cmd(args)
        .env("COLUMNS", COLUMNS)
        .output()
        .expect("the command runs");
    assert!(
        output.status.success(),
        "{args:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

#[test]
fn status_snapshot() {
    insta::assert_snapshot!("status", shown(&friday(), &["status"]));
}

#[test]
fn history_snapshot() {
    insta::assert_snapshot!("history", shown(&friday(), &["history"]));
}

#[test]
fn history_wraps_at_the_width_columns_sets() {
    let table = friday();
    let narrow = table
        .cmd(&["history"])
        .env("COLUMNS", "60")
        .output()
        .expect("runs");
    let text = String::from_utf8(narrow.stdout).expect("UTF-8");
    let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(widest <= 60, "a line is {widest} wide:\n{text}");
}

#[test]
fn chart_snapshot() {
    let table = friday();
    insta::assert_snapshot!(
        "chart",
        shown(&table, &["chart", "--width", "72", "--height", "12"])
    );
}

#[test]
fn chart_ascii_snapshot() {
    let table = friday();
    let text = shown(
        &table,
        &["chart", "--ascii", "--width", "60", "--height", "8"],
    );
    assert!(
        text.is_ascii(),
        "--ascii drew a non-ASCII character:\n{text}"
    );
    insta::assert_snapshot!("chart_ascii", text);
}

#[test]
fn chart_takes_its_width_from_columns() {
    let text = shown(&friday(), &["chart"]);
    // The legend may be wider; the plot and its axes keep to COLUMNS.
    let plot_width = text
        .lines()
        .take_while(|l| !l.is_empty())
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    assert!(
        plot_width <= 100 && plot_width > 80,
        "{plot_width}:\n{text}"
    );
}

#[test]
fn chart_json_is_the_score_after_each_round() {
    let json = friday().json(&["chart"]);
    assert_eq!(json["rounds"], serde_json::json!([0, 1, 2, 3]));
    assert_eq!(json["target"], 120);
    assert_eq!(json["sides"][0]["name"], "Blue");
    assert_eq!(
        json["sides"][0]["scores"],
        serde_json::json!([0, 20, 45, 55])
    );
    assert_eq!(
        json["sides"][1]["scores"],
        serde_json::json!([0, -25, -20, 0])
    );
}

#[test]
fn chart_refuses_a_size_it_cannot_draw() {
    let table = friday();
    table.run(&["chart", "--width", "5"]).code(2);
    table.run(&["chart", "--height", "1"]).code(2);
    table
        .run(&["chart", "--svg", "x.svg", "--width", "10"])
        .code(2);
}

#[test]
fn chart_svg_is_a_standalone_svg_with_a_line_per_side() {
    let table = friday();
    let path = table.dir.path().join("friday & co.svg");
    let path_text = path.to_str().expect("a UTF-8 temp path");
    table.run(&["chart", "--svg", path_text]).success();
    let svg = std::fs::read_to_string(&path).expect("the SVG was written");
    let elements = check_xml(&svg);
    assert_eq!(elements.first().map(String::as_str), Some("svg"));
    assert_eq!(elements.iter().filter(|e| *e == "polyline").count(), 2);
    assert!(svg.contains(r#"xmlns="http://www.w3.org/2000/svg""#));
    assert!(svg.contains("target 120"));
    assert!(svg.contains("Blue (Ann, Bob) 55"));
    // No temp file left beside it.
    let leftovers: Vec<_> = std::fs::read_dir(table.dir.path())
        .expect("the folder")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn chart_svg_into_a_missing_folder_is_a_storage_error() {
    let table = friday();
    let elsewhere = tempfile::tempdir().expect("a temporary folder");
    let path = elsewhere.path().join("no such folder").join("c.svg");
    table
        .run(&["chart", "--svg", path.to_str().expect("UTF-8")])
        .code(3)
        .stderr(predicates::str::contains("can't write the chart"));
}

/// A small structural check of XML: one root, every tag closed in order,
/// attributes quoted, no bare `&` or `<` in text. Returns the element names
/// in document order.
fn check_xml(text: &str) -> Vec<String> {
    let body = text
        .strip_prefix(r#"<?xml version="1.0" encoding="UTF-8"?>"#)
        .expect("an XML declaration");
    let mut open: Vec<String> = Vec::new();
    let mut names = Vec::new();
    let mut rest = body;
    let mut roots = 0;
    while let Some(start) = rest.find('<') {
        check_text(&rest[..start]);
        let end = rest[start..].find('>').expect("a tag is closed") + start;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(
                open.pop().as_deref(),
                Some(name.trim()),
                "mismatched </{name}>"
            );
            continue;
        }
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name = tag
            .split_whitespace()
            .next()
            .expect("a tag name")
            .to_string();
        assert_eq!(
            tag.matches('"').count() % 2,
            0,
            "unbalanced quotes in <{tag}>"
        );
        if open.is_empty() {
            roots += 1;
        }
        names.push(name.clone());
        if !self_closing {
            open.push(name);
        }
    }
    check_text(rest);
    assert!(open.is_empty(), "unclosed: {open:?}");
    assert_eq!(roots, 1, "one root element");
    names
}

fn check_text(text: &str) {
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..];
        assert!(
            ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                .iter()
                .any(|e| entity.starts_with(e)),
            "a bare & in {text:?}"
        );
    }
}

#[test]
fn stats_snapshot() {
    insta::assert_snapshot!("stats", shown(&friday(), &["stats"]));
}

#[test]
fn stats_for_one_player_in_any_case() {
    let json = friday().json(&["stats", "--player", "cID"]);
    let players = json["players"].as_array().expect("players");
    assert_eq!(players.len(), 1);
    assert_eq!(players[0]["name"], "Cid");
    assert_eq!(players[0]["bids"], 2);
    assert_eq!(players[0]["made"], 1);
    assert_eq!(players[0]["set"], 1);
    assert_eq!(players[0]["bagged"], 1);
    assert_eq!(players[0]["average_bid"], 20.0);
    assert_eq!(json["teams"].as_array().map(Vec::len), Some(1));
    assert_eq!(json["teams"][0]["name"], "Red");
}

#[test]
fn stats_names_the_players_when_asked_for_someone_unknown() {
    friday()
        .run(&["stats", "--player", "Zed"])
        .code(2)
        .stderr(predicates::str::contains("Players: Ann, Bob, Cid, Dan"));
}

#[test]
fn stats_leaves_out_a_damaged_game_with_a_warning() {
    let table = friday();
    std::fs::write(
        table.dir.path().join("broken.toml"),
        "schema = 1\nname = [\n",
    )
    .expect("write a damaged game");
    std::fs::write(table.dir.path().join("odd.toml"), "schema = 1\nname = 3\n")
        .expect("write a game with wrong fields");
    let output = table.cmd(&["stats", "--json"]).output().expect("runs");
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("warning: left out the game 'broken'"),
        "{stderr}"
    );
    assert!(
        stderr.contains("warning: left out the game 'odd'"),
        "{stderr}"
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["games"], 1);
    assert_eq!(json["skipped"].as_array().map(Vec::len), Some(2));
    assert_eq!(json["players"][0]["rounds"], 3);
}

#[test]
fn stats_with_no_games_says_so() {
    let table = Table::new();
    table
        .run(&["stats"])
        .success()
        .stdout(predicates::str::contains("No saved games yet"));
    table.run(&["stats", "--player", "Ann"]).code(2);
}

#[test]
fn export_csv_reads_back_with_the_same_numbers() {
    let table = friday();
    let text = shown(&table, &["export", "--format", "csv"]);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let headers = reader.headers().expect("a header row").clone();
    let column = |name: &str| {
        headers
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name} in {headers:?}"))
    };
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    assert_eq!(rows.len(), 3);
    let history = table.json(&["history"]);
    for (row, round) in rows
        .iter()
        .zip(history["rounds"].as_array().expect("rounds"))
    {
        assert_eq!(row[column("round")], round["round"].to_string());
        assert_eq!(row[column("bid")], round["bid"].to_string());
        for side in ["Blue", "Red"] {
            assert_eq!(
                row[column(&format!("{side} points"))],
                round["points"][side].to_string()
            );
            assert_eq!(
                row[column(&format!("{side} change"))],
                round["delta"][side].to_string()
            );
            assert_eq!(
                row[column(&format!("{side} score"))],
                round["scores"][side].to_string()
            );
        }
    }
    assert_eq!(&rows[0][column("made")], "set");
    assert_eq!(&rows[2][column("bagged")], "yes");
    assert_eq!(
        &rows[1][column("note")],
        "Dan said \"no way\", then reneged"
    );
}

#[test]
fn export_json_carries_every_round() {
    let table = friday();
    let text = shown(&table, &["export", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(json["game"], "friday");
    let rounds = json["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 3);
    assert_eq!(rounds[0]["made"], false);
    assert_eq!(rounds[0]["sides"][1]["side"], "Red");
    assert_eq!(rounds[0]["sides"][1]["delta"], -25);
    assert_eq!(rounds[2]["sides"][0]["score"], 55);
    assert!(rounds[0]["time"].as_str().is_some_and(|t| t.contains('T')));
    // --json alone means the JSON export.
    assert_eq!(table.json(&["export"])["rounds"], json["rounds"]);
}

#[test]
fn export_markdown_is_a_table_under_header_lines() {
    let text = shown(&friday(), &["export", "--format", "md"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "# friday");
    assert!(lines.contains(&"- Sides: Blue (Ann, Bob) vs Red (Cid, Dan)"));
    let table: Vec<&&str> = lines.iter().filter(|l| l.starts_with('|')).collect();
    assert_eq!(table.len(), 2 + 3, "header, rule and three rounds");
    let cells = |line: &str| line.matches(" | ").count();
    assert!(table.iter().all(|l| cells(l) == cells(table[0])));
    // Times vary; everything else is pinned.
    let redacted: Vec<String> = lines
        .iter()
        .map(|l| {
            let mut cells: Vec<&str> = l.split(" | ").collect();
            if l.starts_with("| ") && cells.len() > 2 && cells[1].starts_with("20") {
                cells[1] = "[time]";
            }
            cells.join(" | ")
        })
        .collect();
    insta::assert_snapshot!("export_md", redacted.join("\n"));
}

#[test]
fn export_writes_a_file_whole() {
    let table = friday();
    let path = table.dir.path().join("friday.csv");
    std::fs::write(&path, "an older export").expect("write");
    table
        .run(&[
            "export",
            "--format",
            "csv",
            "--output",
            path.to_str().expect("UTF-8"),
        ])
        .success()
        .stdout(predicates::str::contains("Wrote 3 rounds of friday"));
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.starts_with("round,time,dealer"));
    assert_eq!(text.lines().count(), 4);
}

#[test]
fn export_needs_a_format_and_one_only() {
    let table = friday();
    table
        .run(&["export"])
        .code(2)
        .stderr(predicates::str::contains("--format csv"));
    table.run(&["export", "--format", "csv", "--json"]).code(2);
    table.run(&["export", "--format", "xls"]).code(2);
}

#[test]
fn chart_before_the_first_round_says_so() {
    let table = Table::new();
    table
        .run(&["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "110"])
        .success();
    table
        .run(&["chart"])
        .success()
        .stdout(predicates::str::contains("No rounds yet"));
}

#[test]
fn chart_of_a_game_of_fixed_rounds_draws_no_target() {
    let table = Table::new();
    table
        .run(&[
            "new", "h", "--teams", "Ann,Bob", "--teams", "Cid,Dan", "--set", "hands=3",
        ])
        .success();
    table
        .run(&[
            "round",
            "--bidder",
            "Ann",
            "--bid",
            "20",
            "--tricks",
            "Ann+Bob=4",
            "--tricks",
            "Cid+Dan=1",
            "--best",
            "Ann",
        ])
        .success();
    assert_eq!(table.json(&["chart"])["target"], serde_json::Value::Null);
    let text = shown(&table, &["chart", "--width", "40", "--height", "6"]);
    assert!(!text.contains("target"), "{text}");
}
