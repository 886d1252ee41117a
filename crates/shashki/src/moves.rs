//! A move: from, to, the captured set and the landing squares in order.

use crate::{square, Bits, Rules};

/// The most landing squares a capture can have: one per captured piece, and no variant has more
/// than 20 men a side.
pub const MAX_LANDINGS: usize = 20;

/// One legal move. Squares are bit indices of the position's board (see [`crate::Position`] for
/// the conversion to canonical numbers). Two capture routes with the same from, to and captured
/// set are the same move (RULES.md A2); the path kept is the first route found.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    captured: u64,
    captured_kings: u64,
    from: u8,
    to: u8,
    promotes: bool,
    len: u8,
    landings: [u8; MAX_LANDINGS],
}

impl Move {
    /// A quiet move from one square to another.
    #[inline]
    pub(crate) fn quiet(from: u32, to: u32, promotes: bool) -> Move {
        let mut landings = [0; MAX_LANDINGS];
        landings[0] = to as u8;
        Move {
            captured: 0,
            captured_kings: 0,
            from: from as u8,
            to: to as u8,
            promotes,
            len: 1,
            landings,
        }
    }

    /// A capture with its route: the first `len` entries of `landings` (the whole array is
    /// copied, a constant-size copy being cheaper than a variable one).
    #[inline]
    pub(crate) fn capture(
        from: u32,
        captured: u64,
        captured_kings: u64,
        landings: &[u8; MAX_LANDINGS],
        len: usize,
        promotes: bool,
    ) -> Move {
        Move {
            captured,
            captured_kings,
            from: from as u8,
            to: landings[len - 1],
            promotes,
            len: len as u8,
            landings: *landings,
        }
    }

    /// The square the piece leaves.
    #[inline]
    pub fn from(&self) -> u32 {
        u32::from(self.from)
    }

    /// The square the piece ends on.
    #[inline]
    pub fn to(&self) -> u32 {
        u32::from(self.to)
    }

    /// The captured pieces, as a bitboard.
    #[inline]
    pub fn captured(&self) -> u64 {
        self.captured
    }

    /// The captured kings, a subset of [`Move::captured`]; kept so that a move can be taken back.
    #[inline]
    pub fn captured_kings(&self) -> u64 {
        self.captured_kings
    }

    /// True for a capture.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// True when a man is crowned by this move (at its end, or mid-capture in russian).
    #[inline]
    pub fn promotes(&self) -> bool {
        self.promotes
    }

    /// The landing squares in order; the last one is [`Move::to`].
    #[inline]
    pub fn path(&self) -> &[u8] {
        &self.landings[..usize::from(self.len)]
    }

    /// True when both moves have the same identity: from, to and captured set.
    #[inline]
    pub fn same_identity(&self, other: &Move) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured
    }
}

/// A move in canonical square numbers (INTERFACES section 2), the form of every
/// machine-readable output: `path` starts with `from` and ends with `to`; `captured` is sorted.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CanonicalMove {
    /// The square left.
    pub from: u32,
    /// The square reached.
    pub to: u32,
    /// `from`, then every landing square in order.
    pub path: Vec<u32>,
    /// The captured squares, sorted.
    pub captured: Vec<u32>,
}

impl Move {
    /// This move (of variant `R`) in canonical numbers.
    pub fn canonical<R: Rules>(&self) -> CanonicalMove {
        let number = |bit: u32| square::number_of_bit::<R>(bit);
        let mut captured: Vec<u32> = Bits(self.captured).map(number).collect();
        captured.sort_unstable();
        CanonicalMove {
            from: number(self.from()),
            to: number(self.to()),
            path: std::iter::once(self.from())
                .chain(self.path().iter().map(|&l| u32::from(l)))
                .map(number)
                .collect(),
            captured,
        }
    }
}

impl PartialEq for Move {
    /// Moves are equal when their identities are (the route does not matter).
    fn eq(&self, other: &Move) -> bool {
        self.same_identity(other)
    }
}

impl Eq for Move {}
