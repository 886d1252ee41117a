//! Tag pairs: `[Name "value"]`, read tolerantly and written with escapes.
//!
//! Reading: the name runs to a space or quote; names may be padded (`[Event   "…"]`); `\"` and
//! `\\` are escapes, any other backslash is itself (`"C:\nemesis\games"`), and a backslash
//! just before the closing quote at the end of the line is kept (`"C:\dir\"]`). A value with no
//! quotes runs to the `]`; a missing `]` or closing quote is forgiven. Values are trimmed.

/// One tag read from a line, and where the line goes on after it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ReadTag {
    /// The tag name.
    pub name: String,
    /// The unescaped, trimmed value.
    pub value: String,
    /// Byte offset in the line just after the tag's `]` (or the line's end).
    pub end: usize,
}

/// Reads the tag that starts with the `[` at byte `start` of `line`.
///
/// `None` when the tag has no name.
pub(crate) fn read(line: &str, start: usize) -> Option<ReadTag> {
    let rest = &line[start + 1..];
    let name_len = rest
        .find(|c: char| c.is_whitespace() || c == '"' || c == ']')
        .unwrap_or(rest.len());
    let name = &rest[..name_len];
    if name.is_empty() {
        return None;
    }
    let after_name = start + 1 + name_len;
    let body = &line[after_name..];
    let lead = body.len() - body.trim_start().len();
    let value_start = after_name + lead;
    let (value, end) = if line[value_start..].starts_with('"') {
        quoted(line, value_start + 1)
    } else {
        let tail = &line[value_start..];
        match tail.find(']') {
            Some(i) => (tail[..i].to_string(), value_start + i + 1),
            None => (tail.to_string(), line.len()),
        }
    };
    Some(ReadTag {
        name: name.to_string(),
        value: value.trim().to_string(),
        end,
    })
}

/// Reads a quoted value from byte `from` (just after the opening quote); returns the value and
/// the offset after the tag's `]`.
fn quoted(line: &str, from: usize) -> (String, usize) {
    let mut value = String::new();
    let mut chars = line[from..].char_indices();
    while let Some((i, c)) = chars.next() {
        let at = from + i;
        match c {
            '\\' => {
                let next = line[at + 1..].chars().next();
                match next {
                    Some('"') if closes_line(&line[at + 2..]) => {
                        value.push('\\');
                    }
                    Some(e @ ('"' | '\\')) => {
                        value.push(e);
                        chars.next();
                    }
                    _ => value.push('\\'),
                }
            }
            '"' => {
                let tail = &line[at + 1..];
                let end = match tail.find(']') {
                    Some(j) if tail[..j].trim().is_empty() => at + 1 + j + 1,
                    _ => at + 1,
                };
                return (value, end);
            }
            _ => value.push(c),
        }
    }
    let value = value.trim_end();
    let value = value.strip_suffix(']').unwrap_or(value);
    (value.to_string(), line.len())
}

/// True when `tail` is only a `]` and spaces: the quote before it closes the tag.
fn closes_line(tail: &str) -> bool {
    tail.trim_start()
        .strip_prefix(']')
        .is_some_and(|t| t.trim().is_empty())
}

/// Writes a tag value inside quotes, escaping `\` and `"`, with a line feed made a space (a
/// tag is one line; a carriage return inside a value is kept, as the reader keeps it).
pub(crate) fn write_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push(' '),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(line: &str) -> String {
        read(line, 0).unwrap().value
    }

    #[test]
    fn padded_names_and_values_are_trimmed() {
        let t = read("[Event       \"XXV pervenstvo SSSR\"]  ", 0).unwrap();
        assert_eq!(
            (t.name.as_str(), t.value.as_str()),
            ("Event", "XXV pervenstvo SSSR")
        );
        assert_eq!(value("[Date \" 1.1.1965 \"]"), "1.1.1965");
    }

    #[test]
    fn escapes_and_stray_backslashes() {
        assert_eq!(value(r#"[A "say \"hi\" \\o/"]"#), r#"say "hi" \o/"#);
        assert_eq!(
            value(r#"[Comment "C:\nemesis\games\BHAM 2002\bham01.xml"]"#),
            r"C:\nemesis\games\BHAM 2002\bham01.xml"
        );
        assert_eq!(value(r#"[A "C:\dir\"]"#), r"C:\dir\");
    }

    #[test]
    fn tolerates_missing_quotes_and_brackets() {
        assert_eq!(value("[Round 3]"), "3");
        assert_eq!(value("[Round \"3"), "3");
        assert_eq!(value("[Round \"3\"] [Date \"x\"]"), "3");
        assert_eq!(read("[Round \"3\"] [Date \"x\"]", 0).unwrap().end, 11);
        assert!(read("[ \"x\"]", 0).is_none());
    }

    #[test]
    fn written_values_read_back() {
        for v in [r"a\", r#"a"]"#, r#"\"\\"#, "plain", r"C:\x\y", "a\rb"] {
            let line = format!("[T {}]", write_value(v));
            assert_eq!(value(&line), v, "{line}");
        }
    }
}
