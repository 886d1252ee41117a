//! The folk variants in PDN (INTERFACES section 1: GameType 25 and a `Variant` tag): seeded
//! random games of bashni, stavropol and samoedy, from the start and from a FEN with what their
//! positions hold besides (bashni's columns, stavropol's last move), written and read back to the
//! same moves and the same end.

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
