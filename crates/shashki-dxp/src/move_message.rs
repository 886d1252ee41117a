//! `M`, a move: the time it took, from, to and the captured squares (in any order).

use std::fmt;

use crate::fields::Fields;
use crate::ParseDxpError;

/// The most pieces one move can capture on 10×10: all twenty of a side.
pub const MAX_CAPTURED: usize = 20;

/// A move as DXP sends it. The path of a capture is not sent: from, to and the captured set
/// name the legal move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DxpMove {
    /// Seconds the sender spent on it (for information; written as at most 9999).
    pub seconds: u32,
    /// The square left, 1 to 50.
    pub from: u8,
    /// The square reached, 1 to 50.
    pub to: u8,
    /// The captured squares, 1 to 50 each, in the order sent (at most [`MAX_CAPTURED`]).
    pub captured: Vec<u8>,
}

impl DxpMove {
    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<DxpMove, ParseDxpError> {
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
        Ok(DxpMove {
            seconds,
            from,
            to,
            captured,
        })
    }
}

impl fmt::Display for DxpMove {
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
