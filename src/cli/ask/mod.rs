//! Questions on a terminal, for `play`, `new`, `round` and `edit` run
//! without the flags they need. Never used when stdin is not a terminal.

mod interrupt;
pub mod known;
mod new_game;
mod round;
mod steps;
pub mod term;

pub use interrupt::guard_interrupts;
pub use new_game::new_game;
pub use round::{correct_round, round, round_again};
pub use steps::{confirm, menu};
