//! Games through the API: restarts, websockets, the engine, clocks, draws, PDN.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn a_game_survives_a_restart_on_the_same_database() {
    let db = fresh_db("restart");
    let server = Server::open(db.clone());
    let (id, white, black) = server.human_game("russian").await;
    for (seat, mv) in [(&white, "c3-d4"), (&black, "f6-g5"), (&white, "b2-c3")] {
        let (status, v) = server.play(&id, seat, mv).await;
        assert_eq!(status, StatusCode::OK, "{v}");
    }
    let (status, _) = server
        .call("POST", &format!("/api/games/{id}/draw"), Some(&black), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    let before = server.state(&id).await;
    drop(server);
    let server = Server::open(db);
    let after = server.state(&id).await;
    assert_eq!(after, before);
    assert_eq!(after["draw_offer"], "black");
    // The seats still hold, and the game goes on.
    let (status, v) = server.play(&id, &black, "g5-h4").await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let (status, v) = server
        .call("POST", &format!("/api/games/{id}/draw"), Some(&white), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    // Black's own offer stood through black's move; white accepts it.
    assert_eq!(v["outcome"], "draw:agreement", "{v}");
}

#[tokio::test]
async fn a_draw_offer_accepted_ends_the_game_by_agreement() {
    let server = Server::open(fresh_db("draw"));
    let (id, white, black) = server.human_game("russian").await;
    let draw = format!("/api/games/{id}/draw");
    let (_, v) = server.call("POST", &draw, Some(&white), None).await;
    assert_eq!(v["draw_offer"], "white");
    assert_eq!(v["outcome"], "ongoing");
    let (_, v) = server.call("POST", &draw, Some(&black), None).await;
    assert_eq!(v["outcome"], "draw:agreement");
    assert_eq!(v["reason"], "agreement");
    assert_eq!(v["legal"], json!([]));
}

#[tokio::test]
async fn seq_grows_with_every_change_and_survives_a_restart_and_eviction() {
    let db = fresh_db("seq");
    let server = Server::with(db.clone(), |c| c.evict_idle = Duration::ZERO);
    let v = server
        .create(json!({"opponent": "human", "color": "white"}))
        .await;
    assert_eq!(v["state"]["seq"], 0);
    let id = v["id"].as_str().unwrap().to_string();
    let white = v["seat"].as_str().unwrap().to_string();
    let join = json!({ "invite": v["invite"] }).to_string();
    let (_, j) = server
        .call("POST", &format!("/api/games/{id}/join"), None, Some(join))
        .await;
    assert_eq!(j["state"]["seq"], 1, "the friend joined");
    let black = j["seat"].as_str().unwrap().to_string();
    let draw = format!("/api/games/{id}/draw");
    let (_, v) = server.play(&id, &white, "c3-d4").await;
    assert_eq!(v["seq"], 2, "a move");
    let (_, v) = server.call("POST", &draw, Some(&black), None).await;
    assert_eq!(
        (v["seq"].clone(), v["draw_offer"].clone()),
        (json!(3), json!("black"))
    );
    let (status, _) = server.play(&id, &white, "b2-c3").await;
    assert_eq!(status, StatusCode::FORBIDDEN, "not white's turn");
    assert_eq!(
        server.state(&id).await["seq"],
        3,
        "a refused move changes nothing"
    );

    assert_eq!(server.app.evict(), 1);
    assert_eq!(
        server.state(&id).await["seq"],
        3,
        "read back after eviction"
    );
    drop(server);
    let server = Server::open(db.clone());
    assert_eq!(server.state(&id).await["seq"], 3, "after a restart");
    let (_, v) = server.call("POST", &draw, Some(&white), None).await;
    assert_eq!(
        (v["seq"].clone(), v["outcome"].clone()),
        (json!(4), json!("draw:agreement"))
    );

    // An engine game: the offer and the engine's decline are a change each.
    let v = server
        .create(json!({"opponent": "engine", "color": "white", "fen": "W:WKc1:BKh8,a7,c7"}))
        .await;
    assert_eq!(v["state"]["seq"], 0, "no friend to join an engine game");
    let id = v["id"].as_str().unwrap();
    let seat = v["seat"].as_str().unwrap();
    let (_, v) = server
        .call("POST", &format!("/api/games/{id}/draw"), Some(seat), None)
        .await;
    assert_eq!(
        (v["seq"].clone(), v["draw_offer"].clone()),
        (json!(2), Value::Null)
    );
}

async fn next_state(
    ws: &mut (impl StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin),
) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a websocket message within 10 s")
            .expect("the socket is open")
            .expect("a message");
        if let Message::Text(text) = msg {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

#[tokio::test]
async fn websocket_updates_reach_both_players() {
    let server = Server::open(fresh_db("ws"));
    let addr = server.listen().await;
    let (id, white, black) = server.human_game("russian").await;
    let url = format!("ws://{addr}/api/games/{id}/ws");
    let (mut ws_white, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let (mut ws_black, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    assert_eq!(next_state(&mut ws_white).await["moves"], json!([]));
    assert_eq!(next_state(&mut ws_black).await["moves"], json!([]));
    server.play(&id, &white, "c3-d4").await;
    assert_eq!(next_state(&mut ws_white).await["moves"], json!(["c3-d4"]));
    assert_eq!(next_state(&mut ws_black).await["moves"], json!(["c3-d4"]));
    server.play(&id, &black, "f6-e5").await;
    let seen = next_state(&mut ws_white).await;
    assert_eq!(seen["moves"], json!(["c3-d4", "f6-e5"]));
    assert_eq!(
        seen["legal"][0]["notation"], "d4:f6",
        "the capture is compulsory"
    );
    assert_eq!(next_state(&mut ws_black).await["turn"], "white");
}

#[tokio::test]
async fn an_engine_game_gets_its_reply() {
    let server = Server::open(fresh_db("engine"));
    let addr = server.listen().await;
    // The engine plays White and moves first, by itself.
    let v = server
        .create(json!({"variant": "russian", "opponent": "engine", "color": "black", "level": 2}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let seat = v["seat"].as_str().unwrap().to_string();
    assert_eq!(v["invite"], Value::Null);
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws"))
        .await
        .unwrap();
    let mut state = next_state(&mut ws).await;
    while state["moves"].as_array().unwrap().is_empty() {
        state = next_state(&mut ws).await;
    }
    assert_eq!(state["turn"], "black");
    let reply = state["legal"][0]["notation"].as_str().unwrap().to_string();
    let (status, v) = server.play(&id, &seat, &reply).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    while state["moves"].as_array().unwrap().len() < 3 {
        state = next_state(&mut ws).await;
    }
    assert_eq!(state["turn"], "black");
    assert_eq!(state["players"]["white"], "engine");
    // The seat cannot move for the engine.
    let (status, _) = server.play(&id, "", "c3-d4").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_side_to_move_loses_when_its_time_runs_out() {
    let server = Server::open(fresh_db("clock"));
    let _addr = server.listen().await;
    let v = server
        .create(
            json!({"opponent": "human", "color": "white", "clock": {"initial": 1, "increment": 0}}),
        )
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let white = v["seat"].as_str().unwrap().to_string();
    server.join(&id, &v["invite"]).await;
    assert_eq!(v["state"]["clock"]["white_ms"], 1000);
    assert_eq!(v["state"]["clock"]["running"], Value::Null);
    let (status, v) = server.play(&id, &white, "c3-d4").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(v["clock"]["running"], "black");
    tokio::time::sleep(Duration::from_millis(1600)).await;
    let state = server.state(&id).await;
    assert_eq!(state["outcome"], "white", "{state}");
    assert_eq!(state["reason"], "time");
    assert_eq!(state["clock"]["black_ms"], 0);
}

#[tokio::test]
async fn pdn_export_names_the_variant_and_the_moves() {
    let server = Server::open(fresh_db("pdn"));
    let (id, white, black) = server.human_game("russian").await;
    server.play(&id, &white, "c3-d4").await;
    server.play(&id, &black, "f6-e5").await;
    server.play(&id, &white, "d4:f6").await;
    let (status, text) = server
        .call("GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    let text = text.as_str().unwrap();
    assert!(text.contains("[GameType \"25"), "{text}");
    assert!(text.contains("1. c3-d4 f6-e5 2. d4:f6"), "{text}");
    // Names not known are PDN's "?", not the colour; the date is today's; no clock is "-".
    assert!(text.contains("[White \"?\"]\n[Black \"?\"]"), "{text}");
    assert!(text.contains("[TimeControl \"-\"]"), "{text}");
    let date = text
        .lines()
        .find_map(|l| l.strip_prefix("[Date \""))
        .unwrap_or_else(|| panic!("no Date tag: {text}"));
    assert!(
        date.starts_with("20") && date[4..5] == *"." && date[7..8] == *".",
        "{text}"
    );

    let v = server
        .create(json!({"opponent": "engine", "color": "white", "level": 3, "clock": {"initial": 300, "increment": 5}}))
        .await;
    let id = v["id"].as_str().unwrap();
    let (_, text) = server
        .call("GET", &format!("/api/games/{id}/pdn"), None, None)
        .await;
    let text = text.as_str().unwrap();
    assert!(text.contains("[Black \"shashki, level 3\"]"), "{text}");
    assert!(text.contains("[TimeControl \"300+5\"]"), "{text}");
}

#[tokio::test]
async fn counters_and_variants_are_served() {
    let server = Server::open(fresh_db("misc"));
    let (status, _) = server.call("GET", "/healthz", None, None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, page) = server.call("GET", "/", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.as_str().unwrap().contains("<html"));
    let (_, variants) = server.call("GET", "/api/variants", None, None).await;
    let russian = &variants[0];
    assert_eq!(russian["key"], "russian");
    assert_eq!(russian["squares"].as_array().unwrap().len(), 32);
    assert_eq!(russian["squares"][21]["name"], "c3");
    // Kings only: the kings-only counter is listed with its limit.
    let v = server
        .create(json!({"opponent": "human", "color": "white", "fen": "W:WKc1,Kd2:BKh8,Kg7"}))
        .await;
    let counters = &v["state"]["counters"];
    assert_eq!(counters["kings-only"]["limit"], 15, "{counters}");
}

/// A server allowing one API request a second, five in a burst, and trusting `proxies`.
async fn limited(name: &str, proxies: &[&str]) -> std::net::SocketAddr {
    let server = Server {
        app: shashki_web::App::open(shashki_web::Config {
            db: fresh_db(name),
            rate_per_second: 1.0,
            rate_burst: 5.0,
            trusted_proxies: proxies.iter().map(|p| p.parse().unwrap()).collect(),
            ..shashki_web::Config::default()
        })
        .unwrap(),
    };
    let addr = server.listen().await;
    std::mem::forget(server);
    addr
}

/// `GET path` over a real connection, with `X-Forwarded-For: forwarded` when given; the status
/// and the whole answer.
async fn get(addr: std::net::SocketAddr, path: &str, forwarded: Option<&str>) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let header = forwarded.map_or(String::new(), |f| format!("X-Forwarded-For: {f}\r\n"));
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: x\r\n{header}Accept-Language: ru\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut out = String::new();
    stream.read_to_string(&mut out).await.unwrap();
    (out[9..12].parse().unwrap(), out)
}

#[tokio::test]
async fn a_flood_from_one_address_is_rate_limited_but_the_page_and_its_assets_are_not() {
    let addr = limited("rate", &[]).await;
    let mut codes = Vec::new();
    for _ in 0..10 {
        codes.push(get(addr, "/api/variants", None).await);
    }
    let ok = codes.iter().filter(|(c, _)| *c == 200).count();
    assert_eq!(ok, 5, "{:?}", codes.iter().map(|c| c.0).collect::<Vec<_>>());
    let (code, refused) = codes.last().unwrap();
    assert_eq!(*code, 429);
    assert!(
        refused.to_lowercase().contains("retry-after: 2"),
        "a 429 says when to try again: {refused}"
    );
    assert!(refused.contains("слишком много запросов"), "{refused}");
    // A club's page loads go on: the page, its files and the health check are not counted.
    for path in ["/", "/assets/app.js", "/assets/text-ru.ftl", "/healthz"] {
        for _ in 0..10 {
            assert_eq!(get(addr, path, None).await.0, 200, "{path}");
        }
    }
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_player_has_his_own_share() {
    // The server trusts its proxy (here the test's own address): each player is counted by
    // the address the proxy names, and a player cannot spend another's share.
    let addr = limited("rate-proxy", &["127.0.0.1"]).await;
    for _ in 0..5 {
        assert_eq!(get(addr, "/api/variants", Some("203.0.113.7")).await.0, 200);
    }
    assert_eq!(get(addr, "/api/variants", Some("203.0.113.7")).await.0, 429);
    assert_eq!(
        get(addr, "/api/variants", Some("203.0.113.7, 198.51.100.2"))
            .await
            .0,
        200,
        "the address the proxy appended counts, not the one the client wrote"
    );
    // Without the option, the proxy's address is everyone's.
    let shared = limited("rate-no-proxy", &[]).await;
    for n in 0..5 {
        let player = format!("203.0.113.{n}");
        assert_eq!(get(shared, "/api/variants", Some(&player)).await.0, 200);
    }
    assert_eq!(
        get(shared, "/api/variants", Some("203.0.113.99")).await.0,
        429
    );
}
