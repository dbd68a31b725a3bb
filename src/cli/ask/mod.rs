//! Questions on a terminal, for `play`, `new`, `round` and `edit` run
//! without the flags they need. Never used when stdin is not a terminal.

mod interrupt;
pub mod known;
pub mod prompt;
pub mod term;

pub use interrupt::guard_interrupts;
