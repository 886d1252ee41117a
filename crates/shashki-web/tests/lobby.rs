//! The lobby through the API (issue 16): a game opened to anyone is listed as waiting with its
//! invite, joined by it, then listed as being played; a friend game by link and a game against
//! the computer are never listed, and the computer cannot wait in the lobby.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

async fn lobby(server: &Server) -> Value {
    let (status, v) = server.call("GET", "/api/lobby", None, None).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

fn ids(list: &Value) -> Vec<&str> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|g| g["id"].as_str().expect("an id"))
        .collect()
}

#[tokio::test]
async fn an_open_game_waits_in_the_lobby_until_joined_then_can_be_watched() {
    let server = Server::open(fresh_db("lobby"));
    let open = server
        .create(
            json!({"variant": "international", "opponent": "human", "color": "black",
            "lobby": true, "clock": {"initial": 300, "increment": 3}}),
        )
        .await;
    let id = open["id"].as_str().unwrap();
    let (friend, _, _) = server.human_game("russian").await;
    let engine = server
        .create(json!({"opponent": "engine", "color": "white"}))
        .await;

    let listed = lobby(&server).await;
    assert_eq!(ids(&listed["waiting"]), [id], "{listed}");
    assert_eq!(ids(&listed["playing"]), Vec::<&str>::new(), "{listed}");
    let waiting = &listed["waiting"][0];
    assert_eq!(waiting["variant"], "international");
    assert_eq!(waiting["free"], "white");
    assert_eq!(
        waiting["clock"],
        json!({"initial": 300, "increment": 3, "days": null})
    );
    assert_eq!(waiting["invite"], open["invite"]);

    let (status, joined) = server
        .call(
            "POST",
            &format!("/api/games/{id}/join"),
            None,
            Some(json!({ "invite": waiting["invite"] }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(joined["color"], "white");
    let listed = lobby(&server).await;
    assert_eq!(ids(&listed["waiting"]), Vec::<&str>::new(), "{listed}");
    assert_eq!(ids(&listed["playing"]), [id], "{listed}");
    assert!(listed["playing"][0].get("invite").is_none(), "{listed}");
    for other in [friend.as_str(), engine["id"].as_str().unwrap()] {
        assert!(
            !listed.to_string().contains(other),
            "{other} listed: {listed}"
        );
    }

    // Over, it leaves the lobby.
    let seat = joined["seat"].as_str().unwrap();
    let (status, _) = server
        .call("POST", &format!("/api/games/{id}/resign"), Some(seat), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(lobby(&server).await, json!({"waiting": [], "playing": []}));
}

#[tokio::test]
async fn the_computer_cannot_wait_in_the_lobby() {
    let server = Server::open(fresh_db("lobby-engine"));
    let (status, v) = server
        .call_in(
            "ru",
            "POST",
            "/api/games",
            None,
            Some(json!({"opponent": "engine", "lobby": true}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(v.to_string().contains("только партия с человеком"), "{v}");
}
