//! Fuzzes the Russian book position text reader (`shashki::position_text`) with arbitrary
//! bytes, read as text under every variant, and checks what it promises:
//!
//! - it never panics;
//! - an error's column lies within the text (1 to one past its last character);
//! - a text that reads as a legal position writes, in Russian and in English, a text that
//!   reads as the same position and writes the same again.
//!
//! Run with `scripts/fuzz.sh SECONDS position_text`. The seeds in `seeds/position_text` are
//! the examples of RULES.md A4 and the reader's tests in both languages.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shashki::{position_text, with_rules, Language, Position, Rules, Variant};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for variant in Variant::ALL {
        with_rules!(variant, R => check::<R>(&text));
    }
});

fn check<R: Rules>(text: &str) {
    if let Err(e) = position_text::parse::<R>(text) {
        let length = text.chars().count();
        assert!(
            (1..=length + 1).contains(&e.column),
            "{}: column {} of a text of {length} characters: {text:?}",
            R::VARIANT,
            e.column
        );
    }
    let Ok(pos) = Position::<R>::from_text(text) else {
        return;
    };
    for language in [Language::Russian, Language::English] {
        let written = pos.to_text(language);
        let again = Position::<R>::from_text(&written)
            .unwrap_or_else(|e| panic!("{}: {written:?} does not read: {e}", R::VARIANT));
        assert_eq!(again, pos, "{}: {text:?} written as {written:?}", R::VARIANT);
        assert_eq!(again.to_text(language), written, "{}", R::VARIANT);
    }
}
