//! One test per move rule of RULES.md A2, each with a position that pins it.
//!
//! Positions are built from the rule articles cited on each test; wherever pydraughts 0.6.7
//! supports the variant (russian, brazilian, international, english, italian), the expected move
//! list was also confirmed with `scripts/rules-oracle moves`.

mod common;

use common::triples;
use shashki::{
    square, Brazilian, Czech, English, International, Italian, Killer, Pool, Position, Rules,
    Russian, Spanish,
};

/// The legal moves of `fen` in the variant's notation, sorted.
fn moves<R: Rules>(fen: &str) -> Vec<String> {
    let pos = Position::<R>::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let legal = pos.legal_moves();
    let mut out: Vec<String> = legal
        .iter()
        .map(|m| pos.move_text_among(m, &legal))
        .collect();
    out.sort();
    out
}

/// True when the piece on canonical square `number` of `pos` is a king.
fn is_king<R: Rules>(pos: &Position<R>, number: u32) -> bool {
    let bit = square::bit_of_number::<R>(number).expect("a square of the board");
    pos.kings() & (1 << bit) != 0
}

// --- Promotion during a capture (RULES.md A2, §2, §4, §7, §10) ---

#[test]
fn russian_man_promoted_mid_capture_continues_as_king() {
    // Russian code 1.5.15: b6 takes c7, is crowned on d8 and, as a king, takes f6 from afar.
    assert_eq!(moves::<Russian>("W:Wb6:Bc7,f6"), ["b6:g5", "b6:h4"]);
    let pos = Position::<Russian>::from_fen("W:Wb6:Bc7,f6").unwrap();
    let mv = pos.parse_move("b6:h4").unwrap();
    assert!(mv.promotes());
    assert!(is_king(&pos.play(&mv), 20), "h4 (20) holds the new king");
}

#[test]
fn brazilian_man_reaching_last_row_mid_capture_does_not_continue_as_king() {
    // International rules on 8x8 (FMJD 4.15): the man stops being able to take f6 from afar.
    assert_eq!(moves::<Brazilian>("W:Wb6:Bc7,f6"), ["b6xd8"]);
}

#[test]
fn international_man_passing_the_last_row_mid_capture_stays_a_man() {
    // FMJD 4.15: 12 takes 8, touches 3 on the last row, takes 9 backwards and ends on 14 a man.
    let pos = Position::<International>::from_fen("W:W12:B8,9,30").unwrap();
    assert_eq!(
        triples::<International>("W:W12:B8,9,30"),
        [(12, 14, vec![8, 9])]
    );
    let mv = pos.legal_moves()[0];
    assert_eq!(pos.path(&mv).map(|p| p.len()), Some(2));
    assert!(!mv.promotes());
    assert!(!is_king(&pos.play(&mv), 14));
}

#[test]
fn international_man_ending_a_capture_on_the_last_row_is_crowned() {
    let pos = Position::<International>::from_fen("W:W12:B8,30").unwrap();
    let mv = pos.parse_move("12x3").unwrap();
    assert!(mv.promotes());
    assert!(is_king(&pos.play(&mv), 3));
}

#[test]
fn pool_man_passes_the_king_row_as_a_man_and_russian_man_as_a_king() {
    // APCA Rules of Play 5: f6 takes e7 to d8 and must go on backwards over c7 as a man.
    assert_eq!(triples::<Pool>("W:Wf6:Be7,c7"), [(11, 9, vec![6, 7])]);
    let pos = Position::<Pool>::from_fen("W:Wf6:Be7,c7").unwrap();
    assert!(!is_king(&pos.play(&pos.legal_moves()[0]), 9));
    // The same position in russian: crowned on d8, the king may also fly on to a5.
    assert_eq!(moves::<Russian>("W:Wf6:Be7,c7"), ["f6:a5", "f6:b6"]);
}

#[test]
fn english_man_reaching_the_king_row_by_capture_ends_the_move() {
    // WCDF: 9x2 crowns on 2 and stops, though a king there could take 7 next.
    assert_eq!(triples::<English>("W:W9:B6,7,20"), [(9, 2, vec![6])]);
    let pos = Position::<English>::from_fen("W:W9:B6,7,20").unwrap();
    assert!(is_king(&pos.play(&pos.legal_moves()[0]), 2));
}

// --- Turkish strike and the landing rule (RULES.md A2) ---

#[test]
fn captured_piece_blocks_the_king_until_the_move_ends() {
    // The king takes b4, e5 and e3 and lands on d2 or c1; the captured b4 still stands, so c3
    // cannot be taken (the landing square b4 is occupied), though removing pieces at once would
    // allow it. The two 2-piece captures ending on f2 and g1 stop behind e3 as well.
    assert_eq!(
        triples::<Russian>("W:WKa3:Bb4,e5,e3,c3,h8"),
        [
            (21, 26, vec![15, 17, 23]),
            (21, 27, vec![17, 23]),
            (21, 30, vec![15, 17, 23]),
            (21, 32, vec![17, 23]),
        ]
    );
}

#[test]
fn flying_king_must_land_where_it_can_go_on_capturing() {
    // FMJD-64 4.6: after c3 the king could stop on d4..h8, but only from e5 can it go on (f4),
    // so it must land there; behind the last piece the landing is free (g3 or h2).
    assert_eq!(moves::<Russian>("W:WKa1:Bc3,f4"), ["a1:g3", "a1:h2"]);
}

#[test]
fn capture_may_land_twice_on_one_square_and_its_two_directions_are_one_move() {
    // Woldouby's position (PERFT.md): after 33-29 black's man on 24 takes five pieces in a
    // circle, landing on 33 twice (empty squares may be crossed again); clockwise and
    // anticlockwise are one move, so perft 2 is 12 (13 when routes are counted).
    let pos = Position::<International>::from_fen(
        "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26",
    )
    .unwrap();
    let after = pos.play(&pos.parse_move("33-29").unwrap());
    assert_eq!(
        triples::<International>(&after.fen()),
        [(24, 33, vec![27, 28, 29, 37, 38])]
    );
    assert_eq!(shashki::perft(&pos, 2), 12);
}

// --- Capture choice (RULES.md A2) ---

#[test]
fn russian_one_piece_capture_is_legal_beside_a_three_piece_capture() {
    // Free choice (FMJD-64 4.8): a1:c3 takes one, e1:c7 takes three; both are legal.
    assert_eq!(
        moves::<Russian>("W:Wa1,e1:Bb2,f2,f4,d6"),
        ["a1:c3", "e1:c7"]
    );
}

#[test]
fn brazilian_majority_rule_forbids_the_smaller_capture() {
    assert_eq!(moves::<Brazilian>("W:Wa1,e1:Bb2,f2,f4,d6"), ["e1xc7"]);
}

#[test]
fn majority_counts_a_king_as_one_piece() {
    // FMJD 4.13: two kings (a1xa5) weigh less than three men (e1xc7).
    assert_eq!(moves::<Brazilian>("W:Wa1,e1:BKb2,Kb4,f2,f4,d6"), ["e1xc7"]);
    assert_eq!(
        moves::<Russian>("W:Wa1,e1:BKb2,Kb4,f2,f4,d6"),
        ["a1:a5", "e1:c7"]
    );
}

#[test]
fn czech_king_must_capture_when_a_king_can() {
    // Czech rules (DCTL art. 4.14): the man's capture h2xf4 is not allowed beside the king's.
    assert_eq!(
        moves::<Czech>("W:WKa1,h2:Bc3,g3"),
        ["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"]
    );
    assert_eq!(moves::<Russian>("W:WKa1,h2:Bc3,g3").len(), 6);
}

#[test]
fn italian_man_cannot_capture_a_king() {
    // Italian art. 5.3(b): the man on d3 (22) cannot take the king on e4 (19).
    assert_eq!(triples::<Italian>("W:Wd3:BKe4"), [(22, 18, vec![])]);
}

#[test]
fn italian_most_pieces_come_first() {
    // Art. 6.6: the man's two-piece capture beats the king's one-piece capture.
    assert_eq!(
        triples::<Italian>("W:WKa6,b1:Bb7,c2,e4"),
        [(29, 15, vec![19, 26])]
    );
}

#[test]
fn italian_king_must_capture_when_counts_tie() {
    // Art. 6.7: one piece either way, so the king (a6 = 9) takes, not the man (d3 = 22).
    assert_eq!(triples::<Italian>("W:Wd3,Ka6:Be4,b7"), [(9, 2, vec![5])]);
}

#[test]
fn italian_capturing_a_king_beats_capturing_a_man() {
    // Art. 6.8: the king takes the king on b5 (13), not the man on b7 (5).
    assert_eq!(triples::<Italian>("W:WKa6:Bb7,Kb5"), [(9, 18, vec![13])]);
}

#[test]
fn italian_sequence_meeting_a_king_first_wins() {
    // Art. 6.9: both routes take a king and a man; the one taking the king first (c4 = 18,
    // then c6 = 10) wins over the one taking the man e4 first.
    assert_eq!(
        triples::<Italian>("W:WKd3:Be4,Kg6,Kc4,c6"),
        [(22, 6, vec![10, 18])]
    );
}

#[test]
fn spanish_equal_counts_prefer_capturing_kings() {
    // Spanish (DCTL precedence (pieces, kings)): the man's b1xd3 takes a man; the king on h1
    // takes the king on f3 and may land anywhere behind it, which is what must be played.
    assert_eq!(triples::<Spanish>("W:WKh1,b1:Bc2,Kf3"), {
        let mut v: Vec<(u32, u32, Vec<u32>)> = [1, 5, 10, 14, 19]
            .iter()
            .map(|&to| (32, to, vec![23]))
            .collect();
        v.sort();
        v
    });
}

#[test]
fn killer_king_halts_directly_behind_a_captured_king() {
    // Killer rule: the king on 46 takes the king on 37 and must stop on 32.
    assert_eq!(triples::<Killer>("W:WK46:BK37,1"), [(46, 32, vec![37])]);
    // Behind a man it may land anywhere, as in international.
    assert_eq!(triples::<Killer>("W:WK46:B37,1").len(), 7);
    assert_eq!(triples::<International>("W:WK46:BK37,1").len(), 7);
}

// --- Directions and ranges ---

#[test]
fn english_men_capture_forwards_only_and_russian_men_backwards_too() {
    // d4 (18) with a black man behind it on c3 (22) and b2 (25) empty.
    assert_eq!(moves::<English>("W:W18:B22,1"), ["18-14", "18-15"]);
    assert_eq!(moves::<Russian>("W:Wd4:Bc3,b8"), ["d4:b2"]);
}

#[test]
fn english_kings_move_one_square() {
    assert_eq!(
        moves::<English>("W:WK18:B1"),
        ["18-14", "18-15", "18-22", "18-23"]
    );
}

#[test]
fn spanish_men_capture_forwards_only() {
    // d5 with a black man behind it on c4 and b3 empty (a1 light board).
    let forward_only = moves::<Spanish>("W:Wd5:Bc4,a8");
    assert!(
        forward_only.iter().all(|m| m.contains('-')),
        "{forward_only:?}"
    );
}

// --- Move identity and notation (RULES.md A2, INTERFACES.md §4) ---

#[test]
fn same_from_and_to_with_different_captures_are_two_moves_written_in_full() {
    let fen = "W:WK21:B3,6,14,23,25";
    assert_eq!(
        triples::<Russian>(fen),
        [(21, 1, vec![6, 14]), (21, 1, vec![6, 23, 25])]
    );
    let written = moves::<Russian>(fen);
    assert!(
        written.iter().all(|m| m.matches(':').count() >= 2),
        "{written:?}"
    );
    let pos = Position::<Russian>::from_fen(fen).unwrap();
    let err = pos.parse_move("a3:b8").unwrap_err().to_string();
    assert!(err.contains("ambiguous"), "{err}");
    for w in &written {
        assert_eq!(pos.parse_move(w).map(|m| pos.move_text(&m)), Ok(w.clone()));
    }
}

#[test]
fn routes_differing_only_in_an_intermediate_landing_are_one_move() {
    // The king on 5 takes 23, may land on 28, 32 or 37, and from each takes 41 to 46: one move.
    let found = triples::<International>("W:WK5,25,33,34,35,38:B12,13,16,17,23,26,41");
    assert_eq!(found.iter().filter(|(_, to, _)| *to == 46).count(), 1);
}

#[test]
fn english_and_pool_start_with_black_to_move() {
    assert_eq!(Position::<English>::start().turn(), shashki::Color::Black);
    assert_eq!(Position::<Pool>::start().turn(), shashki::Color::Black);
    assert_eq!(Position::<Russian>::start().turn(), shashki::Color::White);
}

#[test]
fn capture_is_compulsory() {
    // FMJD 4.1: with a capture on the board no quiet move is legal.
    assert_eq!(moves::<Russian>("W:Wc3,g3:Bd4,a7"), ["c3:e5"]);
}

#[test]
fn a_king_capture_reads_with_any_stop_behind_the_piece_taken() {
    // The king on 5 takes 23 and may stop on 28, 32 or 37 before taking 41: every way of
    // writing the stop names the one move.
    let pos =
        Position::<International>::from_fen("W:WK5,25,33,34,35,38:B12,13,16,17,23,26,41").unwrap();
    let short = pos.parse_move("5x46").unwrap();
    for text in ["5x28x46", "5x32x46", "5x37x46"] {
        assert_eq!(pos.parse_move(text), Ok(short), "{text}");
    }
    assert!(
        pos.parse_move("5x10x46").is_err(),
        "10 lies before the piece taken"
    );
}
