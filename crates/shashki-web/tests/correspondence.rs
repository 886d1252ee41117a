//! Correspondence games (issue 16): days a move on the clock, kept across a restart, the flag
//! falling with nobody there; the days pass on a time moved on by the test (`Now`).

mod common;

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki_web::Now;

const HOUR: u64 = 60 * 60;
const DAY: u64 = 24 * HOUR;

/// A game between two people of `days` a move, White and Black having moved once; returns
/// (id, White's seat).
async fn two_moves(server: &Server, days: u64) -> (String, String) {
    let v = server
        .create(json!({"opponent": "human", "color": "white", "clock": {"days": days}}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let white = v["seat"].as_str().unwrap().to_string();
    assert_eq!(v["state"]["clock"]["days"], days, "{v}");
    assert_eq!(v["state"]["clock"]["white_ms"], days * DAY * 1000);
    let j = server.join(&id, &v["invite"]).await;
    let black = j["seat"].as_str().unwrap().to_string();
    assert_eq!(server.play(&id, &white, "c3-d4").await.0, StatusCode::OK);
    assert_eq!(server.play(&id, &black, "f6-g5").await.0, StatusCode::OK);
    (id, white)
}

/// Milliseconds of `v` as a number.
fn ms(v: &Value) -> u64 {
    v.as_u64()
        .unwrap_or_else(|| panic!("not milliseconds: {v}"))
}

#[tokio::test]
async fn the_time_left_is_kept_across_a_restart_and_each_move_gives_the_days_back() {
    let (db, now) = (fresh_db("correspondence-restart"), Now::adjustable());
    let first = Server::timed_by(&db, &now);
    let (id, white) = two_moves(&first, 3).await;
    now.advance(Duration::from_secs(2 * DAY + 5 * HOUR));
    let before = first.state(&id).await;
    let clock = &before["clock"];
    assert_eq!(clock["running"], "white", "{before}");
    let left = ms(&clock["white_ms"]);
    assert!(
        left <= 19 * HOUR * 1000 && left > 19 * HOUR * 1000 - 60_000,
        "{before}"
    );
    assert_eq!(
        ms(&clock["black_ms"]),
        3 * DAY * 1000,
        "Black's days are whole after his move"
    );
    drop(first);

    let again = Server::timed_by(&db, &now);
    let after = again.state(&id).await;
    let kept = ms(&after["clock"]["white_ms"]);
    assert!(
        kept <= left && left - kept < 10_000,
        "{left} before, {after} after"
    );
    assert_eq!(after["clock"]["running"], "white");
    assert_eq!(after["clock"]["days"], 3);
    assert_eq!(after["outcome"], "ongoing");

    let (status, moved) = again.play(&id, &white, "g3-f4").await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(ms(&moved["clock"]["white_ms"]), 3 * DAY * 1000, "{moved}");
    assert_eq!(moved["clock"]["running"], "black");

    let (status, pdn) = again
        .call("GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    let text = pdn.as_str().unwrap();
    assert!(text.contains("[TimeControl \"1/259200\"]"), "{text}");
}

#[tokio::test]
async fn when_the_days_run_out_with_nobody_there_the_game_is_lost_on_time() {
    let (db, now) = (fresh_db("correspondence-flag"), Now::adjustable());
    // Games untouched for 50 ms would leave memory: one whose clock runs must stay for its timer.
    let server = {
        let now = now.clone();
        Server::with(db, move |c| {
            c.now = now;
            c.evict_idle = Duration::from_millis(50);
        })
    };
    server.listen().await;
    let (id, _) = two_moves(&server, 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    now.advance(Duration::from_secs(DAY - HOUR));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let events = |app: &shashki_web::App| app.store.load(&id).unwrap().unwrap().1;
    assert_eq!(
        events(&server.app).len(),
        2,
        "an hour left: nothing happens"
    );

    now.advance(Duration::from_secs(HOUR + 1));
    // No request, no websocket: the server's clock timer stores the loss on time.
    let deadline = Instant::now() + Duration::from_secs(5);
    let flag = loop {
        if let Some(e) = events(&server.app).into_iter().nth(2) {
            break e;
        }
        assert!(
            Instant::now() < deadline,
            "no loss on time stored within 5 s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!((flag.kind.as_str(), flag.color.name()), ("time", "white"));
    let state = server.state(&id).await;
    assert_eq!(
        (&state["outcome"], &state["reason"]),
        (&json!("black"), &json!("time"))
    );
    assert_eq!(state["clock"]["white_ms"], 0, "{state}");
}

#[tokio::test]
async fn correspondence_clocks_out_of_range_or_against_the_computer_are_refused() {
    let server = Server::open(fresh_db("correspondence-errors"));
    for clock in [
        json!({"days": 0}),
        json!({"days": 15}),
        json!({"days": 2, "increment": 5}),
        json!({"days": 2, "initial": 600}),
    ] {
        let body = json!({"opponent": "human", "clock": clock}).to_string();
        let (status, v) = server.call("POST", "/api/games", None, Some(body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{clock}: {v}");
        assert_eq!(v["error"]["code"], "bad-request");
    }
    let body = json!({"opponent": "engine", "clock": {"days": 3}}).to_string();
    let (status, v) = server
        .call_in("ru", "POST", "/api/games", None, Some(body))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    let said = v["error"]["message"].as_str().unwrap();
    assert!(
        said.contains("по переписке") && said.contains("компьютер"),
        "{said}"
    );

    // A lobby game lists its days.
    server
        .create(json!({"opponent": "human", "lobby": true, "clock": {"days": 2}}))
        .await;
    let (_, lobby) = server.call("GET", "/api/lobby", None, None).await;
    assert_eq!(
        lobby["waiting"][0]["clock"],
        json!({"initial": 2 * DAY, "increment": 0, "days": 2})
    );
}
