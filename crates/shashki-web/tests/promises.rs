//! The server's promises under what people do (issue 31): a request sent twice acts once, a
//! join whose answer was lost gets its seat back, one request's panic leaves every game
//! running, and a connection reset at any instant of a move leaves a game that goes on.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, reset_after, Server};
use serde_json::{json, Value};

/// A game against the engine at level 1, the person White; returns (id, seat).
async fn against_engine(server: &Server) -> (String, String) {
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": 1}))
        .await;
    (
        v["id"].as_str().unwrap().to_string(),
        v["seat"].as_str().unwrap().to_string(),
    )
}

/// STATE once `plies` moves are made and it is White's turn; panics after 20 s.
async fn settled(server: &Server, id: &str, plies: usize) -> Value {
    for _ in 0..400 {
        let state = server.state(id).await;
        if state["moves"].as_array().map(Vec::len) == Some(plies) && state["turn"] == "white" {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("game {id} never reached {plies} plies with White to move");
}

/// A legal move of STATE `state`, as the page would send it.
fn a_legal_move(state: &Value) -> String {
    state["legal"][0]["notation"].as_str().unwrap().to_string()
}

async fn post(
    server: &Server,
    id: &str,
    what: &str,
    seat: &str,
    body: Value,
) -> (StatusCode, Value) {
    server
        .call(
            "POST",
            &format!("/api/games/{id}/{what}"),
            Some(seat),
            Some(body.to_string()),
        )
        .await
}

#[tokio::test]
async fn a_takeback_sent_twice_from_one_state_takes_back_once() {
    let server = Server::open(fresh_db("promises-takeback"));
    let (id, seat) = against_engine(&server).await;
    server.play(&id, &seat, "c3-d4").await;
    let replied = settled(&server, &id, 2).await;
    server.play(&id, &seat, &a_legal_move(&replied)).await;
    let before = settled(&server, &id, 4).await;
    let seq = before["seq"].clone();
    let first = post(&server, &id, "takeback", &seat, json!({ "seq": seq })).await;
    let second = post(&server, &id, "takeback", &seat, json!({ "seq": seq })).await;
    assert_eq!(first.0, StatusCode::OK, "{}", first.1);
    assert_eq!(first.1["moves"].as_array().unwrap().len(), 2, "{}", first.1);
    assert_eq!(second.0, StatusCode::CONFLICT, "{}", second.1);
    assert_eq!(second.1["error"]["code"], "game-changed");
    let after = server.state(&id).await;
    assert_eq!(
        after["moves"], first.1["moves"],
        "one pair taken back, not two"
    );
    // Without a seq the request acts on the game as it is, as before.
    let (status, v) = server
        .call(
            "POST",
            &format!("/api/games/{id}/takeback"),
            Some(&seat),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["moves"], json!([]));
}

#[tokio::test]
async fn a_move_made_from_an_older_state_changes_nothing_and_is_said_in_russian() {
    let server = Server::open(fresh_db("promises-stale-move"));
    let (id, seat) = against_engine(&server).await;
    let start = server.state(&id).await;
    server.play(&id, &seat, "c3-d4").await;
    let now = settled(&server, &id, 2).await;
    let (status, v) = server
        .call_in(
            "ru",
            "POST",
            &format!("/api/games/{id}/moves"),
            Some(&seat),
            Some(json!({"move": a_legal_move(&now), "seq": start["seq"]}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    assert_eq!(v["error"]["code"], "game-changed");
    let said = v["error"]["message"].as_str().unwrap();
    assert!(said.contains("партия изменилась"), "{said}");
    assert_eq!(server.state(&id).await["moves"], now["moves"]);
    let (status, v) = post(
        &server,
        &id,
        "moves",
        &seat,
        json!({"move": a_legal_move(&now), "seq": now["seq"]}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
}

#[tokio::test]
async fn a_draw_offer_and_a_resignation_carry_their_seq_too() {
    let server = Server::open(fresh_db("promises-actions"));
    let (id, white, black) = server.human_game("russian").await;
    let state = server.state(&id).await;
    let (status, offered) = post(&server, &id, "draw", &white, json!({"seq": state["seq"]})).await;
    assert_eq!(status, StatusCode::OK, "{offered}");
    let (status, v) = post(&server, &id, "resign", &black, json!({"seq": state["seq"]})).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "the offer changed the game: {v}"
    );
    assert_eq!(
        server.state(&id).await,
        offered,
        "the resignation did nothing"
    );
    let (status, v) = post(&server, &id, "resign", &black, json!({"seq": "three"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
}

#[tokio::test]
async fn a_join_sent_again_with_its_key_gets_the_same_seat_and_the_invite_admits_one() {
    let server = Server::open(fresh_db("promises-join"));
    let v = server
        .create(json!({"opponent": "human", "color": "white"}))
        .await;
    let id = v["id"].as_str().unwrap();
    let invite = v["invite"].clone();
    let key = "0123456789abcdef0123456789ABCDEF";
    let join = |body: Value| {
        let server = &server;
        async move {
            server
                .call(
                    "POST",
                    &format!("/api/games/{id}/join"),
                    None,
                    Some(body.to_string()),
                )
                .await
        }
    };
    let (status, first) = join(json!({"invite": invite, "key": key})).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["color"], "black");
    let (status, again) = join(json!({"invite": invite, "key": key})).await;
    assert_eq!(status, StatusCode::OK, "the lost answer, again: {again}");
    assert_eq!(again["seat"], first["seat"]);
    assert_eq!(again["color"], "black");
    let (status, other) = join(json!({"invite": invite, "key": "f".repeat(32)})).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "a second person: {other}");
    let (status, other) = join(json!({"invite": invite})).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{other}");
    let (status, bad) = join(json!({"invite": invite, "key": "short"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    // The seat got back plays.
    let seat = first["seat"].as_str().unwrap();
    let white = v["seat"].as_str().unwrap();
    assert_eq!(server.play(id, white, "c3-d4").await.0, StatusCode::OK);
    assert_eq!(server.play(id, seat, "f6-g5").await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_panic_in_one_game_answers_500_and_every_game_goes_on() {
    let server = Server::open(fresh_db("promises-panic"));
    let (a, seat_a) = against_engine(&server).await;
    let (b, seat_b) = against_engine(&server).await;
    // The fault hook (feature "faults", compiled into the tests only) panics inside the
    // change of game a, with its gate and its lock held.
    let (status, v) = server.play(&a, &seat_a, "panic!").await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{v}");
    assert_eq!(v["error"]["code"], "internal");
    let (status, v) = server.play(&b, &seat_b, "c3-d4").await;
    assert_eq!(status, StatusCode::OK, "the other game: {v}");
    settled(&server, &b, 2).await;
    let (status, v) = server.play(&a, &seat_a, "c3-d4").await;
    assert_eq!(status, StatusCode::OK, "the game that panicked: {v}");
    settled(&server, &a, 2).await;
}

/// Games whose first move's connection is reset 0 to 4 ms after it was sent (every fifth cut
/// off in the middle of the request): each game either has the move and the engine's answer,
/// or neither; its copy in memory is what a server reading the database finds; and it goes on
/// (the next move is answered).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_connection_is_reset_at_any_instant_leaves_a_game_that_goes_on() {
    const GAMES: usize = 100;
    let db = fresh_db("promises-reset");
    let server = Server::open(db.clone());
    let addr = server.listen().await;
    let mut games = Vec::new();
    for n in 0..GAMES {
        let (id, seat) = against_engine(&server).await;
        let after = Duration::from_micros((n as u64 * 4_000) / GAMES as u64);
        let path = format!("/api/games/{id}/moves");
        let cut = n.is_multiple_of(5).then_some(100 + n);
        reset_after(addr, &path, &seat, r#"{"move":"c3-d4"}"#, cut, after).await;
        games.push((id, seat));
    }
    let (mut stored, mut lost) = (0, 0);
    for (id, seat) in &games {
        tokio::time::sleep(Duration::from_millis(20)).await;
        let plies = server.state(id).await["moves"].as_array().unwrap().len();
        if plies == 0 {
            lost += 1;
            assert_eq!(server.play(id, seat, "c3-d4").await.0, StatusCode::OK);
        } else {
            stored += 1;
        }
        settled(&server, id, 2).await;
    }
    eprintln!("{GAMES} games: the reset move stored in {stored}, not in {lost}; none stuck");
    let reader = Server::open(db);
    for (id, seat) in &games {
        let mine = server.state(id).await;
        let stored = reader.state(id).await;
        for field in ["moves", "fen", "seq", "outcome", "turn"] {
            assert_eq!(
                mine[field], stored[field],
                "{id} {field}: memory and database differ"
            );
        }
        let (status, v) = server.play(id, seat, &a_legal_move(&mine)).await;
        assert_eq!(status, StatusCode::OK, "{id}: {v}");
        settled(&server, id, 4).await;
    }
}

#[tokio::test]
async fn engine_work_beyond_the_bounds_is_refused_busy_in_the_callers_language() {
    // One engine and no room to wait: while it thinks of its first move in one game, a second
    // game against it is refused before anything is stored, and so is an analysis beyond the
    // one the engine takes.
    let server = Server::with(fresh_db("promises-busy"), |c| {
        c.engine_threads = 1;
        c.engine_queue = 0;
        c.analysis_queue = 0;
        c.engine_move_time = Duration::from_secs(2);
    });
    let first = server
        .create(json!({"opponent": "engine", "color": "black", "level": 10}))
        .await;
    let (status, v) = server
        .call_in(
            "uk",
            "POST",
            "/api/games",
            None,
            Some(json!({"opponent": "engine", "color": "black"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{v}");
    assert_eq!(v["error"]["code"], "busy");
    assert!(
        v["error"]["message"].as_str().unwrap().contains("сервер"),
        "{v}"
    );
    let analyse = || {
        server.call(
            "POST",
            "/api/positions/analysis",
            None,
            Some(json!({"variant": "russian", "millis": 800}).to_string()),
        )
    };
    let (a, b) = tokio::join!(analyse(), analyse());
    let statuses = [a.0, b.0];
    assert!(
        statuses.contains(&StatusCode::SERVICE_UNAVAILABLE),
        "{a:?} {b:?}"
    );
    // Once the engine has moved, there is room again.
    let id = first["id"].as_str().unwrap();
    for _ in 0..100 {
        if server.state(id).await["turn"] == "black" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server
        .create(json!({"opponent": "engine", "color": "white"}))
        .await;
}

#[tokio::test]
async fn an_analysis_that_would_wait_too_long_for_an_engine_is_refused_busy() {
    // One engine, analyses allowed to queue but not to wait more than 300 ms: while the engine
    // analyses for 2 s, the next analysis is told to come back (503 busy, Retry-After) after
    // 300 ms, not kept waiting for as long as the queue is.
    let server = Server::with(fresh_db("promises-wait"), |c| {
        c.engine_threads = 1;
        c.analysis_queue = 8;
        c.analysis_wait = Duration::from_millis(300);
    });
    let analyse = |millis: u64| {
        server.call_in(
            "ru",
            "POST",
            "/api/positions/analysis",
            None,
            Some(json!({"variant": "russian", "millis": millis}).to_string()),
        )
    };
    let long = analyse(2_000);
    let late = async {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let started = std::time::Instant::now();
        (analyse(100).await, started.elapsed())
    };
    let ((first, _), ((status, v), waited)) = tokio::join!(long, late);
    assert_eq!(first, StatusCode::OK);
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{v}");
    assert_eq!(v["error"]["code"], "busy");
    assert!(
        waited < Duration::from_millis(1_500),
        "refused after {waited:?}, not after the analysis before it"
    );
}

#[tokio::test]
async fn an_address_holds_so_many_websockets_and_a_closed_one_frees_its_place() {
    let server = Server::with(fresh_db("promises-sockets"), |c| c.sockets_per_address = 2);
    let addr = server.listen().await;
    let (id, _) = against_engine(&server).await;
    let url = format!("ws://{addr}/api/games/{id}/ws");
    let connect = || tokio_tungstenite::connect_async(url.clone());
    let (first, _) = connect().await.expect("the first websocket");
    let (_second, _) = connect().await.expect("the second websocket");
    match connect().await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        }
        other => panic!(
            "a third websocket from one address: {:?}",
            other.map(|_| ())
        ),
    }
    drop(first);
    for _ in 0..50 {
        if connect().await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the place of the closed websocket never came back");
}

/// The fields of STATE that a copy in memory and the database must agree on.
const KEPT: [&str; 7] = [
    "moves",
    "fen",
    "seq",
    "outcome",
    "turn",
    "draw_offer",
    "takeback",
];

/// Games between two people through every state-changing route, each request sent with its
/// seq and reset at an instant from 0 to 4 ms after sending (every fifth cut in the middle),
/// then sent again as the page would after a lost answer: the join with its key, a move, a
/// takeback asked and granted, a draw offered and declined, a resignation. Each game ends as
/// one clean request of each would leave it, its copy in memory equal to the database's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_reset_at_any_instant_then_sent_again_acts_once() {
    const GAMES: usize = 30;
    let db = fresh_db("promises-routes");
    let server = Server::open(db.clone());
    let addr = server.listen().await;
    let mut n = 0u64;
    // Sends the request and resets it, then sends it again cleanly (the retry of a page that
    // lost the answer); returns the retry's answer.
    let mut twice = |path: String, seat: String, body: Value| {
        n += 1;
        let after = Duration::from_micros((n * 397) % 4_000);
        let cut = n.is_multiple_of(5).then_some(120 + (n as usize % 60));
        let server = &server;
        async move {
            reset_after(addr, &path, &seat, &body.to_string(), cut, after).await;
            tokio::time::sleep(Duration::from_millis(5)).await;
            server
                .call("POST", &path, Some(&seat), Some(body.to_string()))
                .await
        }
    };
    let mut ids = Vec::new();
    for g in 0..GAMES {
        let made = server
            .create(json!({"opponent": "human", "color": "white"}))
            .await;
        let id = made["id"].as_str().unwrap().to_string();
        let white = made["seat"].as_str().unwrap().to_string();
        let key = format!("{:032x}", 0xabcd_0000 + g);
        let body = json!({"invite": made["invite"], "key": key});
        let (status, joined) = twice(format!("/api/games/{id}/join"), String::new(), body).await;
        assert_eq!(status, StatusCode::OK, "{id} join: {joined}");
        assert_eq!(joined["seat"], key.as_str(), "the key is the seat");
        let black = key;
        let seat_of = |turn: &Value| {
            if turn == "white" {
                white.clone()
            } else {
                black.clone()
            }
        };
        // Two moves each way, every one sent twice from the same state: each played once.
        for ply in 0..4 {
            let state = server.state(&id).await;
            let mv = a_legal_move(&state);
            let body = json!({"move": mv, "seq": state["seq"]});
            let (status, v) = twice(
                format!("/api/games/{id}/moves"),
                seat_of(&state["turn"]),
                body,
            )
            .await;
            assert!(
                status == StatusCode::OK || v["error"]["code"] == "game-changed",
                "{id}: {v}"
            );
            assert_eq!(
                server.state(&id).await["moves"].as_array().unwrap().len(),
                ply + 1,
                "{id}"
            );
        }
        // White asks to take back, Black grants, each sent twice: one move taken back.
        let state = server.state(&id).await;
        let body = json!({"seq": state["seq"]});
        twice(format!("/api/games/{id}/takeback"), black.clone(), body).await;
        let state = server.state(&id).await;
        assert_eq!(state["takeback"], "black", "{id}: {state}");
        let body = json!({"seq": state["seq"]});
        twice(format!("/api/games/{id}/takeback"), white.clone(), body).await;
        let state = server.state(&id).await;
        assert_eq!(
            state["moves"].as_array().unwrap().len(),
            3,
            "{id}: one move taken back"
        );
        // A draw offered and declined, then a resignation, each sent twice.
        let offerer = seat_of(&state["turn"]);
        let other = if offerer == white {
            black.clone()
        } else {
            white.clone()
        };
        twice(
            format!("/api/games/{id}/draw"),
            offerer,
            json!({"seq": state["seq"]}),
        )
        .await;
        let state = server.state(&id).await;
        assert!(state["draw_offer"].is_string(), "{id}: {state}");
        twice(
            format!("/api/games/{id}/decline"),
            other.clone(),
            json!({"seq": state["seq"]}),
        )
        .await;
        let state = server.state(&id).await;
        assert!(state["draw_offer"].is_null(), "{id}: {state}");
        twice(
            format!("/api/games/{id}/resign"),
            other,
            json!({"seq": state["seq"]}),
        )
        .await;
        assert_ne!(server.state(&id).await["outcome"], "ongoing", "{id}");
        ids.push(id);
    }
    let reader = Server::open(db);
    for id in &ids {
        let (mine, stored) = (server.state(id).await, reader.state(id).await);
        for field in KEPT {
            assert_eq!(
                mine[field], stored[field],
                "{id} {field}: memory and database differ"
            );
        }
    }
}
