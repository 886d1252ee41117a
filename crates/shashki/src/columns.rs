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
use crate::moves::{Move, Path, MORE_TAKEN_SHIFT};
use crate::position::Position;
use crate::setup::{Piece, Problem};
use crate::splitmix::SplitMix64;
use crate::zobrist::{kind, PIECE_KEYS};
use crate::{capture, Color, Rules};

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

    /// This stack's key in the hash, under the top on `bit`: 0 for none, so that a move
    /// updates the hash by xoring out a square's old stack and in its new one.
    #[inline]
    fn key(self, bit: u32) -> u64 {
        if self.is_empty() {
            0
        } else {
            SplitMix64::step(self.0 ^ PIECE_KEYS[0][bit as usize]).1
        }
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

/// What a bashni capture took, as the move's detail word keeps it ([`Move::detail`]): whether
/// each piece taken was a king (bit `i` for the `i`-th taken; at most 12, the other side's
/// pieces), how many each jumped square lost, in the bit order of the captured set, as a unary
/// code from bit 12 (for each square, a one for every piece past the first, then a zero), and
/// from bit [`MORE_TAKEN_SHIFT`] the number of those ones, which [`Move::taken`] reads.
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
        Taken(kings | repeats << 12 | repeats.count_ones() << MORE_TAKEN_SHIFT)
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

impl<R: Rules<Extra = Columns>> Position<R> {
    /// The pieces under the top piece on `bit`, top first.
    #[inline]
    pub fn below(&self, bit: u32) -> Stack {
        self.extra.stack(bit)
    }
}

impl Extra for Columns {
    const COLUMNS: bool = true;

    fn captures<R: Rules<Extra = Self>>(pos: &Position<R>, out: &mut Vec<Move>) -> bool {
        // A first jump needs only the tops, as in russian.
        let any = capture::capturers(pos) != 0;
        if any {
            column_capture::generate(pos, out);
        }
        any
    }

    /// The core moved the capturing column's top and took the top of each jumped column; here
    /// the rest of the capturing column goes with its top, with the pieces taken put under it in
    /// order, and each jumped column loses its further pieces taken and shows its next one.
    fn after<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move, next: &mut Position<R>) {
        let (from, to) = (mv.from(), mv.to());
        let mut column = pos.extra.stack(from);
        let mut hash = column.key(from);
        next.extra.set(from, Stack::EMPTY);
        if mv.is_capture() {
            let taken = Taken(mv.detail());
            for (square, times) in taken.losses(mv.captured()) {
                let mut stack = pos.extra.stack(square);
                hash ^= stack.key(square);
                for _ in 1..times {
                    stack.pop_top();
                }
                if let Some((color, king)) = stack.pop_top() {
                    let bb = 1u64 << square;
                    next.pieces[color.index()] |= bb;
                    if king {
                        next.kings |= bb;
                    }
                    hash ^= PIECE_KEYS[kind(color.index(), king)][square as usize];
                }
                next.extra.set(square, stack);
                hash ^= stack.key(square);
            }
            for i in 0..mv.taken() {
                column.push_bottom(!pos.turn(), taken.king(i));
            }
        }
        next.extra.set(to, column);
        next.hash ^= hash ^ column.key(to);
    }

    fn path<R: Rules<Extra = Self>>(pos: &Position<R>, mv: &Move) -> Option<Path> {
        column_capture::path(pos, mv)
    }

    fn hash(&self) -> u64 {
        let mut h = 0;
        for (b, s) in self.stacks.iter().enumerate() {
            h ^= s.key(b as u32);
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
        let set = 1 << 5 | 1 << 9 | 1 << 20;
        assert_eq!(Move::with_detail(1, 2, set, false, code.0).taken(), 4);
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
