//! The engine answers a human's draw offer as a player of its level would (issue 33): it
//! declines in the opening and where it is ahead, accepts a dead-drawn ending or a position
//! clearly worse for it.

mod common;

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

/// An engine game from `fen`, the human playing white; returns (id, seat).
async fn engine_game(server: &Server, fen: &str) -> (String, String) {
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": 10, "fen": fen}))
        .await;
    (
        v["id"].as_str().unwrap().to_string(),
        v["seat"].as_str().unwrap().to_string(),
    )
}

async fn offer(server: &Server, id: &str, seat: &str) -> Value {
    let (status, v) = server
        .call("POST", &format!("/api/games/{id}/draw"), Some(seat), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

#[tokio::test]
async fn the_engine_accepts_a_draw_with_king_against_king() {
    let db = fresh_db("draw-accept");
    let server = Server::open(db.clone());
    let (id, seat) = engine_game(&server, "W:WKc1:BKh8").await;
    let v = offer(&server, &id, &seat).await;
    assert_eq!(v["outcome"], "draw:agreement", "{v}");
    assert_eq!(v["draw_offer"], Value::Null);
    drop(server);
    let server = Server::open(db);
    assert_eq!(server.state(&id).await["outcome"], "draw:agreement");
}

#[tokio::test]
async fn the_engine_declines_a_draw_two_men_up_and_the_offer_is_cleared() {
    let db = fresh_db("draw-decline");
    let server = Server::open(db.clone());
    let (id, seat) = engine_game(&server, "W:WKc1:BKh8,a7,c7").await;
    let v = offer(&server, &id, &seat).await;
    assert_eq!(v["outcome"], "ongoing", "{v}");
    assert_eq!(
        v["draw_offer"],
        Value::Null,
        "the declined offer is cleared: {v}"
    );
    assert_eq!(server.state(&id).await["draw_offer"], Value::Null);

    // Declined is stored: a restart shows no offer, and the human may offer again.
    drop(server);
    let server = Server::open(db);
    let s = server.state(&id).await;
    assert_eq!(
        (s["outcome"].clone(), s["draw_offer"].clone()),
        (json!("ongoing"), Value::Null)
    );
    let v = offer(&server, &id, &seat).await;
    assert_eq!(v["outcome"], "ongoing", "{v}");
    assert_eq!(v["draw_offer"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_while_the_engine_considers_a_draw_offer_goes_through_at_once() {
    let server = Server::open(fresh_db("draw-move"));
    // King against king: the engine would accept.
    let (id, seat) = engine_game(&server, "W:WKc1:BKh8").await;
    let offering = {
        let server = Server {
            app: Arc::clone(&server.app),
        };
        let (id, seat) = (id.clone(), seat.clone());
        tokio::spawn(async move { offer(&server, &id, &seat).await })
    };
    while server.state(&id).await["draw_offer"] != "white" {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    // The engine searches for its answer now; the move does not wait for it (it used to, and
    // then found the game drawn by agreement).
    let (status, v) = server.play(&id, &seat, "c1-d2").await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["moves"], json!(["c1-d2"]), "{v}");
    // The answer was for the position before the move: it is dropped, the game goes on.
    let answer = offering.await.unwrap();
    assert_eq!(answer["outcome"], "ongoing", "{answer}");
    assert_eq!(server.state(&id).await["outcome"], "ongoing");
}

#[tokio::test]
async fn between_people_an_offer_stands_until_answered() {
    let server = Server::open(fresh_db("draw-people"));
    let (id, white, _) = server.human_game("russian").await;
    let v = offer(&server, &id, &white).await;
    assert_eq!(v["draw_offer"], "white");
    assert_eq!(v["outcome"], "ongoing");
}

#[tokio::test]
async fn a_person_declines_the_opponent_s_offer_and_may_not_decline_his_own() {
    let server = Server::open(fresh_db("draw-person-declines"));
    let (id, white, black) = server.human_game("russian").await;
    offer(&server, &id, &white).await;
    let decline = |seat: String| {
        let server = &server;
        let id = id.clone();
        async move {
            server
                .call(
                    "POST",
                    &format!("/api/games/{id}/decline"),
                    Some(&seat),
                    None,
                )
                .await
        }
    };
    // The side that offered cannot decline its own offer; the offer stands.
    let (status, v) = decline(white.clone()).await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    assert_eq!(v["error"]["code"], "no-draw-offer", "{v}");
    assert_eq!(server.state(&id).await["draw_offer"], "white");
    let (status, v) = decline(black.clone()).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["draw_offer"], Value::Null, "{v}");
    assert_eq!(v["outcome"], "ongoing");
    // Nothing left to decline.
    let (status, _) = decline(black).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

/// An engine game at `level` from `fen` (the start when `None`), the human playing white;
/// the answer to white's draw offer made at once.
async fn offered_at(server: &Server, level: u8, fen: Option<&str>) -> Value {
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": level, "fen": fen}))
        .await;
    let (id, seat) = (v["id"].as_str().unwrap(), v["seat"].as_str().unwrap());
    offer(server, id, seat).await
}

/// The start position without two of Black's men (a7 and c7): Black, the engine, is two men
/// down at move 1.
const TWO_MEN_DOWN: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11";

#[tokio::test]
async fn an_offer_at_move_one_is_declined_at_the_weakest_and_the_strongest_level() {
    let server = Server::open(fresh_db("draw-opening"));
    for level in [1, 5, 10] {
        let v = offered_at(&server, level, None).await;
        assert_eq!(
            (v["outcome"].clone(), v["draw_offer"].clone()),
            (json!("ongoing"), Value::Null),
            "level {level}: {v}"
        );
    }
}

#[tokio::test]
async fn an_engine_two_men_down_accepts_an_offer_at_once() {
    let server = Server::open(fresh_db("draw-lost"));
    for level in [1, 10] {
        let v = offered_at(&server, level, Some(TWO_MEN_DOWN)).await;
        assert_eq!(v["outcome"], "draw:agreement", "level {level}: {v}");
    }
}

#[tokio::test]
async fn a_counted_draw_is_accepted_at_every_level() {
    let server = Server::open(fresh_db("draw-counted"));
    // King against king (the lone-king rule counts), and Black's lone king on the main road
    // against three kings (the main-road rule counts): drawn by the rules, so agreed at once.
    for fen in ["W:WKc1:BKh8", "W:WKc1,Ke1,Kg1:BKh8"] {
        for level in [1, 10] {
            let v = offered_at(&server, level, Some(fen)).await;
            assert_eq!(v["outcome"], "draw:agreement", "{fen} level {level}: {v}");
        }
    }
}

#[tokio::test]
async fn the_tables_dead_draw_is_accepted_though_the_engine_is_a_man_up() {
    // Black, the engine, has two men (e7, g7) against White's man on a5, which runs to crown:
    // the tables of the server's folder call it drawn. The engine's search alone sees a man
    // more and declines.
    let fen = "W:Wa5:Be7,g7";
    let tables = common::russian_tables();
    let egdb = shashki_egdb::Egdb::open(shashki::Variant::Russian, &tables.join("russian"));
    let pos: shashki::Position<shashki::Russian> = shashki::Position::from_fen(fen).unwrap();
    assert_eq!(egdb.value(&pos).unwrap().wdl, shashki_egdb::Wdl::Draw);
    let with = Server::with(fresh_db("draw-tables"), move |c| c.tables = Some(tables));
    let v = offered_at(&with, 10, Some(fen)).await;
    assert_eq!(v["outcome"], "draw:agreement", "{v}");
    let without = Server::open(fresh_db("draw-no-tables"));
    let v = offered_at(&without, 10, Some(fen)).await;
    assert_eq!(v["outcome"], "ongoing", "{v}");
}
