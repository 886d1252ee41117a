//! The computer player: it takes a win in one for two and for three players, brings its last
//! pieces home in the fewest moves once the race is on (checked against a search of every way
//! home written here), keeps to its level's limits, and still answers when stopped at once.
//! How it does against its own level 1 is examples/strength.rs (too long for a test).

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use shashki_star::engine::{distance, Engine, Level, WIN};
use shashki_star::{Corner, Position};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

fn choose(text: &str, lvl: Level) -> shashki_star::engine::Choice {
    let pos = Position::from_text(text).unwrap();
    Engine::new(1)
        .choose(&pos, lvl, None, &AtomicBool::new(false))
        .unwrap()
}

/// A's nine pieces fill his goal (holes 1–10, the top point) but hole 10; his last piece on
/// 19 steps into it (hole 10's neighbours below are 18 and 19).
#[test]
fn a_win_in_one_is_taken_at_every_level_for_two_and_for_three_players() {
    for n in [1, 5, 10] {
        let two = choose("A:A1-9,19:D61", level(n));
        assert_eq!(two.mv.to_string(), "19-10", "two players, level {n}");
        assert!(two.score > WIN / 2, "level {n}: {}", two.score);
        let three = choose("A:A1-9,19:C61:E62", level(n));
        assert_eq!(three.mv.to_string(), "19-10", "three players, level {n}");
        assert!(!three.race, "a race is for two players");
    }
    assert!(
        choose("A:A1-9,19:D61", Level::TOP).race,
        "D's one piece is behind all of A's: a race"
    );
}

/// The fewest moves that bring all of A's pieces home, the others never moving, if at most
/// `most`: a breadth-first search over every move.
fn fewest_moves_home(start: Position, most: usize) -> Option<usize> {
    let mut seen = HashSet::from([start.hash()]);
    let mut layer = vec![start];
    for moves in 1..=most {
        let mut next = Vec::new();
        for pos in &layer {
            for m in pos.legal_moves() {
                let child = pos.play_unchecked(m).with_turn(Corner::A);
                if child.is_home(Corner::A) {
                    return Some(moves);
                }
                if seen.insert(child.hash()) {
                    next.push(child);
                }
            }
        }
        layer = next;
    }
    None
}

#[test]
fn the_race_brings_the_last_pieces_home_in_the_fewest_moves() {
    // A's last pieces out and D's one piece far behind them (on 104, not home: outside A's
    // point): home in 4 and in 3 moves at the fewest.
    for (text, want) in [("A:A1-4,6-8,29,30,41:D104", 4), ("A:A1-7,17,18,30:D104", 3)] {
        let start = Position::from_text(text).unwrap();
        assert_eq!(fewest_moves_home(start, 4), Some(want), "{text}");
        let mut engine = Engine::new(1);
        let stop = AtomicBool::new(false);
        let mut pos = start;
        let mut played = 0;
        while !pos.is_home(Corner::A) && played < 10 {
            let choice = engine.choose(&pos, Level::TOP, None, &stop).unwrap();
            assert!(choice.race, "{}: a race", pos.to_text());
            pos = pos.play(choice.mv).unwrap().with_turn(Corner::A);
            played += 1;
        }
        assert_eq!(played, want, "{text}: {}", pos.to_text());
    }
}

#[test]
fn the_levels_keep_to_their_limits_and_the_weak_ones_bring_no_piece_back() {
    let stop = AtomicBool::new(false);
    for players in [2, 3, 6] {
        let mut pos = Position::start(players).unwrap();
        let mut engine = Engine::new(players as u64);
        for ply in 0..12 {
            let lvl = level(1 + (ply % 4) as u8);
            let player = pos.turn();
            let c = engine.choose(&pos, lvl, None, &stop).unwrap();
            assert!(
                c.depth >= 1 && c.depth <= lvl.depth(),
                "{players}: depth {}",
                c.depth
            );
            assert!(
                c.nodes <= lvl.nodes() + 1,
                "{players}: {} positions",
                c.nodes
            );
            let b = pos.board();
            let back = distance(b, player, c.mv.to) - distance(b, player, c.mv.from);
            assert!(
                back <= 0,
                "{players} players, level {}: {}",
                lvl.number(),
                c.mv
            );
            pos = pos.play(c.mv).unwrap();
        }
    }
}

#[test]
fn a_search_stopped_at_once_still_gives_a_legal_move() {
    let pos = Position::start(2).unwrap();
    let mut engine = Engine::new(3);
    let stopped = engine
        .choose(&pos, Level::TOP, None, &AtomicBool::new(true))
        .unwrap();
    let late = engine
        .choose(
            &pos,
            Level::TOP,
            Some(Instant::now()),
            &AtomicBool::new(false),
        )
        .unwrap();
    for c in [stopped, late] {
        assert!(pos.is_legal(c.mv), "{}", c.mv);
    }
}

/// A on the top tip, shut in by D on 2 and 3 with 4 and 6 behind them: no move.
#[test]
fn a_player_with_no_move_gets_none() {
    let pos = Position::from_text("A:A1:D2-4,6").unwrap();
    assert!(pos.legal_moves().is_empty());
    let found = Engine::new(1).choose(&pos, Level::TOP, None, &AtomicBool::new(false));
    assert_eq!(found, None);
}
