//! The position text of Russian books (RULES.md A4), read and written in Russian and English:
//! `Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7` and
//! `White: K.e1, m.c1, f2; Black: K.h6, m.b6, e5, e7, g7`.
//!
//! "Д." (K.) marks the kings that follow, "пр." (m.) the men; the men's mark may be left out when
//! a side has no kings. A text without the side to move means White to move; otherwise a
//! sentence before or after the lists says whose move it is (`Ход чёрных.`, `Black to move`).
//! The reader ([`read`]) also takes what books print around that: the words (`дамки e1, h2;
//! простые c1, f2`), full stops between the sides, a problem's task and its author in brackets.
//! A bashni column is written after its side's single pieces as in FEN, its pieces top first:
//! `c3=wbb`.

mod read;
mod words;

use std::fmt;

pub use read::parse;

use crate::columns::piece_letter;
use crate::extra::Extra;
use crate::square::ParseSquareError;
use crate::{square, Color, Position, PositionError, Rules};

/// The language of a position text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// `Белые: Д.e1, пр.c1; Чёрные: ...`
    Russian,
    /// `White: K.e1, m.c1; Black: ...`
    English,
    /// `Білі: Д.e1, пр.c1; Чорні: ...`, as Ukrainian books write it (a Ukrainian keyboard has
    /// no `ы` or `ё` for the Russian words).
    Ukrainian,
}

/// A position text that cannot be read: where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTextError {
    /// 1-based character column of the word refused.
    pub column: usize,
    /// Why it was refused.
    pub fault: TextFault,
}

/// Why a position text was refused: kept as data so that a front-end can say it in its
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextFault {
    /// No side's list in the text.
    NoSide,
    /// A word that is no side, mark, square or sentence of a position text.
    UnknownWord(String),
    /// A square's name that names no square of the board.
    NotASquare(ParseSquareError),
    /// A square or mark before any side is named.
    OutsideSide(String),
    /// A side listed a second time.
    SideTwice(Color),
    /// One side listed and the other not: books list both (an empty side as `Чёрные: —`),
    /// so a side left out is more likely lost than meant.
    SideMissing(Color),
    /// A second sentence naming the other side to move.
    TurnTwice,
    /// A square given a second time.
    SquareTwice(String),
    /// A bashni column with no pieces after `=`.
    EmptyColumn(String),
    /// A letter of a bashni column other than w, b, W, B.
    ColumnLetter(char),
    /// A bashni column in one side's list topped by the other side's piece.
    ColumnTop {
        /// The column's square as written.
        square: String,
        /// The colour of its top piece.
        top: Color,
        /// The side whose list it is in.
        side: Color,
    },
    /// A remark in brackets before the end of the text.
    RemarkNotLast,
    /// A bracket that is not closed.
    RemarkUnclosed,
}

/// `White`, `Black`.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl fmt::Display for TextFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextFault::NoSide => f.write_str("no side is listed (Белые: ...; Чёрные: ...)"),
            TextFault::UnknownWord(w) => {
                write!(
                    f,
                    "'{w}' is neither a side, a king or man mark, nor a square"
                )
            }
            TextFault::NotASquare(e) => {
                write!(f, "'{}' is not a square of the board: {}", e.text, e.reason)
            }
            TextFault::OutsideSide(w) => write!(f, "'{w}' comes before any side is named"),
            TextFault::SideTwice(c) => write!(f, "{} is listed twice", side(*c)),
            TextFault::SideMissing(c) => write!(
                f,
                "{} is not listed (a side without pieces is written «Чёрные: —» / «Black: -»)",
                side(*c)
            ),
            TextFault::TurnTwice => f.write_str("the other side to move was given before"),
            TextFault::SquareTwice(s) => write!(f, "square {s} is given twice"),
            TextFault::EmptyColumn(s) => write!(f, "the column on {s} has no pieces"),
            TextFault::ColumnLetter(c) => {
                write!(f, "'{c}' is not a piece of a column (w, b, W, B)")
            }
            TextFault::ColumnTop {
                square,
                top,
                side: s,
            } => write!(
                f,
                "the column on {square} is topped by {}, not by {}",
                side(*top),
                side(*s)
            ),
            TextFault::RemarkNotLast => f.write_str("a remark in brackets may only end the text"),
            TextFault::RemarkUnclosed => f.write_str("the bracket is not closed"),
        }
    }
}

impl fmt::Display for ParseTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad position text at column {}: {}",
            self.column, self.fault
        )
    }
}

impl std::error::Error for ParseTextError {}

/// A position text that gave no position of the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    /// The text could not be read.
    Parse(ParseTextError),
    /// The text was read, but the position cannot arise under the variant's rules.
    Position(PositionError),
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Parse(e) => e.fmt(f),
            TextError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TextError {}

impl<R: Rules> Position<R> {
    /// Reads and checks a book position text.
    ///
    /// # Errors
    /// The word refused and its column, or every reason the variant forbids the position.
    pub fn from_text(text: &str) -> Result<Self, TextError> {
        let setup = parse::<R>(text).map_err(TextError::Parse)?;
        Position::from_setup(setup).map_err(TextError::Position)
    }

    /// The book position text in `language`.
    pub fn to_text(&self, language: Language) -> String {
        write(self, language)
    }
}

/// Writes a position as a book text: squares in the variant's style, kings first.
pub fn write<R: Rules>(pos: &Position<R>, language: Language) -> String {
    let (sides, king, man, to_move) = match language {
        Language::Russian => (
            ["Белые", "Чёрные"],
            "Д.",
            "пр.",
            ["ход белых", "ход чёрных"],
        ),
        Language::English => (
            ["White", "Black"],
            "K.",
            "m.",
            ["White to move", "Black to move"],
        ),
        Language::Ukrainian => (["Білі", "Чорні"], "Д.", "пр.", ["хід білих", "хід чорних"]),
    };
    let mut parts = Vec::new();
    for color in Color::BOTH {
        let mut kings = Vec::new();
        let mut men = Vec::new();
        let mut squares: Vec<(u32, u32)> = crate::Bits(pos.pieces(color))
            .map(|b| {
                let (file, rank) = square::coordinates::<R>(b);
                (file * 100 + rank, b)
            })
            .collect();
        squares.sort_unstable();
        let mut columns = Vec::new();
        for (_, b) in squares {
            let name = square::name::<R>(b);
            let below = pos.extra.below(b);
            if !below.is_empty() {
                let top = piece_letter(color, pos.kings() & (1 << b) != 0);
                columns.push(format!("{name}={top}{}", below.letters()));
            } else if pos.kings() & (1 << b) != 0 {
                kings.push(name);
            } else {
                men.push(name);
            }
        }
        let mut list = String::new();
        if !kings.is_empty() {
            list = format!("{king}{}", kings.join(", "));
            if !men.is_empty() {
                list.push_str(&format!(", {man}{}", men.join(", ")));
            }
        } else if !men.is_empty() {
            list = men.join(", ");
        }
        if !columns.is_empty() {
            if !list.is_empty() {
                list.push_str(", ");
            }
            list.push_str(&columns.join(", "));
        }
        if list.is_empty() {
            list.push('-');
        }
        parts.push(format!("{}: {list}", sides[color.index()]));
    }
    if pos.turn() == Color::Black {
        parts.push(to_move[1].to_string());
    }
    parts.join("; ")
}
