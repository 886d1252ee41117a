//! The engine finds forced wins, sees draws, and obeys its limits.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use shashki::Variant;
use shashki_engine::{Engine, Limits, MoveSpec, MATE};

fn best(variant: Variant, fen: &str, depth: u32) -> (String, i32) {
    let mut e = Engine::new(variant);
    e.set_position(fen, &[]).unwrap();
    let r = e.search(&Limits::depth(depth), false, &mut |_| {});
    (r.best.map(|m| m.to_string()).unwrap_or_default(), r.score)
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
    assert_eq!(mv, "28x19x23");
    assert!(score >= MATE - 2, "{score}");
}

#[test]
fn giveaway_gives_material_away() {
    // In giveaway the side left without pieces wins: c3-d4 forces e5:c3 and White has won.
    let (mv, score) = best(Variant::Giveaway, "W:W22:B15", 4);
    assert_eq!(mv, "22-18");
    assert!(score >= MATE - 3, "{score}");
}

#[test]
fn obeys_a_move_time_and_a_node_limit() {
    let mut e = Engine::new(Variant::International);
    let started = Instant::now();
    let r = e.search(
        &Limits::move_time(Duration::from_millis(200)),
        false,
        &mut |_| {},
    );
    assert!(r.best.is_some());
    assert!(
        started.elapsed() < Duration::from_millis(1500),
        "{:?}",
        started.elapsed()
    );
    let r = e.search(
        &Limits {
            nodes: Some(5_000),
            ..Limits::default()
        },
        false,
        &mut |_| {},
    );
    assert!(r.nodes < 50_000, "{}", r.nodes);
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut e = Engine::new(Variant::Russian);
    let signals = e.signals();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        signals.stop.store(true, Ordering::Relaxed);
    });
    let started = Instant::now();
    let r = e.search(
        &Limits {
            infinite: true,
            ..Limits::default()
        },
        false,
        &mut |_| {},
    );
    stopper.join().unwrap();
    assert!(r.best.is_some());
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn a_stop_raised_before_the_search_ends_it_at_once_with_a_legal_move() {
    let mut e = Engine::new(Variant::Russian);
    let signals = e.signals();
    signals.stop.store(true, Ordering::SeqCst);
    let legal = e.legal_moves();
    let (done, answer) = std::sync::mpsc::channel();
    let searcher = std::thread::spawn(move || {
        let infinite = Limits {
            infinite: true,
            ..Limits::default()
        };
        let r = e.search(&infinite, false, &mut |_| {});
        let _ = done.send(r.best);
        e
    });
    let best = answer.recv_timeout(Duration::from_secs(2));
    // Were the stop lost, the search would run for ever: stop it again to end the test.
    signals.stop.store(true, Ordering::SeqCst);
    let mut e = searcher.join().unwrap();
    let best = best
        .expect("a stop raised before the search was lost")
        .unwrap();
    assert!(legal.contains(&best), "{best}");

    // The stop stays raised until the owner clears it for the next search.
    assert!(signals.stop.load(Ordering::SeqCst));
    signals.clear();
    let r = e.search(&Limits::depth(4), false, &mut |_| {});
    assert_eq!(r.depth, 4);
}

#[test]
fn reports_progress_and_plays_legal_moves_with_two_threads() {
    let mut e = Engine::new(Variant::Russian);
    e.set_threads(2);
    let mut infos = 0;
    let r = e.search(&Limits::depth(6), false, &mut |i| {
        infos += 1;
        assert!(!i.pv.is_empty());
    });
    assert!(infos >= 6);
    let best: MoveSpec = r.best.unwrap();
    assert!(e.legal_moves().contains(&best));
}

#[test]
fn a_repetition_is_a_draw_to_the_search() {
    // King against king: drawn by the lone-king rule, and neither can force anything.
    let (_, score) = best(Variant::Russian, "W:WK31:BK2", 8);
    assert!(score.abs() < 50, "{score}");
}
