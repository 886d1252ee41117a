//! Fuzzes the Hub board string reader and writer (`shashki_hub::board`) with arbitrary bytes,
//! read as one line under every variant, and checks what they promise:
//!
//! - neither panics;
//! - an error's column lies within the text read (1 to one past its last character);
//! - a board string that reads gives a FEN that writes back the same board string (its side
//!   letter in capitals);
//! - a FEN that the writer takes gives a board string that reads back to a FEN giving the same
//!   board string.
//!
//! Run with `scripts/fuzz.sh SECONDS hub_board`. The seeds in `seeds/hub_board` are start and
//! end-game boards of both sizes and FENs of both numberings.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shashki::Variant;
use shashki_hub::board;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let line = text.lines().next().unwrap_or_default();
    for variant in Variant::ALL {
        check(variant, line);
    }
});

fn within(column: usize, text: &str) -> bool {
    (1..=text.chars().count() + 1).contains(&column)
}

fn check(variant: Variant, line: &str) {
    match board::to_fen(variant, line) {
        Ok(fen) => {
            let written = board::from_fen(variant, &fen)
                .unwrap_or_else(|e| panic!("{variant}: {fen:?} from {line:?} does not read: {e}"));
            let mut expected: Vec<char> = line.chars().collect();
            expected[0] = expected[0].to_ascii_uppercase();
            assert_eq!(written, expected.into_iter().collect::<String>(), "{variant}");
        }
        Err(e) => assert!(within(e.column, line), "{variant}: {e:?} for {line:?}"),
    }
    match board::from_fen(variant, line) {
        Ok(written) => {
            let fen = board::to_fen(variant, &written)
                .unwrap_or_else(|e| panic!("{variant}: {written:?} from {line:?}: {e}"));
            let again = board::from_fen(variant, &fen).expect("a FEN the reader wrote");
            assert_eq!(again, written, "{variant}: {line:?}");
        }
        Err(e) => assert!(within(e.column, line), "{variant}: {e:?} for {line:?}"),
    }
}
