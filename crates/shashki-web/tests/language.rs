//! Error messages come in the language of the request (`Accept-Language`), their code kept,
//! their squares named as the variant names them (issue 16, bug 5).

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

/// Creates a game of `variant` from `fen` in `language`; the refusal's status and error.
async fn refused(server: &Server, language: &str, variant: &str, fen: &str) -> (StatusCode, Value) {
    let body = json!({"variant": variant, "opponent": "human", "fen": fen}).to_string();
    let (status, reply) = server
        .call_in(language, "POST", "/api/games", None, Some(body))
        .await;
    (status, reply["error"].clone())
}

#[tokio::test]
async fn a_russian_request_reads_an_impossible_fen_in_russian_with_algebraic_squares() {
    let server = Server::open(fresh_db("language-fen"));
    let (status, error) = refused(&server, "ru", "russian", "W:W1,22:B9").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(error["code"], "bad-request");
    assert_eq!(
        error["message"],
        "FEN: невозможная позиция: белая простая на b8 стоит на поле превращения \
         (она была бы дамкой)"
    );
    let (_, error) = refused(&server, "uk-UA,uk;q=0.9", "russian", "W:W22,z9:B1").await;
    assert_eq!(
        error["message"],
        "FEN: хибний FEN, знак 7: хибне поле «z9»: поза дошкою"
    );
}

#[tokio::test]
async fn an_international_fen_error_names_squares_by_number_and_english_is_the_default() {
    let server = Server::open(fresh_db("language-numbers"));
    let (_, error) = refused(&server, "ru", "international", "B:W3:B30").await;
    assert_eq!(
        error["message"],
        "FEN: невозможная позиция: белая простая на 3 стоит на поле превращения \
         (она была бы дамкой)"
    );
    let (_, error) = refused(&server, "de", "international", "B:W3:B30").await;
    assert_eq!(
        error["message"],
        "FEN: impossible position: a white man on 3 stands on its promotion row (it would be \
         a king)"
    );
}

#[tokio::test]
async fn unknown_games_wrong_invites_and_illegal_moves_are_said_in_the_language() {
    let server = Server::open(fresh_db("language-errors"));
    let (status, reply) = server
        .call_in("ru", "GET", "/api/games/nosuchgame", None, None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(reply["error"]["code"], "not-found");
    assert_eq!(reply["error"]["message"], "партии с таким адресом нет");

    let (id, white, _) = server.human_game("russian").await;
    let join = json!({"invite": "wrong"}).to_string();
    let (status, reply) = server
        .call_in(
            "uk",
            "POST",
            &format!("/api/games/{id}/join"),
            None,
            Some(join),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        reply["error"]["message"],
        "запрошення хибне або вже використане"
    );

    let mv = json!({"move": "c3-c5"}).to_string();
    let moves = format!("/api/games/{id}/moves");
    let (status, reply) = server
        .call_in("ru", "POST", &moves, Some(&white), Some(mv))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(reply["error"]["code"], "illegal-move");
    assert_eq!(reply["error"]["message"], "ход «c3-c5» здесь невозможен");
}

#[tokio::test]
async fn a_pdn_import_error_names_its_line_in_the_language() {
    let server = Server::open(fresh_db("language-pdn"));
    let pdn = json!({"pdn": "[GameType \"25\"]\n1. c3-d4 d6-c5 2. a1-b2 *"}).to_string();
    let (status, reply) = server
        .call_in("ru", "POST", "/api/pdn/import", None, Some(pdn))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{reply}");
    let message = reply["error"]["message"].as_str().unwrap();
    assert!(message.starts_with("PDN, строка 2, знак "), "{message}");
    assert!(message.contains("ход 2 белых («a1-b2»)"), "{message}");
}

#[tokio::test]
async fn a_pdn_syntax_error_and_an_unknown_game_type_are_said_wholly_in_the_language() {
    let server = Server::open(fresh_db("language-pdn-syntax"));
    for (pdn, said) in [
        (
            "1. c3-d4 f6-g5 zz-yy 1-0",
            "PDN, строка 1, знак 16: «zz-yy» — не ход и не знак записи",
        ),
        (
            "[GameType \"99\"]\n1. c3-d4 *",
            "тег GameType «99» не называет ни одной известной нам игры",
        ),
    ] {
        let body = json!({ "pdn": pdn }).to_string();
        let (status, reply) = server
            .call_in("ru", "POST", "/api/pdn/import", None, Some(body))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{reply}");
        assert_eq!(reply["error"]["message"], said, "{pdn}");
    }
}

#[tokio::test]
async fn the_page_is_served_the_same_catalogues() {
    let server = Server::open(fresh_db("language-catalogue"));
    let (status, text) = server.call("GET", "/assets/text-uk.ftl", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        text.as_str(),
        Some(shashki_text::source(shashki_text::Lang::Uk))
    );
    let (status, _) = server.call("GET", "/assets/text-de.ftl", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
