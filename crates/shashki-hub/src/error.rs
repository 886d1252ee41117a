//! The one error of the Hub text formats: what is wrong and where.

use std::fmt;

/// A Hub line (or a board string or move inside one) that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseHubError {
    /// 1-based character column where the problem starts, counted in the text that was given
    /// (the whole line for [`crate::parse_command`], the board string for [`crate::board`]).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl ParseHubError {
    /// An error at `column` (1-based).
    pub fn new(column: usize, message: impl Into<String>) -> ParseHubError {
        ParseHubError {
            column,
            message: message.into(),
        }
    }

    /// The same error, its column moved right by `offset` characters (for text read from
    /// inside a longer line).
    #[must_use]
    pub fn shifted(mut self, offset: usize) -> ParseHubError {
        self.column += offset;
        self
    }
}

impl fmt::Display for ParseHubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseHubError {}
