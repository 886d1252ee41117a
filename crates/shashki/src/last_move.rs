//! Stavropol (RULES.md §16.2): russian rules, but a player without a capture may move one of the
//! other side's pieces instead of his own, as its owner would (men towards their owner's
//! crowning row, crowned there). The piece the opponent just moved may not go straight back to
//! the square it came from, so a position remembers the last move: in its equality and hash (it
//! changes the legal moves, so two positions that differ in it are different positions, also for
//! the repetition rule) and in FEN (`:L<from>-<to>`).
//!
//! Decisions where §16.2 is silent: the ban is on quiet moves only (a capture is compulsory and
//! never banned) and follows every move, a capture too; a player who has no pieces left has lost
//! (russian), though he could still move the opponent's.

use crate::extra::Extra;
use crate::moves::Move;
use crate::position::Position;
use crate::setup::{Piece, Problem};
use crate::splitmix::SplitMix64;
use crate::square::number_of_bit;
use crate::{quiet, Color, Rules};

/// The start and end bits of the last move (none at the start of a game or setup).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LastMove(Option<[u8; 2]>);

impl Extra for LastMove {
    const LAST_MOVE: bool = true;

    fn for_each_quiet<R: Rules<Extra = Self>>(pos: &Position<R>, mut visit: impl FnMut(Move)) {
        let us = pos.turn();
        if pos.pieces(us) == 0 {
            return;
        }
        // The piece the opponent moved to `to` may not go back to `from`.
        let banned = pos
            .extra
            .0
            .map(|[from, to]| (u32::from(to), u32::from(from)));
        let mut keep = |mv: Move| {
            if banned != Some((mv.from(), mv.to())) {
                visit(mv);
            }
        };
        quiet::for_each_of(pos, us, &mut keep);
        quiet::for_each_of(pos, !us, &mut keep);
    }

    fn count_quiet<R: Rules<Extra = Self>>(pos: &Position<R>) -> u64 {
        let mut n = 0;
        Self::for_each_quiet(pos, |_| n += 1);
        n
    }

    /// The side to move's piece, or else the other side's.
    #[inline]
    fn owner<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Color {
        if pos.pieces(pos.turn()) & (1u64 << mv.from()) != 0 {
            pos.turn()
        } else {
            !pos.turn()
        }
    }

    fn after<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move, next: &mut Position<R>) {
        next.extra = LastMove(Some([mv.from() as u8, mv.to() as u8]));
        next.hash ^= pos.extra.hash() ^ next.extra.hash();
    }

    fn hash(&self) -> u64 {
        match self.0 {
            None => 0,
            Some([from, to]) => {
                SplitMix64::step(0x5354_4156 ^ u64::from(from) << 8 ^ u64::from(to)).1
            }
        }
    }

    fn last_move(&self) -> Option<(u32, u32)> {
        self.0.map(|[from, to]| (u32::from(from), u32::from(to)))
    }

    fn from_setup<R: Rules<Extra = Self>>(
        pos: &Position<R>,
        _under: &[(u32, Piece)],
        last_move: Option<(u32, u32)>,
        problems: &mut Vec<Problem>,
    ) -> Self {
        let Some((from, to)) = last_move else {
            return LastMove(None);
        };
        let occupied = pos.occupied();
        let fits = occupied & (1 << to) != 0 && (from == to || occupied & (1 << from) == 0);
        if !fits {
            problems.push(Problem::BadLastMove(
                number_of_bit::<R>(from),
                number_of_bit::<R>(to),
            ));
        }
        LastMove(Some([from as u8, to as u8]))
    }
}
