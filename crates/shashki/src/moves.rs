//! A move: from, to and the captured set, in 16 bytes; the landing squares are rebuilt from the
//! position when notation needs them ([`crate::Position::path`]). A variant whose moves are more
//! than that keeps the rest in the move's detail word, which fills the struct's padding (so it
//! costs no byte) and is zero in every other variant.

use std::ops::Deref;

/// Where a move's detail counts the pieces taken beyond one a captured square: a square that
/// loses several (bashni's columns, [`crate::columns`]) is in the captured set once.
pub(crate) const MORE_TAKEN_SHIFT: u32 = 24;

/// The most landing squares a capture can have: one per captured piece, and no variant has more
/// than 20 men a side.
pub const MAX_LANDINGS: usize = 20;

/// One legal move: the one move type of every crate. Squares are bit indices of the position's
/// board (see [`crate::square`] and [`crate::VariantPosition::square_number`] for canonical
/// numbers). Two capture routes with the same from, to and captured set are the same move
/// (RULES.md A2), so the move holds only that identity and whether a man is crowned; it is small
/// enough to copy freely in search and perft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    captured: u64,
    /// What the variant's extra state ([`crate::Extra`]) needs besides to play the move and to
    /// tell it from another with the same from, to and captured set; 0 where those are the whole
    /// move. From bit [`MORE_TAKEN_SHIFT`] it counts the pieces taken beyond one a captured square.
    detail: u32,
    from: u8,
    to: u8,
    promotes: bool,
}

impl Move {
    /// A quiet move from one square to another.
    #[inline(always)]
    pub(crate) fn quiet(from: u32, to: u32, promotes: bool) -> Move {
        Move {
            captured: 0,
            detail: 0,
            from: from as u8,
            to: to as u8,
            promotes,
        }
    }

    /// A capture from `from` to `to` taking `captured`.
    #[inline(always)]
    pub(crate) fn capture(from: u32, to: u32, captured: u64, promotes: bool) -> Move {
        Move {
            captured,
            detail: 0,
            from: from as u8,
            to: to as u8,
            promotes,
        }
    }

    /// A capture whose variant keeps `detail` besides (see [`Move::detail`]).
    #[inline(always)]
    pub(crate) fn with_detail(
        from: u32,
        to: u32,
        captured: u64,
        promotes: bool,
        detail: u32,
    ) -> Move {
        Move {
            captured,
            detail,
            from: from as u8,
            to: to as u8,
            promotes,
        }
    }

    /// The square the piece leaves.
    #[inline(always)]
    pub fn from(&self) -> u32 {
        u32::from(self.from)
    }

    /// The square the piece ends on.
    #[inline(always)]
    pub fn to(&self) -> u32 {
        u32::from(self.to)
    }

    /// The captured pieces, as a bitboard.
    #[inline(always)]
    pub fn captured(&self) -> u64 {
        self.captured
    }

    /// True for a capture.
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The number of pieces the move takes: one a captured square, and in bashni one more for
    /// each further time a column was jumped.
    #[inline]
    pub fn taken(&self) -> u32 {
        self.captured.count_ones() + (self.detail >> MORE_TAKEN_SHIFT)
    }

    /// The part of the move only the variant's extra state reads ([`crate::Extra`]): bashni's
    /// code of what a capture took from the columns ([`crate::columns`]); 0 in other variants.
    #[inline(always)]
    pub(crate) fn detail(&self) -> u32 {
        self.detail
    }

    /// True when a man is crowned by this move (at its end, or mid-capture in russian).
    #[inline(always)]
    pub fn promotes(&self) -> bool {
        self.promotes
    }
}

/// The landing squares of a move in order, the last being [`Move::to`] (bit indices); a quiet
/// move has one. Rebuilt by [`crate::Position::path`] for notation and for choosing a capture
/// square by square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Path {
    len: u8,
    squares: [u8; MAX_LANDINGS],
}

impl Path {
    /// A path from its squares (at most [`MAX_LANDINGS`]).
    pub(crate) fn new(squares: &[u8]) -> Path {
        let mut path = Path {
            len: squares.len() as u8,
            squares: [0; MAX_LANDINGS],
        };
        path.squares[..squares.len()].copy_from_slice(squares);
        path
    }
}

impl Deref for Path {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.squares[..usize::from(self.len)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_fits_in_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Move>(), 16);
    }
}
