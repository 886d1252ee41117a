//! Malformed input never panics the server: random methods, paths, headers and bodies, each
//! answered with a status below 500 and, for an error, the body of INTERFACES.md §8.

mod common;

use common::{fresh_db, Server};
use serde_json::Value;

/// xorshift64: a small seeded generator, so that a failure replays.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap()
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"",
    "\"move\"",
    "\"ply\"",
    "\"millis\"",
    "\"pdn\"",
    "\"invite\"",
    "\"variant\"",
    "\"fen\"",
    "\"clock\"",
    "\"initial\"",
    "\"level\"",
    "\"opponent\"",
    "\"color\"",
    "\"c3-d4\"",
    "\"c3:e5:g3\"",
    "\"99-100\"",
    "\"\"",
    "null",
    "true",
    "-1",
    "0",
    "1",
    "2",
    "1e309",
    "18446744073709551616",
    "-9223372036854775809",
    "0.5",
    "\"russian\"",
    "\"human\"",
    "\"engine\"",
    "\"W:WK1:BK32\"",
    "\"W:W1-50:B1\"",
    "\"[GameType \\\"20\\\"]\\n1. 32-28 *\"",
    "\"1. c3-d4 (f6-g5 (\"",
    "\"\\u0000\"",
    "\"é\u{1F600}\"",
    " ",
    "\n",
    "\\",
    "x",
    ")",
    "(",
    "*",
    "1-0",
    "[FEN \\\"W:\\\"]",
];

fn body(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => String::new(),
        1 => (0..rng.below(64))
            .map(|_| char::from(u8::try_from(rng.below(128)).unwrap()))
            .collect(),
        _ => (0..rng.below(24)).map(|_| rng.pick(PIECES)).collect(),
    }
}

fn path(rng: &mut Rng, ids: &[&str]) -> String {
    let id = match rng.below(4) {
        0 => ids[rng.below(ids.len())].to_string(),
        1 => "zz%20%2F..".to_string(),
        2 => "a".repeat(rng.below(200)),
        _ => format!("{:x}", rng.next()),
    };
    let tail = rng.pick(&[
        "",
        "/",
        "/moves",
        "/join",
        "/resign",
        "/draw",
        "/pdn",
        "/positions",
        "/analysis",
        "/ws",
        "/x",
        "/moves/1",
        "/%00",
    ]);
    match rng.below(6) {
        0 => format!("/api/pdn/import{}", rng.pick(&["", "/", "?x=1"])),
        1 => "/api/games".to_string(),
        2 => format!(
            "/{}",
            rng.pick(&[
                "",
                "healthz",
                "assets/..%2Fsecret",
                "assets/app.js",
                "api",
                "api/variants",
                "%ff"
            ])
        ),
        _ => format!("/api/games/{id}{tail}"),
    }
}

#[tokio::test]
async fn random_requests_never_panic_and_errors_have_the_error_body() {
    let server = Server::with(fresh_db("fuzz"), |c| {
        c.engine_move_time = std::time::Duration::from_millis(20);
    });
    let (id, white, black) = server.human_game("russian").await;
    let engine = server
        .create(serde_json::json!({"opponent": "engine", "level": 1}))
        .await;
    let engine_id = engine["id"].as_str().unwrap().to_string();
    let engine_seat = engine["seat"].as_str().unwrap().to_string();
    let ids = [id.as_str(), engine_id.as_str()];
    let seats = [
        white.as_str(),
        black.as_str(),
        engine_seat.as_str(),
        "",
        "nonsense",
    ];
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    for round in 0..1500 {
        let method = rng.pick(&["GET", "POST", "POST", "POST", "PUT", "DELETE"]);
        let path = path(&mut rng, &ids);
        let seat = (rng.below(3) > 0).then(|| seats[rng.below(seats.len())]);
        let body = body(&mut rng);
        let (status, v) = server.call(method, &path, seat, Some(body.clone())).await;
        assert!(
            status.as_u16() < 500,
            "round {round}: {method} {path} {body:?} answered {status} {v}"
        );
        if status.is_client_error() && path.starts_with("/api/") {
            let e = &v["error"];
            assert!(
                e["code"].is_string() && e["message"].is_string(),
                "round {round}: {method} {path} {body:?}: {status} without the error body: {v}"
            );
        }
        if round % 100 == 0 {
            // Keep both games alive and answering.
            assert!(matches!(server.state(&id).await, Value::Object(_)));
        }
    }
}
