//! Puzzles through the API (issue 17): the committed set reads (every position and move legal),
//! the stored line is accepted move by move up to "solved", a wrong move is refused with the
//! refutation, and a stored other first move is accepted; the puzzles' ratings (issue 33).

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki::Variant;
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

/// The first puzzle with a first move that neither the line nor the stored others play (the
/// server judges it wrong), with that move.
fn a_wrong_first_move() -> (usize, Puzzle, String) {
    let (n, puzzle) = puzzles()
        .into_iter()
        .enumerate()
        .find(|(_, p)| p.position.legal_moves().len() > 1 + p.also.len())
        .unwrap();
    let wrong = puzzle
        .position
        .legal_moves()
        .into_iter()
        .find(|mv| *mv != puzzle.line[0] && !puzzle.also.contains(mv))
        .unwrap();
    let text = puzzle.position.move_text(&wrong);
    (n, puzzle, text)
}

#[tokio::test]
async fn a_move_that_loses_the_win_is_wrong_with_the_refutation() {
    let server = Server::open(fresh_db("puzzles"));
    let (n, puzzle, wrong) = a_wrong_first_move();
    let (status, answer) = post(&server, n, &[wrong]).await;
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
    let (status, _) = server
        .call("GET", "/api/puzzles/1000000/game", None, None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_puzzle_opens_its_whole_game_at_its_position() {
    // Found cold (issue 33): a master game's puzzle named only its archive's file, with no way
    // to the game. The game comes whole, as PDN, with the plies before the puzzle.
    let server = Server::open(fresh_db("puzzle-game"));
    let n = puzzles()
        .iter()
        .position(|p| p.source.starts_with("russian-ussr1924"))
        .unwrap();
    let (status, game) = server
        .call("GET", &format!("/api/puzzles/{n}/game"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{game}");
    let ply = game["ply"].as_u64().unwrap() as usize;
    assert!(puzzles()[n].source.ends_with(&format!("@{ply}")));
    let (status, imported) = server
        .call(
            "POST",
            "/api/pdn/import",
            None,
            Some(json!({ "pdn": game["pdn"] }).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{imported}");
    assert_eq!(imported["tags"][0], json!(["Event", "I чемпионат СССР"]));
    assert!(imported["moves"].as_array().unwrap().len() > ply);
    let p = get(&server, n).await;
    assert_eq!(p["game"]["event"], "I чемпионат СССР");
    assert_eq!(p["game"]["engine"], false);
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
        .filter(|p| p.position.variant() == Variant::Russian)
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

// Puzzle ratings (issue 33): each puzzle rated by how often it is solved at first try, the
// next one picked at the player's rating (`POST /api/puzzles/pick`), a first try moving the
// puzzle's rating and the player's, counted once however often it is sent.

/// The game of a puzzle's source, `file#game` of `file#game@ply`.
fn game_of(source: &str) -> &str {
    source.rsplit_once('@').map_or(source, |(game, _)| game)
}

async fn pick(server: &Server, body: Value) -> Value {
    let (status, p) = server
        .call("POST", "/api/puzzles/pick", None, Some(body.to_string()))
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    p
}

async fn get(server: &Server, n: usize) -> Value {
    let (status, p) = server
        .call("GET", &format!("/api/puzzles/{n}"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    p
}

/// `moves` played on puzzle `n` during the first try `id` of a player rated `rating`.
async fn first_try(server: &Server, n: usize, moves: &[String], id: &str, rating: f64) -> Value {
    let body = json!({ "moves": moves, "first": { "try": id, "rating": rating } }).to_string();
    let (status, answer) = server
        .call("POST", &format!("/api/puzzles/{n}/move"), None, Some(body))
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer
}

#[tokio::test]
async fn the_puzzle_picked_is_the_one_rated_nearest_the_player_neither_solved_nor_recent() {
    let server = Server::open(fresh_db("puzzle-pick"));
    let russian: Vec<usize> = puzzles()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.position.variant() == Variant::Russian)
        .map(|(n, _)| n)
        .collect();
    // Each puzzle's rating, and whether it comes from the engine's own games.
    let mut rated = Vec::new();
    for &n in &russian {
        let p = get(&server, n).await;
        assert_eq!(
            (p["tries"].clone(), p["solved"].clone()),
            (json!(0), json!(0))
        );
        rated.push((
            p["rating"].as_f64().unwrap(),
            p["game"]["engine"] == json!(true),
        ));
    }
    let lowest = rated.iter().map(|r| r.0).fold(f64::INFINITY, f64::min);
    let highest = rated.iter().map(|r| r.0).fold(f64::NEG_INFINITY, f64::max);
    assert!(
        lowest < highest,
        "the grades give the puzzles different ratings"
    );
    assert!(rated.iter().any(|r| r.1) && rated.iter().any(|r| !r.1));
    // The nearest to the player, an engine game's puzzle taken as 150 points farther.
    let nearest = |player: f64| {
        rated
            .iter()
            .map(|&(r, engine)| (r - player).abs() + if engine { 150.0 } else { 0.0 })
            .fold(f64::INFINITY, f64::min)
    };
    let gap = |p: &Value, player: f64| {
        let engine = if p["game"]["engine"] == json!(true) {
            150.0
        } else {
            0.0
        };
        (p["rating"].as_f64().unwrap() - player).abs() + engine
    };
    let weak = pick(&server, json!({"variant": "russian", "rating": 800})).await;
    let strong = pick(&server, json!({"variant": "russian", "rating": 2600})).await;
    assert_eq!(weak["variant"], "russian");
    assert_eq!(gap(&weak, 800.0), nearest(800.0), "{weak}");
    assert_eq!(gap(&strong, 2600.0), nearest(2600.0), "{strong}");
    // Nor one whose solution is a recent one's (found cold: two games' same flank, b8-a7 …
    // a7:c5, twice in a row): for each pair of the set with one solution, the second is not
    // served after the first at its own rating.
    let all = puzzles();
    for (a, p) in all.iter().enumerate() {
        let Some(b) = (a + 1..all.len()).find(|&b| {
            all[b].position.variant() == p.position.variant()
                && all[b].line_texts() == p.line_texts()
        }) else {
            continue;
        };
        // Left to serve: the twin, rated as the player is, and one other of another game.
        let other = (0..all.len())
            .find(|&c| {
                all[c].position.variant() == p.position.variant()
                    && all[c].line_texts() != p.line_texts()
                    && game_of(&all[c].source) != game_of(&p.source)
            })
            .unwrap();
        let solved: Vec<usize> = (0..all.len()).filter(|&c| c != b && c != other).collect();
        let twin = get(&server, b).await;
        let body = json!({"variant": p.position.variant().key(), "rating": twin["rating"],
                          "recent": [a], "solved": solved});
        let next = pick(&server, body).await;
        assert_eq!(next["n"].as_u64(), Some(other as u64), "{a} then {b}");
    }
    // A newcomer's first puzzles come from games people played (found cold: both of the first
    // two were the engine's).
    let mut recent = Vec::new();
    for _ in 0..3 {
        let p = pick(&server, json!({"variant": "russian", "recent": recent})).await;
        assert_eq!(p["game"]["engine"], json!(false), "{p}");
        assert!(p["game"]["white"].is_string(), "{p}");
        recent.push(p["n"].clone());
    }
    // Solved and recent puzzles wait while others are left.
    let first = weak["n"].as_u64().unwrap() as usize;
    let other = pick(
        &server,
        json!({"variant": "russian", "rating": 800, "solved": [first]}),
    )
    .await;
    assert_ne!(other["n"].as_u64(), Some(first as u64));
    let other = pick(
        &server,
        json!({"variant": "russian", "rating": 800, "recent": [first]}),
    )
    .await;
    assert_ne!(other["n"].as_u64(), Some(first as u64));
    // Nor one of the same game as a recent one while another is left.
    let game = |n: usize| {
        let source = &puzzles()[n].source;
        source[..source.rfind('@').unwrap()].to_string()
    };
    let other = pick(
        &server,
        json!({"variant": "russian", "rating": 800, "recent": [first]}),
    )
    .await;
    assert_ne!(game(other["n"].as_u64().unwrap() as usize), game(first));
    // All solved: a solved one again, but not a recent one; all recent too: any.
    let all = json!(russian);
    let again = pick(
        &server,
        json!({"variant": "russian", "rating": 800, "solved": all, "recent": [first]}),
    )
    .await;
    assert_ne!(again["n"].as_u64(), Some(first as u64));
    let any = pick(
        &server,
        json!({"variant": "russian", "solved": all, "recent": all}),
    )
    .await;
    assert_eq!(any["variant"], "russian");
    // A variant that is none, or a body that is not the JSON expected: refused.
    let (status, _) = server
        .call(
            "POST",
            "/api/puzzles/pick",
            None,
            Some(json!({"variant": "nonsense"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = server
        .call(
            "POST",
            "/api/puzzles/pick",
            None,
            Some("{\"rating\": 1}".into()),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_first_try_moves_both_ratings_and_counts_once_however_often_it_is_sent() {
    let server = Server::open(fresh_db("puzzle-tries"));
    let (n, puzzle, wrong) = a_wrong_first_move();
    let before = get(&server, n).await["rating"].as_f64().unwrap();

    // Missed by a player of 1500: the player loses, the puzzle gains.
    let wrong = [wrong];
    let missed = first_try(&server, n, &wrong, "try-1", 1500.0).await;
    assert_eq!(missed["verdict"], "wrong", "{missed}");
    let rating = &missed["rating"];
    assert!(rating["player"].as_f64().unwrap() < 1500.0, "{missed}");
    assert_eq!(
        rating["change"].as_f64().unwrap(),
        rating["player"].as_f64().unwrap() - 1500.0
    );
    assert!(rating["puzzle"].as_f64().unwrap() > before, "{missed}");
    // Sent again (an answer lost on the way): the same answer, one try counted.
    let again = first_try(&server, n, &wrong, "try-1", 1500.0).await;
    assert_eq!(again, missed);
    let p = get(&server, n).await;
    assert_eq!(
        (p["tries"].clone(), p["solved"].clone()),
        (json!(1), json!(0))
    );
    assert_eq!(p["rating"], rating["puzzle"]);

    // Solved by another player along the stored line: only the last move counts the try.
    let line = puzzle.line_texts();
    for i in (0..line.len()).step_by(2) {
        let answer = first_try(&server, n, &line[..=i], "try-2", 1500.0).await;
        if i + 1 < line.len() {
            assert_eq!(answer["verdict"], "right", "{answer}");
            assert!(answer.get("rating").is_none(), "{answer}");
        } else {
            assert_eq!(answer["verdict"], "solved", "{answer}");
            assert!(
                answer["rating"]["player"].as_f64().unwrap() > 1500.0,
                "{answer}"
            );
            assert!(
                answer["rating"]["change"].as_f64().unwrap() > 0.0,
                "{answer}"
            );
        }
    }
    let p = get(&server, n).await;
    assert_eq!(
        (p["tries"].clone(), p["solved"].clone()),
        (json!(2), json!(1))
    );
    // Moves without `first` (a second try) count nothing.
    let plain = json!({ "moves": wrong }).to_string();
    let (_, answer) = server
        .call("POST", &format!("/api/puzzles/{n}/move"), None, Some(plain))
        .await;
    assert!(answer.get("rating").is_none(), "{answer}");
    assert_eq!(get(&server, n).await["tries"], 2);
    // A try without an id is refused, nothing counted.
    let body = json!({ "moves": wrong, "first": { "try": "" } }).to_string();
    let (status, _) = server
        .call("POST", &format!("/api/puzzles/{n}/move"), None, Some(body))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(get(&server, n).await["tries"], 2);
}
