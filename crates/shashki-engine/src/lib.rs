//! The shashki engine as a library: set a position with its history, search with limits, stop,
//! ponder hit; progress through a callback. It knows no text protocol (see `shashki-hub`).
//!
//! [`Engine`] chooses the variant at run time; the search itself ([`search`]) is generic over
//! the rules and monomorphised per variant.

pub mod bench;
mod endgame;
mod engine;
pub mod eval;
mod level;
mod limits;
mod movespec;
pub mod search;
mod tt;

pub use endgame::{Endgames, DB_WIN};
pub use engine::{Engine, Info, SearchResult, Signals};
pub use level::Level;
pub use limits::Limits;
pub use movespec::MoveSpec;
pub use search::{Score, MATE};
