//! What a position holds besides one piece a square and the side to move, and the move rules
//! that come with it: nothing in most variants ([`Plain`]), the columns of bashni
//! ([`crate::columns::Columns`], RULES.md §16.1a), the last move of stavropol
//! ([`crate::last_move::LastMove`], §16.2).
//!
//! Each variant names its kind in [`crate::Rules::Extra`]; [`crate::Position`] keeps a value of
//! it and hands move generation and playing to it, so that every variant is one
//! `Position<R>` (one game type, one search) while the plain variants keep their bitboard code
//! and their size unchanged: [`Plain`] has no bytes and its methods are the bitboard core.

use std::fmt;

use crate::columns::Stack;
use crate::moves::{Move, Path};
use crate::position::Position;
use crate::setup::{Piece, Problem};
use crate::{capture, capture_count, quiet, Color, Rules};

/// The extra state of a variant's positions and the move rules that read it.
pub trait Extra: Copy + Default + Eq + fmt::Debug + Send + Sync + 'static {
    /// Several pieces may share a square (bashni): a setup lists a column top first.
    const COLUMNS: bool = false;
    /// The move is recorded (stavropol): FEN writes it as `:L<from>-<to>`.
    const LAST_MOVE: bool = false;

    /// Appends the legal moves of `pos` to `out`.
    fn generate<R: Rules<Extra = Self>>(pos: &Position<R>, out: &mut Vec<Move>);

    /// The number of legal moves of `pos`; `scratch` is a buffer for generation.
    fn count_moves<R: Rules<Extra = Self>>(pos: &Position<R>, scratch: &mut Vec<Move>) -> u64 {
        scratch.clear();
        Self::generate(pos, scratch);
        scratch.len() as u64
    }

    /// True when `color` has a capture in `pos` were it to move.
    fn has_capture_for<R: Rules<Extra = Self>>(pos: &Position<R>, color: Color) -> bool {
        capture::capturers_of(pos, color) != 0
    }

    /// The position after `mv`, a legal move of `pos`, hash included.
    fn play<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Position<R>;

    /// The position after `mv` without its hash (perft).
    fn placed<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Position<R>;

    /// The landing squares of `mv` ([`Position::path`]).
    fn path<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Option<Path> {
        capture::path(pos, mv)
    }

    /// The state's part of the Zobrist hash.
    fn hash(&self) -> u64 {
        0
    }

    /// The pieces under the top piece on `bit`, top first.
    fn below(&self, _bit: u32) -> Stack {
        Stack::EMPTY
    }

    /// The last move's start and end bits.
    fn last_move(&self) -> Option<(u32, u32)> {
        None
    }

    /// The state of a setup whose top pieces make `pos`: `under` holds the pieces listed after
    /// another on the same square (bits, top first; only where [`Extra::COLUMNS`] allows them),
    /// `last_move` the setup's last move (bits). Adds every reason the setup is not a position
    /// of the variant to `problems`.
    fn from_setup<R: Rules<Extra = Self>>(
        pos: &Position<R>,
        under: &[(u32, Piece)],
        last_move: Option<(u32, u32)>,
        problems: &mut Vec<Problem>,
    ) -> Self;
}

/// One piece a square and nothing else: every variant but bashni and stavropol.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain;

impl Extra for Plain {
    #[inline]
    fn generate<R: Rules<Extra = Self>>(pos: &Position<R>, out: &mut Vec<Move>) {
        if !capture::generate(pos, out) {
            quiet::generate(pos, out);
        }
    }

    #[inline]
    fn count_moves<R: Rules<Extra = Self>>(pos: &Position<R>, scratch: &mut Vec<Move>) -> u64 {
        if const { capture_count::shortcuts::<R>() } {
            capture_count::count(pos, scratch).unwrap_or_else(|| quiet::count(pos))
        } else {
            count_generated(pos, scratch)
        }
    }

    #[inline]
    fn play<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Position<R> {
        pos.played_by(mv, pos.turn())
    }

    #[inline(always)]
    fn placed<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Position<R> {
        pos.placed_by(mv, pos.turn())
    }

    fn from_setup<R: Rules<Extra = Self>>(
        _pos: &Position<R>,
        _under: &[(u32, Piece)],
        last_move: Option<(u32, u32)>,
        problems: &mut Vec<Problem>,
    ) -> Self {
        refuse_last_move(last_move, problems);
        Plain
    }
}

/// The number of legal moves of a [`Plain`] position by generating its captures: the variants
/// the counting shortcuts do not know ([`capture_count::shortcuts`]).
#[inline(never)]
fn count_generated<R: Rules>(pos: &Position<R>, scratch: &mut Vec<Move>) -> u64 {
    scratch.clear();
    if capture::generate(pos, scratch) {
        scratch.len() as u64
    } else {
        quiet::count(pos)
    }
}

/// True when the moves of `R` are [`Plain`]'s, made by [`capture::generate`] and
/// [`quiet::generate`] (not bashni's or stavropol's).
#[inline(always)]
pub(crate) const fn plain_moves<R: Rules>() -> bool {
    !R::Extra::COLUMNS && !R::Extra::LAST_MOVE
}

/// Adds a problem for a last move, in a variant that does not keep one.
pub(crate) fn refuse_last_move(last_move: Option<(u32, u32)>, problems: &mut Vec<Problem>) {
    if last_move.is_some() {
        problems.push(Problem::LastMoveNotKept);
    }
}
