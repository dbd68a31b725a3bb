//! Long runs on the terminal (`analyze`, `analyze --at`, `bid`): a seed
//! chosen when none is given, and one progress bar with the time left, shown
//! on a terminal once a run has taken a second.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A seed for a run without --seed (printed, so the run can be repeated).
pub fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ u64::from(std::process::id()).rotate_left(32)) % 1_000_000
}

/// A run counted in `total` steps (`unit`: "deals", "plays"), with the
/// bar's `verb` ("Solving", "Dealing").
pub struct Run<'a> {
    pub total: u32,
    pub unit: &'a str,
    pub verb: &'a str,
    /// For runs sized by `--samples`: said with the warning of a long run
    /// ("8 players"); `None` for a run no flag can shorten (no warning).
    pub samples: Option<&'a str>,
    /// The flag that sizes the run, named by the warning (`--samples`,
    /// `--rounds`).
    pub flag: &'a str,
}

impl Run<'_> {
    /// Runs `work`, which calls its argument once a step. A run sized by
    /// `--samples` that will take more than a minute says so once on
    /// stderr, terminal or not (nobody should wait without knowing how
    /// long), with the `--samples` that would take about a minute.
    pub fn with_progress<T>(&self, work: impl FnOnce(&(dyn Fn() + Sync)) -> T) -> T {
        let total = self.total;
        let bar =
            ProgressBar::with_draw_target(Some(u64::from(total)), ProgressDrawTarget::hidden());
        if let Ok(look) = ProgressStyle::with_template(&format!(
            "{{msg}} {{wide_bar}} {{pos}}/{{len}} {}, {{eta}} left",
            self.unit
        )) {
            bar.set_style(look);
        }
        bar.set_message(self.verb.to_string());
        let terminal = std::io::stderr().is_terminal();
        let shown = AtomicBool::new(false);
        let warned = AtomicBool::new(self.samples.is_none());
        let start = Instant::now();
        let tick = || {
            bar.inc(1);
            // Once the first steps are timed (a second, and at least two a
            // core), the whole run is projected from them.
            let done = bar.position();
            let elapsed = start.elapsed().as_secs_f64();
            if !warned.load(Ordering::Relaxed) && elapsed > 1.0 && done >= 4 {
                let projected = elapsed * f64::from(total) / done as f64;
                if !warned.swap(true, Ordering::Relaxed) && projected > 60.0 {
                    let per_minute = (60.0 * done as f64 / elapsed).floor().max(1.0);
                    let words = format!(
                        "This will take {} ({total} {}{}); {} {per_minute:.0} would take about a minute. Ctrl-C stops it.",
                        duration_words(projected),
                        self.unit,
                        self.samples.map_or(String::new(), |s| format!(", {s}")),
                        self.flag,
                    );
                    let lines = crate::cli::view::output::fitted(&words, 0);
                    bar.suspend(|| eprintln!("{}", lines.join("\n")));
                }
            }
            if terminal
                && !shown.load(Ordering::Relaxed)
                && start.elapsed() > Duration::from_secs(1)
                && !shown.swap(true, Ordering::Relaxed)
            {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        };
        let out = work(&tick);
        bar.finish_and_clear();
        out
    }
}

/// The time a run will take, in words: "about 3 minutes".
fn duration_words(secs: f64) -> String {
    if secs < 90.0 {
        format!("about {:.0} seconds", secs.max(1.0))
    } else if secs < 90.0 * 60.0 {
        format!("about {:.0} minutes", secs / 60.0)
    } else if secs < 36.0 * 3600.0 {
        format!("about {:.0} hours", secs / 3600.0)
    } else {
        format!("about {:.0} days", secs / 86400.0)
    }
}
