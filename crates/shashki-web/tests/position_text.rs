//! The book position text (RULES.md A4) is taken wherever a FEN is (issue 33): a game is
//! created from `Ход чёрных. Белые: c1, f2; Чёрные: b6, e5` as from its FEN, and a text that
//! does not read is refused with the word and its column in the request's language.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::json;

const TEXT: &str = "Ход чёрных. Белые: дамка e1, простые c1, f2; Чёрные: b6, e5";

#[tokio::test]
async fn a_game_starts_from_the_book_text_as_from_its_fen() {
    let server = Server::open(fresh_db("text-create"));
    let v = server
        .create(json!({"variant": "russian", "opponent": "human", "color": "white", "fen": TEXT}))
        .await;
    let state = server.state(v["id"].as_str().unwrap()).await;
    assert_eq!(state["fen"], "B:W27,30,K31:B9,15", "{state}");
    assert_eq!(state["start_fen"], "B:W27,30,K31:B9,15", "{state}");
    assert_eq!(state["turn"], "black");
    // The analysis board's moves read it too.
    let (status, v) = server
        .call(
            "POST",
            "/api/positions/moves",
            None,
            Some(json!({"variant": "russian", "fen": TEXT}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["turn"], "black");
}

#[tokio::test]
async fn a_text_that_does_not_read_names_the_word_and_its_column_in_the_language() {
    let server = Server::open(fresh_db("text-refused"));
    let body =
        json!({"variant": "russian", "opponent": "human", "fen": "Белые: c1, z9; Чёрные: b6"});
    let (status, reply) = server
        .call_in("ru", "POST", "/api/games", None, Some(body.to_string()))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{reply}");
    assert_eq!(reply["error"]["code"], "bad-request");
    assert_eq!(
        reply["error"]["message"],
        "неверная запись позиции, знак 12: «z9» — не поле доски: вне доски"
    );
    // A FEN that goes wrong further in than the text reader gets is still said as a FEN.
    let body = json!({"variant": "russian", "opponent": "human", "fen": "W:W22,z9:B1"});
    let (_, reply) = server
        .call("POST", "/api/games", None, Some(body.to_string()))
        .await;
    assert_eq!(
        reply["error"]["message"],
        "FEN: bad FEN at column 7: bad square 'z9': off the board"
    );
}
