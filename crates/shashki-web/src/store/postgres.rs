//! The PostgreSQL backend, for several servers over one database: a pool of connections
//! driven by a runtime of its own on its own thread, so that the store's blocking reads work
//! from any thread (the server's start included) and its writes from any runtime. A write
//! that changes a game tells every server listening (`NOTIFY` in its transaction, heard only
//! once it commits).

mod numbered;
mod sslmode;
mod tls;

use std::future::{poll_fn, Future};
use std::sync::Arc;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio::runtime::Handle;
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::error::SqlState;
use tokio_postgres::types::{to_sql_checked, IsNull, ToSql, Type};
use tokio_postgres::AsyncMessage;
use tokio_postgres_rustls::MakeRustlsConnect;

use super::schema::{pending, VERSION, VERSION_TABLE};
use super::{Backend, Changed, Committed, Row, Statement, StoreError, Value};
use numbered::numbered;

/// How long a connection may take to open, unless the URL says (`connect_timeout`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// The most connections one server keeps open.
const CONNECTIONS: usize = 16;

/// The advisory lock held while the schema is migrated, so that servers starting together
/// migrate one after the other (any number; "shashki" in ASCII).
const MIGRATION_LOCK: i64 = 0x0073_6861_7368_6b69;

/// The channel of `LISTEN` and `NOTIFY` the servers tell each other of changes on.
const CHANNEL: &str = "shashki_changes";

/// How long the listener waits before it connects again after losing its connection.
const RECONNECT: Duration = Duration::from_secs(1);

/// A PostgreSQL database.
pub struct Postgres {
    config: tokio_postgres::Config,
    /// TLS as the URL's `sslmode` asks (`tls.rs`).
    tls: MakeRustlsConnect,
    pool: Pool,
    runtime: Handle,
    /// Dropped with the backend, which ends the runtime's thread.
    _stop: oneshot::Sender<()>,
}

impl Postgres {
    /// Connects to `url` (`postgres://user:password@host/database`, TLS as its `sslmode`
    /// and `sslrootcert` say), applies `migrations` and keeps a pool of connections.
    ///
    /// # Errors
    /// When the URL does not read, the database cannot be reached (over TLS when the URL
    /// asks for it) or migrated, or the runtime's thread cannot be started.
    pub fn open(url: &str, migrations: &'static [&'static str]) -> Result<Postgres, String> {
        let (mut config, ssl) = sslmode::read(url)?;
        let tls = tls::connector(&ssl)?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        let manager = Manager::from_config(
            config.clone(),
            tls.connect.clone(),
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(CONNECTIONS)
            .build()
            .map_err(|e| e.to_string())?;
        let (stop, stopped) = oneshot::channel::<()>();
        let (started, runtime) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("postgres".into())
            .spawn(move || {
                let built = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                match built {
                    Ok(rt) => {
                        let _ = started.send(Ok(rt.handle().clone()));
                        rt.block_on(async {
                            let _ = stopped.await;
                        });
                    }
                    Err(e) => {
                        let _ = started.send(Err(e.to_string()));
                    }
                }
            })
            .map_err(|e| format!("could not start the database thread: {e}"))?;
        let runtime = runtime.recv().map_err(|e| e.to_string()).and_then(|r| r)?;
        let db = Postgres {
            config,
            tls: tls.connect,
            pool,
            runtime,
            _stop: stop,
        };
        let pool = db.pool.clone();
        db.block_on(async move { pool.get().await.map(drop).map_err(failed_pool) })
            .map_err(|e| format!("{e} ({})", tls.described))?;
        db.block_on(migrate(db.pool.clone(), migrations.to_vec()))
            .map_err(|e| e.to_string())?;
        Ok(db)
    }

    /// Runs `task` on the database's runtime and waits for it.
    fn block_on<T: Send + 'static>(
        &self,
        task: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.runtime.spawn(async move {
            let _ = tx.send(task.await);
        });
        rx.recv()
            .unwrap_or_else(|_| Err(StoreError::Failed("the database thread is gone".into())))
    }
}

impl Backend for Postgres {
    fn write(&self, statements: Vec<Statement>, changed: Option<Changed>) -> Committed {
        let (reply, answer) = oneshot::channel();
        let pool = self.pool.clone();
        self.runtime.spawn(async move {
            let _ = reply.send(write(&pool, &statements, changed).await);
        });
        answer
    }

    fn changes(&self) -> Result<Option<mpsc::UnboundedReceiver<Changed>>, StoreError> {
        let (tell, changes) = mpsc::unbounded_channel();
        let (config, tls) = (self.config.clone(), self.tls.clone());
        self.block_on(async move {
            let listening = listen(&config, &tls, &tell).await?;
            tokio::spawn(keep_listening(config, tls, tell, listening));
            Ok(())
        })?;
        Ok(Some(changes))
    }

    fn query(&self, sql: &'static str, params: Vec<Value>) -> Result<Vec<Row>, StoreError> {
        let pool = self.pool.clone();
        self.block_on(async move {
            let client = pool.get().await.map_err(failed_pool)?;
            let stmt = client
                .prepare_cached(&numbered(sql)?)
                .await
                .map_err(failed)?;
            let rows = client.query(&stmt, &bound(&params)).await.map_err(failed)?;
            let names: Arc<[String]> = stmt
                .columns()
                .iter()
                .map(|c| c.name().to_string())
                .collect();
            rows.iter().map(|r| row(r, &names)).collect()
        })
    }
}

/// Runs `statements` in one transaction that tells of `changed`, in two round trips: `BEGIN`,
/// the statements and the notice are sent together (tokio-postgres pipelines the requests
/// polled at once, in the order first polled), then `COMMIT`, or `ROLLBACK` when one failed or
/// a statement that must change a row changed none. One round trip a statement, as before,
/// kept a game's row locked for six of them a move, and the servers' moves waited on each
/// other under load (issue 19).
async fn write(
    pool: &Pool,
    statements: &[Statement],
    changed: Option<Changed>,
) -> Result<(), StoreError> {
    let client = pool.get().await.map_err(failed_pool)?;
    let notice = changed.map(|changed| {
        Statement::new(
            "SELECT pg_notify(?1, ?2)",
            vec![CHANNEL.into(), changed.to_text().into()],
        )
    });
    let all: Vec<&Statement> = statements.iter().chain(&notice).collect();
    let mut prepared = Vec::with_capacity(all.len());
    for st in &all {
        prepared.push(
            client
                .prepare_cached(&numbered(st.sql)?)
                .await
                .map_err(failed)?,
        );
    }
    let params: Vec<_> = all.iter().map(|st| bound(&st.params)).collect();
    // tokio-postgres puts a request on the connection when its future is first polled: BEGIN
    // is polled once here, before the statements' futures exist, so it goes first whatever
    // order a join would poll them in (issue 31).
    let mut begin = std::pin::pin!(client.batch_execute("BEGIN"));
    let early = futures_util::poll!(begin.as_mut());
    if let std::task::Poll::Ready(Err(e)) = early {
        return Err(failed(e));
    }
    let runs = prepared
        .iter()
        .zip(&params)
        .map(|(stmt, params)| client.execute(stmt, params));
    let changes = futures_util::future::join_all(runs);
    let (begun, changes) = match early {
        std::task::Poll::Ready(begun) => (begun, changes.await),
        std::task::Poll::Pending => tokio::join!(begin, changes),
    };
    let done = begun.map_err(failed).and_then(|()| {
        changes.into_iter().zip(&all).try_for_each(|(changed, st)| {
            match changed.map_err(failed)? {
                0 if st.must_change => Err(StoreError::Conflict),
                _ => Ok(()),
            }
        })
    });
    let end = if done.is_ok() { "COMMIT" } else { "ROLLBACK" };
    let ended = client.batch_execute(end).await.map_err(failed);
    done.and(ended)
}

/// A connection of its own listening on [`CHANNEL`], a task passing what it hears to `tell`
/// and ending with the connection, and the client that keeps the connection open.
type Listening = (tokio_postgres::Client, tokio::task::JoinHandle<()>);

/// Connects, starts the task that passes the changes heard to `tell`, and listens.
async fn listen(
    config: &tokio_postgres::Config,
    tls: &MakeRustlsConnect,
    tell: &mpsc::UnboundedSender<Changed>,
) -> Result<Listening, StoreError> {
    let (client, mut connection) = config.connect(tls.clone()).await.map_err(failed)?;
    let tell = tell.clone();
    let heard = tokio::spawn(async move {
        while let Some(message) = poll_fn(|cx| connection.poll_message(cx)).await {
            match message {
                Ok(AsyncMessage::Notification(n)) if n.channel() == CHANNEL => {
                    let Some(changed) = Changed::from_text(n.payload()) else {
                        tracing::warn!(payload = n.payload(), "a change notice that does not read");
                        continue;
                    };
                    if tell.send(changed).is_err() {
                        return;
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, "listening for other servers' changes");
                    return;
                }
            }
        }
    });
    client
        .batch_execute(&format!("LISTEN {CHANNEL}"))
        .await
        .map_err(failed)?;
    Ok((client, heard))
}

/// Listens again whenever the connection is lost, until nobody takes the changes.
/// Changes made while it was lost are not heard: a server then finds them out when it
/// stores a change of such a game ([`StoreError::Conflict`]).
async fn keep_listening(
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
    tell: mpsc::UnboundedSender<Changed>,
    listening: Listening,
) {
    let (mut _client, mut heard) = listening;
    loop {
        let _ = (&mut heard).await;
        if tell.is_closed() {
            return;
        }
        tracing::warn!("lost the connection listening for other servers' changes");
        loop {
            tokio::time::sleep(RECONNECT).await;
            match listen(&config, &tls, &tell).await {
                Ok(again) => {
                    (_client, heard) = again;
                    break;
                }
                Err(e) => tracing::warn!(error = %e, "listening for other servers' changes"),
            }
        }
    }
}

/// Applies `migrations` holding [`MIGRATION_LOCK`].
async fn migrate(pool: Pool, migrations: Vec<&'static str>) -> Result<(), StoreError> {
    let client = pool.get().await.map_err(failed_pool)?;
    client
        .execute("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(failed)?;
    let quiet = "SET client_min_messages TO warning";
    let mut applied = client
        .batch_execute(&format!("{quiet}; {VERSION_TABLE}"))
        .await;
    if applied.is_ok() {
        match client.query_one(VERSION, &[]).await {
            Ok(done) => {
                for sql in pending(&migrations, done.get(0)) {
                    applied = client.batch_execute(&sql).await;
                    if applied.is_err() {
                        break;
                    }
                }
            }
            Err(e) => applied = Err(e),
        }
    }
    let unlocked = client
        .execute("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(failed);
    applied.map_err(failed).and(unlocked.map(drop))
}

fn bound(params: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    params.iter().map(|p| p as &(dyn ToSql + Sync)).collect()
}

/// A row as the store's values, its columns named `names`.
fn row(r: &tokio_postgres::Row, names: &Arc<[String]>) -> Result<Row, StoreError> {
    (0..r.len())
        .map(|i| {
            let ty = r.columns()[i].type_();
            let value = if *ty == Type::INT8 {
                r.try_get::<_, Option<i64>>(i).map(Value::from)
            } else if *ty == Type::INT4 {
                r.try_get::<_, Option<i32>>(i)
                    .map(|n| Value::from(n.map(i64::from)))
            } else {
                r.try_get::<_, Option<String>>(i).map(Value::from)
            };
            value.map_err(failed)
        })
        .collect::<Result<Vec<_>, _>>()
        .map(|values| Row::new(Arc::clone(names), values))
}

/// PostgreSQL's error as the store's: a key stored already is a conflict.
fn failed(e: tokio_postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict
    } else {
        StoreError::Failed(said(&e))
    }
}

fn failed_pool(e: deadpool_postgres::PoolError) -> StoreError {
    let why = match &e {
        deadpool_postgres::PoolError::Backend(e) => said(e),
        other => other.to_string(),
    };
    StoreError::Failed(format!("no database connection: {why}"))
}

/// What went wrong, in PostgreSQL's words (the server's message, or the connection's error
/// with its cause).
fn said(e: &tokio_postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return db.to_string();
    }
    match std::error::Error::source(e) {
        Some(cause) => format!("{e}: {cause}"),
        None => e.to_string(),
    }
}

/// A value bound to whatever type PostgreSQL gives the parameter: `NULL` to any, an integer
/// to the integer types, text to the text types.
impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut bytes::BytesMut,
    ) -> Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Integer(n) if *ty == Type::INT4 => i32::try_from(*n)?.to_sql(ty, out),
            Value::Integer(n) => n.to_sql(ty, out),
            Value::Text(t) => t.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}
