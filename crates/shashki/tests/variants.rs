//! One test per rule of frisian (RULES.md §14), turkish (§9) and armenian (§16.4) that the
//! diagonal variants do not have, each with a position that shows it.
//!
//! Frisian positions were confirmed with py-draughts 1.10.1 and turkish ones with kish 1.1.7
//! (`scripts/rules-oracle-second moves VARIANT FEN`), except the king-move limit, which
//! py-draughts does not apply, and the turkish capture back to its start square, which kish
//! cannot name. No library plays armenian: its tests follow the decision text of §16.4.

mod common;

use common::triples;
use shashki::{square, Armenian, Bits, Color, Frisian, Position, Rules, Turkish};

/// The destinations of the quiet moves of the piece on `from`.
fn quiet_targets<R: Rules>(fen: &str, from: u32) -> Vec<u32> {
    triples::<R>(fen)
        .into_iter()
        .filter(|(f, _, c)| *f == from && c.is_empty())
        .map(|(_, t, _)| t)
        .collect()
}

/// Plays the legal move written `text` (the variant's notation).
fn play<R: Rules>(pos: &Position<R>, text: &str) -> Position<R> {
    let mv = pos
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play(&mv)
}

// --- Frisian (RULES.md §14.1) ---

#[test]
fn frisian_men_capture_along_columns_and_rows_backwards_too() {
    // 23 (f6) takes 33 (f4) straight down, landing on 43 (f2); 33 takes 34 (h4) sideways.
    assert_eq!(triples::<Frisian>("W:W23:B33,K1"), [(23, 43, vec![33])]);
    assert_eq!(triples::<Frisian>("W:W33:B34,K1"), [(33, 35, vec![34])]);
}

#[test]
fn frisian_capture_of_highest_value_a_king_worth_more_than_a_man() {
    // 33 may take the king on 23 (up the column) or the man on 38: the king is worth more.
    assert_eq!(triples::<Frisian>("W:W33:BK23,38,K1"), [(33, 13, vec![23])]);
}

#[test]
fn frisian_capture_of_highest_value_two_men_worth_more_than_a_king() {
    // The king on 23 (199 in lidraughts' count) against the men on 38 and 37 (200).
    assert_eq!(
        triples::<Frisian>("W:W33:BK23,38,37,K1"),
        [(33, 31, vec![37, 38])]
    );
}

#[test]
fn frisian_capture_of_equal_value_must_be_made_with_a_king() {
    // The man on 33 could take 23 and the king on 50 could take 44, one man each: the king must.
    assert_eq!(
        triples::<Frisian>("W:W33,K50:B23,44,K1"),
        [(50, 39, vec![44])]
    );
}

#[test]
fn frisian_kings_capture_in_eight_directions_and_move_on_diagonals_only() {
    let fen = "W:WK33,40:B23,38,K1";
    assert_eq!(
        triples::<Frisian>(fen),
        [
            (33, 3, vec![23]),
            (33, 13, vec![23]),
            (33, 42, vec![38]),
            (33, 47, vec![38])
        ]
    );
    // Without anything to take, the same king slides along diagonals only (mindsports' "straight"
    // moves are not played, RULES.md §14.1 [CONFLICT]).
    let quiet = quiet_targets::<Frisian>("W:WK33,40:BK1", 33);
    assert!(quiet.contains(&28) && quiet.contains(&39) && !quiet.contains(&23));
}

#[test]
fn frisian_king_makes_at_most_three_quiet_moves_in_a_row_while_its_side_has_men() {
    let pos = Position::<Frisian>::from_fen("W:WK28,45:B5:MW28=2").unwrap();
    assert_eq!(pos.king_run(Color::White).map(|(_, n)| n), Some(2));
    let pos = play(&pos, "28-22");
    assert_eq!(pos.fen(), "B:WK22,45:B5:MW22=3");
    let pos = play(&pos, "5-10");
    // The king on 22 has used its three moves: only the man moves.
    assert!(triples::<Frisian>(&pos.fen())
        .iter()
        .all(|(f, _, _)| *f == 45));
    // A man move ends the run, and the king may move again.
    let pos = play(&play(&pos, "45-40"), "10-14");
    assert_eq!(pos.king_run(Color::White), None);
    assert!(!quiet_targets::<Frisian>(&pos.fen(), 22).is_empty());
}

#[test]
fn frisian_king_move_limit_does_not_bind_a_side_with_kings_only() {
    let mut pos = Position::<Frisian>::from_fen("W:WK28:B5").unwrap();
    for black in ["5-10", "10-14", "14-19"] {
        let king = pos.legal_moves()[0];
        pos = pos.play(&king);
        assert_eq!(pos.king_run(Color::White), None);
        pos = play(&pos, black);
    }
    assert!(!quiet_targets::<Frisian>(&pos.fen(), square_of_white_king(&pos)).is_empty());
    // A run stated for a side without men is refused.
    assert!(Position::<Frisian>::from_fen("W:WK28:B5:MW28=1").is_err());
}

fn square_of_white_king(pos: &Position<Frisian>) -> u32 {
    let bit = Bits(pos.pieces(Color::White) & pos.kings()).next().unwrap();
    square::number_of_bit::<Frisian>(bit)
}

#[test]
fn frysk_is_frisian_with_five_men_each_on_the_back_rank() {
    let pos = Position::<Frisian>::from_fen("frysk").unwrap();
    assert_eq!(pos.fen(), "W:W46,47,48,49,50:B1,2,3,4,5");
}

// --- Turkish (RULES.md §9); squares 1 = a8 .. 64 = h1 ---

#[test]
fn turkish_starts_with_sixteen_men_each_behind_an_empty_back_rank() {
    let pos = Position::<Turkish>::start();
    assert_eq!(
        pos.fen(),
        "W:W41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56:B9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24"
    );
}

#[test]
fn turkish_men_step_forward_or_sideways_never_diagonally_or_back() {
    // The man on d4 (36): d5 (28), c4 (35), e4 (37).
    assert_eq!(quiet_targets::<Turkish>("W:W36:BK1", 36), [28, 35, 37]);
}

#[test]
fn turkish_no_turn_of_180_degrees_between_two_jumps() {
    // The king on d4 (36) takes d5 (28) upwards or d3 (44) downwards, never both: coming back
    // down over the emptied d5 and d4 would be a 180° turn.
    assert_eq!(
        triples::<Turkish>("W:WK36:B28,44,K1"),
        [
            (36, 4, vec![28]),
            (36, 12, vec![28]),
            (36, 20, vec![28]),
            (36, 52, vec![44]),
            (36, 60, vec![44])
        ]
    );
}

#[test]
fn turkish_pieces_leave_at_once_so_a_capture_may_end_on_its_start_square() {
    // The king on g7 (15) takes d7, a6, e3 and g5 round the board and stops again on g7: the
    // squares of the pieces taken are free at once (kish 1.1.7 finds it too but cannot name it).
    let moves = triples::<Turkish>("W:WK3,K15,K26:B12,17,K31,K45");
    assert!(moves.contains(&(15, 15, vec![12, 17, 31, 45])), "{moves:?}");
}

#[test]
fn turkish_man_reaching_the_last_row_mid_capture_goes_on_as_a_man() {
    // c6 (19) takes c7 (11) and lands on c8; as a king it would go on over f8 (6).
    assert_eq!(triples::<Turkish>("W:W19:B11,6,K64"), [(19, 3, vec![11])]);
    let pos = Position::<Turkish>::from_fen("W:W19:B11,6,K64").unwrap();
    assert!(
        pos.legal_moves()[0].promotes(),
        "crowned where the move ends"
    );
}

// --- Armenian (RULES.md §16.4); squares as turkish ---

#[test]
fn armenian_starts_as_turkish_with_its_men_stepping_diagonally_forward_too() {
    assert_eq!(
        Position::<Armenian>::start().fen(),
        Position::<Turkish>::start().fen()
    );
    // The man on d4 (36): d5 (28), c5 (27), e5 (29), c4 (35), e4 (37); not back.
    assert_eq!(
        quiet_targets::<Armenian>("W:W36:BK1", 36),
        [27, 28, 29, 35, 37]
    );
}

#[test]
fn armenian_men_capture_forward_or_sideways_only() {
    // The man on d4 (36) has c5 (27) diagonally ahead, d3 (44) behind and e4 (37) beside it:
    // only e4 may be taken.
    assert_eq!(
        triples::<Armenian>("W:W36:B27,44,37,K1"),
        [(36, 38, vec![37])]
    );
}

#[test]
fn armenian_king_moves_like_a_queen() {
    // On d4 (36) of an otherwise empty board but for a8, a queen reaches 27 squares.
    assert_eq!(quiet_targets::<Armenian>("W:WK36:BK1", 36).len(), 27);
}

#[test]
fn armenian_king_captures_along_rows_and_columns_only_from_afar() {
    // The king on d4 (36) passes f6 (22, a diagonal) by and takes d7 (12), landing on d8 (4).
    assert_eq!(
        triples::<Armenian>("W:WK36:B22,12,K57"),
        [(36, 4, vec![12])]
    );
}

#[test]
fn armenian_no_turn_of_180_degrees_between_two_jumps() {
    assert_eq!(
        triples::<Armenian>("W:WK36:B28,44,K1"),
        triples::<Turkish>("W:WK36:B28,44,K1")
    );
}

#[test]
fn armenian_majority_counts_men_and_kings_alike() {
    // The man on d4 (36) may take the king on e4 (37) alone, or the man on c4 (35) and, from
    // b4, the man on b5 (26): the two pieces must be taken.
    assert_eq!(
        triples::<Armenian>("W:W36:BK37,35,26,K1"),
        [(36, 18, vec![26, 35])]
    );
}

#[test]
fn armenian_man_crowned_mid_capture_goes_on_as_a_king() {
    // c6 (19) takes c7 (11), is crowned on c8 and as a king takes f8 (6), landing on g8 or h8.
    assert_eq!(
        triples::<Armenian>("W:W19:B11,6,K64"),
        [(19, 7, vec![6, 11]), (19, 8, vec![6, 11])]
    );
}
