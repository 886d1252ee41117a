//! Two servers over one PostgreSQL database (issue 19): a game's engine move and flag fall
//! are made by exactly one server, the one holding the game's lease; when that server dies
//! (its tasks stopped without a word, as by `kill -9`), the other takes the game over within
//! the lease and plays the engine's move or declares the flag fall, once. Needs
//! `SHASHKI_TEST_POSTGRES` (`scripts/postgres-test.sh`); on SQLite one server holds every game.

mod common;

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::{fresh_db, needs_postgres, Server};
use serde_json::{json, Value};
use shashki_web::{Config, Database};

/// The lease of the servers under test.
const LEASE: Duration = Duration::from_secs(1);

/// A server whose background work and requests run on a runtime of its own, so that it can
/// die: dropping the runtime stops every task of it at once, releasing nothing.
struct Doomed {
    server: Arc<Server>,
    runtime: tokio::runtime::Runtime,
}

impl Doomed {
    fn open(db: Database, change: impl FnOnce(&mut Config)) -> Doomed {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let server = Arc::new(Server::with(db, change));
        let inside = runtime.enter();
        shashki_web::start_background(&server.app);
        drop(inside);
        Doomed { server, runtime }
    }

    /// Runs `request` against the server on its runtime.
    async fn run<F, T>(&self, request: impl FnOnce(Arc<Server>) -> F) -> T
    where
        F: Future<Output = T> + Send + 'static,
        T: Send + 'static,
    {
        self.runtime
            .spawn(request(Arc::clone(&self.server)))
            .await
            .unwrap()
    }

    /// Stops every task of the server, as a server killed would.
    fn kill(self) {
        self.runtime.shutdown_background();
    }
}

/// Two servers over a fresh database: `a`, which may die, with `change`d settings, and `b`
/// with its background work running; both with short leases. Returns the database too.
async fn two(name: &str, change: impl FnOnce(&mut Config)) -> (Doomed, Server, Database) {
    let db = fresh_db(name);
    let a = Doomed::open(db.clone(), |c| {
        c.lease = LEASE;
        change(c);
    });
    let b = Server::with(db.clone(), |c| c.lease = LEASE);
    b.listen().await;
    (a, b, db)
}

/// STATE of `id` through `server` once `done` holds of it; panics after 10 s.
async fn state_when(server: &Server, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let state = server.state(id).await;
        if done(&state) {
            return state;
        }
        assert!(Instant::now() < deadline, "not within 10 s: {state}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn plies(state: &Value) -> usize {
    state["moves"].as_array().map_or(0, Vec::len)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: scripts/postgres-test.sh runs it"]
async fn the_engine_move_of_a_server_gone_is_made_once_by_the_other() {
    needs_postgres("leases matter");
    // A's engine thinks a minute: it holds the engine's turn, and dies holding it.
    let (a, b, db) = two("takeover-engine", |c| {
        c.engine_move_time = Duration::from_secs(60);
    })
    .await;
    let game = json!({"variant": "russian", "opponent": "engine", "color": "white", "level": 10});
    let (id, seat) = a
        .run(|s| async move {
            let v = s.create(game).await;
            let (id, seat) = (v["id"].as_str().unwrap(), v["seat"].as_str().unwrap());
            let (status, v) = s.play(id, seat, "c3-d4").await;
            assert_eq!(status, StatusCode::OK, "{v}");
            (id.to_string(), seat.to_string())
        })
        .await;

    // While A lives and renews its lease, the others leave the engine alone: B, asked to
    // move out of turn, and C, started meanwhile (a server resumes its engine games at start).
    let (status, v) = b.play(&id, &seat, "b2-c3").await;
    assert_ne!(status, StatusCode::OK, "{v}");
    let c = Server::with(db, |c| c.lease = LEASE);
    c.listen().await;
    tokio::time::sleep(LEASE * 3).await;
    for server in [&b, &c] {
        let state = server.state(&id).await;
        assert_eq!(plies(&state), 1, "a server played A's engine move: {state}");
        assert_eq!(state["turn"], "black");
    }

    a.kill();
    let killed = Instant::now();
    let state = state_when(&b, &id, |s| plies(s) == 2).await;
    let took = killed.elapsed();
    // C hears of the move through the database's notification, a moment after B may have.
    let on_c = state_when(&c, &id, |s| plies(s) == 2).await;
    assert_eq!(on_c["moves"], state["moves"], "B and C agree");
    assert!(took < LEASE * 3, "took over after {took:?}");
    assert_eq!(state["turn"], "white", "{state}");
    // Exactly once: the game as stored has the two moves, and the human plays on through B
    // (a move legal after the engine's, which may have offered an exchange).
    let next = state["legal"][0]["notation"].as_str().unwrap().to_string();
    let (status, v) = b.play(&id, &seat, &next).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let after = state_when(&b, &id, |s| plies(s) == 4).await;
    assert_eq!(
        after["moves"][1], state["moves"][1],
        "the engine's move stays"
    );
    eprintln!("took over the engine's move {took:?} after the server died");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: scripts/postgres-test.sh runs it"]
async fn the_flag_of_a_game_whose_server_is_gone_falls_on_the_other() {
    needs_postgres("leases matter");
    let (a, b, db) = two("takeover-clock", |_| {}).await;
    let game = json!({"variant": "russian", "opponent": "human", "color": "white",
        "clock": {"initial": 2, "increment": 0}});
    let id = a
        .run(|s| async move {
            let v = s.create(game).await;
            let (id, white) = (v["id"].as_str().unwrap(), v["seat"].as_str().unwrap());
            let path = format!("/api/games/{id}/join");
            let body = json!({"invite": v["invite"]}).to_string();
            let (status, j) = s.call("POST", &path, None, Some(body)).await;
            assert_eq!(status, StatusCode::OK, "{j}");
            let (status, v) = s.play(id, white, "c3-d4").await;
            assert_eq!(status, StatusCode::OK, "{v}");
            id.to_string()
        })
        .await;
    // Black's two seconds run; A dies at once. Nobody asks B about the game: B's sweep
    // takes it over, and B's timer stores the loss on time.
    a.kill();
    tokio::time::sleep(Duration::from_secs(2) + LEASE * 2).await;
    // As stored, read without a request (which would itself find the flag fallen).
    let (row, events) = Server::open(db).app.store.load(&id).unwrap().unwrap();
    assert_eq!(row.outcome.to_string(), "white");
    let kinds: Vec<_> = events.iter().map(|e| e.kind.as_str()).collect();
    assert_eq!(kinds, ["move", "time"]);
    assert_eq!(events[1].color.name(), "black");
    let state = b.state(&id).await;
    assert_eq!(state["reason"], "time", "{state}");
}
