//! Fuzzes the engine's weights file reader (`shashki_engine::eval::Weights::parse`) with
//! arbitrary bytes, read as text under every variant, and checks what it promises:
//!
//! - it never panics;
//! - an error names a line of the text (or 0 for a missing term);
//! - weights that read write a file that reads as the same weights and writes the same again.
//!
//! Run with `scripts/fuzz.sh SECONDS weights`. The seeds in `seeds/weights` are committed
//! weights files.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shashki::{with_rules, Rules, Variant};
use shashki_engine::eval::Weights;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for variant in Variant::ALL {
        with_rules!(variant, R => check::<R>(&text));
    }
});

fn check<R: Rules>(text: &str) {
    match Weights::parse::<R>(text) {
        Ok(weights) => {
            let written = weights.to_text::<R>(&["fuzz".to_string()]);
            let again = Weights::parse::<R>(&written)
                .unwrap_or_else(|e| panic!("{}: {written:?} does not read: {e}", R::VARIANT));
            assert_eq!(again, weights, "{}", R::VARIANT);
            assert_eq!(again.to_text::<R>(&["fuzz".to_string()]), written);
        }
        Err(e) => assert!(
            e.line <= text.lines().count(),
            "{}: line {} of {} lines",
            R::VARIANT,
            e.line,
            text.lines().count()
        ),
    }
}
