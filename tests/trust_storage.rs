//! Nothing lost, whatever the table or the machine does: output files that
//! would land on a saved game, files that are not files, huge or binary
//! files, killed saves, file modes, half-made games and deleted-game names.

use std::fs;
use std::path::Path;
use std::process::Command as Std;
use std::time::{Duration, SystemTime};

use crate::common::{Table, Test};

fn started() -> Table {
    let t = Table::with_teams("friday");
    t.test()
        .args([
            "round", "--bidder", "Ann", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ])
        .run();
    t
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Every file in the data folder with its bytes, to prove nothing changed.
fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                fs::read(e.path()).unwrap(),
            )
        })
        .filter(|(name, _)| !name.ends_with(".cache.json"))
        .collect();
    files.sort();
    files
}

#[test]
fn export_and_chart_refuse_to_write_over_the_saved_games() {
    let t = started();
    let data = t.dir.path();
    let before = snapshot(data);
    for target in [
        "friday.toml",
        "current",
        ".lock",
        "deleted/friday.20261123-040000.000.toml",
        "new-game.toml",
    ] {
        let path = data.join(target);
        let path = path.to_str().unwrap();
        t.test()
            .args(["export", "--format", "csv", "--output", path])
            .fails(2)
            .stderr_has("inside the data folder")
            .run();
        t.test()
            .args(["chart", "--svg", path])
            .fails(2)
            .stderr_has("inside the data folder")
            .run();
    }
    // A link outside pointing at a game is the game.
    let outside = tempfile::tempdir().unwrap();
    let link = outside.path().join("sheet.csv");
    std::os::unix::fs::symlink(data.join("friday.toml"), &link).unwrap();
    t.test()
        .args(["export", "--format", "csv", "--output"])
        .arg(link.to_str().unwrap())
        .fails(2)
        .stderr_has("inside the data folder")
        .run();
    assert_eq!(
        snapshot(data),
        before,
        "a refused export changed the data folder"
    );
}

#[test]
fn output_to_a_folder_or_device_is_bad_input_like_a_round_file_folder() {
    let t = started();
    let outside = tempfile::tempdir().unwrap();
    let dir = outside.path().to_str().unwrap();
    t.test()
        .args(["chart", "--svg", dir])
        .fails(2)
        .stderr_has("is a folder, not a file")
        .files_unchanged()
        .run();
    t.test()
        .args(["export", "--format", "md", "--output", "/dev/null"])
        .fails(2)
        .stderr_has("is a device")
        .files_unchanged()
        .run();
    t.test()
        .args(["check", "round", dir])
        .fails(2)
        .stderr_has("is a folder, not a file")
        .run();
}

#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).unwrap().permissions().mode() & 0o777
}

/// Runs fortyfives under a shell with `umask`, as a user's login would.
fn with_umask(t: &Table, umask: &str, args: &str) -> std::process::Output {
    let bin = assert_cmd::cargo::cargo_bin("fortyfives");
    Std::new("sh")
        .arg("-c")
        .arg(format!("umask {umask}; exec \"$0\" {args}"))
        .arg(bin)
        .env("FORTYFIVES_DATA_DIR", t.dir.path())
        .output()
        .unwrap()
}

#[test]
#[cfg(unix)]
fn exports_and_new_games_honour_the_umask_and_saves_keep_a_games_mode() {
    use std::os::unix::fs::PermissionsExt;
    let t = started();
    let outside = tempfile::tempdir().unwrap();
    let csv = outside.path().join("sheet.csv");
    let out = with_umask(
        &t,
        "022",
        &format!("export --format csv --output {}", csv.display()),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(mode(&csv), 0o644);
    let svg = outside.path().join("chart.svg");
    let out = with_umask(&t, "027", &format!("chart --svg {}", svg.display()));
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(mode(&svg), 0o640);

    let out = with_umask(&t, "022", "new other --players Ann,Bob,Cid");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(mode(&t.dir.path().join("other.toml")), 0o644);

    let game = t.dir.path().join("friday.toml");
    fs::set_permissions(&game, fs::Permissions::from_mode(0o640)).unwrap();
    t.test().args(["--game", "friday", "undo"]).run();
    assert_eq!(mode(&game), 0o640, "a save changed the game's mode");
}

#[test]
fn a_killed_saves_temporary_file_is_cleaned_at_the_next_save_and_a_fresh_one_kept() {
    let t = started();
    let data = t.dir.path();
    let stale = data.join(".friday.toml.Ab12Cd.tmp");
    fs::write(&stale, vec![b'x'; 4096]).unwrap();
    let old = SystemTime::now() - Duration::from_secs(3600);
    fs::File::options()
        .write(true)
        .open(&stale)
        .unwrap()
        .set_modified(old)
        .unwrap();
    let fresh = data.join(".friday.toml.Ef34Gh.tmp");
    fs::write(&fresh, b"being written").unwrap();
    let stranger = data.join("notes.tmp");
    fs::write(&stranger, b"not ours").unwrap();
    fs::File::options()
        .write(true)
        .open(&stranger)
        .unwrap()
        .set_modified(old)
        .unwrap();
    t.test().args(["undo"]).run();
    assert!(!stale.exists(), "the stale temp file is still there");
    assert!(fresh.exists(), "a temp file in use was removed");
    assert!(stranger.exists(), "a file that isn't ours was removed");
}

#[test]
fn new_that_cannot_record_the_current_game_leaves_no_game_behind() {
    let t = Table::new();
    let data = t.dir.path();
    fs::create_dir_all(data.join("current")).unwrap();
    t.test()
        .args(["new", "friday", "--players", "Ann,Bob,Cid"])
        .fails(3)
        .stderr_has("current: Is a directory")
        .run();
    assert!(
        !data.join("friday.toml").exists(),
        "a half-made game was left"
    );
    fs::remove_dir(data.join("current")).unwrap();
    t.test()
        .args(["new", "friday", "--players", "Ann,Bob,Cid"])
        .run();
}

#[test]
fn reading_a_device_a_pipe_or_a_binary_file_is_refused_at_once() {
    let t = started();
    // Each run has the builder's time limit: a read that hangs fails.
    t.test()
        .args(["check", "round", "/dev/zero"])
        .fails(2)
        .stderr_has("/dev/zero is a device, not a file")
        .run();

    let outside = tempfile::tempdir().unwrap();
    let fifo = outside.path().join("round.toml");
    let made = Std::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    t.test()
        .args(["check", "round", fifo.to_str().unwrap()])
        .fails(2)
        .stderr_has("is a pipe, not a file")
        .run();

    let binary = outside.path().join("photo.toml");
    fs::write(&binary, [0x89, b'P', b'N', b'G', 0xff, 0xfe, 0, 1]).unwrap();
    t.test()
        .args(["round", "--from", binary.to_str().unwrap()])
        .fails(2)
        .stderr_has("is not a text file")
        .files_unchanged()
        .run();

    let huge = outside.path().join("huge.toml");
    fs::File::create(&huge).unwrap().set_len(3 << 30).unwrap();
    t.test()
        .args(["check", "round", huge.to_str().unwrap()])
        .fails(2)
        .stderr_has("3 GB, larger than a round file")
        .run();
}

#[test]
fn a_game_linked_to_a_device_and_a_huge_stray_file_are_reported_not_read() {
    let t = started();
    let data = t.dir.path();
    std::os::unix::fs::symlink("/dev/zero", data.join("zero.toml")).unwrap();
    let huge = data.join("stray.toml");
    fs::File::create(&huge).unwrap().set_len(3 << 30).unwrap();
    t.test()
        .args(["--game", "zero", "status"])
        .fails(3)
        .stderr_has("it is a device")
        .run();
    t.test()
        .args(["list"])
        .stdout_has("friday")
        .stdout_has("stray")
        .run();
    t.test()
        .args(["--game", "stray", "status"])
        .fails(3)
        .stderr_has("it is 3 GB, more than any game fortyfives saves (the limit is 64 MB)")
        .run();
}

#[test]
fn a_date_where_a_number_belongs_is_said_in_words() {
    let t = started();
    let game = t.dir.path().join("friday.toml");
    let text = fs::read_to_string(&game).unwrap();
    let damaged: String = text
        .lines()
        .map(|l| {
            if l.starts_with("target =") {
                "target = 1979-05-27T07:32:00Z".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    fs::write(&game, &damaged).unwrap();
    let err = t
        .test()
        .args(["status"])
        .fails(3)
        .stderr_has("found a date or a table, expected a whole number")
        .run()
        .stderr;
    assert!(!err.contains("$__toml"), "{err}");
    assert_eq!(fs::read_to_string(&game).unwrap(), damaged);
}

#[test]
fn a_huge_number_or_a_deep_nesting_in_a_game_is_said_in_words_with_its_line() {
    let t = started();
    let game = t.dir.path().join("friday.toml");
    let text = fs::read_to_string(&game).unwrap();
    let first_dealer = text
        .lines()
        .position(|l| l.starts_with("first_dealer"))
        .unwrap()
        + 1;
    let huge = text.replacen("first_dealer = 3", "first_dealer = 99999999999999999999", 1);
    assert_ne!(huge, text);
    fs::write(&game, &huge).unwrap();
    let err = t
        .test()
        .args(["status"])
        .fails(3)
        .stderr_has(format!(
            "line {first_dealer}, column 16: 99999999999999999999 is far too large a number"
        ))
        .files_unchanged()
        .run()
        .stderr;
    assert!(!err.contains("i128"), "{err}");

    let deep = format!("{text}\n[x{}]\n", ".x".repeat(100));
    fs::write(&game, &deep).unwrap();
    let line = deep.lines().count();
    let err = t
        .test()
        .args(["status"])
        .fails(3)
        .stderr_has(format!(
            "line {line}: tables or lists are nested too deeply"
        ))
        .files_unchanged()
        .run()
        .stderr;
    assert!(!err.contains("recursion"), "{err}");
}

#[test]
fn an_empty_data_dir_variable_means_the_default_folder() {
    let home = tempfile::tempdir().unwrap();
    let home_dir = home.path().to_str().unwrap();
    Test::new()
        .args(["list"])
        .env("FORTYFIVES_DATA_DIR", "")
        .env("HOME", home_dir)
        .env("XDG_DATA_HOME", &format!("{home_dir}/data"))
        .stdout_has("No saved games yet")
        .run();
}

#[test]
fn a_damaged_round_kept_by_undo_is_reported_with_the_file_and_never_carried_along() {
    let t = started();
    t.test().args(["undo"]).run();
    let game = t.dir.path().join("friday.toml");
    let text = fs::read_to_string(&game).unwrap();
    let at = text.find("[undone.record]").expect("an undone round");
    let (head, tail) = text.split_at(at);
    let damaged = format!("{head}{}", tail.replacen("dealer = 3", "dealer = 99", 1));
    assert_ne!(damaged, text);
    fs::write(&game, &damaged).unwrap();
    for args in [
        &["redo"][..],
        &[
            "round", "--bidder", "Ann", "--bid", "20", "--trump", "hearts", "--tricks", "Blue=3",
            "--tricks", "Red=2", "--best", "Blue",
        ][..],
    ] {
        t.test()
            .args(args)
            .fails(3)
            .stderr_has("friday.toml is damaged")
            .stderr_has(
                "in its [[undone]] entry 1 (a round taken back), seat 99 is not at the table",
            )
            .run();
        assert_eq!(
            fs::read_to_string(&game).unwrap(),
            damaged,
            "{args:?} changed the file"
        );
    }
}

#[test]
fn game_names_are_found_in_any_case_and_a_lost_current_game_says_what_to_pick() {
    let t = started();
    t.test()
        .args(["new", "sunday", "--players", "Ann,Bob,Cid"])
        .run();
    let out = t.test().args(["--game", "FRIDAY", "status"]).run().stdout;
    assert!(out.starts_with("friday: 1 round played"), "{out}");
    t.test().args(["use", "Friday"]).run();
    t.test().args(["delete", "FRIDAY"]).run();
    t.test()
        .args(["status"])
        .fails(2)
        .stderr("error: no game is picked: the saved game is sunday. Pick it with `fortyfives use sunday` (or --game sunday)\n")
        .run();
}

/// Whether `path` is still a link (not replaced by a plain file).
fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).unwrap().file_type().is_symlink()
}

fn rounds_in(path: &Path) -> usize {
    fs::read_to_string(path)
        .unwrap()
        .matches("[[rounds]]")
        .count()
}

#[test]
fn a_game_linked_from_another_folder_keeps_its_link_and_gets_every_save() {
    let t = started();
    let data = t.dir.path();
    let synced = data.join("..").join(format!(
        "{}-synced",
        data.file_name().unwrap().to_string_lossy()
    ));
    fs::create_dir_all(&synced).unwrap();
    let real = synced.join("friday.toml");
    fs::rename(data.join("friday.toml"), &real).unwrap();
    let link = data.join("friday.toml");
    // Relative, as a user makes it: it must still point there from `deleted/`.
    let relative = Path::new("..")
        .join(synced.file_name().unwrap())
        .join("friday.toml");
    std::os::unix::fs::symlink(&relative, &link).unwrap();

    let round = [
        "round", "--bidder", "Cid", "--bid", "20", "--trump", "spades", "--tricks", "Red=3",
        "--tricks", "Blue=2", "--best", "Red",
    ];
    // A save killed there earlier left its temporary file beside the game.
    let stale = synced.join(".friday.toml.Ab12Cd.tmp");
    fs::write(&stale, b"half a game").unwrap();
    fs::File::options()
        .write(true)
        .open(&stale)
        .unwrap()
        .set_modified(SystemTime::now() - Duration::from_secs(3600))
        .unwrap();
    t.test().args(round).run();
    assert!(is_link(&link), "the save replaced the link with a file");
    assert!(
        !stale.exists(),
        "the stale temp file beside the linked game is still there"
    );
    assert_eq!(rounds_in(&real), 2);
    t.test().args(["undo"]).run();
    assert!(is_link(&link));
    assert_eq!(rounds_in(&real), 1);
    t.test()
        .args(crate::common::words(
            "edit 1 --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 \
             --best Blue --note 'checked with the paper sheet'",
        ))
        .run();
    assert!(fs::read_to_string(&real)
        .unwrap()
        .contains("checked with the paper sheet"));
    // No temporary file left in either folder.
    let leftovers = |dir: &Path| {
        fs::read_dir(dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count()
    };
    assert_eq!(leftovers(data) + leftovers(&synced), 0);

    // Deleted and restored, it is the same file that goes on receiving rounds.
    t.test()
        .args(["delete", "friday"])
        .stdout_has("Deleted friday")
        .run();
    assert!(real.exists());
    t.test()
        .args(["restore", "friday"])
        .stdout_has("Restored friday")
        .run();
    assert!(is_link(&link));
    t.test().args(round).run();
    assert!(is_link(&link));
    assert_eq!(rounds_in(&real), 2);
    t.test()
        .args(["status"])
        .stdout_has("friday: 2 rounds played")
        .run();
    fs::remove_dir_all(&synced).unwrap();
}

#[test]
fn the_current_game_pointer_and_a_party_are_written_through_their_links() {
    let t = Table::with_teams("friday");
    t.start_teams("saturday");
    let elsewhere = tempfile::tempdir().unwrap();
    let data = t.dir.path();
    let pointer = elsewhere.path().join("current");
    fs::rename(data.join("current"), &pointer).unwrap();
    std::os::unix::fs::symlink(&pointer, data.join("current")).unwrap();
    t.test().args(["use", "friday"]).run();
    assert!(is_link(&data.join("current")));
    assert_eq!(fs::read_to_string(&pointer).unwrap(), "friday\n");

    t.test()
        .args(crate::common::words(
            "party new legion --pairs Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal --games 3 --seed 1",
        ))
        .run();
    let party = data.join("parties").join("legion.toml");
    let kept = elsewhere.path().join("legion.toml");
    fs::rename(&party, &kept).unwrap();
    std::os::unix::fs::symlink(&kept, &party).unwrap();
    let before = fs::read(&kept).unwrap();
    t.test()
        .args([
            "party", "result", "--table", "1", "--winner", "1", "--score", "120-85",
        ])
        .run();
    assert!(is_link(&party), "the party's save replaced its link");
    assert_ne!(fs::read(&kept).unwrap(), before);
}

#[test]
fn a_note_is_capped_so_a_game_can_never_outgrow_what_is_read_back() {
    let t = started();
    let round = |note: &str| {
        t.test().args([
            "round", "--bidder", "Cid", "--bid", "20", "--trump", "spades", "--tricks", "Red=3",
            "--tricks", "Blue=2", "--best", "Red", "--note", note,
        ])
    };
    let long = "x".repeat(1001);
    let err = round(&long)
        .fails(2)
        .stderr_has("the note is 1001 characters long; a note holds at most 1000")
        .stderr_has(format!("'{}… (1001 characters)'", "x".repeat(40)))
        .files_unchanged()
        .run()
        .stderr;
    assert!(
        !err.contains(&"x".repeat(100)),
        "the whole note was repeated"
    );
    t.test()
        .args(["edit", "1", &format!("--note={long}")])
        .fails(2)
        .stderr_has("a note holds at most 1000")
        .files_unchanged()
        .run();
    // In characters, not bytes: a thousand accented letters fit.
    round(&"é".repeat(1000)).run();
}

#[test]
fn an_export_to_a_missing_folder_says_so_in_words_without_a_temporary_file() {
    let t = Table::with_teams("friday");
    t.test()
        .args([
            "export",
            "--format",
            "csv",
            "-o",
            "/nonexistent-folder/x.csv",
        ])
        .fails(3)
        .stderr_has("there is no folder /nonexistent-folder.")
        .stderr_lacks(".tmp")
        .stderr_lacks("os error")
        .run();
}
