//! The starting position a game request may carry: the side to move and one letter per square
//! 1–50 (`e` empty, `w`/`z` a white/black man, `W`/`Z` a white/black king).

use std::fmt;

use shashki::{Color, Piece, Setup};

use crate::fields::{show, Fields};
use crate::ParseDxpError;

/// What stands on one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Nothing.
    Empty,
    /// A man of this colour.
    Man(Color),
    /// A king of this colour.
    King(Color),
}

impl Cell {
    fn letter(self) -> char {
        match self {
            Cell::Empty => 'e',
            Cell::Man(Color::White) => 'w',
            Cell::Man(Color::Black) => 'z',
            Cell::King(Color::White) => 'W',
            Cell::King(Color::Black) => 'Z',
        }
    }

    fn of_letter(letter: u8) -> Option<Cell> {
        Some(match letter {
            b'e' => Cell::Empty,
            b'w' => Cell::Man(Color::White),
            b'z' => Cell::Man(Color::Black),
            b'W' => Cell::King(Color::White),
            b'Z' => Cell::King(Color::Black),
            _ => return None,
        })
    }
}

/// A position as DXP sends it: the side to move and squares 1 to 50 in FMJD order (which are
/// our canonical numbers on 10×10). Not checked against the rules: [`Board::to_setup`] gives
/// what `Position::from_setup` validates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The side to move.
    pub turn: Color,
    /// Square `n` is `cells[n - 1]`.
    pub cells: [Cell; 50],
}

impl Board {
    /// The unchecked setup of this position.
    pub fn to_setup(&self) -> Setup {
        let pieces = (1..)
            .zip(self.cells)
            .filter_map(|(square, cell)| match cell {
                Cell::Empty => None,
                Cell::Man(color) => Some(Piece {
                    square,
                    color,
                    king: false,
                }),
                Cell::King(color) => Some(Piece {
                    square,
                    color,
                    king: true,
                }),
            })
            .collect();
        Setup {
            turn: self.turn,
            pieces,
            king_runs: Vec::new(),
        }
    }

    /// The board of a 10×10 setup; `None` when a piece stands on a square outside 1–50.
    pub fn from_setup(setup: &Setup) -> Option<Board> {
        let mut cells = [Cell::Empty; 50];
        for piece in &setup.pieces {
            let index = usize::try_from(piece.square).ok()?.checked_sub(1)?;
            *cells.get_mut(index)? = if piece.king {
                Cell::King(piece.color)
            } else {
                Cell::Man(piece.color)
            };
        }
        Some(Board {
            turn: setup.turn,
            cells,
        })
    }

    /// Reads the colour to move and the 50 squares.
    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<Board, ParseDxpError> {
        let turn = fields.color("colour to move")?;
        let column = fields.column();
        let letters = fields.take(50, "position")?;
        let mut cells = [Cell::Empty; 50];
        for (i, (&letter, cell)) in letters.iter().zip(&mut cells).enumerate() {
            *cell = Cell::of_letter(letter).ok_or_else(|| {
                ParseDxpError::new(
                    column + i,
                    format!(
                        "position: '{}' on square {} is not e, w, z, W or Z",
                        show(&[letter]),
                        i + 1
                    ),
                )
            })?;
        }
        Ok(Board { turn, cells })
    }
}

impl fmt::Display for Board {
    /// The colour to move (`W` or `Z`) and the 50 letters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(crate::message::color_letter(self.turn))?;
        self.cells
            .iter()
            .try_for_each(|cell| fmt::Write::write_char(f, cell.letter()))
    }
}
