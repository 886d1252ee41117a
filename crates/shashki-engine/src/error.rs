//! Why a search could not start.

use std::fmt;

/// A search that did not start.
#[derive(Debug)]
pub enum EngineError {
    /// The side to move has no legal move: there is nothing to search.
    NoLegalMoves,
    /// The operating system refused a search thread.
    Thread(std::io::Error),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::NoLegalMoves => f.write_str("the side to move has no legal move"),
            EngineError::Thread(e) => write!(f, "cannot start a search thread: {e}"),
        }
    }
}

impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EngineError::Thread(e) => Some(e),
            EngineError::NoLegalMoves => None,
        }
    }
}
