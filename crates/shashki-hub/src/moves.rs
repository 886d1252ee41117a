//! Moves as the Hub protocol writes them: `32-28`, or `28x19x23` (from, to, then every captured
//! square, in any order), in a line's [`Numbering`]. Lines carry moves as these words; a word is
//! read into the legal [`Move`] it names against the position it is played in, and a move is
//! written back as a word.

use std::fmt;

use shashki::{Move, Variant, VariantPosition};

use crate::{Numbering, ParseHubError};

/// The squares a move word gives, as written: from, to and the captured squares.
struct Squares {
    from: u32,
    to: u32,
    captured: Vec<u32>,
}

/// Reads the squares of one move word (no blanks around it).
fn squares(text: &str) -> Result<Squares, ParseHubError> {
    let capture = text.contains(['x', 'X']);
    let quiet = text.contains('-');
    if capture && quiet {
        return Err(ParseHubError::new(
            1,
            format!("move '{text}' mixes '-' and 'x'"),
        ));
    }
    let mut numbers = Vec::new();
    let mut column = 1;
    for part in text.split(['x', 'X', '-']) {
        let square = part
            .parse::<u32>()
            .ok()
            .filter(|&n| n > 0 && part.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| {
                ParseHubError::new(column, format!("bad square '{part}' in move '{text}'"))
            })?;
        numbers.push(square);
        column += part.chars().count() + 1;
    }
    if numbers.len() < 2 || (quiet && numbers.len() > 2) || (!capture && !quiet) {
        return Err(ParseHubError::new(
            1,
            format!("move '{text}' is not from-to or fromxto[xcaptured...]"),
        ));
    }
    Ok(Squares {
        from: numbers[0],
        to: numbers[1],
        captured: numbers[2..].to_vec(),
    })
}

/// Checks that `text` is one move word.
///
/// # Errors
/// When it is not `a-b` or `axb[xc...]` with square numbers from 1; the column is 1-based.
pub fn check_move(text: &str) -> Result<(), ParseHubError> {
    squares(text).map(|_| ())
}

/// Reads a blank-separated list of move words, such as the value of `moves=` or `pv=`.
///
/// # Errors
/// At the first unreadable move; the column is 1-based within `text`.
pub fn parse_moves(text: &str) -> Result<Vec<String>, ParseHubError> {
    let mut moves = Vec::new();
    let mut offset = 0;
    for word in text.split_inclusive(char::is_whitespace) {
        let trimmed = word.trim_end();
        if !trimmed.is_empty() {
            check_move(trimmed).map_err(|e| e.shifted(offset))?;
            moves.push(trimmed.to_string());
        }
        offset += word.chars().count();
    }
    Ok(moves)
}

/// Writes a list of move words separated by single spaces.
pub fn join_moves(moves: &[String]) -> String {
    moves.join(" ")
}

/// A move word that names no legal move, or more than one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The word is not a move (see [`check_move`]).
    Syntax(ParseHubError),
    /// No legal move has this from, to and captured set.
    Illegal(String),
    /// Given by from and to only, the word fits several legal moves (listed as words).
    Ambiguous(String, Vec<String>),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => e.fmt(f),
            MoveError::Illegal(word) => write!(f, "illegal move {word}"),
            MoveError::Ambiguous(word, candidates) => write!(
                f,
                "ambiguous move {word}: it may be {}",
                candidates.join(" ")
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// The legal move of `pos` that `word`, written in `numbering`, names: the one with the same
/// from, to and set of captured squares, whatever their order; or, when the word lists no
/// captured square, the only legal move with that from and to.
///
/// # Errors
/// [`MoveError::Syntax`] for a word that is not a move, [`MoveError::Illegal`] when no legal
/// move fits, [`MoveError::Ambiguous`] when several do (shown in `numbering`).
pub fn read_move(
    pos: &VariantPosition,
    word: &str,
    numbering: Numbering,
) -> Result<Move, MoveError> {
    let written = squares(word).map_err(MoveError::Syntax)?;
    let canonical = |n: u32| numbering.to_canonical(n);
    let captured: Vec<u32> = written.captured.iter().map(|&n| canonical(n)).collect();
    let wanted = (!captured.is_empty()).then_some(captured.as_slice());
    let fitting = pos.moves_between(canonical(written.from), canonical(written.to), wanted);
    match fitting.as_slice() {
        [] => Err(MoveError::Illegal(word.to_string())),
        [only] => Ok(*only),
        several => Err(MoveError::Ambiguous(
            word.to_string(),
            several
                .iter()
                .map(|m| write_move(pos.variant(), m, numbering))
                .collect(),
        )),
    }
}

/// A move of `variant` as a word in `numbering`, Scan's way: every captured square, in
/// increasing canonical order.
pub fn write_move(variant: Variant, mv: &Move, numbering: Numbering) -> String {
    let number = |bit: u32| numbering.from_canonical(variant.square_number(bit));
    if !mv.is_capture() {
        return format!("{}-{}", number(mv.from()), number(mv.to()));
    }
    let mut word = format!("{}x{}", number(mv.from()), number(mv.to()));
    for square in variant.square_numbers(mv.captured()) {
        word.push('x');
        word.push_str(&numbering.from_canonical(square).to_string());
    }
    word
}
