//! A written move that fits two legal moves is read as a reader of the book reads it: by
//! reading on, keeping the move after which the record goes on, with a warning that says so.
//! A failed replay says how far the record replayed.

use shashki::Russian;
use shashki_pdn::{replay, PdnGame, Reader, ReplayError, ResolveError};

fn game(pdn: &str) -> PdnGame {
    let mut games: Vec<_> = Reader::new(pdn.as_bytes()).collect();
    assert_eq!(games.len(), 1, "{pdn}");
    games.remove(0).unwrap()
}

#[test]
fn a_short_move_that_fits_a_king_and_a_man_is_read_by_what_follows() {
    // 'hg7' fits the king h8-g7 and the man h6-g7; only the king can go on to f6.
    let g = game("[FEN \"W:WKh8,h6:Ba7\"]\n1. hg7 ab6 2. gf6 *\n");
    let line = replay::<Russian>(&g).unwrap();
    let mut pos = line.start;
    let played: Vec<String> = line
        .moves
        .iter()
        .map(|m| {
            let text = pos.full_text(m);
            pos = pos.play(m);
            text
        })
        .collect();
    assert_eq!(played, ["h8-g7", "a7-b6", "g7-f6"]);
    let [w] = line.warnings.as_slice() else {
        panic!("{:?}", line.warnings)
    };
    assert_eq!((w.ply, w.text.as_str(), w.line, w.column), (0, "hg7", 2, 4));
    assert_eq!(
        (w.kept.as_str(), w.rejected.as_slice()),
        ("h8-g7", &["h6-g7".to_string()][..])
    );
    assert_eq!(
        w.to_string(),
        "2:4: move 1 ('hg7') also fits h6-g7; read as h8-g7, after which the record goes on"
    );
}

#[test]
fn a_short_move_that_fits_two_pieces_on_a_file_is_read_by_what_follows() {
    // Black to move: 'ab2' fits the man a3-b2 and the king a1-b2; the king can go on to c3,
    // the man cannot (men do not move backwards).
    let g = game("[FEN \"B:Wh2:BKa1,a3\"]\n1... ab2 2. hg3 bc3 *\n");
    let line = replay::<Russian>(&g).unwrap();
    assert_eq!(line.end.fen(), "W:W24:B21,K22"); // the man stays on a3, the king is on c3
    assert_eq!(line.warnings.len(), 1);
    assert_eq!(line.warnings[0].kept, "a1-b2");
    assert_eq!(line.warnings[0].rejected, ["a3-b2"]);
}

#[test]
fn a_move_whose_readings_both_go_on_to_the_end_stays_ambiguous() {
    let g = game("[FEN \"W:WKh8,h6:Ba7\"]\n1. hg7 ab6 *\n");
    match replay::<Russian>(&g) {
        Err(ReplayError::Move {
            ply: 0,
            error: ResolveError::Ambiguous { candidates, .. },
            ..
        }) => assert_eq!(candidates, ["h6-g7", "h8-g7"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_later_error_is_reported_where_the_record_stops_replaying() {
    // The man's reading stops at 'gf6', the king's goes on to 'bc3', which Black cannot play:
    // the error is there, after three plies replayed, not at the ambiguous first move.
    let g = game("[FEN \"W:WKh8,h6:Ba7\"]\n1. hg7 ab6 2. gf6 bc3 *\n");
    match replay::<Russian>(&g) {
        Err(ReplayError::Move { ply: 3, text, .. }) => assert_eq!(text, "bc3"),
        other => panic!("{other:?}"),
    }
}
