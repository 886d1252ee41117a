//! Seat and invite secrets (issue 31): the database holds only their SHA-256, never the secret
//! given to its owner, and a database an older server wrote with plain secrets is hashed when
//! a server opens it, its seats and invites fitting as before.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, run_sql, Server};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use shashki_web::Database;

/// A secret as the server stores it: SHA-256, 64 hex digits.
fn sha256(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Every text the database `db` stores for its games' secrets: the draughts columns and the
/// Chinese checkers seats.
fn stored_secrets(server: &Server) -> Vec<String> {
    let store = &server.app.store;
    let mut all = Vec::new();
    for r in store
        .query(
            "SELECT white_seat, black_seat, invite FROM games",
            Vec::new(),
        )
        .unwrap()
    {
        for column in ["white_seat", "black_seat", "invite"] {
            all.extend(r.get::<Option<String>>(column).unwrap());
        }
    }
    for r in store
        .query("SELECT seats FROM star_games", Vec::new())
        .unwrap()
    {
        let seats: Value = serde_json::from_str(&r.get::<String>("seats").unwrap()).unwrap();
        for seat in seats.as_array().unwrap() {
            for field in ["secret", "invite"] {
                all.extend(seat[field].as_str().map(str::to_string));
            }
        }
    }
    all
}

/// Asserts that none of `secrets` is in the files of the SQLite database `db` (the database and
/// its WAL), byte for byte; on PostgreSQL, whose files are not ours to read, that none is in a
/// stored column (as on SQLite too).
fn assert_nowhere(server: &Server, db: &Database, secrets: &[String]) {
    let stored = stored_secrets(server);
    for secret in secrets {
        assert!(
            !stored.contains(secret),
            "{secret} stored plain: {stored:?}"
        );
    }
    let Database::Sqlite(path) = db else {
        return;
    };
    for ext in ["", "-wal"] {
        let file = format!("{}{ext}", path.display());
        let Ok(bytes) = std::fs::read(&file) else {
            continue;
        };
        for secret in secrets {
            let found = bytes.windows(secret.len()).any(|w| w == secret.as_bytes());
            assert!(!found, "{secret} is in {file}");
        }
    }
}

async fn post(server: &Server, path: &str, seat: Option<&str>, body: Value) -> Value {
    let (status, v) = server
        .call("POST", path, seat, Some(body.to_string()))
        .await;
    assert!(status.is_success(), "{path}: {status} {v}");
    v
}

/// A Chinese checkers game of two: a person at this device and a friend invited.
async fn star_game(server: &Server) -> Value {
    let seats = json!([{"kind": "person"}, {"kind": "friend"}]);
    post(
        server,
        "/api/star/games",
        None,
        json!({"players": 2, "seats": seats}),
    )
    .await
}

/// Joins the game `id` of `kind` (`games` or `star/games`) by its `invite`.
async fn join(server: &Server, kind: &str, id: &str, invite: &str) -> Value {
    let path = format!("/api/{kind}/{id}/join");
    post(server, &path, None, json!({ "invite": invite })).await
}

/// Plays `mv` with `seat`; asserts 200.
async fn plays(server: &Server, id: &str, seat: &str, mv: &str) {
    let (status, v) = server.play(id, seat, mv).await;
    assert_eq!(status, StatusCode::OK, "{mv}: {v}");
}

fn text(v: &Value) -> String {
    v.as_str().expect("a string").to_string()
}

#[tokio::test]
async fn the_database_holds_only_the_hashes_of_the_secrets_it_gives() {
    let db = fresh_db("secrets-hashed");
    let server = Server::open(db.clone());
    let mut given = Vec::new();

    // A friend game joined by its invite with the page's key, a lobby game joined without an
    // invite, a game against the computer.
    let friend = server
        .create(json!({"opponent": "human", "color": "white"}))
        .await;
    let id = text(&friend["id"]);
    let key = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    let joined = post(
        &server,
        &format!("/api/games/{id}/join"),
        None,
        json!({"invite": friend["invite"], "key": key}),
    )
    .await;
    assert_eq!(joined["seat"], key);
    let lobby = server
        .create(json!({"opponent": "human", "color": "black", "lobby": true}))
        .await;
    let lobby_id = text(&lobby["id"]);
    let lobby_joined = post(
        &server,
        &format!("/api/games/{lobby_id}/join"),
        None,
        json!({}),
    )
    .await;
    let engine = server
        .create(json!({"opponent": "engine", "color": "white"}))
        .await;
    given.extend([&friend["seat"], &friend["invite"], &joined["seat"]].map(text));
    given.extend([&lobby["seat"], &lobby["invite"], &lobby_joined["seat"]].map(text));
    given.push(text(&engine["seat"]));

    // Chinese checkers: a person and a friend who joins.
    let star = star_game(&server).await;
    let star_id = text(&star["id"]);
    let star_invite = text(&star["invites"]["D"]);
    let star_joined = join(&server, "star/games", &star_id, &star_invite).await;
    given.extend([
        text(&star["seats"]["A"]),
        star_invite,
        text(&star_joined["seat"]),
    ]);
    assert_eq!(given.len(), 10);
    assert!(given.iter().all(|s| s.len() == 32), "{given:?}");

    // Each seat still plays: White's first move in the friend game, and the lobby's.
    plays(&server, &id, &given[0], "c3-d4").await;
    plays(&server, &id, key, "f6-g5").await;
    plays(&server, &lobby_id, &given[5], "c3-d4").await;

    // Stored: the hashes of the seats (the invites used are gone), and never a secret.
    let stored = stored_secrets(&server);
    for seat in [&given[0], &given[2], &given[3], &given[5], &given[6]] {
        assert!(stored.contains(&sha256(seat)), "{seat}: {stored:?}");
    }
    assert!(stored.contains(&sha256(&given[7])), "{stored:?}");
    assert!(stored.iter().all(|s| s.len() == 64), "{stored:?}");
    assert_nowhere(&server, &db, &given);
}

/// The plain secrets of the old rows (32 hex digits, as older servers drew them).
const WHITE: &str = "00112233445566778899aabbccddeeff";
const INVITE: &str = "ffeeddccbbaa99887766554433221100";
const BOTH_WHITE: &str = "0123456789abcdef0123456789abcdef";
const BOTH_BLACK: &str = "fedcba9876543210fedcba9876543210";
const STAR_SEAT: &str = "13579bdf02468ace13579bdf02468ace";
const STAR_INVITE: &str = "2468ace013579bdf2468ace013579bdf";

#[tokio::test]
async fn plain_secrets_of_an_older_server_are_hashed_at_the_start_and_still_fit() {
    let db = fresh_db("secrets-old");
    // Games made as usual, then given plain secrets by SQL: the rows an older server left.
    let (waiting, both, star) = {
        let server = Server::open(db.clone());
        let waiting = server
            .create(json!({"opponent": "human", "color": "white"}))
            .await;
        let (both, _, _) = server.human_game("russian").await;
        let star = star_game(&server).await;
        (text(&waiting["id"]), both, text(&star["id"]))
    };
    let seats = json!([
        {"player": "A", "kind": "person", "secret": STAR_SEAT, "invite": null, "level": null},
        {"player": "D", "kind": "friend", "secret": null, "invite": STAR_INVITE, "level": null},
    ]);
    run_sql(
        &db,
        &format!(
            "UPDATE games SET white_seat = '{WHITE}', invite = '{INVITE}' WHERE id = '{waiting}';
             UPDATE games SET white_seat = '{BOTH_WHITE}', black_seat = '{BOTH_BLACK}'
                WHERE id = '{both}';
             UPDATE star_games SET seats = '{seats}' WHERE id = '{star}';"
        ),
    );
    let plain: Vec<String> = [
        WHITE,
        INVITE,
        BOTH_WHITE,
        BOTH_BLACK,
        STAR_SEAT,
        STAR_INVITE,
    ]
    .map(String::from)
    .into();

    // A new server hashes them as it opens the database, and the old seats and invites fit.
    let server = Server::open(db.clone());
    assert_nowhere(&server, &db, &plain);
    let hashes: Vec<String> = plain.iter().map(|s| sha256(s)).collect();
    let mut stored = stored_secrets(&server);
    stored.sort();
    let mut expected = hashes.clone();
    expected.sort();
    assert_eq!(stored, expected, "every secret hashed once");

    let friend = join(&server, "games", &waiting, INVITE).await;
    assert_eq!(friend["color"], "black");
    plays(&server, &waiting, WHITE, "c3-d4").await;
    plays(&server, &both, BOTH_WHITE, "c3-d4").await;
    plays(&server, &both, BOTH_BLACK, "f6-g5").await;
    assert_eq!(
        server.play(&both, &sha256(BOTH_WHITE), "g3-h4").await.0,
        StatusCode::FORBIDDEN,
        "the stored hash is no seat"
    );
    let star_joined = join(&server, "star/games", &star, STAR_INVITE).await;
    assert_eq!(star_joined["player"], "D");
    let resign = format!("/api/star/games/{star}/resign");
    post(&server, &resign, Some(STAR_SEAT), json!({})).await;
    drop(server);

    // Opened again, nothing is hashed twice: the old seats still fit.
    let server = Server::open(db.clone());
    plays(&server, &both, BOTH_WHITE, "g3-h4").await;
    plays(&server, &waiting, &text(&friend["seat"]), "f6-g5").await;
    plays(&server, &waiting, WHITE, "g3-h4").await;
    assert_nowhere(&server, &db, &plain);
}
