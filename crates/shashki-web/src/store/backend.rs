//! What the store asks of a database, and in what terms: the [`Backend`] trait that SQLite
//! (`sqlite.rs`) and PostgreSQL (`postgres.rs`) implement, the [`Statement`]s of a write, the
//! [`Value`]s bound and read, and the [`StoreError`]s. The queries (`games.rs`, `lobby.rs` ...)
//! speak only these terms, so that each is written once for both databases.

use std::fmt;

use tokio::sync::{mpsc, oneshot};

use super::{Changed, Row, Stored};

/// A value bound to or read from a statement: the three kinds the tables hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// SQL `NULL`.
    Null,
    /// An integer (`BIGINT`).
    Integer(i64),
    /// Text.
    Text(String),
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_string())
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Integer(v)
    }
}

/// A value of the domain, as its text (`domain.rs`).
impl<T: Stored> From<T> for Value {
    fn from(v: T) -> Value {
        Value::Text(v.key().into_owned())
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// A count or a number of seconds as a `BIGINT` (the largest for one beyond it).
pub fn integer(n: impl TryInto<i64>) -> Value {
    Value::Integer(n.try_into().unwrap_or(i64::MAX))
}

/// A statement with its parameters (`?1`, `?2`, … in the SQL, which SQLite reads as they are
/// and the PostgreSQL backend numbers `$1`, `$2`, …: `postgres/numbered.rs`), for the tables
/// of every part of the server.
pub struct Statement {
    /// The SQL.
    pub sql: &'static str,
    /// Its parameters, in order.
    pub params: Vec<Value>,
    /// True when it must change a row: changing none (another server got there first), the
    /// write is refused as a [`StoreError::Conflict`].
    pub must_change: bool,
}

impl Statement {
    /// `sql` over `params`, which may change no row.
    pub fn new(sql: &'static str, params: Vec<Value>) -> Statement {
        Statement {
            sql,
            params,
            must_change: false,
        }
    }

    /// `sql` over `params`, which must change a row (else a [`StoreError::Conflict`]).
    pub fn changing(sql: &'static str, params: Vec<Value>) -> Statement {
        Statement {
            sql,
            params,
            must_change: true,
        }
    }
}

/// Why the store did not do what it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// A row of that key is there already: another server (or request) stored that event of
    /// the game first.
    Conflict,
    /// The database failed, in its own words, or a row did not read.
    Failed(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Conflict => f.write_str("a row of that key is stored already"),
            StoreError::Failed(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for StoreError {}

/// The answer to a write: given once it is committed (or refused).
pub type Committed = oneshot::Receiver<Result<(), StoreError>>;

/// What a database does for the store. Both kinds keep the store's promises: a write's
/// statements are committed together or not at all, and answered only once committed.
pub trait Backend: Send + Sync {
    /// Runs `statements` in order in one transaction, which tells the other servers of
    /// `changed` when it commits; the receiver answers once they are committed (or none of
    /// them is stored).
    fn write(&self, statements: Vec<Statement>, changed: Option<Changed>) -> Committed;

    /// The rows of the query `sql` over `params`, their columns named as the query names
    /// them. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    fn query(&self, sql: &'static str, params: Vec<Value>) -> Result<Vec<Row>, StoreError>;

    /// From now on, the changes stored by every server over this database (this one's too);
    /// none when the database does not tell (SQLite, made for one server). Blocks until it
    /// listens.
    ///
    /// # Errors
    /// When it cannot listen.
    fn changes(&self) -> Result<Option<mpsc::UnboundedReceiver<Changed>>, StoreError>;

    /// Drops, where the database can at once, the old versions of the rows rewritten (after
    /// secrets stored plain were hashed). PostgreSQL keeps dead row versions until a vacuum
    /// reuses their space (README: `VACUUM FULL` to be sure), so it does nothing here.
    ///
    /// # Errors
    /// The database's.
    fn forget_overwritten(&self) -> Result<(), StoreError> {
        Ok(())
    }
}
