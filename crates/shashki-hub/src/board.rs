//! The Hub board string: the side to move (`W` or `B`) then one character per playable square
//! in canonical order (`w`, `b` men, `W`, `B` kings, `e` empty), and its conversion to and from
//! PDN FEN.

use shashki::{Color, Variant};

use crate::ParseHubError;

/// The number of playable squares of `variant`'s board (50 on 10×10, 32 on 8×8), one
/// character each in a board string.
pub fn squares(variant: Variant) -> usize {
    variant.squares() as usize
}

/// Reads a board string of `variant` into a PDN FEN (canonical numbers, White's block first).
/// The side letter may be given in either case.
///
/// # Errors
/// A wrong length, side letter or square character; the column is 1-based within `board`.
pub fn to_fen(variant: Variant, board: &str) -> Result<String, ParseHubError> {
    let chars: Vec<char> = board.chars().collect();
    let expected = squares(variant) + 1;
    if chars.len() != expected {
        return Err(ParseHubError::new(
            1,
            format!(
                "a board string of {variant} has {expected} characters (side to move, then \
                 {} squares), found {}",
                expected - 1,
                chars.len()
            ),
        ));
    }
    let side = match chars[0] {
        'W' | 'w' => 'W',
        'B' | 'b' => 'B',
        c => {
            return Err(ParseHubError::new(
                1,
                format!("expected the side to move W or B, found '{c}'"),
            ))
        }
    };
    let mut white = Vec::new();
    let mut black = Vec::new();
    for (i, &c) in chars.iter().enumerate().skip(1) {
        let square = i;
        match c {
            'w' => white.push(square.to_string()),
            'W' => white.push(format!("K{square}")),
            'b' => black.push(square.to_string()),
            'B' => black.push(format!("K{square}")),
            'e' => {}
            c => {
                return Err(ParseHubError::new(
                    i + 1,
                    format!("expected w, b, W, B or e for square {square}, found '{c}'"),
                ))
            }
        }
    }
    Ok(format!("{side}:W{}:B{}", white.join(","), black.join(",")))
}

/// Writes a FEN (or `startpos`) of `variant` as a board string.
///
/// # Errors
/// When the FEN cannot be read; the column is the FEN reader's, within `fen`. The position is
/// not checked against the rules, only read.
pub fn from_fen(variant: Variant, fen: &str) -> Result<String, ParseHubError> {
    let setup = variant
        .parse_fen(fen)
        .map_err(|e| ParseHubError::new(e.column, e.fault.to_string()))?;
    let mut cells = vec!['e'; squares(variant)];
    for piece in &setup.pieces {
        let letter = match (piece.color, piece.king) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        };
        if let Some(cell) = (piece.square as usize)
            .checked_sub(1)
            .and_then(|i| cells.get_mut(i))
        {
            *cell = letter;
        }
    }
    let mut out = String::with_capacity(cells.len() + 1);
    out.push(setup.turn.letter());
    out.extend(cells);
    Ok(out)
}
