//! Fuzzes FEN reading and move parsing of every variant, and checks the invariants that tie
//! positions, moves and hashes together (`fuzz/promises/fen_and_moves.rs` lists and checks them).
//!
//! Run with `scripts/fuzz.sh SECONDS fen_and_moves` (the default target).

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../promises/fen_and_moves.rs"]
mod promises;

fuzz_target!(|data: &[u8]| promises::check(data));
