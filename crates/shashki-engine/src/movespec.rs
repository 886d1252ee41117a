//! A move in canonical numbers, the form moves cross the engine's boundary in.

use std::fmt;

use shashki::{Move, Rules};

/// A move as canonical square numbers (INTERFACES section 2): from, to, the landing squares
/// and the captured squares (sorted).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveSpec {
    /// The square left.
    pub from: u32,
    /// The square reached.
    pub to: u32,
    /// Every landing square in order, the last being `to`.
    pub path: Vec<u32>,
    /// The captured squares, sorted.
    pub captured: Vec<u32>,
}

impl MoveSpec {
    /// The canonical form of a move of variant `R`.
    pub fn of<R: Rules>(mv: &Move) -> MoveSpec {
        let c = mv.canonical::<R>();
        MoveSpec {
            from: c.from,
            to: c.to,
            path: c.path[1..].to_vec(),
            captured: c.captured,
        }
    }

    /// True when `mv` (of variant `R`) is this move: same from, to and captured set.
    pub fn matches<R: Rules>(&self, mv: &Move) -> bool {
        let other = MoveSpec::of::<R>(mv);
        other.from == self.from && other.to == self.to && other.captured == self.captured
    }
}

impl fmt::Display for MoveSpec {
    /// Scan's hub form: `32-28`, or `28x19x23` (from, to, then every captured square).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.captured.is_empty() {
            write!(f, "{}-{}", self.from, self.to)
        } else {
            write!(f, "{}x{}", self.from, self.to)?;
            for c in &self.captured {
                write!(f, "x{c}")?;
            }
            Ok(())
        }
    }
}
