//! The engine answers a move made the moment its own move arrives by websocket, however late
//! its task gets to finish: the task is held up for a while right after its move is out (by a
//! log layer that sleeps on the "engine move" line, as if the operating system preempted the
//! task's thread there), and the human replies within that time.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, state_with_moves, Server};
use serde_json::json;
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::Layer;

/// How long the engine's task is held up after its move.
const HELD: Duration = Duration::from_millis(300);

/// Sleeps on the log line the engine's task writes after it played.
struct HoldAfterEngineMove;

/// How many times the engine's task was held up.
static HOLDS: AtomicUsize = AtomicUsize::new(0);

struct IsEngineMove(bool);

impl Visit for IsEngineMove {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" && format!("{value:?}") == "engine move" {
            self.0 = true;
        }
    }
}

impl<S: tracing::Subscriber> Layer<S> for HoldAfterEngineMove {
    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        let mut visit = IsEngineMove(false);
        event.record(&mut visit);
        if visit.0 {
            HOLDS.fetch_add(1, Ordering::SeqCst);
            std::thread::sleep(HELD);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_answers_a_move_made_while_its_task_finishes() {
    let subscriber = tracing_subscriber::registry().with(HoldAfterEngineMove);
    tracing::subscriber::set_global_default(subscriber).unwrap();
    let server = Server::open(fresh_db("engine-reply"));
    let addr = server.listen().await;
    let v = server
        .create(json!({"opponent": "engine", "color": "black", "level": 1}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let seat = v["seat"].as_str().unwrap().to_string();
    let url = format!("ws://{addr}/api/games/{id}/ws");
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    for round in 0..3 {
        let state = state_with_moves(&mut ws, 2 * round + 1).await;
        let reply = state["legal"][0]["notation"].as_str().unwrap().to_string();
        let (status, v) = server.play(&id, &seat, &reply).await;
        assert_eq!(status, StatusCode::OK, "{v}");
    }
    state_with_moves(&mut ws, 7).await;
    assert!(
        HOLDS.load(Ordering::SeqCst) >= 3,
        "the engine's task was held up after each of its moves (the log line is still there)"
    );
}
