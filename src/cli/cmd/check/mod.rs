//! `check play`, `check trick`, `check round`: settle an argument at the
//! table. One file per subcommand; each answers with exit 1 when the play
//! it judges was illegal.

pub mod play;
pub mod round;
pub mod trick;
