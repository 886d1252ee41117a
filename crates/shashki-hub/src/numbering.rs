//! Which square numbers a Hub line uses: the canonical ones (INTERFACES.md §2), or the ones
//! pydraughts writes (its moves for russian, brazilian and turkish count rows from a1; its
//! english board strings are seen from the side that moves first).

use shashki::Variant;

/// The numbering of the squares of a Hub line, in its moves and board strings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Numbering {
    /// The canonical numbers, as Scan writes them.
    #[default]
    Canonical,
    /// pydraughts' moves on the 8×8 board with a dark a1: 1=a1, 2=c1, … 32=h8, rows from
    /// White's side, each row left to right. It is the canonical numbering with the rows taken
    /// in the other order, which makes the conversion its own inverse.
    PydraughtsA1,
    /// pydraughts' turkish moves: 1=a1 … 8=h1, … 64=h8, the canonical rows (1=a8) in the other
    /// order.
    PydraughtsTurkish,
    /// pydraughts' english: moves in the canonical numbers, but the board string written for
    /// its own board, where the side that moves first (Black) is `w`/`W` on 21–32: the squares
    /// in the other order, the colours and the side letter swapped.
    PydraughtsEnglish,
}

impl Numbering {
    /// The numbering for `variant`: pydraughts' where it differs when `pydraughts` is set (the
    /// `--pydraughts` flag), canonical otherwise.
    pub fn new(variant: Variant, pydraughts: bool) -> Numbering {
        match variant {
            _ if !pydraughts => Numbering::Canonical,
            Variant::Russian | Variant::Brazilian => Numbering::PydraughtsA1,
            Variant::Turkish => Numbering::PydraughtsTurkish,
            Variant::English => Numbering::PydraughtsEnglish,
            _ => Numbering::Canonical,
        }
    }

    /// The squares in a row when the moves count the rows from the other side.
    fn reversed_row_length(self) -> Option<u32> {
        match self {
            Numbering::PydraughtsA1 => Some(4),
            Numbering::PydraughtsTurkish => Some(8),
            Numbering::Canonical | Numbering::PydraughtsEnglish => None,
        }
    }

    /// The canonical number of a square written in this numbering. Numbers off the board are
    /// left as they are, to be refused when the move is looked up.
    pub fn to_canonical(self, square: u32) -> u32 {
        match self.reversed_row_length() {
            Some(per_row) if (1..=8 * per_row).contains(&square) => {
                let (row, col) = ((square - 1) / per_row, (square - 1) % per_row);
                (7 - row) * per_row + col + 1
            }
            _ => square,
        }
    }

    /// The number this numbering gives a canonical square.
    pub fn from_canonical(self, square: u32) -> u32 {
        // Reversing the rows is its own inverse.
        self.to_canonical(square)
    }

    /// A board string written in this numbering, as the canonical board string (unknown
    /// characters are kept, for [`crate::board::to_fen`] to refuse).
    pub fn board_to_canonical(self, board: &str) -> String {
        if self != Numbering::PydraughtsEnglish {
            return board.to_string();
        }
        let swap = |c: char| match c {
            'w' => 'b',
            'b' => 'w',
            'W' => 'B',
            'B' => 'W',
            c => c,
        };
        let mut chars = board.chars();
        let side = chars.next().map(swap);
        side.into_iter().chain(chars.rev().map(swap)).collect()
    }
}
