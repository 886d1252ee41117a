//! Zobrist keys: one random word per (piece kind, square) and one for the side to move.

/// Index of a piece kind in [`PIECE_KEYS`]: white man, white king, black man, black king.
#[inline(always)]
pub const fn kind(color: usize, king: bool) -> usize {
    color * 2 + king as usize
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build() -> ([[u64; 64]; 4], u64) {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0x5348_4153_484B_4921; // "SHASHKI!": any fixed seed will do
    let mut k = 0;
    while k < 4 {
        let mut sq = 0;
        while sq < 64 {
            let (s, v) = splitmix(state);
            state = s;
            keys[k][sq] = v;
            sq += 1;
        }
        k += 1;
    }
    let (_, side) = splitmix(state);
    (keys, side)
}

const TABLES: ([[u64; 64]; 4], u64) = build();

/// Key of each piece kind on each bit.
pub static PIECE_KEYS: [[u64; 64]; 4] = TABLES.0;

/// Xored in when Black is to move.
pub const BLACK_TO_MOVE: u64 = TABLES.1;
