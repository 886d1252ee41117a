//! One word of movetext (the text between spaces and brackets), split into its tokens.
//!
//! A word may hold several tokens glued together: `1.c3-d4!?$14` is a move number, a move, a
//! mark and a NAG; `8-11Redover.` is a move and a glued note. Squares are digits (not all
//! zeros) or a file letter and digits; a move is two or more squares joined by `-`, `x`, `X`
//! or `:`; the Russian short notation is a file letter and a square (`ed4`). What people write
//! for those characters counts as well ([`shashki::lookalike`]): `сЗ-d4` from the children's
//! course, `22×31`, `c3–d4`; a result typeset with a dash (`1–0`) is a result.

use shashki::lookalike;

use crate::result::is_result;
use crate::token::Kind;

/// True for a file letter of an algebraic square, or its Cyrillic look-alike (`с`).
fn is_file(c: char) -> bool {
    matches!(lookalike::latin(c), 'a'..='h' | 'A'..='H')
}

/// True for a digit of a square after its first character (the Ze of printed texts among
/// them, `сЗ`).
fn is_digit(c: char) -> bool {
    lookalike::digit(c).is_some()
}

/// The end (a byte offset in `s`) of the square starting at byte `i`: digits (not all
/// zeros), or a file letter and digits.
pub(crate) fn square_end(s: &str, i: usize) -> Option<usize> {
    let rest = &s[i..];
    let first = rest.chars().next()?;
    let digits_from = |j: usize| j + rest[j..].find(|c| !is_digit(c)).unwrap_or(rest.len() - j);
    let after = first.len_utf8();
    if first.is_ascii_digit() {
        let end = digits_from(after);
        rest[..end]
            .chars()
            .any(|d| lookalike::digit(d) != Some(0))
            .then_some(i + end)
    } else if is_file(first) && rest[after..].starts_with(is_digit) {
        Some(i + digits_from(after))
    } else {
        None
    }
}

/// The length of the move at the start of `s`: two or more squares joined by separators
/// ([`lookalike::is_separator`]: `-`, `x`, `X`, `:`, the dashes, `×`).
fn move_len(s: &str) -> Option<usize> {
    let mut end = square_end(s, 0)?;
    let mut squares = 1;
    while let Some(sep) = s[end..]
        .chars()
        .next()
        .filter(|&c| lookalike::is_separator(c))
    {
        match square_end(s, end + sep.len_utf8()) {
            Some(next) => {
                end = next;
                squares += 1;
            }
            None => break,
        }
    }
    (squares >= 2).then_some(end)
}

/// The length of a move in Russian short notation at the start of `s`: the start file, then
/// the destination square (`ed4`, `сd4` with the Cyrillic с). The digits are ASCII ones, so
/// that no word of Russian prose (`саз`) reads as a move.
fn shorthand_len(s: &str) -> Option<usize> {
    let mut chars = s.char_indices();
    let (Some((_, from)), Some((_, file)), Some((at, d))) =
        (chars.next(), chars.next(), chars.next())
    else {
        return None;
    };
    (is_file(from) && is_file(file) && d.is_ascii_digit()).then(|| {
        at + s[at..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(s.len() - at)
    })
}

/// `text` with its typeset dashes written `-`, if that makes a game termination marker
/// (`1–0`).
fn dashed_result(text: &str) -> Option<String> {
    if text.is_ascii() {
        return is_result(text).then(|| text.to_string());
    }
    let dashed: String = text
        .chars()
        .map(|c| if lookalike::is_dash(c) { '-' } else { c })
        .collect();
    is_result(&dashed).then_some(dashed)
}

/// The annotation marks, longest first.
const ANNOTATIONS: [&str; 6] = ["!!", "??", "!?", "?!", "!", "?"];

/// The first token of `s` (a word of movetext without spaces) and its length in bytes.
pub(crate) fn first_token(s: &str) -> (usize, Kind) {
    let b = s.as_bytes();
    if let Some(result) = dashed_result(s) {
        return (s.len(), Kind::Result(result));
    }
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    let dots = b[digits..].iter().take_while(|&&c| c == b'.').count();
    if dots > 0 {
        let len = digits + dots;
        return (len, Kind::Number(s[..len].to_string()));
    }
    if b[0] == b'$' {
        let n = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if let Ok(nag) = s[1..1 + n].parse() {
            return (1 + n, Kind::Nag(nag));
        }
    }
    if let Some(a) = ANNOTATIONS.iter().find(|a| s.starts_with(**a)) {
        return (a.len(), Kind::Annotation((*a).to_string()));
    }
    if b[0] == b'X' && !b.get(1).is_some_and(u8::is_ascii_alphanumeric) {
        return (1, Kind::Annotation("X".to_string()));
    }
    if b[0] == b'-' && matches!(b.get(1), None | Some(b'!' | b'?' | b'$' | b'X')) {
        return (1, Kind::Move("-".to_string()));
    }
    if let Some(len) = move_len(s).or_else(|| shorthand_len(s)) {
        // `1-1` (a double draw of the international result type) is never a move.
        if let Some(result) = dashed_result(&s[..len]) {
            return (len, Kind::Result(result));
        }
        return (len, Kind::Move(s[..len].to_string()));
    }
    (s.len(), Kind::Word(s.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token of one word.
    fn split(word: &str) -> Vec<Kind> {
        let mut out = Vec::new();
        let mut at = 0;
        while at < word.len() {
            let (len, kind) = first_token(&word[at..]);
            out.push(kind);
            at += len;
        }
        out
    }

    #[test]
    fn a_word_may_hold_several_glued_tokens() {
        assert_eq!(
            split("1.c3-d4!?$14"),
            [
                Kind::Number("1.".into()),
                Kind::Move("c3-d4".into()),
                Kind::Annotation("!?".into()),
                Kind::Nag(14),
            ]
        );
        assert_eq!(
            split("8-11Redover."),
            [Kind::Move("8-11".into()), Kind::Word("Redover.".into())]
        );
    }

    #[test]
    fn squares_are_never_zero_so_results_are_not_moves() {
        assert_eq!(split("1-0"), [Kind::Result("1-0".into())]);
        assert_eq!(split("1-0."), [Kind::Word("1-0.".into())]);
        assert_eq!(split("03-07"), [Kind::Move("03-07".into())]);
        assert_eq!(split("11"), [Kind::Word("11".into())]);
        assert_eq!(
            split("1-1f"),
            [Kind::Result("1-1".into()), Kind::Word("f".into())]
        );
    }

    #[test]
    fn moves_as_russian_books_print_them_are_moves() {
        assert_eq!(
            split("1.сЗ-d4"),
            [Kind::Number("1.".into()), Kind::Move("сЗ-d4".into())]
        );
        assert_eq!(
            split("22×31!"),
            [Kind::Move("22×31".into()), Kind::Annotation("!".into())]
        );
        assert_eq!(split("c3–d4"), [Kind::Move("c3–d4".into())]);
        assert_eq!(split("е3—f4"), [Kind::Move("е3—f4".into())]);
        assert_eq!(split("сd4"), [Kind::Move("сd4".into())]);
        assert_eq!(split("1–0"), [Kind::Result("1-0".into())]);
        assert_eq!(split("1–1"), [Kind::Result("1-1".into())]);
        // Russian words stay words, even those made of file look-alikes and Ze.
        assert_eq!(split("саз"), [Kind::Word("саз".into())]);
        assert_eq!(split("Зе3-f4"), [Kind::Word("Зе3-f4".into())]);
    }

    #[test]
    fn placeholder_short_notation_and_mark_x() {
        assert_eq!(split("-"), [Kind::Move("-".into())]);
        assert_eq!(
            split("-!"),
            [Kind::Move("-".into()), Kind::Annotation("!".into())]
        );
        assert_eq!(
            split("ed4X"),
            [Kind::Move("ed4".into()), Kind::Annotation("X".into())]
        );
        assert_eq!(split("Xmas"), [Kind::Word("Xmas".into())]);
        assert_eq!(
            split("-X"),
            [Kind::Move("-".into()), Kind::Annotation("X".into())]
        );
    }
}
