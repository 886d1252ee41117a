//! The Hub protocol of draughts engines (Scan's, version 2; INTERFACES.md §6) as text, both
//! ways: [`Command`] for the lines a GUI sends and [`Reply`] for the engine's answers, each read
//! with `parse` and written with `Display`. Our engine loop (`shashki hub`) reads commands and
//! writes replies; a match driver writes commands and reads replies.
//!
//! The general syntax is in [`line`]; board strings and their FEN in [`board`]; move words,
//! read into the legal move they name and written from one, in [`read_move`] and
//! [`write_move`], their numbering in [`Numbering`].

pub mod board;
mod command;
mod error;
mod info;
mod level;
pub mod line;
mod moves;
mod numbering;
mod param;
mod reply;

pub use command::{Command, GoMode, PosArgs};
pub use error::ParseHubError;
pub use info::{hub_score, InfoLine, WIN};
pub use level::LevelArgs;
pub use moves::{check_move, join_moves, parse_moves, read_move, write_move, MoveError};
pub use numbering::Numbering;
pub use param::{variant_values, Param, ParamKind, SCAN_VARIANT_NAMES};
pub use reply::{Id, Reply};
