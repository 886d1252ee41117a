//! Puzzles through the API (issue 17): the committed set reads (every position and move legal),
//! the stored line is accepted move by move up to "solved", a wrong move is refused with the
//! refutation, and a stored other first move is accepted.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki_study::puzzle::Puzzle;

/// The committed set, as the server embeds it.
const SET: &str = include_str!("../data/puzzles.tsv");

/// Every puzzle of the set.
fn puzzles() -> Vec<Puzzle> {
    SET.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| Puzzle::parse(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn the_committed_set_reads_and_names_its_command() {
    let all = puzzles();
    assert!(all.len() >= 500, "{} puzzles", all.len());
    assert!(SET
        .lines()
        .any(|l| l.starts_with("# made by: shashki puzzles build ")));
    for p in &all {
        assert!(
            p.completed_by(&p.line),
            "{}: the line gains nothing",
            p.source
        );
        assert!(!p.also.contains(&p.line[0]), "{}", p.source);
        assert!(p.grade >= 1 && p.gain >= 1, "{}", p.source);
    }
}

/// Posts `moves` to puzzle `n`.
async fn post(server: &Server, n: usize, moves: &[String]) -> (StatusCode, Value) {
    let body = json!({ "moves": moves }).to_string();
    server
        .call("POST", &format!("/api/puzzles/{n}/move"), None, Some(body))
        .await
}

#[tokio::test]
async fn the_stored_line_is_right_move_by_move_and_ends_solved() {
    let server = Server::open(fresh_db("puzzles"));
    let (status, first) = server
        .call("GET", "/api/puzzles/next?variant=russian", None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let n = first["n"].as_u64().unwrap() as usize;
    let puzzle = &puzzles()[n];
    assert_eq!(first["fen"], puzzle.position.fen());
    let line = puzzle.line_texts();
    for i in (0..line.len()).step_by(2) {
        let (status, answer) = post(&server, n, &line[..=i]).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        if i + 1 == line.len() {
            assert_eq!(answer["verdict"], "solved", "{answer}");
            assert_eq!(answer["solution"], json!(line));
        } else {
            assert_eq!(answer["verdict"], "right", "{answer}");
            assert_eq!(answer["reply"], line[i + 1]);
        }
    }
    let (status, next) = server
        .call("GET", &format!("/api/puzzles/next?after={n}"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_ne!(next["n"], first["n"]);
}

#[tokio::test]
async fn a_move_that_loses_the_win_is_wrong_with_the_refutation() {
    let server = Server::open(fresh_db("puzzles"));
    let all = puzzles();
    let (n, puzzle) = all
        .iter()
        .enumerate()
        .find(|(_, p)| p.position.legal_moves().len() > 1 + p.also.len())
        .unwrap();
    let wrong = puzzle
        .position
        .legal_moves()
        .into_iter()
        .find(|mv| *mv != puzzle.line[0] && !puzzle.also.contains(mv))
        .unwrap();
    let (status, answer) = post(&server, n, &[puzzle.position.move_text(&wrong)]).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["verdict"], "wrong", "{answer}");
    assert!(
        !answer["refutation"].as_array().unwrap().is_empty(),
        "{answer}"
    );
    assert_eq!(answer["solution"], json!(puzzle.line_texts()));
}

#[tokio::test]
async fn a_stored_other_first_move_is_right_too() {
    let server = Server::open(fresh_db("puzzles"));
    let all = puzzles();
    let (n, puzzle) = all
        .iter()
        .enumerate()
        .find(|(_, p)| !p.also.is_empty())
        .expect("a puzzle with another winning first move");
    let other = puzzle.position.move_text(&puzzle.also[0]);
    let (status, answer) = post(&server, n, &[other]).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_ne!(answer["verdict"], "wrong", "{answer}");
    assert_eq!(answer["alternative"], true, "{answer}");
}

#[tokio::test]
async fn an_illegal_move_an_even_count_and_an_unknown_puzzle_are_refused() {
    let server = Server::open(fresh_db("puzzles"));
    let (status, _) = post(&server, 0, &["a1-a2".to_string()]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = post(&server, 0, &[]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = post(&server, 1_000_000, &["c3-d4".to_string()]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = server
        .call("GET", "/api/puzzles/next?variant=nonsense", None, None)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_variants_with_puzzles_come_russian_first_and_each_puzzle_knows_its_place() {
    let server = Server::open(fresh_db("puzzles"));
    let (status, list) = server
        .call("GET", "/api/puzzles/variants", None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let list = list.as_array().unwrap();
    assert_eq!(list[0]["variant"], "russian", "{list:?}");
    let all = puzzles();
    let total: u64 = list.iter().map(|v| v["count"].as_u64().unwrap()).sum();
    assert_eq!(total as usize, all.len());
    let russian = all
        .iter()
        .filter(|p| p.position.variant() == shashki::Variant::Russian)
        .count();
    assert_eq!(list[0]["count"], russian);
    // The Russian puzzles one after another: places 1, 2, ... of the same count.
    let mut after = String::new();
    for index in 1..=3 {
        let (status, p) = server
            .call(
                "GET",
                &format!("/api/puzzles/next?variant=russian{after}"),
                None,
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{p}");
        assert_eq!(p["variant"], "russian");
        assert_eq!(
            (p["index"].as_u64(), p["count"].as_u64()),
            (Some(index), Some(russian as u64))
        );
        after = format!("&after={}", p["n"]);
    }
}
