//! Board strings: one character per playable square in canonical order, to and from FEN.

use shashki::Variant;
use shashki_hub::board;

const INTERNATIONAL_START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
const RUSSIAN_START: &str = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";

#[test]
fn the_start_positions_are_51_and_33_characters() {
    assert_eq!(
        board::from_fen(Variant::International, "startpos").unwrap(),
        INTERNATIONAL_START
    );
    assert_eq!(
        board::from_fen(Variant::Russian, "startpos").unwrap(),
        RUSSIAN_START
    );
    assert_eq!(board::squares(Variant::International), 50);
    assert_eq!(board::squares(Variant::Brazilian), 32);
}

#[test]
fn a_board_string_reads_as_fen_in_canonical_numbers() {
    assert_eq!(
        board::to_fen(Variant::Russian, RUSSIAN_START).unwrap(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    let mut kings = String::from("B");
    kings.push_str(&"e".repeat(50));
    kings.replace_range(1..2, "W");
    kings.replace_range(50..51, "B");
    kings.replace_range(25..26, "b");
    assert_eq!(
        board::to_fen(Variant::International, &kings).unwrap(),
        "B:WK1:B25,K50"
    );
}

#[test]
fn board_strings_and_fen_convert_both_ways() {
    for (variant, fen) in [
        (Variant::International, "W:W31,K45,50:B1,K7,20"),
        (Variant::Russian, "B:WK29,30:B1,K4"),
        (Variant::English, "B:W21,22:B9,K32"),
    ] {
        let text = board::from_fen(variant, fen).unwrap();
        assert_eq!(board::to_fen(variant, &text).unwrap(), fen, "{variant}");
    }
}

#[test]
fn a_lower_case_side_letter_is_read() {
    let lower = RUSSIAN_START.replacen('W', "w", 1);
    assert!(board::to_fen(Variant::Russian, &lower)
        .unwrap()
        .starts_with("W:"));
}

#[test]
fn a_board_of_the_wrong_length_says_what_it_expected() {
    let err = board::to_fen(Variant::International, RUSSIAN_START).unwrap_err();
    assert!(err.message.contains("51 characters"), "{err}");
    assert!(err.message.contains("found 33"), "{err}");
}

#[test]
fn a_bad_character_is_reported_at_its_column() {
    let bad = RUSSIAN_START.replacen('e', "x", 1);
    let err = board::to_fen(Variant::Russian, &bad).unwrap_err();
    assert_eq!(err.column, 14);
    assert!(err.message.contains("square 13"), "{err}");
    let err = board::to_fen(Variant::Russian, &RUSSIAN_START.replacen('W', "X", 1)).unwrap_err();
    assert_eq!(err.column, 1);
}

#[test]
fn an_unreadable_fen_is_an_error() {
    assert!(board::from_fen(Variant::Russian, "X:W1").is_err());
}
