//! An unchecked position ([`Setup`]) and its validation into a [`Position`].

use std::fmt;

use crate::geometry::Geometry;
use crate::position::{promotion_row, Position};
use crate::square::bit_of_number;
use crate::{Color, Rules};

/// One piece of a setup: its canonical square number, colour and rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Canonical square number (INTERFACES section 2).
    pub square: u32,
    /// Whose piece it is.
    pub color: Color,
    /// True for a king.
    pub king: bool,
}

/// A position as read, before any rule is checked: the side to move and a list of pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The side to move.
    pub turn: Color,
    /// The pieces, in the order read.
    pub pieces: Vec<Piece>,
}

/// One reason a setup is not a position of the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The number names no square of the board.
    NoSuchSquare(u32),
    /// Two pieces on one square.
    SquareTwice(u32),
    /// A man standing on the row where it would already have been crowned.
    ManOnPromotionRow(u32, Color),
    /// More pieces than the variant gives a side.
    TooManyPieces(Color, usize, u32),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NoSuchSquare(s) => write!(f, "square {s} is not on the board"),
            Problem::SquareTwice(s) => write!(f, "square {s} holds two pieces"),
            Problem::ManOnPromotionRow(s, c) => {
                write!(
                    f,
                    "{c} man on {s} stands on its promotion row (it would be a king)"
                )
            }
            Problem::TooManyPieces(c, n, max) => {
                write!(f, "{c} has {n} pieces, more than the {max} of the variant")
            }
        }
    }
}

/// A setup refused by [`Position::from_setup`], with every reason and the setup itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The refused setup, kept so that nothing is lost.
    pub setup: Setup,
    /// Every problem found, in square order.
    pub problems: Vec<Problem>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("impossible position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

impl<R: Rules> Position<R> {
    /// Checks a setup against the variant's rules and builds the position.
    ///
    /// # Errors
    /// When a square is off the board or doubly occupied, a man stands on its promotion row,
    /// or a side has more pieces than the variant gives it; the error lists every such problem.
    pub fn from_setup(setup: Setup) -> Result<Self, PositionError> {
        let mut problems = Vec::new();
        let mut pieces = [0u64; 2];
        let mut kings = 0u64;
        let mut sorted = setup.pieces.clone();
        sorted.sort_by_key(|p| p.square);
        for p in &sorted {
            let Some(bit) = bit_of_number::<R>(p.square) else {
                problems.push(Problem::NoSuchSquare(p.square));
                continue;
            };
            let bb = 1u64 << bit;
            if (pieces[0] | pieces[1]) & bb != 0 {
                if problems.last() != Some(&Problem::SquareTwice(p.square)) {
                    problems.push(Problem::SquareTwice(p.square));
                }
                continue;
            }
            if !p.king && promotion_row::<R>(p.color) & bb != 0 {
                problems.push(Problem::ManOnPromotionRow(p.square, p.color));
            }
            pieces[p.color.index()] |= bb;
            if p.king {
                kings |= bb;
            }
        }
        for color in Color::BOTH {
            let n = setup.pieces.iter().filter(|p| p.color == color).count();
            if n > R::MEN as usize {
                problems.push(Problem::TooManyPieces(color, n, R::MEN));
            }
        }
        if problems.is_empty() {
            Ok(Self::from_parts(pieces[0], pieces[1], kings, setup.turn))
        } else {
            Err(PositionError { setup, problems })
        }
    }

    /// The setup of this position, pieces in canonical order.
    pub fn to_setup(&self) -> Setup {
        let mut pieces = Vec::new();
        for n in 1..=R::Board::SQUARES {
            let Some(bit) = bit_of_number::<R>(n) else {
                continue;
            };
            for color in Color::BOTH {
                if self.pieces(color) & (1 << bit) != 0 {
                    pieces.push(Piece {
                        square: n,
                        color,
                        king: self.kings() & (1 << bit) != 0,
                    });
                }
            }
        }
        Setup {
            turn: self.turn(),
            pieces,
        }
    }
}
