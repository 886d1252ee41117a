//! What a player writes around the moves survives reading and writing (issue 32): the marks
//! (the move strength and `X`, "and wins", RULES.md A4) and the comments, wherever they stand.

use shashki::{Russian, SquareStyle};
use shashki_pdn::{normalize, normalize_in, write_game, PdnGame, Reader};

fn games(text: &str) -> Vec<PdnGame> {
    Reader::new(text.as_bytes())
        .map(|g| g.unwrap_or_else(|e| panic!("{e}\n{text}")))
        .collect()
}

fn one(text: &str) -> PdnGame {
    games(text).remove(0)
}

fn written(game: &PdnGame) -> String {
    let mut out = Vec::new();
    write_game(&mut out, game).unwrap();
    String::from_utf8(out).unwrap()
}

fn marks(game: &PdnGame) -> Vec<Option<&str>> {
    game.moves.iter().map(|m| m.annotation.as_deref()).collect()
}

#[test]
fn a_strength_and_x_are_both_kept_glued_or_apart_in_pdn_order() {
    let game = one("1. c3-d4!X f6-g5 2. b2-c3?! X g5-h4 3. c3-b4 X !! g7-f6?? 4. b4-c5 !? *");
    assert_eq!(
        marks(&game),
        [
            Some("!X"),
            None,
            Some("?!X"),
            None,
            Some("!!X"),
            Some("??"),
            Some("!?")
        ]
    );
    let text = written(&game);
    assert!(
        text.contains("1. c3-d4!X f6-g5 2. b2-c3?!X g5-h4 3. c3-b4!!X g7-f6?? 4. b4-c5!? *"),
        "{text}"
    );
    assert_eq!(
        one(&text).without_locations(),
        game.without_locations(),
        "{text}"
    );
}

#[test]
fn marks_survive_the_conversion_to_numbers() {
    let game = one("1. c3-d4!X f6-g5 2. b2-c3?! X g5-h4 *");
    let numeric = normalize_in::<Russian>(&game, SquareStyle::Numeric).unwrap();
    let text = written(&numeric);
    assert!(
        text.contains("1. 22-18!X 11-16 2. 25-22?!X 16-20 *"),
        "{text}"
    );
}

#[test]
fn two_strengths_on_one_move_stay_two_and_nags_stay_with_them() {
    let game = one("1. c3-d4! ? $1 f6-g5 *");
    assert_eq!(marks(&game), [Some("! ?"), None]);
    assert_eq!(game.moves[0].nags, [1]);
    let again = one(&written(&game));
    assert_eq!(again.without_locations(), game.without_locations());
}

/// A Russian club game with comments everywhere a player puts them: before the tags, before the
/// first move, between a move and its reply, in a variation, to the end of a line (`;`), after
/// the result; then a second game, whose leading comment stays its own.
const CLUB: &str = "\
{Городская партия}
[Event \"Первенство города\"]
[White \"Иванов\"]
[Black \"Петров\"]
[Result \"1-0\"]

{Перед первым ходом} 1. c3-d4 {после хода белых} f6-g5 2. b2-c3 {Ход чёрных:} g5-h4 ; до конца строки
3. c3-b4 (3. g3-f4 {вариант} g7-f6) g7-f6 1-0 {Белые выиграли}

{Вторая партия}
[Event \"Блиц\"]

1. c3-d4 * {не окончена}
";

#[test]
fn comments_everywhere_stay_at_their_moves() {
    let read = games(CLUB);
    assert_eq!(read.len(), 2);
    let first = &read[0];
    assert_eq!(first.comments, ["Городская партия", "Перед первым ходом"]);
    assert_eq!(first.moves[0].comments, ["после хода белых"]);
    assert_eq!(first.moves[2].comments, ["Ход чёрных:"]);
    assert_eq!(first.moves[3].comments, ["до конца строки"]);
    assert_eq!(first.moves[4].variations[0][0].comments, ["вариант"]);
    assert_eq!(first.comments_after, ["Белые выиграли"]);
    assert_eq!(read[1].comments, ["Вторая партия"]);
    assert_eq!(read[1].comments_after, ["не окончена"]);
}

#[test]
fn comments_survive_writing_and_normalizing() {
    for game in games(CLUB) {
        let text = written(&game);
        assert_eq!(
            one(&text).without_locations(),
            game.without_locations(),
            "{text}"
        );
        let normal = normalize::<Russian>(&game).unwrap();
        let numeric = normalize_in::<Russian>(&game, SquareStyle::Numeric).unwrap();
        for out in [normal, numeric] {
            let back = one(&written(&out));
            assert_eq!(back.comments, game.comments);
            assert_eq!(back.comments_after, game.comments_after);
            for (a, b) in back.moves.iter().zip(&game.moves) {
                assert_eq!(a.comments, b.comments);
                assert_eq!(a.comments_before, b.comments_before);
                let inner = |m: &shashki_pdn::PdnMove| -> Vec<Vec<String>> {
                    m.variations
                        .iter()
                        .flatten()
                        .map(|v| v.comments.clone())
                        .collect()
                };
                assert_eq!(inner(a), inner(b));
            }
        }
    }
    let text = written(&games(CLUB)[0]);
    assert!(
        text.trim_end().ends_with(" g7-f6 1-0 {Белые выиграли}"),
        "{text}"
    );
    // The comment before the tags is written with the one before the first move.
    assert!(
        text.contains("\n{Городская партия} {Перед первым ходом} 1. c3-d4 {после хода белых}"),
        "{text}"
    );
}

#[test]
fn a_comment_after_the_last_result_on_its_own_line_is_the_last_game_s() {
    let read = games("1. c3-d4 f6-g5 1-0\n\n{Источник: сборник партий}\n");
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].comments_after, ["Источник: сборник партий"]);
}

#[test]
fn an_empty_comment_after_the_result_is_dropped_as_among_the_moves() {
    // Found by the pdn_reader fuzz target in CI: `* ;` kept an empty comment that the writer
    // (rightly) does not write, so the game did not read back the same.
    for text in [
        "1. c3-d4 {} f6-g5 * ;\n",
        "1. c3-d4 f6-g5 1-0 {}\n",
        "1. c3-d4 *\n\n{ }\n",
    ] {
        let read = games(text);
        assert_eq!(read.len(), 1, "{text}");
        assert!(read[0].comments_after.is_empty(), "{text}");
        assert!(read[0].moves[0].comments.is_empty(), "{text}");
        assert_eq!(
            one(&written(&read[0])).without_locations(),
            read[0].without_locations()
        );
    }
}

#[test]
fn comments_after_a_result_at_the_line_s_end_stay_with_their_game() {
    // Moves that fill the line up to the result, so that a comment after it would wrap.
    let first = "[Event \"a\"]\n\n1. c3-d4 f6-g5 2. b2-c3 g5-h4 3. c3-b4 g7-f6 4. d4-c5 b6xd4 \
                 5. e3xc5 h8-g7 1-0 {Белые выиграли: чёрные сдались, не дожидаясь конца партии} \
                 {Второй комментарий}\n";
    let text = format!("{first}\n{{Партия вторая}}\n[Event \"b\"]\n\n1. c3-d4 *\n");
    let read = games(&text);
    assert_eq!(read[0].comments_after.len(), 2);
    assert_eq!(read[1].comments, ["Партия вторая"]);
    let again: String = read.iter().map(written).collect::<Vec<_>>().join("\n");
    let back = games(&again);
    assert_eq!(back.len(), 2, "{again}");
    for (a, b) in back.iter().zip(&read) {
        assert_eq!(a.without_locations(), b.without_locations(), "{again}");
    }
}

#[test]
fn a_comment_holding_a_brace_after_the_result_ends_its_line_and_the_next_still_follows() {
    let game = one("1. c3-d4 1-0 ;a } in it\n{next}\n");
    assert_eq!(game.comments_after, ["a } in it", "next"]);
    let text = written(&game);
    assert!(text.contains("1-0 ;a } in it\n{next}"), "{text}");
    assert_eq!(one(&text).without_locations(), game.without_locations());
}
