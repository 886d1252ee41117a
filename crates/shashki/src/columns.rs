//! Bashni's columns (RULES.md §16.1a): a stack of pieces per square, the top one in the
//! position's bitboards (it is what moves, captures and is captured), the pieces under it here.
//!
//! A capture takes the top piece of each column it jumps and puts it at the bottom of the
//! capturing column; the rest of the jumped column stays, owned by its new top, and may be jumped
//! again in the same move if that top is the opponent's. A move is identified by its start, its
//! end and the position it leaves (RULES.md A2 says as much for the other variants, where the
//! captured set fixes that position): so besides the set of squares jumped, a bashni capture
//! carries [`Taken`], how many pieces each of those columns lost and which of the pieces taken
//! were kings, in order. Routes that differ only in the order of two jumped columns whose tops
//! were of the same rank leave the same position and are one move; perft counts them once.

use std::fmt;

use crate::bits::Bits;
use crate::column_capture;
use crate::extra::{refuse_last_move, Extra};
use crate::moves::{Move, Path};
use crate::position::Position;
use crate::setup::{Piece, Problem};
use crate::splitmix::SplitMix64;
use crate::zobrist::PIECE_KEYS;
use crate::{capture, quiet, Color, Rules};

/// Bits of a [`Stack`]: the colour flags (1 = black) from bit 0, the king flags from bit
/// `FLAGS`, the length from bit `2 * FLAGS`.
const FLAGS: u32 = 24;

/// The pieces under a column's top, top first; empty for a single piece. A column holds at
/// most the 24 pieces of the game.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Stack(u64);

impl Stack {
    /// No piece under the top.
    pub const EMPTY: Stack = Stack(0);

    /// The number of pieces under the top.
    #[inline]
    pub fn len(self) -> u32 {
        (self.0 >> (2 * FLAGS)) as u32
    }

    /// True when the top piece stands alone.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `i`-th piece under the top (0: the one just under it): its colour and whether it is
    /// a king.
    #[inline]
    fn get(self, i: u32) -> (Color, bool) {
        let color = if self.0 >> i & 1 != 0 {
            Color::Black
        } else {
            Color::White
        };
        (color, self.0 >> (FLAGS + i) & 1 != 0)
    }

    /// The pieces under the top, top first: colour and king flag.
    pub fn iter(self) -> impl Iterator<Item = (Color, bool)> {
        (0..self.len()).map(move |i| self.get(i))
    }

    /// The number of pieces of `color` under the top.
    #[inline]
    pub fn count(self, color: Color) -> u32 {
        let mask = (1u64 << self.len()) - 1;
        let black = (self.0 & mask).count_ones();
        match color {
            Color::Black => black,
            Color::White => self.len() - black,
        }
    }

    /// Takes the piece just under the top off the stack (it becomes the new top).
    #[inline]
    fn pop_top(&mut self) -> Option<(Color, bool)> {
        let n = self.len();
        if n == 0 {
            return None;
        }
        let first = self.get(0);
        let colors = (self.0 & ((1 << FLAGS) - 1)) >> 1;
        let kings = (self.0 >> FLAGS & ((1 << FLAGS) - 1)) >> 1;
        self.0 = colors | kings << FLAGS | u64::from(n - 1) << (2 * FLAGS);
        Some(first)
    }

    /// Puts a piece at the bottom.
    #[inline]
    fn push_bottom(&mut self, color: Color, king: bool) {
        let n = self.len();
        let colors = self.0 & ((1 << FLAGS) - 1) | u64::from(color == Color::Black) << n;
        let kings = (self.0 >> FLAGS & ((1 << FLAGS) - 1)) | u64::from(king) << n;
        self.0 = colors | kings << FLAGS | u64::from(n + 1) << (2 * FLAGS);
    }

    /// The hash of this stack under the top on `bit`.
    fn hash(self, bit: u32) -> u64 {
        SplitMix64::step(self.0 ^ PIECE_KEYS[0][bit as usize]).1
    }
}

impl Stack {
    /// The pieces under the top as FEN's column letters, top first ([`piece_letter`]).
    pub fn letters(self) -> String {
        self.iter().map(|(c, k)| piece_letter(c, k)).collect()
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters())
    }
}

/// The letter of a piece in a column: `w`/`b` a man, `W`/`B` a king (the FEN's column letters).
pub fn piece_letter(color: Color, king: bool) -> &'static str {
    match (color, king) {
        (Color::White, false) => "w",
        (Color::White, true) => "W",
        (Color::Black, false) => "b",
        (Color::Black, true) => "B",
    }
}

/// Bashni positions' bit indices stop below this (the 8×8 board's 32 squares in 36 bits).
const SLOTS: usize = 36;

/// The stacks under every top of a bashni position, by bit.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Columns {
    stacks: [Stack; SLOTS],
}

impl Default for Columns {
    fn default() -> Self {
        Columns {
            stacks: [Stack::EMPTY; SLOTS],
        }
    }
}

impl fmt::Debug for Columns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tall = (0..SLOTS as u32).filter(|&b| !self.stacks[b as usize].is_empty());
        f.debug_map()
            .entries(tall.map(|b| (b, self.stacks[b as usize])))
            .finish()
    }
}

/// What a bashni capture took, as [`Move`] keeps it in 32 bits: the number of pieces taken
/// (bits 24–27, at most 12, the other side's pieces), whether each was a king (bit `i` for the
/// `i`-th taken), and how many each jumped square lost, in the bit order of the captured set,
/// as a unary code from bit 12 (for each square, a one for every piece past the first, then a
/// zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Taken(pub(crate) u32);

impl Taken {
    /// The code of a capture that took the tops of `victims` (bits, in order) of which those
    /// flagged in `kings` (bit `i` for the `i`-th) were kings.
    pub(crate) fn new(victims: &[u8], kings: u32) -> Taken {
        let set = victims.iter().fold(0u64, |s, &v| s | 1 << v);
        let mut repeats = 0u32;
        let mut at = 0;
        for b in Bits(set) {
            let times = victims.iter().filter(|&&v| u32::from(v) == b).count() as u32;
            repeats |= ((1 << (times - 1)) - 1) << at;
            at += times;
        }
        Taken(kings | repeats << 12 | (victims.len() as u32) << 24)
    }

    /// The number of pieces taken.
    pub(crate) fn count(self) -> u32 {
        self.0 >> 24
    }

    /// True when the `i`-th piece taken was a king.
    fn king(self, i: u32) -> bool {
        self.0 >> i & 1 != 0
    }

    /// The jumped squares of `set` with the number of pieces each lost.
    fn losses(self, set: u64) -> impl Iterator<Item = (u32, u32)> {
        let repeats = self.0 >> 12 & 0xfff;
        let mut at = 0;
        Bits(set).map(move |b| {
            let mut times = 1;
            while repeats >> at & 1 != 0 {
                times += 1;
                at += 1;
            }
            at += 1;
            (b, times)
        })
    }
}

impl Columns {
    /// The stack on `bit`.
    #[inline]
    pub(crate) fn stack(&self, bit: u32) -> Stack {
        self.stacks[bit as usize]
    }

    /// Puts `stack` under the top on `bit`.
    #[inline]
    pub(crate) fn set(&mut self, bit: u32, stack: Stack) {
        self.stacks[bit as usize] = stack;
    }

    /// Takes the top off the column on `bit` of `pos`-like bitboards: the next piece down
    /// becomes the top, or the square empties. Returns the taken top's king flag.
    #[inline]
    pub(crate) fn take_top(&mut self, bit: u32, pieces: &mut [u64; 2], kings: &mut u64) -> bool {
        let bb = 1u64 << bit;
        let was_king = *kings & bb != 0;
        pieces[0] &= !bb;
        pieces[1] &= !bb;
        *kings &= !bb;
        if let Some((color, king)) = self.stacks[bit as usize].pop_top() {
            pieces[color.index()] |= bb;
            if king {
                *kings |= bb;
            }
        }
        was_king
    }
}

impl Extra for Columns {
    const COLUMNS: bool = true;

    fn generate<R: Rules<Extra = Self>>(pos: &Position<R>, out: &mut Vec<Move>) {
        // A first jump needs only the tops, as in russian.
        if capture::capturers(pos) != 0 {
            column_capture::generate(pos, out);
        } else {
            quiet::generate(pos, out);
        }
    }

    fn play<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Position<R> {
        let mut next = Self::placed(pos, mv);
        next.hash = next.full_hash();
        next
    }

    fn placed<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Position<R> {
        let us = pos.turn();
        let (from, to) = (mv.from(), mv.to());
        let mut next = *pos;
        let was_king = pos.kings & (1u64 << from) != 0;
        let mut column = pos.extra.stack(from);
        next.pieces[us.index()] &= !(1u64 << from);
        next.kings &= !(1u64 << from);
        next.extra.stacks[from as usize] = Stack::EMPTY;
        if mv.is_capture() {
            let taken = Taken(mv.columns());
            for (square, times) in taken.losses(mv.captured()) {
                for _ in 0..times {
                    next.extra
                        .take_top(square, &mut next.pieces, &mut next.kings);
                }
            }
            for i in 0..taken.count() {
                column.push_bottom(!us, taken.king(i));
            }
        }
        next.pieces[us.index()] |= 1u64 << to;
        if was_king || mv.promotes() {
            next.kings |= 1u64 << to;
        }
        next.extra.stacks[to as usize] = column;
        next.turn = !us;
        next
    }

    fn path<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Option<Path> {
        column_capture::path(pos, mv)
    }

    fn hash(&self) -> u64 {
        let mut h = 0;
        for (b, s) in self.stacks.iter().enumerate() {
            if !s.is_empty() {
                h ^= s.hash(b as u32);
            }
        }
        h
    }

    fn below(&self, bit: u32) -> Stack {
        self.stack(bit)
    }

    fn from_setup<R: Rules<Extra = Self>>(
        pos: &Position<R>,
        under: &[(u32, Piece)],
        last_move: Option<(u32, u32)>,
        problems: &mut Vec<Problem>,
    ) -> Self {
        refuse_last_move(last_move, problems);
        let mut columns = Columns::default();
        for &(bit, p) in under {
            columns.stacks[bit as usize].push_bottom(p.color, p.king);
        }
        for (bit, p) in under {
            let top = if pos.pieces(Color::White) & (1 << bit) != 0 {
                Color::White
            } else {
                Color::Black
            };
            let stack = columns.stack(*bit);
            let changes = (0..stack.len())
                .scan(top, |above, i| {
                    let (color, _) = stack.get(i);
                    let changed = color != *above;
                    *above = color;
                    Some(changed)
                })
                .filter(|&c| c)
                .count();
            let problem = Problem::MixedColumn(p.square);
            if changes > 1 && !problems.contains(&problem) {
                problems.push(problem);
            }
        }
        columns
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stack_pops_from_the_top_and_grows_at_the_bottom() {
        let mut s = Stack::EMPTY;
        s.push_bottom(Color::Black, false);
        s.push_bottom(Color::White, true);
        s.push_bottom(Color::Black, true);
        assert_eq!(format!("{s:?}"), "bWB");
        assert_eq!(
            (s.len(), s.count(Color::Black), s.count(Color::White)),
            (3, 2, 1)
        );
        assert_eq!(s.pop_top(), Some((Color::Black, false)));
        assert_eq!(format!("{s:?}"), "WB");
        assert_eq!(s.pop_top(), Some((Color::White, true)));
        assert_eq!(s.pop_top(), Some((Color::Black, true)));
        assert_eq!((s.pop_top(), s), (None, Stack::EMPTY));
    }

    #[test]
    fn the_taken_code_keeps_counts_and_kings_in_order() {
        // Squares 5, 9, 5 again, 20: the second and the last taken were kings.
        let code = Taken::new(&[5, 9, 5, 20], 0b1010);
        assert_eq!(code.count(), 4);
        let set = 1 << 5 | 1 << 9 | 1 << 20;
        assert_eq!(
            code.losses(set).collect::<Vec<_>>(),
            [(5, 2), (9, 1), (20, 1)]
        );
        assert!(!code.king(0) && code.king(1) && !code.king(2) && code.king(3));
        // Two men taken from two columns in either order leave the same position: one code.
        assert_eq!(Taken::new(&[3, 7], 0), Taken::new(&[7, 3], 0));
        // A king and a man: the order shows at the bottom of the capturing column.
        assert_ne!(Taken::new(&[3, 7], 0b01), Taken::new(&[7, 3], 0b10));
    }
}
