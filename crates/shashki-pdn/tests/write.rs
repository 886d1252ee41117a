//! The writer: tag order and the variant's tags, move numbers, the variant's notation, notes,
//! NAGs and variations, wrapping, and reading back what was written.

use shashki::{English, Position, Russian, Variant, VariantGame, VariantPosition};
use shashki_pdn::{
    normalize, record, record_line, replay, resolve, write_game, PdnGame, PdnMove, Reader,
    LINE_WIDTH,
};

fn written(game: &PdnGame) -> String {
    let mut out = Vec::new();
    write_game(&mut out, game).unwrap();
    String::from_utf8(out).unwrap()
}

fn read_one(text: &str) -> PdnGame {
    let mut games: Vec<_> = Reader::new(text.as_bytes()).collect();
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap()
}

/// Writes and reads back, and checks the game is the same.
fn round_trip(game: &PdnGame) -> String {
    let text = written(game);
    assert_eq!(
        read_one(&text).without_locations(),
        game.without_locations(),
        "{text}"
    );
    text
}

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

#[test]
fn a_russian_record_has_the_standard_tags_and_russian_notation() {
    let mut game = played(
        Variant::Russian,
        None,
        &["c3-d4", "f6-e5", "d4xf6", "g7xe5"],
    );
    game.resign(shashki::Color::Black).unwrap();
    let game = record(
        &tags(&[
            ("Black", "B"),
            ("Opening", "x"),
            ("Event", "E"),
            ("White", "W"),
        ]),
        &game,
    );
    let text = round_trip(&game);
    assert_eq!(
        text,
        concat!(
            "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n",
            "[GameType \"25,W,8,8,A0,0\"]\n[Opening \"x\"]\n\n",
            "1. c3-d4 f6-e5 2. d4:f6 g7:e5 1-0\n\n"
        )
    );
}

/// A game of `variant` from `fen` (the start when `None`) with `moves` played.
fn played(variant: Variant, fen: Option<&str>, moves: &[&str]) -> VariantGame {
    let start = match fen {
        Some(fen) => VariantPosition::from_fen(variant, fen).unwrap(),
        None => VariantPosition::start(variant),
    };
    let mut game = VariantGame::new(start, None);
    for text in moves {
        game.play_text(text).unwrap();
    }
    game
}

#[test]
fn a_game_from_a_position_has_setup_and_fen_and_starts_with_black_s_number() {
    let game = played(Variant::Russian, Some("B:Wc3,e3:Bf6,h8"), &["f6-g5"]);
    let game = record(&[], &game);
    assert_eq!(
        round_trip(&game),
        concat!(
            "[Result \"*\"]\n[GameType \"25,W,8,8,A0,0\"]\n[SetUp \"1\"]\n",
            "[FEN \"B:W22,23:B4,11\"]\n\n1... f6-g5 *\n\n"
        )
    );
}

#[test]
fn english_numbers_black_s_move_and_white_s_reply_together() {
    let game = played(Variant::English, None, &["11-15", "23-19", "8-11"]);
    let game = record(&[], &game);
    assert!(written(&game).ends_with("\n\n1. 11-15 23-19 2. 8-11 *\n\n"));
    let from_white = Position::<English>::start().with_turn(shashki::Color::White);
    let game = played(Variant::English, Some(&from_white.fen()), &["22-18"]);
    let game = record(&[], &game);
    assert!(
        written(&game).ends_with("\n\n1... 22-18 *\n\n"),
        "{}",
        written(&game)
    );
}

#[test]
fn normalize_rewrites_numbers_and_separators_in_the_variant_s_notation() {
    let game =
        read_one("[Result \"1:0\"]\n1. 22-18 f6-e5 (1... f6-g5 2. b2-c3) 2. d4-f6 {x} g7xe5 1:0");
    let game = normalize::<Russian>(&game).unwrap();
    let texts: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["c3-d4", "f6-e5", "d4:f6", "g7:e5"]);
    let variation: Vec<&str> = game.moves[1].variations[0]
        .iter()
        .map(|m| m.text.as_str())
        .collect();
    assert_eq!(variation, ["f6-g5", "b2-c3"]);
    assert_eq!(game.result.as_deref(), Some("1-0"));
    assert_eq!(game.tag("Result"), Some("1-0"));
    assert_eq!(game.moves[2].comments, ["x"]);
    round_trip(&game);
}

#[test]
fn ambiguous_captures_are_written_with_their_full_path() {
    // Two captures from a3 to b8 that take different men (the rules crate's fixture).
    let start = Position::<Russian>::from_fen("W:WK21:B3,6,14,23,25").unwrap();
    let legal = start.legal_moves();
    assert_eq!(legal.len(), 2);
    assert!(resolve(&start, "a3:b8").is_err());
    for mv in &legal {
        let game = record_line(&[], &start.into(), &[*mv], None);
        assert!(game.moves[0].text.matches(':').count() >= 2, "{game:?}");
        let again = read_one(&written(&game));
        assert_eq!(replay::<Russian>(&again).unwrap().moves, [*mv]);
    }
}

#[test]
fn notes_marks_nags_and_variations_read_back() {
    let game = read_one(concat!(
        "[Event \"x\"]\n{intro}\n1. c3-d4! {good} $1 f6-g5?? (1... f6-e5 {or} 2. d4xf6 ",
        "(2. g3-f4 {deep} e5xg3) g7xe5) 2. b2-c3 ({alt} 2. d4-c5X $3) g5-h4 ; } odd\n",
        "3. - 1/2-1/2\n"
    ));
    let text = round_trip(&game);
    assert!(text.contains(";} odd\n"), "{text}");
    assert!(text.contains("2... g7xe5)"), "{text}");
}

#[test]
fn movetext_is_wrapped_at_80_columns() {
    let mut game = PdnGame::default();
    for i in 0..200 {
        let mut m = PdnMove::new(if i % 2 == 0 { "31-27" } else { "20-24" });
        if i % 7 == 0 {
            m.comments
                .push("a rather long note that will need to be wrapped".into());
        }
        game.moves.push(m);
    }
    game.result = Some("2-0".into());
    let text = round_trip(&game);
    assert!(
        text.lines().all(|l| l.chars().count() <= LINE_WIDTH),
        "{text}"
    );
    assert!(text.lines().count() > 20);
    // No line ends between a move number and its move.
    assert!(
        text.lines().all(|l| !l.ends_with('.')),
        "a line ends with a move number: {text}"
    );
}

#[test]
fn tag_values_with_quotes_and_backslashes_read_back() {
    let game = PdnGame {
        tags: tags(&[("Comment", "C:\\dir\\"), ("Event", "the \"Vegas\" one")]),
        result: Some("*".into()),
        ..PdnGame::default()
    };
    round_trip(&game);
}
