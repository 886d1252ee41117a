//! `B` and `K`: asking to take moves back, and the answer. Meant for people playing a
//! program; two programs playing each other do not use them.

use std::fmt;

use shashki::Color;

use crate::fields::Fields;
use crate::message::color_letter;
use crate::ParseDxpError;

/// A back request: return to the position of this move number with this side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BackRequest {
    /// The move number, 1 for the first move of the game (written in 3 digits, at most 999).
    pub move_number: u32,
    /// The side to move in the position asked for.
    pub turn: Color,
}

impl BackRequest {
    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<BackRequest, ParseDxpError> {
        let move_number = fields.number(3, "move number")?;
        let turn = fields.color("colour to move")?;
        Ok(BackRequest { move_number, turn })
    }
}

impl fmt::Display for BackRequest {
    /// The fields after the type letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:03}{}",
            self.move_number.min(999),
            color_letter(self.turn)
        )
    }
}

/// The answer to a back request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BackCode {
    /// `0`: done, the position is the one asked for.
    Done,
    /// `1`: taking back is not supported.
    NotSupported,
    /// `2`: refused; the game continues from where it was.
    Continue,
}

impl BackCode {
    const ALL: [BackCode; 3] = [BackCode::Done, BackCode::NotSupported, BackCode::Continue];

    /// The code's digit.
    pub fn digit(self) -> u8 {
        self as u8
    }

    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<BackCode, ParseDxpError> {
        Ok(BackCode::ALL[usize::from(fields.code(2, "acceptance code")?)])
    }
}

impl fmt::Display for BackCode {
    /// The field after the type letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.digit())
    }
}
