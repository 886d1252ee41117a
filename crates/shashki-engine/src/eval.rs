//! Static evaluation, from the side to move's point of view, in hundredths of a man.
//!
//! The score is a weighted sum of named terms ([`features`]): material (men, kings), men per row
//! from their own back rank (development, the back rank, one step from the crown), the centre,
//! runaway men, mobility of men and kings, kings on the long diagonal and on the double-corner
//! diagonals, left–right balance and the tempo of the side to move. The weights are data, one
//! file per variant ([`weights`]), fitted to self-play results by `examples/tune`. Giveaway and
//! antidraughts invert the goal and so the whole score.

pub mod features;
pub mod weights;

use shashki::{Goal, Position, Rules};

pub use features::{Board, Features, TERMS};
pub use weights::Weights;

/// What the evaluation of one variant needs, computed once: the board masks and the weights.
#[derive(Clone, Debug)]
pub struct Masks {
    board: Board,
    weights: Weights,
}

impl Masks {
    /// The masks and committed weights of variant `R`.
    pub fn new<R: Rules>() -> Masks {
        Masks::with_weights::<R>(Weights::of::<R>())
    }

    /// The masks of variant `R` with other weights (tuning).
    pub fn with_weights<R: Rules>(weights: Weights) -> Masks {
        Masks {
            board: Board::new::<R>(),
            weights,
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
    let score = dot(&masks.weights, &features::features(pos, &masks.board));
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
        let up = Position::<Russian>::from_fen("W:W21,22,23:B1,2").unwrap();
        assert!(evaluate(&up, &Masks::new::<Russian>()) > 80);
        let king = Position::<International>::from_fen("W:WK46:B1,2").unwrap();
        assert!(evaluate(&king, &Masks::new::<International>()) > 50);
    }

    #[test]
    fn giveaway_prefers_fewer_pieces() {
        let up = Position::<Giveaway>::from_fen("W:W21,22,23:B1,2").unwrap();
        assert!(evaluate(&up, &Masks::new::<Giveaway>()) < -80);
    }
}
