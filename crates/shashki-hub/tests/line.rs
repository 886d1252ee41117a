//! The general syntax: words, flags, quoted values, blanks, and the errors with their columns.

use proptest::prelude::*;
use shashki_hub::line::{quote, Line};

#[test]
fn a_line_is_a_command_then_names_with_optional_values() {
    let line = Line::parse("level depth=12 infinite nodes = 1000")
        .unwrap()
        .unwrap();
    assert_eq!(line.command, "level");
    assert_eq!(line.value("depth"), Some("12"));
    assert!(line.has("infinite"));
    assert_eq!(line.arg("infinite").unwrap().value, None);
    assert_eq!(line.value("nodes"), Some("1000"), "blanks may surround '='");
}

#[test]
fn quoted_values_may_hold_blanks_and_equals_signs() {
    let line = Line::parse(r#"id name=shashki author="A. N. Other" note="a=b""#)
        .unwrap()
        .unwrap();
    assert_eq!(line.value("author"), Some("A. N. Other"));
    assert_eq!(line.value("note"), Some("a=b"));
}

#[test]
fn a_control_character_inside_quotes_reads_as_a_blank_as_it_is_written() {
    let line = Line::parse("error message=\"bad\u{0}\u{1}value\"")
        .unwrap()
        .unwrap();
    assert_eq!(line.value("message"), Some("bad  value"));
    assert_eq!(quote("bad\u{0}\u{1}value"), "\"bad  value\"");
}

#[test]
fn an_empty_quoted_value_is_an_empty_string() {
    let line = Line::parse(r#"set-param name=book value="""#)
        .unwrap()
        .unwrap();
    assert_eq!(line.value("value"), Some(""));
}

#[test]
fn a_later_argument_overrides_an_earlier_one() {
    let line = Line::parse("level depth=3 depth=5").unwrap().unwrap();
    assert_eq!(line.value("depth"), Some("5"));
}

#[test]
fn blank_lines_are_no_line_and_carriage_returns_are_blanks() {
    assert_eq!(Line::parse("").unwrap(), None);
    assert_eq!(Line::parse(" \t \r").unwrap(), None);
    assert_eq!(Line::parse("ping\r").unwrap().unwrap().command, "ping");
}

#[test]
fn value_columns_point_inside_the_quotes() {
    let line = Line::parse(r#"pos moves="32-28 19-23""#).unwrap().unwrap();
    assert_eq!(line.arg("moves").unwrap().column, 12);
    let line = Line::parse("level depth=7").unwrap().unwrap();
    assert_eq!(line.arg("depth").unwrap().column, 13);
}

#[test]
fn an_unclosed_quote_is_an_error_at_the_quote() {
    let err = Line::parse(r#"pos moves="32-28 19-23"#).unwrap_err();
    assert_eq!(err.column, 11);
    assert!(err.message.contains("not closed"), "{err}");
}

#[test]
fn a_line_starting_with_equals_or_quote_has_no_command() {
    let err = Line::parse("=x").unwrap_err();
    assert_eq!(err.column, 1);
    assert!(err.message.contains("expected a name"), "{err}");
    assert_eq!(Line::parse("  \"go\"").unwrap_err().column, 3);
}

#[test]
fn a_missing_value_after_equals_is_an_error() {
    let err = Line::parse("level depth=").unwrap_err();
    assert_eq!(err.column, 13);
    assert!(err.message.contains("missing value of 'depth'"), "{err}");
    assert_eq!(Line::parse("level =3").unwrap_err().column, 7);
}

#[test]
fn control_characters_are_refused_with_their_code() {
    let err = Line::parse("ping \u{1}").unwrap_err();
    assert_eq!(err.column, 6);
    assert!(err.message.contains("U+0001"), "{err}");
    assert!(err.to_string().starts_with("column 6: "), "{err}");
}

#[test]
fn quote_leaves_words_bare_and_quotes_the_rest() {
    assert_eq!(quote("Scan"), "Scan");
    assert_eq!(quote("32-28"), "32-28");
    assert_eq!(quote("32-28 19-23"), r#""32-28 19-23""#);
    assert_eq!(quote(""), r#""""#);
    assert_eq!(quote("a=b"), r#""a=b""#);
    assert_eq!(
        quote(r#"say "hi""#),
        r#""say 'hi'""#,
        "no escape exists for '\"'"
    );
}

proptest! {
    #[test]
    fn any_value_without_quotes_or_controls_reads_back(value in "[^\"\\p{Cc}]{0,40}") {
        let text = format!("cmd x={} flag", quote(&value));
        let line = Line::parse(&text).unwrap().unwrap();
        prop_assert_eq!(line.value("x"), Some(value.as_str()));
        prop_assert!(line.has("flag"));
    }

    #[test]
    fn the_parser_never_panics(text in "\\PC{0,60}") {
        let _ = Line::parse(&text);
    }
}
