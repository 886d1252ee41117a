//! A position: where the pieces stand and who is to move, with its Zobrist hash.

use std::fmt;
use std::marker::PhantomData;

use crate::bits::Bits;
use crate::extra::Extra;
use crate::geometry::Geometry;
use crate::moves::Move;
use crate::zobrist::{kind, BLACK_TO_MOVE, MAX_RUN, PIECE_KEYS, RUN_KEYS};
use crate::{Color, Rules};

/// A legal position of variant `R`: pieces per side, kings, the side to move, what the variant
/// keeps besides ([`Rules::Extra`]: bashni's columns, stavropol's last move) and the hash.
///
/// Positions are small values; [`Position::play`] returns the next one. Build one with
/// [`Position::start`] or from a checked [`crate::Setup`]. In bashni the bitboards hold the top
/// piece of every column, which is what moves and captures, and the extra state the rest.
pub struct Position<R: Rules> {
    pub(crate) pieces: [u64; 2],
    pub(crate) kings: u64,
    pub(crate) turn: Color,
    /// Frisian's king-move limit ([`Rules::KING_MOVE_LIMIT`]): per side, the king that made
    /// that side's last moves without capturing, as `moves << 6 | bit` in the low byte for White
    /// and the high byte for Black; 0 for none, and always 0 for a side without men and in the
    /// other variants. (One word rather than two bytes: the compiler then keeps positions in
    /// registers in perft.)
    runs: u16,
    pub(crate) extra: R::Extra,
    pub(crate) hash: u64,
    rules: PhantomData<R>,
}

impl<R: Rules> Clone for Position<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Rules> Copy for Position<R> {}

impl<R: Rules> PartialEq for Position<R> {
    fn eq(&self, other: &Self) -> bool {
        self.pieces == other.pieces
            && self.kings == other.kings
            && self.turn == other.turn
            && self.runs == other.runs
            && self.extra == other.extra
    }
}

impl<R: Rules> Eq for Position<R> {}

impl<R: Rules> fmt::Debug for Position<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position<{}>({})", R::VARIANT, crate::fen::write(self))
    }
}

impl<R: Rules> Default for Position<R> {
    fn default() -> Self {
        Self::start()
    }
}

/// The hash difference between the positions before and after `mv`, whose piece belongs to
/// `owner` and was a king or not, taking the captured pieces `captured` (white and black) of
/// which `kings` are kings.
#[inline(always)]
fn move_key(mv: &Move, owner: Color, was_king: bool, captured: [u64; 2], kings: u64) -> u64 {
    let us = owner.index();
    let mut h = BLACK_TO_MOVE
        ^ PIECE_KEYS[kind(us, was_king)][mv.from() as usize]
        ^ PIECE_KEYS[kind(us, was_king || mv.promotes())][mv.to() as usize];
    for color in Color::BOTH {
        let c = color.index();
        for b in Bits(captured[c] & !kings) {
            h ^= PIECE_KEYS[kind(c, false)][b as usize];
        }
        for b in Bits(captured[c] & kings) {
            h ^= PIECE_KEYS[kind(c, true)][b as usize];
        }
    }
    h
}

/// The hash key of one side's king run (`moves << 6 | bit`, 0 for none).
#[inline(always)]
fn run_key(side: usize, run: u8) -> u64 {
    match run >> 6 {
        0 => 0,
        moves => RUN_KEYS[side][(usize::from(moves) - 1).min(MAX_RUN - 1)][usize::from(run & 63)],
    }
}

/// One side's run (`moves << 6 | bit`) out of both sides' word.
#[inline(always)]
fn run_of(runs: u16, side: usize) -> u8 {
    runs.to_le_bytes()[side]
}

/// Both sides' word with one side's run replaced.
#[inline(always)]
fn with_run(runs: u16, side: usize, run: u8) -> u16 {
    let mut bytes = runs.to_le_bytes();
    bytes[side] = run;
    u16::from_le_bytes(bytes)
}

/// The last row of `color`'s men: the top row for White, the bottom row for Black.
#[inline(always)]
pub(crate) fn promotion_row<R: Rules>(color: Color) -> u64 {
    match color {
        Color::White => R::Board::row(0),
        Color::Black => R::Board::row(R::Board::ROWS - 1),
    }
}

impl<R: Rules> Position<R> {
    /// Builds a position from raw bitboards; the caller guarantees they are consistent.
    pub(crate) fn from_parts(white: u64, black: u64, kings: u64, turn: Color) -> Self {
        Self::with_extra(white, black, kings, turn, R::Extra::default())
    }

    /// [`Position::from_parts`] with the variant's extra state.
    pub(crate) fn with_extra(
        white: u64,
        black: u64,
        kings: u64,
        turn: Color,
        extra: R::Extra,
    ) -> Self {
        let mut pos = Position {
            pieces: [white, black],
            kings,
            turn,
            runs: 0,
            extra,
            hash: 0,
            rules: PhantomData,
        };
        pos.hash = pos.full_hash();
        pos
    }

    /// A position from raw bitboards (the bit indices [`Position::pieces`] uses), for tools that
    /// enumerate positions (endgame databases). `None` when the parts are inconsistent: a piece off
    /// the board, a square of both sides, a king mark on an empty square, a man on its promotion
    /// row, or more pieces than the variant gives a side.
    pub fn from_bitboards(white: u64, black: u64, kings: u64, turn: Color) -> Option<Self> {
        let all = R::Board::TABLES.all;
        let occupied = white | black;
        let men_on_last_row = (white & !kings & promotion_row::<R>(Color::White))
            | (black & !kings & promotion_row::<R>(Color::Black));
        let consistent = white & black == 0
            && occupied & !all == 0
            && kings & !occupied == 0
            && men_on_last_row == 0
            && white.count_ones() <= R::MEN
            && black.count_ones() <= R::MEN;
        consistent.then(|| Self::from_parts(white, black, kings, turn))
    }

    /// The variant's start position: Black's men on the first squares, White's on the last,
    /// the variant's first player to move.
    pub fn start() -> Self {
        let t = R::Board::TABLES;
        let mut black = 0;
        let mut white = 0;
        let n = R::Board::SQUARES as usize;
        let skip = (R::START_EMPTY_ROWS * R::Board::HALF) as usize;
        for i in skip..skip + R::MEN as usize {
            black |= 1u64 << t.bit_of[i];
            white |= 1u64 << t.bit_of[n - 1 - i];
        }
        Self::from_parts(white, black, 0, R::FIRST)
    }

    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// All pieces of one side.
    #[inline(always)]
    pub fn pieces(&self, color: Color) -> u64 {
        self.pieces[color.index()]
    }

    /// All kings of both sides.
    #[inline(always)]
    pub fn kings(&self) -> u64 {
        self.kings
    }

    /// All men of both sides.
    #[inline(always)]
    pub fn men(&self) -> u64 {
        self.occupied() & !self.kings
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    /// Every empty playable square.
    #[inline(always)]
    pub fn empty(&self) -> u64 {
        R::Board::TABLES.all & !self.occupied()
    }

    /// Stavropol: the last move's start and end squares (bits), whose piece may not go straight
    /// back; `None` at the start and in every other variant.
    #[inline]
    pub fn last_move(&self) -> Option<(u32, u32)> {
        self.extra.last_move()
    }

    /// Frisian's king-move limit: the king of `color` that made that side's last moves without
    /// capturing, and how many (its bit and the count), while the side has men.
    pub fn king_run(&self, color: Color) -> Option<(u32, u32)> {
        let run = run_of(self.runs, color.index());
        (run != 0).then(|| (u32::from(run & 63), u32::from(run >> 6)))
    }

    /// The king of the side to move that has used up its quiet moves (Frisian), as a bitboard.
    #[inline(always)]
    pub(crate) fn barred_king(&self) -> u64 {
        match R::KING_MOVE_LIMIT {
            None => 0,
            Some(limit) => match self.king_run(self.turn) {
                Some((bit, moves)) if moves >= limit => 1 << bit,
                _ => 0,
            },
        }
    }

    /// Sets a side's king run, for a checked setup: the bit holds a king of `color` and the side
    /// has men, the count lies within the limit.
    pub(crate) fn set_king_run(&mut self, color: Color, bit: u32, moves: u32) {
        let side = color.index();
        self.hash ^= run_key(side, run_of(self.runs, side));
        self.runs = with_run(self.runs, side, (moves << 6 | bit) as u8);
        self.hash ^= run_key(side, run_of(self.runs, side));
    }

    /// The Zobrist hash, kept up to date by [`Position::play`].
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equal to [`Position::hash`] (a property test checks it).
    pub fn full_hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black {
            BLACK_TO_MOVE
        } else {
            0
        };
        for color in Color::BOTH {
            for b in Bits(self.pieces(color)) {
                h ^= PIECE_KEYS[kind(color.index(), self.kings & (1 << b) != 0)][b as usize];
            }
            h ^= run_key(color.index(), run_of(self.runs, color.index()));
        }
        h ^ self.extra.hash()
    }

    /// The position after `mv`, which must be a legal move of this position.
    #[inline]
    pub fn play(&self, mv: &Move) -> Self {
        let mut next = self.played_by(mv, R::Extra::owner(self, mv));
        R::Extra::after(self, mv, &mut next);
        next
    }

    /// The position after `mv` without keeping the hash right: for perft, which needs none.
    #[inline(always)]
    pub(crate) fn placed(&self, mv: &Move) -> Self {
        let mut next = self.placed_by(mv, R::Extra::owner(self, mv));
        R::Extra::after(self, mv, &mut next);
        next
    }

    /// The position after `mv`, a move of a piece of `owner` (the side to move but in stavropol)
    /// taking off the captured pieces, with the hash brought up to date for everything but the
    /// extra state.
    #[inline(always)]
    fn played_by(&self, mv: &Move, owner: Color) -> Self {
        let was_king = self.kings & (1u64 << mv.from()) != 0;
        let captured = [
            self.pieces[0] & mv.captured(),
            self.pieces[1] & mv.captured(),
        ];
        let mut next = self.placed_by(mv, owner);
        next.hash ^= move_key(mv, owner, was_king, captured, self.kings & mv.captured());
        if const { R::KING_MOVE_LIMIT.is_some() } {
            for side in 0..2 {
                next.hash ^=
                    run_key(side, run_of(self.runs, side)) ^ run_key(side, run_of(next.runs, side));
            }
        }
        next
    }

    /// The pieces after `mv`, a move of a piece of `owner`, the hash left as it was.
    #[inline(always)]
    fn placed_by(&self, mv: &Move, owner: Color) -> Self {
        let us = owner.index();
        let from = 1u64 << mv.from();
        let to = 1u64 << mv.to();
        let mut next = *self;
        // Only samoedy's pieces capture pieces of their own side.
        let own_taken = if R::CAPTURES_OWN { mv.captured() } else { 0 };
        // Written with and/or, not xor: a circular capture may end on its start square.
        let mover = (self.pieces[us] & !from & !own_taken) | to;
        let other = self.pieces[1 - us] & !mv.captured();
        // Both words written at once: a store at a computed index followed by a wide copy of
        // the position stalls store forwarding.
        next.pieces = if us == 0 {
            [mover, other]
        } else {
            [other, mover]
        };
        let kings = self.kings & !mv.captured();
        next.kings = if self.kings & from != 0 {
            (kings & !from) | to
        } else if mv.promotes() {
            kings | to
        } else {
            kings
        };
        next.turn = !self.turn;
        if const { R::KING_MOVE_LIMIT.is_some() } {
            next.runs = self.runs_after(mv, &next);
        }
        next
    }

    /// The king runs after `mv` reached `next` (Frisian): the mover's king that moved quietly
    /// extends its run or starts one, any other move ends it; a side left without men, or whose
    /// running king was taken, has none.
    #[inline(always)]
    fn runs_after(&self, mv: &Move, next: &Self) -> u16 {
        let us = self.turn.index();
        let them = 1 - us;
        let mut runs = [run_of(self.runs, 0), run_of(self.runs, 1)];
        let has_men = |side: usize| next.pieces[side] & !next.kings != 0;
        let run_bit = 1u64 << (runs[them] & 63);
        if runs[them] != 0 && (mv.captured() & run_bit != 0 || !has_men(them)) {
            runs[them] = 0;
        }
        let by_king = self.kings & (1u64 << mv.from()) != 0;
        runs[us] = if by_king && !mv.is_capture() && has_men(us) {
            let moves = match self.king_run(self.turn) {
                Some((bit, moves)) if bit == mv.from() => moves + 1,
                _ => 1,
            };
            (moves << 6 | mv.to()) as u8
        } else {
            0
        };
        u16::from_le_bytes(runs)
    }

    /// The same position with the other side to move (for analysis and tests).
    pub fn with_turn(&self, turn: Color) -> Self {
        Self::with_extra(self.pieces[0], self.pieces[1], self.kings, turn, self.extra)
    }
}
