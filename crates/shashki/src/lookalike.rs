//! What people write for the ASCII letters, digits and signs of squares and moves (issue 32).
//!
//! Russian books and keyboards give Cyrillic letters that look like the file letters (`с3-d4`
//! typed with the Cyrillic с; `сЗ-d4` in the children's course, where the Cyrillic capital Ze
//! stands for 3), typeset texts give dashes and the multiplication sign (`22×31`, `c3–d4`).
//! Every reader of squares and moves asks here, so that they all read the same.

/// The Latin letter that a Cyrillic look-alike of a file letter stands for (`с` → `c`), or
/// `c` itself. Only the letters that look the same as a file letter: а, с, е and А, С, Е.
pub fn latin(c: char) -> char {
    match c {
        'а' => 'a',
        'с' => 'c',
        'е' => 'e',
        'А' => 'A',
        'С' => 'C',
        'Е' => 'E',
        other => other,
    }
}

/// The value of `c` as a digit after the first character of a square: an ASCII digit, or the
/// Cyrillic Ze (`З`, `з`) that printed texts give for 3. A square never starts with Ze, so a
/// word of prose that does is never read as a square.
pub fn digit(c: char) -> Option<u32> {
    match c {
        'З' | 'з' => Some(3),
        c => c.to_digit(10),
    }
}

/// True for `-` and what typeset text gives for it: the dashes `‐`, `‑`, `‒`, `–`, `—` and the
/// minus sign `−`.
pub fn is_dash(c: char) -> bool {
    matches!(c, '-' | '\u{2010}'..='\u{2014}' | '\u{2212}')
}

/// True for the characters that separate the squares of a move: `-`, `x`, `X` and `:`, the
/// dashes of typeset text ([`is_dash`]), the multiplication sign `×` of the 10×10 texts
/// (`22×31`), and the Cyrillic `х`, `Х`.
pub fn is_separator(c: char) -> bool {
    is_dash(c) || matches!(c, 'x' | 'X' | ':' | '×' | 'х' | 'Х')
}

/// The squares of a move text with the byte offset where each starts: the text cut at every
/// separator ([`is_separator`]), each piece as written (untrimmed).
pub fn squares_of(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut start = 0;
    text.char_indices()
        .filter(|&(_, c)| is_separator(c))
        .map(|(at, c)| (at, at + c.len_utf8()))
        .chain(std::iter::once((text.len(), text.len())))
        .map(move |(end, next)| {
            let piece = (start, &text[start..end]);
            start = next;
            piece
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_cut_at_every_separator_people_write() {
        let cut: Vec<(usize, &str)> = squares_of("22×31–27—18").collect();
        assert_eq!(cut, [(0, "22"), (4, "31"), (9, "27"), (14, "18")]);
        let cut: Vec<&str> = squares_of("сЗхe5:g7").map(|(_, s)| s).collect();
        assert_eq!(cut, ["сЗ", "e5", "g7"]);
        assert_eq!(squares_of("").map(|(_, s)| s).collect::<Vec<_>>(), [""]);
    }

    #[test]
    fn only_look_alikes_are_read_as_latin_letters_and_ze_as_three() {
        let read: String = "асеАСЕbв".chars().map(latin).collect();
        assert_eq!(read, "aceACEbв");
        assert_eq!(
            (digit('З'), digit('з'), digit('7')),
            (Some(3), Some(3), Some(7))
        );
        assert_eq!(digit('б'), None);
        assert!(!is_separator('.') && !is_separator('с'));
        assert!(is_dash('–') && is_dash('—') && is_dash('−') && !is_dash('×'));
    }
}
