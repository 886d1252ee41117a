//! The folk variants in PDN (INTERFACES.md §1: GameType 25 and a `Variant` tag): seeded
//! random games of bashni, stavropol and samoedy, from the start and from a FEN with what their
//! positions hold besides (bashni's columns, stavropol's last move), written and read back to the
//! same moves and the same end; the moves are written as russian's are (issue 32), and a game
//! written with the canonical numbers still reads.

mod common;

use shashki::{Variant, VariantPosition};
use shashki_pdn::{game_type, record_line, replay_in, variant_of, write_game, Reader};

/// Writes a seeded random game of `variant` from `fen`, reads it back, and checks the tags, the
/// moves and the end position.
fn round_trip(variant: Variant, fen: &str, seed: u64) {
    let start = VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let (moves, pos) = common::random_line(start, 120, seed);
    let mut text = Vec::new();
    write_game(&mut text, &record_line(&[], &start, &moves, Some("*"))).unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("[GameType \"25\"]"), "{text}");
    assert!(text.contains(&format!("[Variant \"{variant}\"]")), "{text}");
    let game = Reader::new(text.as_bytes()).next().unwrap().unwrap();
    assert_eq!(variant_of(&game), Some(variant));
    // Written as russian is (issue 32): algebraic squares, captures with a colon.
    for m in &game.moves {
        let squares: Vec<&str> = m.text.split(['-', ':']).collect();
        assert!(
            squares.len() >= 2 && squares.iter().all(|s| variant.parse_square(s).is_ok()),
            "{}",
            m.text
        );
        assert!(
            m.text.starts_with(|c: char| c.is_ascii_lowercase()),
            "{}",
            m.text
        );
    }
    assert_eq!(game_type(variant), "25");
    let line = replay_in(variant, &game).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(line.start, start, "{text}");
    assert_eq!(line.moves, moves, "{text}");
    let end = line.moves.iter().fold(line.start, |p, mv| p.play(mv));
    assert_eq!(end.fen(), pos.fen());
}

#[test]
fn folk_games_from_the_start_read_back() {
    for (i, variant) in [Variant::Bashni, Variant::Stavropol, Variant::Samoedy]
        .into_iter()
        .enumerate()
    {
        for seed in 0..8 {
            round_trip(variant, "startpos", 100 * i as u64 + seed);
        }
    }
}

#[test]
fn a_bashni_game_from_columns_and_a_stavropol_game_after_a_last_move_read_back() {
    for seed in 0..8 {
        round_trip(Variant::Bashni, "W:W22=wbb,K31,27,28:B10=BwW,11,12,5", seed);
        round_trip(Variant::Stavropol, "B:W21,22,31:BK15,1,2:L4-15", seed);
    }
}

#[test]
fn a_folk_game_written_with_numbers_still_reads() {
    // Numbers were these games' notation before issue 32, and remain a notation they read.
    for variant in [Variant::Bashni, Variant::Stavropol, Variant::Samoedy] {
        let text = format!(
            "[GameType \"25\"]\n[Variant \"{variant}\"]\n[FEN \"W:W22:B18,11,8\"]\n\n1. 22x15 11x18 *\n"
        );
        let game = Reader::new(text.as_bytes()).next().unwrap().unwrap();
        let line = replay_in(variant, &game).unwrap_or_else(|e| panic!("{variant}: {e}"));
        let mut pos = line.start;
        let mut written = Vec::new();
        for mv in &line.moves {
            written.push(pos.move_text(mv));
            pos = pos.play(mv);
        }
        assert_eq!(written, ["c3:e5", "f6:d4"], "{variant}");
    }
}
