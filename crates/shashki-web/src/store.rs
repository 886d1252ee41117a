//! SQLite storage: one row per game, one row per event (move, resignation, draw offer, loss on
//! time). Each event is committed before the server answers, so a game survives `kill -9`.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{params, Connection, OptionalExtension};

/// The schema, one migration per entry; `schema_version` records how many were applied.
const MIGRATIONS: &[&str] = &["
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        variant TEXT NOT NULL,
        start_fen TEXT,
        opponent TEXT NOT NULL,
        engine_color TEXT,
        level INTEGER NOT NULL,
        clock_initial INTEGER,
        clock_increment INTEGER,
        white_seat TEXT,
        black_seat TEXT,
        invite TEXT,
        outcome TEXT NOT NULL,
        fen TEXT NOT NULL,
        created_ms INTEGER NOT NULL,
        updated_ms INTEGER NOT NULL
    );
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        color TEXT NOT NULL,
        text TEXT,
        elapsed_ms INTEGER,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE INDEX games_outcome ON games(outcome);
"];

/// A game as stored.
#[derive(Clone, Debug, Default)]
pub struct GameRow {
    /// The game's id.
    pub id: String,
    /// The variant key.
    pub variant: String,
    /// The start position, when not the variant's.
    pub start_fen: Option<String>,
    /// `engine` or `human`.
    pub opponent: String,
    /// The engine's side, for engine games.
    pub engine_color: Option<String>,
    /// The engine's level.
    pub level: u8,
    /// Seconds at the start, with a clock.
    pub clock_initial: Option<u64>,
    /// Seconds added a move.
    pub clock_increment: Option<u64>,
    /// White's secret.
    pub white_seat: Option<String>,
    /// Black's secret.
    pub black_seat: Option<String>,
    /// The invite, until claimed.
    pub invite: Option<String>,
    /// The outcome key.
    pub outcome: String,
    /// The position now.
    pub fen: String,
    /// Unix milliseconds at creation.
    pub created_ms: i64,
    /// Unix milliseconds of the last change.
    pub updated_ms: i64,
}

/// One stored event of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// `move`, `resign`, `draw` or `time`.
    pub kind: String,
    /// The side that acted (the loser for `time`).
    pub color: String,
    /// The move in full notation, for `move`.
    pub text: Option<String>,
    /// The time the move took, in milliseconds, for `move`.
    pub elapsed_ms: Option<i64>,
    /// Unix milliseconds.
    pub at_ms: i64,
}

/// The database.
pub struct Store {
    conn: Mutex<Connection>,
}

impl Store {
    /// Opens (or creates) the database at `path` and brings its schema up to date.
    ///
    /// # Errors
    /// When the file cannot be opened or migrated.
    pub fn open(path: &Path) -> rusqlite::Result<Store> {
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        migrate(&conn)?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stores a new game.
    ///
    /// # Errors
    /// SQLite's.
    pub fn insert_game(&self, g: &GameRow) -> rusqlite::Result<()> {
        self.conn().execute(
            "INSERT INTO games (id, variant, start_fen, opponent, engine_color, level,
                clock_initial, clock_increment, white_seat, black_seat, invite, outcome, fen,
                created_ms, updated_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            params![
                g.id,
                g.variant,
                g.start_fen,
                g.opponent,
                g.engine_color,
                g.level,
                g.clock_initial,
                g.clock_increment,
                g.white_seat,
                g.black_seat,
                g.invite,
                g.outcome,
                g.fen,
                g.created_ms,
                g.updated_ms
            ],
        )?;
        Ok(())
    }

    /// Records that the invite was claimed: the seat of `color` gets `seat`.
    ///
    /// # Errors
    /// SQLite's.
    pub fn claim_seat(&self, id: &str, color: &str, seat: &str) -> rusqlite::Result<()> {
        let sql = if color == "white" {
            "UPDATE games SET white_seat = ?2, invite = NULL WHERE id = ?1"
        } else {
            "UPDATE games SET black_seat = ?2, invite = NULL WHERE id = ?1"
        };
        self.conn().execute(sql, params![id, seat])?;
        Ok(())
    }

    /// Appends event number `seq` and the game's new outcome and position, in one transaction.
    ///
    /// # Errors
    /// SQLite's; nothing is stored then.
    pub fn add_event(
        &self,
        id: &str,
        seq: usize,
        event: &Event,
        outcome: &str,
        fen: &str,
    ) -> rusqlite::Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT INTO moves (game_id, seq, kind, color, text, elapsed_ms, at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                id,
                seq as i64,
                event.kind,
                event.color,
                event.text,
                event.elapsed_ms,
                event.at_ms
            ],
        )?;
        tx.execute(
            "UPDATE games SET outcome = ?2, fen = ?3, updated_ms = ?4 WHERE id = ?1",
            params![id, outcome, fen, event.at_ms],
        )?;
        tx.commit()
    }

    /// The game `id` with its events in order.
    ///
    /// # Errors
    /// SQLite's.
    pub fn load(&self, id: &str) -> rusqlite::Result<Option<(GameRow, Vec<Event>)>> {
        let conn = self.conn();
        let row = conn
            .query_row(
                "SELECT id, variant, start_fen, opponent, engine_color, level, clock_initial,
                    clock_increment, white_seat, black_seat, invite, outcome, fen, created_ms,
                    updated_ms FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok(GameRow {
                        id: r.get(0)?,
                        variant: r.get(1)?,
                        start_fen: r.get(2)?,
                        opponent: r.get(3)?,
                        engine_color: r.get(4)?,
                        level: r.get(5)?,
                        clock_initial: r.get(6)?,
                        clock_increment: r.get(7)?,
                        white_seat: r.get(8)?,
                        black_seat: r.get(9)?,
                        invite: r.get(10)?,
                        outcome: r.get(11)?,
                        fen: r.get(12)?,
                        created_ms: r.get(13)?,
                        updated_ms: r.get(14)?,
                    })
                },
            )
            .optional()?;
        let Some(row) = row else { return Ok(None) };
        let mut stmt = conn.prepare(
            "SELECT kind, color, text, elapsed_ms, at_ms FROM moves WHERE game_id = ?1
             ORDER BY seq",
        )?;
        let events = stmt
            .query_map(params![id], |r| {
                Ok(Event {
                    kind: r.get(0)?,
                    color: r.get(1)?,
                    text: r.get(2)?,
                    elapsed_ms: r.get(3)?,
                    at_ms: r.get(4)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(Some((row, events)))
    }

    /// The ids of the games not over.
    ///
    /// # Errors
    /// SQLite's.
    pub fn ongoing(&self) -> rusqlite::Result<Vec<String>> {
        let conn = self.conn();
        let mut stmt = conn.prepare("SELECT id FROM games WHERE outcome = 'ongoing'")?;
        let ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<String>>>()?;
        Ok(ids)
    }
}

/// Applies the migrations not yet applied, each in its own transaction.
fn migrate(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")?;
    let version: Option<i64> = conn
        .query_row("SELECT MAX(version) FROM schema_version", [], |r| r.get(0))
        .optional()?
        .flatten();
    let done = usize::try_from(version.unwrap_or(0)).unwrap_or(0);
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(done) {
        conn.execute_batch(&format!(
            "BEGIN; {sql}; INSERT INTO schema_version (version) VALUES ({}); COMMIT;",
            i + 1
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_apply_once_and_events_come_back_in_order() {
        let dir = std::env::temp_dir().join(format!("shashki-store-{}", std::process::id()));
        let _ = std::fs::remove_file(&dir);
        let store = Store::open(&dir).unwrap();
        let row = GameRow {
            id: "g1".into(),
            variant: "russian".into(),
            opponent: "human".into(),
            level: 3,
            outcome: "ongoing".into(),
            fen: "x".into(),
            ..GameRow::default()
        };
        store.insert_game(&row).unwrap();
        for seq in 0..3 {
            let e = Event {
                kind: "move".into(),
                color: "white".into(),
                text: Some(format!("m{seq}")),
                elapsed_ms: Some(5),
                at_ms: 7,
            };
            store.add_event("g1", seq, &e, "ongoing", "f").unwrap();
        }
        drop(store);
        let store = Store::open(&dir).unwrap();
        let (g, events) = store.load("g1").unwrap().unwrap();
        assert_eq!(g.fen, "f");
        let texts: Vec<_> = events.iter().filter_map(|e| e.text.clone()).collect();
        assert_eq!(texts, ["m0", "m1", "m2"]);
        assert_eq!(store.ongoing().unwrap(), ["g1"]);
        let _ = std::fs::remove_file(&dir);
    }
}
