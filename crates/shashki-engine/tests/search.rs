//! The engine finds forced wins, sees draws, obeys its limits, and its handle steers a running
//! search.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use shashki::{Variant, VariantGame, VariantPosition};
use shashki_engine::{Engine, Limits, Report, MATE};

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
fn takes_a_free_king_and_wins_material() {
    // White's king can take a loose man; a shallow search must see the gain.
    let (mv, score) = best(Variant::Russian, "W:WK29,21:B18,5", 4);
    assert!(score > 50, "{mv} {score}");
}

#[test]
fn sees_a_forced_loss_of_all_pieces_as_mate() {
    // Black's last man is attacked with nowhere to go: White wins at once.
    let (mv, score) = best(Variant::International, "W:W28,K46:B23", 3);
    assert_eq!(mv, "28x19");
    assert!(score >= MATE - 2, "{score}");
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
fn a_repetition_is_a_draw_to_the_search() {
    // King against king: drawn by the lone-king rule, and neither can force anything.
    let (_, score) = best(Variant::Russian, "W:WK31:BK2", 8);
    assert!(score.abs() < 50, "{score}");
}
