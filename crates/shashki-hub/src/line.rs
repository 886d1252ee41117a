//! The general syntax shared by every Hub line, both directions:
//! `<command> <name>[=<value>] ...`, a value being a bare word or double-quoted text.
//!
//! A word is a run of characters other than blanks, control characters, `=` and `"`. Blanks may
//! surround `=`. Quoted text runs to the next `"` (there is no escape), so it may hold blanks
//! and `=`; a value that is empty or holds anything but word characters is written quoted.

use std::fmt::Write as _;

use crate::ParseHubError;

/// One argument of a line: a name, with a value unless it is a flag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The argument's name.
    pub name: String,
    /// The value; `None` for a flag such as `infinite`.
    pub value: Option<String>,
    /// 1-based column of the value's first character (inside the quotes), or of the name for
    /// a flag, so that errors found later in the value can say where they are.
    pub column: usize,
}

/// A line split into its command and arguments, before any meaning is given to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The first word.
    pub command: String,
    /// The arguments in the order written.
    pub args: Vec<Arg>,
}

impl Line {
    /// Splits a line; `Ok(None)` for a blank line.
    ///
    /// # Errors
    /// When a name is expected and something else stands there (`=`, `"`, a control character),
    /// a value is missing after `=`, or a quote is not closed.
    pub fn parse(text: &str) -> Result<Option<Line>, ParseHubError> {
        let mut scanner = Scanner {
            chars: text.chars().collect(),
            at: 0,
        };
        if scanner.at_end() {
            return Ok(None);
        }
        let command = scanner.name()?;
        let mut args = Vec::new();
        while !scanner.at_end() {
            args.push(scanner.arg()?);
        }
        Ok(Some(Line { command, args }))
    }

    /// The last argument called `name`, if any (a later one overrides an earlier one).
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().rev().find(|a| a.name == name)
    }

    /// The value of the last argument called `name`, if it has one.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.arg(name).and_then(|a| a.value.as_deref())
    }

    /// True when an argument called `name` is present, flag or not.
    pub fn has(&self, name: &str) -> bool {
        self.arg(name).is_some()
    }
}

/// Reads characters of one line, keeping the position for error columns.
struct Scanner {
    chars: Vec<char>,
    at: usize,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn column(&self) -> usize {
        self.at + 1
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// True at the end of the line, blanks skipped.
    fn at_end(&mut self) -> bool {
        self.skip_blanks();
        self.at == self.chars.len()
    }

    fn name(&mut self) -> Result<String, ParseHubError> {
        self.skip_blanks();
        let start = self.at;
        while self.peek().is_some_and(is_word_char) {
            self.at += 1;
        }
        if self.at == start {
            let found = match self.peek() {
                Some(c) if c.is_control() => format!("control character U+{:04X}", u32::from(c)),
                Some('"') => "a double quote".to_string(),
                Some(c) => format!("'{c}'"),
                None => "the end of the line".to_string(),
            };
            return Err(ParseHubError::new(
                self.column(),
                format!("expected a name, found {found}"),
            ));
        }
        Ok(self.chars[start..self.at].iter().collect())
    }

    fn arg(&mut self) -> Result<Arg, ParseHubError> {
        self.skip_blanks();
        let name_column = self.column();
        let name = self.name()?;
        self.skip_blanks();
        if self.peek() != Some('=') {
            return Ok(Arg {
                name,
                value: None,
                column: name_column,
            });
        }
        self.at += 1;
        self.skip_blanks();
        if self.peek() == Some('"') {
            let quote_column = self.column();
            self.at += 1;
            let start = self.at;
            while self.peek().is_some_and(|c| c != '"') {
                self.at += 1;
            }
            if self.peek().is_none() {
                return Err(ParseHubError::new(
                    quote_column,
                    format!("the quoted value of '{name}' is not closed"),
                ));
            }
            // A control character inside quotes reads as a blank, as `quote` writes it.
            let value = self.chars[start..self.at]
                .iter()
                .map(|&c| if c.is_control() { ' ' } else { c })
                .collect();
            self.at += 1;
            return Ok(Arg {
                name,
                value: Some(value),
                column: start + 1,
            });
        }
        let column = self.column();
        let value = self.name().map_err(|e| {
            ParseHubError::new(
                e.column,
                format!("missing value of '{name}': {}", e.message),
            )
        })?;
        Ok(Arg {
            name,
            value: Some(value),
            column,
        })
    }
}

/// True for the characters of a bare word.
pub fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && !c.is_control() && c != '=' && c != '"'
}

/// A value as it is written on a line: bare when it is a non-empty word, otherwise between
/// double quotes. The format has no escape for `"`, so a `"` inside a value is written as `'`.
pub fn quote(value: &str) -> String {
    if !value.is_empty() && value.chars().all(is_word_char) {
        value.to_string()
    } else {
        let inner: String = value
            .chars()
            .map(|c| match c {
                '"' => '\'',
                c if c.is_control() => ' ',
                c => c,
            })
            .collect();
        format!("\"{inner}\"")
    }
}

/// Appends ` name=value` (the value quoted as needed) to a line being written.
pub fn push_pair(line: &mut String, name: &str, value: &str) {
    let _ = write!(line, " {name}={}", quote(value));
}

/// Appends ` name` (a flag) to a line being written.
pub fn push_flag(line: &mut String, name: &str) {
    line.push(' ');
    line.push_str(name);
}
