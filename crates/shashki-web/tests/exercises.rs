//! The classic endings through the API (issue 17): the server builds the russian tables of 4
//! pieces on first use, serves Petrov's triangle and the main road, and judges each move by
//! them: the tables' own moves win Petrov's triangle, a move that lets the king go is wrong, a
//! king that leaves the main road into a loss is shown the line that catches it.

mod common;

use std::path::PathBuf;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki::{Position, Russian, Variant};
use shashki_egdb::{Egdb, Wdl};

async fn post(server: &Server, kind: &str, n: u64, moves: &[String]) -> (StatusCode, Value) {
    let body = json!({ "moves": moves }).to_string();
    let path = format!("/api/exercises/{kind}/{n}/move");
    server.call("POST", &path, None, Some(body)).await
}

async fn next(server: &Server, kind: &str, after: Option<u64>) -> Value {
    let query = after.map_or(String::new(), |n| format!("?after={n}"));
    let (status, start) = server
        .call(
            "GET",
            &format!("/api/exercises/{kind}/next{query}"),
            None,
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{start}");
    start
}

fn position(v: &Value) -> Position<Russian> {
    Position::from_fen(v.as_str().expect("a fen")).expect("the fen reads")
}

/// The move of `pos` the tables call best, or the first whose value is `worse` for the mover.
fn pick(egdb: &Egdb, pos: &Position<Russian>, worse: Option<Wdl>) -> Option<String> {
    let mv = match worse {
        None => egdb.best_move(pos).expect("probe").map(|(mv, _)| mv),
        Some(wdl) => pos
            .legal_moves()
            .into_iter()
            .find(|mv| egdb.value(&pos.play(mv)).expect("probe").wdl == wdl),
    };
    mv.map(|mv| pos.move_text(&mv))
}

/// Plays the tables' moves from start `n` of Petrov's triangle until solved.
async fn petrov_by_the_tables(server: &Server, egdb: &Egdb, start: &Value) {
    let n = start["n"].as_u64().unwrap();
    let mut pos = position(&start["fen"]);
    let mut moves = Vec::new();
    for _ in 0..15 {
        moves.push(pick(egdb, &pos, None).expect("a move"));
        let (status, answer) = post(server, "petrov", n, &moves).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        match answer["verdict"].as_str() {
            Some("right") => {
                moves.push(answer["reply"].as_str().unwrap().to_string());
                pos = position(&answer["fen"]);
            }
            Some("solved") => {
                assert!(!answer["solution"].as_array().unwrap().is_empty());
                return;
            }
            _ => panic!("the tables' move judged {answer} from {start}"),
        }
    }
    panic!("not solved within 15 moves from {start}");
}

#[tokio::test]
async fn petrovs_triangle_and_the_main_road_are_served_and_judged() {
    let tables = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("exercise-egdb");
    let dir = tables.clone();
    let server = Server::with(fresh_db("exercises"), move |c| c.endgames = Some(dir));
    let start = next(&server, "petrov", None).await;
    let egdb = Egdb::open(Variant::Russian, &tables);
    assert_eq!(egdb.pieces(), 4, "the server built the tables of 4 pieces");
    assert_eq!(start["n"], 0);
    assert!(start["count"].as_u64().unwrap() > 1_000, "{start}");
    assert!(start["grade"].as_u64().unwrap() >= 6, "{start}");
    assert!(!start["legal"].as_array().unwrap().is_empty());
    petrov_by_the_tables(&server, &egdb, &start).await;
    let second = next(&server, "petrov", Some(0)).await;
    assert_eq!(second["n"], 1);
    petrov_by_the_tables(&server, &egdb, &second).await;

    // A move after which the lone king is no longer lost.
    let mut checked = false;
    for after in 0..20 {
        let start = next(&server, "petrov", Some(after)).await;
        let pos = position(&start["fen"]);
        if let Some(bad) = pick(&egdb, &pos, Some(Wdl::Draw)) {
            let (status, answer) =
                post(&server, "petrov", start["n"].as_u64().unwrap(), &[bad]).await;
            assert_eq!(status, StatusCode::OK, "{answer}");
            assert_eq!(answer["verdict"], "wrong", "{answer}");
            checked = true;
            break;
        }
    }
    assert!(
        checked,
        "no start of the first 20 has a move that lets the king go"
    );

    // The main road: a move that loses is wrong, with the line that catches the king.
    let start = next(&server, "main-road", None).await;
    let pos = position(&start["fen"]);
    let n = start["n"].as_u64().unwrap();
    let losing = pick(&egdb, &pos, Some(Wdl::Win)).expect("every start has a losing move");
    let (_, answer) = post(&server, "main-road", n, &[losing]).await;
    assert_eq!(answer["verdict"], "wrong", "{answer}");
    assert!(
        !answer["refutation"].as_array().unwrap().is_empty(),
        "{answer}"
    );
    let holding = pick(&egdb, &pos, Some(Wdl::Draw)).expect("a start can be held");
    let (_, answer) = post(&server, "main-road", n, &[holding]).await;
    assert_eq!(answer["verdict"], "right", "{answer}");

    // Bad requests.
    let (status, _) = server
        .call("GET", "/api/exercises/nonsense/next", None, None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = post(&server, "petrov", 0, &["a1-a2".to_string()]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = post(&server, "petrov", 0, &[]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = post(&server, "petrov", 10_000_000, &["c1-d2".to_string()]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn without_a_folder_for_the_tables_the_exercises_say_so() {
    let server = Server::with(fresh_db("exercises-none"), |c| c.endgames = None);
    let (status, answer) = server
        .call_in("ru", "GET", "/api/exercises/petrov/next", None, None)
        .await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{answer}");
    assert!(
        answer.to_string().contains("нет базы эндшпилей"),
        "{answer}"
    );
}
