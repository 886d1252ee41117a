//! Playing a game's main line on the board of its variant.

use std::fmt;

use shashki::{with_rules, FenError, Move, Position, Rules, Variant, VariantPosition};

use crate::game::{PdnGame, PdnMove};
use crate::resolve::{resolve, ResolveError};
use crate::variant::start_fen;

/// Why a game does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The `FEN` tag is not a position of the variant.
    Fen(FenError),
    /// A move of the line could not be played.
    Move {
        /// 0-based index of the move in its line (ply from the start for the main line).
        ply: usize,
        /// The move as written.
        text: String,
        /// Where it was read (0 when not read from a file).
        line: usize,
        /// Where it was read (0 when not read from a file).
        column: usize,
        /// Why it does not fit the position.
        error: ResolveError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Fen(e) => write!(f, "bad FEN tag: {e}"),
            ReplayError::Move {
                ply,
                text,
                line,
                column,
                error,
            } => write!(f, "{line}:{column}: move {} ('{text}'): {error}", ply + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A replayed main line: where it starts, the moves, and where it ends.
#[derive(Clone, Debug)]
pub struct Replayed<R: Rules> {
    /// The start: the `FEN` tag's position, or the variant's start position.
    pub start: Position<R>,
    /// The moves of the main line, in order.
    pub moves: Vec<Move>,
    /// The position after the last move.
    pub end: Position<R>,
}

impl<R: Rules> PartialEq for Replayed<R> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start && self.moves == other.moves && self.end == other.end
    }
}

impl<R: Rules> Eq for Replayed<R> {}

/// The position a game starts from under variant `R`.
///
/// # Errors
/// When the `FEN` tag (see [`start_fen`]) is not a legal position of `R`.
pub fn start_position<R: Rules>(game: &PdnGame) -> Result<Position<R>, FenError> {
    match start_fen(game) {
        Some(fen) => Position::from_fen(fen),
        None => Ok(Position::start()),
    }
}

/// The legal move of `pos` that `m`, the `ply`-th move of its line, names.
///
/// # Errors
/// [`ReplayError::Move`] with the move's text and place when it does not resolve.
pub(crate) fn resolve_at<R: Rules>(
    pos: &Position<R>,
    m: &PdnMove,
    ply: usize,
) -> Result<Move, ReplayError> {
    resolve(pos, &m.text).map_err(|error| ReplayError::Move {
        ply,
        text: m.text.clone(),
        line: m.line,
        column: m.column,
        error,
    })
}

/// Plays the main line of `game` under variant `R`, from its start position.
///
/// # Errors
/// A bad `FEN` tag, or the first move that does not resolve (see [`resolve`]).
pub fn replay<R: Rules>(game: &PdnGame) -> Result<Replayed<R>, ReplayError> {
    let start = start_position::<R>(game).map_err(ReplayError::Fen)?;
    let mut pos = start;
    let mut moves = Vec::with_capacity(game.moves.len());
    for (ply, m) in game.moves.iter().enumerate() {
        let mv = resolve_at(&pos, m, ply)?;
        pos = pos.play(&mv);
        moves.push(mv);
    }
    Ok(Replayed {
        start,
        moves,
        end: pos,
    })
}

/// [`replay`] under a variant chosen at run time: the start position and the main line.
///
/// # Errors
/// As [`replay`].
pub fn replay_in(
    variant: Variant,
    game: &PdnGame,
) -> Result<(VariantPosition, Vec<Move>), ReplayError> {
    with_rules!(variant, R => replay::<R>(game).map(|r| (r.start.into(), r.moves)))
}
