//! Playing a game's main line on the board of its variant.
//!
//! A written move that fits several legal moves (the short notation `hg7` with a king on h8 and
//! a man on h6) is resolved as a reader of the book does, by reading on: every reading is
//! followed, and the one after which the record goes on replaying furthest is kept, with a
//! [`ReplayWarning`] that says so. When two readings go equally far, the move stays ambiguous.

use std::fmt;

use shashki::{with_rules, FenError, Move, Position, Rules, Variant, VariantPosition};

use crate::game::{PdnGame, PdnMove};
use crate::resolve::{ambiguous, fitting, ResolveError};
use crate::variant::start_fen;

/// How many readings of a line are followed at once; a record with more open ambiguities than
/// this is refused as ambiguous, so that reading on stays linear in the record's length.
const MAX_READINGS: usize = 16;

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

/// A move that fitted several legal moves, read as the one after which the record goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayWarning {
    /// 0-based index of the move in its line.
    pub ply: usize,
    /// The move as written.
    pub text: String,
    /// Where it was read (0 when not read from a file).
    pub line: usize,
    /// Where it was read (0 when not read from a file).
    pub column: usize,
    /// The move kept, in full notation.
    pub kept: String,
    /// The other moves it fits, in full notation, after which the record does not go as far.
    pub rejected: Vec<String>,
}

impl fmt::Display for ReplayWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: move {} ('{}') also fits {}; read as {}, after which the record goes on",
            self.line,
            self.column,
            self.ply + 1,
            self.text,
            self.rejected.join(", "),
            self.kept
        )
    }
}

/// A replayed main line: where it starts, the moves, and where it ends.
#[derive(Clone, Debug)]
pub struct Replayed<R: Rules> {
    /// The start: the `FEN` tag's position, or the variant's start position.
    pub start: Position<R>,
    /// The moves of the main line, in order.
    pub moves: Vec<Move>,
    /// The position after the last move.
    pub end: Position<R>,
    /// The ambiguous moves resolved by reading on, in order.
    pub warnings: Vec<ReplayWarning>,
}

/// Two replays are equal when they play the same moves from the same start; how the moves
/// were read (the warnings) does not count.
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

/// One way of reading a line so far: the position reached, the moves, and the plies at which
/// a move fitting several was read as one of them (with all it fitted).
#[derive(Clone)]
struct Reading<R: Rules> {
    pos: Position<R>,
    moves: Vec<Move>,
    /// Each choice's ply and the moves it fitted, with their full notation.
    choices: Vec<(usize, Vec<(Move, String)>)>,
}

impl<R: Rules> Reading<R> {
    /// The reading after `mv`, one of `fits`, the moves the `ply`-th written move fits.
    fn play(mut self, ply: usize, mv: &Move, fits: &[Move]) -> Self {
        if fits.len() > 1 {
            let named = fits.iter().map(|m| (*m, self.pos.full_text(m))).collect();
            self.choices.push((ply, named));
        }
        self.pos = self.pos.play(mv);
        self.moves.push(*mv);
        self
    }

    /// Adds to `out` a reading for each of `fits`.
    fn branch(self, ply: usize, fits: &[Move], out: &mut Vec<Reading<R>>) {
        if let Some((last, rest)) = fits.split_last() {
            out.extend(rest.iter().map(|mv| self.clone().play(ply, mv, fits)));
            out.push(self.play(ply, last, fits));
        }
    }
}

/// A move of `line` that does not resolve, with its place.
fn move_error(line: &[PdnMove], ply: usize, error: ResolveError) -> ReplayError {
    let m = &line[ply];
    ReplayError::Move {
        ply,
        text: m.text.clone(),
        line: m.line,
        column: m.column,
        error,
    }
}

/// The error for readings that go equally far: the first move they read differently.
fn undecided<R: Rules>(line: &[PdnMove], readings: &[Reading<R>]) -> ReplayError {
    let (first, others) = readings.split_first().expect("at least two readings");
    let ply = others
        .iter()
        .filter_map(|r| r.moves.iter().zip(&first.moves).position(|(a, b)| a != b))
        .min()
        .unwrap_or(0);
    let fits = first
        .choices
        .iter()
        .find(|(p, _)| *p == ply)
        .map_or_else(Vec::new, |(_, fits)| {
            fits.iter().map(|(_, t)| t.clone()).collect()
        });
    move_error(line, ply, ambiguous(line[ply].text.trim(), fits))
}

/// Plays `line` from `start`, reading on where a move fits several (see the module's doc).
///
/// # Errors
/// The first move that no reading resolves, or an ambiguity that reading on does not settle.
pub(crate) fn read_line<R: Rules>(
    start: &Position<R>,
    line: &[PdnMove],
) -> Result<(Vec<Move>, Vec<ReplayWarning>), ReplayError> {
    let mut readings = vec![Reading {
        pos: *start,
        moves: Vec::with_capacity(line.len()),
        choices: Vec::new(),
    }];
    for (ply, m) in line.iter().enumerate() {
        let mut next = Vec::with_capacity(readings.len());
        let (mut failed, mut errors) = (Vec::new(), Vec::new());
        for reading in readings {
            match fitting(&reading.pos, &m.text) {
                Ok(fits) => reading.branch(ply, &fits, &mut next),
                Err(e) => {
                    failed.push(reading);
                    errors.push(e);
                }
            }
        }
        if next.is_empty() {
            return Err(match (failed.len(), errors.pop()) {
                (1, Some(error)) => move_error(line, ply, error),
                _ => undecided(line, &failed),
            });
        }
        if next.len() > MAX_READINGS {
            return Err(undecided(line, &next));
        }
        readings = next;
    }
    if readings.len() > 1 {
        return Err(undecided(line, &readings));
    }
    let reading = readings.remove(0);
    let warnings = reading
        .choices
        .iter()
        .map(|(ply, fits)| {
            let kept = reading.moves[*ply];
            let m = &line[*ply];
            let named = |keep: bool| fits.iter().filter(move |(f, _)| (*f == kept) == keep);
            ReplayWarning {
                ply: *ply,
                text: m.text.clone(),
                line: m.line,
                column: m.column,
                kept: named(true)
                    .map(|(_, t)| t.clone())
                    .next()
                    .unwrap_or_default(),
                rejected: named(false).map(|(_, t)| t.clone()).collect(),
            }
        })
        .collect();
    Ok((reading.moves, warnings))
}

/// Plays the main line of `game` under variant `R`, from its start position.
///
/// # Errors
/// A bad `FEN` tag, or the first move that does not resolve (see [`crate::resolve`]); a move
/// that fits several legal moves is read on (see the module's doc).
pub fn replay<R: Rules>(game: &PdnGame) -> Result<Replayed<R>, ReplayError> {
    let start = start_position::<R>(game).map_err(ReplayError::Fen)?;
    let (moves, warnings) = read_line(&start, &game.moves)?;
    let end = moves.iter().fold(start, |pos, mv| pos.play(mv));
    Ok(Replayed {
        start,
        moves,
        end,
        warnings,
    })
}

/// A main line replayed under a variant chosen at run time (see [`replay`]).
#[derive(Clone, Debug)]
pub struct ReplayedLine {
    /// The start position.
    pub start: VariantPosition,
    /// The moves of the main line, in order.
    pub moves: Vec<Move>,
    /// The ambiguous moves resolved by reading on, in order.
    pub warnings: Vec<ReplayWarning>,
}

/// [`replay`] under a variant chosen at run time.
///
/// # Errors
/// As [`replay`].
pub fn replay_in(variant: Variant, game: &PdnGame) -> Result<ReplayedLine, ReplayError> {
    with_rules!(variant, R => replay::<R>(game).map(|r| ReplayedLine {
        start: r.start.into(),
        moves: r.moves,
        warnings: r.warnings,
    }))
}
