//! The position text of Russian books (RULES.md A4), read and written in Russian and English:
//! `Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7` and
//! `White: K.e1, m.c1, f2; Black: K.h6, m.b6, e5, e7, g7`.
//!
//! "Д." (K.) marks the kings that follow, "пр." (m.) the men; the men's mark may be left out when
//! a side has no kings. A text without the side to move means White to move; otherwise a last
//! part says whose move it is (`ход чёрных`, `Black to move`).

use std::fmt;

use crate::setup::{Piece, Setup};
use crate::{square, Color, Position, Rules, SquareStyle};

/// The language of a position text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// `Белые: Д.e1, пр.c1; Чёрные: ...`
    Russian,
    /// `White: K.e1, m.c1; Black: ...`
    English,
}

/// A position text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTextError {
    /// 1-based character column of the problem.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad position text at column {}: {}",
            self.column, self.message
        )
    }
}

impl std::error::Error for ParseTextError {}

impl<R: Rules> Position<R> {
    /// Reads and checks a book position text.
    ///
    /// # Errors
    /// A message naming the problem: unreadable text, or a position the variant forbids.
    pub fn from_text(text: &str) -> Result<Self, String> {
        let setup = parse::<R>(text).map_err(|e| e.to_string())?;
        Position::from_setup(setup).map_err(|e| e.to_string())
    }

    /// The book position text in `language`.
    pub fn to_text(&self, language: Language) -> String {
        write(self, language)
    }
}

/// Lower-cases and folds `ё` into `е`, so both spellings read.
fn fold(s: &str) -> String {
    s.trim().to_lowercase().replace('ё', "е")
}

fn side_name(word: &str) -> Option<Color> {
    match fold(word).as_str() {
        "белые" | "white" | "w" => Some(Color::White),
        "черные" | "black" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// Reads the sentence naming the side to move, if `part` is one.
fn turn_sentence(part: &str) -> Option<Color> {
    let text = fold(part);
    let text = text.trim_end_matches('.');
    let white = [
        "ход белых",
        "белые начинают",
        "white to move",
        "white to play",
        "white moves",
    ];
    let black = [
        "ход черных",
        "черные начинают",
        "black to move",
        "black to play",
        "black moves",
    ];
    if white.iter().any(|w| text.starts_with(w)) {
        Some(Color::White)
    } else if black.iter().any(|b| text.starts_with(b)) {
        Some(Color::Black)
    } else {
        None
    }
}

/// Splits a token into its rank mark (`Д.`, `пр.`, `K.`, `m.`, or none) and its square.
fn split_token<R: Rules>(token: &str) -> (&str, &str) {
    let digits = token.trim_end_matches(|c: char| c.is_ascii_digit());
    let cut = match (R::SQUARES, digits.chars().last()) {
        (SquareStyle::Algebraic, Some(c)) if c.is_ascii_lowercase() && c <= 'j' => digits.len() - 1,
        _ => digits.len(),
    };
    (
        token[..cut].trim_end_matches([' ', '.', ':']),
        &token[cut..],
    )
}

/// What a rank mark says: `Some(true)` kings, `Some(false)` men, `None` not a mark.
fn rank_mark(mark: &str) -> Option<bool> {
    match fold(mark).as_str() {
        "д" | "дамка" | "дамки" | "k" | "king" | "kings" => Some(true),
        "пр" | "простая" | "простые" | "m" | "man" | "men" => Some(false),
        _ => None,
    }
}

/// Reads a position text into a setup (squares as the variant writes them).
///
/// # Errors
/// When a part names no side, a square is unreadable, or a side appears twice.
pub fn parse<R: Rules>(text: &str) -> Result<Setup, ParseTextError> {
    let mut pieces = Vec::new();
    let mut turn = Color::White;
    let mut seen = [false; 2];
    let mut offset = 0;
    for part in text.split([';', '\n']) {
        let column = text[..offset].chars().count() + 1;
        offset += part.len() + 1;
        if part.trim().is_empty() {
            continue;
        }
        if let Some(color) = turn_sentence(part) {
            turn = color;
            continue;
        }
        let (name, list) = part.split_once(':').ok_or_else(|| ParseTextError {
            column,
            message: format!(
                "expected 'Белые:', 'Чёрные:', 'White:' or 'Black:' in '{}'",
                part.trim()
            ),
        })?;
        let color = side_name(name).ok_or_else(|| ParseTextError {
            column,
            message: format!("'{}' names no side", name.trim()),
        })?;
        if std::mem::replace(&mut seen[color.index()], true) {
            return Err(ParseTextError {
                column,
                message: format!("{color} is listed twice"),
            });
        }
        let mut king = false;
        for token in list.split(',') {
            let token = token.trim().trim_end_matches('.');
            if token.is_empty() || token == "-" || token == "—" {
                continue;
            }
            let (mark, rest) = split_token::<R>(token);
            if !mark.is_empty() {
                king = rank_mark(mark).ok_or_else(|| ParseTextError {
                    column,
                    message: format!(
                        "'{mark}' is neither a king mark (Д., K.) nor a man mark (пр., m.)"
                    ),
                })?;
            }
            if rest.is_empty() {
                continue;
            }
            let bit = square::parse::<R>(rest).map_err(|e| ParseTextError {
                column,
                message: e.to_string(),
            })?;
            pieces.push(Piece {
                square: square::number_of_bit::<R>(bit),
                color,
                king,
            });
        }
    }
    if !seen[0] && !seen[1] {
        return Err(ParseTextError {
            column: 1,
            message: "no side listed".into(),
        });
    }
    Ok(Setup {
        turn,
        pieces,
        king_runs: Vec::new(),
    })
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
        for (_, b) in squares {
            let name = square::name::<R>(b);
            if pos.kings() & (1 << b) != 0 {
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
        } else {
            list.push('-');
        }
        parts.push(format!("{}: {list}", sides[color.index()]));
    }
    if pos.turn() == Color::Black {
        parts.push(to_move[1].to_string());
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{International, Russian};

    const BOOK: &str = "Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7";

    #[test]
    fn the_example_of_rules_a4_reads_with_white_to_move() {
        let pos = Position::<Russian>::from_text(BOOK).unwrap();
        // c1 30, f2 27, e1 31; b6 9, e5 15, e7 7, g7 8, h6 12.
        assert_eq!(pos.fen(), "W:W27,30,K31:B7,8,9,K12,15");
        assert_eq!(pos.to_text(Language::Russian), BOOK);
    }

    #[test]
    fn english_form_and_black_to_move_round_trip() {
        let pos = Position::<Russian>::from_text(&format!("{BOOK}; ход чёрных")).unwrap();
        assert_eq!(pos.turn(), Color::Black);
        let english = pos.to_text(Language::English);
        assert_eq!(
            english,
            "White: K.e1, m.c1, f2; Black: K.h6, m.b6, e5, e7, g7; Black to move"
        );
        assert_eq!(Position::<Russian>::from_text(&english).unwrap(), pos);
        assert_eq!(
            Position::<Russian>::from_text(&pos.to_text(Language::Russian)).unwrap(),
            pos
        );
    }

    #[test]
    fn men_mark_may_be_left_out_and_spellings_vary() {
        let a = Position::<Russian>::from_text("Белые: c1, f2; Черные: b6, e5").unwrap();
        let b = Position::<Russian>::from_text("белые: пр. c1, f2. чёрные: b6, e5").err();
        assert!(b.is_some(), "a full stop does not separate sides");
        assert_eq!(
            a.to_text(Language::Russian),
            "Белые: c1, f2; Чёрные: b6, e5"
        );
        let numeric = Position::<International>::from_text("White: K.46, m.32; Black: 19").unwrap();
        assert_eq!(numeric.fen(), "W:W32,K46:B19");
    }

    #[test]
    fn bad_texts_say_what_is_wrong() {
        let e = Position::<Russian>::from_text("Синие: e1").unwrap_err();
        assert!(e.contains("names no side"), "{e}");
        let e = Position::<Russian>::from_text("Белые: Ф.e1").unwrap_err();
        assert!(e.contains("neither a king mark"), "{e}");
        let e = Position::<Russian>::from_text("Белые: e2").unwrap_err();
        assert!(e.contains("e2"), "{e}");
        let e = Position::<Russian>::from_text("Белые: e1; Белые: c1").unwrap_err();
        assert!(e.contains("twice"), "{e}");
        assert!(Position::<Russian>::from_text("").is_err());
    }
}
