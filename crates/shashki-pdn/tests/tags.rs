//! Tags: padding and escapes, and what `GameType`, `Variant`, `FEN` and `SetUp` say about the
//! variant and the start.

use shashki::{Italian, Position, Russian, Variant};
use shashki_pdn::{replay, start_fen, start_position, variant_of, PdnGame, Reader};

fn one(text: &str) -> PdnGame {
    let mut games: Vec<_> = Reader::new(text.as_bytes()).collect();
    assert_eq!(games.len(), 1, "{games:?}");
    games.remove(0).unwrap()
}

#[test]
fn padded_names_values_and_escapes() {
    let game = one(concat!(
        "[Event       \"XXV pervenstvo SSSR\"]\n",
        "[Site \"  Liepaja \"]\n",
        "[Annotator \"the \\\"Vegas\\\" \\\\ version\"]\n",
        "[Comment \"C:\\nemesis\\games\\BHAM 2002\\bham01.xml\"]\n",
        "[Black \"MF Tinsley\"] \n",
        "1. c3-d4 *\n"
    ));
    assert_eq!(game.tag("Event"), Some("XXV pervenstvo SSSR"));
    assert_eq!(game.tag("Site"), Some("Liepaja"));
    assert_eq!(game.tag("Annotator"), Some("the \"Vegas\" \\ version"));
    assert_eq!(
        game.tag("Comment"),
        Some("C:\\nemesis\\games\\BHAM 2002\\bham01.xml")
    );
    assert_eq!(game.tag("Black"), Some("MF Tinsley"));
}

#[test]
fn tags_keep_their_order_and_may_share_a_line() {
    let game = one("[White \"A\"] [Black \"B\"]\n[Event \"E\"]\n1. 32-28 *");
    let names: Vec<&str> = game.tags.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["White", "Black", "Event"]);
}

#[test]
fn game_type_in_full_form_or_number_only() {
    let full = one("[GameType \"25,W,8,8,A0,0\"]\n1. c3-d4 *");
    assert_eq!(variant_of(&full), Some(Variant::Russian));
    let number = one("[GameType \"20\"]\n1. 32-28 *");
    assert_eq!(variant_of(&number), Some(Variant::International));
    let none = one("[Event \"x\"]\n1. 32-28 *");
    assert_eq!(variant_of(&none), None);
}

#[test]
fn variant_tag_picks_among_variants_sharing_a_game_type() {
    for (game_type, variant, expected) in [
        ("20", "antidraughts", Variant::Antidraughts),
        ("20", "killer", Variant::Killer),
        ("20", "Breakthrough", Variant::Breakthrough),
        ("25", "giveaway", Variant::Giveaway),
        ("25", "poddavki", Variant::Giveaway),
        ("25", "bashni", Variant::Bashni),
        ("25", "stolbovye", Variant::Bashni),
        ("25", "stavropol", Variant::Stavropol),
        ("25", "samoedy", Variant::Samoedy),
    ] {
        let game = one(&format!(
            "[GameType \"{game_type}\"]\n[Variant \"{variant}\"]\n1. 32-28 *"
        ));
        assert_eq!(variant_of(&game), Some(expected));
    }
}

#[test]
fn every_game_type_number_of_the_table() {
    for (number, expected) in [
        (20, Variant::International),
        (21, Variant::English),
        (22, Variant::Italian),
        (23, Variant::Pool),
        (24, Variant::Spanish),
        (25, Variant::Russian),
        (26, Variant::Brazilian),
        (29, Variant::Czech),
    ] {
        let game = one(&format!("[GameType \"{number}\"]\n*"));
        assert_eq!(variant_of(&game), Some(expected), "{number}");
    }
}

#[test]
fn italian_fen_with_zero_padded_squares_and_a_trailing_dot() {
    let game = one(concat!(
        "[SetUp \"1\"]\n",
        "[FEN \"W:W20,24,27,28,29,30,31,32:B03,04,06,07,09,11,13,15. \"]\n",
        "\n1. 28-23  6-10 2. 20-16 10-14 1/2-1/2\n"
    ));
    let start = start_position::<Italian>(&game).unwrap();
    assert_eq!(
        start.fen(),
        "W:W20,24,27,28,29,30,31,32:B3,4,6,7,9,11,13,15"
    );
    assert_eq!(replay::<Italian>(&game).unwrap().moves.len(), 4);
}

#[test]
fn fen_without_setup_counts_and_setup_zero_ignores_it() {
    let game = one("[FEN \"B:W21,22:B1,2\"]\n*");
    assert_eq!(start_fen(&game), Some("B:W21,22:B1,2"));
    let game = one("[SetUp \"0\"]\n[FEN \"B:W21,22:B1,2\"]\n*");
    assert_eq!(start_fen(&game), None);
    assert_eq!(
        start_position::<Russian>(&game).unwrap(),
        Position::<Russian>::start()
    );
}

#[test]
fn a_bad_fen_is_a_replay_error_not_a_read_error() {
    let game = one("[FEN \"W:W99:B1\"]\n1. 1-5 *");
    assert!(replay::<Russian>(&game).is_err());
}
