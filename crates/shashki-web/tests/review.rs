//! The analysis of a whole game (issue 33, `POST`/`GET /api/games/{id}/review`): a finished
//! game's blunder found with the better move, stored, one job however often it is asked for,
//! served again after a restart; refused during a game between people.

mod common;

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki_engine::Limits;
use shashki_web::{Config, Database};

/// A server whose analyses search 200,000 nodes a position and take no second job waiting:
/// a second job started while the first runs would be refused `503 busy`.
fn review_server(db: &Database) -> Server {
    Server::with(db.clone(), |c: &mut Config| {
        c.review_limits = Limits {
            nodes: Some(200_000),
            ..Limits::default()
        };
        c.work_queue = 0;
    })
}

async fn review(server: &Server, method: &str, id: &str) -> (StatusCode, Value) {
    let body = (method == "POST").then(String::new);
    server
        .call(method, &format!("/api/games/{id}/review"), None, body)
        .await
}

/// `GET /api/games/{id}/review?brief=true`, "My games"' question: whether it is analysed.
async fn brief(server: &Server, id: &str) -> Value {
    let path = format!("/api/games/{id}/review?brief=true");
    let (status, answer) = server.call("GET", &path, None, None).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer
}

/// `POST /api/games/{id}/review` with the seats `seats` in its body.
async fn ask_with(server: &Server, id: &str, seats: &[&str]) -> (StatusCode, Value) {
    let body = json!({ "seats": seats }).to_string();
    server
        .call("POST", &format!("/api/games/{id}/review"), None, Some(body))
        .await
}

/// A game between two people of White c3 (22) and a1 (29) against e5 (15) and a7 (5), where
/// c3-d4 gives the man to e5:c3: its id and the two seats.
async fn people_game(server: &Server) -> (String, String, String) {
    let v = server
        .create(
            json!({"variant": "russian", "opponent": "human", "color": "white",
            "fen": "W:W22,29:B15,5"}),
        )
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let white = v["seat"].as_str().unwrap().to_string();
    let black = server.join(&id, &v["invite"]).await["seat"]
        .as_str()
        .unwrap()
        .to_string();
    (id, white, black)
}

/// Asks until the analysis of game `id` is done; panics after 60 s.
async fn done(server: &Server, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (status, v) = review(server, "GET", id).await;
        assert_eq!(status, StatusCode::OK, "{v}");
        if v["status"] == "done" {
            return v["review"].clone();
        }
        assert_eq!(v["status"], "running", "{v}");
        assert!(v["done"].as_u64() <= v["total"].as_u64(), "{v}");
        assert!(Instant::now() < deadline, "no analysis within 60 s: {v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_finished_games_blunder_is_found_stored_once_and_kept_over_a_restart() {
    let db = fresh_db("review");
    let server = review_server(&db);
    let (id, white, black) = people_game(&server).await;
    for (seat, mv) in [(&white, "c3-d4"), (&black, "e5:c3")] {
        let (status, s) = server.play(&id, seat, mv).await;
        assert_eq!(status, StatusCode::OK, "{s}");
    }
    // Between people, not while they play: refused, with one seat too; nothing to read.
    let (status, e) = review(&server, "POST", &id).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{e}");
    assert_eq!(e["error"]["code"], "forbidden");
    let (status, e) = ask_with(&server, &id, &[&white]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{e}");
    let (status, none) = review(&server, "GET", &id).await;
    assert_eq!(
        (status, none["status"].clone()),
        (StatusCode::OK, json!("none"))
    );
    assert_eq!(brief(&server, &id).await, json!({"status": "none"}));
    let (status, s) = server
        .call(
            "POST",
            &format!("/api/games/{id}/resign"),
            Some(&white),
            Some("{}".into()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    let (_, before) = review(&server, "GET", &id).await;
    assert_eq!(before["status"], "none", "{before}");

    let (status, first) = review(&server, "POST", &id).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["status"], "running", "{first}");
    assert_eq!(
        (first["plies"].clone(), first["total"].clone()),
        (json!(2), json!(3))
    );
    // A second click while it runs: the same job (a second would be refused busy here).
    let (status, again) = review(&server, "POST", &id).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert!(
        again["status"] == "running" || again["status"] == "done",
        "{again}"
    );

    let found = done(&server, &id).await;
    assert_eq!(found["plies"], 2);
    assert_eq!(found["evals"].as_array().map(Vec::len), Some(3), "{found}");
    let blunder = &found["moves"][0];
    assert_eq!(
        (
            blunder["ply"].clone(),
            blunder["side"].clone(),
            blunder["move"].clone()
        ),
        (json!(0), json!("white"), json!("c3-d4")),
        "{found}"
    );
    assert!(
        blunder["verdict"] == "mistake" || blunder["verdict"] == "blunder",
        "{found}"
    );
    assert!(
        blunder["best"].is_string() && blunder["best"] != "c3-d4",
        "{found}"
    );
    assert_eq!(blunder["line"][0], blunder["best"]);
    assert!(blunder["loss"].as_f64().unwrap() >= 0.5, "{found}");
    let mark = if blunder["verdict"] == "blunder" {
        "??"
    } else {
        "?"
    };
    // The forced capture is not judged; White's count has the mistake, Black's is clean.
    assert_eq!(found["moves"].as_array().unwrap().len(), 1, "{found}");
    assert_eq!(found["white"]["moves"], 1);
    assert_eq!(
        found["white"]["mistakes"].as_u64().unwrap() + found["white"]["blunders"].as_u64().unwrap(),
        1,
        "{found}"
    );
    assert_eq!(found["black"]["moves"], 0, "{found}");
    // White's graph falls after the blunder.
    let evals: Vec<f64> = found["evals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e.as_f64().unwrap())
        .collect();
    assert!(evals[1] < evals[0] - 0.4, "{evals:?}");

    // Asked again once stored: the result, no job.
    let (status, stored) = review(&server, "POST", &id).await;
    assert_eq!(status, StatusCode::OK, "{stored}");
    assert_eq!(stored["status"], "done");
    assert_eq!(stored["review"], found);
    // "My games" asks only whether it is analysed.
    let yes = brief(&server, &id).await;
    assert_eq!(yes, json!({"status": "done", "plies": found["plies"]}));

    drop(server);
    let restarted = review_server(&db);
    let (status, kept) = review(&restarted, "GET", &id).await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    assert_eq!(
        (kept["status"].clone(), kept["review"].clone()),
        (json!("done"), found.clone())
    );

    // The record downloaded keeps the analysis (found cold: it did not): the mark, and the
    // page's words in the language asked for, else the request's.
    let (_, ru) = restarted
        .call("GET", &format!("/api/games/{id}/pdn?lang=ru"), None, None)
        .await;
    let ru = ru.as_str().unwrap();
    assert!(ru.contains(&format!("1. c3-d4{mark} {{")), "{ru}");
    assert!(ru.contains("шашки). Лучше: "), "{ru}");
    assert!(ru.contains("[Annotator \"shashki\"]"), "{ru}");
    // Read again (on the analysis board), the mark comes back and the better line is a
    // variation to step through (found cold: it was words only, and the mark was lost).
    let body = json!({ "pdn": ru }).to_string();
    let (status, again) = restarted
        .call("POST", "/api/pdn/import", None, Some(body))
        .await;
    assert_eq!(status, StatusCode::OK, "{again}");
    let first = &again["tree"][0];
    assert_eq!(first["annotation"], json!(mark), "{again}");
    let better: Vec<&Value> = first["variations"][0]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| &n["move"])
        .collect();
    let line: Vec<&Value> = found["moves"][0]["line"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    assert_eq!(better, line, "{again}");
    let (_, uk) = restarted
        .call_in("uk", "GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    assert!(uk.as_str().unwrap().contains("шашки). Краще: "), "{uk}");
}

#[tokio::test]
async fn a_game_against_the_computer_is_analysed_while_it_goes_on() {
    let server = review_server(&fresh_db("review-engine"));
    let v = server
        .create(json!({"variant": "russian", "opponent": "engine", "color": "white", "level": 1}))
        .await;
    let id = v["id"].as_str().unwrap();
    let (status, started) = review(&server, "POST", id).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let found = done(&server, id).await;
    assert_eq!(found["plies"], 0, "{found}");
    assert_eq!(found["evals"].as_array().map(Vec::len), Some(1), "{found}");
}

#[tokio::test]
async fn an_unknown_game_has_no_analysis() {
    let server = review_server(&fresh_db("review-unknown"));
    let (status, e) = review(&server, "POST", "nosuchgame").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{e}");
}

/// A PDN replayed at one device (both seats here, the game still going on, as the new-game
/// dialog imports it) is analysed when asked with both seats, and read by anyone after.
#[tokio::test]
async fn a_game_played_at_one_device_is_analysed_while_it_goes_on() {
    let db = fresh_db("review-local");
    let server = review_server(&db);
    let (id, white, black) = people_game(&server).await;
    let (status, s) = server.play(&id, &white, "c3-d4").await;
    assert_eq!(status, StatusCode::OK, "{s}");
    // A seat of another game counts for nothing.
    let other = server
        .create(json!({"variant": "russian", "opponent": "human", "color": "white"}))
        .await;
    let (status, e) = ask_with(&server, &id, &[&white, other["seat"].as_str().unwrap()]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{e}");

    let (status, first) = ask_with(&server, &id, &[&white, &black]).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["plies"], 1, "{first}");
    let found = done(&server, &id).await;
    assert_eq!(found["plies"], 1);
    assert_eq!(found["moves"][0]["move"], "c3-d4", "{found}");
    assert!(found["moves"][0]["verdict"] != "good", "{found}");
}
