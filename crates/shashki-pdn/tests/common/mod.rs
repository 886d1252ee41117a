//! What several test files share.

use shashki::{Move, SplitMix64, VariantPosition};

/// A legal line from `start`, at most `plies` long (it stops where the game does), each move
/// chosen by the seeded generator; with the position it reaches.
pub fn random_line(
    start: VariantPosition,
    plies: usize,
    seed: u64,
) -> (Vec<Move>, VariantPosition) {
    let mut rng = SplitMix64(seed);
    let (mut pos, mut moves) = (start, Vec::new());
    while moves.len() < plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        pos = pos.play(&mv);
        moves.push(mv);
    }
    (moves, pos)
}
