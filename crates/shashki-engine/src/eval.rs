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

/// Tables the evaluation needs, computed once per variant.
#[derive(Clone, Debug)]
pub struct Masks {
    /// The value of a man of each colour on each square: advancement (three points a row,
    /// twelve more one step from the crown; four times as much in breakthrough), the back
    /// rank and the centre.
    men: [[i16; 64]; 2],
    /// The long diagonal a1–h8 on 8×8 boards with a dark a1.
    road: u64,
}

impl Masks {
    /// The masks of variant `R`'s board.
    pub fn new<R: Rules>() -> Masks {
        let rows = <R::Board as Geometry>::ROWS;
        let half = <R::Board as Geometry>::HALF;
        let middle =
            <R::Board as Geometry>::row(rows / 2 - 1) | <R::Board as Geometry>::row(rows / 2);
        let mut centre = 0;
        for b in shashki::Bits(middle) {
            let (file, _) = shashki::square::coordinates::<R>(b);
            if file >= 2 && file < 2 * half - 2 {
                centre |= 1u64 << b;
            }
        }
        let road = match (rows, shashki::square::bit_of_coordinates::<R>(0, 0)) {
            (8, Some(a1)) => (1u64 << a1) | R::Board::ray(Dir::UpRight, a1),
            _ => 0,
        };
        let weight = if R::GOAL == Goal::FirstKingWins { 4 } else { 1 };
        let mut men = [[0i16; 64]; 2];
        for b in shashki::Bits(<R::Board as Geometry>::TABLES.all) {
            let (_, rank) = shashki::square::coordinates::<R>(b);
            for color in Color::BOTH {
                let progress = match color {
                    Color::White => rank,
                    Color::Black => rows - 1 - rank,
                } as i32;
                let mut v = weight * progress * 3;
                if progress == rows as i32 - 2 {
                    v += weight * 12;
                }
                if progress == 0 {
                    v += 6;
                }
                if centre & (1u64 << b) != 0 {
                    v += 5;
                }
                men[color.index()][b as usize] = v as i16;
            }
        }
        Masks { men, road }
    }
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
fn side<R: Rules>(pos: &Position<R>, color: Color, masks: &Masks) -> i32 {
    let mine = pos.pieces(color);
    let men = mine & !pos.kings();
    let kings = mine & pos.kings();
    let table = &masks.men[color.index()];
    let mut score = men.count_ones() as i32 * MAN + kings.count_ones() as i32 * king_value::<R>();
    score += shashki::Bits(men)
        .map(|b| i32::from(table[b as usize]))
        .sum::<i32>();
    score += steps::<R>(men, pos.empty(), color) * 2;
    score += (kings & masks.road).count_ones() as i32 * 15;
    score
}

/// The static score of `pos` for the side to move.
pub fn evaluate<R: Rules>(pos: &Position<R>, masks: &Masks) -> i32 {
    let us = pos.turn();
    let score = side(pos, us, masks) - side(pos, !us, masks) + 4;
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
