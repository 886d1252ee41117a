//! The study endpoints: positions, analysis and PDN import (README "Additions").

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

/// `seat` resigns game `id`: a game between two people is analysed once it is over.
async fn resign(server: &Server, id: &str, seat: &str) {
    let (status, v) = server
        .call("POST", &format!("/api/games/{id}/resign"), Some(seat), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
}

#[tokio::test]
async fn a_game_between_people_is_analysed_only_once_over_or_at_their_one_device() {
    let server = Server::open(fresh_db("analysis-fair"));
    let (id, white, black) = server.human_game("russian").await;
    assert_eq!(server.play(&id, &white, "c3-d4").await.0, StatusCode::OK);
    let path = format!("/api/games/{id}/analysis");
    let body = || Some(json!({"millis": 50, "ply": 0, "lines": 2}).to_string());
    // While it is played, neither a player nor anyone else gets the engine's line, of any ply.
    for (lang, words) in [
        ("en", "only once it is over"),
        ("ru", "только после её окончания"),
        ("uk", "лише після її завершення"),
    ] {
        let (status, e) = server.call_in(lang, "POST", &path, None, body()).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{e}");
        assert_eq!(e["error"]["code"], "forbidden");
        let message = e["error"]["message"].as_str().unwrap();
        assert!(message.contains(words), "{lang}: {message}");
    }
    let (status, _) = server.call("POST", &path, Some(&black), body()).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // Both seats (two people at one device, who both see it): the analysis is theirs. One seat
    // twice, or with a made-up one, is not both.
    let with = |seats: [&str; 2]| {
        let body = json!({"millis": 50, "ply": 1, "seats": seats}).to_string();
        server.call("POST", &path, None, Some(body))
    };
    assert_eq!(with([&black, &black]).await.0, StatusCode::FORBIDDEN);
    assert_eq!(with([&white, "0123"]).await.0, StatusCode::FORBIDDEN);
    let (status, v) = with([&black, &white]).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["ply"], 1);
    resign(&server, &id, &black).await;
    let (status, v) = server.call("POST", &path, None, body()).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["lines"].as_array().map(Vec::len), Some(2), "{v}");
    // Against the engine, the person may ask while playing (lidraughts too).
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": 1}))
        .await;
    let path = format!("/api/games/{}/analysis", v["id"].as_str().unwrap());
    let (status, v) = server.call("POST", &path, None, body()).await;
    assert_eq!(status, StatusCode::OK, "{v}");
}

#[tokio::test]
async fn positions_list_the_fen_after_every_ply_from_the_start() {
    let server = Server::open(fresh_db("positions"));
    let (id, white, black) = server.human_game("russian").await;
    let (_, empty) = server
        .call("GET", &format!("/api/games/{id}/positions"), None, None)
        .await;
    assert_eq!(empty, json!({"fens": [START]}));
    assert_eq!(server.play(&id, &white, "c3-d4").await.0, StatusCode::OK);
    let (status, state) = server.play(&id, &black, "f6-g5").await;
    assert_eq!(status, StatusCode::OK);
    let (status, v) = server
        .call("GET", &format!("/api/games/{id}/positions"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let fens = v["fens"].as_array().unwrap();
    assert_eq!(fens.len(), 3);
    assert_eq!(fens[0], START);
    assert_eq!(fens[2], state["fen"]);
    assert_ne!(fens[1], fens[0]);
    let (status, e) = server
        .call("GET", "/api/games/nosuchgame/positions", None, None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(e["error"]["code"], "not-found");
}

#[tokio::test]
async fn analysis_answers_for_any_ply_and_refuses_a_ply_out_of_range() {
    let server = Server::open(fresh_db("analysis"));
    let (id, white, _) = server.human_game("russian").await;
    let (status, played) = server.play(&id, &white, "c3-d4").await;
    assert_eq!(status, StatusCode::OK);
    resign(&server, &id, &white).await;
    let path = format!("/api/games/{id}/analysis");
    let (status, v) = server
        .call("POST", &path, None, Some(json!({"millis": 50}).to_string()))
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["ply"], 1);
    let state = server.state(&id).await;
    assert_eq!(v["fen"], state["fen"]);
    common::assert_best_among(&v, &played["legal"]);
    assert!(v["score"].is_i64(), "{v}");

    let (status, v) = server
        .call(
            "POST",
            &path,
            None,
            Some(json!({"ply": 0, "millis": 1}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (v["ply"].clone(), v["fen"].clone()),
        (json!(0), json!(START))
    );
    assert!(v["best"].as_str().unwrap().contains('-'), "{v}");

    for bad in [json!({"ply": 2}), json!({"ply": -1})] {
        let (status, e) = server
            .call("POST", &path, None, Some(bad.to_string()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
        assert_eq!(e["error"]["code"], "bad-request");
    }
    let (status, e) = server
        .call("POST", &path, None, Some("{\"ply\":".into()))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{e}");
    let (status, v) = server.call("POST", &path, None, None).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "an empty body takes the defaults: {v}"
    );
}

#[tokio::test]
async fn analysis_of_a_finished_position_has_no_best_move() {
    let server = Server::open(fresh_db("analysis-end"));
    // After e5-f4 White's man on a1 is blocked by b2 and c3: Black has won.
    let v = server
        .create(json!({"opponent": "human", "color": "black", "fen": "B:Wa1:Bb2,c3,e5"}))
        .await;
    let id = v["id"].as_str().unwrap();
    let black = v["seat"].as_str().unwrap();
    server.join(id, &v["invite"]).await;
    let (status, s) = server.play(id, black, "e5-f4").await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["outcome"], "black");
    let (status, v) = server
        .call("POST", &format!("/api/games/{id}/analysis"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["ply"], 1);
    assert_eq!(v["best"], json!(null));
    assert_eq!(v["pv"], json!([]));
    assert_eq!(v["score"], -30_000, "White to move has lost: {v}");
    assert_eq!(v["forced"], json!({"winner": "black", "plies": 0}), "{v}");
}

#[tokio::test]
async fn analysis_names_a_forced_win_and_its_distance_instead_of_a_score() {
    let server = Server::open(fresh_db("analysis-forced"));
    // c3:e5 takes Black's last piece: White wins in one ply.
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "fen": "W:Wc3:Bd4"}))
        .await;
    let id = v["id"].as_str().unwrap();
    let (status, v) = server
        .call(
            "POST",
            &format!("/api/games/{id}/analysis"),
            None,
            Some(json!({"millis": 200}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["forced"], json!({"winner": "white", "plies": 1}), "{v}");
    // An ordinary position has an evaluation, no forced result.
    let v = server
        .create(json!({"opponent": "engine", "color": "white"}))
        .await;
    let id = v["id"].as_str().unwrap();
    let (_, v) = server
        .call(
            "POST",
            &format!("/api/games/{id}/analysis"),
            None,
            Some(json!({"millis": 100}).to_string()),
        )
        .await;
    assert_eq!(v["forced"], Value::Null, "{v}");
}

#[tokio::test]
async fn pdn_import_gives_variant_start_moves_and_final_position() {
    let server = Server::open(fresh_db("import"));
    let pdn =
        "[Event \"x\"]\n[GameType \"25,W,8,8,A0,0\"]\n1. c3-d4 f6-g5 2. d4-c5 d6:b4 3. a3:c5 *\n";
    let (status, v) = server
        .call(
            "POST",
            "/api/pdn/import",
            None,
            Some(json!({ "pdn": pdn }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["variant"], "russian");
    assert_eq!(v["start_fen"], json!(null));
    assert_eq!(
        v["moves"],
        json!(["c3-d4", "f6-g5", "d4-c5", "d6:b4", "a3:c5"])
    );
    // The same moves played on the server end in the same position.
    let (id, white, black) = server.human_game("russian").await;
    for (i, mv) in v["moves"].as_array().unwrap().iter().enumerate() {
        let seat = if i % 2 == 0 { &white } else { &black };
        let (status, s) = server.play(&id, seat, mv.as_str().unwrap()).await;
        assert_eq!(status, StatusCode::OK, "{s}");
    }
    assert_eq!(server.state(&id).await["fen"], v["fen"]);

    let set_up = "[GameType \"20\"]\n[FEN \"W:W31:B5\"]\n1. 31-26 *\n";
    let (status, v) = server
        .call(
            "POST",
            "/api/pdn/import",
            None,
            Some(json!({ "pdn": set_up }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["variant"], "international");
    assert_eq!(v["start_fen"], "W:W31:B5");
    assert_eq!(v["moves"], json!(["31-26"]));
    assert_eq!(v["fen"], "B:W26:B5");
}

#[tokio::test]
async fn pdn_import_errors_name_line_and_column() {
    let server = Server::open(fresh_db("import-bad"));
    let illegal = "[Event \"x\"]\n1. c3-d4 c3-d4 *\n";
    let (status, e) = server
        .call(
            "POST",
            "/api/pdn/import",
            None,
            Some(json!({ "pdn": illegal }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    assert_eq!(e["error"]["code"], "bad-request");
    let message = e["error"]["message"].as_str().unwrap();
    assert!(message.contains("line 2, column 10"), "{message}");

    let unreadable = "[Event \"x\"]\n1. c3-d4 f6-g5 ) *\n";
    let (status, e) = server
        .call(
            "POST",
            "/api/pdn/import",
            None,
            Some(json!({ "pdn": unreadable }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("line 2, column 16"),
        "{e}"
    );
    for body in [json!({ "pdn": "" }), json!({ "pdn": "   \n" })] {
        let (status, e) = server
            .call("POST", "/api/pdn/import", None, Some(body.to_string()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    }
    let (status, e) = server
        .call("POST", "/api/pdn/import", None, Some("{}".into()))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{e}");
    assert_eq!(e["error"]["code"], "malformed-json");
}

#[tokio::test]
async fn analyses_never_hold_up_an_engine_move() {
    let server = std::sync::Arc::new(Server::open(fresh_db("analysis-priority")));
    let (id, white, _) = server.human_game("russian").await;
    assert_eq!(server.play(&id, &white, "c3-d4").await.0, StatusCode::OK);
    resign(&server, &id, &white).await;
    let path = format!("/api/games/{id}/analysis");
    let mut analyses = Vec::new();
    for _ in 0..3 {
        let server = std::sync::Arc::clone(&server);
        let path = path.clone();
        analyses.push(tokio::spawn(async move {
            let body = json!({"millis": 800}).to_string();
            server.call("POST", &path, None, Some(body)).await.0
        }));
    }
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let started = std::time::Instant::now();
    let v = server
        .create(json!({"opponent": "engine", "color": "black", "level": 1}))
        .await;
    let engine_game = v["id"].as_str().unwrap().to_string();
    loop {
        let s = server.state(&engine_game).await;
        if !s["moves"].as_array().unwrap().is_empty() {
            break;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_millis(700),
            "the engine move waited for the analyses"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    for a in analyses {
        assert_eq!(a.await.unwrap(), StatusCode::OK);
    }
}
