//! The position text: the player to move, then each player's letter with his holes, in the
//! style of a draughts FEN. `A:A112-121:D1-10` is the start of a two-player game: A to move,
//! A's pieces in holes 112 to 121, D's in 1 to 10. Holes are listed by number, singly or as
//! ranges `a-b`, separated by commas; blocks are separated by colons; spaces are ignored and
//! letters may be lower case. Written: players A to F, holes ascending, runs of three or more
//! as ranges. A first block `small` or `large` names the star (`small:A:A68-73:D1-6`); a text
//! without one is on the large star, and the large star's text is written without it, as
//! before there was a small one.

use std::fmt;

use crate::board::{Board, Hole};
use crate::corner::Corner;
use crate::moves::parse_hole;
use crate::position::Position;

/// The most pieces a player has (on the large star; six on the small).
pub const PIECES: u32 = 10;

/// Why a position text does not read, or names an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePositionError {
    /// The text.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "position '{}': {}", self.text, self.reason)
    }
}

impl std::error::Error for ParsePositionError {}

impl Position {
    /// Reads a position text (module documentation); one that names no star is on the large.
    ///
    /// # Errors
    /// As [`Position::from_text_on`].
    pub fn from_text(text: &str) -> Result<Position, ParsePositionError> {
        Position::from_text_on(Board::Large, text)
    }

    /// Reads a position text; one that names no star is on `board`.
    ///
    /// # Errors
    /// A text that does not read, a hole off the star or given twice, a player named twice,
    /// with no piece or more than his point holds, or a player to move who has no pieces.
    pub fn from_text_on(board: Board, text: &str) -> Result<Position, ParsePositionError> {
        let error = |reason: String| ParsePositionError {
            text: text.to_string(),
            reason,
        };
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut blocks = compact.split(':').peekable();
        let board = match blocks.peek().and_then(|b| Board::parse(b)) {
            Some(named) => {
                blocks.next();
                named
            }
            None => board,
        };
        let (size, most) = (board.size(), board.pieces());
        let turn = blocks.next().unwrap_or_default();
        let turn = Corner::parse(turn).ok_or_else(|| {
            error(format!(
                "'{turn}': the text starts with the player to move, A to F"
            ))
        })?;
        let mut pieces = [0u128; 6];
        let mut occupied = 0u128;
        for block in blocks {
            let mut chars = block.chars();
            let player = chars
                .next()
                .and_then(Corner::from_letter)
                .ok_or_else(|| error(format!("'{block}': a block starts with a player, A to F")))?;
            if pieces[player.index()] != 0 {
                return Err(error(format!("player {player} is given twice")));
            }
            let list = chars.as_str();
            if list.is_empty() {
                return Err(error(format!("player {player} has no pieces")));
            }
            for item in list.split(',') {
                let holes = holes_of(item)
                    .filter(|holes| holes.iter().all(|h| h.index() < size))
                    .ok_or_else(|| {
                        error(format!(
                            "'{item}': holes are numbers 1 to {size} or ranges a-b"
                        ))
                    })?;
                for hole in holes {
                    if occupied & hole.bit() != 0 {
                        return Err(error(format!("hole {hole} is given twice")));
                    }
                    occupied |= hole.bit();
                    pieces[player.index()] |= hole.bit();
                }
            }
            if pieces[player.index()].count_ones() > most {
                return Err(error(format!(
                    "player {player} has more than {most} pieces"
                )));
            }
        }
        if occupied == 0 {
            return Err(error("no pieces are given".into()));
        }
        if pieces[turn.index()] == 0 {
            return Err(error(format!("player {turn} is to move but has no pieces")));
        }
        Ok(Position::new(board, pieces, turn))
    }

    /// The position text (module documentation).
    pub fn to_text(&self) -> String {
        let mut out = match self.board() {
            Board::Large => String::new(),
            small => format!("{small}:"),
        };
        out.push(self.turn().letter());
        for player in self.players() {
            out.push(':');
            out.push(player.letter());
            let numbers: Vec<u32> = self.pieces(player).map(Hole::number).collect();
            out.push_str(&runs(&numbers));
        }
        out
    }
}

/// The holes of `n` or `a-b` (a ≤ b).
fn holes_of(item: &str) -> Option<Vec<Hole>> {
    match item.split_once('-') {
        None => Some(vec![parse_hole(item)?]),
        Some((a, b)) => {
            let (a, b) = (parse_hole(a)?, parse_hole(b)?);
            (a <= b).then(|| {
                (a.index()..=b.index())
                    .filter_map(Hole::from_index)
                    .collect()
            })
        }
    }
}

/// Ascending numbers with runs of three or more written `a-b`.
fn runs(numbers: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        if j - i >= 2 {
            parts.push(format!("{}-{}", numbers[i], numbers[j]));
        } else {
            parts.extend(numbers[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_texts_are_as_documented() {
        let text = |n| Position::start(n).unwrap().to_text();
        assert_eq!(text(2), "A:A112-121:D1-10");
        assert_eq!(
            text(3),
            "A:A112-121:C11-14,24-26,36,37,47:E20-23,33-35,45,46,56"
        );
        assert_eq!(
            Position::start_on(Board::Small, 2).unwrap().to_text(),
            "small:A:A68-73:D1-6"
        );
        assert_eq!(
            Position::start(5).unwrap().to_text(),
            "A:A112-121:B66,76,77,87-89,99-102:C11-14,24-26,36,37,47:D1-10:E20-23,33-35,45,46,56"
        );
        for board in Board::ALL {
            for n in 2..=6 {
                let p = Position::start_on(board, n).unwrap();
                assert_eq!(Position::from_text(&p.to_text()), Ok(p));
            }
        }
    }

    #[test]
    fn the_star_is_named_in_front_and_the_large_one_by_default() {
        let large = Position::from_text("large:A:A112-121:D1-10").unwrap();
        assert_eq!(large, Position::start(2).unwrap());
        let small = Position::from_text(" Small : a:a68-73:d1-6").unwrap();
        assert_eq!(small, Position::start_on(Board::Small, 2).unwrap());
        assert_eq!(
            Position::from_text_on(Board::Small, "A:A68-73:D1-6"),
            Ok(small)
        );
        let reason = |t: &str| Position::from_text(t).unwrap_err().reason;
        assert!(reason("small:A:A74").contains("1 to 73"));
        assert!(reason("small:A:A1-7").contains("more than 6"));
        assert!(reason("medium:A:A1").contains("player to move"));
    }

    #[test]
    fn texts_read_with_spaces_lower_case_and_single_holes() {
        let p = Position::from_text(" d : a 61, 62 ,70-72 : D 5").unwrap();
        assert_eq!(p.to_text(), "D:A61,62,70-72:D5");
        assert_eq!(p.turn(), Corner::D);
    }

    #[test]
    fn impossible_positions_are_refused_with_the_reason() {
        let reason = |t: &str| Position::from_text(t).unwrap_err().reason;
        assert!(reason("").contains("player to move"));
        assert!(reason("G:A1").contains("player to move"));
        assert!(reason("A:A1:A2").contains("given twice"));
        assert!(reason("A:A1:D1").contains("hole 1 is given twice"));
        assert!(reason("A:A0").contains("1 to 121"));
        assert!(reason("A:A122").contains("1 to 121"));
        assert!(reason("A:A5-3").contains("ranges"));
        assert!(reason("A:A1-11").contains("more than 10"));
        assert!(reason("A:D1").contains("no pieces"));
        assert!(reason("A:A").contains("no pieces"));
        assert!(reason("A").contains("no pieces"));
    }
}
