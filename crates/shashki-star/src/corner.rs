//! The six points of the star and the players who start in them (RULES.md §21).
//!
//! A player is named by the point he starts in, A to F clockwise on the screen from the bottom
//! point: A bottom (holes 112–121), B bottom-left, C top-left, D top (holes 1–10), E top-right,
//! F bottom-right. Each player's goal is the opposite point (A and D, B and E, C and F).

use std::fmt;

use crate::board::{Board, HoleSet};

/// A point of the star, and the player whose pieces start there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Corner {
    /// The bottom point; the first player of every game.
    A,
    /// Bottom-left.
    B,
    /// Top-left.
    C,
    /// The top point.
    D,
    /// Top-right.
    E,
    /// Bottom-right.
    F,
}

impl Corner {
    /// Every point, clockwise from the bottom.
    pub const ALL: [Corner; 6] = [
        Corner::A,
        Corner::B,
        Corner::C,
        Corner::D,
        Corner::E,
        Corner::F,
    ];

    /// Its place in [`Corner::ALL`], 0 to 5.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The point at `index` of [`Corner::ALL`].
    pub fn from_index(index: usize) -> Option<Corner> {
        Corner::ALL.get(index).copied()
    }

    /// Its letter, `A` to `F`.
    pub fn letter(self) -> char {
        char::from(b'A' + self as u8)
    }

    /// The point of letter `c` (either case).
    pub fn from_letter(c: char) -> Option<Corner> {
        let i = (c.to_ascii_uppercase() as u32).checked_sub('A' as u32)?;
        Corner::from_index(i as usize)
    }

    /// The point of a text of one letter (either case, spaces around).
    pub fn parse(text: &str) -> Option<Corner> {
        let mut chars = text.trim().chars();
        let c = chars.next()?;
        chars
            .next()
            .is_none()
            .then(|| Corner::from_letter(c))
            .flatten()
    }

    /// The opposite point: the goal of the player who starts here.
    pub fn opposite(self) -> Corner {
        Corner::ALL[(self.index() + 3) % 6]
    }

    /// The next point clockwise (turn order runs clockwise).
    pub fn clockwise(self) -> Corner {
        Corner::ALL[(self.index() + 1) % 6]
    }

    /// The holes of the point on `board`: ten on the large star, six on the small.
    pub fn holes(self, board: Board) -> HoleSet {
        board.point(self.index())
    }

    /// The colour of this player's pieces, as a key the interfaces translate: red, yellow,
    /// green, blue, purple, orange for A to F.
    pub fn colour(self) -> &'static str {
        ["red", "yellow", "green", "blue", "purple", "orange"][self.index()]
    }

    /// The points taken by `players` players (2 to 6), in turn order: two in opposite points
    /// (A, D); three in alternate points (A, C, E); four in two opposite pairs (A, B, D, E);
    /// five in all but F, whose point stays empty (so C's goal is free); six in all. None for
    /// another number.
    pub fn seats(players: usize) -> Option<&'static [Corner]> {
        use Corner::{A, B, C, D, E, F};
        match players {
            2 => Some(&[A, D]),
            3 => Some(&[A, C, E]),
            4 => Some(&[A, B, D, E]),
            5 => Some(&[A, B, C, D, E]),
            6 => Some(&[A, B, C, D, E, F]),
            _ => None,
        }
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Hole};

    #[test]
    fn each_point_has_ten_holes_and_the_bottom_and_top_are_numbered_last_and_first() {
        for c in Corner::ALL {
            assert_eq!(c.holes(Board::Large).len(), 10, "{c}");
            assert_eq!(c.opposite().opposite(), c);
        }
        let numbers = |c: Corner| c.holes(Board::Large).map(Hole::number).collect::<Vec<_>>();
        assert_eq!(numbers(Corner::A), (112..=121).collect::<Vec<_>>());
        assert_eq!(numbers(Corner::D), (1..=10).collect::<Vec<_>>());
        // The left end of row 5 (hole 11) is the top-left point's tip, its right end (23)
        // the top-right's; the ends of row 13 (99, 111) are the bottom-left's and the
        // bottom-right's.
        let holds = |c: Corner, n| {
            c.holes(Board::Large)
                .contains(Hole::from_number(n).unwrap())
        };
        assert!(holds(Corner::C, 11) && holds(Corner::E, 23));
        assert!(holds(Corner::B, 99) && holds(Corner::F, 111));
        let all = Corner::ALL
            .iter()
            .fold(0u128, |acc, c| acc | c.holes(Board::Large).0);
        assert_eq!(all.count_ones(), 60, "the points do not overlap");
    }

    /// The small star: rows of 1, 2, 3 at the top (holes 1–6), the hexagon's first row 7–16
    /// with the top-left point's tip in 7 and the top-right's in 16, the bottom point 68–73.
    #[test]
    fn each_point_of_the_small_star_has_six_holes() {
        let numbers = |c: Corner| c.holes(Board::Small).map(Hole::number).collect::<Vec<_>>();
        assert_eq!(numbers(Corner::D), [1, 2, 3, 4, 5, 6]);
        assert_eq!(numbers(Corner::A), [68, 69, 70, 71, 72, 73]);
        assert_eq!(numbers(Corner::C), [7, 8, 9, 17, 18, 26]);
        assert_eq!(numbers(Corner::E), [14, 15, 16, 24, 25, 33]);
        assert_eq!(numbers(Corner::B), [41, 49, 50, 58, 59, 60]);
        assert_eq!(numbers(Corner::F), [48, 56, 57, 65, 66, 67]);
    }

    #[test]
    fn letters_round_trip_and_seats_follow_the_rules() {
        for c in Corner::ALL {
            assert_eq!(Corner::from_letter(c.letter()), Some(c));
            assert_eq!(
                Corner::from_letter(c.letter().to_ascii_lowercase()),
                Some(c)
            );
        }
        assert_eq!(Corner::from_letter('G'), None);
        assert_eq!(Corner::seats(1), None);
        assert_eq!(Corner::seats(7), None);
        assert_eq!(Corner::seats(5).map(<[Corner]>::len), Some(5));
        assert!(!Corner::seats(5).unwrap().contains(&Corner::F));
        for n in [2, 3, 4, 6] {
            let seats = Corner::seats(n).unwrap();
            assert_eq!(seats.len(), n);
            assert_eq!(seats[0], Corner::A);
            // Every goal is empty at the start except where its owner's opposite plays.
            for s in seats {
                let goal_taken = seats.contains(&s.opposite());
                assert_eq!(goal_taken, n != 3, "{n} players, {s}");
            }
        }
    }
}
