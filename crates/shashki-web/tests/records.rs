//! A PDN record made a game by the server (`POST /api/pdn/games`, issue 33: an imported record
//! kept neither its result nor its players and stayed "ongoing"): the games of Nikolay
//! Abatsiev's collection (`crates/shashki-pdn/tests/data/games`, from draughts.ru) open with
//! their names, their moves and their result, stored at once, and read back the same by a
//! server started afresh.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

/// The collection: Abaulin – Abatsiev, USSR championship 1965 (1-0, Black's last king caught
/// on move 42 and resigned there), then their team championship game of 1965 (a draw).
const ABATSIEV: &str =
    include_str!("../../shashki-pdn/tests/data/games/russian-abatsiev-gamescheckers.pdn");

/// The `n`th game (0-based) of the collection, with the comments before the first.
fn game(n: usize) -> String {
    let games: Vec<&str> = ABATSIEV.split("\n[Event").collect();
    format!("[Event{}", games[n + 1])
}

async fn import(server: &Server, pdn: &str) -> (StatusCode, Value) {
    server
        .call(
            "POST",
            "/api/pdn/games",
            None,
            Some(json!({ "pdn": pdn }).to_string()),
        )
        .await
}

#[tokio::test]
async fn a_won_record_opens_finished_with_its_players_and_reads_back_the_same() {
    let db = fresh_db("record-won");
    let server = Server::open(db.clone());
    let (status, made) = import(&server, &game(0)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(made["games"], 1);
    let state = &made["state"];
    assert_eq!(
        state["names"],
        json!({"white": "Abaulin V.", "black": "Abaciev N."})
    );
    assert_eq!(
        state["record"],
        json!({"event": "XXV pervenstvo SSSR", "site": "Liepaja", "date": "1.1.1965"})
    );
    // 42. d8-f6 is the 83rd ply, after which the rules leave the game going on: the result is
    // the record's, said as such (the record says who won, not how).
    assert_eq!(state["moves"].as_array().unwrap().len(), 83, "{state}");
    assert_eq!(
        (state["outcome"].as_str(), state["reason"].as_str()),
        (Some("white"), Some("recorded")),
        "{state}"
    );
    let id = made["id"].as_str().unwrap();
    let (_, pdn) = server
        .call("GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    let pdn = pdn.as_str().unwrap();
    assert!(
        pdn.contains("[White \"Abaulin V.\"]") && pdn.contains("[Result \"1-0\"]"),
        "{pdn}"
    );
    assert!(pdn.contains("42. d8-f6"), "{pdn}");
    // The record's own tags come back with it.
    for tag in [
        "[Event \"XXV pervenstvo SSSR\"]",
        "[Site \"Liepaja\"]",
        "[Date \"1.1.1965\"]",
        "[Opening \"Novoleningradskaja zaschita\"]",
    ] {
        assert!(pdn.contains(tag), "{tag} in {pdn}");
    }
    assert_eq!(pdn.matches("[Result").count(), 1, "{pdn}");
    // Over, so a move by either seat is refused.
    let seat = made["seats"]["black"].as_str().unwrap();
    let (status, _) = server.play(id, seat, "h2-g1").await;
    assert_eq!(status, StatusCode::CONFLICT);

    // A server started afresh on the same database reads the same game.
    drop(server);
    let again = Server::open(db);
    let read = again.state(id).await;
    for field in ["moves", "names", "outcome", "reason", "fen"] {
        assert_eq!(read[field], state[field], "{field}");
    }
}

#[tokio::test]
async fn a_drawn_record_is_drawn_as_recorded_and_an_unfinished_one_plays_on() {
    let server = Server::open(fresh_db("record-drawn"));
    let (status, made) = import(&server, &game(1)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(
        (
            made["state"]["outcome"].as_str(),
            made["state"]["reason"].as_str()
        ),
        (Some("draw:agreement"), Some("recorded")),
        "{}",
        made["state"]
    );

    // Without its result the same record goes on, both seats held by the caller.
    let unfinished = game(1).replace("[Result      \"1/2-1/2\"]", "[Result \"*\"]");
    let unfinished = unfinished.replace("1/2-1/2", "*");
    let (status, made) = import(&server, &unfinished).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let state = &made["state"];
    assert_eq!(state["outcome"], json!("ongoing"), "{state}");
    let turn = state["turn"].as_str().unwrap();
    let id = made["id"].as_str().unwrap();
    let seat = made["seats"][turn].as_str().unwrap();
    let first = state["legal"][0]["notation"]
        .as_str()
        .expect("a legal move")
        .to_string();
    let (status, after) = server.play(id, seat, &first).await;
    assert_eq!(status, StatusCode::OK, "{after}");
}

#[tokio::test]
async fn of_several_games_the_first_is_made_and_their_number_said() {
    let server = Server::open(fresh_db("record-several"));
    let three = format!("{}\n{}\n{}", game(0), game(1), game(2));
    let (status, made) = import(&server, &three).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(made["games"], 3);
    assert_eq!(made["state"]["moves"].as_array().unwrap().len(), 83);
}

/// Found cold: the whole file (123 KB) was refused as «слишком длинный текст», which said no
/// limit, and only a text's first game could be had.
#[tokio::test]
async fn a_whole_file_lists_its_games_and_the_one_chosen_opens() {
    let server = Server::open(fresh_db("record-file"));
    let body = |value: Value| Some(value.to_string());
    let (status, listed) = server
        .call(
            "POST",
            "/api/pdn/list",
            None,
            body(json!({ "pdn": ABATSIEV })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{listed}");
    let games = listed["games"].as_array().unwrap();
    assert_eq!(games.len(), ABATSIEV.matches("\n[Event").count());
    assert_eq!(
        games[3],
        json!({"number": 4, "white": "Abaciev N.", "black": "Abdullaev U.", "result": "1-0",
               "event": "28-SSSR", "date": "10.11.1968", "problem": null})
    );
    // The fourth game, made a game and opened on the analysis board.
    let (status, made) = server
        .call(
            "POST",
            "/api/pdn/games",
            None,
            body(json!({ "pdn": ABATSIEV, "game": 4 })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(
        made["state"]["names"],
        json!({"white": "Abaciev N.", "black": "Abdullaev U."})
    );
    assert_eq!(made["state"]["outcome"], "white");
    let (status, studied) = server
        .call(
            "POST",
            "/api/pdn/import",
            None,
            body(json!({ "pdn": ABATSIEV, "game": 4 })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{studied}");
    assert!(
        studied["tags"].to_string().contains("Abdullaev U."),
        "{studied}"
    );
    // A number the text has no game for is said with how many it has.
    let (status, v) = server
        .call_in(
            "ru",
            "POST",
            "/api/pdn/games",
            None,
            body(json!({ "pdn": game(0), "game": 2 })),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert_eq!(
        v["error"]["message"],
        "партии 2 в тексте нет: в нём 1 партия"
    );
    // A game chosen that does not play says which game it is (found cold: only its line).
    let broken = format!("{}\n[Event \"x\"]\n1. c3-d4 f6-g5 2. a1-b2 *\n", game(0));
    let (status, v) = server
        .call_in(
            "ru",
            "POST",
            "/api/pdn/games",
            None,
            body(json!({ "pdn": broken, "game": 2 })),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    let message = v["error"]["message"].as_str().unwrap();
    assert!(message.starts_with("партия 2: PDN, строка "), "{message}");
    assert!(message.contains("ход 2 белых («a1-b2»)"), "{message}");
}

#[tokio::test]
async fn a_game_that_does_not_read_or_replay_is_listed_with_why_and_the_others_after_it() {
    let server = Server::open(fresh_db("record-list-bad"));
    let pdn =
        "[Event \"a\"]\n1. c3-d4 ) *\n\n[Event \"b\"]\n[White \"?\"]\n[Date \"????.??.??\"]\n\
               1. c3-d4 *\n\n[Event \"c\"]\n1. c3-d4 h8-h6 *\n";
    let (status, listed) = server
        .call_in(
            "ru",
            "POST",
            "/api/pdn/list",
            None,
            Some(json!({ "pdn": pdn }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{listed}");
    let problem = listed["games"][2]["problem"].as_str().unwrap_or_default();
    assert!(problem.contains("ход 1 чёрных («h8-h6»)"), "{listed}");
    assert_eq!(
        listed["games"],
        json!([
            {"number": 1, "error": {"line": 2, "column": 10}},
            {"number": 2, "white": null, "black": null, "result": null, "event": "b", "date": null,
             "problem": null},
            {"number": 3, "white": null, "black": null, "result": null, "event": "c", "date": null,
             "problem": problem},
        ])
    );
}

#[tokio::test]
async fn a_text_beyond_the_limit_is_refused_with_the_limit_said() {
    let server = Server::open(fresh_db("record-large"));
    // 4 MiB of comment, and a game.
    let pdn = format!("{{{}}}\n1. c3-d4 *", "x".repeat(4 * 1024 * 1024));
    for path in ["/api/pdn/list", "/api/pdn/games", "/api/pdn/import"] {
        let (status, v) = server
            .call_in(
                "ru",
                "POST",
                path,
                None,
                Some(json!({ "pdn": pdn }).to_string()),
            )
            .await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{path}: {v}");
        assert_eq!(
            v["error"]["message"], "текст длиннее 4 МБ: разделите файл на части",
            "{path}"
        );
    }
}

/// Found cold: a record's full names were cut at 40 characters, a player's own limit.
#[tokio::test]
async fn a_record_keeps_its_players_full_names() {
    let server = Server::open(fresh_db("record-long-names"));
    let full = "Гроссмейстер Абаулин Виктор Николаевич (Ленинград)";
    assert!(full.chars().count() > 40);
    let pdn = game(0).replace("\"Abaulin V.\"", &format!("\"{full}\""));
    let (status, made) = import(&server, &pdn).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(made["state"]["names"]["white"], full);
}

#[tokio::test]
async fn a_record_that_does_not_replay_makes_no_game() {
    let server = Server::open(fresh_db("record-bad"));
    let (status, v) = server
        .call_in(
            "ru",
            "POST",
            "/api/pdn/games",
            None,
            Some(json!({"pdn": "1. c3-d4 f6-g5 2. d4-e5 zz-yy *"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(v.to_string().contains("PDN"), "{v}");
}
