//! The DamExchange protocol (DXP; INTERFACES.md §9) for international draughts: messages
//! of up to 127 ASCII characters, each followed by a NUL, with fixed-width fields.
//!
//! [`Framer`] cuts received bytes into messages; [`Message::parse`] reads one and
//! [`Message::to_frame`] writes one. Reading never panics: garbage gives a [`ParseDxpError`]
//! with the column and the field. Writing always gives a valid message: free text is made
//! printable and cut to fit, numbers are capped at their width. Knows no sockets and no engine;
//! `shashki dxp` drives it.
//!
//! Details that INTERFACES.md leaves open follow the protocol's own description (DamExchange
//! layer 2, mesander.nl/damexchange) and what pydraughts sends: colours are `W` and `Z`
//! (zwart), a move names its captured squares in any order, at most 20 of them.

mod accept;
mod back;
mod board;
mod error;
mod fields;
mod framer;
mod game_end;
mod message;
mod move_message;
mod request;

pub use accept::{AcceptCode, GameAccept};
pub use back::{BackCode, BackRequest};
pub use board::{Board, Cell};
pub use error::ParseDxpError;
pub use framer::Framer;
pub use game_end::{EndReason, GameEnd};
pub use message::{Message, MAX_LEN};
pub use move_message::{MoveMessage, MAX_CAPTURED};
pub use request::GameRequest;
