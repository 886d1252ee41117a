//! The playing levels stay meaningful for people: a weak level misjudges, but from level 2 up
//! it does not give a man away in one move.

use std::collections::BTreeMap;

use shashki::{Variant, VariantGame};
use shashki_engine::{Engine, Level, Limits};

/// The game after `moves` from the russian start position.
fn russian_after(moves: &[&str]) -> VariantGame {
    let mut game = VariantGame::start_of(Variant::Russian);
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    game
}

/// The full-strength score, for the side to move in `game`, after playing `mv`.
fn judged(game: &VariantGame, mv: &shashki::Move) -> i32 {
    let mut after = game.clone();
    after.play(mv).unwrap();
    -Engine::with_hash(16)
        .think(&after, Limits::depth(7))
        .unwrap()
        .score
}

/// Less than a man: giving one away costs about 450 (1...h6-g5? after 1.g3-f4 takes the
/// full-strength score from +38 to -414).
const TOLERANCE: i32 = 200;

#[test]
fn level_two_and_up_never_give_a_man_away_in_one_move() {
    // A game against level 2 went 1.g3-f4 h6-g5? 2.f4:h6 f6-g5? 3.h6:f4: each black move
    // let a man be taken for nothing. Every level from 2 up, over many games (the noise
    // changes with each), must keep its men in both positions.
    for moves in [&["g3-f4"][..], &["g3-f4", "h6-g5", "f4:h6"]] {
        let game = russian_after(moves);
        let best = Engine::with_hash(16)
            .think(&game, Limits::depth(8))
            .unwrap()
            .score;
        // Each move a level chose, with the lowest level that chose it.
        let mut played = BTreeMap::new();
        for level in 2..=6 {
            let mut engine = Engine::new();
            engine.set_level(Level::new(level));
            for _ in 0..24 {
                engine.new_game();
                let mv = engine
                    .think(&game, Limits::default())
                    .unwrap()
                    .best
                    .unwrap();
                played
                    .entry(game.position().move_text(&mv))
                    .or_insert(level);
            }
        }
        let legal = game.position().legal_moves();
        for (text, level) in &played {
            let mv = legal
                .iter()
                .find(|m| game.position().move_text(m) == *text)
                .unwrap();
            let score = judged(&game, mv);
            assert!(
                score > best - TOLERANCE,
                "level {level} after {moves:?} played {text}: {score} against {best}"
            );
        }
    }
}
