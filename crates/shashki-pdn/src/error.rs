//! The error of the reader: what is wrong with one game, and where.

use std::fmt;

/// A game that could not be read: the message, the 1-based line and character column where the
/// problem was found, and the file name when the caller gave one. The reader goes on with the
/// next game after reporting it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePdnError {
    /// The file, as given to [`crate::Reader::with_file_name`].
    pub file: Option<String>,
    /// 1-based line.
    pub line: usize,
    /// 1-based character column (0 when the whole line or the input is meant).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl ParsePdnError {
    /// An error at a line and column, with no file name yet.
    pub(crate) fn at(line: usize, column: usize, message: impl Into<String>) -> ParsePdnError {
        ParsePdnError {
            file: None,
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParsePdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
        }
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParsePdnError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_says_file_line_and_column() {
        let mut e = ParsePdnError::at(3, 7, "unexpected ')'");
        assert_eq!(e.to_string(), "3:7: unexpected ')'");
        e.file = Some("games.pdn".into());
        assert_eq!(e.to_string(), "games.pdn:3:7: unexpected ')'");
    }
}
