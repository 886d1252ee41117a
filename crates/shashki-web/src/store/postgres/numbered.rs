//! The store's SQL as PostgreSQL reads it: the parameters `?1`, `?2`, … (SQLite's, in which
//! every statement is written once for both databases) become `$1`, `$2`, …, each placeholder
//! found by reading the statement, not by replacing every question mark: one inside a string
//! literal (`'why?'`), a quoted name or a comment stays as it is. What this reader cannot
//! place is refused, never sent half-translated: a `?` with no number (PostgreSQL's own
//! `?` operators are not used here), and `$` outside a literal (dollar-quoted strings, or a
//! parameter written as PostgreSQL's, which SQLite would read by its name, not its number).

use super::StoreError;

/// `sql` with its `?N` parameters written as `$N`.
///
/// # Errors
/// For a `?` not followed by a number, a `$` outside a literal, or a literal or comment not
/// closed.
pub fn numbered(sql: &str) -> Result<String, StoreError> {
    let refused = |why: &str| Err(StoreError::Failed(format!("{why} in the SQL: {sql}")));
    let mut out = String::with_capacity(sql.len() + 8);
    let mut chars = sql.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                // E'…' strings take backslash escapes; '' and "" are a quote within.
                let escapes = c == '\''
                    && matches!(previous, 'E' | 'e')
                    && !out[..out.len() - 1]
                        .chars()
                        .next_back()
                        .is_some_and(|p| p.is_alphanumeric() || p == '_');
                out.push(c);
                loop {
                    let Some(inner) = chars.next() else {
                        return refused("a literal not closed");
                    };
                    out.push(inner);
                    if escapes && inner == '\\' {
                        match chars.next() {
                            Some(escaped) => out.push(escaped),
                            None => return refused("a literal not closed"),
                        }
                    } else if inner == c {
                        break;
                    }
                }
            }
            '-' if chars.peek() == Some(&'-') => {
                out.push(c);
                for inner in chars.by_ref() {
                    out.push(inner);
                    if inner == '\n' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                // PostgreSQL's block comments nest.
                out.push(c);
                out.push(chars.next().unwrap_or('*'));
                let mut depth = 1;
                let mut last = ' ';
                while depth > 0 {
                    let Some(inner) = chars.next() else {
                        return refused("a comment not closed");
                    };
                    out.push(inner);
                    match (last, inner) {
                        ('/', '*') => (depth, last) = (depth + 1, ' '),
                        ('*', '/') => (depth, last) = (depth - 1, ' '),
                        _ => last = inner,
                    }
                }
            }
            '?' => {
                out.push('$');
                let mut digits = 0;
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    out.push(d);
                    digits += 1;
                }
                if digits == 0 {
                    return refused("a ? with no number");
                }
            }
            '$' => return refused("a $ outside a literal"),
            _ => out.push(c),
        }
        previous = out.chars().next_back().unwrap_or(' ');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(sql: &str) -> String {
        match numbered(sql) {
            Err(StoreError::Failed(why)) => why,
            other => panic!("{sql}: {other:?}"),
        }
    }

    #[test]
    fn parameters_are_numbered_and_literals_names_and_comments_kept() {
        let sql = "SELECT id FROM games WHERE id = ?1 AND fen <> 'W:?2' AND \"odd?\" = ?12";
        assert_eq!(
            numbered(sql).unwrap(),
            "SELECT id FROM games WHERE id = $1 AND fen <> 'W:?2' AND \"odd?\" = $12"
        );
        let quoted = "UPDATE t SET a = 'it''s ?3' -- why ?4\n, b = ?2 /* ?5 /* ?6 */ ?7 */";
        assert_eq!(
            numbered(quoted).unwrap(),
            "UPDATE t SET a = 'it''s ?3' -- why ?4\n, b = $2 /* ?5 /* ?6 */ ?7 */"
        );
        // In E'…' a backslash escapes the quote; in a plain literal (after a name ending
        // in e) it does not.
        let escaped = r"SELECT E'a\'?1' || ?1, name'\' || ?2 FROM t";
        assert_eq!(
            numbered(escaped).unwrap(),
            r"SELECT E'a\'?1' || $1, name'\' || $2 FROM t"
        );
    }

    #[test]
    fn what_it_cannot_place_is_refused() {
        assert!(refused("SELECT ? FROM t").contains("a ? with no number"));
        assert!(refused("SELECT $1 FROM t").contains("a $ outside a literal"));
        assert!(refused("SELECT 'open").contains("a literal not closed"));
        assert!(refused("SELECT 1 /* open").contains("a comment not closed"));
    }
}
