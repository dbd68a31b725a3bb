//! A real browser for the hall's tests: headless Chromium driven through
//! chromedriver by the W3C WebDriver protocol, plain JSON over HTTP on
//! this machine's loopback (the `ureq` client the tests already have).
//! Debian's `chromium-driver` is built from the same sources as its
//! `chromium`, so the two always match; `.ci/run` installs both.
//!
//! Every wait is bounded, and chromedriver runs in a process group of its
//! own that is killed, with the browser in it, however a test ends.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The longest any one wait may take (a page, an element, a text).
pub const PATIENCE: Duration = Duration::from_secs(15);

/// What a browser test needs and this machine lacks (empty: nothing).
pub fn missing() -> Vec<&'static str> {
    let mut lacking = Vec::new();
    if !Path::new(CHROMIUM).is_file() {
        lacking.push("chromium");
    }
    if !Path::new(CHROMEDRIVER).is_file() {
        lacking.push("chromium-driver");
    }
    lacking
}

/// True when the test may go on; false (after a note) when it should skip.
/// Under `CI=true` a missing browser fails instead: `.ci/run` installs it.
pub fn available(what: &str) -> bool {
    let lacking = missing();
    if lacking.is_empty() {
        return true;
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{} not installed, and under CI=true a browser test never skips: `.ci/run` installs them (apt-get install chromium chromium-driver)",
        lacking.join(" and ")
    );
    eprintln!(
        "note: {} not installed (apt-get install chromium chromium-driver); skipping {what}",
        lacking.join(" and ")
    );
    false
}

/// A child process killed with its whole process group when dropped (the
/// server, chromedriver and the browser it starts).
pub struct Killed {
    pub child: Child,
}

impl Killed {
    /// Starts `cmd` in a process group of its own and hands back its first
    /// stdout line that `wanted` accepts (the rest is read and thrown away,
    /// so the child never blocks on a full pipe).
    pub fn start(mut cmd: Command, wanted: impl Fn(&str) -> bool) -> (Killed, String) {
        use std::os::unix::process::CommandExt;
        let program = format!("{cmd:?}");
        let child = cmd
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{program} does not start: {e}"));
        let mut guard = Killed { child };
        let stdout = guard.child.stdout.take().expect("a piped stdout");
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    // Nobody listens any more: keep draining.
                    continue;
                }
            }
        });
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match lines.recv_timeout(left) {
                Ok(line) if wanted(&line) => return (guard, line),
                Ok(line) => seen.push(line),
                Err(_) => panic!(
                    "{program} did not say it was ready within {PATIENCE:?}; it printed:\n{}",
                    seen.join("\n")
                ),
            }
        }
    }
}

impl Drop for Killed {
    fn drop(&mut self) {
        // The group: chromedriver and every browser process it started.
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An error a WebDriver command answered with.
#[derive(Debug)]
pub struct WdError {
    pub error: String,
    pub message: String,
}

/// One browser: a chromedriver and its session. Closing the session
/// closes the browser; the process group goes anyway when dropped.
pub struct Browser {
    base: String,
    session: String,
    agent: ureq::Agent,
    // Dropped after the session: the driver and its browser, then the
    // browser's profile.
    _driver: Killed,
    _profile: tempfile::TempDir,
}

/// How a browser is opened.
pub struct Opening {
    pub scripts: bool,
    pub width: u32,
    pub height: u32,
    /// More of Chromium's switches.
    pub args: Vec<String>,
}

impl Default for Opening {
    fn default() -> Self {
        Opening {
            scripts: true,
            width: 1280,
            height: 900,
            args: Vec::new(),
        }
    }
}

const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

impl Browser {
    pub fn open(how: Opening) -> Browser {
        let mut cmd = Command::new(CHROMEDRIVER);
        cmd.arg("--port=0");
        // A failing test is read again with chromedriver's own log:
        // WEBDRIVER_LOG=/tmp/chromedriver.log cargo test --test main hall_browser::
        if let Some(log) = std::env::var_os("WEBDRIVER_LOG") {
            cmd.arg("--verbose")
                .arg(format!("--log-path={}", Path::new(&log).display()));
        }
        let (driver, line) = Killed::start(cmd, |l| l.contains("started successfully on port"));
        let port: u16 = line
            .trim_end_matches('.')
            .rsplit(' ')
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in chromedriver's line: {line}"));
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .build()
            .into();
        let mut prefs = json!({});
        if !how.scripts {
            prefs["profile.managed_default_content_settings.javascript"] = json!(2);
        }
        let profile = tempfile::tempdir().expect("a profile folder");
        let mut args: Vec<String> = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
        ]
        .map(String::from)
        .to_vec();
        args.push(format!("--user-data-dir={}", profile.path().display()));
        args.push(format!("--window-size={},{}", how.width, how.height));
        args.extend(how.args);
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "unhandledPromptBehavior": "ignore",
            "timeouts": {"pageLoad": 15000, "script": 10000, "implicit": 0},
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": args,
                "prefs": prefs,
            },
        }}});
        let mut browser = Browser {
            base: format!("http://127.0.0.1:{port}"),
            session: String::new(),
            agent,
            _driver: driver,
            _profile: profile,
        };
        let answer = browser
            .send("POST", "/session", Some(capabilities))
            .unwrap_or_else(|e| panic!("chromedriver opens no browser: {e:?}"));
        browser.session = answer["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        browser
    }

    fn send(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, WdError> {
        let url = format!("{}{path}", self.base);
        let answer = match method {
            "GET" => self.agent.get(&url).call(),
            "DELETE" => self.agent.delete(&url).call(),
            _ => self
                .agent
                .post(&url)
                .header("Content-Type", "application/json")
                .send(body.unwrap_or(json!({})).to_string()),
        };
        let mut answer = answer.map_err(|e| WdError {
            error: "no answer".into(),
            message: format!("{method} {path}: {e}"),
        })?;
        let ok = answer.status().is_success();
        let text = answer
            .body_mut()
            .with_config()
            .limit(64 * 1024 * 1024)
            .read_to_string()
            .map_err(|e| WdError {
                error: "no answer".into(),
                message: e.to_string(),
            })?;
        let value: Value = serde_json::from_str(&text).map_err(|e| WdError {
            error: "not JSON".into(),
            message: format!("{e}: {text}"),
        })?;
        let value = value.get("value").cloned().unwrap_or(Value::Null);
        if ok {
            Ok(value)
        } else {
            Err(WdError {
                error: value["error"].as_str().unwrap_or("unknown").to_string(),
                message: value["message"].as_str().unwrap_or("").to_string(),
            })
        }
    }

    /// A command of this session that must succeed.
    pub fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.try_cmd(method, path, body)
            .unwrap_or_else(|e| panic!("{method} {path}: {}: {}", e.error, e.message))
    }

    pub fn try_cmd(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, WdError> {
        self.send(method, &format!("/session/{}{path}", self.session), body)
    }

    pub fn go(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({ "url": url })));
    }

    pub fn url(&self) -> String {
        self.cmd("GET", "/url", None)
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// The elements `css` finds now.
    pub fn all(&self, css: &str) -> Vec<String> {
        match self.try_cmd(
            "POST",
            "/elements",
            Some(json!({"using": "css selector", "value": css})),
        ) {
            Ok(Value::Array(found)) => found
                .iter()
                .filter_map(|e| e[ELEMENT].as_str().map(str::to_string))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The one element `css` finds, waited for.
    pub fn find(&self, css: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(e) = self.all(css).into_iter().next() {
                return e;
            }
            assert!(
                Instant::now() < deadline,
                "nothing matches {css} on {} within {PATIENCE:?}; the page says:\n{}",
                self.url(),
                self.text()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn click(&self, css: &str) {
        let e = self.find(css);
        self.cmd("POST", &format!("/element/{e}/click"), None);
    }

    /// Types `text` into the field, as keys, after emptying it.
    pub fn type_in(&self, css: &str, text: &str) {
        let e = self.find(css);
        self.cmd("POST", &format!("/element/{e}/clear"), None);
        self.cmd(
            "POST",
            &format!("/element/{e}/value"),
            Some(json!({ "text": text })),
        );
    }

    /// The text a person sees on the page (as rendered: hidden parts left
    /// out), or "" while the page is changing.
    pub fn text(&self) -> String {
        let Some(body) = self.all("body").into_iter().next() else {
            return String::new();
        };
        // chromedriver's own reading fails on a page of many SVG pictures
        // (the tally cards): then the page's own. A body gone stale means a
        // new page is coming in: reading that one with `innerText` would
        // lay it out differently (a blank line after each heading), so the
        // caller waits for the new page's own reading instead.
        self.try_cmd("GET", &format!("/element/{body}/text"), None)
            .or_else(|e| {
                if matches!(
                    e.error.as_str(),
                    "stale element reference" | "no such element"
                ) {
                    return Err(e);
                }
                self.try_cmd(
                    "POST",
                    "/execute/sync",
                    Some(json!({"script": "return document.body.innerText;", "args": []})),
                )
            })
            .ok()
            .and_then(|v| v.as_str().map(one_line_break))
            .unwrap_or_default()
    }

    /// Waits until the page shows every one of `words`; the page's text.
    pub fn wait_for(&self, words: &[&str]) -> String {
        self.wait_for_within(words, PATIENCE)
    }

    pub fn wait_for_within(&self, words: &[&str], within: Duration) -> String {
        let deadline = Instant::now() + within;
        loop {
            let text = self.text();
            if words.iter().all(|w| text.contains(w)) {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "{} does not show {words:?} within {within:?}; it says:\n{text}",
                self.url()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Runs `script` (a function body) in the page and hands back what it
    /// returns.
    pub fn script(&self, script: &str) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
    }

    /// The text of the dialog open on the page, if one is.
    pub fn dialog(&self) -> Option<String> {
        self.try_cmd("GET", "/alert/text", None)
            .ok()
            .map(|v| v.as_str().unwrap_or_default().to_string())
    }

    /// Waits for a dialog, answers OK, and hands back what it asked.
    pub fn accept_dialog(&self) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(text) = self.dialog() {
                self.cmd("POST", "/alert/accept", None);
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "no dialog opened within {PATIENCE:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Opens a new window (a tab of its own) and hands back its handle;
    /// the current window stays the one commands go to.
    pub fn new_window(&self) -> String {
        self.cmd("POST", "/window/new", Some(json!({"type": "window"})))["handle"]
            .as_str()
            .expect("a window handle")
            .to_string()
    }

    pub fn window(&self) -> String {
        self.cmd("GET", "/window", None)
            .as_str()
            .expect("a window handle")
            .to_string()
    }

    pub fn switch(&self, handle: &str) {
        self.cmd("POST", "/window", Some(json!({ "handle": handle })));
    }

    /// A Chrome DevTools command on the current window (chromedriver
    /// passes it through).
    pub fn devtools(&self, command: &str, params: Value) -> Value {
        self.cmd(
            "POST",
            "/goog/cdp/execute",
            Some(json!({"cmd": command, "params": params})),
        )
    }

    /// The page as a phone or a screen of this size shows it (CSS pixels,
    /// one device pixel each).
    pub fn screen(&self, width: u32, height: u32, mobile: bool) {
        self.devtools(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}),
        );
    }

    /// A PNG of what the window shows.
    pub fn screenshot(&self) -> Vec<u8> {
        let shot = self.devtools("Page.captureScreenshot", json!({"format": "png"}));
        base64(shot["data"].as_str().expect("a picture"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = self.send("DELETE", &format!("/session/{}", self.session), None);
        }
    }
}

/// Standard base64, as WebDriver sends pictures.
pub fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for v in text.bytes().filter_map(value) {
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

/// A page's text with blank lines taken out: chromedriver's reading and
/// the page's own `innerText` (its fallback, when chromedriver's fails
/// mid-load) differ in the blank line after a heading, and no assertion
/// rests on it.
fn one_line_break(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}
