//! Square names: canonical numbers (INTERFACES.md §2) and algebraic names, both ways.

use std::fmt;

use crate::geometry::Geometry;
use crate::lookalike;
use crate::rules::SquareStyle;
use crate::Rules;

/// A square name that does not name a playable square of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError {
    /// The text that was read.
    pub text: String,
    /// Why it was refused.
    pub reason: SquareFault,
}

/// Why a square name was refused: kept as data so that a front-end can say it in its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareFault {
    /// Digits that are not a number.
    NotANumber,
    /// A number that names no square of the board.
    NoSuchNumber,
    /// A letter on a board that is not 8×8.
    AlgebraicOff8x8,
    /// A file letter without a rank number.
    NoRank,
    /// A file or rank beyond the board.
    OffBoard,
    /// A light square.
    NotPlayable,
    /// Neither a number nor a name.
    Unreadable,
}

impl fmt::Display for SquareFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SquareFault::NotANumber => "not a number",
            SquareFault::NoSuchNumber => "no square has this number",
            SquareFault::AlgebraicOff8x8 => "algebraic squares are read on 8x8 boards only",
            SquareFault::NoRank => "expected a rank after the file",
            SquareFault::OffBoard => "off the board",
            SquareFault::NotPlayable => "not a playable square",
            SquareFault::Unreadable => "expected a number or a name like c3",
        })
    }
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad square '{}': {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseSquareError {}

/// Maps a 0-based index between the canonical order and the board's a1-dark shape; the
/// mapping mirrors each row for boards with a light a1 (it is its own inverse).
#[inline]
fn mirror<R: Rules>(index: u32) -> u32 {
    if R::A1_LIGHT {
        let half = R::Board::HALF;
        let (row, col) = (index / half, index % half);
        row * half + (half - 1 - col)
    } else {
        index
    }
}

/// The bit of the square with canonical number `number` (1-based), if there is one.
pub fn bit_of_number<R: Rules>(number: u32) -> Option<u32> {
    if number == 0 || number > R::Board::SQUARES {
        return None;
    }
    Some(u32::from(
        R::Board::TABLES.bit_of[mirror::<R>(number - 1) as usize],
    ))
}

/// The canonical number of the square at `bit` (a playable bit).
pub fn number_of_bit<R: Rules>(bit: u32) -> u32 {
    mirror::<R>(u32::from(R::Board::TABLES.index_of[bit as usize])) + 1
}

/// The (file, rank) of the square at `bit`, both 0-based, file 0 = a, rank 0 = row 1.
pub fn coordinates<R: Rules>(bit: u32) -> (u32, u32) {
    let half = R::Board::HALF;
    let rows = R::Board::ROWS;
    let s = u32::from(R::Board::TABLES.index_of[bit as usize]);
    let (row, col) = (s / half, s % half);
    if !R::Board::CHECKERED {
        return (col, rows - 1 - row);
    }
    let file = 2 * col + u32::from(row % 2 == 0);
    let file = if R::A1_LIGHT { rows - 1 - file } else { file };
    (file, rows - 1 - row)
}

/// The bit of the square at (file, rank), 0-based, if it is playable.
pub fn bit_of_coordinates<R: Rules>(file: u32, rank: u32) -> Option<u32> {
    let rows = R::Board::ROWS;
    if file >= rows || rank >= rows {
        return None;
    }
    let file = if R::A1_LIGHT { rows - 1 - file } else { file };
    let row = rows - 1 - rank;
    if !R::Board::CHECKERED {
        return Some(u32::from(
            R::Board::TABLES.bit_of[(row * R::Board::HALF + file) as usize],
        ));
    }
    if row.is_multiple_of(2) != (file % 2 == 1) {
        return None;
    }
    Some(u32::from(
        R::Board::TABLES.bit_of[(row * R::Board::HALF + file / 2) as usize],
    ))
}

/// The algebraic name of the square at `bit`, e.g. `c3`.
pub fn algebraic<R: Rules>(bit: u32) -> String {
    let (file, rank) = coordinates::<R>(bit);
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

/// The square's name in the variant's notation (INTERFACES.md §4).
pub fn name<R: Rules>(bit: u32) -> String {
    name_in::<R>(bit, R::SQUARES)
}

/// The square's name in `style`, whatever the variant's own: a canonical number, or an
/// algebraic name.
pub fn name_in<R: Rules>(bit: u32, style: SquareStyle) -> String {
    match style {
        SquareStyle::Algebraic => algebraic::<R>(bit),
        SquareStyle::Numeric => number_of_bit::<R>(bit).to_string(),
    }
}

/// Reads a square as a canonical number (`22`) or, on 8×8 boards, an algebraic name (`c3`),
/// as people write them ([`crate::lookalike`]): `с3` with the Cyrillic с, `сЗ` with the Ze of
/// printed texts for 3.
///
/// # Errors
/// When the text is neither, or names no playable square.
pub fn parse<R: Rules>(text: &str) -> Result<u32, ParseSquareError> {
    let err = |reason| ParseSquareError {
        text: text.to_string(),
        reason,
    };
    let mut chars = text.chars();
    match chars.next().map(lookalike::latin) {
        Some(c @ '0'..='9') => {
            let n = number(c.to_digit(10), chars).ok_or_else(|| err(SquareFault::NotANumber))?;
            bit_of_number::<R>(n).ok_or_else(|| err(SquareFault::NoSuchNumber))
        }
        Some(c) if c.is_ascii_alphabetic() => {
            if R::Board::ROWS != 8 {
                return Err(err(SquareFault::AlgebraicOff8x8));
            }
            let file = u32::from(c.to_ascii_lowercase()) - u32::from('a');
            let rank = number(None, chars).ok_or_else(|| err(SquareFault::NoRank))?;
            if file >= 8 || rank == 0 || rank > 8 {
                return Err(err(SquareFault::OffBoard));
            }
            bit_of_coordinates::<R>(file, rank - 1).ok_or_else(|| err(SquareFault::NotPlayable))
        }
        _ => Err(err(SquareFault::Unreadable)),
    }
}

/// The number that `first` (a digit already read, if any) and the `rest` of a square's
/// characters write; `None` when there are no digits, a character is not one
/// ([`lookalike::digit`]), or the number is too large.
fn number(first: Option<u32>, rest: std::str::Chars) -> Option<u32> {
    let mut n = first;
    for c in rest {
        let d = lookalike::digit(c)?;
        n = Some(n.unwrap_or(0).checked_mul(10)?.checked_add(d)?);
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{International, Italian, Russian};

    #[test]
    fn canonical_numbers_match_interfaces_section_2() {
        let names: Vec<String> = [1, 4, 5, 22, 29, 32]
            .iter()
            .map(|&n| algebraic::<Russian>(bit_of_number::<Russian>(n).unwrap()))
            .collect();
        assert_eq!(names, ["b8", "h8", "a7", "c3", "a1", "g1"]);
        let italian: Vec<String> = [1, 4, 5, 29, 32]
            .iter()
            .map(|&n| algebraic::<Italian>(bit_of_number::<Italian>(n).unwrap()))
            .collect();
        assert_eq!(italian, ["a8", "g8", "b7", "b1", "h1"]);
    }

    #[test]
    fn every_square_round_trips() {
        for n in 1..=32 {
            let b = bit_of_number::<Russian>(n).unwrap();
            assert_eq!(number_of_bit::<Russian>(b), n);
            assert_eq!(parse::<Russian>(&algebraic::<Russian>(b)), Ok(b));
            let b = bit_of_number::<Italian>(n).unwrap();
            assert_eq!(number_of_bit::<Italian>(b), n);
            assert_eq!(parse::<Italian>(&algebraic::<Italian>(b)), Ok(b));
        }
        for n in 1..=50 {
            let b = bit_of_number::<International>(n).unwrap();
            assert_eq!(parse::<International>(&n.to_string()), Ok(b));
        }
    }

    #[test]
    fn cyrillic_look_alikes_and_ze_name_the_same_squares() {
        let c3 = parse::<Russian>("c3");
        assert_eq!(parse::<Russian>("с3"), c3);
        assert_eq!(parse::<Russian>("сЗ"), c3);
        assert_eq!(parse::<Russian>("Сз"), c3);
        assert_eq!(parse::<Russian>("а1"), parse::<Russian>("a1"));
        assert_eq!(parse::<Russian>("е3"), parse::<Russian>("e3"));
        assert_eq!(parse::<Russian>("2З"), parse::<Russian>("23"));
        // Ze stands for 3 only where a digit must be; other Cyrillic letters are no files.
        assert_eq!(
            parse::<Russian>("З").map_err(|e| e.reason),
            Err(SquareFault::Unreadable)
        );
        assert_eq!(
            parse::<Russian>("в4").map_err(|e| e.reason),
            Err(SquareFault::Unreadable)
        );
        let refused = parse::<Russian>("с9").unwrap_err();
        assert_eq!(
            (refused.text.as_str(), refused.reason),
            ("с9", SquareFault::OffBoard)
        );
        assert_eq!(
            parse::<Russian>("c+3").map_err(|e| e.reason),
            Err(SquareFault::NoRank)
        );
    }

    #[test]
    fn light_squares_and_strangers_are_refused() {
        assert!(parse::<Russian>("a2").is_err());
        assert!(parse::<Russian>("i1").is_err());
        assert!(parse::<Russian>("33").is_err());
        assert!(parse::<Russian>("0").is_err());
        assert!(parse::<Italian>("a1").is_err());
        assert!(parse::<International>("c3").is_err());
        assert!(parse::<Russian>("").is_err());
        assert!(parse::<Russian>("c").is_err());
    }
}
