//! Storage: one row per game, one row per event (move, resignation, draw offer or decline,
//! loss on time ...), in SQLite (the default, [`sqlite`]) or PostgreSQL ([`postgres`]) behind
//! one [`Backend`]. Each event is committed before the server answers, so a game survives
//! `kill -9`. The events' key (game, number) is the game's version: two servers that both
//! try to store event `n` of a game get one stored and the other a [`StoreError::Conflict`].
//!
//! One file a concern, so that a change of one touches one: `schema.rs` (the migrations),
//! `backend.rs` (what a database does for the store, and the values it binds), `row.rs` (a
//! row read by column name), `domain.rs` (the values stored as text, as enums), `changed.rs`
//! (the notice of a change the servers tell each other), then the queries by what they serve:
//! `games.rs`, `events.rs`, `lobby.rs`, `abandoned.rs`, `leases.rs`, `reviews.rs` (the
//! analyses of whole games), `plain.rs` (secrets an older server stored plain), and the Chinese checkers games' in `src/star/store.rs`. This
//! file opens the store and runs what they ask.

mod abandoned;
mod backend;
mod changed;
mod domain;
mod events;
mod games;
mod leases;
mod lobby;
mod plain;
mod postgres;
mod puzzle_tries;
mod reviews;
mod row;
mod schema;
mod sqlite;
#[cfg(test)]
mod tests;

use tokio::sync::mpsc;

pub use abandoned::Abandoned;
pub use backend::{integer, Backend, Committed, Statement, StoreError, Value};
pub use changed::{Changed, Kind};
pub use domain::{EventKind, GameOutcome, Opponent, SeatKind, StarEventKind, Stored};
pub use events::Event;
pub use games::GameRow;
pub use lobby::LobbyGame;
pub use puzzle_tries::Tries;
pub use row::Row;

use crate::database::Database;

/// The database of the server.
pub struct Store {
    backend: Box<dyn Backend>,
}

impl Store {
    /// Opens (or creates) `db`, brings its schema up to date and hashes the secrets an older
    /// server stored plain (`store/plain.rs`).
    ///
    /// # Errors
    /// When it cannot be reached, opened or migrated, in the database's words.
    pub fn open(db: &Database) -> Result<Store, String> {
        let migrations = schema::MIGRATIONS;
        let backend: Box<dyn Backend> = match db {
            Database::Sqlite(path) => Box::new(sqlite::Sqlite::open(path, migrations)?),
            Database::Postgres(url) => Box::new(postgres::Postgres::open(url, migrations)?),
        };
        let store = Store { backend };
        store
            .hash_plain_secrets()
            .map_err(|e| format!("hashing the secrets stored plain: {e}"))?;
        Ok(store)
    }

    /// Runs `statements` in order in one transaction, telling the other servers of `changed`;
    /// answers once they are committed.
    ///
    /// # Errors
    /// A conflict when another server stored the same event first, or the database's
    /// failure; nothing of them is stored then.
    pub async fn execute(
        &self,
        statements: Vec<Statement>,
        changed: Option<Changed>,
    ) -> Result<(), StoreError> {
        let answer = self.backend.write(statements, changed).await;
        answer.unwrap_or_else(|_| Err(StoreError::Failed("the database task is gone".into())))
    }

    /// The changes stored by every server over this database, from now on (none on SQLite).
    /// Blocks until it listens.
    ///
    /// # Errors
    /// When it cannot listen.
    pub fn changes(&self) -> Result<Option<mpsc::UnboundedReceiver<Changed>>, StoreError> {
        self.backend.changes()
    }

    /// The rows of `sql` over `params`, their columns read by name ([`Row::get`]). Blocks:
    /// call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn query(&self, sql: &'static str, params: Vec<Value>) -> Result<Vec<Row>, StoreError> {
        self.backend.query(sql, params)
    }
}
