//! The engine finds forced wins, sees draws, obeys its limits, and its handle steers a running
//! search.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use shashki::{DrawReason, Outcome, Position, Russian, Variant, VariantGame, VariantPosition};
use shashki_engine::eval::{evaluate, Masks};
use shashki_engine::{plies_to_end, Engine, Limits, Report, MATE};

fn game(variant: Variant, fen: &str) -> VariantGame {
    VariantGame::new(VariantPosition::from_fen(variant, fen).unwrap(), None)
}

fn best(variant: Variant, fen: &str, depth: u32) -> (String, i32) {
    let game = game(variant, fen);
    let r = Engine::new().think(&game, Limits::depth(depth)).unwrap();
    let text = r.best.map(|m| game.position().move_text(&m));
    (text.unwrap_or_default(), r.score)
}

#[test]
fn a_shot_overturns_the_static_evaluation() {
    // Abdraimov - Abaciev, VKR-10 1987 (game 103 of the Abatsiev collection, from
    // mig0/Games-Checkers), before 16. f4-g5: White is a man down, but 16. f4-g5 h6:f4
    // 17. e3:g5:e7:c5 gives one man and takes three.
    let fen = "W:W19,20,22,23,26,31,32:B1,2,3,10,11,12,13,21";
    let pos = Position::<Russian>::from_fen(fen).unwrap();
    let by_eval = evaluate(&pos, &Masks::new::<Russian>());
    assert!(
        by_eval < -150,
        "the static evaluation sees White behind: {by_eval}"
    );
    let (mv, score) = best(Variant::Russian, fen, 8);
    assert_eq!(mv, "f4-g5");
    assert!(
        score > 100,
        "the search sees White ahead after the shot: {score}"
    );
}

#[test]
fn sees_a_forced_loss_of_all_pieces_as_mate() {
    // Black's last man is attacked with nowhere to go: White wins at once.
    let (mv, score) = best(Variant::International, "W:W28,K46:B23", 3);
    assert_eq!(mv, "28x19");
    assert!(score >= MATE - 2, "{score}");
    assert_eq!(plies_to_end(score), Some((MATE - score) as u32));
    assert_eq!(plies_to_end(-score), plies_to_end(score));
    assert_eq!(plies_to_end(150), None);
}

#[test]
fn giveaway_gives_material_away() {
    // In giveaway the side left without pieces wins: c3-d4 forces e5:c3 and White has won.
    let (mv, score) = best(Variant::Giveaway, "W:W22:B15", 4);
    assert_eq!(mv, "c3-d4");
    assert!(score >= MATE - 3, "{score}");
}

#[test]
fn obeys_a_move_time_and_a_node_limit() {
    let e = Engine::new();
    let start = VariantGame::start_of(Variant::International);
    let started = Instant::now();
    let r = e
        .think(&start, Limits::move_time(Duration::from_millis(200)))
        .unwrap();
    assert!(r.best.is_some());
    let took = started.elapsed();
    assert!(took < Duration::from_millis(1500), "{took:?}");
    let nodes = Limits {
        nodes: Some(5_000),
        ..Limits::default()
    };
    let r = e.think(&start, nodes).unwrap();
    assert!(r.nodes < 50_000, "{}", r.nodes);
}

#[test]
fn a_fixed_move_time_is_used_to_its_end() {
    // Measured against a 2015 engine, the engine used 0.47 to 0.65 s of each second: with a
    // fixed time per move it must now think for (nearly) all of it.
    let e = Engine::new();
    let start = VariantGame::start_of(Variant::International);
    let r = e
        .think(&start, Limits::move_time(Duration::from_millis(300)))
        .unwrap();
    assert!(r.time >= Duration::from_millis(280), "{:?}", r.time);
}

#[test]
fn stop_ends_an_infinite_search() {
    let e = Engine::new();
    let infinite = Limits {
        infinite: true,
        ..Limits::default()
    };
    let handle = e
        .go(&VariantGame::start_of(Variant::Russian), infinite, |_| {})
        .unwrap();
    std::thread::sleep(Duration::from_millis(150));
    let started = Instant::now();
    handle.stop();
    let r = handle.wait();
    assert!(r.best.is_some());
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[test]
fn a_stop_raised_at_once_is_not_lost() {
    // The old engine cleared its stop flag when a search began, so a stop raised before the
    // threads started was lost and an infinite search ran on.
    let e = Engine::new();
    let infinite = Limits {
        infinite: true,
        ..Limits::default()
    };
    let handle = e
        .go(&VariantGame::start_of(Variant::Russian), infinite, |_| {})
        .unwrap();
    handle.stop();
    let started = Instant::now();
    let r = handle.wait();
    assert!(r.best.is_some());
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[test]
fn a_ponder_search_waits_for_the_hit_then_keeps_its_time() {
    let e = Engine::new();
    let ponder = Limits {
        ponder: true,
        ..Limits::move_time(Duration::from_millis(100))
    };
    let handle = e
        .go(&VariantGame::start_of(Variant::Russian), ponder, |_| {})
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    assert!(!handle.is_finished(), "pondering ignores the time limit");
    let hit = Instant::now();
    handle.ponder_hit();
    let r = handle.wait();
    assert!(r.best.is_some());
    assert!(
        hit.elapsed() < Duration::from_millis(1000),
        "{:?}",
        hit.elapsed()
    );
}

#[test]
fn reports_progress_and_plays_legal_moves_with_two_threads() {
    let mut e = Engine::new();
    e.set_threads(2);
    let start = VariantGame::start_of(Variant::Russian);
    let (tx, rx) = mpsc::channel();
    let handle = e
        .go(&start, Limits::depth(6), move |report| {
            let _ = tx.send(match report {
                Report::Iteration(info) => Some(info.pv.len()),
                Report::Done(_) => None,
            });
        })
        .unwrap();
    let r = handle.wait();
    let reports: Vec<Option<usize>> = rx.iter().collect();
    assert!(reports.len() >= 7, "{reports:?}");
    assert_eq!(reports.last(), Some(&None), "the answer is reported last");
    assert!(reports[..reports.len() - 1]
        .iter()
        .all(|n| n.unwrap_or(0) > 0));
    assert!(start.position().legal_moves().contains(&r.best.unwrap()));
    assert_eq!(r.pv.first(), r.best.as_ref());
}

#[test]
fn only_the_repetition_saves_the_side_a_man_down() {
    // Abaciev - Grebenkin, V Kubok SSSR 1985 (game 20 of the Abatsiev collection), after
    // 42. ...h8-a1: White has a king and two men against Black's king on a1 and a man held on
    // h2. From there the kings go back and forth (g5-h6 a1-b2 h6-g5 b2-a1 g5-h6 a1-b2 h6-g5),
    // so that b2-a1 brings the position of the start back a third time: a draw by the rules,
    // and Black's only way not to stay a man down.
    let start = "W:W9,K16,32:B28,K29";
    let mut game = self::game(Variant::Russian, start);
    for text in [
        "g5-h6", "a1-b2", "h6-g5", "b2-a1", "g5-h6", "a1-b2", "h6-g5",
    ] {
        game.play_text(text).unwrap();
    }
    let repeat = game.position().parse_move("b2-a1").unwrap();
    let r = Engine::new().think(&game, Limits::depth(8)).unwrap();
    assert_eq!(r.best, Some(repeat), "b2-a1");
    assert_eq!(r.score, 0);
    game.play(&repeat).unwrap();
    assert_eq!(game.outcome(), Outcome::Draw(DrawReason::Repetition));
}
