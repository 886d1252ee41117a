//! `E`, the end of a game: sent instead of a move, and sent back to acknowledge it.

use std::fmt;

use crate::fields::Fields;
use crate::ParseDxpError;

/// Why the sender ends the game, as the sender sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// `0`: no reason given; also the reason of an acknowledgement.
    Unknown,
    /// `1`: the sender loses (gives up).
    SenderLoses,
    /// `2`: a draw.
    Draw,
    /// `3`: the sender wins.
    SenderWins,
}

impl EndReason {
    const ALL: [EndReason; 4] = [
        EndReason::Unknown,
        EndReason::SenderLoses,
        EndReason::Draw,
        EndReason::SenderWins,
    ];

    /// The reason's digit.
    pub fn digit(self) -> u8 {
        self as u8
    }
}

/// A game end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// Why.
    pub reason: EndReason,
    /// True (`1`) when the sender wants no further game, false (`0`) when another is welcome.
    pub stop: bool,
}

impl GameEnd {
    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<GameEnd, ParseDxpError> {
        let reason = EndReason::ALL[usize::from(fields.code(3, "reason")?)];
        let stop = fields.code(1, "stop code")? == 1;
        Ok(GameEnd { reason, stop })
    }
}

impl fmt::Display for GameEnd {
    /// The fields after the type letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.reason.digit(), u8::from(self.stop))
    }
}
