//! The SQLite backend, the default: one connection for reads, a writer thread with its own
//! connection that commits the writes of concurrent requests together (each request still
//! waits for its commit), and a checkpoint thread that copies the WAL into the database mostly
//! off the writer's path. No lock of a game or of the runtime is held while SQLite works.

use std::path::Path;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rusqlite::types::{Value as Sql, ValueRef};
use rusqlite::{ffi, Connection, OptionalExtension};
use tokio::sync::{mpsc, oneshot};

use super::schema::{pending, VERSION, VERSION_TABLE};
use super::{Backend, Changed, Committed, Row, Statement, StoreError, Value};

type Reply = oneshot::Sender<Result<(), StoreError>>;

/// What the writer thread is asked to do.
enum Job {
    /// Commit these statements, then answer.
    Write(Vec<Statement>, Reply),
    /// Finish the checkpoint the checkpoint thread began (see [`checkpoint_loop`]).
    Checkpoint,
}

/// The most writes committed in one transaction.
const GROUP: usize = 256;

/// How often the checkpoint thread copies the WAL into the database.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// The WAL's length, in bytes, from which the writer finishes a checkpoint so that the WAL
/// starts again from its beginning (rarely: each such checkpoint holds the commits back while
/// it syncs the files).
const RESTART_BYTES: i64 = 256 << 20;

/// The page size of a new database file (a file keeps the size it was made with). A commit
/// writes every page it changed whole to the WAL, and a move changes a few pages of different
/// tables (its row, the events' index, the game's row): with 1 KiB pages a move wrote 3.5 KB
/// where SQLite's default 4 KiB pages wrote 10.9 KB (issue 19: 10,000 games, 300,000 moves,
/// 1.05 GB written to disk instead of 3.27 GB).
const PAGE_SIZE: i64 = 1024;

/// A SQLite file.
pub struct Sqlite {
    reader: Mutex<Connection>,
    writer: Mutex<Sender<Job>>,
    /// Dropped with the backend, which ends the checkpoint thread.
    _checkpoints: Sender<()>,
}

impl Sqlite {
    /// Opens (or creates) the file at `path`, applies `migrations` and starts the writer
    /// and checkpoint threads.
    ///
    /// # Errors
    /// When the file cannot be opened or migrated, or a thread cannot be started.
    pub fn open(path: &Path, migrations: &[&str]) -> Result<Sqlite, String> {
        let shown = |e: rusqlite::Error| format!("{}: {e}", path.display());
        let conn = connect(path).map_err(shown)?;
        migrate(&conn, migrations).map_err(shown)?;
        // The writer checkpoints only when asked: a checkpoint copies the WAL and syncs the
        // files, which on a busy disk took up to 150 ms, and every commit waiting behind it
        // waited as long (issue 19).
        conn.pragma_update(None, "wal_autocheckpoint", 0)
            .map_err(shown)?;
        let reader = connect(path).map_err(shown)?;
        let checkpointer = connect(path).map_err(shown)?;
        let (tx, rx) = channel();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || write_loop(&conn, &rx))
            .map_err(|e| format!("could not start the database writer thread: {e}"))?;
        let (stop, stopped) = channel();
        let writer = tx.clone();
        std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || checkpoint_loop(&checkpointer, &stopped, &writer))
            .map_err(|e| format!("could not start the database checkpoint thread: {e}"))?;
        Ok(Sqlite {
            reader: Mutex::new(reader),
            writer: Mutex::new(tx),
            _checkpoints: stop,
        })
    }
}

impl Backend for Sqlite {
    /// One server: nobody to tell of `changed`.
    fn write(&self, statements: Vec<Statement>, _changed: Option<Changed>) -> Committed {
        let (reply, answer) = oneshot::channel();
        let sender = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(e) = sender.send(Job::Write(statements, reply)) {
            if let Job::Write(_, reply) = e.0 {
                let _ = reply.send(Err(StoreError::Failed("the writer thread is gone".into())));
            }
        }
        answer
    }

    fn changes(&self) -> Result<Option<mpsc::UnboundedReceiver<Changed>>, StoreError> {
        Ok(None)
    }

    /// Copies the WAL into the database and empties it (`TRUNCATE`), so that the old versions
    /// of the pages rewritten are gone from both files (`secure_delete` zeroed what the rows
    /// left in their pages).
    fn forget_overwritten(&self) -> Result<(), StoreError> {
        let conn = self.reader.lock().unwrap_or_else(|e| e.into_inner());
        let busy: i64 = conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0))
            .map_err(failed)?;
        if busy != 0 {
            return Err(StoreError::Failed("the WAL is busy: not truncated".into()));
        }
        Ok(())
    }

    fn query(&self, sql: &'static str, params: Vec<Value>) -> Result<Vec<Row>, StoreError> {
        let conn = self.reader.lock().unwrap_or_else(|e| e.into_inner());
        let mut stmt = conn.prepare_cached(sql).map_err(failed)?;
        let names: Arc<[String]> = stmt.column_names().into_iter().map(String::from).collect();
        let rows = stmt
            .query_map(
                rusqlite::params_from_iter(params.into_iter().map(sql_value)),
                |r| {
                    (0..names.len())
                        .map(|i| {
                            Ok(match r.get_ref(i)? {
                                ValueRef::Integer(n) => Value::Integer(n),
                                ValueRef::Text(t) => {
                                    Value::Text(String::from_utf8_lossy(t).into_owned())
                                }
                                ValueRef::Null => Value::Null,
                                // The tables hold no other kind: a damaged database.
                                other => {
                                    return Err(rusqlite::Error::InvalidColumnType(
                                        i,
                                        names[i].clone(),
                                        other.data_type(),
                                    ))
                                }
                            })
                        })
                        .collect::<rusqlite::Result<Vec<_>>>()
                        .map(|values| Row::new(Arc::clone(&names), values))
                },
            )
            .map_err(failed)?;
        rows.collect::<rusqlite::Result<Vec<_>>>().map_err(failed)
    }
}

fn sql_value(v: Value) -> Sql {
    match v {
        Value::Null => Sql::Null,
        Value::Integer(n) => Sql::Integer(n),
        Value::Text(t) => Sql::Text(t),
    }
}

/// SQLite's error as the store's: a key stored already is a conflict.
fn failed(e: rusqlite::Error) -> StoreError {
    match &e {
        rusqlite::Error::SqliteFailure(f, _)
            if matches!(
                f.extended_code,
                ffi::SQLITE_CONSTRAINT_PRIMARYKEY | ffi::SQLITE_CONSTRAINT_UNIQUE
            ) =>
        {
            StoreError::Conflict
        }
        _ => StoreError::Failed(e.to_string()),
    }
}

/// Applies the migrations not yet applied.
fn migrate(conn: &Connection, migrations: &[&str]) -> rusqlite::Result<()> {
    conn.execute_batch(VERSION_TABLE)?;
    let done = conn
        .query_row(VERSION, [], |r| r.get(0))
        .optional()?
        .flatten();
    for sql in pending(migrations, done) {
        conn.execute_batch(&sql)?;
    }
    Ok(())
}

/// A connection in WAL mode with `synchronous=NORMAL`: a commit is in the WAL file (in the
/// operating system's hands) before it returns, which survives the process being killed;
/// only an operating-system crash or power loss can lose the last commits (README). With
/// `secure_delete`, what a row leaves behind when rewritten or deleted is zeroed, so that a
/// secret an older server stored plain is gone from the file once hashed (`store/plain.rs`);
/// it costs writes only when whole pages are freed.
fn connect(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.pragma_update(None, "page_size", PAGE_SIZE)?;
    conn.pragma_update(None, "secure_delete", "ON")?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    Ok(conn)
}

/// The checkpoint thread: every [`CHECKPOINT_EVERY`] copies what the WAL holds into the
/// database and syncs it, beside the writer (`PASSIVE`), until the backend is dropped. While
/// commits go on such a checkpoint never catches up with them, and the WAL would grow without
/// end (1.5 GB in 40 s of load); so once the WAL is [`RESTART_BYTES`] long the writer is asked
/// to checkpoint between two commits: the little left to copy is copied, and the next commit
/// starts the WAL again from its beginning. A failed checkpoint is only logged: the WAL keeps
/// every commit, and the next one tries again.
fn checkpoint_loop(conn: &Connection, stopped: &Receiver<()>, writer: &Sender<Job>) {
    let page: i64 = conn
        .query_row("PRAGMA page_size", [], |r| r.get(0))
        .unwrap_or(PAGE_SIZE);
    while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(CHECKPOINT_EVERY) {
        if checkpoint(conn).is_some_and(|pages| pages.saturating_mul(page) >= RESTART_BYTES) {
            let _ = writer.send(Job::Checkpoint);
        }
    }
}

/// A `PASSIVE` checkpoint on `conn`; the WAL's length in pages, or none (logged) when it
/// failed.
fn checkpoint(conn: &Connection) -> Option<i64> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get(1))
        .inspect_err(|e| tracing::warn!(error = %e, "the WAL checkpoint failed"))
        .ok()
}

/// The writer thread: takes the writes waiting (up to [`GROUP`]), runs each in a savepoint of
/// one transaction, commits, then answers each, and checkpoints when it was asked to; until
/// every sender is gone.
fn write_loop(conn: &Connection, rx: &Receiver<Job>) {
    while let Ok(first) = rx.recv() {
        let mut batch = Vec::new();
        let mut asked = false;
        let mut next = Some(first);
        while let Some(job) = next {
            match job {
                Job::Write(w, reply) => batch.push((w, reply)),
                Job::Checkpoint => asked = true,
            }
            next = if batch.len() < GROUP {
                rx.try_recv().ok()
            } else {
                None
            };
        }
        if !batch.is_empty() {
            let results = write_group(conn, batch.iter().map(|(w, _)| w));
            for ((_, reply), result) in batch.into_iter().zip(results) {
                let _ = reply.send(result);
            }
        }
        if asked {
            checkpoint(conn);
        }
    }
}

fn write_group<'a>(
    conn: &Connection,
    writes: impl ExactSizeIterator<Item = &'a Vec<Statement>>,
) -> Vec<Result<(), StoreError>> {
    let n = writes.len();
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        return vec![Err(failed(e)); n];
    }
    let mut results = Vec::with_capacity(n);
    for w in writes {
        let one = conn
            .execute_batch("SAVEPOINT one")
            .map_err(failed)
            .and_then(|()| write_one(conn, w));
        let closed = match &one {
            Ok(()) => conn.execute_batch("RELEASE one"),
            Err(_) => conn.execute_batch("ROLLBACK TO one; RELEASE one"),
        };
        results.push(one.and(closed.map_err(failed)));
    }
    if let Err(e) = conn.execute_batch("COMMIT") {
        let _ = conn.execute_batch("ROLLBACK");
        return vec![Err(failed(e)); n];
    }
    results
}

fn write_one(conn: &Connection, statements: &[Statement]) -> Result<(), StoreError> {
    for st in statements {
        let changed = conn
            .prepare_cached(st.sql)
            .and_then(|mut s| {
                s.execute(rusqlite::params_from_iter(
                    st.params.iter().cloned().map(sql_value),
                ))
            })
            .map_err(failed)?;
        if st.must_change && changed == 0 {
            return Err(StoreError::Conflict);
        }
    }
    Ok(())
}
