//! A move typed as a player writes it (issue 16): the API reads the texts a record may hold,
//! the Russian books' short notation `cd4` among them, and says which moves an ambiguous text
//! could mean.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::json;

#[tokio::test]
async fn short_notation_is_played_and_stored_in_full() {
    let server = Server::open(fresh_db("typed-short"));
    let (id, white, black) = server.human_game("russian").await;
    let (status, state) = server.play(&id, &white, "cd4").await;
    assert_eq!(status, StatusCode::OK, "{state}");
    let (status, state) = server.play(&id, &black, "fg5").await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["moves"], json!(["c3-d4", "f6-g5"]), "{state}");
}

#[tokio::test]
async fn a_short_move_two_kings_of_one_file_can_make_names_both() {
    let server = Server::open(fresh_db("typed-ambiguous"));
    let v = server
        .create(json!({
            "variant": "russian", "opponent": "human", "color": "white",
            "fen": "W:WKc3,Kc5:Bh8",
        }))
        .await;
    let id = v["id"].as_str().unwrap();
    let seat = v["seat"].as_str().unwrap();
    server.join(id, &v["invite"]).await;
    let body = json!({ "move": "cd4" }).to_string();
    let moves = format!("/api/games/{id}/moves");
    let (status, reply) = server
        .call_in("ru", "POST", &moves, Some(seat), Some(body))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{reply}");
    assert_eq!(reply["error"]["code"], "illegal-move");
    let message = reply["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("c3-d4") && message.contains("c5-d4"),
        "{message}"
    );
    assert!(message.starts_with("«cd4» неоднозначно"), "{message}");
}

#[tokio::test]
async fn state_writes_the_moves_short_on_a_lettered_board_only() {
    let server = Server::open(fresh_db("typed-state-short"));
    let (id, white, black) = server.human_game("russian").await;
    server.play(&id, &white, "c3-d4").await;
    let (_, state) = server.play(&id, &black, "f6-g5").await;
    assert_eq!(state["short"], json!(["cd4", "fg5"]), "{state}");
    let (id, white, _) = server.human_game("international").await;
    let (_, state) = server.play(&id, &white, "32-28").await;
    assert_eq!(state["short"], serde_json::Value::Null, "{state}");
}

#[tokio::test]
async fn moves_typed_with_cyrillic_letters_dashes_and_the_times_sign_are_played() {
    let server = Server::open(fresh_db("typed-cyrillic"));
    let (id, white, black) = server.human_game("russian").await;
    // The Cyrillic с of a Russian keyboard, an en dash, the Ze of printed texts for 3.
    for (seat, text) in [(&white, "с3-d4"), (&black, "f6–g5"), (&white, "d2—сЗ")] {
        let (status, state) = server.play(&id, seat, text).await;
        assert_eq!(status, StatusCode::OK, "{text}: {state}");
    }
    let state = server.state(&id).await;
    assert_eq!(
        state["moves"],
        json!(["c3-d4", "f6-g5", "d2-c3"]),
        "{state}"
    );
    // A bad square after Cyrillic letters is named as written.
    let (status, reply) = server.play(&id, &black, "е7-е9").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{reply}");
    let message = reply["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("'е9'") && message.contains("column 4"),
        "{message}"
    );
    // The 10×10 texts write a capture with ×.
    let v = server
        .create(json!({
            "variant": "international", "opponent": "human", "color": "white",
            "fen": "W:W22:B27,1",
        }))
        .await;
    let (id, seat) = (v["id"].as_str().unwrap(), v["seat"].as_str().unwrap());
    server.join(id, &v["invite"]).await;
    let (status, state) = server.play(id, seat, "22×31").await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["moves"], json!(["22x31"]), "{state}");
}

#[tokio::test]
async fn the_folk_games_are_written_as_russian_and_read_numbers_too() {
    let server = Server::open(fresh_db("typed-folk"));
    let (_, variants) = server.call("GET", "/api/variants", None, None).await;
    for key in ["bashni", "stavropol", "samoedy"] {
        let board = variants
            .as_array()
            .unwrap()
            .iter()
            .find(|v| v["key"] == key)
            .unwrap_or_else(|| panic!("{key} served"));
        assert_eq!(board["squares"][21]["name"], "c3", "{key}");
        assert_eq!(board["separator"], ":", "{key}");
    }
    let (id, white, black) = server.human_game("bashni").await;
    // The canonical numbers still read; the record is written in a1-h8.
    let (status, state) = server.play(&id, &white, "22-18").await;
    assert_eq!(status, StatusCode::OK, "{state}");
    let (status, state) = server.play(&id, &black, "f6-g5").await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["moves"], json!(["c3-d4", "f6-g5"]), "{state}");
    assert_eq!(state["short"], json!(["cd4", "fg5"]), "{state}");
}
