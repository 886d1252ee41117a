//! Movetext: move numbers or none, comments of every kind, variations, NAGs, annotation marks,
//! separators, padded squares, placeholders and both result styles.

use shashki::{International, Rules, Russian};
use shashki_pdn::{replay, PdnGame, PdnMove, Reader};

/// Reads `text`, which must hold exactly one game that reads.
fn one(text: &str) -> PdnGame {
    let mut games: Vec<_> = Reader::new(text.as_bytes()).collect();
    assert_eq!(games.len(), 1, "{games:?}");
    games.remove(0).unwrap()
}

fn texts(moves: &[PdnMove]) -> Vec<&str> {
    moves.iter().map(|m| m.text.as_str()).collect()
}

#[test]
fn move_numbers_with_one_dot_three_dots_or_none() {
    let game = one("1. c3-d4 f6-g5 2.b2-c3 2... g5-h4 3... 1-0");
    assert_eq!(texts(&game.moves), ["c3-d4", "f6-g5", "b2-c3", "g5-h4"]);
    let game = one("9-13 22-18 11-16 18-14 0-1");
    assert_eq!(texts(&game.moves), ["9-13", "22-18", "11-16", "18-14"]);
}

#[test]
fn moves_keep_their_line_and_column() {
    let game = one("[Event \"x\"]\n\n1. c3-d4\n   f6-g5 *");
    assert_eq!(game.line, 1);
    assert_eq!((game.moves[0].line, game.moves[0].column), (3, 4));
    assert_eq!((game.moves[1].line, game.moves[1].column), (4, 4));
}

#[test]
fn capture_separators_and_full_paths_are_kept_as_written() {
    let game = one("1. c3:e5 f6xd4 2. 24x15x6 a3:c5:e7 *");
    assert_eq!(
        texts(&game.moves),
        ["c3:e5", "f6xd4", "24x15x6", "a3:c5:e7"]
    );
}

#[test]
fn squares_padded_with_spaces_are_joined() {
    let game = one("4. 41-37  1- 7 52. 46-41 47x 9  53.  4x 1\n1-0");
    assert_eq!(texts(&game.moves), ["41-37", "1-7", "46-41", "47x9", "4x1"]);
}

#[test]
fn every_result_style_ends_the_game() {
    for result in [
        "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", "1:0", "0:1", "1/2:1/2",
    ] {
        let game = one(&format!("1. ed4 fg5 {result}"));
        assert_eq!(game.result.as_deref(), Some(result));
        assert_eq!(game.moves.len(), 2);
    }
}

#[test]
fn result_on_its_own_indented_line() {
    let game = one("1. c3-d4 f6-g5 2. b2-c3\n\n                                     1/2-1/2\n");
    assert_eq!(game.result.as_deref(), Some("1/2-1/2"));
}

#[test]
fn brace_comments_span_lines_and_belong_to_the_move_before() {
    let game = one("{before}\n1. 23-19 {? 30-26 e\n   migliore}  4-7 {7-12 M-h vincente} *");
    assert_eq!(game.comments, ["before"]);
    assert_eq!(game.moves[0].comments, ["? 30-26 e migliore"]);
    assert_eq!(game.moves[1].comments, ["7-12 M-h vincente"]);
}

#[test]
fn semicolon_comments_run_to_the_line_end_and_percent_lines_are_skipped() {
    let game = one("1. c3-d4 ; a note (not a variation\n% private data 1. x-y\nf6-g5 *");
    assert_eq!(texts(&game.moves), ["c3-d4", "f6-g5"]);
    assert_eq!(game.moves[0].comments, ["a note (not a variation"]);
}

#[test]
fn nested_variations_are_alternatives_to_the_move_before() {
    let game = one("1. c3-d4 f6-g5 (1... f6-e5 2. d4xf6 (2. g3-f4 e5xg3) g7xe5) 2. b2-c3 *");
    assert_eq!(texts(&game.moves), ["c3-d4", "f6-g5", "b2-c3"]);
    let variation = &game.moves[1].variations[0];
    assert_eq!(texts(variation), ["f6-e5", "d4xf6", "g7xe5"]);
    assert_eq!(texts(&variation[1].variations[0]), ["g3-f4", "e5xg3"]);
}

#[test]
fn comment_at_the_start_of_a_variation_goes_before_its_first_move() {
    let game = one("1. c3-d4 ({or} 1. e3-d4) *");
    let variation = &game.moves[0].variations[0];
    assert_eq!(variation[0].comments_before, ["or"]);
}

#[test]
fn prose_in_parentheses_is_a_comment() {
    let game = one(
        "9-13 22-18 11-16 (Roberto's first choice, the Wilderness 1.) 18-14 \
         (The \"Vegas\" version, 6-9 being preferred. Score 1-0 to Nemesis with 11 pieces \
         (outside the capability of a 10 piece db!)) 10-17 *",
    );
    assert_eq!(
        texts(&game.moves),
        ["9-13", "22-18", "11-16", "18-14", "10-17"]
    );
    assert_eq!(
        game.moves[2].comments,
        ["Roberto's first choice, the Wilderness 1."]
    );
    assert_eq!(
        game.moves[3].comments,
        [
            "The \"Vegas\" version, 6-9 being preferred. Score 1-0 to Nemesis with 11 pieces \
          (outside the capability of a 10 piece db!)"
        ]
    );
    assert!(game.moves.iter().all(|m| m.variations.is_empty()));
}

#[test]
fn nags_and_annotation_marks_glued_or_apart() {
    let game = one("1. c3-d4! f6-g5?? 2. b2-c3!? $14 g5-h4 ?! $2 $201 3. c3-b4X *");
    let marks: Vec<Option<&str>> = game.moves.iter().map(|m| m.annotation.as_deref()).collect();
    assert_eq!(
        marks,
        [Some("!"), Some("??"), Some("!?"), Some("?!"), Some("X")]
    );
    assert_eq!(game.moves[2].nags, [14]);
    assert_eq!(game.moves[3].nags, [2, 201]);
    assert_eq!(
        texts(&game.moves),
        ["c3-d4", "f6-g5", "b2-c3", "g5-h4", "c3-b4"]
    );
}

#[test]
fn a_note_glued_to_a_move_is_a_comment_on_it() {
    let game = one("15. 11x18x25 30x21x14 8-11Redoversteppedthetimecontrolonthismove. \n0-1");
    assert_eq!(texts(&game.moves), ["11x18x25", "30x21x14", "8-11"]);
    assert_eq!(
        game.moves[2].comments,
        ["Redoversteppedthetimecontrolonthismove."]
    );
    assert_eq!(game.result.as_deref(), Some("0-1"));
}

#[test]
fn placeholders_stand_for_unknown_moves() {
    let game = one("1. - - 2. - - 1-0");
    assert_eq!(game.moves.len(), 4);
    assert!(game.moves.iter().all(PdnMove::is_placeholder));
}

#[test]
fn russian_short_notation_and_algebraic_and_numeric_squares() {
    let game = one("1. gf4 fe5 2. hg3 gf6 3. c3-d4 21-17 0:1");
    assert_eq!(
        texts(&game.moves),
        ["gf4", "fe5", "hg3", "gf6", "c3-d4", "21-17"]
    );
}

/// The main line of `game` in full notation.
fn replayed<R: Rules>(game: &PdnGame) -> Vec<String> {
    let line = replay::<R>(game).unwrap_or_else(|e| panic!("{e}"));
    let mut pos = line.start;
    let mut out = Vec::new();
    for mv in &line.moves {
        out.push(pos.full_text(mv));
        pos = pos.play(mv);
    }
    out
}

#[test]
fn moves_as_russian_books_print_them_read_and_replay() {
    // The children's course prints the Cyrillic с and the capital Ze for 3; a typist gives the
    // Cyrillic е and typeset dashes; a result may have a dash too.
    let game = one("1. сЗ-d4 f6-g5 2. d4—c5 d6хb4 3. а3×c5 1–0");
    assert_eq!(
        texts(&game.moves),
        ["сЗ-d4", "f6-g5", "d4—c5", "d6хb4", "а3×c5"]
    );
    assert_eq!(game.result.as_deref(), Some("1-0"));
    // Columns count characters, not the bytes of the Cyrillic letters and the dash.
    assert_eq!((game.moves[4].line, game.moves[4].column), (1, 34));
    assert_eq!(
        replayed::<Russian>(&game),
        ["c3-d4", "f6-g5", "d4-c5", "d6:b4", "a3:c5"]
    );
}

#[test]
fn the_ten_by_ten_capture_sign_reads_and_replays() {
    let game = one("[GameType \"20\"]\n[FEN \"W:W22:B27\"]\n\n1. 22×31 *");
    assert_eq!(texts(&game.moves), ["22×31"]);
    assert_eq!(replayed::<International>(&game), ["22x31"]);
}

#[test]
fn games_without_results_end_at_the_next_tag_section() {
    let text = "[Event \"a\"]\n1. 9-13 22-18\n[Event \"b\"]\n[Result \"0-1\"]\n11-15\n";
    let games: Vec<PdnGame> = Reader::new(text.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].moves.len(), 2);
    assert_eq!(games[1].tag("Event"), Some("b"));
    assert_eq!(games[1].result, None);
    assert_eq!(games[1].line, 3);
}

#[test]
fn games_without_tags_end_at_their_result() {
    let text = "1. 32-28 17-22 1-0\n1. 33-29 18-23 0-1\n{a trailing note}\n";
    let games: Vec<PdnGame> = Reader::new(text.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].moves[0].text, "33-29");
}

#[test]
fn leading_comments_before_the_tags_belong_to_the_first_game() {
    let text = "{ Candidate matches 1995 }\n\n[White \"A\"]\n1. 32-28 17-22 1-0\n";
    let game = one(text);
    assert_eq!(game.comments, ["Candidate matches 1995"]);
    assert_eq!(game.tag("White"), Some("A"));
}

#[test]
fn an_empty_input_or_comments_alone_hold_no_game() {
    assert_eq!(Reader::new(&b""[..]).count(), 0);
    assert_eq!(Reader::new(&b"{ just a note }\n\n"[..]).count(), 0);
}
