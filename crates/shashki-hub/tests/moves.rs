//! Moves: Scan's form read and written, any capture order, short captures, pydraughts' numbers.

use proptest::prelude::*;
use shashki::{Variant, VariantPosition};
use shashki_hub::{check_move, parse_moves, read_move, write_move, MoveError, Numbering};

/// A russian position where 14x32 captures either 17, 25, 26, 27 or 18, 27 (no majority rule).
const TWO_WAYS: &str = "B:W17,18,25,26,27,28,29,31:B3,4,5,6,7,8,10,11,14";

fn position(variant: Variant, fen: &str) -> VariantPosition {
    VariantPosition::from_fen(variant, fen).unwrap()
}

/// The captured canonical squares of the move `word` names in `pos`.
fn captured(pos: &VariantPosition, word: &str) -> Vec<u32> {
    let mv = read_move(pos, word, Numbering::Canonical).unwrap();
    pos.variant().square_numbers(mv.captured())
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
        let err = check_move(text).unwrap_err();
        assert_eq!(err.column, column, "{text}: {err}");
        let pos = VariantPosition::start(Variant::International);
        let read = read_move(&pos, text, Numbering::Canonical);
        assert!(matches!(read, Err(MoveError::Syntax(_))), "{text}");
    }
}

#[test]
fn a_move_list_reports_the_column_of_the_bad_move() {
    let err = parse_moves("32-28  19-23 oops").unwrap_err();
    assert_eq!(err.column, 14, "{err}");
    assert_eq!(parse_moves("  ").unwrap(), Vec::<String>::new());
    assert_eq!(
        parse_moves(" 32-28 28x19x23").unwrap(),
        ["32-28", "28x19x23"]
    );
}

#[test]
fn captured_squares_may_come_in_any_order() {
    let pos = position(Variant::Russian, TWO_WAYS);
    for text in [
        "14x32x17x25x26x27",
        "14x32x27x26x25x17",
        "14x32x25x17x27x26",
    ] {
        assert_eq!(captured(&pos, text), [17, 25, 26, 27], "{text}");
    }
    assert_eq!(captured(&pos, "14x32x27x18"), [18, 27]);
}

#[test]
fn a_short_capture_is_read_when_only_one_move_fits() {
    let pos = position(Variant::International, "W:W28:B12,23");
    assert_eq!(captured(&pos, "28x19"), [23]);
    // From and to alone are enough for a quiet move too, whatever the separator.
    let start = VariantPosition::start(Variant::International);
    let mv = read_move(&start, "32-28", Numbering::Canonical).unwrap();
    assert_eq!(start.square_number(mv.to()), 28);
}

#[test]
fn a_short_capture_that_fits_two_moves_lists_them() {
    let pos = position(Variant::Russian, TWO_WAYS);
    let err = read_move(&pos, "14x32", Numbering::Canonical).unwrap_err();
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
    let start = VariantPosition::start(Variant::International);
    for text in ["33-27", "46-41", "32-29", "28x19x23", "60-55"] {
        let err = read_move(&start, text, Numbering::Canonical).unwrap_err();
        assert!(matches!(err, MoveError::Illegal(_)), "{text}: {err}");
    }
    let pos = position(Variant::Russian, TWO_WAYS);
    assert!(read_move(&pos, "14x32x17x27", Numbering::Canonical).is_err());
    assert!(read_move(&pos, "14x32x17x17x25x26x27", Numbering::Canonical).is_err());
}

#[test]
fn moves_are_written_as_scan_writes_them() {
    let pos = position(Variant::Russian, TWO_WAYS);
    let written: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| write_move(Variant::Russian, m, Numbering::Canonical))
        .collect();
    assert!(
        written.contains(&"14x32x17x25x26x27".to_string()),
        "{written:?}"
    );
    let start = VariantPosition::start(Variant::International);
    let quiet = read_move(&start, "32-28", Numbering::Canonical).unwrap();
    assert_eq!(
        write_move(Variant::International, &quiet, Numbering::Canonical),
        "32-28"
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
    let start = VariantPosition::start(Variant::Russian);
    let found = read_move(&start, "9-13", a1).unwrap();
    assert_eq!(
        (
            start.square_number(found.from()),
            start.square_number(found.to())
        ),
        (21, 17)
    );
    assert_eq!(write_move(Variant::Russian, &found, a1), "9-13");
}

#[test]
fn pydraughts_numbers_differ_in_russian_brazilian_turkish_and_english_only() {
    for (variant, numbering) in [
        (Variant::Russian, Numbering::PydraughtsA1),
        (Variant::Brazilian, Numbering::PydraughtsA1),
        (Variant::Turkish, Numbering::PydraughtsTurkish),
        (Variant::English, Numbering::PydraughtsEnglish),
        (Variant::International, Numbering::Canonical),
        (Variant::Italian, Numbering::Canonical),
        (Variant::Frisian, Numbering::Canonical),
    ] {
        assert_eq!(Numbering::new(variant, true), numbering, "{variant}");
        assert_eq!(Numbering::new(variant, false), Numbering::Canonical);
    }
}

/// pydraughts 0.6.7's turkish start: its first moves are `17-25` … (a3-a4 …), counted from a1.
#[test]
fn pydraughts_numbers_turkish_squares_from_a1() {
    let a1 = Numbering::PydraughtsTurkish;
    assert_eq!((a1.to_canonical(1), a1.to_canonical(64)), (57, 8));
    assert_eq!(a1.to_canonical(17), 41);
    assert_eq!(a1.to_canonical(70), 70, "off the board");
    let start = VariantPosition::start(Variant::Turkish);
    let found = read_move(&start, "17-25", a1).unwrap();
    assert_eq!(start.square_number(found.from()), 41);
    assert_eq!(start.square_number(found.to()), 33);
    assert_eq!(write_move(Variant::Turkish, &found, a1), "17-25");
}

/// pydraughts 0.6.7's english start as it sends it (`Board("english")._game.initial_hub_fen`),
/// Black to move with its men on 1–12, and its first moves `12-16` … in canonical numbers.
#[test]
fn pydraughts_english_board_strings_are_seen_from_the_first_mover() {
    let theirs = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";
    let ours = Numbering::PydraughtsEnglish.board_to_canonical(theirs);
    let start = VariantPosition::start(Variant::English);
    assert_eq!(
        ours,
        shashki_hub::board::from_fen(Variant::English, &start.fen()).unwrap()
    );
    // A king of the first mover on its 32 (our 1), the other side's man on its 1 (our 32).
    assert_eq!(
        Numbering::PydraughtsEnglish.board_to_canonical(&format!(
            "B{}{}{}",
            "b",
            "e".repeat(30),
            "W"
        )),
        format!("W{}{}{}", "B", "e".repeat(30), "w")
    );
    assert_eq!(Numbering::PydraughtsA1.board_to_canonical(theirs), theirs);
    let found = read_move(&start, "12-16", Numbering::PydraughtsEnglish).unwrap();
    assert_eq!(start.square_number(found.from()), 12);
}

#[test]
fn errors_show_moves_in_the_numbering_they_were_given_in() {
    let start = VariantPosition::start(Variant::Russian);
    let err = read_move(&start, "1-5", Numbering::PydraughtsA1).unwrap_err();
    assert_eq!(err.to_string(), "illegal move 1-5");
}

proptest! {
    #[test]
    fn every_legal_move_written_reads_back(seed in any::<u64>(), plies in 0usize..60) {
        // A random game of international draughts: each legal move written as Scan writes it
        // reads back to itself, and so does its short form when no other move shares its ends.
        let mut pos = VariantPosition::start(Variant::International);
        let mut z = seed;
        for _ in 0..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            for mv in &legal {
                let word = write_move(Variant::International, mv, Numbering::Canonical);
                prop_assert_eq!(read_move(&pos, &word, Numbering::Canonical).ok(), Some(*mv));
            }
            z = z.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            pos = pos.play(&legal[(z >> 33) as usize % legal.len()]);
        }
    }
}
