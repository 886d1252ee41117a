//! Why the coach could not check a move.

use std::fmt;

use shashki::PlayError;

use shashki_engine::EngineError;

/// A move the coach could not check.
#[derive(Debug)]
pub enum CoachError {
    /// The move is not legal in the position.
    Move(PlayError),
    /// A search could not start.
    Search(EngineError),
}

impl From<EngineError> for CoachError {
    fn from(e: EngineError) -> Self {
        CoachError::Search(e)
    }
}

impl fmt::Display for CoachError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoachError::Move(e) => write!(f, "the move cannot be played: {e}"),
            CoachError::Search(e) => write!(f, "the coach could not search: {e}"),
        }
    }
}

impl std::error::Error for CoachError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CoachError::Move(e) => Some(e),
            CoachError::Search(e) => Some(e),
        }
    }
}
