//! The lobby through the API (issue 16): a game opened to anyone is listed as waiting (without
//! its invite, which the server holds only hashed: issue 31), joined without it by one person
//! only, then listed as being played; a game not in the lobby is not joined without its invite; a friend game by link and a game against
//! the computer are never listed, and the computer cannot wait in the lobby. How long a game
//! stays listed is read on the time games are timed by (`Config::now`), moved on by the test: a
//! correspondence game waits for days, and is listed as played while its clock can still run.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki_web::Now;

const HOUR: u64 = 60 * 60;
const DAY: u64 = 24 * HOUR;

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
    assert!(waiting.get("invite").is_none(), "{waiting}");
    assert!(!listed
        .to_string()
        .contains(open["invite"].as_str().unwrap()));

    // Joined without an invite, with the key the page sends: the same key gets the same seat
    // back (the answer lost), anyone else is refused.
    let path = format!("/api/games/{id}/join");
    let join = |body: Value| server.call("POST", &path, None, Some(body.to_string()));
    let key = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    let (status, joined) = join(json!({"key": key, "name": "Boris"})).await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(joined["color"], "white");
    assert_eq!(joined["seat"], key);
    let (status, again) = join(json!({"key": key})).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(
        (&again["seat"], &again["color"]),
        (&joined["seat"], &joined["color"])
    );
    for other in [json!({}), json!({"key": "f".repeat(32)})] {
        let (status, v) = join(other).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{v}");
        assert_eq!(v["error"]["code"], "forbidden", "{v}");
    }
    assert_eq!(server.state(id).await["names"]["white"], "Boris");
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
async fn a_game_not_in_the_lobby_is_not_joined_without_its_invite() {
    let server = Server::open(fresh_db("lobby-not-listed"));
    let friend = server
        .create(json!({"opponent": "human", "color": "white"}))
        .await;
    let id = friend["id"].as_str().unwrap();
    let (status, v) = server
        .call_in(
            "ru",
            "POST",
            &format!("/api/games/{id}/join"),
            None,
            Some(json!({"key": "0123456789abcdef0123456789abcdef"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{v}");
    assert!(v.to_string().contains("не ждёт соперника в зале"), "{v}");
    // Its invite still admits the friend.
    let joined = server.join(id, &friend["invite"]).await;
    assert_eq!(joined["color"], "black");
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

/// A game opened in the lobby by White with `clock`; returns its id, White's seat and the
/// invite.
async fn open(server: &Server, clock: Value) -> (String, String, Value) {
    let v = server
        .create(json!({"opponent": "human", "color": "white", "lobby": true, "clock": clock}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    (
        id,
        v["seat"].as_str().unwrap().to_string(),
        v["invite"].clone(),
    )
}

#[tokio::test]
async fn a_timed_game_waits_two_hours_and_a_correspondence_game_a_week() {
    let now = Now::adjustable();
    let server = Server::timed_by(&fresh_db("lobby-waiting"), &now);
    let (timed, _, _) = open(&server, json!({"initial": 300})).await;
    now.advance(Duration::from_secs(1));
    let (post, _, _) = open(&server, json!({"days": 3})).await;
    assert_eq!(ids(&lobby(&server).await["waiting"]), [&post, &timed]);

    now.advance(Duration::from_secs(HOUR + 50 * 60));
    assert_eq!(ids(&lobby(&server).await["waiting"]), [&post, &timed]);
    now.advance(Duration::from_secs(HOUR + 10 * 60));
    assert_eq!(ids(&lobby(&server).await["waiting"]), [&post], "3 hours");
    now.advance(Duration::from_secs(3 * DAY));
    assert_eq!(ids(&lobby(&server).await["waiting"]), [&post], "3 days");
    now.advance(Duration::from_secs(4 * DAY));
    assert_eq!(
        lobby(&server).await,
        json!({"waiting": [], "playing": []}),
        "a week"
    );
}

#[tokio::test]
async fn a_correspondence_game_is_watched_while_its_clock_can_run() {
    let now = Now::adjustable();
    let server = Server::timed_by(&fresh_db("lobby-playing"), &now);
    let (post, white, invite) = open(&server, json!({"days": 3})).await;
    let (timed, _, timed_invite) = open(&server, json!({"initial": 300})).await;
    // Joined a day later: the join is the games' last change, so both are watched.
    now.advance(Duration::from_secs(DAY));
    server.join(&post, &invite).await;
    now.advance(Duration::from_secs(1));
    server.join(&timed, &timed_invite).await;
    assert_eq!(ids(&lobby(&server).await["playing"]), [&timed, &post]);
    now.advance(Duration::from_secs(HOUR));
    assert_eq!(ids(&lobby(&server).await["playing"]), [&post], "an hour");

    // White's first move starts Black's 3 days.
    assert_eq!(server.play(&post, &white, "c3-d4").await.0, StatusCode::OK);
    now.advance(Duration::from_secs(2 * DAY));
    assert_eq!(ids(&lobby(&server).await["playing"]), [&post], "2 days");
    now.advance(Duration::from_secs(DAY));
    assert_eq!(
        lobby(&server).await,
        json!({"waiting": [], "playing": []}),
        "3 days"
    );
    // Not because the game is over: nobody has asked for it, so no loss on time is stored.
    let row = server.app.store.load(&post).unwrap().unwrap().0;
    assert_eq!(row.outcome.to_string(), "ongoing");
}
