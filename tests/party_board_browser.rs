//! The party board page in a real browser (headless Chromium from the system
//! packages): every pair shows on the page's text and the screenshot is a
//! real picture. Skipped, with a note, where Chromium isn't installed, except
//! under `CI=true`, where a missing browser fails the test (`.ci/run`
//! installs it).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::common::{words, Table};

fn chromium() -> Option<PathBuf> {
    [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ]
    .iter()
    .map(|name| Path::new("/usr/bin").join(name))
    .find(|p| p.is_file())
}

/// Chromium run headless, as root on a closed network: no sandbox, no
/// background traffic, a fresh profile.
fn headless(browser: &Path, profile: &Path, args: &[&str]) -> std::process::Output {
    let mut cmd = Command::new(browser);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .args(args);
    let mut child = cmd
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("chromium starts");
    // A browser that hangs fails the test instead of the suite.
    let start = std::time::Instant::now();
    loop {
        if child.try_wait().expect("chromium runs").is_some() {
            return child.wait_with_output().expect("chromium's output");
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("chromium did not finish in 60 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn the_board_page_shows_every_pair_in_a_real_browser() {
    let Some(browser) = chromium() else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "Chromium is not installed, and under CI=true a browser test never skips: `.ci/run` installs it (apt-get install chromium)"
        );
        eprintln!("note: Chromium is not installed (apt-get install chromium); skipping the browser test of `party board --html`");
        return;
    };
    let t = Table::new();
    // A big hall: 29 pairs (14 tables and one pair out), long names.
    let pairs: Vec<String> = (0..29)
        .map(|i| format!("Annabelle{i}+Bartholomew{i}"))
        .collect();
    t.test()
        .args(words(&format!(
            "party new legion --pairs {} --games 3 --seed 9",
            pairs.join(",")
        )))
        .run();
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("board.html");
    t.test()
        .args(["party", "board", "--html", page.to_str().unwrap()])
        .run();
    t.test()
        .args(words("party result --table 1 --winner 1 --score 120-85"))
        .run();
    let url = format!("file://{}", page.display());
    let profile = dir.path().join("profile");

    let dom = headless(&browser, &profile, &["--dump-dom", &url]);
    let text = String::from_utf8_lossy(&dom.stdout);
    for pair in &pairs {
        assert!(
            text.contains(pair.as_str()),
            "{pair} is not on the page:\n{text}"
        );
    }
    assert!(text.contains("Game 1 of 3: waiting for tables"), "{text}");
    // The seating of the game being played is on the board too.
    let seat = t.test().args(["party", "seat"]).json();
    assert!(text.contains("Game 1 seating"), "{text}");
    for table in seat["tables"].as_array().unwrap() {
        let line = format!(
            "{} v {}",
            table["pairs"][0].as_str().unwrap(),
            table["pairs"][1].as_str().unwrap()
        );
        assert!(text.contains(&line), "{line} is not on the page:\n{text}");
    }
    assert!(text.contains("120"), "the points are on the page");

    // Every line on one 1280 x 720 screen: the page as written, with a
    // script added to this copy only that measures each row.
    let measured = dir.path().join("measured.html");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(!html.contains("<script"), "the board page runs no script");
    std::fs::write(
        &measured,
        html.replace(
            "</body>",
            "<script>const rows = [...document.querySelectorAll('tr')]; const seats = [...document.querySelectorAll('div.seat')]; const lowest = Math.max(...rows.map(r => r.getBoundingClientRect().bottom)); document.body.setAttribute('data-fits', [...rows, ...seats].every(r => { const b = r.getBoundingClientRect(); return b.bottom <= innerHeight && b.right <= innerWidth && b.height > 0; }) && seats.length > 0 && seats.every(s => s.getBoundingClientRect().top >= lowest && s.scrollWidth <= s.clientWidth));</script></body>",
        ),
    )
    .unwrap();
    let dom = headless(
        &browser,
        &profile,
        &[
            "--window-size=1280,720",
            "--dump-dom",
            &format!("file://{}", measured.display()),
        ],
    );
    let text = String::from_utf8_lossy(&dom.stdout);
    assert!(
        text.contains(r#"data-fits="true""#),
        "a line falls off the screen, is cut, or the seating covers the standings:\n{text}"
    );

    let shot = dir.path().join("board.png");
    let out = headless(
        &browser,
        &profile,
        &[
            &format!("--screenshot={}", shot.display()),
            "--window-size=1280,720",
            &url,
        ],
    );
    let png = std::fs::read(&shot).unwrap_or_else(|e| {
        panic!(
            "no screenshot ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG picture");
    // 1280 x 720, and far more than a blank page's few hundred bytes: the
    // text is drawn.
    assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 1280);
    assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), 720);
    assert!(
        png.len() > 20_000,
        "a screenshot of {} bytes is nearly blank",
        png.len()
    );
}
