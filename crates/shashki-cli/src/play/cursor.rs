//! The cursor and the board as the screen shows it: White at the bottom, or Black when the
//! board is turned round.

/// A square of the board by file and rank, 0-based from a1 (light squares too: the cursor
/// walks every square).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// File, 0 = a.
    pub file: u32,
    /// Rank, 0 = row 1.
    pub rank: u32,
}

impl Cursor {
    /// The cursor moved `right` and `up` squares as the screen shows them, kept on a board of
    /// `size` rows.
    pub fn moved(self, right: i32, up: i32, size: u32, flipped: bool) -> Cursor {
        let (right, up) = if flipped { (-right, -up) } else { (right, up) };
        let last = size as i32 - 1;
        Cursor {
            file: (self.file as i32 + right).clamp(0, last) as u32,
            rank: (self.rank as i32 + up).clamp(0, last) as u32,
        }
    }
}

/// The (file, rank) shown in screen column `col` and row `row` (0 = top) of a board of `size`.
pub fn at_screen(col: u32, row: u32, size: u32, flipped: bool) -> (u32, u32) {
    if flipped {
        (size - 1 - col, row)
    } else {
        (col, size - 1 - row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_follow_the_screen_on_a_turned_board() {
        let c = Cursor { file: 2, rank: 2 };
        assert_eq!(c.moved(1, 1, 8, false), Cursor { file: 3, rank: 3 });
        assert_eq!(c.moved(1, 1, 8, true), Cursor { file: 1, rank: 1 });
        assert_eq!(c.moved(-9, 9, 8, false), Cursor { file: 0, rank: 7 });
        assert_eq!(at_screen(0, 0, 8, false), (0, 7));
        assert_eq!(at_screen(0, 0, 8, true), (7, 0));
    }
}
