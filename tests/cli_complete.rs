//! Dynamic shell completion: game names (the deleted ones for `restore`),
//! presets, knobs and suits; never file names for them.

use crate::common::Table;

/// The candidates the shell would offer for the last word of `line`,
/// leaving out the options it offers beside them.
fn candidates(t: &Table, line: &[&str]) -> Vec<String> {
    let index = line.len().to_string();
    let mut args = vec!["--", "fortyfives"];
    args.extend(line);
    t.test()
        .args(args)
        .env("COMPLETE", "bash")
        .env("_CLAP_COMPLETE_INDEX", &index)
        .env("_CLAP_COMPLETE_COMP_TYPE", "9")
        .env("_CLAP_COMPLETE_SPACE", "true")
        .current_dir(t.dir.path())
        .any_status()
        .run()
        .stdout
        .split(['\n', '\u{b}'])
        .filter(|w| !w.is_empty() && !w.starts_with('-'))
        .map(str::to_string)
        .collect()
}

#[test]
fn game_names_presets_knobs_and_suits_complete() {
    let t = Table::with_teams("friday");
    t.start_teams("saturday");
    // The working folder holds friday.toml: a game name, not a file name.
    assert_eq!(candidates(&t, &["use", ""]), ["friday", "saturday"]);
    assert_eq!(candidates(&t, &["status", "--game", "s"]), ["saturday"]);
    assert_eq!(
        candidates(&t, &["round", "--trump", ""]),
        ["clubs", "diamonds", "hearts", "spades"]
    );
    let presets = candidates(&t, &["new", "--rules", ""]);
    assert!(presets.contains(&"120".to_string()) && presets.contains(&"45".to_string()));
    assert!(!presets.iter().any(|p| p.ends_with(".toml")), "{presets:?}");
    let knobs = candidates(&t, &["new", "--set", "tar"]);
    assert_eq!(knobs, ["target="]);
    t.test()
        .args(["party", "new", "legion", "--pairs", "Ann+Bob,Cid+Dan"])
        .run();
    assert_eq!(candidates(&t, &["party", "use", "le"]), ["legion"]);
    t.test().args(["delete", "friday"]).run();
    assert_eq!(candidates(&t, &["restore", ""]), ["friday"]);
}
