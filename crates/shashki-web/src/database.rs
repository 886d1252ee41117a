//! Where a server keeps its games: a SQLite file (the default, nothing to install) or a
//! PostgreSQL database that several servers share.

use std::convert::Infallible;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// The database of `shashki serve --db`: a `postgres://` or `postgresql://` URL names a
/// PostgreSQL database, anything else a SQLite file.
#[derive(Clone, PartialEq, Eq)]
pub enum Database {
    /// A SQLite file, created when missing.
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL (`postgres://user:password@host/database`).
    Postgres(String),
}

impl Database {
    /// The database for logs: the URL without its password.
    pub fn shown(&self) -> String {
        match self {
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => hide_password(url),
        }
    }
}

/// `url` with the password of its user part (`user:password@`) replaced by `***`.
fn hide_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority = rest.split(['/', '?']).next().unwrap_or(rest);
    match authority.rsplit_once('@') {
        Some((user, _)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or(user);
            format!("{scheme}://{name}:***{}", &rest[user.len()..])
        }
        _ => url.to_string(),
    }
}

impl From<&str> for Database {
    fn from(text: &str) -> Database {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Database::Postgres(text.to_string())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

impl FromStr for Database {
    type Err = Infallible;

    fn from_str(text: &str) -> Result<Database, Infallible> {
        Ok(Database::from(text))
    }
}

/// The text `--db` takes, password included (for a child process).
impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => f.write_str(url),
        }
    }
}

/// As [`Database::shown`]: no password in debug output.
impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shown())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_postgres_and_anything_else_a_file() {
        assert_eq!(
            Database::from("postgres://u:p@h/d"),
            Database::Postgres("postgres://u:p@h/d".into())
        );
        assert!(matches!(
            Database::from("postgresql://h/d"),
            Database::Postgres(_)
        ));
        assert_eq!(
            Database::from("games/postgres.db"),
            Database::Sqlite("games/postgres.db".into())
        );
    }

    #[test]
    fn the_password_is_not_shown() {
        let db = Database::from("postgres://shashki:s3cret@db.example:5432/games?sslmode=disable");
        assert_eq!(
            db.shown(),
            "postgres://shashki:***@db.example:5432/games?sslmode=disable"
        );
        assert!(!format!("{db:?}").contains("s3cret"));
        assert_eq!(db.to_string().parse::<Database>().unwrap(), db);
        assert_eq!(
            Database::from("postgres://shashki@h/d").shown(),
            "postgres://shashki@h/d"
        );
    }
}
