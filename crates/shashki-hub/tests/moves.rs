//! Moves: Scan's form read and written, any capture order, short captures, pydraughts' numbers.

use proptest::prelude::*;
use shashki::Variant;
use shashki_engine::{Engine, MoveSpec};
use shashki_hub::{resolve, HubMove, MoveError, Numbering};

/// A russian position where 14x32 captures either 17, 25, 26, 27 or 18, 27 (no majority rule).
const TWO_WAYS: &str = "B:W17,18,25,26,27,28,29,31:B3,4,5,6,7,8,10,11,14";

fn legal(variant: Variant, fen: &str) -> Vec<MoveSpec> {
    let mut engine = Engine::new(variant);
    engine.set_position(fen, &[]).unwrap();
    engine.legal_moves()
}

fn mv(text: &str) -> HubMove {
    HubMove::parse(text).unwrap()
}

#[test]
fn quiet_moves_and_captures_are_read() {
    assert_eq!(
        mv("32-28"),
        HubMove {
            from: 32,
            to: 28,
            captured: vec![],
            capture: false
        }
    );
    assert_eq!(
        mv("28x19x23"),
        HubMove {
            from: 28,
            to: 19,
            captured: vec![23],
            capture: true
        }
    );
    assert_eq!(mv("28x19").captured, Vec::<u32>::new());
}

#[test]
fn malformed_moves_are_refused_with_a_column() {
    for (text, column) in [
        ("32", 1),
        ("32-", 4),
        ("0-5", 1),
        ("a1-b2", 1),
        ("32-28-23", 1),
        ("28x19-23", 1),
        ("28xx19", 4),
        ("+32-28", 1),
    ] {
        let err = HubMove::parse(text).unwrap_err();
        assert_eq!(err.column, column, "{text}: {err}");
    }
}

#[test]
fn a_move_list_reports_the_column_of_the_bad_move() {
    let err = HubMove::parse_list("32-28  19-23 oops").unwrap_err();
    assert_eq!(err.column, 14, "{err}");
    assert_eq!(HubMove::parse_list("  ").unwrap(), vec![]);
}

#[test]
fn captured_squares_may_come_in_any_order() {
    let moves = legal(Variant::Russian, TWO_WAYS);
    for text in [
        "14x32x17x25x26x27",
        "14x32x27x26x25x17",
        "14x32x25x17x27x26",
    ] {
        let found = resolve(&mv(text), Numbering::Canonical, &moves).unwrap();
        assert_eq!(found.captured, vec![17, 25, 26, 27], "{text}");
    }
    let other = resolve(&mv("14x32x27x18"), Numbering::Canonical, &moves).unwrap();
    assert_eq!(other.captured, vec![18, 27]);
}

#[test]
fn a_short_capture_is_read_when_only_one_move_fits() {
    let moves = legal(Variant::International, "W:W28:B12,23");
    let found = resolve(&mv("28x19"), Numbering::Canonical, &moves).unwrap();
    assert_eq!(found.captured, vec![23]);
    // From and to alone are enough for a quiet move too, whatever the separator.
    let start = legal(Variant::International, "startpos");
    assert_eq!(
        resolve(&mv("32-28"), Numbering::Canonical, &start)
            .unwrap()
            .to,
        28
    );
}

#[test]
fn a_short_capture_that_fits_two_moves_lists_them() {
    let moves = legal(Variant::Russian, TWO_WAYS);
    let err = resolve(&mv("14x32"), Numbering::Canonical, &moves).unwrap_err();
    let MoveError::Ambiguous(_, candidates) = &err else {
        panic!("{err}")
    };
    assert_eq!(candidates.len(), 2);
    let text = err.to_string();
    assert!(
        text.contains("14x32x17x25x26x27") && text.contains("14x32x18x27"),
        "{text}"
    );
}

#[test]
fn an_illegal_move_is_refused() {
    let start = legal(Variant::International, "startpos");
    for text in ["33-27", "46-41", "32-29", "28x19x23"] {
        let err = resolve(&mv(text), Numbering::Canonical, &start).unwrap_err();
        assert!(matches!(err, MoveError::Illegal(_)), "{text}: {err}");
    }
    let moves = legal(Variant::Russian, TWO_WAYS);
    assert!(resolve(&mv("14x32x17x27"), Numbering::Canonical, &moves).is_err());
}

#[test]
fn engine_moves_are_written_as_scan_writes_them() {
    let spec = MoveSpec {
        from: 14,
        to: 32,
        path: vec![21, 30, 23, 32],
        captured: vec![17, 25, 26, 27],
    };
    assert_eq!(
        Numbering::Canonical.write(&spec).to_string(),
        "14x32x17x25x26x27"
    );
    assert_eq!(
        Numbering::Canonical.write(&spec).to_string(),
        spec.to_string()
    );
}

#[test]
fn pydraughts_numbers_russian_squares_from_a1() {
    let a1 = Numbering::PydraughtsA1;
    // a1, c1, h8, b8 and the first row of the canonical numbering.
    assert_eq!(a1.to_canonical(1), 29);
    assert_eq!(a1.to_canonical(2), 30);
    assert_eq!(a1.to_canonical(32), 4);
    assert_eq!(a1.to_canonical(29), 1);
    assert_eq!(a1.to_canonical(9), 21);
    for n in 1..=32 {
        assert_eq!(a1.from_canonical(a1.to_canonical(n)), n);
    }
    assert_eq!(
        a1.to_canonical(40),
        40,
        "off the board stays for the lookup to refuse"
    );
    // pydraughts' 9-13 (a3-b4) is the canonical 21-17.
    let start = legal(Variant::Russian, "startpos");
    let found = resolve(&mv("9-13"), a1, &start).unwrap();
    assert_eq!((found.from, found.to), (21, 17));
    assert_eq!(a1.write(&found).to_string(), "9-13");
}

#[test]
fn only_russian_and_brazilian_take_pydraughts_numbers() {
    assert_eq!(
        Numbering::new(Variant::Russian, true),
        Numbering::PydraughtsA1
    );
    assert_eq!(
        Numbering::new(Variant::Brazilian, true),
        Numbering::PydraughtsA1
    );
    assert_eq!(
        Numbering::new(Variant::International, true),
        Numbering::Canonical
    );
    assert_eq!(
        Numbering::new(Variant::Russian, false),
        Numbering::Canonical
    );
}

#[test]
fn errors_show_moves_in_the_numbering_they_were_given_in() {
    let start = legal(Variant::Russian, "startpos");
    let err = resolve(&mv("1-5"), Numbering::PydraughtsA1, &start).unwrap_err();
    assert_eq!(err.to_string(), "illegal move 1-5");
}

proptest! {
    #[test]
    fn written_moves_read_back(
        from in 1u32..=50,
        to in 1u32..=50,
        captured in proptest::collection::vec(1u32..=50, 0..8),
        capture in any::<bool>(),
    ) {
        let captured = if capture { captured } else { Vec::new() };
        let mv = HubMove { from, to, captured, capture };
        prop_assert_eq!(HubMove::parse(&mv.to_string()).unwrap(), mv);
    }
}
