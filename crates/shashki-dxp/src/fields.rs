//! Reading the fixed-width fields of a message, left to right, with the column of each.

use shashki::Color;

use crate::ParseDxpError;

/// A cursor over a message's bytes after its type letter.
pub(crate) struct Fields<'a> {
    bytes: &'a [u8],
    /// 0-based index of the next byte to read.
    at: usize,
}

impl<'a> Fields<'a> {
    /// The fields of `bytes`, whose first byte (the type letter) was already read.
    pub(crate) fn after_type(bytes: &'a [u8]) -> Fields<'a> {
        Fields { bytes, at: 1 }
    }

    /// The 1-based column of the next byte.
    pub(crate) fn column(&self) -> usize {
        self.at + 1
    }

    /// The next `n` bytes, the field `what`.
    pub(crate) fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], ParseDxpError> {
        let end = self.at + n;
        let field = self.bytes.get(self.at..end).ok_or_else(|| {
            ParseDxpError::new(
                self.column(),
                format!(
                    "{what}: {n} characters expected, the message ends after {}",
                    self.bytes.len() - self.at
                ),
            )
        })?;
        self.at = end;
        Ok(field)
    }

    /// A number written in exactly `n` decimal digits (zero-padded).
    pub(crate) fn number(&mut self, n: usize, what: &str) -> Result<u32, ParseDxpError> {
        let column = self.column();
        let field = self.take(n, what)?;
        if !field.iter().all(u8::is_ascii_digit) {
            return Err(ParseDxpError::new(
                column,
                format!("{what}: '{}' is not {n} digits", show(field)),
            ));
        }
        Ok(field.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0')))
    }

    /// A square number in two digits, 01 to 50.
    pub(crate) fn square(&mut self, what: &str) -> Result<u8, ParseDxpError> {
        let column = self.column();
        let n = self.number(2, what)?;
        match u8::try_from(n) {
            Ok(square @ 1..=50) => Ok(square),
            _ => Err(ParseDxpError::new(
                column,
                format!("{what}: square {n:02} is not on the board (01 to 50)"),
            )),
        }
    }

    /// A colour letter: `W` for White, `Z` (zwart) for Black.
    pub(crate) fn color(&mut self, what: &str) -> Result<Color, ParseDxpError> {
        let column = self.column();
        match self.take(1, what)? {
            b"W" => Ok(Color::White),
            b"Z" => Ok(Color::Black),
            other => Err(ParseDxpError::new(
                column,
                format!("{what}: '{}' is not W or Z", show(other)),
            )),
        }
    }

    /// A one-digit code from 0 to `max`.
    pub(crate) fn code(&mut self, max: u8, what: &str) -> Result<u8, ParseDxpError> {
        let column = self.column();
        let field = self.take(1, what)?;
        match field[0] {
            d @ b'0'..=b'9' if d - b'0' <= max => Ok(d - b'0'),
            _ => Err(ParseDxpError::new(
                column,
                format!("{what}: '{}' is not a code from 0 to {max}", show(field)),
            )),
        }
    }

    /// A text field of `n` characters, its padding blanks removed.
    pub(crate) fn text(&mut self, n: usize, what: &str) -> Result<String, ParseDxpError> {
        Ok(printable_text(self.take(n, what)?).trim_end().to_string())
    }

    /// Everything left, as text.
    pub(crate) fn rest(&mut self) -> String {
        let rest = printable_text(&self.bytes[self.at..]);
        self.at = self.bytes.len();
        rest
    }

    /// True when every byte was read.
    pub(crate) fn is_done(&self) -> bool {
        self.at == self.bytes.len()
    }

    /// Succeeds when every byte was read; `what` names the message.
    pub(crate) fn end(&self, what: &str) -> Result<(), ParseDxpError> {
        if self.is_done() {
            Ok(())
        } else {
            Err(ParseDxpError::new(
                self.column(),
                format!(
                    "{what}: unexpected '{}' after the last field",
                    show(&self.bytes[self.at..])
                ),
            ))
        }
    }
}

/// Bytes of a text field (a name, a chat): every byte outside printable ASCII becomes `?`, as
/// in the text we write, so that a message read and written again is the same message.
fn printable_text(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| {
            if b == b' ' || b.is_ascii_graphic() {
                char::from(b)
            } else {
                '?'
            }
        })
        .collect()
}

/// Bytes as text for error messages: a byte outside ASCII becomes U+FFFD.
pub(crate) fn show(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| {
            if b.is_ascii() {
                char::from(b)
            } else {
                '\u{FFFD}'
            }
        })
        .collect()
}
