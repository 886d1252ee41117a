//! `M`, the move message: the time the move took, from, to and the captured squares (in any
//! order), and how it names a legal [`Move`] of the position it is played in.

use std::fmt;
use std::time::Duration;

use shashki::{Move, VariantPosition};

use crate::fields::Fields;
use crate::ParseDxpError;

/// The most pieces one move can capture on 10×10: all twenty of a side.
pub const MAX_CAPTURED: usize = 20;

/// The fields of an `M` message. The path of a capture is not sent: from, to and the captured
/// set name the legal move ([`MoveMessage::resolve`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveMessage {
    /// Seconds the sender spent on it (for information; written as at most 9999).
    pub seconds: u32,
    /// The square left, 1 to 50.
    pub from: u8,
    /// The square reached, 1 to 50.
    pub to: u8,
    /// The captured squares, 1 to 50 each, in the order sent (at most [`MAX_CAPTURED`]).
    pub captured: Vec<u8>,
}

impl MoveMessage {
    /// The message for `mv`, a legal move of `pos`, which took `took`.
    pub fn of(pos: &VariantPosition, mv: &Move, took: Duration) -> MoveMessage {
        // Canonical numbers on 10×10 are 1 to 50: they fit a byte.
        let byte = |n: u32| u8::try_from(n).unwrap_or(0);
        MoveMessage {
            seconds: u32::try_from(took.as_secs()).unwrap_or(u32::MAX),
            from: byte(pos.square_number(mv.from())),
            to: byte(pos.square_number(mv.to())),
            captured: pos
                .variant()
                .square_numbers(mv.captured())
                .into_iter()
                .map(byte)
                .collect(),
        }
    }

    /// The legal move of `pos` with this message's from, to and captured set, if there is one.
    pub fn resolve(&self, pos: &VariantPosition) -> Option<Move> {
        let captured: Vec<u32> = self.captured.iter().map(|&c| u32::from(c)).collect();
        pos.moves_between(u32::from(self.from), u32::from(self.to), Some(&captured))
            .first()
            .copied()
    }

    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<MoveMessage, ParseDxpError> {
        let seconds = fields.number(4, "time")?;
        let from = fields.square("from square")?;
        let to = fields.square("to square")?;
        let column = fields.column();
        let count = fields.number(2, "number captured")? as usize;
        if count > MAX_CAPTURED {
            return Err(ParseDxpError::new(
                column,
                format!("number captured: {count}, more than the {MAX_CAPTURED} pieces of a side"),
            ));
        }
        let captured = (1..=count)
            .map(|i| fields.square(&format!("captured square {i} of {count}")))
            .collect::<Result<_, _>>()?;
        Ok(MoveMessage {
            seconds,
            from,
            to,
            captured,
        })
    }
}

impl fmt::Display for MoveMessage {
    /// The fields after the type letter (at most [`MAX_CAPTURED`] captured squares).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let captured = &self.captured[..self.captured.len().min(MAX_CAPTURED)];
        write!(
            f,
            "{:04}{:02}{:02}{:02}",
            self.seconds.min(9999),
            self.from,
            self.to,
            captured.len()
        )?;
        captured.iter().try_for_each(|c| write!(f, "{c:02}"))
    }
}
