//! The error of the reader: what is wrong with one game, and where.
//!
//! What is wrong is data ([`PdnErrorKind`]), so that `shashki-text` can say it in the reader's
//! language; [`fmt::Display`] says it in English for logs and the command line.

use std::fmt;

use crate::builder::MAX_DEPTH;

/// A game that could not be read: what is wrong, the 1-based line and character column where
/// the problem was found, and the file name when the caller gave one. The reader goes on with
/// the next game after reporting it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePdnError {
    /// The file, as given to [`crate::Reader::with_file_name`].
    pub file: Option<String>,
    /// 1-based line.
    pub line: usize,
    /// 1-based character column (0 when the whole line or the input is meant).
    pub column: usize,
    /// What is wrong.
    pub kind: PdnErrorKind,
}

/// What is wrong with a game's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnErrorKind {
    /// A line starting with `[` whose tag has no name.
    TagWithoutName,
    /// A `{` comment still open at the end of the input.
    UnclosedComment,
    /// A `(` variation still open at the end of the game.
    UnclosedVariation,
    /// A `)` that closes no variation.
    UnopenedVariation,
    /// Variations nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// A word in the main line that is neither a move nor anything else of movetext.
    Unexpected(String),
    /// The input could not be read: the system's own message.
    Read(String),
}

impl ParsePdnError {
    /// An error at a line and column, with no file name yet.
    pub(crate) fn at(line: usize, column: usize, kind: PdnErrorKind) -> ParsePdnError {
        ParsePdnError {
            file: None,
            line,
            column,
            kind,
        }
    }
}

impl fmt::Display for PdnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnErrorKind::TagWithoutName => f.write_str("a tag needs a name, as in [Event \"…\"]"),
            PdnErrorKind::UnclosedComment => f.write_str("comment '{' is not closed"),
            PdnErrorKind::UnclosedVariation => f.write_str("variation '(' is not closed"),
            PdnErrorKind::UnopenedVariation => f.write_str("')' closes no variation"),
            PdnErrorKind::TooDeep => write!(f, "variations nested deeper than {MAX_DEPTH}"),
            PdnErrorKind::Unexpected(word) => write!(f, "unexpected '{word}' in the moves"),
            PdnErrorKind::Read(why) => write!(f, "cannot read the input: {why}"),
        }
    }
}

impl fmt::Display for ParsePdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
        }
        write!(f, "{}:{}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for ParsePdnError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_says_file_line_and_column() {
        let mut e = ParsePdnError::at(3, 7, PdnErrorKind::UnopenedVariation);
        assert_eq!(e.to_string(), "3:7: ')' closes no variation");
        e.file = Some("games.pdn".into());
        assert_eq!(e.to_string(), "games.pdn:3:7: ')' closes no variation");
    }
}
