//! The children's course (issue 34) through the API the page uses: the committed course reads,
//! every step's solution is accepted and each of its wrong answers refused by the judge, every
//! legal way of doing a move task counts (a shot or a breakthrough only when it holds against
//! every reply), and every step has its words in the three languages.

mod common;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};
use shashki::{Variant, VariantPosition};
use shashki_text::{source, Lang};

/// The committed course, as the server embeds it.
const DATA: &str = include_str!("../data/course.json");

/// Every step of the data, in order.
fn steps() -> Vec<Value> {
    let data: Value = serde_json::from_str(DATA).expect("the course is JSON");
    data["parts"]
        .as_array()
        .expect("parts")
        .iter()
        .flat_map(|p| p["steps"].as_array().expect("steps").clone())
        .collect()
}

/// The verdict of the judge on `answer` to step `id`.
async fn verdict(server: &Server, id: &str, answer: &Value) -> Value {
    let path = format!("/api/course/{id}/answer");
    let (status, body) = server
        .call("POST", &path, None, Some(answer.to_string()))
        .await;
    assert_eq!(status, StatusCode::OK, "{id} {answer}: {body}");
    body
}

/// The answers `answer` stands for when played as the page plays it: a record move by move
/// (each prefix sent as it grows), anything else at once.
fn as_sent(answer: &Value) -> Vec<Value> {
    match answer["moves"].as_array() {
        Some(moves) if moves.len() > 1 => (1..=moves.len())
            .map(|n| json!({ "moves": moves[..n] }))
            .collect(),
        _ => vec![answer.clone()],
    }
}

#[tokio::test]
async fn every_solution_is_accepted_and_every_wrong_answer_refused() {
    let server = Server::open(fresh_db("course"));
    let (status, course) = server.call("GET", "/api/course", None, None).await;
    assert_eq!(status, StatusCode::OK, "{course}");
    let served: Vec<&Value> = course["parts"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["steps"].as_array().unwrap())
        .collect();
    let steps = steps();
    assert_eq!(served.len(), steps.len());
    assert!(steps.len() >= 40, "{} steps", steps.len());
    let mut faults = Vec::new();
    for (step, shown) in steps.iter().zip(served) {
        let id = step["id"].as_str().unwrap();
        assert_eq!(shown["id"], id);
        assert!(shown.get("solution").is_none() && shown["task"].get("answer").is_none());
        let sent = as_sent(&step["solution"]);
        for (i, answer) in sent.iter().enumerate() {
            let want = if i + 1 == sent.len() {
                "solved"
            } else {
                "right"
            };
            let got = verdict(&server, id, answer).await;
            if got["verdict"] != want {
                faults.push(format!("{id}: solution {answer} → {got}"));
            }
        }
        let wrong = step["wrong"].as_array().unwrap();
        if wrong.is_empty() {
            faults.push(format!("{id}: no wrong answer"));
        }
        for answer in wrong {
            let got = verdict(&server, id, answer).await;
            let reason = got["reason"].as_str().unwrap_or("");
            if got["verdict"] != "wrong" || !source(Lang::En).contains(&format!("\n{reason} =")) {
                faults.push(format!("{id}: wrong answer {answer} → {got}"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The legal moves of step `id` as the page gets them, and the verdict on each.
async fn verdicts_on_every_legal_move(server: &Server, id: &str) -> Vec<(String, String)> {
    let (_, course) = server.call("GET", "/api/course", None, None).await;
    let step = course["parts"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["steps"].as_array().unwrap())
        .find(|s| s["id"] == id)
        .unwrap_or_else(|| panic!("no step {id}"))
        .clone();
    let mut out = Vec::new();
    for m in step["legal"].as_array().unwrap() {
        let text = m["notation"].as_str().unwrap().to_string();
        let got = verdict(server, id, &json!({ "moves": [text] })).await;
        out.push((text, got["verdict"].as_str().unwrap().to_string()));
    }
    out
}

/// The moves of `verdicts` judged `verdict`, sorted.
fn judged(verdicts: &[(String, String)], verdict: &str) -> Vec<String> {
    let mut moves: Vec<String> = verdicts
        .iter()
        .filter(|(_, v)| v == verdict)
        .map(|(m, _)| m.clone())
        .collect();
    moves.sort();
    moves
}

#[tokio::test]
async fn every_legal_way_of_doing_the_task_counts() {
    let server = Server::open(fresh_db("course-ways"));
    // A king takes from afar and lands on any free square behind the piece.
    let v = verdicts_on_every_legal_move(&server, "capture-king-afar").await;
    assert_eq!(judged(&v, "solved"), ["a1:e5", "a1:f6", "a1:g7", "a1:h8"]);
    // "Take all you can": both landings after the last piece taken count.
    let v = verdicts_on_every_legal_move(&server, "capture-king-continue").await;
    assert_eq!(judged(&v, "solved"), ["a1:g3", "a1:h2"]);
    // The capturer's choice: the single capture counts, the double one is not the task.
    let v = verdicts_on_every_legal_move(&server, "capture-choice").await;
    assert_eq!(judged(&v, "solved").len(), 1, "{v:?}");
    assert_eq!(judged(&v, "wrong").len(), 1, "{v:?}");
    // Crowned on the way and on as a king: the capture that stops short of the last rank
    // does not.
    let v = verdicts_on_every_legal_move(&server, "promote-capture").await;
    assert_eq!(judged(&v, "solved"), ["f6:c3", "f6:d2", "f6:e1"], "{v:?}");
    // Round the square either way, back to the start or on to c1 or e1: all take four.
    let v = verdicts_on_every_legal_move(&server, "cond-twice").await;
    assert_eq!(judged(&v, "wrong"), Vec::<String>::new(), "{v:?}");
    // Any move that crowns counts, whichever way the man goes.
    let v = verdicts_on_every_legal_move(&server, "promote-quiet").await;
    assert_eq!(judged(&v, "solved"), ["c7-b8", "c7-d8"], "{v:?}");
    // The four ideas: each move for which the idea holds counts, and only those.
    let v = verdicts_on_every_legal_move(&server, "ideas-safe").await;
    assert_eq!(judged(&v, "solved"), ["c3-d4"], "{v:?}");
    let v = verdicts_on_every_legal_move(&server, "ideas-safe-behind").await;
    assert_eq!(judged(&v, "solved"), ["d4-e5"], "{v:?}");
    let v = verdicts_on_every_legal_move(&server, "ideas-edge").await;
    assert_eq!(judged(&v, "solved"), ["b4-c5", "g3-f4"], "{v:?}");
    let v = verdicts_on_every_legal_move(&server, "ideas-shot").await;
    assert_eq!(judged(&v, "solved"), ["e5-d6"], "{v:?}");
    let v = verdicts_on_every_legal_move(&server, "ideas-breakthrough").await;
    assert_eq!(judged(&v, "solved"), ["b6-c7"], "{v:?}");
}

/// The positions after each of the opponent's replies to `mv` played in `fen`, by their
/// notation: what the judge of a shot or a breakthrough must try, every one of them.
fn replies(fen: &str, mv: &str) -> Vec<(String, VariantPosition)> {
    let start = VariantPosition::from_fen(Variant::Russian, fen).unwrap();
    let after = start.play(&start.parse_move(mv).unwrap());
    after
        .legal_moves()
        .iter()
        .map(|r| (after.move_text(r), after.play(r)))
        .collect()
}

#[tokio::test]
async fn a_shot_or_a_breakthrough_holds_against_every_reply() {
    let server = Server::open(fresh_db("course-ideas"));
    let why = |v: Value| v["reason"].as_str().unwrap_or("").to_string();
    let says = |id: &'static str, mv: &'static str| {
        let server = &server;
        async move { why(verdict(server, id, &json!({ "moves": [mv] })).await) }
    };
    // Idea 1: the man that moves, or the one it guarded, can be taken.
    assert_eq!(
        says("ideas-safe", "c3-b4").await,
        "learn-wrong-under-capture"
    );
    assert_eq!(
        says("ideas-safe-behind", "e3-f4").await,
        "learn-wrong-under-capture"
    );
    // Idea 2: a man to the side file.
    assert_eq!(says("ideas-edge", "b4-a5").await, "learn-wrong-edge");
    // A shot must force a capture at all.
    assert_eq!(says("ideas-shot", "c3-b4").await, "learn-wrong-no-capture");
    // e5-f6 gives a man like the shot e5-d6, but Black has two captures: after g7:e5 White
    // takes two back (d4:f6:h4), after g5:e7 nothing. One reply escapes, so no shot.
    let fen = "W:Wc3,d4,e5:Bc7,g5,g7";
    let takes_two = |p: &VariantPosition| p.legal_moves().iter().any(|m| m.taken() >= 2);
    let after = replies(fen, "e5-f6");
    assert_eq!(
        after.len(),
        2,
        "{:?}",
        after.iter().map(|r| &r.0).collect::<Vec<_>>()
    );
    assert_eq!(after.iter().filter(|(_, p)| takes_two(p)).count(), 1);
    assert_eq!(says("ideas-shot", "e5-f6").await, "learn-wrong-no-return");
    // f6-e7 gives a man like the breakthrough b6-c7, but Black chooses: after a5:c7 the man
    // on e7 crowns, after f8:d6 no man does. One reply escapes, so no breakthrough.
    let fen = "W:Wa7,b6,f6:Ba5,b8,f8";
    let crowns = |p: &VariantPosition| p.legal_moves().iter().any(|m| m.promotes());
    let after = replies(fen, "f6-e7");
    assert_eq!(
        after.len(),
        2,
        "{:?}",
        after.iter().map(|r| &r.0).collect::<Vec<_>>()
    );
    assert_eq!(after.iter().filter(|(_, p)| crowns(p)).count(), 1);
    assert_eq!(
        says("ideas-breakthrough", "f6-e7").await,
        "learn-wrong-no-crown"
    );
    // The breakthrough itself: Black's only capture opens b8 for the man on a7.
    let after = replies(fen, "b6-c7");
    assert!(after.len() == 1 && crowns(&after[0].1), "{}", after[0].0);
}

#[tokio::test]
async fn the_judge_says_why_a_move_is_refused() {
    let server = Server::open(fresh_db("course-why"));
    let why = |v: Value| v["reason"].as_str().unwrap_or("").to_string();
    // A quiet move while a capture is there: captures are compulsory.
    let got = verdict(&server, "capture-man", &json!({ "moves": ["c3-b4"] })).await;
    assert_eq!(why(got), "learn-wrong-must-capture");
    // A man does not step back.
    let got = verdict(&server, "men-forward", &json!({ "moves": ["e3-d2"] })).await;
    assert_eq!(why(got), "learn-wrong-illegal");
    // Squares: the set must be the большак's, no more, no fewer.
    let bolshak = ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"];
    let got = verdict(&server, "diagonals-bolshak", &json!({ "squares": bolshak })).await;
    assert_eq!(got["verdict"], "solved");
    let got = verdict(
        &server,
        "diagonals-bolshak",
        &json!({ "squares": bolshak[1..] }),
    )
    .await;
    assert_eq!(why(got), "learn-wrong-squares");
    // A position record is read by the rules crate, in Russian or English words alike.
    let got = verdict(
        &server,
        "position-write",
        &json!({ "text": "Чёрные: f6; Белые: c3, e3" }),
    )
    .await;
    assert_eq!(got["verdict"], "solved", "{got}");
    let got = verdict(
        &server,
        "position-write",
        &json!({ "text": "White: c3, e3; Black: f6" }),
    )
    .await;
    assert_eq!(got["verdict"], "solved", "{got}");
    let got = verdict(
        &server,
        "position-write",
        &json!({ "text": "Белые: c3; Чёрные: f6" }),
    )
    .await;
    assert_eq!(why(got), "learn-wrong-position");
    // An unknown step is 404.
    let (status, _) = server
        .call(
            "POST",
            "/api/course/nothing/answer",
            None,
            Some("{}".into()),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[test]
fn every_step_has_its_words_in_three_languages() {
    let data: Value = serde_json::from_str(DATA).unwrap();
    let mut keys = Vec::new();
    for part in data["parts"].as_array().unwrap() {
        keys.push(format!("learn-part-{}", part["key"].as_str().unwrap()));
        for step in part["steps"].as_array().unwrap() {
            let id = step["id"].as_str().unwrap();
            keys.push(format!("learn-{id}"));
            keys.push(format!("learn-{id}-hint"));
            if step["task"]["words"] == true {
                for o in step["task"]["options"].as_array().unwrap() {
                    keys.push(o.as_str().unwrap().to_string());
                }
            }
        }
    }
    for lang in [Lang::En, Lang::Ru, Lang::Uk] {
        let text = source(lang);
        for key in &keys {
            assert!(
                text.contains(&format!("\n{key} =")),
                "{key} missing in {lang:?}"
            );
        }
    }
}
