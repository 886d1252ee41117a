//! Invariants over random games of every variant: play/unplay round trip, incremental hash
//! equals full hash, FEN round trip, notation round trip, and one entry per distinct move.

use proptest::prelude::*;
use shashki::{with_rules, Position, Rules, Variant};

/// Plays the random game given by `choices` and checks every invariant at every ply.
fn random_game<R: Rules>(choices: &[u32]) -> Result<(), TestCaseError> {
    let mut pos = Position::<R>::start();
    for &choice in choices {
        prop_assert_eq!(pos.hash(), pos.full_hash(), "incremental hash in {:?}", pos);
        let fen = pos.fen();
        let reread = Position::<R>::from_fen(&fen);
        prop_assert_eq!(
            reread.as_ref().ok(),
            Some(&pos),
            "FEN round trip of {}",
            fen
        );
        let legal = pos.legal_moves();
        for (i, a) in legal.iter().enumerate() {
            for b in &legal[i + 1..] {
                prop_assert!(!a.same_identity(b), "duplicate move in {}", fen);
            }
        }
        if legal.is_empty() {
            break;
        }
        for mv in &legal {
            let next = pos.play(mv);
            prop_assert_eq!(
                next.unplay(mv),
                pos,
                "unplay of {} in {}",
                pos.move_text(mv),
                fen
            );
            prop_assert_eq!(next.hash(), next.full_hash());
            let text = pos.move_text(mv);
            prop_assert_eq!(
                pos.parse_move(&text).ok(),
                Some(*mv),
                "notation round trip of {}",
                text
            );
        }
        pos = pos.play(&legal[choice as usize % legal.len()]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_keep_every_invariant(
        variant in prop::sample::select(Variant::ALL.to_vec()),
        choices in prop::collection::vec(any::<u32>(), 0..160),
    ) {
        with_rules!(variant, R => random_game::<R>(&choices))?;
    }
}
