//! Helpers shared by the rule tests (`rules.rs`, `variants.rs`).

use shashki::{square, Bits, Position, Rules};

/// The legal moves as (from, to, captured) in canonical numbers, sorted.
pub fn triples<R: Rules>(fen: &str) -> Vec<(u32, u32, Vec<u32>)> {
    let pos = Position::<R>::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let n = |b: u32| square::number_of_bit::<R>(b);
    let mut out: Vec<(u32, u32, Vec<u32>)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let mut c: Vec<u32> = Bits(m.captured()).map(n).collect();
            c.sort_unstable();
            (n(m.from()), n(m.to()), c)
        })
        .collect();
    out.sort();
    out
}
