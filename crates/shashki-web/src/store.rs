//! SQLite storage: one row per game, one row per event (move, resignation, draw offer or
//! decline, loss on time). Each event is committed before the server answers, so a game
//! survives `kill -9`.

use std::fmt;
use std::path::Path;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Mutex;

use rusqlite::{params, Connection, OptionalExtension};

use crate::error::ApiError;

/// The schema, one migration per entry; `schema_version` records how many were applied.
const MIGRATIONS: &[&str] = &[DRAUGHTS, crate::star::store::MIGRATION];

/// The draughts games and their events.
const DRAUGHTS: &str = "
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
";

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

/// Why [`Store::open`] failed.
#[derive(Debug)]
pub enum OpenError {
    /// SQLite could not open or migrate the file.
    Sqlite(rusqlite::Error),
    /// The operating system did not start the writer thread.
    Writer(std::io::Error),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::Sqlite(e) => write!(f, "{e}"),
            OpenError::Writer(e) => write!(f, "could not start the database writer thread: {e}"),
        }
    }
}

impl std::error::Error for OpenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            OpenError::Sqlite(e) => Some(e),
            OpenError::Writer(e) => Some(e),
        }
    }
}

impl From<rusqlite::Error> for OpenError {
    fn from(e: rusqlite::Error) -> OpenError {
        OpenError::Sqlite(e)
    }
}

/// A statement with its parameters, for the tables of other parts of the server (Chinese
/// checkers) that write through the same writer thread.
pub struct Statement {
    /// The SQL.
    pub sql: &'static str,
    /// Its parameters, in order.
    pub params: Vec<rusqlite::types::Value>,
}

/// A write for the writer thread.
enum Write {
    Statements(Vec<Statement>),
    Game(GameRow),
    Seat {
        id: String,
        color: String,
        seat: String,
    },
    Event {
        id: String,
        seq: usize,
        event: Event,
        outcome: String,
        fen: String,
    },
}

type Reply = tokio::sync::oneshot::Sender<Result<(), String>>;

/// The most writes committed in one transaction.
const GROUP: usize = 256;

/// The database: one connection for reads, and a writer thread with its own connection that
/// commits the writes of concurrent requests together (each request still waits for its
/// commit). No lock of a game or of the runtime is held while SQLite works.
pub struct Store {
    reader: Mutex<Connection>,
    writer: Mutex<Sender<(Write, Reply)>>,
}

impl Store {
    /// Opens (or creates) the database at `path`, brings its schema up to date and starts the
    /// writer thread.
    ///
    /// # Errors
    /// When the file cannot be opened or migrated, or the writer thread cannot be started.
    pub fn open(path: &Path) -> Result<Store, OpenError> {
        let conn = connect(path)?;
        migrate(&conn)?;
        let reader = connect(path)?;
        let (tx, rx) = channel();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || write_loop(&conn, &rx))
            .map_err(OpenError::Writer)?;
        Ok(Store {
            reader: Mutex::new(reader),
            writer: Mutex::new(tx),
        })
    }

    fn reader(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.reader.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Hands `write` to the writer thread; the receiver answers once it is committed.
    fn send(&self, write: Write) -> tokio::sync::oneshot::Receiver<Result<(), String>> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let sender = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(e) = sender.send((write, reply)) {
            let _ = e.0 .1.send(Err("the writer thread is gone".into()));
        }
        answer
    }

    async fn write(&self, write: Write) -> Result<(), ApiError> {
        let answer = self.send(write).await;
        stored(answer.unwrap_or_else(|_| Err("the writer thread is gone".into())))
    }

    /// Stores a new game; answers once it is committed.
    ///
    /// # Errors
    /// 500 when SQLite fails.
    pub async fn insert_game(&self, g: &GameRow) -> Result<(), ApiError> {
        self.write(Write::Game(g.clone())).await
    }

    /// Records that the invite was claimed: the seat of `color` gets `seat`.
    ///
    /// # Errors
    /// 500 when SQLite fails.
    pub async fn claim_seat(&self, id: &str, color: &str, seat: &str) -> Result<(), ApiError> {
        self.write(Write::Seat {
            id: id.into(),
            color: color.into(),
            seat: seat.into(),
        })
        .await
    }

    /// Appends event number `seq` and the game's new outcome and position, in one transaction;
    /// answers once it is committed.
    ///
    /// # Errors
    /// 500 when SQLite fails; nothing is stored then.
    pub async fn add_event(
        &self,
        id: &str,
        seq: usize,
        event: &Event,
        outcome: &str,
        fen: &str,
    ) -> Result<(), ApiError> {
        self.write(Write::Event {
            id: id.into(),
            seq,
            event: event.clone(),
            outcome: outcome.into(),
            fen: fen.into(),
        })
        .await
    }

    /// The game `id` with its events in order. Blocks on SQLite: call it off the runtime.
    ///
    /// # Errors
    /// SQLite's.
    pub fn load(&self, id: &str) -> rusqlite::Result<Option<(GameRow, Vec<Event>)>> {
        let conn = self.reader();
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
        let mut stmt = conn.prepare_cached(
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

    /// Runs `statements` in order in one savepoint; answers once they are committed.
    ///
    /// # Errors
    /// 500 when SQLite fails; nothing of them is stored then.
    pub async fn execute(&self, statements: Vec<Statement>) -> Result<(), ApiError> {
        self.write(Write::Statements(statements)).await
    }

    /// Reads with the reading connection. Blocks on SQLite: call it off the runtime.
    ///
    /// # Errors
    /// SQLite's.
    pub fn read<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> rusqlite::Result<T> {
        read(&self.reader())
    }

    /// The ids of the games not over.
    ///
    /// # Errors
    /// SQLite's.
    pub fn ongoing(&self) -> rusqlite::Result<Vec<String>> {
        let conn = self.reader();
        let mut stmt = conn.prepare("SELECT id FROM games WHERE outcome = 'ongoing'")?;
        let ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<String>>>()?;
        Ok(ids)
    }
}

fn stored(result: Result<(), String>) -> Result<(), ApiError> {
    result.map_err(|e| {
        tracing::error!(error = %e, "storage");
        ApiError::internal("storage failed")
    })
}

/// A connection in WAL mode with `synchronous=NORMAL`: a commit is in the WAL file (in the
/// operating system's hands) before it returns, which survives the process being killed;
/// only an operating-system crash or power loss can lose the last commits (README).
fn connect(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    Ok(conn)
}

/// The writer thread: takes the writes waiting (up to [`GROUP`]), runs each in a savepoint of
/// one transaction, commits, then answers each; until every sender is gone.
fn write_loop(conn: &Connection, rx: &Receiver<(Write, Reply)>) {
    while let Ok(first) = rx.recv() {
        let mut batch = vec![first];
        while batch.len() < GROUP {
            match rx.try_recv() {
                Ok(w) => batch.push(w),
                Err(_) => break,
            }
        }
        let results = write_group(conn, batch.iter().map(|(w, _)| w));
        for ((_, reply), result) in batch.into_iter().zip(results) {
            let _ = reply.send(result);
        }
    }
}

fn write_group<'a>(
    conn: &Connection,
    writes: impl ExactSizeIterator<Item = &'a Write>,
) -> Vec<Result<(), String>> {
    let n = writes.len();
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        return vec![Err(e.to_string()); n];
    }
    let mut results = Vec::with_capacity(n);
    for w in writes {
        let one = conn
            .execute_batch("SAVEPOINT one")
            .and_then(|()| write_one(conn, w));
        let closed = match &one {
            Ok(()) => conn.execute_batch("RELEASE one"),
            Err(_) => conn.execute_batch("ROLLBACK TO one; RELEASE one"),
        };
        results.push(one.and(closed).map_err(|e| e.to_string()));
    }
    if let Err(e) = conn.execute_batch("COMMIT") {
        let _ = conn.execute_batch("ROLLBACK");
        return vec![Err(e.to_string()); n];
    }
    results
}

fn write_one(conn: &Connection, write: &Write) -> rusqlite::Result<()> {
    match write {
        Write::Statements(statements) => {
            for st in statements {
                conn.prepare_cached(st.sql)?
                    .execute(rusqlite::params_from_iter(st.params.iter()))?;
            }
        }
        Write::Game(g) => {
            conn.prepare_cached(
                "INSERT INTO games (id, variant, start_fen, opponent, engine_color, level,
                    clock_initial, clock_increment, white_seat, black_seat, invite, outcome, fen,
                    created_ms, updated_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            )?
            .execute(params![
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
            ])?;
        }
        Write::Seat { id, color, seat } => {
            let sql = if color == "white" {
                "UPDATE games SET white_seat = ?2, invite = NULL WHERE id = ?1"
            } else {
                "UPDATE games SET black_seat = ?2, invite = NULL WHERE id = ?1"
            };
            conn.prepare_cached(sql)?.execute(params![id, seat])?;
        }
        Write::Event {
            id,
            seq,
            event,
            outcome,
            fen,
        } => {
            conn.prepare_cached(
                "INSERT INTO moves (game_id, seq, kind, color, text, elapsed_ms, at_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                id,
                *seq as i64,
                event.kind,
                event.color,
                event.text,
                event.elapsed_ms,
                event.at_ms
            ])?;
            conn.prepare_cached(
                "UPDATE games SET outcome = ?2, fen = ?3, updated_ms = ?4 WHERE id = ?1",
            )?
            .execute(params![id, outcome, fen, event.at_ms])?;
        }
    }
    Ok(())
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
    fn a_writer_thread_not_started_is_said_so() {
        let refused = std::io::Error::from(std::io::ErrorKind::WouldBlock);
        let e = OpenError::Writer(refused);
        assert!(
            e.to_string()
                .starts_with("could not start the database writer thread: "),
            "{e}"
        );
        let source = std::error::Error::source(&e).and_then(|s| s.downcast_ref::<std::io::Error>());
        assert_eq!(
            source.map(std::io::Error::kind),
            Some(std::io::ErrorKind::WouldBlock)
        );
    }

    #[tokio::test]
    async fn migrations_apply_once_and_events_come_back_in_order() {
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
        store.insert_game(&row).await.unwrap();
        for seq in 0..3 {
            let e = Event {
                kind: "move".into(),
                color: "white".into(),
                text: Some(format!("m{seq}")),
                elapsed_ms: Some(5),
                at_ms: 7,
            };
            store
                .add_event("g1", seq, &e, "ongoing", "f")
                .await
                .unwrap();
        }
        let e = Event {
            kind: "move".into(),
            color: "white".into(),
            text: None,
            elapsed_ms: None,
            at_ms: 8,
        };
        assert!(
            store.add_event("g1", 1, &e, "black", "g").await.is_err(),
            "a second event 1 is refused"
        );
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
