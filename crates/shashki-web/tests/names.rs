//! Players' names through the API (issue 16): given at creation and at the join, in STATE
//! and in the PDN's White and Black tags; a blank name is none; a long one or one with a
//! control character is refused in the reader's language.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

#[tokio::test]
async fn names_given_reach_state_and_the_pdn() {
    let server = Server::open(fresh_db("names"));
    let made = server
        .create(json!({"opponent": "human", "color": "black", "name": "  Анна Петрова "}))
        .await;
    let id = made["id"].as_str().unwrap();
    assert_eq!(
        made["state"]["names"],
        json!({"white": null, "black": "Анна Петрова"})
    );
    // A game played here is no record: it has no event, site or date of one.
    assert_eq!(made["state"]["record"], json!(null));
    let (status, joined) = server
        .call(
            "POST",
            &format!("/api/games/{id}/join"),
            None,
            Some(json!({"invite": made["invite"], "name": "Борис"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(
        joined["state"]["names"],
        json!({"white": "Борис", "black": "Анна Петрова"})
    );
    let (_, pdn) = server
        .call("GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    let pdn = pdn.as_str().expect("the PDN as text").to_string();
    assert!(pdn.contains("[White \"Борис\"]"), "{pdn}");
    assert!(pdn.contains("[Black \"Анна Петрова\"]"), "{pdn}");

    let engine = server
        .create(json!({"opponent": "engine", "color": "white", "name": " "}))
        .await;
    assert_eq!(
        engine["state"]["names"],
        json!({"white": null, "black": null})
    );
}

#[tokio::test]
async fn a_long_name_or_a_control_character_is_refused() {
    let server = Server::open(fresh_db("names-bad"));
    for name in ["x".repeat(41), "Анна\u{7}".to_string()] {
        let body = json!({"opponent": "human", "name": name}).to_string();
        let (status, v): (StatusCode, Value) = server
            .call_in("ru", "POST", "/api/games", None, Some(body))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
        assert!(v.to_string().contains("не длиннее 40 знаков"), "{v}");
    }
    let name = "я".repeat(40);
    let made = server
        .create(json!({"opponent": "human", "color": "white", "name": name}))
        .await;
    assert_eq!(made["state"]["names"]["white"], json!(name));
}
