//! Static evaluation, from the side to move's point of view, in hundredths of a man.
//!
//! Terms: material (with the variant's king value), advancement and development of men, the
//! back rank, the centre, men one step from the crown, kings on the long diagonal, and
//! mobility. Giveaway and antidraughts invert the goal and so the whole score; breakthrough
//! weighs advancement heavily. These are hand-set starting weights; tuned weights replace them.

use shashki::geometry::{Dir, Geometry};
use shashki::{Color, Goal, Position, Rules};

/// A man's value.
pub const MAN: i32 = 100;

/// A king's value in variant `R`: flying kings are worth more on the big board, short kings
/// (english, italian) much less.
pub fn king_value<R: Rules>() -> i32 {
    match (R::FLYING_KINGS, <R::Board as Geometry>::ROWS) {
        (false, _) => 160,
        (true, 8) => 260,
        (true, _) => 320,
    }
}

/// The rows of `color`'s men counted from its own back row (0) upwards, as a weight table.
fn advancement<R: Rules>(men: u64, color: Color) -> i32 {
    let rows = <R::Board as Geometry>::ROWS;
    let mut score = 0;
    for r in 0..rows {
        let row = <R::Board as Geometry>::row(r);
        let n = (men & row).count_ones() as i32;
        if n == 0 {
            continue;
        }
        let progress = match color {
            Color::White => rows - 1 - r,
            Color::Black => r,
        } as i32;
        score += n * progress * 3;
        if progress == rows as i32 - 2 {
            score += n * 12; // one step from the crown
        }
    }
    score
}

/// The squares of the two central rows, middle files.
fn centre<R: Rules>() -> u64 {
    let rows = <R::Board as Geometry>::ROWS;
    let half = <R::Board as Geometry>::HALF;
    let middle = <R::Board as Geometry>::row(rows / 2 - 1) | <R::Board as Geometry>::row(rows / 2);
    let mut mask = 0;
    for b in shashki::Bits(middle) {
        let (file, _) = shashki::square::coordinates::<R>(b);
        if file >= 2 && file < 2 * half - 2 {
            mask |= 1 << b;
        }
    }
    mask
}

/// How many simple steps the men of `pieces` have onto `empty` squares.
fn steps<R: Rules>(men: u64, empty: u64, color: Color) -> i32 {
    let dirs = match color {
        Color::White => [Dir::UpLeft, Dir::UpRight],
        Color::Black => [Dir::DownLeft, Dir::DownRight],
    };
    dirs.iter()
        .map(|&d| (R::Board::step(men, d) & empty).count_ones() as i32)
        .sum()
}

/// One side's score in the position (higher is better for `color`).
fn side<R: Rules>(pos: &Position<R>, color: Color) -> i32 {
    let mine = pos.pieces(color);
    let men = mine & !pos.kings();
    let kings = mine & pos.kings();
    let rows = <R::Board as Geometry>::ROWS;
    let back = match color {
        Color::White => <R::Board as Geometry>::row(rows - 1),
        Color::Black => <R::Board as Geometry>::row(0),
    };
    let advance_weight = if R::GOAL == Goal::FirstKingWins { 4 } else { 1 };
    let mut score = men.count_ones() as i32 * MAN + kings.count_ones() as i32 * king_value::<R>();
    score += advance_weight * advancement::<R>(men, color);
    score += (men & back).count_ones() as i32 * 6;
    score += (men & centre::<R>()).count_ones() as i32 * 5;
    score += steps::<R>(men, pos.empty(), color) * 2;
    if rows == 8 {
        if let Some(a1) = shashki::square::bit_of_coordinates::<R>(0, 0) {
            let road = (1u64 << a1) | R::Board::ray(Dir::UpRight, a1);
            score += (kings & road).count_ones() as i32 * 15;
        }
    }
    score
}

/// The static score of `pos` for the side to move.
pub fn evaluate<R: Rules>(pos: &Position<R>) -> i32 {
    let us = pos.turn();
    let score = side(pos, us) - side(pos, !us) + 4;
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
        assert!(evaluate(&start).abs() < 20);
        let up = Position::<Russian>::from_fen("W:W21,22,23:B1,2").unwrap();
        assert!(evaluate(&up) > 80);
        let king = Position::<International>::from_fen("W:WK46:B1,2").unwrap();
        assert!(evaluate(&king) > 50);
    }

    #[test]
    fn giveaway_prefers_fewer_pieces() {
        let up = Position::<Giveaway>::from_fen("W:W21,22,23:B1,2").unwrap();
        assert!(evaluate(&up) < -80);
    }
}
