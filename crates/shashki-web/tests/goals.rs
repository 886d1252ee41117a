//! A game won by a variant's own goal is announced with its own reason (issue 33: giveaway said
//! "Чёрные выиграли: у соперника не осталось шашек" when Black had given all its pieces away
//! and White still had them): STATE's `reason` names what happened, and the page's words for it
//! (`win-<reason>` of the shared catalogue, after `wins`) say it in English, Russian and
//! Ukrainian. One finished position a goal.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki_text::{text, Lang, Message};

/// Plays `moves` from `fen` in a game of `variant` between two people (the first mover
/// created the game), and returns the final STATE.
async fn finish(server: &Server, variant: &str, fen: &str, moves: &[&str]) -> Value {
    let first = if fen.starts_with('W') {
        "white"
    } else {
        "black"
    };
    let v = server
        .create(json!({"variant": variant, "opponent": "human", "color": first, "fen": fen}))
        .await;
    let id = v["id"].as_str().unwrap().to_string();
    let mut seats = [v["seat"].as_str().unwrap().to_string(), String::new()];
    seats[1] = server.join(&id, &v["invite"]).await["seat"]
        .as_str()
        .unwrap()
        .to_string();
    let mut state = v["state"].clone();
    for (i, mv) in moves.iter().enumerate() {
        let (status, s) = server.play(&id, &seats[i % 2], mv).await;
        assert_eq!(status, StatusCode::OK, "{variant} {mv}: {s}");
        state = s;
    }
    state
}

/// The result as the page words it (`panels.js` `resultText` for a win): `wins`, then the
/// reason's message.
fn banner(lang: Lang, state: &Value) -> String {
    let winner = state["outcome"].as_str().unwrap().to_string();
    let reason = state["reason"].as_str().unwrap();
    let wins = Message::new("wins").text("color", winner).say(lang);
    format!("{wins}: {}", text(lang, format!("win-{reason}")))
}

/// Asserts the outcome and reason of `state` and the banner in the three languages.
fn announced(state: &Value, outcome: &str, reason: &str, words: [&str; 3]) {
    assert_eq!(
        (state["outcome"].as_str(), state["reason"].as_str()),
        (Some(outcome), Some(reason)),
        "{state}"
    );
    for (lang, expected) in [Lang::En, Lang::Ru, Lang::Uk].into_iter().zip(words) {
        assert_eq!(banner(lang, state), expected, "{lang:?}");
    }
}

#[tokio::test]
async fn giveaway_black_gives_away_its_last_man_and_wins_with_white_still_on_the_board() {
    let server = Server::open(fresh_db("goal-giveaway"));
    // Black's d4 steps to c3, where b2 must take it: Black has no piece left and wins, White
    // keeping five.
    let s = finish(
        &server,
        "giveaway",
        "B:Wb2,a1,c1,e1,g1:Bd4",
        &["d4-c3", "b2:d4"],
    )
    .await;
    assert_eq!(s["fen"], "B:W18,29,30,31,32:B");
    announced(
        &s,
        "black",
        "winner-no-pieces",
        [
            "Black wins: gave away all its pieces",
            "Чёрные выиграли: отдали все свои шашки",
            "Чорні виграли: віддали всі свої шашки",
        ],
    );
}

#[tokio::test]
async fn giveaway_a_side_blocked_on_its_turn_wins() {
    let server = Server::open(fresh_db("goal-giveaway-blocked"));
    // a1-b2 shuts Black's a3 in (b2 taken, c1 behind it occupied): Black, to move, cannot.
    let s = finish(&server, "giveaway", "W:Wa1,c1,h2:Ba3", &["a1-b2"]).await;
    announced(
        &s,
        "black",
        "winner-no-moves",
        [
            "Black wins: has no move left, which wins this game",
            "Чёрные выиграли: ходить нечем, а в этой игре это победа",
            "Чорні виграли: ходити нічим, а в цій грі це перемога",
        ],
    );
}

#[tokio::test]
async fn antidraughts_the_side_whose_last_man_is_taken_wins() {
    let server = Server::open(fresh_db("goal-antidraughts"));
    // 28x19 takes Black's only man: Black wins.
    let s = finish(&server, "antidraughts", "W:W28,46:B23", &["28x19"]).await;
    announced(
        &s,
        "black",
        "winner-no-pieces",
        [
            "Black wins: gave away all its pieces",
            "Чёрные выиграли: отдали все свои шашки",
            "Чорні виграли: віддали всі свої шашки",
        ],
    );
}

#[tokio::test]
async fn breakthrough_the_first_king_wins() {
    let server = Server::open(fresh_db("goal-breakthrough"));
    let s = finish(&server, "breakthrough", "W:W6,47:B35,40", &["6-1"]).await;
    let ru = banner(Lang::Ru, &s);
    announced(
        &s,
        "white",
        "breakthrough",
        ["White wins: first king crowned", &ru, &banner(Lang::Uk, &s)],
    );
    assert_eq!(ru, "Белые выиграли: первая дамка");
}

#[tokio::test]
async fn killer_stavropol_and_samoedy_win_as_russian_and_international_do() {
    let server = Server::open(fresh_db("goal-folk"));
    let taken_last = [
        "White wins: the opponent has no pieces left",
        "Белые выиграли: у соперника не осталось шашек",
        "Білі виграли: у суперника не залишилося шашок",
    ];
    // Killer: 28x19 takes Black's last man (as in international, the side without pieces
    // loses).
    let s = finish(&server, "killer", "W:W28,46:B23", &["28x19"]).await;
    announced(&s, "white", "no-pieces", taken_last);
    // Stavropol: c3:e5 takes Black's last man; Black may not move White's men instead.
    let s = finish(&server, "stavropol", "W:Wc3,a1:Bd4", &["c3:e5"]).await;
    announced(&s, "white", "no-pieces", taken_last);
    // Samoedy: the same capture (here White could also have taken its own man).
    let s = finish(&server, "samoedy", "W:Wc3,g1:Bd4", &["c3:e5"]).await;
    announced(&s, "white", "no-pieces", taken_last);
}
