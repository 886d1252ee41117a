//! FEN reading and writing (INTERFACES.md §3) and the errors for bad input.

use shashki::{FenError, International, Italian, Position, Problem, Russian};

#[test]
fn start_position_is_written_in_canonical_form() {
    assert_eq!(
        Position::<Russian>::start().fen(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(
        Position::<Russian>::from_fen("startpos").unwrap(),
        Position::<Russian>::start()
    );
}

#[test]
fn ranges_either_block_order_and_counters_are_read() {
    let start = Position::<International>::start();
    assert_eq!(
        Position::<International>::from_fen("W:W31-50:B1-20").unwrap(),
        start
    );
    assert_eq!(
        Position::<International>::from_fen("W:B1-20:W31-50:H0:F1").unwrap(),
        start
    );
    assert_eq!(
        Position::<International>::from_fen(" W:W31-50:B1-20. ").unwrap(),
        start
    );
}

#[test]
fn algebraic_squares_and_kings_are_read_on_8x8() {
    let pos = Position::<Russian>::from_fen("B:WKe1,c1,f2:Bd6,Kh6").unwrap();
    assert_eq!(pos.fen(), "B:W27,30,K31:B10,K12");
    // Italian has a light a1: a8 is square 1.
    assert_eq!(
        Position::<Italian>::from_fen("W:WKa8:BKh1").unwrap().fen(),
        "W:WK1:BK32"
    );
}

#[test]
fn empty_blocks_are_allowed() {
    let pos = Position::<Russian>::from_fen("B:W:BK1").unwrap();
    assert_eq!(pos.fen(), "B:W:BK1");
    assert_eq!(pos.legal_moves().len(), 7, "b8 to a7 and along c7-h2");
}

fn parse_error(fen: &str) -> String {
    match Position::<Russian>::from_fen(fen) {
        Err(FenError::Parse(e)) => e.to_string(),
        other => panic!("{fen}: expected a parse error, got {other:?}"),
    }
}

#[test]
fn unreadable_fen_names_the_column_and_the_problem() {
    assert_eq!(parse_error(""), "bad FEN at column 1: empty FEN");
    assert!(parse_error("X:W21:B1").contains("column 1"));
    assert!(parse_error("W:Q21:B1").contains("column 3"));
    let e = parse_error("W:W21,99:B1");
    assert!(e.contains("column 7") && e.contains("99"), "{e}");
    assert!(parse_error("W:W21,,22:B1").contains("empty square"));
    assert!(parse_error("W:W21:W22").contains("second white block"));
    assert!(parse_error("W:W30-20:B1").contains("backwards"));
    assert!(parse_error("W:Wz9:B1").contains("z9"));
}

#[test]
fn impossible_positions_list_every_problem() {
    let err = match Position::<Russian>::from_fen("W:W1,21,21:B32,5") {
        Err(FenError::Position(e)) => e,
        other => panic!("expected a position error, got {other:?}"),
    };
    assert_eq!(
        err.problems,
        [
            Problem::ManOnPromotionRow(1, shashki::Color::White),
            Problem::SquareTwice(21),
            Problem::ManOnPromotionRow(32, shashki::Color::Black),
        ]
    );
    assert_eq!(err.setup.pieces.len(), 5, "the setup is kept");
    let too_many = Position::<Russian>::from_fen("W:W13-26:B1-3");
    assert!(too_many.unwrap_err().to_string().contains("14 pieces"));
}
