//! The fixed search behind `shashki bench`: the same positions, depths and settings every
//! time, so the node count is a signature of the engine's behaviour (Stockfish's `Bench: N`).

use std::time::{Duration, Instant};

use shashki::{Variant, VariantGame, VariantPosition};

use crate::{Engine, Limits};

/// (variant, FEN, depth) of each bench search.
pub const POSITIONS: [(Variant, &str, u32); 8] = [
    (Variant::Russian, "startpos", 14),
    (
        Variant::Russian,
        "B:W17,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,16",
        14,
    ),
    (Variant::Brazilian, "startpos", 13),
    (Variant::English, "startpos", 15),
    (Variant::Italian, "startpos", 14),
    (Variant::International, "startpos", 11),
    (
        Variant::International,
        "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26",
        12,
    ),
    (Variant::International, "W:WK46,31,32,33:B10,15,K5", 12),
];

/// The total of a bench run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bench {
    /// Nodes searched, the signature.
    pub nodes: u64,
    /// Time taken.
    pub time: Duration,
}

/// Runs every bench search on one thread with a fresh 16 MB table, calling `each` after each
/// position with its variant, FEN and nodes.
pub fn run(mut each: impl FnMut(Variant, &str, u64)) -> Bench {
    let started = Instant::now();
    let mut nodes = 0;
    for (variant, fen, depth) in POSITIONS {
        let engine = Engine::with_hash(16);
        let start = VariantPosition::from_fen(variant, fen).expect("bench positions are legal");
        let result = engine
            .think(&VariantGame::new(start, None), Limits::depth(depth))
            .expect("bench positions have moves");
        nodes += result.nodes;
        each(variant, fen, result.nodes);
    }
    Bench {
        nodes,
        time: started.elapsed(),
    }
}
