//! A game rewound to a checkpoint is the game it was, whatever was done since: moves charged to
//! a clock, draw offers and declines, a resignation, a flag fall (the web server tries a change
//! this way before storing it, instead of copying the game).

use std::time::Duration;

use proptest::prelude::*;
use shashki::{Color, TimeControl, Variant, VariantGame, VariantPosition};

/// One thing done to a game after the checkpoint, chosen by a number.
fn act(game: &mut VariantGame, choice: u32) {
    let turn = game.position().turn();
    match choice % 16 {
        0 => {
            let _ = game.offer_draw(turn);
        }
        1 => {
            let _ = game.decline_draw(turn);
        }
        2 => {
            let _ = game.resign(turn);
        }
        3 => game.lose_on_time(turn),
        _ => {
            let legal = game.position().legal_moves();
            if let Some(mv) = legal.get(choice as usize % legal.len().max(1)) {
                let spent = Duration::from_millis(u64::from(choice % 7_000));
                let _ = game.play_timed(mv, Some(spent));
            }
        }
    }
}

/// Plays `before` (moves only), takes a checkpoint, does `after`, rewinds: the game must be
/// the one at the checkpoint, field for field.
fn check(variant: Variant, before: &[u32], after: &[u32]) -> Result<(), TestCaseError> {
    let control = TimeControl::Fischer {
        initial: Duration::from_secs(60),
        increment: Duration::from_secs(1),
    };
    let mut game = VariantGame::new(VariantPosition::start(variant), Some(control));
    for &choice in before {
        act(&mut game, 4 + choice % 12);
    }
    let kept = game.clone();
    let at = game.checkpoint();
    for &choice in after {
        act(&mut game, choice);
    }
    prop_assert!(game.rewind(at));
    prop_assert_eq!(format!("{game:?}"), format!("{kept:?}"));
    prop_assert_eq!(game.outcome(), kept.outcome());
    prop_assert_eq!(game.position().fen(), kept.position().fen());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_rewound_game_is_the_game_at_its_checkpoint(
        v in 0..Variant::ALL.len(),
        before in prop::collection::vec(any::<u32>(), 0..40),
        after in prop::collection::vec(any::<u32>(), 0..12),
    ) {
        check(Variant::ALL[v], &before, &after)?;
    }
}

#[test]
fn a_checkpoint_ahead_of_a_game_taken_back_is_refused_and_changes_nothing() {
    let mut game = VariantGame::start_of(Variant::Russian);
    game.play_text("c3-d4").unwrap();
    let at = game.checkpoint();
    assert_eq!(at.plies(), 1);
    game.undo();
    game.play_text("a3-b4").unwrap();
    game.undo();
    let kept = format!("{game:?}");
    assert!(!game.rewind(at));
    assert_eq!(format!("{game:?}"), kept);
    assert_eq!(game.position().turn(), Color::White);
}
