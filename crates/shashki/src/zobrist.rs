//! Zobrist keys: one random word per (piece kind, square) and one for the side to move.

use crate::splitmix::SplitMix64;

/// Index of a piece kind in [`PIECE_KEYS`]: white man, white king, black man, black king.
#[inline(always)]
pub const fn kind(color: usize, king: bool) -> usize {
    color * 2 + king as usize
}

const fn build() -> ([[u64; 64]; 4], u64) {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0x5348_4153_484B_4921; // "SHASHKI!": any fixed seed will do
    let mut k = 0;
    while k < 4 {
        let mut sq = 0;
        while sq < 64 {
            let (s, v) = SplitMix64::step(state);
            state = s;
            keys[k][sq] = v;
            sq += 1;
        }
        k += 1;
    }
    let (_, side) = SplitMix64::step(state);
    (keys, side)
}

const TABLES: ([[u64; 64]; 4], u64) = build();

/// Key of each piece kind on each bit.
pub static PIECE_KEYS: [[u64; 64]; 4] = TABLES.0;

/// Xored in when Black is to move.
pub const BLACK_TO_MOVE: u64 = TABLES.1;

/// The longest run of quiet moves of one king that [`RUN_KEYS`] has keys for (Frisian: 3).
pub const MAX_RUN: usize = 3;

const fn build_runs() -> [[[u64; 64]; MAX_RUN]; 2] {
    let mut keys = [[[0u64; 64]; MAX_RUN]; 2];
    let mut state = 0x4652_4953_4941_4E21; // "FRISIAN!": apart from the piece keys' seed
    let mut i = 0;
    while i < 2 * MAX_RUN * 64 {
        let (s, v) = SplitMix64::step(state);
        state = s;
        keys[i / (MAX_RUN * 64)][i / 64 % MAX_RUN][i % 64] = v;
        i += 1;
    }
    keys
}

/// Key of a side's king on a bit having made 1 to [`MAX_RUN`] quiet moves in a row (Frisian's
/// king-move limit changes the legal moves, so it is part of the position).
pub static RUN_KEYS: [[[u64; 64]; MAX_RUN]; 2] = build_runs();
