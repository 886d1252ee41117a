//! Tactics from real games: the engine finds combinations that masters played, and converts a
//! simple won ending.

use shashki::{Color, Outcome, Variant, VariantGame, VariantPosition, WinReason};
use shashki_engine::{Engine, Limits};

/// Depth 11 since futility pruning made a nominal ply cheaper (depth 10 then missed Abatsiev's
/// game 37, ply 41, f2-g3); the test takes less time than depth 10 did before.
#[test]
fn finds_the_combinations_played_in_real_games_at_depth_11() {
    let data = include_str!("data/shots.tsv");
    let mut missed = Vec::new();
    let mut total = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (file, number, ply, fen, played) = (f[0], f[1], f[2], f[3], f[4]);
        let variant = if file.starts_with("russian") {
            Variant::Russian
        } else {
            Variant::International
        };
        let engine = Engine::with_hash(16);
        let pos = VariantPosition::from_fen(variant, fen).unwrap();
        let game = VariantGame::new(pos, None);
        let best = engine.think(&game, Limits::depth(11)).unwrap().best;
        let expected = pos.parse_move(played).unwrap();
        total += 1;
        if best != Some(expected) {
            let best = best.map(|m| pos.move_text(&m));
            missed.push(format!(
                "{file} game {number} ply {ply}: played {played}, engine {best:?}"
            ));
        }
    }
    assert!(total >= 50, "{total} positions");
    assert!(
        missed.is_empty(),
        "missed combinations:\n{}",
        missed.join("\n")
    );
}

#[test]
fn two_kings_win_against_a_man() {
    // Two kings against a lone man: the engine must take it within the 15-move king rule.
    let engine = Engine::with_hash(16);
    let start = VariantPosition::from_fen(Variant::Russian, "W:WK29,K31:B12").unwrap();
    let mut game = VariantGame::new(start, None);
    while game.outcome() == Outcome::Ongoing && game.plies() < 60 {
        let best = engine.think(&game, Limits::depth(8)).unwrap().best.unwrap();
        game.play(&best).unwrap();
    }
    assert_eq!(
        game.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        },
        "after {} plies",
        game.plies()
    );
}
