//! Every error of INTERFACES.md §8 answers with its status and
//! `{"error":{"code","message"}}`, and leaves the game unchanged.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

/// The parts of STATE that a refused request must not change.
fn snapshot(state: &Value) -> Value {
    json!([
        state["fen"],
        state["moves"],
        state["turn"],
        state["outcome"],
        state["legal"]
    ])
}

fn assert_error(status: StatusCode, body: &Value, want: StatusCode) {
    assert_eq!(status, want, "{body}");
    assert!(body["error"]["code"].is_string(), "{body}");
    assert!(body["error"]["message"].is_string(), "{body}");
}

#[tokio::test]
async fn every_move_error_has_its_status_and_leaves_the_game_unchanged() {
    let server = Server::open(fresh_db("errors"));
    let (id, white, black) = server.human_game("russian").await;
    let (status, _) = server.play(&id, &white, "c3-d4").await;
    assert_eq!(status, StatusCode::OK);
    let before = snapshot(&server.state(&id).await);
    let moves = format!("/api/games/{id}/moves");
    let cases: Vec<(Option<&str>, String, StatusCode)> = vec![
        // 400: illegal, unreadable.
        (
            Some(&black),
            json!({"move": "a7-a5"}).to_string(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Some(&black),
            json!({"move": "zz9"}).to_string(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Some(&black),
            json!({"move": ""}).to_string(),
            StatusCode::BAD_REQUEST,
        ),
        // 403: no seat, a wrong seat, the other side's seat.
        (
            None,
            json!({"move": "b6-a5"}).to_string(),
            StatusCode::FORBIDDEN,
        ),
        (
            Some("0123"),
            json!({"move": "b6-a5"}).to_string(),
            StatusCode::FORBIDDEN,
        ),
        (
            Some(&white),
            json!({"move": "b6-a5"}).to_string(),
            StatusCode::FORBIDDEN,
        ),
        // 413: too large.
        (
            Some(&black),
            format!("{{\"move\":\"{}\"}}", "x".repeat(100_000)),
            StatusCode::PAYLOAD_TOO_LARGE,
        ),
        // 422: not JSON, JSON of the wrong shape.
        (
            Some(&black),
            "{\"move\":".to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            Some(&black),
            json!({"mv": "b6-a5"}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            Some(&black),
            json!({"move": 5}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            Some(&black),
            "\u{0}\u{1}".to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
    ];
    for (seat, body, want) in cases {
        let (status, reply) = server.call("POST", &moves, seat, Some(body.clone())).await;
        assert_error(status, &reply, want);
        assert_eq!(snapshot(&server.state(&id).await), before, "after {want}");
    }
    // 404: an unknown game, and ids that cannot be ids.
    for bad in ["nosuchgame", "..%2F..", "%00", &"a".repeat(300)] {
        let (status, reply) = server.play(bad, &black, "b6-a5").await;
        assert_error(status, &reply, StatusCode::NOT_FOUND);
        let (status, reply) = server
            .call("GET", &format!("/api/games/{bad}"), None, None)
            .await;
        assert_error(status, &reply, StatusCode::NOT_FOUND);
    }
    assert_eq!(snapshot(&server.state(&id).await), before);
    // The refused requests left the game playable.
    let (status, after) = server.play(&id, &black, "b6-a5").await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["moves"], json!(["c3-d4", "b6-a5"]));
}

#[tokio::test]
async fn a_finished_game_refuses_moves_resignation_and_draws_with_409() {
    let server = Server::open(fresh_db("over"));
    let (id, white, black) = server.human_game("russian").await;
    let (status, v) = server
        .call(
            "POST",
            &format!("/api/games/{id}/resign"),
            Some(&black),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["outcome"], "white");
    assert_eq!(v["reason"], "resignation");
    let before = snapshot(&server.state(&id).await);
    let (status, reply) = server.play(&id, &white, "c3-d4").await;
    assert_error(status, &reply, StatusCode::CONFLICT);
    for action in ["resign", "draw"] {
        let (status, reply) = server
            .call(
                "POST",
                &format!("/api/games/{id}/{action}"),
                Some(&white),
                None,
            )
            .await;
        assert_error(status, &reply, StatusCode::CONFLICT);
    }
    assert_eq!(snapshot(&server.state(&id).await), before);
}

#[tokio::test]
async fn resign_and_draw_need_a_seat() {
    let server = Server::open(fresh_db("seatless"));
    let (id, _, _) = server.human_game("russian").await;
    for action in ["resign", "draw"] {
        for seat in [None, Some("bad")] {
            let (status, reply) = server
                .call("POST", &format!("/api/games/{id}/{action}"), seat, None)
                .await;
            assert_error(status, &reply, StatusCode::FORBIDDEN);
        }
    }
    assert_eq!(server.state(&id).await["outcome"], "ongoing");
}

#[tokio::test]
async fn a_player_cannot_move_for_the_other_side() {
    let server = Server::open(fresh_db("sides"));
    let (id, white, black) = server.human_game("international").await;
    let (status, reply) = server.play(&id, &black, "32-28").await;
    assert_error(status, &reply, StatusCode::FORBIDDEN);
    assert_eq!(reply["error"]["code"], "not-your-turn");
    let (status, _) = server.play(&id, &white, "32-28").await;
    assert_eq!(status, StatusCode::OK);
    let (status, reply) = server.play(&id, &white, "19-23").await;
    assert_error(status, &reply, StatusCode::FORBIDDEN);
    assert_eq!(server.state(&id).await["moves"], json!(["32-28"]));
}

#[tokio::test]
async fn creation_errors_name_the_field() {
    let server = Server::open(fresh_db("create"));
    for (body, want) in [
        (json!({"variant": "chess"}), StatusCode::BAD_REQUEST),
        (json!({"level": 11}), StatusCode::BAD_REQUEST),
        (json!({"opponent": "robot"}), StatusCode::BAD_REQUEST),
        (json!({"color": "green"}), StatusCode::BAD_REQUEST),
        (json!({"fen": "W:W99:B1"}), StatusCode::BAD_REQUEST),
        (json!({"clock": {"initial": 0}}), StatusCode::BAD_REQUEST),
        (json!({"level": "three"}), StatusCode::UNPROCESSABLE_ENTITY),
    ] {
        let (status, reply) = server
            .call("POST", "/api/games", None, Some(body.to_string()))
            .await;
        assert_error(status, &reply, want);
    }
    let (status, reply) = server
        .call("POST", "/api/games", None, Some("[".into()))
        .await;
    assert_error(status, &reply, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn an_invite_is_claimed_once() {
    let server = Server::open(fresh_db("invite"));
    let v = server
        .create(json!({"opponent": "human", "color": "black"}))
        .await;
    let id = v["id"].as_str().unwrap();
    let invite = v["invite"].as_str().unwrap();
    let join = format!("/api/games/{id}/join");
    let (status, reply) = server
        .call(
            "POST",
            &join,
            None,
            Some(json!({"invite": "wrong"}).to_string()),
        )
        .await;
    assert_error(status, &reply, StatusCode::FORBIDDEN);
    let (status, joined) = server
        .call(
            "POST",
            &join,
            None,
            Some(json!({"invite": invite}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let white = joined["seat"].as_str().unwrap();
    let (status, reply) = server
        .call(
            "POST",
            &join,
            None,
            Some(json!({"invite": invite}).to_string()),
        )
        .await;
    assert_error(status, &reply, StatusCode::FORBIDDEN);
    let (status, _) = server.play(id, white, "c3-d4").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_body_that_is_not_the_json_expected_is_said_in_the_readers_language() {
    let server = Server::open(fresh_db("errors-json"));
    let made = server
        .create(json!({"opponent": "engine", "color": "white", "level": 1}))
        .await;
    let id = made["id"].as_str().unwrap();
    let seat = made["seat"].as_str().unwrap();
    let moves = format!("/api/games/{id}/moves");
    let said = |language: &'static str, body: &'static str| {
        let moves = moves.clone();
        let server = &server;
        async move {
            let (status, v) = server
                .call_in(language, "POST", &moves, Some(seat), Some(body.into()))
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
            assert_eq!(v["error"]["code"], "malformed-json");
            v["error"]["message"].as_str().unwrap().to_string()
        }
    };
    assert_eq!(
        said("ru", r#"{"move": "c3-d4""#).await,
        "JSON обрывается раньше времени (строка 1, знак 16)"
    );
    assert_eq!(
        said("uk", r#"{"move" "c3-d4"}"#).await,
        "помилка в записі JSON: рядок 1, знак 9"
    );
    assert_eq!(
        said("ru", r#"{"mov": "c3-d4"}"#).await,
        "в JSON нет поля «move»"
    );
    // A value of the wrong type: the reader's own words, which name what it wanted.
    assert!(said("en", r#"{"move": 5}"#)
        .await
        .starts_with("malformed JSON: invalid type"));
}
