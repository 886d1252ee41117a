//! What a position holds besides one piece a square and the side to move, and the move rules
//! that come with it: nothing in most variants ([`Plain`]), the columns of bashni
//! ([`crate::columns::Columns`], RULES.md §16.1a), the last move of stavropol
//! ([`crate::last_move::LastMove`], §16.2).
//!
//! Every variant goes one way through [`Position::generate`] and [`Position::play`]: the
//! captures, or else the quiet moves; a move is played on the bitboards and the hash by the
//! plain core, and then the extra state brings `next` up to date ([`Extra::after`]). Each step
//! is a method of [`Extra`] whose default is the plain rule, so [`Plain`] overrides none of them:
//! the compiler inlines the defaults and the empty `after`, and a plain position has no byte
//! more. A reader of a plain variant's path meets only the bitboard core ([`crate::capture`],
//! [`crate::quiet`], `Position::played_by`); what the others add lives in their own modules,
//! with the part of a move only they read in the move's detail word ([`Move::detail`]).

use std::fmt;

use crate::columns::Stack;
use crate::moves::{Move, Path};
use crate::position::Position;
use crate::setup::{Piece, Problem};
use crate::{capture, quiet, Color, Rules};

/// The extra state of a variant's positions and the move rules that read it.
pub trait Extra: Copy + Default + Eq + fmt::Debug + Send + Sync + 'static {
    /// The moves are the plain ones, made by the defaults below and played with nothing after:
    /// perft's and the move counting's shortcuts rely on it ([`crate::capture_count`]).
    const PLAIN_MOVES: bool = false;
    /// Several pieces may share a square (bashni): a setup lists a column top first.
    const COLUMNS: bool = false;
    /// The move is recorded (stavropol): FEN writes it as `:L<from>-<to>`.
    const LAST_MOVE: bool = false;

    /// Appends the legal captures of `pos` to `out`; false, and nothing appended, when it has
    /// none (then its quiet moves are the legal moves).
    #[inline(always)]
    fn captures<R: Rules<Extra = Self>>(pos: &Position<R>, out: &mut Vec<Move>) -> bool {
        capture::generate(pos, out)
    }

    /// Hands the quiet moves of `pos`, which has no capture, to `visit`.
    #[inline(always)]
    fn for_each_quiet<R: Rules<Extra = Self>>(pos: &Position<R>, visit: impl FnMut(Move)) {
        quiet::for_each(pos, visit);
    }

    /// The number of quiet moves of `pos`, which has no capture.
    #[inline(always)]
    fn count_quiet<R: Rules<Extra = Self>>(pos: &Position<R>) -> u64 {
        quiet::count(pos)
    }

    /// Whose piece `mv`, a legal move of `pos`, moves: the side to move's (stavropol: perhaps
    /// the other side's).
    #[inline(always)]
    fn owner<R: Rules<Extra = Self>>(pos: &Position<R>, _mv: &Move) -> Color {
        pos.turn()
    }

    /// Brings `next` up to date after `mv`, a legal move of `pos`: `next` is what the plain
    /// core made of it (the piece moved and crowned, the captured squares emptied, the hash
    /// updated for both); this adds the extra state's changes and their part of the hash.
    #[inline(always)]
    fn after<R: Rules<Extra = Self>>(_pos: &Position<R>, _mv: &Move, _next: &mut Position<R>) {}

    /// The landing squares of `mv` ([`Position::path`]).
    fn path<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Option<Path> {
        capture::path(pos, mv)
    }

    /// The state's part of the Zobrist hash, from scratch.
    fn hash(&self) -> u64 {
        0
    }

    /// The pieces a setup lists on `bit` after its top (bashni's column under the top, top
    /// first), for FEN and the other texts.
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
    const PLAIN_MOVES: bool = true;

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

/// Adds a problem for a last move, in a variant that does not keep one.
pub(crate) fn refuse_last_move(last_move: Option<(u32, u32)>, problems: &mut Vec<Problem>) {
    if last_move.is_some() {
        problems.push(Problem::LastMoveNotKept);
    }
}
