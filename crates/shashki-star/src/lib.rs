//! Chinese checkers (китайские шашки, Sternhalma; RULES.md §21): the six-pointed star of 121
//! holes (ten pieces a player) or the small one of 73 (six pieces), for 2 to 6 players, with
//! its moves, the position text, the move notation `from-to`, game records, perft and a
//! computer player. It shares no board with draughts.
//!
//! [`board`] numbers the holes of each [`Board`] and knows their neighbours; [`Corner`] names
//! the six points and the players who start in them; [`Position`] holds the pieces and the
//! player to move and generates the moves; [`Game`] adds the turn order with passes, the end
//! of the game and the anti-spoiling option; [`record`] writes and reads games; [`engine`]
//! chooses moves. The decisions the rules leave open are in crates/shashki-star/README.md.
pub mod board;
mod corner;
pub mod engine;
mod game;
mod movegen;
mod moves;
mod perft;
mod position;
pub mod record;
mod text;
mod zobrist;

/// The game's key where a variant is named (INTERFACES.md §1).
pub const KEY: &str = "chinese-checkers";

/// Other names accepted for it (INTERFACES.md §1).
pub const ALIASES: [&str; 2] = ["sternhalma", "halma-star"];

/// True when `name` (any case, spaces around) is [`KEY`] or one of its [`ALIASES`].
pub fn is_named(name: &str) -> bool {
    let wanted = name.trim().to_ascii_lowercase();
    wanted == KEY || ALIASES.contains(&wanted.as_str())
}

pub use board::{Board, Hole, HoleSet};
pub use corner::Corner;
pub use game::{
    spoiling_moves, Checkpoint, Event, Game, Options, Out, Outcome, PlayError,
    SMALL_SPOILING_MOVES, SPOILING_MOVES,
};
pub use moves::{Move, ParseMoveError};
pub use position::{IllegalMove, Position};
pub use record::ParseRecordError;
pub use text::{ParsePositionError, PIECES};
