//! A game rewound to a checkpoint is the game it was, whatever was played since: moves that
//! bring players home or out under the anti-spoiling rule, resignations, passes, the end (the
//! web server tries a change this way before storing it, instead of copying the game).

use proptest::prelude::*;
use shashki_star::{Board, Game, Options, Position};

/// Plays `choices` on `game`: a resignation of the player to move one time in nine, else a
/// legal move.
fn play(game: &mut Game, choices: &[u32], resigns: bool) {
    for &choice in choices {
        if game.outcome().is_over() {
            return;
        }
        let player = game.position().turn();
        if resigns && choice % 9 == 0 {
            game.resign(player).unwrap();
            continue;
        }
        let moves = game.legal_moves();
        game.play(moves[choice as usize % moves.len()]).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_rewound_game_is_the_game_at_its_checkpoint(
        players in 2usize..=6,
        small in any::<bool>(),
        anti_spoiling in any::<bool>(),
        play_on in any::<bool>(),
        before in prop::collection::vec(any::<u32>(), 0..80),
        after in prop::collection::vec(any::<u32>(), 1..12),
    ) {
        let board = if small { Board::Small } else { Board::Large };
        let Some(start) = Position::start_on(board, players) else {
            return Ok(());
        };
        let mut game = Game::new(start, Options { anti_spoiling, play_on });
        play(&mut game, &before, false);
        let kept = format!("{game:?}");
        let at = game.checkpoint();
        play(&mut game, &after, true);
        prop_assert!(game.rewind(at));
        prop_assert_eq!(format!("{game:?}"), kept);
    }
}

#[test]
fn a_checkpoint_ahead_of_a_game_taken_back_is_refused_and_changes_nothing() {
    let mut game = Game::new(Position::start(2).unwrap(), Options::default());
    play(&mut game, &[3, 5], false);
    let at = game.checkpoint();
    game.undo();
    let kept = format!("{game:?}");
    assert!(!game.rewind(at));
    assert_eq!(format!("{game:?}"), kept);
}
