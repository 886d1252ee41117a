//! Chinese checkers on the command line (crates/shashki-star): perft and moves, and the game
//! in the terminal.

pub mod counts;
pub mod play;

use shashki_star::{Board, Position};

use crate::error::CliError;

/// The position of `--fen` (the position text, on the star it names, else on `board`), or the
/// start for `--players` players (2 by default) on `board` (the large star by default).
///
/// # Errors
/// A position text that does not read, or a number of players other than 2 to 6.
pub fn position(
    fen: Option<&str>,
    players: Option<usize>,
    board: Option<Board>,
) -> Result<Position, CliError> {
    let board = board.unwrap_or_default();
    match fen
        .map(str::trim)
        .filter(|f| !f.eq_ignore_ascii_case("startpos"))
    {
        Some(text) => Position::from_text_on(board, text).map_err(CliError::input),
        None => {
            let n = players.unwrap_or(2);
            Position::start_on(board, n).ok_or_else(|| {
                CliError::Input(format!("--players {n}: Chinese checkers is for 2 to 6"))
            })
        }
    }
}

/// Reads `--board`: `large` (121 holes, ten pieces a player) or `small` (73 holes, six).
///
/// # Errors
/// Another name.
pub fn parse_board(text: &str) -> Result<Board, String> {
    Board::parse(text).ok_or_else(|| format!("'{text}': the star is large or small"))
}
