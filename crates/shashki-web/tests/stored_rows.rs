//! Rows an older server wrote read back the same (issue 36): the store now reads its text
//! columns (an event's kind and colour, a game's opponent, engine side and outcome, a Chinese
//! checkers seat's kind, player and outcome) as enums, and writes them as the same strings.
//! `data/store-before-issue-36.sql` holds games and events that the server of commit 5c2ad7d,
//! which kept them as strings, wrote while its own API tests ran; here every one of them is
//! read back, on SQLite and (scripts/postgres-test.sh) PostgreSQL, and a string that is none of
//! the values is refused.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, run_sql, Server};
use shashki_web::Database;

/// The fixture: `INSERT`s into the tables of today's schema, which the server makes first.
const ROWS: &str = include_str!("data/store-before-issue-36.sql");

/// A server over a fresh database holding the fixture's rows.
fn with_rows() -> (Server, Database) {
    let db = fresh_db("stored-rows");
    drop(Server::open(db.clone()));
    run_sql(&db, ROWS);
    (Server::open(db.clone()), db)
}

/// The text of each column of `columns` in each row of `sql`, as stored (`NULL` as none).
fn texts(server: &Server, sql: &'static str, columns: &[&str]) -> Vec<Vec<Option<String>>> {
    let rows = server.app.store.query(sql, Vec::new()).unwrap();
    rows.iter()
        .map(|r| columns.iter().map(|c| r.get(c).unwrap()).collect())
        .collect()
}

#[tokio::test]
async fn draughts_games_written_before_read_back_as_they_were_stored() {
    let (server, _db) = with_rows();
    let games = texts(
        &server,
        "SELECT id, opponent, engine_color, outcome FROM games ORDER BY id",
        &["id", "opponent", "engine_color", "outcome"],
    );
    assert!(games.len() >= 8, "{games:?}");
    let mut kinds = Vec::new();
    let mut outcomes = Vec::new();
    for game in &games {
        let id = game[0].clone().unwrap();
        let (row, events) = server.app.store.load(&id).unwrap().unwrap();
        assert_eq!(Some(row.opponent.to_string()), game[1], "{id}");
        assert_eq!(row.engine_color.map(|c| c.name().to_string()), game[2]);
        assert_eq!(Some(row.outcome.to_string()), game[3], "{id}");
        let stored = server
            .app
            .store
            .query(
                "SELECT kind, color FROM moves WHERE game_id = ?1 ORDER BY seq",
                vec![id.as_str().into()],
            )
            .unwrap();
        assert_eq!(events.len(), stored.len());
        for (e, r) in events.iter().zip(&stored) {
            assert_eq!(e.kind.as_str(), r.get::<String>("kind").unwrap());
            assert_eq!(e.color.name(), r.get::<String>("color").unwrap());
            kinds.push(e.kind.as_str());
        }
        // The events replay to the outcome stored (a game over cannot change any more).
        let state = server.state(&id).await;
        if row.outcome.to_string() != "ongoing" {
            assert_eq!(
                Some(state["outcome"].as_str().unwrap().to_string()),
                game[3]
            );
        }
        outcomes.push(row.outcome.to_string());
    }
    kinds.sort_unstable();
    kinds.dedup();
    let every = [
        "abort",
        "decline",
        "draw",
        "move",
        "resign",
        "takeback",
        "takeback-decline",
        "time",
        "undo",
    ];
    assert_eq!(kinds, every, "the fixture holds every kind of event");
    for outcome in ["ongoing", "white", "black", "aborted"] {
        assert!(outcomes.iter().any(|o| o == outcome), "{outcome}");
    }
    assert!(
        outcomes.iter().any(|o| o.starts_with("draw:")),
        "{outcomes:?}"
    );
}

#[tokio::test]
async fn chinese_checkers_games_written_before_read_back_as_they_were_stored() {
    let (server, _db) = with_rows();
    let games = texts(
        &server,
        "SELECT id, outcome, seats FROM star_games ORDER BY id",
        &["id", "outcome", "seats"],
    );
    assert!(!games.is_empty());
    let mut seat_kinds = Vec::new();
    for game in &games {
        let id = game[0].as_deref().unwrap();
        let (status, state) = server
            .call("GET", &format!("/api/star/games/{id}"), None, None)
            .await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["outcome"].as_str(), game[1].as_deref(), "{id}");
        let seats: serde_json::Value = serde_json::from_str(game[2].as_deref().unwrap()).unwrap();
        for (seat, player) in seats.as_array().unwrap().iter().zip(
            state["players"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| !p["seat"].is_null()),
        ) {
            assert_eq!(seat["kind"], player["seat"], "{id}");
            seat_kinds.extend(seat["kind"].as_str().map(str::to_string));
        }
    }
    seat_kinds.sort_unstable();
    seat_kinds.dedup();
    assert_eq!(seat_kinds, ["computer", "friend", "person"]);
}

#[tokio::test]
async fn a_string_that_is_no_value_is_an_error_not_a_default() {
    let (server, db) = with_rows();
    let draughts = texts(
        &server,
        "SELECT g.id AS id FROM games g WHERE EXISTS
            (SELECT 1 FROM moves m WHERE m.game_id = g.id) ORDER BY g.id",
        &["id"],
    );
    let (first, second) = (
        draughts[0][0].clone().unwrap(),
        draughts[1][0].clone().unwrap(),
    );
    let star = texts(&server, "SELECT id FROM star_games ORDER BY id", &["id"]);
    let star = star[0][0].clone().unwrap();
    drop(server);
    run_sql(
        &db,
        &format!(
            "UPDATE games SET opponent = 'robot' WHERE id = '{first}';
             UPDATE moves SET kind = 'castle' WHERE game_id = '{second}';
             UPDATE star_games SET outcome = 'Z' WHERE id = '{star}';"
        ),
    );
    let server = Server::open(db);
    let failed = |id: &str| match server.app.store.load(id) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("{id} read"),
    };
    assert_eq!(failed(&first), "column opponent: unknown opponent 'robot'");
    assert_eq!(failed(&second), "column kind: unknown event kind 'castle'");
    for path in [
        format!("/api/games/{first}"),
        format!("/api/games/{second}"),
        format!("/api/star/games/{star}"),
    ] {
        let (status, v) = server.call("GET", &path, None, None).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{path}: {v}");
    }
}
