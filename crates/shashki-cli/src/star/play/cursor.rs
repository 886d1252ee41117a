//! The cursor on the star: left and right go along a row; up and down go to the next row, to
//! the hole nearest the column the cursor last went to sideways, so that going up and down
//! again comes back where it started.

use shashki_star::{Board, Hole};

/// The hole under the cursor, the column it aims for, and the star it walks on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The hole under the cursor.
    pub hole: Hole,
    aim: i32,
    board: Board,
}

impl Cursor {
    /// The cursor on `hole` of `board`.
    pub fn at(board: Board, hole: Hole) -> Cursor {
        Cursor {
            hole,
            aim: board.column(hole),
            board,
        }
    }

    /// The cursor moved `right` holes along the row and `up` rows, staying on the star.
    pub fn moved(self, right: i32, up: i32) -> Cursor {
        let b = self.board;
        let (row, column) = (b.row(self.hole), b.column(self.hole));
        if right != 0 {
            return b
                .at(row, column + 2 * right)
                .map_or(self, |h| Cursor::at(b, h));
        }
        let target = row - up;
        let nearest = b
            .holes()
            .filter(|&h| b.row(h) == target)
            .min_by_key(|&h| ((b.column(h) - self.aim).abs(), -b.column(h)));
        match nearest {
            Some(hole) => Cursor { hole, ..self },
            None => self,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hole(n: u32) -> Hole {
        Hole::from_number(n).unwrap()
    }

    #[test]
    fn the_cursor_walks_rows_and_comes_back_down_where_it_went_up() {
        let large = |n| Cursor::at(Board::Large, hole(n));
        let c = large(61);
        assert_eq!(c.moved(1, 0).hole, hole(62));
        assert_eq!(
            c.moved(0, 1).hole,
            hole(52),
            "up: nearest the aim, to the right on a tie"
        );
        assert_eq!(c.moved(0, 1).moved(0, 1).hole, hole(41));
        assert_eq!(c.moved(0, 1).moved(0, -1).hole, hole(61));
        let edge = large(11);
        assert_eq!(edge.moved(-1, 0), edge, "nothing left of the row's end");
        let up = edge.moved(0, 1);
        assert_eq!(up.hole, hole(7), "the top point's nearest hole");
        assert_eq!(up.moved(0, -1).hole, hole(11), "and back to the aim");
        assert_eq!(large(1).moved(0, 1).hole, hole(1));
    }

    #[test]
    fn on_the_small_star_the_cursor_stays_on_its_73_holes() {
        let small = |n| Cursor::at(Board::Small, hole(n));
        assert_eq!(small(37).moved(1, 0).hole, hole(38));
        assert_eq!(
            small(37).moved(0, 1).hole,
            hole(30),
            "up, to the right on a tie"
        );
        assert_eq!(small(67).moved(1, 0), small(67), "the row's right end");
        assert_eq!(small(73).moved(0, -1), small(73), "the bottom tip");
        assert_eq!(
            small(7).moved(0, 1).hole,
            hole(4),
            "the top point's nearest hole"
        );
    }
}
