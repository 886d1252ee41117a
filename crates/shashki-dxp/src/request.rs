//! `R`, the game request: who asks, which colour the follower plays, the time control and the
//! starting position.

use std::fmt;

use shashki::Color;

use crate::fields::Fields;
use crate::message::{color_letter, name_field};
use crate::{Board, ParseDxpError};

/// A game request (sent by the initiator only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRequest {
    /// The protocol version, [`GameRequest::VERSION`] in every known program.
    pub version: u32,
    /// The initiator's name (at most 32 characters, padding blanks removed).
    pub name: String,
    /// The colour the follower is asked to play.
    pub follower: Color,
    /// Thinking time of each player for the whole game, in minutes (0 to 999).
    pub minutes: u32,
    /// Moves to play in that time, 0 for no limit (0 to 999).
    pub moves: u32,
    /// The starting position, or `None` for the normal start (White to move).
    pub start: Option<Board>,
}

impl GameRequest {
    /// The version of the protocol we speak, `01`.
    pub const VERSION: u32 = 1;

    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<GameRequest, ParseDxpError> {
        let version = fields.number(2, "version")?;
        let name = fields.text(32, "initiator name")?;
        let follower = fields.color("follower colour")?;
        let minutes = fields.number(3, "thinking time")?;
        let moves = fields.number(3, "number of moves")?;
        let column = fields.column();
        let start = match fields.take(1, "starting position")? {
            b"A" => None,
            b"B" => Some(Board::read(fields)?),
            other => {
                return Err(ParseDxpError::new(
                    column,
                    format!(
                        "starting position: '{}' is not A or B",
                        crate::fields::show(other)
                    ),
                ))
            }
        };
        Ok(GameRequest {
            version,
            name,
            follower,
            minutes,
            moves,
            start,
        })
    }
}

impl fmt::Display for GameRequest {
    /// The fields after the type letter; numbers beyond their width are written as the largest
    /// that fits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:02}{}{}{:03}{:03}",
            self.version.min(99),
            name_field(&self.name),
            color_letter(self.follower),
            self.minutes.min(999),
            self.moves.min(999)
        )?;
        match &self.start {
            None => f.write_str("A"),
            Some(board) => write!(f, "B{board}"),
        }
    }
}
