//! The library examples run and say what they should. `cargo test` builds
//! them next to the test binaries, in `target/<profile>/examples/`.

use std::path::PathBuf;
use std::process::Command;

fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary");
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>");
    let path = profile_dir
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "{} is not built: run the whole `cargo test` (it builds the examples) or `cargo build --examples` first",
        path.display()
    );
    path
}

#[test]
fn the_adjudicate_example_judges_jims_renege_and_the_trick() {
    let output = Command::new(example("adjudicate"))
        .output()
        .expect("cargo test builds the adjudicate example");
    assert!(output.status.success());
    let out = String::from_utf8(output.stdout).unwrap();
    // Both of Jim's trumps outrank the 8♠ led and are renegeable: he may
    // keep them back and throw a plain card (source 000, scenario 2).
    assert!(out.contains("Jim may play the 5♠"), "{out}");
    assert!(
        out.contains("Jim may play the 3♦: The 5♠ and A♥ may be kept back"),
        "{out}"
    );
    assert!(out.contains("Jim takes the trick"), "{out}");
}

#[test]
fn the_audit_round_example_prints_the_audit_as_json() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/rounds/dispute_follow_or_trump.toml"
    );
    let output = Command::new(example("audit_round"))
        .arg(file)
        .output()
        .expect("cargo test builds the audit_round example");
    assert_eq!(output.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(v["violations"][0]["player"], "John");
}

#[test]
fn the_analyze_round_example_answers_scenario_3s_retrospective() {
    let output = Command::new(example("analyze_round"))
        .output()
        .expect("cargo test builds the analyze_round example");
    assert!(output.status.success());
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(out.contains("John+Jim bid 25: par 20 (beatable)."), "{out}");
    assert!(
        out.contains("Trick 4: Fred's A♦ cost 5 (best: 7♥)."),
        "{out}"
    );
    assert!(out.contains("A♦: John+Jim take 16.90"), "{out}");
}
