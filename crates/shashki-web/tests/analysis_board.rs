//! The analysis board's endpoints (README "Additions"): the legal moves and the engine's view of
//! any position, and an analysed line with its variations written as PDN and read back.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

async fn post(server: &Server, path: &str, body: Value) -> (StatusCode, Value) {
    server
        .call("POST", path, None, Some(body.to_string()))
        .await
}

#[tokio::test]
async fn the_moves_of_a_position_come_with_the_position_after_each() {
    let server = Server::open(fresh_db("board-moves"));
    // The circular capture of issue 16: e3 round and back to e3 takes all four.
    let (status, v) = post(
        &server,
        "/api/positions/moves",
        json!({"variant": "russian", "fen": "W:W23:B18,19,10,11"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["turn"], "white");
    assert_eq!(v["outcome"], "ongoing");
    let legal = v["legal"].as_array().unwrap();
    let round: Vec<_> = legal.iter().filter(|m| m["from"] == m["to"]).collect();
    assert!(!round.is_empty(), "{v}");
    assert_eq!(round[0]["captured"].as_array().unwrap().len(), 4);
    assert_eq!(round[0]["fen"], "B:W23:B");
    // No FEN: the start, with the seven first moves of Russian draughts.
    let (_, start) = post(
        &server,
        "/api/positions/moves",
        json!({"variant": "russian"}),
    )
    .await;
    assert_eq!(start["legal"].as_array().unwrap().len(), 7, "{start}");
    // A position the rules have decided: no move, the side to move has lost.
    let (_, over) = post(
        &server,
        "/api/positions/moves",
        json!({"variant": "russian", "fen": "W:W:B1"}),
    )
    .await;
    assert_eq!(over["legal"], json!([]));
    assert_eq!(over["outcome"], "black");
}

#[tokio::test]
async fn bad_positions_are_refused_in_the_language_asked() {
    let server = Server::open(fresh_db("board-bad"));
    let (status, e) = post(
        &server,
        "/api/positions/moves",
        json!({"variant": "russian", "fen": "W:W1"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    assert_eq!(e["error"]["code"], "bad-request");
    let (status, e) = post(
        &server,
        "/api/positions/analysis",
        json!({"variant": "chess"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    let (status, _) = post(&server, "/api/positions/moves", json!({"fen": 3})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_position_is_analysed_like_a_game() {
    let server = Server::open(fresh_db("board-analysis"));
    let fen = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
    let (status, v) = post(
        &server,
        "/api/positions/analysis",
        json!({"variant": "russian", "fen": fen, "millis": 50}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["fen"], fen);
    let (_, moves) = post(
        &server,
        "/api/positions/moves",
        json!({"variant": "russian", "fen": fen}),
    )
    .await;
    common::assert_best_among(&v, &moves["legal"]);
}

/// 1. c3-d4 (1. c3-b4 f6-g5) f6-e5 (1... f6-g5 2. g3-h4) 2. d4:f6 g7:e5, as the page sends it.
fn analysed() -> Value {
    json!([
        {"move": "c3-d4", "variations": [[{"move": "c3-b4"}, {"move": "f6-g5"}]]},
        {"move": "f6-e5", "variations": [[{"move": "f6-g5"}, {"move": "g3-h4"}]]},
        {"move": "d4:f6"},
        {"move": "g7:e5"},
    ])
}

#[tokio::test]
async fn an_analysed_line_is_written_as_pdn_and_read_back_with_its_variations() {
    let server = Server::open(fresh_db("board-export"));
    let (status, v) = post(
        &server,
        "/api/pdn/export",
        json!({"variant": "russian", "tags": [["Event", "Analysis"]], "moves": analysed()}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let pdn = v["pdn"].as_str().unwrap();
    assert!(pdn.starts_with("[Event \"Analysis\"]\n"), "{pdn}");
    assert!(pdn.contains("[GameType \"25,W,8,8,A0,0\"]"), "{pdn}");
    assert!(
        pdn.contains("1. c3-d4 (1. c3-b4 f6-g5) 1... f6-e5 (1... f6-g5 2. g3-h4) 2. d4:f6 g7:e5 *"),
        "{pdn}"
    );
    let (status, back) = post(&server, "/api/pdn/import", json!({ "pdn": pdn })).await;
    assert_eq!(status, StatusCode::OK, "{back}");
    assert_eq!(back["moves"], json!(["c3-d4", "f6-e5", "d4:f6", "g7:e5"]));
    assert_eq!(back["cut"], 0);
    let tree = &back["tree"];
    assert_eq!(tree[0]["variations"][0][0]["move"], "c3-b4");
    assert_eq!(tree[0]["variations"][0][1]["move"], "f6-g5");
    assert_eq!(tree[1]["variations"][0][1]["move"], "g3-h4");
    assert_eq!(tree[3]["fen"], back["fen"]);
    assert_eq!(back["tags"][0], json!(["Event", "Analysis"]));
    // What was read is written again as it was.
    let again = json!({"variant": "russian", "tags": back["tags"], "moves": back["tree"]});
    let (_, v2) = post(&server, "/api/pdn/export", again).await;
    assert_eq!(v2["pdn"], v["pdn"]);
}

#[tokio::test]
async fn a_set_up_start_is_written_and_an_illegal_move_of_a_variation_refused() {
    let server = Server::open(fresh_db("board-export-bad"));
    let (status, v) = post(
        &server,
        "/api/pdn/export",
        json!({"variant": "international", "start_fen": "W:W31:B5", "moves": [{"move": "31-26"}]}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let pdn = v["pdn"].as_str().unwrap();
    assert!(
        pdn.contains("[SetUp \"1\"]\n[FEN \"W:W31:B5\"]") && pdn.contains("1. 31-26 *"),
        "{pdn}"
    );
    let bad = json!([{"move": "c3-d4", "variations": [[{"move": "c3-b4"}, {"move": "c3-d4"}]]}]);
    let (status, e) = server
        .call_in(
            "ru",
            "POST",
            "/api/pdn/export",
            None,
            Some(json!({"variant": "russian", "moves": bad}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    assert!(
        e["error"]["message"].as_str().unwrap().contains("c3-d4"),
        "{e}"
    );
}

#[tokio::test]
async fn an_imported_variation_is_kept_up_to_its_first_move_that_does_not_resolve() {
    let server = Server::open(fresh_db("board-import-cut"));
    let pdn = "1. c3-d4 (1. c3-b4 c3-d4 f6-g5) f6-e5 *";
    let (status, v) = post(&server, "/api/pdn/import", json!({ "pdn": pdn })).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["cut"], 2, "{v}");
    assert_eq!(
        v["tree"][0]["variations"],
        json!([[{"move": "c3-b4", "fen": v["tree"][0]["variations"][0][0]["fen"], "variations": []}]])
    );
}

#[tokio::test]
async fn several_lines_come_best_first_each_with_its_moves_and_the_position_after_each() {
    let server = Server::open(fresh_db("board-lines"));
    let (status, v) = post(
        &server,
        "/api/positions/analysis",
        json!({"variant": "russian", "millis": 350, "lines": 3}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let lines = v["lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 3, "{v}");
    let scores: Vec<i64> = lines.iter().map(|l| l["score"].as_i64().unwrap()).collect();
    assert!(
        scores.windows(2).all(|w| w[0] >= w[1]),
        "best first: {scores:?}"
    );
    let firsts: Vec<&Value> = lines.iter().map(|l| &l["moves"][0]["move"]).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    assert_eq!(&v["best"], firsts[0], "the top fields are the first line's");
    assert_eq!(v["score"], lines[0]["score"]);
    // Each line's FENs follow its moves: the first one's is the position after that move.
    let (_, moves) = post(
        &server,
        "/api/positions/moves",
        json!({"variant": "russian"}),
    )
    .await;
    for line in lines {
        let first = &line["moves"][0];
        let known = moves["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["notation"] == first["move"])
            .expect("a legal move");
        assert_eq!(known["fen"], first["fen"], "{line}");
        assert!(line["depth"].as_u64().unwrap() >= 2, "{line}");
    }
    // One legal move (a compulsory capture): one line as before, no `lines`.
    let (status, v) = post(
        &server,
        "/api/positions/analysis",
        json!({"variant": "russian", "fen": "W:Wc3:Bd4,a7", "millis": 100, "lines": 3}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert!(v.get("lines").is_none(), "{v}");
    assert_eq!(v["best"], "c3:e5");
}
