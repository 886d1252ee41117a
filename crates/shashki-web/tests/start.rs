//! A game starts only with pieces of both sides (issue 33: `W:W21,22:B` was accepted and the
//! page said "your move"): the start is refused with 400, the message naming the side without
//! pieces in the request's language, and no game is made.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::json;

#[tokio::test]
async fn a_start_where_one_side_has_no_piece_is_refused_naming_that_side() {
    let server = Server::open(fresh_db("start-no-pieces"));
    let cases = [
        // Black has none, White to move (the position).
        (
            "russian",
            "human",
            "W:W21,22:B",
            "ru",
            "У чёрных нет ни одной шашки",
        ),
        (
            "russian",
            "engine",
            "W:W21,22:B",
            "uk",
            "У чорних немає жодної шашки",
        ),
        // White has none and is to move: named too, not only "over at once".
        ("russian", "human", "W:W:B1,2", "en", "White has no pieces"),
        // In giveaway a side without pieces has won already: still no game to play.
        (
            "giveaway",
            "human",
            "B:W:B1",
            "ru",
            "У белых нет ни одной шашки",
        ),
        (
            "international",
            "engine",
            "B:W31:B",
            "en",
            "Black has no pieces",
        ),
    ];
    for (variant, opponent, fen, lang, words) in cases {
        let body = json!({"variant": variant, "opponent": opponent, "color": "white", "fen": fen});
        let (status, e) = server
            .call_in(lang, "POST", "/api/games", None, Some(body.to_string()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{fen}: {e}");
        assert_eq!(e["error"]["code"], "bad-request");
        let message = e["error"]["message"].as_str().unwrap();
        assert!(message.contains(words), "{fen} {lang}: {message}");
    }
    let (status, lobby) = server.call("GET", "/api/lobby", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!lobby.to_string().contains("W21,22"), "{lobby}");
    // One piece each is a game.
    server
        .create(json!({"opponent": "human", "color": "white", "fen": "W:W21:B1"}))
        .await;
}
