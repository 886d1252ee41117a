//! Moves as the Hub protocol writes them: `32-28`, or `28x19x23` (from, to, then every captured
//! square, in any order).

use std::fmt;

use crate::ParseHubError;

/// A move as written on a Hub line, its squares in whatever numbering the line uses (see
/// [`crate::Numbering`]). A capture may list its captured squares or, when from and to are
/// enough to tell it among the legal moves, none.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HubMove {
    /// The square left.
    pub from: u32,
    /// The square reached.
    pub to: u32,
    /// The captured squares in the order written (empty for a quiet move or a short capture).
    pub captured: Vec<u32>,
    /// True when written with `x`.
    pub capture: bool,
}

impl HubMove {
    /// Reads one move (no blanks around it).
    ///
    /// # Errors
    /// When the text is not `a-b` or `axb[xc...]` with square numbers from 1; the column is
    /// 1-based within `text`.
    pub fn parse(text: &str) -> Result<HubMove, ParseHubError> {
        let capture = text.contains(['x', 'X']);
        let quiet = text.contains('-');
        if capture && quiet {
            return Err(ParseHubError::new(
                1,
                format!("move '{text}' mixes '-' and 'x'"),
            ));
        }
        let mut squares = Vec::new();
        let mut column = 1;
        for part in text.split(['x', 'X', '-']) {
            let square = part
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0 && part.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| {
                    ParseHubError::new(column, format!("bad square '{part}' in move '{text}'"))
                })?;
            squares.push(square);
            column += part.chars().count() + 1;
        }
        if squares.len() < 2 || (quiet && squares.len() > 2) || (!capture && !quiet) {
            return Err(ParseHubError::new(
                1,
                format!("move '{text}' is not from-to or fromxto[xcaptured...]"),
            ));
        }
        Ok(HubMove {
            from: squares[0],
            to: squares[1],
            captured: squares[2..].to_vec(),
            capture,
        })
    }

    /// Reads a blank-separated list of moves, such as the value of `moves=` or `pv=`.
    ///
    /// # Errors
    /// At the first unreadable move; the column is 1-based within `text`.
    pub fn parse_list(text: &str) -> Result<Vec<HubMove>, ParseHubError> {
        let mut moves = Vec::new();
        let mut offset = 0;
        for word in text.split_inclusive(char::is_whitespace) {
            let trimmed = word.trim_end();
            if !trimmed.is_empty() {
                moves.push(HubMove::parse(trimmed).map_err(|e| e.shifted(offset))?);
            }
            offset += word.chars().count();
        }
        Ok(moves)
    }

    /// Writes a list of moves separated by single spaces.
    pub fn join(moves: &[HubMove]) -> String {
        moves
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl fmt::Display for HubMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.capture {
            write!(f, "{}x{}", self.from, self.to)?;
            for c in &self.captured {
                write!(f, "x{c}")?;
            }
            Ok(())
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}
