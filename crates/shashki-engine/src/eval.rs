//! Static evaluation, from the side to move's point of view, in hundredths of a man.
//!
//! The score is a weighted sum of named terms ([`features`]): material (men, kings), men per row
//! from their own back rank (development, the back rank, one step from the crown), the centre,
//! runaway men, mobility of men and kings, kings on the long diagonal and on the double-corner
//! diagonals, left–right balance and the tempo of the side to move. The weights are data, one
//! file per variant ([`weights`]), fitted to self-play results by `examples/tune`. Where a
//! variant has learned patterns ([`patterns`]: the men in 4×4 windows, Scan-style), their score
//! is added; `examples/train-eval` fits the terms and the patterns together. Giveaway and
//! antidraughts invert the goal and so the whole score.

pub mod features;
pub mod patterns;
pub mod weights;

use shashki::{Goal, Position, Rules};

pub use features::{Board, Features, Scorer, TERMS};
pub use patterns::PatternWeights;
pub use weights::Weights;

/// What the evaluation of one variant needs, computed once: the board masks, the weights of
/// the terms and the learned patterns, where the variant has them.
#[derive(Clone, Debug)]
pub struct Masks {
    board: Board,
    scorer: Scorer,
    patterns: Option<&'static PatternWeights>,
}

impl Masks {
    /// The masks, committed weights and committed patterns of variant `R`.
    pub fn new<R: Rules>() -> Masks {
        Masks::with_patterns::<R>(Weights::of::<R>(), patterns::of::<R>())
    }

    /// The masks of variant `R` with other weights and no patterns (tuning the terms alone).
    pub fn with_weights<R: Rules>(weights: Weights) -> Masks {
        Masks::with_patterns::<R>(weights, None)
    }

    /// The masks of variant `R` with these weights and patterns (training).
    pub fn with_patterns<R: Rules>(
        weights: Weights,
        patterns: Option<&'static PatternWeights>,
    ) -> Masks {
        let board = Board::new::<R>();
        let scorer = Scorer::new(&board, &weights.0);
        Masks {
            board,
            scorer,
            patterns,
        }
    }

    /// The board masks.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

/// The weighted sum of `features`.
pub fn dot(weights: &Weights, features: &Features) -> i32 {
    weights.0.iter().zip(features).map(|(w, f)| w * f).sum()
}

/// The static score of `pos` for the side to move.
pub fn evaluate<R: Rules>(pos: &Position<R>, masks: &Masks) -> i32 {
    let mut score = masks.scorer.score(pos, &masks.board);
    if let Some(p) = masks.patterns {
        let white = p.score(pos);
        score += if pos.turn() == shashki::Color::White {
            white
        } else {
            -white
        };
    }
    if R::GOAL == Goal::NoMovesWins {
        -score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{Giveaway, International, Russian};

    #[test]
    fn the_start_position_is_balanced_and_material_counts() {
        let start = Position::<Russian>::start();
        assert!(evaluate(&start, &Masks::new::<Russian>()).abs() < 20);
        // Three men against two: the learned patterns judge this ending (Black's men at home)
        // at about three quarters of a man, the terms alone at more.
        let up = Position::<Russian>::from_fen("W:W21,22,23:B1,2").unwrap();
        assert!(evaluate(&up, &Masks::new::<Russian>()) > 60);
        let king = Position::<International>::from_fen("W:WK46,31:B1,2").unwrap();
        assert!(evaluate(&king, &Masks::new::<International>()) > 50);
    }

    /// The positions of a game of random moves, seeded.
    fn random_game<R: Rules>(seed: u64) -> Vec<Position<R>> {
        let mut z = seed;
        let mut pos = Position::<R>::start();
        let mut out = vec![pos];
        for _ in 0..150 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            z = z
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            pos = pos.play(&moves[(z >> 33) as usize % moves.len()]);
            out.push(pos);
        }
        out
    }

    fn tables_agree_with_the_terms<R: Rules>() {
        let weights = Weights(std::array::from_fn(|t| 7 * t as i32 - 60));
        let masks = Masks::with_weights::<R>(weights);
        for seed in 0..20 {
            for pos in random_game::<R>(seed) {
                let terms = dot(&weights, &features::features(&pos, masks.board()));
                let sign = if R::GOAL == Goal::NoMovesWins { -1 } else { 1 };
                assert_eq!(evaluate(&pos, &masks), sign * terms, "{}", pos.fen());
            }
        }
    }

    #[test]
    fn the_search_evaluation_is_the_weighted_sum_of_the_terms() {
        tables_agree_with_the_terms::<Russian>();
        tables_agree_with_the_terms::<International>();
        tables_agree_with_the_terms::<Giveaway>();
        tables_agree_with_the_terms::<shashki::English>();
    }

    #[test]
    fn giveaway_prefers_fewer_pieces() {
        let up = Position::<Giveaway>::from_fen("W:W21,22,23:B1,2").unwrap();
        assert!(evaluate(&up, &Masks::new::<Giveaway>()) < -80);
    }
}
