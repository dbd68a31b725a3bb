//! The reports (`status`, `history`, `chart`, `stats`, `export`) on one
//! fixed game. Text output is pinned by snapshots (tests/snapshots/), taken
//! with `NO_COLOR=1` and `COLUMNS=100`: comfy-table does not wrap when
//! stdout is a pipe, and `COLUMNS` sets the width it wraps at, so the layout
//! never depends on the terminal the tests run from. Round times vary from
//! run to run and appear in no snapshot.

use crate::common::Table;

const COLUMNS: &str = "100";

/// Blue (Ann, Bob) against Red (Cid, Dan) over three rounds: Red set and in
/// the hole, Blue making a bid, Cid bagged; one note that needs CSV quoting.
fn friday() -> Table {
    let table = Table::with_teams("friday");
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
        table.test().args(&args).run();
    }
    table
}

/// stdout of a command that must succeed, at the pinned width.
fn shown(table: &Table, args: &[&str]) -> String {
    table.test().args(args).env("COLUMNS", COLUMNS).run().stdout
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
    let text = table
        .test()
        .args(["history"])
        .env("COLUMNS", "60")
        .run()
        .stdout;
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
    let json = friday().test().args(["chart"]).json();
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
    table
        .test()
        .args(["chart", "--width", "5"])
        .fails(2)
        .stderr_has("the chart needs 30 to 1000 columns")
        .files_unchanged()
        .run();
    table
        .test()
        .args(["chart", "--height", "1"])
        .fails(2)
        .stderr_has("the chart needs 5 to 200 rows")
        .files_unchanged()
        .run();
    table
        .test()
        .args(["chart", "--svg", "x.svg", "--width", "10"])
        .fails(2)
        .stderr_has("the chart needs 300 to 10000 pixels")
        .files_unchanged()
        .run();
}

#[test]
fn chart_svg_is_a_standalone_svg_with_a_line_per_side() {
    let table = friday();
    let path = table.dir.path().join("friday & co.svg");
    let path_text = path.to_str().expect("a UTF-8 temp path");
    table.test().args(["chart", "--svg", path_text]).run();
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
        .test()
        .args(["chart", "--svg", path.to_str().expect("UTF-8")])
        .fails(3)
        .stderr_has("can't write the chart")
        .files_unchanged()
        .run();
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
    let json = friday().test().args(["stats", "--player", "cID"]).json();
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
        .test()
        .args(["stats", "--player", "Zed"])
        .fails(2)
        .stderr_has("Players: Ann, Bob, Cid, Dan")
        .files_unchanged()
        .run();
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
    let json = table
        .test()
        .args(["stats", "--json"])
        .stderr_has("warning: left out the game 'broken'")
        .stderr_has("warning: left out the game 'odd'")
        .run()
        .json();
    assert_eq!(json["games"], 1);
    assert_eq!(json["skipped"].as_array().map(Vec::len), Some(2));
    assert_eq!(json["players"][0]["rounds"], 3);
}

#[test]
fn stats_with_no_games_says_so() {
    let table = Table::new();
    table
        .test()
        .args(["stats"])
        .stdout_has("No saved games yet")
        .run();
    table
        .test()
        .args(["stats", "--player", "Ann"])
        .fails(2)
        .stderr_has("there are no saved games to count yet")
        .files_unchanged()
        .run();
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
    let history = table.test().args(["history"]).json();
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
    assert_eq!(rounds[0]["delta"]["Red"], -25);
    assert_eq!(rounds[2]["scores"]["Blue"], 55);
    assert!(rounds[0]["at"].as_str().is_some_and(|t| t.contains('T')));
    // --json alone means the JSON export.
    assert_eq!(
        table.test().args(["export"]).json()["rounds"],
        json["rounds"]
    );
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
        .test()
        .args([
            "export",
            "--format",
            "csv",
            "--output",
            path.to_str().expect("UTF-8"),
        ])
        .stdout_has("Wrote 3 rounds of friday")
        .run();
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.starts_with("round,time,dealer"));
    assert_eq!(text.lines().count(), 4);
}

#[test]
fn export_needs_a_format_and_one_only() {
    let table = friday();
    table
        .test()
        .args(["export"])
        .fails(2)
        .stderr_has("--format csv")
        .files_unchanged()
        .run();
    table
        .test()
        .args(["export", "--format", "csv", "--json"])
        .fails(2)
        .stderr_has("--json prints JSON but --format asks for CSV")
        .files_unchanged()
        .run();
    table
        .test()
        .args(["export", "--format", "xls"])
        .fails(2)
        .stderr_has("invalid value 'xls' for '--format <FORMAT>'")
        .files_unchanged()
        .run();
}

#[test]
fn chart_before_the_first_round_says_so() {
    let table = Table::new();
    table
        .test()
        .args(["new", "pub", "--players", "Ann,Bob,Cid", "--rules", "110"])
        .run();
    table
        .test()
        .args(["chart"])
        .stdout_has("No rounds yet")
        .run();
}

#[test]
fn chart_of_a_game_of_fixed_rounds_draws_no_target() {
    let table = Table::new();
    table
        .test()
        .args([
            "new", "h", "--teams", "Ann,Bob", "--teams", "Cid,Dan", "--set", "hands=3",
        ])
        .run();
    table
        .test()
        .args([
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
        .run();
    assert_eq!(
        table.test().args(["chart"]).json()["target"],
        serde_json::Value::Null
    );
    let text = shown(&table, &["chart", "--width", "40", "--height", "6"]);
    assert!(!text.contains("target"), "{text}");
}

#[test]
fn export_json_gives_each_round_in_the_shape_history_json_does() {
    let table = friday();
    let export = table
        .test()
        .args(["export", "--format", "json"])
        .run()
        .json();
    let history = table.test().args(["history"]).json();
    // One shape: the same names for the same facts, round for round.
    assert_eq!(export["rounds"], history["rounds"]);
    let round = &export["rounds"][0];
    assert!(
        round.get("time").is_none() && round.get("sides").is_none(),
        "{round}"
    );
    assert_eq!(round["points"]["Blue"], 20, "{round}");
    assert_eq!(round["delta"]["Red"], -25, "{round}");
    assert_eq!(round["scores"]["Red"], -25, "{round}");
    assert_eq!(export["start"], history["start"]);
}

/// A game whose first round was bid through a given auction and whose
/// second had a renege called at the table.
fn auction_and_renege() -> Table {
    let table = Table::with_teams("auction");
    // Dan deals: Ann calls first, then Cid, Bob and Dan.
    table
        .test()
        .args([
            "round",
            "--auction",
            "Ann:15,Cid:pass,Bob:20,Dan:pass",
            "--trump",
            "hearts",
            "--tricks",
            "Blue=3",
            "--tricks",
            "Red=2",
            "--best",
            "Blue",
        ])
        .run();
    table
        .test()
        .args([
            "round", "--bidder", "Cid", "--bid", "20", "--trump", "spades", "--tricks", "Blue=2",
            "--tricks", "Red=3", "--best", "Red", "--renege", "Dan",
        ])
        .run();
    table
}

#[test]
fn history_shows_the_auction_given() {
    let table = auction_and_renege();
    table
        .test()
        .args(["history"])
        .env("COLUMNS", COLUMNS)
        .stdout_has("round 1: auction: Ann 15, Cid pass, Bob 20, Dan pass")
        .stdout_has("round 2: Dan reneged")
        .run();
    let json = table.test().args(["history"]).json();
    assert_eq!(
        json["rounds"][0]["auction"],
        serde_json::json!([
            {"player": "Ann", "call": "15"},
            {"player": "Cid", "call": "pass"},
            {"player": "Bob", "call": "20"},
            {"player": "Dan", "call": "pass"},
        ])
    );
    assert_eq!(json["rounds"][1]["auction"], serde_json::Value::Null);
    assert_eq!(json["rounds"][1]["renege"], "Dan");
    assert_eq!(json["rounds"][0]["renege"], serde_json::Value::Null);
    // `round --json` names them alike.
    let round = table
        .test()
        .args([
            "round",
            "--auction",
            "Bob:pass,Dan:pass,Ann:15,Cid:pass",
            "--trump",
            "clubs",
            "--tricks",
            "Blue=3",
            "--tricks",
            "Red=2",
            "--best",
            "Blue",
            "--renege",
            "Cid",
        ])
        .json();
    assert_eq!(round["auction"][2]["player"], "Ann", "{round}");
    assert_eq!(round["auction"][2]["call"], "15", "{round}");
    assert_eq!(round["renege"], "Cid", "{round}");
}

#[test]
fn every_export_carries_the_auction_and_the_renege() {
    let table = auction_and_renege();
    let json = table
        .test()
        .args(["export", "--format", "json"])
        .run()
        .json();
    assert_eq!(json["rounds"][0]["auction"][2]["player"], "Bob");
    assert_eq!(json["rounds"][0]["auction"][2]["call"], "20");
    assert_eq!(json["rounds"][1]["renege"], "Dan");

    let csv_text = shown(&table, &["export", "--format", "csv"]);
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let headers = reader.headers().expect("a header row").clone();
    let column = |name: &str| {
        headers
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name} in {headers:?}"))
    };
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    // Written as --auction takes it, so it can be given again.
    assert_eq!(
        &rows[0][column("auction")],
        "Ann:15,Cid:pass,Bob:20,Dan:pass"
    );
    assert_eq!(&rows[1][column("auction")], "");
    assert_eq!(&rows[0][column("renege")], "");
    assert_eq!(&rows[1][column("renege")], "Dan");

    let md = shown(&table, &["export", "--format", "md"]);
    let lines: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
    assert!(lines[0].contains("| auction | renege |"), "{md}");
    assert!(
        lines[2].contains("| Ann:15,Cid:pass,Bob:20,Dan:pass |"),
        "{md}"
    );
    assert!(lines[3].contains("| Dan |"), "{md}");
}

/// A long game: twelve rounds, so the last round's number has two digits.
fn twelve_rounds() -> Table {
    let table = Table::new();
    table
        .test()
        .args([
            "new",
            "long",
            "--teams",
            "Blue=Ann,Bob",
            "--teams",
            "Red=Cid,Dan",
            "--set",
            "target=500",
        ])
        .run();
    for _ in 0..12 {
        table
            .test()
            .args([
                "round", "--bidder", "Blue", "--bid", "15", "--trump", "hearts", "--tricks",
                "Blue=3", "--tricks", "Red=2", "--best", "Red",
            ])
            .run();
    }
    table
}

#[test]
fn the_chart_with_ten_rounds_or_more_keeps_to_its_width() {
    let table = twelve_rounds();
    for width in ["80", "50"] {
        let text = table
            .test()
            .args(["chart"])
            .env("COLUMNS", width)
            .run()
            .stdout;
        let plot: Vec<&str> = text.lines().skip(2).take_while(|l| !l.is_empty()).collect();
        let widest = plot.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let width: usize = width.parse().expect("a number");
        assert!(widest <= width, "a line is {widest} wide:\n{text}");
        // The round numbers under the plot end with the last round.
        let numbers = plot.last().expect("the round numbers");
        assert!(numbers.trim_end().ends_with("12"), "{text}");
    }
}

#[test]
fn a_narrow_columns_gives_the_narrowest_chart_not_an_error() {
    let table = twelve_rounds();
    let text = table
        .test()
        .args(["chart"])
        .env("COLUMNS", "24")
        .run()
        .stdout;
    let widest = text
        .lines()
        .skip(2)
        .take_while(|l| !l.is_empty())
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    assert!(widest <= 30, "a line is {widest} wide:\n{text}");
}
