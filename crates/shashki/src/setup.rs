//! An unchecked position ([`Setup`]) and its validation into a [`Position`].

use std::fmt;

use crate::extra::Extra;
use crate::geometry::Geometry;
use crate::position::{promotion_row, Position};
use crate::square::{bit_of_number, number_of_bit};
use crate::{Color, Rules};

/// One piece of a setup: its canonical square number, colour and rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Canonical square number (INTERFACES.md §2).
    pub square: u32,
    /// Whose piece it is.
    pub color: Color,
    /// True for a king.
    pub king: bool,
}

/// Frisian's king-move limit as a FEN records it: the king of `color` on `square` made that
/// side's last `moves` moves without capturing (RULES.md §14.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingRun {
    /// Whose king.
    pub color: Color,
    /// Its canonical square number.
    pub square: u32,
    /// Its quiet moves in a row, 1 up to the limit.
    pub moves: u32,
}

/// A position as read, before any rule is checked: the side to move and a list of pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The side to move.
    pub turn: Color,
    /// The pieces, in the order read. In bashni several pieces on one square are a column,
    /// listed top first.
    pub pieces: Vec<Piece>,
    /// Stavropol: the last move's start and end squares (canonical numbers), whose piece may
    /// not go straight back (RULES.md §16.2); `None` elsewhere.
    pub last_move: Option<(u32, u32)>,
    /// Frisian: the kings with a run of quiet moves, at most one a side (empty elsewhere).
    pub king_runs: Vec<KingRun>,
}

impl Setup {
    /// A setup of single pieces with no last move and no king run.
    pub fn new(turn: Color, pieces: Vec<Piece>) -> Setup {
        Setup {
            turn,
            pieces,
            last_move: None,
            king_runs: Vec::new(),
        }
    }
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
    /// Bashni: a column whose colours change more than once from top to bottom; captures only
    /// ever put the other side's pieces under a column, so none can arise.
    MixedColumn(u32),
    /// A last move given in a variant that does not keep one (only stavropol does).
    LastMoveNotKept,
    /// Stavropol: a last move whose end square is empty, or whose start square is not empty.
    BadLastMove(u32, u32),
    /// A king run the position cannot have: no king-move limit in the variant, no king of that
    /// side on the square, a side without men, a second run of one side, or too many moves.
    BadKingRun(KingRun),
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
            Problem::MixedColumn(s) => write!(
                f,
                "the column on {s} changes colour twice (captures only put prisoners under it)"
            ),
            Problem::LastMoveNotKept => f.write_str("this variant keeps no last move"),
            Problem::BadLastMove(from, to) => write!(
                f,
                "last move {from}-{to}: its piece must stand on {to} and {from} must be empty"
            ),
            Problem::BadKingRun(run) => write!(
                f,
                "{} king on {} cannot have made {} quiet moves in a row here",
                run.color, run.square, run.moves
            ),
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
    /// When a square is off the board or doubly occupied (bashni: a column changes colour
    /// twice), a man stands on its promotion row (in bashni: a column's top; a prisoner may),
    /// a side has more pieces than the variant gives it, a last move is given where the
    /// variant keeps none or does not fit the board, or a king run the position cannot have;
    /// the error lists every such problem.
    pub fn from_setup(setup: Setup) -> Result<Self, PositionError> {
        let mut problems = Vec::new();
        let mut pieces = [0u64; 2];
        let mut kings = 0u64;
        let mut under = Vec::new();
        let mut sorted = setup.pieces.clone();
        sorted.sort_by_key(|p| p.square);
        for p in &sorted {
            let Some(bit) = bit_of_number::<R>(p.square) else {
                problems.push(Problem::NoSuchSquare(p.square));
                continue;
            };
            let bb = 1u64 << bit;
            if (pieces[0] | pieces[1]) & bb != 0 {
                if R::Extra::COLUMNS {
                    under.push((bit, *p));
                } else if problems.last() != Some(&Problem::SquareTwice(p.square)) {
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
        let last_move = setup.last_move.and_then(|(from, to)| {
            let bits = bit_of_number::<R>(from).zip(bit_of_number::<R>(to));
            if bits.is_none() {
                problems.push(Problem::BadLastMove(from, to));
            }
            bits
        });
        let mut runs = Vec::new();
        for run in &setup.king_runs {
            let bit = bit_of_number::<R>(run.square);
            let side = pieces[run.color.index()];
            let fits = bit.is_some_and(|b| side & kings & (1 << b) != 0)
                && side & !kings != 0
                && R::KING_MOVE_LIMIT.is_some_and(|limit| (1..=limit).contains(&run.moves))
                && runs.iter().all(|&(c, _, _)| c != run.color);
            match bit {
                Some(b) if fits => runs.push((run.color, b, run.moves)),
                _ => problems.push(Problem::BadKingRun(*run)),
            }
        }
        let tops = Self::from_parts(pieces[0], pieces[1], kings, setup.turn);
        let extra = R::Extra::from_setup(&tops, &under, last_move, &mut problems);
        if problems.is_empty() {
            let mut pos = Self::with_extra(pieces[0], pieces[1], kings, setup.turn, extra);
            for (color, bit, moves) in runs {
                pos.set_king_run(color, bit, moves);
            }
            Ok(pos)
        } else {
            Err(PositionError { setup, problems })
        }
    }

    /// The setup of this position, pieces in canonical order (a column top first).
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
                    pieces.extend(self.extra.below(bit).iter().map(|(color, king)| Piece {
                        square: n,
                        color,
                        king,
                    }));
                }
            }
        }
        let king_runs = Color::BOTH
            .into_iter()
            .filter_map(|color| {
                let (bit, moves) = self.king_run(color)?;
                Some(KingRun {
                    color,
                    square: number_of_bit::<R>(bit),
                    moves,
                })
            })
            .collect();
        Setup {
            turn: self.turn(),
            pieces,
            last_move: self
                .last_move()
                .map(|(from, to)| (number_of_bit::<R>(from), number_of_bit::<R>(to))),
            king_runs,
        }
    }
}
