//! The `fen_and_moves` fuzz target's invariants on every committed seed, the crashes it found
//! before among them: a fixed crash stays fixed in `cargo test`, without cargo-fuzz.

#[path = "../../../fuzz/promises/fen_and_moves.rs"]
mod promises;
#[path = "../../../fuzz/promises/seeds.rs"]
mod seeds;

#[test]
fn every_seed_keeps_the_rules_invariants() {
    seeds::every_seed("fen_and_moves", promises::check);
}
