//! The `pdn_reader` fuzz target's promises on every committed seed, the crashes it found before
//! among them: a fixed crash stays fixed in `cargo test`, without cargo-fuzz.

#[path = "../../../fuzz/promises/pdn_reader.rs"]
mod promises;
#[path = "../../../fuzz/promises/seeds.rs"]
mod seeds;

#[test]
fn every_seed_keeps_the_readers_promises() {
    seeds::every_seed("pdn_reader", promises::check);
}
