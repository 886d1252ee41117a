//! Invariants over random games of every variant: incremental hash equals full hash, FEN round
//! trip, notation round trips (short and full path), the rebuilt path of every move ends on its
//! square, and one entry per distinct move (in bashni: per start, end and position left).

use proptest::prelude::*;
use shashki::{with_rules, Extra, Position, Rules, Variant};

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
                // A bashni move is its start, end and the position it leaves (crate::columns).
                let ends = a.from() == b.from() && a.to() == b.to();
                let same = if R::Extra::COLUMNS {
                    ends && pos.play(a) == pos.play(b)
                } else {
                    ends && a.captured() == b.captured()
                };
                prop_assert!(!same, "duplicate move in {}", fen);
            }
        }
        if legal.is_empty() {
            break;
        }
        for mv in &legal {
            let next = pos.play(mv);
            prop_assert_eq!(next.hash(), next.full_hash());
            let path = pos.path(mv);
            prop_assert_eq!(path.and_then(|p| p.last().copied()), Some(mv.to() as u8));
            let full = pos.full_text(mv);
            prop_assert_eq!(pos.parse_move(&full).ok(), Some(*mv), "full path {}", full);
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
