//! Chinese checkers on the command line (crates/shashki-star): perft and moves, and the game
//! in the terminal.

pub mod counts;
pub mod play;

use shashki_star::Position;

use crate::error::CliError;

/// The position of `--fen` (the position text), or the start for `--players` players (2 by
/// default).
///
/// # Errors
/// A position text that does not read, or a number of players other than 2, 3, 4 or 6.
pub fn position(fen: Option<&str>, players: Option<usize>) -> Result<Position, CliError> {
    match fen
        .map(str::trim)
        .filter(|f| !f.eq_ignore_ascii_case("startpos"))
    {
        Some(text) => Position::from_text(text).map_err(CliError::input),
        None => {
            let n = players.unwrap_or(2);
            Position::start(n).ok_or_else(|| {
                CliError::Input(format!(
                    "--players {n}: Chinese checkers is for 2, 3, 4 or 6"
                ))
            })
        }
    }
}
