//! shashki: the rules of draughts, exact and fast.
//!
//! Positions live on bitboards with ghost squares ([`geometry`]); each variant is a zero-sized
//! type implementing [`Rules`]; [`Position`] generates the legal moves, plays them and keeps a
//! Zobrist hash. Bashni's columns and stavropol's last move are state of their own
//! ([`Extra`], [`columns`]) inside the same `Position`, reached through the steps of [`Extra`]
//! whose defaults are the plain rules. FEN ([`fen`]), square names ([`square`]) and move
//! notation ([`notation`]) convert
//! to and from text; [`perft`] counts move trees. This crate does no I/O.

pub mod ballots;
mod bits;
mod capture;
mod capture_count;
mod clock;
mod color;
mod column_capture;
pub mod columns;
mod counters;
mod diagram;
mod draw_rules;
mod extra;
pub mod fen;
mod game;
pub mod geometry;
mod last_move;
pub mod lookalike;
#[cfg(feature = "json")]
mod move_json;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod perft;
mod perft_leaves;
mod position;
pub mod position_text;
mod quiet;
pub mod reach;
mod rules;
mod setup;
mod splitmix;
pub mod square;
mod variant;
mod variant_game;
mod variant_position;
mod variants;
mod zobrist;

pub use bits::Bits;
pub use clock::{Clock, TimeControl};
pub use color::Color;
pub use counters::{main_road_squares, Counter, DrawCounters};
pub use draw_rules::{BalanceRule, DrawRules, Goal, LoneKingRule, Strong};
pub use extra::{Extra, Plain};
pub use fen::{FenError, FenFault, ParseFenError};
pub use game::{Checkpoint, Game, PlayError};
pub use last_move::LastMove;
pub use moves::{Move, Path, MAX_LANDINGS};
pub use notation::ParseMoveError;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{divide, perft, perft_routes};
pub use position::Position;
pub use position_text::{Language, ParseTextError, TextError, TextFault};
pub use rules::{CaptureChoice, Movement, PromotionInCapture, Removal, Rules, SquareStyle};
pub use setup::{KingRun, Piece, PositionError, Problem, Setup};
pub use splitmix::SplitMix64;
pub use variant::{UnknownVariant, Variant};
pub use variant_game::VariantGame;
pub use variant_position::{PastedError, VariantPosition};
pub use variants::{
    Antidraughts, Armenian, Bashni, BashniOnce, Brazilian, Breakthrough, Czech, English, Frisian,
    Giveaway, International, Italian, Killer, Pool, Russian, Samoedy, Spanish, Stavropol, Turkish,
};
