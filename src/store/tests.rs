use std::fs::{self, File};

use chrono::Utc;
use serde::{Deserialize, Serialize};
use tempfile::TempDir;

use super::*;

/// A stand-in for the game document.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Doc {
    schema: u32,
    title: String,
    scores: Vec<i32>,
}

fn doc(title: &str) -> Doc {
    Doc {
        schema: SCHEMA,
        title: title.into(),
        scores: vec![15, -30],
    }
}

fn name(text: &str) -> GameName {
    GameName::parse(text).unwrap()
}

/// A store in a fresh temp folder that fails at once on a busy lock.
fn store() -> (TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(Some(dir.path().join("data")))
        .unwrap()
        .with_lock_wait(Duration::ZERO);
    (dir, store)
}

fn files_in(store: &Store) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(store.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[derive(Debug)]
enum TestError {
    Store(StoreError),
    Refused,
}

impl From<StoreError> for TestError {
    fn from(e: StoreError) -> Self {
        TestError::Store(e)
    }
}

#[test]
fn a_created_game_loads_back_equal() {
    let (_tmp, store) = store();
    let path = store.create(&name("Friday Night"), &doc("a")).unwrap();
    assert_eq!(path, store.dir().join("Friday Night.toml"));
    let (back, from): (Doc, _) = store.load(&name("Friday Night")).unwrap();
    assert_eq!(back, doc("a"));
    assert_eq!(from, path);
}

#[test]
fn update_saves_the_change_and_returns_the_closures_value() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let len = store
        .update(&game, |d: &mut Doc| {
            d.scores.push(45);
            Ok::<_, StoreError>(d.scores.len())
        })
        .unwrap();
    assert_eq!(len, 3);
    let (back, _): (Doc, _) = store.load(&game).unwrap();
    assert_eq!(back.scores, vec![15, -30, 45]);
}

#[test]
fn create_refuses_to_clobber_an_existing_game() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("first")).unwrap();
    let before = fs::read(store.path_of(&game)).unwrap();
    let err = store.create(&game, &doc("second")).unwrap_err();
    assert!(matches!(err, StoreError::AlreadyExists { .. }), "{err}");
    assert_eq!(err.exit_code(), 2);
    assert_eq!(fs::read(store.path_of(&game)).unwrap(), before);
}

#[test]
fn update_whose_closure_fails_leaves_the_file_byte_identical() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let path = store.path_of(&game);
    let before = fs::read(&path).unwrap();
    let modified = fs::metadata(&path).unwrap().modified().unwrap();
    let result = store.update(&game, |d: &mut Doc| {
        d.title = "changed".into();
        d.scores.clear();
        Err::<(), _>(TestError::Refused)
    });
    assert!(matches!(result, Err(TestError::Refused)));
    let missing = store.update(&name("fridya"), |_: &mut Doc| Ok::<_, TestError>(()));
    assert!(matches!(
        missing,
        Err(TestError::Store(StoreError::NotFound { .. }))
    ));
    assert_eq!(fs::read(&path).unwrap(), before);
    assert_eq!(fs::metadata(&path).unwrap().modified().unwrap(), modified);
    assert_eq!(files_in(&store), [".lock", "current", "friday.toml"]);
}

#[test]
fn a_change_that_would_pass_the_read_limit_is_refused_and_the_file_kept() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let path = store.path_of(&game);
    let before = fs::read(&path).unwrap();
    // Just past what the reader takes, with the rest of the file.
    let title = "x".repeat(GAME_FILE_LIMIT as usize - before.len() + 10);
    let err = store
        .update(&game, |d: &mut Doc| {
            d.title = title;
            Ok::<_, StoreError>(())
        })
        .unwrap_err();
    assert!(matches!(err, StoreError::TooLargeToSave { .. }), "{err}");
    assert_eq!(err.exit_code(), 3);
    let said = err.to_string();
    assert!(
        said.starts_with("nothing was saved: friday would grow to 67108"),
        "{said}"
    );
    assert!(said.contains("(the limit is 67108864 bytes)"), "{said}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert_eq!(files_in(&store), [".lock", "current", "friday.toml"]);
    let (back, _): (Doc, _) = store.load(&game).unwrap();
    assert_eq!(back, doc("a"));
}

#[test]
fn a_corrupt_file_is_reported_with_its_line_and_left_untouched() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let path = store.path_of(&game);
    let damaged = b"schema = 1\ntitle = \"a\"\nscores = [15, -30\n".to_vec();
    fs::write(&path, &damaged).unwrap();

    let err = store.load::<Doc>(&game).unwrap_err();
    let StoreError::Corrupt { path: at, detail } = &err else {
        panic!("expected Corrupt, got {err}");
    };
    assert_eq!(at, &path);
    assert!(detail.contains("line 3"), "{detail}");
    assert_eq!(err.exit_code(), 3);
    assert!(err.to_string().contains("friday.toml"), "{err}");

    let err = store
        .update(&game, |d: &mut Doc| {
            d.scores.clear();
            Ok::<_, StoreError>(())
        })
        .unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    assert_eq!(fs::read(&path).unwrap(), damaged);
}

#[test]
fn a_wrongly_typed_field_is_corrupt_with_its_line() {
    let (_tmp, store) = store();
    fs::create_dir_all(store.dir()).unwrap();
    let text = "schema = 1\ntitle = \"a\"\nscores = [\"fifteen\"]\n";
    fs::write(store.dir().join("friday.toml"), text).unwrap();
    let err = store.load::<Doc>(&name("friday")).unwrap_err();
    assert!(
        matches!(&err, StoreError::Corrupt { detail, .. } if detail.contains("line 3")),
        "{err}"
    );
}

#[test]
fn a_file_that_is_not_utf8_is_corrupt_and_kept() {
    let (_tmp, store) = store();
    fs::create_dir_all(store.dir()).unwrap();
    let path = store.dir().join("friday.toml");
    let bytes = b"schema = 1\ntitle = \"\xff\"\n".to_vec();
    fs::write(&path, &bytes).unwrap();
    let err = store.load::<Doc>(&name("friday")).unwrap_err();
    assert!(
        matches!(&err, StoreError::Corrupt { detail, .. } if detail.contains("line 2")),
        "{err}"
    );
    assert_eq!(fs::read(&path).unwrap(), bytes);
}

#[test]
fn a_held_lock_makes_a_second_update_fail_with_locked() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let before = fs::read(store.path_of(&game)).unwrap();

    let other = File::options()
        .read(true)
        .write(true)
        .open(store.dir().join(LOCK_FILE))
        .unwrap();
    other.lock().unwrap();

    let mut ran = false;
    let err = store
        .update(&game, |_: &mut Doc| {
            ran = true;
            Ok::<_, StoreError>(())
        })
        .unwrap_err();
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert_eq!(err.exit_code(), 3);
    assert!(!ran, "the closure must not run without the lock");
    assert!(matches!(
        store.delete(&game),
        Err(StoreError::Locked { .. })
    ));
    assert!(matches!(
        store.create(&name("other"), &doc("b")),
        Err(StoreError::Locked { .. })
    ));
    assert_eq!(fs::read(store.path_of(&game)).unwrap(), before);

    other.unlock().unwrap();
    store
        .update(&game, |d: &mut Doc| {
            d.title = "b".into();
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn a_busy_lock_is_waited_for_briefly() {
    let (_tmp, store) = store();
    let store = store.with_lock_wait(Duration::from_secs(2));
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let other = File::options()
        .read(true)
        .write(true)
        .open(store.dir().join(LOCK_FILE))
        .unwrap();
    other.lock().unwrap();
    let release = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        drop(other);
    });
    store
        .update(&game, |d: &mut Doc| {
            d.title = "b".into();
            Ok::<_, StoreError>(())
        })
        .unwrap();
    release.join().unwrap();
}

#[test]
fn a_newer_schema_is_refused_and_left_untouched() {
    let (_tmp, store) = store();
    fs::create_dir_all(store.dir()).unwrap();
    let path = store.dir().join("friday.toml");
    // A newer program may also have changed the fields; schema comes first.
    let text = "schema = 99\nsomething_new = true\n";
    fs::write(&path, text).unwrap();
    let err = store.load::<Doc>(&name("friday")).unwrap_err();
    assert!(
        matches!(err, StoreError::NewerSchema { found: 99, .. }),
        "{err}"
    );
    assert_eq!(err.exit_code(), 3);
    assert!(err.to_string().contains("Upgrade"), "{err}");
    let err = store
        .update(&name("friday"), |_: &mut Doc| Ok::<_, StoreError>(()))
        .unwrap_err();
    assert!(matches!(err, StoreError::NewerSchema { .. }), "{err}");
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn a_file_without_schema_is_corrupt() {
    let (_tmp, store) = store();
    fs::create_dir_all(store.dir()).unwrap();
    fs::write(store.dir().join("friday.toml"), "title = \"a\"\n").unwrap();
    let err = store.load::<Doc>(&name("friday")).unwrap_err();
    assert!(
        matches!(&err, StoreError::Corrupt { detail, .. } if detail.contains("schema")),
        "{err}"
    );
}

#[test]
fn a_document_without_schema_is_never_saved() {
    #[derive(Serialize, Deserialize)]
    struct NoSchema {
        title: String,
    }
    let (_tmp, store) = store();
    let err = store
        .create(&name("friday"), &NoSchema { title: "a".into() })
        .unwrap_err();
    assert!(matches!(err, StoreError::Encode(_)), "{err}");
    assert!(!store.dir().exists());
}

#[test]
fn a_missing_game_lists_the_saved_ones_and_suggests_a_close_name() {
    let (_tmp, store) = store();
    store.create(&name("friday"), &doc("a")).unwrap();
    store.create(&name("sunday"), &doc("b")).unwrap();
    let err = store.load::<Doc>(&name("fridya")).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    let StoreError::NotFound { hint, saved, .. } = &err else {
        panic!("{err}");
    };
    assert!(hint.contains("did you mean 'friday'?"), "{hint}");
    assert_eq!(saved, &["friday", "sunday"]);
}

#[test]
fn reading_from_an_absent_folder_finds_nothing_and_creates_nothing() {
    let (_tmp, store) = store();
    assert_eq!(store.list().unwrap(), []);
    assert_eq!(store.current().unwrap(), None);
    let err = store.load::<Doc>(&name("friday")).unwrap_err();
    assert!(
        matches!(&err, StoreError::NotFound { saved, .. } if saved.is_empty()),
        "{err}"
    );
    assert!(matches!(
        store.update(&name("friday"), |_: &mut Doc| Ok::<_, StoreError>(())),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        store.delete(&name("friday")),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        store.set_current(&name("friday")),
        Err(StoreError::NotFound { .. })
    ));
    assert!(!store.dir().exists());
}

#[test]
fn the_current_game_is_the_last_created_or_used_and_cleared_by_delete() {
    let (_tmp, store) = store();
    assert!(matches!(
        store.resolve(None),
        Err(StoreError::NoCurrentGame { .. })
    ));
    store.create(&name("friday"), &doc("a")).unwrap();
    store.create(&name("sunday"), &doc("b")).unwrap();
    assert_eq!(store.current().unwrap(), Some(name("sunday")));
    store.set_current(&name("friday")).unwrap();
    assert_eq!(store.resolve(None).unwrap(), name("friday"));
    assert_eq!(store.resolve(Some("sunday")).unwrap(), name("sunday"));
    assert!(matches!(
        store.resolve(Some("../x")),
        Err(StoreError::BadName { .. })
    ));

    store.delete(&name("sunday")).unwrap();
    assert_eq!(store.current().unwrap(), Some(name("friday")));
    store.delete(&name("friday")).unwrap();
    assert_eq!(store.current().unwrap(), None);
    let err = store.resolve(None).unwrap_err();
    assert!(
        matches!(&err, StoreError::NoCurrentGame { saved } if saved.is_empty()),
        "{err}"
    );
    assert_eq!(err.exit_code(), 2);
    assert!(!store.path_of(&name("friday")).exists());
    // Deleted games are kept, whole, in the `deleted` folder.
    let kept: Vec<_> = fs::read_dir(store.dir().join(DELETED_DIR))
        .unwrap()
        .collect();
    assert_eq!(kept.len(), 2);
}

#[test]
fn a_garbled_current_file_is_corrupt_and_use_repairs_it() {
    let (_tmp, store) = store();
    store.create(&name("friday"), &doc("a")).unwrap();
    fs::write(store.dir().join(CURRENT_FILE), "../../etc/passwd\n").unwrap();
    assert!(matches!(
        store.resolve(None),
        Err(StoreError::Corrupt { .. })
    ));
    store.set_current(&name("friday")).unwrap();
    assert_eq!(store.current().unwrap(), Some(name("friday")));
}

#[test]
fn list_ignores_non_game_files_and_leftover_temp_files() {
    let (_tmp, store) = store();
    store.create(&name("sunday"), &doc("a")).unwrap();
    store.create(&name("Friday"), &doc("b")).unwrap();
    let dir = store.dir();
    fs::write(dir.join("notes.txt"), "hi").unwrap();
    fs::write(dir.join(".friday.toml.a1b2c3.tmp"), "schema = 1\ntit").unwrap();
    fs::write(dir.join(".tmpX1y2Z3"), "").unwrap();
    fs::write(dir.join(".hidden.toml"), "schema = 1\n").unwrap();
    fs::write(dir.join("bad:name.toml"), "schema = 1\n").unwrap();
    fs::create_dir(dir.join("folder.toml")).unwrap();

    let names: Vec<String> = store
        .list()
        .unwrap()
        .into_iter()
        .map(|g| {
            assert_eq!(g.health, Health::Good);
            assert!(g.modified.is_some());
            g.name.to_string()
        })
        .collect();
    assert_eq!(names, ["Friday", "sunday"]);
}

#[test]
fn list_flags_damaged_games_and_never_removes_them() {
    let (_tmp, store) = store();
    store.create(&name("good"), &doc("a")).unwrap();
    let dir = store.dir();
    fs::write(dir.join("broken.toml"), "schema = 1\nscores = [\n").unwrap();
    fs::write(dir.join("future.toml"), "schema = 7\n").unwrap();
    let listed = store.list().unwrap();
    let health: Vec<(&str, &Health)> = listed
        .iter()
        .map(|g| (g.name.as_str(), &g.health))
        .collect();
    assert!(matches!(health[0], ("broken", Health::Corrupt(d)) if d.contains("line")));
    assert_eq!(health[1], ("future", &Health::NewerSchema(7)));
    assert_eq!(health[2], ("good", &Health::Good));
    assert_eq!(
        fs::read_to_string(dir.join("broken.toml")).unwrap(),
        "schema = 1\nscores = [\n"
    );
}

#[test]
fn a_crash_mid_save_leaves_the_game_loadable() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("saved")).unwrap();
    // What a crash between writing the temp file and renaming it leaves:
    // a half-written temp file next to the intact game.
    let leftover = store.dir().join(".friday.toml.Zx81qP.tmp");
    fs::write(&leftover, "schema = 1\ntitle = \"half").unwrap();

    let (back, _): (Doc, _) = store.load(&game).unwrap();
    assert_eq!(back, doc("saved"));
    store
        .update(&game, |d: &mut Doc| {
            d.title = "after".into();
            Ok::<_, StoreError>(())
        })
        .unwrap();
    let (back, _): (Doc, _) = store.load(&game).unwrap();
    assert_eq!(back.title, "after");
    assert_eq!(store.list().unwrap().len(), 1);
}

#[test]
fn a_save_leaves_no_temp_file_behind() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    for i in 0..3 {
        store
            .update(&game, |d: &mut Doc| {
                d.scores.push(i);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
    assert_eq!(files_in(&store), [".lock", "current", "friday.toml"]);
}

#[test]
fn open_without_a_folder_uses_the_platform_data_dir() {
    let store = Store::open(None).unwrap();
    assert!(store.dir().ends_with("fortyfives"), "{:?}", store.dir());
    let store = Store::open(Some(PathBuf::new())).unwrap();
    assert!(store.dir().ends_with("fortyfives"), "{:?}", store.dir());
}

#[test]
fn two_deletions_in_one_millisecond_keep_both_games() {
    let (_tmp, store) = store();
    let game = name("friday");
    let now = Utc::now();
    store.create(&game, &doc("first")).unwrap();
    let first = store.delete_at(&game, now).unwrap();
    store.create(&game, &doc("second")).unwrap();
    let second = store.delete_at(&game, now).unwrap();
    assert_ne!(first, second);
    let kept = |path: &Path| toml::from_str::<Doc>(&fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(kept(&first).title, "first");
    assert_eq!(kept(&second).title, "second");
    // Restore finds the later deletion first, then the earlier.
    let deleted = store.deleted().unwrap();
    assert_eq!(
        deleted.iter().map(|d| d.path.clone()).collect::<Vec<_>>(),
        [second.clone(), first.clone()]
    );
    store.restore(&game).unwrap();
    assert_eq!(store.load::<Doc>(&game).unwrap().0.title, "second");
}

#[test]
fn a_cache_written_after_another_change_never_matches_the_file() {
    let (_tmp, store) = store();
    let game = name("friday");
    store.create(&game, &doc("a")).unwrap();
    let other = store.clone().with_lock_wait(Duration::ZERO);
    let other = Store {
        written: Default::default(),
        ..other
    };
    store
        .update(&game, |d: &mut Doc| -> Result<(), StoreError> {
            d.title = "by the first command".into();
            Ok(())
        })
        .unwrap();
    // The second command changes the game before the first writes its cache.
    other
        .update(&game, |d: &mut Doc| -> Result<(), StoreError> {
            d.title = "by the second command".into();
            Ok(())
        })
        .unwrap();
    other.save_derived(&game, "title", &"by the second command".to_string());
    store.save_derived(&game, "title", &"by the first command".to_string());
    let shown: String = store
        .load_derived(&game, "title", |d: Doc| Ok::<_, StoreError>(d.title))
        .unwrap();
    assert_eq!(shown, "by the second command");
}

#[test]
fn a_damaged_games_detail_shows_what_it_quotes_of_the_file_visibly() {
    let game = include_str!("../../examples/games/friday.toml");
    let text = format!("\"x\\u001b[2J\" = 1\n{game}");
    let err = decode_game(Path::new("friday.toml"), text.as_bytes()).unwrap_err();
    let StoreError::Corrupt { detail, .. } = &err else {
        panic!("{err:?}");
    };
    assert!(detail.contains("x\\e[2J"), "{detail}");
    assert!(!detail.chars().any(char::is_control), "{detail:?}");
}
