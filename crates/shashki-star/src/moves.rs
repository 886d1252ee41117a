//! A move: its start and end hole (RULES.md §21: a move is identified by these two only),
//! written `from-to` with the hole numbers, e.g. `114-100`.

use std::fmt;
use std::str::FromStr;

use crate::board::Hole;

/// A move of one piece from `from` to `to`, by a step or a chain of hops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The hole the piece leaves.
    pub from: Hole,
    /// The hole it stops in.
    pub to: Hole,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Why a move's text does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    /// The text.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move '{}': {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseMoveError {}

/// Reads a hole number, 1 to 121.
pub(crate) fn parse_hole(text: &str) -> Option<Hole> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok().and_then(Hole::from_number)
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads `from-to`; a full hop chain `a-b-c` is read as its start and end.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let error = |reason| ParseMoveError {
            text: s.to_string(),
            reason,
        };
        let holes: Vec<&str> = s.split('-').collect();
        if holes.len() < 2 {
            return Err(error(
                "write the start and end holes as from-to, e.g. 114-100",
            ));
        }
        let read: Option<Vec<Hole>> = holes.iter().map(|h| parse_hole(h)).collect();
        let read = read.ok_or_else(|| error("holes are numbered 1 to 121"))?;
        match (read.first(), read.last()) {
            (Some(&from), Some(&to)) if from != to => Ok(Move { from, to }),
            _ => Err(error("a move ends in another hole than it starts")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_and_write_from_to() {
        let m: Move = "114-100".parse().unwrap();
        assert_eq!((m.from.number(), m.to.number()), (114, 100));
        assert_eq!(m.to_string(), "114-100");
        let chain: Move = " 116 - 102 - 88 ".parse().unwrap();
        assert_eq!(chain.to_string(), "116-88");
        for bad in ["", "114", "114-", "0-5", "114-122", "a-b", "5-5", "+1-2"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
