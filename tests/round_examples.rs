//! Every round file in `examples/rounds/` is audited, and the audit must give
//! the answer written in the file itself: its `#>` comment lines form a TOML
//! document (`violations`, `points`, and optionally `made`, `complete`,
//! `winners`, `best`). Being comments, they leave the file usable as it is
//! with `fortyfives check round`. A file without an answer fails the test.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use fortyfives::rules::audit::{audit, AuditReport};
use fortyfives::rules::solve::{analyze, Counted};
use fortyfives::store::round_file::parse_round;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    violations: Vec<ExpectViolation>,
    points: BTreeMap<String, u32>,
    made: Option<bool>,
    #[serde(default = "complete_by_default")]
    complete: bool,
    winners: Option<Vec<String>>,
    best: Option<toml::Value>,
    /// The double-dummy analysis (`fortyfives analyze`), for files with every hand.
    analysis: Option<ExpectAnalysis>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectAnalysis {
    par: u8,
    par_made: Option<bool>,
    now: u8,
    /// Every play that cost its side points.
    costly: Vec<ExpectCost>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
struct ExpectCost {
    trick: usize,
    player: String,
    card: String,
    cost: i8,
}

fn complete_by_default() -> bool {
    true
}

#[derive(Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
struct ExpectViolation {
    trick: usize,
    player: String,
    card: String,
    rule: String,
    evidence: Option<String>,
}

fn expectation(path: &Path, text: &str) -> Expect {
    let answer: String = text
        .lines()
        .filter_map(|line| line.strip_prefix("#>"))
        .map(|line| format!("{}\n", line.trim_start()))
        .collect();
    assert!(
        !answer.is_empty(),
        "{}: no expected answer; add `#> violations = [...]` and `#> points = {{...}}` lines",
        path.display()
    );
    toml::from_str(&answer)
        .unwrap_or_else(|err| panic!("{}: the `#>` answer is not valid: {err}", path.display()))
}

fn check(path: &Path) {
    let text = fs::read_to_string(path).expect("example readable");
    let expect = expectation(path, &text);
    let round =
        parse_round(&text).unwrap_or_else(|err| panic!("{}: refused: {err}", path.display()));
    let report: AuditReport = audit(&round);
    let name = path.display();
    if let Some(want) = &expect.analysis {
        let got = analyze(&round, &Counted::Bidder)
            .unwrap_or_else(|err| panic!("{name}: can't analyse: {err}"));
        assert_eq!(got.par, want.par, "{name}: par");
        assert_eq!(got.par_made, want.par_made, "{name}: par_made");
        assert_eq!(got.now, want.now, "{name}: now");
        let costly: Vec<ExpectCost> = got
            .plays
            .iter()
            .filter(|p| p.cost != 0)
            .map(|p| ExpectCost {
                trick: p.trick,
                player: p.player.clone(),
                card: p.card.notation().to_lowercase(),
                cost: p.cost,
            })
            .collect();
        let wanted: Vec<ExpectCost> = want
            .costly
            .iter()
            .map(|c| ExpectCost {
                card: c.card.to_lowercase(),
                ..c.clone()
            })
            .collect();
        assert_eq!(costly, wanted, "{name}: costly plays");
    }

    let found: Vec<ExpectViolation> = report
        .violations
        .iter()
        .zip(&expect.violations)
        .map(|(v, e)| ExpectViolation {
            trick: v.trick,
            player: v.player.clone(),
            card: v.card.notation().to_lowercase(),
            rule: serde_json::to_value(v.rule)
                .ok()
                .and_then(|r| r.as_str().map(str::to_string))
                .unwrap_or_default(),
            evidence: e.evidence.as_ref().and_then(|_| {
                serde_json::to_value(v.evidence)
                    .ok()
                    .and_then(|r| r.as_str().map(str::to_string))
            }),
        })
        .collect();
    assert_eq!(
        report.violations.len(),
        expect.violations.len(),
        "{name}: violations {:#?}",
        report.violations
    );
    let wanted: Vec<ExpectViolation> = expect
        .violations
        .into_iter()
        .map(|v| ExpectViolation {
            card: v.card.to_lowercase(),
            ..v
        })
        .collect();
    assert_eq!(found, wanted, "{name}");
    for v in &report.violations {
        assert!(
            v.proof.starts_with(&v.player) && v.proof.ends_with('.'),
            "{name}: proof should be sentences naming the player: {}",
            v.proof
        );
    }

    let points: BTreeMap<String, u32> = report.points.0.iter().cloned().collect();
    assert_eq!(points, expect.points, "{name}: points");
    assert_eq!(report.made, expect.made, "{name}: made");
    assert_eq!(report.complete, expect.complete, "{name}: complete");
    if let Some(winners) = &expect.winners {
        let got: Vec<&str> = report.tricks.iter().map(|t| t.winner.as_str()).collect();
        assert_eq!(&got, winners, "{name}: trick winners");
    }
    match &expect.best {
        None => {}
        Some(toml::Value::String(none)) if none == "none" => {
            assert_eq!(report.best, None, "{name}: best card")
        }
        Some(best) => {
            let got = report.best.as_ref().expect("a best card");
            let card = best.get("card").and_then(|c| c.as_str()).unwrap_or("");
            assert_eq!(got.card, card.parse().expect("card"), "{name}: best card");
            if let Some(trick) = best.get("trick").and_then(|t| t.as_integer()) {
                assert_eq!(got.trick as i64, trick, "{name}: best card's trick");
            }
            if let Some(side) = best.get("side").and_then(|s| s.as_str()) {
                assert_eq!(got.side, side, "{name}: best card's side");
            }
        }
    }
}

#[test]
fn every_example_round_gives_the_answer_written_in_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rounds");
    let mut paths: Vec<_> = fs::read_dir(&dir)
        .expect("examples/rounds exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    paths.sort();
    assert!(
        paths.len() >= 8,
        "expected the scenarios of source 000 and the disputes"
    );
    for path in &paths {
        check(path);
    }
}

#[test]
fn example_audits_serialize_to_the_json_of_cli_md() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rounds");
    let text = fs::read_to_string(dir.join("dispute_renege_proven_by_record.toml")).expect("file");
    let report = audit(&parse_round(&text).expect("valid"));
    let json = serde_json::to_value(&report).expect("json");
    assert_eq!(json["tricks"][0]["leader"], "Frank");
    assert_eq!(json["tricks"][0]["winner"], "Fred");
    assert_eq!(json["tricks"][0]["card"], "2s");
    assert_eq!(json["best"]["card"], "Js");
    assert_eq!(json["best"]["trick"], 5);
    assert_eq!(json["best"]["side"], "Frank+Fred");
    assert_eq!(json["points"]["Frank+Fred"], 25);
    assert_eq!(json["made"], true);
    let v = &json["violations"][0];
    assert_eq!(
        (&v["trick"], &v["player"], &v["card"]),
        (&1.into(), &"John".into(), &"7d".into())
    );
    assert!(v["rule"].is_string() && v["proof"].is_string());
}
