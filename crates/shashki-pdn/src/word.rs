//! One word of movetext (the text between spaces and brackets), split into its tokens.
//!
//! A word may hold several tokens glued together: `1.c3-d4!?$14` is a move number, a move, a
//! mark and a NAG; `8-11Redover.` is a move and a glued note. Squares are digits (not all
//! zeros) or a file letter and digits; a move is two or more squares joined by `-`, `x`, `X`
//! or `:`; the Russian short notation is a file letter and a square (`ed4`).

use crate::result::is_result;
use crate::token::Kind;

/// True for the separators of a move's squares.
fn is_separator(b: u8) -> bool {
    matches!(b, b'-' | b'x' | b'X' | b':')
}

/// True for a file letter of an algebraic square.
fn is_file(b: u8) -> bool {
    matches!(b, b'a'..=b'h' | b'A'..=b'H')
}

/// The end of the square starting at byte `i`: digits (not all zeros), or a file letter and
/// digits.
pub(crate) fn square_end(b: &[u8], i: usize) -> Option<usize> {
    let digits_from = |j: usize| j + b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
    match b.get(i) {
        Some(c) if c.is_ascii_digit() => {
            let end = digits_from(i);
            b[i..end].iter().any(|&d| d != b'0').then_some(end)
        }
        Some(&c) if is_file(c) && b.get(i + 1).is_some_and(u8::is_ascii_digit) => {
            Some(digits_from(i + 1))
        }
        _ => None,
    }
}

/// The length of the move at the start of `s`: two or more squares joined by separators.
fn move_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut end = square_end(b, 0)?;
    let mut squares = 1;
    while end < b.len() && is_separator(b[end]) {
        match square_end(b, end + 1) {
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
/// the destination square (`ed4`).
fn shorthand_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() >= 3 && is_file(b[0]) && is_file(b[1]) && b[2].is_ascii_digit() {
        Some(2 + b[2..].iter().take_while(|c| c.is_ascii_digit()).count())
    } else {
        None
    }
}

/// The annotation marks, longest first.
const ANNOTATIONS: [&str; 6] = ["!!", "??", "!?", "?!", "!", "?"];

/// The first token of `s` (a word of movetext without spaces) and its length in bytes.
pub(crate) fn first_token(s: &str) -> (usize, Kind) {
    let b = s.as_bytes();
    if is_result(s) {
        return (s.len(), Kind::Result(s.to_string()));
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
        let text = s[..len].to_string();
        // `1-1` (a double draw of the international result type) is never a move.
        if is_result(&text) {
            return (len, Kind::Result(text));
        }
        return (len, Kind::Move(text));
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
