//! The shashki engine as a library: [`Engine::go`] starts a search of a game (any variant, with
//! its history) within [`Limits`] and returns a [`SearchHandle`] at once, to stop it, report a
//! ponder hit or wait for the [`SearchResult`]; progress comes through a callback. It knows no
//! text protocol (see `shashki-hub`).
//!
//! The search itself ([`search`]) is generic over the rules and monomorphised per variant.

pub mod bench;
pub mod book;
mod control;
mod endgame;
mod engine;
mod error;
pub mod eval;
mod handle;
mod level;
mod limits;
mod report;
pub mod search;
mod tt;

pub use control::Control;
pub use endgame::{Endgames, DB_WIN};
pub use engine::Engine;
pub use error::EngineError;
pub use handle::SearchHandle;
pub use level::Level;
pub use limits::{Limits, TimeBudget};
pub use report::{Info, Line, Report, SearchResult};
pub use search::{one_ply_back, plies_to_end, Score, MATE};
pub use tt::Table;
