//! `kill -9` mid-game: every move answered `200` is in the database when the server comes back.
//!
//! The server runs in a child process: this test binary itself, started on the ignored test
//! `child_server` with `SHASHKI_CRASH_DB` set; it prints its address and serves until killed.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};

use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::fresh_db;
use serde_json::{json, Value};
use shashki_web::Database;

const DB_VAR: &str = "SHASHKI_CRASH_DB";

/// Not a test: the server process of the crash test (does nothing without `SHASHKI_CRASH_DB`).
#[test]
#[ignore = "the crash test's server process"]
fn child_server() {
    let Ok(db) = std::env::var(DB_VAR) else {
        return;
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async move {
        let server = common::Server::with(db.as_str().into(), |c| c.rate_burst = 1e9);
        let addr = server.listen().await;
        println!("ADDR {addr}");
        std::io::stdout().flush().unwrap();
        std::future::pending::<()>().await;
    });
}

/// Starts the server process on `db`; returns it and its address.
fn start(db: &Database) -> (Child, SocketAddr) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "child_server",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DB_VAR, db.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let addr = loop {
        let line = lines
            .next()
            .expect("the server prints its address")
            .unwrap();
        // libtest writes "test child_server ... " before it, on the same line.
        if let Some((_, a)) = line.split_once("ADDR ") {
            break a.trim().parse().unwrap();
        }
    };
    (child, addr)
}

/// One HTTP/1.1 request on its own connection; the status and the body as JSON.
fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    seat: Option<&str>,
    body: &Value,
) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let body = body.to_string();
    let auth = seat.map_or(String::new(), |s| format!("Authorization: Bearer {s}\r\n"));
    let sent = write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{auth}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    if sent.is_err() {
        return (0, Value::Null);
    }
    let mut text = String::new();
    if stream.read_to_string(&mut text).is_err() {
        return (0, Value::Null);
    }
    let status = text.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

fn random_legal(state: &Value, seed: &mut u64) -> String {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    let legal = state["legal"].as_array().unwrap();
    let n = usize::try_from(*seed % legal.len() as u64).unwrap();
    legal[n]["notation"].as_str().unwrap().to_string()
}

#[test]
fn every_acknowledged_move_survives_kill_9_mid_game() {
    let db = fresh_db("crash");
    let (mut child, addr) = start(&db);
    const GAMES: usize = 8;
    // Per game: id, seats, and the moves answered 200.
    let mut games = Vec::new();
    for _ in 0..GAMES {
        let (s, v) = call(
            addr,
            "POST",
            "/api/games",
            None,
            &json!({"opponent": "human", "color": "white"}),
        );
        assert_eq!(s, 201, "{v}");
        let id = v["id"].as_str().unwrap().to_string();
        let white = v["seat"].as_str().unwrap().to_string();
        let invite = v["invite"].as_str().unwrap();
        let (s, j) = call(
            addr,
            "POST",
            &format!("/api/games/{id}/join"),
            None,
            &json!({"invite": invite}),
        );
        assert_eq!(s, 200, "{j}");
        let black = j["seat"].as_str().unwrap().to_string();
        games.push((id, [white, black], v["state"].clone()));
    }
    let acked: Arc<Vec<Mutex<Vec<String>>>> =
        Arc::new((0..GAMES).map(|_| Mutex::new(Vec::new())).collect());
    let killed = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = games
        .iter()
        .cloned()
        .enumerate()
        .map(|(g, (id, seats, mut state))| {
            let acked = Arc::clone(&acked);
            let killed = Arc::clone(&killed);
            std::thread::spawn(move || {
                let mut seed = 0x9E37_79B9_7F4A_7C15 ^ (g as u64 + 1);
                while !killed.load(Ordering::SeqCst) && state["outcome"] == "ongoing" {
                    let mv = random_legal(&state, &mut seed);
                    let side = usize::from(state["turn"] == "black");
                    let path = format!("/api/games/{id}/moves");
                    let (s, v) = call(
                        addr,
                        "POST",
                        &path,
                        Some(&seats[side]),
                        &json!({"move": mv}),
                    );
                    if s != 200 {
                        assert!(killed.load(Ordering::SeqCst), "{s} {v}");
                        return;
                    }
                    acked[g].lock().unwrap().push(mv);
                    state = v;
                }
            })
        })
        .collect();
    // Let the games run, then kill the server with SIGKILL while moves are in flight.
    let started = std::time::Instant::now();
    while acked.iter().map(|a| a.lock().unwrap().len()).sum::<usize>() < 40 {
        let stuck = started.elapsed() > Duration::from_secs(60);
        if stuck || players.iter().all(std::thread::JoinHandle::is_finished) {
            let _ = child.kill();
            panic!("the games did not get going");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    killed.store(true, Ordering::SeqCst);
    child.kill().unwrap(); // SIGKILL on Unix
    child.wait().unwrap();
    for p in players {
        p.join().unwrap();
    }

    let (mut child, addr) = start(&db);
    for (g, (id, _, _)) in games.iter().enumerate() {
        let acked = acked[g].lock().unwrap().clone();
        let (s, v) = call(addr, "GET", &format!("/api/games/{id}"), None, &Value::Null);
        assert_eq!(s, 200, "{v}");
        let stored: Vec<String> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        assert!(
            stored.len() >= acked.len() && stored.len() <= acked.len() + 1,
            "game {id}: {} answered, {} stored",
            acked.len(),
            stored.len()
        );
        assert_eq!(stored[..acked.len()], acked[..], "game {id}");
    }
    child.kill().unwrap();
    child.wait().unwrap();
}
