//! The cursor on the star: left and right go along a row; up and down go to the next row, to
//! the hole nearest the column the cursor last went to sideways, so that going up and down
//! again comes back where it started.

use shashki_star::Hole;

/// The hole under the cursor and the column it aims for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The hole under the cursor.
    pub hole: Hole,
    aim: i32,
}

impl Cursor {
    /// The cursor on `hole`.
    pub fn at(hole: Hole) -> Cursor {
        Cursor {
            hole,
            aim: hole.column(),
        }
    }

    /// The cursor moved `right` holes along the row and `up` rows, staying on the star.
    pub fn moved(self, right: i32, up: i32) -> Cursor {
        let (row, column) = (self.hole.row(), self.hole.column());
        if right != 0 {
            return Hole::at(row, column + 2 * right).map_or(self, Cursor::at);
        }
        let target = row - up;
        let nearest = Hole::all()
            .filter(|h| h.row() == target)
            .min_by_key(|h| ((h.column() - self.aim).abs(), -h.column()));
        match nearest {
            Some(hole) => Cursor {
                hole,
                aim: self.aim,
            },
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
        let c = Cursor::at(hole(61));
        assert_eq!(c.moved(1, 0).hole, hole(62));
        assert_eq!(
            c.moved(0, 1).hole,
            hole(52),
            "up: nearest the aim, to the right on a tie"
        );
        assert_eq!(c.moved(0, 1).moved(0, 1).hole, hole(41));
        assert_eq!(c.moved(0, 1).moved(0, -1).hole, hole(61));
        let edge = Cursor::at(hole(11));
        assert_eq!(edge.moved(-1, 0), edge, "nothing left of the row's end");
        let up = edge.moved(0, 1);
        assert_eq!(up.hole, hole(7), "the top point's nearest hole");
        assert_eq!(up.moved(0, -1).hole, hole(11), "and back to the aim");
        assert_eq!(Cursor::at(hole(1)).moved(0, 1).hole, hole(1));
    }
}
