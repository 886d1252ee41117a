//! Games leave memory when finished or idle, and come back from the database when asked for.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::json;

#[tokio::test]
async fn a_finished_game_leaves_memory_and_reloads_on_demand() {
    let db = fresh_db("evict-finished");
    let server = Server::with(db.clone(), |c| {
        c.evict_finished = Duration::ZERO;
        c.evict_idle = Duration::from_secs(3600);
    });
    let app = &server.app;
    let (over, white, black) = server.human_game("russian").await;
    let (ongoing, w2, _) = server.human_game("russian").await;
    assert_eq!(server.play(&over, &white, "c3-d4").await.0, StatusCode::OK);
    assert_eq!(server.play(&ongoing, &w2, "e3-f4").await.0, StatusCode::OK);
    let (status, _) = server
        .call(
            "POST",
            &format!("/api/games/{over}/resign"),
            Some(&black),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let before = server.state(&over).await;
    assert_eq!(before["outcome"], "white");
    assert_eq!(app.in_memory(), 2);
    assert_eq!(app.evict(), 1, "only the finished game leaves");
    assert_eq!(app.in_memory(), 1);

    // GET, PDN, positions and moves read it back from the database.
    assert_eq!(server.state(&over).await, before);
    assert_eq!(app.in_memory(), 2);
    app.evict();
    let (status, e) = server.play(&over, &black, "f6-g5").await;
    assert_eq!(status, StatusCode::CONFLICT, "{e}");
    app.evict();
    let (status, pdn) = server
        .call("GET", &format!("/api/games/{over}/pdn"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(pdn.as_str().unwrap().contains("1-0"), "{pdn}");

    // A restart restores both.
    drop(server);
    let server = Server::open(db);
    assert_eq!(server.state(&over).await, before);
    assert_eq!(server.state(&ongoing).await["moves"], json!(["e3-f4"]));
}

#[tokio::test]
async fn an_idle_game_leaves_memory_unless_watched_and_plays_on_after_reloading() {
    let server = Server::with(fresh_db("evict-idle"), |c| {
        c.evict_finished = Duration::from_secs(3600);
        // Long enough that a loaded machine does not make "just now" idle (it flaked at 30 ms).
        c.evict_idle = Duration::from_millis(400);
    });
    let app = &server.app;
    let (id, white, black) = server.human_game("russian").await;
    assert_eq!(server.play(&id, &white, "c3-d4").await.0, StatusCode::OK);
    assert_eq!(app.evict(), 0, "touched just now");
    tokio::time::sleep(Duration::from_millis(500)).await;

    // A websocket holds the game in memory.
    let addr = server.listen().await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws"))
        .await
        .unwrap();
    use futures_util::StreamExt;
    let first = ws.next().await.unwrap().unwrap();
    assert!(first.to_text().unwrap().contains("c3-d4"));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(app.evict(), 0, "watched");
    assert_eq!(app.in_memory(), 1);
    drop(ws);

    // Unwatched and idle, it leaves; the next move reloads it and goes on.
    let mut left = false;
    for _ in 0..200 {
        tokio::time::sleep(Duration::from_millis(40)).await;
        if app.in_memory() == 0 {
            left = true;
            break;
        }
    }
    assert!(left, "the sweeper evicts the idle game");
    let (status, s) = server.play(&id, &black, "f6-g5").await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["moves"], json!(["c3-d4", "f6-g5"]));
    assert_eq!(app.in_memory(), 1);
}

#[tokio::test]
async fn an_evicted_engine_game_reloads_and_the_engine_answers() {
    let server = Server::with(fresh_db("evict-engine"), |c| {
        c.evict_idle = Duration::ZERO;
    });
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": 1}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let seat = v["seat"].as_str().unwrap().to_string();
    assert_eq!(server.play(&id, &seat, "c3-d4").await.0, StatusCode::OK);
    let mut state = server.state(&id).await;
    for _ in 0..200 {
        if state["moves"].as_array().unwrap().len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
        state = server.state(&id).await;
    }
    assert_eq!(state["moves"].as_array().unwrap().len(), 2, "{state}");
    server.app.evict();
    assert_eq!(server.app.in_memory(), 0);
    assert_eq!(server.state(&id).await, state);
}

#[tokio::test]
async fn a_restart_holds_only_the_games_whose_clock_runs_and_reads_the_others_on_demand() {
    let db = fresh_db("restart-timed");
    let server = Server::open(db.clone());
    let (untimed, white, _) = server.human_game("russian").await;
    let timed = server
        .create(json!({"opponent": "human", "color": "white", "clock": {"initial": 300, "increment": 5}}))
        .await;
    assert_eq!(
        server.play(&untimed, &white, "c3-d4").await.0,
        StatusCode::OK
    );
    drop(server);
    let server = Server::open(db);
    assert_eq!(server.app.in_memory(), 1, "the clock's game alone");
    assert_eq!(server.state(&untimed).await["moves"], json!(["c3-d4"]));
    assert_eq!(server.app.in_memory(), 2);
    let id = timed["id"].as_str().unwrap();
    assert_eq!(server.state(id).await["clock"]["initial"], 300);
}
