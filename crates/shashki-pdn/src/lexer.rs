//! Splitting PDN text into tokens, one line at a time.
//!
//! The lexer keeps only what must cross a line end (an open `{` comment) and the tokens of the
//! current line, so that memory does not grow with the input. Tag lines are lines whose first
//! non-blank character is `[`; a line with `%` in its first column is an escape line and is
//! skipped, as in PGN. Squares padded with spaces after a separator (`1- 6`, `47x 9`) are
//! joined back into one move.

use std::collections::VecDeque;

use shashki::lookalike;

use crate::tag;
use crate::token::{Kind, Token};
use crate::word::{first_token, square_end};

/// A `{` comment that goes on past the end of its line.
#[derive(Debug)]
struct OpenComment {
    text: String,
    line: usize,
    column: usize,
}

/// Turns lines into tokens.
#[derive(Debug, Default)]
pub(crate) struct Lexer {
    comment: Option<OpenComment>,
    line: usize,
    tokens: VecDeque<Token>,
}

/// Character columns of one line, counted forward from the last offset asked for.
struct Columns<'a> {
    text: &'a str,
    byte: usize,
    column: usize,
}

impl<'a> Columns<'a> {
    fn new(text: &'a str) -> Columns<'a> {
        Columns {
            text,
            byte: 0,
            column: 1,
        }
    }

    /// The 1-based character column of byte offset `byte` (a char boundary).
    fn at(&mut self, byte: usize) -> usize {
        if byte < self.byte {
            self.byte = 0;
            self.column = 1;
        }
        self.column += self.text[self.byte..byte].chars().count();
        self.byte = byte;
        self.column
    }
}

/// The words of `text` joined by single spaces: comments are prose, and their line breaks are
/// the file's wrapping, not content.
pub(crate) fn collapse(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// True for the characters that separate tokens: whitespace, and the byte order mark that
/// starts each file of a concatenation.
fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// True for the characters that end a word of movetext.
fn is_delimiter(c: char) -> bool {
    is_space(c) || matches!(c, '{' | '}' | '(' | ')' | ';')
}

impl Lexer {
    /// The number of lines read so far (the 1-based number of the last one).
    pub(crate) fn line(&self) -> usize {
        self.line
    }

    /// The next token, if the lines pushed so far hold one.
    pub(crate) fn pop(&mut self) -> Option<Token> {
        self.tokens.pop_front()
    }

    /// Says that the input has ended: an open `{` comment becomes an error token.
    pub(crate) fn finish(&mut self) {
        if let Some(open) = self.comment.take() {
            self.tokens.push_back(Token {
                kind: Kind::UnterminatedComment,
                line: open.line,
                column: open.column,
                glued: false,
            });
        }
    }

    /// Reads the tokens of the next line (given without its line end).
    pub(crate) fn push_line(&mut self, text: &str) {
        self.line += 1;
        let mut columns = Columns::new(text);
        let mut from = 0;
        if let Some(open) = &mut self.comment {
            let Some(end) = text.find('}') else {
                open.text.push(' ');
                open.text.push_str(text);
                return;
            };
            open.text.push(' ');
            open.text.push_str(&text[..end]);
            if let Some(open) = self.comment.take() {
                self.tokens.push_back(Token {
                    kind: Kind::Comment(collapse(&open.text)),
                    line: open.line,
                    column: open.column,
                    glued: false,
                });
            }
            from = end + 1;
        } else {
            if text.starts_with('%') {
                return;
            }
            let lead = text.len() - text.trim_start_matches(is_space).len();
            if text[lead..].starts_with('[') {
                from = self.tags(text, lead, &mut columns);
            }
        }
        self.movetext(text, from, &mut columns);
    }

    /// Reads the tags from the `[` at byte `from`; returns where the line goes on after them.
    fn tags(&mut self, text: &str, mut from: usize, columns: &mut Columns) -> usize {
        loop {
            let column = columns.at(from);
            match tag::read(text, from) {
                Some(t) => {
                    self.push(
                        Kind::Tag {
                            name: t.name,
                            value: t.value,
                        },
                        column,
                        false,
                    );
                    from = t.end;
                    let rest = &text[from..];
                    let lead = rest.len() - rest.trim_start().len();
                    if !rest[lead..].starts_with('[') {
                        return from;
                    }
                    from += lead;
                }
                None => {
                    self.push(Kind::BadTag, column, false);
                    return text.len();
                }
            }
        }
    }

    fn push(&mut self, kind: Kind, column: usize, glued: bool) {
        self.tokens.push_back(Token {
            kind,
            line: self.line,
            column,
            glued,
        });
    }

    /// Reads movetext from byte `from` to the end of the line.
    fn movetext(&mut self, text: &str, from: usize, columns: &mut Columns) {
        let mut i = from;
        let mut glued = false;
        while let Some(c) = text[i..].chars().next() {
            let column = columns.at(i);
            match c {
                c if is_space(c) => {
                    i += c.len_utf8();
                    glued = false;
                    continue;
                }
                '{' => match text[i + 1..].find('}') {
                    Some(j) => {
                        self.push(
                            Kind::Comment(collapse(&text[i + 1..i + 1 + j])),
                            column,
                            glued,
                        );
                        i += j + 2;
                    }
                    None => {
                        self.comment = Some(OpenComment {
                            text: text[i + 1..].to_string(),
                            line: self.line,
                            column,
                        });
                        return;
                    }
                },
                '}' => {
                    self.push(Kind::Word("}".to_string()), column, glued);
                    i += 1;
                }
                '(' => {
                    self.push(Kind::Open, column, glued);
                    i += 1;
                }
                ')' => {
                    self.push(Kind::Close, column, glued);
                    i += 1;
                }
                ';' => {
                    self.push(Kind::Comment(collapse(&text[i + 1..])), column, glued);
                    return;
                }
                _ => {
                    let (word, end) = word_at(text, i);
                    let mut at = 0;
                    let mut first = true;
                    while at < word.len() {
                        let (len, kind) = first_token(&word[at..]);
                        let column = column + word[..at].chars().count();
                        self.push(kind, column, glued || !first);
                        at += len;
                        first = false;
                    }
                    i = end;
                }
            }
            glued = true;
        }
    }
}

/// The word of movetext starting at byte `i`, with spaces after a separator (`-`, `x`, `:`,
/// the dashes, `×`) removed when a square follows (`47x 9` → `47x9`, `22× 31`), and the byte
/// offset where it ends.
fn word_at(text: &str, i: usize) -> (String, usize) {
    let end_of = |from: usize| {
        text[from..]
            .find(is_delimiter)
            .map_or(text.len(), |j| from + j)
    };
    let mut end = end_of(i);
    let mut word = text[i..end].to_string();
    loop {
        let mut last = word.chars().rev();
        let padded = last
            .next()
            .is_some_and(|c| lookalike::is_separator(c) && !matches!(c, 'X' | 'Х'))
            && last.next().and_then(lookalike::digit).is_some()
            && text[end..].starts_with([' ', '\t']);
        if !padded {
            return (word, end);
        }
        let next = end + (text[end..].len() - text[end..].trim_start_matches([' ', '\t']).len());
        // A square, but not a move number such as `2.`.
        match square_end(text, next) {
            Some(e) if text.as_bytes().get(e) != Some(&b'.') => {}
            _ => return (word, end),
        }
        end = end_of(next);
        word.push_str(&text[next..end]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(lines: &[&str]) -> Vec<Kind> {
        let mut lexer = Lexer::default();
        for line in lines {
            lexer.push_line(line);
        }
        lexer.finish();
        std::iter::from_fn(|| lexer.pop()).map(|t| t.kind).collect()
    }

    fn mv(t: &str) -> Kind {
        Kind::Move(t.to_string())
    }

    #[test]
    fn padded_squares_are_joined() {
        assert_eq!(
            kinds(&["4. 41-37  1- 7 52. 46-41 47x 9  53.  4x 1"]),
            [
                Kind::Number("4.".into()),
                mv("41-37"),
                mv("1-7"),
                Kind::Number("52.".into()),
                mv("46-41"),
                mv("47x9"),
                Kind::Number("53.".into()),
                mv("4x1"),
            ]
        );
    }

    #[test]
    fn book_moves_are_moves_and_columns_count_characters() {
        let mut lexer = Lexer::default();
        lexer.push_line("1. сЗ-d4 fб-g5 2. 22× 31 е3—f4");
        let tokens: Vec<(Kind, usize)> = std::iter::from_fn(|| lexer.pop())
            .map(|t| (t.kind, t.column))
            .collect();
        assert_eq!(
            tokens,
            [
                (Kind::Number("1.".into()), 1),
                (mv("сЗ-d4"), 4),
                (Kind::Word("fб-g5".into()), 10),
                (Kind::Number("2.".into()), 16),
                (mv("22×31"), 19),
                (mv("е3—f4"), 26),
            ]
        );
    }

    #[test]
    fn a_mark_x_is_not_joined_to_the_next_move_number() {
        assert_eq!(
            kinds(&["1. c3-b4 b6-a5X 2. e3-d4 a5- 3."]),
            [
                Kind::Number("1.".into()),
                mv("c3-b4"),
                mv("b6-a5"),
                Kind::Annotation("X".into()),
                Kind::Number("2.".into()),
                mv("e3-d4"),
                Kind::Word("a5-".into()),
                Kind::Number("3.".into()),
            ]
        );
    }

    #[test]
    fn placeholders_are_not_joined_to_the_next_number() {
        assert_eq!(
            kinds(&["1. - - 2. -"]),
            [
                Kind::Number("1.".into()),
                mv("-"),
                mv("-"),
                Kind::Number("2.".into()),
                mv("-")
            ]
        );
    }

    #[test]
    fn results_numbers_nags_and_marks() {
        assert_eq!(
            kinds(&["1...c3:e5!? $14 X 1/2:1/2"]),
            [
                Kind::Number("1...".into()),
                mv("c3:e5"),
                Kind::Annotation("!?".into()),
                Kind::Nag(14),
                Kind::Annotation("X".into()),
                Kind::Result("1/2:1/2".into()),
            ]
        );
    }

    #[test]
    fn glued_notes_and_shorthand() {
        let mut lexer = Lexer::default();
        lexer.push_line("ed4 8-11Redover.");
        let tokens: Vec<Token> = std::iter::from_fn(|| lexer.pop()).collect();
        assert_eq!(tokens[0].kind, mv("ed4"));
        assert_eq!(tokens[1].kind, mv("8-11"));
        assert_eq!(tokens[2].kind, Kind::Word("Redover.".into()));
        assert!(tokens[2].glued && !tokens[1].glued);
        assert_eq!((tokens[2].line, tokens[2].column), (1, 9));
    }

    #[test]
    fn comments_span_lines_and_collapse() {
        assert_eq!(
            kinds(&["{ a", "  b }c3-d4 ; rest } of line", "% escape", "(d4)"]),
            [
                Kind::Comment("a b".into()),
                mv("c3-d4"),
                Kind::Comment("rest } of line".into()),
                Kind::Open,
                Kind::Word("d4".into()),
                Kind::Close,
            ]
        );
        assert_eq!(kinds(&["{ open"]), [Kind::UnterminatedComment]);
    }

    #[test]
    fn tag_lines_may_be_indented_and_hold_several_tags() {
        assert_eq!(
            kinds(&[" [SetUp \"1\"] [FEN \"W:W1:B2\"] 1. 1-5"]),
            [
                Kind::Tag {
                    name: "SetUp".into(),
                    value: "1".into()
                },
                Kind::Tag {
                    name: "FEN".into(),
                    value: "W:W1:B2".into()
                },
                Kind::Number("1.".into()),
                mv("1-5"),
            ]
        );
    }
}
