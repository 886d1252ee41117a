//! The coach through the API (issue 17): a move posted with `"coach": true` comes back with
//! the coach's findings in a game against the engine; without it, or in a game between people
//! (fair play), with none.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::json;

#[tokio::test]
async fn a_move_under_a_capture_comes_back_with_the_hanging_piece_and_its_capture() {
    let server = Server::open(fresh_db("coach"));
    // The position of shashki-cli's tests/data/analyze/blunder.pdn: e3-f4 lets g5 take f4
    // and d2; the arrow runs from g5 to c1 (16 and 30 in canonical numbers).
    let v = server
        .create(json!({
            "variant": "russian", "opponent": "engine", "level": 1, "color": "white",
            "fen": "W:Wd2,e3,g3,h2:Bc7,f6,g5,h6",
        }))
        .await;
    let id = v["id"].as_str().unwrap();
    let seat = v["seat"].as_str().unwrap();
    let body = json!({ "move": "e3-f4", "coach": true }).to_string();
    let (status, state) = server
        .call(
            "POST",
            &format!("/api/games/{id}/moves"),
            Some(seat),
            Some(body),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{state}");
    let coach = &state["coach"];
    assert_eq!(coach["move"], "e3-f4", "{coach}");
    let hanging = &coach["findings"][0];
    assert_eq!(
        (&hanging["idea"], &hanging["chance"]),
        (&json!("hanging"), &json!("played"))
    );
    assert_eq!(hanging["square"], "f4");
    assert_eq!(hanging["key"], "g5:c1");
    assert_eq!(hanging["line"][0], "e3-f4");
    assert_eq!(hanging["arrow"], json!([16, 30]), "{hanging}");
    assert!(hanging["loss"].as_f64().unwrap() >= 1.0, "{hanging}");
    // Without the flag, no field; in a game between people, none even with it.
    let (id, white, black) = server.human_game("russian").await;
    let (status, state) = server.play(&id, &white, "c3-d4").await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert!(state.get("coach").is_none(), "{state}");
    let body = json!({ "move": "f6-g5", "coach": true }).to_string();
    let (status, state) = server
        .call(
            "POST",
            &format!("/api/games/{id}/moves"),
            Some(&black),
            Some(body),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert!(
        state.get("coach").is_none(),
        "no coach between people: {state}"
    );
}

#[tokio::test]
async fn the_warning_before_a_move_names_only_the_moves_that_walk_into_a_capture() {
    let server = Server::open(fresh_db("coach-warnings"));
    // The same position: of white's five moves only e3-f4 can be taken (g5:c1 takes f4 and
    // d2); g3-f4 is safe, since g5 cannot jump to the occupied e3.
    let body = json!({"variant": "russian", "fen": "W:Wd2,e3,g3,h2:Bc7,f6,g5,h6"});
    let (status, v) = server
        .call(
            "POST",
            "/api/positions/warnings",
            None,
            Some(body.to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let warnings = v["warnings"].as_array().unwrap();
    assert_eq!(warnings.len(), 1, "{v}");
    let w = &warnings[0];
    assert_eq!((&w["move"], &w["square"]), (&json!("e3-f4"), &json!("f4")));
    assert_eq!((&w["from"], &w["to"]), (&json!(23), &json!(19)), "{w}");
    assert_eq!(w["capture"], "g5:c1");
    assert_eq!(w["arrow"], json!([16, 30]));
    assert_eq!(w["taken"], 2);
    // A bad position is a 400 with its code, as for the analysis board.
    let bad = json!({"variant": "russian", "fen": "W:Wz9:B1"}).to_string();
    let (status, v) = server
        .call("POST", "/api/positions/warnings", None, Some(bad))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
}
