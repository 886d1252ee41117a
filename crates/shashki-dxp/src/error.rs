//! The one error of DXP messages: what is wrong and where.

use std::fmt;

/// A DXP message that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDxpError {
    /// 1-based byte column in the message where the problem starts (1 is the type letter).
    pub column: usize,
    /// What is wrong, naming the field.
    pub message: String,
}

impl ParseDxpError {
    /// An error at `column` (1-based).
    pub fn new(column: usize, message: impl Into<String>) -> ParseDxpError {
        ParseDxpError {
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseDxpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseDxpError {}
