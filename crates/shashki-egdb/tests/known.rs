//! Known small endings, and positions with a capture to make.

mod common;

use shashki::{English, Giveaway, International, Position, Rules, Russian, Variant};
use shashki_egdb::{study, Egdb, Value, Wdl};

fn value<R: Rules>(egdb: &Egdb, fen: &str) -> Value {
    egdb.value(&Position::<R>::from_fen(fen).expect("fen"))
        .expect("probe")
}

fn win(plies: u32) -> Value {
    Value::decided(Wdl::Win, Some(plies))
}

fn loss(plies: u32) -> Value {
    Value::decided(Wdl::Loss, Some(plies))
}

/// Russian up to 4 pieces: king against king, two kings against one, and the founding texts'
/// claim that Petrov's triangle catches the lone king by the 13th move.
#[test]
fn russian_small_endings_and_petrovs_triangle() {
    let dir = tempfile::tempdir().expect("temp dir");
    let egdb = common::build_small(Variant::Russian, 4, dir.path());
    // King against king is a draw, unless one king is caught on a corner of the main road
    // (a1 has no other diagonal: it must step onto the road and be taken).
    assert_eq!(value::<Russian>(&egdb, "W:WKc3:BKf8"), Value::DRAW);
    assert_eq!(value::<Russian>(&egdb, "W:WKa1:BKh8"), loss(2));
    // Two kings do not beat a king that holds the main road.
    assert_eq!(value::<Russian>(&egdb, "W:WKd4:BKc1,Ke1"), Value::DRAW);
    assert_eq!(value::<Russian>(&egdb, "B:WKd4:BKc1,Ke1"), Value::DRAW);
    // Three kings holding the road beat a king off it.
    assert_eq!(value::<Russian>(&egdb, "W:WKc1,Ke1,Kg1:BKb8").wdl, Wdl::Win);
    let p = study::petrov(&egdb).expect("study");
    assert_eq!(p.longest.0, 13, "the longest win takes 13 moves: {p}");
    assert!(
        p.road.1 > p.road.0 / 2,
        "most main-road positions are draws: {p}"
    );
    assert_eq!(
        p.won.1, p.won.2,
        "the 15-move limit never saves the lone king off the road"
    );
}

/// A capture pending is played out: the side to move takes the last piece.
#[test]
fn positions_with_a_capture_pending_are_answered_through_the_captures() {
    let dir = tempfile::tempdir().expect("temp dir");
    let egdb = common::build_small(Variant::Russian, 3, dir.path());
    // Either white king takes d2 and Black has nothing left.
    assert_eq!(value::<Russian>(&egdb, "W:WKc1,Ke1:BKd2"), win(1));
    // Black must take c3 (landing on b2 or a1): the value is the best of its captures.
    let pos = Position::<Russian>::from_fen("B:WKh8,c3:BKd4").expect("fen");
    assert!(pos.has_capture());
    common::bellman(&egdb, &pos).expect("Bellman");
    let dir = tempfile::tempdir().expect("temp dir");
    let giveaway = common::build_small(Variant::Giveaway, 3, dir.path());
    // In giveaway the side left without a move wins: once White takes d2, Black has no
    // piece and wins, so White to move loses in one ply.
    assert_eq!(value::<Giveaway>(&giveaway, "W:WKc1,Ke1:BKd2"), loss(1));
}

/// English checkers (ACF rules): two kings beat one, and a king against a king is a draw.
#[test]
fn english_two_kings_beat_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let egdb = common::build_small(Variant::English, 3, dir.path());
    assert_eq!(value::<English>(&egdb, "B:WK29:BK14,K15").wdl, Wdl::Win);
    assert_eq!(value::<English>(&egdb, "W:WK29:BK14,K15").wdl, Wdl::Loss);
    assert_eq!(value::<English>(&egdb, "W:WK1:BK32"), Value::DRAW);
}

/// RULES.md §4: a king on 46 against a king on 5 loses for the side to move.
#[test]
fn international_king_against_king_on_the_long_diagonal_loses() {
    let dir = tempfile::tempdir().expect("temp dir");
    let egdb = common::build_small(Variant::International, 2, dir.path());
    assert_eq!(value::<International>(&egdb, "W:WK46:BK5"), loss(2));
    assert_eq!(value::<International>(&egdb, "W:WK47:BK5"), Value::DRAW);
}
