//! The one place the time of day is read. The rules never read it (a time
//! is passed in); the command line, the live hall and the store's trash
//! take it from a [`Clock`], which a test may stop at a moment of its own.

use chrono::{DateTime, FixedOffset, Local};

/// Where the time comes from: the system's clock in the local time zone,
/// or a time fixed by a test.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    /// The time to read instead of the system's.
    fixed: Option<DateTime<FixedOffset>>,
}

impl Clock {
    /// The system's clock, in the local time zone.
    pub fn system() -> Clock {
        Clock { fixed: None }
    }

    /// A clock stopped at `at`: every reading gives it.
    pub fn fixed(at: DateTime<FixedOffset>) -> Clock {
        Clock { fixed: Some(at) }
    }

    /// Now, in the local time zone (or the fixed time).
    pub fn now(&self) -> DateTime<FixedOffset> {
        self.fixed.unwrap_or_else(|| Local::now().fixed_offset())
    }
}

#[cfg(test)]
mod tests {
    use super::Clock;

    #[test]
    fn a_stopped_clock_gives_its_moment_and_the_system_moves_on() {
        let at = chrono::DateTime::parse_from_rfc3339("2026-11-25T20:14:03-04:00").unwrap();
        assert_eq!(Clock::fixed(at).now(), at);
        assert_eq!(Clock::fixed(at).now(), Clock::fixed(at).now());
        assert!(Clock::system().now() > at);
    }
}
