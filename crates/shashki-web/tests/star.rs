//! Chinese checkers through the API (`/api/star/`): seats for people, friends and computers,
//! moves and their errors, resignation, hints, the record, a restart, and the computers'
//! moves arriving by websocket.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{accepted_once, fresh_db, Server};
use futures_util::StreamExt;
use serde_json::{json, Value};
use shashki_star::Board;
use tokio_tungstenite::tungstenite::Message;

async fn create(server: &Server, body: Value) -> Value {
    let (status, v) = server
        .call("POST", "/api/star/games", None, Some(body.to_string()))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    v
}

async fn play(server: &Server, id: &str, seat: &str, mv: &str) -> (StatusCode, Value) {
    server
        .call(
            "POST",
            &format!("/api/star/games/{id}/moves"),
            Some(seat),
            Some(json!({ "move": mv }).to_string()),
        )
        .await
}

async fn state(server: &Server, id: &str) -> Value {
    let (status, v) = server
        .call("GET", &format!("/api/star/games/{id}"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

async fn join(server: &Server, id: &str, invite: &str) -> (StatusCode, Value) {
    server
        .call(
            "POST",
            &format!("/api/star/games/{id}/join"),
            None,
            Some(json!({ "invite": invite }).to_string()),
        )
        .await
}

fn text(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_string()
}

#[tokio::test]
async fn three_people_at_one_device_and_a_friend_play_with_their_own_seats() {
    let server = Server::open(fresh_db("star-seats"));
    let v = create(
        &server,
        json!({"players": 4, "seats": [{"kind": "person"}, {"kind": "person"},
               {"kind": "friend"}, {"kind": "person"}]}),
    )
    .await;
    let id = text(&v["id"]);
    let seats = &v["seats"];
    assert_eq!(v["state"]["turn"], "A");
    assert_eq!(v["state"]["legal"].as_array().map(Vec::len), Some(14));
    assert_eq!(v["state"]["players"][2]["joined"], false);
    let invite = text(&v["invites"]["D"]);
    let (status, j) = join(&server, &id, &invite).await;
    assert_eq!(status, StatusCode::OK, "{j}");
    assert_eq!(j["player"], "D");
    assert_eq!(j["state"]["players"][2]["joined"], true);
    let (status, _) = join(&server, &id, &invite).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "an invite is used once");
    let friend = text(&j["seat"]);
    let b = text(&seats["B"]);
    let (status, e) = play(&server, &id, &b, "112-103").await;
    assert_eq!(
        (status, e["error"]["code"].clone()),
        (StatusCode::FORBIDDEN, json!("not-your-turn"))
    );
    let (status, after) = play(&server, &id, &text(&seats["A"]), "116-103").await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["turn"], "B");
    assert_eq!(
        after["last"],
        json!({"player": "A", "notation": "116-103", "from": 116, "to": 103, "path": [116, 103]})
    );
    let (status, e) = play(&server, &id, &b, "5-6").await;
    assert_eq!(
        (status, e["error"]["code"].clone()),
        (StatusCode::BAD_REQUEST, json!("illegal-move"))
    );
    let (status, e) = play(&server, &id, "nobody", "99-100").await;
    assert_eq!(
        (status, e["error"]["code"].clone()),
        (StatusCode::FORBIDDEN, json!("forbidden"))
    );
    let b_move = text(&after["legal"][0]["notation"]);
    let (status, _) = play(&server, &id, &b, &b_move).await;
    assert_eq!(status, StatusCode::OK);
    let d_move = text(&state(&server, &id).await["legal"][0]["notation"]);
    let (status, v) = play(&server, &id, &friend, &d_move).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["turn"], "E");
    assert_eq!(v["moves"].as_array().map(Vec::len), Some(3));
}

#[tokio::test]
async fn bad_games_are_refused() {
    let server = Server::open(fresh_db("star-bad"));
    for (body, said) in [
        (json!({"players": 7}), "2 to 6"),
        (json!({"board": "medium"}), "large or small"),
        (json!({"board": "small", "position": "A:A74"}), "1 to 73"),
        (
            json!({"players": 3, "seats": [{"kind": "person"}]}),
            "1 given for 3",
        ),
        (
            json!({"seats": [{"kind": "person"}, {"kind": "robot"}]}),
            "robot",
        ),
        (
            json!({"seats": [{"kind": "person"}, {"kind": "computer", "level": 11}]}),
            "level",
        ),
        (json!({"position": "A:A1:D1"}), "given twice"),
        (json!({"position": "A:A1-10:D61"}), "over at once"),
        (json!({"first": "C"}), "not a player"),
    ] {
        let (status, v) = server
            .call("POST", "/api/star/games", None, Some(body.to_string()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {v}");
        let message = text(&v["error"]["message"]);
        assert!(message.contains(said), "{body}: {message}");
    }
    let (status, _) = server.call("GET", "/api/star/games/nope", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_resignation_takes_the_pieces_off_and_the_last_player_wins() {
    let server = Server::open(fresh_db("star-resign"));
    let v = create(
        &server,
        json!({"players": 3, "seats": [{"kind": "person"}, {"kind": "person"}, {"kind": "person"}],
               "first": "C"}),
    )
    .await;
    let id = text(&v["id"]);
    assert_eq!(v["state"]["turn"], "C");
    let resign = format!("/api/star/games/{id}/resign");
    let (status, s) = server
        .call("POST", &resign, Some(&text(&v["seats"]["E"])), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["players"][2]["status"], "resigned");
    assert!(!text(&s["position"]).contains(":E"), "{}", s["position"]);
    let (_, s) = server
        .call("POST", &resign, Some(&text(&v["seats"]["C"])), None)
        .await;
    assert_eq!(
        (s["outcome"].clone(), s["winner"].clone()),
        (json!("A"), json!("A"))
    );
    let (status, _) = server
        .call("POST", &resign, Some(&text(&v["seats"]["A"])), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "over");
    let (status, record) = server
        .call("GET", &format!("/api/star/games/{id}/record"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    let record = text(&record);
    assert!(
        record.contains("[Result \"A\"]") && record.contains("E:resigns"),
        "{record}"
    );
}

#[tokio::test]
async fn a_game_survives_a_restart_and_a_hint_is_a_legal_move() {
    let db = fresh_db("star-restart");
    let server = Server::open(db.clone());
    let v = create(
        &server,
        json!({"players": 2, "seats": [{"kind": "person"}, {"kind": "person"}],
               "anti_spoiling": true}),
    )
    .await;
    let id = text(&v["id"]);
    let (a, d) = (text(&v["seats"]["A"]), text(&v["seats"]["D"]));
    play(&server, &id, &a, "116-103").await;
    play(&server, &id, &d, "7-15").await;
    let (status, h) = server
        .call(
            "POST",
            &format!("/api/star/games/{id}/hint"),
            Some(&a),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{h}");
    let before = state(&server, &id).await;
    assert!(before["legal"].as_array().is_some_and(|l| l
        .iter()
        .any(|m| m["notation"] == h["move"] && m["path"] == h["path"])));
    let (status, _) = server
        .call(
            "POST",
            &format!("/api/star/games/{id}/hint"),
            Some(&d),
            None,
        )
        .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a hint only for the player to move"
    );
    drop(server);
    let server = Server::open(db);
    let after = state(&server, &id).await;
    assert_eq!(after, before);
    assert_eq!(after["options"]["anti_spoiling"], true);
    let (status, _) = play(&server, &id, &a, "117-106").await;
    assert_eq!(status, StatusCode::OK, "the seats still hold");
}

#[tokio::test]
async fn computers_play_each_other_to_the_end_and_the_websocket_sees_every_move() {
    let server = Server::open(fresh_db("star-computers"));
    let addr = server.listen().await;
    let v = create(
        &server,
        json!({"players": 2, "seats": [{"kind": "computer", "level": 2},
               {"kind": "computer", "level": 1}]}),
    )
    .await;
    let id = text(&v["id"]);
    let (mut ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/star/games/{id}/ws"))
            .await
            .unwrap();
    let mut last = Value::Null;
    let mut seen = 0;
    let over = tokio::time::timeout(Duration::from_secs(120), async {
        while let Some(Ok(Message::Text(msg))) = ws.next().await {
            last = serde_json::from_str(&msg).unwrap();
            seen += 1;
            if last["outcome"] != "ongoing" {
                return;
            }
        }
    })
    .await;
    assert!(
        over.is_ok(),
        "the game ends: {}",
        last["moves"].as_array().map_or(0, Vec::len)
    );
    let moves = last["moves"].as_array().map_or(0, Vec::len);
    assert!(seen > moves / 2, "{seen} states for {moves} moves");
    assert!(
        ["A", "D"].contains(&text(&last["winner"]).as_str()),
        "{}",
        last["winner"]
    );
    assert_eq!(state(&server, &id).await["moves"], last["moves"]);
}

/// A whole game of `players` through the API: the first of every two players in turn order a
/// person (the last of them, with four or more, a friend joining by invite) whose moves a
/// level-1 search chooses, as a beginner might, the others computers at level 1 or 2. Returns
/// the final state and the record.
async fn whole_game(server: &Server, board: Board, players: usize) -> (Value, String) {
    use shashki_star::engine::{Engine, Level};
    use shashki_star::Position;
    use std::sync::atomic::AtomicBool;

    let people = players.div_ceil(2);
    let seats: Vec<Value> = (0..players)
        .map(|i| match (i % 2, i / 2) {
            (0, k) if players >= 4 && k + 1 == people => json!({"kind": "friend"}),
            (0, _) => json!({"kind": "person"}),
            (_, k) => json!({"kind": "computer", "level": 1 + k % 2}),
        })
        .collect();
    let body = json!({"board": board.key(), "players": players, "seats": seats});
    let v = create(server, body).await;
    let id = text(&v["id"]);
    let mut tokens = v["seats"].as_object().cloned().unwrap_or_default();
    for (letter, invite) in v["invites"].as_object().cloned().unwrap_or_default() {
        let (status, j) = join(server, &id, &text(&invite)).await;
        assert_eq!((status, &j["player"]), (StatusCode::OK, &json!(letter)));
        tokens.insert(letter, j["seat"].clone());
    }
    assert_eq!(tokens.len(), people, "{players} players: {tokens:?}");
    let mut beginner = Engine::new(players as u64);
    let stop = AtomicBool::new(false);
    let level = Level::new(1).unwrap();
    let started = std::time::Instant::now();
    let mut s = state(server, &id).await;
    while s["outcome"] == "ongoing" {
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "{players} players: the game ends"
        );
        match tokens.get(&text(&s["turn"])) {
            Some(token) => {
                let position = Position::from_text(&text(&s["position"])).unwrap();
                assert_eq!(position.board(), board);
                let mv = beginner.choose(&position, level, None, &stop).unwrap().mv;
                let (status, after) = play(server, &id, &text(token), &mv.to_string()).await;
                assert_eq!(status, StatusCode::OK, "{mv}: {after}");
                s = after;
            }
            None => {
                tokio::time::sleep(Duration::from_millis(5)).await;
                s = state(server, &id).await;
            }
        }
    }
    let (status, record) = server
        .call("GET", &format!("/api/star/games/{id}/record"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    (s, text(&record))
}

#[tokio::test]
async fn whole_games_of_people_friends_and_computers_for_every_number_of_players() {
    use shashki_star::{Corner, Game, Outcome, Position};

    let server = Server::open(fresh_db("star-whole"));
    let games = (2..=6)
        .map(|n| (Board::Large, n))
        .chain([2, 5, 6].map(|n| (Board::Small, n)));
    for (board, players) in games {
        let (end, record) = whole_game(&server, board, players).await;
        assert_eq!(end["board"], board.key());
        let winner = text(&end["winner"]);
        assert_eq!(end["outcome"], json!(winner), "{players} players: {end}");
        let corner = winner
            .chars()
            .next()
            .and_then(Corner::from_letter)
            .unwrap_or_else(|| panic!("{players} players: {end}"));
        let position = Position::from_text(&text(&end["position"])).unwrap();
        assert!(position.is_home(corner), "{players} players: {end}");
        let replayed = Game::from_record(&record).unwrap();
        assert_eq!(replayed.outcome(), Outcome::Won(corner), "{record}");
        assert_eq!(replayed.players().len(), players);
        assert_eq!(replayed.start().board(), board, "{record}");
    }
}

#[tokio::test]
async fn the_small_star_and_five_players_are_offered_and_played() {
    let server = Server::open(fresh_db("star-small"));
    let (status, v) = server
        .call("GET", "/api/star/board?board=small", None, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (&v["board"], &v["rows"], &v["pieces"]),
        (&json!("small"), &json!(13), &json!(6))
    );
    let holes = v["holes"].as_array().cloned().unwrap_or_default();
    assert_eq!(holes.len(), 73);
    assert_eq!(
        holes[72],
        json!({"number": 73, "row": 12, "column": 0, "point": "A"})
    );
    assert_eq!(v["seats"]["5"], json!(["A", "B", "C", "D", "E"]));
    let (_, large) = server.call("GET", "/api/star/board", None, None).await;
    assert_eq!(large["holes"].as_array().map(Vec::len), Some(121));
    assert_eq!(large["board"], "large");
    let (status, _) = server
        .call("GET", "/api/star/board?board=huge", None, None)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let seats = vec![json!({"kind": "person"}); 5];
    let v = create(
        &server,
        json!({"board": "small", "players": 5, "seats": seats}),
    )
    .await;
    let id = text(&v["id"]);
    let s = &v["state"];
    assert_eq!(s["board"], "small");
    assert_eq!(
        s["position"],
        "small:A:A68-73:B41,49,50,58-60:C7-9,17,18,26:D1-6:E14-16,24,25,33"
    );
    assert_eq!(s["legal"].as_array().map(Vec::len), Some(10));
    let a = text(&v["seats"]["A"]);
    let (status, after) = play(&server, &id, &a, "71-61").await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["turn"], "B");
    assert_eq!(after["last"]["path"], json!([71, 61]));
    let (status, after) = play(&server, &id, &text(&v["seats"]["B"]), "60-74").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{after}");
    let (_, record) = server
        .call("GET", &format!("/api/star/games/{id}/record"), None, None)
        .await;
    let record = text(&record);
    assert!(
        record.contains("[Board \"small\"]\n[Players \"A,B,C,D,E\"]"),
        "{record}"
    );
    assert!(record.contains("1. 71-61\n"), "{record}");
}

/// A game of two made on `server`: a person here and a friend's seat; its answer, id and the
/// friend's invite.
async fn person_and_friend(server: &Server) -> (Value, String, String) {
    let v = create(
        server,
        json!({"players": 2, "seats": [{"kind": "person"}, {"kind": "friend"}]}),
    )
    .await;
    let id = text(&v["id"]);
    let invite = v["invites"]
        .as_object()
        .and_then(|m| m.values().next())
        .map(text)
        .unwrap();
    (v, id, invite)
}

#[tokio::test]
async fn an_invite_raced_through_two_servers_seats_one_friend() {
    // Two servers over one database (issue 19), both holding the game: the seats are stored
    // only as the server read them, so the second join is refused and reads the game back.
    let db = fresh_db("star-join-race");
    let (a, b) = (Server::open(db.clone()), Server::open(db.clone()));
    let (v, id, invite) = person_and_friend(&a).await;
    assert_eq!(state(&b, &id).await["seq"], 0);
    let (ra, rb) = tokio::join!(join(&a, &id, &invite), join(&b, &id, &invite));
    let won = accepted_once(ra, rb);
    // Both copies now know the seat stored, as a third server reading it back does, and the
    // seat answered 200 is the one that plays.
    let c = Server::open(db);
    for server in [&a, &b, &c] {
        assert_eq!(state(server, &id).await["seq"], 1);
    }
    let person = v["seats"]
        .as_object()
        .and_then(|m| m.values().next())
        .map(text)
        .unwrap();
    let friend = text(&won["seat"]);
    for seat in [person, friend] {
        let legal = &state(&c, &id).await["legal"][0]["notation"];
        let (status, e) = play(&c, &id, &seat, legal.as_str().unwrap()).await;
        assert_eq!(status, StatusCode::OK, "{e}");
    }
}

async fn join_with_key(server: &Server, id: &str, invite: &str, key: &str) -> (StatusCode, Value) {
    server
        .call(
            "POST",
            &format!("/api/star/games/{id}/join"),
            None,
            Some(json!({ "invite": invite, "key": key }).to_string()),
        )
        .await
}

#[tokio::test]
async fn a_join_sent_again_with_its_key_finds_its_seat_on_any_server() {
    // The friend's page sends the same key with each try of one join (as draughts' page does):
    // the first answer lost, the second try gets the same seat, not "bad invite"; another key
    // with the used invite is still refused, and a key that is not 32 hex digits is a 400.
    let db = fresh_db("star-join-key");
    let (a, b) = (Server::open(db.clone()), Server::open(db));
    let (v, id, invite) = person_and_friend(&a).await;
    let key = "0123456789abcdef0123456789abcdef";
    let (status, e) = join_with_key(&a, &id, &invite, "short").await;
    assert_eq!(
        (status, e["error"]["code"].clone()),
        (StatusCode::BAD_REQUEST, json!("bad-request")),
        "{e}"
    );
    let (status, first) = join_with_key(&a, &id, &invite, key).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    for server in [&a, &b] {
        let (status, again) = join_with_key(server, &id, &invite, key).await;
        assert_eq!(status, StatusCode::OK, "{again}");
        assert_eq!(
            (&again["seat"], &again["player"]),
            (&first["seat"], &first["player"])
        );
        assert_eq!(again["state"]["seq"], 1, "one join stored");
    }
    let (status, _) = join_with_key(&b, &id, &invite, "ffffffffffffffffffffffffffffffff").await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the invite is used");
    // Both seats play (through one server: SQLite's servers do not follow each other).
    let person = v["seats"]
        .as_object()
        .and_then(|m| m.values().next())
        .map(text)
        .unwrap();
    let legal = state(&b, &id).await["legal"][0]["notation"].clone();
    let (status, e) = play(&b, &id, &person, legal.as_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK, "{e}");
    let legal = state(&b, &id).await["legal"][0]["notation"].clone();
    let (status, e) = play(&b, &id, &text(&first["seat"]), legal.as_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK, "{e}");
}
