//! Abort and the clean-up of abandoned games (issue 31), as lidraughts and lichess do it: while
//! both sides have not moved (or the friend has not joined) either player may abort a game,
//! which then has no result; the server aborts the games left so after a while.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, state_with_outcome, Server};
use serde_json::{json, Value};
use shashki_web::Now;

const HOUR: Duration = Duration::from_secs(3600);

/// `POST /api/games/{id}/{what}` with `seat` and the body `body`, in `language`.
async fn act(
    server: &Server,
    language: &str,
    id: &str,
    what: &str,
    seat: &str,
    body: Value,
) -> (StatusCode, Value) {
    let path = format!("/api/games/{id}/{what}");
    server
        .call_in(language, "POST", &path, Some(seat), Some(body.to_string()))
        .await
}

/// `seat` aborts game `id` from the state of `seq`.
async fn abort(server: &Server, id: &str, seat: &str, seq: &Value) -> (StatusCode, Value) {
    act(server, "en", id, "abort", seat, json!({ "seq": seq })).await
}

/// A move that must be accepted.
async fn played(server: &Server, id: &str, seat: &str, mv: &str) -> Value {
    let (status, v) = server.play(id, seat, mv).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

/// The game's PDN.
async fn pdn(server: &Server, id: &str) -> String {
    let (status, v) = server
        .call("GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    v.as_str().unwrap().to_string()
}

/// A game made with `body`; returns its id, the maker's seat and the invite.
async fn made(server: &Server, body: Value) -> (String, String, Value) {
    let v = server.create(body).await;
    let text = |key: &str| v[key].as_str().unwrap().to_string();
    (text("id"), text("seat"), v["invite"].clone())
}

/// STATE once the game has `plies` moves; panics after 20 s.
async fn with_plies(server: &Server, id: &str, plies: usize) -> Value {
    for _ in 0..400 {
        let state = server.state(id).await;
        if state["moves"].as_array().map(Vec::len) == Some(plies) {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("game {id} never reached {plies} plies");
}

#[tokio::test]
async fn white_aborts_before_any_move_and_the_game_has_no_result() {
    let db = fresh_db("abort-first");
    let server = Server::open(db.clone());
    let (id, white, black) = server.human_game("russian").await;
    let before = server.state(&id).await;
    assert_eq!(before["abortable"], true);
    let (status, after) = abort(&server, &id, &white, &before["seq"]).await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["outcome"], "aborted");
    assert_eq!(after["reason"], Value::Null, "a player aborted it");
    assert_eq!(after["abortable"], false);
    assert_eq!(after["legal"], json!([]));
    assert_eq!(after["seq"], before["seq"].as_u64().unwrap() + 1);
    // Nothing more happens in it: no move, no resignation, no second abort.
    let (status, v) = server.play(&id, &black, "f6-g5").await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    assert_eq!(v["error"]["code"], "game-over");
    assert_eq!(
        v["error"]["message"],
        "the game was aborted: it has no result"
    );
    let (status, _) = act(&server, "en", &id, "resign", &black, json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        abort(&server, &id, &black, &after["seq"]).await.0,
        StatusCode::CONFLICT
    );
    // Its record has no result, and says why; a server reading the database finds it so.
    let text = pdn(&server, &id).await;
    assert!(text.contains("[Result \"*\"]"), "{text}");
    assert!(text.contains("[Termination \"abandoned\"]"), "{text}");
    assert_eq!(Server::open(db).state(&id).await, after);
}

#[tokio::test]
async fn black_aborts_after_whites_first_move_but_nobody_once_both_have_moved() {
    let server = Server::open(fresh_db("abort-second"));
    let (id, white, black) = server.human_game("russian").await;
    let state = played(&server, &id, &white, "c3-d4").await;
    assert_eq!(state["abortable"], true);
    let (status, v) = abort(&server, &id, &black, &state["seq"]).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (v["outcome"].as_str(), v["moves"].clone()),
        (Some("aborted"), json!(["c3-d4"]))
    );

    let (id, white, black) = server.human_game("russian").await;
    played(&server, &id, &white, "c3-d4").await;
    let state = played(&server, &id, &black, "f6-g5").await;
    assert_eq!(state["abortable"], false);
    for (seat, language, said) in [
        (&white, "en", "the game can no longer be aborted"),
        (&black, "ru", "партию уже нельзя отменить"),
        (&black, "uk", "партію вже не можна скасувати"),
    ] {
        let body = json!({ "seq": state["seq"] });
        let (status, v) = act(&server, language, &id, "abort", seat, body).await;
        assert_eq!(status, StatusCode::CONFLICT, "{v}");
        assert_eq!(v["error"]["code"], "not-abortable");
        assert!(
            v["error"]["message"].as_str().unwrap().starts_with(said),
            "{v}"
        );
    }
    assert_eq!(server.state(&id).await, state, "nothing changed");
}

#[tokio::test]
async fn an_abort_made_from_an_older_state_is_refused() {
    let server = Server::open(fresh_db("abort-stale"));
    let (id, white, black) = server.human_game("russian").await;
    let seen = server.state(&id).await;
    let state = played(&server, &id, &white, "c3-d4").await;
    // Black's page had not seen White's move: the abort was meant for the game before it.
    let (status, v) = abort(&server, &id, &black, &seen["seq"]).await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    assert_eq!(v["error"]["code"], "game-changed");
    assert_eq!(server.state(&id).await, state);
    // Without a seq it acts on the game as it is; an unknown seat is refused.
    let (status, _) = act(&server, "en", &id, "abort", "not-a-seat", json!({})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, v) = act(&server, "en", &id, "abort", &black, json!({})).await;
    assert_eq!(
        (status, v["outcome"].as_str()),
        (StatusCode::OK, Some("aborted"))
    );
}

#[tokio::test]
async fn the_maker_aborts_a_friend_game_nobody_joined_and_the_invite_then_admits_nobody() {
    let server = Server::open(fresh_db("abort-unjoined"));
    let (id, white, invite) = made(
        &server,
        json!({"opponent": "human", "color": "white", "lobby": true}),
    )
    .await;
    let listed = server.call("GET", "/api/lobby", None, None).await.1;
    assert_eq!(listed["waiting"][0]["id"], id.as_str());
    let state = server.state(&id).await;
    assert_eq!(
        (state["joined"].clone(), state["abortable"].clone()),
        (json!(false), json!(true))
    );
    let (status, v) = abort(&server, &id, &white, &state["seq"]).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["outcome"], "aborted");
    let listed = server.call("GET", "/api/lobby", None, None).await.1;
    assert_eq!(
        listed,
        json!({"waiting": [], "playing": []}),
        "out of the lobby"
    );
    let body = json!({ "invite": invite }).to_string();
    let path = format!("/api/games/{id}/join");
    let (status, v) = server.call("POST", &path, None, Some(body)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    assert_eq!(v["error"]["code"], "game-over");
}

#[tokio::test]
async fn against_the_computer_the_person_aborts_until_both_have_moved() {
    let server = Server::open(fresh_db("abort-engine"));
    // The computer plays White and moves first: Black may still abort.
    let (id, black, _) = made(
        &server,
        json!({"opponent": "engine", "color": "black", "level": 1}),
    )
    .await;
    let state = with_plies(&server, &id, 1).await;
    assert_eq!(state["abortable"], true);
    let (status, v) = abort(&server, &id, &black, &state["seq"]).await;
    assert_eq!(
        (status, v["outcome"].as_str()),
        (StatusCode::OK, Some("aborted"))
    );

    // The person plays White: once the computer has answered his first move, no more.
    let (id, white, _) = made(
        &server,
        json!({"opponent": "engine", "color": "white", "level": 1}),
    )
    .await;
    played(&server, &id, &white, "c3-d4").await;
    let state = with_plies(&server, &id, 2).await;
    assert_eq!(state["abortable"], false);
    let (status, v) = abort(&server, &id, &white, &state["seq"]).await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    assert_eq!(v["error"]["code"], "not-abortable");
}

#[tokio::test]
async fn the_watchers_of_a_game_hear_of_its_abort() {
    let server = Server::open(fresh_db("abort-ws"));
    let addr = server.listen().await;
    let (id, white, _) = server.human_game("russian").await;
    let url = format!("ws://{addr}/api/games/{id}/ws");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    state_with_outcome(&mut ws, "ongoing").await;
    assert_eq!(
        abort(&server, &id, &white, &json!(1)).await.0,
        StatusCode::OK
    );
    let seen = state_with_outcome(&mut ws, "aborted").await;
    assert_eq!(seen["seq"], 2);
}

/// The outcome and reason of game `id`.
async fn ending(server: &Server, id: &str) -> (String, Value) {
    let state = server.state(id).await;
    (
        state["outcome"].as_str().unwrap().to_string(),
        state["reason"].clone(),
    )
}

#[tokio::test]
async fn the_server_aborts_the_games_left_abandoned_and_leaves_the_others() {
    let db = fresh_db("abandoned");
    let now = Now::adjustable();
    let server = Server::timed_by(&db, &now);
    let friend = json!({"opponent": "human", "color": "white"});
    let (unjoined, _, _) = made(&server, friend.clone()).await;
    let (in_lobby, _, _) = made(
        &server,
        json!({"opponent": "human", "color": "white", "lobby": true}),
    )
    .await;
    let (by_post, _, _) = made(
        &server,
        json!({"opponent": "human", "color": "white", "clock": {"days": 3}}),
    )
    .await;
    let (unplayed, _, _) = made(&server, json!({"opponent": "engine", "color": "white"})).await;
    let (one_move, white, _) = server.human_game("russian").await;
    played(&server, &one_move, &white, "c3-d4").await;
    let (both_moved, white, black) = server.human_game("russian").await;
    played(&server, &both_moved, &white, "c3-d4").await;
    played(&server, &both_moved, &black, "f6-g5").await;

    // Three hours on: the lobby game's time in the lobby is over, nothing else's.
    now.advance(3 * HOUR);
    assert_eq!(server.app.abort_abandoned().await.unwrap(), 1);
    assert_eq!(
        ending(&server, &in_lobby).await,
        ("aborted".to_string(), json!("abandoned"))
    );
    assert_eq!(ending(&server, &unjoined).await.0, "ongoing");

    // A day on: the friend nobody joined, the computer game never begun, the game whose
    // second side never moved; a game made now is fresh.
    now.advance(22 * HOUR);
    let (fresh, _, _) = made(&server, friend).await;
    assert_eq!(server.app.abort_abandoned().await.unwrap(), 3);
    for id in [&unjoined, &unplayed, &one_move] {
        assert_eq!(ending(&server, id).await.0, "aborted", "{id}");
    }
    for id in [&fresh, &by_post, &both_moved] {
        assert_eq!(ending(&server, id).await.0, "ongoing", "{id}");
    }
    assert_eq!(server.app.abort_abandoned().await.unwrap(), 0, "once");
    let text = pdn(&server, &unjoined).await;
    assert!(text.contains("[Termination \"abandoned\"]"), "{text}");

    // A week on: the correspondence game nobody joined, and the one made a day in.
    now.advance(7 * 24 * HOUR);
    assert_eq!(server.app.abort_abandoned().await.unwrap(), 2);
    assert_eq!(ending(&server, &by_post).await.0, "aborted");
    assert_eq!(ending(&server, &fresh).await.0, "aborted");
    assert_eq!(
        ending(&server, &both_moved).await.0,
        "ongoing",
        "both moved"
    );
}

#[tokio::test]
async fn a_clock_decides_a_game_once_it_runs_and_the_server_aborts_one_that_never_started() {
    let now = Now::adjustable();
    let server = Server::timed_by(&fresh_db("abandoned-clock"), &now);
    let clock = json!({"initial": 60, "increment": 0});
    let (started, white) = {
        let v = server
            .create(json!({"opponent": "human", "color": "white", "clock": clock}))
            .await;
        let id = v["id"].as_str().unwrap().to_string();
        server.join(&id, &v["invite"]).await;
        (id, v["seat"].as_str().unwrap().to_string())
    };
    played(&server, &started, &white, "c3-d4").await;
    let (never, _, invite) = made(
        &server,
        json!({"opponent": "human", "color": "white", "clock": clock}),
    )
    .await;
    server.join(&never, &invite).await;
    now.advance(25 * HOUR);
    assert_eq!(server.app.abort_abandoned().await.unwrap(), 1);
    assert_eq!(ending(&server, &never).await.0, "aborted");
    // Black's clock ran out: he lost on time, as the clock says.
    assert_eq!(
        ending(&server, &started).await,
        ("white".to_string(), json!("time"))
    );
}

#[tokio::test]
async fn a_game_left_by_a_server_that_stopped_is_aborted_by_the_next() {
    let db = fresh_db("abandoned-orphan");
    let now = Now::adjustable();
    let id = {
        let first = Server::timed_by(&db, &now);
        made(&first, json!({"opponent": "engine", "color": "white"}))
            .await
            .0
    };
    // A server started later does not hold the game in memory: it reads and aborts it.
    let next = Server::timed_by(&db, &now);
    assert_eq!(next.app.in_memory(), 0);
    now.advance(25 * HOUR);
    assert_eq!(next.app.abort_abandoned().await.unwrap(), 1);
    assert_eq!(
        Server::timed_by(&db, &now).state(&id).await["outcome"],
        "aborted"
    );
}

#[tokio::test]
async fn a_game_in_memory_hears_of_the_servers_abort() {
    let now = Now::adjustable();
    let server = Server::timed_by(&fresh_db("abandoned-ws"), &now);
    let addr = server.listen().await;
    let (id, _, _) = made(&server, json!({"opponent": "human", "color": "black"})).await;
    let url = format!("ws://{addr}/api/games/{id}/ws");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    state_with_outcome(&mut ws, "ongoing").await;
    now.advance(25 * HOUR);
    // The background look may find it first: either way the watcher hears of it.
    server.app.abort_abandoned().await.unwrap();
    let seen = state_with_outcome(&mut ws, "aborted").await;
    assert_eq!(seen["reason"], "abandoned");
    assert_eq!(seen["seq"], 1);
}

#[tokio::test]
async fn before_the_friend_joins_the_game_has_not_begun_and_may_only_be_aborted() {
    // A game is played by two: before the invited friend takes his seat the maker cannot move,
    // offer a draw (to nobody) or resign (a loss to an empty seat), as on lidraughts; he is
    // told why in his language, and may abort.
    let server = Server::open(fresh_db("abort-before-join"));
    let made = server
        .create(json!({"opponent": "human", "color": "white"}))
        .await;
    let id = made["id"].as_str().unwrap();
    let white = made["seat"].as_str().unwrap();
    let seq = &made["state"]["seq"];
    for what in ["moves", "draw", "resign", "takeback"] {
        let body = if what == "moves" {
            json!({"move": "c3-d4", "seq": seq})
        } else {
            json!({ "seq": seq })
        };
        let (status, v) = act(&server, "ru", id, what, white, body).await;
        assert_eq!(status, StatusCode::CONFLICT, "{what}: {v}");
        assert_eq!(v["error"]["code"], "waiting-for-opponent", "{what}: {v}");
        let message = v["error"]["message"].as_str().unwrap();
        assert!(
            message.starts_with("соперник ещё не присоединился"),
            "{message}"
        );
    }
    let state = server.state(id).await;
    assert_eq!((&state["seq"], &state["outcome"]), (seq, &json!("ongoing")));
    // Once he has joined, the game begins.
    server.join(id, &made["invite"]).await;
    assert_eq!(server.play(id, white, "c3-d4").await.0, StatusCode::OK);
    // And a game nobody joined may still be aborted.
    let other = server
        .create(json!({"opponent": "human", "color": "black"}))
        .await;
    let (status, v) = abort(
        &server,
        other["id"].as_str().unwrap(),
        other["seat"].as_str().unwrap(),
        &other["state"]["seq"],
    )
    .await;
    assert_eq!(
        (status, v["outcome"].as_str()),
        (StatusCode::OK, Some("aborted")),
        "{v}"
    );
}
