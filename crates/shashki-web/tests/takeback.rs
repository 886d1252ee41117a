//! Taking moves back: against the engine granted at once on the person's turn; between people
//! asked, then granted or refused; every takeback stored and replayed after a restart.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

async fn post(server: &Server, id: &str, what: &str, seat: &str) -> (StatusCode, Value) {
    server
        .call("POST", &format!("/api/games/{id}/{what}"), Some(seat), None)
        .await
}

/// Waits until it is `color`'s turn in game `id` (the engine has answered).
async fn turn_of(server: &Server, id: &str, color: &str) -> Value {
    for _ in 0..200 {
        let state = server.state(id).await;
        if state["turn"] == color {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("never {color}'s turn in {id}");
}

#[tokio::test]
async fn against_the_engine_a_takeback_undoes_its_reply_and_the_move() {
    let db = fresh_db("takeback-engine");
    let server = Server::open(db.clone());
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": 1}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let seat = v["seat"].as_str().unwrap().to_string();
    let (status, _) = post(&server, &id, "takeback", &seat).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "nothing to take back at the start"
    );
    server.play(&id, &seat, "c3-d4").await;
    let state = turn_of(&server, &id, "white").await;
    assert_eq!(state["moves"].as_array().unwrap().len(), 2, "{state}");
    let (status, v) = post(&server, &id, "takeback", &seat).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["moves"], json!([]), "both plies taken back: {v}");
    assert_eq!(v["turn"], "white");
    assert_eq!(v["last"], Value::Null);
    // Played again and taken back again: the moves, last move and position after a restart.
    server.play(&id, &seat, "e3-f4").await;
    let replied = turn_of(&server, &id, "white").await;
    // The engine's reply varies from game to game (its noise is the game's own): any legal
    // move of White's will do.
    let next = replied["legal"][0]["notation"]
        .as_str()
        .unwrap()
        .to_string();
    server.play(&id, &seat, &next).await;
    let before = turn_of(&server, &id, "white").await;
    let (_, v) = post(&server, &id, "takeback", &seat).await;
    assert_eq!(v["moves"].as_array().unwrap().len(), 2, "{v}");
    assert_eq!(v["moves"][0], "e3-f4");
    assert_eq!(v["last"]["notation"], before["moves"][1], "{v}");
    drop(server);
    let server = Server::open(db);
    let after = server.state(&id).await;
    assert_eq!(after["moves"], v["moves"]);
    assert_eq!(after["fen"], v["fen"]);
    assert_eq!(after["last"], v["last"]);
}

#[tokio::test]
async fn between_people_a_takeback_is_asked_then_granted_or_refused() {
    let db = fresh_db("takeback-people");
    let server = Server::open(db.clone());
    let (id, white, black) = server.human_game("russian").await;
    server.play(&id, &white, "c3-d4").await;
    // White asks; Black refuses; White asks again; Black grants: c3-d4 is gone.
    let (status, v) = post(&server, &id, "takeback", &white).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["takeback"], "white");
    assert_eq!(v["moves"], json!(["c3-d4"]), "asked, not yet granted");
    let (status, v) = post(&server, &id, "takeback", &white).await;
    assert_eq!(status, StatusCode::CONFLICT, "asked twice: {v}");
    assert_eq!(v["error"]["code"], "no-takeback");
    let (status, v) = post(&server, &id, "takeback-decline", &black).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["takeback"], Value::Null);
    assert_eq!(v["moves"], json!(["c3-d4"]));
    let (status, _) = post(&server, &id, "takeback-decline", &black).await;
    assert_eq!(status, StatusCode::CONFLICT, "nothing to refuse");
    post(&server, &id, "takeback", &white).await;
    let (status, v) = post(&server, &id, "takeback", &black).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["moves"], json!([]), "{v}");
    assert_eq!(v["turn"], "white");
    // A request lapses when the opponent moves on; after Black's reply White's takeback
    // undoes both plies.
    server.play(&id, &white, "c3-d4").await;
    post(&server, &id, "takeback", &white).await;
    server.play(&id, &black, "f6-g5").await;
    let state = server.state(&id).await;
    assert_eq!(state["takeback"], Value::Null, "{state}");
    post(&server, &id, "takeback", &white).await;
    let (_, v) = post(&server, &id, "takeback", &black).await;
    assert_eq!(v["moves"], json!([]), "{v}");
    drop(server);
    let server = Server::open(db);
    assert_eq!(server.state(&id).await["moves"], json!([]));
}
