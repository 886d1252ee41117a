//! Endgame databases for shashki: every position of a few pieces solved exactly.
//!
//! [`build()`] solves the tables of a variant up to a number of pieces by retrograde analysis
//! and writes one file a material ([`file`]); [`Egdb`] answers for positions within them: the
//! pure value with the distance to the end of the game ([`Value`]) and the value under the
//! variant's draw counters ([`Probe::rules`]). Positions are seen from the side to move
//! ([`board`]) and numbered per material ([`index`]). The crate does no I/O beyond its table
//! files; [`default_dir`] names the user's data folder.

mod binomial;
pub mod board;
mod build;
mod counting;
mod dirs;
pub mod exercise;
pub mod file;
pub mod index;
mod line;
mod material;
mod parallel;
mod probe;
mod solve;
mod state;
pub mod study;
mod table;
mod unmove;
mod value;

pub use build::{build, build_whole, supported, BuildError, Event, Options, Summary};
pub use dirs::{base_dir, default_dir, user_tables};
pub use material::Material;
pub use probe::{file_name, Egdb, Probe, ProbeError};
pub use value::{best, Value, Wdl};
