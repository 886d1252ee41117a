//! The two sides.

use std::fmt;
use std::ops::Not;

/// A side: White or Black. Which one moves first is a rule of the variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side whose men start on the high canonical numbers and move up the board.
    White = 0,
    /// The side whose men start on the low canonical numbers and move down the board.
    Black = 1,
}

impl Color {
    /// Both colours, White first, for loops over sides.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The index used for per-side arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter (`W` or `B`).
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// The lower-case English name, as used in JSON output.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
