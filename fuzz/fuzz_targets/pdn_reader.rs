//! Fuzzes the PDN reader with arbitrary bytes and checks what it promises
//! (`fuzz/promises/pdn_reader.rs` lists and checks them).
//!
//! Run with `scripts/fuzz.sh SECONDS pdn_reader`. The seeds in `seeds/pdn_reader` are the first
//! game of each file of `crates/shashki-pdn/tests/data/games` (see SOURCES.md there), small
//! texts holding every construct the reader knows, in several encodings, and the crashes found
//! before (`crash-*`).

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../promises/pdn_reader.rs"]
mod promises;

fuzz_target!(|data: &[u8]| promises::check(data));
