//! Move notation for people (INTERFACES.md §4): written in the variant's style, read in any.

use std::fmt;

use crate::geometry::{Dir, Geometry};
use crate::moves::{Move, Path};
use crate::square::ParseSquareError;
use crate::{lookalike, square, Position, Rules, SquareStyle};

/// A move text that names no legal move, or more than one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing to read.
    Empty,
    /// A square could not be read; `column` is 1-based.
    BadSquare {
        /// 1-based character column of the square.
        column: usize,
        /// Why the square was refused.
        reason: ParseSquareError,
    },
    /// A move needs at least two squares.
    OneSquare(String),
    /// The squares are readable, but no legal move matches them.
    Illegal(String),
    /// Several legal moves match; the text must give more of the path.
    Ambiguous {
        /// The text that was read.
        text: String,
        /// The matching moves in full notation.
        candidates: Vec<String>,
    },
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("empty move"),
            ParseMoveError::BadSquare { column, reason } => {
                write!(f, "bad move at column {column}: {reason}")
            }
            ParseMoveError::OneSquare(t) => write!(f, "'{t}' is not a move: give two squares"),
            ParseMoveError::Illegal(t) => write!(f, "'{t}' is not a legal move here"),
            ParseMoveError::Ambiguous { text, candidates } => write!(
                f,
                "'{text}' is ambiguous: write the path, one of {}",
                candidates.join(", ")
            ),
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// Writes `mv` with every landing square of `path` (`c3:e5:c7`), squares named in `style`.
fn full<R: Rules>(mv: &Move, path: &[u8], style: SquareStyle) -> String {
    let sep = if mv.is_capture() {
        R::CAPTURE_SEPARATOR
    } else {
        '-'
    };
    let mut out = square::name_in::<R>(mv.from(), style);
    for &l in path {
        out.push(sep);
        out.push_str(&square::name_in::<R>(u32::from(l), style));
    }
    out
}

/// The squares where the capturing piece of `mv` could have stopped, in route order: every
/// empty square behind a captured piece up to the next turn or the next capture on the same
/// line (a flying king's stop behind a piece may be written as any of them).
fn stops<R: Rules>(mv: &Move, path: &[u8]) -> Vec<u32> {
    let mut out = Vec::new();
    let mut line: Option<Dir> = None;
    let mut open = false;
    let mut at = mv.from();
    for &landing in path {
        let landing = u32::from(landing);
        let Some(&d) = Dir::DIAGONAL
            .iter()
            .find(|&&d| R::Board::ray(d, at) & (1 << landing) != 0)
        else {
            return path.iter().map(|&l| u32::from(l)).collect();
        };
        if line != Some(d) {
            open = false;
        }
        line = Some(d);
        let mut sq = 1u64 << at;
        while sq != 1u64 << landing {
            sq = R::Board::step(sq, d);
            if sq == 0 {
                break;
            }
            // A landing square may be one emptied earlier in the move (bashni), never a jump.
            if sq & mv.captured() != 0 && sq != 1 << landing {
                open = true;
            } else if open {
                out.push(sq.trailing_zeros());
            }
        }
        at = landing;
    }
    out
}

/// True when the `route` (squares written after the first) fits the move with landing squares
/// `path`: same start and end, and every intermediate square written is, in order, a square
/// where the piece could stop (see [`stops`]); a quiet move has none.
fn fits<R: Rules>(mv: &Move, path: &[u8], from: u32, route: &[u32]) -> bool {
    let Some((&to, middle)) = route.split_last() else {
        return false;
    };
    if mv.from() != from || mv.to() != to {
        return false;
    }
    if middle.is_empty() {
        return true;
    }
    let stops = stops::<R>(mv, path);
    let mut options = stops[..stops.len().saturating_sub(1)].iter();
    middle.iter().all(|&sq| options.any(|&s| s == sq))
}

impl<R: Rules> Position<R> {
    /// Reads a move in any notation of INTERFACES.md §4 (`-`, `x` or `:`; numbers or, on
    /// 8×8, algebraic squares; short, partial or full paths) and finds it among the legal moves.
    /// What people write for those characters reads as well ([`lookalike`]): `с3-d4` with the
    /// Cyrillic с, `22×31`, `c3–d4` with an en dash.
    ///
    /// # Errors
    /// When a square is unreadable, no legal move matches, or several do (the error lists them).
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let matching = self.moves_matching(text)?;
        match matching.as_slice() {
            [one] => Ok(*one),
            many => Err(ParseMoveError::Ambiguous {
                text: text.trim().to_string(),
                candidates: many.iter().map(|m| self.full_text(m)).collect(),
            }),
        }
    }

    /// Every legal move that a text in any notation of INTERFACES.md §4 may mean: one, or
    /// several when the text leaves out what tells them apart (for readers that can choose by
    /// what follows, such as a game record's next moves).
    ///
    /// # Errors
    /// When a square is unreadable or no legal move matches.
    pub fn moves_matching(&self, text: &str) -> Result<Vec<Move>, ParseMoveError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let mut squares = Vec::new();
        for (at, token) in lookalike::squares_of(text) {
            let start = at + (token.len() - token.trim_start().len());
            let column = text[..start].chars().count() + 1;
            let bit = square::parse::<R>(token.trim())
                .map_err(|e| ParseMoveError::BadSquare { column, reason: e })?;
            squares.push(bit);
        }
        let (&from, route) = squares.split_first().ok_or(ParseMoveError::Empty)?;
        if route.is_empty() {
            return Err(ParseMoveError::OneSquare(trimmed.to_string()));
        }
        let mut matching: Vec<(Move, Path)> = self
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && Some(&m.to()) == route.last())
            .filter_map(|m| Some((m, self.path(&m)?)))
            .filter(|(m, path)| fits::<R>(m, path, from, route))
            .collect();
        if matching.len() > 1 {
            // A full path names one move even when a longer route passes the same squares.
            let exact = |(_, path): &(Move, Path)| {
                path.iter().map(|&l| u32::from(l)).eq(route.iter().copied())
            };
            if matching.iter().any(exact) {
                matching.retain(exact);
            }
        }
        if matching.is_empty() {
            return Err(ParseMoveError::Illegal(trimmed.to_string()));
        }
        Ok(matching.into_iter().map(|(m, _)| m).collect())
    }

    /// Writes a legal move of this position with every landing square (`c3:e5:c7`).
    pub fn full_text(&self, mv: &Move) -> String {
        self.full_text_in(mv, R::SQUARES)
    }

    fn full_text_in(&self, mv: &Move, style: SquareStyle) -> String {
        match self.path(mv) {
            Some(path) => full::<R>(mv, &path, style),
            None => full::<R>(mv, &[mv.to() as u8], style),
        }
    }

    /// Writes a legal move of this position in the variant's notation: the short form
    /// `from-to` / `from:to`, or the full path when another legal move has the same from and to
    /// but captures other pieces (or, in bashni, takes other pieces from the same columns).
    pub fn move_text(&self, mv: &Move) -> String {
        self.move_text_among(mv, &self.legal_moves())
    }

    /// [`Position::move_text`] with the legal moves of this position already at hand.
    pub fn move_text_among(&self, mv: &Move, legal: &[Move]) -> String {
        self.move_text_in(mv, legal, R::SQUARES)
    }

    /// [`Position::move_text_among`] with the squares named in `style` instead of the
    /// variant's own (`22:15` for `c3:e5`), for readers and programs that want numbers.
    pub fn move_text_in(&self, mv: &Move, legal: &[Move], style: SquareStyle) -> String {
        let ambiguous = mv.is_capture()
            && legal
                .iter()
                .any(|m| m.from() == mv.from() && m.to() == mv.to() && m != mv);
        if ambiguous || !mv.is_capture() {
            return self.full_text_in(mv, style);
        }
        format!(
            "{}{}{}",
            square::name_in::<R>(mv.from(), style),
            R::CAPTURE_SEPARATOR,
            square::name_in::<R>(mv.to(), style)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::ParseMoveError;
    use crate::square::SquareFault;
    use crate::{International, Position, Russian, SquareStyle, Variant, VariantPosition};

    #[test]
    fn moves_read_as_russian_players_and_books_write_them() {
        let start = Position::<Russian>::start();
        let c3d4 = start.parse_move("c3-d4").unwrap();
        // Typed with the Cyrillic с; printed in the children's course with the Cyrillic с
        // and the capital Ze for 3; typeset with an en dash or an em dash.
        for text in ["с3-d4", "сЗ-d4", "С3-D4", "c3–d4", "c3—d4", " с3 – d4 "] {
            assert_eq!(start.parse_move(text), Ok(c3d4), "{text}");
        }
        let e3f4 = start.parse_move("e3-f4").unwrap();
        assert_eq!(start.parse_move("е3-f4"), Ok(e3f4));
        let capture = Position::<Russian>::from_fen("W:Wc3:Bd4").unwrap();
        let c3e5 = capture.parse_move("c3:e5").unwrap();
        assert_eq!(capture.parse_move("с3хе5"), Ok(c3e5));
        assert_eq!(capture.parse_move("c3×e5"), Ok(c3e5));
    }

    #[test]
    fn the_folk_games_are_written_as_russian_and_read_in_numbers_too() {
        for variant in [Variant::Bashni, Variant::Stavropol, Variant::Samoedy] {
            assert_eq!(variant.square_style(), SquareStyle::Algebraic, "{variant}");
            let pos = VariantPosition::from_fen(variant, "W:Wc3,e3:Bd4,h8").unwrap();
            let legal = pos.legal_moves();
            let written: Vec<String> = legal.iter().map(|m| pos.move_text(m)).collect();
            assert_eq!(written, ["c3:e5", "e3:c5"], "{variant}");
            for (mv, text) in legal.iter().zip(&written) {
                assert_eq!(pos.parse_move(text).as_ref(), Ok(mv), "{variant} {text}");
                let numbers = pos.move_text_in(mv, &legal, SquareStyle::Numeric);
                assert_eq!(
                    pos.parse_move(&numbers).as_ref(),
                    Ok(mv),
                    "{variant} {numbers}"
                );
            }
            assert_eq!(pos.parse_move("22x15"), Ok(legal[0]), "{variant}");
        }
    }

    #[test]
    fn the_ten_by_ten_capture_sign_reads() {
        let pos = Position::<International>::from_fen("W:W22:B27").unwrap();
        let mv = pos.parse_move("22×31").unwrap();
        assert_eq!(pos.move_text(&mv), "22x31");
    }

    #[test]
    fn a_bad_square_after_a_wide_character_is_placed_by_characters() {
        let start = Position::<Russian>::start();
        // `—` is three bytes: the column counts characters.
        let Err(ParseMoveError::BadSquare { column, reason }) = start.parse_move("с3—d9") else {
            panic!("d9 is off the board");
        };
        assert_eq!((column, reason.reason), (4, SquareFault::OffBoard));
        assert_eq!(reason.text, "d9");
        let Err(ParseMoveError::BadSquare { column, reason }) = start.parse_move("с9 – d4")
        else {
            panic!("с9 is off the board");
        };
        assert_eq!((column, reason.text.as_str()), (1, "с9"));
        assert_eq!(
            start.parse_move("с3-e5"),
            Err(ParseMoveError::Illegal("с3-e5".to_string()))
        );
    }

    #[test]
    fn moves_are_written_with_numbers_when_asked() {
        let pos = Position::<Russian>::from_fen("W:W22:B18").unwrap();
        let legal = pos.legal_moves();
        assert_eq!(
            pos.move_text_in(&legal[0], &legal, SquareStyle::Numeric),
            "22:15"
        );
        assert_eq!(pos.move_text_among(&legal[0], &legal), "c3:e5");
        let start = Position::<International>::start();
        let legal = start.legal_moves();
        let texts: Vec<String> = legal
            .iter()
            .map(|m| start.move_text_in(m, &legal, SquareStyle::Numeric))
            .collect();
        assert!(texts.contains(&"32-28".to_string()), "{texts:?}");
        assert_eq!(
            start.move_text_in(&legal[0], &legal, SquareStyle::Algebraic),
            start.full_text_in(&legal[0], SquareStyle::Algebraic)
        );
    }
}
