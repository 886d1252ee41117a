//! Resolving written moves: every form found in the archives, and ambiguity listed.

use shashki::{English, International, Position, Rules, Russian};
use shashki_pdn::{resolve, ResolveError};

/// The move `text` means in `pos`, in full notation.
fn full<R: Rules>(pos: &Position<R>, text: &str) -> String {
    pos.full_text(&resolve(pos, text).unwrap_or_else(|e| panic!("{text}: {e}")))
}

#[test]
fn padded_squares_numeric_and_algebraic_squares() {
    let pos = Position::<International>::start();
    assert_eq!(full(&pos, "32- 28"), "32-28");
    let pos = Position::<Russian>::start();
    assert_eq!(full(&pos, "22-18"), "c3-d4");
    assert_eq!(full(&pos, "c3-d4"), "c3-d4");
}

#[test]
fn captures_with_a_dash_quiet_moves_with_x_and_colons_anywhere() {
    let pos = Position::<Russian>::from_fen("W:Wc3:Bd4,h8").unwrap();
    assert_eq!(full(&pos, "c3-e5"), "c3:e5");
    assert_eq!(full(&pos, "c3xe5"), "c3:e5");
    let pos = Position::<English>::start();
    assert_eq!(full(&pos, "9x13"), "9-13");
    assert_eq!(full(&pos, "9:13"), "9-13");
}

#[test]
fn short_partial_and_full_capture_paths() {
    // The white king on a3 takes two different sets of men to b8 (INTERFACES.md §4).
    let pos = Position::<Russian>::from_fen("W:WK21:B3,6,14,23,25").unwrap();
    match resolve(&pos, "a3:b8") {
        Err(ResolveError::Ambiguous { text, candidates }) => {
            assert_eq!(text, "a3:b8");
            assert_eq!(candidates.len(), 2);
        }
        other => panic!("{other:?}"),
    }
    let legal = pos.legal_moves();
    for mv in &legal {
        let path = pos.full_text(mv);
        assert_eq!(resolve(&pos, &path), Ok(*mv), "{path}");
    }
}

#[test]
fn russian_short_notation() {
    let mut pos = Position::<Russian>::start();
    for (short, long) in [
        ("cd4", "c3-d4"),
        ("fe5", "f6-e5"),
        ("df6", "d4:f6"),
        // A Cyrillic 'е' that looks like 'e' reads as the file e (issue 32).
        ("gе5", "g7:e5"),
    ] {
        let mv = resolve(&pos, short).unwrap();
        assert_eq!(pos.full_text(&mv), long);
        pos = pos.play(&mv);
    }
}

#[test]
fn placeholders_and_illegal_moves_say_so() {
    let pos = Position::<Russian>::start();
    assert_eq!(resolve(&pos, "-"), Err(ResolveError::Unknown));
    let err = resolve(&pos, "c3-e5").unwrap_err().to_string();
    assert!(err.contains("c3-e5"), "{err}");
}
