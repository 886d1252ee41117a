//! Tactics from real games: the engine finds combinations that masters played, and converts a
//! simple won ending.

use shashki::{with_rules, Game, Outcome, Position, Variant};
use shashki_engine::{Engine, Limits, MoveSpec};

#[test]
fn finds_the_combinations_played_in_real_games_at_depth_10() {
    let data = include_str!("data/shots.tsv");
    let mut missed = Vec::new();
    let mut total = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (file, game, ply, fen, played) = (f[0], f[1], f[2], f[3], f[4]);
        let variant = if file.starts_with("russian") {
            Variant::Russian
        } else {
            Variant::International
        };
        let mut engine = Engine::with_hash(variant, 16);
        engine.set_position(fen, &[]).unwrap();
        let best = engine.search(&Limits::depth(10), false, &mut |_| {}).best;
        let expected = with_rules!(variant, R => {
            let pos = Position::<R>::from_fen(fen).unwrap();
            MoveSpec::of::<R>(&pos.parse_move(played).unwrap())
        });
        total += 1;
        if best.as_ref() != Some(&expected) {
            missed.push(format!(
                "{file} game {game} ply {ply}: played {played}, engine {best:?}"
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
    let mut engine = Engine::with_hash(Variant::Russian, 16);
    let mut game = Game::new(Position::<shashki::Russian>::from_fen("W:WK29,K31:B12").unwrap());
    let mut moves = Vec::new();
    while game.outcome() == Outcome::Ongoing && moves.len() < 60 {
        engine.set_position("W:WK29,K31:B12", &moves).unwrap();
        let best = engine
            .search(&Limits::depth(8), false, &mut |_| {})
            .best
            .unwrap();
        let pos = *game.position();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| best.matches::<shashki::Russian>(m))
            .unwrap();
        game.play(&mv).unwrap();
        moves.push(best);
    }
    assert_eq!(
        game.outcome(),
        Outcome::Win {
            winner: shashki::Color::White,
            reason: shashki::WinReason::NoPieces
        },
        "after {} plies",
        moves.len()
    );
}
