//! Turning the bytes of one line into text, whatever the file's encoding.
//!
//! Archives come in UTF-8 (with or without a byte order mark), Windows-1251 (Russian) and
//! ISO-8859-1 (Italian, Dutch …), and a file never says which. The decoder works line by line,
//! so that the reader never holds more than a line of bytes:
//!
//! 1. A line that is valid UTF-8 is taken as UTF-8 (every ASCII line is); a byte order mark
//!    at the start of the file is dropped.
//! 2. Otherwise the line is in a single-byte encoding, chosen from evidence gathered over all
//!    the non-UTF-8 lines of the file so far. A high letter (bytes `C0`–`FF`, `A8`, `B8`) next
//!    to another high letter votes for Windows-1251: Cyrillic words are runs of such bytes. A
//!    high letter next to an ASCII letter votes for ISO-8859-1: accented letters sit inside
//!    Latin words (`perché`, `città`). The encoding with more votes wins; on a tie (lone letters
//!    such as `è` or `Д.`), Windows-1251 is chosen unless the line has more than three ASCII
//!    letters for each high letter, as Latin text does.
//!
//! ISO-8859-1 is decoded as its superset Windows-1252, as browsers do, so that typographic
//! quotes in the `80`–`9F` range come out as quotes rather than control characters.

use std::borrow::Cow;

use encoding_rs::{WINDOWS_1251, WINDOWS_1252};

/// The byte order mark of UTF-8.
const BOM: &str = "\u{feff}";

/// Decodes the lines of one file, keeping the single-byte evidence between lines.
#[derive(Debug, Default)]
pub(crate) struct Decoder {
    cyrillic_votes: usize,
    latin_votes: usize,
    /// True once the first line was decoded (only it may start with a byte order mark).
    past_first: bool,
}

/// True for the bytes that are letters in Windows-1251 and, mostly, in ISO-8859-1.
fn is_high_letter(b: u8) -> bool {
    b >= 0xC0 || b == 0xA8 || b == 0xB8
}

impl Decoder {
    /// The text of one line (without its line end).
    pub(crate) fn line<'a>(&mut self, bytes: &'a [u8]) -> Cow<'a, str> {
        let first = !std::mem::replace(&mut self.past_first, true);
        match std::str::from_utf8(bytes) {
            Ok(text) if first => Cow::Borrowed(text.strip_prefix(BOM).unwrap_or(text)),
            Ok(text) => Cow::Borrowed(text),
            Err(_) => {
                let (cyrillic, latin, ascii_letters, high_letters) = evidence(bytes);
                self.cyrillic_votes += cyrillic;
                self.latin_votes += latin;
                let use_cyrillic = match self.cyrillic_votes.cmp(&self.latin_votes) {
                    std::cmp::Ordering::Greater => true,
                    std::cmp::Ordering::Less => false,
                    std::cmp::Ordering::Equal => ascii_letters <= 3 * high_letters,
                };
                let encoding = if use_cyrillic {
                    WINDOWS_1251
                } else {
                    WINDOWS_1252
                };
                let (text, _) = encoding.decode_without_bom_handling(bytes);
                text
            }
        }
    }
}

/// Votes for Cyrillic and Latin, and the counts of ASCII and high letters, of one line.
fn evidence(bytes: &[u8]) -> (usize, usize, usize, usize) {
    let mut cyrillic = 0;
    let mut latin = 0;
    let mut high = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if !is_high_letter(b) {
            continue;
        }
        high += 1;
        let neighbours = [i.checked_sub(1), Some(i + 1)];
        for n in neighbours.into_iter().flatten() {
            match bytes.get(n) {
                Some(&c) if is_high_letter(c) => cyrillic += 1,
                Some(c) if c.is_ascii_alphabetic() => latin += 1,
                _ => {}
            }
        }
    }
    let ascii = bytes.iter().filter(|b| b.is_ascii_alphabetic()).count();
    (cyrillic, latin, ascii, high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_lines_pass_and_lose_their_byte_order_mark() {
        let mut d = Decoder::default();
        assert_eq!(
            d.line("\u{feff}[Event \"Кубок\"]".as_bytes()),
            "[Event \"Кубок\"]"
        );
        assert_eq!(d.line(b"1. c3-d4"), "1. c3-d4");
    }

    #[test]
    fn cyrillic_words_in_windows_1251_are_recognised() {
        let mut d = Decoder::default();
        let (bytes, _, _) = WINDOWS_1251.encode("[White \"Ким А.\"]");
        assert_eq!(d.line(&bytes), "[White \"Ким А.\"]");
        let (bytes, _, _) = WINDOWS_1251.encode("{Д.e1}");
        assert_eq!(d.line(&bytes), "{Д.e1}");
    }

    #[test]
    fn accented_latin_words_are_iso_8859_1() {
        let mut d = Decoder::default();
        let line = b"{7-12 \xe8 vincente, perch\xe9 il nero}";
        assert_eq!(d.line(line), "{7-12 è vincente, perché il nero}");
        assert_eq!(
            d.line(b"[Event \"40\xb0 Champ.\"]"),
            "[Event \"40° Champ.\"]"
        );
    }
}
