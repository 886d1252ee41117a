//! The seat and invite secrets that servers before issue 31 stored plain, hashed when a server
//! starts (`secrets::hashed`): a database of that time keeps working, its seats and invites
//! fitting as before, and holds no plain secret once a new server has opened it.

use super::{integer, Statement, Store, StoreError, Value};
use crate::secrets::{hashed, PLAIN_LEN};
use crate::star::store::SeatRow;

/// The most rows hashed in one transaction.
const ROWS: usize = 1000;

/// Each column of `games` that holds a secret, with the statement that hashes it while it
/// still holds the plain secret read.
const COLUMNS: [(&str, &str); 3] = [
    (
        "white_seat",
        "UPDATE games SET white_seat = ?2 WHERE id = ?1 AND white_seat = ?3",
    ),
    (
        "black_seat",
        "UPDATE games SET black_seat = ?2 WHERE id = ?1 AND black_seat = ?3",
    ),
    (
        "invite",
        "UPDATE games SET invite = ?2 WHERE id = ?1 AND invite = ?3",
    ),
];

impl Store {
    /// Hashes every seat and invite secret still stored plain, of draughts and of Chinese
    /// checkers; returns how many rows it changed. Run at every start, it finds nothing once
    /// done: a hash is 64 hex digits, a plain secret [`PLAIN_LEN`]. Each update changes its row
    /// only while the row still holds the plain value read, so two servers starting together
    /// hash each secret once. Blocks: call it off the runtime or at the start.
    ///
    /// # Errors
    /// The database's; what was committed before stays hashed.
    pub(super) fn hash_plain_secrets(&self) -> Result<usize, StoreError> {
        let plain = integer(PLAIN_LEN);
        let games = self.query(
            "SELECT id, white_seat, black_seat, invite FROM games
             WHERE length(white_seat) = ?1 OR length(black_seat) = ?1 OR length(invite) = ?1",
            vec![plain],
        )?;
        let mut updates = Vec::new();
        for r in &games {
            let id: String = r.get("id")?;
            for (column, sql) in COLUMNS {
                let secret: Option<String> = r.get(column)?;
                if let Some(secret) = secret.filter(|s| s.len() == PLAIN_LEN) {
                    updates.push(rewrite(sql, id.clone(), hashed(&secret), secret));
                }
            }
        }
        // A seat or invite of 32 characters, as serde writes the seats (`"secret":"…"`).
        let like =
            |field: &str| Value::Text(format!("%\"{field}\":\"{}\"%", "_".repeat(PLAIN_LEN)));
        let stars = self.query(
            "SELECT id, seats FROM star_games WHERE seats LIKE ?1 OR seats LIKE ?2",
            vec![like("secret"), like("invite")],
        )?;
        for r in &stars {
            let before: String = r.get("seats")?;
            let seats: Vec<SeatRow> = serde_json::from_str(&before)
                .map_err(|e| StoreError::Failed(format!("seats: {e}")))?;
            let after: Vec<SeatRow> = seats.iter().map(SeatRow::stored).collect();
            let after = serde_json::to_string(&after)
                .map_err(|e| StoreError::Failed(format!("seats: {e}")))?;
            updates.push(rewrite(
                "UPDATE star_games SET seats = ?2 WHERE id = ?1 AND seats = ?3",
                r.get("id")?,
                after,
                before,
            ));
        }
        let rows = games.len() + stars.len();
        let mut batches = updates.into_iter().peekable();
        while batches.peek().is_some() {
            self.execute_blocking(batches.by_ref().take(ROWS).collect())?;
        }
        if rows > 0 {
            tracing::info!(rows, "hashed the seat and invite secrets stored plain");
            // The secrets are hashed whatever happens here: a failure is no reason not to start.
            if let Err(e) = self.backend.forget_overwritten() {
                tracing::warn!(error = %e, "the old versions of the rows hashed may stay a while");
            }
        }
        Ok(rows)
    }

    /// Runs `statements` in one transaction and waits for the commit, from any thread (a
    /// runtime's too: the wait is on a thread of its own).
    fn execute_blocking(&self, statements: Vec<Statement>) -> Result<(), StoreError> {
        let answer = self.backend.write(statements, None);
        std::thread::scope(|s| s.spawn(move || answer.blocking_recv()).join())
            .map_err(|_| StoreError::Failed("the wait for the database panicked".into()))?
            .unwrap_or_else(|_| Err(StoreError::Failed("the database task is gone".into())))
    }
}

/// `sql`, which sets a column of the game `id` (`?1`) to `new` (`?2`) if it still holds `old`
/// (`?3`).
fn rewrite(sql: &'static str, id: String, new: String, old: String) -> Statement {
    Statement::new(sql, vec![id.into(), new.into(), old.into()])
}
