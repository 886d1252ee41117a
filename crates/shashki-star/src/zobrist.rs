//! Zobrist keys: one random number per (player, hole) and per player to move, fixed at compile
//! time from a seeded SplitMix64, so that a position's hash is the same in every run.

use shashki::SplitMix64;

use crate::board::{Board, HOLES};

struct Keys {
    piece: [[u64; HOLES]; 6],
    turn: [u64; 6],
}

const fn build() -> Keys {
    let mut keys = Keys {
        piece: [[0; HOLES]; 6],
        turn: [0; 6],
    };
    let mut state = 0x5354_4152_2121_u64;
    let mut c = 0;
    while c < 6 {
        let mut h = 0;
        while h < HOLES {
            let (next, value) = SplitMix64::step(state);
            state = next;
            keys.piece[c][h] = value;
            h += 1;
        }
        let (next, value) = SplitMix64::step(state);
        state = next;
        keys.turn[c] = value;
        c += 1;
    }
    keys
}

static KEYS: Keys = build();

/// The key of a piece of player `corner` (an index 0 to 5) in hole `hole` (an index).
pub(crate) fn piece(corner: usize, hole: usize) -> u64 {
    KEYS.piece[corner][hole]
}

/// The key of the star: none for the large one (its hashes as before), one for the small.
pub(crate) fn board(board: Board) -> u64 {
    match board {
        Board::Large => 0,
        Board::Small => 0x736D_616C_6C5F_7374,
    }
}

/// The key of player `corner` to move.
pub(crate) fn turn(corner: usize) -> u64 {
    KEYS.turn[corner]
}
