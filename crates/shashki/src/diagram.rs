//! A text diagram of a position, for terminals, logs and the Python package's `str(board)`:
//! ranks from the top as White sees them, `w`/`b` men, `W`/`B` kings, `.` empty dark squares,
//! blanks for the light ones, files and ranks around it and the side to move below.

use std::fmt::Write as _;

use crate::geometry::Geometry;
use crate::{square, Color, Position, Rules};

impl<R: Rules> Position<R> {
    /// The piece on the square at (file, rank), both 0-based: its colour and whether it is a
    /// king; `None` for an empty or unplayable square.
    pub fn piece_at(&self, file: u32, rank: u32) -> Option<(Color, bool)> {
        let bit = square::bit_of_coordinates::<R>(file, rank)?;
        let color = Color::BOTH
            .into_iter()
            .find(|&c| self.pieces(c) & (1 << bit) != 0)?;
        Some((color, self.kings() & (1 << bit) != 0))
    }

    /// The text diagram (see the module's doc).
    pub fn diagram(&self) -> String {
        let n = <R::Board as Geometry>::ROWS;
        let mut out = String::new();
        for rank in (0..n).rev() {
            let _ = write!(out, "{:>2} ", rank + 1);
            let row: Vec<&str> = (0..n)
                .map(|file| {
                    match (
                        square::bit_of_coordinates::<R>(file, rank),
                        self.piece_at(file, rank),
                    ) {
                        (None, _) => " ",
                        (Some(_), None) => ".",
                        (Some(_), Some((Color::White, false))) => "w",
                        (Some(_), Some((Color::White, true))) => "W",
                        (Some(_), Some((Color::Black, false))) => "b",
                        (Some(_), Some((Color::Black, true))) => "B",
                    }
                })
                .collect();
            out.push_str(row.join(" ").trim_end());
            out.push('\n');
        }
        let files: Vec<String> = (0..n)
            .map(|f| char::from(b'a' + f as u8).to_string())
            .collect();
        let _ = write!(out, "   {}\n{} to move\n", files.join(" "), self.turn());
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{International, Position, Russian};

    #[test]
    fn the_russian_start_has_black_above_and_white_below() {
        let start = Position::<Russian>::start().diagram();
        let lines: Vec<&str> = start.lines().collect();
        assert_eq!(lines[0], " 8   b   b   b   b");
        assert_eq!(lines[3], " 5 .   .   .   .");
        assert_eq!(lines[7], " 1 w   w   w   w");
        assert_eq!(lines[8], "   a b c d e f g h");
        assert_eq!(lines[9], "white to move");
    }

    #[test]
    fn kings_are_capitals_and_ten_by_ten_has_ten_ranks() {
        let pos = Position::<International>::from_fen("B:WK46:B5,K50").unwrap();
        let diagram = pos.diagram();
        assert_eq!(diagram.lines().count(), 12);
        assert_eq!(diagram.lines().next(), Some("10   .   .   .   .   b"));
        assert!(diagram.contains("\n 1 W   .   .   .   B\n"), "{diagram}");
        assert!(diagram.ends_with("black to move\n"));
        assert_eq!(pos.piece_at(0, 0), Some((crate::Color::White, true)));
        assert_eq!(pos.piece_at(1, 0), None);
    }
}
