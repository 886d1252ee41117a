//! Which square numbers a Hub line's moves use: the canonical ones (INTERFACES section 2), or
//! the a1-first numbering pydraughts uses for russian and brazilian.

use shashki::Variant;

/// The numbering of the squares in the moves of a Hub line. Board strings are always canonical.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Numbering {
    /// The canonical numbers, as Scan writes them.
    #[default]
    Canonical,
    /// pydraughts' numbering of the 8×8 board with a dark a1: 1=a1, 2=c1, … 32=h8, rows from
    /// White's side, each row left to right. It is the canonical numbering with the rows taken
    /// in the other order, which makes the conversion its own inverse.
    PydraughtsA1,
}

impl Numbering {
    /// The numbering for `variant`: a1-first for russian and brazilian when
    /// `pydraughts_russian` is set (the `--pydraughts-russian` flag), canonical otherwise.
    pub fn new(variant: Variant, pydraughts_russian: bool) -> Numbering {
        match variant {
            Variant::Russian | Variant::Brazilian if pydraughts_russian => Numbering::PydraughtsA1,
            _ => Numbering::Canonical,
        }
    }

    /// The canonical number of a square written in this numbering. Numbers off the board are
    /// left as they are, to be refused when the move is looked up.
    pub fn to_canonical(self, square: u32) -> u32 {
        match self {
            Numbering::Canonical => square,
            Numbering::PydraughtsA1 if (1..=32).contains(&square) => {
                let (row, col) = ((square - 1) / 4, (square - 1) % 4);
                (7 - row) * 4 + col + 1
            }
            Numbering::PydraughtsA1 => square,
        }
    }

    /// The number this numbering gives a canonical square.
    pub fn from_canonical(self, square: u32) -> u32 {
        // Reversing the rows is its own inverse.
        self.to_canonical(square)
    }
}
