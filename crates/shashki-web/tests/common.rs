//! Helpers of the API tests: a server over a fresh database, requests, JSON.
//!
//! The database is SQLite, or PostgreSQL when `SHASHKI_TEST_POSTGRES` holds a connection URL:
//! then every fresh database is a schema of its own in it, so that the tests run in parallel.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use futures_util::StreamExt;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use shashki_web::{router, App, Config, Database, Now};
use tokio_tungstenite::tungstenite::Message;
use tower::ServiceExt;

/// A game's websocket, as the tests open it.
pub trait StateStream:
    StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin
{
}

impl<S> StateStream for S where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin
{
}

/// The first STATE from the websocket `ws` that is `what`, as `wanted` judges; panics after 5 s.
pub async fn state_where(
    ws: &mut impl StateStream,
    what: &str,
    wanted: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let msg = tokio::time::timeout(left, ws.next())
            .await
            .unwrap_or_else(|_| panic!("no STATE {what} within 5 s"))
            .expect("the socket is open")
            .expect("a message");
        if let Message::Text(text) = msg {
            let state: Value = serde_json::from_str(&text).unwrap();
            if wanted(&state) {
                return state;
            }
        }
    }
}

/// The first STATE from the websocket `ws` with `plies` moves; panics after 5 s.
pub async fn state_with_moves(ws: &mut impl StateStream, plies: usize) -> Value {
    state_where(ws, &format!("with {plies} plies"), |s| {
        s["moves"].as_array().map(Vec::len) == Some(plies)
    })
    .await
}

/// The first STATE from the websocket `ws` with `outcome`; panics after 5 s.
pub async fn state_with_outcome(ws: &mut impl StateStream, outcome: &str) -> Value {
    state_where(ws, &format!("with outcome {outcome}"), |s| {
        s["outcome"] == outcome
    })
    .await
}

/// True when the tests run on PostgreSQL (`SHASHKI_TEST_POSTGRES` is set).
pub fn on_postgres() -> bool {
    std::env::var_os(POSTGRES).is_some()
}

/// The one accepted answer of `a` and `b`, two servers over one database asked the same,
/// after asserting that the other was refused: `409 game-changed` when it tried to store its
/// change second, or, when it first caught up with the change the other stored (PostgreSQL,
/// `follow::catch_up`), the `403` of the game as stored (not its turn, the invite used).
pub fn accepted_once(a: (StatusCode, Value), b: (StatusCode, Value)) -> Value {
    let (won, lost) = if a.0 == StatusCode::OK {
        (a, b)
    } else {
        (b, a)
    };
    assert_eq!(won.0, StatusCode::OK, "{}", won.1);
    let code = lost.1["error"]["code"].as_str().unwrap_or_default();
    if lost.0 == StatusCode::FORBIDDEN {
        assert!(code == "not-your-turn" || code == "forbidden", "{}", lost.1);
        return won.1;
    }
    assert_eq!(lost.0, StatusCode::CONFLICT, "{}", lost.1);
    assert_eq!(code, "game-changed", "{}", lost.1);
    assert!(
        lost.1["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("another server")),
        "{}",
        lost.1
    );
    won.1
}

/// Fails, saying how to run it, a test of what happens only on PostgreSQL (`what`) when the
/// tests do not run there: such a test is ignored with the reason "needs PostgreSQL", so that
/// a plain `cargo test` shows it as not run, and `scripts/postgres-test.sh` runs it.
pub fn needs_postgres(what: &str) {
    assert!(
        on_postgres(),
        "{what} only on PostgreSQL: run it with scripts/postgres-test.sh (it sets {POSTGRES})"
    );
}

/// The variable that holds the PostgreSQL URL the tests run on.
const POSTGRES: &str = "SHASHKI_TEST_POSTGRES";

/// A fresh database: a SQLite file under the target directory, or a new schema of the
/// PostgreSQL database of `SHASHKI_TEST_POSTGRES`.
pub fn fresh_db(name: &str) -> Database {
    static N: AtomicUsize = AtomicUsize::new(0);
    let unique = format!(
        "{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    if let Ok(url) = std::env::var(POSTGRES) {
        return fresh_schema(&url, &unique.replace('-', "_"));
    }
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{unique}.db"));
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", path.display()));
    }
    Database::Sqlite(path)
}

/// Creates the schema `name` in the database at `url` (dropping one left by an earlier run)
/// and returns `url` with it first on the search path. Runs on a thread of its own, so that
/// a test's runtime may call it.
fn fresh_schema(url: &str, name: &str) -> Database {
    let name = format!("test_{name}");
    postgres_sql(
        url,
        &format!("DROP SCHEMA IF EXISTS {name} CASCADE; CREATE SCHEMA {name}"),
    );
    let joined = if url.contains('?') { '&' } else { '?' };
    Database::Postgres(format!("{url}{joined}options=-csearch_path%3D{name}"))
}

/// Runs `sql` on the PostgreSQL database at `url`, on a thread of its own, so that a test's
/// runtime may call it.
pub fn postgres_sql(url: &str, sql: &str) {
    let (url, sql) = (url.to_string(), sql.to_string());
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
                .await
                .unwrap_or_else(|e| panic!("{POSTGRES}: {e}"));
            tokio::spawn(connection);
            client.batch_execute(&sql).await.unwrap();
        });
    })
    .join()
    .unwrap();
}

/// Runs `sql` on `db` directly, as an older server (or an operator) would have written it.
pub fn run_sql(db: &Database, sql: &str) {
    match db {
        Database::Sqlite(path) => rusqlite::Connection::open(path)
            .and_then(|c| c.execute_batch(sql))
            .unwrap(),
        Database::Postgres(url) => postgres_sql(url, sql),
    }
}

/// Asserts that analysis `v` names a best move among the moves of `legal` (STATE's form), its
/// line starts with it, and it searched at least one ply.
pub fn assert_best_among(v: &Value, legal: &Value) {
    let legal: Vec<_> = legal
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["notation"].clone())
        .collect();
    assert!(legal.contains(&v["best"]), "{v}");
    assert_eq!(v["pv"][0], v["best"]);
    assert!(v["depth"].as_u64().unwrap() >= 1, "{v}");
}

/// A folder of endgame tables, one folder a variant, with the russian tables of up to 3
/// pieces built there once a test process (its tests run in parallel), under the target
/// folder, never the user's data folder: for a server's `Config::tables`.
pub fn russian_tables() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tablebase-egdb");
            let russian = dir.join("russian");
            let variant = shashki::Variant::Russian;
            if shashki_egdb::Egdb::open(variant, &russian).pieces() < 3 {
                let options = shashki_egdb::Options::new(variant, 3);
                // Whole or not at all: draw.rs and tablebase.rs run at once under cargo nextest.
                shashki_egdb::build_whole(variant, &russian, &options, &|_| {})
                    .expect("the tables build");
            }
            dir
        })
        .clone()
}

/// A server over `db`, called in process.
pub struct Server {
    /// The app under test.
    pub app: Arc<App>,
}

impl Server {
    /// A server over `db`, the engine thinking at most 200 ms a move.
    pub fn open(db: Database) -> Server {
        Self::with(db, |_| {})
    }

    /// A server over `db` with the test settings of [`Server::open`], then `change`d.
    pub fn with(db: Database, change: impl FnOnce(&mut Config)) -> Server {
        let mut config = Config {
            db,
            engine_move_time: std::time::Duration::from_millis(200),
            engine_threads: 2,
            ..Config::default()
        };
        change(&mut config);
        Server {
            app: App::open(config).expect("database opens"),
        }
    }

    /// A server over `db` whose games are timed by `now` (a test's time, moved on at will).
    pub fn timed_by(db: &Database, now: &Now) -> Server {
        let now = now.clone();
        Self::with(db.clone(), move |c| c.now = now)
    }

    /// Sends a request; returns the status and the body as JSON (or as a JSON string when it
    /// is not JSON).
    pub async fn call(
        &self,
        method: &str,
        path: &str,
        seat: Option<&str>,
        body: Option<String>,
    ) -> (StatusCode, Value) {
        self.call_in("en", method, path, seat, body).await
    }

    /// As [`Server::call`], asking for answers in `language` (`Accept-Language`).
    pub async fn call_in(
        &self,
        language: &str,
        method: &str,
        path: &str,
        seat: Option<&str>,
        body: Option<String>,
    ) -> (StatusCode, Value) {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header("accept-language", language);
        if let Some(s) = seat {
            req = req.header("authorization", format!("Bearer {s}"));
        }
        if body.is_some() {
            req = req.header("content-type", "application/json");
        }
        let req = req.body(Body::from(body.unwrap_or_default())).unwrap();
        let resp = router(Arc::clone(&self.app)).oneshot(req).await.unwrap();
        let status = resp.status();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        let value = serde_json::from_slice(&bytes)
            .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
        (status, value)
    }

    /// Creates a game; asserts 201.
    pub async fn create(&self, body: Value) -> Value {
        let (status, v) = self
            .call("POST", "/api/games", None, Some(body.to_string()))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{v}");
        v
    }

    /// A game between two people; returns (id, white's seat, black's seat).
    pub async fn human_game(&self, variant: &str) -> (String, String, String) {
        let v = self
            .create(json!({"variant": variant, "opponent": "human", "color": "white"}))
            .await;
        let id = v["id"].as_str().unwrap().to_string();
        let white = v["seat"].as_str().unwrap().to_string();
        let j = self.join(&id, &v["invite"]).await;
        let black = j["seat"].as_str().unwrap().to_string();
        (id, white, black)
    }

    /// Joins game `id` by its `invite`; returns the answer (the joiner's seat and colour).
    pub async fn join(&self, id: &str, invite: &Value) -> Value {
        let body = json!({ "invite": invite }).to_string();
        let (status, j) = self
            .call("POST", &format!("/api/games/{id}/join"), None, Some(body))
            .await;
        assert_eq!(status, StatusCode::OK, "{j}");
        j
    }

    /// Plays `mv` with `seat`.
    pub async fn play(&self, id: &str, seat: &str, mv: &str) -> (StatusCode, Value) {
        self.call(
            "POST",
            &format!("/api/games/{id}/moves"),
            Some(seat),
            Some(json!({ "move": mv }).to_string()),
        )
        .await
    }

    /// STATE; asserts 200.
    pub async fn state(&self, id: &str) -> Value {
        let (status, v) = self
            .call("GET", &format!("/api/games/{id}"), None, None)
            .await;
        assert_eq!(status, StatusCode::OK, "{v}");
        v
    }

    /// Serves over TCP on a free port of 127.0.0.1, with the background tasks.
    pub async fn listen(&self) -> SocketAddr {
        shashki_web::start_background(&self.app);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = router(Arc::clone(&self.app));
        tokio::spawn(async move {
            axum::serve(
                listener,
                app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .await
            .unwrap();
        });
        addr
    }
}

/// Sends `body` to `path` as one HTTP request (only its first `sent` bytes when given) and
/// resets the connection `after` later, without reading the answer (a phone in a tunnel, a
/// closed tab).
pub async fn reset_after(
    addr: SocketAddr,
    path: &str,
    seat: &str,
    body: &str,
    sent: Option<usize>,
    after: Duration,
) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: shashki\r\nAuthorization: Bearer {seat}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let sent = sent.unwrap_or(request.len()).min(request.len());
    tokio::io::AsyncWriteExt::write_all(&mut stream, &request.as_bytes()[..sent])
        .await
        .unwrap();
    tokio::time::sleep(after).await;
    stream.set_zero_linger().unwrap();
    drop(stream);
}
