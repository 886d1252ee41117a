//! The engine finds forced wins, sees draws, and obeys its limits.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use shashki::{DrawReason, Game, Outcome, Position, Russian, Variant};
use shashki_engine::eval::{evaluate, Masks};
use shashki_engine::{Engine, Limits, MoveSpec, MATE};

fn best(variant: Variant, fen: &str, depth: u32) -> (String, i32) {
    let mut e = Engine::new(variant);
    e.set_position(fen, &[]).unwrap();
    let r = e.search(&Limits::depth(depth), false, &mut |_| {});
    (r.best.map(|m| m.to_string()).unwrap_or_default(), r.score)
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
    assert_eq!(mv, "19-16", "f4-g5");
    assert!(
        score > 100,
        "the search sees White ahead after the shot: {score}"
    );
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
fn only_the_repetition_saves_the_side_a_man_down() {
    // Abaciev - Grebenkin, V Kubok SSSR 1985 (game 20 of the Abatsiev collection), after
    // 42. ...h8-a1: White has a king and two men against Black's king on a1 and a man held on
    // h2. From there the kings go back and forth (g5-h6 a1-b2 h6-g5 b2-a1 g5-h6 a1-b2 h6-g5),
    // so that b2-a1 brings the position of the start back a third time: a draw by the rules,
    // and Black's only way not to stay a man down.
    let start = "W:W9,K16,32:B28,K29";
    let texts = [
        "g5-h6", "a1-b2", "h6-g5", "b2-a1", "g5-h6", "a1-b2", "h6-g5",
    ];
    let mut game = Game::new(Position::<Russian>::from_fen(start).unwrap());
    let moves: Vec<MoveSpec> = texts
        .iter()
        .map(|t| MoveSpec::of::<Russian>(&game.play_text(t).unwrap()))
        .collect();
    let repeat = game.position().parse_move("b2-a1").unwrap();
    let mut e = Engine::new(Variant::Russian);
    e.set_position(start, &moves).unwrap();
    let r = e.search(&Limits::depth(8), false, &mut |_| {});
    assert_eq!(r.best, Some(MoveSpec::of::<Russian>(&repeat)), "b2-a1");
    assert_eq!(r.score, 0);
    game.play(&repeat).unwrap();
    assert_eq!(game.outcome(), Outcome::Draw(DrawReason::Repetition));
}
