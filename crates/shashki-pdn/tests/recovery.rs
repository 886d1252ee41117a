//! Errors: each names the file, line and column; one bad game does not stop the others.

use shashki_pdn::{ParsePdnError, PdnErrorKind, PdnGame, Reader};

fn read(text: &str) -> Vec<Result<PdnGame, ParsePdnError>> {
    Reader::new(text.as_bytes())
        .with_file_name("t.pdn")
        .collect()
}

#[test]
fn an_unmatched_parenthesis_is_reported_where_it_is_and_the_next_game_reads() {
    let games = read(concat!(
        "[Event \"bad\"]\n",
        "1. c3-d4 f6-g5) 2. b2-c3 1-0\n",
        "\n",
        "[Event \"good\"]\n",
        "1. c3-d4 *\n",
    ));
    assert_eq!(games.len(), 2);
    let error = games[0].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (2, 15));
    assert_eq!(error.file.as_deref(), Some("t.pdn"));
    assert_eq!(error.to_string(), "t.pdn:2:15: ')' closes no variation");
    assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("good"));
}

#[test]
fn an_unclosed_variation_is_reported_at_its_parenthesis() {
    let games = read("[Event \"a\"]\n1. c3-d4 (1. e3-d4\n[Event \"b\"]\n1. c3-d4 *\n");
    assert_eq!(games.len(), 2);
    let error = games[0].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (2, 10));
    assert_eq!(error.kind, PdnErrorKind::UnclosedVariation);
    assert!(games[1].is_ok());
}

#[test]
fn an_unclosed_comment_at_the_end_is_reported_where_it_opened() {
    let games = read("[Event \"a\"]\n1. c3-d4 1-0\n[Event \"b\"]\n1. c3-d4 {never\nclosed\n");
    assert_eq!(games.len(), 2);
    assert!(games[0].is_ok());
    let error = games[1].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (4, 10));
    assert_eq!(error.kind, PdnErrorKind::UnclosedComment);
}

#[test]
fn a_stray_word_in_the_moves_is_an_error_and_the_rest_of_the_game_is_skipped() {
    let games = read(concat!(
        "[Event \"a\"]\n1. c3-d4 @@ f6-g5 (x 1-0) 2. b2-c3 1-0\n",
        "1. c3-d4 f6-g5 0-1\n"
    ));
    assert_eq!(games.len(), 2);
    let error = games[0].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (2, 10));
    assert_eq!(error.kind, PdnErrorKind::Unexpected("@@".into()));
    assert_eq!(games[1].as_ref().unwrap().result.as_deref(), Some("0-1"));
}

#[test]
fn a_tag_without_a_name_spoils_its_game_only() {
    let games = read(concat!(
        "[Event \"a\"]\n[ \"x\"]\n1. c3-d4 1-0\n",
        "[Event \"b\"]\n1. c3-d4 1-0\n"
    ));
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].as_ref().unwrap_err().line, 2);
    assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("b"));
}

#[test]
fn columns_count_characters_not_bytes() {
    let games = read("[Event \"Кубок\"] 1. c3-d4 ) *\n");
    let error = games[0].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (1, 26));
}

#[test]
fn without_a_file_name_the_message_starts_with_the_line() {
    let games: Vec<_> = Reader::new(&b"1. c3-d4 )\n"[..]).collect();
    assert_eq!(
        games[0].as_ref().unwrap_err().to_string(),
        "1:10: ')' closes no variation"
    );
}

#[test]
fn variations_nested_too_deep_are_refused_and_the_next_game_reads() {
    let deep = format!(
        "1. c3-d4 {}*\n[Event \"next\"]\n1. c3-d4 *\n",
        "(1. e3-d4 ".repeat(shashki_pdn::MAX_DEPTH + 1)
    );
    let games = read(&deep);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].as_ref().unwrap_err().kind, PdnErrorKind::TooDeep);
    assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("next"));
    let fine = format!(
        "1. c3-d4 {}{} *\n",
        "(1. e3-d4 ".repeat(shashki_pdn::MAX_DEPTH),
        ")".repeat(shashki_pdn::MAX_DEPTH)
    );
    assert!(read(&fine)[0].is_ok());
}
